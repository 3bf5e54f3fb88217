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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournaments::model::GameState;

    fn game(seats: [usize; 2], decks: [u8; 2], winner: Option<usize>) -> GameState {
        GameState {
            match_id: String::new(),
            room_id: String::new(),
            seats,
            decks,
            status: GameStatus::Finished,
            winner,
            created_at_ms: 0,
        }
    }

    #[test]
    fn conquest_retires_a_deck_that_won_and_the_banned_one_duel_every_deck_played() {
        let mut s = SeriesState::new(0, 10, Some(20), 3);
        s.bans = [Some(0), Some(2)]; // a bans b's deck 0, b bans a's deck 2
        let conquest = DeckMode::Conquest { decks: 3 };
        assert_eq!(available(conquest, &s, 0, 3), [0, 1]);
        assert_eq!(available(conquest, &s, 1, 3), [1, 2]);
        // a wins with deck 1 (in seat 1), b loses with deck 2 (seat 0).
        s.games.push(game([20, 10], [2, 1], Some(10)));
        assert_eq!(
            available(conquest, &s, 0, 3),
            [0],
            "a's winning deck is retired"
        );
        assert_eq!(
            available(conquest, &s, 1, 3),
            [1, 2],
            "b's losing deck stays"
        );
        let duel = DeckMode::Duel { decks: 3 };
        let mut d = SeriesState::new(0, 10, Some(20), 3);
        d.games.push(game([10, 20], [0, 1], Some(10)));
        assert_eq!(available(duel, &d, 0, 3), [1, 2]);
        assert_eq!(
            available(duel, &d, 1, 3),
            [0, 2],
            "every deck played is retired"
        );
    }

    #[test]
    fn a_series_is_won_at_a_majority_and_drawn_games_are_played_again_up_to_two_more() {
        let mut s = SeriesState::new(0, 1, Some(2), 3);
        s.wins = [1, 1];
        assert_eq!(result(&s, false), None);
        s.wins = [2, 1];
        assert_eq!(result(&s, false), Some(Some(0)));
        let mut drawn = SeriesState::new(0, 1, Some(2), 1);
        for _ in 0..3 {
            drawn.games.push(game([1, 2], [0, 0], None));
        }
        assert_eq!(result(&drawn, false), Some(None), "Swiss: a drawn series");
        assert_eq!(
            result(&drawn, true),
            Some(Some(0)),
            "elimination: the higher seed"
        );
        let pyro = serde_json::json!({"characters": [1301, 1302, 1303], "cards": []});
        let starter = serde_json::json!({"characters": [1301, 1103, 1501], "cards": []});
        let conquest = DeckMode::Conquest { decks: 2 };
        assert!(check_mode(conquest, &[pyro.clone(), starter.clone()]).is_err());
        assert!(check_mode(DeckMode::Duel { decks: 2 }, &[pyro, starter]).is_ok());
    }
}
