//! 1,000 complete random games, each seat with a random preset or a random valid deck: every
//! game must end with an outcome, and the engine must never refuse an action it listed.

use tavern_game::rng::Rng;
use tavern_game::{Game, Outcome, Seat};
use tavern_protocol::seven_square::{Config, Deck};
use tavern_seven_square::presets::PRESETS;
use tavern_seven_square::testkit::random_deck;
use tavern_seven_square::SevenSquare;

/// Games played.
const GAMES: u64 = 1_000;
/// A safety net far above any real game: every turn draws a card, so a game has at most
/// about 80 turns, each of a bounded number of actions.
const MAX_ACTIONS: usize = 5_000;

fn deck(rng: &mut Rng) -> Deck {
    if rng.coin() {
        PRESETS[rng.below(PRESETS.len() as u32) as usize].deck()
    } else {
        random_deck(rng)
    }
}

#[test]
fn a_thousand_random_games_end_without_an_engine_error() {
    let mut pick = Rng::new(0x5e7e_5a0a);
    let mut actions = Vec::new();
    let mut events = Vec::new();
    let (mut total, mut longest, mut draws) = (0usize, 0usize, 0u32);
    for seed in 0..GAMES {
        let config = Config {
            decks: vec![deck(&mut pick), deck(&mut pick)],
            check_deck_rules: true,
        };
        let mut g = match SevenSquare::new(seed, 2, config) {
            Ok(g) => g,
            Err(e) => panic!("game {seed}: valid decks refused: {e}"),
        };
        let mut applied = 0;
        let outcome = loop {
            if let Some(o) = g.outcome() {
                break o;
            }
            assert!(
                applied < MAX_ACTIONS,
                "game {seed}: no outcome after {applied} actions"
            );
            let pending = g.pending();
            let decisions = pending.decisions();
            assert!(!decisions.is_empty(), "game {seed}: nobody to decide");
            let seat: Seat = decisions[pick.below(decisions.len() as u32) as usize].seat;
            actions.clear();
            g.legal_actions(seat, &mut actions);
            assert!(
                !actions.is_empty(),
                "game {seed}: a decision with no action"
            );
            let action = actions[pick.below(actions.len() as u32) as usize];
            events.clear();
            if let Err(e) = g.apply(seat, action, &mut events) {
                panic!("game {seed}: listed action {action:?} refused: {e}");
            }
            applied += 1;
        };
        if matches!(outcome, Outcome::Draw { .. }) {
            draws += 1;
        }
        total += applied;
        longest = longest.max(applied);
    }
    assert!(total > 0);
    eprintln!(
        "{GAMES} games, {:.1} actions per game, longest {longest}, {draws} draws",
        total as f64 / GAMES as f64
    );
}
