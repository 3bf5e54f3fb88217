//! Bond of Life (生命之契, status 122, declared with the rules' own entities in
//! [`super::cards::builtin`]): layers on a character that cancel healing. Whenever the
//! character is healed, each layer cancels 1 point of that healing and leaves (a revival is no
//! healing and is never cancelled). Layers stack without limit; they are the status's usages.
//!
//! When the last layer leaves (cancelling healing or removed), `trig::BOND_REMOVED` tells the
//! character's side (Sigewinne's passive).
//!
//! A character's own status may turn the healing it receives into Bond of Life instead
//! (Clorinde's Night Vigil): it answers [`Query::HealAsBond`], which the engine asks of the
//! healed character's statuses before the layers cancel anything. One may also refuse a heal
//! outright (Arlecchino's passive, [`Query::HealRefused`]): nothing is healed and no layer is
//! spent.

use tavern_protocol::gitcg::Source;
use tavern_protocol::Seat;

use super::cards::builtin::BOND_OF_LIFE;
use super::defs::{trig, Query, Trig};
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

    /// The layers of Bond of Life on the character in `slot` of `seat`.
    pub fn bond_of_life(&self, seat: Seat, slot: u8) -> u8 {
        self.bond_at(seat, slot).map_or(0, |at| self.ent(at).usage)
    }

    /// Attaches `n` layers of Bond of Life to the character in `slot` of `seat` (added to the
    /// layers it has).
    pub fn add_bond_of_life(&mut self, seat: Seat, slot: u8, n: u8) {
        if n == 0 || !self.character(seat, slot).standing() {
            return;
        }
        match self.bond_at(seat, slot) {
            Some(at) => {
                let e = self.ent_mut(at);
                e.usage = e.usage.saturating_add(n);
            }
            None => {
                if let Some(at) = self.add_entity(seat, LocZone::Char(slot), &BOND_OF_LIFE) {
                    self.ent_mut(at).usage = n;
                }
            }
        }
    }

    /// Removes every layer of Bond of Life from the character in `slot` of `seat`; returns how
    /// many there were.
    pub fn remove_bond_of_life(&mut self, seat: Seat, slot: u8) -> u8 {
        let Some(at) = self.bond_at(seat, slot) else {
            return 0;
        };
        let n = self.ent(at).usage;
        self.set_usage(at, 0);
        self.bond_removed(seat, slot);
        n
    }

    /// Removes up to `n` layers of Bond of Life from the character in `slot` of `seat`
    /// (消耗至多n层: Arlecchino's Invitation to a Beheading); returns how many it removed.
    pub fn take_bond_of_life(&mut self, seat: Seat, slot: u8, n: u8) -> u8 {
        let Some(at) = self.bond_at(seat, slot) else {
            return 0;
        };
        let layers = self.ent(at).usage;
        let taken = layers.min(n);
        self.set_usage(at, layers - taken);
        if taken > 0 && taken == layers {
            self.bond_removed(seat, slot);
        }
        taken
    }

    /// The last layer of the character's Bond of Life left: its side's effects answer.
    fn bond_removed(&mut self, seat: Seat, slot: u8) {
        self.fire(seat, trig::BOND_REMOVED, &mut Trig::BondRemoved(slot));
    }

    /// What of a heal of `n` from `source` reaches the character in `slot` of `seat`: none of
    /// it when one of its statuses refuses it (Bond of Life untouched); all of it becomes Bond
    /// of Life when one of its statuses says so; otherwise each layer of Bond of Life cancels
    /// 1 point and leaves. Returns the healing left.
    pub(crate) fn heal_through_bond(
        &mut self,
        seat: Seat,
        slot: u8,
        n: u8,
        source: Option<Source>,
    ) -> u8 {
        let zone = LocZone::Char(slot);
        let (mut refused, mut as_bond) = (false, false);
        // Only a status marked as answering it may refuse the heal or turn it into Bond of
        // Life.
        let asked = self.player(seat).zone_triggers[slot as usize] & trig::BONDS != 0;
        for (i, e) in self.zone(seat, zone).iter().enumerate().filter(|_| asked) {
            if let (false, Some(f)) = (e.dead, e.def.query) {
                let at = Loc {
                    seat,
                    zone,
                    idx: i as u8,
                };
                let mut q = Query::HealRefused {
                    source,
                    refused: &mut refused,
                };
                f(self, at, &mut q);
                let mut q = Query::HealAsBond {
                    source,
                    as_bond: &mut as_bond,
                };
                f(self, at, &mut q);
            }
        }
        if refused {
            return 0;
        }
        if as_bond {
            self.add_bond_of_life(seat, slot, n);
            return 0;
        }
        let Some(at) = self.bond_at(seat, slot) else {
            return n;
        };
        let layers = self.ent(at).usage;
        let cancelled = layers.min(n);
        self.set_usage(at, layers - cancelled);
        if cancelled == layers {
            self.bond_removed(seat, slot);
        }
        n - cancelled
    }
}
