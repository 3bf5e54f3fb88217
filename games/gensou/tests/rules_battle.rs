//! BATTLE: what a declaration needs (its character in play, its printed need, its cost in orbs
//! or spell-power cards, flashiness against the attacker's declaration zone), the defender's
//! counter under the same conditions, and settlement — the higher final power breaks the
//! lower (equal power breaks neither), a higher attacking card deals the difference and hits,
//! an equal or stronger counter is a full counter, and an uncountered card left with no power
//! just misses.

mod common;

use common::*;
use tavern_game::{DecisionKind, Game, RuleError};
use tavern_gensou::testkit::Scenario;
use tavern_gensou::Illegal;
use tavern_protocol::gensou::{Action, Event, Release, Role, Window};

/// Seat 0 (Reimu, CENTER) attacks; seat 1 (Sakuya, CENTER) defends.
fn duel() -> Scenario {
    Scenario::new()
        .character(0, 100, Role::Center)
        .character(1, 300, Role::Center)
}

fn declare(card: u16, power: u8) -> Action {
    Action::Declare {
        card: id(card),
        power,
    }
}

fn counter(card: u16) -> Action {
    Action::Counter {
        card: id(card),
        power: 0,
    }
}

#[test]
fn a_battle_card_needs_its_character_in_play() {
    let mut g = duel().hand(0, &[201, 101]).build();
    assert_eq!(
        refuse(&mut g, A, declare(201, 0)),
        Illegal::CharacterNotInPlay {
            card: id(201),
            character: id(200)
        }
    );
    assert!(!legal(&g, A).contains(&declare(201, 0)));
    assert!(legal(&g, A).contains(&declare(101, 0)));
}

#[test]
fn a_battle_card_needs_its_printed_need() {
    let mut g = Scenario::new()
        .character(0, 100, Role::Support)
        .hand(0, &[103])
        .build();
    assert_eq!(
        refuse(&mut g, A, declare(103, 0)),
        Illegal::NeedNotMet(id(103))
    );
    let mut g = duel().hand(0, &[103]).hand(1, &[302]).build();
    play(&mut g, A, declare(103, 0));
    assert_eq!(g.clash().map(|c| c.attack.card.id), Some(id(103)));
}

#[test]
fn the_spirit_cost_is_paid_with_orbs_or_spell_power_cards() {
    let mut g = duel()
        .hand(0, &[103])
        .orbs(0, 1, 4, 0)
        .power(0, &[901, 902])
        .build();
    assert_eq!(
        refuse(&mut g, A, declare(103, 0)),
        Illegal::NotEnoughSpirit { needed: 2, have: 1 }
    );
    assert_eq!(
        refuse(&mut g, A, declare(103, 3)).code(),
        "overpaid",
        "no more power cards than the cost"
    );
    assert_eq!(
        legal(&g, A)[0],
        declare(103, 1),
        "orbs first, power cards for the rest"
    );
    let events = public(&play(&mut g, A, declare(103, 1)));
    assert!(events.contains(&Event::Paid {
        seat: A,
        orbs: 1,
        power: vec![id(901)]
    }));
    let p = g.player(A);
    assert_eq!((p.orbs.ready, p.orbs.spent), (0, 5));
    assert_eq!(p.power.len(), 1, "the oldest power card was spent");
    assert_eq!(
        p.discard[0].id,
        id(901),
        "spent power cards go face up to the discard"
    );
    // Paying all of it with power cards is as good.
    let mut g = duel()
        .hand(0, &[103])
        .orbs(0, 0, 5, 0)
        .power(0, &[901, 902])
        .build();
    play(&mut g, A, declare(103, 2));
    assert!(g.player(A).power.is_empty());
}

#[test]
fn flashiness_must_reach_the_top_of_the_attackers_declaration_zone() {
    let mut g = duel().hand(0, &[101, 102]).declared(0, &[101, 102]).build();
    assert_eq!(
        refuse(&mut g, A, declare(101, 0)),
        Illegal::NotFlashyEnough {
            card: id(101),
            flash: 1,
            top: 3
        }
    );
    play(&mut g, A, declare(102, 0));
}

#[test]
fn a_counter_meets_the_same_conditions_against_the_attackers_top() {
    // Seat 1's own declaration zone is empty: the attacker's top is the bar for both.
    let mut g = duel()
        .hand(0, &[102])
        .declared(0, &[102])
        .hand(1, &[301, 302, 303])
        .build();
    play(&mut g, A, declare(102, 0));
    assert_eq!(g.pending().of(B), Some(DecisionKind::Counter));
    assert_eq!(
        refuse(&mut g, B, counter(301)),
        Illegal::NotFlashyEnough {
            card: id(301),
            flash: 1,
            top: 3
        }
    );
    assert_eq!(
        refuse(&mut g, B, counter(303)),
        Illegal::NeedNotMet(id(303)),
        "Marionette needs the opponent at 7000 HP or less"
    );
    play(&mut g, B, counter(302));
}

#[test]
fn a_card_usable_only_in_attack_cannot_counter() {
    let mut g = Scenario::new()
        .character(0, 100, Role::Center)
        .character(1, 200, Role::Center)
        .hand(0, &[101])
        .hand(1, &[203])
        .build();
    play(&mut g, A, declare(101, 0));
    assert_eq!(
        refuse(&mut g, B, counter(203)),
        Illegal::NeedNotMet(id(203))
    );
}

#[test]
fn the_higher_final_power_breaks_the_lower_and_deals_the_difference() {
    // Fantasy Seal 2600 against Killing Doll 2300 (free for Sakuya as CENTER).
    let mut g = duel()
        .hand(0, &[102])
        .hand(1, &[302])
        .orbs(0, 4, 1, 0)
        .build();
    play(&mut g, A, declare(102, 0));
    let events = public(&play(&mut g, B, counter(302)));
    assert!(events.contains(&Event::Settled {
        attack: 2600,
        counter: Some(2300),
        full_counter: false
    }));
    assert!(events.contains(&Event::Broken {
        seat: B,
        card: id(302)
    }));
    assert_eq!(g.player(B).hp, 9_700);
    assert_eq!(g.player(B).discard[0].id, id(302));
    assert!(g.clash().is_none());
    assert_eq!(g.window(), Window::Main);
}

#[test]
fn a_hit_goes_on_top_of_its_owners_declaration_zone() {
    let mut g = duel()
        .hand(0, &[102])
        .hand(1, &[302])
        .declared(0, &[101])
        .build();
    play(&mut g, A, declare(102, 0));
    let events = public(&play(&mut g, B, Action::NoCounter));
    assert!(events.contains(&Event::Hit {
        seat: A,
        card: id(102)
    }));
    let zone: Vec<_> = g.player(A).declaration.iter().map(|c| c.id).collect();
    assert_eq!(zone, [id(101), id(102)]);
    assert_eq!(g.player(A).top_flash(), 3);
}

#[test]
fn an_uncountered_card_deals_its_full_final_power() {
    let mut g = duel().hand(0, &[101]).hand(1, &[302]).build();
    play(&mut g, A, declare(101, 0));
    play(&mut g, B, Action::NoCounter);
    assert_eq!(g.player(B).hp, 10_000 - 1_800);
}

#[test]
fn equal_final_power_is_a_full_counter() {
    // Milky Way 2000 + 300 for Marisa as CENTER when attacking, against Killing Doll 2300.
    let mut g = Scenario::new()
        .character(0, 200, Role::Center)
        .character(1, 300, Role::Center)
        .hand(0, &[201])
        .hand(1, &[302])
        .build();
    play(&mut g, A, declare(201, 0));
    let events = public(&play(&mut g, B, counter(302)));
    assert!(events.contains(&Event::Settled {
        attack: 2300,
        counter: Some(2300),
        full_counter: true
    }));
    assert_eq!((g.player(A).hp, g.player(B).hp), (10_000, 10_000));
    assert!(g.player(A).declaration.is_empty());
}

#[test]
fn equal_final_power_breaks_neither_card() {
    // A break (击破) is the stronger card beating the weaker: with equal power neither is
    // stronger, so both cards just go to the discard pile.
    let mut g = Scenario::new()
        .character(0, 200, Role::Center)
        .character(1, 300, Role::Center)
        .hand(0, &[201])
        .hand(1, &[302])
        .build();
    play(&mut g, A, declare(201, 0));
    let events = public(&play(&mut g, B, counter(302)));
    assert!(!events.iter().any(|e| matches!(e, Event::Broken { .. })));
    assert!(events.contains(&Event::Discarded {
        seat: A,
        card: id(201)
    }));
    assert!(events.contains(&Event::Discarded {
        seat: B,
        card: id(302)
    }));
    assert_eq!(g.player(A).discard[0].id, id(201));
    assert_eq!(g.player(B).discard[0].id, id(302));
}

#[test]
fn an_uncountered_card_with_no_power_left_just_misses() {
    // Present Life Slash (1500) meets Duplex Barrier (-1000) and Gohei (-500): nobody counters,
    // so it is no full counter (完全相杀 needs the defender's card) and nothing breaks it.
    let mut g = Scenario::new()
        .character(0, 500, Role::Support)
        .character(1, 100, Role::Center)
        .trap(1, 0, 105)
        .hand(0, &[501])
        .hand(1, &[904])
        .build();
    play(&mut g, A, declare(501, 0));
    play(&mut g, B, Action::Trigger { slot: 0 });
    play(
        &mut g,
        B,
        Action::UseItem {
            card: id(904),
            power: 0,
        },
    );
    let events = public(&play(&mut g, B, Action::NoCounter));
    assert!(events.contains(&Event::Settled {
        attack: 0,
        counter: None,
        full_counter: false
    }));
    assert!(events.contains(&Event::Discarded {
        seat: A,
        card: id(501)
    }));
    assert!(!events.iter().any(|e| matches!(e, Event::Broken { .. })));
    assert_eq!(g.player(B).hp, 10_000);
    assert!(g.player(A).declaration.is_empty());
}

#[test]
fn a_weaker_attacking_card_is_fully_countered_and_harms_nobody() {
    let mut g = duel().hand(0, &[101]).hand(1, &[302]).build();
    play(&mut g, A, declare(101, 0));
    let events = public(&play(&mut g, B, counter(302)));
    assert!(events.contains(&Event::Broken {
        seat: A,
        card: id(101)
    }));
    assert!(events.contains(&Event::Discarded {
        seat: B,
        card: id(302)
    }));
    assert_eq!((g.player(A).hp, g.player(B).hp), (10_000, 10_000));
    assert!(g.player(A).declaration.is_empty());
}

#[test]
fn a_counter_only_card_cannot_attack_and_meets_the_attackers_top() {
    // Luna Clock prints "need: a counter" (the mirror of Master Spark's "attack only"): it is
    // never an attack, and at flashiness 4 it answers an attacker whose top is 3, which
    // Misdirection (1) cannot.
    let mut g = duel()
        .hand(0, &[307])
        .character(0, 300, Role::Support)
        .build();
    assert_eq!(
        refuse(&mut g, A, declare(307, 0)),
        Illegal::NeedNotMet(id(307))
    );
    let mut g = duel()
        .hand(0, &[103])
        .declared(0, &[103])
        .hand(1, &[301, 307])
        .build();
    play(&mut g, A, declare(103, 0));
    assert_eq!(refuse(&mut g, B, counter(301)).code(), "not_flashy_enough");
    assert!(legal(&g, B).contains(&Action::Counter {
        card: id(307),
        power: 0
    }));
    let events = public(&play(
        &mut g,
        B,
        Action::Counter {
            card: id(307),
            power: 0,
        },
    ));
    assert!(events.contains(&Event::Settled {
        attack: 3300,
        counter: Some(2400),
        full_counter: false
    }));
    assert_eq!(g.player(B).hp, 10_000 - 900);
}

#[test]
fn a_card_that_cannot_be_countered_refuses_counters() {
    let mut g = Scenario::new()
        .character(0, 300, Role::Center)
        .character(1, 300, Role::Center)
        .hand(0, &[301])
        .hand(1, &[302])
        .build();
    play(&mut g, A, declare(301, 0));
    assert_eq!(
        refuse(&mut g, B, counter(302)),
        Illegal::Uncounterable(id(301))
    );
    assert_eq!(legal(&g, B), [Action::NoCounter]);
}

#[test]
fn the_defender_decides_the_counter_and_the_attacker_waits() {
    let mut g = duel().hand(0, &[101]).hand(1, &[302]).build();
    play(&mut g, A, declare(101, 0));
    let d = g.pending();
    assert_eq!(d.decisions().len(), 1);
    assert_eq!(d.of(B), Some(DecisionKind::Counter));
    assert!(legal(&g, A).is_empty());
    assert_eq!(refuse(&mut g, A, Action::EndBattle), Illegal::NotYourTurn);
    assert_eq!(g.timeout_action(B), Some(Action::NoCounter));
}

#[test]
fn a_defender_with_no_card_in_hand_is_not_asked() {
    let mut g = duel().hand(0, &[101]).build();
    play(&mut g, A, declare(101, 0));
    assert_eq!(g.player(B).hp, 8_200, "settled at once");
    assert_eq!(g.pending().of(A), Some(DecisionKind::Act));
}

#[test]
fn the_attacker_declares_any_number_of_times_then_ends_the_battle() {
    let mut g = duel()
        .hand(0, &[101, 101, 101])
        .deck(1, &[301])
        .release(1, Release::Spent)
        .build();
    for n in 1..=3 {
        play(&mut g, A, declare(101, 0));
        assert_eq!(g.player(A).declaration.len(), n);
        assert_eq!(g.window(), Window::Main);
    }
    assert_eq!(legal(&g, A), [Action::EndBattle]);
    play(&mut g, A, Action::EndBattle);
    assert_eq!(g.attacker(), B);
}

#[test]
fn nullity_cards_cannot_be_declared_in_the_usual_way() {
    let mut g = Scenario::new()
        .character(0, 400, Role::Center)
        .hand(0, &[403])
        .build();
    assert_eq!(
        refuse(&mut g, A, declare(403, 0)),
        Illegal::Nullity(id(403))
    );
    // Remilia's HYPER skill unseals her NULLITY cards.
    let mut g = Scenario::new()
        .character(0, 400, Role::Hyper)
        .hand(0, &[403])
        .build();
    play(&mut g, A, declare(403, 0));
}

#[test]
fn original_and_final_power_are_kept_apart() {
    // Remilia as CENTER: +500 to cards of original power 3000 or more.
    let mut g = Scenario::new()
        .character(0, 400, Role::Center)
        .character(1, 500, Role::Support)
        .hand(0, &[401, 402])
        .hand(1, &[501])
        .trap(1, 0, 504)
        .build();
    // A card of lower original power gets nothing from the skill.
    play(&mut g, A, declare(401, 0));
    let attack = g
        .view(tavern_game::Viewer::Referee)
        .attack
        .expect("declared");
    assert_eq!((attack.original, attack.power), (2500, 2500));
    play(&mut g, B, Action::NoTrap);
    play(&mut g, B, Action::NoCounter);
    // The face-down trap may also answer the damage; seat 1 keeps it.
    assert_eq!(g.pending().of(B), Some(DecisionKind::Trap));
    play(&mut g, B, Action::NoTrap);
    play(&mut g, A, declare(402, 0));
    let attack = g
        .view(tavern_game::Viewer::Referee)
        .attack
        .expect("declared");
    assert_eq!((attack.original, attack.power), (3400, 3900));
    // Youmu's trap sets the final power back to the original power.
    let events = public(&play(&mut g, B, Action::Trigger { slot: 0 }));
    assert!(events.contains(&Event::PowerChanged {
        seat: A,
        card: id(402),
        power: 3400
    }));
    play(&mut g, B, Action::NoCounter);
    assert_eq!(g.player(B).hp, 10_000 - 2_500 - 3_400);
}
