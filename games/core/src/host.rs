//! What the server needs to host one game: its registry entry.
//!
//! Each game crate exports one `static` implementing [`GameHost`]; the server's registry is a
//! list of them, so adding a game adds one line there and nothing else outside the game.

use serde_json::Value;
use tavern_protocol::wire::{DeckChoice, GameInfo, RawJson, SetupInfo};

use crate::dynamic::DynGame;
use crate::SetupError;

/// One hosted game, seen by the server: deck resolution, presets, setups, match configs, the
/// card list.
pub trait GameHost: Sync {
    /// The game's id on the wire (`gitcg`, `summoner_wars`, …).
    fn id(&self) -> &'static str;
    /// The game as the lobby lists it (name, setups, preset decks).
    fn info(&self) -> GameInfo;
    /// Every setup a room may choose, the default first. By default the one a two-seat game
    /// has: two seats, each playing alone.
    fn setups(&self) -> Vec<SetupInfo> {
        vec![SetupInfo {
            id: "one_v_one".into(),
            name: "1 vs 1".into(),
            seats: 2,
            teams: vec![0, 1],
            random_teams: false,
        }]
    }
    /// Resolves a player's deck choice into the game's deck (as JSON), checking the
    /// construction rules when `rules` is set. The error names the card and the rule.
    fn resolve_deck(&self, choice: &DeckChoice, rules: bool) -> Result<Value, String>;
    /// [`GameHost::resolve_deck`] for a match played at `version` (one of
    /// [`GameInfo::versions`]; `None`, or a game without versions: the default).
    fn resolve_deck_at(
        &self,
        choice: &DeckChoice,
        rules: bool,
        version: Option<&str>,
    ) -> Result<Value, String> {
        let _ = version;
        self.resolve_deck(choice, rules)
    }
    /// The deck a server-side bot plays.
    fn bot_deck(&self) -> Option<Value>;
    /// The deck a server-side bot plays at `version` (by default the game's bot deck).
    fn bot_deck_at(&self, version: Option<&str>) -> Option<Value> {
        let _ = version;
        self.bot_deck()
    }
    /// The game version a match config says its match is played at (games with versions).
    fn config_version(&self, config: &Value) -> Option<String> {
        let _ = config;
        None
    }
    /// The match config for the seats' resolved decks (seat 0 first), seated as `seating`
    /// says (one of [`GameHost::setups`], checked by the server).
    fn match_config(&self, decks: Vec<Value>, rules: bool, seating: &Seating) -> Value;
    /// Starts a match, or says why it cannot.
    fn new_match(
        &self,
        seed: u64,
        seats: usize,
        config: &Value,
    ) -> Result<Box<dyn DynGame>, SetupError>;
    /// Every card the game implements, serialised once (the card endpoint serves it).
    fn cards(&self) -> RawJson;
    /// The cards at a game version (`?version=` on the card endpoint); `None` for a version
    /// the game does not offer, or a game without versions.
    fn cards_at(&self, version: &str) -> Option<RawJson> {
        let _ = version;
        None
    }
}

/// How a room seats its match: one of the game's setups, and how the teams are made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    /// The setup's id (one of [`GameHost::setups`]).
    pub setup: String,
    /// How the teams are made.
    pub teams: Teams,
    /// The game version the match is played at (one of [`GameInfo::versions`]; `None`: the
    /// game's default).
    pub version: Option<String>,
}

/// How a match's teams are made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Teams {
    /// By seat: the team of each seat, seat 0 first.
    BySeat(Vec<u8>),
    /// Drawn at random when the match starts, from the match's seeded generator.
    Drawn,
}

impl Seating {
    /// `setup` with its own seating.
    pub fn of(setup: &SetupInfo) -> Seating {
        Seating {
            setup: setup.id.clone(),
            teams: Teams::BySeat(setup.teams.clone()),
            version: None,
        }
    }
}
