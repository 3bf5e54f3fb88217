//! 騎カード: mounting (an empty mount, even the enemy's, or one carrying only your units), 積載,
//! the `+N`, `-N` and `【N】` modifiers, 【付与】, and a mount leaving with its riders.

mod common;

use common::*;
use tavern_protocol::seven_square::{Action, Event, Phase, Refill};
use tavern_seven_square::cards::aera::{MEDIC, MILITIA, SCOUT, WARRIOR};
use tavern_seven_square::cards::fields::{HEALING_SPRING, SECRET_PASSAGE};
use tavern_seven_square::cards::mounts::{
    AO, SAND_LIZARD, SUPPLY_CART, WARHORSE, WAR_ELEPHANT, WYVERN,
};
use tavern_seven_square::cards::verda::{HEAVY_INFANTRY, HEXER, PIKEMAN, SELLSWORD};
use tavern_seven_square::testkit::Scenario;
use tavern_seven_square::Illegal;

fn mount(
    unit: tavern_protocol::seven_square::PieceId,
    mount: tavern_protocol::seven_square::PieceId,
) -> Action {
    Action::Mount { unit, mount }
}

#[test]
fn a_unit_mounts_an_empty_mount_on_its_square() {
    let mut s = Scenario::new();
    let w = s.piece(0, &WARRIOR, sq(3, 3));
    let ao = s.piece(0, &AO, sq(3, 3));
    let mut g = s.build();
    let events = act(&mut g, mount(w, ao));
    assert!(events.contains(&Event::Mounted { unit: w, mount: ao }));
    let troop = g.board().piece(ao).expect("the troop");
    assert_eq!(troop.riders.len(), 1);
    assert_eq!(troop.riders[0].id, w);
    assert!(
        g.board().piece(w).is_none(),
        "the rider is part of the troop"
    );
    assert_eq!(
        g.phase(),
        Phase::Battle,
        "mounting belongs to the battle phase"
    );
}

#[test]
fn a_unit_may_mount_the_enemys_empty_mount() {
    let mut s = Scenario::new();
    let w = s.piece(0, &WARRIOR, sq(3, 3));
    let horse = s.piece(1, &WARHORSE, sq(3, 3));
    let mut g = s.build();
    act(&mut g, mount(w, horse));
    let troop = g.board().piece(horse).expect("the troop");
    assert_eq!((troop.owner, troop.controller()), (P1, P0));
}

#[test]
fn a_mount_carrying_enemy_units_cannot_be_mounted() {
    let mut s = Scenario::new();
    let w = s.piece(0, &WARRIOR, sq(3, 3));
    let elephant = s.piece(1, &WAR_ELEPHANT, sq(3, 3));
    s.rider(elephant, 1, &PIKEMAN);
    let mut g = s.build();
    refuse(&mut g, mount(w, elephant), Illegal::MountTaken(elephant));
}

#[test]
fn capacity_limits_the_riders() {
    let mut s = Scenario::new();
    let a = s.piece(0, &MILITIA, sq(3, 3));
    let b = s.piece(0, &SCOUT, sq(3, 3));
    let horse = s.piece(0, &WARHORSE, sq(2, 3));
    s.rider(horse, 0, &PIKEMAN);
    let c = s.piece(0, &MILITIA, sq(2, 3));
    let elephant = s.piece(0, &WAR_ELEPHANT, sq(4, 3));
    let d = s.piece(0, &MILITIA, sq(4, 3));
    let e = s.piece(0, &SCOUT, sq(4, 3));
    let mut g = s.build();
    refuse(&mut g, mount(c, horse), Illegal::MountFull(horse));
    act(&mut g, mount(d, elephant));
    act(&mut g, mount(e, elephant));
    assert_eq!(
        g.board().piece(elephant).map(|p| p.riders.len()),
        Some(2),
        "積載 2"
    );
    refuse(&mut g, mount(a, elephant), Illegal::NotTogether);
    refuse(&mut g, mount(a, b), Illegal::NotAMount(b));
    refuse(&mut g, mount(elephant, horse), Illegal::NotAUnit(elephant));
}

/// `+N` adds to the riders' value, `-N` takes from it, `【N】` replaces it.
#[test]
fn mount_modifiers_add_subtract_or_replace() {
    let mut s = Scenario::new();
    let ao = s.piece(0, &AO, sq(0, 3));
    s.rider(ao, 0, &WARRIOR);
    let wyvern = s.piece(0, &WYVERN, sq(1, 3));
    s.rider(wyvern, 0, &SELLSWORD);
    let elephant = s.piece(0, &WAR_ELEPHANT, sq(2, 3));
    s.rider(elephant, 0, &MILITIA);
    s.rider(elephant, 0, &SCOUT);
    let cart = s.piece(0, &SUPPLY_CART, sq(4, 3));
    s.rider(cart, 0, &MILITIA);
    s.rider(cart, 0, &HEAVY_INFANTRY);
    let lizard = s.piece(0, &SAND_LIZARD, sq(5, 3));
    s.rider(lizard, 0, &SELLSWORD);
    let hurt = s.piece(0, &WARHORSE, sq(6, 3));
    let rider = s.rider(hurt, 0, &WARRIOR);
    s.damage(rider, 3);
    let g = s.build();
    assert_eq!((attack(&g, ao), life(&g, ao)), (2 + 1, 4 + 2), "+1, +2");
    assert_eq!(
        (attack(&g, wyvern), life(&g, wyvern)),
        (3 + 2, 3 - 1),
        "+2, -1"
    );
    assert_eq!(
        (attack(&g, elephant), life(&g, elephant)),
        (4, 10),
        "【4】, 【10】"
    );
    assert_eq!(
        (attack(&g, cart), life(&g, cart)),
        (1 + 2 - 1, 1 + 5 + 1),
        "-1 on the sum"
    );
    assert_eq!(
        (attack(&g, lizard), life(&g, lizard)),
        (1, 3 + 3),
        "【1】, +3"
    );
    assert_eq!(
        life(&g, hurt),
        (4 - 3) + 1,
        "a rider's damage stays with it"
    );
}

/// 【付与】: the mount gives its riders an ability (名犬アオ: 【射撃1/2】; the cart: 【工作】).
#[test]
fn a_mount_grants_its_ability_to_its_riders() {
    let mut s = Scenario::new();
    let ao = s.piece(0, &AO, sq(3, 2));
    s.rider(ao, 0, &PIKEMAN);
    let target = s.piece(1, &SELLSWORD, sq(3, 4));
    let cart = s.piece(0, &SUPPLY_CART, sq(1, 2));
    s.rider(cart, 0, &MILITIA);
    let alone = s.piece(0, &PIKEMAN, sq(5, 2));
    s.hand(0, &[&SECRET_PASSAGE]).ip(0, 1);
    let mut g = s.build();
    refuse(
        &mut g,
        Action::Shoot {
            piece: alone,
            target,
        },
        Illegal::NoSuchAbility(alone),
    );
    act(&mut g, Action::Shoot { piece: ao, target });
    assert_eq!(life(&g, target), 3 - 1);
    act(
        &mut g,
        Action::Build {
            piece: cart,
            card: SECRET_PASSAGE.id,
            refill: Some(Refill::Draw),
        },
    );
    assert!(g.board().field_at(sq(1, 2)).is_some());
}

#[test]
fn a_mount_at_zero_life_goes_to_the_temple_with_its_riders() {
    let mut s = Scenario::new();
    let hexer = s.piece(0, &HEXER, sq(3, 2));
    let horse = s.piece(1, &WARHORSE, sq(3, 3));
    let rider = s.rider(horse, 1, &MILITIA);
    let mut g = s.build();
    assert_eq!(life(&g, horse), 1 + 1);
    act(
        &mut g,
        Action::Shoot {
            piece: hexer,
            target: horse,
        },
    );
    assert!(!on_board(&g, horse) && !on_board(&g, rider), "3 damage");
    assert_eq!(temple(&g, P1), vec![MILITIA.id, WARHORSE.id]);
}

#[test]
fn a_stolen_mount_returns_to_its_owners_temple() {
    let mut s = Scenario::new();
    s.phase(Phase::Battle);
    let horse = s.piece(0, &WARHORSE, sq(3, 3));
    s.rider(horse, 1, &MILITIA);
    s.piece(0, &SELLSWORD, sq(3, 3));
    let mut g = s.build();
    act(&mut g, fight(sq(3, 3)));
    assert_eq!(temple(&g, P0), vec![WARHORSE.id]);
    assert_eq!(temple(&g, P1), vec![MILITIA.id]);
}

#[test]
fn mounting_that_would_leave_the_troop_no_life_is_refused() {
    let mut s = Scenario::new();
    let m = s.piece(0, &MILITIA, sq(3, 3));
    let wyvern = s.piece(0, &WYVERN, sq(3, 3));
    let mut g = s.build();
    refuse(&mut g, mount(m, wyvern), Illegal::MountWouldDestroy(wyvern));
}

/// A rider keeps the damage it had when it mounted, and healing reaches it after the troop's
/// own damage: a troop whose only wound is its rider's may be healed, by 【治癒】 and 【回復】
/// alike. Under a mount whose life is fixed (【N】) the riders' damage does not count, so
/// there is nothing to heal.
#[test]
fn healing_reaches_a_riders_damage_from_before_it_mounted() {
    let mut s = Scenario::new();
    let medic = s.piece(0, &MEDIC, sq(3, 2));
    let horse = s.piece(0, &WARHORSE, sq(3, 3));
    let warrior = s.rider(horse, 0, &WARRIOR);
    let elephant = s.piece(0, &WAR_ELEPHANT, sq(2, 2));
    let heavy = s.rider(elephant, 0, &HEAVY_INFANTRY);
    s.field(0, &HEALING_SPRING, sq(5, 5));
    let ao = s.piece(0, &AO, sq(5, 5));
    let scout = s.rider(ao, 0, &SCOUT);
    s.damage(warrior, 3).damage(heavy, 2).damage(scout, 1);
    s.deck(1, &[&MILITIA]);
    let mut g = s.build();
    let heal = |target| Action::Heal {
        piece: medic,
        target,
    };
    assert_eq!(life(&g, elephant), 10, "【10】 whatever the rider's damage");
    refuse(&mut g, heal(elephant), Illegal::BadTarget(elephant));
    assert_eq!(life(&g, horse), (4 - 3) + 1);
    let events = act(&mut g, heal(horse));
    assert!(events.contains(&Event::Healed {
        piece: horse,
        amount: 2,
        life: 4
    }));
    let rider = g.board().piece(horse).map(|p| p.riders[0].damage);
    assert_eq!(rider, Some(1), "3 - 2");
    let events = act(&mut g, Action::EndTurn);
    assert!(events.contains(&Event::Healed {
        piece: ao,
        amount: 1,
        life: 2 + 2
    }));
}
