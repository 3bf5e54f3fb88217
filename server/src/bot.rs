//! The server-side bots: each bot seat plays at the level its room chose (`random`, `greedy`,
//! `search`; see `tavern-bots`), from its seat's knowledge only, never the match's state.
//!
//! Thinking is CPU work of up to the room's budget (300 ms by default), so it never runs on the
//! async runtime: a match task hands its bot seat's knowledge to [`think`], which waits for one
//! of the [`Thinkers`] (a global limit, `--bot-threads`), thinks on tokio's blocking pool and
//! sends the answer back to the match task, which meanwhile goes on serving its players,
//! spectators and clocks. A bot answers before its clock runs out: it thinks no longer than
//! what is left of its decision's time (less a margin for storing and sending the answer), and
//! when no thinker is free in time it plays a random legal action at once.

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use tavern_engine::bots::{BotLevel, Budget};
use tavern_engine::dynamic::SeatKnowledge;
use tavern_engine::Seat;
use tokio::sync::{mpsc, Semaphore};
use tokio::time::Instant;

/// The part of a decision's remaining time a bot leaves unthought, at most: storing and
/// sending its answer must fit in it.
const MARGIN: Duration = Duration::from_millis(250);

/// The global limit on bots thinking at once, shared by every match.
#[derive(Clone, Debug)]
pub struct Thinkers {
    permits: Arc<Semaphore>,
    /// Bots waiting for a free thinker (the bot queue, for `/metrics`).
    pub waiting: Arc<std::sync::atomic::AtomicI64>,
    /// Bots thinking now.
    pub thinking: Arc<std::sync::atomic::AtomicI64>,
}

impl Thinkers {
    /// Room for `threads` bots thinking at once.
    pub fn new(threads: usize) -> Thinkers {
        Thinkers {
            permits: Arc::new(Semaphore::new(threads.max(1))),
            waiting: Default::default(),
            thinking: Default::default(),
        }
    }
}

/// Adds one to a gauge until dropped.
struct Held(Arc<std::sync::atomic::AtomicI64>);

impl Held {
    fn new(gauge: &Arc<std::sync::atomic::AtomicI64>) -> Held {
        gauge.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Held(gauge.clone())
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        self.0.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
    }
}

/// A bot's answer, for its match task.
#[derive(Debug)]
pub struct Answer {
    /// The bot's seat.
    pub seat: Seat,
    /// The match's version when the bot began thinking.
    pub version: u64,
    /// The action, or `None` when the seat had nothing to decide.
    pub action: Option<Value>,
}

/// What one bot decision is asked.
#[derive(Debug)]
pub struct Request {
    /// The game's id.
    pub game: String,
    /// The seat's level.
    pub level: BotLevel,
    /// The seat's knowledge: all the bot is given of the match.
    pub knowledge: SeatKnowledge,
    /// The room's thinking time per decision.
    pub think: Duration,
    /// A fixed number of search iterations instead of the thinking time (`--bot-iterations`,
    /// for reproducible tests); the clock's margin still stops it.
    pub iterations: Option<u32>,
    /// When the seat's clock runs out, if it has one.
    pub deadline: Option<Instant>,
    /// The match's version now.
    pub version: u64,
    /// Seeds the bot's guesses.
    pub seed: u64,
}

/// Thinks about `request` off the runtime and sends the answer on `answers`.
pub fn think(thinkers: &Thinkers, request: Request, answers: mpsc::Sender<Answer>) {
    let permits = thinkers.permits.clone();
    let (waiting, thinking) = (thinkers.waiting.clone(), thinkers.thinking.clone());
    tokio::spawn(async move {
        let seat = request.knowledge.seat();
        let version = request.version;
        let now = Instant::now();
        // Think until the clock's margin, or for the room's time, whichever comes first. A
        // fixed number of iterations is not cut short by the room's time, only by the clock
        // (or, without one, by the longest time a room may give).
        let think = match request.iterations {
            Some(_) => Duration::from_millis(u64::from(tavern_protocol::wire::MAX_BOT_THINK_MS)),
            None => request.think,
        };
        let stop = match request.deadline {
            Some(deadline) => {
                let left = deadline.saturating_duration_since(now);
                (now + think).min(deadline - MARGIN.min(left / 4))
            }
            None => now + think,
        };
        let queued = Held::new(&waiting);
        let permit = tokio::time::timeout_at(stop, permits.acquire_owned()).await;
        drop(queued);
        let action = match permit {
            Ok(Ok(permit)) => {
                let left = stop.saturating_duration_since(Instant::now());
                let budget = match request.iterations {
                    Some(n) => Budget {
                        iterations: n,
                        time: Some(left),
                    },
                    None => Budget::time(left),
                };
                let busy = Held::new(&thinking);
                tokio::task::spawn_blocking(move || {
                    let _permit = permit;
                    let _busy = busy;
                    decide(&request, request.level, budget)
                })
                .await
                .ok()
                .flatten()
            }
            // No thinker was free before the clock's margin (or the server is stopping): a
            // random legal action costs next to nothing, so it is chosen here.
            _ => decide(&request, BotLevel::Random, Budget::iterations(1)),
        };
        // The match may have ended meanwhile; then nobody listens.
        let _ = answers
            .send(Answer {
                seat,
                version,
                action,
            })
            .await;
    });
}

fn decide(request: &Request, level: BotLevel, budget: Budget) -> Option<Value> {
    tavern_engine::bot_action(
        &request.game,
        level,
        &request.knowledge,
        budget,
        request.seed,
    )
}
