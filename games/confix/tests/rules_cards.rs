//! Cards: spells resolve then go to the graveyard; objects stay (one with power dies at 0);
//! creatures die at 0 power; tap and untap; graveyard and exile (湮灭); "may"; and the keywords
//! and effects of the pool (ward, illusion, undying, morph, return to hand, tokens, amplify,
//! random damage, sacrifice).

mod common;

use common::*;
use tavern_confix::testkit::Scenario;
use tavern_confix::{Illegal, BATTLEFIELD};
use tavern_game::{Game, Seat};
use tavern_protocol::confix::{Action, CardId, Class, Event, Mode, Runes, Target, Uid, Zone};
use tavern_protocol::DecisionKind;

#[test]
fn a_spell_resolves_then_goes_to_the_graveyard() {
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[101])
        .runes(0, fire(1))
        .permanent(1, 403)
        .build();
    let events = act(&mut g, 0, play(101, perm(1), fire(1)));
    assert!(events.contains(&Event::PowerChanged {
        uid: Uid(1),
        power: 1
    }));
    assert_eq!(graveyard(&g, 0), vec![101]);
    assert!(hand(&g, 0).is_empty());
}

#[test]
fn an_object_stays_and_one_with_power_dies_at_0() {
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[412, 102])
        .runes(0, Runes::new(3, 0, 0, 2))
        .permanent(0, 202)
        .build();
    act(&mut g, 0, play(412, Target::None, earth(2)));
    assert_eq!(battlefield(&g), vec![202, 412]);
    refuse(
        &mut g,
        0,
        play(102, perm(1), fire(3)),
        Illegal::BadTarget(perm(1)),
    );
    act(&mut g, 0, play(102, perm(2), fire(3)));
    assert_eq!(
        battlefield(&g),
        vec![202],
        "4 damage takes the Totem's 3 power"
    );
    assert_eq!(graveyard(&g, 0), vec![412, 102]);
}

#[test]
fn a_creature_dies_at_0_power() {
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[101])
        .runes(0, fire(1))
        .permanent(1, 104)
        .build();
    let events = act(&mut g, 0, play(101, perm(1), fire(1)));
    assert!(events.contains(&Event::Left {
        uid: Uid(1),
        card: CardId(104),
        to: Zone::Graveyard
    }));
    assert_eq!(graveyard(&g, 1), vec![104]);
}

#[test]
fn a_tap_ability_taps_its_permanent_and_tapped_creatures_cannot_defend() {
    let mut g = Scenario::new(Mode::OneVOne)
        .plane(4)
        .life(0, 5)
        .permanent(0, 412)
        .permanent(0, 105)
        .permanent(1, 402)
        .hand(0, &[210])
        .runes(0, water(1))
        .build();
    let heal = Action::Activate {
        permanent: Uid(1),
        target: player(0),
        pay: Runes::NONE,
    };
    act(&mut g, 0, heal);
    assert_eq!(life(&g, 0), 6);
    refuse(&mut g, 0, heal, Illegal::Tapped(Uid(1)));
    act(&mut g, 0, play(210, perm(3), water(1)));
    assert!(g.permanent(Uid(3)).expect("frozen").tapped);
    end(&mut g, 0);
    act(
        &mut g,
        0,
        Action::Attack {
            creature: Uid(2),
            target: Seat(1),
        },
    );
    end(&mut g, 0);
    assert_eq!(
        g.pending().of(Seat(1)),
        None,
        "a tapped creature cannot defend"
    );
    end(&mut g, 0);
    assert!(!g.permanent(Uid(3)).expect("untaps at its turn").tapped);
}

#[test]
fn a_card_that_leaves_the_battlefield_goes_to_its_owners_graveyard() {
    let mut g = Scenario::new(Mode::OneVOne)
        .place(1, 0, 104, false, false)
        .hand(1, &[101])
        .runes(1, fire(1))
        .current(1)
        .build();
    act(&mut g, 1, play(101, perm(1), fire(1)));
    assert_eq!(graveyard(&g, 1), vec![104, 101]);
    assert!(graveyard(&g, 0).is_empty());
}

#[test]
fn exile_removes_a_card_from_the_game_without_dying_effects() {
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[310, 310])
        .runes(0, air(6))
        .permanent(1, 110)
        .permanent(1, 404)
        .build();
    act(&mut g, 0, play(310, perm(1), air(3)));
    act(&mut g, 0, play(310, perm(2), air(3)));
    let exiled: Vec<u16> = g.player(Seat(1)).exile.iter().map(|c| c.id.0).collect();
    assert_eq!(exiled, vec![110, 404]);
    assert!(graveyard(&g, 1).is_empty() && hand(&g, 1).is_empty());
    assert_eq!(life(&g, 0), 10, "an exiled Blast Goblin does not blast");
}

#[test]
fn may_is_a_decision_of_the_caster() {
    let scenario = Scenario::new(Mode::OneVOne)
        .hand(0, &[209, 101])
        .deck(0, &[301, 302, 303])
        .runes(0, water(1));
    let mut g = scenario.clone().build();
    act(&mut g, 0, play(209, Target::None, water(1)));
    assert_eq!(g.pending().of(Seat(0)), Some(DecisionKind::May));
    assert_eq!(legal(&g, 0), vec![Action::Accept, Action::Decline]);
    act(&mut g, 0, Action::Accept);
    assert_eq!(graveyard(&g, 0), vec![209, 101], "a random card discarded");
    assert_eq!(hand(&g, 0), vec![303, 302], "then two drawn");
    let mut g = scenario.build();
    act(&mut g, 0, play(209, Target::None, water(1)));
    act(&mut g, 0, Action::Decline);
    assert_eq!(hand(&g, 0), vec![101]);
    assert_eq!(g.pending().of(Seat(0)), Some(DecisionKind::Act));
}

#[test]
fn may_asks_every_enemy_at_the_same_time() {
    let mut g = Scenario::new(Mode::FreeForAll)
        .hand(0, &[111])
        .hand(2, &[201, 202, 203])
        .hand(3, &[201])
        .runes(0, fire(2))
        .build();
    act(&mut g, 0, play(111, Target::None, fire(2)));
    let deciding: Vec<_> = g
        .pending()
        .decisions()
        .iter()
        .map(|d| (d.seat.0, d.kind))
        .collect();
    assert_eq!(
        deciding,
        vec![
            (1, DecisionKind::May),
            (2, DecisionKind::May),
            (3, DecisionKind::May)
        ]
    );
    assert!(legal(&g, 0).is_empty(), "the caster waits");
    act(&mut g, 1, Action::Accept);
    assert_eq!(life(&g, 1), 8);
    act(&mut g, 2, Action::Decline);
    assert_eq!(hand(&g, 2).len(), 1, "two random cards discarded");
    assert_eq!(
        g.timeout_action(Seat(3)),
        Some(Action::Decline),
        "a timeout declines"
    );
    act(&mut g, 3, Action::Decline);
    assert!(hand(&g, 3).is_empty());
    assert_eq!(g.pending().of(Seat(0)), Some(DecisionKind::Act));
}

#[test]
fn a_ward_counters_the_first_enemy_card_aimed_at_its_elementalist() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(1, 202)
        .hand(0, &[101, 101])
        .runes(0, fire(2))
        .build();
    let events = act(&mut g, 0, play(101, player(1), fire(1)));
    assert!(events.contains(&Event::Countered {
        card: CardId(101),
        by: Uid(1)
    }));
    assert_eq!(life(&g, 1), 10);
    assert_eq!(graveyard(&g, 0), vec![101]);
    assert_eq!(graveyard(&g, 1), vec![202]);
    act(&mut g, 0, play(101, player(1), fire(1)));
    assert_eq!(life(&g, 1), 8);
}

#[test]
fn an_illusion_dies_when_an_enemy_targets_it() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(1, 205)
        .hand(0, &[210])
        .runes(0, water(1))
        .build();
    act(&mut g, 0, play(210, perm(1), water(1)));
    assert!(g.battlefield().is_empty());
    assert_eq!(graveyard(&g, 1), vec![205]);
}

#[test]
fn an_undying_creature_returns_to_its_owners_hand_when_it_dies() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(1, 404)
        .hand(0, &[101])
        .runes(0, fire(1))
        .build();
    let events = act(&mut g, 0, play(101, perm(1), fire(1)));
    assert!(events.contains(&Event::Left {
        uid: Uid(1),
        card: CardId(404),
        to: Zone::Hand
    }));
    assert_eq!(hand(&g, 1), vec![404]);
}

#[test]
fn morph_leaves_a_one_power_creature_without_abilities() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(1, 411)
        .hand(0, &[304])
        .runes(0, air(2))
        .build();
    act(&mut g, 0, play(304, perm(1), air(2)));
    let p = g.permanent(Uid(1)).expect("still there");
    assert!(p.morphed && p.power == 1);
    assert!(!p.has(tavern_confix::cards::Keywords::RETALIATE));
}

#[test]
fn tokens_cease_to_exist_when_they_leave_the_battlefield() {
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[405, 203])
        .runes(0, Runes::new(0, 1, 0, 2))
        .build();
    act(&mut g, 0, play(405, Target::None, earth(2)));
    assert_eq!(battlefield(&g), vec![901, 901]);
    let events = act(&mut g, 0, play(203, perm(1), water(1)));
    assert!(events.contains(&Event::Left {
        uid: Uid(1),
        card: CardId(901),
        to: Zone::Gone
    }));
    assert!(hand(&g, 0).is_empty(), "a token does not go to the hand");
}

#[test]
fn amplify_adds_to_spell_damage_and_a_die_decides_random_damage() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 109)
        .hand(0, &[101, 106])
        .runes(0, fire(4))
        .dice(&[4])
        .build();
    act(&mut g, 0, play(101, player(1), fire(1)));
    assert_eq!(
        life(&g, 1),
        7,
        "Spark's 2 damage and 1 from the Burning Lens"
    );
    let events = act(&mut g, 0, play(106, player(1), fire(3)));
    assert!(events.contains(&Event::DieRolled { face: 4 }));
    assert_eq!(life(&g, 1), 2);
}

#[test]
fn a_sacrifice_deals_the_sacrificed_creatures_power() {
    let mut g = Scenario::new(Mode::OneVOneVOne)
        .permanent(0, 312)
        .hand(0, &[305])
        .runes(0, air(3))
        .build();
    act(&mut g, 0, play(305, perm(1), air(3)));
    assert_eq!((life(&g, 1), life(&g, 2)), (7, 7));
    assert_eq!(graveyard(&g, 0)[0], 312);
}

/// The battlefield holds 64 permanents: a permanent card that would enter past that cannot be
/// cast (it is not paid for and lost), nor more guards summoned than there is room for; a
/// spell still can.
#[test]
fn a_full_battlefield_refuses_what_it_has_no_room_for() {
    let mut scenario = Scenario::new(Mode::OneVOne)
        .class(0, Class::Earthshaper)
        .hand(0, &[402, 408])
        .runes(0, earth(4));
    for _ in 0..BATTLEFIELD - 1 {
        scenario = scenario.permanent(1, 901);
    }
    let mut g = scenario.build();
    let guards = |count: u8| Action::SummonGuards {
        count,
        pay: earth(count),
    };
    refuse(&mut g, 0, guards(2), Illegal::BattlefieldFull { room: 1 });
    act(&mut g, 0, guards(1));
    assert_eq!(g.battlefield().len(), BATTLEFIELD);
    refuse(
        &mut g,
        0,
        play(402, Target::None, earth(2)),
        Illegal::BattlefieldFull { room: 0 },
    );
    assert_eq!(hand(&g, 0), vec![402, 408], "nothing was lost");
    act(&mut g, 0, play(408, player(0), earth(1)));
}
