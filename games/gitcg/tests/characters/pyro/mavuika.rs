//! Mavuika in real matches: her Nightsoul's Blessing, Fighting Spirit, the Ring of Searing
//! Radiance, her burst and the Crucible, the three Flamestriders and her talent card.

use super::*;

const MAVUIKA: u32 = 1315;
const BLESSING: u32 = 113151;
const FIGHTING_SPIRIT: u32 = 13154;
const RING: u32 = 113153;
const CRUCIBLE: u32 = 113152;
const SOARING_ASCENT: u32 = 113154;
const BLAZING_TRAIL: u32 = 113155;
const FULL_THROTTLE: u32 = 113156;
const THROTTLE_IN_EFFECT: u32 = 113158;
const UNFETTERED: u32 = 213151;
const BURNING_FLAME: u32 = 115;

/// Sets the stock of the status `id` on a character.
fn set_stock(g: &mut Gitcg, seat: Seat, slot: u8, id: u32, n: u8) {
    let e = g
        .character_mut(seat, slot)
        .attached
        .iter_mut()
        .find(|e| e.def.id == id)
        .unwrap_or_else(|| panic!("status {id}"));
    e.stock = n;
}

/// The ids in seat 0's hand.
fn hand(g: &Gitcg) -> Vec<u32> {
    g.player(P0).hand.iter().map(|c| c.id).collect()
}

/// Whether seat 0 may play `card` on its character in `slot` now.
fn may_play_on(g: &Gitcg, card: u32, slot: u8) -> bool {
    let mut actions = Vec::new();
    g.legal_actions(P0, &mut actions);
    actions.iter().any(|a| {
        matches!(a, Action::PlayCard { card: c, target: Some(Target::Character { slot: s, .. }), .. }
            if c.0 == card && *s == slot)
    })
}

#[test]
fn mavuika_named_moment_enters_nightsoul_with_the_ring_and_picks_a_flamestrider() {
    let mut g = solo([MAVUIKA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 13152);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(2));
    assert_eq!(combat(&g, P0), [(RING, 0)]);
    let options: Vec<u32> = g.view(tavern_game::Viewer::Referee).players[0]
        .picking
        .iter()
        .map(|c| c.0)
        .collect();
    assert_eq!(options, [SOARING_ASCENT, BLAZING_TRAIL, FULL_THROTTLE]);
    apply(&mut g, P0, Action::Pick { option: 2 });
    assert_eq!(hand(&g), [FULL_THROTTLE]);
    // The skill stays usable in the blessing.
    assert!(legal_skills(&g, P0).contains(&13152));
}

#[test]
fn mavuika_gains_no_energy_and_fighting_spirit_pays_for_her_burst() {
    let mut g = solo([MAVUIKA, KAEYA, BARBARA], &[]);
    assert!(!legal_skills(&g, P0).contains(&13153));
    for _ in 0..3 {
        skill(&mut g, P0, 13151);
    }
    assert_eq!(energy(&g, P0, 0), 0);
    assert_eq!(stock(&g, P0, 0, FIGHTING_SPIRIT), Some(3));
    // 4 Pyro dice and no energy; all 3 spirit spent for 3 Pyro, and 1 Nightsoul point.
    assert_eq!(skill_price(&g, P0, 13153), 4);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 13153);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(stock(&g, P0, 0, FIGHTING_SPIRIT), Some(0));
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
    assert_eq!(combat(&g, P0), [(RING, 0)]);
    assert!(!attached(&g, P0, 0).contains(&CRUCIBLE));
}

#[test]
fn mavuika_burst_with_six_spirit_attaches_the_crucible() {
    let mut g = solo([MAVUIKA, KAEYA, BARBARA], &[SOARING_ASCENT]);
    set_stock(&mut g, P0, 0, FIGHTING_SPIRIT, 6);
    skill(&mut g, P0, 13151);
    // Spirit stops at 6.
    assert_eq!(stock(&g, P0, 0, FIGHTING_SPIRIT), Some(6));
    g.set_hp(P1, 0, 10);
    g.set_dice(P0, dice(&"o".repeat(16)));
    skill(&mut g, P0, 13153);
    assert_eq!(hp(&g, P1)[0], 4);
    assert!(statuses(&g, P0, 0).contains(&(CRUCIBLE, 2)));
    // Her Soaring Ascent keeps her Nightsoul point under the Crucible.
    talent(&mut g, P0, SOARING_ASCENT, 0);
    skill(&mut g, P0, 1131541);
    assert_eq!(hp(&g, P1)[0], 0);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
}

#[test]
fn mavuika_crucible_raises_every_normal_attack_of_her_side_twice() {
    let mut g = solo([MAVUIKA, KAEYA, BARBARA], &[]);
    g.set_dice(P0, dice(&"o".repeat(16)));
    g.put(
        P0,
        tavern_gitcg::state::LocZone::Char(0),
        entity_def(CRUCIBLE),
    );
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 7);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 4);
    assert!(!attached(&g, P0, 0).contains(&CRUCIBLE));
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 2);
}

/// The entity of id `id`, from the card list.
fn entity_def(id: u32) -> &'static tavern_gitcg::defs::EntityDef {
    tavern_gitcg::cards::entities()
        .iter()
        .find(|e| e.id == id)
        .copied()
        .unwrap_or_else(|| panic!("entity {id}"))
}

#[test]
fn mavuika_ring_spends_her_point_after_another_characters_attack_and_leaves_with_her_blessing() {
    let mut g = solo([MAVUIKA, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 13152);
    apply(&mut g, P0, Action::Pick { option: 0 });
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 11031);
    // 2 Physical, then the Ring's 1 Pyro for one of her points.
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
    // Kaeya's attack and the point spent each gave her 1 Fighting Spirit.
    assert_eq!(stock(&g, P0, 0, FIGHTING_SPIRIT), Some(2));
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 4);
    // At 0 points she leaves Nightsoul's Blessing, and the Ring leaves with it.
    assert_eq!(stock(&g, P0, 0, BLESSING), None);
    assert_eq!(combat(&g, P0), []);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 2);
}

#[test]
fn flamestrider_soaring_ascent_is_hers_alone_consumes_a_point_and_burns_when_discarded() {
    let mut g = solo([MAVUIKA, KAEYA, BARBARA], &[SOARING_ASCENT, SOARING_ASCENT]);
    assert!(!may_play_on(&g, SOARING_ASCENT, 1));
    talent(&mut g, P0, SOARING_ASCENT, 0);
    // Without a Nightsoul point, refused.
    assert!(!legal_skills(&g, P0).contains(&1131541));
    skill(&mut g, P0, 13152);
    apply(&mut g, P0, Action::Pick { option: 0 });
    assert_eq!(skill_price(&g, P0, 1131541), 1);
    skill(&mut g, P0, 1131541);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
    // Discarded from the hand: 1 Pyro.
    let idx = g
        .player(P0)
        .hand
        .iter()
        .position(|c| c.id == SOARING_ASCENT);
    g.discard_from_hand(P0, idx.expect("a Soaring Ascent in hand"));
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn flamestrider_blazing_trail_sets_off_a_summon_then_switches_on_with_two_omni_dice_and_keeps_the_turn(
) {
    let mut g = duel([MAVUIKA, KAEYA, BARBARA], FOES, &[BLAZING_TRAIL]);
    g.put(
        P0,
        tavern_gitcg::state::LocZone::Summon,
        entity_def(BURNING_FLAME),
    );
    talent(&mut g, P0, BLAZING_TRAIL, 0);
    // The card played: the Burning Flame's End Phase effect.
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), []);
    g.set_dice(P0, dice("ppcc"));
    skill(&mut g, P0, 1131551);
    assert_eq!(g.player(P0).active, 1);
    assert_eq!(dice_of(&g), dice("oopc"));
    assert_eq!(g.turn(), P0);
}

/// Seat 0's dice.
fn dice_of(g: &Gitcg) -> Dice {
    g.player(P0).dice
}

#[test]
fn flamestrider_full_throttle_prepares_two_omni_dice_for_next_round_and_draws_four_on_its_last_use()
{
    let mut g = Scenario::new([MAVUIKA, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[FULL_THROTTLE])
        .deck(0, &[FILLER; 6])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    talent(&mut g, P0, FULL_THROTTLE, 0);
    skill(&mut g, P0, 13152);
    apply(&mut g, P0, Action::Pick { option: 0 });
    let held = g.player(P0).hand.len();
    skill(&mut g, P0, 1131561);
    // The point consumed, and the prepared skill already used as the next turn began.
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
    assert_eq!(combat(&g, P0), [(RING, 0), (THROTTLE_IN_EFFECT, 1)]);
    assert_eq!(g.player(P0).hand.len(), held);
    skill(&mut g, P0, 1131561);
    // Its last usage draws 4; the last point ends her blessing.
    assert_eq!(g.player(P0).hand.len(), held + 4);
    assert_eq!(stock(&g, P0, 0, BLESSING), None);
    end_round(&mut g);
    for seat in [P0, P1] {
        apply(&mut g, seat, Action::Reroll { dice: Dice::EMPTY });
    }
    assert_eq!(g.player(P0).dice.total(), 10);
    assert!(!combat(&g, P0)
        .iter()
        .any(|(id, _)| *id == THROTTLE_IN_EFFECT));
}

/// A card to fill a deck with.
const FILLER: u32 = 332002;

#[test]
fn mavuika_talent_picks_a_flamestrider_and_a_technique_card_gives_a_point_once_a_round() {
    let mut g = solo([MAVUIKA, KAEYA, BARBARA], &[UNFETTERED]);
    talent(&mut g, P0, UNFETTERED, 0);
    apply(&mut g, P0, Action::Pick { option: 0 });
    skill(&mut g, P0, 13152);
    apply(&mut g, P0, Action::Pick { option: 0 });
    assert_eq!(hand(&g), [SOARING_ASCENT, SOARING_ASCENT]);
    // At 2 points she cannot gain one: the round's use is kept.
    talent(&mut g, P0, SOARING_ASCENT, 0);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(2));
    skill(&mut g, P0, 1131541);
    talent(&mut g, P0, SOARING_ASCENT, 0);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(2));
    skill(&mut g, P0, 1131541);
    g.set_dice(P0, dice(&"o".repeat(16)));
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 13152);
    apply(&mut g, P0, Action::Pick { option: 0 });
    skill(&mut g, P0, 1131541);
    talent(&mut g, P0, SOARING_ASCENT, 0);
    assert_eq!(stock(&g, P0, 0, BLESSING), Some(1));
}
