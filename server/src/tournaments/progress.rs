//! How a tournament moves on, given how its live games' matches ended: results recorded
//! (no-shows decided), series decided, the Conquest ban step under its clock, each series'
//! next game (each side's deck as chosen, under the mode's rules), each next round, the end.
//! Pure: it changes the state and notes the change's audit entries and matches to start or
//! abort; the runner stores and acts on them.

use std::collections::{HashMap, HashSet};

use tavern_protocol::tournaments::{DeckMode, Format, Status};
use tavern_protocol::{BotLevel, EndReason, Outcome, Seat};

use super::audit::{Change, Launch, SERVER};
use super::model::{GameState, GameStatus, RoundState, SeriesState, State};
use super::runner::Ended;
use super::{pairing, series, standings};
use crate::lobby::ServerSeat;

/// Moves a tournament on as far as it can go now.
/// `present`: the accounts whose players can be seated now.
pub fn advance(
    state: &mut State,
    ended: &HashMap<String, Ended>,
    present: &HashSet<String>,
    now: i64,
    ch: &mut Change,
) {
    if !matches!(state.status, Status::Running | Status::Paused) {
        return;
    }
    record_games(state, ended, present, now, ch);
    decide_series(state, ch);
    if state.status == Status::Paused {
        return;
    }
    run_bans(state, now, ch);
    start_games(state, now, ch);
    next_round(state, now, ch);
}

fn record_games(
    state: &mut State,
    ended: &HashMap<String, Ended>,
    present: &HashSet<String>,
    now: i64,
    ch: &mut Change,
) {
    // The account of each entrant who plays in person.
    let in_person: Vec<Option<String>> = state
        .entrants
        .iter()
        .map(|e| e.account.clone().filter(|_| !e.bot))
        .collect();
    let no_show_ms = i64::from(state.settings.no_show_secs.unwrap_or(120)) * 1000;
    let Some(round) = state.rounds.last_mut() else {
        return;
    };
    let mut log = Vec::new();
    let mut relaunch = Vec::new();
    for s in &mut round.series {
        let (a, b) = (s.a, s.b);
        for g in &mut s.games {
            if g.status != GameStatus::Live {
                continue;
            }
            match ended.get(&g.match_id) {
                Some(Ended::Finished(Some(Outcome::Draw {
                    reason: EndReason::Aborted,
                })))
                | Some(Ended::Gone) => {
                    g.status = GameStatus::Void;
                    log.push((
                        "game_void",
                        format!("match {} could not be played; played again", g.match_id),
                    ));
                }
                Some(Ended::Finished(outcome)) => {
                    g.status = GameStatus::Finished;
                    g.winner = match outcome {
                        Some(Outcome::Win { winners, .. }) => {
                            winners.first().map(|w: &Seat| g.seats[w.index().min(1)])
                        }
                        _ => None,
                    };
                    if let Some(w) = g.winner {
                        if w == a {
                            s.wins[0] += 1;
                        } else if Some(w) == b {
                            s.wins[1] += 1;
                        }
                    }
                    log.push(("game_finished", g.match_id.clone()));
                }
                Some(Ended::NotStarted) => {
                    let absent: Vec<usize> = g
                        .seats
                        .iter()
                        .copied()
                        .filter(|&e| in_person[e].as_ref().is_some_and(|a| !present.contains(a)))
                        .collect();
                    if absent.is_empty() {
                        relaunch.push((s.table, g.clone()));
                    } else if now - g.created_at_ms >= no_show_ms {
                        // A no-show loses the game; if both are absent, nobody wins it.
                        g.status = GameStatus::Awarded;
                        g.winner = match absent[..] {
                            [one] => g.seats.iter().copied().find(|&e| e != one),
                            _ => None,
                        };
                        if let Some(w) = g.winner {
                            s.wins[usize::from(Some(w) == b)] += 1;
                        }
                        log.push(("no_show", g.match_id.clone()));
                    }
                }
                None => {}
            }
        }
    }
    let number = round.number;
    let mut names = Vec::new();
    for (action, detail) in log {
        names.push((action, detail));
    }
    for (action, detail) in names {
        let detail = if action == "game_finished" || action == "no_show" {
            describe_game(state, number, &detail)
        } else {
            detail
        };
        ch.log(state, SERVER, action, detail);
    }
    for (_, g) in relaunch {
        ch.launch.push(launch_of(state, &g));
    }
}

fn describe_game(state: &State, round: u16, match_id: &str) -> String {
    let Some(g) = state
        .rounds
        .iter()
        .flat_map(|r| &r.series)
        .flat_map(|s| &s.games)
        .find(|g| g.match_id == match_id)
    else {
        return match_id.to_string();
    };
    let name = |i: usize| state.entrants[i].name.as_str();
    format!(
        "round {round}: match {match_id}, {} (deck {}) v {} (deck {}): {}",
        name(g.seats[0]),
        g.decks[0] + 1,
        name(g.seats[1]),
        g.decks[1] + 1,
        match g.winner {
            Some(w) => format!("{} won", name(w)),
            None => "drawn".into(),
        }
    )
}

fn decide_series(state: &mut State, ch: &mut Change) {
    let elimination = state.settings.format == Format::Elimination;
    let dq: Vec<bool> = state.entrants.iter().map(|e| e.disqualified).collect();
    let Some(round) = state.rounds.last_mut() else {
        return;
    };
    let number = round.number;
    let mut log = Vec::new();
    for s in &mut round.series {
        if s.decided() {
            continue;
        }
        let Some(b) = s.b else {
            s.winner = Some(s.a);
            continue;
        };
        let decided = match (dq[s.a], dq[b]) {
            (true, true) => Some(if elimination { Some(0) } else { None }),
            (true, false) => Some(Some(1)),
            (false, true) => Some(Some(0)),
            (false, false) => series::result(s, elimination),
        };
        let Some(side) = decided else { continue };
        for g in &mut s.games {
            if g.status == GameStatus::Live {
                g.status = GameStatus::Void;
                ch.abort.push(g.match_id.clone());
            }
        }
        match side {
            Some(side) => s.winner = s.entrant(side),
            None => s.drawn = true,
        }
        log.push((s.table, s.winner, s.wins));
    }
    for (table, winner, wins) in log {
        let detail = format!(
            "round {number} table {table}: {} ({}-{})",
            match winner {
                Some(w) => format!("{} won", state.entrants[w].name),
                None => "drawn".into(),
            },
            wins[0],
            wins[1]
        );
        ch.log(state, SERVER, "series_decided", detail);
    }
}

/// The ban a side's entrant gets when it bans no deck in time (or is a bot without an
/// account): spread over the opponent's decks by table and side.
fn drawn_ban(round: u16, table: u16, side: usize, decks: usize) -> u8 {
    ((usize::from(round) * 7 + usize::from(table) * 3 + side) % decks.max(1)) as u8
}

fn run_bans(state: &mut State, now: i64, ch: &mut Change) {
    let DeckMode::Conquest { decks } = state.settings.deck_mode else {
        return;
    };
    let ban_ms = i64::from(state.settings.ban_secs.unwrap_or(60)) * 1000;
    let Some(round) = state.rounds.last_mut() else {
        return;
    };
    let number = round.number;
    let mut log = Vec::new();
    for s in &mut round.series {
        if s.decided() || s.b.is_none() || s.bans.iter().all(Option::is_some) {
            continue;
        }
        let due = *s.bans_due_ms.get_or_insert(now + ban_ms);
        for side in 0..2 {
            if s.bans[side].is_some() {
                continue;
            }
            let Some(e) = s.entrant(side) else { continue };
            let is_bot = state.entrants[e].account.is_none();
            if is_bot || now >= due {
                let ban = drawn_ban(number, s.table, side, decks as usize);
                s.bans[side] = Some(ban);
                log.push((e, ban, s.table, is_bot));
            }
        }
        if s.bans.iter().all(Option::is_some) {
            s.bans_due_ms = None;
        }
    }
    for (e, ban, table, is_bot) in log {
        let name = state.entrants[e].name.clone();
        let detail = format!(
            "round {number} table {table}: {name} banned the opponent's deck {}{}",
            ban + 1,
            if is_bot {
                ""
            } else {
                " (drawn: no ban in time)"
            }
        );
        ch.log(state, SERVER, "banned", detail);
    }
}

/// What starting a game's match takes.
fn launch_of(state: &State, g: &GameState) -> Launch {
    Launch {
        room_id: g.room_id.clone(),
        match_id: g.match_id.clone(),
        seats: server_seats(state, g),
        in_person: g.seats.iter().map(|&e| !state.entrants[e].bot).collect(),
    }
}

/// The seats of a game's match.
fn server_seats(state: &State, g: &GameState) -> Vec<ServerSeat> {
    let level = state.settings.bot_level.unwrap_or(BotLevel::Greedy);
    g.seats
        .iter()
        .zip(g.decks)
        .map(|(&e, d)| {
            let entry = &state.entrants[e];
            ServerSeat {
                player: None,
                name: entry.name.clone(),
                deck: entry.decks.get(d as usize).cloned().unwrap_or_default(),
                account: entry.account.clone(),
                level,
            }
        })
        .collect()
}

fn new_id() -> String {
    uuid::Uuid::now_v7().simple().to_string()
}

fn start_games(state: &mut State, now: i64, ch: &mut Change) {
    let mode = state.settings.deck_mode;
    let decks = mode.decks();
    let Some(round) = state.rounds.last_mut() else {
        return;
    };
    let number = round.number;
    let mut made = Vec::new();
    for s in &mut round.series {
        let Some(b) = s.b else { continue };
        if s.decided() || s.live().is_some() || s.bans_due_ms.is_some() {
            continue;
        }
        if matches!(mode, DeckMode::Conquest { .. }) && s.bans.iter().any(Option::is_none) {
            continue;
        }
        // Each side plays the deck it chose if the rules allow it now, else the first allowed.
        let mut choose = |side: usize| {
            let allowed = series::available(mode, s, side, decks);
            let pick = s.picks[side].take().filter(|d| allowed.contains(d));
            pick.unwrap_or(allowed[0])
        };
        let (first, second) = (choose(0), choose(1));
        // The sides take turns in the first seat, game by game.
        let played = s
            .games
            .iter()
            .filter(|g| g.status != GameStatus::Void)
            .count();
        let (seats, game_decks) = if played % 2 == 0 {
            ([s.a, b], [first, second])
        } else {
            ([b, s.a], [second, first])
        };
        let g = GameState {
            match_id: new_id(),
            room_id: new_id(),
            seats,
            decks: game_decks,
            status: GameStatus::Live,
            winner: None,
            created_at_ms: now,
        };
        made.push((s.table, g.clone()));
        s.games.push(g);
    }
    for (table, g) in made {
        let seats = server_seats(state, &g);
        let detail = format!(
            "round {number} table {table}: match {}, {} (deck {}) v {} (deck {})",
            g.match_id,
            seats[0].name,
            g.decks[0] + 1,
            seats[1].name,
            g.decks[1] + 1
        );
        ch.log(state, SERVER, "game_started", detail);
        ch.launch.push(launch_of(state, &g));
    }
}

/// Pairs and opens round `number` (from 1).
pub fn open_round(
    state: &mut State,
    pairs: Vec<(usize, Option<usize>)>,
    now: i64,
    ch: &mut Change,
) {
    let number = state.rounds.len() as u16 + 1;
    let is_final = state.settings.format == Format::Elimination && pairs.len() == 1;
    let best_of = if is_final {
        state
            .settings
            .final_best_of
            .unwrap_or(state.settings.best_of)
    } else {
        state.settings.best_of
    };
    let series: Vec<SeriesState> = pairs
        .iter()
        .enumerate()
        .map(|(t, &(a, b))| SeriesState::new(t as u16, a, b, best_of))
        .collect();
    let detail = pairs
        .iter()
        .map(|&(a, b)| match b {
            Some(b) => format!("{} v {}", state.entrants[a].name, state.entrants[b].name),
            None => format!("{} (bye)", state.entrants[a].name),
        })
        .collect::<Vec<_>>()
        .join(", ");
    state.rounds.push(RoundState { number, series });
    ch.log(state, SERVER, "paired", format!("round {number}: {detail}"));
    let _ = now;
}

/// Swiss pairings for the next round, from the standings and the games so far.
pub fn swiss_pairs(state: &State) -> Vec<(usize, Option<usize>)> {
    let mut met = HashSet::new();
    let mut had_bye = HashSet::new();
    for s in state.rounds.iter().flat_map(|r| &r.series) {
        match s.b {
            Some(b) => {
                met.insert((s.a, b));
                met.insert((b, s.a));
            }
            None => {
                had_bye.insert(s.a);
            }
        }
    }
    pairing::swiss(&standings::ranked(state), &met, &had_bye)
}

fn next_round(state: &mut State, now: i64, ch: &mut Change) {
    let Some(round) = state.rounds.last() else {
        return;
    };
    if !round.series.iter().all(SeriesState::decided) {
        return;
    }
    let done = match state.settings.format {
        Format::Swiss { rounds } => {
            state.rounds.len() >= usize::from(rounds) || standings::ranked(state).len() < 2
        }
        Format::Elimination => round.series.len() <= 1,
    };
    if done {
        state.status = Status::Finished;
        state.winner = match state.settings.format {
            Format::Elimination => round.series.first().and_then(|s| s.winner),
            Format::Swiss { .. } => standings::ranked(state).first().copied(),
        };
        let who = state
            .winner
            .map_or("nobody".to_string(), |w| state.entrants[w].name.clone());
        ch.log(state, SERVER, "finished", format!("won by {who}"));
        return;
    }
    let pairs = match state.settings.format {
        Format::Swiss { .. } => swiss_pairs(state),
        Format::Elimination => {
            let winners: Vec<usize> = round.series.iter().filter_map(|s| s.winner).collect();
            winners
                .chunks(2)
                .map(|c| (c[0], c.get(1).copied()))
                .collect()
        }
    };
    open_round(state, pairs, now, ch);
}
