//! Series and decks: how many games a series is played to, when it is decided, which of a
//! player's decks each game may use under the deck mode (open: the one deck; Conquest: not the
//! deck the opponent banned, nor one that already won a game of the series; Duel: no deck used
//! before in the series), and the mode's registration rule (Conquest: no character shared).

use std::collections::HashSet;

use serde_json::Value;
use tavern_protocol::tournaments::DeckMode;

use super::model::{GameStatus, SeriesState};

/// Games a side must win to take a series of `best_of`.
pub fn wins_needed(best_of: u8) -> u8 {
    best_of / 2 + 1
}

/// Drawn games are played again, up to this many games in all; then the series goes by
/// games won (even: drawn, or in an elimination to the higher seed, `a`).
pub fn most_games(best_of: u8) -> usize {
    best_of as usize + 2
}

/// Whether the series is decided now, and how: `Some(Some(side))` won by that side,
/// `Some(None)` drawn.
pub fn result(s: &SeriesState, elimination: bool) -> Option<Option<usize>> {
    let need = wins_needed(s.best_of);
    if s.wins[0] >= need {
        return Some(Some(0));
    }
    if s.wins[1] >= need {
        return Some(Some(1));
    }
    let played = s
        .games
        .iter()
        .filter(|g| matches!(g.status, GameStatus::Finished | GameStatus::Awarded))
        .count();
    if played < most_games(s.best_of) {
        return None;
    }
    Some(match s.wins[0].cmp(&s.wins[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal if elimination => Some(0),
        std::cmp::Ordering::Equal => None,
    })
}

/// The decks (positions) `side` may play in the series' next game. If the mode's rules leave
/// none (Duel after drawn games), every deck not banned may be played again.
pub fn available(mode: DeckMode, s: &SeriesState, side: usize, decks: usize) -> Vec<u8> {
    let entrant = s.entrant(side);
    let banned = s.bans[1 - side];
    let not_banned: Vec<u8> = (0..decks as u8).filter(|d| Some(*d) != banned).collect();
    let mut retired: HashSet<u8> = HashSet::new();
    for g in &s.games {
        let Some(seat) = g.seats.iter().position(|&e| Some(e) == entrant) else {
            continue;
        };
        let counts = match mode {
            DeckMode::Open => false,
            DeckMode::Conquest { .. } => {
                g.winner.is_some() && g.winner == entrant && g.status != GameStatus::Void
            }
            DeckMode::Duel { .. } => {
                matches!(g.status, GameStatus::Finished | GameStatus::Awarded)
            }
        };
        if counts {
            retired.insert(g.decks[seat]);
        }
    }
    let left: Vec<u8> = not_banned
        .iter()
        .copied()
        .filter(|d| !retired.contains(d))
        .collect();
    if left.is_empty() {
        not_banned
    } else {
        left
    }
}

/// A deck's characters, where the game's decks name them (gitcg's `characters`).
pub fn characters(deck: &Value) -> Vec<String> {
    units(deck, "characters")
}

/// A deck's cards (gitcg: its action cards), each once.
pub fn cards(deck: &Value) -> Vec<String> {
    let mut seen = HashSet::new();
    units(deck, "cards")
        .into_iter()
        .filter(|c| seen.insert(c.clone()))
        .collect()
}

fn units(deck: &Value, key: &str) -> Vec<String> {
    deck.get(key)
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .map(|v| match v {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The mode's rule for a player's decks: Conquest's decks share no character (and no two are
/// the same deck). The message names the character.
pub fn check_mode(mode: DeckMode, decks: &[Value]) -> Result<(), String> {
    if let DeckMode::Conquest { .. } = mode {
        let mut seen: HashSet<String> = HashSet::new();
        for (i, d) in decks.iter().enumerate() {
            if decks[..i].contains(d) {
                return Err(format!("deck {} is the same as an earlier deck", i + 1));
            }
            for c in characters(d) {
                if !seen.insert(c.clone()) {
                    return Err(format!(
                        "character {c} is in more than one deck (Conquest: decks share no \
                         character)"
                    ));
                }
            }
        }
    }
    Ok(())
}
