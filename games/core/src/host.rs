//! What the server needs to host one game: its registry entry.
//!
//! Each game crate exports one `static` implementing [`GameHost`]; the server's registry is a
//! list of them, so adding a game adds one line there and nothing else outside the game.

use serde_json::Value;
use tavern_protocol::wire::{DeckChoice, GameInfo, RawJson};

use crate::dynamic::DynGame;
use crate::SetupError;

/// One hosted game, seen by the server: deck resolution, presets, match configs, the card list.
pub trait GameHost: Sync {
    /// The game's id on the wire (`gitcg`, `summoner_wars`, …).
    fn id(&self) -> &'static str;
    /// The game as the lobby lists it (name, seats, preset decks).
    fn info(&self) -> GameInfo;
    /// Resolves a player's deck choice into the game's deck (as JSON), checking the
    /// construction rules when `rules` is set. The error names the card and the rule.
    fn resolve_deck(&self, choice: &DeckChoice, rules: bool) -> Result<Value, String>;
    /// The deck a server-side bot plays.
    fn bot_deck(&self) -> Option<Value>;
    /// The match config for the seats' resolved decks.
    fn match_config(&self, decks: Vec<Value>, rules: bool) -> Value;
    /// Starts a match, or says why it cannot.
    fn new_match(
        &self,
        seed: u64,
        seats: usize,
        config: &Value,
    ) -> Result<Box<dyn DynGame>, SetupError>;
    /// Every card the game implements, serialised once (the card endpoint serves it).
    fn cards(&self) -> RawJson;
}
