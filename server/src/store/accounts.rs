//! What the store keeps for accounts: the accounts themselves (name, its case-folded key, the
//! argon2id hash of the password), their sessions (SHA-256 of each token, expiry), saved decks
//! with their records, and Glicko-2 ratings per game and setup with each rated match's
//! changes. Both backends implement [`AccountStore`]; the ratings of a rated match are written
//! by the writer in the transaction that marks the match finished (`finish`).
//!
//! Every method blocks (a database round trip): callers run it on a blocking thread.

use tavern_protocol::accounts::Rating;

use super::StoreError;

/// An account as stored.
#[derive(Clone, PartialEq, Eq)]
pub struct AccountRecord {
    /// Its id (never shown: names are).
    pub id: String,
    /// The name as registered.
    pub name: String,
    /// The name's key: lowercased, so names differing by case are one.
    pub name_key: String,
    /// The password's argon2id hash (PHC string: algorithm, parameters, salt, hash).
    pub password_hash: String,
    /// When it was registered (ms since the Unix epoch).
    pub created_at_ms: i64,
    /// Disabled by the operator: it cannot log in.
    pub disabled: bool,
}

impl std::fmt::Debug for AccountRecord {
    /// Without the password's hash.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AccountRecord")
            .field("id", &self.id)
            .field("name", &self.name)
            .field("disabled", &self.disabled)
            .finish_non_exhaustive()
    }
}

/// A saved deck as stored, with its record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckRow {
    /// The game.
    pub game: String,
    /// Its name.
    pub name: String,
    /// The deck as its owner saved it: JSON of a `DeckChoice` (`cards` or `code`).
    pub body: String,
    /// Its share code, where the game has them.
    pub code: Option<String>,
    /// The game version it was built for, where the game has versions.
    pub version: Option<String>,
    /// When it was last saved.
    pub updated_at_ms: i64,
    /// Finished matches its side won with it.
    pub wins: u32,
    /// … lost.
    pub losses: u32,
    /// … drew.
    pub draws: u32,
}

/// An account's rating in one game and setup.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    /// The game.
    pub game: String,
    /// The setup.
    pub setup: String,
    /// The rating.
    pub rating: Rating,
    /// Rated matches played.
    pub games: u32,
}

/// One rated seat's change in a rated match.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChange {
    /// The seat.
    pub seat: u8,
    /// The seat's name (the account's, or "deleted player").
    pub name: String,
    /// Before the match.
    pub before: Rating,
    /// After it.
    pub after: Rating,
}

/// What the account API stores, on either backend. Blocking.
pub trait AccountStore: Send + Sync {
    /// Registers an account; `false` (and nothing stored) if its name key is taken.
    fn create_account(&self, account: &AccountRecord) -> Result<bool, StoreError>;
    /// The account whose name has this key.
    fn account_by_key(&self, name_key: &str) -> Result<Option<AccountRecord>, StoreError>;
    /// Stores a session of `account_id` by its token's hash.
    fn create_session(
        &self,
        account_id: &str,
        token_hash: &[u8; 32],
        created_at_ms: i64,
        expires_at_ms: i64,
    ) -> Result<(), StoreError>;
    /// The account of a session that has not expired by `now_ms`, with the session's expiry
    /// (a disabled account has no sessions left).
    fn session(
        &self,
        token_hash: &[u8; 32],
        now_ms: i64,
    ) -> Result<Option<(AccountRecord, i64)>, StoreError>;
    /// Ends one session.
    fn end_session(&self, token_hash: &[u8; 32]) -> Result<(), StoreError>;
    /// Changes the password's hash and ends every other session of the account.
    fn set_password(
        &self,
        account_id: &str,
        password_hash: &str,
        keep: &[u8; 32],
    ) -> Result<(), StoreError>;
    /// Deletes an account with its sessions, decks and ratings; its seats in stored matches
    /// are renamed "deleted player" and forget it, so its name is free again.
    fn delete_account(&self, account_id: &str) -> Result<(), StoreError>;
    /// Disables an account and ends its sessions.
    fn disable_account(&self, account_id: &str) -> Result<(), StoreError>;
    /// The account's saved decks (of one game, or all), by game and name.
    fn decks(&self, account_id: &str, game: Option<&str>) -> Result<Vec<DeckRow>, StoreError>;
    /// One saved deck.
    fn deck(&self, account_id: &str, game: &str, name: &str)
        -> Result<Option<DeckRow>, StoreError>;
    /// Saves a deck (a new one, or over the one of that name, keeping its record).
    fn put_deck(&self, account_id: &str, deck: &DeckRow) -> Result<(), StoreError>;
    /// Deletes a saved deck and its record; `false` if there was none.
    fn delete_deck(&self, account_id: &str, game: &str, name: &str) -> Result<bool, StoreError>;
    /// The account's ratings, most played first.
    fn ratings(&self, account_id: &str) -> Result<Vec<RatingRow>, StoreError>;
    /// The best ratings of a game and setup whose deviation is at most `max_deviation`,
    /// highest first, with the accounts' names.
    fn leaderboard(
        &self,
        game: &str,
        setup: &str,
        max_deviation: f64,
        limit: usize,
    ) -> Result<Vec<(String, RatingRow)>, StoreError>;
    /// A rated match's rating changes, by seat (none for a match that was not rated).
    fn rating_changes(&self, match_id: &str) -> Result<Vec<RatingChange>, StoreError>;
}
