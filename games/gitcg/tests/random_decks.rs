//! 1,000 complete random games with random valid decks drawn from the whole card pool, under
//! the deck construction rules: every game must end with an outcome and the engine must never
//! refuse an action it listed.
//!
//! Each step picks a pending seat, lists its legal actions and applies one chosen uniformly at
//! random; hand switches and rerolls choose a random subset of cards or dice.

use tavern_game::rng::Rng;
use tavern_game::{EndReason, Game, Outcome, Seat, Visible};
use tavern_gitcg::testkit::random_deck;
use tavern_gitcg::{cards, deck, sharecode, Gitcg};
use tavern_protocol::gitcg::{Action, Config, Deck, Dice, Event, HandMask, Options};

/// Games played.
const GAMES: u64 = 1_000;
/// A safety net far above any real game (14 rounds): a game this long is stuck.
const MAX_ACTIONS: usize = 20_000;

/// Hand switches and rerolls take any subset: pick a random one.
fn randomize(a: Action, g: &Gitcg, seat: Seat, rng: &mut Rng) -> Action {
    let me = g.player(seat);
    match a {
        Action::SwitchHand { .. } => Action::SwitchHand {
            cards: HandMask(rng.below(1 << me.hand.len()) as u16),
        },
        Action::Reroll { .. } => {
            let mut d = Dice::EMPTY;
            for (face, held) in d.0.iter_mut().zip(me.dice.0) {
                *face = rng.below(u32::from(held) + 1) as u8;
            }
            Action::Reroll { dice: d }
        }
        other => other,
    }
}

/// A random deck that follows the rules (and survives its share code).
fn valid_deck(rng: &mut Rng) -> Deck {
    let d = random_deck(rng);
    if let Err(e) = deck::validate(&d, true) {
        panic!("random deck breaks the rules: {e}: {d:?}");
    }
    let code = sharecode::encode(&d, rng.below(256) as u8).expect("valid decks have a code");
    assert_eq!(sharecode::decode(&code).as_ref(), Ok(&d), "{code}");
    d
}

/// Plays one game to its end; returns the number of actions applied and the outcome.
fn play(
    seed: u64,
    decks: Vec<Deck>,
    pick: &mut Rng,
    actions: &mut Vec<Action>,
    events: &mut Vec<Visible<Event>>,
) -> (usize, Outcome) {
    let config = Config {
        decks,
        options: Options {
            rerolls: 1,
            check_deck_rules: true,
            version: tavern_protocol::gitcg::GameVersion::NEWEST,
        },
    };
    let mut g = match Gitcg::new(seed, 2, config) {
        Ok(g) => g,
        Err(e) => panic!("game {seed}: valid decks refused: {e}"),
    };
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
        let seat = decisions[pick.below(decisions.len() as u32) as usize].seat;
        actions.clear();
        g.legal_actions(seat, actions);
        assert!(
            !actions.is_empty(),
            "game {seed}: seat {} is pending but has no legal action",
            seat.0
        );
        let listed = actions[pick.below(actions.len() as u32) as usize];
        let action = randomize(listed, &g, seat, pick);
        events.clear();
        if let Err(e) = g.apply(seat, action, events) {
            panic!(
                "game {seed}, action {applied}: seat {}'s listed action {action:?} was refused: {e}",
                seat.0
            );
        }
        applied += 1;
    }
}

#[test]
fn a_thousand_random_games_with_random_valid_decks_all_end() {
    let mut decks_rng = Rng::new(0xdec5);
    let mut pick = Rng::new(0x9a3e5);
    let mut actions = Vec::with_capacity(128);
    let mut events = Vec::with_capacity(256);
    let all = cards::characters();
    let mut character_seen = vec![false; all.len()];
    let mut total = 0usize;
    let mut longest = 0usize;
    // Games ended by knock-outs, by the round limit, otherwise.
    let (mut defeats, mut round_limit, mut other) = (0u32, 0u32, 0u32);
    for seed in 0..GAMES {
        let decks = vec![valid_deck(&mut decks_rng), valid_deck(&mut decks_rng)];
        for d in &decks {
            for c in &d.characters {
                if let Some(i) = all.iter().position(|x| x.id == c.0) {
                    character_seen[i] = true;
                }
            }
        }
        let (n, outcome) = play(seed, decks, &mut pick, &mut actions, &mut events);
        match outcome {
            Outcome::Win {
                reason: EndReason::Defeat,
                ..
            }
            | Outcome::Draw {
                reason: EndReason::SimultaneousDefeat,
            } => defeats += 1,
            Outcome::AllLose {
                reason: EndReason::RoundLimit,
            } => round_limit += 1,
            _ => other += 1,
        }
        total += n;
        longest = longest.max(n);
    }
    let unseen: Vec<&str> = all
        .iter()
        .zip(&character_seen)
        .filter(|(_, seen)| !**seen)
        .map(|(c, _)| c.english_name)
        .collect();
    assert!(unseen.is_empty(), "characters never dealt: {unseen:?}");
    assert!(defeats > 0, "random play never knocked a side out");
    println!(
        "{GAMES} games, {total} actions ({:.1} per game, longest {longest}); \
         {defeats} ended by knock-outs, {round_limit} by the round limit, {other} otherwise",
        total as f64 / GAMES as f64
    );
}
