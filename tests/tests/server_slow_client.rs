//! Back-pressure over real WebSockets (invariant 3): a client that never reads its socket is
//! disconnected once its bounded outbound queue fills, and the match goes on for the other
//! player, who finishes it once the slow player resumes.

mod common;

use std::time::Duration;

use common::*;
use futures_util::{SinkExt, StreamExt};
use socket2::{Domain, Protocol, Socket, Type};
use tavern_protocol::gitcg::Phase;
use tavern_protocol::wire::{ClientMsg, DeckChoice, ServerMsg, SpectateAs, PROTOCOL_VERSION};
use tavern_server::Config;
use tokio_tungstenite::tungstenite::Message;

/// The outbound queue: small, yet roomy enough that clients that do read never fill it, even
/// on a busy machine (a match start sends about five messages at once, and a seat may get an
/// update for each of several opponent actions in a row).
const QUEUE: usize = 32;
/// Spectators that come to watch: their lists fill the slow client's socket and then its
/// queue many times over (about 400 KB, where its small socket holds some tens of KB).
const WATCHERS: usize = 100;

fn text(msg: &ClientMsg) -> Message {
    Message::Text(
        serde_json::to_string(msg)
            .expect("client messages serialise")
            .into(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_reads_is_disconnected_while_the_match_goes_on() {
    let server = start(Config {
        outbound_queue: QUEUE,
        ..config()
    })
    .await;
    let connections = || metric(server.admin(), "tavern_connections");
    let mut alice = player(&server.url, "alice").await;
    alice
        .send(&ClientMsg::CreateRoom {
            game: GAME.into(),
            options: private_room(),
        })
        .await
        .expect("send");
    let code = next_room(&mut alice).await.code.expect("a join code");

    // The slow player: a raw WebSocket that reads its welcome and then never reads again.
    // Its socket keeps the kernel's share small: a tiny receive buffer, and a small segment
    // size (on loopback the server's send buffer would otherwise start at about a megabyte,
    // sized for 64 KB segments, and take more than a whole match of updates to fill).
    let socket = Socket::new(Domain::IPV4, Type::STREAM, Some(Protocol::TCP)).expect("socket");
    socket.set_recv_buffer_size(2048).expect("small buffer");
    socket.set_tcp_mss(536).expect("small segments");
    // Connecting on loopback does not block.
    socket.connect(&server.addr().into()).expect("connect");
    socket.set_nonblocking(true).expect("non-blocking");
    let stream = tokio::net::TcpStream::from_std(socket.into()).expect("a tokio stream");
    let (mut slow, _) = tokio_tungstenite::client_async(server.url.as_str(), stream)
        .await
        .expect("handshake");
    slow.send(text(&ClientMsg::Hello {
        protocol_version: PROTOCOL_VERSION,
        name: Some("slow".into()),
        resume_token: None,
        updates: tavern_protocol::wire::UpdateForm::Full,
        session: None,
    }))
    .await
    .expect("send");
    let welcome = loop {
        if let Message::Text(t) = slow.next().await.expect("welcome").expect("frame") {
            break serde_json::from_str::<ServerMsg>(t.as_str()).expect("server message");
        }
    };
    let ServerMsg::Welcome { resume_token, .. } = welcome else {
        panic!("expected welcome, got {welcome:?}");
    };
    slow.send(text(&ClientMsg::JoinRoom {
        room: None,
        code: Some(code),
        seat: None,
    }))
    .await
    .expect("send");
    slow.send(text(&ClientMsg::Ready {
        deck: DeckChoice::Preset("frozen".into()),
    }))
    .await
    .expect("send");
    alice
        .send(&ClientMsg::Ready {
            deck: DeckChoice::Preset("starter".into()),
        })
        .await
        .expect("send");
    let mut alice = Participant::start(alice, "alice").await;
    let slow_seat = alice.seat().other();
    assert_eq!(connections().await, 2);

    // 1. Play into the action phase, to a point where the slow seat has ended its round and
    //    alice has turns left. The slow seat's decisions are public in alice's updates, so it
    //    answers them blind (keep, keep, first character, end the round) without reading.
    let mut blind = 0;
    loop {
        let last = alice.last();
        let view = last.gitcg();
        assert!(view.outcome.is_none(), "the match ended too early");
        if view.phase == Phase::Action
            && view.players[slow_seat.index()].declared_end
            && !last.legal.is_empty()
        {
            break;
        }
        let v = last.version;
        if let Some(action) = last.suggested() {
            let id = alice.act(action).await;
            let (ok, _, error) = alice.result(&id).await;
            assert!(ok, "{error:?}");
        } else if let Some(action) = passive_action(last, slow_seat) {
            blind += 1;
            slow.send(text(&ClientMsg::Action {
                match_id: alice.match_id.clone(),
                version: v,
                action_id: format!("slow-{blind}"),
                action,
            }))
            .await
            .expect("send");
        }
        alice.wait_version(v + 1).await;
    }
    assert_eq!(
        connections().await,
        2,
        "the slow client is still connected: nothing filled its queue yet"
    );

    // 2. Spectators come to watch. Each arrival sends both seats the (ever longer) list of
    //    spectators; alice reads hers, the slow client does not, until its socket and then
    //    its queue fill and the server drops it.
    let match_id = alice.match_id.clone();
    let mut watchers = Vec::new();
    while watchers.len() < WATCHERS && connections().await == 2 + watchers.len() as i64 {
        let mut w = player(&server.url, &format!("{:-<32}", watchers.len())).await;
        w.send(&ClientMsg::Spectate {
            match_id: match_id.clone(),
            view: SpectateAs::Behind(alice.seat()),
        })
        .await
        .expect("send");
        // Watchers read everything they get, in the background.
        watchers.push(tokio::spawn(async move { while w.recv().await.is_ok() {} }));
        let n = watchers.len();
        alice
            .until(|m| match m {
                ServerMsg::Spectators { spectators, .. } => (spectators.len() == n).then_some(()),
                _ => None,
            })
            .await;
    }
    // Closing takes the server a moment (it gives up on a farewell frame the client will
    // never read).
    let dropped = 1 + watchers.len() as i64;
    let mut waited = 0;
    while connections().await != dropped {
        waited += 1;
        assert!(
            waited < 500,
            "the slow client was never disconnected ({} connections, expected {dropped})",
            connections().await
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // Counted (per process: at least this test's drop).
    assert!(metric(server.admin(), "tavern_slow_client_drops_total").await >= 1);

    // The watchers leave one by one (each sends alice a shorter list), so that the rest of
    // the match does not build a hundred extra views per action.
    while let Some(w) = watchers.pop() {
        w.abort();
        let n = watchers.len();
        alice
            .until(|m| match m {
                ServerMsg::Spectators { spectators, .. } => (spectators.len() == n).then_some(()),
                _ => None,
            })
            .await;
    }

    // 3. The match goes on for alice: it is her turn, she acts and gets her updates.
    let mut acted = 0;
    while let Some(action) = alice.last().suggested() {
        let v = alice.last().version;
        let id = alice.act(action).await;
        let (ok, _, error) = alice.result(&id).await;
        assert!(ok, "{error:?}");
        alice.wait_version(v + 1).await;
        acted += 1;
        if alice.last().gitcg().outcome.is_some() {
            break;
        }
    }
    assert!(
        acted > 0,
        "alice played on after the slow client was dropped"
    );

    // The server closed the slow socket: reading it now ends (after whatever was buffered)
    // instead of waiting.
    tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(Ok(m)) = slow.next().await {
            if m.is_close() {
                break;
            }
        }
    })
    .await
    .expect("the server closed the slow client's socket");

    // 4. The slow player resumes with its token and both finish the match.
    if alice.over.is_none() {
        let back = tavern_client::Client::join(&server.url, "slow", Some(resume_token))
            .await
            .expect("resume");
        let back = Participant::start(back, "slow").await;
        assert_eq!(back.seat(), slow_seat);
        assert_eq!(back.last().version, alice.last().version);
        let (a, b) = tokio::join!(tokio::spawn(autoplay(alice)), tokio::spawn(autoplay(back)));
        let (a, b) = (a.expect("alice finished"), b.expect("slow finished"));
        assert!(a.over.is_some());
        assert_eq!(a.over, b.over);
    }
}
