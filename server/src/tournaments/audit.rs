//! What a change to a tournament does besides changing its state: the audit entries it adds
//! (stored in the same transaction as the state) and, once stored, the matches it starts and
//! the ones it aborts.

use tavern_protocol::tournaments::AuditEntry;

use super::model::State;
use crate::lobby::ServerSeat;
use crate::store::{now_ms, AuditRow};

/// The name the server signs its own entries with.
pub const SERVER: &str = "server";

/// A match to start once the change is stored.
#[derive(Clone, Debug)]
pub struct Launch {
    /// Its room.
    pub room_id: String,
    /// Its match.
    pub match_id: String,
    /// Its seats (every one a bot until the launch seats the players).
    pub seats: Vec<ServerSeat>,
    /// Which seats are played in person: their account's connected player is seated.
    pub in_person: Vec<bool>,
}

/// The effects of one change.
#[derive(Debug, Default)]
pub struct Change {
    /// Audit entries it adds.
    pub audit: Vec<AuditRow>,
    /// Matches to start.
    pub launch: Vec<Launch>,
    /// Matches to abort (their games were taken back).
    pub abort: Vec<String>,
}

impl Change {
    /// Adds an audit entry.
    pub fn log(&mut self, state: &mut State, actor: &str, action: &str, detail: String) {
        state.audit_len += 1;
        self.audit.push(AuditRow {
            seq: state.audit_len,
            at_ms: now_ms(),
            actor: actor.to_string(),
            action: action.to_string(),
            detail,
        });
    }
}

/// An entry as the public view shows it.
pub fn entry(row: AuditRow) -> AuditEntry {
    AuditEntry {
        seq: row.seq,
        at_ms: row.at_ms,
        actor: row.actor,
        action: row.action,
        detail: row.detail,
    }
}
