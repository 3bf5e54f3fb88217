//! Genius Invokation TCG's registry entry: how the server resolves decks (preset, card list or
//! share code), configures matches and lists the cards.

use std::sync::OnceLock;

use serde_json::{json, Value};
use tavern_game::dynamic::{new_dyn, DynGame};
use tavern_game::host::{GameHost, Seating};
use tavern_game::SetupError;
use tavern_protocol::gitcg::{Deck, Options};
use tavern_protocol::wire::{DeckChoice, GameInfo, RawJson};

use crate::version::{self, GameVersion};
use crate::{cards, catalog, presets, sharecode, Gitcg};

/// The server's entry for Genius Invokation TCG.
pub static HOST: GitcgHost = GitcgHost;

/// Hosts Genius Invokation TCG (see [`HOST`]).
pub struct GitcgHost;

impl GameHost for GitcgHost {
    fn id(&self) -> &'static str {
        "gitcg"
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: self.id().into(),
            name: "Genius Invokation TCG".into(),
            seats: 2,
            setups: self.setups(),
            presets: presets::PRESETS
                .iter()
                .map(|p| p.name.to_string())
                .collect(),
            versions: version::OFFERED
                .iter()
                .rev()
                .map(|v| v.to_string())
                .collect(),
            ..GameInfo::default()
        }
    }

    fn resolve_deck(&self, choice: &DeckChoice, rules: bool) -> Result<Value, String> {
        self.resolve_deck_at(choice, rules, None)
    }

    fn resolve_deck_at(
        &self,
        choice: &DeckChoice,
        rules: bool,
        version: Option<&str>,
    ) -> Result<Value, String> {
        let version = version_of(version)?;
        let deck: Deck = match choice {
            DeckChoice::Preset(name) => presets::by_name(name)
                .ok_or_else(|| format!("no preset deck named {name:?}"))?
                .deck(),
            DeckChoice::Cards(v) => serde_json::from_value(v.clone())
                .map_err(|e| format!("not a gitcg deck ({{characters, cards}}): {e}"))?,
            // The server reads a saved deck and hands over the deck saved.
            DeckChoice::Saved(name) => return Err(format!("no saved deck {name:?} here")),
            DeckChoice::Code(code) => {
                sharecode::decode(code).map_err(|e| format!("bad share code: {e}"))?
            }
        };
        cards::resolve_deck_at(&deck, rules, version)?;
        serde_json::to_value(&deck).map_err(|e| e.to_string())
    }

    fn bot_deck(&self) -> Option<Value> {
        self.bot_deck_at(None)
    }

    fn bot_deck_at(&self, version: Option<&str>) -> Option<Value> {
        let version = version_of(version).ok()?;
        serde_json::to_value(presets::at_version(version).next()?.deck()).ok()
    }

    fn config_version(&self, config: &Value) -> Option<String> {
        let options: Options = serde_json::from_value(config.get("options")?.clone()).ok()?;
        Some(options.version.to_string())
    }

    fn match_config(&self, decks: Vec<Value>, rules: bool, seating: &Seating) -> Value {
        let version = version_of(seating.version.as_deref()).unwrap_or(version::NEWEST);
        json!({
            "decks": decks,
            "options": {"rerolls": 1, "check_deck_rules": rules, "version": version},
        })
    }

    fn new_match(
        &self,
        seed: u64,
        seats: usize,
        config: &Value,
    ) -> Result<Box<dyn DynGame>, SetupError> {
        new_dyn::<Gitcg>(seed, seats, config)
    }

    fn cards(&self) -> RawJson {
        static CARDS: OnceLock<RawJson> = OnceLock::new();
        CARDS
            .get_or_init(|| RawJson::of(&catalog::catalog()))
            .clone()
    }

    fn cards_at(&self, version: &str) -> Option<RawJson> {
        let version = version_of(Some(version)).ok()?;
        if version == version::NEWEST {
            return Some(self.cards());
        }
        static OLDER: OnceLock<Vec<(GameVersion, RawJson)>> = OnceLock::new();
        let all = OLDER.get_or_init(|| {
            version::OFFERED
                .iter()
                .filter(|&&v| v != version::NEWEST)
                .map(|&v| (v, RawJson::of(&catalog::catalog_at(v))))
                .collect()
        });
        all.iter()
            .find(|(v, _)| *v == version)
            .map(|(_, c)| c.clone())
    }
}

/// The offered version `text` names (`None`: the newest), or why there is none.
fn version_of(text: Option<&str>) -> Result<GameVersion, String> {
    let Some(text) = text else {
        return Ok(version::NEWEST);
    };
    GameVersion::parse(text)
        .filter(|&v| version::offered(v))
        .ok_or_else(|| {
            format!(
                "gitcg has no version {text:?} (it offers {})",
                version::offered_list()
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deck_is_the_same_by_preset_cards_or_share_code() {
        let preset = presets::by_name("starter").expect("starter preset");
        let by_name = HOST.resolve_deck(&DeckChoice::Preset("starter".into()), true);
        let by_cards = HOST.resolve_deck(
            &DeckChoice::Cards(serde_json::to_value(preset.deck()).expect("deck")),
            true,
        );
        let code = sharecode::encode(&preset.deck(), 7).expect("encodable");
        let by_code = HOST
            .resolve_deck(&DeckChoice::Code(code), true)
            .expect("valid code");
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
        let err = HOST
            .resolve_deck(&DeckChoice::Code("not a code".into()), true)
            .expect_err("corrupt code");
        assert!(err.starts_with("bad share code"), "{err}");
        let mut deck = presets::by_name("starter").expect("starter").deck();
        deck.cards[1] = deck.cards[0];
        deck.cards[2] = deck.cards[0];
        let err = HOST
            .resolve_deck(
                &DeckChoice::Cards(serde_json::to_value(deck).expect("deck")),
                true,
            )
            .expect_err("three copies");
        assert!(err.contains("at most 2"), "{err}");
        assert!(HOST
            .resolve_deck(&DeckChoice::Preset("nope".into()), true)
            .is_err());
    }

    #[test]
    fn the_card_list_has_both_kinds_of_cards() {
        let cards: Value = HOST.cards().parse().expect("json");
        assert!(cards["characters"]
            .as_array()
            .is_some_and(|a| a.len() >= 13));
        assert!(cards["action_cards"]
            .as_array()
            .is_some_and(|a| a.len() >= 60));
    }
}
