//! Any game in plain words: a message's tag, then each field, ids named from the game's card
//! list (any object with a numeric `id` and a name in it) and what views carry. The words of a
//! game without words of its own, and of gitcg's events.

use std::collections::HashMap;

use serde_json::Value;
use tavern_protocol::gitcg::View;
use tavern_protocol::wire::RawJson;

use super::GameWords;
use crate::words::{capitalised, tag_words};

/// What an id is called, and what it costs.
#[derive(Default)]
pub struct Names {
    names: HashMap<u64, String>,
    costs: HashMap<u64, String>,
}

impl Names {
    /// Learns every named thing in a card list (any game: every object with a numeric `id` and
    /// a `name`, its `english_name` preferred, and its `cost` if it has one).
    pub fn from_catalog(catalog: &RawJson) -> Names {
        let mut names = Names::default();
        if let Ok(v) = catalog.parse::<Value>() {
            names.learn(&v);
        }
        names
    }

    /// Learns the names a view shows (characters, summons, statuses, supports).
    pub fn learn_view(&mut self, view: &RawJson) {
        if let Ok(v) = view.parse::<Value>() {
            self.learn(&v);
        }
    }

    fn learn(&mut self, v: &Value) {
        match v {
            Value::Object(o) => {
                let name = o
                    .get("english_name")
                    .or_else(|| o.get("name"))
                    .and_then(Value::as_str);
                if let (Some(id), Some(name)) = (o.get("id").and_then(Value::as_u64), name) {
                    self.names.entry(id).or_insert_with(|| name.to_string());
                    if let Some(cost) = o.get("cost").and_then(cost_words) {
                        self.costs.insert(id, cost);
                    }
                }
                o.values().for_each(|x| self.learn(x));
            }
            Value::Array(a) => a.iter().for_each(|x| self.learn(x)),
            _ => {}
        }
    }

    /// The name of `id`, or the id itself when it is not known.
    pub fn name(&self, id: u64) -> String {
        self.names
            .get(&id)
            .cloned()
            .unwrap_or_else(|| format!("#{id}"))
    }

    /// What `id` costs, in words, when the card list says.
    pub fn cost(&self, id: u64) -> Option<&str> {
        self.costs.get(&id).map(String::as_str)
    }
}

/// A cost in words: gitcg's `[{kind, count}]` ("1 Cryo + 2 any") or a plain number.
fn cost_words(cost: &Value) -> Option<String> {
    match cost {
        Value::Array(parts) if parts.is_empty() => Some("free".into()),
        Value::Array(parts) => Some(
            parts
                .iter()
                .map(|p| {
                    let n = p.get("count").and_then(Value::as_u64).unwrap_or(0);
                    let kind = p.get("kind").and_then(Value::as_str).unwrap_or("?");
                    let kind = match kind {
                        "any" | "same" | "energy" => kind.to_string(),
                        element => capitalised(element),
                    };
                    format!("{n} {kind}")
                })
                .collect::<Vec<_>>()
                .join(" + "),
        ),
        Value::Number(n) => Some(format!("{n} magic")),
        _ => None,
    }
}

/// The words of a game without words of its own.
#[derive(Default)]
pub struct Plain {
    names: Names,
    view: Option<RawJson>,
}

impl GameWords for Plain {
    fn learn(&mut self, cards: &RawJson) {
        self.names = Names::from_catalog(cards);
    }

    fn see(&mut self, view: &RawJson) -> bool {
        self.names.learn_view(view);
        self.view = Some(view.clone());
        true
    }

    fn view_lines(&self) -> Vec<String> {
        match self.view.as_ref().and_then(|v| v.parse::<Value>().ok()) {
            Some(Value::Object(o)) => o
                .iter()
                .filter(|(_, x)| !x.is_null())
                .map(|(k, x)| format!("  {}: {}", tag_words(k), field(k, x, &self.names, None)))
                .collect(),
            _ => Vec::new(),
        }
    }

    fn event(&self, event: &RawJson) -> Option<String> {
        event.parse().ok().map(|v| plain(&v, &self.names, None))
    }

    fn action(&self, action: &RawJson) -> Option<String> {
        action.parse().ok().map(|v| plain(&v, &self.names, None))
    }
}

/// Any game's action or event in plain words: its tag, then each field, ids named (and, with
/// a gitcg view, characters addressed by seat and slot named). Empty fields are left out.
pub fn plain(v: &Value, names: &Names, view: Option<&View>) -> String {
    let Some(o) = v.as_object() else {
        return v.to_string();
    };
    let tag = ["action", "event"]
        .iter()
        .find_map(|k| o.get(*k).and_then(Value::as_str))
        .map(tag_words)
        .unwrap_or_default();
    let fields: Vec<String> = o
        .iter()
        .filter(|(k, x)| *k != "action" && *k != "event" && !x.is_null())
        .map(|(k, x)| format!("{} {}", tag_words(k), field(k, x, names, view)))
        .collect();
    let mut out = capitalised(&tag);
    if !fields.is_empty() {
        out.push_str(": ");
        out.push_str(&fields.join(", "));
    }
    out
}

pub fn field(key: &str, v: &Value, names: &Names, view: Option<&View>) -> String {
    match v {
        Value::Number(n) if key != "seat" && key != "slot" => match n.as_u64() {
            Some(id) if names.names.contains_key(&id) => names.name(id),
            _ => n.to_string(),
        },
        Value::String(s) => tag_words(s),
        Value::Array(a) => a
            .iter()
            .map(|x| field(key, x, names, view))
            .collect::<Vec<_>>()
            .join(" "),
        Value::Object(o) => {
            let seat = o.get("seat").and_then(Value::as_u64);
            let slot = o.get("slot").and_then(Value::as_u64);
            let character = match (view, seat, slot) {
                (Some(v), Some(seat), Some(slot)) if o.len() == 2 => v
                    .players
                    .get(seat as usize)
                    .and_then(|p| p.characters.iter().find(|c| u64::from(c.slot) == slot))
                    .map(|c| format!("{} (seat {seat})", c.name)),
                _ => None,
            };
            character.unwrap_or_else(|| {
                o.iter()
                    .filter(|(_, x)| !x.is_null())
                    .map(|(k, x)| format!("{} {}", tag_words(k), field(k, x, names, view)))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
        }
        other => other.to_string(),
    }
}
