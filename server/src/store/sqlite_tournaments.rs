//! SQLite's side of tournaments: [`TournamentStore`] on the reading connection (tournament
//! changes are rare next to match steps; WAL has them wait their turn behind the writer).

use rusqlite::{params, OptionalExtension};

use super::tournaments::{AuditRow, TournamentRow, TournamentStore};
use super::{SqliteStore, StoreError};

const COLUMNS: &str = "id, organizer, game, status, created_at, body";

fn tournament_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<TournamentRow> {
    Ok(TournamentRow {
        id: r.get(0)?,
        organizer: r.get(1)?,
        game: r.get(2)?,
        status: r.get(3)?,
        created_at_ms: r.get(4)?,
        body: r.get(5)?,
    })
}

impl TournamentStore for SqliteStore {
    fn save_tournament(&self, t: &TournamentRow, audit: &[AuditRow]) -> Result<(), StoreError> {
        let mut conn = self.read();
        let tx = conn.transaction()?;
        tx.execute(
            &format!(
                "INSERT INTO tournaments ({COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                 ON CONFLICT (id) DO UPDATE SET status = excluded.status, body = excluded.body"
            ),
            params![t.id, t.organizer, t.game, t.status, t.created_at_ms, t.body],
        )?;
        for a in audit {
            tx.execute(
                "INSERT INTO tournament_audit (tournament_id, seq, at, actor, action, detail)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![t.id, a.seq, a.at_ms, a.actor, a.action, a.detail],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    fn tournament(&self, id: &str) -> Result<Option<TournamentRow>, StoreError> {
        Ok(self
            .read()
            .query_row(
                &format!("SELECT {COLUMNS} FROM tournaments WHERE id = ?1"),
                [id],
                tournament_row,
            )
            .optional()?)
    }

    fn tournaments(&self) -> Result<Vec<TournamentRow>, StoreError> {
        let conn = self.read();
        let mut st = conn.prepare(&format!(
            "SELECT {COLUMNS} FROM tournaments ORDER BY created_at DESC, id DESC"
        ))?;
        let rows = st.query_map([], tournament_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn audit(&self, id: &str) -> Result<Vec<AuditRow>, StoreError> {
        let conn = self.read();
        let mut st = conn.prepare(
            "SELECT seq, at, actor, action, detail FROM tournament_audit
             WHERE tournament_id = ?1 ORDER BY seq",
        )?;
        let rows = st.query_map([id], |r| {
            Ok(AuditRow {
                seq: r.get(0)?,
                at_ms: r.get(1)?,
                actor: r.get(2)?,
                action: r.get(3)?,
                detail: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
