//! 突角龙 Tatankasaurus, a Technique card that arrived in 5.6: its Technique makes the wearer
//! prepare its Normal Attack twice (准备技能2次「普通攻击」).
//!
//! A prepared Normal Attack is the wearer's own: its Normal Attack's ops run as a prepared
//! skill of kind Normal Attack (no energy, no "after a skill" effects, as every prepared
//! skill); events name it by the Technique's id, which both preparations carry.

use super::{vehicle, vehicle_card};
use crate::defs::{CardDef, Cost, Cx, EntityDef, EntityKind, Op, SkillDef, SkillKind, Who};
use crate::version::V5_6;
use crate::Gitcg;

/// Runs the Normal Attack of the character `cx` acts for, as the skill under way.
fn own_normal_attack(g: &mut Gitcg, cx: &mut Cx) {
    let slot = cx.character.unwrap_or(g.player(cx.seat).active);
    let skills = g.character(cx.seat, slot).def.skills;
    if let Some(normal) = skills.iter().find(|s| s.kind == SkillKind::Normal) {
        g.run_ops(normal.ops, cx);
    }
}

/// The wearer's Normal Attack, the second time Spirited State prepares it.
pub static SPIRITED_LAST_ATTACK: SkillDef = SkillDef {
    id: 3130081,
    name: "Normal Attack (Spirited State)",
    chinese_name: "昂扬状态",
    text: "The character uses its own Normal Attack.",
    kind: SkillKind::Normal,
    cost: Cost::FREE,
    ops: &[Op::Custom(own_normal_attack)],
};

/// 突角龙（生效中） Tatankasaurus (In Effect) (status, 301305): the character prepares its
/// Normal Attack, the second time.
pub static TATANKASAURUS_SECOND: EntityDef = EntityDef {
    id: 301305,
    name: "Tatankasaurus (In Effect)",
    chinese_name: "突角龙（生效中）",
    kind: EntityKind::Status,
    prepare: Some(&SPIRITED_LAST_ATTACK),
    ..EntityDef::BLANK
};

/// The wearer's Normal Attack, the first time Spirited State prepares it; then it prepares
/// it once more.
pub static SPIRITED_ATTACK: SkillDef = SkillDef {
    id: 3130081,
    name: "Normal Attack (Spirited State)",
    chinese_name: "昂扬状态",
    text: "The character uses its own Normal Attack.",
    kind: SkillKind::Normal,
    cost: Cost::FREE,
    ops: &[
        Op::Custom(own_normal_attack),
        Op::Status(Who::This, &TATANKASAURUS_SECOND),
    ],
};

/// 突角龙（生效中） Tatankasaurus (In Effect) (status, 301303): the character prepares its
/// Normal Attack, the first time.
pub static TATANKASAURUS_FIRST: EntityDef = EntityDef {
    id: 301303,
    name: "Tatankasaurus (In Effect)",
    chinese_name: "突角龙（生效中）",
    kind: EntityKind::Status,
    prepare: Some(&SPIRITED_ATTACK),
    ..EntityDef::BLANK
};

/// 昂扬状态 Spirited State (3130081): the wearer prepares its Normal Attack twice.
pub static SPIRITED_STATE: SkillDef = SkillDef {
    id: 3130081,
    name: "Spirited State",
    chinese_name: "昂扬状态",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::any(3),
    ops: &[Op::Status(Who::This, &TATANKASAURUS_FIRST)],
};

/// The equipped Tatankasaurus: its technique is Spirited State.
pub static TATANKASAURUS_EQUIP: EntityDef = vehicle(313008, "Tatankasaurus", &SPIRITED_STATE);
/// 突角龙 Tatankasaurus (arrived in 5.6).
pub static TATANKASAURUS: CardDef = CardDef {
    since: V5_6,
    cost: Cost::any(4),
    ..vehicle_card(
        313008,
        473,
        "突角龙",
        "Tatankasaurus",
        0,
        &TATANKASAURUS_EQUIP,
    )
};
