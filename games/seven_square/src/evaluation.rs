//! How promising a position looks to a seat: the judgement bots fall back on where they stop
//! looking ahead ([`tavern_game::Game::evaluate`]).
//!
//! Destroying the opposing general wins, so each side's general counts most: a bonus for
//! standing and its life left, weighted heavily. Every other piece a side fights with is worth
//! its attack and life left, plus a little for standing near the opposing general; a field its
//! life left; then IP and cards in hand, and an empty deck (the next draw loses) a large
//! penalty. The seat's score minus its opponent's goes through a logistic curve.

use tavern_protocol::seven_square::Square;
use tavern_protocol::Seat;

use crate::board::{unit_life, Piece};
use crate::SevenSquare;

/// A general still standing.
const GENERAL: f32 = 6.0;
/// A point of the general's life left.
const GENERAL_LIFE: f32 = 2.0;
/// A point of attack or life left of another fighting piece.
const PIECE_POINT: f32 = 0.5;
/// Per square closer than the far corner to the opposing general.
const CLOSENESS: f32 = 0.06;
/// A point of a field's life left.
const FIELD_LIFE: f32 = 0.1;
/// An IP.
const IP: f32 = 0.3;
/// A card in hand.
const CARD: f32 = 0.4;
/// An empty deck: the next draw phase loses.
const EMPTY_DECK: f32 = -8.0;
/// Points of difference that make the curve go from ½ to about ¾.
const SCALE: f32 = 5.0;

impl SevenSquare {
    /// How promising the position is for `seat`, from 0 to 1.
    pub(crate) fn evaluation(&self, seat: Seat) -> f32 {
        let diff = self.side(seat) - self.side(seat.other());
        1.0 / (1.0 + (-diff / SCALE).exp())
    }

    /// A side's score.
    fn side(&self, seat: Seat) -> f32 {
        let target = self.general_square(seat.other());
        let mut score = 0.0;
        for piece in self
            .board
            .pieces()
            .iter()
            .filter(|p| p.controller() == seat)
        {
            if let Some(life) = general_life(piece, seat) {
                score += GENERAL + life.max(0) as f32 * GENERAL_LIFE;
            }
            if piece.fights() {
                let strength =
                    piece.attack().unwrap_or(0) as f32 + piece.life().unwrap_or(0).max(0) as f32;
                let near = target.map_or(0.0, |t| 14.0 - distance(piece.at, t) as f32);
                score += strength * PIECE_POINT + near * CLOSENESS;
            }
        }
        score += self
            .board
            .fields()
            .iter()
            .filter(|f| f.owner == seat)
            .map(|f| f.life().max(0) as f32 * FIELD_LIFE)
            .sum::<f32>();
        let p = self.player(seat);
        score += p.ip as f32 * IP + p.hand.len() as f32 * CARD;
        if p.deck.is_empty() && self.phase != tavern_protocol::seven_square::Phase::Setup {
            score += EMPTY_DECK;
        }
        score
    }

    /// Where `seat`'s general stands.
    fn general_square(&self, seat: Seat) -> Option<Square> {
        self.board
            .pieces()
            .iter()
            .find(|p| p.carries_general() == Some(seat))
            .map(|p| p.at)
    }
}

/// The life left of `seat`'s general if `piece` is it or carries it.
fn general_life(piece: &Piece, seat: Seat) -> Option<i16> {
    if piece.general && piece.owner == seat {
        return piece.life();
    }
    piece
        .riders
        .iter()
        .find(|r| r.general && r.owner == seat)
        .map(|r| i16::from(unit_life(r.card)) - i16::from(r.damage))
}

/// Squares between two squares, without diagonals.
fn distance(a: Square, b: Square) -> u8 {
    a.file.abs_diff(b.file) + a.rank.abs_diff(b.rank)
}
