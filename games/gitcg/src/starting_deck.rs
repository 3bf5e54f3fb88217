//! What the starting deck holds (本局最初牌组): whether a card's name is in it, and the
//! differently named cards from outside it a side has played in the match (End of the Line,
//! "Ultimate Overlord's Mega Magic Sword", Tepetlisaurus).
//!
//! Names are compared, not ids: a card is "from outside the starting deck" when no card the
//! deck held when the match began bears its name. Playing such a card is noted when it is
//! played, before it resolves, on the side that plays it ([`Player::outsiders_played`]),
//! kept for the whole match and public like every card played.
//!
//! [`Player::outsiders_played`]: super::state::Player::outsiders_played

use tavern_protocol::gitcg::CardId;
use tavern_protocol::Seat;

use super::defs::CardDef;
use super::Gitcg;

/// Most differently named outside cards a side's record keeps: the highest count any card
/// asks about ("Ultimate Overlord's Mega Magic Sword" reads up to 8).
pub const OUTSIDERS_KEPT: usize = 8;

impl Gitcg {
    /// Whether no card of the starting deck of `seat` bears the name of `card`
    /// (名称不存在于本局最初牌组中).
    pub fn outside_starting_deck(&self, seat: Seat, card: &CardDef) -> bool {
        !self
            .player(seat)
            .starting_deck
            .iter()
            .any(|c| c.name == card.name)
    }

    /// Notes a card `seat` plays: one from outside its starting deck whose name it has not
    /// played yet joins its record, by id (until the record holds [`OUTSIDERS_KEPT`]).
    pub(crate) fn note_card_played(&mut self, seat: Seat, card: &CardDef) {
        if !self.outside_starting_deck(seat, card) {
            return;
        }
        let named = |id: &u32| super::cards::card(CardId(*id)).map(|c| c.name);
        let p = self.player_mut(seat);
        if p.outsiders_played
            .iter()
            .all(|id| named(id) != Some(card.name))
        {
            let _ = p.outsiders_played.try_push(card.id);
        }
    }

    /// How many differently named cards from outside its starting deck `seat` has played in
    /// this match (counted up to [`OUTSIDERS_KEPT`]).
    pub fn outsiders_played(&self, seat: Seat) -> u8 {
        self.player(seat).outsiders_played.len() as u8
    }
}
