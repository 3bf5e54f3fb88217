//! Discarding cards from a hand (舍弃) by an effect: Chevreuse's Short-Range Rapid Interdiction
//! Fire, Navia's Ceremonial Crystalshot, the Consecrated Beasts' bursts, Bonecruncher's Energy
//! Block. A card may answer being discarded this way ([`CardDef::on_discard`]: "此牌被舍弃时"),
//! its ops run for its owner as if the card acted. Tuning, a card burned from a full hand and
//! a card played are not discarded by an effect and answer nothing.

use tavern_protocol::gitcg::{CardId, Event, Source};
use tavern_protocol::Seat;

use super::defs::{CardDef, Cx};
use super::Gitcg;

impl Gitcg {
    /// Discards the card at `idx` of `seat`'s hand (nothing when there is none), then runs its
    /// "when discarded" ops.
    pub fn discard_card(&mut self, seat: Seat, idx: usize) {
        if idx >= self.player(seat).hand.len() {
            return;
        }
        let card = self.player_mut(seat).hand.remove(idx);
        // Like a card burned from a full hand: everyone sees that a card left, only its owner
        // which one (what it does when discarded shows the rest).
        self.emit_private(
            seat,
            Event::CardBurned {
                seat,
                card: Some(CardId(card.id)),
            },
            Event::CardBurned { seat, card: None },
        );
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
    }

    /// Discards up to `n` copies of `card` from `seat`'s hand, newest first; returns how many.
    pub fn discard_copies(&mut self, seat: Seat, card: &CardDef, n: u8) -> u8 {
        let mut done = 0;
        while done < n {
            let hand = &self.player(seat).hand;
            let Some(idx) = hand.iter().rposition(|c| c.id == card.id) else {
                break;
            };
            self.discard_card(seat, idx);
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
