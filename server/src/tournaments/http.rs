//! The tournament API (`protocol/README.md`, "Tournaments"). Everyone may list and read
//! tournaments; an account (bearer session) creates one, registers, withdraws and bans; the
//! organizer alone adds bots, and (`organizer`) starts, pauses, resumes, awards,
//! disqualifies, re-pairs and reseats. Every refusal is a typed [`TournamentError`] and
//! changes nothing.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::de::DeserializeOwned;
use serde_json::Value;
use tavern_protocol::accounts::AccountErrorCode;
use tavern_protocol::tournaments::{
    Ban, BotEntrants, DeckMode, DeckPick, Format, NewTournament, Registration, Status,
    TournamentError, TournamentErrorCode as Code,
};
use tavern_protocol::wire::DeckChoice;
use tokio::sync::Mutex;

use super::model::{Entry, State as Tournament};
use super::{runner, series, view, TournamentFail};
use crate::store::{now_ms, AccountRecord};
use crate::{registry, Shared};

/// The rating of a player with no rated game yet (Glicko-2's starting rating).
pub(super) const START_RATING: f64 = 1500.0;

pub(super) fn fail(code: Code, message: impl Into<String>) -> TournamentFail {
    (code, message.into())
}

fn respond(e: TournamentFail) -> Response {
    let status = StatusCode::from_u16(e.0.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    (
        status,
        Json(TournamentError {
            code: e.0,
            message: e.1,
        }),
    )
        .into_response()
}

pub(super) fn answer<T: serde::Serialize>(r: Result<T, TournamentFail>) -> Response {
    match r {
        Ok(v) => Json(v).into_response(),
        Err(e) => respond(e),
    }
}

pub(super) fn body<T: DeserializeOwned>(bytes: &Bytes) -> Result<T, TournamentFail> {
    serde_json::from_slice(bytes).map_err(|e| {
        fail(
            Code::BadBody,
            format!(
                "the body is not the JSON this endpoint takes (line {}, column {})",
                e.line(),
                e.column()
            ),
        )
    })
}

async fn account(shared: &Shared, headers: &HeaderMap) -> Result<AccountRecord, TournamentFail> {
    match crate::accounts::http::authenticate(shared, headers).await {
        Ok((a, _)) => Ok(a),
        Err(e) => Err(match e.code {
            AccountErrorCode::BadSession => (Code::BadSession, e.message),
            AccountErrorCode::NoStorage => (Code::NoStorage, e.message),
            _ => (Code::Internal, e.message),
        }),
    }
}

fn find(shared: &Shared, id: &str) -> Result<Arc<Mutex<Tournament>>, TournamentFail> {
    shared
        .tournaments
        .get(id)
        .ok_or_else(|| fail(Code::NotFound, format!("no tournament {id:?}")))
}

/// `GET /api/tournaments`: newest first.
pub async fn list(State(shared): State<Arc<Shared>>) -> Response {
    let mut all = Vec::new();
    for t in shared.tournaments.all() {
        let s = t.lock().await;
        all.push((s.created_at_ms, s.id.clone(), view::summary(&s)));
    }
    all.sort_by(|a, b| (b.0, &b.1).cmp(&(a.0, &a.1)));
    Json(all.into_iter().map(|x| x.2).collect::<Vec<_>>()).into_response()
}

/// `GET /api/tournaments/{id}`.
pub async fn detail(State(shared): State<Arc<Shared>>, Path(id): Path<String>) -> Response {
    answer(detail_of(&shared, &id).await)
}

pub(super) async fn detail_of(
    shared: &Arc<Shared>,
    id: &str,
) -> Result<tavern_protocol::tournaments::Tournament, TournamentFail> {
    let t = find(shared, id)?;
    let state = t.lock().await.clone();
    let store = shared
        .store
        .clone()
        .ok_or_else(|| fail(Code::NoStorage, "no storage"))?;
    let key = id.to_string();
    let audit = tokio::task::spawn_blocking(move || match store.tournament_store() {
        Some(s) => s.audit(&key).map_err(|e| e.to_string()),
        None => Ok(Vec::new()),
    })
    .await
    .map_err(|e| fail(Code::Internal, e.to_string()))?
    .map_err(|e| fail(Code::Internal, e))?;
    Ok(view::tournament(&state, audit))
}

fn check_settings(n: &NewTournament) -> Result<(), TournamentFail> {
    let bad = |m: String| Err(fail(Code::BadSettings, m));
    let Some(info) = registry::game(&n.game) else {
        return bad(format!("no game {:?}", n.game));
    };
    if info.seats != 2 {
        return bad(format!("{} is not played by two seats", n.game));
    }
    let name = n.name.trim();
    if name.is_empty() || name.chars().count() > 80 {
        return bad("the name takes 1 to 80 characters".into());
    }
    let lengths = [1, 3, 5, 7];
    if !lengths.contains(&n.best_of) || n.final_best_of.is_some_and(|f| !lengths.contains(&f)) {
        return bad("series are best of 1, 3, 5 or 7".into());
    }
    if let Format::Swiss { rounds } = n.format {
        if !(1..=20).contains(&rounds) {
            return bad("a Swiss tournament has 1 to 20 rounds".into());
        }
    }
    if !(2..=256).contains(&n.cap) {
        return bad("the cap is 2 to 256 players".into());
    }
    let longest = n.best_of.max(n.final_best_of.unwrap_or(0));
    match n.deck_mode {
        DeckMode::Open => {}
        DeckMode::Conquest { decks } => {
            if !(2..=7).contains(&decks) || decks - 1 < series::wins_needed(longest) {
                return bad(format!(
                    "Conquest best of {longest} takes at least {} decks (one is banned), at \
                     most 7",
                    series::wins_needed(longest) + 1
                ));
            }
        }
        DeckMode::Duel { decks } => {
            if !(1..=7).contains(&decks) || decks < longest {
                return bad(format!(
                    "Duel best of {longest} takes at least {longest} decks, at most 7"
                ));
            }
        }
    }
    if let (Some(open), Some(close)) = (n.registration_opens_ms, n.registration_closes_ms) {
        if close <= open {
            return bad("registration closes after it opens".into());
        }
    }
    if n.ban_secs.is_some_and(|s| !(1..=3600).contains(&s)) {
        return bad("the ban step lasts 1 to 3600 seconds".into());
    }
    if n.broadcast_delay_secs > 3600 {
        return bad("the broadcast delay is at most 3600 seconds".into());
    }
    Ok(())
}

/// `POST /api/tournaments`: 201 with the tournament.
pub async fn create(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let made = async {
        let organizer = account(&shared, &headers).await?;
        let settings: NewTournament = body(&bytes)?;
        check_settings(&settings)?;
        let state = Tournament {
            id: uuid::Uuid::now_v7().simple().to_string(),
            organizer: organizer.id.clone(),
            organizer_name: organizer.name.clone(),
            status: Status::Registration,
            settings,
            created_at_ms: now_ms(),
            entrants: Vec::new(),
            rounds: Vec::new(),
            audit_len: 0,
            winner: None,
        };
        let id = state.id.clone();
        let t = Arc::new(Mutex::new(state));
        runner::change(&shared, &t, |s, ch| {
            let detail = format!("{} ({})", s.settings.name, s.settings.game);
            ch.log(s, &organizer.name, "created", detail);
            Ok(())
        })
        .await?;
        let state = t.lock().await.clone();
        shared.tournaments.insert(state);
        detail_of(&shared, &id).await
    }
    .await;
    match made {
        Ok(t) => (StatusCode::CREATED, Json(t)).into_response(),
        Err(e) => respond(e),
    }
}

/// Resolves and checks a player's decks under the game's rules and the mode's.
async fn resolve_decks(
    shared: &Shared,
    account: Option<&str>,
    game: &str,
    mode: DeckMode,
    choices: &[DeckChoice],
) -> Result<Vec<Value>, TournamentFail> {
    if choices.len() != mode.decks() {
        return Err(fail(
            Code::BadDeck,
            format!("this deck mode takes {} decks", mode.decks()),
        ));
    }
    let mut decks = Vec::new();
    for (i, choice) in choices.iter().enumerate() {
        let choice = match (choice, account) {
            (DeckChoice::Saved(name), Some(a)) => {
                crate::accounts::decks::load(shared, a, game, name)
                    .await
                    .map_err(|(_, m)| fail(Code::BadDeck, format!("deck {}: {m}", i + 1)))?
            }
            (c, _) => c.clone(),
        };
        let deck = registry::resolve_deck(game, &choice, true)
            .map_err(|m| fail(Code::BadDeck, format!("deck {}: {m}", i + 1)))?;
        decks.push(deck);
    }
    series::check_mode(mode, &decks).map_err(|m| fail(Code::BadDeck, m))?;
    Ok(decks)
}

fn registration_open(s: &Tournament, now: i64) -> Result<(), TournamentFail> {
    if s.status != Status::Registration {
        return Err(fail(Code::RegistrationClosed, "the tournament has started"));
    }
    if s.settings.registration_opens_ms.is_some_and(|t| now < t) {
        return Err(fail(
            Code::RegistrationClosed,
            "registration has not opened yet",
        ));
    }
    if s.settings.registration_closes_ms.is_some_and(|t| now >= t) {
        return Err(fail(Code::RegistrationClosed, "registration has closed"));
    }
    Ok(())
}

/// `POST /api/tournaments/{id}/register`.
pub async fn register(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let done = async {
        let t = find(&shared, &id)?;
        let who = account(&shared, &headers).await?;
        let reg: Registration = body(&bytes)?;
        let (game, mode) = {
            let s = t.lock().await;
            registration_open(&s, now_ms())?;
            (s.settings.game.clone(), s.settings.deck_mode)
        };
        let decks = resolve_decks(&shared, Some(&who.id), &game, mode, &reg.decks).await?;
        runner::change(&shared, &t, |s, ch| {
            registration_open(s, now_ms())?;
            if s.entrant_of(&who.id).is_some() {
                return Err(fail(Code::AlreadyRegistered, "you are registered already"));
            }
            if s.entrant_named(&who.name).is_some() {
                return Err(fail(
                    Code::AlreadyRegistered,
                    "a player of that name is registered",
                ));
            }
            if s.entrants.len() >= usize::from(s.settings.cap) {
                return Err(fail(Code::Full, "the tournament is full"));
            }
            s.entrants.push(Entry {
                name: who.name.clone(),
                account: Some(who.id.clone()),
                bot: reg.bot,
                rating: START_RATING,
                decks,
                disqualified: false,
            });
            let detail = if reg.bot {
                "played by the server's bot"
            } else {
                ""
            };
            ch.log(s, &who.name, "registered", detail.to_string());
            Ok(())
        })
        .await?;
        detail_of(&shared, &id).await
    }
    .await;
    answer(done)
}

/// `DELETE /api/tournaments/{id}/register`: withdraws before the start.
pub async fn withdraw(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    let done = async {
        let t = find(&shared, &id)?;
        let who = account(&shared, &headers).await?;
        runner::change(&shared, &t, |s, ch| {
            if s.status != Status::Registration {
                return Err(fail(
                    Code::BadState,
                    "the tournament has started: decks are locked",
                ));
            }
            let i = s
                .entrant_of(&who.id)
                .ok_or_else(|| fail(Code::NotRegistered, "you are not registered"))?;
            s.entrants.remove(i);
            ch.log(s, &who.name, "withdrew", String::new());
            Ok(())
        })
        .await?;
        detail_of(&shared, &id).await
    }
    .await;
    answer(done)
}

/// The organizer's tournament, or a refusal for anyone else.
pub(super) async fn as_organizer(
    shared: &Arc<Shared>,
    id: &str,
    headers: &HeaderMap,
) -> Result<(Arc<Mutex<Tournament>>, AccountRecord), TournamentFail> {
    let t = find(shared, id)?;
    let who = account(shared, headers).await?;
    if t.lock().await.organizer != who.id {
        return Err(fail(Code::NotOrganizer, "only the organizer may do this"));
    }
    Ok((t, who))
}

/// The game's presets, picked in order so that they keep the mode's rule, as many as it takes.
fn preset_decks(game: &str, mode: DeckMode) -> Result<Vec<Value>, TournamentFail> {
    if mode.decks() == 1 {
        return registry::bot_deck(game)
            .map(|d| vec![d])
            .ok_or_else(|| fail(Code::BadDeck, "the game has no bot deck"));
    }
    let presets = registry::game(game).map(|g| g.presets).unwrap_or_default();
    let mut decks: Vec<Value> = Vec::new();
    for p in presets {
        let Ok(d) = registry::resolve_deck(game, &DeckChoice::Preset(p), true) else {
            continue;
        };
        let mut with = decks.clone();
        with.push(d);
        if series::check_mode(mode, &with).is_ok() {
            decks = with;
        }
        if decks.len() == mode.decks() {
            return Ok(decks);
        }
    }
    Err(fail(
        Code::BadDeck,
        "the game's presets do not make the decks this mode takes: give the bots' decks",
    ))
}

/// `POST /api/tournaments/{id}/bots`: the organizer adds bot entrants.
pub async fn add_bots(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let done = async {
        let (t, who) = as_organizer(&shared, &id, &headers).await?;
        let req: BotEntrants = body(&bytes)?;
        let (game, mode) = {
            let s = t.lock().await;
            (s.settings.game.clone(), s.settings.deck_mode)
        };
        let decks = if req.decks.is_empty() {
            preset_decks(&game, mode)?
        } else {
            resolve_decks(&shared, None, &game, mode, &req.decks).await?
        };
        runner::change(&shared, &t, |s, ch| {
            if s.status != Status::Registration {
                return Err(fail(Code::RegistrationClosed, "the tournament has started"));
            }
            let room = usize::from(s.settings.cap) - s.entrants.len();
            if req.count == 0 || usize::from(req.count) > room {
                return Err(fail(Code::Full, format!("room for {room} more players")));
            }
            let mut n = s.entrants.iter().filter(|e| e.account.is_none()).count();
            for _ in 0..req.count {
                n += 1;
                let name = format!("Bot {n}");
                s.entrants.push(Entry {
                    name: name.clone(),
                    account: None,
                    bot: true,
                    rating: START_RATING,
                    decks: decks.clone(),
                    disqualified: false,
                });
                ch.log(s, &who.name, "registered", format!("{name} (a bot)"));
            }
            Ok(())
        })
        .await?;
        detail_of(&shared, &id).await
    }
    .await;
    answer(done)
}

/// `POST /api/tournaments/{id}/ban`: a Conquest ban, by the player whose turn it is.
pub async fn ban(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let done = async {
        let t = find(&shared, &id)?;
        let who = account(&shared, &headers).await?;
        let req: Ban = body(&bytes)?;
        runner::change(&shared, &t, |s, ch| {
            let DeckMode::Conquest { decks } = s.settings.deck_mode else {
                return Err(fail(Code::BanOutOfTurn, "this tournament has no bans"));
            };
            let me = s
                .entrant_of(&who.id)
                .ok_or_else(|| fail(Code::NotRegistered, "you are not registered"))?;
            if s.status != Status::Running {
                return Err(fail(Code::BanOutOfTurn, "no ban step is open"));
            }
            let number = s.rounds.len();
            let round = s
                .rounds
                .last_mut()
                .ok_or_else(|| fail(Code::BanOutOfTurn, "no ban step is open"))?;
            let x = round
                .series
                .iter_mut()
                .find(|x| x.side(me).is_some() && !x.decided())
                .ok_or_else(|| fail(Code::BanOutOfTurn, "you have no series to ban in now"))?;
            let side = x.side(me).unwrap_or(0);
            if x.b.is_none() || x.bans[side].is_some() || x.bans_due_ms.is_none() {
                return Err(fail(
                    Code::BanOutOfTurn,
                    "no ban of yours is due in this series",
                ));
            }
            if req.deck >= decks {
                return Err(fail(
                    Code::BanOutOfTurn,
                    format!("the opponent has decks 0 to {}", decks - 1),
                ));
            }
            x.bans[side] = Some(req.deck);
            if x.bans.iter().all(Option::is_some) {
                x.bans_due_ms = None;
            }
            let table = x.table;
            ch.log(
                s,
                &who.name,
                "banned",
                format!(
                    "round {number} table {table}: {} banned the opponent's deck {}",
                    who.name,
                    req.deck + 1
                ),
            );
            Ok(())
        })
        .await?;
        detail_of(&shared, &id).await
    }
    .await;
    answer(done)
}

/// `POST /api/tournaments/{id}/deck`: the deck a player plays in their series' next game.
pub async fn pick(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let done = async {
        let t = find(&shared, &id)?;
        let who = account(&shared, &headers).await?;
        let req: DeckPick = body(&bytes)?;
        runner::change(&shared, &t, |s, ch| {
            let mode = s.settings.deck_mode;
            let me = s
                .entrant_of(&who.id)
                .ok_or_else(|| fail(Code::NotRegistered, "you are not registered"))?;
            if !matches!(s.status, Status::Running | Status::Paused) {
                return Err(fail(Code::BadState, "the tournament is not being played"));
            }
            let number = s.rounds.len();
            let x = s
                .rounds
                .last_mut()
                .and_then(|r| {
                    r.series
                        .iter_mut()
                        .find(|x| x.side(me).is_some() && !x.decided())
                })
                .ok_or_else(|| fail(Code::BadState, "you have no series being played"))?;
            let side = x.side(me).unwrap_or(0);
            if !series::available(mode, x, side, mode.decks()).contains(&req.deck) {
                return Err(fail(
                    Code::BadDeck,
                    format!(
                        "deck {} cannot be played in this series now (banned, retired or none)",
                        req.deck
                    ),
                ));
            }
            x.picks[side] = Some(req.deck);
            let table = x.table;
            let detail = format!(
                "round {number} table {table}: {} chose their next deck",
                who.name
            );
            ch.log(s, &who.name, "deck_chosen", detail);
            Ok(())
        })
        .await?;
        detail_of(&shared, &id).await
    }
    .await;
    answer(done)
}
