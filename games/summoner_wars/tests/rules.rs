//! Summoner Wars core rules, one test per rule of the rulebook, each from a small deterministic
//! scenario (chosen cards, hands, magic and dice).

mod common;

use common::*;
use tavern_game::{EndReason, Game, Outcome, Viewer};
use tavern_protocol::summoner_wars::{Action, Config, Event, Face, Faction, Phase};
use tavern_summoner_wars::factions::{
    fallen_kingdom as fk, phoenix_elves as pe, tundra_orcs as to,
};
use tavern_summoner_wars::testkit::Scenario;
use tavern_summoner_wars::{Illegal, SummonerWars};

use Faction::{PhoenixElves as Elves, TundraOrcs as Orcs};

/// Prince Elien (seat 0) and Grognack (seat 1) far apart, in `phase` of seat 0's turn.
fn duel(phase: Phase) -> Scenario {
    Scenario::new(Elves, Orcs)
        .place(0, pe::PRINCE_ELIEN, c(0, 0))
        .place(1, to::GROGNACK, c(5, 7))
        .phase(phase)
}

#[test]
fn setup_places_layouts_deals_five_and_gives_two_and_three_magic() {
    let config = Config::factions([Elves, Orcs]);
    let g = SummonerWars::new(7, 2, config).expect("two factions");
    // Seat 1's layout is seat 0's turned around: Grognack (3,0) from its side is (2,7).
    assert_eq!(card_at(&g, c(2, 0)), Some(pe::PRINCE_ELIEN));
    assert_eq!(card_at(&g, c(2, 2)), Some(pe::STARTING_GATE));
    assert_eq!(card_at(&g, c(2, 7)), Some(to::GROGNACK));
    assert_eq!(card_at(&g, c(2, 5)), Some(to::STARTING_GATE));
    assert_eq!(g.piece(c(2, 2)).map(|p| p.def.life()), Some(10));
    for seat in [P0, P1] {
        assert_eq!(g.player(seat).hand.len(), 5);
    }
    assert_eq!(g.player(P0).deck.len(), 26 - 5);
    assert_eq!(magic(&g, g.first()), 2);
    assert_eq!(magic(&g, g.first().other()), 3);
    assert_eq!(g.current(), g.first());
    assert_eq!(g.phase(), Phase::Summon);
    let bad = Config::factions([Elves]);
    assert!(SummonerWars::new(7, 2, bad).is_err());
}

#[test]
fn phases_run_in_rulebook_order_then_the_turn_passes() {
    let mut g = duel(Phase::Summon).build();
    let events = end_until(&mut g, Phase::Summon);
    let phases: Vec<Phase> = events
        .iter()
        .filter_map(|e| match e {
            Event::PhaseStarted { phase } => Some(*phase),
            _ => None,
        })
        .collect();
    use Phase::*;
    assert_eq!(phases, [Move, Build, Attack, Magic, Draw, Summon]);
    assert_eq!(g.current(), P1);
    assert!(events.contains(&Event::TurnStarted { seat: P1, turn: 2 }));
    refuse_by(&mut g, P0, Action::EndPhase, Illegal::NotYourTurn);
    assert_eq!(g.timeout_action(P1), Some(Action::EndPhase));
    assert_eq!(g.timeout_action(P0), None);
}

#[test]
fn adjacency_shares_an_edge_never_a_diagonal() {
    let mut g = duel(Phase::Attack)
        .place(0, pe::WARRIOR, c(2, 3))
        .place(1, to::FIGHTER, c(2, 4))
        .place(1, to::SMASHER, c(3, 4))
        .dice(&[Face::Melee, Face::Melee])
        .build();
    refuse(&mut g, attack((2, 3), (3, 4)), Illegal::OutOfRange(c(3, 4)));
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(card_at(&g, c(2, 4)), None, "the Fighter was destroyed");
    // Summoning: a diagonal space is not next to the gate.
    let mut g = duel(Phase::Summon)
        .place(0, pe::STARTING_GATE, c(2, 2))
        .hand(0, &[pe::ARCHER])
        .magic(0, 1)
        .build();
    refuse(
        &mut g,
        summon(pe::ARCHER, (3, 3)),
        Illegal::NotNextToGate(c(3, 3)),
    );
    act(&mut g, summon(pe::ARCHER, (2, 3)));
}

#[test]
fn units_move_up_to_two_spaces_without_passing_through_cards() {
    let mut g = duel(Phase::Move)
        .place(0, pe::WARRIOR, c(2, 2))
        .place(0, pe::STARTING_GATE, c(2, 3))
        .place(1, to::FIGHTER, c(1, 2))
        .place(0, pe::ARCHER, c(3, 1))
        .place(0, pe::GUARDIAN, c(4, 1))
        .place(0, pe::ARCHER, c(5, 1))
        .build();
    // Up and left are taken, so (2,4) and (0,2) cannot be reached through them.
    refuse(&mut g, mov((2, 2), (2, 4)), Illegal::Unreachable(c(2, 4)));
    refuse(&mut g, mov((2, 2), (0, 2)), Illegal::Unreachable(c(0, 2)));
    refuse(&mut g, mov((2, 2), (2, 5)), Illegal::Unreachable(c(2, 5)));
    refuse(&mut g, mov((2, 3), (3, 3)), Illegal::Immobile(c(2, 3)));
    refuse(&mut g, mov((1, 2), (1, 3)), Illegal::NotYours(c(1, 2)));
    // One space right and one down is a two-space move around the corner.
    act(&mut g, mov((2, 2), (3, 2)));
    refuse(&mut g, mov((3, 2), (3, 3)), Illegal::AlreadyMoved(c(3, 2)));
    act(&mut g, mov((4, 1), (4, 3)));
    // Out and back is a move too, told as the two steps the unit took.
    let events = act(&mut g, mov((5, 1), (5, 1)));
    let moves: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Moved { from, to } => Some((*from, *to)),
            _ => None,
        })
        .collect();
    assert_eq!(moves, [(c(5, 1), c(5, 2)), (c(5, 2), c(5, 1))]);
    refuse(&mut g, mov((3, 1), (3, 0)), Illegal::MoveLimit);
}

#[test]
fn ranged_attacks_reach_three_spaces_in_a_clear_straight_line() {
    let mut g = Scenario::new(Elves, Orcs)
        .place(0, pe::PRINCE_ELIEN, c(2, 2))
        .place(0, pe::ARCHER, c(2, 3))
        .place(0, pe::WARRIOR, c(3, 4))
        .place(0, pe::GUARDIAN, c(2, 1))
        .place(1, to::GROGNACK, c(5, 7))
        .place(1, to::SHAMAN, c(2, 5))
        .phase(Phase::Attack)
        .turn(1)
        .dice(&[Face::Special, Face::Ranged])
        .build();
    refuse(
        &mut g,
        attack((2, 5), (2, 2)),
        Illegal::LineBlocked(c(2, 2)),
    );
    refuse(&mut g, attack((2, 5), (2, 1)), Illegal::OutOfRange(c(2, 1)));
    refuse(&mut g, attack((2, 5), (3, 4)), Illegal::OutOfRange(c(3, 4)));
    act(&mut g, attack((2, 5), (2, 3)));
    assert_eq!(card_at(&g, c(2, 3)), None, "the Archer was destroyed");
    // Far Shot: an Archer reaches 4 spaces, still in a straight line.
    let mut elves = duel(Phase::Attack)
        .place(0, pe::ARCHER, c(3, 2))
        .place(1, to::FIGHTER, c(3, 6))
        .place(1, to::FIGHTER, c(4, 3))
        .dice(&[Face::Ranged])
        .build();
    refuse(
        &mut elves,
        attack((3, 2), (4, 3)),
        Illegal::OutOfRange(c(4, 3)),
    );
    act(&mut elves, attack((3, 2), (3, 6)));
    assert_eq!(card_at(&elves, c(3, 6)), None);
}

#[test]
fn attack_dice_count_only_the_attackers_hit_symbol() {
    let mut g = duel(Phase::Attack)
        .place(1, to::KRUNG, c(2, 4))
        .place(0, pe::MAELENA, c(1, 4))
        .place(0, pe::KAESEEALL, c(2, 1))
        .dice(&[Face::Ranged, Face::Special])
        .build();
    // Maelena (melee, strength 2) rolls ranged and special: no hit, and Burning Blade needs one.
    act(&mut g, attack((1, 4), (2, 4)));
    assert_eq!(wounds(&g, c(2, 4)), 0);
    let mut g = duel(Phase::Attack)
        .place(1, to::KRUNG, c(2, 4))
        .place(0, pe::MAELENA, c(1, 4))
        .place(0, pe::KAESEEALL, c(2, 1))
        .dice(&[Face::Melee, Face::Special])
        .build();
    // Melee and special: one hit, plus Burning Blade's 1.
    let events = act(&mut g, attack((1, 4), (2, 4)));
    assert!(events.contains(&Event::DiceRolled {
        seat: P0,
        faces: vec![Face::Melee, Face::Special]
    }));
    assert_eq!(wounds(&g, c(2, 4)), 2);
    // Kaeseeall (ranged, strength 2) with ranged + melee: one hit.
    g.force_dice(&[Face::Ranged, Face::Melee]);
    act(&mut g, attack((2, 1), (2, 4)));
    assert_eq!(wounds(&g, c(2, 4)), 3);
}

#[test]
fn the_die_has_three_melee_two_ranged_and_one_special_face() {
    let mut counts = [0u32; 3];
    for seed in 0..400 {
        let mut g = Scenario::new(Orcs, Orcs)
            .seed(seed)
            .place(0, to::GROGNACK, c(0, 0))
            .place(1, to::GROGNACK, c(5, 7))
            .place(0, to::BLAGOG, c(2, 3))
            .place(1, to::KRUNG, c(2, 4))
            .phase(Phase::Attack)
            .build();
        for e in act(&mut g, attack((2, 3), (2, 4))) {
            if let Event::DiceRolled { faces, .. } = e {
                for f in faces {
                    counts[f as usize] += 1;
                }
            }
        }
    }
    let total: u32 = counts.iter().sum();
    assert_eq!(total, 2000);
    let share = |i: usize| counts[i] as f64 / total as f64;
    assert!((share(0) - 0.5).abs() < 0.05, "{counts:?}");
    assert!((share(1) - 1.0 / 3.0).abs() < 0.05, "{counts:?}");
    assert!((share(2) - 1.0 / 6.0).abs() < 0.04, "{counts:?}");
}

#[test]
fn an_attack_phase_without_attacking_an_enemy_wounds_your_summoner() {
    let mut g = duel(Phase::Attack).build();
    let events = act(&mut g, Action::EndPhase);
    assert!(events.contains(&Event::Inaction { seat: P0 }));
    assert_eq!(wounds(&g, c(0, 0)), 1);
    // Attacking a friendly card does not count.
    let mut g = duel(Phase::Attack)
        .place(0, pe::GUARDIAN, c(3, 3))
        .place(0, pe::WARRIOR, c(3, 4))
        .build();
    act(&mut g, attack((3, 3), (3, 4)));
    act(&mut g, Action::EndPhase);
    assert_eq!(wounds(&g, c(0, 0)), 1);
    // Attacking an enemy card counts even when every die misses.
    let mut g = duel(Phase::Attack)
        .place(0, pe::WARRIOR, c(3, 3))
        .place(1, to::SMASHER, c(3, 4))
        .dice(&[Face::Special, Face::Ranged])
        .build();
    act(&mut g, attack((3, 3), (3, 4)));
    assert_eq!(wounds(&g, c(3, 4)), 0);
    let events = act(&mut g, Action::EndPhase);
    assert!(!events.contains(&Event::Inaction { seat: P0 }));
    assert_eq!(wounds(&g, c(0, 0)), 0);
}

#[test]
fn destroying_an_enemy_card_gains_one_magic() {
    let mut g = duel(Phase::Attack)
        .place(0, pe::GUARDIAN, c(3, 3))
        .place(0, pe::WARRIOR, c(2, 4))
        .place(1, to::FIGHTER, c(3, 4))
        .place(0, pe::ARCHER, c(1, 4))
        .magic(0, 4)
        .dice(&[Face::Melee, Face::Melee])
        .build();
    act(&mut g, attack((3, 3), (3, 4)));
    assert_eq!(card_at(&g, c(3, 4)), None);
    assert_eq!(magic(&g, P0), 5);
    assert_eq!(
        discard(&g, P1),
        [to::FIGHTER],
        "discarded to its owner's pile"
    );
    // Destroying your own card gives nothing.
    act(&mut g, attack((2, 4), (1, 4)));
    assert_eq!(card_at(&g, c(1, 4)), None);
    assert_eq!(magic(&g, P0), 5);
}

#[test]
fn magic_stays_between_zero_and_fifteen() {
    let mut g = duel(Phase::Magic)
        .hand(0, &[pe::ARCHER, pe::BURN, pe::GATE])
        .magic(0, 14)
        .build();
    act(&mut g, Action::Discard { card: pe::ARCHER });
    act(&mut g, Action::Discard { card: pe::BURN });
    assert_eq!(magic(&g, P0), 15);
    let mut g = duel(Phase::Summon)
        .hand(0, &[pe::GUARDIAN])
        .place(0, pe::GATE, c(3, 1))
        .magic(0, 1)
        .build();
    refuse(
        &mut g,
        summon(pe::GUARDIAN, (3, 2)),
        Illegal::NotEnoughMagic { needed: 2, have: 1 },
    );
}

#[test]
fn units_are_summoned_next_to_your_own_gates_only() {
    let mut g = duel(Phase::Summon)
        .place(0, pe::GATE, c(3, 2))
        .place(1, to::GATE, c(3, 5))
        .hand(0, &[pe::GUARDIAN, pe::ARCHER, pe::GATE, pe::BURN])
        .magic(0, 3)
        .build();
    refuse(
        &mut g,
        summon(pe::ARCHER, (3, 4)),
        Illegal::NotNextToGate(c(3, 4)),
    );
    refuse(
        &mut g,
        summon(pe::ARCHER, (3, 2)),
        Illegal::Occupied(c(3, 2)),
    );
    refuse(
        &mut g,
        summon(pe::GATE, (3, 3)),
        Illegal::WrongCard(pe::GATE),
    );
    refuse(
        &mut g,
        summon(pe::WARRIOR, (3, 3)),
        Illegal::NotInHand(pe::WARRIOR),
    );
    act(&mut g, summon(pe::GUARDIAN, (3, 3)));
    assert_eq!(card_at(&g, c(3, 3)), Some(pe::GUARDIAN));
    assert_eq!(magic(&g, P0), 1);
    // A summoned unit acts this turn (no summoning sickness).
    let mut g2 = g.clone();
    end_until(&mut g2, Phase::Move);
    act(&mut g2, mov((3, 3), (4, 4)));
    // Summoning belongs to the summon phase.
    end_until(&mut g, Phase::Move);
    refuse(
        &mut g,
        summon(pe::ARCHER, (2, 2)),
        Illegal::WrongPhase {
            needed: Phase::Summon,
            now: Phase::Move,
        },
    );
}

#[test]
fn gates_are_built_in_your_back_three_rows_or_next_to_your_summoner() {
    let mut g = Scenario::new(Elves, Orcs)
        .place(0, pe::PRINCE_ELIEN, c(1, 4))
        .place(1, to::GROGNACK, c(5, 7))
        .hand(0, &[pe::GATE, pe::GATE, pe::ARCHER])
        .magic(0, 2)
        .phase(Phase::Build)
        .build();
    refuse(
        &mut g,
        build(pe::GATE, (4, 3)),
        Illegal::OutsideBuildZone(c(4, 3)),
    );
    refuse(
        &mut g,
        build(pe::ARCHER, (4, 2)),
        Illegal::WrongCard(pe::ARCHER),
    );
    act(&mut g, build(pe::GATE, (4, 2)));
    act(&mut g, build(pe::GATE, (1, 5)));
    assert_eq!(card_at(&g, c(1, 5)), Some(pe::GATE));
    assert_eq!(g.piece(c(4, 2)).map(|p| p.def.life()), Some(5));
    assert_eq!(magic(&g, P0), 0);
    // Seat 1's back rows are rows 5 to 7.
    let mut g = Scenario::new(Elves, Orcs)
        .place(0, pe::PRINCE_ELIEN, c(0, 0))
        .place(1, to::GROGNACK, c(0, 7))
        .hand(1, &[to::GATE])
        .magic(1, 1)
        .phase(Phase::Build)
        .turn(1)
        .build();
    refuse(
        &mut g,
        build(to::GATE, (4, 2)),
        Illegal::OutsideBuildZone(c(4, 2)),
    );
    act(&mut g, build(to::GATE, (4, 5)));
}

#[test]
fn the_hand_refills_to_five_and_an_empty_draw_pile_is_not_reshuffled() {
    let mut g = duel(Phase::Magic)
        .hand(0, &[pe::ARCHER])
        .deck(
            0,
            &[
                pe::GUARDIAN,
                pe::WARRIOR,
                pe::GATE,
                pe::BURN,
                pe::MAELENA,
                pe::ARCHER,
            ],
        )
        .discard(0, &[pe::FIRE_DRAKE])
        .build();
    act(&mut g, Action::EndPhase);
    assert_eq!(g.phase(), Phase::Draw);
    // The top of the pile is the last card.
    assert_eq!(
        hand(&g, P0),
        [pe::ARCHER, pe::ARCHER, pe::MAELENA, pe::BURN, pe::GATE]
    );
    assert_eq!(g.player(P0).deck.len(), 2);
    // Next time only two cards are left: draw them and stop.
    let mut g = duel(Phase::Magic)
        .hand(0, &[pe::ARCHER])
        .deck(0, &[pe::GUARDIAN, pe::WARRIOR])
        .discard(0, &[pe::FIRE_DRAKE, pe::GATE])
        .build();
    act(&mut g, Action::EndPhase);
    assert_eq!(hand(&g, P0), [pe::ARCHER, pe::WARRIOR, pe::GUARDIAN]);
    assert!(g.player(P0).deck.is_empty());
    assert_eq!(discard(&g, P0), [pe::FIRE_DRAKE, pe::GATE]);
    end_until(&mut g, Phase::Draw);
    end_until(&mut g, Phase::Draw);
    assert_eq!(g.current(), P0);
    assert_eq!(hand(&g, P0).len(), 3, "nothing left to draw");
    assert_eq!(discard(&g, P0), [pe::FIRE_DRAKE, pe::GATE]);
}

#[test]
fn the_magic_phase_discards_cards_face_down_for_one_magic_each() {
    let mut g = duel(Phase::Magic)
        .hand(0, &[pe::ARCHER, pe::FIRE_DRAKE])
        .magic(0, 3)
        .build();
    let mut events = Vec::new();
    g.apply(
        P0,
        Action::Discard {
            card: pe::FIRE_DRAKE,
        },
        &mut events,
    )
    .expect("legal");
    assert_eq!(magic(&g, P0), 4);
    assert_eq!(discard(&g, P0), [pe::FIRE_DRAKE]);
    let seen_by_p1: Vec<&Event> = events
        .iter()
        .map(|e| e.for_viewer(Viewer::Seat { seat: P1 }))
        .collect();
    assert!(seen_by_p1.contains(&&Event::CardDiscarded {
        seat: P0,
        card: None
    }));
    refuse(
        &mut g,
        Action::Discard { card: pe::GUARDIAN },
        Illegal::NotInHand(pe::GUARDIAN),
    );
}

#[test]
fn events_are_played_in_their_phase_and_active_events_expire_at_your_next_turn() {
    let mut g = duel(Phase::Summon)
        .place(0, pe::ARCHER, c(3, 3))
        .hand(0, &[pe::SPIRIT_OF_THE_PHOENIX])
        .magic(0, 1)
        .build();
    refuse(
        &mut g,
        event(pe::SPIRIT_OF_THE_PHOENIX, None),
        Illegal::WrongPhase {
            needed: Phase::Attack,
            now: Phase::Summon,
        },
    );
    end_until(&mut g, Phase::Attack);
    assert_eq!(g.strength(c(3, 3)), 1);
    act(&mut g, event(pe::SPIRIT_OF_THE_PHOENIX, None));
    assert_eq!(magic(&g, P0), 0);
    assert_eq!(g.strength(c(3, 3)), 2);
    let view = g.view(Viewer::Seat { seat: P1 });
    assert_eq!(view.players[0].active_events, [pe::SPIRIT_OF_THE_PHOENIX]);
    // It stays through the opponent's turn…
    end_until(&mut g, Phase::Summon);
    assert_eq!(g.current(), P1);
    assert_eq!(g.strength(c(3, 3)), 2);
    // …and is discarded when your next turn begins.
    let events = end_until(&mut g, Phase::Summon);
    assert_eq!(g.current(), P0);
    assert!(events.contains(&Event::EventExpired {
        seat: P0,
        card: pe::SPIRIT_OF_THE_PHOENIX
    }));
    assert!(g.player(P0).active.is_empty());
    assert_eq!(discard(&g, P0), [pe::SPIRIT_OF_THE_PHOENIX]);
    assert_eq!(g.strength(c(3, 3)), 1);
}

#[test]
fn a_plain_event_resolves_and_is_discarded() {
    let mut g = duel(Phase::Attack)
        .place(1, to::SMASHER, c(0, 3))
        .place(1, to::FIGHTER, c(0, 5))
        .hand(0, &[pe::BURN])
        .build();
    refuse(
        &mut g,
        event(pe::BURN, Some((0, 5))),
        Illegal::OutOfRange(c(0, 5)),
    );
    refuse(&mut g, event(pe::BURN, None), Illegal::BadTarget);
    act(&mut g, event(pe::BURN, Some((0, 3))));
    assert_eq!(wounds(&g, c(0, 3)), 1);
    assert_eq!(discard(&g, P0), [pe::BURN]);
}

#[test]
fn destroying_the_enemy_summoner_wins() {
    let mut g = duel(Phase::Attack)
        .place_wounded(1, to::GROGNACK, c(3, 4), 6)
        .place(0, pe::WARRIOR, c(3, 3))
        .dice(&[Face::Melee, Face::Special])
        .build();
    let events = act(&mut g, attack((3, 3), (3, 4)));
    assert!(events.contains(&Event::GameOver {
        winner: P0,
        reason: EndReason::Defeat
    }));
    assert_eq!(g.outcome(), Some(Outcome::seat_wins(P0, EndReason::Defeat)));
    assert!(g.pending().is_empty());
    assert!(legal(&g).is_empty());
    refuse_by(&mut g, P0, Action::EndPhase, Illegal::GameOver);
    // The cost of inaction can destroy your own summoner: the opponent wins.
    let mut g = Scenario::new(Elves, Orcs)
        .place_wounded(0, pe::PRINCE_ELIEN, c(0, 0), 3)
        .place(1, to::GROGNACK, c(5, 7))
        .phase(Phase::Attack)
        .build();
    act(&mut g, Action::EndPhase);
    assert!(g.outcome().is_some_and(|o| o.is_winner(P1)));
}

#[test]
fn both_summoners_destroyed_at_once_the_current_player_wins() {
    // Breath of Flame wounds every card in its line: the enemy summoner and Elien behind it.
    let mut g = Scenario::new(Elves, Orcs)
        .place(0, pe::FIRE_DRAKE, c(2, 3))
        .place_wounded(1, to::GROGNACK, c(2, 4), 6)
        .place_wounded(0, pe::PRINCE_ELIEN, c(2, 6), 3)
        .phase(Phase::Attack)
        .dice(&[Face::Melee, Face::Ranged, Face::Ranged])
        .build();
    act(&mut g, attack((2, 3), (2, 4)));
    assert_eq!(
        g.outcome(),
        Some(Outcome::seat_wins(P0, EndReason::SimultaneousDefeat))
    );
}

#[test]
fn simultaneous_effects_resolve_in_the_current_players_order() {
    // Seat 0 seizes one Hellfire Cultist, then Breath of Flame destroys both Cultists at once.
    // Seat 1's Cultist would finish Elien and seat 0's would finish Ret-Talus: the current
    // player orders the two bursts, so both summoners fall together and seat 0 wins.
    let mut g = Scenario::new(Elves, Faction::FallenKingdom)
        .place(0, pe::FIRE_DRAKE, c(2, 2))
        .place(0, pe::KAESEEALL, c(1, 4))
        .place_wounded(0, pe::PRINCE_ELIEN, c(3, 3), 3)
        .place(1, fk::HELLFIRE_CULTIST, c(2, 3))
        .place(1, fk::HELLFIRE_CULTIST, c(2, 4))
        .place_wounded(1, fk::RET_TALUS, c(3, 4), 11)
        .phase(Phase::Attack)
        .dice(&[Face::Melee, Face::Melee, Face::Ranged])
        .build();
    act(
        &mut g,
        Action::Ability {
            from: c(1, 4),
            target: Some(c(2, 4)),
        },
    );
    act(&mut g, attack((2, 2), (2, 3)));
    assert_eq!(card_at(&g, c(3, 3)), None);
    assert_eq!(card_at(&g, c(3, 4)), None);
    assert_eq!(
        g.outcome(),
        Some(Outcome::seat_wins(P0, EndReason::SimultaneousDefeat))
    );
}

#[test]
fn forfeiting_gives_the_win_to_the_other_seat() {
    let mut g = duel(Phase::Move).build();
    let mut events = Vec::new();
    g.forfeit(P0, &mut events);
    assert_eq!(
        g.outcome(),
        Some(Outcome::seat_wins(P1, EndReason::Forfeit))
    );
}
