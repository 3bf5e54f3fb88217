//! The runner: every running tournament moves on by itself. A tick (every [`TICK`], and
//! whenever a match ends) reads how each live game's match ended and which in-person players
//! can be seated, and moves the tournament on (`progress`). Each change is applied to a copy, stored with its audit entries, and only then
//! kept and acted on (matches started or aborted): the runner's state is always the stored
//! one, so at startup it is simply read back, and games whose matches were never stored start
//! again under the same ids.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tavern_protocol::tournaments::{Status, TournamentErrorCode};
use tavern_protocol::wire::RoomOptions;
use tavern_protocol::Outcome;
use tokio::sync::Mutex;

use super::audit::{Change, Launch};
use super::model::{GameStatus, State};
use super::progress::advance;
use super::TournamentFail;
use crate::game_match::MatchCmd;
use crate::store::{now_ms, TournamentRow};
use crate::Shared;

/// How often running tournaments are looked at.
pub const TICK: Duration = Duration::from_millis(200);

/// A match not stored this long after the runner started it never started: its game is
/// taken back and played again.
const START_GRACE: Duration = Duration::from_secs(15);

/// How a live game's match stands, read from the store.
#[derive(Clone, Debug)]
pub enum Ended {
    /// It ended so.
    Finished(Option<Outcome>),
    /// It could not be played (abandoned, or never started): the game is taken back.
    Gone,
    /// Never stored, and not started by this process: start it.
    NotStarted,
}

/// Applies `f` to a copy of the tournament, moves it on, stores it with the audit entries,
/// then keeps it and starts or aborts the matches the change calls for. An error from `f`
/// changes nothing.
pub async fn change<T>(
    shared: &Arc<Shared>,
    t: &Arc<Mutex<State>>,
    f: impl FnOnce(&mut State, &mut Change) -> Result<T, TournamentFail>,
) -> Result<T, TournamentFail> {
    let mut guard = t.lock().await;
    let mut next = guard.clone();
    let mut ch = Change::default();
    let out = f(&mut next, &mut ch)?;
    advance(
        &mut next,
        &HashMap::new(),
        &HashSet::new(),
        now_ms(),
        &mut ch,
    );
    commit(shared, &mut guard, next, ch).await?;
    Ok(out)
}

/// Stores `next` and its audit entries, keeps it, and acts on the change.
async fn commit(
    shared: &Arc<Shared>,
    guard: &mut State,
    next: State,
    ch: Change,
) -> Result<(), TournamentFail> {
    let before = serde_json::to_string(&*guard).unwrap_or_default();
    let body = serde_json::to_string(&next).map_err(|e| internal(e.to_string()))?;
    if body != before || !ch.audit.is_empty() {
        let store = shared
            .store
            .clone()
            .ok_or_else(|| (TournamentErrorCode::NoStorage, "no storage".to_string()))?;
        let row = TournamentRow {
            id: next.id.clone(),
            organizer: next.organizer.clone(),
            game: next.settings.game.clone(),
            status: status_name(next.status).into(),
            created_at_ms: next.created_at_ms,
            body,
        };
        let audit = ch.audit.clone();
        tokio::task::spawn_blocking(move || match store.tournament_store() {
            Some(s) => s.save_tournament(&row, &audit),
            None => Err(crate::store::StoreError::Failed(
                "no tournament store".into(),
            )),
        })
        .await
        .map_err(|e| internal(e.to_string()))?
        .map_err(|e| internal(e.to_string()))?;
    }
    *guard = next;
    for id in ch.abort {
        if let Some(h) = shared.matches.get(&id).map(|m| m.value().clone()) {
            let (reply, _done) = tokio::sync::oneshot::channel();
            let _ = h.tx.send(MatchCmd::Abort { reply }).await;
        }
    }
    for l in ch.launch {
        launch(shared, &guard.settings, l);
    }
    Ok(())
}

fn internal(cause: String) -> TournamentFail {
    tracing::error!(error = %cause, "tournament change failed");
    (
        TournamentErrorCode::Internal,
        "something failed on the server".into(),
    )
}

/// The stored name of a status.
pub fn status_name(s: Status) -> &'static str {
    match s {
        Status::Registration => "registration",
        Status::Running => "running",
        Status::Paused => "paused",
        Status::Finished => "finished",
    }
}

/// The player of an account who can be seated now: connected, and in no room.
fn available_player(shared: &Shared, account: &str) -> Option<String> {
    shared.players.of_account(account).into_iter().find(|p| {
        shared
            .players
            .get(p)
            .is_some_and(|x| x.outbox.is_some() && x.room.is_none())
    })
}

fn launch(
    shared: &Arc<Shared>,
    settings: &tavern_protocol::tournaments::NewTournament,
    mut l: Launch,
) {
    for (seat, in_person) in l.seats.iter_mut().zip(&l.in_person) {
        if !in_person {
            continue;
        }
        match seat
            .account
            .as_deref()
            .and_then(|a| available_player(shared, a))
        {
            Some(p) => seat.player = Some(p),
            // Not here (yet): the next tick tries again, until the no-show time.
            None => return,
        }
    }
    shared
        .tournaments
        .launched
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(l.match_id.clone(), Instant::now());
    let options = RoomOptions {
        clock: settings.clock,
        spectators: settings.spectators,
        ..RoomOptions::default()
    };
    if let Err((code, message)) = shared.lobby.start_server_match(
        shared,
        l.room_id,
        l.match_id.clone(),
        &settings.game,
        options,
        l.seats,
    ) {
        tracing::error!(match_id = %l.match_id, ?code, message, "tournament game could not start");
    }
}

/// One tick of every running or paused tournament.
pub async fn tick(shared: &Arc<Shared>) {
    let all: Vec<Arc<Mutex<State>>> = shared.tournaments.all();
    for t in all {
        let live: Vec<String> = {
            let s = t.lock().await;
            if !matches!(s.status, Status::Running | Status::Paused) {
                continue;
            }
            s.rounds
                .iter()
                .flat_map(|r| &r.series)
                .flat_map(|x| &x.games)
                .filter(|g| g.status == GameStatus::Live)
                .map(|g| g.match_id.clone())
                .filter(|id| !shared.matches.contains_key(id))
                .collect()
        };
        let ended = read_ended(shared, live).await;
        let mut guard = t.lock().await;
        let present: HashSet<String> = guard
            .entrants
            .iter()
            .filter(|e| !e.bot)
            .filter_map(|e| e.account.clone())
            .filter(|a| available_player(shared, a).is_some())
            .collect();
        let mut next = guard.clone();
        let mut ch = Change::default();
        advance(&mut next, &ended, &present, now_ms(), &mut ch);
        if let Err((_, message)) = commit(shared, &mut guard, next, ch).await {
            tracing::warn!(message, "a tournament could not move on");
        }
    }
}

async fn read_ended(shared: &Arc<Shared>, ids: Vec<String>) -> HashMap<String, Ended> {
    let Some(store) = shared.store.clone() else {
        return HashMap::new();
    };
    let launched: HashMap<String, Instant> = shared
        .tournaments
        .launched
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    tokio::task::spawn_blocking(move || {
        let mut out = HashMap::new();
        for id in ids {
            let ended = match store.status(&id) {
                Ok(Some(s)) if s == "finished" => match store.load(&id) {
                    Ok(Some(m)) => Ended::Finished(
                        m.outcome
                            .as_deref()
                            .and_then(|o| serde_json::from_str(o).ok()),
                    ),
                    _ => continue,
                },
                Ok(Some(s)) if s == "abandoned" => Ended::Gone,
                Ok(Some(_)) => continue,
                Ok(None) => match launched.get(&id) {
                    Some(at) if at.elapsed() > START_GRACE => Ended::Gone,
                    Some(_) => continue,
                    None => Ended::NotStarted,
                },
                Err(e) => {
                    tracing::warn!(error = %e, "a tournament game's match could not be read");
                    continue;
                }
            };
            out.insert(id, ended);
        }
        out
    })
    .await
    .unwrap_or_default()
}

/// The tournaments' loop: a tick every [`TICK`] or as soon as a match ends.
pub async fn run(shared: Arc<Shared>) {
    let mut shutdown = shared.shutdown.clone();
    loop {
        let ended = shared.match_ended.notified();
        tokio::select! {
            _ = tokio::time::sleep(TICK) => {}
            _ = ended => {}
            _ = shutdown.changed() => return,
        }
        if *shutdown.borrow() {
            return;
        }
        tick(&shared).await;
    }
}
