//! Planes: one shared plane deck whose top plane is in force; stable planes last while their
//! condition holds; an unstable plane happens once on entering, then the planes shift; the
//! plane die (free, then 1, 2, 3 … runes in a turn); an empty plane deck takes its discard.

mod common;

use common::*;
use tavern_confix::cards::planes::PLANES;
use tavern_confix::testkit::{random_config, Scenario};
use tavern_confix::{Confix, Illegal};
use tavern_game::rng::Rng;
use tavern_game::{Game, Seat, Viewer};
use tavern_protocol::confix::{Action, Event, Mode, PlaneFace, PlaneId, Runes, Target};

fn roll(pay: Runes) -> Action {
    Action::RollPlaneDie { pay }
}

#[test]
fn one_shared_plane_deck_whose_top_plane_is_in_force_and_whose_order_is_secret() {
    for seed in 0..20 {
        let g = Confix::setup(seed, 4, &random_config(Mode::TwoVTwo, &mut Rng::new(seed)))
            .expect("valid");
        assert!(g.plane().stable(), "the match begins on a stable plane");
        let views: Vec<_> = (0..4)
            .map(|s| g.view(Viewer::Seat { seat: Seat(s) }))
            .chain([g.view(Viewer::Referee)])
            .collect();
        for v in &views {
            assert_eq!(v.plane, g.plane().id);
            assert_eq!(v.plane_deck as usize, PLANES.len() - 1);
            assert!(v.plane_discard.is_empty());
        }
    }
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(1)
        .hand(0, &[101])
        .runes(0, fire(1))
        .build();
    act(&mut g, 0, play(101, player(1), fire(1)));
    assert_eq!(life(&g, 1), 7, "Molten Plains: spells deal 1 more damage");
}

#[test]
fn a_stable_plane_lasts_while_its_condition_holds() {
    // Barren Waste lasts until 3 turns have ended on it.
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(5)
        .plane_deck(&[2])
        .build();
    pass_turn(&mut g);
    pass_turn(&mut g);
    assert_eq!(g.plane().id, PlaneId(5));
    let events = pass_turn(&mut g);
    assert!(events.contains(&Event::PlaneRevealed { plane: PlaneId(2) }));
    assert_eq!(g.plane().id, PlaneId(2));
    // Molten Plains lasts while every living elementalist has more than 3 life.
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(1)
        .plane_deck(&[2])
        .build();
    pass_turn(&mut g);
    assert_eq!(g.plane().id, PlaneId(1));
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(1)
        .plane_deck(&[2])
        .life(1, 3)
        .build();
    pass_turn(&mut g);
    assert_eq!(g.plane().id, PlaneId(2));
}

#[test]
fn an_unstable_plane_happens_once_on_entering_and_the_planes_shift_again() {
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(5)
        .plane_deck(&[2, 6])
        .hand(0, &[307])
        .runes(0, air(1))
        .build();
    let events = act(&mut g, 0, play(307, Target::None, air(1)));
    let revealed: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::PlaneRevealed { plane } => Some(plane.0),
            _ => None,
        })
        .collect();
    assert_eq!(revealed, vec![6, 2]);
    assert_eq!(
        (life(&g, 0), life(&g, 1)),
        (9, 9),
        "Elemental Tempest, once"
    );
    assert_eq!(g.plane().id, PlaneId(2));
    let view = g.view(Viewer::Referee);
    assert_eq!(
        view.plane_discard,
        vec![PlaneId(5), PlaneId(6)],
        "Barren Waste and the Tempest went to the discard"
    );
    assert_eq!(view.plane_deck, 0);
}

/// 迁跃 puts the old plane in the discard before the next is revealed: while an unstable plane
/// resolves, the stable plane it replaced is gone, and its rule with it. Aether Backflow heals
/// although the shift came from Barren Waste (no healing).
#[test]
fn while_an_unstable_plane_resolves_no_stable_planes_rule_is_in_force() {
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(5)
        .plane_deck(&[2, 9])
        .life(0, 5)
        .life(1, 5)
        .hand(0, &[307])
        .runes(0, air(1))
        .build();
    act(&mut g, 0, play(307, Target::None, air(1)));
    assert_eq!(
        (life(&g, 0), life(&g, 1)),
        (7, 7),
        "Aether Backflow heals 2"
    );
    assert_eq!(g.plane().id, PlaneId(2));
}

/// The plane deck takes its shuffled discard only when a shift finds it empty, so the plane
/// that has just left may come straight back.
#[test]
fn the_plane_deck_takes_its_discard_only_when_a_shift_finds_it_empty() {
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(5)
        .plane_deck(&[2])
        .hand(0, &[307, 307])
        .runes(0, air(2))
        .build();
    let events = act(&mut g, 0, play(307, Target::None, air(1)));
    assert!(!events.contains(&Event::PlanesReshuffled));
    let view = g.view(Viewer::Referee);
    assert_eq!((view.plane, view.plane_deck), (PlaneId(2), 0));
    assert_eq!(view.plane_discard, vec![PlaneId(5)]);
    let events = act(&mut g, 0, play(307, Target::None, air(1)));
    assert!(
        events.contains(&Event::PlanesReshuffled),
        "the next shift finds the deck empty and takes the discard, Silent Deep included"
    );
    let view = g.view(Viewer::Referee);
    assert_eq!((view.plane_deck, view.plane_discard.len()), (1, 0));
}

#[test]
fn the_plane_die_is_free_first_then_costs_1_2_3_runes_in_a_turn() {
    let mut g = Scenario::new(Mode::OneVOne)
        .runes(0, fire(6))
        .dice(&[3, 3, 3, 3, 3])
        .build();
    act(&mut g, 0, roll(Runes::NONE));
    refuse(
        &mut g,
        0,
        roll(Runes::NONE),
        Illegal::WrongPayment { needed: 1, paid: 0 },
    );
    act(&mut g, 0, roll(fire(1)));
    refuse(
        &mut g,
        0,
        roll(fire(1)),
        Illegal::WrongPayment { needed: 2, paid: 1 },
    );
    act(&mut g, 0, roll(fire(2)));
    act(&mut g, 0, roll(fire(3)));
    assert_eq!(g.player(Seat(0)).active(), Runes::NONE);
    assert!(
        !legal(&g, 0)
            .iter()
            .any(|a| matches!(a, Action::RollPlaneDie { .. })),
        "the fifth roll would cost 4"
    );
    pass_turn(&mut g);
    act(
        &mut g,
        1,
        Action::ChooseRune {
            element: tavern_protocol::confix::Element::Fire,
        },
    );
    assert!(
        legal(&g, 1).contains(&roll(Runes::NONE)),
        "free again in the next turn"
    );
}

#[test]
fn the_plane_die_shifts_on_1_and_shows_x_on_5_and_6() {
    let faces = |face: u8| {
        let mut g = Scenario::new(Mode::OneVOne)
            .plane(1)
            .plane_deck(&[4])
            .dice(&[face])
            .build();
        let events = act(&mut g, 0, roll(Runes::NONE));
        (g, events)
    };
    let (g, events) = faces(6);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PlaneDieRolled {
            face: 6,
            result: PlaneFace::Chaos,
            ..
        }
    )));
    assert_eq!(life(&g, 1), 9, "Molten Plains' [X]: 1 damage to each enemy");
    let (g, _) = faces(5);
    assert_eq!(life(&g, 1), 9);
    let (g, events) = faces(1);
    assert!(events.contains(&Event::PlaneRevealed { plane: PlaneId(4) }));
    assert_eq!(g.plane().id, PlaneId(4));
    for blank in [2, 3, 4] {
        let (g, _) = faces(blank);
        assert_eq!((g.plane().id, life(&g, 1)), (PlaneId(1), 10));
    }
}

#[test]
fn an_empty_plane_deck_takes_its_shuffled_discard() {
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(5)
        .plane_deck(&[6])
        .hand(0, &[307])
        .runes(0, air(1))
        .build();
    let events = act(&mut g, 0, play(307, Target::None, air(1)));
    assert!(events.contains(&Event::PlanesReshuffled));
    assert_eq!(g.plane().id, PlaneId(5), "the only stable plane comes back");
}

#[test]
fn the_rules_of_the_stable_planes_apply_while_they_are_in_force() {
    // Storm Plateau: attackers add 2.
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(3)
        .permanent(0, 104)
        .dice(&[1, 1, 1, 1])
        .build();
    end(&mut g, 0);
    act(
        &mut g,
        0,
        Action::Attack {
            creature: tavern_protocol::confix::Uid(1),
            target: Seat(1),
        },
    );
    let events = end(&mut g, 0);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CombatRolled {
            attack: 6,
            defense: 2,
            ..
        }
    )));
    // Ancient Grove: creature cards cost one `*` less.
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(4)
        .hand(0, &[105])
        .runes(0, fire(1))
        .build();
    act(&mut g, 0, play(105, Target::None, fire(1)));
    // Silent Deep: the draw phase draws two.
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(2)
        .current(1)
        .second_cast()
        .build();
    end(&mut g, 1);
    assert_eq!(hand(&g, 0).len(), 2);
    // Barren Waste: no healing.
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(5)
        .life(0, 5)
        .hand(0, &[408])
        .runes(0, earth(1))
        .build();
    act(&mut g, 0, play(408, player(0), earth(1)));
    assert_eq!(life(&g, 0), 5);
}

/// Silent Deep adds a draw to the draw step, and the rulebook's "no card to draw in the draw
/// step: death" holds for each of its draws: a deck of one card draws it, then kills.
#[test]
fn under_silent_deep_a_deck_of_one_card_kills_at_the_second_draw() {
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(2)
        .deck(0, &[101])
        .current(1)
        .second_cast()
        .build();
    let events = end(&mut g, 1);
    assert!(events.contains(&Event::Died { seat: Seat(0) }));
    assert!(!g.alive(Seat(0)));
}
