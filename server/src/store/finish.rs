//! What the end of a match changes beyond the match itself, in the same transaction that marks
//! it finished, on either backend: a rated match moves its accounts' ratings (once: only a
//! match still running is rated, and each seat's change is stored under the match's id), and
//! every finished match counts in the records of the saved decks its seats played.
//!
//! A match aborted by the operator, or one with a guest or an account-less bot in it, rates
//! nobody (a tournament's bot seat may play for an account, and is rated as it); an
//! aborted match counts in no deck's record.

use tavern_protocol::accounts::Rating;
use tavern_protocol::{EndReason, Outcome, Seat};

use super::StoreError;
use crate::accounts::ratings::{self, Standing};

/// A match as the end of it needs to know it.
pub(super) struct MatchMeta {
    /// `running` until now.
    pub status: String,
    /// The game.
    pub game: String,
    /// The setup, as its room resolved it.
    pub setup: Option<String>,
    /// Whether it was played from the rated queue.
    pub rated: bool,
}

/// A seat as the end of a match needs to know it.
pub(super) struct SeatRow {
    /// The seat.
    pub seat: u8,
    /// Its team.
    pub team: u8,
    /// The account playing there.
    pub account: Option<String>,
    /// The saved deck it played.
    pub deck: Option<String>,
}

/// How a seat's side did, for its deck's record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum DeckResult {
    Win,
    Loss,
    Draw,
}

/// The reads and writes the end of a match needs, in the writer's transaction.
pub(super) trait FinishTx {
    /// The match, if stored.
    fn match_meta(&mut self, match_id: &str) -> Result<Option<MatchMeta>, StoreError>;
    /// Its seats.
    fn seats(&mut self, match_id: &str) -> Result<Vec<SeatRow>, StoreError>;
    /// Whether changes of this match are stored already.
    fn rated_already(&mut self, match_id: &str) -> Result<bool, StoreError>;
    /// An account's rating and games played in a game and setup (locked until the commit
    /// where the database can lock rows).
    fn rating(
        &mut self,
        account: &str,
        game: &str,
        setup: &str,
    ) -> Result<Option<(Rating, u32)>, StoreError>;
    /// Stores an account's rating and games played.
    fn put_rating(
        &mut self,
        account: &str,
        game: &str,
        setup: &str,
        rating: Rating,
        games: u32,
    ) -> Result<(), StoreError>;
    /// Stores one seat's change.
    fn put_change(
        &mut self,
        match_id: &str,
        seat: u8,
        account: &str,
        before: Rating,
        after: Rating,
    ) -> Result<(), StoreError>;
    /// Counts a result in a saved deck's record (nothing if the deck is gone).
    fn count_deck(
        &mut self,
        account: &str,
        game: &str,
        deck: &str,
        result: DeckResult,
    ) -> Result<(), StoreError>;
}

/// Called by each backend's writer as a match ends, before its status changes.
pub(super) fn on_finished(
    tx: &mut impl FinishTx,
    match_id: &str,
    status: &str,
    outcome: Option<&str>,
) -> Result<(), StoreError> {
    let Some(meta) = tx.match_meta(match_id)? else {
        return Ok(());
    };
    // Only the first end of a running match counts: a result stored again (recovery finding
    // a match that ended just before a crash) changes nothing more.
    if meta.status != "running" || status != "finished" {
        return Ok(());
    }
    let Some(outcome) = outcome.and_then(|o| serde_json::from_str::<Outcome>(o).ok()) else {
        return Ok(());
    };
    if matches!(
        outcome,
        Outcome::Draw {
            reason: EndReason::Aborted
        }
    ) {
        return Ok(());
    }
    let seats = tx.seats(match_id)?;
    let standing = |seat: u8| ratings::standing(&outcome, Seat(seat));
    for s in &seats {
        if let (Some(account), Some(deck)) = (&s.account, &s.deck) {
            let result = match standing(s.seat) {
                Standing::Won => DeckResult::Win,
                Standing::Lost => DeckResult::Loss,
                Standing::Drew => DeckResult::Draw,
            };
            tx.count_deck(account, &meta.game, deck, result)?;
        }
    }
    // Every seat an account: a bot seat has one only when it plays for an account's
    // tournament entry.
    let rateable = meta.rated && !seats.is_empty() && seats.iter().all(|s| s.account.is_some());
    let Some(setup) = meta.setup.filter(|_| rateable) else {
        return Ok(());
    };
    if tx.rated_already(match_id)? {
        return Ok(());
    }
    let mut before = Vec::with_capacity(seats.len());
    for s in &seats {
        let account = s.account.as_deref().unwrap_or_default();
        before.push(tx.rating(account, &meta.game, &setup)?);
    }
    let players: Vec<ratings::Player> = seats
        .iter()
        .zip(&before)
        .map(|(s, b)| ratings::Player {
            team: s.team,
            standing: standing(s.seat),
            rating: b.map_or_else(ratings::initial, |(r, _)| r),
        })
        .collect();
    let after = ratings::rate(&players);
    for ((s, b), (p, new)) in seats.iter().zip(&before).zip(players.iter().zip(after)) {
        let account = s.account.as_deref().unwrap_or_default();
        let games = b.map_or(0, |(_, g)| g) + 1;
        tx.put_rating(account, &meta.game, &setup, new, games)?;
        tx.put_change(match_id, s.seat, account, p.rating, new)?;
    }
    Ok(())
}

/// A match's setup and whether it is rated, from its room's options (JSON of `RoomOptions`);
/// options that do not read are an unrated match of no known setup.
pub(super) fn setup_and_rated(room_options: &str) -> (Option<String>, bool) {
    match serde_json::from_str::<tavern_protocol::wire::RoomOptions>(room_options) {
        Ok(o) => (o.setup, o.rated),
        Err(_) => (None, false),
    }
}
