//! Cryo characters.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::gitcg::defs::{
    nation, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Weapon,
};
use crate::gitcg::Gitcg;

const CRYO: DamageType = DamageType::Elemental(Element::Cryo);

/// 甘雨 Ganyu.
pub static GANYU: CharacterDef = CharacterDef {
    id: 1101,
    share_id: 1,
    name: "甘雨",
    english_name: "Ganyu",
    element: Element::Cryo,
    weapon: Weapon::Bow,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 11011,
            name: "Liutian Archery",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11012,
            name: "Trail of the Qilin",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 1), Op::Combat(&ICE_LOTUS)],
        },
        SkillDef {
            id: 11013,
            name: "Frostflake Arrow",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 5, 0),
            ops: &[Op::Damage(CRYO, 2), Op::Custom(frostflake_pierce)],
        },
        SkillDef {
            id: 11014,
            name: "Celestial Shower",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::PierceStandby(1),
                Op::Summon(&SACRED_CRYO_PEARL),
            ],
        },
    ],
};

/// Frostflake Arrow pierces standby characters for 2, or 3 with the talent when the skill was
/// used before in this match.
fn frostflake_pierce(g: &mut Gitcg, cx: &mut Cx) {
    let slot = cx.character.unwrap_or(g.player(cx.seat).active);
    let c = g.character(cx.seat, slot);
    let talent = c.has(&UNDIVIDED_HEART_EQUIP);
    // `skill_uses` counts this use already; the talent asks about earlier ones this match.
    let used_before = c
        .attached
        .iter()
        .any(|e| !e.dead && e.def == &UNDIVIDED_HEART_EQUIP && e.var > 0);
    let n = if talent && used_before { 3 } else { 2 };
    g.run_op(Op::PierceStandby(n), cx);
    if talent {
        let c = g.character_mut(cx.seat, slot);
        if let Some(e) = c
            .attached
            .iter_mut()
            .find(|e| e.def == &UNDIVIDED_HEART_EQUIP)
        {
            e.var = 1;
        }
    }
}

/// 冰莲 Ice Lotus: the active character takes 1 less damage; 2 usages.
pub static ICE_LOTUS: EntityDef = EntityDef {
    id: 111012,
    name: "Ice Lotus",
    kind: EntityKind::Combat,
    usage: 2,
    reduce: 1,
    ..EntityDef::BLANK
};

/// 冰灵珠 Sacred Cryo Pearl: end phase, 1 Cryo damage and 1 piercing to standby; 2 usages.
pub static SACRED_CRYO_PEARL: EntityDef = EntityDef {
    id: 111011,
    name: "Sacred Cryo Pearl",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1), Op::PierceStandby(1)],
    ..EntityDef::BLANK
};

/// The equipped Undivided Heart (its `var` remembers that Frostflake Arrow was used).
pub static UNDIVIDED_HEART_EQUIP: EntityDef = EntityDef {
    id: 211011,
    name: "Undivided Heart",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 唯此一心 Undivided Heart (talent).
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
