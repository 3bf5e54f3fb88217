//! Cards entering a hand (加入手牌): "when a card enters our hand" effects (Puff Pops).
//!
//! Every way a card reaches a hand — a draw from the top, a named or random card drawn from
//! the deck, a card created into the hand — calls [`Gitcg::entered_hand`] once the card is
//! there, which fires [`trig::TO_HAND`] for that side with the card. A card burned from a full
//! hand never entered it, and a card that acts when drawn (`when_drawn.rs`) never does.

use tavern_protocol::Seat;

use super::defs::{trig, CardDef, Trig};
use super::Gitcg;

impl Gitcg {
    /// `card` has just entered the hand of `seat`.
    pub(crate) fn entered_hand(&mut self, seat: Seat, card: &'static CardDef) {
        self.fire(seat, trig::TO_HAND, &mut Trig::ToHand(card));
    }
}
