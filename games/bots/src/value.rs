//! What a state is worth to a seat: 1 for a win (its team's), 0 for a loss, ½ for a draw, and
//! the game's own evaluation while the match goes on.

use tavern_game::{Game, Outcome, Seat};

/// The worth of `state` to `seat`, from 0 to 1.
pub(crate) fn of<G: Game>(state: &G, seat: Seat) -> f32 {
    match state.outcome() {
        Some(Outcome::Win { winners, .. }) => {
            if winners.contains(&seat) {
                1.0
            } else {
                0.0
            }
        }
        Some(Outcome::Draw { .. }) => 0.5,
        Some(Outcome::AllLose { .. }) => 0.0,
        None => {
            let v = state.evaluate(seat);
            // A game's evaluation stays inside 0..=1 by contract; a NaN would poison every
            // average above it, so it counts as even.
            if v.is_nan() {
                0.5
            } else {
                v.clamp(0.0, 1.0)
            }
        }
    }
}
