//! Accounts over HTTP: the bodies of `/api/accounts`, `/api/sessions`, `/api/decks`,
//! `/api/players/{name}` and `/api/ratings/{game}`, their typed errors, and the ratings a
//! rated match's `match_over` carries. `protocol/README.md` ("Accounts") says which endpoint
//! takes and answers which.

use serde::{Deserialize, Serialize};

use crate::history::MatchSummary;
use crate::wire::DeckChoice;
use crate::Seat;

/// A name and a password: the body of `POST /api/accounts` (register) and of
/// `POST /api/sessions` (log in).
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Credentials {
    /// The account's name (3 to 24 letters, digits, `_` or `-`; compared without case).
    pub name: String,
    /// The password (at least 8 characters).
    pub password: String,
}

impl std::fmt::Debug for Credentials {
    /// Never the password: a body printed by mistake must not leak it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Credentials")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// An account as its owner sees it (`POST /api/accounts`, `GET /api/accounts/current`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountInfo {
    /// The name as registered.
    pub name: String,
    /// When it was registered (ms since the Unix epoch).
    pub created_at_ms: i64,
}

/// A new session (`POST /api/sessions`): a bearer token for the HTTP API and for `hello`'s
/// `session`.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionToken {
    /// The token: 256 random bits as 64 hexadecimal digits. The server keeps only its SHA-256.
    pub token: String,
    /// When it expires (ms since the Unix epoch), 30 days after the log-in.
    pub expires_at: i64,
    /// The account's name as registered.
    pub name: String,
}

impl std::fmt::Debug for SessionToken {
    /// Never the token.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SessionToken")
            .field("expires_at", &self.expires_at)
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// `POST /api/accounts/current/password`: the password now and the new one.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PasswordChange {
    /// The password now.
    pub old: String,
    /// The new password (at least 8 characters).
    pub new: String,
}

impl std::fmt::Debug for PasswordChange {
    /// Never a password.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PasswordChange").finish_non_exhaustive()
    }
}

/// `DELETE /api/accounts/current`: the password, to say it is really the owner.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deletion {
    /// The account's password.
    pub password: String,
}

impl std::fmt::Debug for Deletion {
    /// Never the password.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Deletion").finish_non_exhaustive()
    }
}

/// What an account API refusal says (every non-2xx answer of the account endpoints has this
/// body): a stable code for programs and a message for people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountError {
    /// Stable code.
    pub code: AccountErrorCode,
    /// For people.
    pub message: String,
}

/// The stable codes of [`AccountError`], each with its HTTP status.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AccountErrorCode {
    /// 400: the name breaks the naming rules.
    BadName,
    /// 400: the password is too short (or absurdly long).
    WeakPassword,
    /// 400: the body is not the JSON the endpoint takes.
    BadBody,
    /// 400: a deck's name or game is not valid, or its body is no deck.
    BadDeck,
    /// 401: the name or the password is wrong (which one is not said).
    BadCredentials,
    /// 401: no bearer token, or one that is unknown, expired or revoked.
    BadSession,
    /// 403: the account is disabled by the operator.
    AccountDisabled,
    /// 404: no such account, deck or game.
    NotFound,
    /// 409: the name is registered already (whatever its case).
    NameTaken,
    /// 429: too many failed log-ins for this name or from this address; `Retry-After` says
    /// when to try again.
    TooManyAttempts,
    /// 503: the server runs without storage, so it keeps no accounts.
    NoStorage,
    /// 500: something failed on the server's side.
    Internal,
}

impl AccountErrorCode {
    /// The HTTP status this refusal is answered with.
    pub fn status(self) -> u16 {
        match self {
            AccountErrorCode::BadName
            | AccountErrorCode::WeakPassword
            | AccountErrorCode::BadBody
            | AccountErrorCode::BadDeck => 400,
            AccountErrorCode::BadCredentials | AccountErrorCode::BadSession => 401,
            AccountErrorCode::AccountDisabled => 403,
            AccountErrorCode::NotFound => 404,
            AccountErrorCode::NameTaken => 409,
            AccountErrorCode::TooManyAttempts => 429,
            AccountErrorCode::NoStorage => 503,
            AccountErrorCode::Internal => 500,
        }
    }
}

/// A deck saved by its owner (`GET /api/decks?game=…`, `PUT /api/decks/{game}/{name}`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedDeck {
    /// The game.
    pub game: String,
    /// Its name, unique per account and game.
    pub name: String,
    /// The deck as saved: `{"cards": …}` or `{"code": …}`, as `ready` takes it.
    pub deck: DeckChoice,
    /// Its share code, where the game has share codes and the deck fits one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// The game version it was built for, where the game has versions (gitcg: `"5.3"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
    /// Whether it follows the game's construction rules now (a saved deck may be unfinished).
    pub legal: bool,
    /// Why it does not, when it does not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub problem: Option<String>,
    /// When it was last saved (ms since the Unix epoch).
    pub updated_at_ms: i64,
}

/// A Glicko-2 rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating (1500 to begin with).
    pub rating: f64,
    /// Its deviation (350 to begin with; it shrinks as games are played).
    pub deviation: f64,
    /// Its volatility (0.06 to begin with).
    pub volatility: f64,
}

/// One rated seat's rating before and after a rated match, in `match_over`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatRating {
    /// The seat.
    pub seat: Seat,
    /// The account's name.
    pub name: String,
    /// Its rating in this game and setup before the match.
    pub before: Rating,
    /// And after.
    pub after: Rating,
}

/// An account's rating in one game and setup, on its profile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRating {
    /// The game.
    pub game: String,
    /// The setup (`one_v_one`, `two_v_two`, …).
    pub setup: String,
    /// The rating.
    #[serde(flatten)]
    pub rating: Rating,
    /// Rated matches played in this game and setup.
    pub games: u32,
}

/// A saved deck's record on its owner's profile: finished matches played with it (rated or
/// not; aborted ones never count).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckRecord {
    /// The game.
    pub game: String,
    /// The deck's name.
    pub name: String,
    /// Matches its side won.
    pub wins: u32,
    /// Matches its side lost.
    pub losses: u32,
    /// Matches nobody won.
    pub draws: u32,
}

/// A recent match on a profile, with where to watch it again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecentMatch {
    /// The match.
    #[serde(flatten)]
    pub summary: MatchSummary,
    /// Its replay (`/api/matches/{id}/replay`).
    pub replay: String,
}

/// `GET /api/players/{name}`: what anyone may see of an account.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Profile {
    /// The name as registered.
    pub name: String,
    /// When it was registered (ms since the Unix epoch).
    pub created_at_ms: i64,
    /// Its ratings, per game and setup, most played first.
    pub ratings: Vec<GameRating>,
    /// Its latest finished matches, newest first.
    pub recent: Vec<RecentMatch>,
    /// Each saved deck's record.
    pub decks: Vec<DeckRecord>,
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Leader {
    /// The account's name.
    pub name: String,
    /// Its rating.
    pub rating: f64,
    /// Its deviation (at most 110: deviations above it are provisional and left out).
    pub deviation: f64,
    /// Rated matches played in this game and setup.
    pub games: u32,
}

/// `GET /api/ratings/{game}?setup=…&limit=…`: the best established ratings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Leaderboard {
    /// The game.
    pub game: String,
    /// The setup.
    pub setup: String,
    /// Highest rating first.
    pub players: Vec<Leader>,
}
