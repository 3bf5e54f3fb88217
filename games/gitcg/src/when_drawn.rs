//! Cards that act when drawn (抓到此牌时: Sigewinne's Bolstering Bubblebalms), declared
//! [`super::defs::CardDef::drawn`]: drawing one runs its ops for the drawer, as the card, and
//! it never enters the hand (a full hand does not burn it). Its drawing is reported as any
//! draw (the card to its drawer only); what it does is reported as it happens. Such cards are put into a deck by effects, at
//! a place counted from the top (the deck's size in every view shows it grew).

use tavern_protocol::gitcg::{CardId, Event, Source};
use tavern_protocol::Seat;

use super::defs::{CardDef, Cx};
use super::Gitcg;

impl Gitcg {
    /// The card `card`, drawn by `seat`, acts: its ops run for the drawer.
    pub(crate) fn drawn_card_acts(&mut self, seat: Seat, card: &'static CardDef) {
        let id = CardId(card.id);
        self.emit_private(
            seat,
            Event::CardDrawn {
                seat,
                card: Some(id),
            },
            Event::CardDrawn { seat, card: None },
        );
        let mut cx = Cx {
            source: Some(Source::Card { seat, card: id }),
            ..Cx::side(seat)
        };
        self.run_ops(card.ops, &mut cx);
    }
}
