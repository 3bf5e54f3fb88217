//! What each viewer sees: everything public, plus their own hand, spell-power cards, face-down
//! traps and unrevealed search card (the referee sees both players'); deck order nobody.

use tavern_protocol::gensou::{
    CharacterView, DeclaredView, EquipmentView, Phase, PlayerView, StateView, View,
};
use tavern_protocol::{Seat, Viewer};

use crate::defs::Lasts;
use crate::state::Declared;
use crate::Gensou;

impl Gensou {
    /// The view of `viewer`.
    pub(crate) fn build_view(&self, viewer: Viewer) -> View {
        let players = [Seat::FIRST, Seat::SECOND]
            .into_iter()
            .map(|s| self.player_view(s, viewer.sees_secrets_of(s)))
            .collect();
        let declared = |d: &Declared| DeclaredView {
            seat: d.seat,
            card: d.card.id,
            original: d.original(),
            power: self.final_power(d),
        };
        View {
            viewer,
            turn: self.turn,
            attacker: self.attacker,
            phase: self.phase,
            window: self.window,
            players,
            attack: self.clash.as_ref().map(|c| declared(&c.attack)),
            counter: self
                .clash
                .as_ref()
                .and_then(|c| c.counter.as_ref())
                .map(declared),
            outcome: tavern_game::Game::outcome(self),
            victory: self.result.map(|(_, v)| v),
        }
    }

    fn player_view(&self, seat: Seat, secrets: bool) -> PlayerView {
        let p = self.player(seat);
        let ids = |cards: &[&'static crate::defs::Card]| cards.iter().map(|c| c.id).collect();
        // The search card is public once revealed, which happens when both players have chosen
        // (the phase moves on).
        let searched_public = self.phase != Phase::Search;
        PlayerView {
            hp: p.hp,
            orbs_ready: p.orbs.ready,
            orbs_spent: p.orbs.spent,
            orbs_broken: p.orbs.broken,
            deck: p.deck.len() as u8,
            hand_count: p.hand.len() as u8,
            hand: secrets.then(|| ids(&p.hand)),
            power_count: p.power.len() as u8,
            power: secrets.then(|| ids(&p.power)),
            equipment: p
                .equipment
                .iter()
                .map(|e| {
                    e.map(|e| EquipmentView {
                        card: (secrets || !e.face_down).then_some(e.card.id),
                        face_down: e.face_down,
                    })
                })
                .collect(),
            characters: p
                .characters
                .iter()
                .map(|c| CharacterView {
                    card: c.card.id,
                    role: c.role,
                })
                .collect(),
            declaration: ids(&p.declaration),
            popularity: p.popularity(),
            states: p
                .states
                .iter()
                .map(|s| StateView {
                    card: s.card.id,
                    until_next_turn: s.lasts == Lasts::UntilYourNextTurn,
                })
                .collect(),
            discard: ids(&p.discard),
            final_used: p.final_used,
            release: p.release,
            searched: p
                .searched
                .filter(|_| secrets || searched_public)
                .map(|c| c.id),
        }
    }
}
