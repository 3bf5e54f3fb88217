//! PostgreSQL's side of accounts: [`AccountStore`] on the reader's connection (each call a
//! transaction of its own; account changes are rare), and the end of a match's reads and
//! writes ([`FinishTx`]) inside the writer's transaction, where an account's rating row is
//! locked (`FOR UPDATE`) so two nodes ending matches of one player at once both count.

use ::postgres::Row;
use tavern_protocol::accounts::Rating;

use super::connection::Tx;
use super::PostgresStore;
use crate::store::accounts::{AccountRecord, AccountStore, DeckRow, RatingChange, RatingRow};
use crate::store::finish::{DeckResult, FinishTx, MatchMeta, SeatRow};
use crate::store::StoreError;

/// The name a deleted account's seats keep in history.
const DELETED_PLAYER: &str = "deleted player";

fn account_row(r: &Row) -> Result<AccountRecord, StoreError> {
    Ok(AccountRecord {
        id: r.try_get(0)?,
        name: r.try_get(1)?,
        name_key: r.try_get(2)?,
        password_hash: r.try_get(3)?,
        created_at_ms: r.try_get(4)?,
        disabled: r.try_get(5)?,
    })
}

fn count(r: &Row, i: usize) -> Result<u32, StoreError> {
    Ok(r.try_get::<_, i32>(i)?.max(0) as u32)
}

fn deck_row(r: &Row) -> Result<DeckRow, StoreError> {
    Ok(DeckRow {
        game: r.try_get(0)?,
        name: r.try_get(1)?,
        body: r.try_get(2)?,
        code: r.try_get(3)?,
        version: r.try_get(4)?,
        updated_at_ms: r.try_get(5)?,
        wins: count(r, 6)?,
        losses: count(r, 7)?,
        draws: count(r, 8)?,
    })
}

fn rating_at(r: &Row, i: usize) -> Result<Rating, StoreError> {
    Ok(Rating {
        rating: r.try_get(i)?,
        deviation: r.try_get(i + 1)?,
        volatility: r.try_get(i + 2)?,
    })
}

fn rating_row(r: &Row) -> Result<RatingRow, StoreError> {
    Ok(RatingRow {
        game: r.try_get(0)?,
        setup: r.try_get(1)?,
        rating: rating_at(r, 2)?,
        games: count(r, 5)?,
    })
}

/// Runs `f` in a transaction of its own on the reader's connection, and commits it.
fn in_tx<T: Send + 'static>(
    store: &PostgresStore,
    f: impl Fn(&mut Tx<'_>) -> Result<T, StoreError> + Send + 'static,
) -> Result<T, StoreError> {
    store.read(move |conn| {
        let mut tx = conn.transaction()?;
        let out = f(&mut tx)?;
        tx.commit()?;
        Ok(out)
    })
}

impl AccountStore for PostgresStore {
    fn create_account(&self, a: &AccountRecord) -> Result<bool, StoreError> {
        let a = a.clone();
        in_tx(self, move |tx| {
            let n = tx.execute(
                "INSERT INTO accounts (id, name, name_key, password_hash, created_at, disabled)
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (name_key) DO NOTHING",
                &[
                    &a.id,
                    &a.name,
                    &a.name_key,
                    &a.password_hash,
                    &a.created_at_ms,
                    &a.disabled,
                ],
            )?;
            Ok(n == 1)
        })
    }

    fn account_by_key(&self, name_key: &str) -> Result<Option<AccountRecord>, StoreError> {
        let key = name_key.to_string();
        in_tx(self, move |tx| {
            tx.query_opt(
                "SELECT id, name, name_key, password_hash, created_at, disabled
                 FROM accounts WHERE name_key = $1",
                &[&key],
            )?
            .as_ref()
            .map(account_row)
            .transpose()
        })
    }

    fn create_session(
        &self,
        account_id: &str,
        token_hash: &[u8; 32],
        created_at_ms: i64,
        expires_at_ms: i64,
    ) -> Result<(), StoreError> {
        let (id, hash) = (account_id.to_string(), token_hash.to_vec());
        in_tx(self, move |tx| {
            tx.execute(
                "INSERT INTO account_sessions (token_hash, account_id, created_at, expires_at)
                 VALUES ($1, $2, $3, $4)",
                &[&hash, &id, &created_at_ms, &expires_at_ms],
            )?;
            Ok(())
        })
    }

    fn session(
        &self,
        token_hash: &[u8; 32],
        now_ms: i64,
    ) -> Result<Option<(AccountRecord, i64)>, StoreError> {
        let hash = token_hash.to_vec();
        in_tx(self, move |tx| {
            tx.query_opt(
                "SELECT a.id, a.name, a.name_key, a.password_hash, a.created_at, a.disabled,
                        s.expires_at
                 FROM account_sessions s JOIN accounts a ON a.id = s.account_id
                 WHERE s.token_hash = $1 AND s.expires_at > $2 AND NOT a.disabled",
                &[&hash, &now_ms],
            )?
            .map(|r| Ok((account_row(&r)?, r.try_get(6)?)))
            .transpose()
        })
    }

    fn end_session(&self, token_hash: &[u8; 32]) -> Result<(), StoreError> {
        let hash = token_hash.to_vec();
        in_tx(self, move |tx| {
            tx.execute(
                "DELETE FROM account_sessions WHERE token_hash = $1",
                &[&hash],
            )?;
            Ok(())
        })
    }

    fn set_password(
        &self,
        account_id: &str,
        password_hash: &str,
        keep: &[u8; 32],
    ) -> Result<(), StoreError> {
        let (id, hash, keep) = (
            account_id.to_string(),
            password_hash.to_string(),
            keep.to_vec(),
        );
        in_tx(self, move |tx| {
            tx.execute(
                "UPDATE accounts SET password_hash = $2 WHERE id = $1",
                &[&id, &hash],
            )?;
            tx.execute(
                "DELETE FROM account_sessions WHERE account_id = $1 AND token_hash <> $2",
                &[&id, &keep],
            )?;
            Ok(())
        })
    }

    fn delete_account(&self, account_id: &str) -> Result<(), StoreError> {
        let id = account_id.to_string();
        in_tx(self, move |tx| {
            tx.execute(
                "UPDATE seats SET name = $2, account_id = NULL, deck_name = NULL
                 WHERE account_id = $1",
                &[&id, &DELETED_PLAYER],
            )?;
            tx.execute(
                "UPDATE rating_changes SET account_id = NULL WHERE account_id = $1",
                &[&id],
            )?;
            // Sessions, decks and ratings go with it (ON DELETE CASCADE).
            tx.execute("DELETE FROM accounts WHERE id = $1", &[&id])?;
            Ok(())
        })
    }

    fn disable_account(&self, account_id: &str) -> Result<(), StoreError> {
        let id = account_id.to_string();
        in_tx(self, move |tx| {
            tx.execute("UPDATE accounts SET disabled = TRUE WHERE id = $1", &[&id])?;
            tx.execute("DELETE FROM account_sessions WHERE account_id = $1", &[&id])?;
            Ok(())
        })
    }

    fn decks(&self, account_id: &str, game: Option<&str>) -> Result<Vec<DeckRow>, StoreError> {
        let (id, game) = (account_id.to_string(), game.map(str::to_string));
        in_tx(self, move |tx| {
            tx.query(
                "SELECT game, name, body, code, version, updated_at, wins, losses, draws
                 FROM decks WHERE account_id = $1 AND ($2::text IS NULL OR game = $2)
                 ORDER BY game, name",
                &[&id, &game],
            )?
            .iter()
            .map(deck_row)
            .collect()
        })
    }

    fn deck(
        &self,
        account_id: &str,
        game: &str,
        name: &str,
    ) -> Result<Option<DeckRow>, StoreError> {
        let (id, game, name) = (account_id.to_string(), game.to_string(), name.to_string());
        in_tx(self, move |tx| {
            tx.query_opt(
                "SELECT game, name, body, code, version, updated_at, wins, losses, draws
                 FROM decks WHERE account_id = $1 AND game = $2 AND name = $3",
                &[&id, &game, &name],
            )?
            .as_ref()
            .map(deck_row)
            .transpose()
        })
    }

    fn put_deck(&self, account_id: &str, d: &DeckRow) -> Result<(), StoreError> {
        let (id, d) = (account_id.to_string(), d.clone());
        in_tx(self, move |tx| {
            tx.execute(
                "INSERT INTO decks (account_id, game, name, body, code, version, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)
                 ON CONFLICT (account_id, game, name) DO UPDATE SET
                     body = EXCLUDED.body, code = EXCLUDED.code, version = EXCLUDED.version,
                     updated_at = EXCLUDED.updated_at",
                &[
                    &id,
                    &d.game,
                    &d.name,
                    &d.body,
                    &d.code,
                    &d.version,
                    &d.updated_at_ms,
                ],
            )?;
            Ok(())
        })
    }

    fn delete_deck(&self, account_id: &str, game: &str, name: &str) -> Result<bool, StoreError> {
        let (id, game, name) = (account_id.to_string(), game.to_string(), name.to_string());
        in_tx(self, move |tx| {
            let n = tx.execute(
                "DELETE FROM decks WHERE account_id = $1 AND game = $2 AND name = $3",
                &[&id, &game, &name],
            )?;
            Ok(n > 0)
        })
    }

    fn ratings(&self, account_id: &str) -> Result<Vec<RatingRow>, StoreError> {
        let id = account_id.to_string();
        in_tx(self, move |tx| {
            tx.query(
                "SELECT game, setup, rating, deviation, volatility, games FROM ratings
                 WHERE account_id = $1 ORDER BY games DESC, game, setup",
                &[&id],
            )?
            .iter()
            .map(rating_row)
            .collect()
        })
    }

    fn leaderboard(
        &self,
        game: &str,
        setup: &str,
        max_deviation: f64,
        limit: usize,
    ) -> Result<Vec<(String, RatingRow)>, StoreError> {
        let (game, setup, limit) = (game.to_string(), setup.to_string(), limit as i64);
        in_tx(self, move |tx| {
            tx.query(
                "SELECT r.game, r.setup, r.rating, r.deviation, r.volatility, r.games, a.name
                 FROM ratings r JOIN accounts a ON a.id = r.account_id
                 WHERE r.game = $1 AND r.setup = $2 AND r.deviation <= $3 AND NOT a.disabled
                 ORDER BY r.rating DESC, a.name_key LIMIT $4",
                &[&game, &setup, &max_deviation, &limit],
            )?
            .iter()
            .map(|r| Ok((r.try_get(6)?, rating_row(r)?)))
            .collect()
        })
    }

    fn rating_changes(&self, match_id: &str) -> Result<Vec<RatingChange>, StoreError> {
        let id = match_id.to_string();
        in_tx(self, move |tx| {
            tx.query(
                "SELECT c.seat, s.name, c.rating_before, c.deviation_before, c.volatility_before,
                        c.rating_after, c.deviation_after, c.volatility_after
                 FROM rating_changes c
                 JOIN seats s ON s.match_id = c.match_id AND s.seat = c.seat
                 WHERE c.match_id = $1 ORDER BY c.seat",
                &[&id],
            )?
            .iter()
            .map(|r| {
                Ok(RatingChange {
                    seat: u8::try_from(r.try_get::<_, i16>(0)?).unwrap_or(0),
                    name: r.try_get(1)?,
                    before: rating_at(r, 2)?,
                    after: rating_at(r, 5)?,
                })
            })
            .collect()
        })
    }
}

impl FinishTx for Tx<'_> {
    fn match_meta(&mut self, match_id: &str) -> Result<Option<MatchMeta>, StoreError> {
        self.query_opt(
            "SELECT status, game, setup, rated FROM matches WHERE id = $1",
            &[&match_id],
        )?
        .map(|r| {
            Ok(MatchMeta {
                status: r.try_get(0)?,
                game: r.try_get(1)?,
                setup: r.try_get(2)?,
                rated: r.try_get(3)?,
            })
        })
        .transpose()
    }

    fn seats(&mut self, match_id: &str) -> Result<Vec<SeatRow>, StoreError> {
        self.query(
            "SELECT seat, team, bot, account_id, deck_name FROM seats
             WHERE match_id = $1 ORDER BY seat",
            &[&match_id],
        )?
        .iter()
        .map(|r| {
            Ok(SeatRow {
                seat: u8::try_from(r.try_get::<_, i16>(0)?).unwrap_or(0),
                team: u8::try_from(r.try_get::<_, i16>(1)?).unwrap_or(0),
                account: r.try_get(3)?,
                deck: r.try_get(4)?,
            })
        })
        .collect()
    }

    fn rated_already(&mut self, match_id: &str) -> Result<bool, StoreError> {
        Ok(self
            .query_opt(
                "SELECT 1 FROM rating_changes WHERE match_id = $1 LIMIT 1",
                &[&match_id],
            )?
            .is_some())
    }

    fn rating(
        &mut self,
        account: &str,
        game: &str,
        setup: &str,
    ) -> Result<Option<(Rating, u32)>, StoreError> {
        self.query_opt(
            "SELECT rating, deviation, volatility, games FROM ratings
             WHERE account_id = $1 AND game = $2 AND setup = $3 FOR UPDATE",
            &[&account, &game, &setup],
        )?
        .map(|r| Ok((rating_at(&r, 0)?, count(&r, 3)?)))
        .transpose()
    }

    fn put_rating(
        &mut self,
        account: &str,
        game: &str,
        setup: &str,
        rating: Rating,
        games: u32,
    ) -> Result<(), StoreError> {
        let games = i32::try_from(games).unwrap_or(i32::MAX);
        self.execute(
            "INSERT INTO ratings (account_id, game, setup, rating, deviation, volatility, games)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (account_id, game, setup) DO UPDATE SET
                 rating = EXCLUDED.rating, deviation = EXCLUDED.deviation,
                 volatility = EXCLUDED.volatility, games = EXCLUDED.games",
            &[
                &account,
                &game,
                &setup,
                &rating.rating,
                &rating.deviation,
                &rating.volatility,
                &games,
            ],
        )?;
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
        self.execute(
            "INSERT INTO rating_changes (match_id, seat, account_id, rating_before,
                 deviation_before, volatility_before, rating_after, deviation_after,
                 volatility_after)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            &[
                &match_id,
                &i16::from(seat),
                &account,
                &before.rating,
                &before.deviation,
                &before.volatility,
                &after.rating,
                &after.deviation,
                &after.volatility,
            ],
        )?;
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
                "UPDATE decks SET wins = wins + 1 WHERE account_id = $1 AND game = $2 AND name = $3"
            }
            DeckResult::Loss => {
                "UPDATE decks SET losses = losses + 1 WHERE account_id = $1 AND game = $2 AND name = $3"
            }
            DeckResult::Draw => {
                "UPDATE decks SET draws = draws + 1 WHERE account_id = $1 AND game = $2 AND name = $3"
            }
        };
        self.execute(sql, &[&account, &game, &deck])?;
        Ok(())
    }
}
