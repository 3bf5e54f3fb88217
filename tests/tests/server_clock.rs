//! Clocks over real WebSockets: a decision that runs out is answered by the server and
//! announced to every viewer, limits of their own never touch the round reserve, and
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
use tavern_protocol::wire::{
    ClientMsg, ClockOptions, RoomOptions, ServerMsg, SpectateAs, SpectatorPolicy, TimeoutRuling,
};
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
        assert_eq!(outcome, Outcome::seat_wins(active, EndReason::Forfeit));
    }
    // Switching the hand and choosing the first character were answered for the seat; the
    // third timeout (the reroll) forfeited instead.
    assert_eq!(answered_for_idle, 3);
    let elapsed = started.elapsed();
    // 40 s (hand) + 70 s (choice: the allowance and the whole first-round reserve, which the
    // timed-out hand switch did not touch) + 40 s (reroll).
    let expected = Duration::from_millis(
        opts.switch_hand_ms + opts.decision_ms + opts.first_round_reserve_ms + opts.reroll_ms,
    );
    assert!(
        elapsed + Duration::from_secs(5) >= expected
            && elapsed <= expected + Duration::from_secs(5),
        "forfeited after {elapsed:?}, expected {expected:?}"
    );
}

/// The decision `seat`'s update announces for `seat` itself.
fn own_decision(table: &Table, seat: Seat) -> tavern_protocol::wire::DecisionInfo {
    *table.seats[seat.index()]
        .last()
        .decisions
        .iter()
        .find(|d| d.seat == seat)
        .expect("the seat must decide")
}

/// Plays the passive answer for every seat but `idle` that must decide, until `idle` alone
/// is left to decide.
async fn others_answer(table: &mut Table, idle: Seat) {
    loop {
        let others: Vec<Seat> = table.seats[0]
            .last()
            .decisions
            .iter()
            .map(|d| d.seat)
            .filter(|s| *s != idle)
            .collect();
        let Some(&seat) = others.first() else { break };
        let action = passive_action(table.seats[0].last(), seat).expect("a decision");
        table.play(seat, action).await;
    }
}

/// Lets `idle` alone decide, and waits for the server to answer for it.
async fn idle_until_answered(table: &mut Table, idle: Seat) {
    others_answer(table, idle).await;
    let v = table.version();
    table.sync(v + 1).await;
}

#[tokio::test(start_paused = true)]
async fn a_timed_out_hand_switch_or_reroll_leaves_the_round_reserve_whole() {
    let server = start(config()).await;
    let mut table = clocked_table(&server).await;
    let opts = ClockOptions::default();
    let idle = Seat(0);
    let reserve = opts.first_round_reserve_ms;
    // The opening hand switch runs out (40 s): the server keeps the hand.
    let asked = Instant::now();
    idle_until_answered(&mut table, idle).await;
    let waited = asked.elapsed();
    assert!(
        waited + Duration::from_secs(1) >= Duration::from_millis(opts.switch_hand_ms),
        "answered after {waited:?}"
    );
    // The next decision gets the allowance and the whole reserve, and says so.
    let choose = own_decision(&table, idle);
    assert_eq!(choose.kind, DecisionKind::ChooseActive);
    assert_eq!(choose.reserve_ms, Some(reserve));
    assert_eq!(choose.deadline_ms, Some(opts.decision_ms + reserve));
    let action = passive_action(table.seats[0].last(), idle).expect("a decision");
    table.play(idle, action).await;
    table
        .play_until(|t| t.seats[0].last().decision_of(idle) == Some(DecisionKind::Reroll))
        .await;
    // The reroll runs out (40 s): the server keeps the dice; the reserve is untouched.
    idle_until_answered(&mut table, idle).await;
    while table.seats[0].last().decision_of(idle) != Some(DecisionKind::Act) {
        let other = idle.other();
        let action = passive_action(table.seats[0].last(), other).expect("the other acts");
        table.play(other, action).await;
    }
    let act = own_decision(&table, idle);
    assert_eq!(act.reserve_ms, Some(reserve));
    assert_eq!(act.deadline_ms, Some(opts.decision_ms + reserve));
    // What the deadline says is true: the server answers exactly then, not earlier.
    let asked = Instant::now();
    let v = table.version();
    table.sync(v + 1).await;
    let waited = asked.elapsed();
    let announced = Duration::from_millis(opts.decision_ms + reserve);
    assert!(
        waited + Duration::from_secs(1) >= announced
            && waited <= announced + Duration::from_secs(1),
        "answered after {waited:?}, announced {announced:?}"
    );
}

/// Reads until the next `timed_out`; it must come before the update it announces.
async fn next_timeout(p: &mut Participant) -> ServerMsg {
    let msg = p
        .until(|m| matches!(m, ServerMsg::TimedOut { .. }).then(|| m.clone()))
        .await;
    let ServerMsg::TimedOut { version, .. } = &msg else {
        unreachable!("filtered above")
    };
    assert_eq!(
        p.last().version + 1,
        *version,
        "{}: the announcement comes just before its update",
        p.name
    );
    msg
}

#[tokio::test(start_paused = true)]
async fn every_viewer_is_told_whose_clock_ran_out_and_how_many_timeouts_are_left() {
    let server = start(config()).await;
    let mut table = open_table(
        &server.url,
        RoomOptions {
            clock: Some(ClockOptions::default()),
            spectators: SpectatorPolicy::Referee,
            ..private_room()
        },
    )
    .await;
    let mut watchers = Vec::new();
    for (name, view) in [
        ("behind1", SpectateAs::Behind(Seat(1))),
        ("referee", SpectateAs::Referee),
    ] {
        let mut c = player(&server.url, name).await;
        c.send(&ClientMsg::Spectate {
            match_id: table.match_id(),
            view,
        })
        .await
        .expect("send");
        let mut w = Participant::start(c, name).await;
        w.limit = Duration::from_secs(600);
        watchers.push(w);
    }
    for p in &mut table.seats {
        p.limit = Duration::from_secs(600);
    }
    let idle = Seat(0);
    let expected = [
        (DecisionKind::SwitchHand, TimeoutRuling::DefaultAction, 2),
        (DecisionKind::ChooseActive, TimeoutRuling::DefaultAction, 1),
        (DecisionKind::Reroll, TimeoutRuling::Forfeit, 0),
    ];
    for (n, (kind, ruling, left)) in expected.into_iter().enumerate() {
        others_answer(&mut table, idle).await;
        let v = table.version();
        let mut seen = Vec::new();
        for p in table.seats.iter_mut().chain(watchers.iter_mut()) {
            let msg = next_timeout(p).await;
            let ServerMsg::TimedOut {
                seat,
                decision,
                ruling: r,
                action,
                timeouts_in_row,
                timeouts_left,
                ..
            } = msg
            else {
                unreachable!("a timeout")
            };
            assert_eq!(seat, idle);
            assert_eq!(decision, kind);
            assert_eq!(r, ruling);
            assert_eq!(timeouts_in_row as usize, n + 1);
            assert_eq!(timeouts_left, left, "{}: timeouts left", p.name);
            seen.push((p.name.clone(), action));
        }
        table.sync(v + 1).await;
        for (name, action) in seen {
            // Only those who see seat 0's secrets learn what was played for it.
            let secret_sharer = name == "alice" || name == "referee";
            assert_eq!(
                action.is_some(),
                secret_sharer && ruling == TimeoutRuling::DefaultAction,
                "{name}: {action:?}"
            );
        }
    }
    for p in table.seats.iter_mut().chain(watchers.iter_mut()) {
        let outcome = p.wait_over().await;
        assert!(matches!(
            outcome,
            Outcome::Win {
                reason: EndReason::Forfeit,
                ..
            }
        ));
    }
}
