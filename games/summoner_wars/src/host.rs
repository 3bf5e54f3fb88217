//! Summoner Wars' registry entry: a deck is a faction's preset deck, chosen by name, or a
//! custom deck (a summoner and a draw pile) checked against the deck construction rules.

use std::sync::OnceLock;

use serde_json::{json, Value};
use tavern_game::dynamic::{new_dyn, DynGame};
use tavern_game::host::{GameHost, Seating};
use tavern_game::SetupError;
use tavern_protocol::summoner_wars::{CustomDeck, Deck, Faction};
use tavern_protocol::wire::{DeckChoice, GameInfo, RawJson};

use crate::{catalog, deck, SummonerWars};

/// The server's entry for Summoner Wars.
pub static HOST: SummonerWarsHost = SummonerWarsHost;

/// Hosts Summoner Wars (see [`HOST`]).
pub struct SummonerWarsHost;

/// A faction named by its display name or id, as a preset deck.
fn preset(name: &str) -> Result<Deck, String> {
    Faction::by_name(name)
        .map(Deck::Preset)
        .ok_or_else(|| format!("no Summoner Wars faction named {name:?}"))
}

impl GameHost for SummonerWarsHost {
    fn id(&self) -> &'static str {
        "summoner_wars"
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: self.id().into(),
            name: "Summoner Wars".into(),
            seats: 2,
            setups: self.setups(),
            presets: Faction::ALL.iter().map(|f| f.name().to_string()).collect(),
            ..GameInfo::default()
        }
    }

    fn resolve_deck(&self, choice: &DeckChoice, rules: bool) -> Result<Value, String> {
        let deck = match choice {
            DeckChoice::Preset(name) => preset(name)?,
            DeckChoice::Cards(Value::String(name)) => preset(name)?,
            DeckChoice::Cards(v) => Deck::Custom(
                serde_json::from_value::<CustomDeck>(v.clone()).map_err(|e| {
                    format!("not a Summoner Wars deck ({{summoner, cards}} or a faction): {e}")
                })?,
            ),
            // The server reads a saved deck and hands over the deck saved.
            DeckChoice::Saved(name) => return Err(format!("no saved deck {name:?} here")),
            DeckChoice::Code(_) => {
                return Err(
                    "Summoner Wars has no deck codes: name a faction or send a card list {summoner, cards}"
                        .into(),
                )
            }
        };
        deck::check(&deck, rules).map_err(|e| e.to_string())?;
        serde_json::to_value(&deck).map_err(|e| e.to_string())
    }

    fn bot_deck(&self) -> Option<Value> {
        serde_json::to_value(Deck::Preset(*Faction::ALL.first()?)).ok()
    }

    fn match_config(&self, decks: Vec<Value>, rules: bool, _seating: &Seating) -> Value {
        json!({ "decks": decks, "options": { "check_deck_rules": rules } })
    }

    fn new_match(
        &self,
        seed: u64,
        seats: usize,
        config: &Value,
    ) -> Result<Box<dyn DynGame>, SetupError> {
        new_dyn::<SummonerWars>(seed, seats, config)
    }

    fn cards(&self) -> RawJson {
        static CARDS: OnceLock<RawJson> = OnceLock::new();
        CARDS
            .get_or_init(|| RawJson::of(&catalog::catalog()))
            .clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavern_protocol::summoner_wars::{CardCatalog, Config};

    #[test]
    fn the_card_list_holds_every_faction() {
        let sw: Value = HOST.cards().parse().expect("json");
        assert_eq!(sw["factions"].as_array().map(Vec::len), Some(4));
        assert_eq!(sw["factions"][0]["cards"][0]["name"], "Prince Elien");
    }

    /// The card list holds what a deck builder needs: from it alone, each faction's summoner
    /// and preset pile make a deck the host accepts, and its rules name the parts' sizes.
    #[test]
    fn the_card_list_is_enough_to_build_a_deck_the_host_accepts() {
        let list: CardCatalog = serde_json::from_str(HOST.cards().get()).expect("catalog");
        for f in &list.factions {
            let deck = json!({ "summoner": f.summoner, "cards": f.preset });
            let resolved = HOST
                .resolve_deck(&DeckChoice::Cards(deck), true)
                .unwrap_or_else(|e| panic!("{:?}: {e}", f.faction));
            let config: Config =
                serde_json::from_value(json!({ "decks": [resolved.clone(), resolved] }))
                    .expect("a config");
            assert!(matches!(config.decks[0], Deck::Custom(_)));
            let r = &f.deck_rules;
            let parts = r.gates + r.epic_events + r.standard_events + r.champions + r.commons;
            assert_eq!(usize::from(parts), f.preset.len(), "{:?}", f.faction);
            assert!(f.starting.iter().any(|s| s.card == f.summoner));
            assert_eq!(f.epic_events.len(), 1, "one epic event, twice");
        }
    }

    #[test]
    fn a_deck_is_a_faction_name_or_a_card_list_and_never_a_code() {
        assert!(HOST
            .resolve_deck(&DeckChoice::Preset("no such faction".into()), true)
            .is_err());
        let code = HOST
            .resolve_deck(&DeckChoice::Code("AAAA".into()), true)
            .expect_err("no codes");
        assert!(code.contains("no deck codes"), "{code}");
        let name = Faction::ALL[0].name();
        let by_name = HOST.resolve_deck(&DeckChoice::Preset(name.into()), true);
        let by_id = HOST.resolve_deck(&DeckChoice::Cards(json!("phoenix_elves")), true);
        assert_eq!(by_name.expect("a name"), by_id.expect("an id"));
        let err = HOST
            .resolve_deck(
                &DeckChoice::Cards(json!({ "summoner": 101, "cards": [] })),
                true,
            )
            .expect_err("an Archer is no summoner");
        assert!(err.contains("not a summoner"), "{err}");
    }
}
