//! Summoner Wars decisions where the rulebook is silent (RULES.md, part 2), one test per
//! decision, each in a real match: the first-edition factions' own layouts and commons, ranged
//! attacks that need a clear line, magic judged by control, Dragos's sacrifice, Taunt's scope,
//! and the view's chances that no longer apply.

mod common;

use common::*;
use tavern_game::{EndReason, Game, Outcome, Viewer};
use tavern_protocol::summoner_wars::{Action, CardClass, Config, Event, Faction, Phase};
use tavern_summoner_wars::deck;
use tavern_summoner_wars::factions::{
    fallen_kingdom as fk, phoenix_elves as pe, tundra_orcs as to, vanguards as va,
};
use tavern_summoner_wars::testkit::Scenario;
use tavern_summoner_wars::{Illegal, SummonerWars};

use tavern_protocol::summoner_wars::Face::{Melee, Ranged, Special};
use Faction::{
    FallenKingdom as Fallen, PhoenixElves as Elves, TundraOrcs as Orcs, Vanguards as Vans,
};

/// D1: Phoenix Elves and Tundra Orcs set up as the reference lays them out (4 starting units
/// besides the summoner) and hold 4 of each of their 3 commons; the second-edition factions
/// start with the rulebook's 2 and hold 16 commons.
#[test]
fn first_edition_factions_start_with_their_four_units_and_hold_twelve_commons() {
    for (first, second) in [(Elves, Vans), (Orcs, Fallen)] {
        let g = SummonerWars::new(3, 2, Config::factions([first, second])).expect("presets");
        for (seat, units, commons) in [(P0, 4, 12), (P1, 2, 16)] {
            let starting = g
                .board()
                .pieces()
                .filter(|(_, p)| p.owner == seat && p.unit().is_some() && !p.def.is_summoner())
                .count();
            assert_eq!(starting, units, "{seat:?} starting units");
            let p = g.player(seat);
            let in_pile = p
                .hand
                .iter()
                .chain(&p.deck)
                .filter(|c| c.class == CardClass::Common)
                .count();
            assert_eq!(in_pile, commons, "{seat:?} commons");
            assert_eq!(usize::from(deck::rules(p.faction).commons), commons);
        }
    }
}

/// D2: a ranged attack needs a clear straight line: no card, friend or foe, between the
/// attacker and its target; once the card between is gone, the shot is open.
#[test]
fn a_ranged_attack_never_passes_over_a_card() {
    let mut g = Scenario::new(Elves, Orcs)
        .place(0, pe::PRINCE_ELIEN, c(0, 0))
        .place(0, pe::ARCHER, c(0, 3))
        .place(0, pe::ARCHER, c(1, 2))
        .place(0, pe::WARRIOR, c(3, 2))
        .place(1, to::GROGNACK, c(5, 7))
        .place(1, to::FIGHTER, c(1, 3))
        .place(1, to::SHAMAN, c(1, 5))
        .place(1, to::SMASHER, c(5, 2))
        .phase(Phase::Attack)
        .dice(&[Ranged, Ranged])
        .build();
    // An enemy between: the Fighter shields the Shaman.
    refuse(
        &mut g,
        attack((1, 2), (1, 5)),
        Illegal::LineBlocked(c(1, 5)),
    );
    // A friend between: the Warrior shields the Smasher just as well (Far Shot reaches 4).
    refuse(
        &mut g,
        attack((1, 2), (5, 2)),
        Illegal::LineBlocked(c(5, 2)),
    );
    act(&mut g, attack((0, 3), (1, 3)));
    assert_eq!(card_at(&g, c(1, 3)), None, "the Fighter fell");
    act(&mut g, attack((1, 2), (1, 5)));
    assert_eq!(wounds(&g, c(1, 5)), 1, "the line is open now");
}

/// D3: magic for a kill goes by control. A unit Kaeseeall seized is the seizer's for the
/// turn: destroying it gives no magic, and attacking it is no attack on an enemy card, so
/// the cost of inaction still applies. It still goes to its owner's discard pile.
#[test]
fn magic_for_a_kill_goes_by_who_controls_the_card() {
    let mut g = Scenario::new(Elves, Orcs)
        .place(0, pe::PRINCE_ELIEN, c(0, 0))
        .place(0, pe::KAESEEALL, c(2, 3))
        .place(0, pe::ARCHER, c(0, 4))
        .place(1, to::GROGNACK, c(5, 7))
        .place(1, to::FIGHTER, c(2, 4))
        .phase(Phase::Attack)
        .dice(&[Ranged])
        .build();
    act(
        &mut g,
        Action::Ability {
            from: c(2, 3),
            target: Some(c(2, 4)),
        },
    );
    act(&mut g, attack((0, 4), (2, 4)));
    assert_eq!(card_at(&g, c(2, 4)), None, "the seized Fighter fell");
    assert_eq!(magic(&g, P0), 0, "it was seat 0's card when it fell");
    assert_eq!(g.player(P1).discard.len(), 1, "its owner's discard pile");
    let events = act(&mut g, Action::EndPhase);
    assert!(events.contains(&Event::Inaction { seat: P0 }));
    assert_eq!(wounds(&g, c(0, 0)), 1);
}

/// D4: Dragos's sacrifice is judged once everything it sets off is over: a Hellfire
/// Cultist's burst that destroys his last enemy in reach leaves him nothing to attack, so
/// it is refused; a burst that leaves one is allowed, and so is a burst that wins.
#[test]
fn dragos_sacrifice_is_judged_after_the_cultists_burst() {
    let scene = |priest_wounds: u8| {
        Scenario::new(Fallen, Vans)
            .place(0, fk::RET_TALUS, c(0, 0))
            .place(0, fk::DRAGOS, c(2, 3))
            .place(0, fk::HELLFIRE_CULTIST, c(3, 4))
            .place(1, va::SERA_ELDWYN, c(5, 7))
            .place_wounded(1, va::TEMPLE_PRIEST, c(3, 3), priest_wounds)
            .phase(Phase::Attack)
            .build()
    };
    let sacrifice = Action::Sacrifice {
        from: c(2, 3),
        target: c(3, 4),
    };
    let mut last = scene(1);
    refuse(&mut last, sacrifice, Illegal::NothingToAttack(c(2, 3)));
    let mut survives = scene(0);
    act(&mut survives, sacrifice);
    assert_eq!(wounds(&survives, c(3, 3)), 1, "the burst's wound");
    act(&mut survives, attack((2, 3), (3, 3)));
    // Sera is out of Dragos's reach, but the burst finishes her: the match is won.
    let mut wins = Scenario::new(Fallen, Vans)
        .place(0, fk::RET_TALUS, c(0, 0))
        .place(0, fk::DRAGOS, c(2, 3))
        .place(0, fk::HELLFIRE_CULTIST, c(3, 4))
        .place_wounded(1, va::SERA_ELDWYN, c(3, 5), 11)
        .phase(Phase::Attack)
        .build();
    act(&mut wins, sacrifice);
    assert_eq!(
        wins.outcome(),
        Some(Outcome::seat_wins(P0, EndReason::Defeat))
    );
}

/// D5: Dragos needs an enemy card to attack after his sacrifice; his own gate, which he could
/// attack, does not count.
#[test]
fn dragoss_own_gate_is_no_target_for_his_sacrifice() {
    let scene = |enemy: bool| {
        let s = Scenario::new(Fallen, Vans)
            .place(0, fk::RET_TALUS, c(0, 0))
            .place(0, fk::DRAGOS, c(2, 3))
            .place(0, fk::GATE, c(2, 4))
            .place(0, fk::PLAGUE_ZOMBIE, c(2, 2))
            .place(1, va::SERA_ELDWYN, c(5, 7))
            .phase(Phase::Attack);
        if enemy {
            s.place(1, va::CITADEL_ARCHER, c(1, 3)).build()
        } else {
            s.build()
        }
    };
    let sacrifice = Action::Sacrifice {
        from: c(2, 3),
        target: c(2, 2),
    };
    let mut alone = scene(false);
    assert!(
        legal(&alone).contains(&attack((2, 3), (2, 4))),
        "he may hit it"
    );
    refuse(&mut alone, sacrifice, Illegal::NothingToAttack(c(2, 3)));
    let mut facing = scene(true);
    act(&mut facing, sacrifice);
    assert_eq!(card_at(&facing, c(2, 2)), None);
}

/// D6: Taunt binds attacks: a unit next to an enemy Citadel Knight attacks only such a
/// Knight, and a Temple Priest's healing is an attack too. Abilities used instead of
/// attacking (Prince Elien's blast, Kaeseeall's seizing) and events are no attacks (RB:437)
/// and ignore it.
#[test]
fn taunt_binds_attacks_and_healing_but_not_abilities_used_instead_of_attacking() {
    let mut elves = Scenario::new(Elves, Vans)
        .place(0, pe::PRINCE_ELIEN, c(2, 3))
        .place(0, pe::KAESEEALL, c(4, 2))
        .place(1, va::SERA_ELDWYN, c(5, 7))
        .place(1, va::CITADEL_KNIGHT, c(2, 4))
        .place(1, va::CITADEL_KNIGHT, c(4, 3))
        .place(1, va::TEMPLE_PRIEST, c(0, 3))
        .place(1, va::TEMPLE_PRIEST, c(5, 2))
        .hand(0, &[pe::BURN])
        .phase(Phase::Attack)
        .build();
    refuse(
        &mut elves,
        attack((2, 3), (0, 3)),
        Illegal::MustTargetGuard(c(2, 3)),
    );
    refuse(
        &mut elves,
        attack((4, 2), (5, 2)),
        Illegal::MustTargetGuard(c(4, 2)),
    );
    act(&mut elves, event(pe::BURN, Some((0, 3))));
    act(
        &mut elves,
        Action::Ability {
            from: c(2, 3),
            target: Some(c(0, 3)),
        },
    );
    assert_eq!(card_at(&elves, c(0, 3)), None, "Burn and the blast");
    act(
        &mut elves,
        Action::Ability {
            from: c(4, 2),
            target: Some(c(5, 2)),
        },
    );
    assert_eq!(elves.piece(c(5, 2)).map(|p| p.controller), Some(P0));
    // A Temple Priest next to an enemy Knight may not heal its wounded neighbour.
    let mut priests = Scenario::new(Vans, Vans)
        .place(0, va::SERA_ELDWYN, c(0, 0))
        .place(0, va::TEMPLE_PRIEST, c(2, 3))
        .place_wounded(0, va::CITADEL_ARCHER, c(1, 3), 2)
        .place(1, va::SERA_ELDWYN, c(5, 7))
        .place(1, va::CITADEL_KNIGHT, c(2, 4))
        .hand(0, &[va::RALLY])
        .phase(Phase::Attack)
        .dice(&[Melee, Melee])
        .build();
    refuse(
        &mut priests,
        Action::Heal {
            from: c(2, 3),
            target: c(1, 3),
            card: va::RALLY,
        },
        Illegal::MustTargetGuard(c(2, 3)),
    );
    act(&mut priests, attack((2, 3), (2, 4)));
}

/// D7: once a Citadel Knight's wound destroys a Fighter making its Frenzy move, the view no
/// longer offers the Frenzy on the empty space, and nothing there may move or attack.
#[test]
fn the_view_drops_a_frenzy_whose_fighter_fell() {
    let mut g = Scenario::new(Orcs, Vans)
        .place(0, to::GROGNACK, c(0, 0))
        .place(0, to::FIGHTER, c(2, 3))
        .place(1, va::SERA_ELDWYN, c(5, 7))
        .place(1, va::CITADEL_KNIGHT, c(2, 4))
        .phase(Phase::Attack)
        .dice(&[Special])
        .build();
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(g.view(Viewer::Referee).frenzy, Some(c(2, 3)));
    act(&mut g, mov((2, 3), (1, 3)));
    assert_eq!(card_at(&g, c(1, 3)), None, "the Knight's wound");
    assert_eq!(g.view(Viewer::Referee).frenzy, None);
    assert!(legal(&g)
        .iter()
        .all(|a| !matches!(a, Action::Move { .. } | Action::Attack { .. })));
}

/// D7: a space an Undead Archer could claim stops being offered once a Plague Zombie fills
/// it in the same attack.
#[test]
fn the_view_drops_a_claim_a_plague_zombie_refilled() {
    let mut g = Scenario::new(Fallen, Vans)
        .place(0, fk::RET_TALUS, c(0, 0))
        .place(0, fk::UNDEAD_ARCHER, c(2, 1))
        .place(0, fk::PLAGUE_ZOMBIE, c(2, 3))
        .place(1, va::SERA_ELDWYN, c(5, 7))
        .place(1, va::TEMPLE_PRIEST, c(2, 4))
        .discard(0, &[fk::PLAGUE_ZOMBIE])
        .phase(Phase::Attack)
        .dice(&[Melee, Melee])
        .build();
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(card_at(&g, c(2, 4)), Some(fk::PLAGUE_ZOMBIE));
    assert!(g.view(Viewer::Referee).claims.is_empty());
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Claim { .. })));
}

/// D10: the active area holds 8 ACTIVE events at once; a ninth is refused (only decks built
/// without the rules hold that many).
#[test]
fn the_active_area_holds_eight_events_at_most() {
    let mut g = Scenario::new(Vans, Orcs)
        .place(0, va::SERA_ELDWYN, c(0, 0))
        .place(1, to::GROGNACK, c(5, 7))
        .hand(0, &[va::RALLY; 9])
        .phase(Phase::Move)
        .build();
    for _ in 0..8 {
        act(&mut g, event(va::RALLY, None));
    }
    assert_eq!(g.player(P0).active.len(), 8);
    refuse(&mut g, event(va::RALLY, None), Illegal::ActiveAreaFull);
}
