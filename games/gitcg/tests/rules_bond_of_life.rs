//! Rule tests for Bond of Life (生命之契): layers that stack without limit and cancel healing,
//! one point per layer.

use tavern_game::Seat;
use tavern_gitcg::testkit::Scenario;

const P0: Seat = Seat(0);

#[test]
fn bond_of_life_cancels_one_point_of_healing_per_layer_and_leaves_when_spent() {
    let mut g = Scenario::new([1103, 1201, 1301], [1403, 1101, 1301]).build();
    g.set_hp(P0, 1, 4);
    g.add_bond_of_life(P0, 1, 3);
    g.add_bond_of_life(P0, 1, 4);
    assert_eq!(g.bond_of_life(P0, 1), 7);
    g.heal(P0, 1, 2, None);
    assert_eq!((g.character(P0, 1).hp, g.bond_of_life(P0, 1)), (4, 5));
    g.heal(P0, 1, 8, None);
    assert_eq!((g.character(P0, 1).hp, g.bond_of_life(P0, 1)), (7, 0));
    assert!(g.character(P0, 1).attached.iter().all(|e| e.dead));
    // Removing the layers reports how many there were.
    g.add_bond_of_life(P0, 1, 2);
    assert_eq!(g.remove_bond_of_life(P0, 1), 2);
    g.heal(P0, 1, 2, None);
    assert_eq!(g.character(P0, 1).hp, 9);
}

/// 希格雯 Sigewinne's passive Detailed Diagnosis, Thorough Treatment: "该角色获得1点额外最大
/// 生命值" (the character gains 1 extra Max HP) once its Bond of Life is all removed. Extra Max
/// HP raises the HP with the maximum, as Glittering Gemstones' does, three times at most.
#[test]
fn sigewinnes_passive_raises_max_hp_and_hp_together() {
    const SIGEWINNE: u32 = 1213;
    let mut g = Scenario::new([SIGEWINNE, 1201, 1301], [1403, 1101, 1301]).build();
    g.set_hp(P0, 1, 6);
    for round in 1..=4u8 {
        g.add_bond_of_life(P0, 1, 1);
        g.heal(P0, 1, 1, None);
        let gained = round.min(3);
        let c = g.character(P0, 1);
        assert_eq!(
            (c.hp, c.max_hp),
            (6 + gained, 10 + gained),
            "removal {round}"
        );
    }
}

/// 阿蕾奇诺 Arlecchino's passive: "角色不会受到厄月将升以外的治疗" (she receives no healing
/// but Balemoon Rising's). A refused heal reaches nothing: her HP stay and none of her Bond of
/// Life is spent (the heal never arrived to be cancelled).
#[test]
fn a_refused_heal_reaches_nothing_and_spends_no_bond_of_life() {
    let mut g = Scenario::new([1314, 1201, 1301], [1403, 1101, 1301]).build();
    g.set_hp(P0, 0, 4);
    g.add_bond_of_life(P0, 0, 2);
    g.heal(P0, 0, 3, None);
    assert_eq!((g.character(P0, 0).hp, g.bond_of_life(P0, 0)), (4, 2));
    // Her teammates are healed as ever.
    g.set_hp(P0, 1, 4);
    g.heal(P0, 1, 3, None);
    assert_eq!(g.character(P0, 1).hp, 7);
}

/// "消耗目标至多3层生命之契" (consumes up to 3 layers of the target's Bond of Life): layers are
/// taken one by one and the rest stay.
#[test]
fn bond_of_life_is_taken_by_layers_and_the_rest_stay() {
    let mut g = Scenario::new([1103, 1201, 1301], [1403, 1101, 1301]).build();
    g.add_bond_of_life(P0, 1, 5);
    assert_eq!(g.take_bond_of_life(P0, 1, 3), 3);
    assert_eq!(g.bond_of_life(P0, 1), 2);
    assert_eq!(g.take_bond_of_life(P0, 1, 3), 2);
    assert_eq!(g.bond_of_life(P0, 1), 0);
    assert_eq!(g.take_bond_of_life(P0, 1, 3), 0);
}
