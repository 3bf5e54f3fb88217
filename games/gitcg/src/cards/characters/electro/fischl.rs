//! 菲谢尔 Fischl (Electro, bow) and what comes with the character: Oz, and the talent card Stellar
//! Predator.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{strike, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &FISCHL,
    talent: &STELLAR_PREDATOR,
    created: &[],
    made_by_hooks: &[],
};

/// 菲谢尔 Fischl (1401).
pub static FISCHL: CharacterDef = CharacterDef {
    id: 1401,
    share_id: 26,
    name: "菲谢尔",
    english_name: "Fischl",
    element: Element::Electro,
    weapon: Weapon::Bow,
    nations: nation::MONDSTADT,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 14011,
            name: "Bolts of Downfall",
            chinese_name: "罪灭之矢",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14012,
            name: "Nightrider",
            chinese_name: "夜巡影翼",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Damage(ELECTRO, 1), Op::TalentForm(&OZ, &OZ_TALENT)],
        },
        SkillDef {
            id: 14013,
            name: "Midnight Phantasmagoria",
            chinese_name: "至夜幻现",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(3),
            ops: &[Op::Damage(ELECTRO, 4), Op::PierceStandby(2)],
        },
    ],
    passives: &[],
};

/// 奥兹 Oz (114011): end phase, 1 Electro damage; 2 usages.
pub static OZ: EntityDef = EntityDef {
    id: 114011,
    name: "Oz",
    chinese_name: "奥兹",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(ELECTRO, 1)],
    ..EntityDef::BLANK
};

/// 奥兹 (talent, 114012): also, after Fischl's normal attack, 2 Electro damage (spending a usage).
pub static OZ_TALENT: EntityDef = EntityDef {
    text: "After Fischl uses a Normal Attack, deal 2 Electro damage (spends 1 usage).",
    id: 114012,
    chinese_name: "奥兹",
    listens: trig::AFTER_SKILL,
    hook: Some(oz_follow_up),
    ..OZ
};

/// Only Fischl's normal attacks count, which no declared follow-up can say.
fn oz_follow_up(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character,
        kind: SkillKind::Normal,
        ..
    } = t
    else {
        return;
    };
    if g.character(me.seat, *character).def.id == FISCHL.id {
        strike(g, me, ELECTRO, 2);
    }
}

/// The equipped Stellar Predator (214011): Nightrider summons the stronger Oz.
pub static STELLAR_PREDATOR_EQUIP: EntityDef = EntityDef {
    id: 214011,
    name: "Stellar Predator",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 噬星魔鸦 Stellar Predator (talent, 214011).
pub static STELLAR_PREDATOR: CardDef = CardDef {
    id: 214011,
    share_id: 86,
    name: "噬星魔鸦",
    english_name: "Stellar Predator",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1401),
    talent_skill: Some(14012),
    entity: Some(&STELLAR_PREDATOR_EQUIP),
    ..CardDef::BLANK
};
