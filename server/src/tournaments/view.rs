//! The public view of a tournament (`GET /api/tournaments/{id}`): no account ids, decks only
//! once locked (the tournament has started), a Conquest series' bans only once both are in.

use tavern_protocol::tournaments::{
    Entrant, Round, Series, SeriesGame, Status, Tournament, TournamentSummary,
};

use super::model::{GameStatus, State};
use super::standings::standings;
use crate::store::AuditRow;

/// The summary in the list.
pub fn summary(s: &State) -> TournamentSummary {
    TournamentSummary {
        id: s.id.clone(),
        name: s.settings.name.clone(),
        game: s.settings.game.clone(),
        organizer: s.organizer_name.clone(),
        status: s.status,
        players: s.entrants.len() as u16,
        cap: s.settings.cap,
    }
}

/// The whole view, with the audit log.
pub fn tournament(s: &State, audit: Vec<AuditRow>) -> Tournament {
    let name = |i: usize| s.entrants[i].name.clone();
    let locked = s.status != Status::Registration;
    let mut live = Vec::new();
    let mut finished = Vec::new();
    let rounds = s
        .rounds
        .iter()
        .map(|r| Round {
            number: r.number,
            series: r
                .series
                .iter()
                .map(|x| {
                    let both_banned = x.bans.iter().all(Option::is_some);
                    Series {
                        table: x.table,
                        a: name(x.a),
                        b: x.b.map(name),
                        best_of: x.best_of,
                        bans: if both_banned { x.bans } else { [None, None] },
                        bans_due_ms: x.bans_due_ms.filter(|_| !both_banned),
                        wins: x.wins,
                        games: x
                            .games
                            .iter()
                            .map(|g| {
                                match g.status {
                                    GameStatus::Live => live.push(g.match_id.clone()),
                                    GameStatus::Finished => finished.push(g.match_id.clone()),
                                    _ => {}
                                }
                                let a_seat = usize::from(g.seats[0] != x.a);
                                SeriesGame {
                                    match_id: g.match_id.clone(),
                                    decks: [g.decks[a_seat], g.decks[1 - a_seat]],
                                    status: g.status.name().into(),
                                    winner: g.winner.map(name),
                                }
                            })
                            .collect(),
                        winner: x.winner.map(name),
                        drawn: x.drawn,
                        awarded: x.awarded,
                    }
                })
                .collect(),
        })
        .collect();
    Tournament {
        id: s.id.clone(),
        organizer: s.organizer_name.clone(),
        status: s.status,
        settings: s.settings.clone(),
        players: s
            .entrants
            .iter()
            .map(|e| Entrant {
                name: e.name.clone(),
                bot: e.bot,
                rating: e.rating,
                decks: if locked { e.decks.clone() } else { Vec::new() },
                disqualified: e.disqualified,
            })
            .collect(),
        rounds,
        standings: standings(s),
        live,
        finished,
        winner: s.winner.map(name),
        audit: audit.into_iter().map(super::audit::entry).collect(),
    }
}
