//! The end of a match, where the rulebook is silent (see RULES.md): destroying the opposing
//! general wins, both at once is a draw, a player who must draw from an empty deck loses, and
//! a forfeit gives the match to the other seat.

mod common;

use common::*;
use tavern_game::{EndReason, Game, Outcome};
use tavern_protocol::seven_square::{Action, Ending, Event, Phase, PieceId};
use tavern_seven_square::cards::aera::{MILITIA, SCOUT};
use tavern_seven_square::cards::mounts::WARHORSE;
use tavern_seven_square::cards::verda::{HEXER, PIKEMAN, SELLSWORD};
use tavern_seven_square::testkit::Scenario;
use tavern_seven_square::Illegal;

const GENERAL_1: PieceId = PieceId(3);

#[test]
fn destroying_the_opposing_general_wins() {
    let mut s = Scenario::new();
    s.general(1, &PIKEMAN, sq(3, 3));
    s.piece(0, &SELLSWORD, sq(3, 3));
    s.phase(Phase::Battle);
    let mut g = s.build();
    let events = act(&mut g, fight(sq(3, 3)));
    assert!(events.contains(&Event::GameOver {
        winner: Some(P0),
        ending: Ending::GeneralDestroyed
    }));
    assert_eq!(g.outcome(), Some(Outcome::seat_wins(P0, EndReason::Defeat)));
    assert!(g.pending().is_empty());
    refuse(&mut g, Action::EndTurn, Illegal::GameOver);
}

#[test]
fn a_general_riding_a_destroyed_mount_is_destroyed_with_it() {
    let mut s = Scenario::new();
    let hexer = s.piece(0, &HEXER, sq(4, 4));
    let horse = s.piece(1, &WARHORSE, sq(4, 5));
    let general = s.general_rider(horse, 1, &MILITIA);
    let mut g = s.build();
    assert_eq!(general, GENERAL_1);
    act(
        &mut g,
        Action::Shoot {
            piece: hexer,
            target: horse,
        },
    );
    assert!(!on_board(&g, general));
    assert_eq!(g.outcome(), Some(Outcome::seat_wins(P0, EndReason::Defeat)));
}

#[test]
fn both_generals_destroyed_at_once_is_a_draw() {
    let mut s = Scenario::new();
    s.general(0, &PIKEMAN, sq(3, 3));
    s.general(1, &PIKEMAN, sq(3, 3));
    s.phase(Phase::Battle);
    let mut g = s.build();
    let events = act(&mut g, fight(sq(3, 3)));
    assert!(events.contains(&Event::GameOver {
        winner: None,
        ending: Ending::BothGeneralsDestroyed
    }));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::SimultaneousDefeat
        })
    );
}

/// The battles left when the turn ends are all fought before victory is judged: generals
/// falling in two of them fall together, a draw (as in one battle), whichever side of the board
/// each battle lies on. Judging after each battle in board order would let the seat decide.
#[test]
fn generals_falling_in_the_battles_left_at_the_turns_end_fall_together() {
    for (mine, theirs) in [(sq(1, 2), sq(5, 3)), (sq(5, 3), sq(1, 2))] {
        let mut s = Scenario::new();
        s.general(0, &PIKEMAN, mine);
        s.piece(1, &SELLSWORD, mine);
        s.general(1, &PIKEMAN, theirs);
        s.piece(0, &SELLSWORD, theirs);
        s.phase(Phase::Move);
        let mut g = s.build();
        let events = act(&mut g, Action::EndTurn);
        let battles = events
            .iter()
            .filter(|e| matches!(e, Event::Battle { .. }))
            .count();
        assert_eq!(battles, 2, "both battles are fought");
        assert!(events.contains(&Event::GameOver {
            winner: None,
            ending: Ending::BothGeneralsDestroyed
        }));
        assert_eq!(
            g.outcome(),
            Some(Outcome::Draw {
                reason: EndReason::SimultaneousDefeat
            }),
            "mine on {mine:?}, theirs on {theirs:?}"
        );
    }
}

#[test]
fn a_player_who_must_draw_from_an_empty_deck_loses() {
    let mut s = Scenario::new();
    s.deck(0, &[&SCOUT]);
    let mut g = s.build();
    let events = act(&mut g, Action::EndTurn);
    assert!(events.contains(&Event::GameOver {
        winner: Some(P0),
        ending: Ending::DeckOut
    }));
    assert_eq!(g.outcome(), Some(Outcome::seat_wins(P0, EndReason::Defeat)));
}

#[test]
fn a_forfeit_gives_the_match_to_the_other_seat() {
    let mut g = Scenario::new().build();
    let mut events = Vec::new();
    g.forfeit(P0, &mut events);
    assert_eq!(
        g.outcome(),
        Some(Outcome::seat_wins(P1, EndReason::Forfeit))
    );
}
