//! Tests for the equipment cards that arrived in 5.4–5.8 (a weapon, four artifacts, three
//! Technique cards), each equipped in a real match through the `Game` trait and its text
//! checked with exact numbers: what it answers, its once-per-round limits and its usages.

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Dice, Element, Phase, Side, SkillId, Target};

mod card_helpers;
use card_helpers::*;
#[path = "card_helpers/turns.rs"]
mod turns;
use turns::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

// Characters and skills.
const GANYU: u32 = 1101;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const MUALANI: u32 = 1214;
const COLLEI: u32 = 1701;
const GANYU_NORMAL: u32 = 11011;
const KEQING_NORMAL: u32 = 14031;
const MUALANI_NORMAL: u32 = 12141;
const SURFSHARK_WAVEBREAKER: u32 = 12142;
const COLLEI_NORMAL: u32 = 17011;
const FLORAL_BRUSH: u32 = 17012;

// Cards used alongside.
const STRATEGIZE: u32 = 332004;
const LIYUE_HARBOR_WHARF: u32 = 321001;
const PAIMON: u32 = 322001;
const XENOCHROMATIC_HUNTERS_RAY: u32 = 313001;
const KOHOLASAURUS: u32 = 313003;

// The cards, their entities and Techniques.
const THE_DOCKHANDS_ASSISTANT: u32 = 311509;
const CROWN_OF_THE_SAINTS: u32 = 312033;
const CROWN_OF_THE_SAINTS_STATUS: u32 = 301205;
const SCROLL_OF_THE_HERO_OF_CINDER_CITY: u32 = 312034;
const CROWNLESS_CROWN: u32 = 312035;
const CROWNLESS_CROWN_STATUS: u32 = 301206;
const WHIMSICAL_DANCE_OF_THE_WITHERED: u32 = 312036;
const WAVERIDER: u32 = 313007;
const WAVERIDER_SHIELD: u32 = 301304;
const SWIFTSTRIKE_CANNON: u32 = 3130071;
const TATANKASAURUS: u32 = 313008;
const SPIRITED_STATE: u32 = 3130081;
const TATANKASAURUS_FIRST: u32 = 301303;
const TATANKASAURUS_SECOND: u32 = 301305;
const RAWR_RAWR: u32 = 313009;
const RAWR_RAWR_SKILL: u32 = 3130092;
const YIKES: u32 = 301306;
const SAURIAN_BUDDY_CHEERS: u32 = 301307;
const SAURIAN_MORAL_SUPPORT: u32 = 301308;

/// The switch of `seat` to `slot`, paying what `legal_actions` suggests.
fn switch_seat(g: &mut Gitcg, seat: Seat, slot: u8) {
    let dice = legal(g, seat)
        .into_iter()
        .find_map(|a| match a {
            Action::Switch { slot: s, dice } if s == slot => Some(dice),
            _ => None,
        })
        .expect("the switch is a legal action");
    act(g, seat, Action::Switch { slot, dice });
}

/// The usages of the equipment `id` on seat 0's character in `slot`.
fn usages_of(g: &Gitcg, slot: u8, id: u32) -> u8 {
    attached(g, P0, slot, id)
        .unwrap_or_else(|| panic!("{id} is not on character {slot}"))
        .usage
}

// ---------------------------------------------------------------- weapon

#[test]
fn the_dockhands_assistant_discards_to_soften_a_hit_then_spends_its_unity_on_the_next_damage() {
    let mut g = scenario(
        [KEQING, GANYU, DILUC],
        &[THE_DOCKHANDS_ASSISTANT, STRATEGIZE, LIYUE_HARBOR_WHARF],
        "eeeeeeeee",
    )
    .deck(0, &[PAIMON])
    .dice(1, dice("ccc"))
    .build();
    play(&mut g, P0, THE_DOCKHANDS_ASSISTANT, own(0));
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(hp(&g, P1, 0), 10, "no flat bonus");
    skill(&mut g, P1, GANYU_NORMAL);
    assert_eq!(hp(&g, P0, 0), 9, "the hit is 1 less");
    assert_eq!(
        hand_ids(&g, P0),
        vec![STRATEGIZE],
        "the costliest card went"
    );
    assert_eq!(stock_on(&g, 0, THE_DOCKHANDS_ASSISTANT), 1, "one Unity");
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(hp(&g, P1, 0), 7, "2 + 1 for the Unity spent");
    assert_eq!(
        hand_ids(&g, P0),
        vec![STRATEGIZE, PAIMON],
        "a card per Unity"
    );
    assert_eq!(stock_on(&g, 0, THE_DOCKHANDS_ASSISTANT), 0);
}

// ---------------------------------------------------------------- artifacts

/// Seat 0's Mualani has entered Nightsoul's Blessing wearing `artifact`, and seat 1 (to act)
/// holds dice to switch.
fn mualani_blessed(artifact: u32) -> Gitcg {
    let mut g = scenario([MUALANI, GANYU, DILUC], &[artifact], "hhhhhhhh")
        .dice(1, dice("cccc"))
        .build();
    play(&mut g, P0, artifact, own(0));
    skill(&mut g, P0, SURFSHARK_WAVEBREAKER);
    assert_eq!(g.nightsoul_points(P0, 0), 2);
    g
}

#[test]
fn crown_of_the_saints_raises_the_next_skill_damage_after_nightsoul_is_spent() {
    let mut g = mualani_blessed(CROWN_OF_THE_SAINTS);
    assert!(attached(&g, P0, 0, CROWN_OF_THE_SAINTS_STATUS).is_none());
    // Seat 1 switches: Bitey Shark spends a point and bites the new active character.
    switch_seat(&mut g, P1, 1);
    assert_eq!(g.nightsoul_points(P0, 0), 1);
    assert!(attached(&g, P0, 0, CROWN_OF_THE_SAINTS_STATUS).is_some());
    skill(&mut g, P0, MUALANI_NORMAL);
    assert_eq!(
        hp(&g, P1, 1),
        10 - (1 + 2 + 1),
        "1 Hydro, 2 for Bite Target, 1 for the crown"
    );
    assert!(
        attached(&g, P0, 0, CROWN_OF_THE_SAINTS_STATUS).is_none_or(|e| e.dead),
        "the bonus is spent"
    );
}

#[test]
fn scroll_of_the_hero_of_cinder_city_gives_two_energy_once_a_round() {
    let mut g = mualani_blessed(SCROLL_OF_THE_HERO_OF_CINDER_CITY);
    assert_eq!(energy(&g, P0, 0), 1, "from her Elemental Skill");
    switch_seat(&mut g, P1, 1);
    assert_eq!(
        [energy(&g, P0, 0), energy(&g, P0, 1), energy(&g, P0, 2)],
        [2, 1, 0],
        "the active character's energy fills, then the next unfilled one's"
    );
    act(&mut g, P0, Action::DeclareEnd);
    switch_seat(&mut g, P1, 2);
    assert_eq!(g.nightsoul_points(P0, 0), 0, "a second point is spent");
    assert_eq!(
        [energy(&g, P0, 0), energy(&g, P0, 1), energy(&g, P0, 2)],
        [2, 1, 0],
        "once per round"
    );
}

#[test]
fn crownless_crown_makes_the_opposing_active_take_one_more_after_burning() {
    let mut g = scenario([COLLEI, GANYU, DILUC], &[CROWNLESS_CROWN], "dddddd").build();
    g.set_aura(P1, 0, Element::Pyro);
    play(&mut g, P0, CROWNLESS_CROWN, own(0));
    skill(&mut g, P0, FLORAL_BRUSH);
    assert_eq!(hp(&g, P1, 0), 12 - 4, "3 Dendro + 1 for Burning");
    let layer = attached(&g, P1, 0, CROWNLESS_CROWN_STATUS).expect("a layer on Ganyu");
    assert_eq!(layer.usage, 1);
    act(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, COLLEI_NORMAL);
    assert_eq!(hp(&g, P1, 0), 8 - 3, "2 Physical + 1 for the layer");
    assert!(attached(&g, P1, 0, CROWNLESS_CROWN_STATUS).is_none_or(|e| e.dead));
}

#[test]
fn whimsical_dance_of_the_withered_bonds_both_actives_after_a_skill_once_a_round() {
    let mut g = trio(&[WHIMSICAL_DANCE_OF_THE_WITHERED], "cccccc");
    play(&mut g, P0, WHIMSICAL_DANCE_OF_THE_WITHERED, own(0));
    skill(&mut g, P0, GANYU_NORMAL);
    assert_eq!((g.bond_of_life(P0, 0), g.bond_of_life(P1, 0)), (1, 1));
    act(&mut g, P1, Action::DeclareEnd);
    skill(&mut g, P0, GANYU_NORMAL);
    assert_eq!(
        (g.bond_of_life(P0, 0), g.bond_of_life(P1, 0)),
        (1, 1),
        "once per round"
    );
}

// ---------------------------------------------------------------- Techniques

#[test]
fn waverider_shields_when_equipped_and_gains_a_usage_when_its_wearer_leaves() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[WAVERIDER], "cccccccccc"));
    assert_eq!(card_cost(&g, WAVERIDER, own(0)), 5);
    play(&mut g, P0, WAVERIDER, own(0));
    let shield = attached(&g, P0, 0, WAVERIDER_SHIELD).expect("a shield on Ganyu");
    assert_eq!(shield.usage, 2);
    assert_eq!(skill_cost_of(&g, P0, SWIFTSTRIKE_CANNON), 1);
    skill(&mut g, P0, SWIFTSTRIKE_CANNON);
    assert_eq!(hp(&g, P1, 0), 10, "2 Physical");
    assert_eq!(usages_of(&g, 0, WAVERIDER), 1);
    switch(&mut g, 1);
    assert_eq!(usages_of(&g, 0, WAVERIDER), 2, "its wearer left the field");
}

#[test]
fn tatankasaurus_makes_its_wearer_use_its_normal_attack_at_its_next_two_turns() {
    let mut g = scenario([DILUC, GANYU, KEQING], &[TATANKASAURUS], "pppppppp").build();
    assert_eq!(card_cost(&g, TATANKASAURUS, own(0)), 4);
    play(&mut g, P0, TATANKASAURUS, own(0));
    assert_eq!(skill_cost_of(&g, P0, SPIRITED_STATE), 3);
    skill(&mut g, P0, SPIRITED_STATE);
    assert!(attached(&g, P0, 0, TATANKASAURUS_FIRST).is_some());
    assert_eq!(usages_of(&g, 0, TATANKASAURUS), 1);
    assert_eq!(hp(&g, P1, 0), 12, "the Technique itself deals nothing");
    // Seat 1 ends its round: seat 0's next two turns are its prepared Normal Attacks.
    act(&mut g, P1, Action::DeclareEnd);
    assert_eq!(hp(&g, P1, 0), 12 - 2 - 2, "Diluc's 2 Physical, twice");
    assert!(attached(&g, P0, 0, TATANKASAURUS_FIRST).is_none_or(|e| e.dead));
    assert!(attached(&g, P0, 0, TATANKASAURUS_SECOND).is_none_or(|e| e.dead));
    assert_eq!(energy(&g, P0, 0), 0, "prepared skills give no energy");
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
}

#[test]
fn rawr_rawr_draws_a_technique_card_and_makes_the_next_one_cheaper() {
    let mut g = solo(
        scenario([GANYU, DILUC, KEQING], &[RAWR_RAWR], "cccccc")
            .deck(0, &[STRATEGIZE, KOHOLASAURUS, PAIMON]),
    );
    play(&mut g, P0, RAWR_RAWR, own(0));
    let yikes = combat(&g, P0, YIKES).expect("Yikes! on the side");
    assert_eq!(yikes.stock, 1, "one Technique card played");
    assert_eq!(skill_cost_of(&g, P0, RAWR_RAWR_SKILL), 2);
    skill(&mut g, P0, RAWR_RAWR_SKILL);
    assert_eq!(
        hand_ids(&g, P0),
        vec![KOHOLASAURUS],
        "the Technique card is drawn"
    );
    assert!(combat(&g, P0, SAURIAN_MORAL_SUPPORT).is_some());
    assert_eq!(card_cost(&g, KOHOLASAURUS, own(1)), 0, "2 dice less");
    play(&mut g, P0, KOHOLASAURUS, own(1));
    assert!(combat(&g, P0, SAURIAN_MORAL_SUPPORT).is_none_or(|e| e.dead));
    assert_eq!(combat(&g, P0, YIKES).map(|e| e.stock), Some(2));
}

#[test]
fn yikes_shields_and_strikes_when_the_sixth_technique_card_is_played() {
    let ray = XENOCHROMATIC_HUNTERS_RAY;
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[RAWR_RAWR, ray, ray, ray, ray, ray],
        "cc",
    ));
    play(&mut g, P0, RAWR_RAWR, own(0));
    for played in 2..=5 {
        play(&mut g, P0, ray, own(0));
        assert_eq!(combat(&g, P0, YIKES).map(|e| e.stock), Some(played));
    }
    assert_eq!(hp(&g, P1, 0), 12);
    play(&mut g, P0, ray, own(0));
    let cheers = attached(&g, P0, 0, SAURIAN_BUDDY_CHEERS).expect("a shield");
    assert_eq!(cheers.usage, 3);
    assert_eq!(hp(&g, P1, 0), 9, "3 Physical");
    assert!(combat(&g, P0, YIKES).is_none_or(|e| e.dead), "it has done");
}
