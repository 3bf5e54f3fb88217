//! Every game Tavern hosts, in one place.
//!
//! The game contract ([`Game`], [`Visible`], [`Pending`], the seeded [`rng`], the JSON wrapper
//! [`dynamic`] and the registry entry [`host::GameHost`]) lives in `tavern-game`; each game is a
//! crate of its own. This crate re-exports them so the server and the tools name one
//! dependency, and lists every game's registry entry in [`GAMES`].
//!
//! # Layout
//! - [`gitcg`]: Genius Invokation TCG (`tavern-gitcg`);
//! - [`summoner_wars`]: Summoner Wars (`tavern-summoner-wars`);
//! - [`seven_square`]: セブンスクエア, Seven Square (`tavern-seven-square`);
//! - [`gensou`]: 幻想梦斗符, Gensou Mutoufu (`tavern-gensou`);
//! - [`confix`]: Project Confix (`tavern-confix`), 2 to 6 seats in teams;
//! - [`bots`]: the bots of every game (`tavern-bots`), and [`bot_action`], which plays one for
//!   a hosted match;
//! - `examples/`: `playouts` (throughput of random games), `pool` (the gitcg card pool),
//!   `presets` (the gitcg preset table), `arena` (bots against each other), `gensou_pool` (how
//!   幻想梦斗符 bot matches end and how often they clash).

pub use tavern_bots as bots;
pub use tavern_confix as confix;
pub use tavern_game::*;
pub use tavern_gensou as gensou;
pub use tavern_gitcg as gitcg;
pub use tavern_seven_square as seven_square;
pub use tavern_summoner_wars as summoner_wars;

use tavern_bots::{BotLevel, Budget};
use tavern_game::dynamic::SeatKnowledge;
use tavern_game::host::GameHost;
use tavern_game::rng::Rng;

/// Every hosted game's registry entry, in the order the lobby lists them.
pub static GAMES: &[&dyn GameHost] = &[
    &gitcg::host::HOST,
    &summoner_wars::host::HOST,
    &seven_square::host::HOST,
    &gensou::host::HOST,
    &confix::host::HOST,
];

/// The registry entry of the game with this id.
pub fn game(id: &str) -> Option<&'static dyn GameHost> {
    GAMES.iter().copied().find(|g| g.id() == id)
}

/// The action, as JSON, that a bot of `level` takes in the game with this id for the seat
/// whose knowledge it is given (from [`dynamic::DynGame::knowledge`]), thinking within
/// `budget`; the same seed and an iteration budget give the same action. `None` for an unknown
/// game, knowledge of another game, or a seat with nothing to decide.
pub fn bot_action(
    game: &str,
    level: BotLevel,
    knowledge: &SeatKnowledge,
    budget: Budget,
    seed: u64,
) -> Option<serde_json::Value> {
    let rng = &mut Rng::new(seed);
    match game {
        "gitcg" => bots::choose_json::<gitcg::Gitcg>(level, knowledge, budget, rng),
        "summoner_wars" => {
            bots::choose_json::<summoner_wars::SummonerWars>(level, knowledge, budget, rng)
        }
        "seven_square" => {
            bots::choose_json::<seven_square::SevenSquare>(level, knowledge, budget, rng)
        }
        "gensou" => bots::choose_json::<gensou::Gensou>(level, knowledge, budget, rng),
        "confix" => bots::choose_json::<confix::Confix>(level, knowledge, budget, rng),
        _ => None,
    }
}
