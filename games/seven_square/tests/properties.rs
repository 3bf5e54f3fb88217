//! Property tests for the Seven Square engine over many seeds, decks and random play: listed
//! actions apply, every other action is refused with a typed error and changes nothing, games
//! end, replays are exact, and no seat's view, legal actions or events show the other seat's
//! hand, deck or face-down general.

use proptest::prelude::*;
use tavern_game::rng::Rng;
use tavern_game::{Game, RuleError, Seat, Viewer, Visible};
use tavern_protocol::seven_square::{
    Action, CardId, Config, Event, HandMask, PieceId, Refill, Source, Square,
};
use tavern_seven_square::cards::all_cards;
use tavern_seven_square::presets::PRESETS;
use tavern_seven_square::testkit::random_deck;
use tavern_seven_square::SevenSquare;

/// Most actions a random game may take: every turn draws a card, so a game lasts at most
/// about 80 turns of a bounded number of actions (random games average about 200).
const MAX_ACTIONS: usize = 5_000;

const SEATS: [Seat; 2] = [Seat(0), Seat(1)];

fn new_game(seed: u64, a: usize, b: usize) -> SevenSquare {
    let mut rng = Rng::new(seed);
    let mut deck = |i: usize| {
        if i < PRESETS.len() {
            PRESETS[i].deck()
        } else {
            random_deck(&mut rng)
        }
    };
    let config = Config {
        decks: vec![deck(a), deck(b)],
        check_deck_rules: true,
    };
    SevenSquare::new(seed, 2, config).expect("valid decks")
}

fn legal(g: &SevenSquare, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(seat, &mut out);
    out
}

/// Plays a random game, calling `before` with the state before each action and `after` with
/// the events of each action. Returns the final state and the log.
fn play(
    g0: SevenSquare,
    seed: u64,
    mut before: impl FnMut(&SevenSquare, &mut Rng),
    mut after: impl FnMut(&SevenSquare, &[Visible<Event>]),
) -> (SevenSquare, Vec<(Seat, Action)>) {
    let mut g = g0;
    let mut pick = Rng::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut log = Vec::new();
    while g.outcome().is_none() && log.len() < MAX_ACTIONS {
        before(&g, &mut pick);
        let pending = g.pending();
        let decisions = pending.decisions();
        assert!(!decisions.is_empty(), "a running match waits for someone");
        for seat in SEATS {
            assert_eq!(
                legal(&g, seat).is_empty(),
                pending.of(seat).is_none(),
                "a seat has actions exactly when it has a decision"
            );
        }
        let seat = decisions[pick.below(decisions.len() as u32) as usize].seat;
        let actions = legal(&g, seat);
        let action = actions[pick.below(actions.len() as u32) as usize];
        let mut events = Vec::new();
        if let Err(e) = g.apply(seat, action, &mut events) {
            panic!("listed action {action:?} was refused: {e:?}");
        }
        log.push((seat, action));
        after(&g, &events);
    }
    (g, log)
}

/// A random action, legal or not: any kind, half the time with the seat's own cards and
/// pieces (so that many apply), otherwise any card id, piece id or square, on or just off the
/// board.
fn arbitrary_action(g: &SevenSquare, seat: Seat, rng: &mut Rng) -> Action {
    let me = g.player(seat);
    let mut ids: Vec<CardId> = all_cards().map(|c| c.id).chain([CardId(999)]).collect();
    if rng.coin() {
        ids = me
            .hand
            .iter()
            .chain(me.temple.iter())
            .chain(me.deck.iter())
            .map(|c| c.id)
            .collect();
        ids.push(CardId(0));
    }
    let card = ids[rng.below(ids.len() as u32) as usize];
    let mut pieces: Vec<PieceId> = (0..8).map(PieceId).collect();
    pieces.extend(g.board().pieces().iter().map(|p| p.id));
    pieces.extend(g.board().fields().iter().map(|f| f.id));
    let mut piece = || pieces[rng.below(pieces.len() as u32) as usize];
    let (a, b) = (piece(), piece());
    let square = Square::new(rng.below(8) as u8, rng.below(8) as u8);
    let refill = match rng.below(3) {
        0 => None,
        1 => Some(Refill::Search),
        _ => Some(Refill::Draw),
    };
    let from = if rng.coin() {
        Source::Hand
    } else {
        Source::Temple
    };
    match rng.below(11) {
        0 => Action::PlaceGeneral { card },
        1 => Action::Redraw {
            cards: HandMask(rng.below(1 << 6) as u16),
        },
        2 => Action::Deploy {
            card,
            at: square,
            from,
        },
        3 => Action::Move {
            piece: a,
            to: square,
        },
        4 => Action::Shoot {
            piece: a,
            target: b,
        },
        5 => Action::Heal {
            piece: a,
            target: b,
        },
        6 => Action::Build {
            piece: a,
            card,
            refill,
        },
        7 => Action::Fight {
            at: square,
            field: rng.coin(),
        },
        8 => Action::Mount { unit: a, mount: b },
        9 => Action::FirstAid {
            piece: a,
            target: b,
        },
        _ => Action::EndTurn,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Every listed action applies, and random games end.
    #[test]
    fn listed_actions_apply_and_random_games_end(seed in any::<u64>(), a in 0usize..4, b in 0usize..4) {
        let (g, log) = play(new_game(seed, a, b), seed, |_, _| {}, |_, _| {});
        prop_assert!(g.outcome().is_some(), "no outcome after {} actions", log.len());
        prop_assert!(g.pending().is_empty());
    }

    /// An action is accepted exactly when it is listed; a refusal carries a stable code and
    /// leaves the state and the event buffer untouched. Seats without a decision are told so.
    #[test]
    fn illegal_actions_are_refused_with_typed_errors_and_change_nothing(
        seed in any::<u64>(), a in 0usize..4, b in 0usize..4
    ) {
        let check = |g: &SevenSquare, rng: &mut Rng| {
            for seat in SEATS {
                let listed = legal(g, seat);
                let decides = g.pending().of(seat).is_some();
                for _ in 0..12 {
                    let action = arbitrary_action(g, seat, rng);
                    let mut copy = g.clone();
                    let mut events = Vec::new();
                    match copy.apply(seat, action, &mut events) {
                        Ok(()) => assert!(listed.contains(&action), "{action:?} applied but not listed"),
                        Err(e) => {
                            assert!(!listed.contains(&action), "{action:?} listed but refused: {e}");
                            assert!(!e.code().is_empty());
                            assert_eq!(e.is_out_of_turn(), !decides, "{e}");
                            assert!(events.is_empty());
                            assert_eq!(&copy, g, "{action:?} was refused but changed the state");
                        }
                    }
                }
            }
        };
        play(new_game(seed, a, b), seed, check, |_, _| {});
    }

    /// The seed and the actions determine the whole match.
    #[test]
    fn replaying_seed_and_actions_gives_the_same_state(seed in any::<u64>(), a in 0usize..4, b in 0usize..4) {
        let (end, log) = play(new_game(seed, a, b), seed, |_, _| {}, |_, _| {});
        let mut again = new_game(seed, a, b);
        let mut events = Vec::new();
        for (seat, action) in &log {
            again.apply(*seat, *action, &mut events).expect("replayed actions apply");
        }
        prop_assert_eq!(&again, &end);
        prop_assert_eq!(again.view(Viewer::Referee), end.view(Viewer::Referee));
    }

    /// A seat never sees the other seat's hand, deck or face-down general: replacing them
    /// changes nothing in that seat's view or legal actions, and its copy of every event hides
    /// the other seat's cards. The referee sees every hand and face-down card.
    #[test]
    fn no_hidden_information_reaches_the_other_seat(seed in any::<u64>(), a in 0usize..4, b in 0usize..4) {
        let ids: Vec<CardId> = all_cards().filter(|c| c.deckable()).map(|c| c.id).collect();
        let prestige: Vec<CardId> =
            all_cards().filter(|c| c.is_prestige_unit()).map(|c| c.id).collect();
        let before = |g: &SevenSquare, rng: &mut Rng| {
            for seat in SEATS {
                let other = seat.other();
                let viewer = Viewer::Seat { seat };
                let view = g.view(viewer);
                assert!(view.players[other.index()].hand.is_none());
                assert!(view.players[seat.index()].hand.is_some());
                let mut swapped = g.clone();
                let mut random = |n: usize| -> Vec<CardId> {
                    (0..n).map(|_| ids[rng.below(ids.len() as u32) as usize]).collect()
                };
                let p = g.player(other);
                let (hand, deck) = (random(p.hand.len()), random(p.deck.len()));
                let general = prestige[rng.below(prestige.len() as u32) as usize];
                swapped.replace_hidden(other, &hand, &deck, general);
                assert_eq!(swapped.view(viewer), view, "seat {} sees seat {}'s secrets", seat.0, other.0);
                assert_eq!(legal(&swapped, seat), legal(g, seat));
                let mut behind = swapped.view(Viewer::Spectator { behind: seat });
                behind.viewer = viewer;
                assert_eq!(behind, view, "a spectator behind a seat sees what it sees");
            }
            let referee = g.view(Viewer::Referee);
            assert!(referee.players.iter().all(|p| p.hand.is_some()));
            assert!(referee.pieces.iter().all(|p| p.card.is_some()));
        };
        let after = |_: &SevenSquare, events: &[Visible<Event>]| {
            for ev in events {
                let Visible::Private { owner, others, .. } = ev else { continue };
                let seen = ev.for_viewer(Viewer::Seat { seat: owner.other() });
                assert_eq!(seen, others);
                match seen {
                    Event::CardDrawn { card, .. }
                    | Event::GeneralPlaced { card, .. }
                    | Event::Refilled { card, .. } => assert!(card.is_none()),
                    Event::Returned { cards, .. } => assert!(cards.is_none()),
                    other => panic!("unexpected private event {other:?}"),
                }
            }
        };
        play(new_game(seed, a, b), seed, before, after);
    }
}

/// Bots that always take the first listed action (what the server's generic bot does with
/// this game's ordering) finish every pairing of presets, and most games end by a general's
/// fall rather than an empty deck.
#[test]
fn first_choice_bots_finish_every_pairing() {
    let mut by_general = 0;
    let mut games = 0;
    for a in 0..PRESETS.len() {
        for b in 0..PRESETS.len() {
            for seed in 0..4 {
                let mut g = new_game(seed, a, b);
                let mut steps = 0;
                while g.outcome().is_none() {
                    let seat = g.pending().decisions()[0].seat;
                    let actions = legal(&g, seat);
                    let mut events = Vec::new();
                    g.apply(seat, actions[0], &mut events).expect("listed");
                    steps += 1;
                    assert!(
                        steps < MAX_ACTIONS,
                        "presets {a} v {b}, seed {seed} never ends"
                    );
                }
                games += 1;
                let view = g.view(Viewer::Referee);
                if view
                    .pieces
                    .iter()
                    .filter(|p| p.general || p.riders.iter().any(|r| r.general))
                    .count()
                    < 2
                {
                    by_general += 1;
                }
            }
        }
    }
    assert!(
        by_general * 2 > games,
        "{by_general} of {games} games ended with a general's fall"
    );
}

/// A match in which every action is the timeout answer ends too: nobody deploys, so the
/// decks run out.
#[test]
fn a_match_of_timeouts_ends() {
    let mut g = new_game(3, 0, 1);
    let mut steps = 0;
    while g.outcome().is_none() {
        let seat = g.pending().decisions()[0].seat;
        let action = g.timeout_action(seat).expect("the seat decides");
        let mut events = Vec::new();
        g.apply(seat, action, &mut events).expect("timeouts apply");
        steps += 1;
        assert!(steps < 2 * 40 + 4, "each turn draws a card");
    }
}
