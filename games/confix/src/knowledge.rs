//! What one seat knows of a match ([`Knowledge`]) and the full states search draws from it.
//!
//! Hands are seen by their owner only (teammates included); deck order and the plane deck's
//! order by nobody; everything else is public, the backs of cards too: the element of every card
//! in every hand and of each deck's top card. Knowledge is the state with every other seat's hand
//! and deck taken out (their counts and backs kept), the seat's own deck and the plane deck
//! sorted (the own deck's top back kept), and a fixed generator.
//!
//! Decks are never shown, but a deck holds only cards of its class's colours, and the class is
//! public. A full state drawn from knowledge deals every other seat's hand at random from the
//! cards of each back's element, and its deck from the cards of its class's colours under a top
//! card of the top back's element; it shuffles the seat's own deck with a card of the known back
//! on top, and the plane deck.

use arrayvec::ArrayVec;
use tavern_game::rng::Rng;
use tavern_game::MAX_SEATS;
use tavern_protocol::confix::Element;
use tavern_protocol::Seat;

use crate::cards;
use crate::{Card, Confix, ZONE};

/// What a seat knows of another seat's hand and deck, or of its own deck's top.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Backs {
    /// The backs of the hand, in element order.
    hand: ArrayVec<Element, ZONE>,
    /// Cards in the deck.
    deck: u8,
    /// The back of the deck's top card.
    top: Option<Element>,
}

/// What one seat knows of a Project Confix match; built by [`tavern_game::Game::knowledge`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    seat: Seat,
    /// The state with the other seats' hands and decks taken out.
    state: Confix,
    /// The backs of each seat's hand and deck (of its own, only the deck's top counts).
    backs: [Backs; MAX_SEATS],
}

impl tavern_game::Knowledge for Knowledge {
    fn seat(&self) -> Seat {
        self.seat
    }
}

/// A random card of `from`, if it holds any.
fn pick(from: &[Card], rng: &mut Rng) -> Option<Card> {
    (!from.is_empty()).then(|| from[rng.below(from.len() as u32) as usize])
}

/// The pool's cards of element `e`.
fn of_element(e: Element) -> Vec<Card> {
    cards::element_cards(e).iter().collect()
}

impl Confix {
    /// What `seat` knows of this state.
    pub(crate) fn knowledge_of(&self, seat: Seat) -> Knowledge {
        let mut state = self.clone();
        state.rng = Rng::new(0);
        state.forced.clear();
        state.out = Vec::new();
        state.planes.deck.sort_by_key(|p| p.id.0);
        let mut backs: [Backs; MAX_SEATS] = Default::default();
        for (i, p) in state.players.iter_mut().enumerate() {
            backs[i].top = p.deck.last().map(|c| c.element);
            if i == seat.index() {
                p.deck.sort_by_key(|c| c.id.0);
            } else {
                backs[i].hand = p.hand.iter().map(|c| c.element).collect();
                backs[i].hand.sort_unstable();
                backs[i].deck = p.deck.len() as u8;
                p.hand.clear();
                p.deck.clear();
            }
        }
        Knowledge { seat, state, backs }
    }

    /// A full state consistent with `k`, what its seat cannot see drawn with `rng`.
    pub(crate) fn draw_from_knowledge(k: &Knowledge, rng: &mut Rng) -> Confix {
        let mut g = k.state.clone();
        g.rng = Rng::new(rng.next_u64());
        rng.shuffle(&mut g.planes.deck);
        for (i, p) in g.players.iter_mut().enumerate() {
            let backs = &k.backs[i];
            if i == k.seat.index() {
                rng.shuffle(&mut p.deck);
                // The card on top shows the back the seat saw there.
                if let Some(at) = backs
                    .top
                    .and_then(|e| p.deck.iter().rposition(|c| c.element == e))
                {
                    let top = p.deck.len() - 1;
                    p.deck.swap(at, top);
                }
                continue;
            }
            for &e in &backs.hand {
                if let Some(c) = pick(&of_element(e), rng) {
                    let _ = p.hand.try_push(c);
                }
            }
            let pool: Vec<Card> = p
                .class
                .elements()
                .iter()
                .flat_map(|&e| cards::element_cards(e).iter())
                .collect();
            let under = backs.deck.saturating_sub(u8::from(backs.top.is_some()));
            for _ in 0..under {
                if let Some(c) = pick(&pool, rng) {
                    let _ = p.deck.try_push(c);
                }
            }
            if let Some(c) = backs.top.and_then(|e| pick(&of_element(e), rng)) {
                let _ = p.deck.try_push(c);
            }
        }
        g
    }
}
