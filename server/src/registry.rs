//! The games this server hosts: one entry per game. Everything game-specific the server needs
//! (building a match, checking a deck, presets) goes through here.

use serde_json::{json, Value};
use tavern_engine::dynamic::{new_dyn, DynGame};
use tavern_engine::gitcg::{cards, presets, Gitcg};
use tavern_engine::SetupError;
use tavern_protocol::gitcg::Deck;
use tavern_protocol::wire::{DeckChoice, GameInfo};

/// Every hosted game.
pub fn games() -> Vec<GameInfo> {
    vec![GameInfo {
        id: "gitcg".into(),
        name: "Genius Invokation TCG".into(),
        seats: 2,
        presets: presets::PRESETS
            .iter()
            .map(|p| p.name.to_string())
            .collect(),
    }]
}

/// The game with this id.
pub fn game(id: &str) -> Option<GameInfo> {
    games().into_iter().find(|g| g.id == id)
}

/// Resolves a player's deck choice into the game's deck (as JSON), checking the construction
/// rules when `rules` is set. The error names the card and the rule.
pub fn resolve_deck(game: &str, choice: &DeckChoice, rules: bool) -> Result<Value, String> {
    match game {
        "gitcg" => {
            let deck: Deck = match choice {
                DeckChoice::Preset(name) => presets::by_name(name)
                    .ok_or_else(|| format!("no preset deck named {name:?}"))?
                    .deck(),
                DeckChoice::Cards(v) => serde_json::from_value(v.clone())
                    .map_err(|e| format!("not a gitcg deck ({{characters, cards}}): {e}"))?,
                DeckChoice::Code(_) => {
                    return Err("deck share codes are not accepted by this server yet".into())
                }
            };
            cards::resolve_deck(&deck, rules)?;
            serde_json::to_value(&deck).map_err(|e| e.to_string())
        }
        other => Err(format!("unknown game {other:?}")),
    }
}

/// The deck a server-side bot plays.
pub fn bot_deck(game: &str) -> Option<Value> {
    match game {
        "gitcg" => serde_json::to_value(presets::PRESETS.first()?.deck()).ok(),
        _ => None,
    }
}

/// The match config for resolved decks.
pub fn match_config(game: &str, decks: Vec<Value>, rules: bool) -> Value {
    match game {
        "gitcg" => json!({"decks": decks, "options": {"rerolls": 1, "check_deck_rules": rules}}),
        _ => json!({"decks": decks}),
    }
}

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
