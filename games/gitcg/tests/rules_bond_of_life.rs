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
