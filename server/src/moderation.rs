//! The operator's moderation, on the admin listener behind the admin token (as `admin.rs`):
//!
//! - `POST /api/admin/players/{id}/kick`: the player (by the `player_id` the match listing
//!   shows) is told (`notice` `kicked`), leaves their room or match (a running match is
//!   forfeited) and is disconnected; their resume token no longer works;
//! - `POST /api/admin/rooms/{id}/close`: a room waiting for its match is closed, each of its
//!   players told (`notice` `room_closed`); a room whose match runs has that match aborted;
//! - `POST /api/admin/notices` with `{"message": "…"}` (everyone connected) or
//!   `{"message": "…", "match_id": "…"}` (that match's players and spectators): a `notice`
//!   with code `operator` and the operator's text;
//! - `GET /api/admin/matches/{id}/referee`: the running match as the referee sees it (every
//!   seat's hand: the operator's eyes only).
//!
//! Each action is logged at `warn` with what it targeted; nothing here logs a token.

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;
use tavern_protocol::wire::{NoticeCode, ServerMsg};
use tokio::sync::oneshot;

use crate::admin::{ended_meanwhile, no_such_match, refuse, ANSWER_WITHIN};
use crate::game_match::MatchCmd;
use crate::Shared;

/// The longest notice the operator may post, in characters.
const MAX_NOTICE_CHARS: usize = 500;

/// The moderation routes.
pub fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/api/admin/players/{id}/kick", post(kick))
        .route("/api/admin/rooms/{id}/close", post(close_room))
        .route("/api/admin/notices", post(notice))
        .route("/api/admin/matches/{id}/referee", get(referee))
}

/// Ends one player on this node: out of their room or match, told `notice`, disconnected (close
/// code 1008 with `reason`) and forgotten, so their resume token no longer works. A kick and a
/// disabled account both end a player this way.
pub fn end_player(shared: &Arc<Shared>, id: &str, notice: &ServerMsg, reason: &str) {
    let outbox = shared.players.get(id).and_then(|p| p.outbox);
    shared.lobby.leave(shared, id);
    if let Some(o) = outbox {
        o.send(notice);
        o.close_with(1008, reason);
    }
    crate::cluster::forgotten(shared, id);
    shared.players.remove(id);
}

fn refused(status: StatusCode, error: &str) -> Response {
    (status, Json(json!({ "error": error }))).into_response()
}

/// `POST /api/admin/players/{id}/kick`: `{"kicked": id}`, or 404.
async fn kick(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    if let Some(r) = refuse(&shared, &headers) {
        return r;
    }
    let Some(player) = shared.players.get(&id) else {
        return refused(StatusCode::NOT_FOUND, "no player with this id here");
    };
    tracing::warn!(player_id = %id, name = %player.name, "player kicked by the operator");
    let notice = ServerMsg::Notice {
        code: NoticeCode::Kicked,
        message: "The operator removed you from this server: this connection closes.".into(),
        within_secs: None,
    };
    end_player(&shared, &id, &notice, "kicked by the operator");
    Json(json!({ "kicked": id })).into_response()
}

/// `POST /api/admin/rooms/{id}/close`: `{"closed": id}` (and `"aborted": match` when its match
/// ran), or 404.
async fn close_room(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    if let Some(r) = refuse(&shared, &headers) {
        return r;
    }
    if !shared.lobby.has_room(&id) {
        return refused(StatusCode::NOT_FOUND, "no room with this id here");
    }
    if let Some(match_id) = shared.lobby.match_of_room(&id) {
        let Some(handle) = shared.matches.get(&match_id).map(|m| m.value().clone()) else {
            return ended_meanwhile();
        };
        let (reply, done) = oneshot::channel();
        if handle.tx.send(MatchCmd::Abort { reply }).await.is_err() {
            return ended_meanwhile();
        }
        return match tokio::time::timeout(ANSWER_WITHIN, done).await {
            Ok(Ok(())) => {
                tracing::warn!(room = %id, match_id = %match_id, "room closed by the operator: its match aborted");
                Json(json!({ "closed": id, "aborted": match_id })).into_response()
            }
            _ => ended_meanwhile(),
        };
    }
    let players = shared.lobby.players_of_room(&id);
    tracing::warn!(room = %id, players = players.len(), "room closed by the operator");
    let notice = ServerMsg::Notice {
        code: NoticeCode::RoomClosed,
        message: "The operator closed this room.".into(),
        within_secs: None,
    };
    for p in &players {
        shared.lobby.leave(&shared, p);
        shared.players.send(p, &notice);
    }
    Json(json!({ "closed": id })).into_response()
}

/// The body of `POST /api/admin/notices`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct NoticeBody {
    /// The text players see.
    message: String,
    /// Only this match's players and spectators; absent: everyone connected.
    #[serde(default)]
    match_id: Option<String>,
}

/// `POST /api/admin/notices`: `{"sent": "everyone"}` or `{"sent": match_id}`; 400 for an
/// empty or too long message, 404 for a match that does not run here.
async fn notice(State(shared): State<Arc<Shared>>, headers: HeaderMap, body: String) -> Response {
    if let Some(r) = refuse(&shared, &headers) {
        return r;
    }
    let body: NoticeBody = match serde_json::from_str(&body) {
        Ok(b) => b,
        Err(e) => {
            return refused(
                StatusCode::BAD_REQUEST,
                &format!("expected {{\"message\": \"…\", \"match_id\"?: \"…\"}}: {e}"),
            )
        }
    };
    let message = body.message.trim();
    if message.is_empty() || message.chars().count() > MAX_NOTICE_CHARS {
        return refused(
            StatusCode::BAD_REQUEST,
            &format!("the message must have 1 to {MAX_NOTICE_CHARS} characters"),
        );
    }
    let text = crate::outbox::encode(&ServerMsg::Notice {
        code: NoticeCode::Operator,
        message: message.to_string(),
        within_secs: None,
    });
    match body.match_id {
        None => {
            tracing::warn!(
                to = "everyone",
                chars = message.chars().count(),
                "notice posted by the operator"
            );
            shared.players.broadcast(&text);
            Json(json!({ "sent": "everyone" })).into_response()
        }
        Some(id) => {
            let Some(handle) = shared.matches.get(&id).map(|m| m.value().clone()) else {
                return no_such_match();
            };
            if handle.tx.send(MatchCmd::Notice { text }).await.is_err() {
                return ended_meanwhile();
            }
            tracing::warn!(to = %id, chars = message.chars().count(), "notice posted by the operator");
            Json(json!({ "sent": id })).into_response()
        }
    }
}

/// `GET /api/admin/matches/{id}/referee`: `{"match_id", "game", "view"}` with the referee's
/// view of the match now.
async fn referee(
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
    let (reply, answer) = oneshot::channel();
    if handle.tx.send(MatchCmd::Referee { reply }).await.is_err() {
        return ended_meanwhile();
    }
    match tokio::time::timeout(ANSWER_WITHIN, answer).await {
        Ok(Ok(view)) => {
            tracing::warn!(match_id = %id, "match watched as referee by the operator");
            Json(json!({ "match_id": id, "game": handle.game, "view": view })).into_response()
        }
        _ => ended_meanwhile(),
    }
}
