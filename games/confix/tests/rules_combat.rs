//! Combat: attackers tapped and aimed at enemies; every attacked player declares untapped
//! defenders at once; card effects first; then 2d6 + power per side, and the loser loses
//! floor(difference / 6) + 1 (life or defending creatures at the defender's choice, or
//! attacking creatures).

mod common;

use common::*;
use tavern_confix::testkit::Scenario;
use tavern_confix::{damage_count, Confix, Illegal};
use tavern_game::{Game, Seat};
use tavern_protocol::confix::{Action, Event, Mode, Uid, Zone};
use tavern_protocol::DecisionKind;

fn attack(creature: u16, target: u8) -> Action {
    Action::Attack {
        creature: Uid(creature),
        target: Seat(target),
    }
}

fn defend(creature: u16) -> Action {
    Action::Defend {
        creature: Uid(creature),
    }
}

/// The combat roll of the events.
fn rolled(events: &[Event]) -> Vec<(i16, i16, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CombatRolled {
                attack,
                defense,
                count,
                ..
            } => Some((*attack, *defense, *count)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_damage_rows_are_one_for_a_difference_of_0_to_5_and_two_for_6_to_11() {
    for d in 0..=5 {
        assert_eq!(damage_count(d), 1, "difference {d}");
    }
    for d in 6..=11 {
        assert_eq!(damage_count(d), 2, "difference {d}");
    }
    assert_eq!(damage_count(12), 3);
    assert_eq!(damage_count(17), 3);
    assert_eq!(damage_count(18), 4);
}

/// Seat 0's Raging Imp (power 2) attacks seat 1, who has no creature; the dice are forced.
fn lone_attack(dice: &[u8]) -> (Confix, Vec<Event>) {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 104)
        .dice(dice)
        .build();
    end(&mut g, 0);
    act(&mut g, 0, attack(1, 1));
    let events = end(&mut g, 0);
    (g, events)
}

#[test]
fn the_damage_rows_hold_in_a_real_combat() {
    // (attacker dice, defender dice) → (attack total, defense total, life lost).
    let rows = [
        ([3, 1], [5, 1], (6, 6, 1)),
        ([6, 2], [2, 1], (10, 3, 2)),
        ([6, 6], [1, 1], (14, 2, 3)),
        ([4, 4], [4, 1], (10, 5, 1)),
        ([6, 3], [2, 1], (11, 3, 2)),
    ];
    for (a, d, (attack_total, defense_total, lost)) in rows {
        let (g, events) = lone_attack(&[a[0], a[1], d[0], d[1]]);
        assert_eq!(rolled(&events), vec![(attack_total, defense_total, lost)]);
        assert_eq!(
            life(&g, 1),
            10 - lost as i16,
            "no defender: the damage goes to life"
        );
    }
}

#[test]
fn attackers_are_tapped_and_aimed_at_living_enemies_only() {
    let mut g = Scenario::new(Mode::TwoVTwo)
        .permanent(0, 104)
        .permanent(0, 104)
        .build();
    end(&mut g, 0);
    refuse(&mut g, 0, attack(1, 2), Illegal::NotAnEnemy(Seat(2)));
    act(&mut g, 0, attack(1, 1));
    assert!(g.permanent(Uid(1)).expect("attacker").tapped);
    refuse(&mut g, 0, attack(1, 3), Illegal::AlreadyAttacking(Uid(1)));
    act(&mut g, 0, attack(2, 3));
}

#[test]
fn every_attacked_player_declares_untapped_defenders_at_the_same_time() {
    let mut g = Scenario::new(Mode::FreeForAll)
        .permanent(0, 104)
        .permanent(0, 104)
        .permanent(1, 402)
        .place(2, 2, 402, true, false)
        .permanent(2, 208)
        .permanent(3, 402)
        .dice(&[1, 1, 6, 6, 1, 1, 6, 6])
        .build();
    end(&mut g, 0);
    act(&mut g, 0, attack(1, 1));
    act(&mut g, 0, attack(2, 2));
    end(&mut g, 0);
    let pending = g.pending();
    let deciding: Vec<_> = pending
        .decisions()
        .iter()
        .map(|d| (d.seat, d.kind))
        .collect();
    assert_eq!(
        deciding,
        vec![
            (Seat(1), DecisionKind::Defend),
            (Seat(2), DecisionKind::Defend)
        ],
        "both attacked players decide; seat 3 was not attacked"
    );
    assert_eq!(legal(&g, 3), vec![]);
    refuse(&mut g, 2, defend(4), Illegal::Tapped(Uid(4)));
    refuse(&mut g, 2, defend(3), Illegal::NotYours(Uid(3)));
    act(&mut g, 2, defend(5));
    end(&mut g, 2);
    assert_eq!(
        g.pending().of(Seat(1)),
        Some(DecisionKind::Defend),
        "seat 1 still declares"
    );
    act(&mut g, 1, defend(3));
    let events = end(&mut g, 1);
    let order: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::CombatRolled { defender, .. } => Some(defender.0),
            _ => None,
        })
        .collect();
    assert_eq!(
        order,
        vec![1, 2],
        "combats resolve in turn order from the attacker's right"
    );
}

#[test]
fn the_defender_who_loses_chooses_life_or_that_many_defending_creatures() {
    let scenario = Scenario::new(Mode::OneVOne)
        .permanent(0, 105)
        .permanent(1, 208)
        .permanent(1, 404)
        .dice(&[3, 4, 1, 1]);
    let start = |s: Scenario| {
        let mut g = s.build();
        end(&mut g, 0);
        act(&mut g, 0, attack(1, 1));
        end(&mut g, 0);
        act(&mut g, 1, defend(2));
        act(&mut g, 1, defend(3));
        let events = end(&mut g, 1);
        assert_eq!(rolled(&events), vec![(10, 5, 1)]);
        assert_eq!(g.pending().of(Seat(1)), Some(DecisionKind::ChooseDamage));
        assert_eq!(
            legal(&g, 1),
            vec![Action::TakeDamage, Action::LoseCreatures]
        );
        g
    };
    let mut g = start(scenario.clone());
    act(&mut g, 1, Action::LoseCreatures);
    assert_eq!(
        g.pending().of(Seat(1)),
        Some(DecisionKind::ChooseCasualty),
        "one of two defenders dies: the defender chooses which"
    );
    act(&mut g, 1, Action::ChooseCasualty { creature: Uid(3) });
    assert_eq!(battlefield(&g), vec![105, 208]);
    assert_eq!(
        hand(&g, 1),
        vec![404],
        "the Deathless Treant went back to hand"
    );
    assert_eq!(life(&g, 1), 10);
    let mut g = start(scenario);
    act(&mut g, 1, Action::TakeDamage);
    assert_eq!(battlefield(&g), vec![105, 208, 404]);
    assert_eq!(life(&g, 1), 9);
    assert_eq!(
        g.pending().of(Seat(0)),
        Some(DecisionKind::Act),
        "the second cast phase"
    );
}

#[test]
fn a_lower_attacker_loses_that_many_attacking_creatures() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 110)
        .permanent(0, 105)
        .permanent(1, 403)
        .dice(&[1, 1, 6, 6])
        .build();
    end(&mut g, 0);
    act(&mut g, 0, attack(1, 1));
    act(&mut g, 0, attack(2, 1));
    end(&mut g, 0);
    act(&mut g, 1, defend(3));
    let events = end(&mut g, 1);
    // Retaliate first: 1 damage to seat 0. Then 2 + 4 = 6 against 12 + 3 = 15: 2 attackers die.
    assert_eq!(rolled(&events), vec![(6, 15, 2)]);
    assert_eq!(battlefield(&g), vec![403]);
    assert_eq!(life(&g, 0), 9, "Retaliate");
    assert_eq!(
        life(&g, 1),
        9,
        "the Blast Goblin's blast as it dies hits its enemies"
    );
}

#[test]
fn card_effects_come_before_the_rolls() {
    // First strike: the Raging Imp's 1 damage kills the 1-power defender before the rolls, so
    // its power does not count.
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 104)
        .permanent(1, 208)
        .dice(&[1, 1, 1, 1])
        .build();
    end(&mut g, 0);
    act(&mut g, 0, attack(1, 1));
    end(&mut g, 0);
    act(&mut g, 1, defend(2));
    let events = end(&mut g, 1);
    let died = events.iter().position(|e| {
        matches!(
            e,
            Event::Left {
                uid: Uid(2),
                to: Zone::Graveyard,
                ..
            }
        )
    });
    let roll = events
        .iter()
        .position(|e| matches!(e, Event::CombatRolled { .. }));
    assert!(died.expect("the defender dies") < roll.expect("then the rolls"));
    assert_eq!(rolled(&events), vec![(4, 2, 1)]);
    assert_eq!(
        life(&g, 1),
        9,
        "no defender is left: the damage goes to life"
    );
}

#[test]
fn a_gale_wall_voids_the_attack_and_goes_to_the_graveyard() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 105)
        .permanent(1, 301)
        .build();
    end(&mut g, 0);
    act(&mut g, 0, attack(1, 1));
    let events = end(&mut g, 0);
    assert!(events.contains(&Event::AttackVoided {
        defender: Seat(1),
        by: Uid(2)
    }));
    assert!(rolled(&events).is_empty());
    assert_eq!(graveyard(&g, 1), vec![301]);
    assert!(
        g.permanent(Uid(1)).expect("attacker").tapped,
        "the attacker stays tapped"
    );
}

#[test]
fn an_unblockable_attack_that_wins_puts_the_damage_on_the_elementalist() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 302)
        .permanent(1, 208)
        .dice(&[6, 6, 1, 1])
        .build();
    end(&mut g, 0);
    act(&mut g, 0, attack(1, 1));
    let events = end(&mut g, 0);
    assert_eq!(
        g.pending().of(Seat(1)),
        None,
        "nothing to declare or choose against an unblockable attacker"
    );
    assert_eq!(rolled(&events), vec![(14, 2, 3)], "14 against a bare 2");
    assert_eq!(life(&g, 1), 7, "three damage to life");
    assert_eq!(battlefield(&g), vec![302, 208]);
}

#[test]
fn stoneskin_defenders_reduce_the_damage_their_elementalist_takes() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 105)
        .permanent(1, 402)
        .dice(&[6, 6, 1, 1])
        .build();
    end(&mut g, 0);
    act(&mut g, 0, attack(1, 1));
    end(&mut g, 0);
    act(&mut g, 1, defend(2));
    let events = end(&mut g, 1);
    assert_eq!(rolled(&events), vec![(15, 4, 2)]);
    assert_eq!(
        g.pending().of(Seat(1)),
        None,
        "one defender cannot pay for two: the damage goes to life"
    );
    assert_eq!(life(&g, 1), 9, "two damage, one less for Stoneskin");
}

#[test]
fn an_attacked_player_without_untapped_creatures_declares_nothing() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 105)
        .place(1, 1, 402, true, false)
        .dice(&[3, 3, 3, 3])
        .build();
    end(&mut g, 0);
    act(&mut g, 0, attack(1, 1));
    let events = end(&mut g, 0);
    assert_eq!(rolled(&events), vec![(9, 6, 1)]);
    assert_eq!(life(&g, 1), 9);
}

#[test]
fn a_creature_with_summoning_sickness_may_defend_and_defending_does_not_tap() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 105)
        .place(1, 1, 404, false, true)
        .dice(&[1, 1, 6, 6])
        .build();
    end(&mut g, 0);
    act(&mut g, 0, attack(1, 1));
    end(&mut g, 0);
    act(&mut g, 1, defend(2));
    assert!(!g.permanent(Uid(2)).expect("defender").tapped);
    let events = end(&mut g, 1);
    assert_eq!(rolled(&events), vec![(5, 14, 2)]);
    assert_eq!(battlefield(&g), vec![404], "the attacker loses");
}
