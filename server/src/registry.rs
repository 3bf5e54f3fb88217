//! The games this server hosts. Each game's registry entry ([`GameHost`]) lives in its own
//! crate and is listed once in [`tavern_engine::GAMES`]; everything game-specific the server
//! needs (building a match, checking a deck, presets, the card list) goes through here.

use serde_json::Value;
use tavern_engine::dynamic::DynGame;
use tavern_engine::host::{GameHost, Seating};
use tavern_engine::SetupError;
use tavern_protocol::wire::{DeckChoice, GameInfo, RawJson};

fn host(id: &str) -> Option<&'static dyn GameHost> {
    tavern_engine::game(id)
}

/// A game's lobby entry, with whether the bundled web client has its board.
fn info(host: &dyn GameHost) -> GameInfo {
    let info = host.info();
    GameInfo {
        web_board: crate::web::asset(&format!("/games/{}/index.js", info.id)).is_some(),
        ..info
    }
}

/// Every hosted game.
pub fn games() -> Vec<GameInfo> {
    tavern_engine::GAMES.iter().map(|g| info(*g)).collect()
}

/// The game with this id.
pub fn game(id: &str) -> Option<GameInfo> {
    host(id).map(info)
}

/// Resolves a player's deck choice into the game's deck (as JSON), checking the construction
/// rules when `rules` is set. The error names the card and the rule.
pub fn resolve_deck(game: &str, choice: &DeckChoice, rules: bool) -> Result<Value, String> {
    host(game)
        .ok_or_else(|| format!("unknown game {game:?}"))?
        .resolve_deck(choice, rules)
}

/// [`resolve_deck`] for a room played at `version` (one of the game's versions; `None`: its
/// default).
pub fn resolve_deck_at(
    game: &str,
    choice: &DeckChoice,
    rules: bool,
    version: Option<&str>,
) -> Result<Value, String> {
    host(game)
        .ok_or_else(|| format!("unknown game {game:?}"))?
        .resolve_deck_at(choice, rules, version)
}

/// The deck a server-side bot plays.
pub fn bot_deck(game: &str) -> Option<Value> {
    host(game)?.bot_deck()
}

/// The deck a server-side bot plays at `version`.
pub fn bot_deck_at(game: &str, version: Option<&str>) -> Option<Value> {
    host(game)?.bot_deck_at(version)
}

/// The game version a match config plays (games with versions).
pub fn config_version(game: &str, config: &Value) -> Option<String> {
    host(game)?.config_version(config)
}

/// The cards of `game` at `version`; `None` when the game has no such version.
pub fn cards_at(game: &str, version: &str) -> Option<RawJson> {
    host(game)?.cards_at(version)
}

/// The match config for resolved decks, seated as the room's options say.
pub fn match_config(game: &str, decks: Vec<Value>, rules: bool, seating: &Seating) -> Value {
    match host(game) {
        Some(g) => g.match_config(decks, rules, seating),
        None => serde_json::json!({ "decks": decks }),
    }
}

/// Starts a match of `game`, or says why it cannot.
pub fn new_match(
    game: &str,
    seed: u64,
    seats: usize,
    config: &Value,
) -> Result<Box<dyn DynGame>, SetupError> {
    host(game)
        .ok_or_else(|| SetupError::Config(format!("unknown game {game:?}")))?
        .new_match(seed, seats, config)
}

/// Every card `game` implements (its catalog, serialised once).
pub fn cards(game: &str) -> Option<RawJson> {
    host(game).map(|g| g.cards())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_listed_once_and_found_by_its_id() {
        let ids: Vec<String> = games().into_iter().map(|g| g.id).collect();
        let mut unique = ids.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), ids.len(), "{ids:?}");
        for id in &ids {
            assert_eq!(game(id).map(|g| g.id).as_deref(), Some(id.as_str()));
            assert!(cards(id).is_some(), "{id} serves its cards");
            assert!(bot_deck(id).is_some(), "{id} has a bot deck");
        }
        let gitcg = game("gitcg").expect("gitcg is hosted");
        assert!(gitcg.web_board, "the web client has a gitcg board");
    }

    #[test]
    fn every_game_lists_its_setups_the_default_first() {
        for g in games() {
            let first = g
                .setups
                .first()
                .unwrap_or_else(|| panic!("{} has a setup", g.id));
            assert_eq!(first.seats, g.seats, "{}: a room's seats by default", g.id);
            for s in &g.setups {
                assert_eq!(s.teams.len(), s.seats as usize, "{} {}", g.id, s.id);
            }
        }
        for two_seats in ["gitcg", "summoner_wars", "gensou", "seven_square"] {
            let ids: Vec<String> = game(two_seats)
                .expect("hosted")
                .setups
                .into_iter()
                .map(|s| s.id)
                .collect();
            assert_eq!(ids, ["one_v_one"], "{two_seats} keeps its single setup");
        }
        let confix = game("confix").expect("confix is hosted");
        assert_eq!(
            confix.setups.len(),
            7,
            "the rulebook's six setups and five alone"
        );
        assert!(confix.setups.iter().any(|s| s.seats == 5));
    }

    #[test]
    fn an_unknown_game_is_refused_everywhere() {
        assert!(game("chess").is_none());
        assert!(cards("chess").is_none());
        assert!(resolve_deck("chess", &DeckChoice::Preset("starter".into()), true).is_err());
        assert!(new_match("chess", 1, 2, &serde_json::json!({})).is_err());
    }
}
