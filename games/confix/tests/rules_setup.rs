//! Setup and start: the rulebook's team setups, seats against modes, teams chosen or drawn,
//! the first player, turn order to the right, the opening hands (N, N, N−1 … M), and the deck
//! construction rules.

mod common;

use common::*;
use tavern_confix::deck::{self, DeckError, DECK_SIZE};
use tavern_confix::presets::PRESETS;
use tavern_confix::testkit::{random_config, Scenario};
use tavern_confix::{ConfigError, Confix};
use tavern_game::rng::Rng;
use tavern_game::{Game, Seat, SetupError};
use tavern_protocol::confix::{Action, CardId, Class, Config, Deck, Element, Event, Mode, Options};
use tavern_protocol::DecisionKind;

fn config(mode: Mode) -> Config {
    random_config(mode, &mut Rng::new(3))
}

#[test]
fn every_setup_of_the_rulebook_has_its_seats_and_teams() {
    let table: Vec<(Mode, usize, usize)> = Mode::ALL
        .iter()
        .map(|&m| (m, m.seats(), m.teams()))
        .collect();
    assert_eq!(
        table,
        vec![
            (Mode::OneVOne, 2, 2),
            (Mode::OneVOneVOne, 3, 3),
            (Mode::TwoVTwo, 4, 2),
            (Mode::FreeForAll, 4, 4),
            (Mode::FiveFreeForAll, 5, 5),
            (Mode::ThreeVThree, 6, 2),
            (Mode::TwoVTwoVTwo, 6, 3),
        ]
    );
    assert_eq!(Mode::for_seats(4), Some(Mode::TwoVTwo));
    assert_eq!(
        Mode::for_seats(5),
        Some(Mode::FiveFreeForAll),
        "适合2-6人: five players play, each alone"
    );
    assert_eq!(Mode::for_seats(7), None);
    assert_eq!(Mode::FiveFreeForAll.default_teams(), vec![0, 1, 2, 3, 4]);
    for m in Mode::ALL {
        let g = Confix::setup(1, m.seats(), &config(m)).expect("every setup starts");
        assert_eq!(g.mode(), m);
        assert_eq!(g.seats().count(), m.seats());
    }
}

#[test]
fn seats_must_match_the_mode() {
    let c = config(Mode::OneVOne);
    assert_eq!(
        Confix::setup(1, 3, &c).err(),
        Some(ConfigError::SeatsForMode {
            mode: Mode::OneVOne,
            seats: 3
        })
    );
    assert_eq!(
        Confix::new(1, 3, c).err(),
        Some(SetupError::SeatCount {
            expected: 2,
            got: 3
        })
    );
}

#[test]
fn teams_and_options_are_checked_with_typed_errors() {
    let base = config(Mode::TwoVTwo);
    let with = |f: &dyn Fn(&mut Config)| {
        let mut c = base.clone();
        f(&mut c);
        Confix::setup(1, 4, &c).err()
    };
    assert_eq!(
        with(&|c| c.teams = vec![0, 1]),
        Some(ConfigError::TeamCount { seats: 4, teams: 2 })
    );
    assert_eq!(
        with(&|c| c.teams = vec![0, 1, 2, 1]),
        Some(ConfigError::NoSuchTeam {
            seat: Seat(2),
            team: 2,
            teams: 2
        })
    );
    assert_eq!(
        with(&|c| c.teams = vec![0, 0, 0, 1]),
        Some(ConfigError::TeamSize {
            team: 0,
            expected: 2,
            got: 3
        })
    );
    assert_eq!(
        with(&|c| {
            c.teams = vec![0, 0, 1, 1];
            c.options.random_teams = true;
        }),
        Some(ConfigError::TeamsWithDraw)
    );
    assert_eq!(
        with(&|c| {
            c.decks.pop();
        }),
        Some(ConfigError::DeckCount { seats: 4, decks: 3 })
    );
    assert_eq!(
        with(&|c| c.options.keep_at = 6),
        Some(ConfigError::HandSizes {
            opening_hand: 5,
            keep_at: 6
        })
    );
    assert!(matches!(
        with(&|c| c.decks[3].cards.push(CardId(101))),
        Some(ConfigError::Deck {
            seat: Seat(3),
            error: DeckError::Size { .. }
        })
    ));
}

#[test]
fn teams_chosen_by_seat_are_kept_and_the_default_alternates() {
    let mut c = config(Mode::TwoVTwo);
    c.teams = vec![0, 0, 1, 1];
    let g = Confix::setup(1, 4, &c).expect("valid");
    assert_eq!(g.teams(), vec![0, 0, 1, 1]);
    assert!(!g.enemies(Seat(0), Seat(1)));
    assert!(g.enemies(Seat(1), Seat(2)));
    let g = Confix::setup(1, 4, &config(Mode::TwoVTwo)).expect("valid");
    assert_eq!(
        g.teams(),
        vec![0, 1, 0, 1],
        "by default teams alternate around the table"
    );
    let g = Confix::setup(1, 6, &config(Mode::TwoVTwoVTwo)).expect("valid");
    assert_eq!(g.teams(), vec![0, 1, 2, 0, 1, 2]);
}

#[test]
fn teams_drawn_at_random_come_from_the_seed_and_are_announced_in_the_first_event() {
    let mut c = config(Mode::TwoVTwoVTwo);
    c.options.random_teams = true;
    let mut draws = Vec::new();
    for seed in 0..20 {
        let g = Confix::setup(seed, 6, &c).expect("valid");
        let teams = g.teams();
        for t in 0..3 {
            assert_eq!(teams.iter().filter(|&&x| x == t).count(), 2, "{teams:?}");
        }
        assert_eq!(Confix::setup(seed, 6, &c).expect("valid").teams(), teams);
        draws.push(teams);
    }
    draws.dedup();
    assert!(draws.len() > 5, "the draw varies with the seed");
    let mut g = Confix::setup(7, 6, &c).expect("valid");
    let events = act(&mut g, 0, Action::Keep);
    assert_eq!(
        events[0],
        Event::MatchBegan {
            mode: Mode::TwoVTwoVTwo,
            teams: g.teams(),
            drawn: true,
            first: g.first(),
            table: g.table().to_vec(),
        }
    );
    let later = act(&mut g, 1, Action::Keep);
    assert!(!later.iter().any(|e| matches!(e, Event::MatchBegan { .. })));
}

/// The draw decides who plays with whom; the players then sit so that the teams alternate
/// round the table, and turns with them.
#[test]
fn drawn_teams_sit_alternately_round_the_table() {
    for mode in [Mode::TwoVTwo, Mode::ThreeVThree, Mode::TwoVTwoVTwo] {
        let mut c = config(mode);
        c.options.random_teams = true;
        let mut tables = Vec::new();
        for seed in 0..30 {
            let g = Confix::setup(seed, mode.seats(), &c).expect("valid");
            let table = g.table().to_vec();
            let mut sorted = table.clone();
            sorted.sort();
            assert_eq!(
                sorted,
                g.seats().collect::<Vec<_>>(),
                "every seat sits once"
            );
            assert_eq!(table[0], Seat(0), "the table starts at seat 0");
            let teams: Vec<u8> = table.iter().map(|s| g.teams()[s.index()]).collect();
            for (i, pair) in teams.windows(2).enumerate() {
                assert_ne!(pair[0], pair[1], "{mode:?} seed {seed}: {teams:?} at {i}");
            }
            assert_ne!(teams[0], teams[teams.len() - 1], "round the table too");
            tables.push(table);
        }
        tables.sort();
        tables.dedup();
        assert!(tables.len() > 2, "{mode:?}: the draw varies the seating");
    }
    // Turns go round the table: in a 2 vs 2 drawn as seats 0 and 1 against 2 and 3, seat 0's
    // right-hand neighbour is an enemy.
    let mut c = config(Mode::TwoVTwo);
    c.options.random_teams = true;
    let mut g = (0..100)
        .map(|seed| Confix::setup(seed, 4, &c).expect("valid"))
        .find(|g| g.teams() == vec![0, 0, 1, 1] || g.teams() == vec![1, 1, 0, 0])
        .expect("some seed draws seats 0 and 1 together");
    assert_eq!(g.table(), &[Seat(0), Seat(2), Seat(1), Seat(3)]);
    for s in 0..4 {
        act(&mut g, s, Action::Keep);
    }
    let first = g.current();
    pass_turn(&mut g);
    let second = g.current();
    assert!(g.enemies(first, second), "{first:?} then {second:?}");
    let place = |s: Seat| g.table().iter().position(|&x| x == s).expect("seated");
    assert_eq!(place(second), (place(first) + 1) % 4);
}

/// 玩家自行选择回合开始的玩家, 或者由上一场战斗造成胜利的玩家开始: the players may name who goes
/// first (a rematch passes the previous winner); otherwise the seeded generator draws.
#[test]
fn the_players_may_choose_who_goes_first() {
    let mut c = config(Mode::FreeForAll);
    c.options.first = Some(Seat(2));
    for seed in 0..10 {
        let mut g = Confix::setup(seed, 4, &c).expect("valid");
        assert_eq!(g.first(), Seat(2));
        for s in 0..4 {
            act(&mut g, s, Action::Keep);
        }
        assert_eq!(g.current(), Seat(2));
    }
    c.options.first = Some(Seat(4));
    assert_eq!(
        Confix::setup(1, 4, &c).err(),
        Some(ConfigError::NoSuchFirst {
            first: Seat(4),
            seats: 4
        })
    );
}

#[test]
fn the_first_player_is_drawn_by_the_seeded_rng() {
    let c = config(Mode::FreeForAll);
    let mut seen = [false; 4];
    for seed in 0..60 {
        let g = Confix::setup(seed, 4, &c).expect("valid");
        assert_eq!(
            Confix::setup(seed, 4, &c).expect("valid").first(),
            g.first()
        );
        seen[g.first().index()] = true;
    }
    assert_eq!(seen, [true; 4]);
}

#[test]
fn turn_order_goes_to_the_right_and_skips_the_dead() {
    // Seat i + 1 sits at seat i's right, so the next player is the next seat up.
    let mut g = Scenario::new(Mode::FreeForAll)
        .current(1)
        .second_cast()
        .build();
    end(&mut g, 1);
    assert_eq!(g.current(), Seat(2));
    let mut events = Vec::new();
    g.forfeit(Seat(3), &mut events);
    assert!(!g.alive(Seat(3)));
    assert!(g.outcome().is_none(), "three players are left");
    pass_turn(&mut g);
    assert_eq!(
        g.current(),
        Seat(0),
        "seat 3 is dead: after seat 2 comes seat 0"
    );
    assert_eq!(
        g.pending().of(Seat(3)),
        None,
        "a dead seat has nothing to decide"
    );
}

#[test]
fn the_opening_hand_is_n_then_n_then_one_fewer_down_to_m_which_is_kept() {
    let mut c = config(Mode::OneVOne);
    c.options = Options {
        opening_hand: 5,
        keep_at: 3,
        ..Options::default()
    };
    let mut g = Confix::setup(1, 2, &c).expect("valid");
    assert_eq!(g.player(Seat(0)).hand.len(), 5);
    let mut sizes = Vec::new();
    while g.pending().of(Seat(0)) == Some(DecisionKind::Redraw) {
        act(&mut g, 0, Action::Redraw);
        sizes.push(g.player(Seat(0)).hand.len());
    }
    assert_eq!(sizes, vec![5, 4, 3]);
    assert!(g.player(Seat(0)).kept, "the hand of M cards must be kept");
    assert_eq!(
        g.player(Seat(0)).deck.len() + 3,
        DECK_SIZE,
        "redrawn cards go back"
    );
    // N and M are match options: 4 and 4 allow one redraw of 4.
    c.options.opening_hand = 4;
    c.options.keep_at = 4;
    let mut g = Confix::setup(1, 2, &c).expect("valid");
    assert_eq!(g.player(Seat(1)).hand.len(), 4);
    act(&mut g, 1, Action::Redraw);
    assert_eq!(g.player(Seat(1)).hand.len(), 4);
    assert_eq!(g.pending().of(Seat(1)), None);
}

#[test]
fn every_player_decides_the_opening_at_once_and_the_first_turn_follows() {
    let mut g = Confix::setup(2, 6, &config(Mode::ThreeVThree)).expect("valid");
    let pending = g.pending();
    assert_eq!(
        pending.decisions().len(),
        6,
        "six seats decide at the same time"
    );
    assert!(pending
        .decisions()
        .iter()
        .all(|d| d.kind == DecisionKind::Redraw));
    for s in 0..6 {
        act(&mut g, s, Action::Keep);
    }
    assert_eq!(g.current(), g.first());
    assert_eq!(g.turn(), 1);
    assert_eq!(
        g.player(g.first()).hand.len(),
        6,
        "the first player drew in the draw phase"
    );
}

#[test]
fn decks_follow_the_construction_rules() {
    for p in PRESETS {
        assert_eq!(deck::validate(&p.deck(), true), Ok(()), "{}", p.name);
    }
    let fire = |n: usize| Deck {
        class: Class::InfernoEmissary,
        cards: vec![CardId(101); n],
    };
    assert_eq!(
        deck::validate(&fire(3), true),
        Err(DeckError::Size {
            needed: DECK_SIZE,
            got: 3
        })
    );
    assert_eq!(
        deck::validate(&fire(3), false),
        Ok(()),
        "casual decks only need real cards"
    );
    let mut d = PRESETS[0].deck();
    d.cards[2] = d.cards[0];
    assert_eq!(deck::validate(&d, true), Ok(()), "three copies are allowed");
    d.cards[4] = d.cards[0];
    assert_eq!(
        deck::validate(&d, true),
        Err(DeckError::TooManyCopies {
            card: d.cards[0],
            copies: 4
        })
    );
    let mut d = PRESETS[0].deck();
    d.cards[0] = CardId(201);
    assert_eq!(
        deck::validate(&d, true),
        Err(DeckError::WrongElement {
            card: CardId(201),
            element: Element::Water,
            class: Class::InfernoEmissary
        })
    );
    d.cards[0] = CardId(901);
    assert_eq!(deck::validate(&d, true), Err(DeckError::Token(CardId(901))));
    d.cards[0] = CardId(999);
    assert_eq!(
        deck::validate(&d, true),
        Err(DeckError::UnknownCard(CardId(999)))
    );
}
