//! What each viewer sees: the board is public (a face-down general shows only its back to
//! everyone but its owner and the referee), hands are seen by their owner and the referee,
//! deck order by nobody.

use tavern_protocol::seven_square::{FieldView, PieceView, PlayerView, RiderView, View};
use tavern_protocol::Viewer;

use crate::board::Piece;
use crate::SevenSquare;

impl SevenSquare {
    /// The view for `viewer`.
    pub(crate) fn build_view(&self, viewer: Viewer) -> View {
        let mut pieces: Vec<&Piece> = self.board.pieces().iter().collect();
        pieces.sort_by_key(|p| (p.at.index(), p.id));
        let mut fields: Vec<_> = self.board.fields().iter().collect();
        fields.sort_by_key(|f| f.at.index());
        View {
            viewer,
            turn: self.turn_number,
            current: self.current,
            first: self.first,
            phase: self.phase,
            actions_left: self.actions_left(),
            battles: if self.result.is_none() && self.turn_number > 0 {
                self.battles_due().iter().collect()
            } else {
                Vec::new()
            },
            pieces: pieces
                .into_iter()
                .map(|p| self.piece_view(p, viewer))
                .collect(),
            fields: fields
                .into_iter()
                .map(|f| FieldView {
                    piece: f.id,
                    at: f.at,
                    card: f.card.id,
                    owner: f.owner,
                    damage: f.damage,
                    life: f.life(),
                })
                .collect(),
            players: self
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let seat = tavern_protocol::Seat(i as u8);
                    PlayerView {
                        seat,
                        ip: p.ip,
                        hand: viewer
                            .sees_secrets_of(seat)
                            .then(|| p.hand.iter().map(|c| c.id).collect()),
                        hand_count: p.hand.len() as u8,
                        deck_count: p.deck.len() as u8,
                        temple: p.temple.iter().map(|c| c.id).collect(),
                        general_placed: p.general_placed,
                        redrawn: p.redrawn,
                    }
                })
                .collect(),
            outcome: tavern_game::Game::outcome(self),
        }
    }

    fn piece_view(&self, p: &Piece, viewer: Viewer) -> PieceView {
        let visible = !p.face_down || viewer.sees_secrets_of(p.owner);
        PieceView {
            piece: p.id,
            at: p.at,
            card: visible.then_some(p.card.id),
            kind: p.card.card_kind(),
            owner: p.owner,
            controller: p.controller(),
            general: p.general,
            face_down: p.face_down,
            damage: p.damage,
            attack: if visible && p.fights() {
                Some(self.battle_attack(p))
            } else {
                None
            },
            life: if visible { p.life() } else { None },
            movement: visible.then(|| p.movement()),
            riders: p
                .riders
                .iter()
                .map(|r| RiderView {
                    piece: r.id,
                    card: r.card.id,
                    owner: r.owner,
                    damage: r.damage,
                    general: r.general,
                })
                .collect(),
            ready: p.arrived < self.turn_number,
            acted: p.acted,
        }
    }
}
