//! Tests for the event cards of issue 21, each played in a real match through the `Game` trait
//! with its effect checked exactly from the card's numbers (refusals checked to leave the state
//! untouched).

use tavern_game::{DecisionKind, Game, Seat};
use tavern_gitcg::cards::{self, builtin};
use tavern_gitcg::defs::EntityDef;
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Dice, DieFace, Phase, Side, SkillId, Target};

mod card_helpers;
use card_helpers::*;
#[path = "card_helpers/turns.rs"]
mod turns;
use turns::*;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);

// Characters.
const GANYU: u32 = 1101;
const XINGQIU: u32 = 1202;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
const LOREMASTER: u32 = 2303;
const MUALANI: u32 = 1214;

// Skills.
const KEQING_NORMAL: u32 = 14031;
const XINGQIU_NORMAL: u32 = 12021;

// Cards used here.
const SKYWARD_BLADE: u32 = 311504;
const FAVONIUS_SWORD: u32 = 311505;
const ADVENTURERS_BANDANA: u32 = 312001;
const SPIRIT_OF_OMEN: u32 = 123031;
const STRATEGIZE: u32 = 332004;

// The events.
const MASTER_OF_WEAPONRY: u32 = 332010;
const BLESSING: u32 = 332011;
const RHYTHM_OF_THE_GREAT_DREAM: u32 = 332021;
const UNSEEN_RAZOR: u32 = 332022;
const LYRESONG: u32 = 332024;
const BOAR_PRINCESS: u32 = 332025;
const MACHINE_ASSEMBLY_LINE: u32 = 332028;
const SAURIAN_DINING_BUDDIES: u32 = 332039;
const PANKRATION: u32 = 332023;
const FALLS_AND_FORTUNE: u32 = 332026;
const FOUR_LEAF_SIGIL: u32 = 332027;
const CONTROLLED_DIRECTIONAL_BLAST: u32 = 332030;
const UNDERWATER_TREASURE_HUNT: u32 = 332031;
const COUNTDOWN_3: u32 = 332032;
const COUNTDOWN_2: u32 = 332033;
const TADA: u32 = 332037;
const ULTIMATE_SURFING_BUDDY: u32 = 332041;
const ABUNDANT_PHLOGISTON: u32 = 332042;
const UNDERSEA_TREASURE: u32 = 303230;
const SUNYATA_FLOWER: u32 = 332029;
const PAIMON: u32 = 322001;

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
    assert_eq!(omni(&g), 2, "no usage left for the third");
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

// ---------------------------------------------------------------- turns and switching

fn switch_cost(g: &Gitcg, seat: Seat, slot: u8) -> Option<u8> {
    legal(g, seat).into_iter().find_map(|a| match a {
        Action::Switch { slot: s, dice } if s == slot => Some(dice.total()),
        _ => None,
    })
}

/// Falls and Fortune: only with 8 dice or more and the opponent still acting; this round,
/// switching costs 1 more die on both sides.
#[test]
fn falls_and_fortune_makes_both_sides_switches_dearer() {
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[FALLS_AND_FORTUNE], "ooooooo")
        .dice(1, dice("cccccccc"))
        .build();
    assert!(matches!(
        try_play(&mut g, FALLS_AND_FORTUNE, None, ""),
        Err(Illegal::CannotPlay(_))
    ));
    g.player_mut(P0).dice = dice("oooooooo");
    play(&mut g, P0, FALLS_AND_FORTUNE, None);
    assert_eq!(switch_cost(&g, P0, 1), Some(2));
    skill(&mut g, P0, KEQING_NORMAL);
    assert_eq!(switch_cost(&g, P1, 1), Some(2));
    declare_both(&mut g);
    keep_dice(&mut g);
    p0_acts_alone(&mut g);
    assert_eq!(switch_cost(&g, P0, 1), Some(1), "it lasts one round");
}

/// Pankration!: when a player declares the end first, the other draws 2; only with 8 dice
/// and the opponent still acting.
#[test]
fn pankration_feeds_the_player_still_acting() {
    let deck = [STRATEGIZE, STRATEGIZE, STRATEGIZE, STRATEGIZE];
    // Seat 0 declares first: seat 1 draws.
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[PANKRATION], "oooooooo")
        .deck(0, &deck)
        .deck(1, &deck)
        .build();
    play(&mut g, P0, PANKRATION, None);
    act(&mut g, P0, Action::DeclareEnd);
    assert_eq!(hand_ids(&g, P1).len(), 2);
    assert!(combat(&g, P0, 303223).is_none());
    // Seat 1 declares first: seat 0 draws.
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[PANKRATION], "oooooooo")
        .deck(0, &deck)
        .deck(1, &deck)
        .build();
    play(&mut g, P0, PANKRATION, None);
    skill(&mut g, P0, KEQING_NORMAL);
    act(&mut g, P1, Action::DeclareEnd);
    assert_eq!(hand_ids(&g, P0).len(), 2);
    assert!(hand_ids(&g, P1).is_empty());
    // With the opponent already done, it is refused.
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[PANKRATION], "oooooooo")
        .first(1)
        .build();
    p1_ends(&mut g);
    assert!(matches!(
        try_play(&mut g, PANKRATION, None, ""),
        Err(Illegal::CannotPlay(_))
    ));
}

/// Flickering Four-Leaf Sigil: in every End Phase, the side switches to the character.
#[test]
fn four_leaf_sigil_switches_in_every_end_phase() {
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[FOUR_LEAF_SIGIL], "oooooooo").build();
    play(&mut g, P0, FOUR_LEAF_SIGIL, own(2));
    declare_both(&mut g);
    keep_dice(&mut g);
    assert_eq!(g.player(P0).active, 2);
    p0_acts_alone(&mut g);
    g.player_mut(P0).dice = dice("o");
    act(
        &mut g,
        P0,
        Action::Switch {
            slot: 0,
            dice: dice("o"),
        },
    );
    declare_both(&mut g);
    assert_eq!(g.player(P0).active, 2, "the sigil stays");
}

/// Tada!: 1 Physical damage to the side's own active character, and 1 more card in the End
/// Phase.
#[test]
fn tada_hurts_the_active_character_and_draws_at_the_end() {
    let deck = [STRATEGIZE; 5];
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[TADA], "oooooooo")
        .deck(0, &deck)
        .build();
    play(&mut g, P0, TADA, None);
    assert_eq!(hp(&g, P0, 0), 9);
    assert!(combat(&g, P0, 303237).is_some());
    declare_both(&mut g);
    assert_eq!(
        hand_ids(&g, P0).len(),
        3,
        "2 in the end phase, and Tada!'s 1"
    );
    assert!(combat(&g, P0, 303237).is_none());
}

// ---------------------------------------------------------------- summons

fn entity(id: u32) -> &'static EntityDef {
    cards::entities()
        .iter()
        .copied()
        .find(|e| e.id == id)
        .unwrap_or_else(|| panic!("entity {id}"))
}

/// Controlled Directional Blast: only while the opponent holds 4 supports and summons; every
/// summon on both sides loses 1 usage.
#[test]
fn controlled_directional_blast_wears_every_summon_down() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[CONTROLLED_DIRECTIONAL_BLAST],
        "oo",
    )
    .build();
    g.add_entity(P0, LocZone::Summon, &builtin::BURNING_FLAME);
    for id in [303211, 303212, 303213] {
        g.add_entity(P1, LocZone::Summon, entity(id));
    }
    assert!(matches!(
        try_play(&mut g, CONTROLLED_DIRECTIONAL_BLAST, None, "o"),
        Err(Illegal::CannotPlay(_))
    ));
    g.add_entity(P1, LocZone::Summon, entity(303214));
    play(&mut g, P0, CONTROLLED_DIRECTIONAL_BLAST, None);
    assert!(
        g.player(P0).summons.is_empty(),
        "Burning Flame's only usage is gone"
    );
    assert!(g.player(P1).summons.iter().all(|e| e.usage == 1));
    assert_eq!(g.player(P1).summons.len(), 4);
}

/// Ultimate Surfing Buddy!: with 2 summons on the table, one of each side runs its End Phase
/// effect now (damage and usage).
#[test]
fn ultimate_surfing_buddy_runs_a_summon_of_each_side() {
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[ULTIMATE_SURFING_BUDDY], "").build();
    g.add_entity(P0, LocZone::Summon, &builtin::BURNING_FLAME);
    assert!(matches!(
        try_play(&mut g, ULTIMATE_SURFING_BUDDY, None, ""),
        Err(Illegal::CannotPlay(_))
    ));
    g.add_entity(P1, LocZone::Summon, &builtin::BURNING_FLAME);
    play(&mut g, P0, ULTIMATE_SURFING_BUDDY, None);
    assert_eq!(hp(&g, P1, 0), 9);
    assert_eq!(hp(&g, P0, 0), 9);
    assert!(g.player(P0).summons.is_empty() && g.player(P1).summons.is_empty());
}

// ---------------------------------------------------------------- dice and cards

/// Countdown to the Show: 3: every die turns Omni and 4 cards are drawn; discarded by an
/// effect, it puts Countdown to the Show: 2 on top of the deck.
#[test]
fn countdown_to_the_show_counts_down_when_discarded() {
    let deck = [STRATEGIZE; 6];
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[COUNTDOWN_3, COUNTDOWN_3],
        "cccpph",
    )
    .deck(0, &deck)
    .build();
    g.discard_from_hand(P0, 0);
    assert_eq!(g.player(P0).deck.last().map(|c| c.id), Some(COUNTDOWN_2));
    play(&mut g, P0, COUNTDOWN_3, None);
    assert_eq!(dice_of(&g, P0), dice("ooo"));
    assert_eq!(hand_ids(&g, P0)[0], COUNTDOWN_2);
    assert_eq!(hand_ids(&g, P0).len(), 4);
}

/// Underwater Treasure Hunt: 6 Undersea Treasures go into the deck; drawn into the hand and
/// played for free, each gives a random basic die and heals the active character 1, once per
/// character per round.
#[test]
fn underwater_treasure_hunt_fills_the_deck_with_treasure() {
    let mut g = scenario([KEQING, XINGQIU, DILUC], &[UNDERWATER_TREASURE_HUNT], "oo").build();
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, UNDERWATER_TREASURE_HUNT, None);
    let deck: Vec<u32> = g.player(P0).deck.iter().map(|c| c.id).collect();
    assert_eq!(deck, vec![UNDERSEA_TREASURE; 6]);
    g.draw(P0, 2);
    assert_eq!(hand_ids(&g, P0), [UNDERSEA_TREASURE; 2]);
    play(&mut g, P0, UNDERSEA_TREASURE, None);
    play(&mut g, P0, UNDERSEA_TREASURE, None);
    assert!(hand_ids(&g, P0).is_empty());
    assert_eq!(dice_of(&g, P0).total(), 2);
    assert_eq!(dice_of(&g, P0).count(DieFace::Omni), 0);
    assert_eq!(hp(&g, P0, 0), 6, "healed once this round");
}

/// Abundant Phlogiston: the next time a character spends Nightsoul points this round, it gets
/// 1 back.
#[test]
fn abundant_phlogiston_returns_a_nightsoul_point() {
    let mut g = scenario([MUALANI, XINGQIU, DILUC], &[ABUNDANT_PHLOGISTON], "hhhhhh")
        .dice(1, dice("cccccc"))
        .build();
    play(&mut g, P0, ABUNDANT_PHLOGISTON, None);
    skill(&mut g, P0, 12142);
    let points = |g: &Gitcg| {
        g.character(P0, 0)
            .attached
            .iter()
            .find(|e| e.def.id == 112141 && !e.dead)
            .map(|e| e.stock)
    };
    assert_eq!(points(&g), Some(2));
    act(
        &mut g,
        P1,
        Action::Switch {
            slot: 1,
            dice: dice("c"),
        },
    );
    assert_eq!(points(&g), Some(2), "the point spent came back");
    assert!(combat(&g, P0, 303238).is_none());
    act(
        &mut g,
        P0,
        Action::Switch {
            slot: 1,
            dice: dice("h"),
        },
    );
    act(
        &mut g,
        P1,
        Action::Switch {
            slot: 0,
            dice: dice("c"),
        },
    );
    assert_eq!(points(&g), Some(2), "Mualani is not active: nothing spent");
}

/// Sunyata Flower: the target support leaves, 2 random Support cards come into the hand, and
/// this round the next Support card costs 1 die less.
#[test]
fn sunyata_flower_trades_a_support_for_two() {
    let mut g = scenario(
        [KEQING, XINGQIU, DILUC],
        &[PAIMON, SUNYATA_FLOWER],
        "oooooooo",
    )
    .build();
    let no_support = Some(Target::Support {
        side: Side::Own,
        slot: 0,
    });
    assert_eq!(
        try_play(&mut g, SUNYATA_FLOWER, no_support, ""),
        Err(Illegal::BadTarget)
    );
    play(&mut g, P0, PAIMON, None);
    play(&mut g, P0, SUNYATA_FLOWER, no_support);
    assert!(g.player(P0).supports.is_empty());
    let hand = g.player(P0).hand.clone();
    assert_eq!(hand.len(), 2);
    assert!(hand.iter().all(|c| matches!(
        c.kind,
        tavern_gitcg::defs::CardKind::Companion
            | tavern_gitcg::defs::CardKind::Location
            | tavern_gitcg::defs::CardKind::Item
    )));
    let printed = hand[0].cost.dice();
    if printed > 0 {
        assert_eq!(card_cost(&g, hand[0].id, None), printed - 1);
    }
    assert!(combat(&g, P0, 303229).is_some());
}
