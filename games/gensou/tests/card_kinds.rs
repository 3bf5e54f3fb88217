//! The card kinds (卡牌种类): character cards with CENTER and HYPER skills, battle, state and
//! trap spell cards — and the pool's cards that carry the rules on orbs, costs, draws and
//! flashiness. Items have their own file (`items.rs`).

mod common;

use common::*;
use tavern_game::{DecisionKind, Game, Viewer};
use tavern_gensou::testkit::Scenario;
use tavern_gensou::Illegal;
use tavern_protocol::gensou::{Action, Event, Phase, Release, Role, Window};

fn declare(card: u16) -> Action {
    Action::Declare {
        card: id(card),
        power: 0,
    }
}

fn counter(card: u16) -> Action {
    Action::Counter {
        card: id(card),
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
fn a_center_skill_works_while_center_or_hyper() {
    // Reimu's CENTER skill lowers battle damage by 300.
    // Milky Way attacks at 2000 + 300 (Marisa's CENTER skill).
    for (role, damage) in [
        (Role::Support, 2_300),
        (Role::Center, 2_000),
        (Role::Hyper, 2_000),
    ] {
        let mut g = Scenario::new()
            .character(0, 200, Role::Center)
            .character(1, 100, role)
            .hand(0, &[201])
            .build();
        play(&mut g, A, declare(201));
        assert_eq!(g.player(B).hp, 10_000 - damage, "{role:?}");
    }
}

#[test]
fn a_hyper_skill_works_only_while_hyper() {
    // Reimu's HYPER skill: her cards cannot be countered.
    for (role, countered) in [(Role::Center, true), (Role::Hyper, false)] {
        let mut g = Scenario::new()
            .character(0, 100, role)
            .character(1, 300, Role::Center)
            .hand(0, &[101])
            .hand(1, &[301])
            .build();
        play(&mut g, A, declare(101));
        assert_eq!(legal(&g, B).contains(&counter(301)), countered, "{role:?}");
    }
}

#[test]
fn sakuyas_hyper_skill_draws_a_card_when_her_card_hits_in_the_turn_she_goes_hyper() {
    // Time Stop works while she is HYPER: from her CHANGE through the opponent's turn, so in
    // her own attack phase. Gone HYPER in CHANGE, she draws when Killing Doll hits; as CENTER
    // she does not, and a card of another character never draws.
    for (hyper, drawn) in [(true, 1), (false, 0)] {
        let mut g = Scenario::new()
            .phase(Phase::Change)
            .character(0, 300, Role::Center)
            .character(0, 400, Role::Support)
            .hand(0, &[302, 401])
            .deck(0, &[101, 102, 103])
            .build();
        play(
            &mut g,
            A,
            if hyper {
                Action::GoHyper
            } else {
                Action::SkipChange
            },
        );
        play(&mut g, A, Action::EndSet);
        let events = play(&mut g, A, declare(302));
        assert!(public(&events).contains(&Event::Hit {
            seat: A,
            card: id(302)
        }));
        assert_eq!(g.player(A).hand.len(), 1 + drawn, "HYPER: {hyper}");
        assert_eq!(g.player(A).deck.len(), 3 - drawn);
        play(&mut g, A, declare(401));
        assert_eq!(
            g.player(A).hand.len(),
            drawn,
            "Star of David is Remilia's: no draw"
        );
    }
}

#[test]
fn a_state_card_needs_its_printed_need() {
    // Flash of Two Hundred Yojana needs Youmu as CENTER or HYPER.
    let play_505 = Action::PlayState {
        card: id(505),
        power: 0,
    };
    let mut g = Scenario::new()
        .character(0, 500, Role::Support)
        .hand(0, &[505])
        .build();
    assert_eq!(refuse(&mut g, A, play_505), Illegal::NeedNotMet(id(505)));
    assert!(!legal(&g, A).contains(&play_505));
    let mut g = Scenario::new()
        .character(0, 500, Role::Center)
        .hand(0, &[505])
        .build();
    play(&mut g, A, play_505);
    assert_eq!(g.player(A).states.len(), 1);
}

#[test]
fn a_state_card_lasts_this_turn() {
    // Asteroid Belt: +500 to Marisa's cards this turn.
    let mut g = Scenario::new()
        .character(0, 200, Role::Support)
        .hand(0, &[204, 201])
        .hand(1, &[501])
        .deck(1, &[501])
        .build();
    play(
        &mut g,
        A,
        Action::PlayState {
            card: id(204),
            power: 0,
        },
    );
    assert_eq!(g.player(A).states.len(), 1);
    play(&mut g, A, declare(201));
    assert_eq!(final_power(&g), 2_500);
    play(&mut g, B, Action::NoCounter);
    let events = public(&play(&mut g, A, Action::EndBattle));
    assert!(events.contains(&Event::StateEnded {
        seat: A,
        card: id(204)
    }));
    assert!(g.player(A).states.is_empty());
    assert!(g.player(A).discard.iter().any(|c| c.id == id(204)));
}

#[test]
fn a_state_card_lasts_until_your_next_turn() {
    // Yin-Yang Orb, played in seat 0's SET phase, guards through seat 1's turn.
    let mut g = Scenario::new()
        .phase(Phase::Set)
        .character(0, 100, Role::Support)
        .character(1, 200, Role::Support)
        .hand(0, &[104])
        .deck(0, &[101, 101])
        .deck(1, &[201, 201])
        .build();
    play(
        &mut g,
        A,
        Action::PlayState {
            card: id(104),
            power: 0,
        },
    );
    play(&mut g, A, Action::EndSet);
    play(&mut g, A, Action::EndBattle);
    assert_eq!(g.attacker(), B);
    assert_eq!(
        g.player(A).states.len(),
        1,
        "still in effect in the opponent's turn"
    );
    play(&mut g, B, Action::SkipChange);
    play(&mut g, B, Action::EndSet);
    play(&mut g, B, declare(201));
    assert_eq!(g.player(A).hp, 10_000 - 1_500, "2000 less 500");
    let events = public(&play(&mut g, B, Action::EndBattle));
    assert!(events.contains(&Event::StateEnded {
        seat: A,
        card: id(104)
    }));
    assert_eq!(g.attacker(), A);
}

#[test]
fn a_state_card_is_played_at_its_printed_timing() {
    let mut g = Scenario::new()
        .character(0, 100, Role::Center)
        .character(0, 200, Role::Support)
        .hand(0, &[104, 204])
        .build();
    assert_eq!(
        refuse(
            &mut g,
            A,
            Action::PlayState {
                card: id(104),
                power: 0
            }
        ),
        Illegal::WrongTiming(id(104)),
        "Yin-Yang Orb is played in SET"
    );
    let mut g = Scenario::new()
        .phase(Phase::Set)
        .character(0, 200, Role::Support)
        .hand(0, &[204])
        .build();
    assert_eq!(
        refuse(
            &mut g,
            A,
            Action::PlayState {
                card: id(204),
                power: 0
            }
        ),
        Illegal::WrongTiming(id(204)),
        "Asteroid Belt is played in the attack phase"
    );
}

#[test]
fn a_trap_is_set_face_down_then_triggered_in_the_opponents_turn() {
    // Duplex Barrier: -1000 to the attacking card.
    let mut g = Scenario::new()
        .character(0, 200, Role::Center)
        .character(1, 100, Role::Support)
        .hand(0, &[203])
        .hand(1, &[101])
        .trap(1, 1, 105)
        .build();
    play(&mut g, A, declare(203));
    assert_eq!(g.pending().of(B), Some(DecisionKind::Trap));
    assert_eq!(legal(&g, B), [Action::Trigger { slot: 1 }, Action::NoTrap]);
    let events = public(&play(&mut g, B, Action::Trigger { slot: 1 }));
    assert!(events.contains(&Event::TrapTriggered {
        seat: B,
        slot: 1,
        card: id(105)
    }));
    assert_eq!(final_power(&g), 3_600 + 300 - 1_000);
    assert_eq!(g.window(), Window::Counter, "then the counter decision");
    assert!(g.player(B).equipment[1].is_none());
}

#[test]
fn the_trap_window_opens_for_any_face_down_card_so_it_tells_nothing() {
    // God's Wind answers damage only: when a card is declared the window still opens, with
    // nothing to trigger.
    let mut g = Scenario::new()
        .character(0, 100, Role::Center)
        .character(1, 600, Role::Support)
        .hand(0, &[101])
        .trap(1, 0, 605)
        .build();
    play(&mut g, A, declare(101));
    assert_eq!(g.pending().of(B), Some(DecisionKind::Trap));
    assert_eq!(legal(&g, B), [Action::NoTrap]);
    assert_eq!(
        refuse(&mut g, B, Action::Trigger { slot: 0 }),
        Illegal::WrongTiming(id(605))
    );
    assert_eq!(
        refuse(&mut g, B, Action::Trigger { slot: 1 }),
        Illegal::NoTrapThere(1)
    );
    play(&mut g, B, Action::NoTrap);
    // After the damage its timing comes: it heals.
    assert_eq!(g.window(), Window::TrapOnDamage);
    play(&mut g, B, Action::Trigger { slot: 0 });
    assert_eq!(g.player(B).hp, 10_000 - 1_800 + 1_000);
    assert_eq!(g.window(), Window::Main);
}

#[test]
fn a_trap_also_fires_in_its_owners_own_turn() {
    // Event Horizon: +800 to Marisa's card when it is countered.
    let mut g = Scenario::new()
        .character(0, 200, Role::Center)
        .character(1, 300, Role::Center)
        .hand(0, &[201])
        .hand(1, &[302])
        .trap(0, 0, 205)
        .build();
    play(&mut g, A, declare(201));
    play(&mut g, B, counter(302));
    assert_eq!(g.pending().of(A), Some(DecisionKind::Trap));
    play(&mut g, A, Action::Trigger { slot: 0 });
    assert_eq!(g.player(B).hp, 10_000 - (2_000 + 300 + 800 - 2_300));
}

#[test]
fn a_trap_strikes_back_with_effect_damage_that_never_hits() {
    // Miserable Fate: 800 damage to the attacker when Remilia's player takes battle damage.
    let mut g = Scenario::new()
        .character(0, 100, Role::Center)
        .character(1, 400, Role::Support)
        .hand(0, &[101])
        .trap(1, 0, 405)
        .build();
    play(&mut g, A, declare(101));
    play(&mut g, B, Action::NoTrap);
    let events = public(&play(&mut g, B, Action::Trigger { slot: 0 }));
    assert!(events.contains(&Event::Damaged {
        seat: A,
        amount: 800,
        hp: 9_200,
        battle: false
    }));
    assert!(
        g.player(B).declaration.is_empty(),
        "effect damage is not a hit"
    );
}

#[test]
fn the_world_breaks_a_weak_attack_judged_by_original_power() {
    // Milky Way is 2000 printed, 2300 with Marisa's skill: still within The World's 2500.
    let mut g = Scenario::new()
        .character(0, 200, Role::Center)
        .character(1, 300, Role::Support)
        .hand(0, &[201, 203])
        .hand(1, &[302])
        .trap(1, 0, 305)
        .trap(1, 1, 305)
        .build();
    play(&mut g, A, declare(201));
    let events = public(&play(&mut g, B, Action::Trigger { slot: 0 }));
    assert!(events.contains(&Event::Broken {
        seat: A,
        card: id(201)
    }));
    assert!(g.clash().is_none());
    assert_eq!(g.window(), Window::Main, "no counter, no settlement");
    assert_eq!(g.player(B).hp, 10_000);
    play(&mut g, A, declare(203));
    assert_eq!(
        refuse(&mut g, B, Action::Trigger { slot: 1 }),
        Illegal::NeedNotMet(id(305)),
        "Master Spark is 3600 printed"
    );
}

#[test]
fn master_spark_breaks_an_orb_when_it_hits() {
    let mut g = Scenario::new()
        .character(0, 200, Role::Center)
        .hand(0, &[203])
        .build();
    let events = public(&play(&mut g, A, declare(203)));
    assert!(events.contains(&Event::OrbBroken { seat: B }));
    assert_eq!(g.player(B).orbs.broken, 1);
    assert_eq!(g.player(B).orbs.ready, 4);
}

#[test]
fn marisas_hyper_breaks_an_orb_with_every_hit_and_her_laser_needs_one() {
    let mut g = Scenario::new()
        .character(0, 200, Role::Hyper)
        .hand(0, &[202, 201])
        .build();
    assert_eq!(
        refuse(&mut g, A, declare(202)),
        Illegal::NeedNotMet(id(202))
    );
    play(&mut g, A, declare(201));
    assert_eq!(g.player(B).orbs.broken, 1);
    play(&mut g, A, declare(202));
    assert_eq!(g.player(B).orbs.broken, 2);
}

#[test]
fn cost_discounts_lower_the_spirit_cost() {
    // Sakuya as CENTER: her cards cost 1 less; Private Square: every battle card 1 less more.
    let mut g = Scenario::new()
        .character(0, 300, Role::Center)
        .hand(0, &[304, 303])
        .hp(1, 7_000)
        .build();
    play(
        &mut g,
        A,
        Action::PlayState {
            card: id(304),
            power: 0,
        },
    );
    assert_eq!(g.player(A).orbs.ready, 4);
    play(&mut g, A, declare(303));
    assert_eq!(g.player(A).orbs.ready, 4, "Marionette costs 2 - 1 - 1");
}

#[test]
fn flashiness_allowances_lower_the_bar() {
    // Sanae as HYPER: her cards may be 2 less flashy than the top. After a final spell (4) her
    // opener (1 + 2) still falls short; after a flashiness-3 hit it may follow.
    let sanae = |top: u16| {
        Scenario::new()
            .character(0, 600, Role::Hyper)
            .hand(0, &[602, 601])
            .declared(0, &[top])
            .release(1, Release::Spent)
            .build()
    };
    let mut g = sanae(606);
    assert_eq!(
        refuse(&mut g, A, declare(601)),
        Illegal::NotFlashyEnough {
            card: id(601),
            flash: 3,
            top: 4
        }
    );
    play(&mut g, A, declare(602));
    let mut g = sanae(603);
    play(&mut g, A, declare(601));
}

#[test]
fn a_counter_skill_strengthens_counters_only() {
    // Youmu's HYPER skill: +1000 to counters, nothing to attacks.
    let mut g = Scenario::new()
        .character(0, 500, Role::Hyper)
        .character(1, 500, Role::Hyper)
        .hand(0, &[502])
        .hand(1, &[502])
        .build();
    play(&mut g, A, declare(502));
    assert_eq!(final_power(&g), 2_700, "2000 + 700 (CENTER skill)");
    play(&mut g, B, counter(502));
    assert_eq!(
        g.player(A).hp,
        10_000,
        "the attacker never takes battle damage"
    );
    assert!(
        g.player(A).discard.iter().any(|c| c.id == id(502)),
        "broken by 3700"
    );
}
