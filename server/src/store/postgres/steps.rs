//! PostgreSQL's writer: each commit appends its steps to `steps` in one statement (one row per
//! step, its line), and writes the batch's match starts, ends and seat changes; when a match
//! ends, its lines are packed into its log (`logs`) and its rows deleted.
//!
//! The primary key `(match_id, version)` refuses a step stored twice even if two writers ever
//! raced for one match; the writer also checks that each step follows its match's last one.
//!
//! Fencing (cluster mode): a match this node claimed (`Write::Claim`) has its epoch written in
//! `matches.owner_epoch`; each commit reads the epochs of the claimed matches it writes to,
//! locking their rows (`FOR SHARE`) until it commits, and refuses the writes of any match whose
//! epoch moved on. A claim's `UPDATE` waits for those locks, so a write either commits before
//! the new owner's claim (and the new owner, which reads the match after its claim, sees it) or
//! is refused. Matches never claimed (a single node) are not checked and cost nothing more.

use std::collections::HashMap;

use super::connection::{Conn, Tx};
use crate::store::lines::{encode, parse_lines};
use crate::store::log_pack;
use crate::store::writer::Committer;
use crate::store::{MatchRecord, StoreError, Write};

/// Bytes of lines the writer keeps for one running match so that packing its log at the end
/// reads nothing back; a longer match is read back from `steps` when it ends (tests keep
/// little, so that reading back is tested).
const KEEP_BYTES: usize = if cfg!(test) { 2048 } else { 256 * 1024 };

/// A running match as the writer knows it.
#[derive(Debug, Default)]
struct Open {
    /// Its last stored version.
    last_version: u64,
    /// Its lines, when the writer saw all of them (`complete`).
    lines: String,
    /// Whether `lines` holds every step of the match.
    complete: bool,
}

/// The PostgreSQL writer: its connection, the running matches it knows and the epochs this
/// node claimed.
pub(super) struct PgWriter {
    conn: Conn,
    open: HashMap<String, Open>,
    /// Per match this node claimed: its epoch and this node's id.
    claimed: HashMap<String, (u64, String)>,
}

impl PgWriter {
    /// The writer on a connection to a migrated database.
    pub(super) fn new(conn: Conn) -> PgWriter {
        PgWriter {
            conn,
            open: HashMap::new(),
            claimed: HashMap::new(),
        }
    }
}

/// The steps of a batch waiting to be inserted, as three columns.
#[derive(Default)]
struct Pending<'a> {
    ids: Vec<&'a str>,
    versions: Vec<i64>,
    lines: Vec<String>,
}

impl Pending<'_> {
    /// Inserts them all in one statement.
    fn insert(&mut self, tx: &mut Tx<'_>) -> Result<(), StoreError> {
        if self.ids.is_empty() {
            return Ok(());
        }
        tx.execute(
            "INSERT INTO steps (match_id, version, line)
             SELECT * FROM UNNEST($1::text[], $2::bigint[], $3::text[])",
            &[&self.ids, &self.versions, &self.lines],
        )?;
        self.ids.clear();
        self.versions.clear();
        self.lines.clear();
        Ok(())
    }
}

impl Committer for PgWriter {
    fn commit(&mut self, batch: &[&Write]) -> Result<(), StoreError> {
        let mut tx = self.conn.transaction()?;
        fence(&mut tx, &self.claimed, batch)?;
        // Steps are inserted before any other kind of write that follows them, so that, say, a
        // match's last step is in `steps` when its end packs them.
        let mut pending = Pending::default();
        for w in batch {
            if let Write::Step { match_id, step } = w {
                let mut line = String::new();
                encode(&mut line, match_id, step)?;
                admit(&mut tx, &mut self.open, match_id, step.version, &line)?;
                pending.ids.push(match_id);
                pending.versions.push(step.version as i64);
                pending.lines.push(line);
                continue;
            }
            pending.insert(&mut tx)?;
            if let Write::Claim {
                match_id,
                node,
                epoch,
            } = w
            {
                claim(&mut tx, match_id, node, *epoch)?;
                self.claimed
                    .insert(match_id.clone(), (*epoch, node.clone()));
                continue;
            }
            apply(&mut tx, &mut self.open, &mut self.claimed, w)?;
        }
        pending.insert(&mut tx)?;
        tx.commit()
    }

    fn resync(&mut self) {
        self.open.clear();
    }
}

/// The match a write changes, when it is one this node may have claimed.
fn fenced_match(w: &Write) -> Option<&str> {
    match w {
        Write::Step { match_id, .. }
        | Write::Finished { match_id, .. }
        | Write::SeatLeft { match_id, .. }
        | Write::SeatSpectators { match_id, .. } => Some(match_id),
        Write::MatchStarted(_) | Write::Claim { .. } => None,
    }
}

/// Refuses the batch if it writes to a claimed match whose epoch in the database is no longer
/// the one this node claimed; locks the rows it read until the commit.
fn fence(
    tx: &mut Tx<'_>,
    claimed: &HashMap<String, (u64, String)>,
    batch: &[&Write],
) -> Result<(), StoreError> {
    if claimed.is_empty() {
        return Ok(());
    }
    let mut ids: Vec<&str> = batch
        .iter()
        .filter_map(|w| fenced_match(w))
        .filter(|id| claimed.contains_key(*id))
        .collect();
    if ids.is_empty() {
        return Ok(());
    }
    ids.sort_unstable();
    ids.dedup();
    for row in tx.query(
        "SELECT id, owner_epoch FROM matches WHERE id = ANY($1) ORDER BY id FOR SHARE",
        &[&ids],
    )? {
        let id: &str = row.try_get(0)?;
        let current = row.try_get::<_, i64>(1)?.max(0) as u64;
        if let Some((epoch, _)) = claimed.get(id) {
            if *epoch != current {
                return Err(StoreError::StaleEpoch {
                    match_id: id.to_string(),
                    epoch: *epoch,
                    current,
                });
            }
        }
    }
    Ok(())
}

/// Stores a claim: the match's epoch becomes `epoch` unless it already is that or newer. A
/// match not stored yet takes the epoch when it starts.
fn claim(tx: &mut Tx<'_>, id: &str, node: &str, epoch: u64) -> Result<(), StoreError> {
    let changed = tx.execute(
        "UPDATE matches SET owner_epoch = $3, owner_node = $2 WHERE id = $1 AND owner_epoch < $3",
        &[&id, &node, &(epoch as i64)],
    )?;
    if changed == 1 {
        log_claim(tx, id, node, epoch)?;
    } else if let Some(row) =
        tx.query_opt("SELECT owner_epoch FROM matches WHERE id = $1", &[&id])?
    {
        return Err(StoreError::StaleEpoch {
            match_id: id.to_string(),
            epoch,
            current: row.try_get::<_, i64>(0)?.max(0) as u64,
        });
    }
    Ok(())
}

/// Adds a claim to the log of claims.
fn log_claim(tx: &mut Tx<'_>, id: &str, node: &str, epoch: u64) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO match_claims (match_id, epoch, node, claimed_at) VALUES ($1, $2, $3, $4)",
        &[&id, &(epoch as i64), &node, &crate::store::now_ms()],
    )?;
    Ok(())
}

/// Checks that a step follows its match's last one and keeps its line.
fn admit(
    tx: &mut Tx<'_>,
    open: &mut HashMap<String, Open>,
    id: &str,
    version: u64,
    line: &str,
) -> Result<(), StoreError> {
    if !open.contains_key(id) {
        // Known from its start unless the server restarted or a commit failed since.
        let row = tx.query_opt(
            "SELECT GREATEST(
                 COALESCE((SELECT MAX(version) FROM steps WHERE match_id = $1), 0),
                 COALESCE((SELECT last_version FROM logs WHERE match_id = $1), 0))
             FROM matches WHERE id = $1",
            &[&id],
        )?;
        let Some(row) = row else {
            return Err(StoreError::Failed(format!("step of unknown match {id}")));
        };
        let last = row.try_get::<_, i64>(0)?.max(0) as u64;
        open.insert(
            id.to_string(),
            Open {
                last_version: last,
                lines: String::new(),
                complete: last == 0,
            },
        );
    }
    let m = open.get_mut(id).expect("inserted above");
    if version != m.last_version + 1 {
        return Err(StoreError::Failed(format!(
            "step {version} of match {id} does not follow its step {}",
            m.last_version
        )));
    }
    m.last_version = version;
    if m.complete && m.lines.len() + line.len() <= KEEP_BYTES {
        m.lines.push_str(line);
    } else {
        m.complete = false;
        m.lines = String::new();
    }
    Ok(())
}

fn apply(
    tx: &mut Tx<'_>,
    open: &mut HashMap<String, Open>,
    claimed: &mut HashMap<String, (u64, String)>,
    w: &Write,
) -> Result<(), StoreError> {
    match w {
        Write::MatchStarted(m) => {
            started(tx, m, claimed.get(&m.id))?;
            open.insert(
                m.id.clone(),
                Open {
                    complete: true,
                    ..Open::default()
                },
            );
        }
        // Gathered and stored by `commit`.
        Write::Step { .. } | Write::Claim { .. } => {}
        Write::Finished {
            match_id,
            status,
            outcome,
            at_ms,
        } => {
            crate::store::finish::on_finished(tx, match_id, status, outcome.as_deref())?;
            let (lines, last) = match open.remove(match_id) {
                Some(m) if m.complete => (m.lines, m.last_version),
                _ => read_back(tx, match_id)?,
            };
            if !lines.is_empty() {
                tx.execute(
                    "INSERT INTO logs (match_id, packed, last_version) VALUES ($1, $2, $3)
                     ON CONFLICT (match_id)
                     DO UPDATE SET packed = EXCLUDED.packed, last_version = EXCLUDED.last_version",
                    &[match_id, &log_pack::pack(&lines)?, &(last as i64)],
                )?;
                tx.execute("DELETE FROM steps WHERE match_id = $1", &[match_id])?;
            }
            tx.execute(
                "UPDATE matches SET status = $2, outcome = $3, finished_at = $4 WHERE id = $1",
                &[match_id, status, outcome, at_ms],
            )?;
            // An ended match is never claimed again: its epoch is no longer needed.
            claimed.remove(match_id);
        }
        Write::SeatLeft { match_id, seat } => {
            tx.execute(
                "UPDATE seats SET player_left = TRUE WHERE match_id = $1 AND seat = $2",
                &[match_id, &i16::from(*seat)],
            )?;
        }
        Write::SeatSpectators {
            match_id,
            seat,
            allow,
        } => {
            tx.execute(
                "UPDATE seats SET allow_spectators = $3 WHERE match_id = $1 AND seat = $2",
                &[match_id, &i16::from(*seat), allow],
            )?;
        }
    }
    Ok(())
}

/// Stores a new match with its room and seats, and its owner when this node claimed it first.
fn started(
    tx: &mut Tx<'_>,
    m: &MatchRecord,
    owner: Option<&(u64, String)>,
) -> Result<(), StoreError> {
    let epoch = owner.map_or(0, |(e, _)| *e as i64);
    let node = owner.map(|(_, n)| n.as_str());
    if let Some((e, n)) = owner {
        log_claim(tx, &m.id, n, *e)?;
    }
    tx.execute(
        "INSERT INTO rooms (id, game, options, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING",
        &[&m.room, &m.game, &m.room_options, &m.started_at_ms],
    )?;
    let (setup, rated) = crate::store::finish::setup_and_rated(&m.room_options);
    tx.execute(
        "INSERT INTO matches (id, room_id, game, seed, config, started_at, status,
                              owner_epoch, owner_node, setup, rated)
         VALUES ($1, $2, $3, $4, $5, $6, 'running', $7, $8, $9, $10)",
        &[
            &m.id,
            &m.room,
            &m.game,
            &(m.seed as i64),
            &m.config,
            &m.started_at_ms,
            &epoch,
            &node,
            &setup,
            &rated,
        ],
    )?;
    for (i, s) in m.seats.iter().enumerate() {
        let seat =
            i16::try_from(i).map_err(|_| StoreError::Failed(format!("seat {i} out of range")))?;
        tx.execute(
            "INSERT INTO seats (match_id, seat, player_id, name, bot, token_hash,
                                allow_spectators, team, account_id, deck_name)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            &[
                &m.id,
                &seat,
                &s.player_id,
                &s.name,
                &s.bot,
                &s.token_hash.as_ref().map(|h| h.as_slice()),
                &s.allow_spectators,
                &i16::from(s.team),
                &s.account.as_ref().map(|a| a.id.as_str()),
                &s.account.as_ref().and_then(|a| a.deck.as_deref()),
            ],
        )?;
    }
    Ok(())
}

/// A match's whole log as lines and its last version, read back: its packed log if it has one,
/// then its rows in `steps` after it (a match that outlived the writer's memory or a restart).
fn read_back(tx: &mut Tx<'_>, id: &str) -> Result<(String, u64), StoreError> {
    let mut lines = String::new();
    let mut last = 0;
    if let Some(row) = tx.query_opt(
        "SELECT packed, last_version FROM logs WHERE match_id = $1",
        &[&id],
    )? {
        lines = log_pack::unpack(row.try_get(0)?)?;
        last = row.try_get::<_, i64>(1)?.max(0) as u64;
    }
    for row in tx.query(
        "SELECT line FROM steps WHERE match_id = $1 AND version > $2 ORDER BY version",
        &[&id, &(last as i64)],
    )? {
        let line: &str = row.try_get(0)?;
        if let Some((_, step)) = parse_lines(line).next() {
            last = last.max(step.version);
        }
        lines.push_str(line);
    }
    Ok((lines, last))
}
