//! Cluster mode end to end: three real `tavern` processes on loopback ports sharing one
//! PostgreSQL and one Redis. Matches are spread over the nodes; one node is killed with SIGKILL
//! mid-play; its matches are taken over by the others, their players reconnect with their
//! tokens to any surviving node (proxied to the new owner when it is another) and every match
//! finishes with every acknowledged action in its log, and no match ever had two owners at one
//! epoch. Quick match pairs players connected to different nodes, and fills a table of four
//! from three nodes; a player waiting on a killed node is never paired; every node lists every
//! public room, and joining a room (by id or code) or spectating a match works on any node. A
//! node cut off past its lease refuses a late action as `match_moved`. Needs
//! `TAVERN_TEST_POSTGRES` and `TAVERN_TEST_REDIS` (skipped with a notice outside CI without
//! them, see `support/`).

use std::time::Duration;

use rand::Rng as _;
use serde_json::Value;
use tavern_protocol::history::Replay;

#[path = "support/redis.rs"]
mod redis_support;
#[path = "support/postgres.rs"]
mod support;
#[path = "support/table.rs"]
mod table;

use table::{Side, Table};
use tavern_client::Client;
use tavern_protocol::wire::{ClientMsg, DeckChoice, RoomOptions, ServerMsg, SpectateAs};

const LIMIT: Duration = Duration::from_secs(30);

#[path = "support/node.rs"]
mod node;
#[path = "support/scratch.rs"]
mod scratch;

use node::{cluster, Cluster, Node, LEASE_MS};
use scratch::temp_dir;

/// A quick match of two players, each connected to a node of its own (`url_a`, `url_b`),
/// asking one after the other with nobody else waiting: they meet.
async fn quick_table(url_a: &str, url_b: &str, i: usize) -> Table {
    let name_a = format!("qa{i}");
    let name_b = format!("qb{i}");
    let mut a = Client::join(url_a, &name_a, None).await.expect("join");
    let mut b = Client::join(url_b, &name_b, None).await.expect("join");
    for c in [&mut a, &mut b] {
        c.send(&ClientMsg::QuickMatch {
            game: "gitcg".into(),
            deck: DeckChoice::Preset("starter".into()),
            setup: None,
            rated: false,
        })
        .await
        .expect("send");
    }
    let mut sides: Vec<Side> = [(a, name_a), (b, name_b)]
        .into_iter()
        .map(|(c, name)| Side::new(c, name))
        .collect();
    let id = sides[0].first_update().await;
    assert_eq!(sides[1].first_update().await, id, "the two met");
    Table {
        id,
        sides,
        over: None,
    }
}

/// A public room made by a player connected to `url_a`, found in the room list of `url_b`'s
/// node and joined there by its id.
async fn public_table(url_a: &str, url_b: &str) -> Table {
    let mut a = Client::join(url_a, "pa", None).await.expect("join");
    let mut b = Client::join(url_b, "pb", None).await.expect("join");
    a.send(&ClientMsg::CreateRoom {
        game: "gitcg".into(),
        options: RoomOptions {
            public: true,
            ..RoomOptions::default()
        },
    })
    .await
    .expect("send");
    let id = loop {
        if let ServerMsg::Room { room } = table::recv(&mut a).await {
            break room.id;
        }
    };
    // The other node lists it after its next look at the directory.
    let mut listed = false;
    for _ in 0..100 {
        b.send(&ClientMsg::ListRooms { game: None })
            .await
            .expect("send");
        let rooms = loop {
            if let ServerMsg::Rooms { rooms } = table::recv(&mut b).await {
                break rooms;
            }
        };
        if rooms.iter().any(|r| r.id == id) {
            listed = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(listed, "every node lists every public room");
    b.send(&ClientMsg::JoinRoom {
        room: Some(id),
        code: None,
        seat: None,
    })
    .await
    .expect("send");
    loop {
        match table::recv(&mut b).await {
            ServerMsg::Room { .. } => break,
            ServerMsg::Error { error, .. } => panic!("joining by id: {error:?}"),
            _ => {}
        }
    }
    Table::start((a, "pa".into()), (b, "pb".into())).await
}

#[tokio::test]
async fn cluster_mode_refuses_to_start_without_postgres() {
    let Some(redis) = redis_support::database("refuse", 1) else {
        return;
    };
    let dir = temp_dir("cluster-refuse");
    let db = dir.join("t.db").to_string_lossy().into_owned();
    let started = Node::start(&dir, "lonely", &db, Some(&redis)).await;
    assert!(started.is_err(), "an SQLite node does not join a cluster");
    let log = std::fs::read_to_string(dir.join("lonely.log")).expect("log");
    assert!(
        log.contains("needs a shared PostgreSQL"),
        "it says why: {log}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_killed_node_matches_are_taken_over_and_finish_with_nothing_lost() {
    const MATCHES: usize = 100;
    const QUICK: usize = 6;
    let Some(Cluster {
        mut nodes, dir, db, ..
    }) = cluster("cluster", 2, &["n0", "n1", "n2"], LEASE_MS).await
    else {
        return;
    };
    let urls: Vec<String> = nodes.iter().map(Node::url).collect();

    // Quick matches of players connected to different nodes, one pair at a time (so each
    // meets its partner): they meet on one node, the other player's session relayed there.
    let mut quick = Vec::new();
    for i in 0..QUICK {
        let (a, b) = (i % 3, (i + 1) % 3);
        let t = quick_table(&urls[a], &urls[b], i).await;
        quick.push(((a, b), t));
    }
    // Private rooms made on one node and joined by code on another.
    for i in 0..QUICK {
        let (a, b) = (i % 3, (i + 2) % 3);
        let t = Table::open_on(&urls[a], &urls[b], 1000 + i).await;
        quick.push(((a, b), t));
    }
    quick.push(((0, 2), public_table(&urls[0], &urls[2]).await));
    // A spectator connected to one node watches a match running on another (the first room
    // joined by code was made on node 0).
    let watched = quick[QUICK].1.id.clone();
    let mut watcher = Client::join(&urls[1], "watcher", None).await.expect("join");
    watcher
        .send(&ClientMsg::Spectate {
            match_id: watched.clone(),
            view: SpectateAs::Behind(tavern_protocol::Seat(0)),
        })
        .await
        .expect("send");
    loop {
        match table::recv(&mut watcher).await {
            ServerMsg::Update { match_id, .. } => {
                assert_eq!(match_id, watched);
                break;
            }
            ServerMsg::Error { error, .. } => panic!("spectating: {error:?}"),
            _ => {}
        }
    }
    drop(watcher);
    let mut relayed = 0;
    for n in &nodes {
        relayed += n.metric("tavern_cluster_proxied_sessions_total").await;
    }
    assert!(
        relayed > 2 * QUICK as u64 + 1,
        "every pair met across nodes, and the spectator watched across ({relayed} relayed)"
    );

    // Matches spread over the nodes, each played partway.
    let mut tasks = Vec::new();
    for i in 0..MATCHES {
        let url = urls[i % 3].clone();
        tasks.push(tokio::spawn(async move {
            let mut t = Table::open(&url, i).await;
            for _ in 0..(3 + i % 12) {
                if !t.step().await {
                    break;
                }
            }
            (i % 3, t)
        }));
    }
    let mut tables = Vec::new();
    for t in tasks {
        tables.push(t.await.expect("match task"));
    }
    // A quick match is played on, and reconnected after the kill, like the others when
    // either of its players was on the node that dies.
    for ((a, b), mut t) in quick {
        t.step().await;
        tables.push((if a == 0 || b == 0 { 0 } else { a }, t));
    }
    assert!(
        tables.iter().all(|(_, t)| t.over.is_none()),
        "all still running"
    );
    let status: Value = nodes[1].admin_json("/api/cluster").await;
    let owned: usize = status["nodes"]
        .as_array()
        .expect("nodes")
        .iter()
        .map(|n| n["matches"].as_array().map_or(0, Vec::len))
        .sum();
    assert_eq!(
        owned,
        MATCHES + 2 * QUICK + 1,
        "every match has one owner: {status}"
    );
    let on_dead = status["nodes"]
        .as_array()
        .expect("nodes")
        .iter()
        .find(|n| n["id"] == "n0")
        .and_then(|n| n["matches"].as_array())
        .map_or(0, Vec::len) as i64;

    // Node 0 dies mid-play.
    let before: Vec<(u64, Vec<Value>)> = tables.iter().map(|(_, t)| t.snapshot()).collect();
    let dead = nodes.remove(0);
    dead.kill();
    let survivors = [urls[1].clone(), urls[2].clone()];

    // Its players reconnect with their tokens to any surviving node and play on; everyone
    // plays to the end.
    let mut tasks = Vec::new();
    for ((node, mut t), (version, views)) in tables.into_iter().zip(before) {
        let survivors = survivors.clone();
        tasks.push(tokio::spawn(async move {
            if node == 0 {
                let url = &survivors[rand::rng().random_range(0..2)];
                t.reconnect(url).await;
                assert_eq!(t.version(), version, "match {} lost nothing", t.id);
                for (s, view) in t.sides.iter().zip(&views) {
                    assert_eq!(&s.view, view, "{} sees exactly what it saw", s.name);
                }
            }
            let mut steps = 0;
            while t.step().await {
                steps += 1;
                assert!(steps < 5_000, "the match ends");
            }
            (node, t)
        }));
    }
    let mut tables = Vec::new();
    for t in tasks {
        tables.push(
            tokio::time::timeout(Duration::from_secs(120), t)
                .await
                .expect("in time")
                .expect("match task"),
        );
    }

    // Every match is stored whole: its replay holds every step its players saw.
    for (_, t) in &tables {
        let replay: Replay = nodes[0]
            .get_json(&format!("/api/matches/{}/replay", t.id))
            .await;
        assert_eq!(replay.steps.len() as u64, t.version(), "match {}", t.id);
        assert_eq!(replay.outcome.as_ref(), t.over.as_ref());
    }
    // Ownership: one claim per match, plus one per match taken over, each at a new epoch by
    // one node; the dead node's matches went to the survivors, nobody else's moved.
    assert_eq!(
        db.number("SELECT COUNT(*) FROM match_claims"),
        (MATCHES + 2 * QUICK + 1) as i64 + on_dead
    );
    assert_eq!(
        db.number("SELECT COUNT(*) FROM match_claims WHERE epoch = 2 AND node <> 'n0'"),
        on_dead
    );
    assert_eq!(
        db.number(
            "SELECT COUNT(*) FROM (SELECT match_id FROM match_claims GROUP BY match_id
                   HAVING COUNT(*) <> MAX(epoch)) AS gaps"
        ),
        0,
        "epochs count up by one per claim"
    );
    let mut takeovers = 0;
    let mut stale = 0;
    for n in &nodes {
        takeovers += n.metric("tavern_cluster_takeovers_total").await;
        stale += n.metric("tavern_cluster_stale_writes_total").await;
    }
    assert_eq!(takeovers as i64, on_dead);
    assert_eq!(stale, 0, "no survivor ever wrote to a match it did not own");
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draining_node_hands_its_matches_over_before_its_lease_would_expire() {
    const MATCHES: usize = 6;
    /// Long, so that a handover quicker than it cannot be the lease expiring.
    const LONG_LEASE_MS: u64 = 9_000;
    let lease = LONG_LEASE_MS.to_string();
    let Some(Cluster {
        mut nodes,
        dir,
        db: _db,
        ..
    }) = cluster("drain", 3, &["d0", "d1"], &lease).await
    else {
        return;
    };
    let staying = nodes.pop().expect("two nodes");
    let leaving = nodes.pop().expect("two nodes");
    let mut tables = Vec::new();
    for i in 0..MATCHES {
        let mut t = Table::open(&leaving.url(), 2000 + i).await;
        for _ in 0..(2 + i % 5) {
            t.step().await;
        }
        tables.push(t);
    }

    let stopped = std::time::Instant::now();
    let status = leaving.stop();
    assert!(status.success(), "a drained node exits cleanly: {status}");
    for t in &mut tables {
        let version = t.version();
        t.reconnect(&staying.url()).await;
        assert_eq!(t.version(), version, "match {} lost nothing", t.id);
    }
    let moved_in = stopped.elapsed();
    assert!(
        moved_in < Duration::from_millis(LONG_LEASE_MS - 1_000),
        "handed over in {moved_in:?}, before the lease would have expired"
    );
    assert_eq!(
        staying.metric("tavern_cluster_takeovers_total").await,
        MATCHES as u64
    );
    for mut t in tables {
        while t.step().await {}
        let replay: Replay = staying
            .get_json(&format!("/api/matches/{}/replay", t.id))
            .await;
        assert_eq!(replay.steps.len() as u64, t.version(), "match {}", t.id);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Asks for a quick match of Project Confix, two against two.
async fn ask_two_v_two(c: &mut Client) {
    c.send(&ClientMsg::QuickMatch {
        game: "confix".into(),
        deck: DeckChoice::Preset("Inferno".into()),
        setup: Some("two_v_two".into()),
        rated: false,
    })
    .await
    .expect("send");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_seat_quick_match_fills_one_table_from_players_on_three_nodes() {
    let Some(Cluster {
        nodes,
        dir,
        db: _db,
        ..
    }) = cluster("quad", 4, &["quad0", "quad1", "quad2"], LEASE_MS).await
    else {
        return;
    };
    // One player waits on each node, then a fourth on the second node completes the table.
    let mut sides = Vec::new();
    for (i, n) in [0, 1, 2, 1].into_iter().enumerate() {
        let name = format!("four{i}");
        let mut c = Client::join(&nodes[n].url(), &name, None)
            .await
            .expect("join");
        ask_two_v_two(&mut c).await;
        // Listed before the next one asks.
        tokio::time::sleep(Duration::from_millis(300)).await;
        sides.push(Side::new(c, name));
    }
    let id = sides[0].first_update().await;
    for s in &mut sides[1..] {
        assert_eq!(
            s.first_update().await,
            id,
            "{} sits at the same table",
            s.name
        );
    }
    let mut relayed = 0;
    for n in &nodes {
        relayed += n.metric("tavern_cluster_proxied_sessions_total").await;
    }
    assert_eq!(
        relayed, 3,
        "the table is made on the first waiter's node; the three others are relayed there"
    );
    let mut t = Table {
        id,
        sides,
        over: None,
    };
    let mut steps = 0;
    while t.step().await {
        steps += 1;
        assert!(steps < 5_000, "the match ends");
    }
    let replay: Replay = nodes[2]
        .get_json(&format!("/api/matches/{}/replay", t.id))
        .await;
    assert_eq!(replay.steps.len() as u64, t.version());
    assert_eq!(replay.outcome.as_ref(), t.over.as_ref());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Asks for a quick match of Genius Invokation TCG with the starter deck.
async fn ask_gitcg(c: &mut Client) {
    c.send(&ClientMsg::QuickMatch {
        game: "gitcg".into(),
        deck: DeckChoice::Preset("starter".into()),
        setup: None,
        rated: false,
    })
    .await
    .expect("send");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_waiting_on_a_killed_node_is_never_paired_and_leaves_the_queue() {
    let Some(Cluster {
        mut nodes,
        redis: redis_url,
        dir,
        db: _db,
    }) = cluster("deadwait", 5, &["dw0", "dw1", "dw2"], LEASE_MS).await
    else {
        return;
    };
    // Two players wait on the node that dies: one for a two-seat match, one for a table of four.
    let mut gone = Client::join(&nodes[0].url(), "gone", None)
        .await
        .expect("join");
    ask_gitcg(&mut gone).await;
    let mut gone4 = Client::join(&nodes[0].url(), "gone4", None)
        .await
        .expect("join");
    ask_two_v_two(&mut gone4).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    nodes.remove(0).kill();

    // At once, while the dead node's lease still runs: the first live player to ask finds the
    // dead one's entry, cannot reach its node, and waits for someone else instead.
    let mut live = Client::join(&nodes[1].url(), "live", None)
        .await
        .expect("join");
    ask_gitcg(&mut live).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut late = Client::join(&nodes[0].url(), "late", None)
        .await
        .expect("join");
    ask_gitcg(&mut late).await;
    let mut sides = [
        Side::new(live, "live".into()),
        Side::new(late, "late".into()),
    ];
    let id = sides[0].first_update().await;
    assert_eq!(
        sides[1].first_update().await,
        id,
        "the two live players met"
    );

    // Once the survivors forget the dead node, nothing of it is left in any queue.
    let client = redis::Client::open(redis_url.as_str()).expect("a Redis URL");
    let mut conn = client.get_connection().expect("Redis answers");
    let mut forgotten = false;
    for _ in 0..100 {
        let known: bool = redis::cmd("HEXISTS")
            .arg("tavern:nodes")
            .arg("dw0")
            .query(&mut conn)
            .expect("HEXISTS");
        if !known {
            forgotten = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(forgotten, "the dead node is forgotten");
    let waiting: Vec<String> = redis::cmd("LRANGE")
        .arg("tavern:queue:confix:two_v_two")
        .arg(0)
        .arg(-1)
        .query(&mut conn)
        .expect("LRANGE");
    assert!(
        waiting.is_empty(),
        "the dead node's waiting player left the queue: {waiting:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_sent_to_a_node_that_lost_its_match_is_refused_as_match_moved() {
    let Some(Cluster {
        mut nodes,
        dir,
        db: _db,
        ..
    }) = cluster("moved", 6, &["mv0", "mv1"], LEASE_MS).await
    else {
        return;
    };
    let other = nodes.pop().expect("two nodes");
    let cut_off = nodes.pop().expect("two nodes");
    // No clocks (an odd table), so nothing but the players moves the match.
    let mut t = Table::open(&cut_off.url(), 1).await;
    for _ in 0..3 {
        assert!(t.step().await, "still running");
    }
    let version = t.version();

    // The node falls silent past its lease: the other takes the match over.
    cut_off.signal("STOP");
    let mut taken = false;
    for _ in 0..150 {
        if other.metric("tavern_cluster_takeovers_total").await >= 1 {
            taken = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    cut_off.signal("CONT");
    assert!(taken, "the other node took the match over");

    // A player still connected to the node that lost the match acts: the action is refused
    // with a typed error for that very action (not silence), then the connection closes.
    let (seat, sent) = t.send_one().await.expect("a seat decides");
    let side = &mut t.sides[seat];
    loop {
        match side.c.recv_timeout(LIMIT).await {
            Ok(ServerMsg::ActionResult {
                action_id,
                ok,
                error,
                ..
            }) if action_id == sent => {
                assert!(!ok, "not applied by a node that no longer owns the match");
                let code = error.map(|e| e.code);
                assert_eq!(code, Some(tavern_protocol::wire::ErrorCode::MatchMoved));
                break;
            }
            Ok(ServerMsg::Update { version: v, .. }) => {
                panic!("the refused action was shown at version {v}")
            }
            Ok(_) => {}
            Err(e) => panic!("{}: no answer to the action, only {e:?}", side.name),
        }
    }

    // Reconnected (to the same address, relayed to the new owner), the players find the match
    // as it was and play it to the end.
    t.reconnect(&cut_off.url()).await;
    assert_eq!(t.version(), version, "the refused action did not count");
    while t.step().await {}
    let replay: Replay = other
        .get_json(&format!("/api/matches/{}/replay", t.id))
        .await;
    assert_eq!(replay.steps.len() as u64, t.version());
    assert_eq!(other.metric("tavern_cluster_stale_writes_total").await, 0);
    assert_eq!(cut_off.metric("tavern_cluster_stale_writes_total").await, 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn asking_for_another_quick_match_leaves_the_first_shared_queue() {
    let Some(Cluster {
        mut nodes,
        redis: redis_url,
        dir,
        db: _db,
    }) = cluster("requeue", 7, &["rq0"], LEASE_MS).await
    else {
        return;
    };
    let node = nodes.pop().expect("one node");
    let mut c = Client::join(&node.url(), "fickle", None)
        .await
        .expect("join");
    ask_gitcg(&mut c).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    ask_two_v_two(&mut c).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let client = redis::Client::open(redis_url.as_str()).expect("a Redis URL");
    let mut conn = client.get_connection().expect("Redis answers");
    let listed = |conn: &mut redis::Connection, queue: &str| -> Vec<String> {
        redis::cmd("LRANGE")
            .arg(queue)
            .arg(0)
            .arg(-1)
            .query(conn)
            .expect("LRANGE")
    };
    let me = format!("rq0 {}", c.player_id);
    assert_eq!(
        listed(&mut conn, "tavern:queue:gitcg:one_v_one"),
        Vec::<String>::new(),
        "nobody on another node can take them for the first game"
    );
    assert_eq!(listed(&mut conn, "tavern:queue:confix:two_v_two"), vec![me]);
    let _ = std::fs::remove_dir_all(&dir);
}
