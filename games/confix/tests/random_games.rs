//! 1,000 complete random games at each team setup (1v1, 1v1v1, 2v2, four-player free-for-all,
//! five-player free-for-all, 3v3, 2v2v2), with random valid decks or presets, random legal actions and random team
//! draws: every game must end with an outcome, the engine must never refuse an action it
//! listed, and the winners must be exactly one whole team (or nobody, in a draw).
//!
//! Each step picks one of the pending seats at random (seats decide in any order when several
//! must), lists its legal actions and applies one chosen uniformly at random.

use tavern_confix::presets::PRESETS;
use tavern_confix::testkit::random_deck;
use tavern_confix::Confix;
use tavern_game::rng::Rng;
use tavern_game::{Game, Outcome, Visible};
use tavern_protocol::confix::{Action, Config, Event, Mode, Options};

/// Games per setup.
const GAMES: u64 = 1_000;
/// A safety net far above any real game: every turn draws a card, so a game is over once the
/// decks (24 cards a seat) are; a game this long is stuck.
const MAX_ACTIONS: usize = 20_000;

fn config(mode: Mode, rng: &mut Rng) -> Config {
    let decks = (0..mode.seats())
        .map(|_| {
            if rng.coin() {
                random_deck(rng)
            } else {
                PRESETS[rng.below(PRESETS.len() as u32) as usize].deck()
            }
        })
        .collect();
    Config {
        decks,
        mode,
        teams: Vec::new(),
        options: Options {
            random_teams: rng.coin(),
            ..Options::default()
        },
    }
}

/// Plays one game to its end; returns the actions applied and the outcome.
fn play(
    g: &mut Confix,
    seed: u64,
    pick: &mut Rng,
    actions: &mut Vec<Action>,
    events: &mut Vec<Visible<Event>>,
) -> (usize, Outcome) {
    let mut applied = 0;
    loop {
        if let Some(outcome) = g.outcome() {
            return (applied, outcome);
        }
        assert!(
            applied < MAX_ACTIONS,
            "game {seed}: no outcome after {MAX_ACTIONS} actions"
        );
        let pending = g.pending();
        let decisions = pending.decisions();
        assert!(
            !decisions.is_empty(),
            "game {seed}: a running match must wait for someone"
        );
        let d = decisions[pick.below(decisions.len() as u32) as usize];
        actions.clear();
        g.legal_actions(d.seat, actions);
        assert!(
            !actions.is_empty(),
            "game {seed}: seat {} decides but has no action",
            d.seat.0
        );
        let action = actions[pick.below(actions.len() as u32) as usize];
        events.clear();
        if let Err(e) = g.apply(d.seat, action, events) {
            panic!(
                "game {seed}: listed action {action:?} of seat {} refused: {e}",
                d.seat.0
            );
        }
        applied += 1;
    }
}

fn thousand_games(mode: Mode, salt: u64) {
    let mut pick = Rng::new(0xc0f1 ^ salt);
    let mut actions = Vec::with_capacity(256);
    let mut events = Vec::with_capacity(256);
    let mut total = 0;
    for seed in 0..GAMES {
        let config = config(mode, &mut pick);
        let mut g = Confix::new(seed ^ salt, mode.seats(), config.clone())
            .unwrap_or_else(|e| panic!("game {seed}: valid config refused: {e}"));
        let (applied, outcome) = play(&mut g, seed, &mut pick, &mut actions, &mut events);
        total += applied;
        assert!(
            g.pending().is_empty(),
            "game {seed}: decisions after the end"
        );
        let teams = g.teams();
        match outcome {
            Outcome::Win {
                winners,
                teams: winning,
                ..
            } => {
                let team = teams[winners[0].index()];
                let whole: Vec<_> = g.seats().filter(|s| teams[s.index()] == team).collect();
                assert_eq!(winners, whole, "game {seed}: a whole team wins together");
                assert_eq!(
                    winning,
                    vec![team],
                    "game {seed}: the outcome names the team"
                );
            }
            Outcome::Draw { .. } => assert!(g.seats().all(|s| !g.alive(s))),
            Outcome::AllLose { .. } => panic!("game {seed}: Project Confix has no all-lose end"),
        }
    }
    assert!(total as u64 > GAMES * 20, "{mode:?}: games are whole games");
}

#[test]
fn a_thousand_random_games_end_at_one_v_one() {
    thousand_games(Mode::OneVOne, 1);
}

#[test]
fn a_thousand_random_games_end_at_one_v_one_v_one() {
    thousand_games(Mode::OneVOneVOne, 2);
}

#[test]
fn a_thousand_random_games_end_at_two_v_two() {
    thousand_games(Mode::TwoVTwo, 3);
}

#[test]
fn a_thousand_random_games_end_in_a_four_player_free_for_all() {
    thousand_games(Mode::FreeForAll, 4);
}

#[test]
fn a_thousand_random_games_end_in_a_five_player_free_for_all() {
    thousand_games(Mode::FiveFreeForAll, 7);
}

#[test]
fn a_thousand_random_games_end_at_three_v_three() {
    thousand_games(Mode::ThreeVThree, 5);
}

#[test]
fn a_thousand_random_games_end_at_two_v_two_v_two() {
    thousand_games(Mode::TwoVTwoVTwo, 6);
}
