//! The PostgreSQL schema and its migrations: a versioned list run at startup, each version
//! recorded in `tavern_migrations`, all under one advisory lock so that several Tavern nodes
//! starting at once on one database migrate it once.

use super::connection::Conn;
use crate::store::StoreError;

/// The schema, one migration per entry; `tavern_migrations` lists the versions applied.
///
/// The tables hold what SQLite's do (`store::MIGRATIONS`), laid out for PostgreSQL: a running
/// match's steps are rows of `steps` (one line each, the same lines SQLite's journal holds),
/// appended in one statement per commit; when the match ends they become its packed log in
/// `logs` and the rows are deleted. `steps` has no foreign key: a step's match is checked by
/// the writer before its first step, and a check per row would cost every action a lookup.
pub(super) const MIGRATIONS: &[&str] = &[
    // 1: rooms, matches, seats, running matches' steps, finished matches' logs.
    "CREATE TABLE rooms (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        created_at BIGINT NOT NULL
    );
    CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        room_id TEXT NOT NULL REFERENCES rooms(id),
        game TEXT NOT NULL,
        seed BIGINT NOT NULL,
        config TEXT NOT NULL,
        started_at BIGINT NOT NULL,
        finished_at BIGINT,
        outcome TEXT,
        status TEXT NOT NULL DEFAULT 'running'
    );
    CREATE INDEX matches_by_status ON matches(status, finished_at);
    CREATE INDEX matches_by_game ON matches(game, finished_at);
    CREATE TABLE seats (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        seat SMALLINT NOT NULL,
        player_id TEXT,
        name TEXT NOT NULL,
        bot BOOLEAN NOT NULL,
        token_hash BYTEA,
        allow_spectators BOOLEAN NOT NULL,
        team SMALLINT NOT NULL,
        PRIMARY KEY (match_id, seat)
    );
    CREATE INDEX seats_by_player ON seats(player_id);
    CREATE TABLE steps (
        match_id TEXT NOT NULL,
        version BIGINT NOT NULL,
        line TEXT NOT NULL,
        PRIMARY KEY (match_id, version)
    );
    CREATE TABLE logs (
        match_id TEXT PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
        packed BYTEA NOT NULL,
        last_version BIGINT NOT NULL
    );",
    // 2: cluster mode's fencing. Each match has an owner node and an epoch that grows with
    // every claim; a node's writes of a match carry the epoch it claimed, checked against
    // this one in the same transaction.
    // `match_claims` is the log of claims: one row per epoch, so two owners of one epoch are
    // impossible and every handover can be read back.
    "ALTER TABLE matches ADD COLUMN owner_node TEXT;
    ALTER TABLE matches ADD COLUMN owner_epoch BIGINT NOT NULL DEFAULT 0;
    CREATE TABLE match_claims (
        match_id TEXT NOT NULL,
        epoch BIGINT NOT NULL,
        node TEXT NOT NULL,
        claimed_at BIGINT NOT NULL,
        PRIMARY KEY (match_id, epoch)
    );",
    // 3: a seat whose player left a match that went on without them (they are not brought
    // back to it after a restart).
    "ALTER TABLE seats ADD COLUMN player_left BOOLEAN NOT NULL DEFAULT FALSE;",
    // 4: accounts, as SQLite's migration 7 (`store::accounts`): accounts, sessions (tokens'
    // SHA-256), saved decks with their records, ratings per game and setup and each rated
    // match's changes; each seat's account and saved deck; each match's setup and rating.
    "CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        disabled BOOLEAN NOT NULL DEFAULT FALSE
    );
    CREATE TABLE account_sessions (
        token_hash BYTEA PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
    );
    CREATE INDEX account_sessions_by_account ON account_sessions(account_id);
    CREATE TABLE decks (
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        game TEXT NOT NULL,
        name TEXT NOT NULL,
        body TEXT NOT NULL,
        code TEXT,
        version TEXT,
        updated_at BIGINT NOT NULL,
        wins INTEGER NOT NULL DEFAULT 0,
        losses INTEGER NOT NULL DEFAULT 0,
        draws INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (account_id, game, name)
    );
    CREATE TABLE ratings (
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        game TEXT NOT NULL,
        setup TEXT NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        deviation DOUBLE PRECISION NOT NULL,
        volatility DOUBLE PRECISION NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (account_id, game, setup)
    );
    CREATE INDEX ratings_by_game ON ratings(game, setup, rating);
    CREATE TABLE rating_changes (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        seat SMALLINT NOT NULL,
        account_id TEXT,
        rating_before DOUBLE PRECISION NOT NULL,
        deviation_before DOUBLE PRECISION NOT NULL,
        volatility_before DOUBLE PRECISION NOT NULL,
        rating_after DOUBLE PRECISION NOT NULL,
        deviation_after DOUBLE PRECISION NOT NULL,
        volatility_after DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (match_id, seat)
    );
    ALTER TABLE seats ADD COLUMN account_id TEXT;
    ALTER TABLE seats ADD COLUMN deck_name TEXT;
    CREATE INDEX seats_by_account ON seats(account_id);
    ALTER TABLE matches ADD COLUMN setup TEXT;
    ALTER TABLE matches ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;",
    // 5: tournaments, as SQLite's migration 8 (`store::tournaments`): each tournament's state as
    // one row, and its audit log.
    "CREATE TABLE tournaments (
        id TEXT PRIMARY KEY,
        organizer TEXT NOT NULL,
        game TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        body TEXT NOT NULL
    );
    CREATE TABLE tournament_audit (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        at BIGINT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL,
        PRIMARY KEY (tournament_id, seq)
    );",
];

/// The advisory lock key migrations hold (any constant: it only has to be Tavern's own).
const MIGRATION_LOCK: i64 = 0x7461_7665_726e;

/// Brings a database to the newest schema, in one transaction; returns the version it was at.
pub(super) fn migrate(conn: &mut Conn) -> Result<usize, StoreError> {
    let mut tx = conn.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
    tx.batch(
        "CREATE TABLE IF NOT EXISTS tavern_migrations (
            version INTEGER PRIMARY KEY,
            applied_at BIGINT NOT NULL
        )",
    )?;
    let at: i32 = tx
        .query_opt(
            "SELECT COALESCE(MAX(version), 0) FROM tavern_migrations",
            &[],
        )?
        .map(|r| r.try_get(0))
        .transpose()?
        .unwrap_or(0);
    let at = at.max(0) as usize;
    if at > MIGRATIONS.len() {
        return Err(StoreError::Failed(format!(
            "the database has schema version {at}, newer than this server's {}",
            MIGRATIONS.len()
        )));
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(at) {
        tx.batch(sql)?;
        let version = (i + 1) as i32;
        tx.execute(
            "INSERT INTO tavern_migrations (version, applied_at) VALUES ($1, $2)",
            &[&version, &crate::store::now_ms()],
        )?;
        tracing::info!(version, "database migrated");
    }
    tx.commit()?;
    Ok(at)
}
