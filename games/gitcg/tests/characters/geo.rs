//! Geo characters in real matches: each character's skills, summons, statuses and talent.

use super::*;

#[test]
fn noelle_full_plate_halves_physical_damage_and_shields() {
    let mut g = duel([NOELLE, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 16022);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(combat(&g, P0), [(116021, 2)]);
    skill(&mut g, P1, 13011);
    assert_eq!(g.character(P0, 0).hp, 10);
    assert_eq!(combat(&g, P0), [(116021, 1)]);
    apply(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, 13012);
    assert_eq!(g.character(P0, 0).hp, 8);
    assert_eq!(combat(&g, P0), []);
}

#[test]
fn noelle_sweeping_time_discounts_and_boosts_normal_attacks() {
    let mut g = solo([NOELLE, KAEYA, BARBARA], &[]);
    g.set_dice(P0, dice("gggggggggggg"));
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16023);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(attached(&g, P0, 0), [116022]);
    let paid = skill(&mut g, P0, 16021);
    assert_eq!(paid.total(), 2);
    assert_eq!(hp(&g, P1)[0], 2);
    let again = legal(
        &g,
        P0,
        |a| matches!(a, Action::UseSkill { skill, .. } if skill.0 == 16021),
    );
    let Action::UseSkill { dice: next, .. } = again else {
        unreachable!()
    };
    assert_eq!(next.total(), 3);
}

#[test]
fn noelle_talent_heals_everyone_after_her_normal_attack_once_per_round() {
    let mut g = solo([NOELLE, KAEYA, BARBARA], &[216021]);
    g.set_hp(P0, 0, 6);
    g.set_hp(P0, 1, 8);
    talent(&mut g, P0, 216021, 0);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(combat(&g, P0), [(116021, 2)]);
    skill(&mut g, P0, 16021);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(hp(&g, P0), [7, 9, 10]);
    skill(&mut g, P0, 16021);
    assert_eq!(hp(&g, P0), [7, 9, 10]);
}

#[test]
fn ningguang_jade_screen_blunts_hits_and_powers_starshatter() {
    let mut g = duel([NINGGUANG, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 16012);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(116011, 2)]);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(combat(&g, P0), [(116011, 1)]);
    g.set_energy(P0, 0, 3);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 16013);
    assert_eq!(hp(&g, P1)[0], 2);
}

#[test]
fn ningguang_talent_screen_adds_one_to_geo_damage() {
    let mut g = solo([NINGGUANG, KAEYA, BARBARA], &[216011]);
    talent(&mut g, P0, 216011, 0);
    assert_eq!(hp(&g, P1)[0], 8);
    skill(&mut g, P0, 16011);
    assert_eq!(hp(&g, P1)[0], 6);
}

#[test]
fn zhongli_stele_shield_and_petrification() {
    let mut g = solo([ZHONGLI, KAEYA, BARBARA], &[]);
    skill(&mut g, P0, 16032);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(116031, 2)]);
    skill(&mut g, P0, 16033);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(summons(&g, P0), [(116031, 2)]);
    assert_eq!(combat(&g, P0), [(116032, 2)]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 16034);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(attached(&g, P1, 0), [116033]);
    assert!(g.skills_blocked(P1, 0));
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 1);
    assert_eq!(attached(&g, P1, 0), Vec::<u32>::new());
}

#[test]
fn zhongli_talent_adds_one_to_his_and_his_summons_geo_damage_at_seven_hp() {
    let mut g = solo([ZHONGLI, KAEYA, BARBARA], &[216031]);
    talent(&mut g, P0, 216031, 0);
    assert_eq!(hp(&g, P1)[0], 6);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 4);
}

#[test]
fn itto_ushi_absorbs_and_brings_superstrength_for_a_cheaper_charged_attack() {
    let mut g = duel([ITTO, KAEYA, BARBARA], [DILUC, GANYU, KEQING], &[]);
    skill(&mut g, P0, 16052);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(summons(&g, P0), [(116051, 1)]);
    assert_eq!(statuses(&g, P0, 0), [(116054, 1)]);
    skill(&mut g, P1, 13011);
    assert_eq!(hp(&g, P0)[0], 9);
    assert_eq!(summons(&g, P0), [(116051, 0)]);
    assert_eq!(statuses(&g, P0, 0), [(116054, 2)]);
    g.set_dice(P0, dice("oooooo"));
    assert_eq!(skill(&mut g, P0, 16051).total(), 2);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(116054, 1)]);
}

#[test]
fn itto_raging_oni_king_infuses_and_grants_superstrength_once_a_round() {
    let mut g = solo([ITTO, KAEYA, BARBARA], &[]);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, 16053);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(116053, 0)]);
    skill(&mut g, P0, 16051);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(aura(&g, P1, 0), Aura::NONE);
    assert_eq!(statuses(&g, P0, 0), [(116053, 0), (116054, 1)]);
    g.set_hp(P1, 0, 10);
    skill(&mut g, P0, 16051);
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(statuses(&g, P0, 0), [(116053, 0)]);
}

#[test]
fn itto_talent_adds_one_more_from_the_second_normal_attack_of_a_round() {
    let mut g = solo([ITTO, KAEYA, BARBARA], &[216051]);
    skill(&mut g, P0, 16052);
    talent(&mut g, P0, 216051, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(statuses(&g, P0, 0), [(116054, 1), (216051, 0)]);
    skill(&mut g, P0, 16051);
    assert_eq!(hp(&g, P1)[0], 3);
}

#[test]
fn albedo_solar_isotoma_makes_one_switch_a_round_fast_and_feeds_tectonic_tide() {
    let mut g = duel([ALBEDO, KAEYA, FISCHL], [KEQING, GANYU, DILUC], &[]);
    skill(&mut g, P0, 16042);
    assert_eq!(summons(&g, P0), [(116041, 3)]);
    assert_eq!(g.turn(), P1);
    skill(&mut g, P1, 14031);
    // The first switch this round is fast and spends none of the summon's usages.
    switch(&mut g, P0, 1);
    assert_eq!(g.turn(), P0);
    assert_eq!(summons(&g, P0), [(116041, 3)]);
    switch(&mut g, P0, 0);
    assert_eq!(g.turn(), P1);
    skill(&mut g, P1, 14031);
    // Tectonic Tide: 4 Geo, +2 while Solar Isotoma is in play.
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16043);
    assert_eq!(hp(&g, P1)[0], 4);
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(summons(&g, P0), [(116041, 2)]);
}

#[test]
fn albedo_tectonic_tide_without_solar_isotoma_deals_four() {
    let mut g = solo([ALBEDO, KAEYA, FISCHL], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16043);
    assert_eq!(hp(&g, P1)[0], 6);
}

#[test]
fn albedo_talent_cheapens_and_strengthens_plunging_attacks_while_isotoma_stands() {
    let mut g = solo([ALBEDO, KAEYA, FISCHL], &[216041]);
    talent(&mut g, P0, 216041, 0);
    assert_eq!(summons(&g, P0), [(116041, 3)]);
    switch(&mut g, P0, 1);
    // Kaeya was switched in: his Normal Attack plunges, 1 unaligned die less and +1.
    assert_eq!(skill(&mut g, P0, 11031).total(), 2);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(skill(&mut g, P0, 11031).total(), 3);
    assert_eq!(hp(&g, P1)[0], 5);
}

#[test]
fn gorou_war_banner_adds_one_to_his_sides_geo_damage_and_stacks_to_three_rounds() {
    let mut g = solo([GOROU, NOELLE, BARBARA], &[]);
    skill(&mut g, P0, 16062);
    // The banner comes after the skill's own damage.
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(116061, 0)]);
    assert_eq!(rounds_left(&g, P0, 116061), Some(2));
    // Physical damage is not Geo.
    skill(&mut g, P0, 16061);
    assert_eq!(hp(&g, P1)[0], 6);
    skill(&mut g, P0, 16062);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(rounds_left(&g, P0, 116061), Some(3));
    // Noelle's Geo too: Breastplate's 1 + 1.
    g.set_hp(P1, 0, 10);
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 16022);
    assert_eq!(hp(&g, P1)[0], 8);
}

#[test]
fn gorou_generals_glory_strikes_and_crystallizes_with_two_geo_characters() {
    let crystallize_after_a_round = |team: [u32; 3]| {
        let mut g = solo(team, &[]);
        g.set_energy(P0, 0, 2);
        skill(&mut g, P0, 16063);
        assert_eq!(hp(&g, P1)[0], 8);
        assert_eq!(summons(&g, P0), [(116062, 2)]);
        // Summons are not characters: no banner bonus.
        end_round(&mut g);
        assert_eq!(hp(&g, P1)[0], 7);
        assert_eq!(summons(&g, P0), [(116062, 1)]);
        combat(&g, P0).iter().any(|&(id, _)| id == 111)
    };
    assert!(crystallize_after_a_round([GOROU, NOELLE, BARBARA]));
    assert!(!crystallize_after_a_round([GOROU, KAEYA, BARBARA]));
}

#[test]
fn the_party_counts_knocked_out_characters_for_generals_glory() {
    let mut g = solo([GOROU, NOELLE, BARBARA], &[]);
    g.set_hp(P0, 1, 0);
    g.character_mut(P0, 1).alive = false;
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16063);
    end_round(&mut g);
    assert!(combat(&g, P0).iter().any(|&(id, _)| id == 111));
}

#[test]
fn gorou_talent_draws_once_a_round_after_geo_damage_with_the_banner_up() {
    let mut g = Scenario::new([GOROU, KAEYA, BARBARA], FOES)
        .first(1)
        .hand(0, &[216061])
        .deck(0, &[211011, 211011, 211011])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    // "After Geo damage" answers once the talent's skill is over: its banner is up by then.
    talent(&mut g, P0, 216061, 0);
    assert_eq!(g.player(P0).hand.len(), 1);
    // Once a round.
    skill(&mut g, P0, 16062);
    assert_eq!(g.player(P0).hand.len(), 1);
}

/// Rushing Hound's "我方角色造成岩元素伤害后：如果场上存在大将旗指物，抓1张牌" is read once the
/// skill that dealt the Geo damage is over: a skill that deals Geo damage and then makes the
/// banner draws, a Geo skill with no banner on the side does not.
#[test]
fn gorou_talent_reads_the_banner_once_the_skill_that_dealt_geo_is_over() {
    let mut g = Scenario::new([GOROU, NOELLE, BARBARA], FOES)
        .first(1)
        .hand(0, &[216061])
        .deck(0, &[211011; 6])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    talent(&mut g, P0, 216061, 0);
    end_round(&mut g);
    foe_passes(&mut g);
    // Round 2 (the talent may draw again): the banner is taken away.
    g.player_mut(P0).combat.clear();
    let held = g.player(P0).hand.len();
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 16022);
    assert_eq!(
        g.player(P0).hand.len(),
        held,
        "Geo damage, no banner: no card"
    );
    switch(&mut g, P0, 0);
    skill(&mut g, P0, 16062);
    assert_eq!(
        g.player(P0).hand.len(),
        held + 1,
        "Geo damage, then the banner, then the draw"
    );
}

const NAVIA: u32 = 1608;
const CRYSTAL_SHRAPNEL: u32 = 116081;

/// Navia's side alone, holding `hand` over `deck` (its last card on top), 16 Omni dice.
fn navia_scenario(hand: &[u32], deck: &[u32]) -> Gitcg {
    let mut g = Scenario::new([NAVIA, NOELLE, BARBARA], FOES)
        .first(1)
        .hand(0, hand)
        .deck(0, deck)
        .dice(0, dice(&"o".repeat(16)))
        .build();
    apply(&mut g, P1, Action::DeclareEnd);
    g
}

fn shrapnel(cards: &[&tavern_gitcg::defs::CardDef]) -> usize {
    cards.iter().filter(|c| c.id == CRYSTAL_SHRAPNEL).count()
}

#[test]
fn navia_crystalshot_spends_shrapnel_for_damage_and_cards_and_crystallize_seeds_the_deck() {
    let mut g = navia_scenario(&[CRYSTAL_SHRAPNEL, CRYSTAL_SHRAPNEL], &[321001, 321002]);
    skill(&mut g, P0, 16082);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(shrapnel(&g.player(P0).hand), 0);
    assert_eq!(g.player(P0).hand.len(), 2);
    assert!(attached(&g, P0, 0).contains(&116084));
    // The infused normal attack crystallizes: 3 Crystal Shrapnel go into the deck.
    g.set_aura(P1, 0, Element::Electro);
    skill(&mut g, P0, 16081);
    assert_eq!(hp(&g, P1)[0], 2);
    assert_eq!(shrapnel(&g.player(P0).deck), 3);
    // A Shrapnel played: 1 physical damage and a card.
    let mut g = navia_scenario(&[CRYSTAL_SHRAPNEL], &[321001]);
    let card = legal(
        &g,
        P0,
        |a| matches!(a, Action::PlayCard { card, .. } if *card == CardId(CRYSTAL_SHRAPNEL)),
    );
    apply(&mut g, P0, card);
    assert_eq!(hp(&g, P1)[0], 9);
    assert_eq!(g.player(P0).hand.len(), 1);
}

#[test]
fn navia_burst_summons_the_salute_which_draws_shrapnel_from_the_deck() {
    let mut g = navia_scenario(&[], &[CRYSTAL_SHRAPNEL, 321001, 321002, 321003, 321004]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16083);
    assert_eq!(hp(&g, P1), [9, 9, 9]);
    assert_eq!(summons(&g, P0), [(116082, 2)]);
    assert_eq!(shrapnel(&g.player(P0).hand), 1);
    // End phase: 1 Geo damage and the Shrapnel at the bottom of the deck drawn first.
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(summons(&g, P0), [(116082, 1)]);
    assert_eq!(shrapnel(&g.player(P0).hand), 2);
    assert_eq!(shrapnel(&g.player(P0).deck), 0);
}

#[test]
fn navia_talent_uses_crystalshot_and_draws_two_shrapnel_once_a_round() {
    let deck = [
        CRYSTAL_SHRAPNEL,
        CRYSTAL_SHRAPNEL,
        CRYSTAL_SHRAPNEL,
        321001,
        321002,
    ];
    let mut g = navia_scenario(&[216081], &deck);
    talent(&mut g, P0, 216081, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(shrapnel(&g.player(P0).hand), 2);
    skill(&mut g, P0, 16082);
    assert_eq!(hp(&g, P1)[0], 2);
    // The two discarded Shrapnel drew the top two cards; no third Shrapnel this round.
    assert_eq!(g.player(P0).hand.len(), 2);
    assert_eq!(shrapnel(&g.player(P0).hand), 0);
    assert_eq!(shrapnel(&g.player(P0).deck), 1);
}

const YUN_JIN: u32 = 1607;
/// 立本 Liben, free.
const LIBEN_CARD: u32 = 322008;

#[test]
fn yun_jin_spear_flourish_hits_harder_after_a_discard_or_tune_this_round() {
    let mut g = solo([YUN_JIN, KAEYA, BARBARA], &[LIBEN_CARD, LIBEN_CARD]);
    skill(&mut g, P0, 16072);
    // Seat 1 has ended: the prepared Spear Flourish comes at once, and its shield leaves.
    assert_eq!(hp(&g, P1)[0], 8);
    assert_eq!(combat(&g, P0), [(116073, 1)]);
    assert_eq!(statuses(&g, P0, 0), [(16075, 0)]);
    g.set_dice(P0, dice(&format!("c{}", "o".repeat(15))));
    apply(
        &mut g,
        P0,
        Action::Tune {
            card: CardId(LIBEN_CARD),
            die: tavern_protocol::gitcg::DieFace::Cryo,
        },
    );
    skill(&mut g, P0, 16072);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(combat(&g, P0), [(116073, 2)]);
}

#[test]
fn yun_jin_flag_formation_makes_normal_attacks_cheaper_over_a_small_hand() {
    let mut g = solo([YUN_JIN, KAEYA, BARBARA], &[LIBEN_CARD, LIBEN_CARD]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16073);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat(&g, P0), [(116073, 3)]);
    // Two cards in hand: full price, no usage spent.
    assert_eq!(skill_price(&g, P0, 16071), 3);
    g.player_mut(P0).hand.pop();
    assert_eq!(skill_price(&g, P0, 16071), 2);
    skill(&mut g, P0, 16071);
    assert_eq!(hp(&g, P1)[0], 5);
    assert_eq!(combat(&g, P0), [(116073, 2)]);
}

#[test]
fn yun_jin_talent_adds_two_to_a_flagged_attack_over_an_empty_hand() {
    let mut g = solo([YUN_JIN, KAEYA, BARBARA], &[216071]);
    g.set_energy(P0, 0, 2);
    talent(&mut g, P0, 216071, 0);
    assert_eq!(hp(&g, P1)[0], 7);
    assert_eq!(combat(&g, P0), [(116073, 3)]);
    // Any character of the side: Kaeya's attack, 1 die less and 2 + 2.
    switch(&mut g, P0, 1);
    assert_eq!(skill_price(&g, P0, 11031), 2);
    skill(&mut g, P0, 11031);
    assert_eq!(hp(&g, P1)[0], 3);
    assert_eq!(combat(&g, P0), [(116073, 2)]);
}

const CHIORI: u32 = 1609;
const GROUCHY: u32 = 116091;
const NOTHING_TO_SEE_HERE: u32 = 116092;
const EFFORTLESSLY_OUTCLASSING: u32 = 116093;
const TRANQUILLY_TAKING_TEN: u32 = 116094;
const EYES_SHUT: u32 = 116095;
const BOMBASTIC_SIDE_EYE: u32 = 116096;

/// The dolls seat 0 is offered to pick from.
fn picking(g: &Gitcg) -> Vec<u32> {
    g.view(tavern_game::Viewer::Referee).players[0]
        .picking
        .iter()
        .map(|c| c.0)
        .collect()
}

/// Puts Chiori's doll `id` in seat 0's summon zone.
fn put_doll(g: &mut Gitcg, id: u32) {
    let def = tavern_gitcg::cards::entities()
        .iter()
        .find(|e| e.id == id)
        .unwrap_or_else(|| panic!("entity {id}"));
    g.put(P0, tavern_gitcg::state::LocZone::Summon, def);
}

#[test]
fn chiori_burst_deals_5_geo_and_fluttering_hasode_summons_the_doll_she_picks() {
    let mut g = solo([CHIORI, NOELLE, BARBARA], &[]);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16093);
    assert_eq!(hp(&g, P1)[0], 5);
    skill(&mut g, P0, 16092);
    let offered = picking(&g);
    assert_eq!(offered.len(), 3);
    assert!(!offered.contains(&TRANQUILLY_TAKING_TEN));
    // Fighting With Her Eyes Shut would raise its own damage: pick another to count plainly.
    let option = offered.iter().position(|&d| d != EYES_SHUT).unwrap_or(0);
    apply(
        &mut g,
        P0,
        Action::Pick {
            option: option as u8,
        },
    );
    assert_eq!(summons(&g, P0), [(offered[option], 2)]);
    assert!(picking(&g).is_empty());
    // End phase: 1 Geo damage, 1 usage spent.
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 4);
    assert_eq!(summons(&g, P0), [(offered[option], 1)]);
}

#[test]
fn chiori_grouchy_tamoto_turns_her_physical_damage_geo_and_raises_her_normal_attacks() {
    let mut g = solo([CHIORI, NOELLE, BARBARA], &[]);
    put_doll(&mut g, GROUCHY);
    g.set_aura(P1, 0, Element::Cryo);
    skill(&mut g, P0, 16091);
    // 2 Physical turned Geo, +1 for the normal attack, +1 for Crystallize.
    assert_eq!(hp(&g, P1)[0], 6);
    assert_eq!(aura(&g, P1, 0), Aura::default());
    // Noelle's physical damage stays physical and unraised.
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 16021);
    assert_eq!(hp(&g, P1)[0], 4);
}

#[test]
fn chiori_nothing_to_see_here_tamoto_switches_to_the_next_character_once_a_round() {
    let mut g = solo([CHIORI, NOELLE, BARBARA], &[]);
    put_doll(&mut g, NOTHING_TO_SEE_HERE);
    skill(&mut g, P0, 16091);
    assert_eq!(g.player(P0).active, 1);
    skill(&mut g, P0, 16021);
    assert_eq!(g.player(P0).active, 1, "once per round");
}

#[test]
fn chiori_effortlessly_outclassing_tamoto_strikes_after_another_characters_skill_once_a_round() {
    let mut g = solo([CHIORI, NOELLE, BARBARA], &[]);
    put_doll(&mut g, EFFORTLESSLY_OUTCLASSING);
    skill(&mut g, P0, 16091);
    assert_eq!(hp(&g, P1)[0], 8, "not after Chiori's own skills");
    switch(&mut g, P0, 1);
    skill(&mut g, P0, 16021);
    assert_eq!(hp(&g, P1)[0], 5);
    skill(&mut g, P0, 16021);
    assert_eq!(hp(&g, P1)[0], 3, "once per round");
}

#[test]
fn chiori_eyes_shut_tamoto_raises_geo_damage_of_chiori_and_her_dolls_twice_a_round() {
    let mut g = solo([CHIORI, NOELLE, BARBARA], &[]);
    put_doll(&mut g, EYES_SHUT);
    put_doll(&mut g, TRANQUILLY_TAKING_TEN);
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, 16093);
    assert_eq!(hp(&g, P1)[0], 4);
    // End phase: its own 1 Geo damage is raised (the second time), Tranquilly's is not.
    end_round(&mut g);
    assert_eq!(hp(&g, P1)[0], 1);
}

#[test]
fn chiori_bombastic_side_eye_tamoto_makes_her_normal_attack_cheaper_once_a_round() {
    let mut g = solo([CHIORI, NOELLE, BARBARA], &[]);
    put_doll(&mut g, BOMBASTIC_SIDE_EYE);
    assert_eq!(skill(&mut g, P0, 16091).total(), 2);
    assert_eq!(skill(&mut g, P0, 16091).total(), 3);
}

#[test]
fn chiori_talent_uses_fluttering_hasode_with_tranquilly_taking_ten_and_four_dolls_to_pick() {
    let mut g = solo([CHIORI, NOELLE, BARBARA], &[216091]);
    talent(&mut g, P0, 216091, 0);
    let offered = picking(&g);
    assert_eq!(offered.len(), 4);
    assert!(!offered.contains(&TRANQUILLY_TAKING_TEN));
    apply(&mut g, P0, Action::Pick { option: 3 });
    assert_eq!(
        summons(&g, P0),
        [(TRANQUILLY_TAKING_TEN, 2), (offered[3], 2)]
    );
}
