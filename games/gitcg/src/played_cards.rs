//! The cards a side has played in this match (本场对局中我方曾经打出过: Memento Lens).
//!
//! Each card a side plays is noted when it is played, before it resolves, in
//! [`super::state::Player::played`]: the different cards, by id, once each. "Ever played a card
//! of the same name" is asked by name, so two cards sharing a name count as one. The record is
//! public, as every card played is.

use tavern_protocol::gitcg::CardId;
use tavern_protocol::Seat;

use super::cards;
use super::defs::CardDef;
use super::Gitcg;

impl Gitcg {
    /// Notes that `seat` played `card`.
    pub(crate) fn note_played(&mut self, seat: Seat, card: &CardDef) {
        let played = &mut self.player_mut(seat).played;
        if !played.contains(&card.id) {
            // A record already holding every card it has room for keeps the first ones.
            let _ = played.try_push(card.id);
        }
    }

    /// Whether `seat` has played a card of the same name as `card` in this match (the play
    /// under way not included when asked before it is paid).
    pub fn played_before(&self, seat: Seat, card: &CardDef) -> bool {
        self.player(seat).played.iter().any(|&id| {
            id == card.id || cards::card(CardId(id)).is_some_and(|c| c.name == card.name)
        })
    }
}
