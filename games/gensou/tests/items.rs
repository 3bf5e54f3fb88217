//! Items (道具卡): instant items (瞬) used from the hand at their timing, lasting items (延) set
//! into an empty equipment slot in the attack phase, and the needs (需要) they print.

mod common;

use common::*;
use tavern_game::{Game, RuleError, Viewer};
use tavern_gensou::testkit::Scenario;
use tavern_gensou::Illegal;
use tavern_protocol::gensou::{Action, Event, Phase, Role, Window};

fn declare(card: u16) -> Action {
    Action::Declare {
        card: id(card),
        power: 0,
    }
}

fn use_item(card: u16) -> Action {
    Action::UseItem {
        card: id(card),
        power: 0,
    }
}

fn set_item(card: u16, slot: u8) -> Action {
    Action::SetItem {
        card: id(card),
        slot,
        power: 0,
    }
}

fn final_power(g: &tavern_gensou::Gensou) -> i32 {
    g.view(Viewer::Referee)
        .attack
        .expect("a declared card")
        .power
}

#[test]
fn instant_items_are_used_from_the_hand_at_their_timing() {
    let mut g = Scenario::new()
        .character(0, 100, Role::Center)
        .hand(0, &[901, 904, 101])
        .hand(1, &[904])
        .build();
    // Ofuda in the attack phase: 300 effect damage.
    play(&mut g, A, use_item(901));
    assert_eq!(g.player(B).hp, 9_700);
    assert!(g.player(A).discard.iter().any(|c| c.id == id(901)));
    // Gohei answers a declaration only.
    assert_eq!(
        refuse(
            &mut g,
            A,
            Action::UseItem {
                card: id(904),
                power: 0
            }
        ),
        Illegal::WrongTiming(id(904))
    );
    play(&mut g, A, declare(101));
    assert!(legal(&g, B).contains(&Action::UseItem {
        card: id(904),
        power: 0
    }));
    play(
        &mut g,
        B,
        Action::UseItem {
            card: id(904),
            power: 0,
        },
    );
    assert_eq!(final_power(&g), 1_300);
    assert_eq!(
        g.window(),
        Window::Counter,
        "the defender still decides the counter"
    );
    play(&mut g, B, Action::NoCounter);
    assert_eq!(g.player(B).hp, 9_700 - 1_300);
}

#[test]
fn lasting_items_are_set_for_their_cost_in_the_attack_phase() {
    let mut g = Scenario::new()
        .character(0, 100, Role::Center)
        .hand(0, &[909, 101])
        .hand(1, &[501])
        .build();
    let events = public(&play(
        &mut g,
        A,
        Action::SetItem {
            card: id(909),
            slot: 0,
            power: 0,
        },
    ));
    assert!(events.contains(&Event::ItemSet {
        seat: A,
        slot: 0,
        card: id(909)
    }));
    assert_eq!(g.player(A).orbs.ready, 3, "Mini-Hakkero costs 2");
    let seen = g.view(Viewer::Seat { seat: B }).players[0].equipment[0].expect("set");
    assert_eq!((seen.card, seen.face_down), (Some(id(909)), false));
    play(&mut g, A, declare(101));
    assert_eq!(final_power(&g), 2_100);
    let mut g = Scenario::new().phase(Phase::Set).hand(0, &[909]).build();
    assert_eq!(
        refuse(
            &mut g,
            A,
            Action::SetItem {
                card: id(909),
                slot: 0,
                power: 0
            }
        )
        .code(),
        "wrong_decision",
        "lasting items are set in the attack phase"
    );
}

#[test]
fn gap_breaks_an_orb_and_kappas_toolbox_mends_one() {
    let mut g = Scenario::new()
        .hand(0, &[908, 903])
        .orbs(0, 4, 0, 1)
        .build();
    play(
        &mut g,
        A,
        Action::UseItem {
            card: id(908),
            power: 0,
        },
    );
    assert_eq!(g.player(B).orbs.broken, 1);
    play(
        &mut g,
        A,
        Action::UseItem {
            card: id(903),
            power: 0,
        },
    );
    assert_eq!(g.player(A).orbs.broken, 0);
    assert_eq!(
        g.player(A).orbs.ready,
        4,
        "the Gap cost 1, the mended orb came back ready"
    );
}

#[test]
fn extra_draws_add_to_the_pick_draw() {
    let mut g = Scenario::new()
        .attacker(1)
        .item(0, 0, 911)
        .orbs(0, 3, 2, 0)
        .deck(0, &[101, 101, 101, 101, 101])
        .build();
    play(&mut g, B, Action::EndBattle);
    assert_eq!(
        g.player(A).hand.len(),
        3,
        "2 spent orbs and the Offertory Box"
    );
}

#[test]
fn a_lasting_item_goes_only_into_an_empty_slot_in_the_battle_phase() {
    // Equipment is replaced only in SET (「装备区已存在的卡片可以在放置阶段被替代」): in BATTLE a
    // lasting item needs a free slot.
    let mut g = Scenario::new()
        .trap(0, 0, 105)
        .item(0, 1, 910)
        .hand(0, &[909])
        .build();
    for slot in [0, 1] {
        assert_eq!(
            refuse(&mut g, A, set_item(909, slot)),
            Illegal::SlotTaken(slot)
        );
    }
    assert!(!legal(&g, A)
        .iter()
        .any(|a| matches!(a, Action::SetItem { .. })));
    let mut unavailable = Vec::new();
    g.unavailable(A, &mut unavailable);
    assert_eq!(
        unavailable
            .iter()
            .find(|(a, _)| matches!(a, Action::SetItem { .. }))
            .map(|(_, e)| e.code()),
        Some("slot_taken"),
        "the client is told why"
    );
    // A free slot takes it, and nothing is discarded.
    let mut g = Scenario::new().trap(0, 0, 105).hand(0, &[909]).build();
    let events = public(&play(&mut g, A, set_item(909, 1)));
    assert!(!events.iter().any(|e| matches!(e, Event::Discarded { .. })));
    assert_eq!(g.player(A).equipment[0].map(|e| e.card.id), Some(id(105)));
    assert_eq!(g.player(A).equipment[1].map(|e| e.card.id), Some(id(909)));
}

#[test]
fn an_instant_item_needs_its_printed_need() {
    // Hourai Elixir needs your HP at 5000 or less.
    let mut g = Scenario::new().hand(0, &[907]).hp(0, 5_001).build();
    assert_eq!(
        refuse(&mut g, A, use_item(907)),
        Illegal::NeedNotMet(id(907))
    );
    assert!(!legal(&g, A).contains(&use_item(907)));
    let mut g = Scenario::new().hand(0, &[907]).hp(0, 5_000).build();
    play(&mut g, A, use_item(907));
    assert_eq!(g.player(A).hp, 6_500);
}

#[test]
fn a_lasting_item_needs_its_printed_need() {
    // Bunbunmaru Newspaper needs 3 cards in your declaration zone.
    let mut g = Scenario::new()
        .hand(0, &[912])
        .declared(0, &[101, 102])
        .build();
    assert_eq!(
        refuse(&mut g, A, set_item(912, 0)),
        Illegal::NeedNotMet(id(912))
    );
    let mut g = Scenario::new()
        .hand(0, &[912])
        .declared(0, &[101, 102, 103])
        .build();
    play(&mut g, A, set_item(912, 0));
    assert_eq!(g.player(A).equipment[0].map(|e| e.card.id), Some(id(912)));
}
