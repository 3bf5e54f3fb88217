//! What one seat knows of a match ([`Knowledge`]) and the full states search draws from it.
//!
//! The battlefield, the magic piles, active events, every die and each seat's deck list are
//! public; a hand and a discard pile (cards are discarded face down) only to their owner; deck
//! order to nobody. Since the deck list is public (every view shows it), the opponent's cards
//! off the battlefield and out of the active area, taken together, are known: only how they
//! split between hand, deck and discard pile, and in which order, is not. Knowledge keeps them as one sorted list with the three
//! counts, the seat's own deck sorted and a fixed generator. A full state drawn from it deals
//! that list at random into the three piles and shuffles the seat's own deck.

use tavern_game::rng::Rng;
use tavern_protocol::Seat;

use super::cards::CardDef;
use super::SummonerWars;

/// What one seat knows of a Summoner Wars match; built by [`tavern_game::Game::knowledge`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    seat: Seat,
    /// The state with the opponent's hand, deck and discard pile emptied.
    state: SummonerWars,
    /// The opponent's cards in those three piles, sorted.
    unseen: Vec<&'static CardDef>,
    /// How many of them are in the hand, the deck and the discard pile.
    counts: [u8; 3],
}

impl tavern_game::Knowledge for Knowledge {
    fn seat(&self) -> Seat {
        self.seat
    }
}

impl SummonerWars {
    /// What `seat` knows of this state.
    pub(crate) fn knowledge_of(&self, seat: Seat) -> Knowledge {
        let mut state = self.clone();
        state.rng = Rng::new(0);
        state.forced.clear();
        state.out = Vec::new();
        state.player_mut(seat).deck.sort_by_key(|c| c.id.0);
        let other = state.player_mut(seat.other());
        let counts = [
            other.hand.len() as u8,
            other.deck.len() as u8,
            other.discard.len() as u8,
        ];
        let mut unseen: Vec<&'static CardDef> = other
            .hand
            .drain(..)
            .chain(other.deck.drain(..))
            .chain(other.discard.drain(..))
            .collect();
        unseen.sort_by_key(|c| c.id.0);
        Knowledge {
            seat,
            state,
            unseen,
            counts,
        }
    }

    /// A full state consistent with `k`, what its seat cannot see drawn with `rng`.
    pub(crate) fn draw_from_knowledge(k: &Knowledge, rng: &mut Rng) -> SummonerWars {
        let mut g = k.state.clone();
        g.rng = Rng::new(rng.next_u64());
        rng.shuffle(&mut g.player_mut(k.seat).deck);
        let mut unseen = k.unseen.clone();
        rng.shuffle(&mut unseen);
        let other = g.player_mut(k.seat.other());
        let [hand, deck, _] = k.counts.map(usize::from);
        for (i, card) in unseen.into_iter().enumerate() {
            let _ = if i < hand {
                other.hand.try_push(card)
            } else if i < hand + deck {
                other.deck.try_push(card)
            } else {
                other.discard.try_push(card)
            };
        }
        g
    }
}
