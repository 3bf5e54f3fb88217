//! Which creatures a lost combat costs: losing creatures instead of life costs as many as the
//! damage would; the attacked player chooses which of its defenders die, and which attackers
//! of a failed attack (防御方选择, 防御方杀死); unblockable attackers cannot be defended against
//! and roll on their own.

mod common;

use common::*;
use tavern_confix::testkit::Scenario;
use tavern_confix::Illegal;
use tavern_game::{Game, Seat};
use tavern_protocol::confix::{Action, Event, Mode, PlaneId, Uid};
use tavern_protocol::DecisionKind;

fn attack(creature: u16, target: u8) -> Action {
    Action::Attack {
        creature: Uid(creature),
        target: Seat(target),
    }
}

fn defend(creature: u16) -> Action {
    Action::Defend {
        creature: Uid(creature),
    }
}

fn casualty(creature: u16) -> Action {
    Action::ChooseCasualty {
        creature: Uid(creature),
    }
}

/// Every combat roll of the events: attack, defence, count, and whether it was unblockable.
fn rolls(events: &[Event]) -> Vec<(i16, i16, u8, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CombatRolled {
                attack,
                defense,
                count,
                unblockable,
                ..
            } => Some((*attack, *defense, *count, *unblockable)),
            _ => None,
        })
        .collect()
}

/// Seat 0 attacks seat 1 with creatures 1.. `attackers`, seat 1 defends with `defenders`.
fn combat(g: &mut tavern_confix::Confix, attackers: &[u16], defenders: &[u16]) -> Vec<Event> {
    end(g, 0);
    for &a in attackers {
        act(g, 0, attack(a, 1));
    }
    let mut events = end(g, 0);
    if !defenders.is_empty() {
        for &d in defenders {
            act(g, 1, defend(d));
        }
        events = end(g, 1);
    }
    events
}

#[test]
fn losing_creatures_instead_of_life_takes_as_many_defenders_as_the_damage() {
    // 15 against 3: three damage. One Tide Sage cannot stand in for three points of life.
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 105)
        .permanent(1, 208)
        .dice(&[6, 6, 1, 1])
        .build();
    let events = combat(&mut g, &[1], &[2]);
    assert_eq!(rolls(&events), vec![(15, 3, 3, false)]);
    assert_eq!(g.pending().of(Seat(1)), None, "no choice is left to make");
    assert_eq!(life(&g, 1), 7);
    assert_eq!(battlefield(&g), vec![105, 208], "the defender survives");
    // 15 against 5: two damage, and two defenders may pay for it instead, both of them.
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 105)
        .permanent(1, 208)
        .permanent(1, 404)
        .dice(&[6, 6, 1, 1])
        .build();
    let events = combat(&mut g, &[1], &[2, 3]);
    assert_eq!(rolls(&events), vec![(15, 5, 2, false)]);
    assert_eq!(
        legal(&g, 1),
        vec![Action::TakeDamage, Action::LoseCreatures]
    );
    act(&mut g, 1, Action::LoseCreatures);
    assert_eq!(g.pending().of(Seat(1)), None, "both die: nothing to choose");
    assert_eq!(battlefield(&g), vec![105]);
    assert_eq!(life(&g, 1), 10);
}

/// Defenders chosen to die may be gone before their turn comes: the Plane Strider's death
/// shifts the planes onto Earthquake, which kills the two Earth Elementals. The one creature
/// still owed spills over to life.
#[test]
fn defenders_a_death_takes_first_spill_over_to_life() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 105)
        .permanent(1, 312)
        .permanent(1, 901)
        .permanent(1, 901)
        .plane_deck(&[2, 8])
        .dice(&[6, 6, 1, 1])
        .build();
    let events = combat(&mut g, &[1], &[2, 3, 4]);
    assert_eq!(rolls(&events), vec![(15, 7, 2, false)]);
    act(&mut g, 1, Action::LoseCreatures);
    let events = act(&mut g, 1, casualty(2));
    assert!(events.contains(&Event::PlaneRevealed { plane: PlaneId(8) }));
    assert_eq!(
        battlefield(&g),
        vec![105],
        "Earthquake killed the elementals"
    );
    assert_eq!(life(&g, 1), 9, "the second casualty is paid in life");
    assert_eq!(g.pending().of(Seat(0)), Some(DecisionKind::Act));
}

#[test]
fn the_defender_chooses_which_attackers_of_a_failed_attack_die() {
    // Blast Goblin (1), Molten Berserker (3) and Deathless Treant (2): 8 against 15, two die.
    let scenario = Scenario::new(Mode::OneVOne)
        .permanent(0, 110)
        .permanent(0, 105)
        .permanent(0, 404)
        .permanent(1, 205)
        .dice(&[1, 1, 6, 6]);
    let mut g = scenario.clone().build();
    let events = combat(&mut g, &[1, 2, 3], &[4]);
    assert_eq!(rolls(&events), vec![(8, 15, 2, false)]);
    assert_eq!(g.pending().of(Seat(1)), Some(DecisionKind::ChooseCasualty));
    assert_eq!(
        legal(&g, 1),
        vec![casualty(2), casualty(1), casualty(3)],
        "the strongest first (what a timeout takes), then in the order they entered"
    );
    refuse(&mut g, 1, casualty(4), Illegal::NotACasualty(Uid(4)));
    act(&mut g, 1, casualty(1));
    assert_eq!(life(&g, 1), 9, "the Goblin's blast as it dies");
    act(&mut g, 1, casualty(3));
    assert_eq!(battlefield(&g), vec![105, 205], "the Berserker is spared");
    assert_eq!(hand(&g, 0), vec![404], "the Treant went back to hand");
    assert_eq!(g.pending().of(Seat(0)), Some(DecisionKind::Act));
}

#[test]
fn a_timeout_chooses_the_weakest_defender_or_the_strongest_attacker() {
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 110)
        .permanent(0, 105)
        .permanent(0, 404)
        .permanent(1, 205)
        .dice(&[1, 1, 6, 6])
        .build();
    combat(&mut g, &[1, 2, 3], &[4]);
    assert_eq!(g.timeout_action(Seat(1)), Some(casualty(2)));
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 105)
        .permanent(1, 404)
        .permanent(1, 208)
        .dice(&[3, 3, 1, 1])
        .build();
    combat(&mut g, &[1], &[2, 3]);
    act(&mut g, 1, Action::LoseCreatures);
    assert_eq!(
        g.timeout_action(Seat(1)),
        Some(casualty(3)),
        "the Tide Sage (1) before the Treant (2)"
    );
}

/// Wind Sprite is unblockable and the Molten Berserker is not: the defenders face the
/// Berserker alone, and their elementalist may still choose between life and creatures; then
/// the Sprite rolls on its own against a bare 2d6, and only it can die from its failure.
#[test]
fn an_unblockable_creature_cannot_be_defended_against_and_lends_nothing_to_the_rest_of_its_attack()
{
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 309)
        .permanent(0, 105)
        .permanent(1, 208)
        .permanent(1, 404)
        .dice(&[4, 4, 3, 3, 1, 1, 6, 6])
        .build();
    let events = combat(&mut g, &[1, 2], &[3, 4]);
    assert_eq!(rolls(&events), vec![(11, 9, 1, false)]);
    assert_eq!(
        legal(&g, 1),
        vec![Action::TakeDamage, Action::LoseCreatures],
        "the Sprite beside it does not take the defender's choice away"
    );
    let events = act(&mut g, 1, Action::TakeDamage);
    assert_eq!(
        rolls(&events),
        vec![(3, 12, 2, true)],
        "the Sprite's own roll: no defender adds power"
    );
    assert_eq!(life(&g, 1), 9);
    assert_eq!(
        battlefield(&g),
        vec![105, 208, 404],
        "only the Sprite dies of its failure"
    );
}
