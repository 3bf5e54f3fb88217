//! PostgreSQL's side of tournaments: [`TournamentStore`] on the reader's connection, each call
//! a transaction of its own.

use ::postgres::Row;

use super::connection::Tx;
use super::PostgresStore;
use crate::store::tournaments::{AuditRow, TournamentRow, TournamentStore};
use crate::store::StoreError;

fn tournament_row(r: &Row) -> Result<TournamentRow, StoreError> {
    Ok(TournamentRow {
        id: r.try_get(0)?,
        organizer: r.try_get(1)?,
        game: r.try_get(2)?,
        status: r.try_get(3)?,
        created_at_ms: r.try_get(4)?,
        body: r.try_get(5)?,
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

impl TournamentStore for PostgresStore {
    fn save_tournament(&self, t: &TournamentRow, audit: &[AuditRow]) -> Result<(), StoreError> {
        let (t, audit) = (t.clone(), audit.to_vec());
        in_tx(self, move |tx| {
            tx.execute(
                "INSERT INTO tournaments (id, organizer, game, status, created_at, body)
                 VALUES ($1, $2, $3, $4, $5, $6)
                 ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, body = EXCLUDED.body",
                &[
                    &t.id,
                    &t.organizer,
                    &t.game,
                    &t.status,
                    &t.created_at_ms,
                    &t.body,
                ],
            )?;
            for a in &audit {
                let seq = a.seq as i32;
                tx.execute(
                    "INSERT INTO tournament_audit (tournament_id, seq, at, actor, action, detail)
                     VALUES ($1, $2, $3, $4, $5, $6)",
                    &[&t.id, &seq, &a.at_ms, &a.actor, &a.action, &a.detail],
                )?;
            }
            Ok(())
        })
    }

    fn tournament(&self, id: &str) -> Result<Option<TournamentRow>, StoreError> {
        let id = id.to_string();
        in_tx(self, move |tx| {
            tx.query_opt(
                "SELECT id, organizer, game, status, created_at, body FROM tournaments
                 WHERE id = $1",
                &[&id],
            )?
            .as_ref()
            .map(tournament_row)
            .transpose()
        })
    }

    fn tournaments(&self) -> Result<Vec<TournamentRow>, StoreError> {
        in_tx(self, |tx| {
            tx.query(
                "SELECT id, organizer, game, status, created_at, body FROM tournaments
                 ORDER BY created_at DESC, id DESC",
                &[],
            )?
            .iter()
            .map(tournament_row)
            .collect()
        })
    }

    fn audit(&self, id: &str) -> Result<Vec<AuditRow>, StoreError> {
        let id = id.to_string();
        in_tx(self, move |tx| {
            tx.query(
                "SELECT seq, at, actor, action, detail FROM tournament_audit
                 WHERE tournament_id = $1 ORDER BY seq",
                &[&id],
            )?
            .iter()
            .map(|r| {
                Ok(AuditRow {
                    seq: r.try_get::<_, i32>(0)?.max(0) as u32,
                    at_ms: r.try_get(1)?,
                    actor: r.try_get(2)?,
                    action: r.try_get(3)?,
                    detail: r.try_get(4)?,
                })
            })
            .collect()
        })
    }
}
