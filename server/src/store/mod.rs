//! Storage: rooms, matches (game, seed, config and decks, seats with their resume-token hashes),
//! the action log (each action with the decision it answered, its seat, its time and the clocks
//! after it) and results.
//!
//! Everything goes through one trait, [`Store`], with two backends: [`SqliteStore`], the
//! embedded default (`sqlite`, its journal in `journal`), and [`PostgresStore`] (`postgres`),
//! for nodes sharing a database server. In both, one writer thread owns a write connection and
//! *group-commits* — it takes every write queued by all matches, commits them in one
//! transaction, then acknowledges each (`writer`, the loop both share). A match task awaits its
//! acknowledgement before it tells anyone about the action (write before tell); other matches
//! keep running meanwhile. Reads (recovery, history, replays) use a second connection. Steps
//! are stored as JSON lines (`lines`), a finished match's log compressed (`log_pack`);
//! accounts (`accounts`) and tournaments (`tournaments`) have tables of their own;
//! `conformance` is the test suite every backend passes.

use std::time::{SystemTime, UNIX_EPOCH};

use tokio::sync::oneshot;

mod accounts;
#[cfg(test)]
mod conformance;
mod finish;
mod journal;
mod lines;
mod log_pack;
mod postgres;
mod sqlite;
mod sqlite_accounts;
mod sqlite_tournaments;
mod tournaments;
mod writer;

pub use accounts::{AccountRecord, AccountStore, DeckRow, RatingChange, RatingRow};
pub use tournaments::{AuditRow, TournamentRow, TournamentStore};

pub use self::postgres::PostgresStore;
pub use sqlite::{migrate, SqliteStore, SyncMode, MIGRATIONS};

/// A storage failure, for logs (players only ever see `internal`), or a write refused by the
/// cluster's fencing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The database or the store failed.
    Failed(String),
    /// A write of a match whose ownership moved on: it carried the epoch this node claimed,
    /// and another node has claimed the match since (cluster mode). The write did nothing;
    /// the match belongs to the node holding `current`.
    StaleEpoch {
        /// The match.
        match_id: String,
        /// The epoch the write carried.
        epoch: u64,
        /// The match's epoch in the database.
        current: u64,
    },
}

impl StoreError {
    /// What went wrong, without the `storage:` prefix of its display.
    pub fn message(&self) -> String {
        match self {
            StoreError::Failed(m) => m.clone(),
            StoreError::StaleEpoch {
                match_id,
                epoch,
                current,
            } => format!(
                "match {match_id} is at epoch {current}: a write of epoch {epoch} is refused"
            ),
        }
    }

    /// Whether the write was refused because another node owns the match now.
    pub fn is_stale_epoch(&self) -> bool {
        matches!(self, StoreError::StaleEpoch { .. })
    }
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "storage: {}", self.message())
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Failed(e.to_string())
    }
}

impl From<::postgres::Error> for StoreError {
    /// The client's error with its cause (for a database error, PostgreSQL's own message).
    fn from(e: ::postgres::Error) -> Self {
        match std::error::Error::source(&e) {
            Some(cause) => StoreError::Failed(format!("{e}: {cause}")),
            None => StoreError::Failed(e.to_string()),
        }
    }
}

/// The acknowledgement of one write: resolves once the write is committed (or failed).
pub type Ack = oneshot::Receiver<Result<(), StoreError>>;

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// A seat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    /// The player, unless a bot sits there.
    pub player_id: Option<String>,
    /// Display name.
    pub name: String,
    /// A server-side bot.
    pub bot: bool,
    /// SHA-256 of the player's resume token.
    pub token_hash: Option<[u8; 32]>,
    /// Whether spectators may watch from behind this seat.
    pub allow_spectators: bool,
    /// The seat's team.
    pub team: u8,
    /// The player left the match while it went on without them: they hear nothing more of
    /// it, after a restart too.
    pub left: bool,
    /// The account playing there, when its player logged in.
    pub account: Option<SeatAccount>,
}

/// The account behind a seat, as stored with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatAccount {
    /// The account's id.
    pub id: String,
    /// The saved deck the seat plays, when it readied one by name (its record counts the
    /// match).
    pub deck: Option<String>,
}

/// What a stored step did (the same kinds the history API shows).
pub use tavern_protocol::history::StepKind;

/// One entry of a match's action log: the step that took the match to `version`.
#[derive(Clone, Debug, PartialEq)]
pub struct StepRecord {
    /// The match version after this step (1 for the first).
    pub version: u64,
    /// The seat that acted.
    pub seat: u8,
    /// What kind of step.
    pub kind: StepKind,
    /// The game action as JSON text (none for a forfeit).
    pub action: Option<String>,
    /// The decision the action answered (`act`, `reroll`, …), as its wire name.
    pub decision: Option<String>,
    /// The client's action id (players' actions only), for idempotent retries after a restart.
    pub action_id: Option<String>,
    /// When it was applied (ms since the epoch).
    pub at_ms: i64,
    /// The clocks after it (JSON of `clock::ClockSnapshot`), when the match has clocks.
    pub clocks: Option<String>,
}

/// A match as stored: everything needed to rebuild it, plus its result once over.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRecord {
    /// Match id.
    pub id: String,
    /// Its room.
    pub room: String,
    /// The room's options (JSON of `RoomOptions`).
    pub room_options: String,
    /// The game's id.
    pub game: String,
    /// The seed.
    pub seed: u64,
    /// The match config, decks included (JSON).
    pub config: String,
    /// The seats.
    pub seats: Vec<SeatRecord>,
    /// When it started (ms since the epoch).
    pub started_at_ms: i64,
    /// When it ended.
    pub finished_at_ms: Option<i64>,
    /// The outcome (JSON of `Outcome`), once over.
    pub outcome: Option<String>,
    /// `running`, `finished` or `abandoned` (could not be rebuilt).
    pub status: String,
    /// The action log, in order (empty in summaries).
    pub steps: Vec<StepRecord>,
    /// Number of steps.
    pub version: u64,
}

/// A write, queued to the store.
#[derive(Clone, Debug)]
pub enum Write {
    /// A match (and its room and seats) begins; its `steps` are ignored.
    MatchStarted(Box<MatchRecord>),
    /// One step of a match's log.
    Step {
        /// The match.
        match_id: String,
        /// The step.
        step: StepRecord,
    },
    /// A match ended.
    Finished {
        /// The match.
        match_id: String,
        /// `finished` or `abandoned`.
        status: String,
        /// The outcome (JSON), if any.
        outcome: Option<String>,
        /// When.
        at_ms: i64,
    },
    /// This node claims a match with a new epoch (cluster mode, PostgreSQL only): refused
    /// with [`StoreError::StaleEpoch`] if the match already has this epoch or a newer one.
    /// From then on every write of the match from this store carries the epoch, and is refused
    /// once another node has claimed the match (fencing). A claim may come before the match's
    /// start, which then stores the epoch with the match.
    Claim {
        /// The match.
        match_id: String,
        /// The claiming node.
        node: String,
        /// The new epoch (from the cluster's claim; it only ever grows).
        epoch: u64,
    },
    /// A seat's player left a match that goes on without them.
    SeatLeft {
        /// The match.
        match_id: String,
        /// The seat.
        seat: u8,
    },
    /// A seat changed whether spectators may watch from behind it.
    SeatSpectators {
        /// The match.
        match_id: String,
        /// The seat.
        seat: u8,
        /// Allowed or not.
        allow: bool,
    },
}

/// A history query.
#[derive(Clone, Debug, Default)]
pub struct HistoryQuery {
    /// Only matches where this player (id or display name) sat.
    pub player: Option<String>,
    /// Only matches of this game.
    pub game: Option<String>,
    /// Only matches where this account (by id) sat; a registered name is looked up so.
    pub account: Option<String>,
    /// At most this many, newest first.
    pub limit: usize,
}

/// What the store has done since it opened, for `/metrics`: how much it commits, and where a
/// write's wait goes (queued, committing, then until its match resumes).
#[derive(Debug)]
pub struct StoreStats {
    /// Each commit's duration (the longest included), syncing included.
    pub commit_duration: crate::metrics::Histogram,
    /// Transactions committed.
    pub commits: std::sync::atomic::AtomicU64,
    /// Writes committed.
    pub writes: std::sync::atomic::AtomicU64,
    /// Writes that failed.
    pub failures: std::sync::atomic::AtomicU64,
    /// Time spent committing (building the transaction and syncing it), in nanoseconds.
    pub commit_ns: std::sync::atomic::AtomicU64,
    /// The longest commit, in nanoseconds.
    pub commit_max_ns: std::sync::atomic::AtomicU64,
    /// Summed over writes: from being queued to the start of the commit that stores them.
    pub queued_ns: std::sync::atomic::AtomicU64,
    /// Summed over writes: the duration of the commit that stores them.
    pub committing_ns: std::sync::atomic::AtomicU64,
    /// Steps whose match awaited their acknowledgement.
    pub awaited: std::sync::atomic::AtomicU64,
    /// Summed over those steps: from being queued to their match resuming with the outcome.
    pub awaited_ns: std::sync::atomic::AtomicU64,
}

/// Upper bounds of the commit duration buckets, in seconds.
const COMMIT_BUCKETS: &[f64] = &[
    0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 5.0,
];

impl Default for StoreStats {
    fn default() -> Self {
        StoreStats {
            commit_duration: crate::metrics::Histogram::new(COMMIT_BUCKETS),
            commits: Default::default(),
            writes: Default::default(),
            failures: Default::default(),
            commit_ns: Default::default(),
            commit_max_ns: Default::default(),
            queued_ns: Default::default(),
            committing_ns: Default::default(),
            awaited: Default::default(),
            awaited_ns: Default::default(),
        }
    }
}

impl StoreStats {
    /// A step was queued at `queued` and its match resumes now, with its outcome.
    pub fn resumed(&self, queued: std::time::Instant) {
        use std::sync::atomic::Ordering::Relaxed;
        self.awaited.fetch_add(1, Relaxed);
        self.awaited_ns
            .fetch_add(queued.elapsed().as_nanos() as u64, Relaxed);
    }

    /// Prometheus text for these figures.
    pub fn render(&self, out: &mut String) {
        use std::sync::atomic::Ordering::Relaxed;
        let seconds =
            |ns: &std::sync::atomic::AtomicU64| (ns.load(Relaxed) as f64 / 1e9).to_string();
        let figures = [
            (
                "tavern_store_commits_total",
                "Storage transactions committed (each one sync to disk).",
                "counter",
                self.commits.load(Relaxed).to_string(),
            ),
            (
                "tavern_store_writes_total",
                "Writes committed (steps, match starts and ends).",
                "counter",
                self.writes.load(Relaxed).to_string(),
            ),
            (
                "tavern_store_failures_total",
                "Writes that failed.",
                "counter",
                self.failures.load(Relaxed).to_string(),
            ),
            (
                "tavern_store_commit_seconds_total",
                "Time spent committing, syncing included.",
                "counter",
                seconds(&self.commit_ns),
            ),
            (
                "tavern_store_commit_max_seconds",
                "The longest commit since the store opened.",
                "gauge",
                seconds(&self.commit_max_ns),
            ),
            (
                "tavern_store_queued_seconds_total",
                "Summed over writes: time from being queued to the start of their commit.",
                "counter",
                seconds(&self.queued_ns),
            ),
            (
                "tavern_store_committing_seconds_total",
                "Summed over writes: the duration of the commit that stored them.",
                "counter",
                seconds(&self.committing_ns),
            ),
            (
                "tavern_store_awaited_total",
                "Steps whose match awaited their acknowledgement.",
                "counter",
                self.awaited.load(Relaxed).to_string(),
            ),
            (
                "tavern_store_awaited_seconds_total",
                "Summed over those steps: time from being queued to their match resuming.",
                "counter",
                seconds(&self.awaited_ns),
            ),
        ];
        for (name, help, kind, value) in figures {
            crate::metrics::metric(out, name, help, kind, value);
        }
        self.commit_duration.render(
            out,
            "tavern_store_commit_duration_seconds",
            "Each commit's duration, syncing included.",
        );
    }
}

/// The storage backend.
pub trait Store: Send + Sync + std::fmt::Debug {
    /// Its figures for `/metrics`, if it keeps any.
    fn stats(&self) -> Option<&StoreStats> {
        None
    }
    /// The database's size in bytes, if the backend can tell (SQLite: its pages).
    fn size_bytes(&self) -> Option<u64> {
        None
    }
    /// Queues a write; the acknowledgement resolves once it is committed. Writes of one
    /// caller are committed in the order they were queued.
    fn write(&self, write: Write) -> Ack;
    /// Every match that has not ended, with its steps (blocking; at startup).
    fn unfinished(&self) -> Result<Vec<MatchRecord>, StoreError>;
    /// A match with its steps (blocking).
    fn load(&self, id: &str) -> Result<Option<MatchRecord>, StoreError>;
    /// A match's status alone (`running`, `finished`, `abandoned`), `None` for a match not
    /// stored (blocking). Backends read it without the match's log; this default loads it.
    fn status(&self, id: &str) -> Result<Option<String>, StoreError> {
        Ok(self.load(id)?.map(|m| m.status))
    }
    /// Recent finished matches, newest first, without steps (blocking).
    fn history(&self, q: &HistoryQuery) -> Result<Vec<MatchRecord>, StoreError>;
    /// Deletes matches finished before `before_ms`; returns how many (blocking).
    fn prune(&self, before_ms: i64) -> Result<usize, StoreError>;
    /// Accounts, sessions, saved decks and ratings, when this store keeps them.
    fn accounts(&self) -> Option<&dyn AccountStore> {
        None
    }
    /// Tournaments and their audit logs, when this store keeps them.
    fn tournament_store(&self) -> Option<&dyn TournamentStore> {
        None
    }
}
