//! Match history and replays over HTTP: `GET /api/matches`, `GET /api/matches/{id}` and, for
//! finished matches only, `GET /api/matches/{id}/replay[?step=N&viewer=seatN|referee]`.
//! A running match's seed and log are never served.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::wire::RawJson;
use crate::{DecisionKind, Outcome, Seat, Viewer};

/// Where a stored match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchStatus {
    /// Still being played.
    Running,
    /// Over, with a result.
    Finished,
    /// Could not be rebuilt after a restart (a bug); kept for inspection.
    Abandoned,
}

/// A seat of a stored match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistorySeat {
    /// The seat.
    pub seat: Seat,
    /// Display name.
    pub name: String,
    /// The player's id (none for bots).
    pub player_id: Option<String>,
    /// A server-side bot.
    pub bot: bool,
    /// The seat's team (matches stored before teams were recorded: the seat's own number, as
    /// every seat then played alone).
    #[serde(default)]
    pub team: u8,
}

/// A match in the history (`GET /api/matches` lists these, newest first).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchSummary {
    /// Match id.
    pub id: String,
    /// The game.
    pub game: String,
    /// Running, finished or abandoned.
    pub status: MatchStatus,
    /// Who played.
    pub players: Vec<HistorySeat>,
    /// The result, once over.
    pub outcome: Option<Outcome>,
    /// Start time, ms since the Unix epoch.
    pub started_at_ms: i64,
    /// End time, once over.
    pub finished_at_ms: Option<i64>,
    /// How long it lasted (so far, for a running match), in ms.
    pub duration_ms: u64,
    /// Steps in its log (its version).
    pub actions: u64,
}

/// `GET /api/matches/{id}`: the summary, and the decks once the match is over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchDetail {
    /// The summary.
    #[serde(flatten)]
    pub summary: MatchSummary,
    /// The match config with every deck (finished matches only: decks are secret in play).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config: Option<Value>,
}

/// What a step of the log was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StepKind {
    /// A player's action.
    Action,
    /// A server-side bot's action.
    Bot,
    /// The rules' answer for a seat whose clock ran out.
    Timeout,
    /// The seat forfeited.
    Forfeit,
}

/// One step of a replay.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReplayStep {
    /// The version this step led to (the first step is 1).
    pub version: u64,
    /// Who acted.
    pub seat: Seat,
    /// What kind of step.
    pub kind: StepKind,
    /// The game action (none for a forfeit).
    pub action: Option<Value>,
    /// The decision it answered.
    pub decision: Option<DecisionKind>,
    /// When, ms since the Unix epoch.
    pub at_ms: i64,
}

/// `GET /api/matches/{id}/replay`: everything needed to replay a finished match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Replay {
    /// Match id.
    pub id: String,
    /// The game.
    pub game: String,
    /// The seed, as a decimal string (64 bits do not fit a JSON number everywhere).
    pub seed: String,
    /// The match config, decks included.
    pub config: Value,
    /// Who played.
    pub players: Vec<HistorySeat>,
    /// The log.
    pub steps: Vec<ReplayStep>,
    /// The result.
    pub outcome: Option<Outcome>,
}

/// `GET /api/matches/{id}/replay?step=N&viewer=seatN|referee`: the match after its first
/// `step` steps, as `viewer` saw it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReplayFrame {
    /// Match id.
    pub id: String,
    /// Steps applied (0: the opening deal).
    pub step: u64,
    /// Steps in the whole match.
    pub steps: u64,
    /// Whose view.
    pub viewer: Viewer,
    /// The view after `step` steps.
    pub view: RawJson,
    /// What the last step did, the viewer's copy.
    pub events: Vec<RawJson>,
    /// The last step applied.
    pub played: Option<ReplayStep>,
    /// The result, when this is the last step.
    pub outcome: Option<Outcome>,
}
