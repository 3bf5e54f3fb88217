//! The terminal client's shared words: who a seat is at a table of any size, the table as a
//! match starts, decision kinds, and `timed_out` messages. Each game's views, events and
//! choices are told by its own words (`render`).

use tavern_protocol::wire::{RawJson, ServerMsg, TimeoutRuling};
use tavern_protocol::{DecisionKind, Seat};

/// The first letter upper case.
pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Whose a seat's things are, for `me`: "your", "the opponent's", "seat n's".
pub fn whose(seat: Seat, me: Option<Seat>) -> String {
    match me {
        Some(m) if m == seat => "your".into(),
        Some(_) => "the opponent's".into(),
        None => format!("seat {}'s", seat.0),
    }
}

/// A snake_case tag in words.
pub fn tag_words(tag: &str) -> String {
    tag.replace('_', " ")
}

/// A decision kind in words, as what a seat is waited for to do.
pub fn decision_words(kind: DecisionKind) -> String {
    match kind {
        DecisionKind::SwitchHand => "switch cards of the opening hand",
        DecisionKind::ChooseActive => "choose the active character",
        DecisionKind::Reroll => "reroll dice",
        DecisionKind::Act => "act",
        DecisionKind::ChooseActiveAfterKnockOut => "choose a new active character",
        DecisionKind::DiscardSupport => "discard a support",
        DecisionKind::PlaceGeneral => "place the general",
        DecisionKind::Redraw => "keep or redraw the opening hand",
        DecisionKind::Search => "search the deck",
        DecisionKind::Counter => "counter, or not",
        DecisionKind::Trap => "trigger a trap, or not",
        DecisionKind::Release => "use the spirit release, or not",
        DecisionKind::ChooseRune => "choose a rune",
        DecisionKind::Defend => "declare defenders",
        DecisionKind::ChooseDamage => "choose the damage",
        DecisionKind::ChooseCasualty => "choose which creature dies",
        DecisionKind::May => "answer a card's \"may\"",
        DecisionKind::Pick => "pick a card",
    }
    .into()
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

/// A `timed_out` message in words, for `me` at a table of `teams` (other messages: nothing).
pub fn timeout(
    msg: &ServerMsg,
    me: Option<Seat>,
    teams: &[u8],
    action_words: impl Fn(&RawJson) -> Option<String>,
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
                .map(|a| {
                    let played = action_words(a).unwrap_or_else(|| a.get().to_string());
                    format!(": the server played \"{played}\"")
                })
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
