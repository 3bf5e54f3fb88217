//! Summoner Wars unit abilities and event effects of the four factions, one test per ability,
//! each from a small deterministic scenario.

mod common;

use common::*;
use tavern_game::{Game, Viewer};
use tavern_protocol::summoner_wars::{Action, Event, Face, Faction, Phase};
use tavern_summoner_wars::factions::{
    fallen_kingdom as fk, phoenix_elves as pe, tundra_orcs as to, vanguards as va,
};
use tavern_summoner_wars::testkit::Scenario;
use tavern_summoner_wars::Illegal;

use Face::{Melee, Ranged, Special};
use Faction::{
    FallenKingdom as Fallen, PhoenixElves as Elves, TundraOrcs as Orcs, Vanguards as Vans,
};

/// Both summoners in their back corners, in `phase` of seat 0's turn.
fn duel(a: Faction, b: Faction, phase: Phase) -> Scenario {
    let summoner = |f: Faction| match f {
        Elves => pe::PRINCE_ELIEN,
        Orcs => to::GROGNACK,
        Fallen => fk::RET_TALUS,
        Vans => va::SERA_ELDWYN,
    };
    Scenario::new(a, b)
        .place(0, summoner(a), c(0, 0))
        .place(1, summoner(b), c(5, 7))
        .phase(phase)
}

#[test]
fn precise_wounds_equal_to_strength_without_rolling() {
    let mut g = duel(Elves, Orcs, Phase::Attack)
        .place(0, pe::GUARDIAN, c(2, 3))
        .place(1, to::KRUNG, c(2, 4))
        .build();
    let events = act(&mut g, attack((2, 3), (2, 4)));
    assert!(!events.iter().any(|e| matches!(e, Event::DiceRolled { .. })));
    assert_eq!(wounds(&g, c(2, 4)), 1);
}

#[test]
fn frenzy_moves_one_space_and_attacks_again_after_a_special() {
    let mut g = duel(Orcs, Elves, Phase::Attack)
        .place(0, to::FIGHTER, c(2, 3))
        .place(1, pe::GUARDIAN, c(2, 4))
        .place(1, pe::ARCHER, c(3, 4))
        .dice(&[Special, Special, Melee])
        .build();
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(wounds(&g, c(2, 4)), 0, "a special is no melee hit");
    assert_eq!(g.view(Viewer::Referee).frenzy, Some(c(2, 3)));
    refuse(&mut g, mov((2, 3), (4, 3)), Illegal::Unreachable(c(4, 3)));
    act(&mut g, mov((2, 3), (3, 3)));
    refuse(&mut g, mov((3, 3), (4, 3)), Illegal::AlreadyMoved(c(3, 3)));
    // The second attack rolls a special again: Frenzy goes on.
    act(&mut g, attack((3, 3), (3, 4)));
    assert_eq!(g.turn_state().attacks_used, 1, "Frenzy attacks are extra");
    assert_eq!(g.view(Viewer::Referee).frenzy, Some(c(3, 3)));
    // Doing anything else ends the chance.
    act(&mut g, Action::EndPhase);
    assert_eq!(g.view(Viewer::Referee).frenzy, None);
}

#[test]
fn sluggish_units_do_not_attack_after_moving() {
    let mut g = duel(Orcs, Elves, Phase::Move)
        .place(0, to::SMASHER, c(2, 2))
        .place(1, pe::ARCHER, c(2, 4))
        .build();
    act(&mut g, mov((2, 2), (2, 3)));
    end_until(&mut g, Phase::Attack);
    refuse(&mut g, attack((2, 3), (2, 4)), Illegal::Sluggish(c(2, 3)));
}

#[test]
fn unwieldy_magic_needs_a_special_to_wound() {
    let mut g = duel(Orcs, Elves, Phase::Attack)
        .place(0, to::SHAMAN, c(2, 2))
        .place(0, to::SHAMAN, c(3, 2))
        .place(1, pe::GUARDIAN, c(2, 4))
        .place(1, pe::FIRE_DRAKE, c(3, 4))
        .dice(&[Ranged, Ranged, Ranged, Special])
        .build();
    act(&mut g, attack((2, 2), (2, 4)));
    assert_eq!(wounds(&g, c(2, 4)), 0);
    act(&mut g, attack((3, 2), (3, 4)));
    assert_eq!(wounds(&g, c(3, 4)), 1);
}

#[test]
fn elien_blasts_a_card_in_a_clear_line_instead_of_attacking() {
    let mut g = Scenario::new(Elves, Orcs)
        .place(0, pe::PRINCE_ELIEN, c(2, 2))
        .place(1, to::GROGNACK, c(5, 7))
        .place(1, to::SMASHER, c(2, 4))
        .place(1, to::FIGHTER, c(4, 2))
        .place(1, to::FIGHTER, c(3, 2))
        .phase(Phase::Attack)
        .build();
    refuse(
        &mut g,
        Action::Ability {
            from: c(2, 2),
            target: Some(c(4, 2)),
        },
        Illegal::LineBlocked(c(4, 2)),
    );
    act(
        &mut g,
        Action::Ability {
            from: c(2, 2),
            target: Some(c(2, 4)),
        },
    );
    assert_eq!(wounds(&g, c(2, 4)), 2);
    refuse(
        &mut g,
        attack((2, 2), (3, 2)),
        Illegal::AlreadyAttacked(c(2, 2)),
    );
    // The blast is not an attack: the cost of inaction still applies.
    let events = act(&mut g, Action::EndPhase);
    assert!(events.contains(&Event::Inaction { seat: P0 }));
}

#[test]
fn grognack_rolls_for_each_enemy_next_to_a_friendly_gate() {
    let mut g = duel(Orcs, Elves, Phase::Attack)
        .place(0, to::GATE, c(2, 3))
        .place(1, pe::ARCHER, c(2, 4))
        .place(1, pe::GUARDIAN, c(3, 3))
        .place(1, pe::GUARDIAN, c(4, 4))
        .dice(&[Melee, Ranged])
        .build();
    act(
        &mut g,
        Action::Ability {
            from: c(0, 0),
            target: None,
        },
    );
    // Row-major order: (3,3) rolls first (melee: 1 wound), then (2,4) (ranged: nothing).
    assert_eq!(wounds(&g, c(3, 3)), 1);
    assert_eq!(wounds(&g, c(2, 4)), 0);
    assert_eq!(wounds(&g, c(4, 4)), 0);
}

#[test]
fn kaeseeall_takes_control_of_an_adjacent_enemy_until_the_end_of_the_turn() {
    let mut g = duel(Elves, Orcs, Phase::Attack)
        .place(0, pe::KAESEEALL, c(2, 3))
        .place(1, to::SMASHER, c(2, 4))
        .place(1, to::FIGHTER, c(2, 5))
        .place(1, to::GROGNACK, c(5, 7))
        .dice(&[Melee, Melee])
        .build();
    refuse(
        &mut g,
        Action::Ability {
            from: c(2, 3),
            target: Some(c(5, 7)),
        },
        Illegal::BadTarget,
    );
    act(
        &mut g,
        Action::Ability {
            from: c(2, 3),
            target: Some(c(2, 4)),
        },
    );
    assert_eq!(g.piece(c(2, 4)).map(|p| p.controller), Some(P0));
    // The Smasher attacks its owner's Fighter: an enemy card, so magic for the kill.
    act(&mut g, attack((2, 4), (2, 5)));
    assert_eq!(card_at(&g, c(2, 5)), None);
    assert_eq!(magic(&g, P0), 1);
    end_until(&mut g, Phase::Summon);
    assert_eq!(g.current(), P1);
    assert_eq!(g.piece(c(2, 4)).map(|p| p.controller), Some(P1));
}

#[test]
fn ret_talus_raises_an_undead_unit_from_the_discard_pile_for_two_wounds() {
    let mut g = duel(Fallen, Vans, Phase::Summon)
        .discard(
            0,
            &[fk::UNDEAD_WARRIOR, fk::HELLFIRE_CULTIST, fk::UNDEAD_ARCHER],
        )
        .build();
    refuse(
        &mut g,
        Action::Raise {
            card: fk::HELLFIRE_CULTIST,
            to: c(1, 0),
        },
        Illegal::WrongCard(fk::HELLFIRE_CULTIST),
    );
    refuse(
        &mut g,
        Action::Raise {
            card: fk::UNDEAD_WARRIOR,
            to: c(2, 0),
        },
        Illegal::BadTarget,
    );
    act(
        &mut g,
        Action::Raise {
            card: fk::UNDEAD_WARRIOR,
            to: c(1, 0),
        },
    );
    assert_eq!(card_at(&g, c(1, 0)), Some(fk::UNDEAD_WARRIOR));
    assert_eq!(wounds(&g, c(0, 0)), 2);
    assert_eq!(discard(&g, P0), [fk::HELLFIRE_CULTIST, fk::UNDEAD_ARCHER]);
    refuse(
        &mut g,
        Action::Raise {
            card: fk::UNDEAD_ARCHER,
            to: c(0, 1),
        },
        Illegal::AlreadyUsed,
    );
}

#[test]
fn elut_bal_is_summoned_onto_a_friendly_unit_which_is_destroyed() {
    let mut g = duel(Fallen, Vans, Phase::Summon)
        .place(0, fk::PLAGUE_ZOMBIE, c(3, 4))
        .place(0, fk::STARTING_GATE, c(1, 1))
        .hand(0, &[fk::ELUT_BAL])
        .magic(0, 6)
        .build();
    refuse(
        &mut g,
        summon(fk::ELUT_BAL, (1, 2)),
        Illegal::NoCard(c(1, 2)),
    );
    refuse(&mut g, summon(fk::ELUT_BAL, (0, 0)), Illegal::BadTarget);
    act(&mut g, summon(fk::ELUT_BAL, (3, 4)));
    assert_eq!(card_at(&g, c(3, 4)), Some(fk::ELUT_BAL));
    assert_eq!(discard(&g, P0), [fk::PLAGUE_ZOMBIE]);
    assert_eq!(magic(&g, P0), 0);
}

#[test]
fn dragos_sacrifices_a_friendly_unit_and_his_specials_count_as_hits() {
    let mut g = duel(Fallen, Vans, Phase::Attack)
        .place(0, fk::DRAGOS, c(2, 3))
        .place(0, fk::HELLFIRE_CULTIST, c(2, 1))
        .place(0, fk::PLAGUE_ZOMBIE, c(5, 3))
        .place(1, va::CITADEL_KNIGHT, c(2, 4))
        .dice(&[Special, Special, Melee, Ranged])
        .build();
    refuse(
        &mut g,
        Action::Sacrifice {
            from: c(2, 3),
            target: c(5, 3),
        },
        Illegal::OutOfRange(c(5, 3)),
    );
    act(
        &mut g,
        Action::Sacrifice {
            from: c(2, 3),
            target: c(2, 1),
        },
    );
    assert_eq!(card_at(&g, c(2, 1)), None);
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(wounds(&g, c(2, 4)), 3);
}

#[test]
fn gul_das_gains_strength_from_his_wounds() {
    let g = duel(Fallen, Vans, Phase::Attack)
        .place_wounded(0, fk::GUL_DAS, c(2, 3), 3)
        .build();
    assert_eq!(g.strength(c(2, 3)), 5);
}

#[test]
fn undead_warriors_charge_when_units_are_destroyed_on_your_turn() {
    let mut g = duel(Fallen, Vans, Phase::Attack)
        .place(0, fk::UNDEAD_WARRIOR, c(2, 3))
        .place(1, va::TEMPLE_PRIEST, c(2, 4))
        .dice(&[Melee, Melee])
        .build();
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(g.piece(c(2, 3)).map(|p| p.charges), Some(1));
    assert_eq!(g.strength(c(2, 3)), 3);
}

#[test]
fn a_destroyed_hellfire_cultist_wounds_each_adjacent_enemy() {
    let mut g = duel(Vans, Fallen, Phase::Attack)
        .place(0, va::CITADEL_PALADIN, c(2, 3))
        .place(0, va::TEMPLE_PRIEST, c(1, 4))
        .place_wounded(0, va::CITADEL_KNIGHT, c(3, 4), 4)
        .place(1, fk::HELLFIRE_CULTIST, c(2, 4))
        .place(1, fk::PLAGUE_ZOMBIE, c(2, 5))
        .dice(&[Melee, Melee, Ranged])
        .build();
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(card_at(&g, c(2, 4)), None);
    assert_eq!(wounds(&g, c(2, 3)), 1);
    assert_eq!(wounds(&g, c(1, 4)), 1);
    assert_eq!(card_at(&g, c(3, 4)), None, "the Knight's fifth wound");
    assert_eq!(wounds(&g, c(2, 5)), 0, "friends are spared");
    // Seat 0 gains 1 for the Cultist, seat 1 gains 1 for the Knight its Cultist destroyed.
    assert_eq!(magic(&g, P0), 1);
    assert_eq!(magic(&g, P1), 1);
}

#[test]
fn plague_zombies_give_no_magic_and_replace_what_they_destroy() {
    let mut g = duel(Fallen, Vans, Phase::Attack)
        .place(0, fk::PLAGUE_ZOMBIE, c(2, 3))
        .place(1, va::TEMPLE_PRIEST, c(2, 4))
        .discard(0, &[fk::PLAGUE_ZOMBIE])
        .dice(&[Melee, Melee])
        .build();
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(magic(&g, P0), 0);
    assert_eq!(card_at(&g, c(2, 4)), Some(fk::PLAGUE_ZOMBIE));
    assert_eq!(g.piece(c(2, 4)).map(|p| p.owner), Some(P0));
    assert!(discard(&g, P0).is_empty());
}

#[test]
fn an_undead_archer_may_claim_the_space_of_a_unit_destroyed_nearby() {
    let mut g = duel(Fallen, Vans, Phase::Attack)
        .place(0, fk::UNDEAD_ARCHER, c(2, 2))
        .place(0, fk::UNDEAD_WARRIOR, c(3, 3))
        .place(1, va::TEMPLE_PRIEST, c(3, 4))
        .dice(&[Melee, Melee])
        .build();
    act(&mut g, attack((3, 3), (3, 4)));
    assert_eq!(g.view(Viewer::Referee).claims, [c(3, 4)]);
    let claim = Action::Claim {
        from: c(2, 2),
        to: c(3, 4),
    };
    let mut declined = g.clone();
    act(&mut declined, Action::EndPhase);
    refuse(&mut declined, claim, Illegal::BadTarget);
    act(&mut g, claim);
    assert_eq!(card_at(&g, c(3, 4)), Some(fk::UNDEAD_ARCHER));
    assert_eq!(g.turn_state().moves_used, 0, "a claim is not a move");
}

#[test]
fn sera_returns_a_citadel_unit_to_hand_after_attacking() {
    let mut g = Scenario::new(Vans, Fallen)
        .place(0, va::SERA_ELDWYN, c(2, 2))
        .place(1, fk::RET_TALUS, c(2, 5))
        .discard(0, &[va::CITADEL_KNIGHT, va::TEMPLE_PRIEST, va::HOLY_LIGHT])
        .phase(Phase::Attack)
        .dice(&[Melee, Melee])
        .build();
    act(&mut g, attack((2, 2), (2, 5)));
    assert_eq!(hand(&g, P0), [va::CITADEL_KNIGHT]);
    assert_eq!(discard(&g, P0), [va::TEMPLE_PRIEST, va::HOLY_LIGHT]);
}

#[test]
fn valentina_draws_two_and_grows_with_nearby_citadel_units() {
    let mut g = duel(Vans, Fallen, Phase::Draw)
        .turn(1)
        .place(0, va::VALENTINA, c(2, 2))
        .place(0, va::CITADEL_KNIGHT, c(2, 4))
        .place(0, va::CITADEL_ARCHER, c(4, 4))
        .place(0, va::TEMPLE_PRIEST, c(2, 3))
        .deck(0, &[va::GATE, va::RALLY, va::HOLY_LIGHT])
        .build();
    assert_eq!(
        g.strength(c(2, 2)),
        3,
        "only the Knight is a Citadel unit within 2"
    );
    act(&mut g, Action::EndPhase);
    assert_eq!(g.current(), P0);
    assert_eq!(hand(&g, P0), [va::HOLY_LIGHT, va::RALLY]);
}

#[test]
fn jacob_gains_a_strength_per_two_magic() {
    let g = duel(Vans, Fallen, Phase::Attack)
        .place(0, va::JACOB_ELDWYN, c(2, 2))
        .magic(0, 5)
        .build();
    assert_eq!(g.strength(c(2, 2)), 4);
}

#[test]
fn colleen_rolls_to_weaken_attacks_on_nearby_citadel_units() {
    let mut g = duel(Fallen, Vans, Phase::Attack)
        .place(0, fk::UNDEAD_ARCHER, c(2, 2))
        .place(1, va::CITADEL_KNIGHT, c(2, 4))
        .place(1, va::COLLEEN_BRIGHTON, c(3, 5))
        .dice(&[Special, Melee, Ranged, Ranged])
        .build();
    let events = act(&mut g, attack((2, 2), (2, 4)));
    assert!(events.contains(&Event::DiceRolled {
        seat: P1,
        faces: vec![Special, Melee]
    }));
    assert!(events.contains(&Event::DiceRolled {
        seat: P0,
        faces: vec![Ranged, Ranged]
    }));
    assert_eq!(wounds(&g, c(2, 4)), 2);
}

#[test]
fn citadel_paladins_draw_a_card_per_special() {
    let mut g = duel(Vans, Fallen, Phase::Attack)
        .place(0, va::CITADEL_PALADIN, c(2, 3))
        .place(1, fk::GUL_DAS, c(2, 4))
        .deck(0, &[va::GATE, va::RALLY])
        .dice(&[Special, Melee, Special])
        .build();
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(wounds(&g, c(2, 4)), 1);
    assert_eq!(hand(&g, P0), [va::RALLY, va::GATE]);
}

#[test]
fn citadel_knights_wound_units_moving_away_and_must_be_attacked() {
    let mut g = duel(Fallen, Vans, Phase::Move)
        .place(0, fk::UNDEAD_WARRIOR, c(2, 3))
        .place(0, fk::GUL_DAS, c(4, 3))
        .place(1, va::CITADEL_KNIGHT, c(2, 4))
        .place(1, va::TEMPLE_PRIEST, c(3, 4))
        .place(1, va::TEMPLE_PRIEST, c(5, 4))
        .build();
    act(&mut g, mov((2, 3), (1, 3)));
    assert_eq!(wounds(&g, c(1, 3)), 1);
    // Gul-Das is not next to the Knight: it moves freely.
    act(&mut g, mov((4, 3), (4, 4)));
    assert_eq!(wounds(&g, c(4, 4)), 0);
    end_until(&mut g, Phase::Attack);
    let mut g2 = duel(Fallen, Vans, Phase::Attack)
        .place(0, fk::UNDEAD_WARRIOR, c(2, 3))
        .place(1, va::CITADEL_KNIGHT, c(2, 4))
        .place(1, va::TEMPLE_PRIEST, c(3, 3))
        .build();
    refuse(
        &mut g2,
        attack((2, 3), (3, 3)),
        Illegal::MustTargetGuard(c(2, 3)),
    );
    act(&mut g2, attack((2, 3), (2, 4)));
}

#[test]
fn citadel_archers_discard_units_for_magic_and_strength() {
    let mut g = duel(Vans, Fallen, Phase::Attack)
        .place(0, va::CITADEL_ARCHER, c(2, 2))
        .place(1, fk::GUL_DAS, c(2, 4))
        .hand(0, &[va::CITADEL_KNIGHT, va::HOLY_LIGHT])
        .dice(&[Ranged, Ranged])
        .build();
    refuse(
        &mut g,
        Action::Empower {
            from: c(2, 2),
            card: va::HOLY_LIGHT,
        },
        Illegal::WrongCard(va::HOLY_LIGHT),
    );
    let events = act(
        &mut g,
        Action::Empower {
            from: c(2, 2),
            card: va::CITADEL_KNIGHT,
        },
    );
    assert!(events.contains(&Event::CardRevealed {
        seat: P0,
        card: va::CITADEL_KNIGHT
    }));
    assert_eq!(magic(&g, P0), 1);
    assert_eq!(g.strength(c(2, 2)), 2);
    act(&mut g, attack((2, 2), (2, 4)));
    assert_eq!(wounds(&g, c(2, 4)), 2);
    assert_eq!(g.strength(c(2, 2)), 1, "the bonus is spent");
}

#[test]
fn temple_priests_heal_friendly_cards_for_a_discard() {
    let mut g = duel(Vans, Fallen, Phase::Attack)
        .place(0, va::TEMPLE_PRIEST, c(2, 2))
        .place_wounded(0, va::CITADEL_KNIGHT, c(2, 3), 3)
        .place(0, va::CITADEL_ARCHER, c(1, 2))
        .hand(0, &[va::RALLY])
        .dice(&[Melee, Melee])
        .build();
    refuse(
        &mut g,
        Action::Heal {
            from: c(2, 2),
            target: c(1, 2),
            card: va::RALLY,
        },
        Illegal::BadTarget,
    );
    act(
        &mut g,
        Action::Heal {
            from: c(2, 2),
            target: c(2, 3),
            card: va::RALLY,
        },
    );
    assert_eq!(wounds(&g, c(2, 3)), 1);
    assert_eq!(discard(&g, P0), [va::RALLY]);
    assert_eq!(g.turn_state().attacks_used, 1);
}

#[test]
fn a_ward_event_limits_each_attack_on_your_summoner_to_one_wound() {
    let mut g = Scenario::new(Vans, Orcs)
        .place(0, va::SERA_ELDWYN, c(2, 3))
        .place(1, to::GROGNACK, c(5, 7))
        .place(1, to::BLAGOG, c(2, 4))
        .hand(0, &[va::SHIELD_OF_FAITH])
        .magic(0, 1)
        .phase(Phase::Magic)
        .build();
    act(&mut g, event(va::SHIELD_OF_FAITH, None));
    end_until(&mut g, Phase::Attack);
    assert_eq!(g.current(), P1);
    g.force_dice(&[Melee, Melee, Melee, Melee, Melee]);
    act(&mut g, attack((2, 4), (2, 3)));
    assert_eq!(wounds(&g, c(2, 3)), 1);
}

#[test]
fn a_haste_event_lets_a_fourth_unit_move() {
    let mut g = duel(Vans, Orcs, Phase::Move)
        .place(0, va::TEMPLE_PRIEST, c(1, 1))
        .place(0, va::TEMPLE_PRIEST, c(2, 1))
        .place(0, va::TEMPLE_PRIEST, c(3, 1))
        .place(0, va::TEMPLE_PRIEST, c(4, 1))
        .hand(0, &[va::RALLY])
        .build();
    act(&mut g, event(va::RALLY, None));
    for col in 1..=4 {
        act(
            &mut g,
            Action::Move {
                from: c(col, 1),
                to: c(col, 2),
            },
        );
    }
    refuse(&mut g, mov((0, 0), (0, 1)), Illegal::MoveLimit);
}

#[test]
fn blaze_step_moves_a_warrior_next_to_a_friendly_gate_at_the_end_of_the_turn() {
    let mut g = duel(Elves, Orcs, Phase::Magic)
        .place(0, pe::WARRIOR, c(4, 5))
        .place(0, pe::GATE, c(2, 1))
        .build();
    refuse(
        &mut g,
        Action::BlazeStep {
            from: c(4, 5),
            to: c(2, 2),
        },
        Illegal::WrongPhase {
            needed: Phase::Draw,
            now: Phase::Magic,
        },
    );
    act(&mut g, Action::EndPhase);
    refuse(
        &mut g,
        Action::BlazeStep {
            from: c(4, 5),
            to: c(3, 2),
        },
        Illegal::NotNextToGate(c(3, 2)),
    );
    act(
        &mut g,
        Action::BlazeStep {
            from: c(4, 5),
            to: c(2, 2),
        },
    );
    assert_eq!(card_at(&g, c(2, 2)), Some(pe::WARRIOR));
    refuse(
        &mut g,
        Action::BlazeStep {
            from: c(2, 2),
            to: c(1, 1),
        },
        Illegal::AlreadyUsed,
    );
}

#[test]
fn a_plague_zombie_destroyed_in_its_own_attack_replaces_nothing() {
    // The Cultist's last wounds destroy the zombie that destroyed it.
    let mut g = duel(Fallen, Fallen, Phase::Attack)
        .place_wounded(0, fk::PLAGUE_ZOMBIE, c(2, 3), 2)
        .place_wounded(1, fk::HELLFIRE_CULTIST, c(2, 4), 1)
        .discard(0, &[fk::PLAGUE_ZOMBIE])
        .dice(&[Melee])
        .build();
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(card_at(&g, c(2, 3)), None, "the zombie fell to the burst");
    assert_eq!(card_at(&g, c(2, 4)), None, "and replaced nothing");
    assert_eq!(discard(&g, P0), [fk::PLAGUE_ZOMBIE, fk::PLAGUE_ZOMBIE]);
}

#[test]
fn a_citadel_paladin_destroyed_in_its_own_attack_draws_nothing() {
    let mut g = duel(Vans, Fallen, Phase::Attack)
        .place_wounded(0, va::CITADEL_PALADIN, c(2, 3), 3)
        .place_wounded(1, fk::HELLFIRE_CULTIST, c(2, 4), 1)
        .deck(0, &[va::GATE, va::RALLY])
        .dice(&[Special, Melee, Special])
        .build();
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(card_at(&g, c(2, 3)), None);
    assert!(hand(&g, P0).is_empty());
}

#[test]
fn a_plague_zombie_replaces_a_friendly_unit_it_destroys() {
    let mut g = duel(Fallen, Vans, Phase::Attack)
        .place(0, fk::PLAGUE_ZOMBIE, c(2, 3))
        .place_wounded(0, fk::UNDEAD_ARCHER, c(2, 4), 1)
        .discard(0, &[fk::PLAGUE_ZOMBIE])
        .dice(&[Melee])
        .build();
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(card_at(&g, c(2, 4)), Some(fk::PLAGUE_ZOMBIE));
    assert_eq!(discard(&g, P0), [fk::UNDEAD_ARCHER]);
}

#[test]
fn dragos_may_not_sacrifice_the_only_unit_he_could_attack() {
    let mut g = duel(Fallen, Vans, Phase::Attack)
        .place(0, fk::DRAGOS, c(2, 3))
        .place(0, fk::HELLFIRE_CULTIST, c(2, 4))
        .build();
    let sacrifice = Action::Sacrifice {
        from: c(2, 3),
        target: c(2, 4),
    };
    refuse(&mut g, sacrifice, Illegal::NothingToAttack(c(2, 3)));
    assert!(!legal(&g).contains(&sacrifice));
}
