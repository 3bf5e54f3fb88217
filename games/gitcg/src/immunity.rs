//! Characters immune to effects (免疫: Edict of Absolution). A character is immune to an
//! [`Immunity`] while one of its own statuses answers [`Query::Immune`] for it: a status that
//! stops skills (Frozen, Petrified, …) is then never attached to it and one already attached
//! stops nothing, and, while it is the active character, no effect switches it out (its
//! player's own switch and the choice after a knock-out are not effects). Such a status is
//! declared listening to [`trig::IMMUNE`], so a side without one is never asked.

use tavern_protocol::Seat;

use super::defs::{trig, Immunity, Query};
use super::state::{Loc, LocZone};
use super::Gitcg;

impl Gitcg {
    /// Whether the character of `seat` in `slot` is immune to `what`: one of its own living
    /// statuses says so.
    pub(crate) fn immune(&self, seat: Seat, slot: u8, what: Immunity) -> bool {
        let c = self.character(seat, slot);
        if self.player(seat).triggers & trig::IMMUNE == 0 || !c.alive {
            return false;
        }
        let mut immune = false;
        for (i, e) in c.attached.iter().enumerate() {
            let Some(ask) = e.def.query.filter(|_| !e.dead) else {
                continue;
            };
            let loc = Loc {
                seat,
                zone: LocZone::Char(slot),
                idx: i as u8,
            };
            ask(
                self,
                loc,
                &mut Query::Immune {
                    what,
                    immune: &mut immune,
                },
            );
            if immune {
                return true;
            }
        }
        false
    }

    /// Whether an effect may switch `seat`'s active character out now (not while it is
    /// immune to being switched out).
    pub(crate) fn switch_by_effect_allowed(&self, seat: Seat) -> bool {
        let active = self.player(seat).active;
        !self.immune(seat, active, Immunity::SwitchedOut)
    }
}
