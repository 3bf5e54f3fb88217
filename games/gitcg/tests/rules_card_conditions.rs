//! Rule tests for conditions card texts share: facts about the starting deck (counted from
//! the deck the match began with, whatever has since been drawn, tuned or discarded) and
//! healing food, which needs an injured character.

mod common;

use common::*;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, DieFace, Side, Target};

/// 蒂玛乌斯 Timaeus: enters with a random artifact from the deck when the starting deck held at
/// least 6 artifacts.
const TIMAEUS: u32 = 322003;
/// 瓦格纳 Wagner: enters with a random weapon from the deck when the starting deck held at
/// least 3 different weapons.
const WAGNER: u32 = 322004;
/// Artifacts: Adventurer's Bandana, Lucky Dog's Silver Circlet, Traveling Doctor's Handkerchief,
/// Gambler's Earrings, Instructor's Cap, Exile's Circlet.
const ARTIFACTS: [u32; 6] = [312001, 312002, 312003, 312004, 312005, 312006];
/// Weapons: Magic Guide, Raven Bow, White Iron Greatsword.
const WEAPONS: [u32; 3] = [311101, 311201, 311301];
/// 甜甜花酿鸡 Sweet Madame: heals 1.
const SWEET_MADAME: u32 = 333005;
/// 烤蘑菇披萨 Mushroom Pizza: heals 1 and 1 more in the next two end phases.
const MUSHROOM_PIZZA: u32 = 333007;

fn own(slot: u8) -> Option<Target> {
    Some(Target::Character {
        side: Side::Own,
        slot,
    })
}

fn tune(g: &mut Gitcg, card: u32) {
    act(
        g,
        P0,
        Action::Tune {
            card: CardId(card),
            die: DieFace::Pyro,
        },
    );
}

fn play(g: &mut Gitcg, card: u32, target: Option<Target>, pay: &str) {
    act(
        g,
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(card),
            target,
            dice: dice(pay),
        },
    );
}

fn hand(g: &Gitcg) -> Vec<u32> {
    g.player(P0).hand.iter().map(|c| c.id).collect()
}

#[test]
fn timaeus_counts_the_artifacts_of_the_starting_deck_even_once_tuned_away() {
    // Six artifacts in the starting deck: one in hand is tuned away before Timaeus enters.
    let mut g = trio("pppppp")
        .hand(0, &[TIMAEUS, ARTIFACTS[0]])
        .deck(0, &ARTIFACTS[1..])
        .build();
    tune(&mut g, ARTIFACTS[0]);
    play(&mut g, TIMAEUS, None, "pp");
    let drawn = hand(&g);
    assert_eq!(drawn.len(), 1, "one artifact drawn from the deck");
    assert!(ARTIFACTS[1..].contains(&drawn[0]));
    assert_eq!(g.player(P0).deck.len(), 4);
}

#[test]
fn timaeus_draws_nothing_when_the_starting_deck_held_fewer_than_six_artifacts() {
    let mut g = trio("pppp")
        .hand(0, &[TIMAEUS])
        .deck(0, &ARTIFACTS[1..])
        .build();
    play(&mut g, TIMAEUS, None, "pp");
    assert!(hand(&g).is_empty());
    assert_eq!(g.player(P0).deck.len(), 5);
}

#[test]
fn wagner_counts_the_different_weapons_of_the_starting_deck_even_once_tuned_away() {
    let mut g = trio("pppppp")
        .hand(0, &[WAGNER, WEAPONS[0]])
        .deck(0, &WEAPONS[1..])
        .build();
    tune(&mut g, WEAPONS[0]);
    play(&mut g, WAGNER, None, "pp");
    let drawn = hand(&g);
    assert_eq!(drawn.len(), 1, "one weapon drawn from the deck");
    assert!(WEAPONS[1..].contains(&drawn[0]));
}

#[test]
fn healing_food_needs_an_injured_character() {
    let mut g = trio("p").hand(0, &[SWEET_MADAME, MUSHROOM_PIZZA]).build();
    let madame = Action::PlayCard {
        second: None,
        card: CardId(SWEET_MADAME),
        target: own(0),
        dice: dice(""),
    };
    assert_eq!(
        try_act(&mut g, P0, madame),
        Err(Illegal::CannotPlay("the character is not injured"))
    );
    assert!(!legal(&g, P0).contains(&madame));
    // Food that does more than heal may be eaten at full HP.
    play(&mut g, MUSHROOM_PIZZA, own(0), "p");
    g.set_hp(P0, 1, 9);
    assert!(legal(&g, P0).contains(&Action::PlayCard {
        second: None,
        card: CardId(SWEET_MADAME),
        target: own(1),
        dice: dice(""),
    }));
    play(&mut g, SWEET_MADAME, own(1), "");
    assert_eq!(hp(&g, P0, 1), 10);
}

#[test]
fn scenario_starting_deck_is_every_card_the_side_was_given() {
    let g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[TIMAEUS])
        .deck(0, &WEAPONS)
        .build();
    let ids: Vec<u32> = g.player(P0).starting_deck.iter().map(|c| c.id).collect();
    assert_eq!(ids, [TIMAEUS, WEAPONS[0], WEAPONS[1], WEAPONS[2]]);
}
