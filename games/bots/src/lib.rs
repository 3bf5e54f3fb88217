//! Bots for every Tavern game, at three levels ([`BotLevel`]): `random` (a legal action at
//! random), `greedy` (one-ply look-ahead with the game's own evaluation) and `search`
//! (information-set Monte-Carlo tree search on guesses of what the seat cannot see).
//!
//! # Architecture invariant
//! A bot is handed a seat's [`Game::Knowledge`], never a state: it knows what that seat knows.
//! Every state it plays forward is a guess the game draws from that knowledge
//! ([`Game::determinize`]). All randomness comes from the [`Rng`] the caller passes, and the
//! clock is read only when the budget has a time limit, so a bot given an iteration budget and
//! a seed always chooses the same action.
//!
//! # Layout
//! - this file: the [`Budget`], [`choose`], which runs a level, and [`choose_json`], the same
//!   for a match the server hosts;
//! - `greedy`: one-ply look-ahead;
//! - [`search`]: the tree search;
//! - `value`: what a state is worth to a seat (its outcome once over, else the game's
//!   evaluation).

use std::time::Duration;

use tavern_game::dynamic::SeatKnowledge;
use tavern_game::rng::Rng;
use tavern_game::{Game, Knowledge};
pub use tavern_protocol::BotLevel;

mod greedy;
pub mod search;
mod value;

/// How much thinking one decision may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Most iterations of the search (each: one guess, one walk down the tree, one playout).
    pub iterations: u32,
    /// Most time the search may take; `None` to run exactly `iterations`, reproducibly.
    pub time: Option<Duration>,
}

impl Budget {
    /// Exactly `n` iterations, whatever the time: the same seed gives the same choice.
    pub const fn iterations(n: u32) -> Budget {
        Budget {
            iterations: n,
            time: None,
        }
    }

    /// As many iterations as fit in `time` (up to a bound that keeps the tree's memory small).
    pub const fn time(time: Duration) -> Budget {
        Budget {
            iterations: search::MAX_ITERATIONS,
            time: Some(time),
        }
    }
}

/// The action a bot of `level` takes for the seat whose `knowledge` it is given, or `None` when
/// that seat has nothing to decide. The action is one the seat's legal actions list.
pub fn choose<G: Game>(
    level: BotLevel,
    knowledge: &G::Knowledge,
    budget: Budget,
    rng: &mut Rng,
) -> Option<G::Action> {
    match level {
        BotLevel::Random => random::<G>(knowledge, rng),
        BotLevel::Greedy => greedy::choose::<G>(knowledge, rng),
        BotLevel::Search => search::choose::<G>(knowledge, budget, rng),
    }
}

/// A legal action at random.
fn random<G: Game>(knowledge: &G::Knowledge, rng: &mut Rng) -> Option<G::Action> {
    let state = G::determinize(knowledge, rng);
    let mut actions = Vec::new();
    state.legal_actions(knowledge.seat(), &mut actions);
    if actions.is_empty() {
        return None;
    }
    let i = rng.below(actions.len() as u32) as usize;
    Some(actions.swap_remove(i))
}

/// [`choose`] for a hosted match: the seat's knowledge as the server holds it (its game's type
/// erased), the action as JSON. `None` when the knowledge is not `G`'s or the seat has nothing
/// to decide.
pub fn choose_json<G>(
    level: BotLevel,
    knowledge: &SeatKnowledge,
    budget: Budget,
    rng: &mut Rng,
) -> Option<serde_json::Value>
where
    G: Game,
    G::Action: serde::Serialize,
{
    let knowledge = knowledge.get::<G::Knowledge>()?;
    let action = choose::<G>(level, knowledge, budget, rng)?;
    serde_json::to_value(action).ok()
}
