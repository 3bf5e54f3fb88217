//! ターンの流れ: the draw and IP phases, deploying (出撃フェイズ), the move and ability phase's
//! three cards, and the order of the phases.

mod common;

use common::*;
use tavern_protocol::seven_square::{Action, Event, Phase, Source, Square};
use tavern_seven_square::cards::aera::{LONGBOWMAN, MEDIC, MILITIA, SCOUT, WARRIOR};
use tavern_seven_square::cards::fields::{
    BARRACKS, FORWARD_BASE, HEALING_SPRING, STABLE, SUN_GATE,
};
use tavern_seven_square::cards::mounts::{SAND_LIZARD, WARHORSE, WAR_ELEPHANT};
use tavern_seven_square::cards::verda::{GARON, PIKEMAN, SELLSWORD};
use tavern_seven_square::testkit::Scenario;
use tavern_seven_square::{Illegal, ACTIONS_PER_TURN};

fn deploy(card: &tavern_seven_square::cards::CardDef, at: Square) -> Action {
    Action::Deploy {
        card: card.id,
        at,
        from: Source::Hand,
    }
}

#[test]
fn the_draw_phase_draws_one_card() {
    let mut s = Scenario::new();
    s.deck(1, &[&SCOUT, &WARRIOR]);
    let mut g = s.build();
    let events = act(&mut g, Action::EndTurn);
    assert!(events.contains(&Event::CardDrawn {
        seat: P1,
        card: Some(WARRIOR.id)
    }));
    assert_eq!(hand(&g, P1), vec![WARRIOR.id], "the top card");
    assert_eq!(g.player(P1).deck.len(), 1);
}

/// The rulebook's "gains 2 IP each turn" is read as a pool: IP not spent are kept.
#[test]
fn two_ip_are_gained_each_turn_and_kept() {
    let mut s = Scenario::new();
    s.ip(1, 3).deck(1, &[&SCOUT, &SCOUT]).deck(0, &[&SCOUT]);
    let mut g = s.build();
    let events = act(&mut g, Action::EndTurn);
    assert!(events.contains(&Event::IpGained {
        seat: P1,
        gained: 2,
        ip: 5
    }));
    act(&mut g, Action::EndTurn);
    assert_eq!(g.player(P1).ip, 5, "only on its own turn");
    act(&mut g, Action::EndTurn);
    assert_eq!(g.player(P1).ip, 7);
}

#[test]
fn deploying_costs_the_cards_ip() {
    let mut s = Scenario::new();
    s.general(0, &GARON, sq(0, 0));
    s.hand(0, &[&LONGBOWMAN, &WARRIOR]).ip(0, 2);
    let mut g = s.build();
    refuse(
        &mut g,
        deploy(&LONGBOWMAN, sq(3, 0)),
        Illegal::NotEnoughIp { needed: 3, have: 2 },
    );
    let events = act(&mut g, deploy(&WARRIOR, sq(3, 0)));
    assert!(events.contains(&Event::IpPaid {
        seat: P0,
        paid: 2,
        ip: 0
    }));
    assert_eq!(hand(&g, P0), vec![LONGBOWMAN.id]);
    let w = g
        .board()
        .at(sq(3, 0))
        .find(|p| p.card.id == WARRIOR.id)
        .expect("deployed");
    assert_eq!(w.owner, P0);
}

#[test]
fn cards_are_deployed_only_on_fields_with_deploy() {
    let mut s = Scenario::new();
    s.field(0, &HEALING_SPRING, sq(1, 1));
    s.hand(0, &[&MILITIA]).ip(0, 5);
    let mut g = s.build();
    refuse(
        &mut g,
        deploy(&MILITIA, sq(2, 2)),
        Illegal::NoDeployField(sq(2, 2)),
    );
    refuse(
        &mut g,
        deploy(&MILITIA, sq(1, 1)),
        Illegal::NoDeployField(sq(1, 1)),
    );
    refuse(
        &mut g,
        deploy(&MILITIA, sq(7, 1)),
        Illegal::OffBoard(sq(7, 1)),
    );
    refuse(
        &mut g,
        deploy(&WARRIOR, sq(3, 0)),
        Illegal::NotInHand(WARRIOR.id),
    );
}

#[test]
fn deploy_fields_admit_units_mounts_or_both() {
    let mut s = Scenario::new();
    s.field(0, &BARRACKS, sq(1, 1));
    s.field(0, &STABLE, sq(5, 1));
    s.hand(0, &[&MILITIA, &WARHORSE, &FORWARD_BASE]).ip(0, 9);
    let mut g = s.build();
    refuse(
        &mut g,
        deploy(&WARHORSE, sq(1, 1)),
        Illegal::NoDeployField(sq(1, 1)),
    );
    refuse(
        &mut g,
        deploy(&MILITIA, sq(5, 1)),
        Illegal::NoDeployField(sq(5, 1)),
    );
    refuse(
        &mut g,
        deploy(&FORWARD_BASE, sq(3, 0)),
        Illegal::WrongKind(FORWARD_BASE.id),
    );
    act(&mut g, deploy(&MILITIA, sq(1, 1)));
    act(&mut g, deploy(&WARHORSE, sq(5, 1)));
}

/// The deployment limit (2 or more of your own units and mounts, riders not counted) is read
/// as the square limit on the deployment field's square.
#[test]
fn no_deploying_onto_a_field_holding_two_of_your_units_and_mounts() {
    let mut s = Scenario::new();
    s.piece(0, &SCOUT, sq(3, 0));
    s.hand(0, &[&MILITIA]).ip(0, 5);
    let mut g = s.build();
    refuse(
        &mut g,
        deploy(&MILITIA, sq(3, 0)),
        Illegal::SquareFull(sq(3, 0)),
    );
}

#[test]
fn riders_do_not_count_towards_the_square_limit() {
    let mut s = Scenario::new();
    s.general(0, &GARON, sq(0, 0));
    let elephant = s.piece(0, &WAR_ELEPHANT, sq(3, 0));
    s.rider(elephant, 0, &SCOUT);
    s.rider(elephant, 0, &MILITIA);
    s.hand(0, &[&MILITIA, &PIKEMAN]).ip(0, 5);
    let mut g = s.build();
    act(&mut g, deploy(&MILITIA, sq(3, 0)));
    refuse(
        &mut g,
        deploy(&PIKEMAN, sq(3, 0)),
        Illegal::SquareFull(sq(3, 0)),
    );
}

/// Deploying onto enemy cards is refused (a decision of this project: see RULES.md).
#[test]
fn no_deploying_onto_enemy_cards() {
    let mut s = Scenario::new();
    s.piece(1, &SCOUT, sq(1, 1));
    s.field(0, &FORWARD_BASE, sq(1, 1));
    s.hand(0, &[&MILITIA]).ip(0, 5);
    let mut g = s.build();
    refuse(
        &mut g,
        deploy(&MILITIA, sq(1, 1)),
        Illegal::EnemyOnSquare(sq(1, 1)),
    );
}

/// The deployment limit counts only the player's own cards ("自身の兵・騎カード"), and an empty
/// mount never fights: empty enemy mounts, even two of them, do not bar a player's own camp.
/// A card deployed beside one may mount it in the battle phase ("敵騎カードであっても"). Enemy
/// units and ridden mounts still bar a square.
#[test]
fn empty_enemy_mounts_do_not_bar_a_deployment_field() {
    let mut s = Scenario::new();
    s.general(0, &GARON, sq(0, 0));
    let lizard = s.piece(1, &SAND_LIZARD, sq(3, 0));
    s.piece(1, &SAND_LIZARD, sq(3, 0));
    s.field(0, &FORWARD_BASE, sq(1, 1));
    let horse = s.piece(1, &WARHORSE, sq(1, 1));
    s.rider(horse, 1, &PIKEMAN);
    s.hand(0, &[&MILITIA]);
    let mut g = s.build();
    refuse(
        &mut g,
        deploy(&MILITIA, sq(1, 1)),
        Illegal::EnemyOnSquare(sq(1, 1)),
    );
    act(&mut g, deploy(&MILITIA, sq(3, 0)));
    let militia = g
        .board()
        .at(sq(3, 0))
        .find(|p| p.is_unit())
        .map(|p| p.id)
        .expect("deployed beside the two mounts");
    act(
        &mut g,
        Action::Mount {
            unit: militia,
            mount: lizard,
        },
    );
    let troop = g.board().piece(lizard).expect("the troop");
    assert_eq!((troop.owner, troop.controller()), (P1, P0));
}

/// The starting camps are 出撃陣 fields, which either player may use: once a general has left
/// its camp, the opponent may deploy there.
#[test]
fn a_player_may_deploy_on_the_opponents_vacated_camp() {
    let mut s = Scenario::new();
    s.hand(0, &[&MILITIA]);
    let scenario = s.clone();
    let mut g = s.build();
    let camp = Square::home(P1);
    refuse(&mut g, deploy(&MILITIA, camp), Illegal::EnemyOnSquare(camp));
    let mut s = scenario;
    s.general(1, &GARON, sq(3, 4));
    let mut g = s.build();
    act(&mut g, deploy(&MILITIA, camp));
    assert!(g.board().at(camp).any(|p| p.owner == P0));
}

#[test]
fn either_player_may_deploy_on_any_deployment_field() {
    let mut s = Scenario::new();
    s.field(1, &FORWARD_BASE, sq(2, 2));
    s.hand(0, &[&MILITIA]);
    let mut g = s.build();
    act(&mut g, deploy(&MILITIA, sq(2, 2)));
}

/// 【出撃:神殿】 brings a card back from its owner's temple; other fields take cards from hand
/// only.
#[test]
fn temple_cards_are_deployed_only_where_a_field_allows_it() {
    let mut s = Scenario::new();
    s.field(1, &SUN_GATE, sq(2, 2));
    s.temple(0, &[&SCOUT]).hand(0, &[&MILITIA]).ip(0, 5);
    let mut g = s.build();
    let from_temple = |at| Action::Deploy {
        card: SCOUT.id,
        at,
        from: Source::Temple,
    };
    refuse(
        &mut g,
        from_temple(sq(3, 0)),
        Illegal::NoDeployField(sq(3, 0)),
    );
    refuse(
        &mut g,
        deploy(&MILITIA, sq(2, 2)),
        Illegal::NoDeployField(sq(2, 2)),
    );
    refuse(
        &mut g,
        Action::Deploy {
            card: MILITIA.id,
            at: sq(2, 2),
            from: Source::Temple,
        },
        Illegal::NotInTemple(MILITIA.id),
    );
    act(&mut g, from_temple(sq(2, 2)));
    assert!(temple(&g, P0).is_empty());
}

#[test]
fn deployed_cards_act_from_the_next_turn() {
    let mut s = Scenario::new();
    s.general(0, &GARON, sq(0, 0));
    s.hand(0, &[&SCOUT])
        .ip(0, 1)
        .deck(0, &[&MILITIA])
        .deck(1, &[&MILITIA]);
    let mut g = s.build();
    act(&mut g, deploy(&SCOUT, sq(3, 0)));
    let scout = g
        .board()
        .at(sq(3, 0))
        .map(|p| p.id)
        .next()
        .expect("deployed");
    refuse(&mut g, mv(scout, sq(3, 1)), Illegal::NotReady(scout));
    act(&mut g, Action::EndTurn);
    act(&mut g, Action::EndTurn);
    act(&mut g, mv(scout, sq(3, 3)));
}

/// The rulebook: on turn 1 the general counts as deployed before the turn.
#[test]
fn the_general_may_act_on_the_first_turn() {
    let mut g = Scenario::new().build();
    assert_eq!(g.turn_number(), 1);
    act(
        &mut g,
        mv(tavern_protocol::seven_square::PieceId(2), sq(3, 1)),
    );
}

#[test]
fn up_to_three_cards_move_or_use_an_ability_each_turn() {
    let mut s = Scenario::new();
    let ids: Vec<_> = (0..4).map(|f| s.piece(0, &SCOUT, sq(f, 2))).collect();
    let mut g = s.build();
    for (i, &id) in ids.iter().take(3).enumerate() {
        act(&mut g, mv(id, sq(i as u8, 3)));
    }
    assert_eq!(usize::from(ACTIONS_PER_TURN), 3);
    assert_eq!(g.actions_left(), 0);
    refuse(&mut g, mv(ids[3], sq(3, 3)), Illegal::ActionLimit);
}

#[test]
fn a_card_moves_or_uses_an_ability_not_both() {
    let mut s = Scenario::new();
    let w = s.piece(0, &WARRIOR, sq(3, 2));
    s.piece(1, &PIKEMAN, sq(3, 4));
    let m = s.piece(0, &MEDIC, sq(1, 2));
    let hurt = s.piece(0, &SELLSWORD, sq(1, 3));
    s.damage(hurt, 1);
    let mut g = s.build();
    act(&mut g, mv(w, sq(3, 3)));
    refuse(
        &mut g,
        Action::Shoot {
            piece: w,
            target: tavern_protocol::seven_square::PieceId(999),
        },
        Illegal::AlreadyActed(w),
    );
    act(
        &mut g,
        Action::Heal {
            piece: m,
            target: hurt,
        },
    );
    refuse(&mut g, mv(m, sq(1, 1)), Illegal::AlreadyActed(m));
}

/// Deploy, then move and abilities, then battle and mounting: acting in a later phase ends the
/// earlier ones.
#[test]
fn the_phases_come_in_the_rulebooks_order() {
    let mut s = Scenario::new();
    let w = s.piece(0, &WARRIOR, sq(3, 2));
    let rider = s.piece(0, &WARRIOR, sq(5, 2));
    let horse = s.piece(0, &WARHORSE, sq(5, 2));
    s.hand(0, &[&MILITIA, &MILITIA]);
    let mut g = s.build();
    act(&mut g, deploy(&MILITIA, sq(3, 0)));
    let events = act(&mut g, mv(w, sq(3, 3)));
    assert_eq!(events[0], Event::PhaseStarted { phase: Phase::Move });
    refuse(
        &mut g,
        deploy(&MILITIA, sq(3, 0)),
        Illegal::WrongPhase { now: Phase::Move },
    );
    let events = act(
        &mut g,
        Action::Mount {
            unit: rider,
            mount: horse,
        },
    );
    assert_eq!(
        events[0],
        Event::PhaseStarted {
            phase: Phase::Battle
        }
    );
    let general = tavern_protocol::seven_square::PieceId(2);
    refuse(
        &mut g,
        mv(general, sq(2, 0)),
        Illegal::WrongPhase { now: Phase::Battle },
    );
}

#[test]
fn ending_the_turn_passes_to_the_opponent_and_clears_the_turns_marks() {
    let mut s = Scenario::new();
    let w = s.piece(0, &WARRIOR, sq(3, 2));
    s.deck(1, &[&MILITIA]).deck(0, &[&MILITIA]);
    let mut g = s.build();
    act(&mut g, mv(w, sq(3, 3)));
    let events = act(&mut g, Action::EndTurn);
    assert!(events.contains(&Event::TurnStarted { seat: P1, turn: 2 }));
    assert_eq!(
        (g.current(), g.phase(), g.actions_left()),
        (P1, Phase::Deploy, 3)
    );
    assert!(g.board().pieces().iter().all(|p| !p.acted));
}
