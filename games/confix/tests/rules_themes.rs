//! The element themes the first pool missed: water's looking at cards (看牌), working the
//! deck (操纵牌库) and spell redirection (法术偏移); air's spell penetration (法术穿透).

mod common;

use common::*;
use tavern_confix::testkit::Scenario;
use tavern_game::{Game, Seat, Viewer, Visible};
use tavern_protocol::confix::{Action, CardId, Event, Mode, Uid};
use tavern_protocol::DecisionKind;

/// Applies a listed action and returns its events as they were sent (private copies apart).
fn sent(g: &mut tavern_confix::Confix, seat: u8, action: Action) -> Vec<Visible<Event>> {
    assert!(legal(g, seat).iter().any(|l| same_choice(l, &action)));
    let mut events = Vec::new();
    g.apply(Seat(seat), action, &mut events)
        .expect("a listed action applies");
    events
}

#[test]
fn minds_eye_shows_the_target_enemys_hand_to_its_caster_alone() {
    let mut g = Scenario::new(Mode::TwoVTwo)
        .hand(0, &[213])
        .hand(1, &[101, 402])
        .runes(0, water(1))
        .build();
    let events = sent(&mut g, 0, play(213, player(1), water(1)));
    let seen = events
        .iter()
        .find(|e| {
            matches!(e, Visible::Private { .. })
                && matches!(e.for_viewer(Viewer::Referee), Event::HandSeen { .. })
        })
        .expect("the hand is shown");
    assert_eq!(
        seen.for_viewer(Viewer::Seat { seat: Seat(0) }),
        &Event::HandSeen {
            seat: Seat(1),
            by: Seat(0),
            cards: Some(vec![CardId(101), CardId(402)])
        }
    );
    for other in [1, 2, 3] {
        assert_eq!(
            seen.for_viewer(Viewer::Seat { seat: Seat(other) }),
            &Event::HandSeen {
                seat: Seat(1),
                by: Seat(0),
                cards: None
            },
            "seat {other} (a teammate of the caster's included) hears only that it was seen"
        );
    }
    assert_eq!(hand(&g, 0).len(), 1, "then the caster draws");
}

#[test]
fn tide_reading_looks_at_the_top_of_a_deck_and_may_put_it_into_the_graveyard() {
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[215, 215])
        .deck(1, &[101, 108])
        .runes(0, water(2))
        .build();
    let events = sent(&mut g, 0, play(215, player(1), water(1)));
    let top = events
        .iter()
        .map(|e| e.for_viewer(Viewer::Seat { seat: Seat(0) }))
        .find(|e| matches!(e, Event::DeckTopSeen { .. }))
        .expect("the top card is shown");
    assert_eq!(
        top,
        &Event::DeckTopSeen {
            seat: Seat(1),
            by: Seat(0),
            card: Some(CardId(108))
        }
    );
    assert_eq!(g.pending().of(Seat(0)), Some(DecisionKind::May));
    act(&mut g, 0, Action::Accept);
    assert_eq!(graveyard(&g, 1), vec![108], "the Pyroblast is milled");
    act(&mut g, 0, play(215, player(1), water(1)));
    act(&mut g, 0, Action::Decline);
    assert_eq!(g.player(Seat(1)).deck.len(), 1, "the Spark stays on top");
}

#[test]
fn a_tide_mirror_turns_the_first_enemy_card_aimed_at_its_elementalist_back_on_its_caster() {
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[101, 103])
        .runes(0, fire(2))
        .permanent(1, 214)
        .build();
    let events = act(&mut g, 0, play(103, player(1), fire(1)));
    assert!(events.contains(&Event::Redirected {
        card: CardId(103),
        by: Uid(1),
        to: Seat(0)
    }));
    let scorch = g.battlefield().last().expect("the Scorch entered");
    assert_eq!(
        (scorch.card.id.0, scorch.side),
        (103, Seat(0)),
        "the Scorch sits in front of its caster"
    );
    assert_eq!(graveyard(&g, 1), vec![214], "the mirror is spent");
    act(&mut g, 0, play(101, player(1), fire(1)));
    assert_eq!(life(&g, 1), 8, "the next card goes where it is aimed");
}

#[test]
fn a_piercing_spell_gets_past_a_ward_and_a_mirror() {
    let mut g = Scenario::new(Mode::OneVOne)
        .hand(0, &[313])
        .runes(0, air(2))
        .permanent(1, 202)
        .permanent(1, 214)
        .build();
    let events = act(&mut g, 0, play(313, player(1), air(2)));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::Countered { .. } | Event::Redirected { .. })));
    assert_eq!(life(&g, 1), 8);
    assert_eq!(g.battlefield().len(), 2, "the ward and the mirror stand");
}
