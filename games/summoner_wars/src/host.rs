//! Summoner Wars' registry entry: a deck is a faction's prebuilt deck, chosen by name.

use std::sync::OnceLock;

use serde_json::{json, Value};
use tavern_game::dynamic::{new_dyn, DynGame};
use tavern_game::host::{GameHost, Seating};
use tavern_game::SetupError;
use tavern_protocol::summoner_wars::Faction;
use tavern_protocol::wire::{DeckChoice, GameInfo, RawJson};

use crate::{catalog, SummonerWars};

/// The server's entry for Summoner Wars.
pub static HOST: SummonerWarsHost = SummonerWarsHost;

/// Hosts Summoner Wars (see [`HOST`]).
pub struct SummonerWarsHost;

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

    fn resolve_deck(&self, choice: &DeckChoice, _rules: bool) -> Result<Value, String> {
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

    fn bot_deck(&self) -> Option<Value> {
        serde_json::to_value(Faction::ALL.first()?).ok()
    }

    fn match_config(&self, decks: Vec<Value>, _rules: bool, _seating: &Seating) -> Value {
        json!({ "factions": decks })
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

    #[test]
    fn the_card_list_holds_every_faction() {
        let sw: Value = HOST.cards().parse().expect("json");
        assert_eq!(sw["factions"].as_array().map(Vec::len), Some(4));
        assert_eq!(sw["factions"][0]["cards"][0]["name"], "Prince Elien");
    }

    #[test]
    fn a_faction_is_chosen_by_name_and_nothing_else() {
        assert!(HOST
            .resolve_deck(&DeckChoice::Preset("no such faction".into()), true)
            .is_err());
        assert!(HOST
            .resolve_deck(&DeckChoice::Code("AAAA".into()), true)
            .is_err());
        let name = Faction::ALL[0].name();
        assert!(HOST
            .resolve_deck(&DeckChoice::Preset(name.into()), true)
            .is_ok());
    }
}
