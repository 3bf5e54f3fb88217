//! Saved decks, each its owner's alone (every endpoint takes the owner's bearer token and
//! reaches only that account's decks):
//!
//! - `GET /api/decks?game=…`: the account's decks (of one game, or all), each saying whether
//!   it is legal now and why not;
//! - `PUT /api/decks/{game}/{name}` with the deck as `ready` takes it (`{"cards": …}` or
//!   `{"code": …}`): saves it, finished or not;
//! - `DELETE /api/decks/{game}/{name}`: deletes it and its record.
//!
//! A logged-in player's `ready` (and `quick_match`) may name a saved deck (`{"saved": name}`):
//! it is checked then, as any deck is.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use tavern_protocol::accounts::{AccountErrorCode, SavedDeck};
use tavern_protocol::wire::{DeckChoice, ErrorCode};

use super::http::{authenticate, blocking, body, ApiError};
use crate::store::{now_ms, DeckRow};
use crate::{registry, Shared};

/// The most characters in a deck's name.
pub const MAX_NAME_CHARS: usize = 40;

/// The query of `PUT /api/decks/{game}/{name}`: the game version the deck is built for.
#[derive(Debug, Deserialize)]
pub struct SaveQuery {
    version: Option<String>,
}

/// The version a deck is saved for, where its game has versions: the one asked if the game
/// offers it, else the newest; none for a game without versions.
fn deck_version(game: &str, asked: Option<String>) -> Result<Option<String>, ApiError> {
    let offered = registry::game(game).map(|g| g.versions).unwrap_or_default();
    match asked.filter(|v| !v.is_empty()) {
        None => Ok(offered.first().cloned()),
        Some(v) if offered.contains(&v) => Ok(Some(v)),
        Some(v) if offered.is_empty() => {
            Err(bad_deck(format!("{game} has no versions, not {v:?}")))
        }
        Some(v) => Err(bad_deck(format!(
            "{game} has no version {v:?} (it offers {})",
            offered.join(", ")
        ))),
    }
}

/// A deck's share code: the one it was saved as, else one written from its cards where the
/// game has share codes (gitcg) and the deck fits one.
fn share_code(game: &str, choice: &DeckChoice) -> Option<String> {
    match choice {
        DeckChoice::Code(code) => Some(code.clone()),
        DeckChoice::Cards(cards) if game == "gitcg" => {
            let deck: tavern_protocol::gitcg::Deck = serde_json::from_value(cards.clone()).ok()?;
            tavern_engine::gitcg::sharecode::encode(&deck, 0).ok()
        }
        _ => None,
    }
}

fn bad_deck(message: impl Into<String>) -> ApiError {
    ApiError::new(AccountErrorCode::BadDeck, message)
}

/// Checks a deck's game and name.
fn check_place(game: &str, name: &str) -> Result<(), ApiError> {
    if registry::game(game).is_none() {
        return Err(ApiError::not_found(format!("no game {game:?}")));
    }
    let n = name.chars().count();
    if n == 0 || n > MAX_NAME_CHARS || name.trim() != name || name.chars().any(char::is_control) {
        return Err(bad_deck(format!(
            "a deck's name has 1 to {MAX_NAME_CHARS} characters, no control characters and no \
             spaces at either end"
        )));
    }
    Ok(())
}

/// A stored deck as its owner sees it, judged against the game's rules now.
fn saved(row: DeckRow) -> SavedDeck {
    let deck: DeckChoice =
        serde_json::from_str(&row.body).unwrap_or(DeckChoice::Cards(serde_json::Value::Null));
    let problem = registry::resolve_deck(&row.game, &deck, true).err();
    SavedDeck {
        game: row.game,
        name: row.name,
        deck,
        code: row.code,
        version: row.version,
        legal: problem.is_none(),
        problem,
        updated_at_ms: row.updated_at_ms,
    }
}

/// The query of `GET /api/decks`.
#[derive(Debug, Deserialize)]
pub struct ListQuery {
    game: Option<String>,
}

/// `GET /api/decks?game=…`.
pub async fn list(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Query(q): Query<ListQuery>,
) -> Response {
    let result = async {
        let (account, _) = authenticate(&shared, &headers).await?;
        let game = q.game.filter(|g| !g.is_empty());
        blocking(&shared, move |a| a.decks(&account.id, game.as_deref())).await
    }
    .await;
    match result {
        Ok(rows) => Json(rows.into_iter().map(saved).collect::<Vec<_>>()).into_response(),
        Err(e) => e.into_response(),
    }
}

/// `PUT /api/decks/{game}/{name}`: 200 with the deck as saved.
pub async fn save(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Path((game, name)): Path<(String, String)>,
    Query(q): Query<SaveQuery>,
    bytes: Bytes,
) -> Response {
    let result = async {
        let (account, _) = authenticate(&shared, &headers).await?;
        check_place(&game, &name)?;
        let version = deck_version(&game, q.version)?;
        let deck: DeckChoice = body(&bytes)?;
        if !matches!(deck, DeckChoice::Cards(_) | DeckChoice::Code(_)) {
            return Err(bad_deck(
                "a saved deck is its cards ({\"cards\": …}) or a share code ({\"code\": …})",
            ));
        }
        let row = DeckRow {
            code: share_code(&game, &deck),
            version,
            body: serde_json::to_string(&deck).map_err(ApiError::internal)?,
            game,
            name,
            updated_at_ms: now_ms(),
            wins: 0,
            losses: 0,
            draws: 0,
        };
        let stored = row.clone();
        blocking(&shared, move |a| a.put_deck(&account.id, &stored)).await?;
        Ok(row)
    }
    .await;
    match result {
        Ok(row) => Json(saved(row)).into_response(),
        Err(e) => e.into_response(),
    }
}

/// `DELETE /api/decks/{game}/{name}`: 204, or 404 when there is no such deck.
pub async fn remove(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Path((game, name)): Path<(String, String)>,
) -> Response {
    let result = async {
        let (account, _) = authenticate(&shared, &headers).await?;
        let gone = blocking(&shared, move |a| a.delete_deck(&account.id, &game, &name)).await?;
        if gone {
            Ok(())
        } else {
            Err(ApiError::not_found("no saved deck of that game and name"))
        }
    }
    .await;
    match result {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(e) => e.into_response(),
    }
}

/// The deck an account saved as `name` for `game`, as `ready` takes it.
pub async fn load(
    shared: &Shared,
    account: &str,
    game: &str,
    name: &str,
) -> Result<DeckChoice, (ErrorCode, String)> {
    let (a, g, n) = (account.to_string(), game.to_string(), name.to_string());
    match blocking(shared, move |s| s.deck(&a, &g, &n)).await {
        Ok(Some(row)) => serde_json::from_str(&row.body).map_err(|_| {
            (
                ErrorCode::Internal,
                "the saved deck could not be read".into(),
            )
        }),
        Ok(None) => Err((
            ErrorCode::NotFound,
            format!("you have no saved {game} deck named {name:?}"),
        )),
        Err(e) => Err((ErrorCode::Internal, e.message)),
    }
}
