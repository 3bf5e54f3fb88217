//! Property tests for the Project Confix engine over many seeds, every team setup and random
//! play: listed actions apply, every other action is refused with a typed error and changes
//! nothing, replays are exact, no seat ever sees a card of another seat's hand or any deck
//! order (teammates included), and the server's bot and a match of timeouts both finish.

mod common;

use common::same_choice;
use proptest::prelude::*;
use tavern_confix::cards::{all_cards, element_cards, CardDef};
use tavern_confix::testkit::random_config;
use tavern_confix::Confix;
use tavern_game::rng::Rng;
use tavern_game::{Game, RuleError, Seat, Viewer, Visible, MAX_SEATS};
use tavern_protocol::confix::{
    Action, CardId, CardList, Config, Element, Event, Mode, Payment, Runes, Target, Uid,
};
use tavern_protocol::wire::{suggest_action, RawJson};

/// A safety net far above any real game (decks of 24 cards end every game).
const MAX_ACTIONS: usize = 20_000;

fn config(seed: u64, mode: usize) -> (Mode, Config) {
    let mode = Mode::ALL[mode % Mode::ALL.len()];
    let mut rng = Rng::new(seed);
    let mut c = random_config(mode, &mut rng);
    c.options.random_teams = rng.coin();
    (mode, c)
}

fn new_game(seed: u64, mode: usize) -> Confix {
    let (mode, c) = config(seed, mode);
    Confix::new(seed, mode.seats(), c).expect("valid config")
}

fn legal(g: &Confix, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(seat, &mut out);
    out
}

/// Plays a random game, calling `before` with the state before each action and `after` with
/// the events of each action. Returns the final state and the log.
fn play(
    g0: Confix,
    seed: u64,
    mut before: impl FnMut(&Confix, &mut Rng),
    mut after: impl FnMut(&Confix, &[Visible<Event>]),
) -> (Confix, Vec<(Seat, Action)>) {
    let mut g = g0;
    let mut pick = Rng::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut log = Vec::new();
    while g.outcome().is_none() && log.len() < MAX_ACTIONS {
        before(&g, &mut pick);
        let pending = g.pending();
        let decisions = pending.decisions();
        assert!(!decisions.is_empty() && decisions.len() <= MAX_SEATS);
        for s in g.seats() {
            assert_eq!(
                legal(&g, s).is_empty(),
                pending.of(s).is_none(),
                "exactly the deciding seats have actions"
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

/// A random action, legal or not: any kind, with the seat's own cards and permanents half the
/// time, otherwise any card id, permanent number, seat or payment.
fn arbitrary_action(g: &Confix, seat: Seat, rng: &mut Rng) -> Action {
    let me = g.player(seat);
    let mut cards: Vec<CardId> = all_cards().map(|c| c.id).chain([CardId(0)]).collect();
    if rng.coin() && !me.hand.is_empty() {
        cards = me.hand.iter().map(|c| c.id).collect();
    }
    let card = cards[rng.below(cards.len() as u32) as usize];
    let mut uids: Vec<Uid> = g.battlefield().iter().map(|p| p.uid).collect();
    uids.push(Uid(999));
    let uid = uids[rng.below(uids.len() as u32) as usize];
    let other = Seat(rng.below(7) as u8);
    let n = |rng: &mut Rng| rng.below(3) as u8;
    let runes = Runes::new(n(rng), n(rng), n(rng), n(rng));
    let target = match rng.below(3) {
        0 => Target::None,
        1 => Target::Player { seat: other },
        _ => Target::Permanent { uid },
    };
    let exiled: Vec<CardId> = (0..if rng.below(4) == 0 { n(rng) } else { 0 })
        .map(|_| cards[rng.below(cards.len() as u32) as usize])
        .collect();
    let pay = Payment {
        runes,
        power_of: (rng.below(4) == 0).then_some(uid),
        exile: CardList::new(&exiled).unwrap_or_default(),
    };
    match rng.below(16) {
        0 => Action::Keep,
        1 => Action::Redraw,
        2 => Action::ChooseRune {
            element: Element::ALL[rng.below(4) as usize],
        },
        3 | 4 => Action::PlayCard { card, target, pay },
        5 => Action::Activate {
            permanent: uid,
            target,
            pay: runes,
        },
        6 => Action::SummonGuards {
            count: n(rng),
            pay: runes,
        },
        7 => Action::RollPlaneDie { pay: runes },
        8 => Action::Attack {
            creature: uid,
            target: other,
        },
        9 => Action::Defend { creature: uid },
        10 => Action::TakeDamage,
        11 => Action::LoseCreatures,
        12 => Action::Accept,
        13 => Action::Decline,
        14 => Action::ChooseCasualty { creature: uid },
        _ => Action::EndPhase,
    }
}

/// Every card id an event shows of a hand or a deck (those only one seat may see included).
fn hand_cards_in(e: &Event) -> Option<Option<&[CardId]>> {
    match e {
        Event::CardDrawn { card, .. } | Event::DeckTopSeen { card, .. } => {
            Some(card.as_ref().map(std::slice::from_ref))
        }
        Event::OpeningHand { cards, .. } | Event::HandSeen { cards, .. } => Some(cards.as_deref()),
        _ => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(36))]

    /// Every listed action applies, and random games end with an outcome.
    #[test]
    fn listed_actions_apply_and_random_games_end(seed in any::<u64>(), mode in 0usize..7) {
        let (g, log) = play(new_game(seed, mode), seed, |_, _| {}, |_, _| {});
        prop_assert!(g.outcome().is_some(), "no outcome after {} actions", log.len());
        prop_assert!(g.pending().is_empty());
    }

    /// An action applies exactly when it is listed (up to its payment); a refusal carries a
    /// stable code and leaves the state and the event buffer untouched. Seats without a
    /// decision are told it is not their turn.
    #[test]
    fn illegal_actions_are_refused_with_typed_errors_and_change_nothing(
        seed in any::<u64>(), mode in 0usize..7
    ) {
        let check = |g: &Confix, rng: &mut Rng| {
            let n = g.seats().count() as u8;
            for _ in 0..12 {
                let seat = Seat(rng.below(n as u32 + 1) as u8);
                let listed = legal(g, seat);
                let action = arbitrary_action(g, Seat(seat.0.min(n - 1)), rng);
                let mut copy = g.clone();
                let mut events = Vec::new();
                match copy.apply(seat, action, &mut events) {
                    Ok(()) => assert!(
                        listed.iter().any(|l| same_choice(l, &action)),
                        "{action:?} applied but not listed"
                    ),
                    Err(e) => {
                        assert!(!listed.contains(&action), "{action:?} listed but refused: {e}");
                        assert!(!e.code().is_empty());
                        assert_eq!(
                            e.is_out_of_turn(),
                            seat.0 < n && g.pending().of(seat).is_none(),
                            "{seat:?} {e:?}"
                        );
                        assert!(events.is_empty());
                        assert_eq!(&copy, g, "{action:?} was refused but changed the state");
                    }
                }
            }
        };
        play(new_game(seed, mode), seed, check, |_, _| {});
    }

    /// The seed and the actions determine the whole match.
    #[test]
    fn replaying_seed_and_actions_gives_the_same_state(seed in any::<u64>(), mode in 0usize..7) {
        let (end, log) = play(new_game(seed, mode), seed, |_, _| {}, |_, _| {});
        let mut again = new_game(seed, mode);
        let mut events = Vec::new();
        for (seat, action) in &log {
            again.apply(*seat, *action, &mut events).expect("replayed actions apply");
        }
        prop_assert_eq!(&again, &end);
        prop_assert_eq!(again.view(Viewer::Referee), end.view(Viewer::Referee));
    }

    /// No seat sees a card of another seat's hand (a teammate's included) or any deck's
    /// order, only their backs (elements): replacing another seat's hand and deck with other
    /// cards of the same elements changes nothing that seat sees or may do,
    /// a spectator behind a seat sees what it sees, the referee sees every hand, and every copy
    /// of an event for a seat other than its owner names no hand card.
    #[test]
    fn no_seat_ever_receives_another_seats_hand_cards(seed in any::<u64>(), mode in 0usize..7) {
        let before = |g: &Confix, rng: &mut Rng| {
            for seat in g.seats() {
                let viewer = Viewer::Seat { seat };
                let view = g.view(viewer);
                let acts = legal(g, seat);
                assert!(view.players[seat.index()].hand.is_some());
                for other in g.seats().filter(|&o| o != seat) {
                    assert!(view.players[other.index()].hand.is_none());
                    let mut swapped = g.clone();
                    // Other cards with the same backs: the element of each card is public.
                    let mut random = |cards: &[&'static CardDef]| -> Vec<CardId> {
                        cards
                            .iter()
                            .map(|c| {
                                let like = element_cards(c.element);
                                like[rng.below(like.len() as u32) as usize].id
                            })
                            .collect()
                    };
                    let p = g.player(other);
                    let (hand, deck) = (random(&p.hand), random(&p.deck));
                    swapped.replace_hidden(other, &hand, &deck);
                    assert_eq!(swapped.view(viewer), view, "seat {} sees seat {}'s cards", seat.0, other.0);
                    assert_eq!(legal(&swapped, seat), acts);
                }
                let mut behind = g.view(Viewer::Spectator { behind: seat });
                behind.viewer = viewer;
                assert_eq!(behind, view, "a spectator behind a seat sees what it sees");
            }
            let referee = g.view(Viewer::Referee);
            assert!(referee.players.iter().all(|p| p.hand.is_some()));
        };
        let after = |g: &Confix, events: &[Visible<Event>]| {
            for ev in events {
                match ev {
                    Visible::Public(e) => assert!(
                        hand_cards_in(e).is_none(),
                        "hand cards are never public: {e:?}"
                    ),
                    Visible::Private { owner, full, others } => {
                        assert!(hand_cards_in(full).is_some_and(|c| c.is_some()));
                        assert_eq!(hand_cards_in(others), Some(None));
                        for seat in g.seats().filter(|s| s != owner) {
                            assert_eq!(ev.for_viewer(Viewer::Seat { seat }), others);
                        }
                    }
                }
            }
        };
        play(new_game(seed, mode), seed, before, after);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// A full state drawn from a seat's knowledge looks to that seat exactly like the match
    /// (the backs of every hand and deck top included, with decks of several colours) and gives
    /// back the same knowledge.
    #[test]
    fn a_guess_from_a_seats_knowledge_looks_like_the_match_to_it(
        seed in any::<u64>(), mode in 0usize..7
    ) {
        let check = |g: &Confix, rng: &mut Rng| {
            for seat in g.seats() {
                let k = g.knowledge(seat);
                let guess = Confix::determinize(&k, rng);
                let viewer = Viewer::Seat { seat };
                assert_eq!(guess.view(viewer), g.view(viewer), "seat {}", seat.0);
                assert_eq!(guess.knowledge(seat), k, "seat {}", seat.0);
            }
        };
        play(new_game(seed, mode), seed, check, |_, _| {});
    }
}

/// The server's bot (the protocol's `suggest_action` over the listed actions: cards first,
/// then the first listed action of any other kind, ending the phase last) finishes a match of
/// every setup, whichever pending seat moves first.
#[test]
fn the_servers_bot_finishes_every_setup() {
    for mode in 0..Mode::ALL.len() {
        for seed in 0..6 {
            let mut g = new_game(seed, mode);
            let mut steps = 0;
            while g.outcome().is_none() {
                let pending = g.pending();
                let seat = pending.decisions()[steps % pending.decisions().len()].seat;
                let listed: Vec<RawJson> = legal(&g, seat).iter().map(RawJson::of).collect();
                let chosen: Action = suggest_action(&listed)
                    .expect("a suggestion")
                    .parse()
                    .expect("an action");
                let mut events = Vec::new();
                g.apply(seat, chosen, &mut events)
                    .expect("a listed action applies");
                steps += 1;
                assert!(steps < MAX_ACTIONS, "mode {mode}, seed {seed} never ends");
            }
        }
    }
}

/// A match in which every decision takes its timeout answer ends too: every turn draws, so
/// the decks run out.
#[test]
fn a_match_of_timeouts_ends() {
    for mode in 0..Mode::ALL.len() {
        let mut g = new_game(11, mode);
        let mut steps = 0;
        while g.outcome().is_none() {
            let pending = g.pending();
            for d in pending.decisions() {
                let action = g
                    .timeout_action(d.seat)
                    .expect("a deciding seat has a timeout");
                let mut events = Vec::new();
                g.apply(d.seat, action, &mut events)
                    .expect("timeouts apply");
            }
            for s in g.seats().filter(|&s| g.pending().of(s).is_none()) {
                assert_eq!(g.timeout_action(s), None);
            }
            steps += 1;
            assert!(steps < MAX_ACTIONS, "mode {mode} never ends");
        }
    }
}
