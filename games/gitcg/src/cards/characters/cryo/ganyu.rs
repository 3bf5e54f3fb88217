//! 甘雨 Ganyu (Cryo, bow) and what comes with the character: Ice Lotus, Sacred Cryo Pearl, and the
//! talent card Undivided Heart.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, CRYO};
use crate::defs::{
    nation, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Weapon,
};
use crate::version::{by_version, V3_3, V5_8};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &GANYU,
    talent: &UNDIVIDED_HEART,
    created: &[],
    made_by_hooks: &[],
};

/// 甘雨 Ganyu (1101).
pub static GANYU: CharacterDef = CharacterDef {
    id: 1101,
    share_id: 1,
    name: "甘雨",
    english_name: "Ganyu",
    element: Element::Cryo,
    weapon: Weapon::Bow,
    nations: nation::LIYUE,
    since: V3_3,
    hp: by_version(&[(V3_3, 10), (V5_8, 12)]),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 11011,
            name: "Liutian Archery",
            chinese_name: "流天射术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11012,
            name: "Trail of the Qilin",
            chinese_name: "山泽麟迹",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 1), Op::Combat(&ICE_LOTUS)],
        },
        SkillDef {
            id: 11013,
            name: "Frostflake Arrow",
            chinese_name: "霜华矢",
            text: "Deals 2 Piercing damage to every opposing standby character (3 with Undivided Heart equipped, when Frostflake Arrow was used before in the match).",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 5, 0),
            ops: &[Op::Damage(CRYO, 2), Op::Custom(frostflake_pierce)],
        },
        SkillDef {
            id: 11014,
            name: "Celestial Shower",
            chinese_name: "降众天华",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::PierceStandby(1),
                Op::Summon(&SACRED_CRYO_PEARL),
            ],
        },
    ],
    passives: &[],
};

/// Frostflake Arrow pierces standby characters for 2, or 3 with the talent when the skill was
/// ever used before in this match, talent or not.
fn frostflake_pierce(g: &mut Gitcg, cx: &mut Cx) {
    let slot = cx.character.unwrap_or(g.player(cx.seat).active);
    let c = g.character(cx.seat, slot);
    let n = if c.has(&UNDIVIDED_HEART_EQUIP) && c.used_ever(11013) {
        3
    } else {
        2
    };
    g.run_op(Op::PierceStandby(n), cx);
}

/// 冰莲 Ice Lotus (111012): the active character takes 1 less damage; 2 usages.
pub static ICE_LOTUS: EntityDef = EntityDef {
    id: 111012,
    name: "Ice Lotus",
    chinese_name: "冰莲",
    kind: EntityKind::Combat,
    usage: 2,
    reduce: 1,
    ..EntityDef::BLANK
};

/// 冰灵珠 Sacred Cryo Pearl (111011): end phase, 1 Cryo damage and 1 piercing to standby; 2 usages.
pub static SACRED_CRYO_PEARL: EntityDef = EntityDef {
    id: 111011,
    name: "Sacred Cryo Pearl",
    chinese_name: "冰灵珠",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1), Op::PierceStandby(1)],
    ..EntityDef::BLANK
};

/// The equipped Undivided Heart (211011): After Frostflake Arrow was used once in the match, it
/// deals 3 Piercing damage to each opposing standby character instead of 2.
pub static UNDIVIDED_HEART_EQUIP: EntityDef = EntityDef {
    text: "After Frostflake Arrow was used once in the match, it deals 3 Piercing damage to each opposing standby character instead of 2.",
    id: 211011,
    name: "Undivided Heart",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 唯此一心 Undivided Heart (talent, 211011).
pub static UNDIVIDED_HEART: CardDef = CardDef {
    id: 211011,
    share_id: 61,
    name: "唯此一心",
    english_name: "Undivided Heart",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 5, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1101),
    talent_skill: Some(11013),
    entity: Some(&UNDIVIDED_HEART_EQUIP),
    ..CardDef::BLANK
};
