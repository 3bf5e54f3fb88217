//! Effects on a deck: cards an effect creates into it (生成…置入牌库: at a random place, among
//! the top cards, or spread evenly), and drawing a named card from it (抓1张X: the topmost
//! copy, wherever it lies). A deck holds at most [`DECK_CAP`] cards; a card created into a
//! full deck is lost. Nobody but the owner learns where a card went: the deck is secret.

use tavern_protocol::gitcg::{CardId, Event};
use tavern_protocol::Seat;

use super::defs::CardDef;
use super::state::DECK_CAP;
use super::Gitcg;

/// Where created cards go in a deck (the top is the end of [`super::state::Player::deck`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckPlace {
    /// Each at a random place in the whole deck (随机置入牌库).
    Random,
    /// Each at a random place among the top `n` cards (随机置入牌库顶部n张牌之中): it ends up
    /// one of the top `n`.
    AmongTop(u8),
    /// Spread evenly through the deck (均匀放入牌库): the k-th of `n` copies at k/n of the way
    /// from the bottom.
    Even,
    /// As the deck's `k`-th card from the top (置入牌库第k张: 1 is the top; a deck too short
    /// takes it at the bottom).
    FromTop(u8),
}

impl Gitcg {
    /// Creates `n` copies of `card` in `seat`'s deck at `place`.
    pub fn put_in_deck(&mut self, seat: Seat, card: &'static CardDef, n: u8, place: DeckPlace) {
        let base = self.player(seat).deck.len();
        for k in 0..n {
            let len = self.player(seat).deck.len();
            if len >= DECK_CAP {
                return;
            }
            let at = match place {
                DeckPlace::Random => self.rng.below(len as u32 + 1) as usize,
                DeckPlace::AmongTop(top) => {
                    // The card ends up as one of the top `top` cards (all of a shorter deck).
                    let span = (top as usize).clamp(1, len + 1);
                    len - self.rng.below(span as u32) as usize
                }
                DeckPlace::Even => base * (k as usize + 1) / (n as usize + 1) + k as usize,
                DeckPlace::FromTop(k) => len.saturating_sub(k.max(1) as usize - 1),
            };
            self.player_mut(seat).deck.insert(at.min(len), card);
        }
    }

    /// Draws the topmost copy of `card` from `seat`'s deck, `n` times (fewer when the deck holds
    /// fewer); a full hand burns it.
    pub fn draw_named(&mut self, seat: Seat, card: &CardDef, n: u8) {
        for _ in 0..n {
            let p = self.player_mut(seat);
            let Some(at) = p.deck.iter().rposition(|c| c.id == card.id) else {
                return;
            };
            let found = p.deck.remove(at);
            let id = Some(CardId(found.id));
            if p.hand.try_push(found).is_ok() {
                self.emit_private(
                    seat,
                    Event::CardDrawn { seat, card: id },
                    Event::CardDrawn { seat, card: None },
                );
                self.entered_hand(seat, found);
            } else {
                self.emit_private(
                    seat,
                    Event::CardBurned { seat, card: id },
                    Event::CardBurned { seat, card: None },
                );
            }
        }
    }
}
