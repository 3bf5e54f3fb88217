//! Seven Square's registry entry: a deck is a preset by name or a list of card ids, checked
//! against the construction rules.

use std::sync::OnceLock;

use serde_json::{json, Value};
use tavern_game::dynamic::{new_dyn, DynGame};
use tavern_game::host::{GameHost, Seating};
use tavern_game::SetupError;
use tavern_protocol::seven_square::Deck;
use tavern_protocol::wire::{DeckChoice, GameInfo, RawJson};

use crate::{cards, catalog, presets, SevenSquare};

/// The server's entry for Seven Square.
pub static HOST: SevenSquareHost = SevenSquareHost;

/// Hosts Seven Square (see [`HOST`]).
pub struct SevenSquareHost;

impl GameHost for SevenSquareHost {
    fn id(&self) -> &'static str {
        "seven_square"
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: self.id().into(),
            name: "セブンスクエア (Seven Square)".into(),
            seats: 2,
            setups: self.setups(),
            presets: presets::PRESETS
                .iter()
                .map(|p| p.name.to_string())
                .collect(),
            ..GameInfo::default()
        }
    }

    fn resolve_deck(&self, choice: &DeckChoice, rules: bool) -> Result<Value, String> {
        let deck: Deck = match choice {
            DeckChoice::Preset(name) => presets::by_name(name)
                .ok_or_else(|| format!("no Seven Square preset deck named {name:?}"))?
                .deck(),
            DeckChoice::Cards(v) => serde_json::from_value(v.clone())
                .map_err(|e| format!("not a Seven Square deck ({{cards: [ids]}}): {e}"))?,
            // The server reads a saved deck and hands over the deck saved.
            DeckChoice::Saved(name) => return Err(format!("no saved deck {name:?} here")),
            DeckChoice::Code(_) => {
                return Err("Seven Square decks are a preset name or a list of card ids".into())
            }
        };
        cards::resolve_deck(&deck, rules).map_err(|e| e.to_string())?;
        serde_json::to_value(&deck).map_err(|e| e.to_string())
    }

    fn bot_deck(&self) -> Option<Value> {
        serde_json::to_value(presets::PRESETS.first()?.deck()).ok()
    }

    fn match_config(&self, decks: Vec<Value>, rules: bool, _seating: &Seating) -> Value {
        json!({ "decks": decks, "check_deck_rules": rules })
    }

    fn new_match(
        &self,
        seed: u64,
        seats: usize,
        config: &Value,
    ) -> Result<Box<dyn DynGame>, SetupError> {
        new_dyn::<SevenSquare>(seed, seats, config)
    }

    fn cards(&self) -> RawJson {
        static CARDS: OnceLock<RawJson> = OnceLock::new();
        CARDS
            .get_or_init(|| RawJson::of(&catalog::catalog()))
            .clone()
    }
}
