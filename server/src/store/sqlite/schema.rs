//! The SQLite schema, its migrations and how a connection is opened.

use std::path::Path;

use rusqlite::Connection;

use crate::store::StoreError;

/// The schema, one migration per entry; `PRAGMA user_version` is the number applied.
pub const MIGRATIONS: &[&str] = &[
    // 1: rooms, matches, seats, the action log.
    "CREATE TABLE rooms (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        created_at INTEGER NOT NULL
    );
    CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        room_id TEXT NOT NULL REFERENCES rooms(id),
        game TEXT NOT NULL,
        seed INTEGER NOT NULL,
        config TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        finished_at INTEGER,
        outcome TEXT,
        status TEXT NOT NULL DEFAULT 'running'
    );
    CREATE INDEX matches_by_status ON matches(status, finished_at);
    CREATE TABLE seats (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player_id TEXT,
        name TEXT NOT NULL,
        bot INTEGER NOT NULL,
        token_hash BLOB,
        allow_spectators INTEGER NOT NULL,
        PRIMARY KEY (match_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX seats_by_player ON seats(player_id);
    CREATE TABLE actions (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        action TEXT,
        decision TEXT,
        action_id TEXT,
        at INTEGER NOT NULL,
        clocks TEXT,
        PRIMARY KEY (match_id, version)
    ) WITHOUT ROWID;",
    // 2: history by game.
    "CREATE INDEX matches_by_game ON matches(game, finished_at);",
    // 3: the journal (one row per commit: its steps, one JSON line each) and one log per
    // match (its steps as JSON lines) instead of one row per step (see `writer`).
    "CREATE TABLE journal (
        seq INTEGER PRIMARY KEY,
        steps TEXT NOT NULL
    );
    CREATE TABLE logs (
        match_id TEXT PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
        steps TEXT NOT NULL,
        last_version INTEGER NOT NULL
    );
    INSERT INTO logs (match_id, steps, last_version)
        SELECT match_id,
               group_concat(json_object('m', match_id, 'v', version, 's', seat, 'k', kind,
                                        'a', json(action), 'd', decision, 'i', action_id,
                                        't', at, 'c', json(clocks)), char(10)) || char(10),
               MAX(version)
        FROM (SELECT * FROM actions ORDER BY match_id, version)
        GROUP BY match_id;
    DROP TABLE actions;",
    // 4: each seat's team (matches of more than two seats play in teams). Seats stored before
    // have none: every seat then played alone, in the team numbered after it.
    "ALTER TABLE seats ADD COLUMN team INTEGER;",
    // 5: a finished match's log is stored compressed (`log_pack`): its lines are `packed`,
    // then `steps` holds nothing. Logs written before stay as text and read as before.
    "ALTER TABLE logs ADD COLUMN packed BLOB;",
    // 6: a seat whose player left a match that went on without them (they are not brought
    // back to it after a restart).
    "ALTER TABLE seats ADD COLUMN player_left INTEGER NOT NULL DEFAULT 0;",
    // 7: accounts (`store::accounts`): the accounts, their sessions (tokens' SHA-256),
    // saved decks with their records, Glicko-2 ratings per game and setup and each rated
    // match's changes; each seat's account and saved deck; each match's setup and whether it
    // is rated (read from its room's options when it starts).
    "CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        disabled INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE account_sessions (
        token_hash BLOB PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX account_sessions_by_account ON account_sessions(account_id);
    CREATE TABLE decks (
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        game TEXT NOT NULL,
        name TEXT NOT NULL,
        body TEXT NOT NULL,
        code TEXT,
        version TEXT,
        updated_at INTEGER NOT NULL,
        wins INTEGER NOT NULL DEFAULT 0,
        losses INTEGER NOT NULL DEFAULT 0,
        draws INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (account_id, game, name)
    ) WITHOUT ROWID;
    CREATE TABLE ratings (
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        game TEXT NOT NULL,
        setup TEXT NOT NULL,
        rating REAL NOT NULL,
        deviation REAL NOT NULL,
        volatility REAL NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (account_id, game, setup)
    ) WITHOUT ROWID;
    CREATE INDEX ratings_by_game ON ratings(game, setup, rating);
    CREATE TABLE rating_changes (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        account_id TEXT,
        rating_before REAL NOT NULL,
        deviation_before REAL NOT NULL,
        volatility_before REAL NOT NULL,
        rating_after REAL NOT NULL,
        deviation_after REAL NOT NULL,
        volatility_after REAL NOT NULL,
        PRIMARY KEY (match_id, seat)
    ) WITHOUT ROWID;
    ALTER TABLE seats ADD COLUMN account_id TEXT;
    ALTER TABLE seats ADD COLUMN deck_name TEXT;
    CREATE INDEX seats_by_account ON seats(account_id);
    ALTER TABLE matches ADD COLUMN setup TEXT;
    ALTER TABLE matches ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;",
    // 8: tournaments (`store::tournaments`): each tournament's state as one row, and its
    // audit log.
    "CREATE TABLE tournaments (
        id TEXT PRIMARY KEY,
        organizer TEXT NOT NULL,
        game TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        body TEXT NOT NULL
    );
    CREATE TABLE tournament_audit (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        at INTEGER NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL,
        PRIMARY KEY (tournament_id, seq)
    ) WITHOUT ROWID;",
];

/// Brings a database to the newest schema; returns the version it was at.
pub fn migrate(conn: &mut Connection) -> Result<usize, StoreError> {
    let at: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let at = at.max(0) as usize;
    if at > MIGRATIONS.len() {
        return Err(StoreError::Failed(format!(
            "the database has schema version {at}, newer than this server's {}",
            MIGRATIONS.len()
        )));
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(at) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", (i + 1) as i64)?;
        tx.commit()?;
        tracing::info!(version = i + 1, "database migrated");
    }
    Ok(at)
}

/// How hard SQLite works to keep a commit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum SyncMode {
    /// Every commit reaches the disk (`synchronous=FULL`): survives power loss.
    #[default]
    Full,
    /// Commits survive a crash of the process but maybe not of the machine
    /// (`synchronous=NORMAL` in WAL mode).
    Normal,
}

pub(super) fn open_conn(path: &Path, sync: SyncMode) -> Result<Connection, StoreError> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(
        None,
        "synchronous",
        match sync {
            SyncMode::Full => "FULL",
            SyncMode::Normal => "NORMAL",
        },
    )?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    // 16 MiB of page cache (the default is 2 MiB): the writer keeps the pages it appends to
    // and the index pages it looks matches up in.
    conn.pragma_update(None, "cache_size", -16_384)?;
    Ok(conn)
}
