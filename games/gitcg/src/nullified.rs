//! Event cards played for nothing (事件牌无效: Strictly Prohibited). An event card (events,
//! food, elemental resonance, Arcane Legends) is paid for and played as usual, and counts as
//! played for whatever answers cards played; but when an entity of the side answers
//! [`Query::Nullifies`], the card's own effect does not happen and that entity spends a
//! usage.

use tavern_protocol::Seat;

use super::defs::{trig, CardDef, CardKind, Query};
use super::state::{Loc, ALL_ZONES};
use super::Gitcg;

impl Gitcg {
    /// Whether the event `card` that `seat` plays is voided; the entity that voids it spends
    /// a usage. Cards other than events are never voided.
    pub(crate) fn nullify_event(&mut self, seat: Seat, card: &'static CardDef) -> bool {
        let event = matches!(
            card.kind,
            CardKind::Event | CardKind::Food | CardKind::Resonance(_) | CardKind::Legend
        );
        // Only an entity marked as answering it may void it.
        if !event || self.player(seat).triggers & trig::VOIDS == 0 {
            return false;
        }
        let mut voider = None;
        'zones: for zone in ALL_ZONES {
            for (i, e) in self.zone(seat, zone).iter().enumerate() {
                let Some(ask) = e.def.query.filter(|_| !e.dead) else {
                    continue;
                };
                let loc = Loc {
                    seat,
                    zone,
                    idx: i as u8,
                };
                let mut nullified = false;
                ask(
                    self,
                    loc,
                    &mut Query::Nullifies {
                        card,
                        nullified: &mut nullified,
                    },
                );
                if nullified {
                    voider = Some(loc);
                    break 'zones;
                }
            }
        }
        match voider {
            Some(loc) => {
                self.spend(loc);
                true
            }
            None => false,
        }
    }
}
