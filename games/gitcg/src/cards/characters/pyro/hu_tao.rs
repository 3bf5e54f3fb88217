//! 胡桃 Hu Tao (Pyro, polearm) and what comes with the character: Paramita Papilio, Blood Blossom,
//! and the talent card Sanguine Rouge.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{hit, owner, user, CharacterCards, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{by_version, V3_7, V5_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &HU_TAO,
    talent: &SANGUINE_ROUGE,
    created: &[],
    made_by_hooks: &[&BLOOD_BLOSSOM],
};

/// 胡桃 Hu Tao (1307).
pub static HU_TAO: CharacterDef = CharacterDef {
    id: 1307,
    share_id: 23,
    name: "胡桃",
    english_name: "Hu Tao",
    element: Element::Pyro,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    since: V3_7,
    hp: by_version(&[(V3_7, 10), (V5_8, 12)]),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 13071,
            name: "Secret Spear of Wangsheng",
            chinese_name: "往生秘传枪法",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13072,
            name: "Guide to Afterlife",
            chinese_name: "蝶引来生",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 2, 0),
            ops: &[Op::Status(Who::This, &PARAMITA_PAPILIO)],
        },
        SkillDef {
            id: 13073,
            name: "Spirit Soother",
            chinese_name: "安神秘法",
            text: "Deals 4 Pyro damage and heals this character for 2; each is 1 more when she has 6 HP or less.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(3),
            ops: &[Op::Custom(spirit_soother)],
        },
    ],
    passives: &[],
};

/// Spirit Soother deals 4 Pyro damage and heals Hu Tao 2, each +1 when she has at most 6 HP.
fn spirit_soother(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let low = g.character(cx.seat, slot).hp <= 6;
    let more = u8::from(low);
    g.run_op(Op::Damage(PYRO, 4 + more), cx);
    g.run_op(Op::Heal(Who::This, 2 + more), cx);
}

/// 彼岸蝶舞 Paramita Papilio (113071): Hu Tao's physical damage becomes Pyro, her Pyro damage gets +1,
/// and her charged attacks give the target Blood Blossom; 2 rounds.
pub static PARAMITA_PAPILIO: EntityDef = EntityDef {
    text: "The character's Pyro damage is increased by 1, and her Charged Attacks attach Blood Blossom to the target.",
    id: 113071,
    name: "Paramita Papilio",
    chinese_name: "彼岸蝶舞",
    kind: EntityKind::Status,
    duration: 2,
    infusion: Some(Element::Pyro),
    listens: trig::BONUS_OUT,
    hook: Some(paramita_papilio),
    ..EntityDef::BLANK
};

fn paramita_papilio(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.by.is_none() || d.by != owner(me) {
        return;
    }
    if d.ty == PYRO {
        d.amount += 1;
    }
    if d.charged {
        g.add_entity(d.to, LocZone::Char(d.target), &BLOOD_BLOSSOM);
    }
}

/// 血梅香 Blood Blossom (113072): on an opposing character; end phase, it takes 1 Pyro damage; 1
/// usage.
pub static BLOOD_BLOSSOM: EntityDef = EntityDef {
    text: "Sits on an opposing character. End Phase: that character takes 1 Pyro damage (spends 1 usage).",
    id: 113072,
    name: "Blood Blossom",
    chinese_name: "血梅香",
    kind: EntityKind::Status,
    usage: 1,
    listens: trig::END_PHASE,
    hook: Some(blood_blossom),
    ..EntityDef::BLANK
};

fn blood_blossom(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let serial = g.ent(me).serial;
    hit(g, me.seat.other(), &BLOOD_BLOSSOM, slot, PYRO, 1);
    if let Some(me) = g.relocate(me, serial) {
        g.spend(me);
    }
}

/// The equipped Sanguine Rouge (213071): while Hu Tao has at most 6 HP, her Pyro damage gets +1.
pub static SANGUINE_ROUGE_EQUIP: EntityDef = EntityDef {
    text: "While the character has 6 HP or less, her Pyro damage is increased by 1.",
    id: 213071,
    name: "Sanguine Rouge",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::BONUS_OUT,
    hook: Some(sanguine_rouge),
    ..EntityDef::BLANK
};

fn sanguine_rouge(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.by == Some(slot) && d.ty == PYRO && g.character(me.seat, slot).hp <= 6 {
        d.amount += 1;
    }
}

/// 血之灶火 Sanguine Rouge (talent, 213071).
pub static SANGUINE_ROUGE: CardDef = CardDef {
    id: 213071,
    since: V3_7,
    share_id: 83,
    name: "血之灶火",
    english_name: "Sanguine Rouge",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 2, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1307),
    talent_skill: Some(13072),
    entity: Some(&SANGUINE_ROUGE_EQUIP),
    ..CardDef::BLANK
};
