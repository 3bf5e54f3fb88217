//! What one seat knows of a match ([`Knowledge`]) and the full states search draws from it.
//!
//! Everything on the table is public but the opponent's hand, face-down spell-power cards,
//! face-down traps, deck and (before the reveal) search card; deck order is known to nobody.
//! Knowledge is the state with those taken out (their counts kept, and which equipment slots
//! hold a face-down trap), the seat's own deck sorted and a fixed generator.
//!
//! The opponent's deck list is never shown, so a full state drawn from knowledge fills what is
//! missing from the cards such a deck could hold ([`plausible_cards`]): the spell cards of the
//! characters it has shown (on the field, in the discard pile or the declaration zone, or as
//! its search card), those characters' own cards, and the shared items — a trap slot only from
//! its trap cards. The seat's own deck is shuffled.

use tavern_game::rng::Rng;
use tavern_protocol::gensou::Phase;
use tavern_protocol::Seat;

use crate::cards;
use crate::defs::{Body, Card};
use crate::state::{Equip, Player, EQUIPMENT_SLOTS};
use crate::Gensou;

/// What one seat knows of a 幻想梦斗符 match; built by [`tavern_game::Game::knowledge`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    seat: Seat,
    /// The state with the opponent's secrets taken out.
    state: Gensou,
    /// Cards in the opponent's hand, spell-power zone and deck.
    hand: u8,
    power: u8,
    deck: u8,
    /// The opponent's equipment slots that hold a face-down trap.
    traps: [bool; EQUIPMENT_SLOTS],
    /// Whether the opponent has chosen a search card not yet revealed.
    searched: bool,
}

impl tavern_game::Knowledge for Knowledge {
    fn seat(&self) -> Seat {
        self.seat
    }
}

/// The cards a deck may hold given what `p` has shown: the characters it has shown, their
/// spell cards and the shared items.
pub fn plausible_cards(p: &Player) -> Vec<&'static Card> {
    let shown: Vec<&'static Card> = p
        .characters
        .iter()
        .map(|c| c.card)
        .chain(p.discard.iter().copied())
        .chain(p.declaration.iter().copied())
        .chain(p.searched)
        .collect();
    let characters: Vec<_> = shown
        .iter()
        .map(|c| {
            if c.as_character().is_some() {
                Some(c.id)
            } else {
                c.character
            }
        })
        .collect();
    cards::all()
        .filter(|c| {
            let of = if c.as_character().is_some() {
                Some(c.id)
            } else {
                c.character
            };
            of.is_none() || characters.contains(&of)
        })
        .collect()
}

impl Gensou {
    /// What `seat` knows of this state.
    pub(crate) fn knowledge_of(&self, seat: Seat) -> Knowledge {
        let theirs = self.player(seat.other());
        let traps = theirs.equipment.map(|e| e.is_some_and(|e| e.face_down));
        let (hand, power, deck) = (
            theirs.hand.len() as u8,
            theirs.power.len() as u8,
            theirs.deck.len() as u8,
        );
        let searched = self.phase == Phase::Search && theirs.searched.is_some();
        let mut state = self.clone();
        state.rng = Rng::new(0);
        state.out = Vec::new();
        state.player_mut(seat).deck.sort_by_key(|c| c.id);
        let other = state.player_mut(seat.other());
        for slot in other.equipment.iter_mut() {
            if slot.is_some_and(|e| e.face_down) {
                *slot = None;
            }
        }
        other.hand.clear();
        other.power.clear();
        other.deck.clear();
        if searched {
            other.searched = None;
        }
        Knowledge {
            seat,
            state,
            hand,
            power,
            deck,
            traps,
            searched,
        }
    }

    /// A full state consistent with `k`, what its seat cannot see drawn with `rng`.
    pub(crate) fn draw_from_knowledge(k: &Knowledge, rng: &mut Rng) -> Gensou {
        let mut g = k.state.clone();
        g.rng = Rng::new(rng.next_u64());
        rng.shuffle(&mut g.player_mut(k.seat).deck);
        let other = g.player_mut(k.seat.other());
        let pool = plausible_cards(other);
        let is_trap = |c: &&'static Card| matches!(c.body, Body::Trap(_));
        let mut traps: Vec<&'static Card> = pool.iter().copied().filter(is_trap).collect();
        if traps.is_empty() {
            // A trap the shown characters cannot own is still a trap of some character.
            traps = cards::all().filter(is_trap).collect();
        }
        let mut any = |from: &[&'static Card]| from[rng.below(from.len() as u32) as usize];
        if pool.is_empty() {
            return g;
        }
        for _ in 0..k.hand {
            let _ = other.hand.try_push(any(&pool));
        }
        for _ in 0..k.power {
            let _ = other.power.try_push(any(&pool));
        }
        for _ in 0..k.deck {
            let _ = other.deck.try_push(any(&pool));
        }
        if k.searched {
            other.searched = Some(any(&pool));
        }
        for (slot, trap) in other.equipment.iter_mut().zip(k.traps) {
            if trap {
                *slot = Some(Equip {
                    card: any(&traps),
                    face_down: true,
                });
            }
        }
        g
    }
}
