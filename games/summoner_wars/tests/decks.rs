//! Deck construction (牌组构建, RB:283-325): a custom deck is a summoner and a draw pile,
//! checked against the rulebook's parts and restrictions with typed errors, then dealt and
//! played like a preset.

mod common;

use common::*;
use tavern_game::rng::Rng;
use tavern_game::{Game, Seat, SetupError, Viewer};
use tavern_protocol::summoner_wars::{CardId, Config, CustomDeck, Deck, Faction, Options};
use tavern_summoner_wars::deck::{self, DeckError, Part};
use tavern_summoner_wars::factions::{
    fallen_kingdom as fk, phoenix_elves as pe, tundra_orcs as to, vanguards as va,
};
use tavern_summoner_wars::SummonerWars;

use Faction::{FallenKingdom as Fallen, PhoenixElves as Elves, Vanguards as Vans};

/// The preset draw pile of `f`, as ids.
fn pile(f: Faction) -> Vec<CardId> {
    deck::preset_pile(f).iter().map(|c| c.id).collect()
}

/// A custom deck.
fn custom(summoner: CardId, cards: Vec<CardId>) -> Deck {
    Deck::Custom(CustomDeck { summoner, cards })
}

/// The Vanguards' preset pile as a custom deck, with `edit` applied to the pile.
fn vanguards(edit: impl FnOnce(&mut Vec<CardId>)) -> Deck {
    let mut cards = pile(Vans);
    edit(&mut cards);
    custom(va::SERA_ELDWYN, cards)
}

/// Replaces the first copy of `old` by `new`.
fn swap(cards: &mut [CardId], old: CardId, new: CardId) {
    let i = cards
        .iter()
        .position(|&c| c == old)
        .unwrap_or_else(|| panic!("{old:?} is in the pile"));
    cards[i] = new;
}

/// The error the rules give for `d`.
#[track_caller]
fn refused(d: &Deck) -> DeckError {
    match deck::check(d, true) {
        Ok(_) => panic!("{d:?} should be refused"),
        Err(e) => e,
    }
}

/// A match of two decks, with or without the rules.
fn deal(a: Deck, b: Deck, rules: bool) -> Result<SummonerWars, SetupError> {
    let config = Config {
        decks: vec![a, b],
        options: Options {
            check_deck_rules: rules,
        },
    };
    SummonerWars::new(5, 2, config)
}

/// The draw pile holds 3 five-life gates, 2 epic events, 6 standard events, 3 champions and
/// 16 commons (12 for the first-edition factions, whose three commons at 4 copies make 12);
/// the first part that is off is named, with the count it needs.
#[test]
fn a_custom_deck_holds_the_rulebooks_parts() {
    assert!(deck::check(&vanguards(|_| {}), true).is_ok());
    let gate = refused(&vanguards(|p| p.retain(|&c| c != va::GATE)));
    assert_eq!(
        gate,
        DeckError::WrongCount {
            part: Part::Gates,
            needed: 3,
            got: 0
        }
    );
    let events = refused(&vanguards(|p| swap(p, va::RALLY, va::CITADEL_KNIGHT)));
    assert_eq!(
        events,
        DeckError::WrongCount {
            part: Part::StandardEvents,
            needed: 6,
            got: 5
        }
    );
    let champions = refused(&vanguards(|p| {
        p.retain(|&c| c != va::VALENTINA);
    }));
    assert_eq!(
        champions,
        DeckError::WrongCount {
            part: Part::Champions,
            needed: 3,
            got: 2
        }
    );
    let mut elves = pile(Elves);
    elves.push(pe::ARCHER);
    assert_eq!(
        refused(&custom(pe::PRINCE_ELIEN, elves)),
        DeckError::WrongCount {
            part: Part::Commons,
            needed: 12,
            got: 13
        }
    );
    // Setup refuses the same deck, naming the seat and the rule.
    let err = deal(
        Deck::Preset(Fallen),
        vanguards(|p| p.retain(|&c| c != va::GATE)),
        true,
    )
    .expect_err("refused at setup");
    let SetupError::Deck { seat, reason } = err else {
        panic!("a deck error: {err}");
    };
    assert_eq!(seat, Seat(1));
    assert!(
        reason.contains("0 5-life gates: a deck holds 3"),
        "{reason}"
    );
}

/// Every unit and event carries the summoner's deck symbol; structures carry none, so another
/// faction's gates are allowed, and the match deals them.
#[test]
fn every_unit_and_event_carries_the_summoners_symbol() {
    assert_eq!(
        refused(&vanguards(|p| swap(
            p,
            va::CITADEL_KNIGHT,
            fk::PLAGUE_ZOMBIE
        ))),
        DeckError::WrongSymbol {
            card: fk::PLAGUE_ZOMBIE,
            name: "Plague Zombie",
            symbol: Fallen,
            summoner: Vans
        }
    );
    assert_eq!(
        refused(&vanguards(|p| swap(p, va::HOLY_LIGHT, pe::BURN))).code(),
        "wrong_symbol"
    );
    let orc_gates = vanguards(|p| {
        for _ in 0..3 {
            swap(p, va::GATE, to::GATE);
        }
    });
    let g = deal(orc_gates, Deck::Preset(Fallen), true).expect("gates carry no symbol");
    let p = g.player(P0);
    let gates: Vec<CardId> = p
        .hand
        .iter()
        .chain(&p.deck)
        .filter(|c| c.is_gate())
        .map(|c| c.id)
        .collect();
    assert_eq!(gates, [to::GATE; 3]);
}

/// The deck holds the 2 epic events its summoner lists and no other epic event.
#[test]
fn only_the_epic_events_the_summoner_lists_go_in_the_deck() {
    assert_eq!(
        refused(&vanguards(|p| swap(p, va::SHIELD_OF_FAITH, fk::BONE_WALL))),
        DeckError::EpicNotListed {
            card: fk::BONE_WALL,
            name: "Bone Wall"
        }
    );
    assert_eq!(
        refused(&vanguards(|p| swap(p, va::SHIELD_OF_FAITH, va::RALLY))),
        DeckError::WrongCount {
            part: Part::EpicEvents,
            needed: 2,
            got: 1
        }
    );
}

/// At most 2 of a standard event, 1 of a champion and 4 of a common; the starting units on
/// the battlefield do not count towards the limit.
#[test]
fn copy_limits_hold_and_starting_units_do_not_count() {
    assert_eq!(
        refused(&vanguards(|p| swap(
            p,
            va::CITADEL_PALADIN,
            va::CITADEL_KNIGHT
        ))),
        DeckError::TooManyCopies {
            card: va::CITADEL_KNIGHT,
            name: "Citadel Knight",
            copies: 5,
            most: 4
        }
    );
    assert_eq!(
        refused(&vanguards(|p| swap(p, va::RALLY, va::HOLY_LIGHT))),
        DeckError::TooManyCopies {
            card: va::HOLY_LIGHT,
            name: "Holy Light",
            copies: 3,
            most: 2
        }
    );
    assert_eq!(
        refused(&vanguards(|p| swap(p, va::JACOB_ELDWYN, va::VALENTINA))),
        DeckError::TooManyCopies {
            card: va::VALENTINA,
            name: "Valentina",
            copies: 2,
            most: 1
        }
    );
    // Fallen Kingdom: a Plague Zombie starts on the battlefield and 4 more are in the pile.
    let g = deal(
        custom(fk::RET_TALUS, pile(Fallen)),
        Deck::Preset(Vans),
        true,
    )
    .expect("legal");
    let list = &g.view(Viewer::Seat { seat: P0 }).players[0].deck_list;
    assert_eq!(list.iter().filter(|&&c| c == fk::PLAGUE_ZOMBIE).count(), 5);
}

/// A deck is built around one summoner, which starts on the battlefield with its starting
/// gate: neither a summoner nor a 10-life gate goes in the draw pile.
#[test]
fn the_summoner_and_the_starting_gate_stay_out_of_the_draw_pile() {
    assert_eq!(
        refused(&custom(va::CITADEL_KNIGHT, pile(Vans))),
        DeckError::NotASummoner {
            card: va::CITADEL_KNIGHT,
            name: "Citadel Knight"
        }
    );
    let two = vanguards(|p| swap(p, va::GATE, fk::RET_TALUS));
    let err = deck::check(&two, false).expect_err("even without the rules");
    assert_eq!(err.code(), "summoner_in_pile");
    assert_eq!(
        refused(&vanguards(|p| swap(p, va::GATE, va::STARTING_GATE))),
        DeckError::StartingGateInPile {
            card: va::STARTING_GATE
        }
    );
}

/// Without the rules (a room's `deck_rules` off) any known cards make a deck, as long as it
/// has its summoner and fits the engine's piles.
#[test]
fn without_the_rules_any_known_cards_make_a_deck() {
    let drakes = custom(fk::RET_TALUS, vec![pe::FIRE_DRAKE; 20]);
    assert_eq!(refused(&drakes).code(), "wrong_symbol");
    let g = deal(drakes.clone(), Deck::Preset(Vans), false).expect("no rules");
    assert_eq!(hand(&g, P0), [pe::FIRE_DRAKE; 5]);
    assert!(deal(drakes, Deck::Preset(Vans), true).is_err());
    let unknown = custom(fk::RET_TALUS, vec![CardId(999)]);
    assert_eq!(
        deck::check(&unknown, false).err(),
        Some(DeckError::UnknownCard { card: CardId(999) })
    );
    let huge = custom(fk::RET_TALUS, vec![fk::UNDEAD_WARRIOR; 45]);
    assert_eq!(
        deck::check(&huge, false).err(),
        Some(DeckError::TooManyCards { count: 49 })
    );
}

/// A custom deck is dealt like a preset: the summoner's starting cards on the battlefield,
/// its own pile shuffled; its list is public and stays the same through the match.
#[test]
fn a_custom_deck_is_dealt_and_its_list_stays_public() {
    let orc_gates = vanguards(|p| {
        for _ in 0..3 {
            swap(p, va::GATE, to::GATE);
        }
    });
    let Deck::Custom(d) = orc_gates.clone() else {
        unreachable!("a custom deck");
    };
    let mut g = deal(orc_gates, Deck::Preset(Fallen), true).expect("legal");
    let p = g.player(P0);
    let mut dealt: Vec<CardId> = p.hand.iter().chain(&p.deck).map(|c| c.id).collect();
    dealt.sort_unstable();
    let mut wanted = d.cards.clone();
    wanted.sort_unstable();
    assert_eq!(dealt, wanted);
    let mut list = wanted;
    list.extend([
        va::SERA_ELDWYN,
        va::STARTING_GATE,
        va::TEMPLE_PRIEST,
        va::CITADEL_ARCHER,
    ]);
    list.sort_unstable();
    let mut rng = Rng::new(9);
    for _ in 0..300 {
        let view = g.view(Viewer::Seat { seat: P1 });
        assert_eq!(
            view.players[0].deck_list, list,
            "the other seat sees the list"
        );
        if g.outcome().is_some() {
            break;
        }
        let actions = legal(&g);
        let a = actions[rng.below(actions.len() as u32) as usize];
        let mut events = Vec::new();
        g.apply(g.current(), a, &mut events).expect("legal");
    }
}
