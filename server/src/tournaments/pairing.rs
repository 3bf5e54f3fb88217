//! Pairings: Swiss (by standing, no rematch while one can be avoided, a bye to the lowest
//! player who has not had one) and single elimination (seeds placed so that the best meet
//! last, byes to the best seeds when the field is not a power of two).

use std::collections::HashSet;

/// Pairs `ranked` (best first) for a Swiss round; `met` holds the pairs that played already
/// (both orders), `had_bye` those who had a bye. Returns `(a, b)` pairs, `b` none for the bye.
pub fn swiss(
    ranked: &[usize],
    met: &HashSet<(usize, usize)>,
    had_bye: &HashSet<usize>,
) -> Vec<(usize, Option<usize>)> {
    let mut players = ranked.to_vec();
    let mut out = Vec::new();
    if players.len() % 2 == 1 {
        let at = players
            .iter()
            .rposition(|p| !had_bye.contains(p))
            .unwrap_or(players.len() - 1);
        let bye = players.remove(at);
        out.push((bye, None));
    }
    let pairs = pair_without_rematch(&players, met)
        // Every pairing repeats a game: pair in order.
        .unwrap_or_else(|| players.chunks(2).map(|c| (c[0], c[1])).collect());
    let mut all: Vec<(usize, Option<usize>)> =
        pairs.into_iter().map(|(a, b)| (a, Some(b))).collect();
    all.extend(out);
    all
}

/// Pairs the first player with the best-ranked one they have not met, and so on, going back
/// when the rest cannot be paired.
fn pair_without_rematch(
    players: &[usize],
    met: &HashSet<(usize, usize)>,
) -> Option<Vec<(usize, usize)>> {
    let Some((&first, rest)) = players.split_first() else {
        return Some(Vec::new());
    };
    for (i, &other) in rest.iter().enumerate() {
        if met.contains(&(first, other)) {
            continue;
        }
        let mut left = rest.to_vec();
        left.remove(i);
        if let Some(mut pairs) = pair_without_rematch(&left, met) {
            pairs.insert(0, (first, other));
            return Some(pairs);
        }
    }
    None
}

/// The first round of an elimination for `seeded` (best first): the standard bracket, seed 1
/// against the last, the best seeds in halves that meet only in the final; a seed without an
/// opponent has a bye.
pub fn elimination(seeded: &[usize]) -> Vec<(usize, Option<usize>)> {
    let size = seeded.len().next_power_of_two().max(2);
    let order = bracket_order(size);
    order
        .chunks(2)
        .map(|c| {
            let (a, b) = (seeded.get(c[0]), seeded.get(c[1]));
            match (a, b) {
                (Some(&a), b) => (a, b.copied()),
                (None, Some(&b)) => (b, None),
                (None, None) => unreachable!("a slot pair always holds a seed of the field"),
            }
        })
        .collect()
}

/// Seed positions (from 0) in bracket order for a field of `size` (a power of two).
fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![0];
    while order.len() < size {
        let n = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, n - 1 - s]).collect();
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bracket_puts_seed_one_against_the_last_and_the_top_two_in_different_halves() {
        assert_eq!(bracket_order(8), [0, 7, 3, 4, 1, 6, 2, 5]);
        let pairs = elimination(&[10, 11, 12, 13, 14, 15, 16, 17]);
        assert_eq!(pairs[0], (10, Some(17)));
        assert_eq!(pairs[2], (11, Some(16)));
        let byes = elimination(&[1, 2, 3, 4, 5, 6]);
        let bye_players: Vec<usize> = byes.iter().filter(|p| p.1.is_none()).map(|p| p.0).collect();
        assert_eq!(bye_players, [1, 2], "the two best seeds have the byes");
    }

    #[test]
    fn swiss_avoids_rematches_and_gives_the_bye_to_the_lowest_without_one() {
        let met: HashSet<(usize, usize)> = [(0, 1), (1, 0)].into_iter().collect();
        let pairs = swiss(&[0, 1, 2, 3], &met, &HashSet::new());
        assert_eq!(pairs, [(0, Some(2)), (1, Some(3))]);
        let had: HashSet<usize> = [4].into_iter().collect();
        let pairs = swiss(&[0, 1, 2, 3, 4], &HashSet::new(), &had);
        assert!(pairs.contains(&(3, None)), "{pairs:?}");
    }
}
