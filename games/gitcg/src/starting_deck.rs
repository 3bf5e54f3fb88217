//! What the starting deck holds (本局最初牌组): whether a card's name is in it, and how many
//! differently named cards from outside it a side has played in the match (End of the Line,
//! "Ultimate Overlord's Mega Magic Sword", Tepetlisaurus).
//!
//! Names are compared, not ids: a card is "from outside the starting deck" when no card the
//! deck held when the match began bears its name. The cards a side played come from the
//! match's one record of cards played (`played_cards.rs`, [`Player::played`]), noted as each is
//! played, before it resolves.
//!
//! [`Player::played`]: super::state::Player::played

use tavern_protocol::gitcg::CardId;
use tavern_protocol::Seat;

use super::defs::CardDef;
use super::Gitcg;

impl Gitcg {
    /// Whether no card of the starting deck of `seat` bears the name of `card`
    /// (名称不存在于本局最初牌组中).
    pub fn outside_starting_deck(&self, seat: Seat, card: &CardDef) -> bool {
        // Most cards asked about are in the deck: found by id first, without comparing names
        // (a string comparison is a library call for each card of the deck).
        let deck = &self.player(seat).starting_deck;
        !(deck.iter().any(|c| c.id == card.id) || deck.iter().any(|c| c.name == card.name))
    }

    /// How many differently named cards from outside its starting deck `seat` has played in
    /// this match.
    pub fn outsiders_played(&self, seat: Seat) -> u8 {
        let mut names: arrayvec::ArrayVec<&str, { super::state::PLAYED_CAP }> =
            arrayvec::ArrayVec::new();
        for id in &self.player(seat).played {
            let Some(card) = super::cards::card(CardId(*id)) else {
                continue;
            };
            if self.outside_starting_deck(seat, card) && !names.contains(&card.name) {
                names.push(card.name);
            }
        }
        names.len() as u8
    }
}
