//! `GET /api/stats/{game}?version=…&tournament=…`: each character's, card's and team's usage
//! (share of the decks played that held it) and win rate, over the game's finished matches —
//! of one tournament, of the tournaments played at one version, or all stored. A match aborted
//! counts for nothing; a drawn one counts as played and not won.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::Value;
use tavern_protocol::tournaments::{
    Stats, TournamentError, TournamentErrorCode as Code, UnitStats,
};
use tavern_protocol::{EndReason, Outcome, Seat};

use super::model::GameStatus;
use super::series;
use crate::store::{HistoryQuery, MatchRecord};
use crate::{registry, Shared};

/// The query.
#[derive(Debug, Default, Deserialize)]
pub struct StatsQuery {
    /// Only the tournaments played at this version.
    pub version: Option<String>,
    /// Only this tournament.
    pub tournament: Option<String>,
}

/// The most matches read for overall figures.
const MOST_MATCHES: usize = 100_000;

fn refuse(code: Code, message: String) -> Response {
    let status = StatusCode::from_u16(code.status()).unwrap_or(StatusCode::BAD_REQUEST);
    (status, Json(TournamentError { code, message })).into_response()
}

/// The handler.
pub async fn handler(
    State(shared): State<Arc<Shared>>,
    Path(game): Path<String>,
    Query(q): Query<StatsQuery>,
) -> Response {
    if registry::game(&game).is_none() {
        return refuse(Code::NotFound, format!("no game {game:?}"));
    }
    let Some(store) = shared.store.clone() else {
        return refuse(Code::NoStorage, "this server keeps no matches".into());
    };
    // The matches to count, when limited to tournaments.
    let only: Option<Vec<String>> = if q.tournament.is_some() || q.version.is_some() {
        let mut ids = Vec::new();
        let mut found = false;
        for t in shared.tournaments.all() {
            let s = t.lock().await;
            if q.tournament.as_ref().is_some_and(|id| *id != s.id)
                || q.version
                    .as_ref()
                    .is_some_and(|v| s.settings.version.as_ref() != Some(v))
                || s.settings.game != game
            {
                continue;
            }
            found = true;
            ids.extend(
                s.rounds
                    .iter()
                    .flat_map(|r| &r.series)
                    .flat_map(|x| &x.games)
                    .filter(|g| g.status == GameStatus::Finished)
                    .map(|g| g.match_id.clone()),
            );
        }
        if !found && q.tournament.is_some() {
            return refuse(Code::NotFound, "no such tournament of this game".into());
        }
        Some(ids)
    } else {
        None
    };
    let g = game.clone();
    let matches = tokio::task::spawn_blocking(move || -> Result<Vec<MatchRecord>, String> {
        match only {
            Some(ids) => {
                let mut out = Vec::new();
                for id in ids {
                    if let Some(m) = store.load(&id).map_err(|e| e.to_string())? {
                        out.push(m);
                    }
                }
                Ok(out)
            }
            None => store
                .history(&HistoryQuery {
                    game: Some(g),
                    limit: MOST_MATCHES,
                    ..HistoryQuery::default()
                })
                .map_err(|e| e.to_string()),
        }
    })
    .await;
    match matches {
        Ok(Ok(ms)) => Json(count(&game, &ms)).into_response(),
        Ok(Err(e)) => {
            tracing::error!(error = %e, "statistics could not read the matches");
            refuse(Code::Internal, "the matches could not be read".into())
        }
        Err(e) => {
            tracing::error!(error = %e, "statistics could not read the matches");
            refuse(Code::Internal, "the matches could not be read".into())
        }
    }
}

#[derive(Default)]
struct Tally {
    games: u32,
    wins: u32,
}

/// The figures of these matches.
pub fn count(game: &str, matches: &[MatchRecord]) -> Stats {
    let mut characters: HashMap<String, Tally> = HashMap::new();
    let mut cards: HashMap<String, Tally> = HashMap::new();
    let mut teams: HashMap<String, Tally> = HashMap::new();
    let (mut games, mut decks) = (0u32, 0u32);
    for m in matches {
        if m.status != "finished" || m.game != game {
            continue;
        }
        let Some(outcome) = m
            .outcome
            .as_deref()
            .and_then(|o| serde_json::from_str::<Outcome>(o).ok())
        else {
            continue;
        };
        if matches!(
            outcome,
            Outcome::Draw {
                reason: EndReason::Aborted
            }
        ) {
            continue;
        }
        let config: Value = serde_json::from_str(&m.config).unwrap_or(Value::Null);
        let Some(seat_decks) = config.get("decks").and_then(Value::as_array) else {
            continue;
        };
        games += 1;
        for (seat, deck) in seat_decks.iter().enumerate() {
            decks += 1;
            let won = matches!(&outcome, Outcome::Win { winners, .. } if winners.contains(&Seat(seat as u8)));
            let add = |map: &mut HashMap<String, Tally>, unit: String| {
                let t = map.entry(unit).or_default();
                t.games += 1;
                t.wins += u32::from(won);
            };
            let chars: HashSet<String> = series::characters(deck).into_iter().collect();
            for c in &chars {
                add(&mut characters, c.clone());
            }
            for c in series::cards(deck) {
                add(&mut cards, c);
            }
            if !chars.is_empty() {
                let mut team: Vec<String> = chars.into_iter().collect();
                team.sort();
                add(&mut teams, team.join("+"));
            }
        }
    }
    let list = |map: HashMap<String, Tally>| {
        let mut v: Vec<UnitStats> = map
            .into_iter()
            .map(|(id, t)| UnitStats {
                id,
                games: t.games,
                wins: t.wins,
                usage: if decks == 0 {
                    0.0
                } else {
                    f64::from(t.games) / f64::from(decks)
                },
                win_rate: if t.games == 0 {
                    0.0
                } else {
                    f64::from(t.wins) / f64::from(t.games)
                },
            })
            .collect();
        v.sort_by(|a, b| b.games.cmp(&a.games).then(a.id.cmp(&b.id)));
        v
    };
    Stats {
        game: game.to_string(),
        games,
        decks,
        characters: list(characters),
        cards: list(cards),
        teams: list(teams),
    }
}
