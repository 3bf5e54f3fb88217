//! Every effect has a named source in the events: a permanent's own effect (a beginning or end
//! effect, a combat keyword, what it does when it dies) is announced by `triggered` right
//! before what it does, so that clients can say whose doing each damage is.

mod common;

use common::*;
use tavern_confix::testkit::Scenario;
use tavern_game::Seat;
use tavern_protocol::confix::{Action, CardId, Event, Mode, Uid, Zone};

/// The event right after `triggered` of `uid`.
fn after_trigger(events: &[Event], uid: u16) -> Option<&Event> {
    let i = events
        .iter()
        .position(|e| matches!(e, Event::Triggered { uid: u, .. } if *u == Uid(uid)))?;
    events.get(i + 1)
}

#[test]
fn an_object_resolving_at_the_beginning_of_a_turn_is_named_before_its_effect() {
    // Seat 0's Scorch sits in front of seat 1 and burns them when their turn begins.
    let mut g = Scenario::new(Mode::OneVOne)
        .place(0, 1, 103, false, false)
        .second_cast()
        .build();
    let events = end(&mut g, 0);
    assert!(events.contains(&Event::Triggered {
        uid: Uid(1),
        card: CardId(103)
    }));
    assert_eq!(
        after_trigger(&events, 1),
        Some(&Event::Damaged {
            seat: Seat(1),
            amount: 1,
            life: 9
        })
    );
}

#[test]
fn combat_keywords_are_named_before_their_effect() {
    // Seat 0's Raging Imp (first strike) attacks; seat 1's Thornback (retaliate) defends.
    let mut g = Scenario::new(Mode::OneVOne)
        .permanent(0, 104)
        .permanent(1, 403)
        .dice(&[6, 6, 1, 1])
        .build();
    end(&mut g, 0);
    act(
        &mut g,
        0,
        Action::Attack {
            creature: Uid(1),
            target: Seat(1),
        },
    );
    end(&mut g, 0);
    act(&mut g, 1, Action::Defend { creature: Uid(2) });
    let events = end(&mut g, 1);
    assert_eq!(
        after_trigger(&events, 1),
        Some(&Event::PowerChanged {
            uid: Uid(2),
            power: 2
        }),
        "the Imp's first strike"
    );
    assert_eq!(
        after_trigger(&events, 2),
        Some(&Event::Damaged {
            seat: Seat(0),
            amount: 1,
            life: 9
        }),
        "the Thornback's retaliation"
    );
}

#[test]
fn what_a_permanent_does_when_it_dies_is_named_after_it_leaves() {
    // Seat 1's Blast Goblin dies to a Spark and burns seat 0.
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[101])
        .runes(0, fire(1))
        .permanent(1, 110)
        .build();
    let events = act(&mut g, 0, play(101, perm(1), fire(1)));
    let left = events
        .iter()
        .position(|e| {
            *e == Event::Left {
                uid: Uid(1),
                card: CardId(110),
                to: Zone::Graveyard,
            }
        })
        .expect("the Goblin dies");
    assert_eq!(
        events.get(left + 1),
        Some(&Event::Triggered {
            uid: Uid(1),
            card: CardId(110)
        })
    );
    assert_eq!(
        after_trigger(&events, 1),
        Some(&Event::Damaged {
            seat: Seat(0),
            amount: 1,
            life: 9
        })
    );
}
