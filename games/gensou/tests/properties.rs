//! Property tests over many seeds, presets and random decks with random play: listed actions
//! apply, every other action is refused with a typed error and changes nothing, replays are
//! exact, and no seat's view, events or legal actions show the other seat's secrets.

mod common;

use common::*;
use proptest::prelude::*;
use tavern_game::rng::Rng;
use tavern_game::{Game, RuleError, Seat, Viewer, Visible};
use tavern_gensou::cards;
use tavern_gensou::Gensou;
use tavern_protocol::gensou::{Action, CardId, Event};

/// Most actions a random game may take (every turn draws, so decks of at most 50 cards run
/// out long before).
const MAX_ACTIONS: usize = 5_000;

const SEATS: [Seat; 2] = [Seat(0), Seat(1)];

fn new_game(seed: u64, deck: u8) -> Gensou {
    match deck {
        0..=2 => preset_match(seed, usize::from(deck), seed as usize),
        _ => random_match(seed),
    }
}

/// Plays a random game, calling `before` with the state before each action and `after` with
/// the events of each action. Returns the final state and the log.
fn play_random(
    mut g: Gensou,
    seed: u64,
    mut before: impl FnMut(&Gensou, &mut Rng),
    mut after: impl FnMut(&Gensou, &[Visible<Event>]),
) -> (Gensou, Vec<(Seat, Action)>) {
    let mut pick = Rng::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut log = Vec::new();
    while g.outcome().is_none() && log.len() < MAX_ACTIONS {
        before(&g, &mut pick);
        let pending = g.pending();
        let d = pending.decisions()[0];
        let actions = legal(&g, d.seat);
        let action = actions[pick.below(actions.len() as u32) as usize];
        let mut events = Vec::new();
        if let Err(e) = g.apply(d.seat, action, &mut events) {
            panic!("listed action {action:?} was refused: {e:?}");
        }
        log.push((d.seat, action));
        after(&g, &events);
    }
    (g, log)
}

/// The action with its payment left out: a payment is one choice among equivalent ones, and
/// the list shows one suggestion.
fn unpaid(a: Action) -> Action {
    match a {
        Action::Declare { card, .. } => Action::Declare { card, power: 0 },
        Action::Counter { card, .. } => Action::Counter { card, power: 0 },
        Action::PlayState { card, .. } => Action::PlayState { card, power: 0 },
        Action::UseItem { card, .. } => Action::UseItem { card, power: 0 },
        Action::SetItem { card, slot, .. } => Action::SetItem {
            card,
            slot,
            power: 0,
        },
        other => other,
    }
}

/// A random action, legal or not: any kind, half the time with a card the seat holds (so
/// many apply), otherwise any id of the pool or none; slots and payments slightly out of
/// range.
fn arbitrary_action(g: &Gensou, seat: Seat, rng: &mut Rng) -> Action {
    let p = g.player(seat);
    let mut ids: Vec<CardId> = cards::all()
        .map(|c| c.id)
        .chain([CardId(0), CardId(999)])
        .collect();
    if rng.coin() {
        let own: Vec<CardId> = p.hand.iter().chain(p.deck.iter()).map(|c| c.id).collect();
        if !own.is_empty() {
            ids = own;
        }
    }
    let card = ids[rng.below(ids.len() as u32) as usize];
    let slot = rng.below(3) as u8;
    let power = rng.below(4) as u8;
    match rng.below(21) {
        0 => Action::Search { card },
        1 => Action::PlaceSupport { card },
        2 => Action::SetCenter { card },
        3 => Action::GoHyper,
        4 => Action::SkipChange,
        5 => Action::SetPower { card },
        6 => Action::SetTrap { card, slot },
        7 => Action::EndSet,
        8 => Action::Declare { card, power },
        9 => Action::PlayState { card, power },
        10 => Action::SetItem { card, slot, power },
        11 => Action::UseItem { card, power },
        12 => Action::EndBattle,
        13 => Action::Counter { card, power },
        14 => Action::NoCounter,
        15 => Action::Trigger { slot },
        16 => Action::NoTrap,
        17 => Action::Release { card },
        18 => Action::NoRelease,
        19 => Action::Discard { card },
        _ => Action::SetCenter {
            card: p.characters.first().map_or(card, |c| c.card.id),
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every listed action applies, and random games end with an outcome.
    #[test]
    fn listed_actions_apply_and_random_games_end(seed in any::<u64>(), deck in 0u8..4) {
        let (g, log) = play_random(new_game(seed, deck), seed, |_, _| {}, |_, _| {});
        prop_assert!(g.outcome().is_some(), "no result after {} actions", log.len());
        prop_assert!(g.pending().is_empty());
    }

    /// An action is accepted exactly when it is listed (up to its payment); a refusal carries
    /// a stable code and leaves the state and the event buffer untouched. Seats without a
    /// decision are told it is not their turn.
    #[test]
    fn illegal_actions_are_refused_with_typed_errors_and_change_nothing(
        seed in any::<u64>(), deck in 0u8..4
    ) {
        let check = |g: &Gensou, rng: &mut Rng| {
            let pending = g.pending();
            for seat in SEATS {
                let listed = legal(g, seat);
                let listed_unpaid: Vec<Action> = listed.iter().map(|&a| unpaid(a)).collect();
                for _ in 0..12 {
                    let action = arbitrary_action(g, seat, rng);
                    let mut copy = g.clone();
                    let mut events = Vec::new();
                    match copy.apply(seat, action, &mut events) {
                        Ok(()) => assert!(
                            listed_unpaid.contains(&unpaid(action)),
                            "{action:?} applied but not listed"
                        ),
                        Err(e) => {
                            assert!(!listed.contains(&action), "{action:?} listed but refused: {e}");
                            assert!(!e.code().is_empty());
                            assert_eq!(e.is_out_of_turn(), pending.of(seat).is_none());
                            assert!(events.is_empty());
                            assert_eq!(&copy, g, "{action:?} was refused but changed the state");
                        }
                    }
                }
            }
        };
        play_random(new_game(seed, deck), seed, check, |_, _| {});
    }

    /// The seed and the actions determine the whole match.
    #[test]
    fn replaying_seed_and_actions_gives_the_same_state(seed in any::<u64>(), deck in 0u8..4) {
        let (end, log) = play_random(new_game(seed, deck), seed, |_, _| {}, |_, _| {});
        let mut again = new_game(seed, deck);
        let mut events = Vec::new();
        for (seat, action) in &log {
            again.apply(*seat, *action, &mut events).expect("replayed actions apply");
        }
        prop_assert_eq!(&again, &end);
        prop_assert_eq!(again.view(Viewer::Referee), end.view(Viewer::Referee));
    }

    /// No seat's view, legal actions or decisions depend on the other seat's secrets (hand,
    /// spell-power cards, face-down traps, deck, unrevealed search): replacing them changes
    /// nothing that seat sees. The referee sees hands and face-down cards; nobody sees deck
    /// order. Every private event hides its card from the other seat.
    #[test]
    fn no_hidden_information_reaches_the_other_seat(seed in any::<u64>(), deck in 0u8..4) {
        let before = |g: &Gensou, rng: &mut Rng| {
            for seat in SEATS {
                let other = seat.other();
                let viewer = Viewer::Seat { seat };
                let view = g.view(viewer);
                let theirs = &view.players[other.index()];
                assert!(theirs.hand.is_none() && theirs.power.is_none());
                assert!(theirs.equipment.iter().flatten().all(|e| !e.face_down || e.card.is_none()));
                let mut scrambled = g.clone();
                scrambled.scramble_secrets(other, rng);
                assert_eq!(scrambled.view(viewer), view, "seat {} sees seat {}'s secrets", seat.0, other.0);
                assert_eq!(legal(&scrambled, seat), legal(g, seat));
                assert_eq!(scrambled.pending(), g.pending());
                let mut behind = scrambled.view(Viewer::Spectator { behind: seat });
                behind.viewer = viewer;
                assert_eq!(behind, view, "a spectator behind a seat sees what it sees");
            }
            let referee = g.view(Viewer::Referee);
            assert!(referee.players.iter().all(|p| p.hand.is_some() && p.power.is_some()));
            assert!(referee.players.iter().all(|p| p.equipment.iter().flatten().all(|e| e.card.is_some())));
        };
        let after = |_: &Gensou, events: &[Visible<Event>]| {
            for ev in events {
                let Visible::Private { owner, others, .. } = ev else { continue };
                let seen = ev.for_viewer(Viewer::Seat { seat: owner.other() });
                assert_eq!(seen, others);
                match seen {
                    Event::Drew { cards, .. } => assert!(cards.is_none()),
                    Event::SearchChosen { card, .. }
                    | Event::PowerSet { card, .. }
                    | Event::TrapSet { card, .. } => assert!(card.is_none()),
                    other => panic!("unexpected private event {other:?}"),
                }
            }
        };
        play_random(new_game(seed, deck), seed, before, after);
    }
}

/// Bots that always take the first listed action (what the server's bot does with this game's
/// order) finish every pairing of presets.
#[test]
fn first_choice_bots_finish_every_pairing() {
    for a in 0..3 {
        for b in 0..3 {
            for seed in 0..4 {
                let mut g = preset_match(seed, a, b);
                let mut steps = 0;
                while g.outcome().is_none() {
                    let d = g.pending().decisions()[0];
                    let actions = legal(&g, d.seat);
                    play(&mut g, d.seat, actions[0]);
                    steps += 1;
                    assert!(
                        steps < MAX_ACTIONS,
                        "presets {a} v {b}, seed {seed} never end"
                    );
                }
            }
        }
    }
}

/// A match in which every decision times out ends too: each turn draws a card, so the decks
/// run out and popularity decides.
#[test]
fn a_match_of_timeouts_ends() {
    let mut g = preset_match(3, 0, 1);
    let mut steps = 0;
    while g.outcome().is_none() {
        let d = g.pending().decisions()[0];
        let action = g
            .timeout_action(d.seat)
            .expect("the deciding seat has a timeout action");
        play(&mut g, d.seat, action);
        steps += 1;
        assert!(steps < MAX_ACTIONS, "timeouts must end the match");
    }
    assert_eq!(
        g.victory().map(|(_, v)| v),
        Some(tavern_protocol::gensou::Victory::Popularity)
    );
}
