//! What the store keeps for tournaments: each tournament as one row (its organizer's account,
//! game, status and its whole state as JSON, written again at every change) and its audit log,
//! one row per entry, appended in the same transaction as the state it goes with. Both
//! backends implement [`TournamentStore`]; the runner (`crate::tournaments`) derives
//! everything else from these rows and the matches' own.
//!
//! Every method blocks (a database round trip): callers run it on a blocking thread.

use super::StoreError;

/// A tournament as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentRow {
    /// Its id.
    pub id: String,
    /// The organizer's account id.
    pub organizer: String,
    /// The game.
    pub game: String,
    /// `registration`, `running`, `paused` or `finished`.
    pub status: String,
    /// When it was created (ms since the Unix epoch).
    pub created_at_ms: i64,
    /// Its state (JSON of `tournaments::model::State`).
    pub body: String,
}

/// An entry of a tournament's audit log as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditRow {
    /// Its position in the log, from 1.
    pub seq: u32,
    /// When.
    pub at_ms: i64,
    /// An account's name, or `server`.
    pub actor: String,
    /// What.
    pub action: String,
    /// In words.
    pub detail: String,
}

/// What the tournament API stores, on either backend. Blocking.
pub trait TournamentStore: Send + Sync {
    /// Stores a tournament (new, or over its last state) with the audit entries its change
    /// adds, in one transaction; an entry whose `seq` is stored already is refused.
    fn save_tournament(&self, row: &TournamentRow, audit: &[AuditRow]) -> Result<(), StoreError>;
    /// One tournament.
    fn tournament(&self, id: &str) -> Result<Option<TournamentRow>, StoreError>;
    /// Every tournament, newest first.
    fn tournaments(&self) -> Result<Vec<TournamentRow>, StoreError>;
    /// A tournament's audit log, in order.
    fn audit(&self, id: &str) -> Result<Vec<AuditRow>, StoreError>;
}
