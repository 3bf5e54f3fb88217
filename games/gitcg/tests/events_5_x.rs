//! Tests for the event cards that arrived in 5.4–5.8 (an Arcane Legend, a Natlan nation card
//! and seven events), each played in a real match through the `Game` trait and its text checked
//! with exact numbers: what it draws, swaps, discards, picks and leaves behind.

use tavern_game::{DecisionKind, Game, Seat, Viewer};
use tavern_gitcg::cards;
use tavern_gitcg::deck::{validate, DeckError};
use tavern_gitcg::defs::{nation, CardKind, EquipSlot};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Ent, Gitcg, Illegal};
use tavern_protocol::gitcg::{
    Action, CardId, CharacterId, Deck, Dice, Event, Phase, Side, SkillId, Target,
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
const MUALANI: u32 = 1214;
const GANYU_NORMAL: u32 = 11011;
const GANYU_SKILL: u32 = 11012;
const HERONS_SANCTUM: u32 = 12072;

// Cards used alongside.
const STRATEGIZE: u32 = 332004;
const PAIMON: u32 = 322001;
const TOSS_UP: u32 = 332003;
const SWEET_MADAME: u32 = 333005;
const LIYUE_HARBOR_WHARF: u32 = 321001;
const KOHOLASAURUS: u32 = 313003;
const ABUNDANT_PHLOGISTON: u32 = 332042;

// The events and what they leave.
const FIGHT_FOR_DEATH: u32 = 330011;
const FIRE_AND_WAR: u32 = 331806;
const ODE_OF_RESURRECTION: u32 = 303240;
const LITTLE_TEPETLISAUR: u32 = 332043;
const IN_THE_NAME_OF_THE_EXTREME: u32 = 332044;
const ART_OF_SLEEPY_MEDITATION: u32 = 332045;
const ART_OF_SLEEPY_MEDITATION_STATUS: u32 = 303239;
const FLYING_SQUAD_ATTACK: u32 = 332046;
const FRUITS_OF_TRAINING: u32 = 332048;
const FRUITS_OF_TRAINING_STATUS: u32 = 303241;
const FRUITS_OF_TRAINING_DISCOUNT: u32 = 303242;
const HARVEST_TIME: u32 = 332049;
const HARVEST_TIME_STATUS: u32 = 303244;
const AWESOME_BRO: u32 = 332050;
const AWESOME_BRO_STATUS: u32 = 303243;

/// The ids of the options of seat 0's pending pick.
fn picking(g: &Gitcg) -> Vec<u32> {
    g.view(Viewer::Seat { seat: P0 }).players[0]
        .picking
        .iter()
        .map(|c| c.0)
        .collect()
}

// ---------------------------------------------------------------- Arcane Legend, nation card

#[test]
fn fight_for_death_draws_and_gives_two_max_hp_per_knocked_out_character() {
    let mut g = trio(&[FIGHT_FOR_DEATH], "c");
    let mut g2 = g.clone();
    g.player_mut(P0).deck.clear();
    let strategize = cards::card(CardId(STRATEGIZE)).expect("a card");
    g.player_mut(P0).deck.push(strategize);
    let down = g.character_mut(P0, 2);
    down.alive = false;
    down.hp = 0;
    g.set_hp(P0, 0, 5);
    play(&mut g, P0, FIGHT_FOR_DEATH, None);
    assert_eq!(hand_ids(&g, P0), vec![STRATEGIZE]);
    let c = g.character(P0, 0);
    assert_eq!((c.hp, c.max_hp), (7, 14), "2 more Max HP, and HP with it");
    assert_eq!(g.character(P0, 1).max_hp, 12);
    assert!(g.player(P0).legend_used);
    // Nobody knocked out: only the draw.
    play(&mut g2, P0, FIGHT_FOR_DEATH, None);
    assert_eq!(g2.character(P0, 0).max_hp, 12);
}

#[test]
fn fire_and_war_saves_its_character_for_rekindling_dice_then_rekindles() {
    let mut g = scenario([GANYU, DILUC, KEQING], &[FIRE_AND_WAR], "cc")
        .dice(1, dice("cccccc"))
        .build();
    g.set_hp(P0, 0, 1);
    play(&mut g, P0, FIRE_AND_WAR, own(0));
    let ode = attached(&g, P0, 0, ODE_OF_RESURRECTION).expect("on Ganyu");
    assert_eq!(ode.stock, 1, "Rekindling 1");
    act(&mut g, P0, Action::DeclareEnd);
    skill(&mut g, P1, GANYU_NORMAL);
    assert!(g.character(P0, 0).alive, "saved");
    assert_eq!(hp(&g, P0, 0), 1, "healed to 1 HP");
    assert_eq!(dice_of(&g, P0).total(), 0, "1 die spent");
    assert_eq!(
        attached(&g, P0, 0, ODE_OF_RESURRECTION).map(|e| e.stock),
        Some(2)
    );
    skill(&mut g, P1, GANYU_NORMAL);
    assert!(!g.character(P0, 0).alive, "no 2 dice to spend: knocked out");
}

#[test]
fn fire_and_war_needs_two_natlan_characters_in_the_deck() {
    let card = cards::card(CardId(FIRE_AND_WAR)).expect("a card");
    assert_eq!(card.nation, nation::NATLAN);
    let mut fillers = cards::deckable_cards()
        .iter()
        .filter(|c| {
            c.nation == 0
                && c.talent_of.is_none()
                && !matches!(c.kind, CardKind::Resonance(_) | CardKind::Legend)
        })
        .map(|c| c.id);
    let mut ids = vec![FIRE_AND_WAR, FIRE_AND_WAR];
    while ids.len() < 30 {
        let id = fillers.next().expect("enough cards");
        ids.extend([id, id]);
    }
    let deck = Deck {
        characters: [MUALANI, GANYU, DILUC].map(CharacterId).to_vec(),
        cards: ids.into_iter().map(CardId).collect(),
    };
    let e = validate(&deck, true).expect_err("one Natlan character only");
    assert_eq!(
        e,
        DeckError::NationNeedsTwo {
            card: FIRE_AND_WAR,
            name: "Fire and War",
            nation: nation::NATLAN,
            got: 1,
        }
    );
    assert!(e.to_string().contains("Natlan"), "{e}");
}

// ---------------------------------------------------------------- hands and decks

#[test]
fn little_tepetlisaur_puts_abundant_phlogiston_into_both_decks_and_both_draw_two() {
    let mut g = trio(&[LITTLE_TEPETLISAUR], "c");
    play(&mut g, P0, LITTLE_TEPETLISAUR, None);
    for seat in [P0, P1] {
        assert_eq!(
            hand_ids(&g, seat),
            vec![ABUNDANT_PHLOGISTON, ABUNDANT_PHLOGISTON]
        );
        assert!(g.player(seat).deck.is_empty());
    }
}

#[test]
fn in_the_name_of_the_extreme_swaps_the_hands_in_the_open_and_tops_up_the_smaller() {
    let mut g = scenario(
        [GANYU, DILUC, KEQING],
        &[IN_THE_NAME_OF_THE_EXTREME, STRATEGIZE, PAIMON],
        "cccc",
    )
    .hand(
        1,
        &[LIYUE_HARBOR_WHARF, TOSS_UP, SWEET_MADAME, KOHOLASAURUS],
    )
    .deck(1, &[STRATEGIZE, TOSS_UP, SWEET_MADAME])
    .build();
    let mut events = Vec::new();
    let dice = card_payment(&g, P0, IN_THE_NAME_OF_THE_EXTREME, None).expect("playable");
    g.apply(
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(IN_THE_NAME_OF_THE_EXTREME),
            target: None,
            dice,
        },
        &mut events,
    )
    .expect("played");
    assert_eq!(
        hand_ids(&g, P0),
        vec![LIYUE_HARBOR_WHARF, TOSS_UP, SWEET_MADAME, KOHOLASAURUS]
    );
    assert_eq!(
        hand_ids(&g, P1),
        vec![STRATEGIZE, PAIMON, SWEET_MADAME, TOSS_UP],
        "the two swapped, then 2 drawn to match"
    );
    // Each side sees every card that changed hands.
    let shown = |to: Seat| -> Vec<u32> {
        events
            .iter()
            .filter_map(|e| match e.for_viewer(Viewer::Seat { seat: to.other() }) {
                Event::CardCreated {
                    seat,
                    card: Some(c),
                } if *seat == to => Some(c.0),
                _ => None,
            })
            .collect()
    };
    assert_eq!(shown(P0), hand_ids(&g, P0));
    assert_eq!(shown(P1), vec![STRATEGIZE, PAIMON]);
}

#[test]
fn flying_squad_discards_the_two_costliest_then_draws_to_four() {
    let mut g = scenario(
        [GANYU, DILUC, KEQING],
        &[FLYING_SQUAD_ATTACK, LIYUE_HARBOR_WHARF, PAIMON, STRATEGIZE],
        "ccc",
    )
    .deck(0, &[TOSS_UP, TOSS_UP, TOSS_UP, TOSS_UP, TOSS_UP])
    .build();
    play(&mut g, P0, FLYING_SQUAD_ATTACK, None);
    let hand = hand_ids(&g, P0);
    assert_eq!(hand.len(), 4);
    assert_eq!(
        hand[0], STRATEGIZE,
        "Paimon (3 dice) and the Wharf (2) went"
    );
    assert_eq!(g.player(P0).deck.len(), 2);
}

#[test]
fn flying_squad_draws_a_card_when_an_effect_discards_it() {
    let mut g = scenario(
        [GANYU, DILUC, KEQING],
        &[FLYING_SQUAD_ATTACK, FLYING_SQUAD_ATTACK, STRATEGIZE],
        "ccc",
    )
    .deck(0, &[TOSS_UP, TOSS_UP, TOSS_UP, TOSS_UP, TOSS_UP, TOSS_UP])
    .build();
    play(&mut g, P0, FLYING_SQUAD_ATTACK, None);
    // The other copy (3 dice) is the costliest and goes first, drawing 1; then the costliest
    // of the rest; then draws until 4.
    assert_eq!(hand_len(&g), 4);
    assert_eq!(g.player(P0).deck.len(), 6 - 1 - 3);
}

#[test]
fn harvest_time_picks_a_food_and_puts_itself_back_into_the_deck_per_layer() {
    let filler = [STRATEGIZE; 10];
    let mut g = solo(
        scenario([GANYU, DILUC, KEQING], &[HARVEST_TIME, HARVEST_TIME], "cc").deck(0, &filler),
    );
    play(&mut g, P0, HARVEST_TIME, None);
    let options = picking(&g);
    assert_eq!(options.len(), 3);
    assert!(options
        .iter()
        .all(|id| cards::card(CardId(*id)).is_some_and(|c| c.kind == CardKind::Food)));
    act(&mut g, P0, Action::Pick { option: 2 });
    assert!(hand_ids(&g, P0).contains(&options[2]));
    play(&mut g, P0, HARVEST_TIME, None);
    act(&mut g, P0, Action::Pick { option: 0 });
    assert_eq!(
        combat(&g, P0, HARVEST_TIME_STATUS).map(|e| e.usage),
        Some(2)
    );
    declare_both(&mut g);
    let p = g.player(P0);
    let back = p
        .deck
        .iter()
        .chain(&p.hand)
        .filter(|c| c.id == HARVEST_TIME)
        .count();
    assert_eq!(back, 2, "one per layer, in the deck (or drawn)");
    assert!(combat(&g, P0, HARVEST_TIME_STATUS).is_none());
}

// ---------------------------------------------------------------- Technique cards

#[test]
fn art_of_sleepy_meditation_picks_a_technique_card_which_then_costs_two_less() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[ART_OF_SLEEPY_MEDITATION],
        "cccccc",
    ));
    play(&mut g, P0, ART_OF_SLEEPY_MEDITATION, None);
    let options = picking(&g);
    assert_eq!(options.len(), 3);
    let technique = CardKind::Equipment(EquipSlot::Technique);
    let offered: Vec<_> = options
        .iter()
        .map(|id| cards::card(CardId(*id)).expect("a card"))
        .collect();
    assert!(offered.iter().all(|c| c.kind == technique));
    let (k, card) = offered
        .iter()
        .enumerate()
        .max_by_key(|(_, c)| c.cost.dice())
        .expect("three options");
    act(&mut g, P0, Action::Pick { option: k as u8 });
    assert!(combat(&g, P0, ART_OF_SLEEPY_MEDITATION_STATUS).is_some());
    let printed = card.cost.dice();
    assert_eq!(
        card_cost(&g, card.id, own(0)),
        printed.saturating_sub(2),
        "not in the starting deck: 2 dice less"
    );
    play(&mut g, P0, card.id, own(0));
    assert_eq!(
        combat(&g, P0, ART_OF_SLEEPY_MEDITATION_STATUS).is_none_or(|e| e.dead),
        printed > 0,
        "spent when it lowered the cost"
    );
}

#[test]
fn art_of_sleepy_meditation_leaves_cards_of_the_starting_deck_at_their_price() {
    let mut g = solo(scenario(
        [GANYU, DILUC, KEQING],
        &[ART_OF_SLEEPY_MEDITATION, KOHOLASAURUS],
        "cccccc",
    ));
    play(&mut g, P0, ART_OF_SLEEPY_MEDITATION, None);
    act(&mut g, P0, Action::Pick { option: 0 });
    assert_eq!(
        card_cost(&g, KOHOLASAURUS, own(0)),
        2,
        "in the starting deck"
    );
}

#[test]
fn awesome_bro_draws_a_technique_card_and_gives_omni_after_the_next_one() {
    let mut g = solo(
        scenario([GANYU, DILUC, KEQING], &[AWESOME_BRO], "ccc")
            .deck(0, &[STRATEGIZE, KOHOLASAURUS, PAIMON]),
    );
    play(&mut g, P0, AWESOME_BRO, None);
    assert_eq!(hand_ids(&g, P0), vec![KOHOLASAURUS]);
    assert!(combat(&g, P0, AWESOME_BRO_STATUS).is_some());
    play(&mut g, P0, KOHOLASAURUS, own(0));
    assert_eq!(dice_of(&g, P0), dice("o"), "the 2 paid, an Omni die back");
    assert!(combat(&g, P0, AWESOME_BRO_STATUS).is_none_or(|e| e.dead));
}

// ---------------------------------------------------------------- skills

#[test]
fn fruits_of_training_makes_the_chosen_ones_next_elemental_skill_cheaper_when_another_prepares() {
    let mut g = solo(scenario(
        [GANYU, CANDACE, DILUC],
        &[FRUITS_OF_TRAINING],
        "hhhhhhcccccc",
    ));
    play(&mut g, P0, FRUITS_OF_TRAINING, own(0));
    assert_eq!(
        attached(&g, P0, 0, FRUITS_OF_TRAINING_STATUS).map(|e| e.usage),
        Some(2)
    );
    switch(&mut g, 1);
    skill(&mut g, P0, HERONS_SANCTUM);
    assert!(attached(&g, P0, 0, FRUITS_OF_TRAINING_DISCOUNT).is_some());
    assert_eq!(
        attached(&g, P0, 0, FRUITS_OF_TRAINING_STATUS).map(|e| e.usage),
        Some(1)
    );
    switch(&mut g, 0);
    assert_eq!(skill_cost_of(&g, P0, GANYU_SKILL), 2, "1 die less");
    skill(&mut g, P0, GANYU_SKILL);
    assert!(attached(&g, P0, 0, FRUITS_OF_TRAINING_DISCOUNT).is_none_or(|e| e.dead));
}
