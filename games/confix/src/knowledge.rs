//! What one seat knows of a match ([`Knowledge`]) and the full states search draws from it.
//!
//! Hands are seen by their owner only (teammates included); deck order and the plane deck's
//! order by nobody; everything else is public. Knowledge is the state with every other seat's
//! hand and deck taken out (their counts kept), the seat's own deck and the plane deck sorted,
//! and a fixed generator.
//!
//! Decks are never shown, but a deck holds only cards of its class's colours, and the class is
//! public. A full state drawn from knowledge deals every other seat's hand and deck at random
//! from the cards of its class's colours, and shuffles the seat's own deck and the plane deck.

use tavern_game::rng::Rng;
use tavern_game::MAX_SEATS;
use tavern_protocol::Seat;

use crate::cards;
use crate::{Card, Confix};

/// What one seat knows of a Project Confix match; built by [`tavern_game::Game::knowledge`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    seat: Seat,
    /// The state with the other seats' hands and decks taken out.
    state: Confix,
    /// Cards in each seat's hand and deck (the seat's own are kept in the state).
    hidden: [(u8, u8); MAX_SEATS],
}

impl tavern_game::Knowledge for Knowledge {
    fn seat(&self) -> Seat {
        self.seat
    }
}

impl Confix {
    /// What `seat` knows of this state.
    pub(crate) fn knowledge_of(&self, seat: Seat) -> Knowledge {
        let mut state = self.clone();
        state.rng = Rng::new(0);
        state.forced.clear();
        state.out = Vec::new();
        state.planes.deck.sort_by_key(|p| p.id.0);
        let mut hidden = [(0, 0); MAX_SEATS];
        for (i, p) in state.players.iter_mut().enumerate() {
            if i == seat.index() {
                p.deck.sort_by_key(|c| c.id.0);
            } else {
                hidden[i] = (p.hand.len() as u8, p.deck.len() as u8);
                p.hand.clear();
                p.deck.clear();
            }
        }
        Knowledge {
            seat,
            state,
            hidden,
        }
    }

    /// A full state consistent with `k`, what its seat cannot see drawn with `rng`.
    pub(crate) fn draw_from_knowledge(k: &Knowledge, rng: &mut Rng) -> Confix {
        let mut g = k.state.clone();
        g.rng = Rng::new(rng.next_u64());
        rng.shuffle(&mut g.planes.deck);
        for (i, p) in g.players.iter_mut().enumerate() {
            if i == k.seat.index() {
                rng.shuffle(&mut p.deck);
                continue;
            }
            let pool: Vec<Card> = p
                .class
                .elements()
                .iter()
                .flat_map(|&e| cards::element_cards(e).iter())
                .collect();
            if pool.is_empty() {
                continue;
            }
            let (hand, deck) = k.hidden[i];
            for _ in 0..hand {
                let _ = p.hand.try_push(pool[rng.below(pool.len() as u32) as usize]);
            }
            for _ in 0..deck {
                let _ = p.deck.try_push(pool[rng.below(pool.len() as u32) as usize]);
            }
        }
        g
    }
}
