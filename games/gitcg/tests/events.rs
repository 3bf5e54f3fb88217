//! Tests for the event cards of issue 21, each played in a real match through the `Game` trait
//! with its effect checked exactly from the card's numbers (refusals checked to leave the state
//! untouched).

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Dice, DieFace, Phase, Side, SkillId, Target};

mod card_helpers;
use card_helpers::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

// Characters.
const GANYU: u32 = 1101;
const XINGQIU: u32 = 1202;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const LOREMASTER: u32 = 2303;

// Skills.
const KEQING_NORMAL: u32 = 14031;
const XINGQIU_NORMAL: u32 = 12021;

// Cards used here.
const SKYWARD_BLADE: u32 = 311504;
const FAVONIUS_SWORD: u32 = 311505;
const ADVENTURERS_BANDANA: u32 = 312001;
const SPIRIT_OF_OMEN: u32 = 123031;

// The events.
const MASTER_OF_WEAPONRY: u32 = 332010;
const BLESSING: u32 = 332011;
const RHYTHM_OF_THE_GREAT_DREAM: u32 = 332021;
const UNSEEN_RAZOR: u32 = 332022;
const LYRESONG: u32 = 332024;
const BOAR_PRINCESS: u32 = 332025;
const MACHINE_ASSEMBLY_LINE: u32 = 332028;
const SAURIAN_DINING_BUDDIES: u32 = 332039;

fn scenario(chars: [u32; 3], hand: &[u32], d: &str) -> Scenario {
    Scenario::new(chars, [GANYU, DILUC, KEQING])
        .hand(0, hand)
        .dice(0, dice(d))
}

fn declare_both(g: &mut Gitcg) {
    let round = g.round();
    while g.round() == round {
        let seat = g.turn();
        act(g, seat, Action::DeclareEnd);
    }
    assert_eq!(g.phase(), Phase::Roll);
}

/// Plays a two-target card with the payment `legal_actions` suggests.
#[track_caller]
fn play_pair(g: &mut Gitcg, card: u32, from: u8, to: u8) {
    let dice = legal(g, P0)
        .into_iter()
        .find_map(|a| match a {
            Action::PlayCard {
                card: c,
                target,
                second,
                dice,
            } if c == CardId(card) && target == own(from) && second == own(to) => Some(dice),
            _ => None,
        })
        .unwrap_or_else(|| panic!("card {card} from {from} to {to} is not listed"));
    act(
        g,
        P0,
        Action::PlayCard {
            card: CardId(card),
            target: own(from),
            second: own(to),
            dice,
        },
    );
}

/// The number of dice playing `card` on `target` costs now (the card must be playable).
#[track_caller]
fn card_cost(g: &Gitcg, card: u32, target: Option<Target>) -> u8 {
    card_payment(g, P0, card, target)
        .unwrap_or_else(|| panic!("card {card} on {target:?} is not a legal action"))
        .total()
}

fn worn(g: &Gitcg, slot: u8, id: u32) -> Option<Ent> {
    attached(g, P0, slot, id).filter(|e| !e.dead)
}

fn omni(g: &Gitcg) -> u8 {
    dice_of(g, P0).count(DieFace::Omni)
}

// ---------------------------------------------------------------- equipment

/// Master of Weaponry: the weapon moves to a character of the same weapon type, and its
/// once-per-round bonus is available again.
#[test]
fn master_of_weaponry_moves_the_weapon_and_resets_its_round() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[SKYWARD_BLADE, MASTER_OF_WEAPONRY],
        "oooooooooo",
    )
    .first(1)
    .build();
    p1_ends(&mut g);
    play(&mut g, P0, SKYWARD_BLADE, own(0));
    skill(&mut g, P0, KEQING_NORMAL);
    // 2 + 1 (the blade) + 1 (its first normal attack this round).
    assert_eq!(hp(&g, P1, 0), 6);
    assert_eq!(worn(&g, 0, SKYWARD_BLADE).map(|e| e.var), Some(1));
    play_pair(&mut g, MASTER_OF_WEAPONRY, 0, 1);
    assert!(worn(&g, 0, SKYWARD_BLADE).is_none());
    assert_eq!(worn(&g, 1, SKYWARD_BLADE).map(|e| e.var), Some(0));
    act(
        &mut g,
        P0,
        Action::Switch {
            slot: 1,
            dice: dice("o"),
        },
    );
    skill(&mut g, P0, XINGQIU_NORMAL);
    // Xingqiu's 2 + 1 + 1 again: the round's bonus starts over with the new wielder.
    assert_eq!(hp(&g, P1, 0), 2);
}

/// Blessing of the Divine Relic's Installation: an artifact moves to any other character
/// (a claymore user included), its per-round count starting over.
#[test]
fn blessing_of_the_divine_relics_installation_moves_the_artifact() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[ADVENTURERS_BANDANA, BLESSING],
        "oooooooo",
    )
    .first(1)
    .build();
    p1_ends(&mut g);
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, ADVENTURERS_BANDANA, own(0));
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(worn(&g, 0, ADVENTURERS_BANDANA).map(|e| e.var), Some(1));
    play_pair(&mut g, BLESSING, 0, 2);
    assert!(worn(&g, 0, ADVENTURERS_BANDANA).is_none());
    assert_eq!(worn(&g, 2, ADVENTURERS_BANDANA).map(|e| e.var), Some(0));
}

/// Rhythm of the Great Dream: the next weapon or artifact costs 1 die less, once.
#[test]
fn rhythm_of_the_great_dream_lowers_the_next_weapon_or_artifact() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[RHYTHM_OF_THE_GREAT_DREAM, SKYWARD_BLADE, FAVONIUS_SWORD],
        "oooooooo",
    )
    .build();
    let full = card_cost(&g, SKYWARD_BLADE, own(0));
    play(&mut g, P0, RHYTHM_OF_THE_GREAT_DREAM, None);
    assert_eq!(card_cost(&g, SKYWARD_BLADE, own(0)), full - 1);
    play(&mut g, P0, SKYWARD_BLADE, own(0));
    assert_eq!(dice_of(&g, P0).total(), 8 - (full - 1));
    assert_eq!(card_cost(&g, FAVONIUS_SWORD, own(1)), 3);
}

/// Where Is the Unseen Razor?: the weapon returns to the hand and, this round, the next weapon
/// costs 2 dice less; a character without a weapon is refused.
#[test]
fn where_is_the_unseen_razor_takes_the_weapon_back() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[SKYWARD_BLADE, UNSEEN_RAZOR],
        "oooooooo",
    )
    .build();
    play(&mut g, P0, SKYWARD_BLADE, own(0));
    assert!(matches!(
        try_play(&mut g, UNSEEN_RAZOR, own(1), ""),
        Err(Illegal::CannotPlay(_))
    ));
    play(&mut g, P0, UNSEEN_RAZOR, own(0));
    assert!(worn(&g, 0, SKYWARD_BLADE).is_none());
    assert_eq!(hand_ids(&g, P0), vec![SKYWARD_BLADE]);
    assert_eq!(card_cost(&g, SKYWARD_BLADE, own(1)), 1);
    declare_both(&mut g);
    keep_dice(&mut g);
    assert!(
        combat(&g, P0, 303222).is_none(),
        "the discount lasts the round"
    );
}

/// Lyresong: the artifact returns to the hand; the next artifact this round costs 2 less when
/// Lyresong was the round's first action card, else 1 less.
#[test]
fn lyresong_discount_depends_on_the_cards_played_before() {
    let first = |cards: &[u32]| {
        let mut hand = vec![ADVENTURERS_BANDANA, LYRESONG];
        hand.extend_from_slice(cards);
        let mut g = scenario([KEQING, XINGQIU, DILUC], &hand, "oooooooo").build();
        g.character_mut(P0, 0).attached.clear();
        g
    };
    // The bandana is put on by a card, so Lyresong comes after it: 1 die less.
    let mut g = first(&[]);
    play(&mut g, P0, ADVENTURERS_BANDANA, own(0));
    play(&mut g, P0, LYRESONG, own(0));
    assert!(worn(&g, 0, ADVENTURERS_BANDANA).is_none());
    assert_eq!(hand_ids(&g, P0), vec![ADVENTURERS_BANDANA]);
    assert!(combat(&g, P0, 303232).is_some());
    assert_eq!(card_cost(&g, ADVENTURERS_BANDANA, own(1)), 0);
    // Worn from an earlier round, with nothing played this round: 2 dice less.
    let mut g = first(&[]);
    play(&mut g, P0, ADVENTURERS_BANDANA, own(0));
    declare_both(&mut g);
    keep_dice(&mut g);
    g.player_mut(P0).dice = dice("oooooooo");
    p0_acts_alone(&mut g);
    play(&mut g, P0, LYRESONG, own(0));
    assert!(combat(&g, P0, 303224).is_some());
}

/// The Boar Princess: this round, each equipment card discarded (a weapon replaced) gives an
/// Omni die, twice at most.
#[test]
fn the_boar_princess_pays_for_replaced_equipment() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[
            BOAR_PRINCESS,
            SKYWARD_BLADE,
            FAVONIUS_SWORD,
            SKYWARD_BLADE,
            FAVONIUS_SWORD,
        ],
        "oooooooooooo",
    )
    .build();
    play(&mut g, P0, BOAR_PRINCESS, None);
    play(&mut g, P0, SKYWARD_BLADE, own(0));
    assert_eq!(omni(&g), 12 - 3, "equipping an empty slot discards nothing");
    play(&mut g, P0, FAVONIUS_SWORD, own(0));
    assert_eq!(omni(&g), 12 - 6 + 1);
    play(&mut g, P0, SKYWARD_BLADE, own(0));
    assert_eq!(omni(&g), 12 - 9 + 2);
    assert!(combat(&g, P0, 303225).is_none(), "two usages spent");
    play(&mut g, P0, FAVONIUS_SWORD, own(0));
    assert_eq!(omni(&g), 12 - 12 + 2);
}

/// Machine Assembly Line: Readiness grows with each hit or heal of its character (up to 2);
/// a weapon or artifact whose printed cost it covers is then free, and the status leaves.
#[test]
fn machine_assembly_line_pays_for_cheap_equipment() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[MACHINE_ASSEMBLY_LINE, ADVENTURERS_BANDANA, SKYWARD_BLADE],
        "oooooooooooo",
    )
    .dice(1, dice("ccccccccc"))
    .build();
    play(&mut g, P0, MACHINE_ASSEMBLY_LINE, own(0));
    let status = |g: &Gitcg| worn(g, 0, 303228).map(|e| e.stock);
    assert_eq!(status(&g), Some(0));
    assert_eq!(card_cost(&g, ADVENTURERS_BANDANA, own(0)), 1);
    // Keqing's normal attack hands the turn over; Ganyu's hits Keqing twice.
    skill(&mut g, P0, KEQING_NORMAL);
    skill(&mut g, P1, 11011);
    assert_eq!(status(&g), Some(1));
    skill(&mut g, P0, KEQING_NORMAL);
    skill(&mut g, P1, 11011);
    skill(&mut g, P0, KEQING_NORMAL);
    skill(&mut g, P1, 11011);
    assert_eq!(status(&g), Some(2), "Readiness stops at 2");
    // The blade's printed cost (3) is more than 2: full price.
    assert_eq!(card_cost(&g, SKYWARD_BLADE, own(0)), 3);
    let before = dice_of(&g, P0).total();
    play(&mut g, P0, ADVENTURERS_BANDANA, own(0));
    assert_eq!(dice_of(&g, P0).total(), before);
    assert_eq!(status(&g), None);
}

/// Saurian Dining Buddies: the Technique worn by the target gains 1 usage; a character
/// without one is refused.
#[test]
fn saurian_dining_buddies_feeds_a_technique() {
    let mut g = scenario(
        [LOREMASTER, XINGQIU, DILUC],
        &[SPIRIT_OF_OMEN, SAURIAN_DINING_BUDDIES],
        "oooooooo",
    )
    .build();
    assert!(matches!(
        try_play(&mut g, SAURIAN_DINING_BUDDIES, own(0), ""),
        Err(Illegal::CannotPlay(_))
    ));
    play(&mut g, P0, SPIRIT_OF_OMEN, own(0));
    let before = worn(&g, 0, SPIRIT_OF_OMEN).map(|e| e.usage).unwrap_or(0);
    play(&mut g, P0, SAURIAN_DINING_BUDDIES, own(0));
    assert_eq!(
        worn(&g, 0, SPIRIT_OF_OMEN).map(|e| e.usage),
        Some(before + 1)
    );
}
