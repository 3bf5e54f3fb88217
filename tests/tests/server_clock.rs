//! Clocks over real WebSockets: a decision that runs out is answered by the server, and
//! repeated timeouts forfeit.
//!
//! These tests run on tokio's paused clock (`start_paused`), with the server started
//! in-process on the same runtime: the real loopback sockets still carry every message, and
//! whenever every task waits, tokio jumps its clock to the next timer. The server's clocks
//! use tokio time, so a 70-second allowance passes in milliseconds of real time, and the
//! default online-mode limits are tested as they are.
//!
//! Paused time is practical here because a message written to a loopback socket is readable
//! at once, so the runtime is never idle while a message is in flight; were it otherwise,
//! tokio would jump to the next timer early. The elapsed-time assertions allow a few seconds
//! either way, far below any decision limit.

mod common;

use std::time::Duration;

use common::*;
use tavern_protocol::gitcg::Event;
use tavern_protocol::wire::{ClockOptions, RoomOptions};
use tavern_protocol::{DecisionKind, EndReason, Outcome, Seat};
use tokio::time::Instant;

/// A clocked table whose seats wait as long as the server's clocks need.
async fn clocked_table(server: &Server) -> Table {
    let mut table = open_table(
        &server.url,
        RoomOptions {
            clock: Some(ClockOptions::default()),
            ..private_room()
        },
    )
    .await;
    for p in &mut table.seats {
        p.limit = Duration::from_secs(600);
    }
    table
}

#[tokio::test(start_paused = true)]
async fn an_action_phase_timeout_declares_the_end_of_the_round_for_the_seat() {
    let server = start(config()).await;
    let mut table = clocked_table(&server).await;
    // Every pending decision carries its deadline.
    for d in &table.seats[0].last().decisions {
        assert_eq!(d.kind, DecisionKind::SwitchHand);
        assert_eq!(d.deadline_ms, Some(ClockOptions::default().switch_hand_ms));
    }
    table.play_to_action_phase().await;
    let idle = table.to_move().expect("someone must act");
    let other = idle.other();
    let v = table.version();
    let decision = *table.seats[other.index()]
        .last()
        .decisions
        .iter()
        .find(|d| d.seat == idle)
        .expect("the idle seat's decision is public");
    assert_eq!(decision.kind, DecisionKind::Act);
    let opts = ClockOptions::default();
    let deadline = decision
        .deadline_ms
        .expect("a clocked decision has a deadline");
    assert!(
        deadline > opts.decision_ms && deadline <= opts.decision_ms + opts.first_round_reserve_ms,
        "the allowance plus the round reserve: {deadline}"
    );
    assert!(decision.reserve_ms.is_some());

    // The seat to move does nothing; the server answers for it when the time is up.
    let waited_from = Instant::now();
    table.sync(v + 1).await;
    let waited = waited_from.elapsed();
    let deadline = Duration::from_millis(deadline);
    assert!(
        waited + Duration::from_secs(5) >= deadline && waited <= deadline + Duration::from_secs(5),
        "answered after {waited:?}, the deadline was {deadline:?}"
    );
    let seen = table.seats[other.index()].last();
    assert!(
        seen.gitcg().players[idle.index()].declared_end,
        "the opponent sees that the idle seat declared the end of its round"
    );
    assert!(seen
        .gitcg_events()
        .iter()
        .any(|e| matches!(e, Event::DeclaredEnd { seat } if *seat == idle)));
    // The match goes on: it is the other seat's turn now.
    assert_eq!(table.to_move(), Some(other));
    assert!(table.step().await);
}

#[tokio::test(start_paused = true)]
async fn three_timeouts_in_a_row_forfeit_the_match() {
    let server = start(config()).await;
    let mut table = clocked_table(&server).await;
    let (idle, active) = (Seat(0), Seat(1));
    let opts = ClockOptions::default();
    let started = Instant::now();
    let mut answered_for_idle = 0;
    while !table.is_over() {
        if !table.seats[active.index()].last().legal.is_empty() {
            let action = table.seats[active.index()]
                .last()
                .suggested()
                .expect("an action");
            table.play(active, action).await;
            continue;
        }
        // Only the idle seat must decide: wait for the server to answer for it.
        assert!(table.seats[0].last().decision_of(idle).is_some());
        let v = table.version();
        table.sync(v + 1).await;
        answered_for_idle += 1;
    }
    for p in &mut table.seats {
        let outcome = p.wait_over().await;
        assert_eq!(
            outcome,
            Outcome::Win {
                winners: vec![active],
                reason: EndReason::Forfeit
            }
        );
    }
    // Switching the hand and choosing the first character were answered for the seat; the
    // third timeout (the reroll) forfeited instead.
    assert_eq!(answered_for_idle, 3);
    let elapsed = started.elapsed();
    // 40 s (hand) + 25 s (choice; a timeout spends the round reserve, unless a new round
    // refilled it) + 40 s (reroll).
    let least = Duration::from_millis(opts.switch_hand_ms + opts.decision_ms + opts.reroll_ms);
    let most = least + Duration::from_millis(opts.first_round_reserve_ms);
    assert!(
        elapsed + Duration::from_secs(5) >= least && elapsed <= most + Duration::from_secs(10),
        "forfeited after {elapsed:?}, expected {least:?} to {most:?}"
    );
}
