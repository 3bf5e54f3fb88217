//! Moving an equipment card from one of a side's characters to another: the cards with two
//! targets (Master of Weaponry, Blessing of the Divine Relic's Installation).
//!
//! Such a card declares [`TargetRule::TransferEquipment`] with the slot it moves. Its first
//! target (the action's `target`) is the character giving the piece, its second (the action's
//! `second`) the one receiving it: another living character of the same side, for a weapon one
//! of the same weapon type. The piece keeps its usages, stock and duration, and its "per round"
//! count starts over (重置其效果的「每回合」次数限制); what the receiver wore in that slot is
//! replaced as by equipping a card. The piece enters the receiver's list last, as a new piece
//! would. Nothing is equipped anew: the card's "when equipped" effects do not run again.

use tavern_protocol::gitcg::{Side, Target};
use tavern_protocol::Seat;

use super::defs::{EntityKind, EquipSlot, TargetRule};
use super::error::Illegal;
use super::state::{same_slot, LocZone};
use super::Gitcg;

impl Gitcg {
    /// Checks the two targets of a [`TargetRule::TransferEquipment`] card for the piece of
    /// `slot` worn by `from`; returns the receiver's slot.
    pub(crate) fn check_transfer(
        &self,
        seat: Seat,
        slot: EquipSlot,
        from: u8,
        second: Option<Target>,
    ) -> Result<u8, Illegal> {
        let p = self.player(seat);
        let Some(Target::Character {
            side: Side::Own,
            slot: to,
        }) = second
        else {
            return Err(Illegal::BadTarget);
        };
        if to > 2 || to == from || !p.chars[to as usize].alive {
            return Err(Illegal::BadTarget);
        }
        let Some(piece) = p.chars[from as usize].equipment(slot) else {
            return Err(Illegal::CannotPlay(
                "the first character wears no such equipment",
            ));
        };
        if let EntityKind::Equipment(EquipSlot::Weapon(w)) = piece.def.kind {
            if p.chars[to as usize].def.weapon != w {
                return Err(Illegal::CannotPlay(
                    "the second character cannot use this weapon",
                ));
            }
        }
        Ok(to)
    }

    /// Every pair of targets a transfer card may be played on (giver, receiver), unchecked.
    pub(crate) fn transfer_pairs(&self, seat: Seat) -> impl Iterator<Item = (u8, u8)> + '_ {
        let p = self.player(seat);
        p.living()
            .flat_map(move |a| p.living().filter(move |&b| b != a).map(move |b| (a, b)))
    }

    /// Moves the piece of `slot` worn by `from` to `to` (see the module doc); nothing when
    /// `from` wears none.
    pub fn move_equipment(&mut self, seat: Seat, slot: EquipSlot, from: u8, to: u8) {
        let Some(i) = self
            .character(seat, from)
            .attached
            .iter()
            .position(|e| !e.dead && same_slot(e.def.kind, slot))
        else {
            return;
        };
        let piece = self.character_mut(seat, from).attached.remove(i);
        self.emit_removed(seat, LocZone::Char(from), piece.def);
        let Some(loc) = self.add_entity(seat, LocZone::Char(to), piece.def) else {
            return;
        };
        let e = self.ent_mut(loc);
        e.usage = piece.usage;
        e.stock = piece.stock;
        e.duration = piece.duration;
        e.var = if piece.def.per_round { 0 } else { piece.var };
    }
}

/// Lists a [`TargetRule::TransferEquipment`] card's target pairs as wire targets.
pub(crate) fn pair_targets(
    g: &Gitcg,
    seat: Seat,
    mut f: impl FnMut(Option<Target>, Option<Target>),
) {
    let character = |slot| {
        Some(Target::Character {
            side: Side::Own,
            slot,
        })
    };
    for (a, b) in g.transfer_pairs(seat) {
        f(character(a), character(b));
    }
}

/// Whether a card's rule takes a second target.
pub(crate) fn takes_second(rule: TargetRule) -> bool {
    matches!(rule, TargetRule::TransferEquipment(_))
}
