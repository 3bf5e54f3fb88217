//! Tavern's game server: HTTP and WebSocket on axum + tokio, the lobby, one task per match,
//! clocks, spectators, reconnection, bots and metrics.
//!
//! # Layout
//! - [`config`]: settings from flags and `TAVERN_*` variables;
//! - [`session`]: one WebSocket connection (frame checks, rate limit, dispatch);
//! - [`outbox`]: a client's bounded outbound queue, and the one place messages become text;
//! - [`players`]: players, resume tokens (hashed), connections;
//! - [`lobby`]: rooms, join codes, readiness, quick match, starting matches;
//! - [`game_match`]: the match task — the only owner of a game state;
//! - [`clock`]: online-mode clocks;
//! - [`bot`]: the server-side bot;
//! - [`registry`]: the hosted games;
//! - [`metrics`]: Prometheus metrics;
//! - [`web`]: the browser client (`GET /`), embedded from `web/`;
//! - [`store`]: storage (SQLite by default) behind one trait, with group commit;
//! - [`recovery`]: rebuilding unfinished matches at startup;
//! - [`history`]: match history and replays over HTTP.
//!
//! Architecture invariant: one writer per match. Only a match's task touches its game state;
//! everything else sends it commands through a bounded channel.
//!
//! Architecture invariant: write before tell. With storage on, every accepted action is
//! committed before any `action_result` or `update` about it is sent.

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::{Json, Router};
use dashmap::DashMap;
use tokio::net::TcpListener;
use tokio::sync::watch;

pub mod bot;
pub mod clock;
pub mod config;
pub mod game_match;
pub mod history;
pub mod lobby;
pub mod metrics;
pub mod outbox;
pub mod players;
pub mod recovery;
pub mod registry;
pub mod session;
pub mod store;
pub mod web;

pub use config::Config;

/// State shared by every connection and match task.
#[derive(Debug)]
pub struct Shared {
    /// Settings.
    pub config: Config,
    /// Metrics.
    pub metrics: metrics::Metrics,
    /// Players.
    pub players: players::Players,
    /// Rooms.
    pub lobby: lobby::Lobby,
    /// Running matches.
    pub matches: DashMap<String, game_match::MatchHandle>,
    /// Turns true when the server shuts down.
    pub shutdown: watch::Receiver<bool>,
    /// Storage, unless the server runs without it.
    pub store: Option<Arc<dyn store::Store>>,
    next_session: AtomicU64,
}

impl Shared {
    /// Fresh state; the sender stops every session when it sends `true`.
    pub fn new(
        config: Config,
        store: Option<Arc<dyn store::Store>>,
    ) -> (Arc<Shared>, watch::Sender<bool>) {
        let (tx, rx) = watch::channel(false);
        let shared = Shared {
            config,
            metrics: metrics::Metrics::default(),
            players: players::Players::default(),
            lobby: lobby::Lobby::default(),
            matches: DashMap::new(),
            shutdown: rx,
            store,
            next_session: AtomicU64::new(1),
        };
        (Arc::new(shared), tx)
    }
}

/// The HTTP routes.
pub fn app(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/ws", get(session::ws_handler))
        .route("/healthz", get(|| async { "ok" }))
        .route("/metrics", get(metrics_handler))
        .route("/api/rooms", get(rooms_handler))
        .route("/api/games", get(|| async { Json(registry::games()) }))
        .route("/api/games/{game}/cards", get(cards_handler))
        .merge(web::routes())
        .route("/api/matches", get(history::list))
        .route("/api/matches/{id}", get(history::detail))
        .route("/api/matches/{id}/replay", get(history::replay))
        .with_state(shared)
}

async fn metrics_handler(State(shared): State<Arc<Shared>>) -> impl IntoResponse {
    shared
        .metrics
        .rooms
        .store(shared.lobby.count() as i64, Ordering::Relaxed);
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        shared.metrics.render(),
    )
}

async fn cards_handler(
    axum::extract::Path(game): axum::extract::Path<String>,
) -> axum::response::Response {
    match registry::cards(&game) {
        Some(cards) => Json(cards).into_response(),
        None => (axum::http::StatusCode::NOT_FOUND, "no such game").into_response(),
    }
}

async fn rooms_handler(State(shared): State<Arc<Shared>>) -> impl IntoResponse {
    Json(shared.lobby.list(None))
}

/// Serves until `stop` resolves, then closes every session and returns.
pub async fn serve(
    listener: TcpListener,
    config: Config,
    stop: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    use axum::serve::ListenerExt;
    let store = open_store(&config)?;
    let retention = config.retention_days;
    let (shared, shutdown) = Shared::new(config, store.clone());
    if let Some(store) = &store {
        let n = recovery::recover(&shared, store)
            .await
            .map_err(std::io::Error::other)?;
        tracing::info!(matches = n, "unfinished matches recovered");
        if retention > 0 {
            tokio::spawn(prune_loop(store.clone(), retention));
        }
    }
    let app = app(shared.clone());
    // Small frames both ways: without TCP_NODELAY, Nagle's algorithm and delayed ACKs add
    // ~40 ms to every action.
    let listener = listener.tap_io(|tcp| {
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!(error = %e, "could not set TCP_NODELAY");
        }
    });
    axum::serve(listener, app)
        .with_graceful_shutdown(async move {
            stop.await;
            tracing::info!("shutting down");
            let _ = shutdown.send(true);
        })
        .await
}

/// Opens the configured storage (none when it is off).
pub fn open_store(config: &Config) -> std::io::Result<Option<Arc<dyn store::Store>>> {
    let Some(path) = config.db_path() else {
        tracing::info!("running without storage: matches do not survive a restart");
        return Ok(None);
    };
    let store = store::SqliteStore::open(&path, config.db_sync).map_err(std::io::Error::other)?;
    tracing::info!(path = %path.display(), "storage open");
    Ok(Some(Arc::new(store)))
}

/// Deletes finished matches older than the retention period, now and every hour.
async fn prune_loop(store: Arc<dyn store::Store>, days: u64) {
    let mut every = tokio::time::interval(std::time::Duration::from_secs(3600));
    loop {
        every.tick().await;
        let before = store::now_ms() - (days as i64) * 86_400_000;
        let s = store.clone();
        match tokio::task::spawn_blocking(move || s.prune(before)).await {
            Ok(Ok(n)) if n > 0 => tracing::info!(matches = n, "old matches pruned"),
            Ok(Ok(_)) => {}
            Ok(Err(e)) => tracing::warn!(error = %e, "pruning failed"),
            Err(e) => tracing::warn!(error = %e, "pruning failed"),
        }
    }
}

/// A server running in the background (for tests and embedding).
#[derive(Debug)]
pub struct Running {
    /// The address it listens on.
    pub addr: std::net::SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Running {
    /// Starts a server on `config.addr` (port 0 picks a free port).
    pub async fn start(config: Config) -> std::io::Result<Running> {
        let listener = TcpListener::bind(config.addr).await?;
        let addr = listener.local_addr()?;
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        let task = tokio::spawn(serve(listener, config, async move {
            let _ = rx.await;
        }));
        Ok(Running {
            addr,
            stop: Some(tx),
            task,
        })
    }

    /// Stops the server and waits for it.
    pub async fn stop(mut self) -> std::io::Result<()> {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
        self.task.await.unwrap_or(Ok(()))
    }
}
