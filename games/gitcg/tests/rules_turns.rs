//! Rule tests for the round: the roll phase, the action phase (costs, energy, attacks,
//! switching, tuning, fast and combat actions, declaring the end) and the end phase.

mod common;

use common::*;
use tavern_game::{DecisionKind, EndReason, Game, Outcome};
use tavern_gitcg::defs::{trig, EntityDef, EntityKind, Trig};
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Gitcg, Illegal};
use tavern_protocol::gitcg::{Action, CardId, Dice, DieFace, Element, Event, Phase, SkillId};

/// A test probe: +1 to charged attacks of its character, so the charged flag can be seen.
static CHARGED_PROBE: EntityDef = EntityDef {
    id: 9_000_001,
    name: "Charged probe",
    kind: EntityKind::Status,
    listens: trig::BONUS_OUT,
    hook: Some(|_, _, t| {
        if let Trig::Damage(d) = t {
            if d.charged {
                d.amount += 1;
            }
        }
    }),
    ..EntityDef::BLANK
};

/// A test probe: +1 to plunging attacks of its side, so the plunging flag can be seen.
static PLUNGE_PROBE: EntityDef = EntityDef {
    id: 9_000_002,
    name: "Plunge probe",
    kind: EntityKind::Combat,
    listens: trig::BONUS_OUT,
    hook: Some(|_, _, t| {
        if let Trig::Damage(d) = t {
            if d.plunging {
                d.amount += 1;
            }
        }
    }),
    ..EntityDef::BLANK
};

/// Both seats declare the end of round 1 (seat 0 first) and keep their new dice.
fn next_round(g: &mut Gitcg) {
    end(g, P0);
    end(g, P1);
    keep_dice(g);
}

// ---- Roll phase ------------------------------------------------------------------------

#[test]
fn roll_phase_rolls_eight_dice_for_each_player() {
    let mut g = trio("oooooooooooo").build();
    end(&mut g, P0);
    end(&mut g, P1);
    assert_eq!(g.phase(), Phase::Roll);
    for seat in [P0, P1] {
        assert_eq!(side(&g, seat).dice_count, 8, "leftover dice are not kept");
    }
}

#[test]
fn both_players_reroll_once_at_the_same_time() {
    let mut g = trio("").build();
    end(&mut g, P0);
    end(&mut g, P1);
    let pending = g.pending();
    assert_eq!(pending.of(P0), Some(DecisionKind::Reroll));
    assert_eq!(pending.of(P1), Some(DecisionKind::Reroll));
    // Seat 1 answers first: order does not matter, and its reroll keeps 8 dice.
    let held = dice_of(&g, P1);
    let face = DieFace::ALL
        .into_iter()
        .find(|f| held.count(*f) > 0)
        .expect("8 dice");
    let mut one = Dice::EMPTY;
    one.0[face as usize] = 1;
    act(&mut g, P1, Action::Reroll { dice: one });
    assert_eq!(side(&g, P1).dice_count, 8);
    assert_eq!(g.pending().of(P1), None, "only one reroll");
    assert_eq!(
        try_act(&mut g, P1, Action::Reroll { dice: Dice::EMPTY }),
        Err(Illegal::NotYourTurn)
    );
    assert_eq!(
        g.phase(),
        Phase::Roll,
        "the other player has not rerolled yet"
    );
    act(&mut g, P0, Action::Reroll { dice: Dice::EMPTY });
    assert_eq!(g.phase(), Phase::Action);
}

#[test]
fn rerolling_dice_not_held_is_refused() {
    let mut g = trio("").build();
    end(&mut g, P0);
    end(&mut g, P1);
    let mut too_many = dice_of(&g, P0);
    too_many.0[0] += 1;
    assert_eq!(
        try_act(&mut g, P0, Action::Reroll { dice: too_many }),
        Err(Illegal::DiceNotHeld)
    );
}

// ---- Costs and energy ------------------------------------------------------------------

#[test]
fn exact_payment_with_omni_standing_in_for_the_element() {
    let mut g = trio("ccoppp").build();
    skill(&mut g, P0, GANYU_SKILL, "cco");
    assert_eq!(dice_of(&g, P0), dice("ppp"));
    assert_eq!(hp(&g, P1, 0), 9);
}

#[test]
fn wrong_payment_is_refused_and_changes_nothing() {
    let mut g = trio("ccoppp").build();
    let pay = |d: &str| Action::UseSkill {
        skill: GANYU_SKILL,
        dice: dice(d),
    };
    assert_eq!(
        try_act(&mut g, P0, pay("ccp")),
        Err(Illegal::MissingElement {
            element: Element::Cryo,
            needed: 3,
            offered: 2
        })
    );
    assert_eq!(
        try_act(&mut g, P0, pay("cc")),
        Err(Illegal::WrongPayment {
            needed: 3,
            offered: 2
        })
    );
    assert_eq!(
        try_act(&mut g, P0, pay("ccop")),
        Err(Illegal::WrongPayment {
            needed: 3,
            offered: 4
        })
    );
    assert_eq!(try_act(&mut g, P0, pay("ccc")), Err(Illegal::DiceNotHeld));
    let mut poor = trio("cp").build();
    assert_eq!(
        try_act(&mut poor, P0, pay("cp")),
        Err(Illegal::NotEnoughDice { needed: 3, have: 2 })
    );
}

#[test]
fn normal_attacks_and_elemental_skills_give_one_energy_up_to_the_maximum() {
    let mut g = trio("cccccccccccc").build();
    skill(&mut g, P0, GANYU_NORMAL, "ccc");
    assert_eq!(energy(&g, P0, 0), 1);
    end(&mut g, P1);
    skill(&mut g, P0, GANYU_SKILL, "ccc");
    assert_eq!(energy(&g, P0, 0), 2);
    skill(&mut g, P0, GANYU_SKILL, "ccc");
    skill(&mut g, P0, GANYU_NORMAL, "ccc");
    assert_eq!(energy(&g, P0, 0), 3, "energy stops at the maximum");
}

#[test]
fn a_burst_needs_full_energy_and_spends_all_of_it() {
    let mut g = trio("cccccc").build();
    g.set_energy(P0, 0, 2);
    let burst = Action::UseSkill {
        skill: GANYU_BURST,
        dice: dice("ccc"),
    };
    assert!(!legal(&g, P0)
        .iter()
        .any(|a| matches!(a, Action::UseSkill { skill, .. } if *skill == GANYU_BURST)));
    assert_eq!(
        try_act(&mut g, P0, burst),
        Err(Illegal::NotEnoughEnergy { needed: 3, have: 2 })
    );
    g.set_energy(P0, 0, 3);
    act(&mut g, P0, burst);
    assert_eq!(energy(&g, P0, 0), 0, "a burst gives no energy back");
    assert_eq!(hps(&g, P1), [8, 9, 9]);
}

// ---- Attacks ---------------------------------------------------------------------------

#[test]
fn a_normal_attack_is_charged_when_the_dice_count_is_even_before_it() {
    let mut even = trio("cccc").build();
    even.put(P0, LocZone::Char(0), &CHARGED_PROBE);
    skill(&mut even, P0, GANYU_NORMAL, "ccc");
    assert_eq!(hp(&even, P1, 0), 7, "4 dice before the attack: charged");

    let mut odd = trio("ccccc").build();
    odd.put(P0, LocZone::Char(0), &CHARGED_PROBE);
    skill(&mut odd, P0, GANYU_NORMAL, "ccc");
    assert_eq!(hp(&odd, P1, 0), 8, "5 dice before the attack: not charged");
}

#[test]
fn only_normal_attacks_can_be_charged() {
    let mut g = trio("cccc").build();
    g.put(P0, LocZone::Char(0), &CHARGED_PROBE);
    skill(&mut g, P0, GANYU_SKILL, "ccc");
    assert_eq!(hp(&g, P1, 0), 9);
}

#[test]
fn a_normal_attack_right_after_an_own_switch_is_plunging() {
    let mut g = trio("ppppppp").build();
    g.put(P0, LocZone::Combat, &PLUNGE_PROBE);
    switch(&mut g, P0, 1, "p");
    end(&mut g, P1);
    skill(&mut g, P0, DILUC_NORMAL, "ppp");
    assert_eq!(hp(&g, P1, 0), 7, "2 physical +1 plunging");
    skill(&mut g, P0, DILUC_NORMAL, "ppp");
    assert_eq!(
        hp(&g, P1, 0),
        5,
        "only the first attack after the switch plunges"
    );
}

#[test]
fn plunging_needs_the_normal_attack_to_be_the_next_combat_action() {
    let mut g = trio("pppppppp").build();
    g.put(P0, LocZone::Combat, &PLUNGE_PROBE);
    switch(&mut g, P0, 1, "p");
    end(&mut g, P1);
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    skill(&mut g, P0, DILUC_NORMAL, "ppp");
    assert_eq!(hp(&g, P1, 0), 10 - 3 - 2);
}

// ---- Switching, tuning, fast and combat actions ----------------------------------------

#[test]
fn switching_costs_one_die_of_any_kind_and_is_a_combat_action() {
    let mut g = trio("hge").build();
    let to = |slot: u8, d: &str| Action::Switch {
        slot,
        dice: dice(d),
    };
    assert_eq!(
        try_act(&mut g, P0, to(1, "hg")),
        Err(Illegal::WrongPayment {
            needed: 1,
            offered: 2
        })
    );
    assert_eq!(
        try_act(&mut g, P0, to(1, "")),
        Err(Illegal::WrongPayment {
            needed: 1,
            offered: 0
        })
    );
    assert_eq!(try_act(&mut g, P0, to(0, "h")), Err(Illegal::AlreadyActive));
    assert_eq!(
        try_act(&mut g, P0, to(3, "h")),
        Err(Illegal::BadCharacter(3))
    );
    act(&mut g, P0, to(2, "g"));
    assert_eq!(active(&g, P0), 2);
    assert_eq!(dice_of(&g, P0), dice("he"));
    assert_eq!(g.turn(), P1, "the turn passed");
    assert_eq!(g.pending().of(P0), None);
}

#[test]
fn switching_to_a_knocked_out_character_is_refused() {
    let mut g = trio("ccce").build();
    g.set_hp(P1, 0, 1);
    g.set_hp(P1, 1, 1);
    g.set_energy(P0, 0, 3);
    // Celestial Shower: 2 Cryo to the active Ganyu and 1 piercing to Diluc and Keqing. Both
    // characters at 1 HP fall; Keqing is the only one left and becomes active without a choice.
    skill(&mut g, P0, GANYU_BURST, "ccc");
    assert_eq!(active(&g, P1), 2);
    assert_eq!(g.pending().of(P1), Some(DecisionKind::Act));
    assert_eq!(
        try_act(
            &mut g,
            P1,
            Action::Switch {
                slot: 1,
                dice: dice("c")
            }
        ),
        Err(Illegal::BadCharacter(1))
    );
}

#[test]
fn tuning_turns_one_die_into_the_active_element_and_keeps_the_turn() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[FLOWING_FLAME, UNDIVIDED_HEART])
        .dice(0, dice("ope"))
        .build();
    let tune = |card: u32, die: DieFace| Action::Tune {
        card: CardId(card),
        die,
    };
    act(&mut g, P0, tune(FLOWING_FLAME, DieFace::Pyro));
    assert_eq!(dice_of(&g, P0), dice("oce"));
    assert_eq!(
        side(&g, P0).hand,
        Some(vec![CardId(UNDIVIDED_HEART)]),
        "the tuned card is discarded"
    );
    assert_eq!(g.turn(), P0, "tuning is a fast action");
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
}

#[test]
fn tuning_refuses_omni_the_active_element_dice_not_held_and_cards_not_in_hand() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[FLOWING_FLAME])
        .dice(0, dice("ocp"))
        .build();
    let tune = |card: u32, die: DieFace| Action::Tune {
        card: CardId(card),
        die,
    };
    assert_eq!(
        try_act(&mut g, P0, tune(FLOWING_FLAME, DieFace::Omni)),
        Err(Illegal::BadTuneDie)
    );
    assert_eq!(
        try_act(&mut g, P0, tune(FLOWING_FLAME, DieFace::Cryo)),
        Err(Illegal::BadTuneDie)
    );
    assert_eq!(
        try_act(&mut g, P0, tune(FLOWING_FLAME, DieFace::Geo)),
        Err(Illegal::BadTuneDie)
    );
    assert_eq!(
        try_act(&mut g, P0, tune(UNDIVIDED_HEART, DieFace::Pyro)),
        Err(Illegal::NotInHand(CardId(UNDIVIDED_HEART)))
    );
    g.set_dice(P0, dice("occ"));
    assert_eq!(
        try_act(&mut g, P0, tune(FLOWING_FLAME, DieFace::Pyro)),
        Err(Illegal::NothingToTune)
    );
    assert!(!legal(&g, P0)
        .iter()
        .any(|a| matches!(a, Action::Tune { .. })));
}

#[test]
fn a_combat_action_card_passes_the_turn() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[UNDIVIDED_HEART])
        .dice(0, dice("ccccc"))
        .build();
    act(
        &mut g,
        P0,
        Action::PlayCard {
            second: None,
            card: CardId(UNDIVIDED_HEART),
            target: Some(tavern_protocol::gitcg::Target::Character {
                side: tavern_protocol::gitcg::Side::Own,
                slot: 0,
            }),
            dice: dice("ccccc"),
        },
    );
    // The talent equips Ganyu and fires Frostflake Arrow: 2 Cryo and 2 piercing to standby.
    assert_eq!(hps(&g, P1), [8, 8, 8]);
    assert_eq!(g.turn(), P1);
}

#[test]
fn a_skill_is_a_combat_action_and_the_turns_alternate() {
    let mut g = trio("cccccc").build();
    skill(&mut g, P0, GANYU_SKILL, "ccc");
    assert_eq!(g.turn(), P1);
    assert_eq!(g.pending().of(P0), None);
    assert_eq!(
        try_act(&mut g, P0, Action::DeclareEnd),
        Err(Illegal::NotYourTurn)
    );
    skill(&mut g, P1, GANYU_SKILL, "ccc");
    assert_eq!(g.turn(), P0);
}

// ---- Declaring the end -----------------------------------------------------------------

#[test]
fn after_one_player_declares_end_the_other_keeps_acting_alone() {
    let mut g = trio("cccccccccccc").build();
    end(&mut g, P0);
    assert_eq!(g.turn(), P1);
    skill(&mut g, P1, GANYU_SKILL, "ccc");
    assert_eq!(g.turn(), P1, "seat 0 has declared end");
    skill(&mut g, P1, GANYU_SKILL, "ccc");
    assert_eq!(g.turn(), P1);
    assert_eq!(g.phase(), Phase::Action);
    end(&mut g, P1);
    assert_eq!(g.phase(), Phase::Roll, "both declared: the round ends");
}

#[test]
fn the_first_to_declare_end_goes_first_next_round() {
    let mut g = trio("cccccc").build();
    assert_eq!(g.turn(), P0);
    skill(&mut g, P0, GANYU_SKILL, "ccc");
    end(&mut g, P1);
    end(&mut g, P0);
    keep_dice(&mut g);
    assert_eq!(g.round(), 2);
    assert_eq!(referee(&g).first, P1);
    assert_eq!(g.turn(), P1);
    assert_eq!(g.pending().of(P1), Some(DecisionKind::Act));
    assert_eq!(g.pending().of(P0), None);
}

/// 辛焱 Xinyan, whose burst Riff Revolution leaves Festive Fires: "我方宣布结束时：如果我方
/// 的手牌数量不多于1，则造成1点火元素伤害" (when we declare the end with at most 1 card: 1 Pyro).
const XINYAN: u32 = 1312;
/// 叛逆刮弦 Riff Revolution (3 Pyro, 2 Energy), which makes Festive Fires (氛围烈焰).
const RIFF_REVOLUTION: SkillId = SkillId(13123);

/// A knock-out set off by declaring the end is settled as every knock-out is, "在技能或效果
/// 结算完成后" (once the effect is over): its player chooses the new active character at once,
/// and only then does the end phase begin, with its effects and its draws.
#[test]
fn a_knock_out_on_declaring_the_end_is_chosen_for_before_the_end_phase() {
    let mut g = Scenario::new([XINYAN, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .dice(0, dice("ppp"))
        .deck(0, &[FLOWING_FLAME; 3])
        .deck(1, &[FLOWING_FLAME; 3])
        .build();
    g.set_energy(P0, 0, 2);
    skill(&mut g, P0, RIFF_REVOLUTION, "ppp");
    g.set_hp(P1, 0, 1);
    end(&mut g, P1);
    let events = end(&mut g, P0);
    assert!(!g.character(P1, 0).alive, "Festive Fires knocked Ganyu out");
    assert_eq!(
        g.phase(),
        Phase::Action,
        "the end phase waits for the choice"
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::PhaseStarted { .. } | Event::CardDrawn { .. })));
    assert_eq!(
        g.pending().of(P1),
        Some(DecisionKind::ChooseActiveAfterKnockOut)
    );
    assert_eq!(g.pending().of(P0), None);
    assert_eq!((side(&g, P0).hand_count, side(&g, P1).hand_count), (0, 0));
    let events = act(&mut g, P1, Action::ChooseActive { slot: 1 });
    let chosen = events
        .iter()
        .position(|e| matches!(e, Event::ActiveChanged { character } if character.seat == P1))
        .expect("the new active character");
    let end_phase = events
        .iter()
        .position(|e| matches!(e, Event::PhaseStarted { phase: Phase::End }))
        .expect("the end phase begins once the choice is made");
    assert!(chosen < end_phase);
    assert_eq!((side(&g, P0).hand_count, side(&g, P1).hand_count), (2, 2));
    assert_eq!(g.phase(), Phase::Roll);
    assert_eq!(active(&g, P1), 1);
}

// ---- End phase and round limit ---------------------------------------------------------

#[test]
fn end_phase_effects_resolve_before_both_players_draw_two() {
    let mut g = trio("ccc")
        .deck(0, &[FLOWING_FLAME, FLOWING_FLAME, FLOWING_FLAME])
        .deck(1, &[FLOWING_FLAME, FLOWING_FLAME, FLOWING_FLAME])
        .build();
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST, "ccc");
    end(&mut g, P1);
    let events = end(&mut g, P0);
    let pearl_hit = events
        .iter()
        .position(|e| matches!(e, Event::Damage { target, .. } if target.seat == P1))
        .expect("Sacred Cryo Pearl hits in the end phase");
    let draws: Vec<usize> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::CardDrawn { .. }))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(draws.len(), 4, "each player draws 2");
    assert!(draws.iter().all(|&i| i > pearl_hit));
    // Seat 1 declared end first and so became the first player: it draws first.
    assert!(matches!(events[draws[0]], Event::CardDrawn { seat, .. } if seat == P1));
    assert_eq!(side(&g, P0).hand_count, 2);
    assert_eq!(side(&g, P1).hand_count, 2);
    assert_eq!(side(&g, P0).deck_count, 1);
}

#[test]
fn drawing_into_a_full_hand_of_ten_burns_the_card() {
    let mut g = trio("")
        .hand(0, &[FLOWING_FLAME; 9])
        .deck(0, &[UNDIVIDED_HEART, THUNDERING_PENANCE])
        .build();
    end(&mut g, P0);
    let events = end(&mut g, P1);
    assert_eq!(side(&g, P0).hand_count, 10);
    assert!(events.contains(&Event::CardBurned {
        seat: P0,
        card: Some(CardId(UNDIVIDED_HEART))
    }));
    assert_eq!(
        side(&g, P0).hand.expect("referee").last(),
        Some(&CardId(THUNDERING_PENANCE))
    );
    assert_eq!(side(&g, P0).deck_count, 0);
}

#[test]
fn drawing_from_an_empty_deck_gives_nothing() {
    let mut g = trio("").deck(0, &[FLOWING_FLAME]).build();
    end(&mut g, P0);
    end(&mut g, P1);
    assert_eq!(side(&g, P0).hand_count, 1);
    assert_eq!(side(&g, P1).hand_count, 0);
}

#[test]
fn when_round_15_would_begin_both_players_lose() {
    let mut g = trio("").build();
    for round in 1..=14u8 {
        assert_eq!(g.round(), round);
        assert_eq!(g.outcome(), None);
        end(&mut g, P0);
        end(&mut g, P1);
        if round < 14 {
            keep_dice(&mut g);
        }
    }
    assert_eq!(g.round(), 14, "round 15 never begins");
    assert_eq!(
        g.outcome(),
        Some(Outcome::AllLose {
            reason: EndReason::RoundLimit
        })
    );
    assert_eq!(g.phase(), Phase::GameOver);
    assert_eq!(
        try_act(&mut g, P0, Action::DeclareEnd),
        Err(Illegal::GameOver)
    );
    assert!(g.pending().is_empty());
}

#[test]
fn round_two_starts_with_new_dice_and_the_declared_order() {
    let mut g = trio("c").build();
    next_round(&mut g);
    assert_eq!(g.round(), 2);
    assert_eq!(referee(&g).first, P0);
    assert_eq!(side(&g, P0).dice_count, 8);
}
