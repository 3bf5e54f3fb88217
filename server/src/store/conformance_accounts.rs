//! The store's account tests, on both backends: accounts and sessions, saved decks, and the
//! ratings a rated match's end writes (once), with the leaderboard and history by account.

use tavern_protocol::{EndReason, Outcome, Seat};

use super::{put, record, steps, TestDb};
use crate::store::{
    AccountRecord, AccountStore, DeckRow, HistoryQuery, SeatAccount, Store, SyncMode, Write,
};

on_every_backend!(
    accounts_keep_one_name_whatever_its_case_and_sessions_end_as_asked,
    a_deleted_account_frees_its_name_and_leaves_its_matches_to_a_deleted_player,
    saved_decks_are_their_owners_and_keep_their_record_when_saved_again,
    a_rated_match_rates_its_accounts_once_and_counts_its_decks,
    matches_with_a_guest_a_bot_or_an_abort_rate_nobody,
    the_leaderboard_leaves_out_provisional_ratings,
);

fn account(id: &str, name: &str) -> AccountRecord {
    AccountRecord {
        id: id.into(),
        name: name.into(),
        name_key: name.to_lowercase(),
        password_hash: format!("$argon2id$hash-of-{id}"),
        created_at_ms: 1_000,
        disabled: false,
    }
}

fn accounts(store: &dyn Store) -> &dyn AccountStore {
    store.accounts().expect("both backends keep accounts")
}

/// Registers accounts `a` (Ayaka) and `b` (Lumine).
fn two_accounts(store: &dyn Store) {
    let a = accounts(store);
    assert!(a.create_account(&account("a", "Ayaka")).expect("a"));
    assert!(a.create_account(&account("b", "Lumine")).expect("b"));
}

/// A two-seat match between accounts `a` (seat 0) and `b` (seat 1), rated or not, `a`
/// playing its saved deck "Freeze".
fn match_of_accounts(id: &str, rated: bool) -> crate::store::MatchRecord {
    let mut m = record(id, "pa");
    m.room_options = serde_json::json!({"setup": "one_v_one", "rated": rated}).to_string();
    m.seats[0].account = Some(SeatAccount {
        id: "a".into(),
        deck: Some("Freeze".into()),
    });
    m.seats[0].team = 0;
    m.seats[1] = crate::store::SeatRecord {
        player_id: Some("pb".into()),
        name: "Lumine".into(),
        bot: false,
        token_hash: Some([8; 32]),
        allow_spectators: true,
        team: 1,
        left: false,
        account: Some(SeatAccount {
            id: "b".into(),
            deck: None,
        }),
    };
    m
}

/// Ends a match with `outcome`.
async fn end(store: &dyn Store, id: &str, outcome: &Outcome) {
    put(
        store,
        Write::Finished {
            match_id: id.into(),
            status: "finished".into(),
            outcome: Some(serde_json::to_string(outcome).expect("outcome")),
            at_ms: 9_000,
        },
    )
    .await
    .expect("finished");
}

/// Plays a match from its start to `outcome`.
async fn play(store: &dyn Store, m: crate::store::MatchRecord, outcome: &Outcome) {
    let id = m.id.clone();
    put(store, Write::MatchStarted(Box::new(m)))
        .await
        .expect("started");
    steps(store, &id, 1..=2).await;
    end(store, &id, outcome).await;
}

fn deck(game: &str, name: &str, body: &str) -> DeckRow {
    DeckRow {
        game: game.into(),
        name: name.into(),
        body: body.into(),
        code: None,
        version: Some("5.3".into()),
        updated_at_ms: 5,
        wins: 0,
        losses: 0,
        draws: 0,
    }
}

async fn accounts_keep_one_name_whatever_its_case_and_sessions_end_as_asked(db: TestDb) {
    let store = db.open(SyncMode::Normal);
    let a = accounts(&*store);
    assert!(a.create_account(&account("a", "Ayaka")).expect("create"));
    assert!(
        !a.create_account(&account("a2", "AYAKA")).expect("create"),
        "one name whatever its case"
    );
    let found = a.account_by_key("ayaka").expect("read").expect("found");
    assert_eq!((found.id.as_str(), found.name.as_str()), ("a", "Ayaka"));
    assert!(a.account_by_key("lumine").expect("read").is_none());
    // Sessions: found until they expire or end.
    for (hash, expires) in [([1; 32], 5_000), ([2; 32], 5_000), ([3; 32], 50)] {
        a.create_session("a", &hash, 10, expires).expect("session");
    }
    let (who, expires) = a.session(&[1; 32], 100).expect("read").expect("live");
    assert_eq!((who.id.as_str(), expires), ("a", 5_000));
    assert!(a.session(&[3; 32], 100).expect("read").is_none(), "expired");
    assert!(a.session(&[9; 32], 100).expect("read").is_none(), "unknown");
    a.end_session(&[1; 32]).expect("log out");
    assert!(a.session(&[1; 32], 100).expect("read").is_none(), "ended");
    // A new password ends every session but the one that changed it.
    a.create_session("a", &[4; 32], 10, 5_000).expect("session");
    a.set_password("a", "$argon2id$new", &[4; 32])
        .expect("password");
    assert!(a.session(&[2; 32], 100).expect("read").is_none());
    let (who, _) = a.session(&[4; 32], 100).expect("read").expect("kept");
    assert_eq!(who.password_hash, "$argon2id$new");
    // Disabled: no session left, none found, and it says so.
    a.disable_account("a").expect("disable");
    assert!(a.session(&[4; 32], 100).expect("read").is_none());
    a.create_session("a", &[5; 32], 10, 5_000).expect("session");
    assert!(
        a.session(&[5; 32], 100).expect("read").is_none(),
        "a disabled account's sessions are never found"
    );
    assert!(
        a.account_by_key("ayaka")
            .expect("read")
            .expect("kept")
            .disabled
    );
    // And after a restart.
    drop(store);
    let store = db.open(SyncMode::Normal);
    assert!(accounts(&*store)
        .account_by_key("ayaka")
        .expect("read")
        .is_some_and(|a| a.disabled));
}

async fn a_deleted_account_frees_its_name_and_leaves_its_matches_to_a_deleted_player(db: TestDb) {
    let store = db.open(SyncMode::Normal);
    two_accounts(&*store);
    play(
        &*store,
        match_of_accounts("m", true),
        &Outcome::seat_wins(Seat(0), EndReason::Defeat),
    )
    .await;
    let a = accounts(&*store);
    a.put_deck("a", &deck("gitcg", "Freeze", "{}"))
        .expect("deck");
    a.create_session("a", &[1; 32], 10, 5_000).expect("session");
    a.delete_account("a").expect("delete");
    assert!(a.account_by_key("ayaka").expect("read").is_none());
    assert!(a.session(&[1; 32], 100).expect("read").is_none());
    assert!(a.decks("a", None).expect("decks").is_empty());
    assert!(a.ratings("a").expect("ratings").is_empty());
    let m = store.load("m").expect("load").expect("kept");
    assert_eq!(m.seats[0].name, "deleted player");
    assert_eq!(m.seats[0].account, None);
    let changes = a.rating_changes("m").expect("changes");
    assert_eq!(
        changes[0].name, "deleted player",
        "its change stays, unnamed"
    );
    // The name is free again.
    assert!(a.create_account(&account("a3", "ayaka")).expect("create"));
}

async fn saved_decks_are_their_owners_and_keep_their_record_when_saved_again(db: TestDb) {
    let store = db.open(SyncMode::Normal);
    two_accounts(&*store);
    let a = accounts(&*store);
    a.put_deck("a", &deck("gitcg", "Freeze", r#"{"code":"X"}"#))
        .expect("save");
    a.put_deck("a", &deck("gensou", "Reimu", "{}"))
        .expect("save");
    assert_eq!(a.decks("a", None).expect("all").len(), 2);
    let gitcg = a.decks("a", Some("gitcg")).expect("gitcg");
    assert_eq!(gitcg.len(), 1);
    assert_eq!(gitcg[0].version.as_deref(), Some("5.3"));
    assert!(a.decks("b", None).expect("b's").is_empty(), "nobody else's");
    assert!(a.deck("b", "gitcg", "Freeze").expect("read").is_none());
    assert!(!a.delete_deck("b", "gitcg", "Freeze").expect("delete"));
    // A match played with it counts; saving it again keeps the count.
    play(
        &*store,
        match_of_accounts("m", false),
        &Outcome::seat_wins(Seat(0), EndReason::Defeat),
    )
    .await;
    a.put_deck("a", &deck("gitcg", "Freeze", r#"{"code":"Y"}"#))
        .expect("save again");
    let saved = a.deck("a", "gitcg", "Freeze").expect("read").expect("kept");
    assert_eq!(saved.body, r#"{"code":"Y"}"#);
    assert_eq!((saved.wins, saved.losses, saved.draws), (1, 0, 0));
    assert!(a.delete_deck("a", "gitcg", "Freeze").expect("delete"));
    assert!(a.deck("a", "gitcg", "Freeze").expect("read").is_none());
}

async fn a_rated_match_rates_its_accounts_once_and_counts_its_decks(db: TestDb) {
    let store = db.open(SyncMode::Normal);
    two_accounts(&*store);
    a_deck_to_count(&*store);
    let win = Outcome::seat_wins(Seat(0), EndReason::Forfeit);
    play(&*store, match_of_accounts("m", true), &win).await;
    let a = accounts(&*store);
    let winner = a.ratings("a").expect("ratings");
    let loser = a.ratings("b").expect("ratings");
    assert_eq!(winner.len(), 1);
    assert_eq!(
        (winner[0].game.as_str(), winner[0].setup.as_str()),
        ("gitcg", "one_v_one")
    );
    assert_eq!((winner[0].games, loser[0].games), (1, 1));
    assert!(winner[0].rating.rating > 1500.0 && loser[0].rating.rating < 1500.0);
    let changes = a.rating_changes("m").expect("changes");
    assert_eq!(changes.len(), 2);
    assert_eq!((changes[0].seat, changes[0].name.as_str()), (0, "alice"));
    assert_eq!(changes[0].before.rating, 1500.0);
    assert_eq!(changes[0].after, winner[0].rating);
    // The end stored again (recovery finding it ended) rates nobody twice.
    end(&*store, "m", &win).await;
    drop(store);
    let store = db.open(SyncMode::Normal);
    let a = accounts(&*store);
    assert_eq!(a.ratings("a").expect("ratings")[0].games, 1, "rated once");
    assert_eq!(a.rating_changes("m").expect("changes").len(), 2);
    let d = a.deck("a", "gitcg", "Freeze").expect("read").expect("deck");
    assert_eq!((d.wins, d.losses), (1, 0), "counted once");
    // History by account finds the match.
    let mine = store
        .history(&HistoryQuery {
            account: Some("b".into()),
            limit: 5,
            ..HistoryQuery::default()
        })
        .expect("history");
    assert_eq!(mine.len(), 1);
    assert_eq!(
        mine[0].seats[1].account.as_ref().map(|a| a.id.as_str()),
        Some("b")
    );
}

/// Account `a`'s saved deck "Freeze", whose record the matches count.
fn a_deck_to_count(store: &dyn Store) {
    accounts(store)
        .put_deck("a", &deck("gitcg", "Freeze", "{}"))
        .expect("deck");
}

async fn matches_with_a_guest_a_bot_or_an_abort_rate_nobody(db: TestDb) {
    let store = db.open(SyncMode::Normal);
    two_accounts(&*store);
    a_deck_to_count(&*store);
    let win = Outcome::seat_wins(Seat(0), EndReason::Defeat);
    // A guest in seat 1.
    let mut guest = match_of_accounts("guest", true);
    guest.seats[1].account = None;
    play(&*store, guest, &win).await;
    // A bot in seat 1 (the record's own seat 1 is one).
    let mut bot = match_of_accounts("bot", true);
    bot.seats[1] = record("bot", "pa").seats[1].clone();
    play(&*store, bot, &win).await;
    // Aborted by the operator.
    let aborted = Outcome::Draw {
        reason: EndReason::Aborted,
    };
    play(&*store, match_of_accounts("aborted", true), &aborted).await;
    // Unrated.
    play(&*store, match_of_accounts("casual", false), &win).await;
    let a = accounts(&*store);
    assert!(a.ratings("a").expect("ratings").is_empty());
    assert!(a.ratings("b").expect("ratings").is_empty());
    for m in ["guest", "bot", "aborted", "casual"] {
        assert!(a.rating_changes(m).expect("changes").is_empty(), "{m}");
    }
    let d = a.deck("a", "gitcg", "Freeze").expect("read").expect("deck");
    assert_eq!(
        (d.wins, d.losses, d.draws),
        (3, 0, 0),
        "every finished match counts in the deck's record, but not an aborted one"
    );
}

async fn the_leaderboard_leaves_out_provisional_ratings(db: TestDb) {
    let store = db.open(SyncMode::Normal);
    two_accounts(&*store);
    let a = accounts(&*store);
    assert!(a.create_account(&account("c", "Paimon")).expect("c"));
    // Ayaka and Lumine play many rated matches (Ayaka wins two in three); Paimon plays one.
    for i in 0..24 {
        let winner = if i % 3 == 2 { Seat(1) } else { Seat(0) };
        let win = Outcome::seat_wins(winner, EndReason::Defeat);
        play(&*store, match_of_accounts(&format!("m{i:02}"), true), &win).await;
    }
    let mut once = match_of_accounts("paimon", true);
    once.seats[1].account = Some(SeatAccount {
        id: "c".into(),
        deck: None,
    });
    play(
        &*store,
        once,
        &Outcome::seat_wins(Seat(1), EndReason::Defeat),
    )
    .await;
    let board = a
        .leaderboard("gitcg", "one_v_one", 110.0, 10)
        .expect("leaderboard");
    let names: Vec<&str> = board.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        ["Ayaka", "Lumine"],
        "highest first, Paimon provisional"
    );
    assert!(board.iter().all(|(_, r)| r.rating.deviation <= 110.0));
    assert_eq!(board[0].1.games, 25);
    assert!(a
        .leaderboard("gitcg", "two_v_two", 110.0, 10)
        .expect("leaderboard")
        .is_empty());
    assert_eq!(
        a.leaderboard("gitcg", "one_v_one", 110.0, 1)
            .expect("one")
            .len(),
        1
    );
}
