//! Replacing cards in hand (替换手牌): the opening hand switch, and the same switch in the
//! middle of a turn when a card offers it (Nature and Wisdom: "select any cards in hand to
//! replace").
//!
//! A mid-turn switch reuses the opening decision's shape: it is the seat's interrupting choice
//! [`Choice::SwitchHand`], asked as `DecisionKind::SwitchHand` and answered with
//! `Action::SwitchHand { cards }`. The cards chosen go back into the deck at random places once
//! as many have been drawn, so none of them comes straight back. Unlike the opening switch it
//! does not make the seat ready for anything: once answered, the turn goes on. A seat that runs
//! out of time keeps its hand.

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{CardId, Event, HandMask};
use tavern_protocol::Seat;

use super::defs::CardDef;
use super::{Choice, Gitcg, Illegal};

impl Gitcg {
    /// Lets `seat` replace any cards of its hand before anything else happens; nothing when
    /// it already has a pending choice (a timeout would keep the hand anyway).
    pub(crate) fn offer_hand_switch(&mut self, seat: Seat) {
        if self.choice[seat.index()].is_none() {
            self.choice[seat.index()] = Some(Choice::SwitchHand);
        }
    }

    /// Whether `seat` is asked to replace cards in the middle of a turn.
    pub(crate) fn switching_mid_turn(&self, seat: Seat) -> bool {
        self.choice[seat.index()] == Some(Choice::SwitchHand)
    }

    /// Answers a mid-turn hand switch of `seat`.
    pub(crate) fn answer_hand_switch(
        &mut self,
        seat: Seat,
        cards: HandMask,
    ) -> Result<(), Illegal> {
        self.replace_cards(seat, cards)?;
        self.choice[seat.index()] = None;
        Ok(())
    }

    /// Puts the cards of `seat`'s hand at the positions in `cards` back into the deck and
    /// draws as many; positions past the hand are refused and change nothing.
    pub(crate) fn replace_cards(&mut self, seat: Seat, cards: HandMask) -> Result<(), Illegal> {
        let n = self.player(seat).hand.len();
        if (0..16).any(|i| cards.contains(i) && i >= n) {
            return Err(Illegal::BadHandSelection);
        }
        let mut returned: ArrayVec<&'static CardDef, 10> = ArrayVec::new();
        for i in (0..n).rev() {
            if cards.contains(i) {
                returned.push(self.player_mut(seat).hand.remove(i));
            }
        }
        self.draw(seat, returned.len() as u8);
        for card in returned.iter().rev() {
            let len = self.player(seat).deck.len() as u32;
            let at = self.rng.below(len + 1) as usize;
            let _ = self.player_mut(seat).deck.try_insert(at, card);
            self.emit_private(
                seat,
                Event::CardReturned {
                    seat,
                    card: Some(CardId(card.id)),
                },
                Event::CardReturned { seat, card: None },
            );
        }
        self.emit(Event::HandSwitched {
            seat,
            count: returned.len() as u8,
        });
        Ok(())
    }
}
