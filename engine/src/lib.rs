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
//! - `examples/`: `playouts` (throughput of random games), `pool` (the gitcg card pool),
//!   `presets` (the gitcg preset table).

pub use tavern_confix as confix;
pub use tavern_game::*;
pub use tavern_gensou as gensou;
pub use tavern_gitcg as gitcg;
pub use tavern_seven_square as seven_square;
pub use tavern_summoner_wars as summoner_wars;

use tavern_game::host::GameHost;

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
