//! Victory (胜利条件) in the rulebook's priority order — special, shoot-down, popularity — checked
//! at once and stopping all resolution; HP of exactly 0 (决死) is not a defeat.

mod common;

use common::*;
use tavern_game::{EndReason, Game, Outcome};
use tavern_gensou::testkit::Scenario;
use tavern_protocol::gensou::{Action, Event, Release, Role, Victory};

fn declare(card: u16) -> Action {
    Action::Declare {
        card: id(card),
        power: 0,
    }
}

/// Seat 0 (Reimu, CENTER) attacks seat 1, whose release is spent.
fn attack() -> Scenario {
    Scenario::new()
        .character(0, 100, Role::Center)
        .release(1, Release::Spent)
}

#[test]
fn hp_of_exactly_0_is_kesshi_not_shot_down() {
    let mut g = attack().hp(1, 1_800).hand(0, &[101, 101]).build();
    play(&mut g, A, declare(101));
    assert_eq!(g.player(B).hp, 0);
    assert!(g.outcome().is_none(), "决死 goes on");
    play(&mut g, A, declare(101));
    assert!(g.player(B).hp < 0);
    assert_eq!(g.victory(), Some((Some(A), Victory::ShootDown)));
}

#[test]
fn a_player_below_0_hp_is_shot_down() {
    let mut g = attack().hp(1, 1_000).hand(0, &[101]).build();
    let events = public(&play(&mut g, A, declare(101)));
    assert_eq!(
        events.last(),
        Some(&Event::Won {
            winner: Some(A),
            victory: Victory::ShootDown
        })
    );
    assert_eq!(g.outcome(), Some(Outcome::seat_wins(A, EndReason::Defeat)));
    assert!(g.pending().is_empty());
    assert_eq!(
        refuse(&mut g, A, Action::EndBattle),
        tavern_gensou::Illegal::GameOver
    );
}

#[test]
fn victory_stops_all_resolution_at_once() {
    // Fantasy Seal would restore an orb on hit; the shoot-down comes first and nothing follows.
    let mut g = attack().hp(1, 500).orbs(0, 4, 1, 0).hand(0, &[102]).build();
    play(&mut g, A, declare(102));
    assert_eq!(g.victory(), Some((Some(A), Victory::ShootDown)));
    assert!(g.player(A).declaration.is_empty(), "the card never hit");
    assert_eq!(g.player(A).orbs.ready, 3, "its orb was not restored");
}

/// Seat 1 ends its battle phase; seat 0's PICK must draw from an empty deck.
fn seat0_cannot_draw() -> Scenario {
    Scenario::new().attacker(1).turn(8)
}

#[test]
fn popularity_decides_when_the_attacker_has_no_card_to_draw() {
    let mut g = seat0_cannot_draw()
        .declared(0, &[103, 101])
        .declared(1, &[102])
        .build();
    play(&mut g, B, Action::EndBattle);
    assert_eq!(
        g.victory(),
        Some((Some(A), Victory::Popularity)),
        "4 against 2"
    );
    let mut g = seat0_cannot_draw()
        .declared(0, &[101])
        .declared(1, &[102])
        .build();
    play(&mut g, B, Action::EndBattle);
    assert_eq!(
        g.victory(),
        Some((Some(B), Victory::Popularity)),
        "1 against 2"
    );
}

#[test]
fn a_popularity_tie_goes_against_the_player_who_cannot_draw() {
    let mut g = seat0_cannot_draw()
        .declared(0, &[102])
        .declared(1, &[102])
        .build();
    play(&mut g, B, Action::EndBattle);
    assert_eq!(g.victory(), Some((Some(B), Victory::Popularity)));
}

#[test]
fn drawing_fewer_cards_than_due_is_not_having_no_card() {
    let mut g = seat0_cannot_draw().orbs(0, 2, 3, 0).deck(0, &[101]).build();
    play(&mut g, B, Action::EndBattle);
    assert!(g.outcome().is_none());
    assert_eq!(g.player(A).hand.len(), 1);
    assert!(g.player(A).deck.is_empty());
}

#[test]
fn special_victory_comes_before_shoot_down() {
    // Seat 1's Popularity Poll: shot down with 15 or more flashiness declared, it wins instead.
    let mut g = attack()
        .hp(1, 1_000)
        .hand(0, &[101])
        .item(1, 0, 913)
        .declared(1, &[406, 406, 403, 402])
        .build();
    play(&mut g, A, declare(101));
    assert!(g.player(B).hp < 0);
    assert_eq!(g.victory(), Some((Some(B), Victory::Special)));
}

#[test]
fn special_victory_comes_before_popularity() {
    // Seat 0's Bunbunmaru Newspaper with 6 hits, at the start of a turn with nothing to draw,
    // against a more popular opponent.
    let mut g = seat0_cannot_draw()
        .item(0, 0, 912)
        .declared(0, &[101; 6])
        .declared(1, &[403, 403])
        .build();
    play(&mut g, B, Action::EndBattle);
    assert_eq!(g.victory(), Some((Some(A), Victory::Special)));
}

#[test]
fn a_special_victory_ends_the_match_as_a_card_victory() {
    // 特殊胜利 is a card's own victory condition, not the game's shoot-down.
    let mut g = seat0_cannot_draw()
        .item(0, 0, 912)
        .declared(0, &[101; 6])
        .build();
    play(&mut g, B, Action::EndBattle);
    assert_eq!(
        g.outcome(),
        Some(Outcome::seat_wins(A, EndReason::CardVictory))
    );
    // Both players' Popularity Poll at once (Spell Bomb shoots both down): a draw, by cards.
    let mut g = attack()
        .hp(0, 300)
        .hp(1, 300)
        .release(0, Release::Spent)
        .hand(0, &[906])
        .item(0, 0, 913)
        .item(1, 0, 913)
        .declared(0, &[406, 406, 403, 402])
        .declared(1, &[406, 406, 403, 402])
        .build();
    play(
        &mut g,
        A,
        Action::UseItem {
            card: id(906),
            power: 0,
        },
    );
    assert_eq!(g.victory(), Some((None, Victory::Special)));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::CardVictory
        })
    );
}

#[test]
fn both_players_shot_down_at_once_is_a_draw() {
    let mut g = attack()
        .hp(0, 300)
        .hp(1, 300)
        .release(0, Release::Spent)
        .hand(0, &[906])
        .build();
    play(
        &mut g,
        A,
        Action::UseItem {
            card: id(906),
            power: 0,
        },
    );
    assert_eq!(g.victory(), Some((None, Victory::ShootDown)));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::SimultaneousDefeat
        })
    );
}

#[test]
fn a_forfeit_gives_the_other_seat_the_win() {
    let mut g = attack().build();
    let mut events = Vec::new();
    g.forfeit(A, &mut events);
    assert_eq!(g.victory(), Some((Some(B), Victory::Forfeit)));
    assert_eq!(g.outcome(), Some(Outcome::seat_wins(B, EndReason::Forfeit)));
}
