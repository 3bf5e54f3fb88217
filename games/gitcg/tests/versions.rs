//! The balance changes between 5.3 and 5.8, each played at both versions in the same build: the
//! sixteen characters whose HP changed, Raiden Shogun's burst, the three cards whose cost
//! changed (Wishes Unnumbered, In Five Colors Dyed, Edict of Absolution, whose text changed
//! too), and decks refused at a version older than their cards.

use tavern_game::{Game, Seat};
use tavern_gitcg::deck::{validate_at, DeckError};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::version::{V5_3, V5_4, V5_8};
use tavern_gitcg::{Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, CharacterId, Deck, Side, SkillId, Target};
use tavern_protocol::Viewer;

const P0: Seat = Seat(0);
const KEQING: u32 = 1403;
const DILUC: u32 = 1301;
const RAIDEN_SHOGUN: u32 = 1407;
const MUSOU_SHINSETSU: SkillId = SkillId(14073);
const WISHES_UNNUMBERED: u32 = 214071;
const CHIORI: u32 = 1609;
const IN_FIVE_COLORS_DYED: u32 = 216091;
const EDICT_OF_ABSOLUTION: u32 = 330009;
const EDICT_IN_EFFECT: u32 = 300005;
const LAN_YAN: u32 = 1512;

/// Each character whose HP changed: id, English name, HP at 5.3, HP at 5.8.
const HP_CHANGES: &[(u32, &str, u8, u8)] = &[
    (1101, "Ganyu", 10, 12),
    (1205, "Sangonomiya Kokomi", 10, 12),
    (1213, "Sigewinne", 10, 12),
    (1307, "Hu Tao", 10, 12),
    (1502, "Jean", 10, 12),
    (1503, "Venti", 10, 12),
    (1602, "Noelle", 10, 12),
    (1603, "Zhongli", 10, 12),
    (1604, "Albedo", 10, 12),
    (1207, "Candace", 10, 11),
    (1210, "Neuvillette", 10, 11),
    (1405, "Beidou", 10, 11),
    (1705, "Baizhu", 10, 11),
    (2104, "Frost Operative", 10, 11),
    (2205, "Hydro Hilichurl Rogue", 10, 11),
    (2304, "Emperor of Fire and Iron", 6, 5),
];

fn own(slot: u8) -> Option<Target> {
    Some(Target::Character {
        side: Side::Own,
        slot,
    })
}

/// Applies an action; a refusal leaves the state as it was.
fn try_act(g: &mut Gitcg, action: Action) -> Result<(), Illegal> {
    let before = g.clone();
    let mut events = Vec::new();
    let result = g.apply(P0, action, &mut events);
    if result.is_err() {
        assert!(*g == before, "a refused action changed the state");
    }
    result
}

fn play(card: u32, target: Option<Target>, pay: &str) -> Action {
    Action::PlayCard {
        card: CardId(card),
        target,
        second: None,
        dice: dice(pay),
    }
}

fn burst(pay: &str) -> Action {
    Action::UseSkill {
        skill: MUSOU_SHINSETSU,
        dice: dice(pay),
    }
}

#[test]
fn each_changed_characters_hp_is_its_own_at_each_version() {
    for &(id, name, old, new) in HP_CHANGES {
        for (version, hp) in [(V5_3, old), (V5_8, new)] {
            let g = Scenario::new([id, DILUC, KEQING], [KEQING, DILUC, id])
                .version(version)
                .build();
            let view = g.view(Viewer::Referee);
            let mine = &view.players[0].characters[0];
            let theirs = &view.players[1].characters[2];
            assert_eq!(
                (mine.hp, mine.max_hp, theirs.hp),
                (hp, hp, hp),
                "{name} at {version}"
            );
        }
    }
}

#[test]
fn raiden_shoguns_burst_costs_four_electro_dice_at_5_3_and_three_at_5_8() {
    let at = |version| {
        let mut g = Scenario::new([RAIDEN_SHOGUN, DILUC, KEQING], [KEQING, DILUC, 1101])
            .version(version)
            .dice(0, dice("eeee"))
            .build();
        g.set_energy(P0, 0, 2);
        g
    };
    let mut old = at(V5_3);
    assert!(try_act(&mut old, burst("eee")).is_err(), "3 dice at 5.3");
    assert!(try_act(&mut old, burst("eeee")).is_ok(), "4 dice at 5.3");
    let mut new = at(V5_8);
    assert!(try_act(&mut new, burst("eeee")).is_err(), "4 dice at 5.8");
    assert!(try_act(&mut new, burst("eee")).is_ok(), "3 dice at 5.8");
    assert_eq!(new.player(P0).dice.total(), 1, "one die left over");
}

#[test]
fn wishes_unnumbered_costs_as_the_burst_at_each_version() {
    let at = |version| {
        let mut g = Scenario::new([RAIDEN_SHOGUN, DILUC, KEQING], [KEQING, DILUC, 1101])
            .version(version)
            .hand(0, &[WISHES_UNNUMBERED])
            .dice(0, dice("eeee"))
            .build();
        g.set_energy(P0, 0, 2);
        g
    };
    let mut old = at(V5_3);
    assert!(try_act(&mut old, play(WISHES_UNNUMBERED, own(0), "eee")).is_err());
    assert!(try_act(&mut old, play(WISHES_UNNUMBERED, own(0), "eeee")).is_ok());
    let mut new = at(V5_8);
    assert!(try_act(&mut new, play(WISHES_UNNUMBERED, own(0), "eeee")).is_err());
    assert!(try_act(&mut new, play(WISHES_UNNUMBERED, own(0), "eee")).is_ok());
}

#[test]
fn in_five_colors_dyed_costs_three_geo_at_5_3_and_four_at_5_8() {
    let at = |version| {
        Scenario::new([CHIORI, DILUC, KEQING], [KEQING, DILUC, 1101])
            .version(version)
            .hand(0, &[IN_FIVE_COLORS_DYED])
            .dice(0, dice("gggg"))
            .build()
    };
    let mut old = at(V5_3);
    assert!(try_act(&mut old, play(IN_FIVE_COLORS_DYED, own(0), "ggg")).is_ok());
    let mut new = at(V5_8);
    assert!(try_act(&mut new, play(IN_FIVE_COLORS_DYED, own(0), "ggg")).is_err());
    assert!(try_act(&mut new, play(IN_FIVE_COLORS_DYED, own(0), "gggg")).is_ok());
}

#[test]
fn edict_of_absolution_is_free_for_a_round_at_5_3_and_heals_for_a_die_for_two_rounds_at_5_8() {
    let at = |version| {
        let mut g = Scenario::new([KEQING, DILUC, 1101], [KEQING, DILUC, 1101])
            .version(version)
            .hand(0, &[EDICT_OF_ABSOLUTION])
            .dice(0, dice("pp"))
            .build();
        g.set_hp(P0, 0, 5);
        g
    };
    let edict = |g: &Gitcg| {
        g.character(P0, 0)
            .attached
            .iter()
            .find(|e| e.def.id == EDICT_IN_EFFECT && !e.dead)
            .map(|e| (e.def.round_only, e.duration))
    };
    let mut old = at(V5_3);
    assert!(try_act(&mut old, play(EDICT_OF_ABSOLUTION, own(0), "")).is_ok());
    assert_eq!(old.character(P0, 0).hp, 5, "no heal at 5.3");
    assert_eq!(edict(&old), Some((true, 0)), "this round only");
    let mut new = at(V5_8);
    assert!(try_act(&mut new, play(EDICT_OF_ABSOLUTION, own(0), "")).is_err());
    assert!(try_act(&mut new, play(EDICT_OF_ABSOLUTION, own(0), "p")).is_ok());
    assert_eq!(new.character(P0, 0).hp, 7, "heals 2 at 5.8");
    assert_eq!(edict(&new), Some((false, 2)), "for 2 rounds");
}

#[test]
fn a_deck_is_refused_at_a_version_older_than_its_cards_naming_each_and_its_version() {
    // Lan Yan (5.8) and Little Tepetlisaur (5.4) in a deck otherwise of 5.3 cards.
    let deck = Deck {
        characters: vec![
            CharacterId(LAN_YAN),
            CharacterId(DILUC),
            CharacterId(KEQING),
        ],
        cards: vec![CardId(332043); 2]
            .into_iter()
            .chain((0..28).map(|i| CardId([332004, 332005, 333001, 333002][i % 4])))
            .collect(),
    };
    let err = validate_at(&deck, false, V5_3).expect_err("newer cards at 5.3");
    let DeckError::NewerThanVersion { version, cards } = &err else {
        panic!("{err:?}")
    };
    assert_eq!(*version, V5_3);
    assert_eq!(
        cards
            .iter()
            .map(|(id, _, since)| (*id, *since))
            .collect::<Vec<_>>(),
        [(LAN_YAN, V5_8), (332043, V5_4)]
    );
    let message = err.to_string();
    assert!(
        message.contains("Lan Yan (1512) needs version 5.8"),
        "{message}"
    );
    assert!(
        validate_at(&deck, false, V5_8).is_ok(),
        "the same deck at 5.8"
    );
}
