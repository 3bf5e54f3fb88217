//! Standings: a point per series won (a bye counts as won), half a point per drawn series;
//! ties broken by Buchholz (the sum of the opponents' points, byes adding nothing), then games
//! won, then the seeding rating, then registration order. In an elimination the players still
//! in come first.

use std::collections::HashSet;

use tavern_protocol::tournaments::{Format, Standing};

use super::model::State;

/// Everyone's figures, best first.
pub fn standings(state: &State) -> Vec<Standing> {
    let n = state.entrants.len();
    let mut halves = vec![0u32; n];
    let mut won = vec![0u16; n];
    let mut lost = vec![0u16; n];
    let mut drawn = vec![0u16; n];
    let mut games_won = vec![0u16; n];
    let mut opponents: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut out_of_it: HashSet<usize> = HashSet::new();
    for round in &state.rounds {
        for s in &round.series {
            for (side, entrant) in [(0, Some(s.a)), (1, s.b)] {
                if let Some(e) = entrant {
                    games_won[e] += u16::from(s.wins[side]);
                }
            }
            if let Some(b) = s.b {
                opponents[s.a].push(b);
                opponents[b].push(s.a);
            }
            if s.drawn {
                for e in [Some(s.a), s.b].into_iter().flatten() {
                    halves[e] += 1;
                    drawn[e] += 1;
                }
            } else if let Some(w) = s.winner {
                halves[w] += 2;
                won[w] += 1;
                if let Some(l) = [Some(s.a), s.b].into_iter().flatten().find(|&e| e != w) {
                    lost[l] += 1;
                    out_of_it.insert(l);
                }
            }
        }
    }
    for (i, e) in state.entrants.iter().enumerate() {
        if e.disqualified {
            out_of_it.insert(i);
        }
    }
    let buchholz: Vec<u32> = (0..n)
        .map(|i| opponents[i].iter().map(|&o| halves[o]).sum())
        .collect();
    let elimination = state.settings.format == Format::Elimination;
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&x, &y| {
        let alive = |i: usize| !out_of_it.contains(&i) || !elimination;
        alive(y)
            .cmp(&alive(x))
            .then(halves[y].cmp(&halves[x]))
            .then(buchholz[y].cmp(&buchholz[x]))
            .then(games_won[y].cmp(&games_won[x]))
            .then(
                state.entrants[y]
                    .rating
                    .total_cmp(&state.entrants[x].rating),
            )
            .then(x.cmp(&y))
    });
    order
        .into_iter()
        .enumerate()
        .map(|(rank, i)| Standing {
            rank: rank as u16 + 1,
            player: state.entrants[i].name.clone(),
            points: f64::from(halves[i]) / 2.0,
            buchholz: f64::from(buchholz[i]) / 2.0,
            won: won[i],
            lost: lost[i],
            drawn: drawn[i],
            games_won: games_won[i],
            alive: !out_of_it.contains(&i),
        })
        .collect()
}

/// Entrants best first, by the standings (disqualified ones left out).
pub fn ranked(state: &State) -> Vec<usize> {
    standings(state)
        .into_iter()
        .filter_map(|s| state.entrant_named(&s.player))
        .filter(|&i| !state.entrants[i].disqualified)
        .collect()
}
