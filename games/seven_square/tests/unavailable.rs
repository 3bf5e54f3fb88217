//! Nothing vanishes: in its turn, a seat learns every card in hand it cannot deploy or build
//! now, each with the refusal the engine's own checks give (the one applying that action gets).

mod common;

use common::*;
use tavern_game::rng::Rng;
use tavern_game::{Game, Seat};
use tavern_protocol::seven_square::{Action, CardId, Config, Phase, Source, Square};
use tavern_seven_square::cards::aera::{MILITIA, SAPPER, SCOUT, WARRIOR};
use tavern_seven_square::cards::fields::{
    BARRACKS, FORWARD_BASE, HEALING_SPRING, SECRET_PASSAGE, STABLE,
};
use tavern_seven_square::cards::mounts::WARHORSE;
use tavern_seven_square::cards::verda::GARON;
use tavern_seven_square::cards::CardDef;
use tavern_seven_square::presets::PRESETS;
use tavern_seven_square::testkit::Scenario;
use tavern_seven_square::{Illegal, SevenSquare};

fn unavailable(g: &SevenSquare, seat: Seat) -> Vec<(Action, Illegal)> {
    let mut out = Vec::new();
    g.unavailable(seat, &mut out);
    out
}

/// The card an unavailable action would use from hand.
fn card_of(a: &Action) -> CardId {
    match *a {
        Action::Deploy {
            card,
            from: Source::Hand,
            ..
        }
        | Action::Build { card, .. } => card,
        other => panic!("{other:?} does not use a card from hand"),
    }
}

/// The refusal listed for a card in the current player's hand, if it is unavailable.
fn refusal(g: &SevenSquare, card: &CardDef) -> Option<Illegal> {
    unavailable(g, g.current())
        .into_iter()
        .find(|(a, _)| card_of(a) == card.id)
        .map(|(_, e)| e)
}

#[test]
fn a_card_short_of_ip_names_the_ip_needed_and_held() {
    let mut s = Scenario::new();
    s.hand(0, &[&WARRIOR, &MILITIA]).ip(0, 1);
    let g = s.build();
    assert_eq!(
        refusal(&g, &WARRIOR),
        Some(Illegal::NotEnoughIp { needed: 2, have: 1 })
    );
    assert_eq!(
        refusal(&g, &MILITIA),
        None,
        "the free militia is deployable"
    );
}

#[test]
fn units_and_mounts_are_refused_once_the_deploy_phase_is_over() {
    let mut s = Scenario::new();
    s.hand(0, &[&WARRIOR, &WARHORSE])
        .ip(0, 5)
        .phase(Phase::Move);
    let g = s.build();
    let phase = Illegal::WrongPhase { now: Phase::Move };
    assert_eq!(refusal(&g, &WARRIOR), Some(phase));
    assert_eq!(refusal(&g, &WARHORSE), Some(phase));
}

#[test]
fn a_deployment_field_holding_two_of_your_cards_is_refused_as_full() {
    let mut s = Scenario::new();
    s.piece(0, &SCOUT, Square::home(P0));
    s.hand(0, &[&WARRIOR]).ip(0, 5);
    let g = s.build();
    assert_eq!(
        refusal(&g, &WARRIOR),
        Some(Illegal::SquareFull(Square::home(P0)))
    );
}

#[test]
fn a_deployment_field_holding_an_enemy_is_refused_for_the_enemy() {
    let mut s = Scenario::new();
    s.piece(1, &SCOUT, Square::home(P0));
    s.hand(0, &[&WARRIOR]).ip(0, 5);
    let g = s.build();
    assert_eq!(
        refusal(&g, &WARRIOR),
        Some(Illegal::EnemyOnSquare(Square::home(P0)))
    );
}

/// With no field admitting a unit, the refusal names a field on the board, not an empty square.
#[test]
fn a_unit_no_field_admits_is_refused_naming_the_field_that_does_not() {
    let mut s = Scenario::new();
    s.no_camps().field(0, &STABLE, sq(2, 1));
    s.hand(0, &[&WARRIOR, &WARHORSE]).ip(0, 5);
    let g = s.build();
    assert_eq!(
        refusal(&g, &WARRIOR),
        Some(Illegal::NoDeployField(sq(2, 1)))
    );
    assert_eq!(refusal(&g, &WARHORSE), None, "the stable takes mounts");
}

/// A general that already moved is no engineer either: the reason is the missing 【工作】,
/// not that it acted.
#[test]
fn a_field_without_an_engineer_is_refused_for_the_missing_ability() {
    let mut s = Scenario::new();
    let general = s.general(0, &GARON, Square::home(P0));
    s.hand(0, &[&SECRET_PASSAGE]).ip(0, 5).phase(Phase::Move);
    let mut g = s.build();
    assert_eq!(
        refusal(&g, &SECRET_PASSAGE),
        Some(Illegal::NoSuchAbility(general))
    );
    act(&mut g, mv(general, sq(3, 1)));
    assert_eq!(
        refusal(&g, &SECRET_PASSAGE),
        Some(Illegal::NoSuchAbility(general))
    );
}

#[test]
fn an_engineer_that_arrived_this_turn_cannot_build_yet() {
    let mut s = Scenario::new();
    let sapper = s.piece(0, &SAPPER, sq(2, 2));
    s.arrived(sapper, 1);
    s.hand(0, &[&FORWARD_BASE]).ip(0, 5);
    let g = s.build();
    assert_eq!(refusal(&g, &FORWARD_BASE), Some(Illegal::NotReady(sapper)));
}

#[test]
fn an_engineer_that_already_acted_cannot_build() {
    let mut s = Scenario::new();
    let sapper = s.piece(0, &SAPPER, sq(2, 2));
    s.hand(0, &[&FORWARD_BASE]).ip(0, 5).phase(Phase::Move);
    let mut g = s.build();
    act(&mut g, mv(sapper, sq(2, 3)));
    assert_eq!(
        refusal(&g, &FORWARD_BASE),
        Some(Illegal::AlreadyActed(sapper))
    );
}

#[test]
fn an_engineer_standing_on_a_field_cannot_build_there() {
    let mut s = Scenario::new();
    s.piece(0, &SAPPER, sq(2, 2));
    s.field(1, &HEALING_SPRING, sq(2, 2));
    s.hand(0, &[&BARRACKS]).ip(0, 5);
    let g = s.build();
    assert_eq!(
        refusal(&g, &BARRACKS),
        Some(Illegal::FieldPresent(sq(2, 2)))
    );
}

#[test]
fn a_field_short_of_ip_names_the_ip_needed_and_held() {
    let mut s = Scenario::new();
    s.piece(0, &SAPPER, sq(2, 2));
    s.hand(0, &[&FORWARD_BASE, &SECRET_PASSAGE]).ip(0, 1);
    let g = s.build();
    assert_eq!(
        refusal(&g, &FORWARD_BASE),
        Some(Illegal::NotEnoughIp { needed: 3, have: 1 })
    );
    assert_eq!(refusal(&g, &SECRET_PASSAGE), None, "the passage costs 1");
}

#[test]
fn fields_are_not_built_in_the_battle_phase() {
    let mut s = Scenario::new();
    s.piece(0, &SAPPER, sq(2, 2));
    s.hand(0, &[&SECRET_PASSAGE]).ip(0, 5).phase(Phase::Battle);
    let g = s.build();
    assert_eq!(
        refusal(&g, &SECRET_PASSAGE),
        Some(Illegal::WrongPhase { now: Phase::Battle })
    );
}

#[test]
fn copies_of_a_card_are_listed_once() {
    let mut s = Scenario::new();
    s.hand(0, &[&WARRIOR, &WARRIOR, &WARRIOR]).ip(0, 0);
    let g = s.build();
    assert_eq!(unavailable(&g, P0).len(), 1);
}

#[test]
fn nothing_is_listed_outside_the_seats_turn() {
    let mut s = Scenario::new();
    s.hand(1, &[&WARRIOR, &FORWARD_BASE]);
    let g = s.build();
    assert!(unavailable(&g, P1).is_empty(), "seat 1 waits");
    let config = Config {
        decks: vec![PRESETS[0].deck(), PRESETS[1].deck()],
        check_deck_rules: true,
    };
    let g = SevenSquare::new(3, 2, config).expect("preset decks");
    assert!(unavailable(&g, P0).is_empty(), "setup");
    assert!(unavailable(&g, P1).is_empty(), "setup");
}

/// Over random games: at every turn decision the listed cards are exactly the distinct hand
/// cards no legal action uses, and applying each listed action is refused with the listed
/// reason (or, for a piece without 【工作】, for a reason that comes first in the checks).
#[test]
fn the_listed_cards_are_those_no_legal_action_uses_with_the_refusal_applying_gives() {
    let mut pick = Rng::new(17);
    let mut listed_any = 0;
    for seed in 0..30u64 {
        let config = Config {
            decks: vec![
                PRESETS[seed as usize % PRESETS.len()].deck(),
                PRESETS[(seed as usize + 1) % PRESETS.len()].deck(),
            ],
            check_deck_rules: true,
        };
        let mut g = SevenSquare::new(seed, 2, config).expect("preset decks");
        let mut steps = 0;
        while g.outcome().is_none() && steps < 3000 {
            steps += 1;
            let seat = g.pending().decisions()[0].seat;
            let legal = legal_of(&g, seat);
            let listed = unavailable(&g, seat);
            if g.phase() != Phase::Setup {
                let mut unused: Vec<CardId> = Vec::new();
                for c in &g.player(seat).hand {
                    let used = legal.iter().any(|a| match *a {
                        Action::Deploy {
                            card,
                            from: Source::Hand,
                            ..
                        }
                        | Action::Build { card, .. } => card == c.id,
                        _ => false,
                    });
                    if !used && !unused.contains(&c.id) {
                        unused.push(c.id);
                    }
                }
                let named: Vec<CardId> = listed.iter().map(|(a, _)| card_of(a)).collect();
                assert_eq!(named, unused, "game {seed} step {steps}");
                for (a, e) in &listed {
                    let mut copy = g.clone();
                    let mut events = Vec::new();
                    let got = copy.apply(seat, *a, &mut events);
                    // A piece that is not an engineer is named for its missing 【工作】 even
                    // when the checks first find that it cannot act this turn.
                    let not_engineer = matches!(
                        (e, got),
                        (
                            Illegal::NoSuchAbility(p),
                            Err(Illegal::NotReady(q) | Illegal::AlreadyActed(q))
                        ) if *p == q
                    );
                    assert!(
                        got == Err(*e) || not_engineer,
                        "{a:?}: {got:?}, listed {e:?}"
                    );
                }
                listed_any += listed.len();
            } else {
                assert!(listed.is_empty());
            }
            let a = legal[pick.below(legal.len() as u32) as usize];
            let mut events = Vec::new();
            g.apply(seat, a, &mut events).expect("listed actions apply");
        }
    }
    assert!(listed_any > 100, "the games had unavailable cards to check");
}
