//! 幻想梦斗符's registry entry: a deck is a preset chosen by name or a card list (with an
//! optional starter), checked against the deck rules.

use std::sync::OnceLock;

use serde_json::{json, Value};
use tavern_game::dynamic::{new_dyn, DynGame};
use tavern_game::host::{GameHost, Seating};
use tavern_game::SetupError;
use tavern_protocol::gensou::Deck;
use tavern_protocol::wire::{DeckChoice, GameInfo, RawJson};

use crate::{catalog, deck, presets, Gensou};

/// The server's entry for 幻想梦斗符.
pub static HOST: GensouHost = GensouHost;

/// Hosts 幻想梦斗符 (see [`HOST`]).
pub struct GensouHost;

impl GameHost for GensouHost {
    fn id(&self) -> &'static str {
        "gensou"
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: self.id().into(),
            name: "幻想梦斗符 (Gensou Mutoufu)".into(),
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
                .ok_or_else(|| format!("no preset deck named {name:?}"))?
                .deck(),
            DeckChoice::Cards(v) => serde_json::from_value(v.clone())
                .map_err(|e| format!("not a 幻想梦斗符 deck ({{cards, starter?}}): {e}"))?,
            // The server reads a saved deck and hands over the deck saved.
            DeckChoice::Saved(name) => return Err(format!("no saved deck {name:?} here")),
            DeckChoice::Code(_) => {
                return Err("幻想梦斗符 decks are a preset name or a card list".into())
            }
        };
        deck::check(&deck, rules).map_err(|e| e.to_string())?;
        serde_json::to_value(&deck).map_err(|e| e.to_string())
    }

    fn bot_deck(&self) -> Option<Value> {
        serde_json::to_value(presets::PRESETS.first()?.deck()).ok()
    }

    fn match_config(&self, decks: Vec<Value>, rules: bool, _seating: &Seating) -> Value {
        json!({"decks": decks, "options": {"check_deck_rules": rules}})
    }

    fn new_match(
        &self,
        seed: u64,
        seats: usize,
        config: &Value,
    ) -> Result<Box<dyn DynGame>, SetupError> {
        new_dyn::<Gensou>(seed, seats, config)
    }

    fn cards(&self) -> RawJson {
        static CARDS: OnceLock<RawJson> = OnceLock::new();
        CARDS
            .get_or_init(|| RawJson::of(&catalog::catalog()))
            .clone()
    }
}
