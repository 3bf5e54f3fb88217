//! Setup (游戏开局): HP and orbs, the starter as SUPPORT, the shuffle and the opening hand,
//! the simultaneous search, and the seeded coin that picks the first attacker.

mod common;

use common::*;
use tavern_game::{DecisionKind, Game, Viewer, Visible};
use tavern_gensou::Gensou;
use tavern_protocol::gensou::{Action, Event, Phase, Role};

fn start(seed: u64) -> Gensou {
    preset_match(seed, 0, 1)
}

/// Both seats search for the first card listed.
fn search_both(g: &mut Gensou) -> Vec<Visible<Event>> {
    let mut events = Vec::new();
    for seat in [A, B] {
        let first = legal(g, seat)[0];
        events.extend(play(g, seat, first));
    }
    events
}

#[test]
fn setup_gives_each_player_10000_hp_and_five_ready_orbs() {
    let g = start(1);
    for seat in [A, B] {
        let p = g.player(seat);
        assert_eq!(p.hp, 10_000);
        assert_eq!((p.orbs.ready, p.orbs.spent, p.orbs.broken), (5, 0, 0));
    }
}

#[test]
fn setup_places_the_starter_in_the_character_zone_as_support() {
    let g = start(1);
    for (seat, starter) in [(A, 100), (B, 400)] {
        let p = g.player(seat);
        assert_eq!(p.characters.len(), 1);
        assert_eq!(p.characters[0].card.id, id(starter));
        assert_eq!(p.characters[0].role, Role::Support);
    }
    // The starter left the deck: the other cards are in the deck or the hand.
    let p = g.player(A);
    assert_eq!(p.deck.len() + p.hand.len(), 46);
}

#[test]
fn setup_shuffles_and_draws_four_cards() {
    let (g, h) = (start(1), start(2));
    for seat in [A, B] {
        assert_eq!(g.player(seat).hand.len(), 4);
    }
    assert_ne!(
        g.player(A).deck,
        h.player(A).deck,
        "another seed, another order"
    );
    assert_eq!(g, start(1), "the same seed, the same deal");
}

#[test]
fn setup_events_go_out_with_the_first_action() {
    // `Game::new` returns no events: each starter placed, each shuffle and each opening hand go
    // out with the first action, once, the drawn cards to their owner only.
    let mut g = start(1);
    let first = legal(&g, A)[0];
    let events = play(&mut g, A, first);
    let seen = public(&events);
    for (seat, starter) in [(A, 100), (B, 400)] {
        assert!(seen.contains(&Event::StarterPlaced {
            seat,
            card: id(starter)
        }));
        assert!(seen.contains(&Event::Shuffled { seat }));
        let hand: Vec<_> = g.player(seat).hand.iter().map(|c| c.id).collect();
        let drew = events.iter().find_map(|e| match e {
            Visible::Private {
                owner,
                full: Event::Drew { cards, .. },
                others: Event::Drew { cards: hidden, .. },
            } if *owner == seat => Some((cards.clone(), hidden.clone())),
            _ => None,
        });
        assert_eq!(drew, Some((Some(hand), None)), "seat {}", seat.0);
    }
    let second = legal(&g, B)[0];
    let later = public(&play(&mut g, B, second));
    assert!(!later
        .iter()
        .any(|e| matches!(e, Event::StarterPlaced { .. })));
    // A forfeit before any action sends them too.
    let mut g = start(1);
    let mut events = Vec::new();
    g.forfeit(A, &mut events);
    assert!(public(&events).contains(&Event::StarterPlaced {
        seat: A,
        card: id(100)
    }));
}

#[test]
fn the_opening_search_is_a_decision_of_both_seats_at_once() {
    let mut g = start(1);
    let kinds: Vec<_> = g
        .pending()
        .decisions()
        .iter()
        .map(|d| (d.seat, d.kind))
        .collect();
    assert_eq!(
        kinds,
        [(A, DecisionKind::Search), (B, DecisionKind::Search)]
    );
    let choice = legal(&g, A)[0];
    let Action::Search { card } = choice else {
        panic!("search actions only: {choice:?}")
    };
    let events = play(&mut g, A, choice);
    // Seat 0's choice stays secret until both have chosen; it is the action's one event, after
    // setup's (see `setup_events_go_out_with_the_first_action`).
    let chosen = events.last().expect("the choice");
    assert!(!events[..events.len() - 1]
        .iter()
        .any(|e| matches!(e.for_viewer(Viewer::Referee), Event::SearchChosen { .. })));
    assert_eq!(
        chosen.for_viewer(Viewer::Seat { seat: B }),
        &Event::SearchChosen {
            seat: A,
            card: None
        }
    );
    assert_eq!(g.view(Viewer::Seat { seat: B }).players[0].searched, None);
    assert_eq!(
        g.view(Viewer::Seat { seat: A }).players[0].searched,
        Some(card)
    );
    assert_eq!(g.player(A).hand.len(), 4);
    assert_eq!(g.pending().of(A), None);
    assert_eq!(
        refuse(&mut g, A, choice),
        tavern_gensou::Illegal::NotYourTurn
    );
    // Seat 1 chooses: both cards are revealed to everyone and taken into the hands.
    let theirs = legal(&g, B)[0];
    let events = public(&play(&mut g, B, theirs));
    assert!(events.contains(&Event::Revealed { seat: A, card }));
    assert!(events.contains(&Event::Shuffled { seat: A }));
    assert!(events.contains(&Event::Shuffled { seat: B }));
    assert_eq!(g.player(A).hand.len(), 5);
    assert!(g.player(A).hand.iter().any(|c| c.id == card));
    assert_eq!(
        g.view(Viewer::Seat { seat: B }).players[0].searched,
        Some(card)
    );
    assert_eq!(g.player(A).deck.len() + g.player(A).hand.len(), 46);
}

#[test]
fn the_search_lists_each_card_of_the_deck_once_in_id_order() {
    let g = start(1);
    let listed: Vec<_> = legal(&g, A)
        .into_iter()
        .map(|a| match a {
            Action::Search { card } => card,
            other => panic!("{other:?}"),
        })
        .collect();
    let mut deck: Vec<_> = g.player(A).deck.iter().map(|c| c.id).collect();
    deck.sort();
    deck.dedup();
    assert_eq!(listed, deck);
}

#[test]
fn a_seeded_coin_picks_the_first_attacker() {
    let mut firsts = Vec::new();
    for seed in 0..16 {
        let mut g = start(seed);
        let events = public(&search_both(&mut g));
        let first = g.attacker();
        assert!(events.contains(&Event::FirstAttacker { seat: first }));
        let mut again = start(seed);
        search_both(&mut again);
        assert_eq!(again.attacker(), first, "the same seed, the same coin");
        firsts.push(first);
    }
    assert!(
        firsts.contains(&A) && firsts.contains(&B),
        "both sides of the coin come up"
    );
}

#[test]
fn the_first_players_first_turn_draws_no_card() {
    let mut g = start(1);
    search_both(&mut g);
    let first = g.attacker();
    assert_eq!(g.turn(), 1);
    assert_eq!(g.phase(), Phase::Change, "PICK is over");
    assert_eq!(
        g.player(first).hand.len(),
        5,
        "4 dealt and 1 searched, none drawn"
    );
    play(&mut g, first, Action::SkipChange);
    play(&mut g, first, Action::EndSet);
    play(&mut g, first, Action::EndBattle);
    let second = first.other();
    assert_eq!(g.attacker(), second);
    assert_eq!(
        g.player(second).hand.len(),
        6,
        "the second player draws at least 1"
    );
}
