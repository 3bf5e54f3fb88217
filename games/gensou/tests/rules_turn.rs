//! The turn's phases by their rulebook names: PICK (draw by spent orbs, restore, mend),
//! CHANGE (one change: SUPPORT, CENTER, HYPER), SET (spell-power zone, traps), END (discard to
//! 5), and the HYPER character's return.

mod common;

use common::*;
use tavern_game::{DecisionKind, Game, RuleError};
use tavern_gensou::testkit::Scenario;
use tavern_gensou::{Gensou, Illegal};
use tavern_protocol::gensou::{Action, Event, Phase, Role, Window};

/// Seat 1 attacks in its battle phase; ending it starts seat 0's turn with PICK.
fn before_seat0_turn() -> Scenario {
    Scenario::new()
        .attacker(1)
        .turn(4)
        .deck(0, &[101, 102, 103, 104, 105, 106, 901])
        .deck(1, &[201, 202, 203])
}

fn start_seat0_turn(g: &mut Gensou) -> Vec<Event> {
    public(&play(g, B, Action::EndBattle))
}

#[test]
fn pick_draws_as_many_cards_as_spent_intact_orbs() {
    let mut g = before_seat0_turn().orbs(0, 2, 3, 0).build();
    start_seat0_turn(&mut g);
    assert_eq!(g.attacker(), A);
    assert_eq!(g.player(A).hand.len(), 3);
    assert_eq!(g.player(A).deck.len(), 4);
    assert_eq!(g.phase(), Phase::Change);
}

#[test]
fn pick_draws_at_least_one_card() {
    let mut g = before_seat0_turn().build();
    start_seat0_turn(&mut g);
    assert_eq!(g.player(A).hand.len(), 1);
}

#[test]
fn pick_restores_one_orb_for_each_player_attacker_first() {
    let mut g = before_seat0_turn()
        .orbs(0, 2, 3, 0)
        .orbs(1, 1, 4, 0)
        .build();
    let events = start_seat0_turn(&mut g);
    let restored: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::OrbsRestored { seat, count } => Some((*seat, *count)),
            _ => None,
        })
        .collect();
    assert_eq!(restored, [(A, 1), (B, 1)]);
    assert_eq!((g.player(A).orbs.ready, g.player(A).orbs.spent), (3, 2));
    assert_eq!((g.player(B).orbs.ready, g.player(B).orbs.spent), (2, 3));
}

#[test]
fn a_restore_mends_a_broken_orb_once_every_intact_orb_is_ready() {
    let mut g = before_seat0_turn()
        .orbs(0, 4, 0, 1)
        .orbs(1, 3, 1, 1)
        .build();
    let events = start_seat0_turn(&mut g);
    assert!(events.contains(&Event::OrbMended { seat: A }));
    assert_eq!(g.player(A).orbs.broken, 0);
    assert_eq!(g.player(A).orbs.ready, 5);
    // Seat 1 still had a spent orb: its restore brings that back, the broken one stays.
    assert_eq!(g.player(B).orbs.broken, 1);
    assert_eq!(g.player(B).orbs.ready, 4);
}

#[test]
fn a_cards_restore_also_mends_a_broken_orb_once_every_intact_orb_is_ready() {
    // 灵珠崩坏: any chance to restore (耗费1次回复灵力的机会) mends, not only PICK's. Fantasy Seal,
    // paid with a spell-power card, hits and restores with 4 ready orbs and 1 broken.
    let seal = Action::Declare {
        card: id(102),
        power: 1,
    };
    let mut g = Scenario::new()
        .character(0, 100, Role::Center)
        .hand(0, &[102])
        .power(0, &[901])
        .orbs(0, 4, 0, 1)
        .build();
    let events = public(&play(&mut g, A, seal));
    assert!(events.contains(&Event::OrbMended { seat: A }));
    let o = g.player(A).orbs;
    assert_eq!((o.ready, o.spent, o.broken), (5, 0, 0));
    // With a spent orb, the restore brings that back and the broken one stays.
    let mut g = Scenario::new()
        .character(0, 100, Role::Center)
        .hand(0, &[102])
        .power(0, &[901])
        .orbs(0, 3, 1, 1)
        .build();
    let events = public(&play(&mut g, A, seal));
    assert!(events.contains(&Event::OrbsRestored { seat: A, count: 1 }));
    let o = g.player(A).orbs;
    assert_eq!((o.ready, o.spent, o.broken), (4, 0, 1));
}

#[test]
fn a_broken_orb_lowers_the_maximum_and_so_the_draw() {
    let mut g = before_seat0_turn().orbs(0, 0, 3, 2).build();
    start_seat0_turn(&mut g);
    assert_eq!(
        g.player(A).hand.len(),
        3,
        "only the 3 spent intact orbs count"
    );
    let o = g.player(A).orbs;
    assert_eq!(o.ready + o.spent + o.broken, 5);
    assert_eq!(
        o.ready + o.spent,
        3,
        "the maximum is 5 less the broken orbs"
    );
}

fn change_phase() -> Scenario {
    Scenario::new().phase(Phase::Change)
}

#[test]
fn change_makes_exactly_one_change() {
    let mut g = change_phase()
        .character(0, 100, Role::Support)
        .hand(0, &[200])
        .build();
    play(&mut g, A, Action::PlaceSupport { card: id(200) });
    assert_eq!(g.phase(), Phase::Set);
    let e = refuse(&mut g, A, Action::SetCenter { card: id(100) });
    assert_eq!(e.code(), "wrong_decision");
    let mut g = change_phase().character(0, 100, Role::Support).build();
    play(&mut g, A, Action::SkipChange);
    assert_eq!(g.phase(), Phase::Set, "changing nothing is a choice too");
}

#[test]
fn change_places_a_character_from_the_hand_as_support() {
    let mut g = change_phase()
        .character(0, 100, Role::Center)
        .hand(0, &[200, 101])
        .build();
    let events = public(&play(&mut g, A, Action::PlaceSupport { card: id(200) }));
    assert!(events.contains(&Event::SupportPlaced {
        seat: A,
        card: id(200)
    }));
    let roles: Vec<_> = g
        .player(A)
        .characters
        .iter()
        .map(|c| (c.card.id, c.role))
        .collect();
    assert_eq!(roles, [(id(100), Role::Center), (id(200), Role::Support)]);
    let mut g = change_phase()
        .character(0, 100, Role::Center)
        .hand(0, &[100, 101])
        .build();
    assert_eq!(
        refuse(&mut g, A, Action::PlaceSupport { card: id(100) }),
        Illegal::AlreadyOnField(id(100))
    );
    assert_eq!(
        refuse(&mut g, A, Action::PlaceSupport { card: id(101) }).code(),
        "wrong_kind"
    );
}

#[test]
fn change_stands_a_support_up_and_lays_the_center_down() {
    let mut g = change_phase()
        .character(0, 100, Role::Center)
        .character(0, 200, Role::Support)
        .build();
    play(&mut g, A, Action::SetCenter { card: id(200) });
    let roles: Vec<_> = g
        .player(A)
        .characters
        .iter()
        .map(|c| (c.card.id, c.role))
        .collect();
    assert_eq!(roles, [(id(100), Role::Support), (id(200), Role::Center)]);
}

#[test]
fn change_sends_the_center_to_the_duel_zone_as_hyper() {
    let mut g = change_phase().character(0, 100, Role::Center).build();
    let events = public(&play(&mut g, A, Action::GoHyper));
    assert!(events.contains(&Event::HyperEntered {
        seat: A,
        card: id(100)
    }));
    assert_eq!(g.player(A).characters[0].role, Role::Hyper);
    let mut g = change_phase().character(0, 100, Role::Support).build();
    assert_eq!(refuse(&mut g, A, Action::GoHyper), Illegal::NoCenter);
}

#[test]
fn at_most_one_center_or_hyper() {
    let mut g = change_phase()
        .character(0, 100, Role::Hyper)
        .character(0, 200, Role::Support)
        .build();
    assert_eq!(
        refuse(&mut g, A, Action::SetCenter { card: id(200) }),
        Illegal::HyperInPlay
    );
    assert_eq!(refuse(&mut g, A, Action::GoHyper), Illegal::HyperInPlay);
    assert_eq!(legal(&g, A), [Action::SkipChange]);
}

#[test]
fn hyper_returns_to_the_hand_at_the_end_of_its_next_defense_phase() {
    // Seat 1 went HYPER in its own turn; seat 0's battle phase is seat 1's next defense.
    let mut g = Scenario::new()
        .character(0, 100, Role::Center)
        .character(1, 500, Role::Hyper)
        .deck(1, &[501])
        .build();
    let events = public(&play(&mut g, A, Action::EndBattle));
    assert!(events.contains(&Event::HyperReturned {
        seat: B,
        card: id(500)
    }));
    assert!(g.player(B).characters.is_empty());
    assert!(g.player(B).hand.iter().any(|c| c.id == id(500)));
    // The attacker's own HYPER stays through its own turn.
    let mut g = Scenario::new()
        .character(0, 100, Role::Hyper)
        .deck(1, &[501])
        .build();
    play(&mut g, A, Action::EndBattle);
    assert_eq!(g.player(A).characters[0].role, Role::Hyper);
}

#[test]
fn set_puts_cards_face_down_into_the_power_zone_up_to_five() {
    let mut g = Scenario::new()
        .phase(Phase::Set)
        .hand(0, &[101, 101, 102, 103, 901, 902])
        .build();
    for card in [101, 101, 102, 103, 901] {
        let events = play(&mut g, A, Action::SetPower { card: id(card) });
        assert!(
            public(&events).is_empty(),
            "a face-down card is a private event"
        );
    }
    assert_eq!(g.player(A).power.len(), 5);
    assert_eq!(
        refuse(&mut g, A, Action::SetPower { card: id(902) }),
        Illegal::PowerZoneFull,
        "the spell-power zone never replaces"
    );
}

#[test]
fn set_places_traps_face_down_in_two_slots_and_a_replaced_card_is_discarded() {
    let mut g = Scenario::new()
        .phase(Phase::Set)
        .hand(0, &[105, 205, 305, 101])
        .build();
    play(
        &mut g,
        A,
        Action::SetTrap {
            card: id(105),
            slot: 0,
        },
    );
    play(
        &mut g,
        A,
        Action::SetTrap {
            card: id(205),
            slot: 1,
        },
    );
    assert!(g.player(A).equipment.iter().flatten().all(|e| e.face_down));
    let events = public(&play(
        &mut g,
        A,
        Action::SetTrap {
            card: id(305),
            slot: 0,
        },
    ));
    assert!(events.contains(&Event::Discarded {
        seat: A,
        card: id(105)
    }));
    assert_eq!(g.player(A).discard[0].id, id(105));
    assert_eq!(
        refuse(
            &mut g,
            A,
            Action::SetTrap {
                card: id(101),
                slot: 1
            }
        )
        .code(),
        "wrong_kind"
    );
    let mut g = Scenario::new().phase(Phase::Set).hand(0, &[105]).build();
    assert_eq!(
        refuse(
            &mut g,
            A,
            Action::SetTrap {
                card: id(105),
                slot: 2
            }
        ),
        Illegal::NoSuchSlot(2)
    );
}

#[test]
fn end_discards_down_to_five_cards() {
    let mut g = Scenario::new()
        .hand(0, &[101, 102, 103, 104, 105, 106, 901])
        .deck(1, &[201])
        .build();
    play(&mut g, A, Action::EndBattle);
    assert_eq!(g.phase(), Phase::End);
    assert_eq!(g.window(), Window::Discard);
    assert_eq!(g.pending().of(A), Some(DecisionKind::Act));
    play(&mut g, A, Action::Discard { card: id(104) });
    assert_eq!(g.attacker(), A, "still six cards");
    play(&mut g, A, Action::Discard { card: id(901) });
    assert_eq!(g.player(A).hand.len(), 5);
    assert_eq!(g.attacker(), B, "the turn passed");
    let discarded: Vec<_> = g.player(A).discard.iter().map(|c| c.id).collect();
    assert_eq!(discarded, [id(104), id(901)]);
}

#[test]
fn end_keeps_a_hand_of_five() {
    let mut g = Scenario::new()
        .hand(0, &[101, 102, 103, 104, 105])
        .deck(1, &[201])
        .build();
    play(&mut g, A, Action::EndBattle);
    assert_eq!(g.attacker(), B);
    assert_eq!(g.player(A).hand.len(), 5);
}
