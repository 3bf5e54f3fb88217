//! 宵宫 Yoimiya (Pyro, bow) and what comes with the character: Niwabi Enshou, Aurous Blaze, and the
//! talent card Naganohara Meteor Swarm.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{deal_as, owner, strike, CharacterCards, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &YOIMIYA,
    talent: &NAGANOHARA_METEOR_SWARM,
    created: &[],
    made_by_hooks: &[],
};

/// 宵宫 Yoimiya (1305).
pub static YOIMIYA: CharacterDef = CharacterDef {
    id: 1305,
    share_id: 21,
    name: "宵宫",
    english_name: "Yoimiya",
    element: Element::Pyro,
    weapon: Weapon::Bow,
    nations: nation::INAZUMA,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 13051,
            name: "Firework Flare-Up",
            chinese_name: "烟火打扬",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13052,
            name: "Niwabi Fire-Dance",
            chinese_name: "焰硝庭火舞",
            text: "This skill gives Yoimiya no Energy.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 1, 0),
            ops: &[
                Op::TalentForm(&NIWABI_ENSHOU, &NIWABI_ENSHOU_TALENT),
                Op::Custom(|_, cx| cx.no_energy = true),
            ],
        },
        SkillDef {
            id: 13053,
            name: "Ryuukin Saxifrage",
            chinese_name: "琉金云间草",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(3),
            ops: &[Op::Damage(PYRO, 3), Op::Combat(&AUROUS_BLAZE)],
        },
    ],
    passives: &[],
};

/// 庭火焰硝 Niwabi Enshou (113051): Yoimiya's physical damage becomes Pyro and her normal attacks deal
/// +1, each spending a usage; 3 usages. A normal attack it boosted marks the skill in
/// progress; the usage is spent when the skill ends.
pub static NIWABI_ENSHOU: EntityDef = EntityDef {
    text: "The character's Normal Attacks deal +1 damage (spends 1 usage).",
    id: 113051,
    name: "Niwabi Enshou",
    chinese_name: "庭火焰硝",
    kind: EntityKind::Status,
    usage: 3,
    infusion: Some(Element::Pyro),
    listens: trig::BONUS_OUT | trig::AFTER_SKILL,
    hook: Some(niwabi_enshou),
    ..EntityDef::BLANK
};

/// 庭火焰硝 (talent, 113053): also, after a normal attack it boosted, 1 Pyro damage.
pub static NIWABI_ENSHOU_TALENT: EntityDef = EntityDef {
    text: "The character's Normal Attacks deal +1 damage (spends 1 usage); after a Normal Attack it boosted, deal 1 Pyro damage.",
    id: 113053,
    chinese_name: "庭火焰硝",
    ..NIWABI_ENSHOU
};

fn niwabi_enshou(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Damage(d) if d.by == Some(slot) && d.skill == Some(SkillKind::Normal) => {
            d.amount += 1;
            g.mark(me, 1);
        }
        Trig::AfterSkill { character, .. } if *character == slot && g.ent(me).mark != 0 => {
            g.ent_mut(me).mark = 0;
            if g.ent(me).def == &NIWABI_ENSHOU_TALENT {
                strike(g, me, PYRO, 1);
            } else {
                g.spend(me);
            }
        }
        _ => {}
    }
}

/// 琉金火光 Aurous Blaze (113052): after a skill of a character of this side other than Yoimiya, 1
/// Pyro damage; 2 rounds.
pub static AUROUS_BLAZE: EntityDef = EntityDef {
    text: "After a skill of one of your characters other than Yoimiya, deal 1 Pyro damage.",
    id: 113052,
    name: "Aurous Blaze",
    chinese_name: "琉金火光",
    kind: EntityKind::Combat,
    duration: 2,
    listens: trig::AFTER_SKILL,
    hook: Some(aurous_blaze),
    ..EntityDef::BLANK
};

fn aurous_blaze(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::AfterSkill { character, .. } = t {
        if g.character(me.seat, *character).def.id != YOIMIYA.id {
            deal_as(g, me, PYRO, 1);
        }
    }
}

/// The equipped Naganohara Meteor Swarm (213051): the skill creates the stronger Niwabi Enshou.
pub static NAGANOHARA_METEOR_SWARM_EQUIP: EntityDef = EntityDef {
    id: 213051,
    name: "Naganohara Meteor Swarm",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 长野原龙势流星群 Naganohara Meteor Swarm (talent, 213051).
pub static NAGANOHARA_METEOR_SWARM: CardDef = CardDef {
    id: 213051,
    share_id: 81,
    name: "长野原龙势流星群",
    english_name: "Naganohara Meteor Swarm",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 1, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1305),
    talent_skill: Some(13052),
    entity: Some(&NAGANOHARA_METEOR_SWARM_EQUIP),
    ..CardDef::BLANK
};
