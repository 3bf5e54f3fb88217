//! What one seat knows of a match ([`Knowledge`]) and the full states search draws from it.
//!
//! The board and the temples are public; the opponent's hand, deck and face-down general are
//! not, and deck order is known to nobody. Knowledge is the state with the opponent's hand and
//! deck taken out (their counts kept), a face-down general of the opponent shown as the first
//! 【威光】 unit of the pool (it lies face down, so nothing but its being a general is known),
//! the seat's own deck sorted and a fixed generator.
//!
//! The opponent's deck list is never shown, so a full state drawn from knowledge deals the
//! opponent's hand and deck from every card a deck may hold, at random, and its face-down
//! general from every 【威光】 unit. The seat's own deck is shuffled.

use tavern_game::rng::Rng;
use tavern_protocol::Seat;

use crate::cards::{self, Card};
use crate::SevenSquare;

/// What one seat knows of a Seven Square match; built by [`tavern_game::Game::knowledge`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    seat: Seat,
    /// The state with the opponent's secrets taken out.
    state: SevenSquare,
    /// Cards in the opponent's hand and deck.
    hand: u8,
    deck: u8,
}

impl tavern_game::Knowledge for Knowledge {
    fn seat(&self) -> Seat {
        self.seat
    }
}

/// Every card a deck may hold.
fn deck_cards() -> Vec<Card> {
    cards::all_cards().filter(|c| c.deckable()).collect()
}

/// Every unit that may be a general.
fn prestige_units() -> Vec<Card> {
    cards::all_cards()
        .filter(|c| c.is_prestige_unit())
        .collect()
}

impl SevenSquare {
    /// What `seat` knows of this state.
    pub(crate) fn knowledge_of(&self, seat: Seat) -> Knowledge {
        let mut state = self.clone();
        state.rng = Rng::new(0);
        state.out = Vec::new();
        state.player_mut(seat).deck.sort_by_key(|c| c.id.0);
        let other = state.player_mut(seat.other());
        let (hand, deck) = (other.hand.len() as u8, other.deck.len() as u8);
        other.hand.clear();
        other.deck.clear();
        let shown = prestige_units().first().copied();
        for piece in state.board.pieces.iter_mut() {
            if piece.owner != seat && piece.face_down {
                if let Some(card) = shown {
                    piece.card = card;
                }
            }
        }
        Knowledge {
            seat,
            state,
            hand,
            deck,
        }
    }

    /// A full state consistent with `k`, what its seat cannot see drawn with `rng`.
    pub(crate) fn draw_from_knowledge(k: &Knowledge, rng: &mut Rng) -> SevenSquare {
        let mut g = k.state.clone();
        g.rng = Rng::new(rng.next_u64());
        rng.shuffle(&mut g.player_mut(k.seat).deck);
        let pool = deck_cards();
        let generals = prestige_units();
        let mut any = |from: &[Card]| from[rng.below(from.len() as u32) as usize];
        for piece in g.board.pieces.iter_mut() {
            if piece.owner != k.seat && piece.face_down && !generals.is_empty() {
                piece.card = any(&generals);
            }
        }
        let other = g.player_mut(k.seat.other());
        if !pool.is_empty() {
            for _ in 0..k.hand {
                let _ = other.hand.try_push(any(&pool));
            }
            for _ in 0..k.deck {
                let _ = other.deck.try_push(any(&pool));
            }
        }
        g
    }
}
