//! The phases of a turn in the rulebook's order: beginning (objects last in play first, then
//! untap), draw (an empty deck kills), activate runes, cast, combat, second cast, end (objects
//! last in play first, summoning sickness ends).

mod common;

use common::*;
use tavern_confix::testkit::Scenario;
use tavern_confix::Illegal;
use tavern_game::{Game, Outcome, Seat};
use tavern_protocol::confix::{Action, Class, Element, Event, Mode, Phase, Runes, Target, Uid};
use tavern_protocol::EndReason;

/// The rulebook's example: an Endless Spring (heal 1 each turn) was put in front of Jacob, and
/// later a Scorch (1 damage each turn). Jacob has 1 life. At the beginning of his turn the last
/// object in play, Scorch, resolves first: Jacob dies, and the Spring goes at once to its
/// caster's graveyard without resolving.
#[test]
fn the_beginning_phase_resolves_objects_from_the_last_in_play_to_the_first_jacob() {
    let jacob = 0;
    let mut g = Scenario::new(Mode::OneVOneVOne)
        .plane(4)
        .life(jacob, 1)
        .place(jacob, jacob, 401, false, false)
        .place(1, jacob, 103, false, false)
        .current(2)
        .second_cast()
        .build();
    let events = end(&mut g, 2);
    let burned = events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Damaged {
                    seat: Seat(0),
                    amount: 1,
                    life: 0
                }
            )
        })
        .expect("Scorch resolves");
    let died = events
        .iter()
        .position(|e| *e == Event::Died { seat: Seat(0) })
        .expect("Jacob dies");
    assert!(burned < died);
    assert!(
        !events.iter().any(|e| matches!(e, Event::Healed { .. })),
        "the Spring never resolves"
    );
    assert!(!g.alive(Seat(0)));
    assert_eq!(
        graveyard(&g, 0).last(),
        Some(&401),
        "the Spring goes to its caster's graveyard, after Jacob's deck and hand"
    );
    assert!(g.player(Seat(0)).deck.is_empty());
    assert_eq!(
        graveyard(&g, 1)[..],
        [103],
        "Scorch goes to its owner's graveyard"
    );
    assert!(g.battlefield().is_empty());
    assert_eq!(
        g.current(),
        Seat(1),
        "Jacob's turn ends at once; the next player's begins"
    );
}

#[test]
fn objects_in_the_other_order_resolve_the_other_way_round() {
    let mut g = Scenario::new(Mode::OneVOneVOne)
        .plane(4)
        .life(0, 1)
        .place(1, 0, 103, false, false)
        .place(0, 0, 401, false, false)
        .current(2)
        .second_cast()
        .build();
    let events = end(&mut g, 2);
    let healed = events.iter().position(|e| {
        matches!(
            e,
            Event::Healed {
                seat: Seat(0),
                life: 2,
                ..
            }
        )
    });
    let burned = events.iter().position(|e| {
        matches!(
            e,
            Event::Damaged {
                seat: Seat(0),
                life: 1,
                ..
            }
        )
    });
    assert!(healed.expect("the Spring resolves first") < burned.expect("then Scorch"));
    assert!(g.alive(Seat(0)));
    assert_eq!(g.current(), Seat(0));
}

#[test]
fn the_beginning_phase_untaps_the_turn_players_permanents() {
    let mut g = Scenario::new(Mode::OneVOne)
        .place(0, 0, 104, true, false)
        .place(1, 1, 104, true, false)
        .current(1)
        .second_cast()
        .build();
    end(&mut g, 1);
    assert_eq!(g.current(), Seat(0));
    assert!(!g.permanent(Uid(1)).expect("seat 0's creature").tapped);
    assert!(g.permanent(Uid(2)).expect("seat 1's creature").tapped);
}

#[test]
fn the_draw_phase_draws_the_top_card() {
    let mut g = Scenario::new(Mode::OneVOne)
        .deck(0, &[201, 301])
        .current(1)
        .second_cast()
        .build();
    end(&mut g, 1);
    assert_eq!(hand(&g, 0), vec![301]);
    assert_eq!(g.player(Seat(0)).deck.len(), 1);
}

#[test]
fn drawing_from_an_empty_deck_in_the_draw_phase_kills() {
    let mut g = Scenario::new(Mode::OneVOne)
        .deck(0, &[])
        .current(1)
        .second_cast()
        .build();
    let events = end(&mut g, 1);
    assert!(events.contains(&Event::Died { seat: Seat(0) }));
    assert_eq!(
        g.outcome(),
        Some(Outcome::seat_wins(Seat(1), EndReason::Defeat))
    );
}

#[test]
fn an_empty_deck_outside_the_draw_phase_gives_nothing_and_kills_nobody() {
    let mut g = Scenario::new(Mode::OneVOne)
        .deck(0, &[])
        .hand(0, &[201])
        .runes(0, water(2))
        .build();
    act(&mut g, 0, play(201, Target::None, water(2)));
    assert!(g.alive(Seat(0)));
    assert!(hand(&g, 0).is_empty());
}

#[test]
fn activate_runes_untaps_every_rune_and_adds_one_of_a_class_colour() {
    let mut g = Scenario::new(Mode::OneVOne)
        .class(0, Class::StormCaller)
        .hand(0, &[210])
        .runes(0, water(1))
        .permanent(1, 104)
        .build();
    act(&mut g, 0, play(210, perm(1), water(1)));
    assert_eq!(g.player(Seat(0)).active(), Runes::NONE);
    pass_turn(&mut g);
    pass_turn(&mut g);
    assert_eq!(g.phase(), Phase::ActivateRunes);
    assert_eq!(
        legal(&g, 0),
        vec![
            Action::ChooseRune {
                element: Element::Water
            },
            Action::ChooseRune {
                element: Element::Air
            }
        ]
    );
    refuse(
        &mut g,
        0,
        Action::ChooseRune {
            element: Element::Fire,
        },
        Illegal::ColourNotAllowed {
            element: Element::Fire,
            class: Class::StormCaller,
        },
    );
    act(
        &mut g,
        0,
        Action::ChooseRune {
            element: Element::Air,
        },
    );
    assert_eq!(g.player(Seat(0)).active(), Runes::new(0, 1, 1, 0));
    assert_eq!(g.phase(), Phase::Cast);
}

#[test]
fn a_single_colour_class_adds_its_rune_without_a_choice() {
    let mut g = Scenario::new(Mode::OneVOne)
        .class(0, Class::InfernoEmissary)
        .current(1)
        .second_cast()
        .build();
    let events = end(&mut g, 1);
    assert!(events.contains(&Event::RuneAdded {
        seat: Seat(0),
        element: Element::Fire
    }));
    assert_eq!(g.phase(), Phase::Cast);
    assert_eq!(g.player(Seat(0)).runes, fire(1));
}

#[test]
fn a_turn_runs_cast_combat_second_cast_and_end_in_order() {
    let mut g = Scenario::new(Mode::OneVOne)
        .class(1, Class::Earthshaper)
        .permanent(0, 104)
        .hand(0, &[101])
        .runes(0, fire(1))
        .build();
    let phases = |events: &[Event]| -> Vec<Phase> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::PhaseBegan { phase } => Some(*phase),
                _ => None,
            })
            .collect()
    };
    assert_eq!(phases(&end(&mut g, 0)), vec![Phase::Combat]);
    refuse(
        &mut g,
        0,
        play(101, player(1), fire(1)),
        Illegal::WrongStep { now: Phase::Combat },
    );
    assert_eq!(phases(&end(&mut g, 0)), vec![Phase::SecondCast]);
    act(&mut g, 0, play(101, player(1), fire(1)));
    assert_eq!(
        phases(&end(&mut g, 0)),
        vec![
            Phase::End,
            Phase::Beginning,
            Phase::Draw,
            Phase::ActivateRunes,
            Phase::Cast
        ]
    );
    assert_eq!(g.current(), Seat(1));
}

#[test]
fn the_end_phase_resolves_objects_from_the_last_in_play_to_the_first() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 107)
        .permanent(0, 311)
        .permanent(1, 104)
        .second_cast()
        .build();
    let events = end(&mut g, 0);
    let eye = events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::PowerChanged {
                    uid: Uid(3),
                    power: 1
                }
            )
        })
        .expect("Eye of the Storm resolves");
    let totem = events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Damaged {
                    seat: Seat(1),
                    amount: 1,
                    ..
                }
            )
        })
        .expect("Flame Totem resolves");
    assert!(eye < totem, "the last object in play resolves first");
}

#[test]
fn summoning_sickness_keeps_a_creature_from_attacking_until_the_turn_ends() {
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[104])
        .runes(0, fire(1))
        .permanent(0, 104)
        .build();
    act(&mut g, 0, play(104, Target::None, fire(1)));
    let new = g.battlefield()[1].uid;
    assert!(g.permanent(new).expect("entered").sick);
    end(&mut g, 0);
    refuse(
        &mut g,
        0,
        Action::Attack {
            creature: new,
            target: Seat(1),
        },
        Illegal::Sick(new),
    );
    end(&mut g, 0);
    end(&mut g, 0);
    assert!(
        !g.permanent(new).expect("still there").sick,
        "sickness ends with the turn"
    );
}

/// The rulebook's example cards resolve "每回合开始时" (at the beginning of each turn): every
/// turn's, not only the turn of the elementalist they sit in front of; and the beginning phase
/// takes every object that resolves in it across the battlefield, last in play first. Objects
/// that print "the turn of the elementalist it sits in front of" keep to that turn.
#[test]
fn objects_of_each_turn_resolve_at_every_turns_beginning_across_the_battlefield() {
    let mut g = Scenario::new(Mode::OneVOneVOne)
        .plane(4)
        .life(2, 5)
        .place(1, 0, 103, false, false)
        .place(2, 2, 401, false, false)
        .place(0, 0, 107, false, false)
        .current(1)
        .second_cast()
        .build();
    let events = end(&mut g, 1);
    assert_eq!(g.current(), Seat(2));
    let healed = events
        .iter()
        .position(|e| matches!(e, Event::Healed { seat: Seat(2), .. }))
        .expect("seat 2's Endless Spring resolves in seat 2's turn");
    let burned = events
        .iter()
        .position(|e| matches!(e, Event::Damaged { seat: Seat(0), .. }))
        .expect("the Scorch in front of seat 0 burns in seat 2's turn too");
    assert!(
        healed < burned,
        "the Spring came into play last: it resolves first"
    );
    assert_eq!((life(&g, 0), life(&g, 2)), (9, 6));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Triggered { uid: Uid(3), .. })),
        "seat 0's Flame Totem keeps to seat 0's turn"
    );
}

#[test]
fn scorch_burns_at_the_beginning_of_three_turns_then_goes_to_the_graveyard() {
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(4)
        .place(0, 1, 103, false, false)
        .second_cast()
        .build();
    for (turn, left) in [(1, 9), (2, 8), (3, 7)] {
        pass_turn(&mut g);
        assert_eq!(life(&g, 1), left, "after {turn} turns");
    }
    assert!(g.battlefield().is_empty(), "it burned out");
    assert_eq!(graveyard(&g, 0), vec![103]);
    pass_turn(&mut g);
    assert_eq!(life(&g, 1), 7);
}

/// A turn that ends with its player's death skips the rest of the turn and its end phase, but
/// not what ends with every turn: the plane counts the turn, and summoning sickness ends.
#[test]
fn a_turn_ended_by_its_players_death_still_counts_for_the_plane_and_ends_sickness() {
    let mut g = Scenario::new(Mode::OneVOneVOne)
        .plane(5)
        .plane_deck(&[2])
        .life(0, 2)
        .hand(0, &[101])
        .runes(0, fire(1))
        .place(1, 1, 104, false, true)
        .build();
    act(&mut g, 0, play(101, player(0), fire(1)));
    assert!(!g.alive(Seat(0)));
    assert_eq!(g.current(), Seat(1));
    assert!(
        !g.permanent(Uid(1)).expect("seat 1's Imp").sick,
        "sickness ended with seat 0's turn"
    );
    pass_turn(&mut g);
    pass_turn(&mut g);
    assert_eq!(
        g.plane().id.0,
        2,
        "Barren Waste lasted its three turns, the one that ended in death included"
    );
}

/// 使用牌底颜色加以区分: a card's element is the colour of its back, so every viewer sees the
/// element of each card in every hand and of each deck's top card, never the cards themselves
/// (a teammate's included).
#[test]
fn every_viewer_sees_the_backs_of_every_hand_and_of_each_decks_top_card() {
    use tavern_game::Viewer;
    let mut g = Scenario::new(Mode::TwoVTwo)
        .hand(3, &[401, 101, 201])
        .deck(3, &[301, 402, 102])
        .current(2)
        .second_cast()
        .build();
    for viewer in [Seat(0), Seat(1), Seat(2)] {
        let v = g.view(Viewer::Seat { seat: viewer });
        let p = &v.players[3];
        assert_eq!(p.hand, None, "seat {} sees no card", viewer.0);
        assert_eq!(
            p.hand_backs,
            vec![Element::Fire, Element::Water, Element::Earth]
        );
        assert_eq!(p.deck_top, Some(Element::Fire));
    }
    let mut events = Vec::new();
    g.apply(Seat(2), Action::EndPhase, &mut events)
        .expect("the turn ends");
    let drawn: Vec<Event> = events
        .iter()
        .map(|e| e.for_viewer(Viewer::Seat { seat: Seat(1) }).clone())
        .filter(|e| matches!(e, Event::CardDrawn { .. }))
        .collect();
    assert_eq!(
        drawn,
        vec![Event::CardDrawn {
            seat: Seat(3),
            card: None,
            element: Element::Fire
        }],
        "the draw shows its back to the others"
    );
    let v = g.view(Viewer::Seat { seat: Seat(1) });
    assert_eq!(v.players[3].deck_top, Some(Element::Earth));
    assert_eq!(v.players[3].hand_backs.len(), 4);
}
