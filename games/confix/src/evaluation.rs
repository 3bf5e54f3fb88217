//! How promising a position looks to a seat and its team: the judgement bots fall back on
//! where they stop looking ahead ([`tavern_game::Game::evaluate`]).
//!
//! A team wins when it is the last one standing, so each living elementalist counts for a
//! bonus and their life; their side of the battlefield adds its creatures' power and every
//! creature and friendly object, while an enemy's object put in front of them (a Scorch) counts
//! against them; then runes and cards in hand. Decks are small and an empty one kills at the next
//! draw phase, so a thin deck is a penalty that grows steeply as it runs out: each card drawn
//! or milled from a deck of a few cards costs more than a card in hand is worth. When decks run
//! thin, the race matters too: whoever reaches a draw phase with an empty deck first (fewest
//! cards, ties to whoever draws first from now) costs their team, and helps the others, more
//! and more as it comes nearer. A seat's team score minus the strongest other team's goes through a logistic
//! curve.

use tavern_protocol::confix::Phase;
use tavern_protocol::Seat;

use crate::Confix;

/// An elementalist still alive.
const ALIVE: f32 = 4.0;
/// A point of life.
const LIFE: f32 = 1.0;
/// A permanent on the seat's side (an enemy's object there: as much against it).
const PERMANENT: f32 = 0.6;
/// A point of a creature's power.
const POWER: f32 = 0.4;
/// A rune.
const RUNE: f32 = 0.4;
/// A card in hand.
const CARD: f32 = 0.3;
/// The penalty of an empty deck; a deck of `n` cards costs `EMPTY_DECK · e^(−n / DECK_DECAY)`.
const EMPTY_DECK: f32 = -12.0;
/// Cards over which the penalty of a thin deck falls by a factor e.
const DECK_DECAY: f32 = 6.0;
/// The race to an empty deck, at its nearest.
const RACE: f32 = 6.0;
/// Cards over which the race's weight falls by a factor e.
const RACE_DECAY: f32 = 2.0;
/// Points of difference that make the curve go from ½ to about ¾.
const SCALE: f32 = 5.0;

impl Confix {
    /// How promising the position is for `seat`'s team, from 0 to 1.
    pub(crate) fn evaluation(&self, seat: Seat) -> f32 {
        let team = self.player(seat).team;
        let mut scores = [0.0f32; tavern_game::MAX_SEATS];
        for (i, p) in self.players.iter().enumerate() {
            scores[usize::from(p.team) % scores.len()] += self.seat_score(Seat(i as u8));
        }
        let teams: Vec<u8> = self.players.iter().map(|p| p.team).collect();
        let strongest_other = teams
            .iter()
            .filter(|&&t| t != team)
            .map(|&t| scores[usize::from(t) % scores.len()])
            .fold(f32::NEG_INFINITY, f32::max);
        if strongest_other == f32::NEG_INFINITY {
            return 0.5;
        }
        let mut diff = scores[usize::from(team) % scores.len()] - strongest_other;
        if let Some((loser, cards)) = self.first_to_deck_out() {
            let weight = RACE * (-(cards as f32) / RACE_DECAY).exp();
            diff += if self.player(loser).team == team {
                -weight
            } else {
                weight
            };
        }
        1.0 / (1.0 + (-diff / SCALE).exp())
    }

    /// The living seat that will first reach a draw phase with an empty deck if decks shrink
    /// only by drawing: the fewest cards, ties to whoever draws first from now; with its cards.
    fn first_to_deck_out(&self) -> Option<(Seat, usize)> {
        let n = self.players.len();
        let draw_ahead = matches!(self.phase, Phase::Opening | Phase::Beginning);
        let mut seat = self.current;
        let mut first: Option<((usize, usize), Seat)> = None;
        for position in 0..n {
            if self.player(seat).alive {
                // The turn player draws first if its draw phase is still ahead, else last.
                let order = if position == 0 && !draw_ahead {
                    n
                } else {
                    position
                };
                let rank = (self.player(seat).deck.len(), order);
                if first.is_none_or(|(r, _)| rank < r) {
                    first = Some((rank, seat));
                }
            }
            seat = self.next_seat(seat);
        }
        first.map(|((cards, _), seat)| (seat, cards))
    }

    /// One elementalist's score, with its side of the battlefield.
    fn seat_score(&self, seat: Seat) -> f32 {
        let p = self.player(seat);
        if !p.alive {
            return 0.0;
        }
        let board: f32 = self
            .battlefield
            .iter()
            .filter(|m| m.side == seat)
            .map(|m| {
                if m.is_creature() {
                    PERMANENT + m.power.max(0) as f32 * POWER
                } else if self.enemies(m.owner, seat) {
                    // An enemy's object put in front of the seat (a Scorch) works against it.
                    -PERMANENT
                } else {
                    PERMANENT
                }
            })
            .sum();
        let deck = EMPTY_DECK * (-(p.deck.len() as f32) / DECK_DECAY).exp();
        ALIVE
            + p.life.max(0) as f32 * LIFE
            + board
            + p.runes.total() as f32 * RUNE
            + p.hand.len() as f32 * CARD
            + deck
    }
}
