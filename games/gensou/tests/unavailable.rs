//! Nothing vanishes: in its main decision the attacker learns every card in hand that no legal
//! action uses, and in CHANGE every character move the rules refuse, each with the refusal the
//! engine's own checks give (so applying it gives the same error).

mod common;

use common::*;
use tavern_game::rng::Rng;
use tavern_game::{DecisionKind, Game, Seat};
use tavern_gensou::testkit::Scenario;
use tavern_gensou::{Gensou, Illegal};
use tavern_protocol::gensou::{Action, CardId, Phase, Role};

fn unavailable(g: &Gensou, seat: Seat) -> Vec<(Action, Illegal)> {
    let mut out = Vec::new();
    g.unavailable(seat, &mut out);
    out
}

/// The card an action uses from the hand, if any.
fn card_of(a: &Action) -> Option<CardId> {
    match *a {
        Action::PlaceSupport { card }
        | Action::SetPower { card }
        | Action::SetTrap { card, .. }
        | Action::PlayState { card, .. }
        | Action::Declare { card, .. }
        | Action::SetItem { card, .. }
        | Action::UseItem { card, .. }
        | Action::Counter { card, .. }
        | Action::Discard { card } => Some(card),
        _ => None,
    }
}

/// The refusal listed for a card in hand, if it is unavailable.
fn refusal(g: &Gensou, seat: Seat, card: u16) -> Option<(Action, Illegal)> {
    unavailable(g, seat)
        .into_iter()
        .find(|(a, _)| card_of(a) == Some(id(card)))
}

/// Seat 0 (Reimu, CENTER) attacks in the battle phase; seat 1 (Sakuya, CENTER) defends.
fn duel() -> Scenario {
    Scenario::new()
        .character(0, 100, Role::Center)
        .character(1, 300, Role::Center)
}

#[test]
fn a_battle_card_whose_character_is_not_in_play_is_listed_with_that_reason() {
    let g = duel().hand(0, &[201, 101]).build();
    let (a, e) = refusal(&g, A, 201).expect("Milky Way is unavailable");
    assert_eq!(
        a,
        Action::Declare {
            card: id(201),
            power: 0
        }
    );
    assert_eq!(
        e,
        Illegal::CharacterNotInPlay {
            card: id(201),
            character: id(200)
        }
    );
    assert_eq!(refusal(&g, A, 101), None, "a declarable card is not listed");
}

#[test]
fn a_card_short_of_spirit_says_how_many_orbs_it_lacks_once_the_power_cards_are_spent() {
    // Omnidirectional Oni-Binding Circle costs 2: one spell-power card and no ready orb.
    let g = duel()
        .hand(0, &[103])
        .orbs(0, 0, 5, 0)
        .power(0, &[901])
        .build();
    let (a, e) = refusal(&g, A, 103).expect("the card is unaffordable");
    assert_eq!(
        a,
        Action::Declare {
            card: id(103),
            power: 1
        },
        "reported with the spell-power card spent"
    );
    assert_eq!(e, Illegal::NotEnoughSpirit { needed: 1, have: 0 });
}

#[test]
fn a_card_less_flashy_than_the_top_of_the_declaration_zone_is_listed() {
    let g = duel().hand(0, &[101]).declared(0, &[103]).build();
    let (_, e) = refusal(&g, A, 101).expect("flashiness 1 under a 3");
    assert_eq!(
        e,
        Illegal::NotFlashyEnough {
            card: id(101),
            flash: 1,
            top: 3
        }
    );
}

#[test]
fn nullity_and_a_spent_final_spell_give_their_own_reasons() {
    let g = Scenario::new()
        .character(0, 400, Role::Center)
        .hp(0, 1000)
        .final_used(0)
        .hand(0, &[403, 406])
        .build();
    assert_eq!(
        refusal(&g, A, 403).map(|(_, e)| e),
        Some(Illegal::Nullity(id(403)))
    );
    assert_eq!(
        refusal(&g, A, 406).map(|(_, e)| e),
        Some(Illegal::FinalSpellUsed)
    );
}

#[test]
fn a_card_used_in_another_phase_is_listed_with_the_decision_it_does_not_answer() {
    let g = duel().phase(Phase::Change).hand(0, &[101, 200]).build();
    let (a, e) = refusal(&g, A, 101).expect("no battle card in CHANGE");
    assert_eq!(
        a,
        Action::Declare {
            card: id(101),
            power: 0
        },
        "the card's own action comes first among equal refusals"
    );
    assert_eq!(
        e,
        Illegal::WrongDecision {
            when: "in the attacker's Battle phase"
        }
    );
    assert_eq!(
        e.to_string(),
        "not now: that action is taken in the attacker's Battle phase",
        "the reason says when, the same in every phase"
    );
    assert_eq!(refusal(&g, A, 200), None, "Marisa may be placed as SUPPORT");
}

#[test]
fn in_set_any_card_may_become_spell_power_until_the_zone_is_full() {
    let g = duel().phase(Phase::Set).hand(0, &[101, 105]).build();
    assert!(unavailable(&g, A).is_empty(), "every card can be set");
    let full = duel()
        .phase(Phase::Set)
        .hand(0, &[101, 105])
        .power(0, &[901, 901, 902, 902, 903])
        .build();
    assert_eq!(
        refusal(&full, A, 101).map(|(_, e)| e),
        Some(Illegal::PowerZoneFull)
    );
    assert_eq!(
        refusal(&full, A, 105),
        None,
        "the trap still goes face down"
    );
}

#[test]
fn a_second_copy_of_a_card_is_listed_once() {
    let g = duel().hand(0, &[201, 201]).build();
    let listed = unavailable(&g, A)
        .into_iter()
        .filter(|(a, _)| card_of(a) == Some(id(201)))
        .count();
    assert_eq!(listed, 1);
}

#[test]
fn in_change_the_refused_character_moves_are_listed() {
    let g = Scenario::new()
        .phase(Phase::Change)
        .character(0, 100, Role::Hyper)
        .character(0, 200, Role::Support)
        .build();
    let list = unavailable(&g, A);
    assert!(list.contains(&(Action::SetCenter { card: id(200) }, Illegal::HyperInPlay)));
    assert!(list.contains(&(Action::GoHyper, Illegal::HyperInPlay)));
    let g = Scenario::new()
        .phase(Phase::Change)
        .character(0, 100, Role::Support)
        .build();
    let list = unavailable(&g, A);
    assert!(list.contains(&(Action::GoHyper, Illegal::NoCenter)));
    assert!(
        !list
            .iter()
            .any(|(a, _)| matches!(a, Action::SetCenter { .. })),
        "Reimu may stand up"
    );
}

#[test]
fn only_the_main_decision_lists_anything() {
    let mut g = duel().hand(0, &[101]).hand(1, &[201, 302]).build();
    assert!(
        unavailable(&g, B).is_empty(),
        "the defender has no decision"
    );
    play(
        &mut g,
        A,
        Action::Declare {
            card: id(101),
            power: 0,
        },
    );
    assert_eq!(g.pending().of(B), Some(DecisionKind::Counter));
    assert!(
        unavailable(&g, B).is_empty(),
        "the counter decision lists nothing"
    );
}

/// Over random games: whenever a seat faces its main decision, every card in its hand is
/// either used by a legal action or listed, every listed action is refused by `apply` with the
/// listed error, and nothing legal is listed.
#[test]
fn every_listed_refusal_is_the_one_apply_gives_and_no_card_vanishes() {
    for seed in 0..12u64 {
        let mut g = if seed % 2 == 0 {
            preset_match(seed, seed as usize, seed as usize + 1)
        } else {
            random_match(seed)
        };
        let mut pick = Rng::new(seed ^ 0xa11);
        let mut checked = 0;
        for _ in 0..600 {
            if g.outcome().is_some() {
                break;
            }
            let d = g.pending().decisions()[0];
            let actions = legal(&g, d.seat);
            if d.kind == DecisionKind::Act {
                let list = unavailable(&g, d.seat);
                for (a, e) in &list {
                    assert!(!actions.contains(a), "{a:?} is legal yet listed");
                    assert_eq!(refuse(&mut g.clone(), d.seat, *a), *e, "{a:?}");
                }
                for card in &g.player(d.seat).hand {
                    let used = actions.iter().any(|a| card_of(a) == Some(card.id));
                    let listed = list.iter().any(|(a, _)| card_of(a) == Some(card.id));
                    assert!(
                        used ^ listed,
                        "card {} used {used}, listed {listed}",
                        card.id.0
                    );
                }
                checked += 1;
            }
            let action = actions[pick.below(actions.len() as u32) as usize];
            play(&mut g, d.seat, action);
        }
        assert!(checked > 10, "seed {seed}: {checked} main decisions seen");
    }
}
