//! Battles, by the rulebook's 戦闘フェイズの手順: cases 1–6 and the worked examples 1–3,
//! exactly; the turn player orders the battles; cards at 0 life or less leave at once.

mod common;

use common::*;
use tavern_protocol::seven_square::{Action, Event, Phase};
use tavern_seven_square::cards::aera::{CELES, FENCING_MASTER, MILITIA, SAPPER, SCOUT, WARRIOR};
use tavern_seven_square::cards::fields::FORWARD_BASE;
use tavern_seven_square::cards::mounts::{AO, WARHORSE};
use tavern_seven_square::cards::verda::{
    HEAVY_INFANTRY, PIKEMAN, SELLSWORD, SIEGE_ENGINEER, WARCHIEF,
};
use tavern_seven_square::testkit::Scenario;
use tavern_seven_square::Illegal;

/// 例1: my unit (attack 1, life 2) against an enemy unit (attack 1, life 1). Mine: 2 - 1 = 1;
/// the enemy's: 1 - 1 = 0. Only the enemy goes to the Temple of the Sun.
#[test]
fn example_1_is_reproduced_exactly() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let mine = s.piece(0, &SCOUT, sq(3, 3));
    let enemy = s.piece(1, &MILITIA, sq(3, 3));
    let mut g = s.build();
    assert_eq!((attack(&g, mine), life(&g, mine)), (1, 2));
    assert_eq!((attack(&g, enemy), life(&g, enemy)), (1, 1));
    let events = act(&mut g, fight(sq(3, 3)));
    assert_eq!(life(&g, mine), 1);
    assert!(events.contains(&Event::Damaged {
        piece: enemy,
        amount: 1,
        life: 0
    }));
    assert!(!on_board(&g, enemy));
    assert_eq!(temple(&g, P1), vec![MILITIA.id]);
    assert!(temple(&g, P0).is_empty());
}

/// 例2: my unit (2, 4) against two (3, 3) and (2, 2). Mine: 4 - 3 - 2 = -1; enemy 1:
/// 3 - 2 = 1; enemy 2: 2 - 2 = 0. Mine and enemy 2 go to the temple.
#[test]
fn example_2_is_reproduced_exactly() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let mine = s.piece(0, &WARRIOR, sq(3, 3));
    let e1 = s.piece(1, &SELLSWORD, sq(3, 3));
    let e2 = s.piece(1, &PIKEMAN, sq(3, 3));
    let mut g = s.build();
    assert_eq!((attack(&g, mine), life(&g, mine)), (2, 4));
    assert_eq!((attack(&g, e1), life(&g, e1)), (3, 3));
    assert_eq!((attack(&g, e2), life(&g, e2)), (2, 2));
    let events = act(&mut g, fight(sq(3, 3)));
    for (piece, amount, left) in [(mine, 5, -1), (e1, 2, 1), (e2, 2, 0)] {
        assert!(
            events.contains(&Event::Damaged {
                piece,
                amount,
                life: left
            }),
            "{piece:?}: {events:?}"
        );
    }
    assert_eq!(life(&g, e1), 1);
    assert!(!on_board(&g, mine) && !on_board(&g, e2));
    assert_eq!(temple(&g, P0), vec![WARRIOR.id]);
    assert_eq!(temple(&g, P1), vec![PIKEMAN.id]);
}

/// 例3: mine (1, 1) and (2, 5) against (3, 3) and (1, 1). Mine 1: 1 - 3 - 1 = -3; mine 2:
/// 5 - 3 - 1 = 1; enemy 1: 3 - 2 - 1 = 0; enemy 2: 1 - 1 - 2 = -2. Only mine 2 stays.
#[test]
fn example_3_is_reproduced_exactly() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let m1 = s.piece(0, &MILITIA, sq(3, 3));
    let m2 = s.piece(0, &HEAVY_INFANTRY, sq(3, 3));
    let e1 = s.piece(1, &SELLSWORD, sq(3, 3));
    let e2 = s.piece(1, &MILITIA, sq(3, 3));
    let mut g = s.build();
    assert_eq!((attack(&g, m1), life(&g, m1)), (1, 1));
    assert_eq!((attack(&g, m2), life(&g, m2)), (2, 5));
    assert_eq!((attack(&g, e1), life(&g, e1)), (3, 3));
    assert_eq!((attack(&g, e2), life(&g, e2)), (1, 1));
    let events = act(&mut g, fight(sq(3, 3)));
    for (piece, left) in [(m1, -3), (m2, 1), (e1, 0), (e2, -2)] {
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Damaged { piece: p, life, .. } if *p == piece && *life == left)),
            "{piece:?} should have {left} life left: {events:?}"
        );
    }
    assert!(on_board(&g, m2));
    assert!(!on_board(&g, m1) && !on_board(&g, e1) && !on_board(&g, e2));
    assert_eq!(temple(&g, P0), vec![MILITIA.id]);
    assert_eq!(temple(&g, P1), vec![SELLSWORD.id, MILITIA.id]);
}

/// Case 1: one against one, both at once: each takes the other's attack, even a unit that
/// the same blow destroys.
#[test]
fn case_1_one_against_one_strike_at_once() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let w = s.piece(0, &WARRIOR, sq(2, 3));
    let e = s.piece(1, &SELLSWORD, sq(2, 3));
    let a = s.piece(0, &PIKEMAN, sq(4, 3));
    let b = s.piece(1, &PIKEMAN, sq(4, 3));
    let mut g = s.build();
    act(&mut g, fight(sq(2, 3)));
    assert_eq!((life(&g, w), life(&g, e)), (4 - 3, 3 - 2));
    act(&mut g, fight(sq(4, 3)));
    assert!(
        !on_board(&g, a) && !on_board(&g, b),
        "2 - 2 = 0 on both sides"
    );
}

/// Case 2: one against two. Each of the two takes the full attack of the one; the one takes
/// the two attacks summed. The same holds with the turn player's side being the two.
#[test]
fn case_2_one_against_two_each_takes_the_full_attack() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let mine = s.piece(0, &HEAVY_INFANTRY, sq(3, 3));
    let e1 = s.piece(1, &SCOUT, sq(3, 3));
    let e2 = s.piece(1, &WARRIOR, sq(3, 3));
    let m1 = s.piece(0, &SCOUT, sq(1, 3));
    let m2 = s.piece(0, &WARRIOR, sq(1, 3));
    let lone = s.piece(1, &HEAVY_INFANTRY, sq(1, 3));
    let mut g = s.build();
    act(&mut g, fight(sq(3, 3)));
    assert_eq!(life(&g, mine), 5 - 1 - 2);
    assert!(!on_board(&g, e1), "2 - 2 = 0");
    assert_eq!(life(&g, e2), 2);
    act(&mut g, fight(sq(1, 3)));
    assert_eq!(life(&g, lone), 5 - 1 - 2);
    assert!(
        !on_board(&g, m1),
        "the scout takes the heavy infantry's full 2"
    );
    assert_eq!(life(&g, m2), 4 - 2);
}

/// Case 3: two against two: each card takes the other side's summed attack.
#[test]
fn case_3_two_against_two_each_takes_the_summed_attack() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let m1 = s.piece(0, &WARRIOR, sq(3, 3));
    let m2 = s.piece(0, &HEAVY_INFANTRY, sq(3, 3));
    let e1 = s.piece(1, &SCOUT, sq(3, 3));
    let e2 = s.piece(1, &HEAVY_INFANTRY, sq(3, 3));
    let mut g = s.build();
    act(&mut g, fight(sq(3, 3)));
    assert_eq!((life(&g, m1), life(&g, m2)), (4 - 3, 5 - 3));
    assert!(!on_board(&g, e1), "2 - 4");
    assert_eq!(life(&g, e2), 5 - 4);
}

/// Case 4: an engineer on a square with a field may fight it (its attack off the field's
/// life; the field never strikes back), or not: ending the turn leaves the field alone.
#[test]
fn case_4_an_engineer_may_fight_a_field() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let sapper = s.piece(0, &SAPPER, sq(3, 3));
    let base = s.field(1, &FORWARD_BASE, sq(3, 3));
    let scenario = s.clone();
    let mut g = s.build();
    act(&mut g, Action::EndTurn);
    assert_eq!(field_life(&g, base), 6, "the fight is optional");
    let mut g = scenario.build();
    refuse(&mut g, fight(sq(3, 3)), Illegal::NoBattle(sq(3, 3)));
    act(
        &mut g,
        Action::Fight {
            at: sq(3, 3),
            field: true,
        },
    );
    assert_eq!(field_life(&g, base), 6 - 1);
    assert_eq!(life(&g, sapper), 3, "a field does not strike back");
}

/// Case 5: with a field, an enemy and the turn player's engineer on one square, the field
/// may be dragged in: the engineer's attack goes to the enemy and to the field, the enemy's
/// to the engineer. An enemy engineer's attack never reaches the field. Left out, the battle
/// is case 1.
#[test]
fn case_5_an_engineer_may_drag_the_field_into_the_battle() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let eng = s.piece(0, &SIEGE_ENGINEER, sq(3, 3));
    let enemy = s.piece(1, &SAPPER, sq(3, 3));
    let base = s.field(1, &FORWARD_BASE, sq(3, 3));
    let scenario = s.clone();
    let mut g = s.build();
    act(
        &mut g,
        Action::Fight {
            at: sq(3, 3),
            field: true,
        },
    );
    assert_eq!(life(&g, eng), 4 - 1);
    assert_eq!(life(&g, enemy), 3 - 2);
    assert_eq!(
        field_life(&g, base),
        6 - 2,
        "the enemy sapper's 1 does not count"
    );
    let mut g = scenario.build();
    act(&mut g, fight(sq(3, 3)));
    assert_eq!(field_life(&g, base), 6, "left out of the battle");
    assert_eq!(life(&g, eng), 3);
}

/// Case 6: a unit riding a mount fights with the troop's combined attack and life; a troop
/// at 0 goes to the temple, mount and riders together.
#[test]
fn case_6_a_mounted_unit_fights_with_combined_attack_and_life() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let ao = s.piece(0, &AO, sq(3, 3));
    s.rider(ao, 0, &WARRIOR);
    let e = s.piece(1, &SELLSWORD, sq(3, 3));
    let horse = s.piece(0, &WARHORSE, sq(1, 3));
    let pike = s.rider(horse, 0, &PIKEMAN);
    let e1 = s.piece(1, &SELLSWORD, sq(1, 3));
    let e2 = s.piece(1, &SELLSWORD, sq(1, 3));
    let mut g = s.build();
    assert_eq!((attack(&g, ao), life(&g, ao)), (2 + 1, 4 + 2));
    act(&mut g, fight(sq(3, 3)));
    assert_eq!(life(&g, ao), 6 - 3);
    assert!(!on_board(&g, e), "3 - 3 = 0");
    assert_eq!((attack(&g, horse), life(&g, horse)), (3, 3));
    let events = act(&mut g, fight(sq(1, 3)));
    assert!(!on_board(&g, horse) && !on_board(&g, pike));
    assert!(
        !on_board(&g, e1) && !on_board(&g, e2),
        "each takes the troop's 3"
    );
    let gone: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Destroyed { piece, .. } => Some(*piece),
            _ => None,
        })
        .collect();
    assert_eq!(&gone[..2], &[pike, horse], "rider and mount leave together");
    assert_eq!(temple(&g, P0), vec![PIKEMAN.id, WARHORSE.id]);
}

/// Only units with 【工作】 fight fields: a side without one cannot drag the field in, and in
/// a side with one, only the engineer's attack reaches the field.
#[test]
fn only_engineers_fight_fields() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    s.piece(0, &WARRIOR, sq(2, 3));
    s.field(1, &FORWARD_BASE, sq(2, 3));
    s.piece(0, &HEAVY_INFANTRY, sq(4, 3));
    s.piece(0, &SAPPER, sq(4, 3));
    let base = s.field(1, &FORWARD_BASE, sq(4, 3));
    let mut g = s.build();
    refuse(
        &mut g,
        Action::Fight {
            at: sq(2, 3),
            field: true,
        },
        Illegal::NoEngineer(sq(2, 3)),
    );
    act(
        &mut g,
        Action::Fight {
            at: sq(4, 3),
            field: true,
        },
    );
    assert_eq!(
        field_life(&g, base),
        6 - 1,
        "the heavy infantry's 2 does not count"
    );
}

/// The turn player picks the order of the battles; each square is fought once a turn.
#[test]
fn the_turn_player_orders_the_battles() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    s.piece(0, &WARRIOR, sq(1, 3));
    s.piece(1, &SCOUT, sq(1, 3));
    s.piece(0, &WARRIOR, sq(5, 3));
    s.piece(1, &SCOUT, sq(5, 3));
    let mut g = s.build();
    let listed = legal(&g);
    assert!(listed.contains(&fight(sq(1, 3))) && listed.contains(&fight(sq(5, 3))));
    let first = act(&mut g, fight(sq(5, 3)));
    assert_eq!(
        first[0],
        Event::Battle {
            at: sq(5, 3),
            field: false
        }
    );
    refuse(&mut g, fight(sq(5, 3)), Illegal::AlreadyFought(sq(5, 3)));
    act(&mut g, fight(sq(1, 3)));
}

/// Battles are not skipped: those still due when the turn ends are fought in board order.
#[test]
fn battles_still_due_are_fought_when_the_turn_ends() {
    let mut s = Scenario::new();
    s.phase(Phase::Move);
    s.piece(0, &WARRIOR, sq(5, 3));
    let a = s.piece(1, &SCOUT, sq(5, 3));
    s.piece(0, &WARRIOR, sq(1, 2));
    let b = s.piece(1, &SCOUT, sq(1, 2));
    let mut g = s.build();
    let events = act(&mut g, Action::EndTurn);
    let battles: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, Event::Battle { .. }))
        .collect();
    assert_eq!(
        battles,
        [
            &Event::Battle {
                at: sq(1, 2),
                field: false
            },
            &Event::Battle {
                at: sq(5, 3),
                field: false
            }
        ]
    );
    assert!(!on_board(&g, a) && !on_board(&g, b));
    assert_eq!(g.current(), P1);
}

/// A battle needs units of both sides: an empty enemy mount does not fight.
#[test]
fn an_empty_mount_does_not_fight() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    s.piece(0, &WARRIOR, sq(3, 3));
    s.piece(1, &WARHORSE, sq(3, 3));
    let mut g = s.build();
    refuse(&mut g, fight(sq(3, 3)), Illegal::NoBattle(sq(3, 3)));
    assert!(tavern_game::Game::view(&g, tavern_game::Viewer::Referee)
        .battles
        .is_empty());
}

/// 【鼓舞】 adds its bonus to the attack of the other units of its side on its square whose
/// remarks name its word (Celes: Aera; the Warchief: Verda), never to its own.
#[test]
fn inspire_adds_attack_to_allies_named_in_their_remarks() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let celes = s.piece(0, &CELES, sq(3, 3));
    let w = s.piece(0, &WARRIOR, sq(3, 3));
    let chief = s.piece(1, &WARCHIEF, sq(3, 3));
    let sell = s.piece(1, &SELLSWORD, sq(3, 3));
    let g = s.build();
    assert_eq!(attack(&g, w), 2 + 1);
    assert_eq!(attack(&g, celes), 3, "not her own");
    assert_eq!(attack(&g, sell), 3 + 1);
    assert_eq!(attack(&g, chief), 2);
    let mut g = g;
    act(&mut g, fight(sq(3, 3)));
    assert_eq!(life(&g, celes), 9 - 2 - 4);
    assert!(!on_board(&g, w), "4 - 6");
    assert!(
        !on_board(&g, chief) && !on_board(&g, sell),
        "each takes 3 + 3"
    );
}

/// A card may name another card and strengthen it (the rulebook: "名称を指定し、強化などする
/// 能力を持つカードも存在する"): the Fencing Master's 【鼓舞:名称ウォーリアー+2】 lifts the Warriors
/// of its side on its square, riding or not, and no other unit, whatever its remarks.
#[test]
fn inspire_by_name_lifts_only_units_of_that_name() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let master = s.piece(0, &FENCING_MASTER, sq(3, 3));
    let w = s.piece(0, &WARRIOR, sq(3, 3));
    let e = s.piece(1, &HEAVY_INFANTRY, sq(3, 3));
    s.piece(0, &FENCING_MASTER, sq(1, 3));
    let sapper = s.piece(0, &SAPPER, sq(1, 3));
    s.piece(0, &FENCING_MASTER, sq(5, 3));
    let ao = s.piece(0, &AO, sq(5, 3));
    s.rider(ao, 0, &WARRIOR);
    let rival = s.piece(1, &WARRIOR, sq(3, 3));
    let g = s.build();
    assert_eq!(attack(&g, w), 2 + 2);
    assert_eq!(attack(&g, master), 2, "not its own");
    assert_eq!(attack(&g, sapper), 1, "an Aera unit, but not named");
    assert_eq!(attack(&g, ao), 2 + 1 + 2, "a Warrior riding");
    assert_eq!(attack(&g, rival), 2, "not the enemy's Warrior");
    let mut g = g;
    act(&mut g, fight(sq(3, 3)));
    assert!(
        !on_board(&g, e),
        "2 + 4 against its 5 life: without the bonus it would keep 1"
    );
}
