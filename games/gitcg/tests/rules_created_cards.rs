//! Rule tests for cards effects create and discard, and for Bond of Life: a card discarded by an
//! effect answers with its "when discarded" ops, created cards go where their effect puts them
//! in the deck, a named draw takes the topmost copy, and Bond of Life cancels healing.

use tavern_game::Seat;
use tavern_gitcg::cards;
use tavern_gitcg::deck_effects::DeckPlace;
use tavern_gitcg::defs::CardDef;
use tavern_gitcg::testkit::Scenario;
use tavern_protocol::gitcg::CardId;

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const OVERCHARGED_BALL: u32 = 113131;
const CRYSTAL_SHRAPNEL: u32 = 116081;
const LIYUE_HARBOR_WHARF: u32 = 321001;

fn card(id: u32) -> &'static CardDef {
    cards::card(CardId(id)).expect("the card exists")
}

fn scenario(hand: &[u32], deck: &[u32]) -> tavern_gitcg::Gitcg {
    Scenario::new([1313, 1103, 1201], [1403, 1101, 1301])
        .hand(0, hand)
        .deck(0, deck)
        .build()
}

#[test]
fn a_card_an_effect_discards_answers_with_its_discard_ops() {
    let mut g = scenario(&[OVERCHARGED_BALL, LIYUE_HARBOR_WHARF], &[]);
    // A card with nothing to do when discarded just leaves the hand.
    assert_eq!(g.discard_copies(P0, card(LIYUE_HARBOR_WHARF), 3), 1);
    assert_eq!(g.character(P1, 0).hp, 10);
    assert_eq!(g.discard_copies(P0, card(OVERCHARGED_BALL), 1), 1);
    assert_eq!(g.character(P1, 0).hp, 9);
    assert!(g.player(P0).hand.is_empty());
}

#[test]
fn cards_created_into_a_deck_go_where_their_effect_says() {
    let deck = [LIYUE_HARBOR_WHARF; 9];
    for seed in 0..20 {
        let mut g = Scenario::new([1313, 1103, 1201], [1403, 1101, 1301])
            .seed(seed)
            .deck(0, &deck)
            .build();
        g.put_in_deck(P0, card(CRYSTAL_SHRAPNEL), 1, DeckPlace::AmongTop(2));
        let at = g
            .player(P0)
            .deck
            .iter()
            .position(|c| c.id == CRYSTAL_SHRAPNEL);
        // The top is the end: one of the top 2 of the 10 cards is index 8 or 9.
        assert!(matches!(at, Some(8..=9)), "seed {seed}: {at:?}");
    }
    let mut g = scenario(&[], &deck);
    g.put_in_deck(P0, card(CRYSTAL_SHRAPNEL), 2, DeckPlace::Even);
    let at: Vec<usize> = g
        .player(P0)
        .deck
        .iter()
        .enumerate()
        .filter(|(_, c)| c.id == CRYSTAL_SHRAPNEL)
        .map(|(i, _)| i)
        .collect();
    assert_eq!(at, [3, 7]);
    // A full deck takes no more.
    let mut g = scenario(&[], &[LIYUE_HARBOR_WHARF; 39]);
    g.put_in_deck(P0, card(CRYSTAL_SHRAPNEL), 3, DeckPlace::Random);
    assert_eq!(g.player(P0).deck.len(), 40);
}

#[test]
fn a_named_draw_takes_the_topmost_copy_wherever_it_lies() {
    let mut g = scenario(
        &[],
        &[
            CRYSTAL_SHRAPNEL,
            LIYUE_HARBOR_WHARF,
            CRYSTAL_SHRAPNEL,
            LIYUE_HARBOR_WHARF,
        ],
    );
    g.draw_named(P0, card(CRYSTAL_SHRAPNEL), 3);
    let ids = |cards: &[&CardDef]| cards.iter().map(|c| c.id).collect::<Vec<_>>();
    assert_eq!(
        ids(&g.player(P0).hand),
        [CRYSTAL_SHRAPNEL, CRYSTAL_SHRAPNEL]
    );
    assert_eq!(
        ids(&g.player(P0).deck),
        [LIYUE_HARBOR_WHARF, LIYUE_HARBOR_WHARF]
    );
}

#[test]
fn bond_of_life_cancels_healing_one_hp_per_usage_but_not_a_revival() {
    let mut g = scenario(&[], &[]);
    g.set_hp(P1, 0, 4);
    g.add_bond_of_life(P1, 0, 2);
    g.add_bond_of_life(P1, 0, 1);
    assert_eq!(g.bond_of_life(P1, 0), 3);
    g.heal(P1, 0, 2, None);
    assert_eq!((g.character(P1, 0).hp, g.bond_of_life(P1, 0)), (4, 1));
    g.heal(P1, 0, 2, None);
    assert_eq!((g.character(P1, 0).hp, g.bond_of_life(P1, 0)), (5, 0));
    // Spent, it is gone; a knocked-out character revived comes back with the HP it was given.
    g.add_bond_of_life(P1, 1, 5);
    g.set_hp(P1, 1, 0);
    g.character_mut(P1, 1).alive = false;
    g.revive(P1, 1, 3, None);
    assert_eq!(g.character(P1, 1).hp, 3);
}

#[test]
fn passives_that_act_when_the_battle_begins_act_once_before_round_one() {
    use tavern_game::Game;
    use tavern_protocol::gitcg::{Action, CharacterId, Config, Deck, HandMask, Options};
    let deck = |characters: [u32; 3]| Deck {
        characters: characters.map(CharacterId).to_vec(),
        cards: vec![CardId(LIYUE_HARBOR_WHARF); 30],
    };
    // Seat 0 brings Consecrated Flying Serpent, seat 1 Guardian of Apep's Oasis.
    let config = Config {
        decks: vec![deck([2503, 1103, 1201]), deck([2702, 1103, 1201])],
        options: Options {
            rerolls: 1,
            check_deck_rules: false,
            version: tavern_protocol::gitcg::GameVersion::NEWEST,
        },
    };
    let mut g = tavern_gitcg::Gitcg::new(7, 2, config).expect("valid decks");
    let mut events = Vec::new();
    for seat in [P0, P1] {
        let keep = Action::SwitchHand {
            cards: HandMask::EMPTY,
        };
        g.apply(seat, keep, &mut events).expect("keeps its hand");
    }
    let blocks = |g: &tavern_gitcg::Gitcg, seat| {
        g.player(seat)
            .deck
            .iter()
            .filter(|c| c.id == 124051)
            .count()
    };
    assert_eq!(blocks(&g, P0), 0);
    for seat in [P0, P1] {
        g.apply(seat, Action::ChooseActive { slot: 0 }, &mut events)
            .expect("chooses");
    }
    // Immortal Remnants: Anemo spread 6 blocks evenly through each 25-card deck: one after
    // each seventh of the original cards.
    assert_eq!(blocks(&g, P0), 6);
    let at: Vec<usize> = g
        .player(P0)
        .deck
        .iter()
        .enumerate()
        .filter(|(_, c)| c.id == 124051)
        .map(|(i, _)| i)
        .collect();
    assert_eq!(at, [3, 8, 12, 17, 21, 26]);
    // Invokation of Propagation put 5 Awaken, My Kindred into seat 1's deck and created Heart
    // of Oasis; the round's roll phase has begun.
    let awaken = g.player(P1).deck.iter().filter(|c| c.id == 127021).count();
    assert_eq!(awaken, 5);
    assert!(g.player(P1).combat.iter().any(|e| e.def.id == 127029));
    assert_eq!(g.phase(), tavern_protocol::gitcg::Phase::Roll);
}
