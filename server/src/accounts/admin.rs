//! `POST /api/admin/accounts/{name}/disable` (behind the admin token, as the other admin
//! routes): the account can no longer log in, its sessions end, and its players connected
//! here are told (`notice` `account_disabled`), leave their room or match (forfeiting a running
//! one) and are disconnected. In a cluster every node does the same for its own players.

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;
use tavern_protocol::wire::{NoticeCode, ServerMsg};

use super::http::{blocking, ApiError};
use super::names;
use crate::Shared;

/// `POST /api/admin/accounts/{name}/disable`: `{"disabled": name}`, or 404.
pub async fn disable(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Path(name): Path<String>,
) -> Response {
    if let Some(r) = crate::admin::refuse(&shared, &headers) {
        return r;
    }
    let result = async {
        let key = names::key(&name);
        let account = blocking(&shared, move |a| a.account_by_key(&key))
            .await?
            .ok_or_else(|| ApiError::not_found(format!("no account named {name:?}")))?;
        let id = account.id.clone();
        blocking(&shared, move |a| a.disable_account(&id)).await?;
        tracing::warn!(name = %account.name, "account disabled by the operator");
        disconnect(&shared, &account.id);
        crate::cluster::account_disabled(&shared, &account.id);
        Ok::<_, ApiError>(account.name)
    }
    .await;
    match result {
        Ok(name) => Json(json!({ "disabled": name })).into_response(),
        Err(e) => e.into_response(),
    }
}

/// Ends every player of a disabled account on this node: told why, out of their room or match,
/// disconnected, forgotten (their resume token no longer works).
pub fn disconnect(shared: &Arc<Shared>, account: &str) {
    let notice = ServerMsg::Notice {
        code: NoticeCode::AccountDisabled,
        message: "The operator disabled your account: this connection closes.".into(),
        within_secs: None,
    };
    for player in shared.players.of_account(account) {
        crate::moderation::end_player(shared, &player, &notice, "account disabled");
    }
}
