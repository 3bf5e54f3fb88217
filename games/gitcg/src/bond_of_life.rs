//! Bond of Life (生命之契): a status whose usages stack without limit and cancel healing. Each
//! usage cancels 1 HP of a heal the character would receive and is spent doing so; a revival
//! is not a heal and is never cancelled. Cards attach it with [`Gitcg::add_bond`] (Frost
//! Operative's Blood-Bonded Shadow) and read it with [`Gitcg::bond`]; the status itself is
//! declared with the other shared statuses in `cards/builtin.rs`.

use tavern_protocol::Seat;

use super::cards::builtin::BOND_OF_LIFE;
use super::state::{Loc, LocZone};
use super::Gitcg;

impl Gitcg {
    /// Where the Bond of Life of the character in `slot` of `seat` is, if it has one.
    fn bond_at(&self, seat: Seat, slot: u8) -> Option<Loc> {
        let zone = LocZone::Char(slot);
        self.zone(seat, zone)
            .iter()
            .position(|e| !e.dead && e.def == &BOND_OF_LIFE)
            .map(|i| Loc {
                seat,
                zone,
                idx: i as u8,
            })
    }

    /// The usages of Bond of Life on the character in `slot` of `seat` (0: none).
    pub fn bond(&self, seat: Seat, slot: u8) -> u8 {
        self.bond_at(seat, slot).map_or(0, |at| self.ent(at).usage)
    }

    /// Attaches `n` usages of Bond of Life to the living character in `slot` of `seat`, added to
    /// any it has.
    pub fn add_bond(&mut self, seat: Seat, slot: u8, n: u8) {
        if n == 0 || !self.character(seat, slot).standing() {
            return;
        }
        match self.bond_at(seat, slot) {
            Some(at) => {
                let now = self.ent(at).usage.saturating_add(n);
                self.set_usage(at, now);
            }
            None => {
                if let Some(at) = self.add_entity(seat, LocZone::Char(slot), &BOND_OF_LIFE) {
                    self.set_usage(at, n);
                }
            }
        }
    }

    /// The heal of `n` HP the character in `slot` of `seat` actually receives once its Bond of
    /// Life has cancelled what it can (spending those usages).
    pub(crate) fn bond_cancels(&mut self, seat: Seat, slot: u8, n: u8) -> u8 {
        let Some(at) = self.bond_at(seat, slot) else {
            return n;
        };
        let have = self.ent(at).usage;
        let cancelled = have.min(n);
        self.set_usage(at, have - cancelled);
        n - cancelled
    }
}
