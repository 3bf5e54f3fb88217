//! The organizer's actions (`POST /api/tournaments/{id}/{action}`): start (seeded by
//! rating), pause, resume, award a game or a series, reseat a game, disqualify a player,
//! re-pair a Swiss round. Each is refused to anyone but the organizer and where the tournament
//! is not in a state for it, and each is written in the audit log.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use tavern_protocol::tournaments::{
    Disqualification, Format, GameAction, Status, TournamentErrorCode as Code,
};

use super::audit::Change;
use super::http::{answer, as_organizer, body, detail_of, fail, START_RATING};
use super::model::{GameStatus, State as Tournament};
use super::{pairing, progress, runner, TournamentFail};
use crate::store::now_ms;
use crate::Shared;

/// The seeding ratings: each account's rating in the game (two seats), bots at the start.
async fn ratings(shared: &Shared, s: &Tournament) -> Vec<f64> {
    let mut out = Vec::new();
    for e in &s.entrants {
        let rating = match &e.account {
            Some(a) => {
                let (a, game) = (a.clone(), s.settings.game.clone());
                crate::accounts::http::blocking(shared, move |st| st.ratings(&a))
                    .await
                    .ok()
                    .and_then(|rows| {
                        rows.into_iter()
                            .find(|r| r.game == game && r.setup == "one_v_one")
                            .map(|r| r.rating.rating)
                    })
                    .unwrap_or(START_RATING)
            }
            None => START_RATING,
        };
        out.push(rating);
    }
    out
}

/// `POST /api/tournaments/{id}/{start|pause|resume|award|reseat|disqualify|repair}`.
pub async fn organize(
    State(shared): State<Arc<Shared>>,
    Path((id, action)): Path<(String, String)>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let done = async {
        let (t, who) = as_organizer(&shared, &id, &headers).await?;
        let me = who.name.clone();
        match action.as_str() {
            "start" => {
                let snapshot = t.lock().await.clone();
                let rated = ratings(&shared, &snapshot).await;
                runner::change(&shared, &t, |s, ch| start(s, ch, &me, &rated)).await?
            }
            "pause" | "resume" => {
                runner::change(&shared, &t, |s, ch| {
                    let (from, to) = if action == "pause" {
                        (Status::Running, Status::Paused)
                    } else {
                        (Status::Paused, Status::Running)
                    };
                    if s.status != from {
                        return Err(fail(
                            Code::BadState,
                            format!("the tournament is not {}", runner::status_name(from)),
                        ));
                    }
                    s.status = to;
                    let verb = if action == "pause" {
                        "paused"
                    } else {
                        "resumed"
                    };
                    ch.log(s, &me, verb, String::new());
                    Ok(())
                })
                .await?
            }
            "award" | "reseat" => {
                let req: GameAction = body(&bytes)?;
                runner::change(&shared, &t, |s, ch| game_action(s, ch, &me, &action, &req)).await?
            }
            "disqualify" => {
                let req: Disqualification = body(&bytes)?;
                runner::change(&shared, &t, |s, ch| {
                    if s.status == Status::Finished {
                        return Err(fail(Code::BadState, "the tournament is over"));
                    }
                    let i = s.entrant_named(&req.player).ok_or_else(|| {
                        fail(Code::NotFound, format!("no player {:?}", req.player))
                    })?;
                    if s.entrants[i].disqualified {
                        return Err(fail(Code::BadState, "disqualified already"));
                    }
                    s.entrants[i].disqualified = true;
                    let detail = format!("{}: {}", s.entrants[i].name, req.reason);
                    ch.log(s, &me, "disqualified", detail);
                    Ok(())
                })
                .await?
            }
            "repair" => runner::change(&shared, &t, |s, ch| repair(s, ch, &me)).await?,
            other => {
                return Err(fail(
                    Code::NotFound,
                    format!("no organizer action {other:?}"),
                ))
            }
        }
        detail_of(&shared, &id).await
    }
    .await;
    answer(done)
}

fn start(
    s: &mut Tournament,
    ch: &mut Change,
    me: &str,
    rated: &[f64],
) -> Result<(), TournamentFail> {
    if s.status != Status::Registration {
        return Err(fail(Code::BadState, "the tournament has started already"));
    }
    let playing = s.entrants.iter().filter(|e| !e.disqualified).count();
    if playing < 2 || rated.len() != s.entrants.len() {
        return Err(fail(Code::BadState, "it takes at least two players"));
    }
    for (e, r) in s.entrants.iter_mut().zip(rated) {
        e.rating = *r;
    }
    s.status = Status::Running;
    ch.log(s, me, "started", format!("{playing} players"));
    let pairs = match s.settings.format {
        Format::Swiss { .. } => progress::swiss_pairs(s),
        Format::Elimination => {
            let mut seeds: Vec<usize> = (0..s.entrants.len())
                .filter(|&i| !s.entrants[i].disqualified)
                .collect();
            seeds.sort_by(|&x, &y| {
                s.entrants[y]
                    .rating
                    .total_cmp(&s.entrants[x].rating)
                    .then(x.cmp(&y))
            });
            pairing::elimination(&seeds)
        }
    };
    progress::open_round(s, pairs, now_ms(), ch);
    Ok(())
}

fn game_action(
    s: &mut Tournament,
    ch: &mut Change,
    me: &str,
    action: &str,
    req: &GameAction,
) -> Result<(), TournamentFail> {
    if !matches!(s.status, Status::Running | Status::Paused) {
        return Err(fail(Code::BadState, "the tournament is not being played"));
    }
    let winner = match (&req.winner, action) {
        (Some(name), _) => Some(
            s.entrant_named(name)
                .ok_or_else(|| fail(Code::NotFound, format!("no player {name:?}")))?,
        ),
        (None, "award") => return Err(fail(Code::BadBody, "name the winner")),
        (None, _) => None,
    };
    let current = s.rounds.len() as u16;
    if req.round != current {
        return Err(fail(
            Code::BadState,
            format!("round {current} is being played"),
        ));
    }
    let round = s
        .rounds
        .last_mut()
        .ok_or_else(|| fail(Code::BadState, "no round is being played"))?;
    let x = round
        .series
        .get_mut(usize::from(req.table))
        .ok_or_else(|| fail(Code::NotFound, format!("no table {}", req.table)))?;
    if x.decided() {
        return Err(fail(Code::BadState, "that series is decided"));
    }
    let side = match winner {
        Some(w) => Some(
            x.side(w)
                .ok_or_else(|| fail(Code::NotFound, "that player is not in this series"))?,
        ),
        None => None,
    };
    let awarded_to = side.and_then(|sd| x.entrant(sd));
    let live = x.games.iter_mut().find(|g| g.status == GameStatus::Live);
    let detail;
    match (action, side) {
        ("award", Some(_)) if req.series => {
            if let Some(g) = live {
                g.status = GameStatus::Void;
                ch.abort.push(g.match_id.clone());
            }
            x.winner = awarded_to;
            x.awarded = true;
            detail = format!(
                "round {} table {}: the series to {}",
                req.round,
                req.table,
                req.winner.clone().unwrap_or_default()
            );
        }
        ("award", Some(side)) => {
            let g = live.ok_or_else(|| fail(Code::BadState, "no game is being played there"))?;
            g.status = GameStatus::Awarded;
            g.winner = awarded_to;
            ch.abort.push(g.match_id.clone());
            let id = g.match_id.clone();
            x.wins[side] += 1;
            detail = format!(
                "round {} table {}: match {id} to {}",
                req.round,
                req.table,
                req.winner.clone().unwrap_or_default()
            );
        }
        _ => {
            let g = live.ok_or_else(|| fail(Code::BadState, "no game is being played there"))?;
            g.status = GameStatus::Void;
            ch.abort.push(g.match_id.clone());
            detail = format!(
                "round {} table {}: match {} played again",
                req.round, req.table, g.match_id
            );
        }
    }
    let verb = if action == "award" {
        "awarded"
    } else {
        "reseated"
    };
    ch.log(s, me, verb, detail);
    Ok(())
}

fn repair(s: &mut Tournament, ch: &mut Change, me: &str) -> Result<(), TournamentFail> {
    if !matches!(s.settings.format, Format::Swiss { .. }) {
        return Err(fail(
            Code::BadState,
            "only a Swiss round can be paired again",
        ));
    }
    if !matches!(s.status, Status::Running | Status::Paused) {
        return Err(fail(Code::BadState, "the tournament is not being played"));
    }
    let round = s
        .rounds
        .last()
        .ok_or_else(|| fail(Code::BadState, "no round is being played"))?;
    let played = round.series.iter().any(|x| {
        x.b.is_some()
            && (x.decided()
                || x.games
                    .iter()
                    .any(|g| matches!(g.status, GameStatus::Finished | GameStatus::Awarded)))
    });
    if played {
        return Err(fail(Code::BadState, "games of this round have been played"));
    }
    let number = round.number;
    let round = s.rounds.pop().expect("checked above");
    for g in round.series.iter().flat_map(|x| &x.games) {
        if g.status == GameStatus::Live {
            ch.abort.push(g.match_id.clone());
        }
    }
    ch.log(s, me, "repaired", format!("round {number}"));
    let pairs = progress::swiss_pairs(s);
    progress::open_round(s, pairs, now_ms(), ch);
    Ok(())
}
