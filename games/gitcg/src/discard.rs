//! Discarding cards (舍弃): an effect takes a card out of its side's hand (or the top of its
//! deck: Burst Scan) for good: Chevreuse's Short-Range Rapid Interdiction Fire, Navia's
//! Ceremonial Crystalshot, the Consecrated Beasts' bursts, Bonecruncher's Energy Block, Kaveh,
//! Yun Jin. Everyone sees which card (`Event::CardDiscarded`). "The card of the highest
//! original cost" (原本元素骰费用最高) reads the dice printed on the card, whatever discounts
//! apply now; among cards of equal cost the seeded random number generator picks.
//!
//! A discarded card may answer being discarded ([`CardDef::on_discard`]: "此牌被舍弃时"): its
//! ops run for its owner as if the card acted. A side's "discarded" effects (`trig::DISCARDED`)
//! answer each card given up from the hand, one at a time: discarded by an effect, or tuned
//! (调和) into a die, which also gives up the card (`Trig::Discarded` says which). Cards burned
//! from a full hand never reached it and set nothing off; a card played is not discarded.

use tavern_protocol::gitcg::{CardId, Event, Source};
use tavern_protocol::Seat;

use super::defs::{trig, CardDef, Cx, Trig};
use super::Gitcg;

impl Gitcg {
    /// Discards the card at `idx` of the hand of `seat` (nothing when there is none), runs its
    /// "when discarded" ops, and returns it.
    pub fn discard_from_hand(&mut self, seat: Seat, idx: usize) -> Option<&'static CardDef> {
        let p = self.player_mut(seat);
        if idx >= p.hand.len() {
            return None;
        }
        let card = p.hand.remove(idx);
        self.discarded(seat, card);
        Some(card)
    }

    /// Discards the top card of the deck of `seat` and returns it (`None` when the deck is
    /// empty); it is shown and answered as a discard from the hand is.
    pub fn discard_from_deck(&mut self, seat: Seat) -> Option<&'static CardDef> {
        let card = self.player_mut(seat).deck.pop()?;
        self.discarded(seat, card);
        Some(card)
    }

    /// A card of `seat` was discarded: shown to everyone, then its own ops, then its side's
    /// "discarded" effects.
    fn discarded(&mut self, seat: Seat, card: &'static CardDef) {
        self.emit(Event::CardDiscarded {
            seat,
            card: CardId(card.id),
        });
        if !card.on_discard.is_empty() {
            let mut cx = Cx {
                source: Some(Source::Card {
                    seat,
                    card: CardId(card.id),
                }),
                ..Cx::side(seat)
            };
            self.run_ops(card.on_discard, &mut cx);
        }
        self.fire(
            seat,
            trig::DISCARDED,
            &mut Trig::Discarded { card, tuned: false },
        );
    }

    /// Discards the card of the highest original dice cost from the hand of `seat`, at random
    /// among equals, and returns it (`None` when the hand is empty).
    pub fn discard_costliest(&mut self, seat: Seat) -> Option<&'static CardDef> {
        let idx = self.costliest_in_hand(seat)?;
        self.discard_from_hand(seat, idx)
    }

    /// The position in the hand of `seat` of a card of the highest original dice cost
    /// (原本元素骰费用最高), drawn at random among equals; `None` for an empty hand.
    pub(crate) fn costliest_in_hand(&mut self, seat: Seat) -> Option<usize> {
        let hand = &self.player(seat).hand;
        let top = hand.iter().map(|c| c.cost.dice()).max()?;
        let ties = hand.iter().filter(|c| c.cost.dice() == top).count() as u32;
        let pick = if ties > 1 { self.rng.below(ties) } else { 0 } as usize;
        self.player(seat)
            .hand
            .iter()
            .enumerate()
            .filter(|(_, c)| c.cost.dice() == top)
            .nth(pick)
            .map(|(i, _)| i)
    }

    /// Discards up to `n` copies of `card` from `seat`'s hand, newest first; returns how many.
    pub fn discard_copies(&mut self, seat: Seat, card: &CardDef, n: u8) -> u8 {
        let mut done = 0;
        while done < n {
            let hand = &self.player(seat).hand;
            let Some(idx) = hand.iter().rposition(|c| c.id == card.id) else {
                break;
            };
            self.discard_from_hand(seat, idx);
            done += 1;
        }
        done
    }

    /// How many copies of `card` `seat` holds.
    pub fn held(&self, seat: Seat, card: &CardDef) -> u8 {
        self.player(seat)
            .hand
            .iter()
            .filter(|c| c.id == card.id)
            .count() as u8
    }
}
