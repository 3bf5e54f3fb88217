//! 九条裟罗 Kujou Sara (Electro, bow) and what comes with the character: Tengu Juurai: Ambush, Tengu
//! Juurai: Stormcluster, Crowfeather Cover, and the talent card Sin of Pride.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, side_has, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_5};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &KUJOU_SARA,
    talent: &SIN_OF_PRIDE,
    created: &[],
    made_by_hooks: &[],
};

/// 九条裟罗 Kujou Sara (1406).
pub static KUJOU_SARA: CharacterDef = CharacterDef {
    id: 1406,
    share_id: 31,
    name: "九条裟罗",
    english_name: "Kujou Sara",
    element: Element::Electro,
    weapon: Weapon::Bow,
    nations: nation::INAZUMA,
    since: V3_5,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14061,
            name: "Tengu Bowmanship",
            chinese_name: "天狗传弓术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14062,
            name: "Tengu Stormcall",
            chinese_name: "鸦羽天狗霆雷召咒",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Damage(ELECTRO, 1), Op::Summon(&TENGU_JUURAI_AMBUSH)],
        },
        SkillDef {
            id: 14063,
            name: "Subjugation: Koukou Sendou",
            chinese_name: "煌煌千道镇式",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 4, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 1),
                Op::Summon(&TENGU_JUURAI_STORMCLUSTER),
            ],
        },
    ],
    passives: &[],
};

/// 天狗咒雷·伏 Tengu Juurai: Ambush (114061): end phase, 1 Electro damage and the active character gets
/// Crowfeather Cover; 1 usage.
pub static TENGU_JUURAI_AMBUSH: EntityDef = EntityDef {
    id: 114061,
    name: "Tengu Juurai: Ambush",
    chinese_name: "天狗咒雷·伏",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[
        Op::Damage(ELECTRO, 1),
        Op::Status(Who::Active, &CROWFEATHER_COVER),
    ],
    ..EntityDef::BLANK
};

/// 天狗咒雷·雷砾 Tengu Juurai: Stormcluster (114062): end phase, 2 Electro damage and the active
/// character gets Crowfeather Cover; 2 usages.
pub static TENGU_JUURAI_STORMCLUSTER: EntityDef = EntityDef {
    id: 114062,
    name: "Tengu Juurai: Stormcluster",
    chinese_name: "天狗咒雷·雷砾",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[
        Op::Damage(ELECTRO, 2),
        Op::Status(Who::Active, &CROWFEATHER_COVER),
    ],
    ..EntityDef::BLANK
};

/// 鸣煌护持 Crowfeather Cover (114063): the character's elemental skills and bursts deal +1 (+2 for an
/// Electro character while a Kujou Sara with Sin of Pride is on its side); 2 usages.
pub static CROWFEATHER_COVER: EntityDef = EntityDef {
    text: "The character's Elemental Skills and Elemental Bursts deal +1 damage (+2 for an Electro character while Kujou Sara with Sin of Pride is on your side), spending 1 usage.",
    id: 114063,
    name: "Crowfeather Cover",
    chinese_name: "鸣煌护持",
    kind: EntityKind::Status,
    usage: 2,
    listens: trig::BONUS_OUT,
    hook: Some(crowfeather_cover),
    ..EntityDef::BLANK
};

fn crowfeather_cover(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.by != Some(slot) || !matches!(d.skill, Some(SkillKind::Elemental | SkillKind::Burst)) {
        return;
    }
    let electro = g.character(me.seat, slot).def.element == Element::Electro;
    let pride = electro && side_has(g, me.seat, &SIN_OF_PRIDE_EQUIP);
    d.amount += if pride { 2 } else { 1 };
    g.spend(me);
}

/// The equipped Sin of Pride (214061): Crowfeather Cover on your Electro characters adds +2 damage
/// instead of +1.
pub static SIN_OF_PRIDE_EQUIP: EntityDef = EntityDef {
    text: "Crowfeather Cover on your Electro characters adds +2 damage instead of +1.",
    id: 214061,
    name: "Sin of Pride",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 我界 Sin of Pride (talent, 214061).
pub static SIN_OF_PRIDE: CardDef = CardDef {
    id: 214061,
    since: V3_5,
    share_id: 91,
    name: "我界",
    english_name: "Sin of Pride",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1406),
    talent_skill: Some(14062),
    entity: Some(&SIN_OF_PRIDE_EQUIP),
    ..CardDef::BLANK
};
