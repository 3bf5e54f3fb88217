//! 托马 Thoma (Pyro, polearm) and what comes with the character: Blazing Barrier, Scorching
//! Ooyoroi (and its talent form), and the talent card A Subordinate's Skills.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, PYRO};
use crate::defs::{
    nation, After, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Weapon,
};
use crate::version::{Versioned, V4_4};

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &THOMA,
    talent: &A_SUBORDINATES_SKILLS,
    created: &[],
    made_by_hooks: &[],
};

/// 托马 Thoma (1311).
pub static THOMA: CharacterDef = CharacterDef {
    id: 1311,
    share_id: 319,
    name: "托马",
    english_name: "Thoma",
    element: Element::Pyro,
    weapon: Weapon::Polearm,
    nations: nation::INAZUMA,
    since: V4_4,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 13111,
            name: "Swiftshatter Spear",
            chinese_name: "迅破枪势",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13112,
            name: "Blazing Blessing",
            chinese_name: "烈烧佑命之侍护",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Damage(PYRO, 2), Op::Combat(&BLAZING_BARRIER)],
        },
        SkillDef {
            id: CRIMSON_OOYOROI,
            name: "Crimson Ooyoroi",
            chinese_name: "真红炽火之大铠",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(PYRO, 2),
                Op::Combat(&BLAZING_BARRIER),
                Op::TalentForm(&SCORCHING_OOYOROI, &SCORCHING_OOYOROI_TALENT),
            ],
        },
    ],
    passives: &[],
};

/// Thoma's burst, which his talent card uses.
const CRIMSON_OOYOROI: u32 = 13113;

/// 烈烧佑命护盾 Blazing Barrier (113111): a 1-point shield for the active character that stacks
/// up to 3 points.
pub static BLAZING_BARRIER: EntityDef = EntityDef {
    id: 113111,
    name: "Blazing Barrier",
    chinese_name: "烈烧佑命护盾",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 3,
    shield: true,
    ..EntityDef::BLANK
};

/// 炽火大铠 Scorching Ooyoroi (113112): after a normal attack of this side, 1 Pyro damage and a
/// Blazing Barrier; 2 usages.
pub static SCORCHING_OOYOROI: EntityDef = EntityDef {
    id: 113112,
    name: "Scorching Ooyoroi",
    chinese_name: "炽火大铠",
    kind: EntityKind::Combat,
    usage: 2,
    after: Some((
        After::NormalAttack,
        &[Op::Damage(PYRO, 1), Op::Combat(&BLAZING_BARRIER)],
    )),
    ..EntityDef::BLANK
};

/// 炽火大铠 Scorching Ooyoroi (talent form, 113113): the same with 3 usages.
pub static SCORCHING_OOYOROI_TALENT: EntityDef = EntityDef {
    id: 113113,
    usage: 3,
    ..SCORCHING_OOYOROI
};

/// The equipped A Subordinate's Skills (213111): Crimson Ooyoroi creates the Scorching Ooyoroi
/// with one more usage.
pub static A_SUBORDINATES_SKILLS_EQUIP: EntityDef = EntityDef {
    id: 213111,
    name: "A Subordinate's Skills",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 僚佐的才巧 A Subordinate's Skills (talent, 213111): Thoma uses Crimson Ooyoroi.
pub static A_SUBORDINATES_SKILLS: CardDef = CardDef {
    id: 213111,
    since: V4_4,
    share_id: 323,
    name: "僚佐的才巧",
    english_name: "A Subordinate's Skills",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1311),
    talent_skill: Some(CRIMSON_OOYOROI),
    entity: Some(&A_SUBORDINATES_SKILLS_EQUIP),
    ..CardDef::BLANK
};
