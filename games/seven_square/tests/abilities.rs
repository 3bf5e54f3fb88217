//! 能力: 【射撃】, 【工作】 and the fields it places (【補填】, 【回復】), and the project's
//! 【治癒】 and 【応急手当】 (an ability of the battle phase). 【付与】 is in `mounts.rs`,
//! 【鼓舞】 in `battle.rs`, 【移動:同名】 in `movement.rs`, 【出撃】 in `turn.rs`.

mod common;

use common::*;
use tavern_protocol::seven_square::{Action, Event, Phase, Refill};
use tavern_seven_square::cards::aera::{LONGBOWMAN, MEDIC, MILITIA, SAPPER, SCOUT, WARRIOR};
use tavern_seven_square::cards::fields::{BARRACKS, FORWARD_BASE, HEALING_SPRING, SECRET_PASSAGE};
use tavern_seven_square::cards::mounts::WARHORSE;
use tavern_seven_square::cards::verda::{APOTHECARY, GARON, PIKEMAN, SELLSWORD, SIEGE_ENGINEER};
use tavern_seven_square::testkit::Scenario;
use tavern_seven_square::Illegal;

fn shoot(
    piece: tavern_protocol::seven_square::PieceId,
    target: tavern_protocol::seven_square::PieceId,
) -> Action {
    Action::Shoot { piece, target }
}

/// 【射撃X/Y】: instead of moving, X damage to an enemy unit 1 to Y squares away (the
/// diagram's squares marked 1..Y, not the shooter's own square).
#[test]
fn shooting_deals_its_damage_within_its_range() {
    let mut s = Scenario::new();
    let bow = s.piece(0, &LONGBOWMAN, sq(3, 1));
    let near = s.piece(1, &SELLSWORD, sq(4, 3));
    let far = s.piece(1, &SELLSWORD, sq(3, 5));
    let same = s.piece(1, &SCOUT, sq(3, 1));
    let friend = s.piece(0, &SCOUT, sq(2, 1));
    let empty = s.piece(1, &WARHORSE, sq(3, 2));
    let mut g = s.build();
    refuse(
        &mut g,
        shoot(bow, far),
        Illegal::OutOfRange {
            piece: bow,
            target: far,
        },
    );
    refuse(
        &mut g,
        shoot(bow, same),
        Illegal::OutOfRange {
            piece: bow,
            target: same,
        },
    );
    refuse(&mut g, shoot(bow, friend), Illegal::BadTarget(friend));
    refuse(&mut g, shoot(bow, empty), Illegal::BadTarget(empty));
    refuse(&mut g, shoot(friend, near), Illegal::NoSuchAbility(friend));
    let events = act(&mut g, shoot(bow, near));
    assert_eq!(
        events[1],
        Event::Shot {
            piece: bow,
            target: near
        }
    );
    assert_eq!(life(&g, near), 3 - 2);
    assert_eq!(g.actions_left(), 2, "a shot is one of the three");
}

/// A card at 0 life or less goes to the temple at once, not at the end of the phase.
#[test]
fn a_shot_destroys_at_once() {
    let mut s = Scenario::new();
    let w = s.piece(0, &WARRIOR, sq(3, 2));
    let m = s.piece(1, &MILITIA, sq(3, 3));
    let mut g = s.build();
    act(&mut g, shoot(w, m));
    assert!(!on_board(&g, m));
    assert_eq!(temple(&g, P1), vec![MILITIA.id]);
}

/// 【治癒X/Y】 (the project's): one of your damaged units 0 to Y squares away recovers up to X.
#[test]
fn healing_gives_back_life_to_a_damaged_unit() {
    let mut s = Scenario::new();
    let medic = s.piece(0, &MEDIC, sq(3, 2));
    let hurt = s.piece(0, &WARRIOR, sq(3, 3));
    let whole = s.piece(0, &WARRIOR, sq(2, 2));
    let enemy = s.piece(1, &SELLSWORD, sq(4, 2));
    s.damage(hurt, 3).damage(enemy, 1);
    let mut g = s.build();
    refuse(
        &mut g,
        Action::Heal {
            piece: medic,
            target: whole,
        },
        Illegal::BadTarget(whole),
    );
    refuse(
        &mut g,
        Action::Heal {
            piece: medic,
            target: enemy,
        },
        Illegal::BadTarget(enemy),
    );
    let events = act(
        &mut g,
        Action::Heal {
            piece: medic,
            target: hurt,
        },
    );
    assert!(events.contains(&Event::Healed {
        piece: hurt,
        amount: 2,
        life: 3
    }));
}

/// 【工作】: instead of moving, the engineer places a field card from hand on its own square,
/// one field a square, for the field's cost.
#[test]
fn an_engineer_places_a_field_on_its_square_for_its_cost() {
    let mut s = Scenario::new();
    let sapper = s.piece(0, &SAPPER, sq(2, 2));
    let busy = s.piece(0, &SIEGE_ENGINEER, sq(3, 0));
    let w = s.piece(0, &WARRIOR, sq(4, 2));
    s.hand(0, &[&FORWARD_BASE, &HEALING_SPRING, &SCOUT])
        .ip(0, 2);
    let mut g = s.build();
    let build = |piece, card: &tavern_seven_square::cards::CardDef| Action::Build {
        piece,
        card: card.id,
        refill: None,
    };
    refuse(
        &mut g,
        build(sapper, &FORWARD_BASE),
        Illegal::NotEnoughIp { needed: 3, have: 2 },
    );
    refuse(&mut g, build(sapper, &SCOUT), Illegal::WrongKind(SCOUT.id));
    refuse(&mut g, build(w, &HEALING_SPRING), Illegal::NoSuchAbility(w));
    refuse(
        &mut g,
        build(busy, &HEALING_SPRING),
        Illegal::FieldPresent(sq(3, 0)),
    );
    let events = act(&mut g, build(sapper, &HEALING_SPRING));
    let field = g.board().field_at(sq(2, 2)).expect("placed");
    assert_eq!((field.card.id, field.owner), (HEALING_SPRING.id, P0));
    assert!(events.contains(&Event::IpPaid {
        seat: P0,
        paid: 2,
        ip: 0
    }));
    refuse(&mut g, mv(sapper, sq(2, 3)), Illegal::AlreadyActed(sapper));
}

/// 【補填(設置時):同名or1】: placed by an engineer, the field takes a card of its name from the
/// deck, or the deck's top card; a field without it takes nothing, and a search needs a card
/// of the field's name in the deck.
#[test]
fn refill_takes_a_card_of_the_same_name_or_the_top_card() {
    let mut s = Scenario::new();
    let a = s.piece(0, &SAPPER, sq(1, 2));
    let b = s.piece(0, &SAPPER, sq(5, 2));
    let c = s.piece(0, &SAPPER, sq(3, 2));
    s.hand(0, &[&SECRET_PASSAGE, &BARRACKS, &HEALING_SPRING])
        .ip(0, 9);
    s.deck(0, &[&MILITIA, &SECRET_PASSAGE, &SCOUT]);
    let mut g = s.build();
    let build = |piece, card: &tavern_seven_square::cards::CardDef, refill| Action::Build {
        piece,
        card: card.id,
        refill,
    };
    refuse(
        &mut g,
        build(b, &BARRACKS, Some(Refill::Search)),
        Illegal::BadRefill,
    );
    refuse(
        &mut g,
        build(c, &HEALING_SPRING, Some(Refill::Draw)),
        Illegal::BadRefill,
    );
    act(&mut g, build(a, &SECRET_PASSAGE, Some(Refill::Search)));
    assert!(hand(&g, P0).contains(&SECRET_PASSAGE.id), "searched");
    assert_eq!(g.player(P0).deck.len(), 2);
    act(&mut g, build(b, &BARRACKS, Some(Refill::Draw)));
    assert!(hand(&g, P0).contains(&SCOUT.id), "the top card");
    act(&mut g, build(c, &HEALING_SPRING, None));
    assert_eq!(g.player(P0).deck.len(), 1);
}

/// 【補填】 "…加えることが出来る" says the player *may* take a card: a field with it may be placed
/// taking none, and the deck is left alone (near the end of the deck, every card taken brings
/// the draw phase's loss closer). Taking a card is listed first, declining after.
#[test]
fn refill_may_be_declined() {
    let mut s = Scenario::new();
    let a = s.piece(0, &SAPPER, sq(1, 2));
    let b = s.piece(0, &SAPPER, sq(5, 2));
    s.hand(0, &[&SECRET_PASSAGE, &BARRACKS]).ip(0, 9);
    s.deck(0, &[&SECRET_PASSAGE, &SCOUT]);
    let mut g = s.build();
    let build = |piece, card: &tavern_seven_square::cards::CardDef, refill| Action::Build {
        piece,
        card: card.id,
        refill,
    };
    let listed = legal(&g);
    let at = |a: Action| listed.iter().position(|&x| x == a);
    let draw = at(build(a, &SECRET_PASSAGE, Some(Refill::Draw)));
    assert!(draw.is_some() && draw < at(build(a, &SECRET_PASSAGE, None)));
    let events = act(&mut g, build(a, &SECRET_PASSAGE, None));
    assert!(!events.iter().any(|e| matches!(e, Event::Refilled { .. })));
    act(&mut g, build(b, &BARRACKS, None));
    assert_eq!(g.player(P0).deck.len(), 2, "no card was taken");
    assert!(hand(&g, P0).is_empty());
    assert_eq!(g.board().fields().len(), 4, "both camps and both fields");
}

/// 【応急手当N】, an ability of the battle phase (the rulebook: "戦闘フェイズには戦闘・一部能力・
/// 騎乗が行える", battles, *some abilities* and mounting): one of your wounded units on the card's
/// square recovers up to N, here before the battle it turns. It is the card's one action of the
/// turn (not after moving, not twice) but not one of the move phase's 3, and a card deployed
/// this turn may use it.
#[test]
fn first_aid_heals_on_its_square_in_the_battle_phase() {
    let mut s = Scenario::new();
    s.phase(Phase::Move);
    let medic = s.piece(0, &APOTHECARY, sq(3, 3));
    let hurt = s.piece(0, &WARRIOR, sq(3, 3));
    let enemy = s.piece(1, &PIKEMAN, sq(3, 3));
    let walker = s.piece(0, &APOTHECARY, sq(1, 2));
    let fresh = s.piece(0, &APOTHECARY, sq(5, 3));
    let other = s.piece(0, &SELLSWORD, sq(5, 3));
    s.arrived(fresh, 1);
    s.damage(hurt, 3).damage(other, 1);
    let mut g = s.build();
    let aid = |piece, target| Action::FirstAid { piece, target };
    refuse(&mut g, aid(hurt, hurt), Illegal::NoSuchAbility(hurt));
    refuse(&mut g, aid(medic, enemy), Illegal::BadTarget(enemy));
    refuse(&mut g, aid(medic, medic), Illegal::BadTarget(medic));
    refuse(
        &mut g,
        aid(medic, other),
        Illegal::OutOfRange {
            piece: medic,
            target: other,
        },
    );
    act(&mut g, mv(walker, sq(1, 3)));
    let events = act(&mut g, aid(medic, hurt));
    assert_eq!(
        events[0],
        Event::PhaseStarted {
            phase: Phase::Battle
        }
    );
    assert!(events.contains(&Event::Healed {
        piece: hurt,
        amount: 2,
        life: 3
    }));
    assert_eq!(g.actions_left(), 2, "only the move counted");
    refuse(&mut g, aid(medic, hurt), Illegal::AlreadyActed(medic));
    refuse(&mut g, aid(walker, walker), Illegal::AlreadyActed(walker));
    act(&mut g, aid(fresh, other));
    act(&mut g, fight(sq(3, 3)));
    assert_eq!(life(&g, hurt), 3 - 2, "saved: 1 life left without the aid");
    assert!(!on_board(&g, enemy));
}

/// 【回復N】: in the end phase, the turn player's units on the spring recover up to N life.
#[test]
fn the_healing_spring_heals_the_turn_players_units_in_the_end_phase() {
    let mut s = Scenario::new();
    s.field(1, &HEALING_SPRING, sq(2, 2));
    let mine = s.piece(0, &WARRIOR, sq(2, 2));
    let horse = s.piece(0, &WARHORSE, sq(2, 2));
    s.rider(horse, 0, &PIKEMAN);
    s.damage(mine, 3).damage(horse, 1);
    s.deck(1, &[&SCOUT]);
    let mut g = s.build();
    let events = act(&mut g, Action::EndTurn);
    assert!(events.contains(&Event::Healed {
        piece: mine,
        amount: 2,
        life: 3
    }));
    assert_eq!(life(&g, horse), 3, "a troop's own damage heals too");
}

/// Fighting a field to 0 destroys it: a field card goes to its owner's temple; a starting camp,
/// not a card, just leaves.
#[test]
fn a_destroyed_field_goes_to_its_owners_temple_and_a_camp_leaves_no_card() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    s.general(1, &GARON, sq(0, 6));
    let camp = tavern_protocol::seven_square::PieceId(1);
    s.piece(0, &SIEGE_ENGINEER, sq(3, 6));
    let base = s.field(1, &SECRET_PASSAGE, sq(2, 3));
    s.piece(0, &SAPPER, sq(2, 3));
    s.damage(camp, 8).damage(base, 4);
    let mut g = s.build();
    act(
        &mut g,
        Action::Fight {
            at: sq(3, 6),
            field: true,
        },
    );
    act(
        &mut g,
        Action::Fight {
            at: sq(2, 3),
            field: true,
        },
    );
    assert!(g
        .board()
        .fields()
        .iter()
        .all(|f| f.id != camp && f.id != base));
    assert_eq!(temple(&g, P1), vec![SECRET_PASSAGE.id]);
}
