//! Crash recovery: at startup every unfinished match is rebuilt from its seed and action log,
//! with its room, seats (their teams, those already out, and those whose player left),
//! players (known by their token hashes), spectator policy and clocks, so players reconnect
//! with their tokens and play on from the last stored action, watch on from a seat that is
//! out, or, having left, hear nothing more of the match.

use std::sync::Arc;

use serde_json::Value;
use tavern_engine::dynamic::DynGame;
use tavern_engine::Seat;
use tavern_protocol::wire::RoomOptions;

use crate::clock::ClockSnapshot;
use crate::game_match::{self, LogStep, MatchSpec, Resume, SeatSpec};
use crate::history::{rebuild, ReplayError};
use crate::store::{now_ms, MatchRecord, StepKind, Store, StoreError, Write};
use crate::{session, Shared};

/// Rebuilds and restarts every unfinished match; returns how many run again.
pub async fn recover(shared: &Arc<Shared>, store: &Arc<dyn Store>) -> Result<usize, StoreError> {
    let records = {
        let store = store.clone();
        tokio::task::spawn_blocking(move || store.unfinished())
            .await
            .map_err(|e| StoreError::Failed(e.to_string()))??
    };
    // Rebuilding (replaying every match's log) is the work: it runs on every core, a share of
    // the matches each; the matches then start one after the other.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let share = records.len().div_ceil(cores).max(1);
    let mut records = records;
    let mut workers = Vec::new();
    while !records.is_empty() {
        let rest = records.split_off(share.min(records.len()));
        let part = std::mem::replace(&mut records, rest);
        workers.push(tokio::task::spawn_blocking(move || {
            part.into_iter()
                .map(|m| {
                    let rebuilt = rebuild(&m, m.steps.len()).map(|(game, _)| game);
                    (m, rebuilt)
                })
                .collect::<Vec<_>>()
        }));
    }
    let mut resumed = 0;
    for worker in workers {
        let part = worker
            .await
            .map_err(|e| StoreError::Failed(e.to_string()))?;
        for (m, rebuilt) in part {
            if restore(shared, store, m, rebuilt).await {
                resumed += 1;
            }
        }
    }
    Ok(resumed)
}

/// Rebuilds one unfinished match (read after this node claimed it, in cluster mode) and runs
/// it here; `false` if it could not be rebuilt or had ended.
pub async fn resume_one(shared: &Arc<Shared>, m: MatchRecord) -> bool {
    let Some(store) = shared.store.clone() else {
        return false;
    };
    let rebuilt = tokio::task::spawn_blocking(move || {
        let rebuilt = rebuild(&m, m.steps.len()).map(|(game, _)| game);
        (m, rebuilt)
    })
    .await;
    match rebuilt {
        Ok((m, rebuilt)) => restore(shared, &store, m, rebuilt).await,
        Err(_) => false,
    }
}

async fn finish(store: &Arc<dyn Store>, id: &str, status: &str, outcome: Option<String>) {
    let ack = store.write(Write::Finished {
        match_id: id.to_string(),
        status: status.into(),
        outcome,
        at_ms: now_ms(),
    });
    if !matches!(ack.await, Ok(Ok(()))) {
        tracing::error!(id, "could not record the end of a recovered match");
    }
}

async fn restore(
    shared: &Arc<Shared>,
    store: &Arc<dyn Store>,
    m: MatchRecord,
    rebuilt: Result<Box<dyn DynGame>, ReplayError>,
) -> bool {
    let game = match rebuilt {
        Ok(g) => g,
        Err(e) => {
            tracing::error!(id = %m.id, error = %e.0, "match cannot be rebuilt; abandoned");
            shared
                .metrics
                .matches_abandoned
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            finish(store, &m.id, "abandoned", None).await;
            return false;
        }
    };
    if let Some(outcome) = game.outcome() {
        // It ended just before the crash; only its result was not stored.
        finish(
            store,
            &m.id,
            "finished",
            serde_json::to_string(&outcome).ok(),
        )
        .await;
        return false;
    }
    let options: RoomOptions = serde_json::from_str(&m.room_options).unwrap_or_default();
    let config: Value = serde_json::from_str(&m.config).unwrap_or(Value::Null);
    let seats: Vec<SeatSpec> = m
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| SeatSpec {
            player: s.player_id.clone(),
            name: s.name.clone(),
            bot: s.bot,
            allow_spectators: s.allow_spectators,
            token_hash: s.token_hash,
            team: game.team(Seat(i as u8)),
            left: s.left,
            account: s.account.clone(),
        })
        .collect();
    // Each player is known again by their token; those still in the match sit in its room,
    // one who left it is free, as before the restart.
    for s in &seats {
        if let (Some(p), Some(hash)) = (&s.player, s.token_hash) {
            let room = (!s.left).then_some(m.room.as_str());
            let account = crate::accounts::socket::seat_account(s);
            shared.players.restore(p, &s.name, hash, room, account);
        }
    }
    shared
        .lobby
        .restore(shared, &m.room, &m.game, options.clone(), &seats, &m.id);
    let resume = Resume {
        started_at_ms: m.started_at_ms,
        version: m.steps.len() as u64,
        log: m
            .steps
            .iter()
            .map(|s| LogStep {
                seat: Seat(s.seat),
                action: match s.kind {
                    StepKind::Forfeit => None,
                    _ => s.action.as_deref().map(Box::from),
                },
            })
            .collect(),
        clocks: m
            .steps
            .last()
            .and_then(|s| s.clocks.as_deref())
            .and_then(|c| serde_json::from_str::<ClockSnapshot>(c).ok()),
        results: m
            .steps
            .iter()
            .filter_map(|s| s.action_id.clone().map(|id| (Seat(s.seat), id, s.version)))
            .collect(),
    };
    tracing::debug!(id = %m.id, version = resume.version, "match recovered");
    shared
        .metrics
        .matches_recovered
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    game_match::spawn(
        shared.clone(),
        MatchSpec {
            id: m.id.clone(),
            room: m.room.clone(),
            game_name: m.game.clone(),
            game,
            seats: seats.clone(),
            clock: options.clock,
            policy: options.spectators,
            bot_delay: shared.config.bot_delay(),
            seed: m.seed,
            config,
            room_options: options,
            resume: Some(resume),
        },
    );
    for s in &seats {
        if let Some(p) = &s.player {
            session::start_grace(shared.clone(), p.clone(), 1);
        }
    }
    true
}
