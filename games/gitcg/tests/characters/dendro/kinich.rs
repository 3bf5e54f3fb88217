//! Kinich in real matches: Canopy Hunter: Riding High and the exchange of positions, Grapple
//! Link and Grapple Prepare, Ajaw, and his talent card.

use super::*;

const KINICH: u32 = 1709;
const BLESSING: u32 = 117092;
const GRAPPLE_LINK: u32 = 117091;
const GRAPPLE_PREPARE: u32 = 117094;
const AJAW: u32 = 117093;
const REPAID_IN_FULL: u32 = 217091;
const STRATEGIZE: u32 = 332004;
const BESTEST: u32 = 332001;

/// The options of seat 0's pending choice, as ids.
fn options(g: &Gitcg) -> Vec<u32> {
    g.view(tavern_game::Viewer::Referee).players[0]
        .picking
        .iter()
        .map(|c| c.0)
        .collect()
}

#[test]
fn kinich_canopy_hunter_links_enters_nightsoul_and_exchanges_positions_with_the_chosen_character() {
    let mut g = solo([KINICH, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17092);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(rounds_left(&g, P0, GRAPPLE_LINK), Some(2));
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(0));
    // He chooses one of his side's characters, himself included.
    assert_eq!(options(&g), [KINICH, KAEYA, BARBARA]);
    apply(&mut g, P0, Action::Pick { option: 2 });
    let order: Vec<u32> = (0..3).map(|s| g.character(P0, s).card.id).collect();
    assert_eq!(order, [BARBARA, KAEYA, KINICH]);
    assert_eq!(g.player(P0).active, 2);
    assert!(attached(&g, P0, 2).contains(&GRAPPLE_LINK));
    // Not a switch: no plunging attack follows, and the skill may be used again.
    assert!(legal_skills(&g, P0).contains(&17092));
}

#[test]
fn kinich_grapple_link_gains_from_burning_and_prepares_the_grapple_at_two_points() {
    let mut g = solo([KINICH, KLEE, BARBARA], &[]);
    skill(&mut g, P0, 17092);
    apply(&mut g, P0, Action::Pick { option: 0 });
    switch(&mut g, P0, 1);
    // Klee's 1 Pyro on Dendro: Burning, 1 point.
    skill(&mut g, P0, 13061);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
    g.set_aura(P1, 0, Element::Dendro);
    skill(&mut g, P0, 13061);
    // At 2 points: Grapple Prepare, and the 2 points are consumed.
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(0));
    assert!(attached(&g, P0, 0).contains(&GRAPPLE_PREPARE));
    assert_eq!(hp(&g, P1)[0], 5);
    // It waits while he is on the bench; back in front, 3 Dendro before the next choice.
    switch(&mut g, P0, 0);
    assert_eq!(hp(&g, P1)[0], 2);
    assert!(!attached(&g, P0, 0).contains(&GRAPPLE_PREPARE));
}

#[test]
fn kinich_grapple_prepare_strikes_the_opposing_character_nearest_his_position() {
    let mut g = solo([KINICH, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 17092);
    apply(&mut g, P0, Action::Pick { option: 1 });
    g.restore_nightsoul(P0, 1, 2);
    assert!(attached(&g, P0, 1).contains(&GRAPPLE_PREPARE));
    // In the middle position, the nearest opposing character is the one in the middle.
    skill(&mut g, P0, 17091);
    assert_eq!(hp(&g, P1), [7, 9, 10]);
    // With that one down, the nearest are both sides of it: the lower position.
    g.character_mut(P1, 1).alive = false;
    g.character_mut(P1, 1).hp = 0;
    g.restore_nightsoul(P0, 1, 2);
    skill(&mut g, P0, 17091);
    assert_eq!(hp(&g, P1), [2, 0, 10]);
}

#[test]
fn kinich_ajaw_strikes_the_active_then_the_next_opposing_character() {
    let mut g = solo([KINICH, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 17093);
    assert_eq!(summons(&g, P0), [(AJAW, 2)]);
    end_round(&mut g);
    assert_eq!(hp(&g, P1), [8, 11, 10]);
    assert_eq!(summons(&g, P0), [(AJAW, 1)]);
}

#[test]
fn kinich_talent_steals_the_costliest_card_when_his_hand_is_not_bigger_once_a_round() {
    let mut g = Scenario::new([KINICH, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[REPAID_IN_FULL])
        .hand(1, &[STRATEGIZE, BESTEST])
        .deck(1, &[STRATEGIZE; 3])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    talent(&mut g, P0, REPAID_IN_FULL, 0);
    skill(&mut g, P0, 17092);
    apply(&mut g, P0, Action::Pick { option: 0 });
    let ids = |g: &Gitcg, s: Seat| g.player(s).hand.iter().map(|c| c.id).collect::<Vec<_>>();
    assert_eq!(ids(&g, P0), [BESTEST]);
    assert_eq!(ids(&g, P1), [STRATEGIZE, STRATEGIZE]);
    // Once a round: switching back in steals nothing more.
    switch(&mut g, P0, 1);
    switch(&mut g, P0, 0);
    assert_eq!(ids(&g, P0), [BESTEST]);
}
