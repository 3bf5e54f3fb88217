//! Property tests for the Summoner Wars engine over many seeds, faction pairs and random play:
//! listed actions apply, every other action is refused with a typed error and changes nothing,
//! games end, replays are exact, and no seat's view or events show the other seat's hand.

use proptest::prelude::*;
use tavern_game::rng::Rng;
use tavern_game::{Game, RuleError, Seat, Viewer, Visible};
use tavern_protocol::summoner_wars::{Action, CardId, Cell, Config, Event, Faction};
use tavern_summoner_wars::cards::all_cards;
use tavern_summoner_wars::SummonerWars;

/// Most actions a random game may take. Random games average about 220 actions and the longest
/// of many thousands stayed far below this: each turn without an attack on an enemy wounds the
/// summoner, so games cannot stall.
const MAX_ACTIONS: usize = 4000;

const SEATS: [Seat; 2] = [Seat(0), Seat(1)];

fn new_game(seed: u64, a: usize, b: usize) -> SummonerWars {
    let config = Config::factions([Faction::ALL[a % 4], Faction::ALL[b % 4]]);
    SummonerWars::new(seed, 2, config).expect("two factions")
}

fn legal(g: &SummonerWars, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(seat, &mut out);
    out
}

/// Plays a random game, calling `before` with the state before each action and `after` with
/// the events of each action. Returns the final state and the log.
fn play(
    g0: SummonerWars,
    seed: u64,
    mut before: impl FnMut(&SummonerWars, &mut Rng),
    mut after: impl FnMut(&SummonerWars, &[Visible<Event>]),
) -> (SummonerWars, Vec<(Seat, Action)>) {
    let mut g = g0;
    let mut pick = Rng::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut log = Vec::new();
    while g.outcome().is_none() && log.len() < MAX_ACTIONS {
        before(&g, &mut pick);
        let pending = g.pending();
        let decisions = pending.decisions();
        assert_eq!(decisions.len(), 1, "one player acts at a time");
        let seat = decisions[0].seat;
        assert_eq!(seat, g.current());
        assert!(
            legal(&g, seat.other()).is_empty(),
            "the other seat has nothing to do"
        );
        let actions = legal(&g, seat);
        assert_eq!(
            actions.last(),
            Some(&Action::EndPhase),
            "ending the phase is always possible, and listed last"
        );
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

/// A random action, legal or not: any kind, half the time with the player's own cards and
/// units (so that many apply), otherwise any card id (or none) and any cell on or just off the
/// battlefield.
fn arbitrary_action(g: &SummonerWars, rng: &mut Rng) -> Action {
    let me = g.player(g.current());
    let mut ids: Vec<CardId> = all_cards()
        .map(|c| c.id)
        .chain([CardId(0), CardId(999)])
        .collect();
    if rng.coin() {
        ids = me
            .hand
            .iter()
            .chain(me.discard.iter())
            .map(|c| c.id)
            .collect();
        ids.push(CardId(0));
    }
    let card = ids[rng.below(ids.len() as u32) as usize];
    let own: Vec<Cell> = g
        .board()
        .pieces()
        .filter(|(_, p)| p.controller == g.current())
        .map(|(c, _)| c)
        .collect();
    let mut cell = || {
        Cell::new(
            rng.below(Cell::COLS as u32 + 1) as u8,
            rng.below(Cell::ROWS as u32 + 1) as u8,
        )
    };
    let (mut a, b) = (cell(), cell());
    if !own.is_empty() && rng.coin() {
        a = own[rng.below(own.len() as u32) as usize];
    }
    let target = if rng.below(4) == 0 { None } else { Some(b) };
    match rng.below(14) {
        0 => Action::Summon { card, to: b },
        1 => Action::Raise { card, to: b },
        2 => Action::Move { from: a, to: b },
        3 => Action::Build { card, to: b },
        4 => Action::Attack { from: a, target: b },
        5 => Action::Ability { from: a, target },
        6 => Action::Sacrifice { from: a, target: b },
        7 => Action::Empower { from: a, card },
        8 => Action::Heal {
            from: a,
            target: b,
            card,
        },
        9 => Action::Claim { from: a, to: b },
        10 => Action::BlazeStep { from: a, to: b },
        11 => Action::PlayEvent { card, target },
        12 => Action::Discard { card },
        _ => Action::EndPhase,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every listed action applies, and random games end with a winner.
    #[test]
    fn listed_actions_apply_and_random_games_end(seed in any::<u64>(), a in 0usize..4, b in 0usize..4) {
        let (g, log) = play(new_game(seed, a, b), seed, |_, _| {}, |_, _| {});
        prop_assert!(g.outcome().is_some(), "no winner after {} actions", log.len());
        prop_assert!(g.pending().is_empty());
    }

    /// An action is accepted exactly when it is listed; a refusal carries a stable code and
    /// leaves the state and the event buffer untouched. Seats out of turn are told so.
    #[test]
    fn illegal_actions_are_refused_with_typed_errors_and_change_nothing(
        seed in any::<u64>(), a in 0usize..4, b in 0usize..4
    ) {
        let check = |g: &SummonerWars, rng: &mut Rng| {
            let seat = g.current();
            let listed = legal(g, seat);
            for _ in 0..24 {
                let action = arbitrary_action(g, rng);
                let mut copy = g.clone();
                let mut events = Vec::new();
                match copy.apply(seat, action, &mut events) {
                    Ok(()) => assert!(listed.contains(&action), "{action:?} applied but not listed"),
                    Err(e) => {
                        assert!(!listed.contains(&action), "{action:?} listed but refused: {e}");
                        assert!(!e.code().is_empty() && !e.is_out_of_turn());
                        assert!(events.is_empty());
                        assert_eq!(&copy, g, "{action:?} was refused but changed the state");
                    }
                }
                let mut copy = g.clone();
                let e = copy.apply(seat.other(), action, &mut events).expect_err("out of turn");
                assert!(e.is_out_of_turn());
                assert_eq!(e.code(), "not_your_turn");
                assert_eq!(&copy, g);
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

    /// A seat's view never shows the other seat's hand, discard pile or either deck's order:
    /// dealing the other seat's hand and draw pile differently from the same cards (its deck
    /// list is public, so only where its cards are is secret) changes nothing that seat sees,
    /// and its copy of every event hides the other seat's cards.
    #[test]
    fn no_hidden_information_reaches_the_other_seat(seed in any::<u64>(), a in 0usize..4, b in 0usize..4) {
        let before = |g: &SummonerWars, rng: &mut Rng| {
            for seat in SEATS {
                let other = seat.other();
                let viewer = Viewer::Seat { seat };
                let view = g.view(viewer);
                assert!(view.players[other.index()].hand.is_none());
                assert!(view.players[other.index()].discard.is_none());
                assert!(view.players[seat.index()].hand.is_some());
                let mut swapped = g.clone();
                let p = g.player(other);
                let mut cards: Vec<CardId> = p.hand.iter().chain(&p.deck).map(|c| c.id).collect();
                rng.shuffle(&mut cards);
                let (hand, deck) = cards.split_at(p.hand.len());
                swapped.replace_hidden(other, hand, deck);
                assert_eq!(swapped.view(viewer), view, "seat {} sees seat {}'s secrets", seat.0, other.0);
                let mut behind = swapped.view(Viewer::Spectator { behind: seat });
                behind.viewer = viewer;
                assert_eq!(behind, view, "a spectator behind a seat sees what it sees");
            }
            let referee = g.view(Viewer::Referee);
            assert!(referee.players.iter().all(|p| p.hand.is_some()));
        };
        let after = |_: &SummonerWars, events: &[Visible<Event>]| {
            for ev in events {
                let Visible::Private { owner, others, .. } = ev else { continue };
                let seen = ev.for_viewer(Viewer::Seat { seat: owner.other() });
                assert_eq!(seen, others);
                match seen {
                    Event::CardDrawn { card, .. }
                    | Event::CardDiscarded { card, .. }
                    | Event::CardReturned { card, .. } => assert!(card.is_none()),
                    other => panic!("unexpected private event {other:?}"),
                }
            }
        };
        play(new_game(seed, a, b), seed, before, after);
    }
}

/// Bots that always take the first listed action (what the server's generic bot does with
/// this game's ordering) finish every pairing of factions.
#[test]
fn first_choice_bots_finish_every_pairing() {
    for a in 0..4 {
        for b in 0..4 {
            for seed in 0..4 {
                let mut g = new_game(seed, a, b);
                let mut steps = 0;
                while g.outcome().is_none() {
                    let seat = g.current();
                    let actions = legal(&g, seat);
                    let mut events = Vec::new();
                    g.apply(seat, actions[0], &mut events).expect("listed");
                    steps += 1;
                    assert!(
                        steps < MAX_ACTIONS,
                        "factions {a} v {b}, seed {seed} never ends"
                    );
                }
            }
        }
    }
}

/// A match in which every action is the timeout answer ends too: the cost of inaction wounds
/// each summoner once per turn.
#[test]
fn a_match_of_timeouts_ends() {
    let mut g = new_game(3, 1, 2);
    let mut steps = 0;
    while g.outcome().is_none() {
        let seat = g.current();
        let action = g.timeout_action(seat).expect("the current seat decides");
        assert_eq!(g.timeout_action(seat.other()), None);
        let mut events = Vec::new();
        g.apply(seat, action, &mut events).expect("timeouts apply");
        steps += 1;
        assert!(steps < 6 * 2 * 13, "summoners have at most 12 life");
    }
}
