//! Each game in words, one module per game: its views, events and choices as a player reads
//! them, with names from the game's card list (`list_cards`, the same list as
//! `GET /api/games/{game}/cards`) or from what the views carry, board positions as players
//! name them, and each choice saying what it does. Only the protocol's types are used, never
//! the engine's.
//!
//! # Layout
//! - this file: [`GameWords`], what every game's words answer, and [`for_game`];
//! - `gitcg`, `summoner_wars`, `gensou`, `seven_square`, `confix`: one game each;
//! - `plain`: any other game, its messages' fields in plain words with ids named.

use tavern_protocol::wire::RawJson;

mod confix;
mod gensou;
mod gitcg;
mod plain;
mod seven_square;
mod summoner_wars;

/// One game's words. A screen hands it the card list once, then each view as it comes; events
/// and choices are read against the views it has seen (the latest, and the one before it for
/// what an event's step removed).
pub trait GameWords: Send {
    /// Learns the game's card list.
    fn learn(&mut self, cards: &RawJson);
    /// Takes the newest view; `false` if it does not read as this game's view.
    fn see(&mut self, view: &RawJson) -> bool;
    /// The latest view in lines: the heading, then each side.
    fn view_lines(&self) -> Vec<String>;
    /// One event in words, `None` when it does not read as this game's event.
    fn event(&self, event: &RawJson) -> Option<String>;
    /// One action (a legal choice, or one played) in words, `None` when it does not read as
    /// this game's action.
    fn action(&self, action: &RawJson) -> Option<String>;
}

/// The words of the game `id` (any game the server may host: one it has no words of its own
/// for is told in plain words).
pub fn for_game(id: &str) -> Box<dyn GameWords> {
    match id {
        "gitcg" => Box::new(gitcg::Gitcg::default()),
        "summoner_wars" => Box::new(summoner_wars::SummonerWars::default()),
        "gensou" => Box::new(gensou::Gensou::default()),
        "seven_square" => Box::new(seven_square::SevenSquare::default()),
        "confix" => Box::new(confix::Confix::default()),
        _ => Box::new(plain::Plain::default()),
    }
}

/// A serde enum value's wire name in words.
pub fn wire_words<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(crate::words::tag_words))
        .unwrap_or_default()
}

/// "1 card", "3 cards".
pub fn count(n: impl Into<u64>, one: &str) -> String {
    match n.into() {
        1 => format!("1 {one}"),
        n => format!("{n} {one}s"),
    }
}

/// Names joined with commas, or `none`.
pub fn listed(names: impl IntoIterator<Item = String>) -> String {
    let names: Vec<String> = names.into_iter().collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}

/// A board drawn in text, `rows` top first: each row is its label and one short mark per
/// column (already padded to `width`), under a header of the column names.
pub fn grid(columns: &[String], rows: Vec<(String, Vec<String>)>, width: usize) -> Vec<String> {
    let label = rows.iter().map(|(l, _)| l.len()).max().unwrap_or(1);
    let mut out = Vec::new();
    let header: Vec<String> = columns.iter().map(|c| format!("{c:^width$}")).collect();
    out.push(format!("    {:label$} {}", "", header.join(" ")));
    for (l, marks) in rows {
        let marks: Vec<String> = marks.iter().map(|m| format!("{m:^width$}")).collect();
        out.push(format!("    {l:>label$} {}", marks.join(" ")));
    }
    out
}

/// A two-letter mark of a name for a board: the initials of its first two words, or the first
/// two letters of a one-word name; capitals for the viewer's own pieces, small letters for the
/// others'.
pub fn mark(name: &str, mine: bool) -> String {
    let words: Vec<&str> = name
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let letters: String = match words.as_slice() {
        [] => "??".into(),
        [one] => one.chars().take(2).collect(),
        [a, b, ..] => a.chars().take(1).chain(b.chars().take(1)).collect(),
    };
    if mine {
        letters.to_uppercase()
    } else {
        letters.to_lowercase()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_mark_takes_the_initials_cased_by_side() {
        assert_eq!(mark("Prince Elien", true), "PE");
        assert_eq!(mark("Archer", false), "ar");
        assert_eq!(mark("Celes, Azure Knight-Commander", false), "ca");
    }
}
