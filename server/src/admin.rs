//! The operator's API, behind `Authorization: Bearer <TAVERN_ADMIN_TOKEN>`:
//!
//! - `GET /api/admin/matches`: every running match with its players (connected or not), round,
//!   version, pending decisions with their deadlines, clocks and spectators;
//! - `POST /api/admin/matches/{id}/abort`: ends a running match without a winner
//!   (outcome `draw`, reason `aborted`); its players and spectators get `match_over`.
//! - moderation (`moderation.rs`): kick a player, close a room, post a notice to everyone or to
//!   one match, watch a running match as the referee.
//!
//! Every admin action is logged with its target (never the token).
//!
//! With no token configured the API does not exist (404). A wrong or missing token is 401.
//! Tokens are compared by their SHA-256 digests, so the comparison's timing says nothing about
//! the token.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Serialize;
use serde_json::json;
use tavern_protocol::wire::DecisionInfo;
use tavern_protocol::Seat;
use tokio::sync::oneshot;

use crate::clock::ClockSnapshot;
use crate::game_match::MatchCmd;
use crate::players::token_hash;
use crate::Shared;

/// How long the listing waits for each match task to answer.
pub(crate) const ANSWER_WITHIN: Duration = Duration::from_secs(2);

/// A running match as the operator sees it.
#[derive(Clone, Debug, Serialize)]
pub struct AdminMatch {
    /// Match id.
    pub id: String,
    /// The game.
    pub game: String,
    /// The room.
    pub room: String,
    /// Applied steps so far.
    pub version: u64,
    /// The game's round.
    pub round: u32,
    /// When the match started (ms since the Unix epoch).
    pub started_at_ms: i64,
    /// The seats.
    pub players: Vec<AdminSeat>,
    /// Who must decide, with deadlines and reserves (ms) when the room has clocks.
    pub decisions: Vec<DecisionInfo>,
    /// The clocks (reserves, running decisions, timeouts in a row), if the room has them.
    pub clocks: Option<ClockSnapshot>,
    /// Spectators watching.
    pub spectators: usize,
}

/// A seat as the operator sees it.
#[derive(Clone, Debug, Serialize)]
pub struct AdminSeat {
    /// The seat.
    pub seat: Seat,
    /// Display name.
    pub name: String,
    /// The player, unless a bot sits there.
    pub player_id: Option<String>,
    /// A server-side bot.
    pub bot: bool,
    /// Whether the player is connected now.
    pub connected: bool,
    /// The seat's team.
    pub team: u8,
    /// Out of the match while it goes on (watching from its own seat).
    pub out: bool,
}

/// The admin routes.
pub fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/api/admin/matches", get(list))
        .route("/api/admin/matches/{id}/abort", post(abort))
        .merge(crate::moderation::routes())
}

/// The refusal, unless the request carries the configured token.
pub(crate) fn refuse(shared: &Shared, headers: &HeaderMap) -> Option<Response> {
    let Some(token) = shared.config.admin_token() else {
        return Some(
            (
                StatusCode::NOT_FOUND,
                Json(json!({ "error": "the admin API is off (set TAVERN_ADMIN_TOKEN)" })),
            )
                .into_response(),
        );
    };
    let given = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim);
    match given {
        Some(g) if token_hash(g) == token_hash(token) => None,
        _ => Some(
            (
                StatusCode::UNAUTHORIZED,
                [(header::WWW_AUTHENTICATE, "Bearer")],
                Json(json!({ "error": "a valid admin token is required" })),
            )
                .into_response(),
        ),
    }
}

/// `404` for a match that does not run here.
pub(crate) fn no_such_match() -> Response {
    (
        StatusCode::NOT_FOUND,
        Json(json!({ "error": "no running match with this id" })),
    )
        .into_response()
}

/// `GET /api/admin/matches`.
async fn list(State(shared): State<Arc<Shared>>, headers: HeaderMap) -> Response {
    if let Some(r) = refuse(&shared, &headers) {
        return r;
    }
    let handles: Vec<_> = shared.matches.iter().map(|m| m.value().clone()).collect();
    let mut asks = Vec::with_capacity(handles.len());
    for h in handles {
        let (reply, answer) = oneshot::channel();
        // A match whose inbox is full is busy; it is left out rather than waited for.
        if h.tx.try_send(MatchCmd::Inspect { reply }).is_ok() {
            asks.push(answer);
        }
    }
    let mut matches = Vec::with_capacity(asks.len());
    for a in asks {
        if let Ok(Ok(m)) = tokio::time::timeout(ANSWER_WITHIN, a).await {
            matches.push(m);
        }
    }
    matches.sort_by_key(|m: &AdminMatch| m.started_at_ms);
    Json(json!({
        "draining": shared.draining.load(Ordering::Relaxed),
        "running": shared.matches.len(),
        "matches": matches,
    }))
    .into_response()
}

pub(crate) fn ended_meanwhile() -> Response {
    (
        StatusCode::CONFLICT,
        Json(json!({ "error": "the match ended meanwhile" })),
    )
        .into_response()
}

/// `POST /api/admin/matches/{id}/abort`.
async fn abort(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    if let Some(r) = refuse(&shared, &headers) {
        return r;
    }
    let Some(handle) = shared.matches.get(&id).map(|m| m.value().clone()) else {
        return no_such_match();
    };
    let (reply, done) = oneshot::channel();
    if handle.tx.send(MatchCmd::Abort { reply }).await.is_err() {
        return ended_meanwhile();
    }
    match tokio::time::timeout(ANSWER_WITHIN, done).await {
        Ok(Ok(())) => {
            tracing::warn!(match_id = %id, "match aborted by the operator");
            Json(json!({ "aborted": id })).into_response()
        }
        _ => ended_meanwhile(),
    }
}
