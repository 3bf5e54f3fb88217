//! One match: a tokio task that owns the game state (design invariant 3). Sessions talk to it
//! through a bounded channel of [`MatchCmd`]s; it answers through each viewer's [`Outbox`].
//! It builds every viewer's message from that viewer's view and copy of the events (invariant
//! 4), runs the clocks, plays the server-side bots and reports the end of the match.
//!
//! A match has any number of seats (up to the game's largest setup). A seat that is out of a
//! match that goes on (Project Confix: dead, by the rules or by forfeit) stays as a spectator
//! of its own seat until the end: it is told so with a `match_started` naming that viewpoint,
//! and has no more decisions.
//!
//! # Layout
//! - this file: the commands, the task's state, its loop and command handling, the end;
//! - `step`: applying a step, storing it before telling anyone, answering the player, timers
//!   and bots;
//! - `viewers`: each viewer's update, the spectator list, joining as a spectator.

use std::collections::{HashSet, VecDeque};
use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use tavern_engine::dynamic::{DynGame, DynIllegal};
use tavern_engine::{Seat, Viewer, Visible};
use tavern_protocol::wire::RawJson;
use tavern_protocol::wire::{
    ClockOptions, DecisionInfo, ErrorBody, ErrorCode, ServerMsg, SpectateAs, SpectatorInfo,
    SpectatorPolicy, TimeoutRuling,
};
use tavern_protocol::{BotLevel, DecisionKind};
use tokio::sync::{mpsc, oneshot};
use tokio::time::{sleep_until, Instant};
use tracing::Instrument;

use crate::clock::{ClockSnapshot, Clocks};
use crate::outbox::{encode, error, Outbox};
use crate::store::{now_ms, MatchRecord, SeatRecord, StepKind, StepRecord, Store, Write};
use crate::{bot, registry, Shared};
use viewers::Shown;

mod step;
mod viewers;

/// Inbound queue size of a match task.
const INBOX: usize = 256;
/// Action results remembered per seat for retries.
const REMEMBERED_RESULTS: usize = 64;
/// How long a match waits after a failed write before the server acts for a seat again.
const STORAGE_RETRY: Duration = Duration::from_millis(500);

/// A player's action, as the session received it.
#[derive(Debug)]
pub struct ActionRequest {
    /// Who sent it.
    pub player: String,
    /// Where to answer.
    pub outbox: Outbox,
    /// The version it was decided on.
    pub version: u64,
    /// The client's id for it.
    pub action_id: String,
    /// The game action.
    pub action: Value,
    /// When the server received it.
    pub received: Instant,
}

/// A request to a match task (sent boxed through a [`MatchTx`]).
#[derive(Debug)]
pub enum MatchCmd {
    /// A player's action.
    Action(ActionRequest),
    /// A seated player (re)connected.
    Attach {
        /// The player.
        player: String,
        /// The new connection.
        outbox: Outbox,
    },
    /// A player or spectator asks for the match's state whole again (`resync`).
    Resync {
        /// The player.
        player: String,
        /// Their connection.
        session: u64,
    },
    /// A connection closed.
    Detach {
        /// The player.
        player: String,
        /// The connection that closed.
        session: u64,
    },
    /// Someone asks to watch.
    Spectate {
        /// The player.
        player: String,
        /// Display name.
        name: String,
        /// Behind a seat or as referee.
        view: SpectateAs,
        /// Their connection.
        outbox: Outbox,
    },
    /// A spectator leaves.
    Unspectate {
        /// The player.
        player: String,
    },
    /// A seated player removes a spectator.
    Kick {
        /// The seated player.
        player: String,
        /// The spectator's player id.
        spectator: String,
        /// Where to answer.
        outbox: Outbox,
    },
    /// A seated player allows or forbids spectators behind their seat.
    AllowSpectators {
        /// The player.
        player: String,
        /// Allowed or not.
        allow: bool,
    },
    /// A seated player left the room (or their resume grace ran out): their seat forfeits if
    /// it still plays, and they hear no more of a match that goes on without them.
    Forfeit {
        /// The player.
        player: String,
    },
    /// The operator asks how the match stands.
    Inspect {
        /// Where to answer.
        reply: oneshot::Sender<crate::admin::AdminMatch>,
    },
    /// The operator watches the match as the referee: every seat's view.
    Referee {
        /// Where to answer.
        reply: oneshot::Sender<RawJson>,
    },
    /// The operator tells the match's players and spectators something.
    Notice {
        /// The encoded `notice` message.
        text: axum::extract::ws::Utf8Bytes,
    },
    /// The operator ends the match without a winner.
    Abort {
        /// Answered once the match has stopped taking actions.
        reply: oneshot::Sender<()>,
    },
}

/// A seat at the start of a match.
#[derive(Clone, Debug)]
pub struct SeatSpec {
    /// The player, unless a bot sits there.
    pub player: Option<String>,
    /// Display name.
    pub name: String,
    /// A server-side bot.
    pub bot: bool,
    /// Whether spectators may watch from behind this seat.
    pub allow_spectators: bool,
    /// The SHA-256 of the player's resume token.
    pub token_hash: Option<[u8; 32]>,
    /// The seat's team.
    pub team: u8,
    /// The player left the room while the match went on without them: they hear nothing more
    /// of it (stored, so that a restart keeps them out too).
    pub left: bool,
    /// The account playing there, when its player logged in, with the saved deck it readied.
    pub account: Option<crate::store::SeatAccount>,
}

/// One step of the log a match keeps in memory, to rebuild its game if a write fails.
#[derive(Clone, Debug)]
pub struct LogStep {
    /// Who acted.
    pub seat: Seat,
    /// The action as JSON text (as stored); `None` is a forfeit.
    pub action: Option<Box<str>>,
}

/// Where a match rebuilt from storage resumes.
#[derive(Debug, Default)]
pub struct Resume {
    /// Its version (the number of stored steps).
    pub version: u64,
    /// The stored steps.
    pub log: Vec<LogStep>,
    /// The clocks after the last step.
    pub clocks: Option<ClockSnapshot>,
    /// Players' action ids and the versions they led to, for idempotent retries.
    pub results: Vec<(Seat, String, u64)>,
    /// When the match first started (ms since the Unix epoch).
    pub started_at_ms: i64,
}

/// Everything a match task starts from.
pub struct MatchSpec {
    /// Match id.
    pub id: String,
    /// The room it belongs to.
    pub room: String,
    /// The game's id.
    pub game_name: String,
    /// The game state.
    pub game: Box<dyn DynGame>,
    /// The seats.
    pub seats: Vec<SeatSpec>,
    /// Clocks, if the room has them.
    pub clock: Option<ClockOptions>,
    /// Who may spectate.
    pub policy: SpectatorPolicy,
    /// How long bots wait before they start thinking.
    pub bot_delay: Duration,
    /// The seed the game was dealt from.
    pub seed: u64,
    /// The game's config (decks included).
    pub config: Value,
    /// The room's options (stored with the match).
    pub room_options: tavern_protocol::wire::RoomOptions,
    /// Set when the match was rebuilt from storage; `None` for a new match.
    pub resume: Option<Resume>,
}

/// The sending end of a match's command channel. Commands travel boxed: the channel allocates
/// its slots 32 at a time at the size of one item, and every running match holds such a block,
/// so a pointer per slot (256 bytes) rather than the largest command (~3.3 KiB) per match.
#[derive(Clone, Debug)]
pub struct MatchTx(mpsc::Sender<Box<MatchCmd>>);

impl MatchTx {
    /// Queues a command unless the channel is full or the match is gone.
    pub fn try_send(&self, cmd: MatchCmd) -> Result<(), mpsc::error::TrySendError<Box<MatchCmd>>> {
        self.0.try_send(Box::new(cmd))
    }

    /// Queues a command, waiting for room; fails only when the match is gone.
    pub async fn send(&self, cmd: MatchCmd) -> Result<(), mpsc::error::SendError<Box<MatchCmd>>> {
        self.0.send(Box::new(cmd)).await
    }
}

/// A handle to a running match.
#[derive(Clone, Debug)]
pub struct MatchHandle {
    /// Its command channel.
    pub tx: MatchTx,
    /// The game.
    pub game: String,
    /// The room.
    pub room: String,
}

/// An action result a seat may ask for again (a retry with the same action id), kept small:
/// the message is rebuilt from it, so a seat's 64 remembered results take 32 bytes each
/// rather than a whole message with its own copies of the match and action ids.
struct Remembered {
    action_id: Box<str>,
    /// The version the result named.
    version: u64,
    /// Why the action was refused; none: it was applied.
    error: Option<Box<ErrorBody>>,
}

struct SeatState {
    spec: SeatSpec,
    outbox: Option<Outbox>,
    /// What that connection was last shown, when it takes `update_changes`.
    shown: Option<Shown>,
    /// Grown on demand: most seats of an idle match remember a few results.
    results: VecDeque<Remembered>,
    /// Out of the match while it goes on: the seat watches from its own place.
    out: bool,
}

struct Spectator {
    player: String,
    name: String,
    view: SpectateAs,
    outbox: Outbox,
    /// What that connection was last shown, when it takes `update_changes`.
    shown: Option<Shown>,
}

struct Task {
    shared: Arc<Shared>,
    id: String,
    room: String,
    game_name: String,
    /// The game version its config plays (games with versions), for `match_started`.
    game_version: Option<String>,
    game: Box<dyn DynGame>,
    version: u64,
    seats: Vec<SeatState>,
    spectators: Vec<Spectator>,
    kicked: HashSet<String>,
    clocks: Option<Clocks>,
    policy: SpectatorPolicy,
    bot_delay: Duration,
    bot_at: Option<Instant>,
    /// Per seat: the level of the bot sitting there.
    bot_levels: Vec<Option<BotLevel>>,
    /// How long each bot may think per decision.
    bot_think: Duration,
    /// Per seat: the version at which its bot began thinking, while it thinks.
    thinking: Vec<Option<u64>>,
    /// Where the bots' answers come back (the sender goes to each thinking bot). Opened when
    /// a bot first thinks: a channel allocates 32 slots at once (~2 KiB with its state), which
    /// a match without bots never needs.
    answers: Option<(mpsc::Sender<bot::Answer>, mpsc::Receiver<bot::Answer>)>,
    pending: Vec<(Seat, DecisionKind)>,
    /// Per seat: its current decision and the version it began at. An action decided on any
    /// version since then is current, even if another seat acted meanwhile (simultaneous
    /// decisions such as rerolls do not make each other stale).
    since: Vec<Option<(DecisionKind, u64)>>,
    store: Option<Arc<dyn Store>>,
    seed: u64,
    /// The game's config as JSON text (its decks are a few hundred bytes so; as a parsed value,
    /// a node and a string allocation per card, about three times that), parsed again only to
    /// rebuild the game.
    config: Box<str>,
    /// The steps so far (kept only with storage, to rebuild the game after a failed write).
    log: Vec<LogStep>,
    /// The record to store before anything is told (new matches).
    start_record: Option<Box<MatchRecord>>,
    /// Every viewer's update of the step being stored, made while it was (sent by the
    /// broadcast that follows the step; dropped if the write fails).
    prepared: Option<Box<viewers::Prepared>>,
    /// The game could not be rebuilt after a failed write: the match stops.
    broken: bool,
    /// The operator aborted the match.
    aborted: bool,
    /// When the match first started (ms since the Unix epoch).
    started_at_ms: i64,
}

/// A seat's clock ran out: what every viewer is told about it.
struct TimeoutNote {
    seat: Seat,
    decision: DecisionKind,
    /// Timeouts in a row, this one included.
    in_row: u8,
    /// More timeouts in a row that forfeit (0: this one did).
    left: u8,
}

/// Why a step did not happen.
enum StepError {
    /// The game refused the action.
    Illegal(DynIllegal),
    /// The step could not be stored; the match is as it was before it.
    Storage,
    /// Another node claimed the match (cluster mode): the step was refused, and this copy of
    /// the match stops.
    Moved,
}

/// Starts a match task and registers it.
pub fn spawn(shared: Arc<Shared>, spec: MatchSpec) -> MatchHandle {
    let (tx, rx) = mpsc::channel(INBOX);
    let handle = MatchHandle {
        tx: MatchTx(tx),
        game: spec.game_name.clone(),
        room: spec.room.clone(),
    };
    shared.matches.insert(spec.id.clone(), handle.clone());
    let counters = shared.metrics.game(&spec.game_name);
    counters
        .running
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    if spec.resume.is_none() {
        counters
            .started
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
    let seats = spec.seats.len();
    let span = tracing::info_span!("match", id = %spec.id, game = %spec.game_name);
    let store = shared.store.clone();
    let resume = spec.resume;
    let config: Box<str> = spec.config.to_string().into();
    let start_record = match (&store, &resume) {
        (Some(_), None) => Some(Box::new(MatchRecord {
            id: spec.id.clone(),
            room: spec.room.clone(),
            room_options: serde_json::to_string(&spec.room_options).unwrap_or_default(),
            game: spec.game_name.clone(),
            seed: spec.seed,
            config: config.to_string(),
            seats: spec
                .seats
                .iter()
                .map(|s| SeatRecord {
                    player_id: s.player.clone(),
                    name: s.name.clone(),
                    bot: s.bot,
                    token_hash: s.token_hash,
                    allow_spectators: s.allow_spectators,
                    team: s.team,
                    left: s.left,
                    account: s.account.clone(),
                })
                .collect(),
            started_at_ms: now_ms(),
            finished_at_ms: None,
            outcome: None,
            status: "running".into(),
            steps: Vec::new(),
            version: 0,
        })),
        _ => None,
    };
    let now = Instant::now();
    let clocks = spec
        .clock
        .map(|c| match resume.as_ref().and_then(|r| r.clocks.as_ref()) {
            Some(snap) if snap.seats.len() == seats => Clocks::restore(c, snap, now),
            _ => Clocks::new(c, seats),
        });
    // A recovered match may already have seats out.
    let running = spec.game.outcome().is_none();
    let mut seat_states: Vec<SeatState> = spec
        .seats
        .into_iter()
        .enumerate()
        .map(|(i, s)| SeatState {
            spec: s,
            outbox: None,
            shown: None,
            results: VecDeque::new(),
            out: running && !spec.game.in_play(Seat(i as u8)),
        })
        .collect();
    let started_at_ms = match (&resume, &start_record) {
        (Some(r), _) => r.started_at_ms,
        (None, Some(m)) => m.started_at_ms,
        (None, None) => now_ms(),
    };
    let (version, log) = match resume {
        Some(r) => {
            for (seat, action_id, version) in r.results {
                if let Some(s) = seat_states.get_mut(seat.index()) {
                    if s.results.len() >= REMEMBERED_RESULTS {
                        s.results.pop_front();
                    }
                    s.results.push_back(Remembered {
                        action_id: action_id.into(),
                        version,
                        error: None,
                    });
                }
            }
            (r.version, r.log)
        }
        None => (0, Vec::new()),
    };
    // A bot seat plays at its room's level; a match stored before rooms chose levels plays at
    // the default one.
    let o = &spec.room_options;
    let bot_levels = seat_states
        .iter()
        .enumerate()
        .map(|(i, s)| {
            s.spec.bot.then(|| {
                o.bot_seats
                    .iter()
                    .position(|&b| usize::from(b) == i)
                    .and_then(|slot| o.bot_levels.get(slot).copied())
                    .unwrap_or_default()
            })
        })
        .collect();
    let bot_think = match spec.room_options.bot_think_ms {
        0 => shared.config.bot_think(),
        ms => Duration::from_millis(u64::from(ms)),
    };
    let task = Task {
        bot_levels,
        bot_think,
        thinking: vec![None; seats],
        answers: None,
        shared,
        id: spec.id,
        room: spec.room,
        game_version: crate::registry::config_version(&spec.game_name, &spec.config),
        game_name: spec.game_name,
        game: spec.game,
        version,
        seats: seat_states,
        spectators: Vec::new(),
        kicked: HashSet::new(),
        clocks,
        policy: spec.policy,
        bot_delay: spec.bot_delay,
        bot_at: None,
        pending: Vec::new(),
        since: vec![None; seats],
        store,
        seed: spec.seed,
        config,
        log,
        start_record,
        prepared: None,
        broken: false,
        aborted: false,
        started_at_ms,
    };
    tokio::spawn(task.run(rx).instrument(span));
    handle
}

/// Resolves once the server stops (at once if it already has).
async fn stopping(shutdown: &mut tokio::sync::watch::Receiver<bool>) {
    // An error means the server is gone altogether: stopping as well.
    let _ = shutdown.wait_for(|&stop| stop).await;
}

/// The next bot answer; never, while no bot has thought.
async fn bot_answer(
    answers: &mut Option<(mpsc::Sender<bot::Answer>, mpsc::Receiver<bot::Answer>)>,
) -> Option<bot::Answer> {
    match answers {
        Some((_, rx)) => rx.recv().await,
        None => std::future::pending().await,
    }
}

fn viewer_of(view: SpectateAs) -> Viewer {
    match view {
        SpectateAs::Behind(seat) => Viewer::Spectator { behind: seat },
        SpectateAs::Referee => Viewer::Referee,
    }
}

impl Task {
    /// The task. What it awaits for one command, timer or answer (storing a step, mostly) is
    /// boxed for that while: the task's own future, held by every running match, stays the
    /// size of its waiting (a few hundred bytes) rather than of its largest step (~2 KiB).
    async fn run(mut self, mut rx: mpsc::Receiver<Box<MatchCmd>>) {
        tracing::info!(version = self.version, "match started");
        Box::pin(self.store_start()).await;
        self.refresh(None);
        let mut shutdown = self.shared.shutdown.clone();
        loop {
            if self.game.outcome().is_some() || self.broken || self.aborted {
                break;
            }
            let timer = self.next_timer();
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => Box::pin(self.handle(*cmd)).await,
                    None => break,
                },
                Some(answer) = bot_answer(&mut self.answers) => Box::pin(self.on_bot_answer(answer)).await,
                _ = sleep_until(timer.unwrap_or_else(Instant::now)), if timer.is_some() => {
                    Box::pin(self.on_timer()).await;
                }
                // The server stops: no bot or clock acts for this match any more (a server
                // embedded in a process that goes on must not write to its store after it
                // stopped). Everything acknowledged is stored; the match resumes at the next
                // start.
                _ = stopping(&mut shutdown) => {
                    tracing::info!(version = self.version, "server stopping; the match resumes at the next start");
                    return;
                }
            }
        }
        Box::pin(self.finish(rx)).await;
    }

    /// Write before tell: nobody hears of a match that is not stored yet. A match that could
    /// not be stored does not start.
    async fn store_start(&mut self) {
        if let (Some(store), Some(record)) = (self.store.clone(), self.start_record.take()) {
            let stored = match store.write(Write::MatchStarted(record)).await {
                Ok(Ok(())) => true,
                Ok(Err(e)) => {
                    tracing::error!(error = %e, "match could not be stored");
                    false
                }
                Err(_) => false,
            };
            if !stored {
                self.shared.metrics.error(ErrorCode::Internal.as_str());
                for s in &self.seats {
                    if let Some(p) = &s.spec.player {
                        self.shared.players.send(
                            p,
                            &error(
                                ErrorCode::Internal,
                                "the match could not be saved and did not start",
                                None,
                            ),
                        );
                    }
                }
                self.broken = true;
            }
        }
    }

    fn next_timer(&self) -> Option<Instant> {
        let clock = self
            .clocks
            .as_ref()
            .and_then(Clocks::next_deadline)
            .map(|(_, at)| at);
        match (clock, self.bot_at) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn seat_of(&self, player: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.spec.player.as_deref() == Some(player))
            .map(|i| Seat(i as u8))
    }

    /// Re-reads who must decide, runs the clocks and schedules bots. `acted` just acted.
    fn refresh(&mut self, acted: Option<Seat>) {
        let now = Instant::now();
        self.pending = self
            .game
            .pending()
            .decisions()
            .iter()
            .map(|d| (d.seat, d.kind))
            .collect();
        if let Some(c) = &mut self.clocks {
            c.set_round(self.game.round());
            c.sync(&self.pending, acted, now);
        }
        for (i, since) in self.since.iter_mut().enumerate() {
            let seat = Seat(i as u8);
            let kind = self
                .pending
                .iter()
                .find(|(s, _)| *s == seat)
                .map(|(_, k)| *k);
            let same = matches!((*since, kind), (Some((old, _)), Some(new)) if old == new)
                && acted != Some(seat);
            if !same {
                *since = kind.map(|k| (k, self.version));
            }
        }
        let bot_to_move = self
            .pending
            .iter()
            .any(|(s, _)| self.seats.get(s.index()).is_some_and(|x| x.spec.bot));
        self.bot_at = bot_to_move.then(|| now + self.bot_delay);
    }

    async fn handle(&mut self, cmd: MatchCmd) {
        match cmd {
            MatchCmd::Action(request) => self.on_action(request).await,
            MatchCmd::Attach { player, outbox } => {
                // A player who left the match is no longer part of it.
                let seat = self
                    .seat_of(&player)
                    .filter(|s| !self.seats[s.index()].spec.left);
                if let Some(seat) = seat {
                    self.seats[seat.index()].outbox = Some(outbox.clone());
                    self.seats[seat.index()].shown = self.send_seat(seat, &outbox);
                    self.send_spectator_list();
                }
            }
            MatchCmd::Resync { player, session } => self.resync(&player, session),
            MatchCmd::Detach { player, session } => {
                if let Some(seat) = self.seat_of(&player) {
                    let s = &mut self.seats[seat.index()];
                    if s.outbox.as_ref().is_some_and(|o| o.session == session) {
                        s.outbox = None;
                        s.shown = None;
                    }
                }
                let before = self.spectators.len();
                self.spectators
                    .retain(|s| !(s.player == player && s.outbox.session == session));
                if self.spectators.len() != before {
                    self.send_spectator_list();
                }
            }
            MatchCmd::Spectate {
                player,
                name,
                view,
                outbox,
            } => self.on_spectate(player, name, view, outbox),
            MatchCmd::Unspectate { player } => {
                self.spectators.retain(|s| s.player != player);
                self.send_spectator_list();
            }
            MatchCmd::Kick {
                player,
                spectator,
                outbox,
            } => {
                if self.seat_of(&player).is_none() {
                    self.reply_error(
                        &outbox,
                        ErrorCode::NotInRoom,
                        "only players can remove spectators",
                    );
                    return;
                }
                let Some(i) = self.spectators.iter().position(|s| s.player == spectator) else {
                    self.reply_error(&outbox, ErrorCode::NotFound, "no such spectator");
                    return;
                };
                let gone = self.spectators.remove(i);
                self.kicked.insert(gone.player.clone());
                self.shared
                    .players
                    .update(&gone.player, |p| p.spectating = None);
                gone.outbox.send(&error(
                    ErrorCode::Kicked,
                    "a player removed you from this match's spectators",
                    None,
                ));
                self.send_spectator_list();
            }
            MatchCmd::AllowSpectators { player, allow } => {
                if let Some(seat) = self.seat_of(&player) {
                    self.seats[seat.index()].spec.allow_spectators = allow;
                    if let Some(store) = &self.shared.store {
                        // Not part of the game: stored without waiting.
                        drop(store.write(Write::SeatSpectators {
                            match_id: self.id.clone(),
                            seat: seat.0,
                            allow,
                        }));
                    }
                    if !allow {
                        let (stay, gone): (Vec<_>, Vec<_>) = std::mem::take(&mut self.spectators)
                            .into_iter()
                            .partition(|s| s.view != SpectateAs::Behind(seat));
                        self.spectators = stay;
                        for g in gone {
                            g.outbox.send(&error(
                                ErrorCode::SpectatingForbidden,
                                "the player no longer allows spectators",
                                None,
                            ));
                        }
                        self.send_spectator_list();
                    }
                }
            }
            MatchCmd::Forfeit { player } => {
                if let Some(seat) = self.seat_of(&player) {
                    self.seats[seat.index()].spec.left = true;
                    if !self.seats[seat.index()].out {
                        tracing::info!(seat = seat.0, "seat forfeits");
                        self.forfeit(seat, None).await;
                    }
                    // In a match that goes on without them they hear no more of it (a match
                    // their leaving ended still sends them its last update and its end), after
                    // a restart too: that is stored, like the spectators' setting, without
                    // waiting.
                    if self.game.outcome().is_none() {
                        self.seats[seat.index()].outbox = None;
                        if let Some(store) = &self.shared.store {
                            drop(store.write(Write::SeatLeft {
                                match_id: self.id.clone(),
                                seat: seat.0,
                            }));
                        }
                    }
                }
            }
            MatchCmd::Inspect { reply } => {
                let _ = reply.send(self.inspect());
            }
            MatchCmd::Referee { reply } => {
                let _ = reply.send(self.game.view(Viewer::Referee));
            }
            MatchCmd::Notice { text } => {
                for o in self.seats.iter().filter_map(|s| s.outbox.as_ref()) {
                    o.send_text(text.clone());
                }
                for s in &self.spectators {
                    s.outbox.send_text(text.clone());
                }
            }
            MatchCmd::Abort { reply } => {
                self.aborted = true;
                let _ = reply.send(());
            }
        }
    }

    /// How the match stands, for the operator.
    fn inspect(&self) -> crate::admin::AdminMatch {
        crate::admin::AdminMatch {
            id: self.id.clone(),
            game: self.game_name.clone(),
            room: self.room.clone(),
            version: self.version,
            round: self.game.round(),
            started_at_ms: self.started_at_ms,
            players: self
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| crate::admin::AdminSeat {
                    seat: Seat(i as u8),
                    name: s.spec.name.clone(),
                    player_id: s.spec.player.clone(),
                    bot: s.spec.bot,
                    connected: s.spec.bot || s.outbox.is_some(),
                    team: s.spec.team,
                    out: s.out,
                })
                .collect(),
            decisions: self.decisions(),
            clocks: self.clocks.as_ref().map(|c| c.snapshot(Instant::now())),
            spectators: self.spectators.len(),
        }
    }

    /// The result: the game's, or no winner when the operator aborted the match.
    fn outcome(&self) -> Option<tavern_protocol::Outcome> {
        if self.aborted {
            return Some(tavern_protocol::Outcome::Draw {
                reason: tavern_protocol::EndReason::Aborted,
            });
        }
        self.game.outcome()
    }

    /// The match has ended (or stopped): its result is stored and announced, it leaves the
    /// running matches, and actions that reached it meanwhile are answered `match_over`.
    async fn finish(self, mut rx: mpsc::Receiver<Box<MatchCmd>>) {
        if let Some(outcome) = self.outcome() {
            tracing::info!(?outcome, "match over");
            if let Some(store) = &self.store {
                // The result can also be recomputed from the log, so a failure only logs.
                let stored = store
                    .write(Write::Finished {
                        match_id: self.id.clone(),
                        status: "finished".into(),
                        outcome: serde_json::to_string(&outcome).ok(),
                        at_ms: now_ms(),
                    })
                    .await;
                if !matches!(stored, Ok(Ok(()))) {
                    tracing::error!("the match result could not be stored");
                }
            }
            // A rated match's changes, stored with its result just now.
            let ratings =
                crate::accounts::ratings::of_match(&self.shared, &self.room, &self.id).await;
            let msg = encode(&ServerMsg::MatchOver {
                match_id: self.id.clone(),
                outcome,
                version: self.version,
                ratings,
            });
            for s in &self.seats {
                if let Some(o) = &s.outbox {
                    o.send_text(msg.clone());
                }
            }
            for s in &self.spectators {
                s.outbox.send_text(msg.clone());
                self.shared
                    .players
                    .update(&s.player, |p| p.spectating = None);
            }
        }
        let m = self.shared.metrics.game(&self.game_name);
        m.running.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        m.finished
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.shared.matches.remove(&self.id);
        // Sessions find the match gone from now on and ask the history; what was sent before
        // is still queued here.
        rx.close();
        while let Ok(cmd) = rx.try_recv() {
            if let MatchCmd::Action(r) = *cmd {
                self.shared.metrics.error(ErrorCode::MatchOver.as_str());
                r.outbox.send(&error(
                    ErrorCode::MatchOver,
                    "the match has ended",
                    Some(r.action_id),
                ));
            }
        }
        self.shared.lobby.match_finished(&self.shared, &self.room);
        self.shared.match_ended.notify_waiters();
    }
}
