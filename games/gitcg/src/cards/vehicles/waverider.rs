//! 浪船 Waverider, a Technique card that arrived in 5.5: a shield when equipped, and a usage
//! more each time its wearer leaves the field.

use tavern_protocol::gitcg::DamageType;

use super::{vehicle, vehicle_card};
use crate::cards::common::owner;
use crate::defs::{trig, CardDef, Cost, EntityDef, EntityKind, Op, SkillDef, SkillKind, Trig, Who};
use crate::version::V5_5;

/// 浪船·迅击炮 Waverider: Swiftstrike Cannon (3130071): 2 Physical damage.
pub static SWIFTSTRIKE_CANNON: SkillDef = SkillDef {
    id: 3130071,
    name: "Waverider: Swiftstrike Cannon",
    chinese_name: "浪船·迅击炮",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::same(1),
    ops: &[Op::Damage(DamageType::Physical, 2)],
};

/// 浪船 Waverider (status, 301304): a 2-point shield on the character that equipped Waverider.
pub static WAVERIDER_SHIELD: EntityDef = EntityDef {
    id: 301304,
    name: "Waverider",
    chinese_name: "浪船",
    kind: EntityKind::Status,
    usage: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// The equipped Waverider: its technique is Swiftstrike Cannon; when its wearer switches out
/// to the bench, it gains a usage.
pub static WAVERIDER_EQUIP: EntityDef = EntityDef {
    text: "When the character switches out to standby: this card gains 1 usage.",
    listens: trig::SWITCHED,
    hook: Some(|g, me, t| {
        let Trig::Switched { from, to } = *t else {
            return;
        };
        if from != to && owner(me) == Some(from) {
            g.add_usage(me, 1);
        }
    }),
    ..vehicle(313007, "Waverider", &SWIFTSTRIKE_CANNON)
};
/// 浪船 Waverider (arrived in 5.5): when equipped, a 2-point shield on its wearer.
pub static WAVERIDER: CardDef = CardDef {
    since: V5_5,
    ops: &[Op::Status(Who::This, &WAVERIDER_SHIELD)],
    ..vehicle_card(313007, 465, "浪船", "Waverider", 5, &WAVERIDER_EQUIP)
};
