//! What each viewer may see. The battlefield, magic, active events, every count and each
//! seat's deck list are public; a hand and a discard pile (cards are discarded face down) only
//! to their owner and the referee; the order of a draw pile to nobody.

use tavern_protocol::summoner_wars::{CardId, CardView, PlayerView, View};
use tavern_protocol::{Seat, Viewer};

use super::{SummonerWars, ATTACKS_PER_TURN};

impl SummonerWars {
    pub(crate) fn build_view(&self, viewer: Viewer) -> View {
        let board = self
            .board
            .pieces()
            .map(|(at, p)| CardView {
                at,
                card: p.def.id,
                name: p.def.name.to_string(),
                class: p.def.class,
                owner: p.owner,
                controller: p.controller,
                life: p.def.life(),
                wounds: p.wounds,
                strength: p.unit().map(|_| self.strength(at)),
                attack: p.unit().map(|u| u.attack),
                range: p.unit().map(|u| u.range),
                charges: p.charges,
                moved: p.moved,
                attacked: p.attacked,
            })
            .collect();
        let players = [Seat::FIRST, Seat::SECOND]
            .into_iter()
            .map(|seat| {
                let p = self.player(seat);
                let secret = viewer.sees_secrets_of(seat);
                PlayerView {
                    seat,
                    faction: p.faction,
                    magic: p.magic,
                    hand: secret.then(|| p.hand.iter().map(|c| c.id).collect()),
                    hand_count: p.hand.len() as u8,
                    deck_count: p.deck.len() as u8,
                    discard: secret.then(|| p.discard.iter().map(|c| c.id).collect()),
                    discard_count: p.discard.len() as u8,
                    active_events: p.active.iter().map(|c| c.id).collect(),
                    deck_list: self.deck_list(seat),
                }
            })
            .collect();
        View {
            viewer,
            turn: self.turn_number,
            current: self.current,
            first: self.first,
            phase: self.phase,
            moves_left: self.moves_allowed().saturating_sub(self.turn.moves_used),
            attacks_left: ATTACKS_PER_TURN.saturating_sub(self.turn.attacks_used),
            frenzy: self.turn.frenzy.map(|f| f.at),
            claims: self.turn.claims.to_vec(),
            board,
            players,
            outcome: tavern_game::Game::outcome(self),
        }
    }

    /// Every card `seat` plays with, sorted by id: what it owns on the battlefield, in the
    /// active area and in its three piles. Cards only change places, never leave a seat's
    /// cards, so this is the deck list dealt at setup.
    fn deck_list(&self, seat: Seat) -> Vec<CardId> {
        let p = self.player(seat);
        let mut ids: Vec<CardId> = self
            .board
            .pieces()
            .filter(|(_, q)| q.owner == seat)
            .map(|(_, q)| q.def)
            .chain(p.hand.iter().copied())
            .chain(p.deck.iter().copied())
            .chain(p.discard.iter().copied())
            .chain(p.active.iter().copied())
            .map(|c| c.id)
            .collect();
        ids.sort_unstable();
        ids
    }
}
