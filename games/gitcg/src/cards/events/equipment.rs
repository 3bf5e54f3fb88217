//! Events about equipment: moving it between characters, taking it back, paying less for it.

use crate::cards::common::event;
use crate::defs::{CardDef, CardKind, Cost, Cx, EquipSlot, Op, TargetRule, Weapon};
use crate::Gitcg;

/// Moves the card's first target's piece of `slot` to its second target.
fn transfer(g: &mut Gitcg, cx: &Cx, slot: EquipSlot) {
    if let (Some(from), Some(to)) = (cx.character, cx.second) {
        g.move_equipment(cx.seat, slot, from, to);
    }
}

/// 诸武精通 Master of Weaponry: a weapon moves to another character of the same weapon type,
/// its "per round" count starting over.
pub static MASTER_OF_WEAPONRY: CardDef = CardDef {
    text: "Moves the Weapon to the second character and resets its once-per-round limits.",
    target: TargetRule::TransferEquipment(EquipSlot::Weapon(Weapon::None)),
    ..event(
        332010,
        250,
        "诸武精通",
        "Master of Weaponry",
        CardKind::Event,
        Cost::FREE,
        &[Op::Custom(|g, cx| {
            transfer(g, cx, EquipSlot::Weapon(Weapon::None))
        })],
    )
};

/// 神宝迁宫祝词 Blessing of the Divine Relic's Installation: an artifact moves to another
/// character, its "per round" count starting over.
pub static BLESSING_OF_THE_DIVINE_RELICS_INSTALLATION: CardDef = CardDef {
    text: "Moves the Artifact to the second character and resets its once-per-round limits.",
    target: TargetRule::TransferEquipment(EquipSlot::Artifact),
    ..event(
        332011,
        251,
        "神宝迁宫祝词",
        "Blessing of the Divine Relic's Installation",
        CardKind::Event,
        Cost::FREE,
        &[Op::Custom(|g, cx| transfer(g, cx, EquipSlot::Artifact))],
    )
};
