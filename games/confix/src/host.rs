//! Project Confix's registry entry: a deck is a preset by name or a class and card list.
//!
//! The lobby hosts 2-seat rooms of every game today, so [`GameHost::info`] says 2 seats; the
//! engine already plays every setup from 2 to 6 seats, and [`GameHost::match_config`] chooses
//! the setup from the number of decks ([`Mode::for_seats`]: 2 → 1v1, 3 → 1v1v1, 4 → 2v2,
//! 6 → 3v3) with the default seating, so a lobby with more seats needs no change here.

use std::sync::OnceLock;

use serde_json::{json, Value};
use tavern_game::dynamic::{new_dyn, DynGame};
use tavern_game::host::GameHost;
use tavern_game::SetupError;
use tavern_protocol::confix::{Deck, Mode};
use tavern_protocol::wire::{DeckChoice, GameInfo, RawJson};

use crate::{catalog, deck, presets, Confix};

/// The server's entry for Project Confix.
pub static HOST: ConfixHost = ConfixHost;

/// Hosts Project Confix (see [`HOST`]).
pub struct ConfixHost;

impl GameHost for ConfixHost {
    fn id(&self) -> &'static str {
        "confix"
    }

    fn info(&self) -> GameInfo {
        GameInfo {
            id: self.id().into(),
            name: "Project Confix".into(),
            seats: 2,
            presets: presets::PRESETS
                .iter()
                .map(|p| p.name.to_string())
                .collect(),
            ..GameInfo::default()
        }
    }

    fn resolve_deck(&self, choice: &DeckChoice, rules: bool) -> Result<Value, String> {
        let d: Deck = match choice {
            DeckChoice::Preset(name) => presets::by_name(name)
                .ok_or_else(|| format!("no Project Confix preset named {name:?}"))?
                .deck(),
            DeckChoice::Cards(v) => serde_json::from_value(v.clone())
                .map_err(|e| format!("not a Project Confix deck ({{class, cards}}): {e}"))?,
            DeckChoice::Code(_) => {
                return Err(
                    "Project Confix decks are a preset name or a class and card list".into(),
                )
            }
        };
        deck::validate(&d, rules).map_err(|e| e.to_string())?;
        serde_json::to_value(d).map_err(|e| e.to_string())
    }

    fn bot_deck(&self) -> Option<Value> {
        serde_json::to_value(presets::PRESETS.first()?.deck()).ok()
    }

    fn match_config(&self, decks: Vec<Value>, rules: bool) -> Value {
        let mode = Mode::for_seats(decks.len()).unwrap_or(Mode::OneVOne);
        json!({
            "decks": decks,
            "mode": mode,
            "options": { "check_deck_rules": rules },
        })
    }

    fn new_match(
        &self,
        seed: u64,
        seats: usize,
        config: &Value,
    ) -> Result<Box<dyn DynGame>, SetupError> {
        new_dyn::<Confix>(seed, seats, config)
    }

    fn cards(&self) -> RawJson {
        static CARDS: OnceLock<RawJson> = OnceLock::new();
        CARDS
            .get_or_init(|| RawJson::of(&catalog::catalog()))
            .clone()
    }
}
