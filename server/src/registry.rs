//! The games this server hosts: one entry per game. Everything game-specific the server needs
//! (building a match, checking a deck, presets) goes through here.

use serde_json::{json, Value};
use std::sync::OnceLock;
use tavern_engine::dynamic::{new_dyn, DynGame};
use tavern_engine::gitcg::{cards, presets, sharecode, Gitcg};
use tavern_engine::summoner_wars::SummonerWars;
use tavern_engine::SetupError;
use tavern_protocol::gitcg::Deck;
use tavern_protocol::summoner_wars::Faction;

use tavern_engine::gitcg::catalog;
use tavern_protocol::wire::{DeckChoice, GameInfo, RawJson};

/// Every hosted game.
pub fn games() -> Vec<GameInfo> {
    vec![
        GameInfo {
            id: "gitcg".into(),
            name: "Genius Invokation TCG".into(),
            seats: 2,
            presets: presets::PRESETS
                .iter()
                .map(|p| p.name.to_string())
                .collect(),
        },
        GameInfo {
            id: "summoner_wars".into(),
            name: "Summoner Wars".into(),
            seats: 2,
            presets: Faction::ALL.iter().map(|f| f.name().to_string()).collect(),
        },
    ]
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
                DeckChoice::Code(code) => {
                    sharecode::decode(code).map_err(|e| format!("bad share code: {e}"))?
                }
            };
            cards::resolve_deck(&deck, rules)?;
            serde_json::to_value(&deck).map_err(|e| e.to_string())
        }
        // Summoner Wars decks are the factions' prebuilt decks: a player names a faction.
        "summoner_wars" => {
            let faction: Faction = match choice {
                DeckChoice::Preset(name) => Faction::by_name(name)
                    .ok_or_else(|| format!("no Summoner Wars faction named {name:?}"))?,
                DeckChoice::Cards(v) => serde_json::from_value(v.clone())
                    .map_err(|e| format!("not a Summoner Wars faction: {e}"))?,
                DeckChoice::Code(_) => {
                    return Err("Summoner Wars decks are chosen by faction name".into())
                }
            };
            serde_json::to_value(faction).map_err(|e| e.to_string())
        }
        other => Err(format!("unknown game {other:?}")),
    }
}

/// The deck a server-side bot plays.
pub fn bot_deck(game: &str) -> Option<Value> {
    match game {
        "gitcg" => serde_json::to_value(presets::PRESETS.first()?.deck()).ok(),
        "summoner_wars" => serde_json::to_value(Faction::ALL.first()?).ok(),
        _ => None,
    }
}

/// The match config for resolved decks.
pub fn match_config(game: &str, decks: Vec<Value>, rules: bool) -> Value {
    match game {
        "gitcg" => json!({"decks": decks, "options": {"rerolls": 1, "check_deck_rules": rules}}),
        "summoner_wars" => json!({ "factions": decks }),
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
        "summoner_wars" => new_dyn::<SummonerWars>(seed, seats, config),
        other => Err(SetupError::Config(format!("unknown game {other:?}"))),
    }
}

/// Every card `game` implements (its catalog, serialised once).
pub fn cards(game: &str) -> Option<RawJson> {
    static GITCG: OnceLock<RawJson> = OnceLock::new();
    static SUMMONER_WARS: OnceLock<RawJson> = OnceLock::new();
    match game {
        "gitcg" => Some(
            GITCG
                .get_or_init(|| RawJson::of(&catalog::catalog()))
                .clone(),
        ),
        "summoner_wars" => Some(
            SUMMONER_WARS
                .get_or_init(|| RawJson::of(&tavern_engine::summoner_wars::catalog::catalog()))
                .clone(),
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deck_is_the_same_by_preset_cards_or_share_code() {
        let preset = presets::by_name("starter").expect("starter preset");
        let by_name = resolve_deck("gitcg", &DeckChoice::Preset("starter".into()), true);
        let by_cards = resolve_deck(
            "gitcg",
            &DeckChoice::Cards(serde_json::to_value(preset.deck()).expect("deck")),
            true,
        );
        let code = sharecode::encode(&preset.deck(), 7).expect("encodable");
        let by_code = resolve_deck("gitcg", &DeckChoice::Code(code), true).expect("valid code");
        let sorted = |v: Value| {
            let mut d: Deck = serde_json::from_value(v).expect("deck");
            d.cards.sort();
            d
        };
        let by_name = sorted(by_name.expect("valid preset"));
        assert_eq!(by_name, sorted(by_cards.expect("valid cards")));
        assert_eq!(by_name, sorted(by_code));
    }

    #[test]
    fn bad_decks_are_refused_with_the_card_and_the_rule() {
        let err = resolve_deck("gitcg", &DeckChoice::Code("not a code".into()), true)
            .expect_err("corrupt code");
        assert!(err.starts_with("bad share code"), "{err}");
        let mut deck = presets::by_name("starter").expect("starter").deck();
        deck.cards[1] = deck.cards[0];
        deck.cards[2] = deck.cards[0];
        let err = resolve_deck(
            "gitcg",
            &DeckChoice::Cards(serde_json::to_value(deck).expect("deck")),
            true,
        )
        .expect_err("three copies");
        assert!(err.contains("at most 2"), "{err}");
        assert!(resolve_deck("gitcg", &DeckChoice::Preset("nope".into()), true).is_err());
        assert!(resolve_deck("chess", &DeckChoice::Preset("starter".into()), true).is_err());
    }

    #[test]
    fn the_card_list_has_both_kinds_of_cards() {
        let cards: Value = cards("gitcg").expect("gitcg cards").parse().expect("json");
        assert!(cards["characters"]
            .as_array()
            .is_some_and(|a| a.len() >= 13));
        assert!(cards["action_cards"]
            .as_array()
            .is_some_and(|a| a.len() >= 60));
        assert!(super::cards("chess").is_none());
        let sw: Value = super::cards("summoner_wars")
            .expect("summoner wars cards")
            .parse()
            .expect("json");
        assert_eq!(sw["factions"].as_array().map(Vec::len), Some(4));
        assert_eq!(sw["factions"][0]["cards"][0]["name"], "Prince Elien");
    }
}
