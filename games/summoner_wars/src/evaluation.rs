//! How promising a position looks to a seat: the judgement bots fall back on where they stop
//! looking ahead ([`tavern_game::Game::evaluate`]).
//!
//! The match is won by destroying the opposing summoner, so each side's summoner counts most:
//! its wounds left to take, weighted heavily. Every other unit a side controls is worth its
//! strength and wounds left, plus a little for standing near the opposing summoner (where the
//! match is decided); a structure its wounds left; then magic and cards in hand. The seat's
//! score minus its opponent's goes through a logistic curve.

use tavern_protocol::summoner_wars::Cell;
use tavern_protocol::Seat;

use super::cards::Kind;
use super::SummonerWars;

/// One wound a summoner can still take.
const SUMMONER_LIFE: f32 = 3.0;
/// A unit's strength and wounds left, each point.
const UNIT_POINT: f32 = 0.6;
/// Per space closer than the far side of the battlefield to the opposing summoner.
const CLOSENESS: f32 = 0.08;
/// A structure's wound left.
const STRUCTURE_POINT: f32 = 0.3;
/// A point of magic.
const MAGIC: f32 = 0.35;
/// A card in hand.
const CARD: f32 = 0.3;
/// Points of difference that make the curve go from ½ to about ¾.
const SCALE: f32 = 5.0;

impl SummonerWars {
    /// How promising the position is for `seat`, from 0 to 1.
    pub(crate) fn evaluation(&self, seat: Seat) -> f32 {
        let diff = self.side(seat) - self.side(seat.other());
        1.0 / (1.0 + (-diff / SCALE).exp())
    }

    /// A side's score.
    fn side(&self, seat: Seat) -> f32 {
        let target = self.board.summoner(seat.other());
        let mut score = 0.0;
        for (at, piece) in self.board.pieces().filter(|(_, p)| p.controller == seat) {
            score += match piece.def.kind {
                Kind::Unit(u) => {
                    let left = u.life.saturating_sub(piece.wounds) as f32;
                    if piece.def.is_summoner() {
                        left * SUMMONER_LIFE
                    } else {
                        let near = target.map_or(0.0, |t| {
                            (Cell::COLS + Cell::ROWS) as f32 - distance(at, t) as f32
                        });
                        (u.strength as f32 + left) * UNIT_POINT + near * CLOSENESS
                    }
                }
                Kind::Structure { life, .. } => {
                    life.saturating_sub(piece.wounds) as f32 * STRUCTURE_POINT
                }
                Kind::Event(_) => 0.0,
            };
        }
        let p = self.player(seat);
        score + p.magic as f32 * MAGIC + p.hand.len() as f32 * CARD
    }
}

/// Spaces between two cells, without diagonals.
fn distance(a: Cell, b: Cell) -> u8 {
    a.col.abs_diff(b.col) + a.row.abs_diff(b.row)
}
