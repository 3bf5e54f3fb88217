//! Rule tests for damage and its consequences: piercing damage, shields and reductions,
//! knock-outs and the choice of a new active character, defeat and draw, resolution order,
//! durations and usages.

mod common;

use common::*;
use tavern_game::{DecisionKind, EndReason, Game, Outcome};
use tavern_gitcg::cards::builtin;
use tavern_gitcg::defs::{trig, Cx, EntityDef, EntityKind, Op, Trig};
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::{Gitcg, Illegal};
use tavern_protocol::gitcg::{
    Action, CardId, DamageType, Element, Event, OutcomeKind, Phase, Side, Target,
};

/// 立本 Liben, an ordinary card to fill decks with.
const LIBEN_CARD: u32 = 322008;

/// A test probe: +1 to every damage its side deals.
static BONUS_PROBE: EntityDef = EntityDef {
    id: 9_000_101,
    name: "Bonus probe",
    kind: EntityKind::Combat,
    listens: trig::BONUS_OUT,
    hook: Some(|_, _, t| {
        if let Trig::Damage(d) = t {
            d.amount += 1;
        }
    }),
    ..EntityDef::BLANK
};

/// A test probe: a 5-point shield status on one character.
static SHIELD_PROBE: EntityDef = EntityDef {
    id: 9_000_102,
    name: "Shield probe",
    kind: EntityKind::Status,
    usage: 5,
    shield: true,
    ..EntityDef::BLANK
};

/// A test probe: a summon whose end-phase effect deals 10 piercing damage to every character
/// on both sides at once.
static CATACLYSM_PROBE: EntityDef = EntityDef {
    id: 9_000_103,
    name: "Cataclysm probe",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[Op::Custom(cataclysm)],
    ..EntityDef::BLANK
};

fn cataclysm(g: &mut Gitcg, cx: &mut Cx) {
    for slot in 0..3u8 {
        let foe = g.new_dmg(cx, slot, DamageType::Piercing, 10);
        let mut own = foe;
        own.to = cx.seat;
        g.deal(foe);
        g.deal(own);
    }
}

/// A test probe: a summon whose end-phase effect deals 10 piercing damage to both active
/// characters at once.
static CROSSFIRE_PROBE: EntityDef = EntityDef {
    id: 9_000_104,
    name: "Crossfire probe",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[Op::Custom(|g, cx| {
        let foe_active = g.player(cx.seat.other()).active;
        let foe = g.new_dmg(cx, foe_active, DamageType::Piercing, 10);
        let mut own = foe;
        own.to = cx.seat;
        own.target = g.player(cx.seat).active;
        g.deal(foe);
        g.deal(own);
    })],
    ..EntityDef::BLANK
};

/// A test probe: +2 to every damage its side deals.
static PLUS_TWO_PROBE: EntityDef = EntityDef {
    id: 9_000_105,
    name: "Plus two probe",
    kind: EntityKind::Combat,
    listens: trig::BONUS_OUT,
    hook: Some(|_, _, t| {
        if let Trig::Damage(d) = t {
            d.amount += 2;
        }
    }),
    ..EntityDef::BLANK
};

/// A test probe: halves (rounding up) the damage its side's active character takes.
static HALVING_PROBE: EntityDef = EntityDef {
    id: 9_000_106,
    name: "Halving probe",
    kind: EntityKind::Combat,
    listens: trig::MULTIPLY,
    hook: Some(|_, me, t| {
        if let Trig::Damage(d) = t {
            if d.to == me.seat && d.to_active {
                d.amount = (d.amount + 1) / 2;
            }
        }
    }),
    ..EntityDef::BLANK
};

/// A test probe: the active character takes 1 less damage, once.
static REDUCE_PROBE: EntityDef = EntityDef {
    id: 9_000_107,
    name: "Reduce probe",
    kind: EntityKind::Combat,
    usage: 1,
    reduce: 1,
    ..EntityDef::BLANK
};

/// A test probe: a 2-point shield status.
static SMALL_SHIELD_PROBE: EntityDef = EntityDef {
    id: 9_000_108,
    name: "Small shield probe",
    kind: EntityKind::Status,
    usage: 2,
    shield: true,
    ..EntityDef::BLANK
};

fn shield_points(g: &Gitcg, seat: tavern_game::Seat, slot: u8) -> Option<u8> {
    side(g, seat).characters[slot as usize]
        .statuses
        .iter()
        .find(|e| e.id.0 == SHIELD_PROBE.id)
        .and_then(|e| e.usage)
}

// ---- Piercing, shields, reductions -----------------------------------------------------

#[test]
fn piercing_damage_ignores_bonuses_and_shields_and_applies_no_element() {
    let mut g = trio("ccc").build();
    g.put(P0, LocZone::Combat, &BONUS_PROBE);
    g.put(P1, LocZone::Char(1), &SHIELD_PROBE);
    g.set_energy(P0, 0, 3);
    let events = skill(&mut g, P0, GANYU_BURST, "ccc");
    // 2 Cryo +1 to the active character; 1 piercing, untouched, to each standby character.
    assert_eq!(hps(&g, P1), [7, 9, 9]);
    assert_eq!(shield_points(&g, P1, 1), Some(5), "the shield was not used");
    let view = side(&g, P1);
    assert_eq!(view.characters[0].aura, vec![Element::Cryo]);
    assert!(view.characters[1].aura.is_empty());
    assert!(view.characters[2].aura.is_empty());
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Damage {
            damage: DamageType::Piercing,
            amount: 1,
            ..
        }
    )));
}

#[test]
fn shields_absorb_damage_before_hp() {
    let mut g = trio("ppppp").build();
    g.set_active(P0, 1);
    g.put(P1, LocZone::Char(0), &SHIELD_PROBE);
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(hp(&g, P1, 0), 10);
    assert_eq!(shield_points(&g, P1, 0), Some(2));
    end(&mut g, P1);
    g.set_dice(P0, dice("ppp"));
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(hp(&g, P1, 0), 9, "2 absorbed, 1 through");
    assert_eq!(
        shield_points(&g, P1, 0),
        None,
        "a spent shield is discarded"
    );
}

#[test]
fn a_character_shield_protects_only_its_character() {
    let mut g = trio("ccc").build();
    g.put(P1, LocZone::Char(1), &SHIELD_PROBE);
    skill(&mut g, P0, GANYU_NORMAL, "ccc");
    assert_eq!(hp(&g, P1, 0), 8);
    assert_eq!(shield_points(&g, P1, 1), Some(5));
}

#[test]
fn combat_status_shields_protect_only_the_active_character() {
    let mut g = Scenario::new([SUCROSE, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .dice(0, dice("aaa"))
        .build();
    g.put(P1, LocZone::Combat, &builtin::CRYSTALLIZE);
    g.set_aura(P1, 0, Element::Pyro);
    // Wind Spirit Creation: 1 Anemo swirls the Pyro; the active hit is absorbed, the 1 Pyro
    // spread to each standby character is not.
    skill(&mut g, P0, SUCROSE_NORMAL, "aaa");
    assert_eq!(hps(&g, P1), [10, 9, 9]);
    assert_eq!(combat(&g, P1), vec![]);
}

#[test]
fn a_crystallize_shield_stacks_to_two_points() {
    let mut g = trio("ccc").build();
    g.put(P1, LocZone::Combat, &builtin::CRYSTALLIZE);
    g.put(P1, LocZone::Combat, &builtin::CRYSTALLIZE);
    g.put(P1, LocZone::Combat, &builtin::CRYSTALLIZE);
    assert_eq!(combat(&g, P1), vec![(builtin::CRYSTALLIZE.id, Some(2))]);
    skill(&mut g, P0, GANYU_NORMAL, "ccc");
    assert_eq!(hp(&g, P1, 0), 10);
    assert_eq!(combat(&g, P1), vec![]);
}

#[test]
fn reductions_apply_before_shields_and_spend_a_usage_per_hit() {
    let mut g = trio("cccccccc").first(1).build();
    // Seat 1's Ganyu creates Ice Lotus (1 less damage, 2 usages) for seat 1.
    skill(&mut g, P1, GANYU_SKILL, "ccc");
    g.put(P1, LocZone::Combat, &builtin::CRYSTALLIZE);
    g.set_active(P0, 1);
    g.set_dice(P0, dice("pppppp"));
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    // 3 Pyro -1 (Ice Lotus) -1 (shield) = 1; Pyro on Cryo would melt, but the aura is on
    // seat 0's side, so no reaction here.
    assert_eq!(hp(&g, P1, 0), 9);
    assert_eq!(combat(&g, P1), vec![(111012, Some(1))]);
    end(&mut g, P1);
    skill(&mut g, P0, DILUC_SKILL, "ppp");
    assert_eq!(hp(&g, P1, 0), 7, "3 -1 with the last Ice Lotus usage");
    assert_eq!(combat(&g, P1), vec![], "Ice Lotus is used up");
}

#[test]
fn damage_reduced_below_zero_stops_at_zero() {
    let mut g = trio("cccccc").first(1).build();
    skill(&mut g, P1, GANYU_SKILL, "ccc");
    skill(&mut g, P0, GANYU_SKILL, "ccc");
    // 1 Cryo -1 (Ice Lotus) = 0.
    assert_eq!(hp(&g, P1, 0), 10);
}

#[test]
fn damage_is_reaction_then_additive_then_multiplied_then_reduced_then_shielded() {
    let mut g = trio("ppp").build();
    g.set_active(P0, 1);
    g.set_aura(P1, 0, Element::Cryo);
    g.put(P0, LocZone::Combat, &PLUS_TWO_PROBE);
    g.put(P1, LocZone::Combat, &HALVING_PROBE);
    g.put(P1, LocZone::Combat, &REDUCE_PROBE);
    g.put(P1, LocZone::Char(0), &SMALL_SHIELD_PROBE);
    let events = skill(&mut g, P0, DILUC_SKILL, "ppp");
    // 3 Pyro, +2 melt, +2 = 7; halved (rounded up) 4; -1 = 3; the 2-point shield leaves 1.
    assert_eq!(
        damages(&events),
        vec![(1, 0, 1, Some(tavern_protocol::gitcg::Reaction::Melt))]
    );
    assert_eq!(hp(&g, P1, 0), 9);
}

#[test]
fn an_infusion_changes_the_element_before_the_reaction() {
    let mut g = trio("pppppppp").build();
    g.set_active(P0, 1);
    g.set_energy(P0, 1, 3);
    skill(&mut g, P0, DILUC_BURST, "pppp");
    end(&mut g, P1);
    g.set_hp(P1, 0, 10);
    g.set_aura(P1, 0, Element::Cryo);
    // Pyro Infusion turns Tempered Sword's 2 Physical into Pyro, which melts the Cryo.
    let events = skill(&mut g, P0, DILUC_NORMAL, "ppp");
    assert_eq!(
        damages(&events),
        vec![(1, 0, 4, Some(tavern_protocol::gitcg::Reaction::Melt))]
    );
}

// ---- Knock-outs ------------------------------------------------------------------------

#[test]
fn a_knocked_out_character_loses_equipment_statuses_and_energy() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(1, &[FLOWING_FLAME])
        .dice(0, dice("ccc"))
        .dice(1, dice("ppp"))
        .first(1)
        .build();
    g.set_active(P1, 1);
    act(
        &mut g,
        P1,
        Action::PlayCard {
            second: None,
            card: CardId(FLOWING_FLAME),
            target: Some(Target::Character {
                side: Side::Own,
                slot: 1,
            }),
            dice: dice("ppp"),
        },
    );
    g.set_aura(P1, 1, Element::Cryo);
    let diluc = &side(&g, P1).characters[1];
    assert_eq!(diluc.equipment.len(), 1);
    assert_eq!(diluc.energy, 1);
    g.set_hp(P1, 1, 2);
    let events = skill(&mut g, P0, GANYU_NORMAL, "ccc");
    assert!(events.contains(&Event::KnockedOut {
        character: tavern_protocol::gitcg::CharacterRef { seat: P1, slot: 1 }
    }));
    let diluc = &side(&g, P1).characters[1];
    assert!(!diluc.alive);
    assert_eq!(diluc.hp, 0);
    assert_eq!(diluc.energy, 0);
    assert!(diluc.equipment.is_empty());
    assert!(diluc.statuses.is_empty());
    assert!(diluc.aura.is_empty());
}

#[test]
fn a_knock_out_comes_as_soon_as_its_damage_is_settled_and_the_skill_goes_on() {
    let mut g = trio("ccc").build();
    g.set_energy(P0, 0, 3);
    g.set_hp(P1, 0, 2);
    let events = skill(&mut g, P0, GANYU_BURST, "ccc");
    let ko = events
        .iter()
        .position(|e| matches!(e, Event::KnockedOut { .. }))
        .expect("Ganyu of seat 1 is knocked out");
    let first_damage = events
        .iter()
        .position(|e| matches!(e, Event::Damage { .. }))
        .expect("damage");
    let last_damage = events
        .iter()
        .rposition(|e| matches!(e, Event::Damage { .. }))
        .expect("damage");
    assert_eq!(ko, first_damage + 1, "knocked out right after its damage");
    assert!(ko < last_damage, "the rest of the skill still resolves");
    assert_eq!(hps(&g, P1), [0, 9, 9]);
    assert_eq!(summons(&g, P0).len(), 1, "the summon is still created");
}

#[test]
fn the_owner_chooses_a_new_active_character_and_it_is_not_a_combat_action() {
    let mut g = trio("ccccc").build();
    g.set_hp(P1, 0, 2);
    skill(&mut g, P0, GANYU_NORMAL, "ccc");
    let pending = g.pending();
    assert_eq!(
        pending.of(P1),
        Some(DecisionKind::ChooseActiveAfterKnockOut)
    );
    assert_eq!(pending.of(P0), None);
    assert_eq!(
        legal(&g, P1),
        vec![
            Action::ChooseActive { slot: 1 },
            Action::ChooseActive { slot: 2 }
        ]
    );
    assert_eq!(
        try_act(&mut g, P1, Action::ChooseActive { slot: 0 }),
        Err(Illegal::BadCharacter(0))
    );
    assert_eq!(
        try_act(&mut g, P1, Action::DeclareEnd),
        Err(Illegal::WrongDecision {
            expected: DecisionKind::ChooseActiveAfterKnockOut
        })
    );
    act(&mut g, P1, Action::ChooseActive { slot: 2 });
    assert_eq!(active(&g, P1), 2);
    assert_eq!(g.turn(), P1, "seat 1 now takes its own turn");
    assert_eq!(g.pending().of(P1), Some(DecisionKind::Act));
}

#[test]
fn a_new_active_character_is_chosen_during_the_opponents_turn() {
    let mut g = trio("cccccc").first(1).build();
    end(&mut g, P1);
    g.set_hp(P1, 0, 2);
    skill(&mut g, P0, GANYU_NORMAL, "ccc");
    assert_eq!(
        g.pending().of(P1),
        Some(DecisionKind::ChooseActiveAfterKnockOut)
    );
    assert_eq!(
        try_act(&mut g, P0, Action::DeclareEnd),
        Err(Illegal::NotYourTurn),
        "seat 0 waits for the choice"
    );
    act(&mut g, P1, Action::ChooseActive { slot: 1 });
    assert_eq!(active(&g, P1), 1);
    assert_eq!(g.turn(), P0, "seat 1 has declared end: seat 0 keeps acting");
    assert_eq!(g.pending().of(P0), Some(DecisionKind::Act));
    assert_eq!(g.pending().of(P1), None);
    skill(&mut g, P0, GANYU_NORMAL, "ccc");
    assert_eq!(hp(&g, P1, 1), 8, "the new active character is the target");
}

#[test]
fn a_knock_out_in_the_end_phase_pauses_it_for_the_choice() {
    let mut g = trio("ccc").deck(1, &[FLOWING_FLAME, FLOWING_FLAME]).build();
    g.set_energy(P0, 0, 3);
    g.set_hp(P1, 0, 3);
    skill(&mut g, P0, GANYU_BURST, "ccc");
    assert_eq!(hp(&g, P1, 0), 1);
    end(&mut g, P1);
    end(&mut g, P0);
    // Sacred Cryo Pearl knocks out the active Ganyu in the end phase.
    assert_eq!(g.phase(), Phase::End);
    assert_eq!(
        g.pending().of(P1),
        Some(DecisionKind::ChooseActiveAfterKnockOut)
    );
    assert_eq!(g.pending().of(P0), None);
    assert_eq!(side(&g, P1).hand_count, 0, "drawing waits for the choice");
    act(&mut g, P1, Action::ChooseActive { slot: 2 });
    assert_eq!(side(&g, P1).hand_count, 2);
    assert_eq!(g.round(), 2);
    assert_eq!(g.phase(), Phase::Roll);
    assert_eq!(active(&g, P1), 2);
}

#[test]
fn both_players_choose_at_the_same_time_when_both_active_characters_fall() {
    let mut g = trio("").deck(0, &[FLOWING_FLAME; 2]).build();
    g.put(P0, LocZone::Summon, &CROSSFIRE_PROBE);
    end(&mut g, P0);
    end(&mut g, P1);
    let pending = g.pending();
    assert_eq!(
        pending.of(P0),
        Some(DecisionKind::ChooseActiveAfterKnockOut)
    );
    assert_eq!(
        pending.of(P1),
        Some(DecisionKind::ChooseActiveAfterKnockOut)
    );
    act(&mut g, P1, Action::ChooseActive { slot: 2 });
    assert_eq!(g.phase(), Phase::End, "the end phase waits for both");
    assert_eq!(side(&g, P0).hand_count, 0);
    act(&mut g, P0, Action::ChooseActive { slot: 1 });
    assert_eq!(side(&g, P0).hand_count, 2);
    assert_eq!((active(&g, P0), active(&g, P1)), (1, 2));
    assert_eq!(g.round(), 2);
}

#[test]
fn a_knock_out_set_off_by_the_switch_to_the_last_character_standing_ends_the_match() {
    let mut g = trio("ccc").build();
    // Seat 0 has Ganyu alone at 2 HP; seat 1 has Ganyu at 1 HP, Diluc, and Icicle (after each
    // switch of its side, 2 Cryo damage).
    for slot in 1..3 {
        let c = g.character_mut(P0, slot);
        c.hp = 0;
        c.alive = false;
    }
    g.set_hp(P0, 0, 2);
    let c = g.character_mut(P1, 2);
    c.hp = 0;
    c.alive = false;
    g.set_hp(P1, 0, 1);
    let icicle = tavern_gitcg::cards::entities()
        .iter()
        .find(|e| e.id == 111031)
        .expect("Icicle");
    g.put(P1, LocZone::Combat, icicle);
    // Seat 1's Ganyu falls; Diluc, the last standing, comes in at once, and Icicle's answer to
    // that switch knocks out seat 0's last character.
    skill(&mut g, P0, GANYU_NORMAL, "ccc");
    assert_eq!(hp(&g, P0, 0), 0);
    assert_eq!(g.outcome(), Some(Outcome::seat_wins(P1, EndReason::Defeat)));
}

#[test]
fn a_player_whose_characters_are_all_knocked_out_loses() {
    let mut g = trio("ccc").build();
    g.set_energy(P0, 0, 3);
    for slot in 0..3 {
        g.set_hp(P1, slot, 1);
    }
    skill(&mut g, P0, GANYU_BURST, "ccc");
    assert_eq!(g.outcome(), Some(Outcome::seat_wins(P0, EndReason::Defeat)));
    assert!(g.pending().is_empty());
    assert_eq!(g.phase(), Phase::GameOver);
}

#[test]
fn both_players_losing_their_last_characters_at_once_is_a_draw() {
    let mut g = trio("").build();
    g.put(P0, LocZone::Summon, &CATACLYSM_PROBE);
    end(&mut g, P0);
    let events = end(&mut g, P1);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::SimultaneousDefeat
        })
    );
    assert!(events.contains(&Event::GameOver {
        outcome: OutcomeKind::Draw
    }));
}

// ---- Resolution order, durations, usages -----------------------------------------------

#[test]
fn the_current_players_effects_resolve_first() {
    let mut g = trio("").first(1).build();
    g.put(P0, LocZone::Summon, &builtin::BURNING_FLAME);
    g.put(P1, LocZone::Summon, &builtin::BURNING_FLAME);
    end(&mut g, P1);
    let events = end(&mut g, P0);
    assert_eq!(
        damages(&events),
        vec![(0, 0, 1, None), (1, 0, 1, None)],
        "seat 1 goes first this round, so its Burning Flame hits first"
    );
}

#[test]
fn the_end_phase_starts_with_the_player_who_declared_end_first() {
    // Seat 0 is round 1's first player, but seat 1 declares end first and so becomes the
    // first player (先宣布回合结束的牌手会成为先手牌手) before the end phase resolves.
    let mut g = trio("c")
        .deck(0, &[LIBEN_CARD; 2])
        .deck(1, &[LIBEN_CARD; 2])
        .build();
    g.put(P0, LocZone::Summon, &builtin::BURNING_FLAME);
    g.put(P1, LocZone::Summon, &builtin::BURNING_FLAME);
    switch(&mut g, P0, 1, "c");
    end(&mut g, P1);
    let events = end(&mut g, P0);
    assert_eq!(
        damages(&events),
        vec![(0, 1, 1, None), (1, 0, 1, None)],
        "seat 1's Burning Flame hits first"
    );
    let drawers: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::CardDrawn { seat, .. } => Some(seat.0),
            _ => None,
        })
        .collect();
    assert_eq!(drawers, vec![1, 1, 0, 0], "seat 1 draws first");
    assert_eq!(referee(&g).first, P1);
}

#[test]
fn within_a_side_summons_resolve_in_order_of_entry() {
    let mut g = trio("ccc").build();
    g.put(P0, LocZone::Summon, &builtin::BURNING_FLAME);
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST, "ccc");
    // Ganyu's burst left Cryo on seat 1's Ganyu; the end phase goes Burning Flame (Pyro, melts
    // the Cryo: 1+2) then Sacred Cryo Pearl (Cryo 1, and 1 piercing to each standby).
    end(&mut g, P1);
    let events = end(&mut g, P0);
    assert_eq!(
        damages(&events),
        vec![
            (1, 0, 3, Some(tavern_protocol::gitcg::Reaction::Melt)),
            (1, 0, 1, None),
            (1, 1, 1, None),
            (1, 2, 1, None),
        ]
    );
}

#[test]
fn durations_count_down_each_end_phase() {
    let mut g = trio("pppp").build();
    g.set_active(P0, 1);
    g.set_energy(P0, 1, 3);
    skill(&mut g, P0, DILUC_BURST, "pppp");
    g.set_hp(P1, 0, 10);
    let infusion = |g: &Gitcg| {
        side(g, P0).characters[1]
            .statuses
            .iter()
            .find(|e| e.name == "Pyro Infusion")
            .map(|e| e.duration)
    };
    assert_eq!(infusion(&g), Some(Some(2)));
    end(&mut g, P1);
    end(&mut g, P0);
    keep_dice(&mut g);
    assert_eq!(infusion(&g), Some(Some(1)));
    // Still there in round 2: Diluc's normal attack is turned into Pyro.
    g.set_dice(P0, dice("ppp"));
    let first = g.turn();
    if first == P1 {
        end(&mut g, P1);
    }
    let events = skill(&mut g, P0, DILUC_NORMAL, "ppp");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Damage {
            damage: DamageType::Elemental(Element::Pyro),
            amount: 2,
            ..
        }
    )));
    if first == P0 {
        end(&mut g, P1);
    }
    end(&mut g, P0);
    keep_dice(&mut g);
    assert_eq!(infusion(&g), None, "gone after two end phases");
}

#[test]
fn a_summon_is_discarded_when_its_usages_run_out() {
    let mut g = trio("ccc").build();
    g.set_energy(P0, 0, 3);
    skill(&mut g, P0, GANYU_BURST, "ccc");
    assert_eq!(summons(&g, P0), vec![(111011, Some(2))]);
    end(&mut g, P1);
    end(&mut g, P0);
    keep_dice(&mut g);
    assert_eq!(summons(&g, P0), vec![(111011, Some(1))]);
    let first = g.turn();
    end(&mut g, first);
    end(&mut g, first.other());
    assert_eq!(summons(&g, P0), vec![], "no usage left");
}

/// A test probe: counts in `var` the damage its side takes.
static TAKEN_PROBE: EntityDef = EntityDef {
    id: 9_000_109,
    name: "Taken probe",
    kind: EntityKind::Combat,
    listens: trig::DAMAGED,
    hook: Some(|g, me, _| g.ent_mut(me).var += 1),
    ..EntityDef::BLANK
};

/// A test probe: counts in `var` the damage its side deals.
static DEALT_PROBE: EntityDef = EntityDef {
    id: 9_000_110,
    name: "Dealt probe",
    kind: EntityKind::Combat,
    listens: trig::DEALT,
    hook: Some(|g, me, _| g.ent_mut(me).var += 1),
    ..EntityDef::BLANK
};

#[test]
fn damage_a_side_deals_itself_pierces_its_shields_and_is_taken_not_dealt() {
    // 林尼 Lyney's Prop Arrow: 2 Pyro to the foe, then 1 Piercing to himself at 6 HP or more.
    const LYNEY: u32 = 1310;
    const PROP_ARROW: tavern_protocol::gitcg::SkillId = tavern_protocol::gitcg::SkillId(13102);
    let mut g = Scenario::new([LYNEY, GANYU, DILUC], [GANYU, DILUC, KEQING])
        .dice(0, dice("pppppp"))
        .build();
    g.put(P0, LocZone::Char(0), &SMALL_SHIELD_PROBE);
    g.put(P0, LocZone::Combat, &TAKEN_PROBE);
    g.put(P0, LocZone::Combat, &DEALT_PROBE);
    g.put(P0, LocZone::Combat, &REDUCE_PROBE);
    skill(&mut g, P0, PROP_ARROW, "ppp");
    assert_eq!((hp(&g, P0, 0), hp(&g, P1, 0)), (9, 8));
    let tally = |g: &Gitcg| {
        g.player(P0)
            .combat
            .iter()
            .map(|e| e.var)
            .collect::<Vec<_>>()
    };
    // Shield and reduction untouched; the hit is taken once and only the foe's counts as dealt.
    assert_eq!(g.character(P0, 0).attached[0].usage, 2);
    assert_eq!(combat(&g, P0)[2], (REDUCE_PROBE.id, Some(1)));
    assert_eq!(tally(&g)[..2], [1, 1]);
    // Below 6 HP the arrow spares him.
    end(&mut g, P1);
    g.set_hp(P0, 0, 5);
    skill(&mut g, P0, PROP_ARROW, "ppp");
    assert_eq!(hp(&g, P0, 0), 5);
    assert_eq!(tally(&g)[..2], [1, 2]);
}

/// A test probe: counts in `var` the HP its side's characters got back from heals.
static HEALED_PROBE: EntityDef = EntityDef {
    id: 9_000_120,
    name: "Healed probe",
    kind: EntityKind::Combat,
    listens: trig::HEALED,
    hook: Some(|g, me, t| {
        if let Trig::Healed { amount, .. } = t {
            g.ent_mut(me).var += *amount;
        }
    }),
    ..EntityDef::BLANK
};

#[test]
fn a_heal_sets_off_healed_effects_with_the_hp_restored_and_a_full_heal_none() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING]).build();
    g.put(P0, LocZone::Combat, &HEALED_PROBE);
    let healed = |g: &Gitcg| g.player(P0).combat[0].var;
    // At full HP nothing is restored, so nothing answers.
    g.heal(P0, 1, 2, None);
    assert_eq!(healed(&g), 0);
    // Only the HP actually restored counts (1 of the 3), on any character of the side.
    g.set_hp(P0, 1, 9);
    g.heal(P0, 1, 3, None);
    assert_eq!(healed(&g), 1);
    // The other side's heals are not this side's.
    g.set_hp(P1, 0, 5);
    g.heal(P1, 0, 2, None);
    assert_eq!(healed(&g), 1);
}

#[test]
fn extra_max_hp_comes_with_as_much_hp_and_is_gone_after_a_knock_out() {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING]).build();
    g.set_hp(P0, 1, 6);
    g.gain_max_hp(P0, 1, 2);
    let c = g.character(P0, 1);
    assert_eq!((c.hp, c.max_hp), (8, 12));
    g.heal(P0, 1, 9, None);
    assert_eq!(g.character(P0, 1).hp, 12);
    // Knocked out and revived: the card's own maximum again.
    g.character_mut(P0, 1).alive = false;
    g.character_mut(P0, 1).hp = 0;
    g.revive(P0, 1, 20, None);
    let c = g.character(P0, 1);
    assert_eq!((c.hp, c.max_hp), (10, 10));
}
