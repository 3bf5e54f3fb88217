//! `GET /api/players/{name}`: what anyone may see of an account — its ratings per game and
//! setup with games played, its latest finished matches with their replay links, and each
//! saved deck's record (never the decks themselves: those are their owner's).

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use axum::Json;
use tavern_protocol::accounts::{DeckRecord, GameRating, Profile, RecentMatch};

use super::http::{blocking, ApiError};
use super::names;
use crate::store::HistoryQuery;
use crate::Shared;

/// Recent matches a profile shows.
const RECENT: usize = 20;

/// `GET /api/players/{name}` (the name in any case).
pub async fn profile(State(shared): State<Arc<Shared>>, Path(name): Path<String>) -> Response {
    let result = async {
        let key = names::key(&name);
        let account = blocking(&shared, move |a| a.account_by_key(&key))
            .await?
            .ok_or_else(|| ApiError::not_found(format!("no account named {name:?}")))?;
        let id = account.id.clone();
        let (ratings, decks) =
            blocking(&shared, move |a| Ok((a.ratings(&id)?, a.decks(&id, None)?))).await?;
        let store = shared
            .store
            .clone()
            .ok_or_else(|| ApiError::not_found("no storage"))?;
        let q = HistoryQuery {
            account: Some(account.id.clone()),
            limit: RECENT,
            ..HistoryQuery::default()
        };
        let recent = tokio::task::spawn_blocking(move || store.history(&q))
            .await
            .map_err(ApiError::internal)??;
        Ok::<_, ApiError>(Profile {
            name: account.name,
            created_at_ms: account.created_at_ms,
            ratings: ratings
                .into_iter()
                .map(|r| GameRating {
                    game: r.game,
                    setup: r.setup,
                    rating: r.rating,
                    games: r.games,
                })
                .collect(),
            recent: recent
                .iter()
                .map(|m| RecentMatch {
                    summary: crate::history::summary(m),
                    replay: format!("/api/matches/{}/replay", m.id),
                })
                .collect(),
            decks: decks
                .into_iter()
                .map(|d| DeckRecord {
                    game: d.game,
                    name: d.name,
                    wins: d.wins,
                    losses: d.losses,
                    draws: d.draws,
                })
                .collect(),
        })
    }
    .await;
    match result {
        Ok(p) => Json(p).into_response(),
        Err(e) => e.into_response(),
    }
}
