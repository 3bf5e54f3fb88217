//! The terminal client's words: views, events, choices and timeouts as a player reads them,
//! with names instead of ids (from the game's card list and the view itself), the round as
//! players count it, and each choice's cost. Any game gets names and plain words; gitcg
//! views and actions get sentences of their own.

use std::collections::HashMap;

use serde_json::Value;
use tavern_protocol::gitcg::{Action, DieFace, Phase, PlayerView, Side, Target, View};
use tavern_protocol::wire::{RawJson, ServerMsg, TimeoutRuling};
use tavern_protocol::{DecisionKind, Seat};

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

    fn cost(&self, id: u64) -> Option<&str> {
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

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A snake_case tag in words.
fn tag_words(tag: &str) -> String {
    tag.replace('_', " ")
}

/// A decision kind in words.
pub fn decision_words(kind: DecisionKind) -> String {
    tag_words(kind.as_str())
}

fn face(f: DieFace) -> String {
    serde_json::to_value(f)
        .ok()
        .and_then(|v| v.as_str().map(capitalised))
        .unwrap_or_default()
}

fn faces(dice: &[DieFace]) -> String {
    if dice.is_empty() {
        return "none".into();
    }
    dice.iter().map(|f| face(*f)).collect::<Vec<_>>().join(" ")
}

/// Who a seat is, for `me`.
pub fn who(seat: Seat, me: Option<Seat>) -> String {
    match me {
        Some(m) if m == seat => "you".into(),
        Some(_) => format!("the opponent (seat {})", seat.0),
        None => format!("seat {}", seat.0),
    }
}

/// Who a seat is, for `me`, at a table of any size: you, the opponent (two seats), or a
/// teammate or an opponent named with its team.
pub fn who_at_table(seat: Seat, me: Option<Seat>, teams: &[u8]) -> String {
    if teams.len() <= 2 {
        return who(seat, me);
    }
    let team = |s: Seat| teams.get(s.index()).copied();
    match me {
        Some(m) if m == seat => "you".into(),
        Some(m) if team(m).is_some() && team(m) == team(seat) => {
            format!("your teammate (seat {})", seat.0)
        }
        _ => match team(seat) {
            Some(t) => format!("seat {} (team {t})", seat.0),
            None => format!("seat {}", seat.0),
        },
    }
}

/// The table as the match starts: our seat, and the teams where seats play in teams.
pub fn table(me: Option<Seat>, teams: &[u8]) -> String {
    let mut by_team: Vec<(u8, Vec<String>)> = Vec::new();
    for (i, &t) in teams.iter().enumerate() {
        match by_team.iter_mut().find(|(team, _)| *team == t) {
            Some((_, seats)) => seats.push(i.to_string()),
            None => by_team.push((t, vec![i.to_string()])),
        }
    }
    by_team.sort();
    let mut out = me
        .map(|s| format!(" · you sit in seat {}", s.0))
        .unwrap_or_default();
    if by_team.iter().any(|(_, seats)| seats.len() > 1) {
        let listed: Vec<String> = by_team
            .iter()
            .map(|(t, seats)| format!("team {t}: seats {}", seats.join(", ")))
            .collect();
        out.push_str(&format!(" · {}", listed.join("; ")));
    }
    out
}

/// The heading of a gitcg view: the round as players count it (the opening before round 1),
/// the phase, and whose turn it is.
pub fn heading(v: &View, me: Option<Seat>) -> String {
    let round = match v.round {
        0 => "opening".to_string(),
        n => format!("round {n}"),
    };
    let phase = serde_json::to_value(v.phase)
        .ok()
        .and_then(|p| p.as_str().map(tag_words))
        .unwrap_or_default();
    let turn = match (v.turn, v.phase) {
        (Some(t), Phase::Action) => format!(" · {} to act", who(t, me)),
        _ => String::new(),
    };
    format!("— {round} · {phase}{turn}")
}

/// A gitcg view in lines: each side's dice, hand (by name), deck and characters.
pub fn view_lines(v: &View, names: &Names) -> Vec<String> {
    let me = v.viewer.seat();
    let mut out = vec![heading(v, me)];
    for p in &v.players {
        out.push(format!(
            "  {}: dice {} · hand {} · deck {}{}",
            who(p.seat, me),
            p.dice
                .map(|d| faces(&d.faces()))
                .unwrap_or_else(|| p.dice_count.to_string()),
            p.hand
                .as_ref()
                .map(|h| h
                    .iter()
                    .map(|c| names.name(c.0.into()))
                    .collect::<Vec<_>>()
                    .join(", "))
                .unwrap_or_else(|| format!("{} cards", p.hand_count)),
            p.deck_count,
            if p.declared_end {
                " · ended the round"
            } else {
                ""
            }
        ));
        for c in &p.characters {
            let aura: Vec<String> = c
                .aura
                .iter()
                .filter_map(|e| serde_json::to_value(e).ok())
                .filter_map(|e| e.as_str().map(capitalised))
                .collect();
            out.push(format!(
                "    {}{} hp {}/{} energy {}/{}{}{}",
                if c.active { "* " } else { "  " },
                c.name,
                c.hp,
                c.max_hp,
                c.energy,
                c.max_energy,
                if aura.is_empty() {
                    String::new()
                } else {
                    format!(" aura {}", aura.join("+"))
                },
                if c.alive { "" } else { " (knocked out)" }
            ));
        }
        for (zone, list) in [("summons", &p.summons), ("supports", &p.supports)] {
            if !list.is_empty() {
                let s: Vec<String> = list
                    .iter()
                    .map(|e| match e.usage {
                        Some(u) => format!("{} ({u})", e.name),
                        None => e.name.to_string(),
                    })
                    .collect();
                out.push(format!("    {zone}: {}", s.join(", ")));
            }
        }
    }
    out
}

fn character_name(p: Option<&PlayerView>, slot: u8) -> String {
    p.and_then(|p| p.characters.iter().find(|c| c.slot == slot))
        .map(|c| c.name.to_string())
        .unwrap_or_else(|| format!("character {slot}"))
}

/// "cost 1 Pyro + 2 any, paying Pyro Pyro Omni" (or what is known of it).
fn payment(cost: Option<&str>, dice: &[DieFace]) -> String {
    match (cost, dice.is_empty()) {
        (Some("free") | None, true) => "free".into(),
        (Some(c), true) => format!("cost {c}, nothing to pay"),
        (Some(c), false) => format!("cost {c}, paying {}", faces(dice)),
        (None, false) => format!("paying {}", faces(dice)),
    }
}

/// A gitcg action in words, with what it costs.
pub fn gitcg_action(a: &Action, view: Option<&View>, names: &Names) -> String {
    let me = view.and_then(|v| v.viewer.seat());
    let own = view.and_then(|v| me.and_then(|s| v.players.get(s.index())));
    let other = view.and_then(|v| me.and_then(|s| v.players.get(s.other().index())));
    match a {
        Action::SwitchHand { cards } if cards.is_empty() => "Keep your hand".into(),
        Action::SwitchHand { cards } => {
            let hand = own.and_then(|p| p.hand.as_ref());
            let picked: Vec<String> = cards
                .indices()
                .iter()
                .map(|&i| {
                    hand.and_then(|h| h.get(i as usize))
                        .map(|c| names.name(c.0.into()))
                        .unwrap_or_else(|| format!("card {i}"))
                })
                .collect();
            format!("Switch {}", picked.join(", "))
        }
        Action::ChooseActive { slot } => {
            format!("Choose {} as active character", character_name(own, *slot))
        }
        Action::Reroll { dice } if dice.is_empty() => "Keep your dice".into(),
        Action::Reroll { dice } => format!("Reroll {}", faces(&dice.faces())),
        Action::UseSkill { skill, dice } => format!(
            "Use {} ({})",
            names.name(skill.0.into()),
            payment(names.cost(skill.0.into()), &dice.faces())
        ),
        Action::Switch { slot, dice } => format!(
            "Switch to {} ({})",
            character_name(own, *slot),
            payment(None, &dice.faces())
        ),
        Action::PlayCard {
            card,
            target,
            second,
            dice,
        } => {
            let words = |t: &Option<Target>| match t {
                Some(Target::Character { side, slot }) => {
                    let (whose, p) = match side {
                        Side::Own => ("your", own),
                        Side::Opponent => ("the opponent's", other),
                    };
                    format!("{whose} {}", character_name(p, *slot))
                }
                Some(Target::Summon { side, slot }) => {
                    let (whose, p) = match side {
                        Side::Own => ("your", own),
                        Side::Opponent => ("the opponent's", other),
                    };
                    let summon = p
                        .and_then(|p| p.summons.get(*slot as usize))
                        .map(|s| s.name.to_string())
                        .unwrap_or_else(|| format!("summon {slot}"));
                    format!("{whose} {summon}")
                }
                Some(Target::Support { side, slot }) => {
                    let whose = match side {
                        Side::Own => "your",
                        Side::Opponent => "the opponent's",
                    };
                    format!("{whose} support {}", slot + 1)
                }
                None => String::new(),
            };
            let mut on = match target {
                Some(_) => format!(" on {}", words(target)),
                None => String::new(),
            };
            if second.is_some() {
                on.push_str(&format!(", then {}", words(second)));
            }
            format!(
                "Play {}{on} ({})",
                names.name(card.0.into()),
                payment(names.cost(card.0.into()), &dice.faces())
            )
        }
        Action::Tune { card, die } => format!(
            "Tune: discard {} to turn one {} die into your active character's element",
            names.name(card.0.into()),
            face(*die)
        ),
        Action::DeclareEnd => "Declare the end of your round".into(),
        Action::DiscardSupport { slot } => {
            let support = own
                .and_then(|p| p.supports.get(*slot as usize))
                .map(|s| s.name.to_string())
                .unwrap_or_else(|| format!("support {slot}"));
            format!("Discard {support} to make room")
        }
        Action::Pick { option } => {
            let card = own
                .and_then(|p| p.picking.get(*option as usize))
                .map(|c| names.name(c.0.into()))
                .unwrap_or_else(|| format!("option {option}"));
            format!("Pick {card}")
        }
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

fn field(key: &str, v: &Value, names: &Names, view: Option<&View>) -> String {
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

/// A choice in words: gitcg sentences, plain words for other games.
pub fn choice(a: &RawJson, view: Option<&View>, names: &Names) -> String {
    if let (Some(_), Ok(action)) = (view, a.parse::<Action>()) {
        return gitcg_action(&action, view, names);
    }
    a.parse::<Value>()
        .map(|v| plain(&v, names, view))
        .unwrap_or_else(|_| a.get().to_string())
}

/// A `timed_out` message in words, for `me` at a table of `teams` (other messages: nothing).
pub fn timeout(
    msg: &ServerMsg,
    me: Option<Seat>,
    teams: &[u8],
    view: Option<&View>,
    names: &Names,
) -> Option<String> {
    let ServerMsg::TimedOut {
        seat,
        decision,
        ruling,
        action,
        timeouts_left,
        ..
    } = msg
    else {
        return None;
    };
    let ran_out = format!(
        "{} ran out of time ({})",
        who_at_table(*seat, me, teams),
        decision_words(*decision)
    );
    Some(match ruling {
        TimeoutRuling::Forfeit if teams.len() > 2 => {
            format!("{ran_out}, too many times in a row: that seat forfeits and is out")
        }
        TimeoutRuling::Forfeit => format!("{ran_out}, too many times in a row: forfeit"),
        TimeoutRuling::DefaultAction => {
            let played = action
                .as_ref()
                .map(|a| format!(": the server played \"{}\"", choice(a, view, names)))
                .unwrap_or_else(|| ": the server answered by the rules".into());
            let warning = match timeouts_left {
                1 => "; the next timeout in a row forfeits".to_string(),
                n => format!("; {n} more timeouts in a row forfeit"),
            };
            format!("{ran_out}{played}{warning}")
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_a_table_in_teams_seats_are_named_by_team() {
        let teams = [0, 1, 0, 1];
        let me = Some(Seat(0));
        assert_eq!(who_at_table(Seat(0), me, &teams), "you");
        assert_eq!(who_at_table(Seat(2), me, &teams), "your teammate (seat 2)");
        assert_eq!(who_at_table(Seat(3), me, &teams), "seat 3 (team 1)");
        assert_eq!(who_at_table(Seat(1), None, &teams), "seat 1 (team 1)");
        assert_eq!(
            who_at_table(Seat(1), me, &[0, 1]),
            "the opponent (seat 1)",
            "two seats speak as before"
        );
    }

    #[test]
    fn the_table_lists_teams_only_where_a_team_has_several_seats() {
        assert_eq!(
            table(Some(Seat(1)), &[0, 1, 0, 1]),
            " · you sit in seat 1 · team 0: seats 0, 2; team 1: seats 1, 3"
        );
        assert_eq!(table(Some(Seat(0)), &[0, 1]), " · you sit in seat 0");
        assert_eq!(table(None, &[0, 1, 2, 3]), "");
    }
}
