//! Glicko-2 ratings, per game and per setup (the `skillratings` crate; a new account starts
//! at 1500, deviation 350, volatility 0.06), the leaderboard (`GET /api/ratings/{game}`) and
//! the changes a rated match's `match_over` carries.
//!
//! Teams are rated through their members: each member plays one rating period against every
//! other team, each team taken as one opponent whose rating, deviation and volatility are its
//! members' averages. A win beats every losing team; a draw (or every seat losing, as gitcg's
//! round limit has it) draws with every team; two losing teams of a free-for-all are not
//! compared (the outcome does not order them). In a two-seat game this is plain Glicko-2.

use std::sync::Arc;

use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use skillratings::glicko2::{glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use tavern_protocol::accounts::{Leader, Leaderboard, Rating, SeatRating};
use tavern_protocol::{Outcome, Seat};

use super::http::{blocking, ApiError};
use crate::Shared;

/// Deviations above this are provisional: such players are left off leaderboards.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// How one seat's side did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Its team won.
    Won,
    /// Its team lost.
    Lost,
    /// Nobody won (or everybody lost).
    Drew,
}

/// A rated seat going into the calculation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Player {
    /// Its team.
    pub team: u8,
    /// How its team did.
    pub standing: Standing,
    /// Its rating before the match.
    pub rating: Rating,
}

/// The rating of a player who has never played this game and setup.
pub fn initial() -> Rating {
    from_glicko(Glicko2Rating::new())
}

fn to_glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn from_glicko(r: Glicko2Rating) -> Rating {
    Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

/// How `seat`'s side did in `outcome`.
pub fn standing(outcome: &Outcome, seat: Seat) -> Standing {
    match outcome {
        Outcome::Win { winners, .. } if winners.contains(&seat) => Standing::Won,
        Outcome::Win { .. } => Standing::Lost,
        Outcome::Draw { .. } | Outcome::AllLose { .. } => Standing::Drew,
    }
}

/// A team as one opponent: its members' averages.
fn composite(members: &[Rating]) -> Glicko2Rating {
    let n = members.len().max(1) as f64;
    let sum = |f: fn(&Rating) -> f64| members.iter().map(f).sum::<f64>() / n;
    Glicko2Rating {
        rating: sum(|r| r.rating),
        deviation: sum(|r| r.deviation),
        volatility: sum(|r| r.volatility),
    }
}

/// Every seat's rating after the match, in the order given.
pub fn rate(players: &[Player]) -> Vec<Rating> {
    let mut teams: Vec<u8> = players.iter().map(|p| p.team).collect();
    teams.sort_unstable();
    teams.dedup();
    let team_of = |t: u8| -> (Glicko2Rating, Standing) {
        let members: Vec<&Player> = players.iter().filter(|p| p.team == t).collect();
        let ratings: Vec<Rating> = members.iter().map(|p| p.rating).collect();
        (composite(&ratings), members[0].standing)
    };
    let config = Glicko2Config::new();
    players
        .iter()
        .map(|p| {
            let results: Vec<(Glicko2Rating, Outcomes)> = teams
                .iter()
                .filter(|&&t| t != p.team)
                .filter_map(|&t| {
                    let (them, theirs) = team_of(t);
                    let result = match (p.standing, theirs) {
                        (Standing::Won, Standing::Lost) => Outcomes::WIN,
                        (Standing::Lost, Standing::Won) => Outcomes::LOSS,
                        (Standing::Lost, Standing::Lost) => return None,
                        _ => Outcomes::DRAW,
                    };
                    Some((them, result))
                })
                .collect();
            if results.is_empty() {
                return p.rating;
            }
            from_glicko(glicko2_rating_period(
                &to_glicko(p.rating),
                &results,
                &config,
            ))
        })
        .collect()
}

/// The rating changes of a rated match, for its `match_over` (read once its end is stored).
/// None for a match that was not rated, or when they cannot be read (logged).
pub async fn of_match(shared: &Shared, room: &str, match_id: &str) -> Vec<SeatRating> {
    if !shared.lobby.room_rated(room) {
        return Vec::new();
    }
    let Some(store) = shared.store.clone() else {
        return Vec::new();
    };
    let id = match_id.to_string();
    let read = tokio::task::spawn_blocking(move || match store.accounts() {
        Some(a) => a.rating_changes(&id),
        None => Ok(Vec::new()),
    })
    .await;
    match read {
        Ok(Ok(changes)) => changes
            .into_iter()
            .map(|c| SeatRating {
                seat: Seat(c.seat),
                name: c.name,
                before: c.before,
                after: c.after,
            })
            .collect(),
        Ok(Err(e)) => {
            tracing::error!(error = %e, "a rated match's changes could not be read");
            Vec::new()
        }
        Err(e) => {
            tracing::error!(error = %e, "a rated match's changes could not be read");
            Vec::new()
        }
    }
}

/// The query of `GET /api/ratings/{game}`.
#[derive(Debug, Deserialize)]
pub struct BoardQuery {
    setup: Option<String>,
    limit: Option<usize>,
}

/// `GET /api/ratings/{game}?setup=…&limit=…`: the highest established ratings (deviation at
/// most [`PROVISIONAL_DEVIATION`]) of a game and setup (default: the game's first), at most
/// `limit` (default 50, at most 200).
pub async fn leaderboard(
    State(shared): State<Arc<Shared>>,
    Path(game): Path<String>,
    Query(q): Query<BoardQuery>,
) -> Response {
    let Some(info) = crate::registry::game(&game) else {
        return ApiError::not_found(format!("no game {game:?}")).into_response();
    };
    let setup = match q.setup.filter(|s| !s.is_empty()) {
        Some(s) if info.setups.iter().any(|x| x.id == s) => s,
        Some(s) => {
            return ApiError::not_found(format!("{} has no setup {s:?}", info.name)).into_response()
        }
        None => match info.setups.first() {
            Some(s) => s.id.clone(),
            None => return ApiError::not_found("the game has no setup").into_response(),
        },
    };
    let limit = q.limit.unwrap_or(50).clamp(1, 200);
    let (g, s) = (game.clone(), setup.clone());
    let rows = blocking(&shared, move |a| {
        a.leaderboard(&g, &s, PROVISIONAL_DEVIATION, limit)
    })
    .await;
    match rows {
        Ok(rows) => Json(Leaderboard {
            game,
            setup,
            players: rows
                .into_iter()
                .map(|(name, r)| Leader {
                    name,
                    rating: r.rating.rating,
                    deviation: r.rating.deviation,
                    games: r.games,
                })
                .collect(),
        })
        .into_response(),
        Err(e) => e.into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(team: u8, standing: Standing) -> Player {
        Player {
            team,
            standing,
            rating: initial(),
        }
    }

    #[test]
    fn a_two_seat_win_moves_both_ratings_as_glicko2_does() {
        let after = rate(&[player(0, Standing::Won), player(1, Standing::Lost)]);
        let (w, l) = skillratings::glicko2::glicko2(
            &Glicko2Rating::new(),
            &Glicko2Rating::new(),
            &Outcomes::WIN,
            &Glicko2Config::new(),
        );
        assert_eq!(after, vec![from_glicko(w), from_glicko(l)]);
        assert!(after[0].rating > 1500.0 && after[1].rating < 1500.0);
        assert!(
            after[0].deviation < 350.0,
            "a game played narrows the deviation"
        );
    }

    #[test]
    fn team_members_are_rated_against_the_other_teams_average() {
        let mut strong = player(1, Standing::Lost);
        strong.rating.rating = 1900.0;
        strong.rating.deviation = 80.0;
        let players = [
            player(0, Standing::Won),
            player(0, Standing::Won),
            strong,
            player(1, Standing::Lost),
        ];
        let after = rate(&players);
        // The winners beat a team averaging 1700: both gain the same, more than against 1500.
        assert_eq!(after[0], after[1]);
        let plain = rate(&[player(0, Standing::Won), player(1, Standing::Lost)]);
        assert!(after[0].rating > plain[0].rating);
        // Each loser moves by its own deviation: the established one barely.
        assert!(1900.0 - after[2].rating < 1500.0 - after[3].rating);
    }

    #[test]
    fn losers_of_a_free_for_all_are_not_compared_and_a_draw_draws_everyone() {
        let after = rate(&[
            player(0, Standing::Won),
            player(1, Standing::Lost),
            player(2, Standing::Lost),
        ]);
        assert_eq!(after[1], after[2], "each lost to the winner only");
        let two = rate(&[player(0, Standing::Won), player(1, Standing::Lost)]);
        assert_eq!(after[1], two[1]);
        let drawn = rate(&[player(0, Standing::Drew), player(1, Standing::Drew)]);
        assert!((drawn[0].rating - 1500.0).abs() < 1e-9);
        assert!(drawn[0].deviation < 350.0);
    }
}
