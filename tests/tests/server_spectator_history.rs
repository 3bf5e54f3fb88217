//! A spectator who joins a running match is sent its events so far, each as that viewpoint
//! may see it, and gets the history again from a new viewpoint when switching without leaving.

mod common;

use common::*;
use tavern_protocol::gitcg::{Event, Phase};
use tavern_protocol::wire::{
    ClientMsg, RawJson, RoomOptions, ServerMsg, SpectateAs, SpectatorPolicy,
};
use tavern_protocol::{DecisionKind, Seat, Viewer};
use tavern_server::Config;

fn referee_room() -> RoomOptions {
    RoomOptions {
        spectators: SpectatorPolicy::Referee,
        ..private_room()
    }
}

fn temp_db(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("tavern-history-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join("tavern.db").display().to_string()
}

fn parse(events: &[RawJson]) -> Vec<Event> {
    events
        .iter()
        .map(|e| e.parse().expect("a gitcg event"))
        .collect()
}

/// Seat 0's rolls as `who` saw them: whether the faces were shown.
fn seat0_rolls_shown(events: &[Event]) -> Vec<bool> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::DiceRolled { seat, dice, .. } if *seat == Seat(0) => Some(dice.is_some()),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn a_joining_spectator_gets_the_history_and_switching_viewpoint_resends_it() {
    let server = start(Config {
        no_db: false,
        db: temp_db("switch"),
        ..config()
    })
    .await;
    let mut table = open_table(&server.url, referee_room()).await;
    // Everything seat 1 was told, update by update, into the action phase and a few steps on.
    let mut told = table.seats[1].last().events.clone();
    let mut extra = 0;
    while extra < 4 {
        assert!(table.step().await, "the match goes on");
        told.extend(table.seats[1].last().events.iter().cloned());
        let acting = table
            .to_move()
            .is_some_and(|s| table.seats[0].last().decision_of(s) == Some(DecisionKind::Act));
        if table.phase() == Phase::Action && acting {
            extra += 1;
        }
    }

    let mut c = player(&server.url, "watcher").await;
    c.send(&ClientMsg::Spectate {
        match_id: table.match_id(),
        view: SpectateAs::Behind(Seat(1)),
    })
    .await
    .expect("send");
    let mut spectator = Participant::start(c, "watcher").await;
    assert_eq!(spectator.viewer, Viewer::Spectator { behind: Seat(1) });
    let history = spectator.last().events.clone();
    assert_eq!(spectator.last().version, table.version());
    assert_eq!(history, told, "behind seat 1: exactly what seat 1 was told");
    let behind = parse(&history);
    let rolls = seat0_rolls_shown(&behind);
    assert!(!rolls.is_empty(), "seat 0 rolled");
    assert!(
        rolls.iter().all(|shown| !shown),
        "seat 0's faces stay hidden behind seat 1"
    );

    // The same spectator asks for the referee view: the history again, faces shown.
    spectator
        .c
        .send(&ClientMsg::Spectate {
            match_id: table.match_id(),
            view: SpectateAs::Referee,
        })
        .await
        .expect("send");
    until(&mut spectator.c, |m| match m {
        ServerMsg::MatchStarted { viewer, .. } => (*viewer == Viewer::Referee).then_some(()),
        _ => None,
    })
    .await;
    let (version, events) = until(&mut spectator.c, |m| match m {
        ServerMsg::Update {
            version, events, ..
        } => Some((*version, events.clone())),
        _ => None,
    })
    .await;
    assert_eq!(version, table.version());
    let referee = parse(&events);
    assert_eq!(
        referee.len(),
        behind.len(),
        "the same events, seen as the referee"
    );
    let rolls = seat0_rolls_shown(&referee);
    assert!(
        rolls.iter().all(|shown| *shown),
        "the referee sees seat 0's faces"
    );
    server.running.stop().await.expect("stop");
}

#[tokio::test]
async fn without_storage_a_late_spectator_starts_from_the_present() {
    let server = start(config()).await;
    let mut table = open_table(&server.url, referee_room()).await;
    table.play_to_action_phase().await;
    let mut c = player(&server.url, "watcher").await;
    c.send(&ClientMsg::Spectate {
        match_id: table.match_id(),
        view: SpectateAs::Referee,
    })
    .await
    .expect("send");
    let spectator = Participant::start(c, "watcher").await;
    assert!(table.version() > 0);
    assert!(
        spectator.last().events.is_empty(),
        "no log is kept without storage, so there is no history to send"
    );
}
