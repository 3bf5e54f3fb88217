//! Tests for the Technique cards (特技, vehicles) added with issue 21, each equipped in a real
//! match through the `Game` trait and its technique used as a combat action, with its usages
//! running out and its refusals leaving the state untouched.

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::defs::CardKind;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{cards, Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Dice, Phase, Side, SkillId, Target};

mod card_helpers;
use card_helpers::*;
#[path = "card_helpers/turns.rs"]
mod turns;
use turns::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

const GANYU: u32 = 1101;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const GANYU_BURST: u32 = 11014;

const XENOCHROMATIC_HUNTERS_RAY: u32 = 313001;
const YUMKASAURUS: u32 = 313002;
const KOHOLASAURUS: u32 = 313003;
const TEPETLISAURUS: u32 = 313004;
const QUCUSAURUS: u32 = 313006;

const FONTEMER_WATER_BLADES: u32 = 3130011;
const ARTFUL_GRAPPLE: u32 = 3130021;
const SPIRITWAY: u32 = 3130031;
const BURROWING_ASSAULT: u32 = 3130041;
const SWIFT_GLIDE: u32 = 3130063;

const SACRED_CRYO_PEARL: u32 = 111011;
const DIGGING_DOWN_TO_PAYDIRT: u32 = 301301;
const TARGET: u32 = 301302;

const PAIMON: u32 = 322001;
const LIYUE_HARBOR_WHARF: u32 = 321001;
const STRATEGIZE: u32 = 332004;

/// The number of dice a technique or skill of seat 0's active character costs now.
#[track_caller]
fn cost(g: &Gitcg, id: u32) -> u8 {
    skill_payment(g, P0, id)
        .expect("the technique is a legal action")
        .total()
}

/// Uses a technique (or skill) paying exactly `pay`.
fn try_use(g: &mut Gitcg, id: u32, pay: &str) -> Result<(), Illegal> {
    apply(
        g,
        P0,
        Action::UseSkill {
            skill: SkillId(id),
            dice: dice(pay),
        },
    )
}

fn equipped(g: &Gitcg, slot: u8, id: u32) -> Option<Ent> {
    attached(g, P0, slot, id)
}

#[test]
fn xenochromatic_hunters_ray_deals_two_physical_twice_then_leaves() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[XENOCHROMATIC_HUNTERS_RAY],
        "pppp",
    ));
    assert_eq!(
        card_payment(&g, P0, XENOCHROMATIC_HUNTERS_RAY, own(0)),
        Some(Dice::EMPTY)
    );
    play(&mut g, P0, XENOCHROMATIC_HUNTERS_RAY, own(0));
    assert_eq!(cost(&g, FONTEMER_WATER_BLADES), 2, "any 2 dice");
    skill(&mut g, P0, FONTEMER_WATER_BLADES);
    assert_eq!(hp(&g, P1, 0), 8);
    assert_eq!(energy(&g, P0, 0), 0, "a technique gives no Energy");
    assert_eq!(
        equipped(&g, 0, XENOCHROMATIC_HUNTERS_RAY).map(|e| e.usage),
        Some(1)
    );
    skill(&mut g, P0, FONTEMER_WATER_BLADES);
    assert_eq!(hp(&g, P1, 0), 6);
    assert!(
        equipped(&g, 0, XENOCHROMATIC_HUNTERS_RAY).is_none(),
        "spent"
    );
}

#[test]
fn yumkasaurus_steals_the_costliest_card_of_the_opponents_hand() {
    let s = scenario(
        [GANYU, DILUC, KEQING],
        &[YUMKASAURUS, STRATEGIZE, STRATEGIZE, STRATEGIZE],
        "oooooo",
    )
    .hand(1, &[STRATEGIZE, PAIMON, LIYUE_HARBOR_WHARF]);
    let mut g = solo(s);
    play(&mut g, P0, YUMKASAURUS, own(0));
    assert_eq!(cost(&g, ARTFUL_GRAPPLE), 2, "3 cards in hand");
    skill(&mut g, P0, ARTFUL_GRAPPLE);
    assert_eq!(hp(&g, P1, 0), 9, "1 Physical");
    assert_eq!(hand_ids(&g, P1), vec![STRATEGIZE, LIYUE_HARBOR_WHARF]);
    assert_eq!(
        hand_ids(&g, P0),
        vec![STRATEGIZE, STRATEGIZE, STRATEGIZE, PAIMON],
        "Paimon costs 3"
    );
}

#[test]
fn yumkasaurus_costs_one_less_with_at_most_two_cards_in_hand() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[YUMKASAURUS, STRATEGIZE],
        "ooo",
    ));
    play(&mut g, P0, YUMKASAURUS, own(0));
    assert_eq!(cost(&g, ARTFUL_GRAPPLE), 1);
    // Nothing to steal from an empty hand: the damage alone.
    skill(&mut g, P0, ARTFUL_GRAPPLE);
    assert_eq!(hand_ids(&g, P0), vec![STRATEGIZE]);
    assert_eq!(hp(&g, P1, 0), 9);
}

#[test]
fn koholasaurus_sets_off_a_summons_end_phase_once_a_round() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[KOHOLASAURUS],
        &"o".repeat(12),
    ));
    play(&mut g, P0, KOHOLASAURUS, own(0));
    assert_eq!(
        try_use(&mut g, SPIRITWAY, "o"),
        Err(Illegal::SkillRefused(SkillId(SPIRITWAY))),
        "no summon to choose"
    );
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST);
    let (active, standby) = (hp(&g, P1, 0), hp(&g, P1, 1));
    skill(&mut g, P0, SPIRITWAY);
    assert_eq!(hp(&g, P1, 0), active - 1, "the pearl's 1 Cryo");
    assert_eq!(hp(&g, P1, 1), standby - 1, "and its 1 Piercing");
    let pearl = g.player(P0).summons[0];
    assert_eq!((pearl.def.id, pearl.usage), (SACRED_CRYO_PEARL, 1));
    assert_eq!(
        try_use(&mut g, SPIRITWAY, "o"),
        Err(Illegal::SkillRefused(SkillId(SPIRITWAY))),
        "once a round"
    );
    assert_eq!(equipped(&g, 0, KOHOLASAURUS).map(|e| e.usage), Some(1));
}

#[test]
fn tepetlisaurus_draws_two_and_shields_when_the_hand_holds_an_outside_card() {
    let s = scenario([GANYU, DILUC, KEQING], &[TEPETLISAURUS], "oooooo")
        .deck(0, &[STRATEGIZE, PAIMON, PAIMON, PAIMON]);
    let mut g = solo(s);
    play(&mut g, P0, TEPETLISAURUS, own(0));
    skill(&mut g, P0, BURROWING_ASSAULT);
    assert_eq!(hand_ids(&g, P0), vec![PAIMON, PAIMON]);
    assert!(
        equipped(&g, 0, DIGGING_DOWN_TO_PAYDIRT).is_none(),
        "every card was in the deck"
    );
    let card = cards::card(CardId(LIYUE_HARBOR_WHARF)).expect("the card exists");
    g.player_mut(P0).hand.push(card);
    skill(&mut g, P0, BURROWING_ASSAULT);
    assert_eq!(g.player(P0).hand.len(), 5);
    let shield = equipped(&g, 0, DIGGING_DOWN_TO_PAYDIRT).expect("shielded");
    assert_eq!(shield.usage, 2);
    assert!(equipped(&g, 0, TEPETLISAURUS).is_none(), "two usages spent");
}

#[test]
fn qucusaurus_makes_the_switch_to_its_wearer_fast_against_a_target() {
    let mut g = scenario(
        [GANYU, DILUC, KEQING],
        &[QUCUSAURUS, STRATEGIZE, PAIMON],
        "ooo",
    )
    .build();
    play(&mut g, P0, QUCUSAURUS, own(1));
    assert!(attached(&g, P1, 0, TARGET).is_some(), "when equipped");
    let pay = legal(&g, P0)
        .into_iter()
        .find_map(|a| match a {
            Action::Switch { slot: 1, dice } => Some(dice),
            _ => None,
        })
        .expect("the switch is legal");
    assert_eq!(pay.total(), 0, "1 die less");
    act(&mut g, P0, Action::Switch { slot: 1, dice: pay });
    assert_eq!(g.player(P0).active, 1);
    assert_eq!(g.turn(), P0, "a Fast Action");
    assert_eq!(hand_ids(&g, P0), vec![STRATEGIZE], "Paimon discarded");
    assert!(attached(&g, P1, 0, TARGET).is_none(), "every Target leaves");
    // Swift Glide: on to the next character, and a new Target.
    skill(&mut g, P0, SWIFT_GLIDE);
    assert_eq!(g.player(P0).active, 2);
    assert!(attached(&g, P1, 0, TARGET).is_some());
    assert_eq!(equipped(&g, 1, QUCUSAURUS).map(|e| e.usage), Some(1));
}

#[test]
fn a_target_loses_its_layer_when_qucusaurus_switches_in_without_a_card_to_discard() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[QUCUSAURUS], "oooo"));
    play(&mut g, P0, QUCUSAURUS, own(1));
    assert!(g.player(P0).hand.is_empty());
    let pay = legal(&g, P0)
        .into_iter()
        .find_map(|a| match a {
            Action::Switch { slot: 1, dice } => Some(dice),
            _ => None,
        })
        .expect("the switch is legal");
    assert_eq!(pay.total(), 1, "nothing to discard: the full price");
    act(&mut g, P0, Action::Switch { slot: 1, dice: pay });
    assert!(attached(&g, P1, 0, TARGET).is_none(), "its own layer spent");
}

#[test]
fn a_deck_code_holding_the_new_weapons_and_techniques_decodes() {
    use tavern_gitcg::sharecode;
    use tavern_protocol::gitcg::{CharacterId, Deck};
    let new = [
        311105, 311106, 311107, 311108, 311109, 311110, 311204, 311206, 311207, 311306, 311307,
        311308, 311309, 311406, 311407, 311408, 311409, 311506, 311507, 311508, 313001, 313002,
        313003, 313004, 313006,
    ];
    let mut cards: Vec<CardId> = new.iter().map(|&id| CardId(id)).collect();
    cards.extend([CardId(PAIMON); 5]);
    let deck = Deck {
        characters: [GANYU, DILUC, KEQING].map(CharacterId).to_vec(),
        cards,
    };
    let code = sharecode::encode(&deck, 7).expect("every card has a share id");
    let back = sharecode::decode(&code).expect("the code decodes");
    let mut want = deck.cards.clone();
    let mut got = back.cards.clone();
    want.sort_by_key(|c| c.0);
    got.sort_by_key(|c| c.0);
    assert_eq!(got, want);
}

const IKTOMISAURUS: u32 = 313005;
const SPIRITUAL_SUPPORT: u32 = 3130051;

#[test]
fn iktomisaurus_picks_a_location_an_item_or_a_food_into_the_hand_and_heals() {
    let mut g = solo(scenario([GANYU, DILUC, KEQING], &[IKTOMISAURUS], "cccc"));
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, IKTOMISAURUS, own(0));
    assert_eq!(cost(&g, SPIRITUAL_SUPPORT), 1, "1 die");
    skill(&mut g, P0, SPIRITUAL_SUPPORT);
    assert_eq!(hp(&g, P0, 0), 6, "the wearer is healed 1");
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Pick));
    let options: Vec<u32> = g.view(tavern_game::Viewer::Referee).players[0]
        .picking
        .iter()
        .map(|c| c.0)
        .collect();
    let kinds: Vec<_> = options
        .iter()
        .map(|&id| cards::card(CardId(id)).expect("a card").kind)
        .collect();
    assert_eq!(kinds, [CardKind::Location, CardKind::Item, CardKind::Food]);
    act(&mut g, P0, Action::Pick { option: 2 });
    assert_eq!(hand_ids(&g, P0), [options[2]]);
    assert_eq!(equipped(&g, 0, IKTOMISAURUS).map(|e| e.usage), Some(1));
    skill(&mut g, P0, SPIRITUAL_SUPPORT);
    act(&mut g, P0, Action::Pick { option: 0 });
    assert_eq!(hand_ids(&g, P0).len(), 2);
    assert!(
        equipped(&g, 0, IKTOMISAURUS).is_none(),
        "spent after 2 uses"
    );
    assert_eq!(
        try_use(&mut g, SPIRITUAL_SUPPORT, "c"),
        Err(Illegal::NoSuchSkill(SkillId(SPIRITUAL_SUPPORT)))
    );
}
