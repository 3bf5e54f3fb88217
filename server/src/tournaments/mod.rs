//! Tournaments run by the server (issue 42): an organizer creates one, players register with
//! their decks, and the server pairs them, makes and seats each game's match, records every
//! series and keeps the standings, with an audit log of everything done.
//!
//! - [`model`]: the state, stored whole with each change;
//! - [`pairing`]: Swiss and elimination pairings;
//! - [`standings`]: points and tie-breaks (Buchholz);
//! - [`series`]: series length and decision, decks under the deck mode (open, Conquest, Duel);
//! - [`runner`]: each change stored before it is kept, the tick, starting matches;
//! - [`progress`]: moving a tournament on (results, no-shows, bans, games, rounds);
//! - [`audit`]: a change's audit entries and the matches it starts or aborts;
//! - [`view`]: what everyone sees;
//! - [`http`]: the API; [`organizer`]: the organizer's actions; [`stats`]: usage and win
//!   rates.

use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Instant;

use axum::routing::{get, post};
use axum::Router;
use tavern_protocol::tournaments::TournamentErrorCode;
use tokio::sync::Mutex;

pub mod audit;
pub mod http;
pub mod model;
pub mod organizer;
pub mod pairing;
pub mod progress;
pub mod runner;
pub mod series;
pub mod standings;
pub mod stats;
pub mod view;

use crate::Shared;

/// A refusal: its code and a message for people.
pub type TournamentFail = (TournamentErrorCode, String);

/// The tournaments this server runs, all held in memory (read back from the store at
/// startup).
#[derive(Debug, Default)]
pub struct Tournaments {
    map: StdMutex<HashMap<String, Arc<Mutex<model::State>>>>,
    /// Matches the runner started in this process, and when (see `runner`).
    pub(crate) launched: StdMutex<HashMap<String, Instant>>,
}

impl Tournaments {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Mutex<model::State>>>> {
        self.map.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Every tournament.
    pub fn all(&self) -> Vec<Arc<Mutex<model::State>>> {
        self.lock().values().cloned().collect()
    }

    /// One tournament.
    pub fn get(&self, id: &str) -> Option<Arc<Mutex<model::State>>> {
        self.lock().get(id).cloned()
    }

    /// Adds a tournament.
    pub fn insert(&self, state: model::State) -> Arc<Mutex<model::State>> {
        let t = Arc::new(Mutex::new(state));
        let id = t.try_lock().map(|s| s.id.clone()).unwrap_or_default();
        self.lock().insert(id, t.clone());
        t
    }
}

/// Reads every stored tournament back and starts the runner (after recovery: the matches of
/// live games run again by then).
pub async fn start(shared: &Arc<Shared>) -> Result<usize, crate::store::StoreError> {
    let Some(store) = shared.store.clone() else {
        return Ok(0);
    };
    let rows = tokio::task::spawn_blocking(move || match store.tournament_store() {
        Some(t) => t.tournaments(),
        None => Ok(Vec::new()),
    })
    .await
    .map_err(|e| crate::store::StoreError::Failed(e.to_string()))??;
    let mut n = 0;
    for row in rows {
        match serde_json::from_str::<model::State>(&row.body) {
            Ok(state) => {
                shared.tournaments.insert(state);
                n += 1;
            }
            Err(e) => {
                tracing::error!(id = %row.id, error = %e, "a stored tournament does not read")
            }
        }
    }
    tokio::spawn(runner::run(shared.clone()));
    Ok(n)
}

/// The tournament and statistics routes.
pub fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/api/tournaments", get(http::list).post(http::create))
        .route("/api/tournaments/{id}", get(http::detail))
        .route(
            "/api/tournaments/{id}/register",
            post(http::register).delete(http::withdraw),
        )
        .route("/api/tournaments/{id}/bots", post(http::add_bots))
        .route("/api/tournaments/{id}/ban", post(http::ban))
        .route("/api/tournaments/{id}/deck", post(http::pick))
        .route("/api/tournaments/{id}/{action}", post(organizer::organize))
        .route("/api/stats/{game}", get(stats::handler))
}
