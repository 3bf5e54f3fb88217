//! Accounts: a player who wants to keep a name, a rating, decks and a history registers the
//! name with a password and logs in for a session token; the WebSocket `hello` takes the token
//! (`"session"`), and the player plays under the registered name, which nobody else may then
//! use. Guests play with any other name, as ever.
//!
//! # Layout
//! - [`names`]: what a name may be, and the case-blind key names are compared by;
//! - [`passwords`]: argon2id hashes;
//! - [`throttle`]: failed log-ins per name and per address, slowed then refused;
//! - [`http`]: the account and session endpoints (`/api/accounts`, `/api/sessions`), the
//!   typed error every account endpoint answers with, bearer tokens;
//! - [`decks`]: saved decks (`/api/decks`), and `ready`'s `{"saved": name}`;
//! - [`ratings`]: Glicko-2 ratings per game and setup, the leaderboard;
//! - [`profiles`]: `GET /api/players/{name}`;
//! - [`socket`]: what a WebSocket session asks of accounts (`hello`'s session or a guest's
//!   name, saved decks), read before the message is handled;
//! - [`admin`]: the operator disables an account.
//!
//! Everything lives in the store (`store::AccountStore`, both backends), so every node of a
//! cluster sees the same accounts, sessions and ratings. Only SHA-256 hashes of session tokens
//! and argon2id hashes of passwords are stored, and neither a password nor a token is ever
//! logged: the bodies that carry them print without them.

use std::sync::Arc;

use axum::routing::{delete, get, post, put};
use axum::Router;

use crate::Shared;

pub mod admin;
pub mod decks;
pub mod http;
pub mod names;
pub mod passwords;
pub mod profiles;
pub mod ratings;
pub mod socket;
pub mod throttle;

/// How long a session lasts.
pub const SESSION_DAYS: i64 = 30;

/// A logged-in player's account, as the player record carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountRef {
    /// The account's id.
    pub id: String,
    /// Its name as registered.
    pub name: String,
}

/// What the account API keeps in memory: the log-in limits, the hashing cost, and the
/// permits that bound how many hashes are computed at once.
#[derive(Debug)]
pub struct Accounts {
    /// Failed log-ins.
    pub throttle: throttle::Throttle,
    /// Hashing cost.
    pub cost: passwords::Cost,
    /// Hashes computed at once (one per core): a burst of sign-ups queues instead of taking
    /// every blocking thread.
    pub hashing: tokio::sync::Semaphore,
    /// A hash checked when a log-in names no account, so that a wrong name takes as long as a
    /// wrong password.
    decoy: std::sync::OnceLock<String>,
}

impl Accounts {
    /// The accounts' state for `config`.
    pub fn new(config: &crate::Config) -> Accounts {
        Accounts {
            throttle: throttle::Throttle::new(
                config.login_failures_per_name,
                config.login_failures_per_addr,
                std::time::Duration::from_secs(config.login_lockout_secs),
            ),
            cost: if config.test_light_passwords {
                passwords::Cost::Light
            } else {
                passwords::Cost::Production
            },
            hashing: tokio::sync::Semaphore::new(
                std::thread::available_parallelism().map_or(1, |n| n.get()),
            ),
            decoy: std::sync::OnceLock::new(),
        }
    }

    /// The decoy hash (made once, at the configured cost, on a blocking thread).
    fn decoy(&self) -> &str {
        self.decoy
            .get_or_init(|| passwords::hash("no account has this", self.cost).unwrap_or_default())
    }
}

/// The account routes (the admin one is with the other admin routes, `admin::routes`).
pub fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/api/accounts", post(http::register))
        .route(
            "/api/accounts/current",
            get(http::current).delete(http::delete_account),
        )
        .route(
            "/api/accounts/current/password",
            post(http::change_password),
        )
        .route("/api/sessions", post(http::login))
        .route("/api/sessions/current", delete(http::logout))
        .route("/api/decks", get(decks::list))
        .route(
            "/api/decks/{game}/{name}",
            put(decks::save).delete(decks::remove),
        )
        .route("/api/players/{name}", get(profiles::profile))
        .route("/api/ratings/{game}", get(ratings::leaderboard))
}

/// The accounts' admin routes (on the admin listener).
pub fn admin_routes() -> Router<Arc<Shared>> {
    Router::new().route("/api/admin/accounts/{name}/disable", post(admin::disable))
}
