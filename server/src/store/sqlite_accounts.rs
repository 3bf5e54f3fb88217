//! SQLite's side of accounts: [`AccountStore`] on the reading connection (account changes are
//! rare; WAL has them wait their turn behind the writer), and the end of a match's reads and
//! writes ([`FinishTx`]) inside the writer's transaction.

use rusqlite::{params, Connection, OptionalExtension};
use tavern_protocol::accounts::Rating;

use super::accounts::{AccountRecord, AccountStore, DeckRow, RatingChange, RatingRow};
use super::finish::{DeckResult, FinishTx, MatchMeta, SeatRow};
use super::{SqliteStore, StoreError};

/// The name a deleted account's seats keep in history.
pub(super) const DELETED_PLAYER: &str = "deleted player";

const ACCOUNT_COLUMNS: &str = "id, name, name_key, password_hash, created_at, disabled";

fn account_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<AccountRecord> {
    Ok(AccountRecord {
        id: r.get(0)?,
        name: r.get(1)?,
        name_key: r.get(2)?,
        password_hash: r.get(3)?,
        created_at_ms: r.get(4)?,
        disabled: r.get(5)?,
    })
}

fn deck_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<DeckRow> {
    Ok(DeckRow {
        game: r.get(0)?,
        name: r.get(1)?,
        body: r.get(2)?,
        code: r.get(3)?,
        version: r.get(4)?,
        updated_at_ms: r.get(5)?,
        wins: r.get(6)?,
        losses: r.get(7)?,
        draws: r.get(8)?,
    })
}

fn rating_at(r: &rusqlite::Row<'_>, i: usize) -> rusqlite::Result<Rating> {
    Ok(Rating {
        rating: r.get(i)?,
        deviation: r.get(i + 1)?,
        volatility: r.get(i + 2)?,
    })
}

fn rating_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<RatingRow> {
    Ok(RatingRow {
        game: r.get(0)?,
        setup: r.get(1)?,
        rating: rating_at(r, 2)?,
        games: r.get(5)?,
    })
}

impl AccountStore for SqliteStore {
    fn create_account(&self, a: &AccountRecord) -> Result<bool, StoreError> {
        let n = self.read().execute(
            "INSERT OR IGNORE INTO accounts (id, name, name_key, password_hash, created_at, disabled)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![a.id, a.name, a.name_key, a.password_hash, a.created_at_ms, a.disabled],
        )?;
        Ok(n == 1)
    }

    fn account_by_key(&self, name_key: &str) -> Result<Option<AccountRecord>, StoreError> {
        Ok(self
            .read()
            .query_row(
                &format!("SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE name_key = ?1"),
                [name_key],
                account_row,
            )
            .optional()?)
    }

    fn create_session(
        &self,
        account_id: &str,
        token_hash: &[u8; 32],
        created_at_ms: i64,
        expires_at_ms: i64,
    ) -> Result<(), StoreError> {
        self.read().execute(
            "INSERT INTO account_sessions (token_hash, account_id, created_at, expires_at)
             VALUES (?1, ?2, ?3, ?4)",
            params![&token_hash[..], account_id, created_at_ms, expires_at_ms],
        )?;
        Ok(())
    }

    fn session(
        &self,
        token_hash: &[u8; 32],
        now_ms: i64,
    ) -> Result<Option<(AccountRecord, i64)>, StoreError> {
        Ok(self
            .read()
            .query_row(
                "SELECT a.id, a.name, a.name_key, a.password_hash, a.created_at, a.disabled,
                        s.expires_at
                 FROM account_sessions s JOIN accounts a ON a.id = s.account_id
                 WHERE s.token_hash = ?1 AND s.expires_at > ?2 AND a.disabled = 0",
                params![&token_hash[..], now_ms],
                |r| Ok((account_row(r)?, r.get(6)?)),
            )
            .optional()?)
    }

    fn end_session(&self, token_hash: &[u8; 32]) -> Result<(), StoreError> {
        self.read().execute(
            "DELETE FROM account_sessions WHERE token_hash = ?1",
            [&token_hash[..]],
        )?;
        Ok(())
    }

    fn set_password(
        &self,
        account_id: &str,
        password_hash: &str,
        keep: &[u8; 32],
    ) -> Result<(), StoreError> {
        let mut conn = self.read();
        let tx = conn.transaction()?;
        tx.execute(
            "UPDATE accounts SET password_hash = ?2 WHERE id = ?1",
            params![account_id, password_hash],
        )?;
        tx.execute(
            "DELETE FROM account_sessions WHERE account_id = ?1 AND token_hash != ?2",
            params![account_id, &keep[..]],
        )?;
        tx.commit()?;
        Ok(())
    }

    fn delete_account(&self, account_id: &str) -> Result<(), StoreError> {
        let mut conn = self.read();
        let tx = conn.transaction()?;
        tx.execute(
            "UPDATE seats SET name = ?2, account_id = NULL, deck_name = NULL
             WHERE account_id = ?1",
            params![account_id, DELETED_PLAYER],
        )?;
        tx.execute(
            "UPDATE rating_changes SET account_id = NULL WHERE account_id = ?1",
            [account_id],
        )?;
        // Sessions, decks and ratings go with it (ON DELETE CASCADE).
        tx.execute("DELETE FROM accounts WHERE id = ?1", [account_id])?;
        tx.commit()?;
        Ok(())
    }

    fn disable_account(&self, account_id: &str) -> Result<(), StoreError> {
        let mut conn = self.read();
        let tx = conn.transaction()?;
        tx.execute(
            "UPDATE accounts SET disabled = 1 WHERE id = ?1",
            [account_id],
        )?;
        tx.execute(
            "DELETE FROM account_sessions WHERE account_id = ?1",
            [account_id],
        )?;
        tx.commit()?;
        Ok(())
    }

    fn decks(&self, account_id: &str, game: Option<&str>) -> Result<Vec<DeckRow>, StoreError> {
        let conn = self.read();
        let mut st = conn.prepare_cached(
            "SELECT game, name, body, code, version, updated_at, wins, losses, draws
             FROM decks WHERE account_id = ?1 AND (?2 IS NULL OR game = ?2)
             ORDER BY game, name",
        )?;
        let rows = st.query_map(params![account_id, game], deck_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn deck(
        &self,
        account_id: &str,
        game: &str,
        name: &str,
    ) -> Result<Option<DeckRow>, StoreError> {
        Ok(self
            .read()
            .query_row(
                "SELECT game, name, body, code, version, updated_at, wins, losses, draws
                 FROM decks WHERE account_id = ?1 AND game = ?2 AND name = ?3",
                params![account_id, game, name],
                deck_row,
            )
            .optional()?)
    }

    fn put_deck(&self, account_id: &str, d: &DeckRow) -> Result<(), StoreError> {
        self.read().execute(
            "INSERT INTO decks (account_id, game, name, body, code, version, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
             ON CONFLICT (account_id, game, name) DO UPDATE SET
                 body = excluded.body, code = excluded.code, version = excluded.version,
                 updated_at = excluded.updated_at",
            params![
                account_id,
                d.game,
                d.name,
                d.body,
                d.code,
                d.version,
                d.updated_at_ms
            ],
        )?;
        Ok(())
    }

    fn delete_deck(&self, account_id: &str, game: &str, name: &str) -> Result<bool, StoreError> {
        let n = self.read().execute(
            "DELETE FROM decks WHERE account_id = ?1 AND game = ?2 AND name = ?3",
            params![account_id, game, name],
        )?;
        Ok(n > 0)
    }

    fn ratings(&self, account_id: &str) -> Result<Vec<RatingRow>, StoreError> {
        let conn = self.read();
        let mut st = conn.prepare_cached(
            "SELECT game, setup, rating, deviation, volatility, games FROM ratings
             WHERE account_id = ?1 ORDER BY games DESC, game, setup",
        )?;
        let rows = st.query_map([account_id], rating_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn leaderboard(
        &self,
        game: &str,
        setup: &str,
        max_deviation: f64,
        limit: usize,
    ) -> Result<Vec<(String, RatingRow)>, StoreError> {
        let conn = self.read();
        let mut st = conn.prepare_cached(
            "SELECT r.game, r.setup, r.rating, r.deviation, r.volatility, r.games, a.name
             FROM ratings r JOIN accounts a ON a.id = r.account_id
             WHERE r.game = ?1 AND r.setup = ?2 AND r.deviation <= ?3 AND a.disabled = 0
             ORDER BY r.rating DESC, a.name_key LIMIT ?4",
        )?;
        let rows = st.query_map(params![game, setup, max_deviation, limit as i64], |r| {
            Ok((r.get(6)?, rating_row(r)?))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn rating_changes(&self, match_id: &str) -> Result<Vec<RatingChange>, StoreError> {
        let conn = self.read();
        let mut st = conn.prepare_cached(
            "SELECT c.seat, s.name, c.rating_before, c.deviation_before, c.volatility_before,
                    c.rating_after, c.deviation_after, c.volatility_after
             FROM rating_changes c JOIN seats s ON s.match_id = c.match_id AND s.seat = c.seat
             WHERE c.match_id = ?1 ORDER BY c.seat",
        )?;
        let rows = st.query_map([match_id], |r| {
            Ok(RatingChange {
                seat: r.get(0)?,
                name: r.get(1)?,
                before: rating_at(r, 2)?,
                after: rating_at(r, 5)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

/// The writer's transaction, as the end of a match reads and writes it.
pub(super) struct Lite<'a>(pub &'a Connection);

impl FinishTx for Lite<'_> {
    fn match_meta(&mut self, match_id: &str) -> Result<Option<MatchMeta>, StoreError> {
        Ok(self
            .0
            .prepare_cached("SELECT status, game, setup, rated FROM matches WHERE id = ?1")?
            .query_row([match_id], |r| {
                Ok(MatchMeta {
                    status: r.get(0)?,
                    game: r.get(1)?,
                    setup: r.get(2)?,
                    rated: r.get(3)?,
                })
            })
            .optional()?)
    }

    fn seats(&mut self, match_id: &str) -> Result<Vec<SeatRow>, StoreError> {
        let mut st = self.0.prepare_cached(
            "SELECT seat, COALESCE(team, seat), bot, account_id, deck_name FROM seats
             WHERE match_id = ?1 ORDER BY seat",
        )?;
        let rows = st.query_map([match_id], |r| {
            Ok(SeatRow {
                seat: r.get(0)?,
                team: r.get(1)?,
                account: r.get(3)?,
                deck: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn rated_already(&mut self, match_id: &str) -> Result<bool, StoreError> {
        Ok(self
            .0
            .prepare_cached("SELECT 1 FROM rating_changes WHERE match_id = ?1 LIMIT 1")?
            .query_row([match_id], |_| Ok(()))
            .optional()?
            .is_some())
    }

    fn rating(
        &mut self,
        account: &str,
        game: &str,
        setup: &str,
    ) -> Result<Option<(Rating, u32)>, StoreError> {
        Ok(self
            .0
            .prepare_cached(
                "SELECT rating, deviation, volatility, games FROM ratings
                 WHERE account_id = ?1 AND game = ?2 AND setup = ?3",
            )?
            .query_row(params![account, game, setup], |r| {
                Ok((rating_at(r, 0)?, r.get(3)?))
            })
            .optional()?)
    }

    fn put_rating(
        &mut self,
        account: &str,
        game: &str,
        setup: &str,
        rating: Rating,
        games: u32,
    ) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "INSERT INTO ratings (account_id, game, setup, rating, deviation, volatility, games)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                 ON CONFLICT (account_id, game, setup) DO UPDATE SET
                     rating = excluded.rating, deviation = excluded.deviation,
                     volatility = excluded.volatility, games = excluded.games",
            )?
            .execute(params![
                account,
                game,
                setup,
                rating.rating,
                rating.deviation,
                rating.volatility,
                games
            ])?;
        Ok(())
    }

    fn put_change(
        &mut self,
        match_id: &str,
        seat: u8,
        account: &str,
        before: Rating,
        after: Rating,
    ) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "INSERT INTO rating_changes (match_id, seat, account_id, rating_before,
                     deviation_before, volatility_before, rating_after, deviation_after,
                     volatility_after)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(params![
                match_id,
                seat,
                account,
                before.rating,
                before.deviation,
                before.volatility,
                after.rating,
                after.deviation,
                after.volatility
            ])?;
        Ok(())
    }

    fn count_deck(
        &mut self,
        account: &str,
        game: &str,
        deck: &str,
        result: DeckResult,
    ) -> Result<(), StoreError> {
        let sql = match result {
            DeckResult::Win => {
                "UPDATE decks SET wins = wins + 1 WHERE account_id = ?1 AND game = ?2 AND name = ?3"
            }
            DeckResult::Loss => {
                "UPDATE decks SET losses = losses + 1 WHERE account_id = ?1 AND game = ?2 AND name = ?3"
            }
            DeckResult::Draw => {
                "UPDATE decks SET draws = draws + 1 WHERE account_id = ?1 AND game = ?2 AND name = ?3"
            }
        };
        self.0
            .prepare_cached(sql)?
            .execute(params![account, game, deck])?;
        Ok(())
    }
}
