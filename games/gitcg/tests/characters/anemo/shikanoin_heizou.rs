//! Shikanoin Heizou in real matches: Heartstopper Strike and its Charge, Declension, the
//! Windmuster Irises of his burst and his talent card.

use super::*;

const HEIZOU: u32 = 1513;
const PRE_EXISTING_GUILT: u32 = 115131;
const DECLENSION: u32 = 115132;
const IRIS_PYRO: u32 = 115135;
const CURIOUS_CASEFILES: u32 = 215131;

#[test]
fn heizou_heartstopper_strike_prepares_a_four_anemo_charge() {
    let mut g = duel([HEIZOU, KAEYA, BARBARA], FOES, &[]);
    skill(&mut g, P0, 15132);
    assert!(attached(&g, P0, 0).contains(&PRE_EXISTING_GUILT));
    assert_eq!(g.turn(), P1);
    assert_eq!(hp(&g, P1)[0], 10);
    apply(&mut g, P1, Action::DeclareEnd);
    // The Charge is his next action.
    assert_eq!(hp(&g, P1)[0], 6);
    assert!(!attached(&g, P0, 0).contains(&PRE_EXISTING_GUILT));
}

#[test]
fn heizou_gains_declension_from_swirls_and_two_layers_make_the_strike_fast_and_the_charge_stronger()
{
    let mut g = duel([HEIZOU, KAEYA, BARBARA], FOES, &[]);
    g.set_aura(P1, 0, Element::Pyro);
    skill(&mut g, P0, 15131);
    assert_eq!(stock(&g, P0, 0, DECLENSION), Some(1));
    skill(&mut g, P1, 14031);
    g.set_aura(P1, 0, Element::Hydro);
    skill(&mut g, P0, 15131);
    assert_eq!(stock(&g, P0, 0, DECLENSION), Some(2));
    skill(&mut g, P1, 14031);
    g.set_hp(P1, 0, 10);
    g.set_dice(P0, dice("oooooooo"));
    // Fast: the Charge follows at once, 4 + 1.
    skill(&mut g, P0, 15132);
    assert_eq!(stock(&g, P0, 0, DECLENSION), None);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(g.turn(), P1);
}

#[test]
fn heizou_burst_puts_the_iris_of_the_swirled_element_which_strikes_before_its_side_acts() {
    let mut g = solo([HEIZOU, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    g.set_aura(P1, 0, Element::Pyro);
    skill(&mut g, P0, 15133);
    // 4 Anemo (Swirl), and the Pyro swirled to the others.
    assert_eq!(hp(&g, P1), [6, 11, 9]);
    assert!(statuses(&g, P1, 0).contains(&(IRIS_PYRO, 1)));
    // Before seat 1 chooses its action (it goes first next round): 1 Pyro to Keqing, and
    // the Iris leaves.
    end_round(&mut g);
    foe_passes(&mut g);
    assert_eq!(hp(&g, P1)[0], 5);
    assert!(!attached(&g, P1, 0).contains(&IRIS_PYRO));
    // Without a swirl, no Iris.
    let mut plain = solo([HEIZOU, KAEYA, BARBARA], &[]);
    plain.set_energy(P0, 0, 2);
    skill(&mut plain, P0, 15133);
    assert!(statuses(&plain, P1, 0).is_empty());
}

#[test]
fn heizou_talent_uses_the_strike_and_declension_adds_one_more() {
    let mut g = solo([HEIZOU, KAEYA, BARBARA], &[CURIOUS_CASEFILES]);
    g.put(
        P0,
        tavern_gitcg::state::LocZone::Char(0),
        tavern_gitcg::cards::entities()
            .iter()
            .find(|e| e.id == DECLENSION)
            .copied()
            .expect("Declension"),
    );
    g.character_mut(P0, 0)
        .attached
        .iter_mut()
        .for_each(|e| e.stock = if e.def.id == DECLENSION { 3 } else { e.stock });
    talent(&mut g, P0, CURIOUS_CASEFILES, 0);
    // Declension 3 → 1, and the Charge deals 4 + 1 + 1.
    assert_eq!(stock(&g, P0, 0, DECLENSION), Some(1));
    assert_eq!(hp(&g, P1)[0], 4);
}
