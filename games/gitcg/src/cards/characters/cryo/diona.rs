//! 迪奥娜 Diona (Cryo, bow) and what comes with the character: Cat-Claw Shield, Drunken Mist, and the
//! talent card Shaken, Not Purred.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, CRYO};
use crate::defs::{
    nation, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op, SkillDef,
    SkillKind, TargetRule, Weapon, Who,
};
use crate::version::{Versioned, V3_3};

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &DIONA,
    talent: &SHAKEN_NOT_PURRED,
    created: &[],
    made_by_hooks: &[],
};

/// 迪奥娜 Diona (1102).
pub static DIONA: CharacterDef = CharacterDef {
    id: 1102,
    share_id: 2,
    name: "迪奥娜",
    english_name: "Diona",
    element: Element::Cryo,
    weapon: Weapon::Bow,
    nations: nation::MONDSTADT,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 11021,
            name: "Kätzlein Style",
            chinese_name: "猎人射术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11022,
            name: "Icy Paws",
            chinese_name: "猫爪冻冻",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::TalentForm(&CAT_CLAW_SHIELD, &CAT_CLAW_SHIELD_TALENT),
            ],
        },
        SkillDef {
            id: 11023,
            name: "Signature Mix",
            chinese_name: "最烈特调",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[
                Op::Damage(CRYO, 1),
                Op::Heal(Who::This, 2),
                Op::Summon(&DRUNKEN_MIST),
            ],
        },
    ],
    passives: &[],
};

/// 猫爪护盾 Cat-Claw Shield (111021): a 1-point shield for the active character.
pub static CAT_CLAW_SHIELD: EntityDef = EntityDef {
    id: 111021,
    name: "Cat-Claw Shield",
    chinese_name: "猫爪护盾",
    kind: EntityKind::Combat,
    usage: 1,
    shield: true,
    ..EntityDef::BLANK
};

/// 猫爪护盾 (talent, 111022): a 2-point shield.
pub static CAT_CLAW_SHIELD_TALENT: EntityDef = EntityDef {
    id: 111022,
    chinese_name: "猫爪护盾",
    usage: 2,
    ..CAT_CLAW_SHIELD
};

/// 酒雾领域 Drunken Mist (111023): end phase, 1 Cryo damage and the active character heals 2; 2 usages.
pub static DRUNKEN_MIST: EntityDef = EntityDef {
    id: 111023,
    name: "Drunken Mist",
    chinese_name: "酒雾领域",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1), Op::Heal(Who::Active, 2)],
    ..EntityDef::BLANK
};

/// The equipped Shaken, Not Purred (211021): Icy Paws creates the stronger shield.
pub static SHAKEN_NOT_PURRED_EQUIP: EntityDef = EntityDef {
    id: 211021,
    name: "Shaken, Not Purred",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 猫爪冰摇 Shaken, Not Purred (talent, 211021).
pub static SHAKEN_NOT_PURRED: CardDef = CardDef {
    id: 211021,
    share_id: 62,
    name: "猫爪冰摇",
    english_name: "Shaken, Not Purred",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1102),
    talent_skill: Some(11022),
    entity: Some(&SHAKEN_NOT_PURRED_EQUIP),
    ..CardDef::BLANK
};
