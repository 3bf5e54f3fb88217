//! Project Confix's registry entry: a deck is a preset by name or a class and card list; a
//! room chooses among the seven setups ([`Mode`]: the rulebook's six and five alone, 1v1 first), with teams by seat or
//! drawn at random by the engine's seeded generator (the rulebook's coloured-card draw).

use std::sync::OnceLock;

use serde_json::{json, Value};
use tavern_game::dynamic::{new_dyn, DynGame};
use tavern_game::host::{GameHost, Seating, Teams};
use tavern_game::SetupError;
use tavern_protocol::confix::{Deck, Mode};
use tavern_protocol::wire::{DeckChoice, GameInfo, RawJson, SetupInfo};

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
            seats: Mode::ALL[0].seats() as u8,
            setups: self.setups(),
            presets: presets::PRESETS
                .iter()
                .map(|p| p.name.to_string())
                .collect(),
            ..GameInfo::default()
        }
    }

    fn setups(&self) -> Vec<SetupInfo> {
        Mode::ALL.iter().map(|&m| setup_info(m)).collect()
    }

    fn resolve_deck(&self, choice: &DeckChoice, rules: bool) -> Result<Value, String> {
        let d: Deck = match choice {
            DeckChoice::Preset(name) => presets::by_name(name)
                .ok_or_else(|| format!("no Project Confix preset named {name:?}"))?
                .deck(),
            DeckChoice::Cards(v) => serde_json::from_value(v.clone())
                .map_err(|e| format!("not a Project Confix deck ({{class, cards}}): {e}"))?,
            // The server reads a saved deck and hands over the deck saved.
            DeckChoice::Saved(name) => return Err(format!("no saved deck {name:?} here")),
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

    fn match_config(&self, decks: Vec<Value>, rules: bool, seating: &Seating) -> Value {
        // The server checked the setup among ours; a name it could not have sent falls back
        // to the setup for the number of decks, which `new` checks again like any config.
        let mode = Mode::ALL
            .into_iter()
            .find(|&m| mode_id(m) == seating.setup)
            .or_else(|| Mode::for_seats(decks.len()))
            .unwrap_or(Mode::OneVOne);
        let (teams, random_teams) = match &seating.teams {
            Teams::BySeat(teams) => (teams.clone(), false),
            Teams::Drawn => (Vec::new(), true),
        };
        json!({
            "decks": decks,
            "mode": mode,
            "teams": teams,
            "options": { "check_deck_rules": rules, "random_teams": random_teams },
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

/// A setup's id on the wire: the mode's own name (`two_v_two`).
fn mode_id(mode: Mode) -> String {
    serde_json::to_value(mode)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// A mode as the lobby offers it. Teams of one seat are not drawn: a draw would change nothing
/// but the numbers.
fn setup_info(mode: Mode) -> SetupInfo {
    let name = match mode {
        Mode::FreeForAll => "Free for all (4 players)".to_string(),
        Mode::FiveFreeForAll => "Free for all (5 players)".to_string(),
        m => vec![m.team_size().to_string(); m.teams()].join(" vs "),
    };
    SetupInfo {
        id: mode_id(mode),
        name,
        seats: mode.seats() as u8,
        teams: mode.default_teams(),
        random_teams: mode.team_size() > 1,
    }
}
