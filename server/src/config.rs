//! Server settings: flags and `TAVERN_*` environment variables, with defaults that work with no
//! configuration at all.

use std::net::SocketAddr;
use std::time::Duration;

use clap::Parser;

/// Tavern server settings.
#[derive(Clone, Debug, Parser)]
#[command(
    name = "tavern",
    version = crate::VERSION_LINE,
    about = "An authoritative game server for card and board games"
)]
pub struct Config {
    /// Address to listen on for players: the web client, `/ws` and the public HTTP API.
    #[arg(long, env = "TAVERN_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Address of the operator's listener: `/metrics`, `/api/admin/…` and `/api/cluster` (and
    /// `/healthz`, `/readyz`). Keep it private: loopback, or a network only Prometheus and the
    /// operators reach. The players' address answers 404 for these paths.
    #[arg(long, env = "TAVERN_ADMIN_ADDR", default_value = "127.0.0.1:9090")]
    pub admin_addr: SocketAddr,
    /// Largest accepted WebSocket message, in bytes; a larger one (one frame, or fragments
    /// that pass it together) gets `frame_too_large` and closes the connection (close code
    /// 1009) without the rest of it being read.
    #[arg(long, env = "TAVERN_MAX_FRAME_BYTES", default_value_t = 65_536)]
    pub max_frame_bytes: usize,
    /// Reverse proxies whose `X-Forwarded-For` is believed (comma-separated addresses or CIDR
    /// blocks, `10.0.0.0/8,127.0.0.1`): connections from them count as the address the header
    /// gives, for the per-address limits and the logs. Empty: the header is ignored.
    #[arg(
        long = "trusted-proxy",
        env = "TAVERN_TRUSTED_PROXIES",
        default_value = ""
    )]
    pub trusted_proxies: crate::forwarded::TrustedProxies,
    /// Seconds a new connection has to say `hello`; then it is closed (close code 1008).
    #[arg(long, env = "TAVERN_HELLO_TIMEOUT_SECS", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub hello_timeout_secs: u64,
    /// Open WebSocket connections one IP address may hold (0: no limit); more are refused
    /// with 429. Behind a reverse proxy every player has the proxy's address: raise it there.
    #[arg(long, env = "TAVERN_MAX_CONNECTIONS_PER_IP", default_value_t = 256)]
    pub max_connections_per_ip: u32,
    /// Messages per second a connection may send (sustained).
    #[arg(long, env = "TAVERN_RATE_PER_SEC", default_value_t = 50)]
    pub rate_per_sec: u32,
    /// Burst of messages a connection may send at once.
    #[arg(long, env = "TAVERN_RATE_BURST", default_value_t = 100)]
    pub rate_burst: u32,
    /// Messages queued for a client before it is disconnected as too slow.
    #[arg(long, env = "TAVERN_OUTBOUND_QUEUE", default_value_t = 256)]
    pub outbound_queue: usize,
    /// Bytes a connection's read buffer starts with. Clients send small messages (an action
    /// is a few hundred bytes); a larger frame grows the buffer to its size.
    #[arg(long, env = "TAVERN_WS_READ_BUFFER_BYTES", default_value_t = 1024,
          value_parser = clap::value_parser!(u64).range(64..=1 << 20))]
    pub ws_read_buffer_bytes: u64,
    /// Bytes of outgoing frames a connection gathers before it writes to its socket (it also
    /// writes at each flush, once the queued messages are in). The buffer keeps the size of
    /// the largest batch it held, so every open connection costs about this much.
    #[arg(long, env = "TAVERN_WS_WRITE_BUFFER_BYTES", default_value_t = 8192,
          value_parser = clap::value_parser!(u64).range(0..=1 << 20))]
    pub ws_write_buffer_bytes: u64,
    /// Seconds a disconnected player keeps their seat before forfeiting.
    #[arg(long, env = "TAVERN_RESUME_GRACE_SECS", default_value_t = 300)]
    pub resume_grace_secs: u64,
    /// Milliseconds a server-side bot waits before it starts thinking.
    #[arg(long, env = "TAVERN_BOT_DELAY_MS", default_value_t = 400)]
    pub bot_delay_ms: u64,
    /// Milliseconds a server-side bot may think per decision, unless its room says otherwise.
    #[arg(long, env = "TAVERN_BOT_THINK_MS", default_value_t = 300,
          value_parser = clap::value_parser!(u32).range(1..=i64::from(tavern_protocol::wire::MAX_BOT_THINK_MS)))]
    pub bot_think_ms: u32,
    /// Bots that may think at the same time, across every match (0: one per CPU core). The
    /// others wait their turn, which their clocks bound: thinking runs on blocking threads,
    /// never on the threads that serve connections and clocks.
    #[arg(long, env = "TAVERN_BOT_THREADS", default_value_t = 0)]
    pub bot_threads: usize,
    /// Where matches are stored: an SQLite database file (created on first run), or a
    /// PostgreSQL server as `postgres://user@host:port/db` (several nodes may share one).
    /// Empty: run without storage.
    #[arg(long, env = "TAVERN_DB", default_value = "tavern.db")]
    pub db: String,
    /// Run without storage (benchmarks): nothing survives a restart.
    #[arg(long, env = "TAVERN_NO_DB", default_value_t = false)]
    pub no_db: bool,
    /// How hard the database works to keep each commit: `full` survives power loss, `normal`
    /// survives a crash of the server process (PostgreSQL: `synchronous_commit` on or off).
    #[arg(long, env = "TAVERN_DB_SYNC", value_enum, default_value_t = crate::store::SyncMode::Full)]
    pub db_sync: crate::store::SyncMode,
    /// Group commit: a commit starts no sooner than this many microseconds after the previous
    /// one started, and carries every write queued meanwhile. 0: each commit starts as soon as
    /// the previous one is done (the lowest latency while the server has CPU to spare). The
    /// default, 1000, makes commits fewer and larger when the server is saturated, where each
    /// commit's own cost shows, at up to 1 ms of latency per action; at most 100000.
    #[arg(long, env = "TAVERN_DB_COMMIT_INTERVAL_US", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(0..=100_000))]
    pub db_commit_interval_us: u64,
    /// Days a finished match is kept for history and replays (0: forever).
    #[arg(long, env = "TAVERN_RETENTION_DAYS", default_value_t = 30)]
    pub retention_days: u64,
    /// Log as JSON lines instead of text.
    #[arg(long, env = "TAVERN_LOG_JSON", default_value_t = false)]
    pub log_json: bool,
    /// The bearer token that unlocks `/api/admin/…`. Empty: the admin API is off.
    #[arg(
        long,
        env = "TAVERN_ADMIN_TOKEN",
        default_value = "",
        hide_env_values = true
    )]
    pub admin_token: String,
    /// On SIGTERM, seconds running matches may go on before the server stops anyway (they are
    /// stored, and resume at the next start). No new match starts meanwhile.
    #[arg(long, env = "TAVERN_DRAIN_SECS", default_value_t = 30)]
    pub drain_secs: u64,
    /// Cluster mode: the Redis server several nodes share, as `redis://host:port` (needs a
    /// `postgres://` database). Empty: a single node.
    #[arg(long, env = "TAVERN_REDIS", default_value = "")]
    pub redis: String,
    /// This node's id in the cluster. Empty: a new random id at each start.
    #[arg(long, env = "TAVERN_NODE_ID", default_value = "")]
    pub node_id: String,
    /// The address other nodes reach this one at (`host:port`). Empty: `--addr` (give it when
    /// listening on all interfaces).
    #[arg(long, env = "TAVERN_NODE_ADDR", default_value = "")]
    pub node_addr: String,
    /// Milliseconds a node's lease lasts without renewal (renewed every third of it): a node
    /// killed outright has its matches taken over within about this long.
    #[arg(long, env = "TAVERN_LEASE_MS", default_value_t = 3000,
          value_parser = clap::value_parser!(u64).range(300..=600_000))]
    pub lease_ms: u64,
    /// Failed log-ins one account name may have (each forgotten `--login-lockout-secs` after
    /// the last) before it is refused with 429; past the third, each failure is answered more
    /// slowly.
    #[arg(long, env = "TAVERN_LOGIN_FAILURES_PER_NAME", default_value_t = 10,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub login_failures_per_name: u32,
    /// Failed log-ins one IP address may have, whatever the names, before it is refused with
    /// 429. Behind a reverse proxy every player has the proxy's address: raise it there.
    #[arg(long, env = "TAVERN_LOGIN_FAILURES_PER_ADDR", default_value_t = 100,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub login_failures_per_addr: u32,
    /// Seconds after its last failed log-in a name or address is refused (and its failures
    /// are forgotten after).
    #[arg(long, env = "TAVERN_LOGIN_LOCKOUT_SECS", default_value_t = 900)]
    pub login_lockout_secs: u64,
    /// For tests only, never in production (such hashes are cheap to attack): hash passwords
    /// with a light argon2id cost, so suites that register many accounts stay quick.
    #[arg(
        long,
        env = "TAVERN_TEST_LIGHT_PASSWORDS",
        hide = true,
        default_value_t = false
    )]
    pub test_light_passwords: bool,
    /// For reproducible tests only, never in production (whoever knows it knows every deck's
    /// order): deal each match from a seed made of this one, the name of the room's first
    /// player and how many matches that name has started, so a test replays the same match.
    #[arg(long, env = "TAVERN_TEST_SEED", hide = true)]
    pub test_seed: Option<u64>,
    /// For reproducible tests: server bots search this many iterations per decision instead of
    /// for a time (their clocks still bound them), so the same match gets the same answers.
    #[arg(long, env = "TAVERN_BOT_ITERATIONS", hide = true,
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub bot_iterations: Option<u32>,
    /// For working on the browser client: serve it from this directory (`web/`), each file
    /// read again at every request, instead of the copy compiled into the binary.
    #[arg(long, env = "TAVERN_WEB_DIR", hide = true)]
    pub web_dir: Option<std::path::PathBuf>,
    /// A subcommand instead of serving.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Where matches are stored (`--db`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Storage {
    /// An SQLite database file.
    Sqlite(std::path::PathBuf),
    /// A PostgreSQL server, by its `postgres://` URL.
    Postgres(String),
}

/// What the binary does instead of serving.
#[derive(Clone, Debug, clap::Subcommand)]
pub enum Command {
    /// Checks a running server (for container health checks): exits 0 when `GET /healthz`
    /// (or `/readyz` with `--ready`) at the configured address answers 200, 1 otherwise.
    Health {
        /// Check readiness (accepting new matches) instead of liveness.
        #[arg(long)]
        ready: bool,
        /// Seconds to wait for the answer.
        #[arg(long, default_value_t = 3)]
        timeout_secs: u64,
    },
    /// Copies the SQLite database (`--db`) into a new file FILE, consistently, while the
    /// server runs (SQLite's `VACUUM INTO`). Restore: stop the server, put the copy in place of
    /// the database (no `-wal`/`-shm` beside it), start it.
    Backup {
        /// The new file (it must not exist).
        file: std::path::PathBuf,
    },
}

impl Config {
    /// The defaults, as if no flag or variable were given.
    pub fn defaults() -> Self {
        Config::parse_from(["tavern"])
    }

    /// How long a new connection has to say `hello`.
    pub fn hello_timeout(&self) -> Duration {
        Duration::from_secs(self.hello_timeout_secs)
    }

    /// The resume grace period.
    pub fn resume_grace(&self) -> Duration {
        Duration::from_secs(self.resume_grace_secs)
    }

    /// Where matches are stored, unless storage is off.
    pub fn storage(&self) -> Option<Storage> {
        let db = self.db.trim();
        if self.no_db || db.is_empty() {
            None
        } else if db.starts_with("postgres://") || db.starts_with("postgresql://") {
            Some(Storage::Postgres(db.to_string()))
        } else {
            Some(Storage::Sqlite(db.into()))
        }
    }

    /// The Redis URL of cluster mode, unless this is a single node.
    pub fn redis(&self) -> Option<&str> {
        Some(self.redis.trim()).filter(|u| !u.is_empty())
    }

    /// This node's id: the configured one, else a new random one.
    pub fn node_id(&self) -> String {
        match self.node_id.trim() {
            "" => uuid::Uuid::new_v4().simple().to_string()[..12].to_string(),
            id => id.to_string(),
        }
    }

    /// How long a lease lasts.
    pub fn lease(&self) -> Duration {
        Duration::from_millis(self.lease_ms)
    }

    /// The drain deadline.
    pub fn drain(&self) -> Duration {
        Duration::from_secs(self.drain_secs)
    }

    /// The admin token, unless the admin API is off.
    pub fn admin_token(&self) -> Option<&str> {
        Some(self.admin_token.trim()).filter(|t| !t.is_empty())
    }

    /// The bot delay.
    pub fn bot_delay(&self) -> Duration {
        Duration::from_millis(self.bot_delay_ms)
    }

    /// The bots' default thinking time per decision.
    pub fn bot_think(&self) -> Duration {
        Duration::from_millis(u64::from(self.bot_think_ms))
    }

    /// How many bots may think at once.
    pub fn bot_threads(&self) -> usize {
        match self.bot_threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        }
    }
}
