//! What each viewer sees: a hand only by its owner (and a spectator behind them) and the referee,
//! never by teammates, though everyone sees the backs, whose colour is the card's element (as
//! the backs of the hand cards and of each deck's top card are seen at a real table); the deck
//! order and the plane deck's order by nobody; everything else by everyone.

use tavern_protocol::confix::Element;
use tavern_protocol::confix::{
    AttackView, CasualtyView, CombatStep, CombatView, DefenseView, MayView, PermanentView,
    PlayerView, View,
};
use tavern_protocol::{Seat, Viewer};

use crate::{Among, Confix, Permanent, Stage};

impl Confix {
    /// A permanent as everyone sees it.
    pub(crate) fn permanent_view(&self, p: &Permanent) -> PermanentView {
        PermanentView {
            uid: p.uid,
            card: p.card.id,
            owner: p.owner,
            side: p.side,
            power: p.card.has_power().then_some(p.power),
            tapped: p.tapped,
            sick: p.sick,
            morphed: p.morphed,
        }
    }

    /// The backs of a seat's hand cards, which everyone sees: their elements, in element
    /// order (a hand's order is its owner's business).
    pub(crate) fn hand_backs(&self, seat: Seat) -> Vec<Element> {
        let mut backs: Vec<Element> = self.player(seat).hand.iter().map(|c| c.element).collect();
        backs.sort_unstable();
        backs
    }

    pub(crate) fn build_view(&self, viewer: Viewer) -> View {
        let players = self
            .seats()
            .map(|seat| {
                let p = self.player(seat);
                PlayerView {
                    seat,
                    team: p.team,
                    class: p.class,
                    life: p.life,
                    alive: p.alive,
                    hand: viewer
                        .sees_secrets_of(seat)
                        .then(|| p.hand.iter().map(|c| c.id).collect()),
                    hand_size: p.hand.len() as u8,
                    hand_backs: self.hand_backs(seat),
                    deck_size: p.deck.len() as u8,
                    deck_top: p.deck.last().map(|c| c.element),
                    graveyard: p.graveyard.iter().map(|c| c.id).collect(),
                    exile: p.exile.iter().map(|c| c.id).collect(),
                    runes: p.runes,
                    active_runes: p.active(),
                    kept: p.kept,
                    redraws: p.redraws,
                }
            })
            .collect();
        let step = match self.stage {
            Stage::Attack => Some(CombatStep::DeclareAttackers),
            Stage::Defend => Some(CombatStep::DeclareDefenders),
            Stage::Damage { .. } => Some(CombatStep::ChooseDamage),
            Stage::Casualties { .. } => Some(CombatStep::ChooseCasualties),
            _ => None,
        };
        let combat = step.map(|step| CombatView {
            step,
            attacks: self
                .combat
                .attacks
                .iter()
                .map(|&(creature, target)| AttackView { creature, target })
                .collect(),
            defenders: self
                .combat
                .defenders
                .iter()
                .map(|&(creature, defender)| DefenseView { creature, defender })
                .collect(),
            declaring: self.combat.declaring.to_vec(),
            choosing: match self.stage {
                Stage::Damage { defender, count } => Some((defender, count)),
                _ => None,
            },
            casualties: match self.stage {
                Stage::Casualties {
                    defender,
                    count,
                    among,
                } => Some(CasualtyView {
                    chooser: defender,
                    count,
                    attackers: among != Among::Defenders,
                    among: self.casualty_candidates(defender, among).to_vec(),
                }),
                _ => None,
            },
        });
        View {
            viewer,
            mode: self.mode,
            current: self.current,
            first: self.first,
            turn: self.turn,
            round: self.round,
            phase: self.phase,
            table: self.table.to_vec(),
            players,
            battlefield: self
                .battlefield
                .iter()
                .map(|p| self.permanent_view(p))
                .collect(),
            plane: self.planes.in_force.id,
            plane_deck: self.planes.deck.len() as u8,
            plane_discard: self.planes.discard.iter().map(|p| p.id).collect(),
            plane_rolls: self.planes.rolls,
            combat,
            may: self.may.as_ref().map(|m| MayView {
                card: m.card.id,
                deciders: m.deciders.to_vec(),
            }),
            outcome: self.result.clone(),
        }
    }
}
