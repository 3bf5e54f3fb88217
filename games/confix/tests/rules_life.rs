//! Life, death and victory: 10 life; death at 0 or below; a dead player's cards go to the
//! owners' graveyards without their "when it dies" effects; a dead seat stays with nothing to
//! decide; a team wins together once every enemy team is dead, or on a card's condition.

mod common;

use common::*;
use tavern_confix::testkit::{random_config, Scenario};
use tavern_confix::{Confix, Illegal};
use tavern_game::rng::Rng;
use tavern_game::{Game, Outcome, Seat, Viewer};
use tavern_protocol::confix::{Action, Event, Mode, Runes, Target};
use tavern_protocol::EndReason;

#[test]
fn every_elementalist_starts_with_10_life() {
    let g =
        Confix::setup(1, 6, &random_config(Mode::ThreeVThree, &mut Rng::new(1))).expect("valid");
    assert!(g.seats().all(|s| g.player(s).life == 10));
}

#[test]
fn an_elementalist_dies_at_0_life_or_below() {
    let mut g = Scenario::new(Mode::OneVOneVOne)
        .life(1, 3)
        .hand(0, &[108])
        .runes(0, fire(5))
        .build();
    let events = act(&mut g, 0, play(108, player(1), fire(5)));
    assert_eq!(life(&g, 1), -2);
    assert!(events.contains(&Event::Died { seat: Seat(1) }));
    assert!(!g.alive(Seat(1)));
    assert!(g.outcome().is_none(), "two players are left");
}

#[test]
fn a_dead_players_cards_go_to_their_owners_graveyards_without_dying_effects() {
    let mut g = Scenario::new(Mode::OneVOneVOne)
        .life(1, 2)
        .hand(1, &[201, 202])
        .deck(1, &[301, 302])
        .permanent(1, 110)
        .permanent(1, 404)
        .place(2, 1, 403, false, false)
        .hand(0, &[101])
        .runes(0, fire(1))
        .build();
    act(&mut g, 0, play(101, player(1), fire(1)));
    assert!(!g.alive(Seat(1)));
    assert!(g.battlefield().is_empty());
    let mut dead = graveyard(&g, 1);
    dead.sort();
    assert_eq!(dead, vec![110, 201, 202, 301, 302, 404]);
    assert_eq!(
        graveyard(&g, 2),
        vec![403],
        "a card goes to its owner's graveyard"
    );
    assert_eq!(life(&g, 0), 10, "the Blast Goblin's blast does not happen");
    assert!(
        hand(&g, 1).is_empty(),
        "the Undying Treant does not come back"
    );
}

#[test]
fn a_dead_seat_stays_in_the_match_with_nothing_to_decide() {
    let mut g = Scenario::new(Mode::OneVOneVOne)
        .life(1, 1)
        .hand(0, &[101])
        .runes(0, fire(1))
        .build();
    act(&mut g, 0, play(101, player(1), fire(1)));
    assert!(legal(&g, 1).is_empty());
    assert_eq!(g.timeout_action(Seat(1)), None);
    refuse(&mut g, 1, Action::EndPhase, Illegal::NotYourTurn);
    let view = g.view(Viewer::Seat { seat: Seat(1) });
    assert!(!view.players[1].alive);
    pass_turn(&mut g);
    assert_eq!(g.current(), Seat(2), "turns pass over the dead seat");
    pass_turn(&mut g);
    assert_eq!(g.current(), Seat(0));
}

#[test]
fn a_team_wins_together_once_every_enemy_is_dead_its_dead_members_too() {
    let mut g = Scenario::new(Mode::TwoVTwo)
        .life(3, 2)
        .hand(0, &[101])
        .runes(0, fire(1))
        .build();
    let mut events = Vec::new();
    g.forfeit(Seat(2), &mut events);
    g.forfeit(Seat(1), &mut events);
    assert!(
        g.outcome().is_none(),
        "seat 0 and seat 3 are left, on different teams"
    );
    act(&mut g, 0, play(101, player(3), fire(1)));
    assert_eq!(
        g.outcome(),
        Some(Outcome::team_wins(
            0,
            vec![Seat(0), Seat(2)],
            EndReason::Defeat
        ))
    );
    assert!(g.pending().is_empty());
}

#[test]
fn with_three_teams_the_last_team_standing_wins() {
    let mut g = Scenario::new(Mode::TwoVTwoVTwo).build();
    let mut events = Vec::new();
    for s in [1, 4] {
        g.forfeit(Seat(s), &mut events);
    }
    assert!(g.outcome().is_none(), "teams 0 and 2 are left");
    for s in [2, 5] {
        g.forfeit(Seat(s), &mut events);
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::team_wins(
            0,
            vec![Seat(0), Seat(3)],
            EndReason::Forfeit
        ))
    );
}

#[test]
fn a_cards_own_victory_condition_wins_for_its_team() {
    let mut g = Scenario::new(Mode::TwoVTwo)
        .permanent(2, 409)
        .runes(2, Runes::new(3, 3, 3, 2))
        .current(1)
        .second_cast()
        .build();
    pass_turn(&mut g);
    assert!(g.outcome().is_none(), "11 runes are not enough");
    let mut g = Scenario::new(Mode::TwoVTwo)
        .permanent(2, 409)
        .runes(2, Runes::new(3, 3, 3, 3))
        .current(1)
        .second_cast()
        .build();
    pass_turn(&mut g);
    assert_eq!(
        g.outcome(),
        Some(Outcome::team_wins(
            0,
            vec![Seat(0), Seat(2)],
            EndReason::CardVictory
        ))
    );
}

#[test]
fn a_forfeit_kills_the_seat() {
    let mut g = Scenario::new(Mode::OneVOne).build();
    let mut events = Vec::new();
    g.forfeit(Seat(0), &mut events);
    assert!(!g.alive(Seat(0)));
    assert_eq!(
        g.outcome(),
        Some(Outcome::seat_wins(Seat(1), EndReason::Forfeit))
    );
}

#[test]
fn when_every_team_dies_at_once_nobody_wins() {
    let mut g = Scenario::new(Mode::OneVOne)
        .life(0, 1)
        .life(1, 1)
        .hand(0, &[307])
        .runes(0, Runes::new(0, 0, 1, 0))
        .plane_deck(&[6])
        .build();
    act(&mut g, 0, play(307, Target::None, air(1)));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::SimultaneousDefeat
        })
    );
}
