//! Tests for the support cards that arrived in 5.4–5.8 (five locations, two companions) and
//! the Simulanka summons they make, each played in a real match through the `Game` trait and
//! its text checked with exact numbers: counters, usages, picks and what its summons do.

use tavern_game::{DecisionKind, Game, Seat, Viewer};
use tavern_gitcg::cards;
use tavern_gitcg::defs::CardKind;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{
    Action, CardId, Dice, DieFace, Element, Phase, Side, SkillId, Target,
};

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
const CANDACE: u32 = 1207;
const KEQING_SKILL: u32 = 14032;
const KEQING_BURST: u32 = 14033;
const HERONS_SANCTUM: u32 = 12072;

// Cards used alongside.
const STRATEGIZE: u32 = 332004;
const PAIMON: u32 = 322001;
const ART_OF_SLEEPY_MEDITATION: u32 = 332045;

// The supports.
const FLOWER_FEATHER_CLAN: u32 = 321026;
const FLOWER_FEATHER_CLAN_STATUS: u32 = 301024;
const MASTERS_OF_THE_NIGHT_WIND: u32 = 321027;
const COLLECTIVE_OF_PLENTY: u32 = 321028;
const WORKOUT: u32 = 301025;
const CALLIGRAPHY_TAVERN: u32 = 321029;
const CONSTELLATION_METROPOLE: u32 = 321030;
const METROPOLE_DISCOUNT: u32 = 301032;
const METROPOLE_BOOST: u32 = 301037;
const FOREST_BLESSING: u32 = 322029;
const GIFT_OF_THE_GODDESS: u32 = 322030;

// The Simulanka cards and summons.
const TOY_GUARD_CARD: u32 = 301033;
const PAPER_CARDS: [u32; 3] = [301034, 301035, 301036];
const TOY_GUARD: u32 = 301028;
const ORIGAMI_FLYING_SQUIRREL_CARD: u32 = 301034;
const POP_UP_PAPER_FROG_CARD: u32 = 301035;
const ORIGAMI_HAMSTER_CARD: u32 = 301036;
const ORIGAMI_HAMSTER: u32 = 301031;
const EFFICIENT_SWITCH: u32 = 169;

/// Seat `seat`'s summon `id`, if it is in play.
fn summon(g: &Gitcg, seat: Seat, id: u32) -> Option<Ent> {
    g.player(seat)
        .summons
        .iter()
        .find(|e| e.def.id == id && !e.dead)
        .copied()
}

/// How many of seat 0's cards in hand are paper cards.
fn paper_cards_held(g: &Gitcg) -> usize {
    hand_ids(g, P0)
        .iter()
        .filter(|id| PAPER_CARDS.contains(id))
        .count()
}

// ---------------------------------------------------------------- Natlan's tribes

#[test]
fn flower_feather_clan_gives_the_next_standby_a_die_on_its_next_switch_after_two_discards() {
    let mut g = solo(scenario(
        [KEQING, GANYU, DILUC],
        &[FLOWER_FEATHER_CLAN, STRATEGIZE, PAIMON],
        "ppp",
    ));
    play(&mut g, P0, FLOWER_FEATHER_CLAN, None);
    let tune = |g: &mut Gitcg, card: u32| {
        act(
            g,
            P0,
            Action::Tune {
                card: CardId(card),
                die: DieFace::Pyro,
            },
        )
    };
    tune(&mut g, STRATEGIZE);
    assert_eq!(
        stock(&g, FLOWER_FEATHER_CLAN),
        Some(1),
        "one card toward two"
    );
    assert!(attached(&g, P0, 1, FLOWER_FEATHER_CLAN_STATUS).is_none());
    tune(&mut g, PAIMON);
    assert_eq!(stock(&g, FLOWER_FEATHER_CLAN), Some(0));
    let layer = attached(&g, P0, 1, FLOWER_FEATHER_CLAN_STATUS).expect("on the next standby");
    assert_eq!(layer.usage, 1);
    let before = dice_of(&g, P0).total();
    switch(&mut g, 1);
    let after = dice_of(&g, P0);
    assert_eq!(after.total(), before - 1 + 1, "the switch paid, a die back");
    assert_eq!(after.0[DieFace::Cryo as usize], 1, "of Ganyu's element");
    assert!(attached(&g, P0, 1, FLOWER_FEATHER_CLAN_STATUS).is_none_or(|e| e.dead));
}

#[test]
fn masters_of_the_night_wind_counts_down_on_picks_then_picks_a_two_dice_support_into_play() {
    let art = ART_OF_SLEEPY_MEDITATION;
    let mut g = scenario(
        [GANYU, DILUC, KEQING],
        &[MASTERS_OF_THE_NIGHT_WIND, art, art, art, art],
        "cccc",
    )
    .build();
    play(&mut g, P0, MASTERS_OF_THE_NIGHT_WIND, None);
    assert_eq!(stock(&g, MASTERS_OF_THE_NIGHT_WIND), Some(4));
    for left in (0..4).rev() {
        play(&mut g, P0, art, None);
        act(&mut g, P0, Action::Pick { option: 0 });
        assert_eq!(stock(&g, MASTERS_OF_THE_NIGHT_WIND), Some(left));
    }
    next_round(&mut g);
    assert!(gone(&g, MASTERS_OF_THE_NIGHT_WIND));
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Pick));
    let options = g.view(Viewer::Seat { seat: P0 }).players[0].picking.clone();
    assert_eq!(options.len(), 3);
    for id in &options {
        let card = cards::card(*id).expect("a card");
        assert!(matches!(
            card.kind,
            CardKind::Companion | CardKind::Location | CardKind::Item
        ));
        assert_eq!(card.cost.dice(), 2, "{}", card.english_name);
    }
    act(&mut g, P0, Action::Pick { option: 1 });
    assert!(
        support(&g, P0, options[1].0).is_some(),
        "the support picked is created in play"
    );
}

#[test]
fn collective_of_plenty_trains_on_switching_in_and_on_preparing_a_skill() {
    let mut g = solo(scenario(
        [CANDACE, GANYU, DILUC],
        &[COLLECTIVE_OF_PLENTY],
        "hhhhhhhh",
    ));
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, COLLECTIVE_OF_PLENTY, None);
    switch(&mut g, 1);
    assert_eq!(stock_on(&g, 1, WORKOUT), 2, "switched in");
    switch(&mut g, 0);
    assert_eq!(stock_on(&g, 0, WORKOUT), 2);
    assert_eq!(hp(&g, P0, 0), 5);
    // Her Elemental Skill prepares Heron Strike: 3 layers, reaching 3 heals 1, and at 5 her
    // prepared strike (used at once, seat 1 having ended its round) deals 1 more.
    skill(&mut g, P0, HERONS_SANCTUM);
    assert_eq!(stock_on(&g, 0, WORKOUT), 5, "at most 5");
    assert_eq!(hp(&g, P0, 0), 6, "healed as the layers reached 3");
    assert_eq!(hp(&g, P1, 0), 12 - (3 + 1), "Heron Strike, +1 at 5 layers");
}

// ---------------------------------------------------------------- Simulanka supports

#[test]
fn calligraphy_tavern_makes_a_paper_card_and_sets_off_a_simulanka_summon_on_declaring_the_end() {
    let mut g = trio(&[CALLIGRAPHY_TAVERN, TOY_GUARD_CARD], "cccc");
    play(&mut g, P0, CALLIGRAPHY_TAVERN, None);
    assert_eq!(paper_cards_held(&g), 1);
    play(&mut g, P0, TOY_GUARD_CARD, None);
    assert_eq!(summon(&g, P0, TOY_GUARD).map(|e| e.usage), Some(2));
    act(&mut g, P0, Action::DeclareEnd);
    assert_eq!(
        hp(&g, P1, 0),
        11,
        "Toy Guard's End Phase effect: 1 Physical"
    );
    assert_eq!(summon(&g, P0, TOY_GUARD).map(|e| e.usage), Some(1));
    assert_eq!(usage(&g, CALLIGRAPHY_TAVERN), Some(2));
}

#[test]
fn constellation_metropole_makes_a_toy_guard_cheaper_after_an_elemental_skill() {
    let mut g = solo(scenario(
        [KEQING, GANYU, DILUC],
        &[CONSTELLATION_METROPOLE],
        "eeeeeeee",
    ));
    play(&mut g, P0, CONSTELLATION_METROPOLE, None);
    assert!(hand_ids(&g, P0).contains(&TOY_GUARD_CARD));
    assert_eq!(card_cost(&g, TOY_GUARD_CARD, None), 1);
    skill(&mut g, P0, KEQING_SKILL);
    assert!(combat(&g, P0, METROPOLE_DISCOUNT).is_some());
    assert_eq!(card_cost(&g, TOY_GUARD_CARD, None), 0);
    play(&mut g, P0, TOY_GUARD_CARD, None);
    assert!(summon(&g, P0, TOY_GUARD).is_some());
    assert!(combat(&g, P0, METROPOLE_DISCOUNT).is_none_or(|e| e.dead));
}

#[test]
fn constellation_metropole_raises_the_next_toy_guard_after_a_burst() {
    let mut g = solo(scenario(
        [KEQING, GANYU, DILUC],
        &[CONSTELLATION_METROPOLE],
        "eeeeeeee",
    ));
    g.set_energy(P0, 0, 3);
    play(&mut g, P0, CONSTELLATION_METROPOLE, None);
    skill(&mut g, P0, KEQING_BURST);
    assert!(combat(&g, P0, METROPOLE_BOOST).is_some());
    let after_burst = hp(&g, P1, 0);
    play(&mut g, P0, TOY_GUARD_CARD, None);
    assert_eq!(summon(&g, P0, TOY_GUARD).map(|e| e.stock), Some(1));
    assert!(combat(&g, P0, METROPOLE_BOOST).is_none_or(|e| e.dead));
    act(&mut g, P0, Action::DeclareEnd);
    assert_eq!(hp(&g, P1, 0), after_burst - 2, "1 Physical, raised by 1");
}

#[test]
fn forest_blessing_makes_a_paper_card_when_it_enters_and_after_each_reaction() {
    let mut g = solo(scenario(
        [KEQING, GANYU, DILUC],
        &[FOREST_BLESSING],
        "eeeee",
    ));
    play(&mut g, P0, FOREST_BLESSING, None);
    assert_eq!(paper_cards_held(&g), 1);
    g.set_aura(P1, 0, Element::Hydro);
    skill(&mut g, P0, KEQING_SKILL);
    assert_eq!(paper_cards_held(&g), 2, "Electro-Charged");
}

#[test]
fn gift_of_the_goddess_of_prophecy_makes_toy_guards_and_raises_two_simulanka_summons() {
    let mut g = solo(
        scenario([GANYU, DILUC, KEQING], &[GIFT_OF_THE_GODDESS], "cccc")
            .deck(0, &[STRATEGIZE, STRATEGIZE, STRATEGIZE]),
    );
    play(&mut g, P0, GIFT_OF_THE_GODDESS, None);
    assert_eq!(hand_ids(&g, P0), vec![TOY_GUARD_CARD, TOY_GUARD_CARD]);
    let in_deck = g
        .player(P0)
        .deck
        .iter()
        .filter(|c| c.id == TOY_GUARD_CARD)
        .count();
    assert_eq!((in_deck, g.player(P0).deck.len()), (2, 5));
    play(&mut g, P0, TOY_GUARD_CARD, None);
    assert_eq!(summon(&g, P0, TOY_GUARD).map(|e| e.stock), Some(1));
    assert_eq!(usage(&g, GIFT_OF_THE_GODDESS), Some(1));
    play(&mut g, P0, TOY_GUARD_CARD, None);
    assert_eq!(summon(&g, P0, TOY_GUARD).map(|e| e.stock), Some(2));
    assert!(gone(&g, GIFT_OF_THE_GODDESS), "its 2 usages are spent");
    act(&mut g, P0, Action::DeclareEnd);
    assert_eq!(hp(&g, P1, 0), 12 - 3, "1 Physical, raised twice");
}

// ---------------------------------------------------------------- Simulanka summons

#[test]
fn origami_flying_squirrel_gives_a_layer_of_efficient_switch_each_end_phase() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[ORIGAMI_FLYING_SQUIRREL_CARD],
        "c",
    ));
    play(&mut g, P0, ORIGAMI_FLYING_SQUIRREL_CARD, None);
    next_round(&mut g);
    assert_eq!(combat(&g, P0, EFFICIENT_SWITCH).map(|e| e.usage), Some(1));
    p0_acts_alone(&mut g);
    let switch_cost = legal(&g, P0).into_iter().find_map(|a| match a {
        Action::Switch { slot: 1, dice } => Some(dice.total()),
        _ => None,
    });
    assert_eq!(switch_cost, Some(0), "1 die less");
    switch(&mut g, 1);
    assert!(combat(&g, P0, EFFICIENT_SWITCH).is_none_or(|e| e.dead));
}

#[test]
fn pop_up_paper_frog_draws_a_card_each_end_phase() {
    let mut g = solo(
        scenario([GANYU, DILUC, KEQING], &[POP_UP_PAPER_FROG_CARD], "c")
            .deck(0, &[STRATEGIZE, STRATEGIZE, STRATEGIZE, STRATEGIZE]),
    );
    play(&mut g, P0, POP_UP_PAPER_FROG_CARD, None);
    declare_both(&mut g);
    assert_eq!(hand_len(&g), 3, "2 for the End Phase, 1 for the frog");
}

#[test]
fn origami_hamster_heals_the_most_injured_character_for_two_then_leaves() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[ORIGAMI_HAMSTER_CARD],
        "c",
    ));
    g.set_hp(P0, 1, 5);
    g.set_hp(P0, 2, 8);
    play(&mut g, P0, ORIGAMI_HAMSTER_CARD, None);
    declare_both(&mut g);
    assert_eq!([hp(&g, P0, 1), hp(&g, P0, 2)], [7, 8]);
    assert!(
        summon(&g, P0, ORIGAMI_HAMSTER).is_none(),
        "its one usage spent"
    );
}
