//! Tavern's game server: HTTP and WebSocket on axum + tokio, the lobby, one task per match,
//! clocks, spectators, reconnection, bots and metrics.
//!
//! # Layout
//! - [`config`]: settings from flags and `TAVERN_*` variables;
//! - [`session`]: one WebSocket connection (frame checks, rate limit, hello deadline,
//!   dispatch);
//! - [`conn_limit`]: open connections per IP address;
//! - [`linger`]: closing a connection so that its last words reach the client;
//! - [`outbox`]: a client's bounded outbound queue, and the one place messages become text;
//! - [`players`]: players, resume tokens (hashed), connections;
//! - [`lobby`]: rooms, join codes, readiness, quick match, starting matches;
//! - [`game_match`]: the match task — the only owner of a game state;
//! - [`clock`]: online-mode clocks;
//! - [`bot`]: the server-side bots, thinking off the runtime under a global limit;
//! - [`registry`]: the hosted games;
//! - [`metrics`]: Prometheus metrics;
//! - [`web`]: the browser client (`GET /`), embedded from `web/`;
//! - [`store`]: storage (SQLite by default) behind one trait, with group commit;
//! - [`recovery`]: rebuilding unfinished matches at startup;
//! - [`history`]: match history and replays over HTTP;
//! - [`admin`]: the operator's API (running matches, abort), behind a bearer token;
//! - [`accounts`]: accounts, sessions, saved decks, ratings, profiles and leaderboards;
//! - [`tournaments`]: tournaments run by the server, their API and statistics;
//! - [`health`]: liveness and readiness, and the `tavern health` check for containers;
//! - [`cluster`]: cluster mode (`--redis`): leases, match ownership and fencing, takeover,
//!   proxied sessions, the room directory.
//!
//! Architecture invariant: one writer per match. Only a match's task touches its game state;
//! everything else sends it commands through a bounded channel.
//!
//! Architecture invariant: write before tell. With storage on, every accepted action is
//! committed before any `action_result` or `update` about it is sent.

use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::{Json, Router};
use dashmap::DashMap;
use tokio::net::TcpListener;
use tokio::sync::watch;

pub mod accounts;
pub mod admin;
pub mod backup;
pub mod bot;
pub mod clock;
pub mod cluster;
pub mod config;
pub mod conn_limit;
pub mod forwarded;
pub mod game_match;
pub mod health;
pub mod history;
pub mod linger;
pub mod lobby;
pub mod metrics;
pub mod moderation;
pub mod outbox;
pub mod players;
pub mod recovery;
pub mod registry;
pub mod session;
pub mod store;
pub mod tournaments;
pub mod web;

pub use config::Config;

/// The server's version (the workspace's).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
/// The commit the binary was built from (`build.rs`): git's short hash, `-dirty` when the
/// working tree differed, or `unknown` without git.
pub const COMMIT: &str = env!("TAVERN_COMMIT");
/// What `tavern --version` prints after the name.
pub const VERSION_LINE: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (commit ",
    env!("TAVERN_COMMIT"),
    ")"
);

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
    /// The server is stopping: no new match starts, running ones may finish.
    pub draining: AtomicBool,
    /// Wakes the drain when a match ends.
    pub match_ended: tokio::sync::Notify,
    /// Open connections per IP address.
    pub addrs: conn_limit::PerAddr,
    /// The global limit on bots thinking at once.
    pub thinkers: bot::Thinkers,
    /// This node's part in a cluster, in cluster mode.
    pub cluster: Option<Arc<cluster::Cluster>>,
    /// Accounts: log-in limits and password hashing.
    pub accounts: accounts::Accounts,
    /// Tournaments and their runner's bookkeeping.
    pub tournaments: tournaments::Tournaments,
    next_session: AtomicU64,
}

impl Shared {
    /// Fresh state; the sender stops every session when it sends `true`.
    pub fn new(
        config: Config,
        store: Option<Arc<dyn store::Store>>,
    ) -> (Arc<Shared>, watch::Sender<bool>) {
        Shared::in_cluster(config, store, None)
    }

    /// Fresh state of a node of `cluster` (single node: `None`).
    pub fn in_cluster(
        config: Config,
        store: Option<Arc<dyn store::Store>>,
        cluster: Option<Arc<cluster::Cluster>>,
    ) -> (Arc<Shared>, watch::Sender<bool>) {
        let (tx, rx) = watch::channel(false);
        let shared = Shared {
            thinkers: bot::Thinkers::new(config.bot_threads()),
            accounts: accounts::Accounts::new(&config),
            config,
            metrics: metrics::Metrics::default(),
            players: players::Players::default(),
            lobby: lobby::Lobby::default(),
            matches: DashMap::new(),
            shutdown: rx,
            store,
            draining: AtomicBool::new(false),
            match_ended: tokio::sync::Notify::new(),
            addrs: conn_limit::PerAddr::default(),
            cluster,
            tournaments: tournaments::Tournaments::default(),
            next_session: AtomicU64::new(1),
        };
        (Arc::new(shared), tx)
    }
}

/// The HTTP routes.
pub fn app(shared: Arc<Shared>) -> Router {
    let client = match &shared.config.web_dir {
        Some(dir) => web::routes_from_dir(dir.clone()),
        None => web::routes(),
    };
    Router::new()
        .route("/ws", get(session::ws_handler))
        .route("/healthz", get(health::live))
        .route("/readyz", get(health::ready))
        .route("/api/rooms", get(rooms_handler))
        .route("/api/games", get(|| async { Json(registry::games()) }))
        .route("/api/games/{game}/cards", get(cards_handler))
        .merge(client)
        .route("/api/matches", get(history::list))
        .route("/api/matches/{id}", get(history::detail))
        .route("/api/matches/{id}/replay", get(history::replay))
        .merge(accounts::routes())
        .merge(tournaments::routes())
        .with_state(shared)
}

/// The operator's routes, served only on the admin listener (`--admin-addr`): `/metrics`, the
/// admin API and `/api/cluster`, with `/healthz` and `/readyz` for probes that look there.
pub fn admin_app(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/healthz", get(health::live))
        .route("/readyz", get(health::ready))
        .route("/metrics", get(metrics_handler))
        .merge(admin::routes())
        .merge(accounts::admin_routes())
        .route("/api/cluster", get(cluster::status::handler))
        .with_state(shared)
}

async fn metrics_handler(State(shared): State<Arc<Shared>>) -> impl IntoResponse {
    let m = &shared.metrics;
    m.rooms
        .store(shared.lobby.count() as i64, Ordering::Relaxed);
    m.draining.store(
        shared.draining.load(Ordering::Relaxed).into(),
        Ordering::Relaxed,
    );
    let mut text = String::new();
    metrics::render_build_info(&mut text);
    text.push_str(&shared.metrics.render());
    metrics::process::render(&mut text);
    let r = Ordering::Relaxed;
    metrics::metric(
        &mut text,
        "tavern_bot_queue",
        "Server-side bots waiting for a free thinker (--bot-threads).",
        "gauge",
        shared.thinkers.waiting.load(r).to_string(),
    );
    metrics::metric(
        &mut text,
        "tavern_bots_thinking",
        "Server-side bots thinking now.",
        "gauge",
        shared.thinkers.thinking.load(r).to_string(),
    );
    if let Some(store) = shared.store.clone() {
        if let Some(stats) = store.stats() {
            stats.render(&mut text);
        }
        let size = tokio::task::spawn_blocking(move || store.size_bytes())
            .await
            .ok()
            .flatten();
        if let Some(bytes) = size {
            metrics::metric(
                &mut text,
                "tavern_database_size_bytes",
                "Size of the database (SQLite: its pages).",
                "gauge",
                bytes.to_string(),
            );
        }
    }
    if let Some(c) = &shared.cluster {
        c.render(&mut text);
    }
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], text)
}

/// `?version=` on the card endpoint.
#[derive(serde::Deserialize)]
struct CardsQuery {
    version: Option<String>,
}

async fn cards_handler(
    axum::extract::Path(game): axum::extract::Path<String>,
    axum::extract::Query(query): axum::extract::Query<CardsQuery>,
) -> axum::response::Response {
    let Some(cards) = registry::cards(&game) else {
        return (axum::http::StatusCode::NOT_FOUND, "no such game").into_response();
    };
    let Some(version) = query.version else {
        return Json(cards).into_response();
    };
    match registry::cards_at(&game, &version) {
        Some(cards) => Json(cards).into_response(),
        None => {
            let offered = registry::game(&game)
                .map(|g| g.versions.join(", "))
                .unwrap_or_default();
            let body = serde_json::json!({
                "code": "bad_version",
                "message": format!("{game} has no version {version:?} (it offers {offered})"),
            });
            (axum::http::StatusCode::BAD_REQUEST, Json(body)).into_response()
        }
    }
}

async fn rooms_handler(State(shared): State<Arc<Shared>>) -> impl IntoResponse {
    Json(cluster::rooms(&shared, None))
}

/// How the server stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopMode {
    /// Stop taking new matches, let running ones go on up to the drain deadline
    /// (`--drain-secs`), then stop (what SIGTERM does).
    Drain,
    /// Stop at once; unfinished matches resume at the next start.
    Now,
}

/// The two sockets a server listens on: the players' and the operator's.
#[derive(Debug)]
pub struct Listeners {
    /// The players' side: the web client, `/ws`, the public HTTP API.
    pub public: TcpListener,
    /// The operator's side: `/metrics`, `/api/admin/…`, `/api/cluster` (`--admin-addr`).
    pub admin: TcpListener,
}

impl Listeners {
    /// Binds `config.addr` and `config.admin_addr`.
    pub async fn bind(config: &Config) -> std::io::Result<Listeners> {
        let public = TcpListener::bind(config.addr).await?;
        let admin = TcpListener::bind(config.admin_addr).await.map_err(|e| {
            std::io::Error::new(
                e.kind(),
                format!("admin listener {}: {e}", config.admin_addr),
            )
        })?;
        Ok(Listeners { public, admin })
    }
}

/// Serves until `stop` resolves, then drains or stops as it says, closes every session and
/// returns. Unfinished matches are recovered before the first connection is taken (they wait
/// in the listen backlog meanwhile), so a returning player always finds their match.
pub async fn serve(
    listeners: Listeners,
    config: Config,
    stop: impl Future<Output = StopMode> + Send + 'static,
) -> std::io::Result<()> {
    let store = open_store(&config)?;
    serve_with(listeners, config, store, stop).await
}

/// [`serve`] with a given storage backend instead of the configured one.
pub async fn serve_with(
    listeners: Listeners,
    config: Config,
    store: Option<Arc<dyn store::Store>>,
    stop: impl Future<Output = StopMode> + Send + 'static,
) -> std::io::Result<()> {
    use axum::serve::ListenerExt;
    let Listeners {
        public: listener,
        admin,
    } = listeners;
    let retention = config.retention_days;
    let cluster = cluster::Cluster::join(&config, listener.local_addr()?)
        .await
        .map_err(std::io::Error::other)?;
    let (shared, shutdown) = Shared::in_cluster(config, store.clone(), cluster.clone());
    if let Some(c) = &cluster {
        // In a cluster a node runs only the matches it claims: its lease ticks take over the
        // matches of dead nodes (its own from an earlier life under the same id included).
        cluster::spawn(c.clone(), shared.clone());
        if let (Some(store), true) = (&store, retention > 0) {
            tokio::spawn(prune_loop(store.clone(), retention));
        }
    } else if let Some(store) = &store {
        let started = std::time::Instant::now();
        let n = recovery::recover(&shared, store)
            .await
            .map_err(std::io::Error::other)?;
        // One line for the whole recovery (each match is logged at debug level only): a
        // restart with thousands of matches stays readable and quick.
        tracing::info!(
            matches = n,
            ms = started.elapsed().as_millis() as u64,
            "unfinished matches recovered"
        );
        if retention > 0 {
            tokio::spawn(prune_loop(store.clone(), retention));
        }
        let n = tournaments::start(&shared)
            .await
            .map_err(std::io::Error::other)?;
        tracing::info!(tournaments = n, "tournaments read back");
    }
    let app = app(shared.clone());
    let admin_task = tokio::spawn(serve_admin(admin, shared.clone()));
    // Small frames both ways: without TCP_NODELAY, Nagle's algorithm and delayed ACKs add
    // ~40 ms to every action.
    let listener = linger::Listener(listener).tap_io(|tcp| {
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!(error = %e, "could not set TCP_NODELAY");
        }
    });
    // The peer's address counts its connections (`--max-connections-per-ip`).
    let app = app.into_make_service_with_connect_info::<std::net::SocketAddr>();
    let served = axum::serve(listener, app)
        .with_graceful_shutdown(async move {
            let mode = stop.await;
            drain(&shared, mode).await;
            let _ = shutdown.send(true);
            if let Some(c) = &shared.cluster {
                c.leave().await;
            }
        })
        .await;
    let _ = admin_task.await;
    served
}

/// Serves the operator's routes on `listener` until the server shuts down (after the drain,
/// so `/metrics` shows it).
async fn serve_admin(listener: TcpListener, shared: Arc<Shared>) {
    let mut shutdown = shared.shutdown.clone();
    let app = admin_app(shared);
    let served = axum::serve(listener, app)
        .with_graceful_shutdown(async move {
            let _ = shutdown.wait_for(|stopping| *stopping).await;
        })
        .await;
    if let Err(e) = served {
        tracing::error!(error = %e, "the admin listener failed");
    }
}

/// The first half of stopping: with [`StopMode::Drain`], no new match starts and running
/// matches go on until they end or the deadline passes. Whatever still runs then is already
/// stored (write before tell) and resumes at the next start.
async fn drain(shared: &Arc<Shared>, mode: StopMode) {
    shared.draining.store(true, Ordering::Relaxed);
    let deadline = shared.config.drain();
    let running = shared.matches.len();
    if shared.cluster.is_some() && mode == StopMode::Drain && running > 0 {
        // A cluster node hands its matches over instead of waiting for them to end: its
        // matches stop, it lets its lease go, and a peer claims them at once.
        tracing::info!(matches = running, "draining: handing matches over");
        shared
            .players
            .broadcast(&outbox::encode(&tavern_protocol::wire::ServerMsg::Notice {
                code: tavern_protocol::wire::NoticeCode::Draining,
                message: "This server is stopping and hands its matches to another: reconnect \
                          with your token (to any server) and play on."
                    .into(),
                within_secs: Some(0),
            }));
        return;
    }
    if mode == StopMode::Now || deadline.is_zero() || running == 0 {
        tracing::info!(matches = running, "shutting down");
        return;
    }
    tracing::info!(
        matches = running,
        deadline_secs = deadline.as_secs(),
        "draining"
    );
    shared
        .players
        .broadcast(&outbox::encode(&tavern_protocol::wire::ServerMsg::Notice {
            code: tavern_protocol::wire::NoticeCode::Draining,
            message: format!(
                "The server restarts within {} s. Running matches go on; unfinished ones resume \
             after the restart (reconnect with your token).",
                deadline.as_secs()
            ),
            within_secs: Some(deadline.as_secs()),
        }));
    let until = tokio::time::Instant::now() + deadline;
    loop {
        let ended = shared.match_ended.notified();
        if shared.matches.is_empty() {
            tracing::info!("drained: every match ended");
            return;
        }
        if tokio::time::timeout_at(until, ended).await.is_err() {
            tracing::info!(
                matches = shared.matches.len(),
                "drain deadline passed; unfinished matches resume at the next start"
            );
            return;
        }
    }
}

/// Opens the configured storage (none when it is off).
pub fn open_store(config: &Config) -> std::io::Result<Option<Arc<dyn store::Store>>> {
    let interval = std::time::Duration::from_micros(config.db_commit_interval_us);
    match config.storage() {
        None => {
            tracing::info!("running without storage: matches do not survive a restart");
            Ok(None)
        }
        Some(config::Storage::Sqlite(path)) => {
            let store = store::SqliteStore::open_paced(&path, config.db_sync, interval)
                .map_err(std::io::Error::other)?;
            tracing::info!(path = %path.display(), "storage open");
            Ok(Some(Arc::new(store)))
        }
        Some(config::Storage::Postgres(url)) => {
            let store = store::PostgresStore::open_paced(&url, config.db_sync, interval)
                .map_err(std::io::Error::other)?;
            Ok(Some(Arc::new(store)))
        }
    }
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
    /// The address of its admin listener (`/metrics`, `/api/admin/…`).
    pub admin_addr: std::net::SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<StopMode>>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Running {
    /// Starts a server on `config.addr` (port 0 picks a free port).
    pub async fn start(config: Config) -> std::io::Result<Running> {
        let store = open_store(&config)?;
        Running::start_with(config, store).await
    }

    /// Starts a server with a given storage backend (tests inject failures this way).
    pub async fn start_with(
        config: Config,
        store: Option<Arc<dyn store::Store>>,
    ) -> std::io::Result<Running> {
        let listeners = Listeners::bind(&config).await?;
        let addr = listeners.public.local_addr()?;
        let admin_addr = listeners.admin.local_addr()?;
        let (tx, rx) = tokio::sync::oneshot::channel::<StopMode>();
        let task = tokio::spawn(serve_with(listeners, config, store, async move {
            rx.await.unwrap_or(StopMode::Now)
        }));
        Ok(Running {
            addr,
            admin_addr,
            stop: Some(tx),
            task,
        })
    }

    /// Stops the server at once and waits for it.
    pub async fn stop(self) -> std::io::Result<()> {
        self.stop_with(StopMode::Now).await
    }

    /// Stops the server as SIGTERM does (drain first) and waits for it.
    pub async fn drain(self) -> std::io::Result<()> {
        self.stop_with(StopMode::Drain).await
    }

    async fn stop_with(mut self, mode: StopMode) -> std::io::Result<()> {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(mode);
        }
        self.task.await.unwrap_or(Ok(()))
    }
}
