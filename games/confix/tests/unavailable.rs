//! Nothing vanishes: in its turn, the seat learns every card in hand, tap ability, Summon
//! Guards, plane die and (while declaring attackers) creature it cannot use now, each with the
//! refusal the engine's own checks give.

mod common;

use common::*;
use proptest::prelude::*;
use tavern_confix::testkit::{random_config, Scenario};
use tavern_confix::{Confix, Illegal};
use tavern_game::rng::Rng;
use tavern_game::{DecisionKind, Game, RuleError, Seat};
use tavern_protocol::confix::{Action, CardId, Class, Element, Mode, Payment, Phase, Runes, Uid};

fn unavailable(g: &Confix, seat: u8) -> Vec<(Action, Illegal)> {
    let mut out = Vec::new();
    g.unavailable(Seat(seat), &mut out);
    out
}

/// The refusal given for a card in hand, if it is unavailable.
fn card_refusal(g: &Confix, seat: u8, card: u16) -> Option<Illegal> {
    unavailable(g, seat).into_iter().find_map(|(a, e)| match a {
        Action::PlayCard { card: c, pay, .. } if c == CardId(card) => {
            assert_eq!(pay, Payment::default(), "listed without a payment");
            Some(e)
        }
        _ => None,
    })
}

/// The refusal given for a creature as an attacker, if it is unavailable.
fn attack_refusal(g: &Confix, seat: u8, uid: u16) -> Option<Illegal> {
    unavailable(g, seat).into_iter().find_map(|(a, e)| match a {
        Action::Attack { creature, .. } if creature == Uid(uid) => Some(e),
        _ => None,
    })
}

#[test]
fn a_card_short_of_its_colour_names_the_colour_and_the_counts() {
    // Two fire runes: Spark (F) is castable, Giant Phantasm (*W) lacks its water rune.
    let g = Scenario::new(Mode::OneVOne)
        .hand(0, &[101, 205])
        .runes(0, fire(2))
        .build();
    assert_eq!(card_refusal(&g, 0, 101), None);
    let e = card_refusal(&g, 0, 205).expect("Giant Phantasm is refused");
    assert_eq!(
        e,
        Illegal::NotEnoughRunes {
            element: Element::Water,
            needed: 1,
            have: 0
        }
    );
    assert_eq!(e.code(), "not_enough_runes");
    assert_eq!(
        e.to_string(),
        "not enough active water runes: 1 needed, 0 held"
    );
}

#[test]
fn a_card_short_of_runes_in_all_says_how_many_it_takes() {
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[102])
        .runes(0, fire(2))
        .build();
    let e = card_refusal(&g, 0, 102).expect("Flame Lance (**F) is refused");
    assert_eq!(e, Illegal::NotEnoughActiveRunes { needed: 3, have: 2 });
    assert_eq!(e.code(), "not_enough_active_runes");
    assert_eq!(e.to_string(), "not enough active runes: 3 needed, 2 held");
    // Sending it anyway is refused the same way, and changes nothing.
    refuse(
        &mut g,
        0,
        play(102, player(1), fire(2)),
        Illegal::NotEnoughActiveRunes { needed: 3, have: 2 },
    );
}

#[test]
fn a_card_with_nothing_to_aim_at_has_no_target() {
    // No creature anywhere: Undertow and Frost Lock have nothing to aim at; Rite of Ascent
    // needs a creature of the caster's own, and the only one is the enemy's.
    let g = Scenario::new(Mode::OneVOne)
        .hand(0, &[203, 210, 305])
        .runes(0, Runes::new(0, 2, 3, 0))
        .build();
    assert_eq!(card_refusal(&g, 0, 203), Some(Illegal::NoTarget));
    assert_eq!(card_refusal(&g, 0, 210), Some(Illegal::NoTarget));
    let g = Scenario::new(Mode::OneVOne)
        .hand(0, &[203, 305])
        .runes(0, Runes::new(0, 2, 3, 0))
        .permanent(1, 104)
        .build();
    assert_eq!(
        card_refusal(&g, 0, 203),
        None,
        "the enemy's Imp can be returned"
    );
    assert_eq!(card_refusal(&g, 0, 305), Some(Illegal::NoTarget));
    assert_eq!(Illegal::NoTarget.code(), "no_target");
}

#[test]
fn class_cost_control_counts_before_a_card_is_refused() {
    // Thunderstorm (**A): one air rune and two graveyard cards pay it for an Aether Walker;
    // with one graveyard card, two more runes are still needed and one is held.
    let g = Scenario::new(Mode::OneVOne)
        .class(0, Class::AetherWalker)
        .hand(0, &[303])
        .graveyard(0, &[301, 302])
        .runes(0, air(1))
        .build();
    assert_eq!(card_refusal(&g, 0, 303), None);
    let g = Scenario::new(Mode::OneVOne)
        .class(0, Class::AetherWalker)
        .hand(0, &[303])
        .graveyard(0, &[301])
        .runes(0, air(1))
        .build();
    assert_eq!(
        card_refusal(&g, 0, 303),
        Some(Illegal::NotEnoughActiveRunes { needed: 2, have: 1 })
    );
}

#[test]
fn cards_wait_for_a_cast_phase_while_attackers_are_declared() {
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[101])
        .runes(0, fire(1))
        .permanent(0, 104)
        .build();
    assert_eq!(card_refusal(&g, 0, 101), None);
    end(&mut g, 0);
    assert_eq!(g.phase(), Phase::Combat);
    assert_eq!(
        card_refusal(&g, 0, 101),
        Some(Illegal::WrongStep { now: Phase::Combat })
    );
}

#[test]
fn creatures_that_cannot_attack_say_why() {
    // An able Imp (1), a tapped Imp (2), a sick Imp (3), a sick but Swift Berserker (4).
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 104)
        .place(0, 0, 104, true, false)
        .place(0, 0, 104, false, true)
        .place(0, 0, 105, false, true)
        .build();
    end(&mut g, 0);
    assert_eq!(attack_refusal(&g, 0, 1), None);
    assert_eq!(attack_refusal(&g, 0, 2), Some(Illegal::Tapped(Uid(2))));
    assert_eq!(attack_refusal(&g, 0, 3), Some(Illegal::Sick(Uid(3))));
    assert_eq!(attack_refusal(&g, 0, 4), None);
    // A creature already declared is attacking, not refused.
    act(
        &mut g,
        0,
        Action::Attack {
            creature: Uid(1),
            target: Seat(1),
        },
    );
    assert_eq!(attack_refusal(&g, 0, 1), None);
}

#[test]
fn a_tapped_ability_a_used_summon_guards_and_an_unaffordable_plane_die_say_why() {
    let mut g = Scenario::new(Mode::OneVOne)
        .class(0, Class::Earthshaper)
        .runes(0, earth(1))
        .place(0, 0, 412, true, false)
        .build();
    let refused = unavailable(&g, 0);
    assert!(refused.contains(&(
        Action::Activate {
            permanent: Uid(1),
            target: player(0),
            pay: Runes::NONE
        },
        Illegal::Tapped(Uid(1))
    )));
    act(
        &mut g,
        0,
        Action::SummonGuards {
            count: 1,
            pay: earth(1),
        },
    );
    act(&mut g, 0, Action::RollPlaneDie { pay: Runes::NONE });
    let refused = unavailable(&g, 0);
    assert!(refused.contains(&(
        Action::SummonGuards {
            count: 1,
            pay: Runes::NONE
        },
        Illegal::AlreadyUsed
    )));
    assert!(refused.contains(&(
        Action::RollPlaneDie { pay: Runes::NONE },
        Illegal::NotEnoughActiveRunes { needed: 1, have: 0 }
    )));
}

#[test]
fn only_the_turn_players_main_decision_lists_anything() {
    let g = Scenario::new(Mode::OneVOne)
        .hand(0, &[102])
        .hand(1, &[102])
        .build();
    assert!(!unavailable(&g, 0).is_empty());
    assert!(unavailable(&g, 1).is_empty(), "not seat 1's turn");
    let config = random_config(Mode::TwoVTwo, &mut Rng::new(3));
    let g = Confix::new(3, 4, config).expect("valid config");
    for seat in 0..4 {
        assert!(
            unavailable(&g, seat).is_empty(),
            "the opening lists nothing"
        );
    }
}

/// A card in hand is used by a legal action or listed as unavailable, never both and never
/// neither; so is every tap ability of the turn player.
fn check_partition(g: &Confix, seat: Seat) {
    let legal = legal(g, seat.0);
    let refused = unavailable(g, seat.0);
    if g.pending().of(seat) != Some(DecisionKind::Act) {
        assert!(refused.is_empty(), "only the main decision lists anything");
        return;
    }
    let p = g.player(seat);
    for c in &p.hand {
        let listed = legal
            .iter()
            .any(|a| matches!(a, Action::PlayCard { card, .. } if *card == c.id));
        let greyed = refused
            .iter()
            .filter(|(a, _)| matches!(a, Action::PlayCard { card, .. } if *card == c.id))
            .count();
        assert_eq!(
            (listed, greyed),
            if listed { (true, 0) } else { (false, 1) },
            "card {} of seat {}",
            c.id.0,
            seat.0
        );
    }
    for (a, e) in &refused {
        let mut probe = g.clone();
        let mut events = Vec::new();
        assert!(
            probe.apply(seat, *a, &mut events).is_err(),
            "{a:?} listed as unavailable ({e}) applies"
        );
        if let Action::Activate { permanent, .. } = a {
            assert!(!legal
                .iter()
                .any(|l| matches!(l, Action::Activate { permanent: q, .. } if q == permanent)));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_card_in_hand_is_either_playable_or_greyed_with_a_reason(
        seed in any::<u64>(),
        mode in 0usize..7,
    ) {
        let mode = Mode::ALL[mode];
        let mut rng = Rng::new(seed);
        let config = random_config(mode, &mut rng);
        let mut g = Confix::new(seed, mode.seats(), config).expect("valid config");
        for _ in 0..600 {
            if g.outcome().is_some() {
                break;
            }
            let decisions = g.pending().decisions().to_vec();
            let seat = decisions[rng.below(decisions.len() as u32) as usize].seat;
            check_partition(&g, seat);
            let actions = legal(&g, seat.0);
            let action = actions[rng.below(actions.len() as u32) as usize];
            let mut events = Vec::new();
            g.apply(seat, action, &mut events).expect("a listed action applies");
        }
    }
}
