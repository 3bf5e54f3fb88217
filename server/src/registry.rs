//! The games this server hosts: one line per game.

use serde_json::Value;
use tavern_engine::dynamic::{new_dyn, DynGame};
use tavern_engine::gitcg::Gitcg;
use tavern_engine::SetupError;

/// Names of the hosted games.
pub const GAMES: &[&str] = &["gitcg"];

/// Starts a match of `game`, or says why it cannot.
pub fn new_match(
    game: &str,
    seed: u64,
    seats: usize,
    config: &Value,
) -> Result<Box<dyn DynGame>, SetupError> {
    match game {
        "gitcg" => new_dyn::<Gitcg>(seed, seats, config),
        other => Err(SetupError::Config(format!("unknown game {other:?}"))),
    }
}
