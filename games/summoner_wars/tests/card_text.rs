//! Card text and reasons: every card of every faction has English text generated from its
//! data, and in its turn a player learns why each card in hand cannot be played now.

mod common;

use common::*;
use tavern_game::rng::Rng;
use tavern_game::{Game, RuleError, Seat};
use tavern_protocol::summoner_wars::{Action, CardId, Config, Faction, Phase};
use tavern_summoner_wars::cards::all_cards;
use tavern_summoner_wars::catalog::catalog;
use tavern_summoner_wars::factions::{phoenix_elves as pe, tundra_orcs as to};
use tavern_summoner_wars::testkit::Scenario;
use tavern_summoner_wars::{Illegal, SummonerWars};

fn text_of(id: CardId) -> String {
    catalog()
        .factions
        .into_iter()
        .flat_map(|f| f.cards)
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("card {id:?}"))
        .text
}

fn says(text: &str, phrases: &[&str]) {
    for p in phrases {
        assert!(text.contains(p), "{text:?} should say {p:?}");
    }
}

#[test]
fn every_card_has_text_and_both_names() {
    let mut n = 0;
    for f in catalog().factions {
        for c in f.cards {
            assert!(!c.text.is_empty(), "{}", c.name);
            assert_eq!(
                c.english_name, c.name,
                "the card names are the reference's English"
            );
            n += 1;
        }
    }
    assert_eq!(n, all_cards().count(), "every card of every faction");
}

#[test]
fn unit_text_says_its_attack_and_abilities_with_their_numbers() {
    says(
        &text_of(pe::PRINCE_ELIEN),
        &[
            "Summoner",
            "Ranged attack, up to 3 spaces",
            "add 2 wounds to a card within 2 spaces",
        ],
    );
    says(&text_of(pe::GUARDIAN), &["Melee attack", "Precise"]);
    says(
        &text_of(pe::FIRE_DRAKE),
        &["every card behind the target", "up to 3 spaces"],
    );
    says(
        &text_of(pe::ARCHER),
        &["up to 4 spaces in a clear straight line"],
    );
}

#[test]
fn event_text_says_its_phase_and_effect() {
    says(
        &text_of(pe::BURN),
        &[
            "Play in your attack phase.",
            "Add 1 wound to an enemy unit within 3 spaces of your summoner.",
        ],
    );
    says(
        &text_of(pe::SPIRIT_OF_THE_PHOENIX),
        &[
            "+1 strength",
            "Active: it lasts until the start of your next turn.",
        ],
    );
    says(&text_of(pe::GATE), &["Gate"]);
}

/// Prince Elien (seat 0) and Grognack (seat 1) far apart, in `phase` of seat 0's turn.
fn duel(phase: Phase) -> Scenario {
    Scenario::new(Faction::PhoenixElves, Faction::TundraOrcs)
        .place(0, pe::PRINCE_ELIEN, c(0, 0))
        .place(1, to::GROGNACK, c(5, 7))
        .phase(phase)
}

fn unavailable(g: &SummonerWars, seat: Seat) -> Vec<(Action, Illegal)> {
    let mut out = Vec::new();
    g.unavailable(seat, &mut out);
    out
}

fn refusal(g: &SummonerWars, card: CardId) -> Option<Illegal> {
    let refused = unavailable(g, P0);
    let mut it = refused.iter().filter(|(a, _)| match *a {
        Action::Summon { card: c, .. }
        | Action::Build { card: c, .. }
        | Action::PlayEvent { card: c, .. } => c == card,
        _ => false,
    });
    let found = it.next().map(|(_, e)| *e);
    assert!(it.next().is_none(), "each card once");
    found
}

#[test]
fn a_card_out_of_its_phase_says_which_phase_it_belongs_to() {
    let g = duel(Phase::Move)
        .hand(0, &[pe::ARCHER, pe::BURN])
        .magic(0, 5)
        .build();
    let e = refusal(&g, pe::ARCHER).expect("units are summoned in the summon phase");
    assert_eq!(
        e,
        Illegal::WrongPhase {
            needed: Phase::Summon,
            now: Phase::Move
        }
    );
    assert_eq!(
        e.to_string(),
        "only in the summon phase, not the move phase"
    );
    assert_eq!(
        refusal(&g, pe::BURN),
        Some(Illegal::WrongPhase {
            needed: Phase::Attack,
            now: Phase::Move
        })
    );
}

#[test]
fn a_unit_without_the_magic_says_how_much_is_missing() {
    let g = duel(Phase::Summon)
        .place(0, pe::GATE, c(2, 1))
        .hand(0, &[pe::ARCHER])
        .magic(0, 0)
        .build();
    let e = refusal(&g, pe::ARCHER).expect("no magic");
    assert_eq!(e, Illegal::NotEnoughMagic { needed: 1, have: 0 });
    assert_eq!(e.code(), "not_enough_magic");
    assert_eq!(e.to_string(), "not enough magic (0 of 1)");
}

#[test]
fn a_card_with_no_space_or_target_left_says_so() {
    // No gate to summon next to.
    let g = duel(Phase::Summon)
        .hand(0, &[pe::ARCHER])
        .magic(0, 5)
        .build();
    let e = refusal(&g, pe::ARCHER).expect("no gate");
    assert_eq!(e, Illegal::NoPlace(pe::ARCHER));
    assert_eq!(e.code(), "no_place");
    // No enemy unit within 3 spaces of the summoner to burn.
    let g = duel(Phase::Attack).hand(0, &[pe::BURN]).build();
    assert_eq!(refusal(&g, pe::BURN), Some(Illegal::NoPlace(pe::BURN)));
}

#[test]
fn playable_and_discardable_cards_are_not_listed() {
    let g = duel(Phase::Summon)
        .place(0, pe::GATE, c(2, 1))
        .hand(0, &[pe::ARCHER])
        .magic(0, 1)
        .build();
    assert_eq!(refusal(&g, pe::ARCHER), None);
    // In the magic phase every card may be discarded for magic.
    let g = duel(Phase::Magic).hand(0, &[pe::ARCHER, pe::BURN]).build();
    assert!(unavailable(&g, P0).is_empty());
    assert!(
        unavailable(&g, P1).is_empty(),
        "only the player whose turn it is"
    );
}

/// In random games, every card in the current player's hand is either used by a legal action
/// or unavailable (once), and an unavailable action is refused.
#[test]
fn every_card_in_hand_is_either_usable_or_unavailable_with_a_reason() {
    let mut checked = 0;
    for seed in 0..12u64 {
        let config = Config::factions([
            Faction::ALL[seed as usize % 4],
            Faction::ALL[(seed as usize / 4 + 1) % 4],
        ]);
        let mut g = SummonerWars::new(seed, 2, config).expect("two factions");
        let mut pick = Rng::new(seed);
        for _ in 0..1_500 {
            if g.outcome().is_some() {
                break;
            }
            let seat = g.current();
            let actions = legal(&g);
            let refused = unavailable(&g, seat);
            for card in &g.player(seat).hand {
                let used = actions.iter().any(|a| match *a {
                    Action::Summon { card: c, .. }
                    | Action::Build { card: c, .. }
                    | Action::PlayEvent { card: c, .. }
                    | Action::Discard { card: c }
                    | Action::Empower { card: c, .. }
                    | Action::Heal { card: c, .. } => c == card.id,
                    _ => false,
                });
                let listed = refused
                    .iter()
                    .filter(|(a, _)| match *a {
                        Action::Summon { card: c, .. }
                        | Action::Build { card: c, .. }
                        | Action::PlayEvent { card: c, .. } => c == card.id,
                        _ => false,
                    })
                    .count();
                assert_eq!(
                    usize::from(!used),
                    listed,
                    "{} once, usable or not",
                    card.name
                );
                checked += 1;
            }
            for (a, _) in &refused {
                let mut copy = g.clone();
                let mut events = Vec::new();
                assert!(
                    copy.apply(seat, *a, &mut events).is_err(),
                    "{a:?} is refused"
                );
            }
            let a = actions[pick.below(actions.len() as u32) as usize];
            let mut events = Vec::new();
            g.apply(seat, a, &mut events).expect("listed actions apply");
        }
    }
    assert!(checked > 1_000, "many hands checked ({checked})");
}
