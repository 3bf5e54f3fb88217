//! A thousand random games: random legal actions, random presets or random valid decks, each to
//! its end without an engine error and with an outcome.

mod common;

use common::*;
use tavern_game::rng::Rng;
use tavern_game::Game;

/// Most actions a game may take; random games stay far below (every turn draws a card, so a
/// deck of at most 50 runs out).
const MAX_ACTIONS: usize = 5_000;

#[test]
fn a_thousand_random_games_end_with_an_outcome() {
    let mut longest = 0;
    for seed in 0..1_000u64 {
        let mut g = if seed % 2 == 0 {
            preset_match(seed, seed as usize / 2, seed as usize / 6)
        } else {
            random_match(seed)
        };
        let mut pick = Rng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut steps = 0;
        while g.outcome().is_none() {
            let pending = g.pending();
            let d = pending.decisions()[0];
            let actions = legal(&g, d.seat);
            assert!(!actions.is_empty(), "seed {seed}: {:?} has no action", d);
            let a = actions[pick.below(actions.len() as u32) as usize];
            play(&mut g, d.seat, a);
            steps += 1;
            assert!(steps < MAX_ACTIONS, "seed {seed} does not end");
        }
        assert!(g.pending().is_empty());
        longest = longest.max(steps);
    }
    assert!(longest > 20, "games take many actions");
}
