//! Match history and replays: `GET /api/matches`, `GET /api/matches/{id}`,
//! `GET /api/matches/{id}/replay[?step=N&viewer=seatN|referee]`. Read from storage; a
//! running match's seed, decks and log are never served (invariant 4).

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::Value;
use tavern_engine::{Seat, Viewer};
use tavern_protocol::history::{
    HistorySeat, MatchDetail, MatchStatus, MatchSummary, Replay, ReplayFrame, ReplayStep, StepKind,
};
use tavern_protocol::wire::RawJson;
use tavern_protocol::{DecisionKind, Outcome};

use crate::store::{self, now_ms, HistoryQuery, MatchRecord, Store, StoreError};
use crate::{registry, Shared};

fn status(s: &str) -> MatchStatus {
    match s {
        "finished" => MatchStatus::Finished,
        "abandoned" => MatchStatus::Abandoned,
        _ => MatchStatus::Running,
    }
}

/// A stored match as its summary.
pub fn summary(m: &MatchRecord) -> MatchSummary {
    let end = m.finished_at_ms.unwrap_or_else(now_ms);
    MatchSummary {
        id: m.id.clone(),
        game: m.game.clone(),
        status: status(&m.status),
        players: m
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| HistorySeat {
                seat: Seat(i as u8),
                name: s.name.clone(),
                player_id: s.player_id.clone(),
                bot: s.bot,
                team: s.team,
            })
            .collect(),
        outcome: m
            .outcome
            .as_deref()
            .and_then(|o| serde_json::from_str::<Outcome>(o).ok()),
        started_at_ms: m.started_at_ms,
        finished_at_ms: m.finished_at_ms,
        duration_ms: end.saturating_sub(m.started_at_ms).max(0) as u64,
        actions: m.version,
    }
}

/// A stored step as a replay step.
pub fn replay_step(s: &store::StepRecord) -> ReplayStep {
    ReplayStep {
        version: s.version,
        seat: Seat(s.seat),
        kind: s.kind,
        action: s
            .action
            .as_deref()
            .and_then(|a| serde_json::from_str(a).ok()),
        decision: s
            .decision
            .as_deref()
            .and_then(|d| serde_json::from_value::<DecisionKind>(Value::String(d.into())).ok()),
        at_ms: s.at_ms,
    }
}

/// Why a match could not be rebuilt from its log.
#[derive(Debug)]
pub struct ReplayError(pub String);

/// A rebuilt game and the events of its last step.
pub type Rebuilt = (
    Box<dyn tavern_engine::dynamic::DynGame>,
    Vec<tavern_engine::Visible<RawJson>>,
);

/// Rebuilds a stored match from its seed and its first `upto` steps; returns the game and
/// the events of the last step applied.
pub fn rebuild(m: &MatchRecord, upto: usize) -> Result<Rebuilt, ReplayError> {
    let config: Value =
        serde_json::from_str(&m.config).map_err(|e| ReplayError(format!("config: {e}")))?;
    let mut game = registry::new_match(&m.game, m.seed, m.seats.len(), &config)
        .map_err(|e| ReplayError(format!("setup: {e}")))?;
    let mut events = Vec::new();
    let upto = upto.min(m.steps.len());
    for (i, s) in m.steps.iter().take(upto).enumerate() {
        if s.version != i as u64 + 1 {
            return Err(ReplayError(format!("step {} is missing", i + 1)));
        }
        let seat = Seat(s.seat);
        let refused = |e: tavern_engine::dynamic::DynIllegal| {
            ReplayError(format!("step {} refused: {}", s.version, e.message))
        };
        // Only the last step's events are returned: the steps before it are replayed without
        // building theirs.
        let last = i + 1 == upto;
        events = match (&s.kind, &s.action) {
            (StepKind::Forfeit, _) => game.forfeit(seat),
            (_, Some(a)) if last => {
                let a: Value = serde_json::from_str(a)
                    .map_err(|e| ReplayError(format!("step {}: {e}", s.version)))?;
                game.apply(seat, &a).map_err(refused)?
            }
            (_, Some(a)) => {
                game.replay(seat, a).map_err(refused)?;
                Vec::new()
            }
            (_, None) => return Err(ReplayError(format!("step {} has no action", s.version))),
        };
    }
    Ok((game, events))
}

fn not_found(why: impl Into<String>) -> Response {
    (StatusCode::NOT_FOUND, why.into()).into_response()
}

fn internal(e: impl std::fmt::Display) -> Response {
    tracing::error!(error = %e, "history request failed");
    (StatusCode::INTERNAL_SERVER_ERROR, "storage error").into_response()
}

/// Runs a blocking read on the store.
async fn read<T: Send + 'static>(
    shared: &Shared,
    f: impl FnOnce(&dyn Store) -> Result<T, StoreError> + Send + 'static,
) -> Result<T, Response> {
    let Some(store) = shared.store.clone() else {
        return Err(not_found(
            "this server keeps no history (it runs without a database)",
        ));
    };
    tokio::task::spawn_blocking(move || f(store.as_ref()))
        .await
        .map_err(internal)?
        .map_err(internal)
}

/// The query of `GET /api/matches`.
#[derive(Debug, Deserialize)]
pub struct ListQuery {
    player: Option<String>,
    game: Option<String>,
    limit: Option<usize>,
}

/// `GET /api/matches?player=…&game=…&limit=…`: recent finished matches, newest first.
pub async fn list(State(shared): State<Arc<Shared>>, Query(q): Query<ListQuery>) -> Response {
    let mut q = HistoryQuery {
        player: q.player.filter(|p| !p.is_empty()),
        game: q.game.filter(|g| !g.is_empty()),
        account: None,
        limit: q.limit.unwrap_or(20).clamp(1, 200),
    };
    // A registered name is its account's alone: its matches are the account's, never those of
    // a guest who once used the name.
    if let Some(name) = &q.player {
        let key = crate::accounts::names::key(name);
        if let Ok(Some(a)) =
            crate::accounts::http::blocking(&shared, move |s| s.account_by_key(&key)).await
        {
            q.player = None;
            q.account = Some(a.id);
        }
    }
    match read(&shared, move |s| s.history(&q)).await {
        Ok(ms) => Json(ms.iter().map(summary).collect::<Vec<_>>()).into_response(),
        Err(r) => r,
    }
}

/// `GET /api/matches/{id}`.
pub async fn detail(State(shared): State<Arc<Shared>>, Path(id): Path<String>) -> Response {
    let m = match read(&shared, move |s| s.load(&id)).await {
        Ok(Some(m)) => m,
        Ok(None) => return not_found("no such match"),
        Err(r) => return r,
    };
    let over = m.status != "running";
    Json(MatchDetail {
        summary: summary(&m),
        config: over.then(|| serde_json::from_str(&m.config).ok()).flatten(),
    })
    .into_response()
}

/// The query of `GET /api/matches/{id}/replay`.
#[derive(Debug, Deserialize)]
pub struct ReplayQuery {
    step: Option<u64>,
    viewer: Option<String>,
}

/// Parses `seat0` … `seat5` (any seat number), `0`, `referee`.
pub fn parse_viewer(v: &str) -> Option<Viewer> {
    if v == "referee" {
        return Some(Viewer::Referee);
    }
    let n: u8 = v.strip_prefix("seat").unwrap_or(v).parse().ok()?;
    Some(Viewer::Seat { seat: Seat(n) })
}

/// `GET /api/matches/{id}/replay[?step=N&viewer=…]`: the seed and log of a finished match,
/// or one step of it as a viewer saw it.
pub async fn replay(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    Query(q): Query<ReplayQuery>,
) -> Response {
    let m = match read(&shared, move |s| s.load(&id)).await {
        Ok(Some(m)) => m,
        Ok(None) => return not_found("no such match"),
        Err(r) => return r,
    };
    if m.status != "finished" {
        return (
            StatusCode::FORBIDDEN,
            "replays are available once the match is over",
        )
            .into_response();
    }
    let outcome = summary(&m).outcome;
    if q.step.is_none() && q.viewer.is_none() {
        return Json(Replay {
            id: m.id.clone(),
            game: m.game.clone(),
            seed: m.seed.to_string(),
            config: serde_json::from_str(&m.config).unwrap_or(Value::Null),
            players: summary(&m).players,
            steps: m.steps.iter().map(replay_step).collect(),
            outcome,
        })
        .into_response();
    }
    let viewer = match q.viewer.as_deref().map(parse_viewer) {
        None => Viewer::Referee,
        Some(Some(Viewer::Seat { seat })) if seat.index() >= m.seats.len() => {
            return (StatusCode::BAD_REQUEST, "no such seat").into_response()
        }
        Some(Some(v)) => v,
        Some(None) => {
            return (
                StatusCode::BAD_REQUEST,
                "viewer is seat0, seat1, … or referee",
            )
                .into_response()
        }
    };
    let total = m.steps.len() as u64;
    let step = q.step.unwrap_or(total).min(total);
    let frame = tokio::task::spawn_blocking(move || {
        let (game, events) = rebuild(&m, step as usize)?;
        Ok::<_, ReplayError>(ReplayFrame {
            id: m.id.clone(),
            step,
            steps: total,
            viewer,
            view: game.view(viewer),
            events: events
                .iter()
                .map(|e| e.for_viewer(viewer).clone())
                .collect(),
            played: step
                .checked_sub(1)
                .and_then(|i| m.steps.get(i as usize))
                .map(replay_step),
            outcome: if step == total { outcome } else { None },
        })
    })
    .await;
    match frame {
        Ok(Ok(f)) => Json(f).into_response(),
        Ok(Err(e)) => internal(e.0),
        Err(e) => internal(e),
    }
}
