//! The account and session endpoints, the error every account endpoint answers with, and
//! bearer tokens:
//!
//! - `POST /api/accounts` `{"name","password"}`: registers (201 [`AccountInfo`]);
//! - `GET /api/accounts/current`: the logged-in account;
//! - `POST /api/accounts/current/password` `{"old","new"}`: changes the password and ends
//!   every other session (204);
//! - `DELETE /api/accounts/current` `{"password"}`: deletes the account (204);
//! - `POST /api/sessions` `{"name","password"}`: logs in ([`SessionToken`]);
//! - `DELETE /api/sessions/current`: logs out (204).
//!
//! Bodies are read by hand so that any mistake in them is a typed `bad_body`, and nothing
//! here logs a body, a password or a token.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::de::DeserializeOwned;
use tavern_protocol::accounts::{
    AccountError, AccountErrorCode, AccountInfo, Credentials, Deletion, PasswordChange,
    SessionToken,
};

use super::{names, passwords, AccountRef, SESSION_DAYS};
use crate::players::token_hash;
use crate::store::{now_ms, AccountRecord, AccountStore, StoreError};
use crate::Shared;

/// A refusal of the account API: its code (which sets the status), a message, and for 429
/// how many seconds to wait.
#[derive(Debug)]
pub struct ApiError {
    /// The code.
    pub code: AccountErrorCode,
    /// For people.
    pub message: String,
    /// Seconds before trying again (`Retry-After`).
    pub retry_after: Option<u64>,
}

impl ApiError {
    /// A refusal with `code`.
    pub fn new(code: AccountErrorCode, message: impl Into<String>) -> ApiError {
        ApiError {
            code,
            message: message.into(),
            retry_after: None,
        }
    }

    /// 404.
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(AccountErrorCode::NotFound, message)
    }

    /// 500, the cause logged (never sent).
    pub fn internal(cause: impl std::fmt::Display) -> ApiError {
        tracing::error!(error = %cause, "account request failed");
        ApiError::new(AccountErrorCode::Internal, "something failed on the server")
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        ApiError::internal(e)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status =
            StatusCode::from_u16(self.code.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let body = Json(AccountError {
            code: self.code,
            message: self.message,
        });
        let mut response = (status, body).into_response();
        let headers = response.headers_mut();
        if let Some(secs) = self.retry_after {
            headers.insert(header::RETRY_AFTER, secs.into());
        }
        if self.code == AccountErrorCode::BadSession {
            headers.insert(
                header::WWW_AUTHENTICATE,
                header::HeaderValue::from_static("Bearer"),
            );
        }
        response
    }
}

/// Runs `f` on the account store, on a blocking thread. 503 without storage.
pub async fn blocking<T: Send + 'static>(
    shared: &Shared,
    f: impl FnOnce(&dyn AccountStore) -> Result<T, StoreError> + Send + 'static,
) -> Result<T, ApiError> {
    let no_storage = || {
        ApiError::new(
            AccountErrorCode::NoStorage,
            "this server runs without storage and keeps no accounts",
        )
    };
    let store = shared.store.clone().ok_or_else(no_storage)?;
    if store.accounts().is_none() {
        return Err(no_storage());
    }
    tokio::task::spawn_blocking(move || match store.accounts() {
        Some(a) => f(a),
        None => Err(StoreError::Failed("no account store".into())),
    })
    .await
    .map_err(ApiError::internal)?
    .map_err(ApiError::from)
}

/// Reads a JSON body into `T`, or says what is wrong with it (never echoing it).
pub fn body<T: DeserializeOwned>(bytes: &Bytes) -> Result<T, ApiError> {
    serde_json::from_slice(bytes).map_err(|e| {
        // The error's position and kind only: serde's message may quote a value.
        ApiError::new(
            AccountErrorCode::BadBody,
            format!(
                "the body is not the JSON this endpoint takes (line {}, column {})",
                e.line(),
                e.column()
            ),
        )
    })
}

/// A new session token: 256 bits from the OS's generator, as hexadecimal.
fn new_token() -> String {
    use argon2::password_hash::rand_core::{OsRng, RngCore};
    let mut bytes = [0u8; 32];
    OsRng.fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The account of the request's bearer session, with the session token's hash.
pub async fn authenticate(
    shared: &Shared,
    headers: &HeaderMap,
) -> Result<(AccountRecord, [u8; 32]), ApiError> {
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| {
            ApiError::new(
                AccountErrorCode::BadSession,
                "log in first: send Authorization: Bearer <session token>",
            )
        })?;
    let hash = token_hash(token);
    let found = blocking(shared, move |a| a.session(&hash, now_ms())).await?;
    match found {
        Some((account, _)) => Ok((account, hash)),
        None => Err(ApiError::new(
            AccountErrorCode::BadSession,
            "the session is unknown, expired or ended: log in again",
        )),
    }
}

/// Hashes a password on a blocking thread, a few at a time.
async fn hash(shared: &Arc<Shared>, password: String) -> Result<String, ApiError> {
    let _permit = shared
        .accounts
        .hashing
        .acquire()
        .await
        .map_err(ApiError::internal)?;
    let cost = shared.accounts.cost;
    tokio::task::spawn_blocking(move || passwords::hash(&password, cost))
        .await
        .map_err(ApiError::internal)?
        .map_err(ApiError::internal)
}

/// Checks a password against a stored hash on a blocking thread, a few at a time; with no
/// hash (no such account), against the decoy, so that it takes as long.
async fn verify(
    shared: &Arc<Shared>,
    password: String,
    stored: Option<String>,
) -> Result<bool, ApiError> {
    let _permit = shared
        .accounts
        .hashing
        .acquire()
        .await
        .map_err(ApiError::internal)?;
    let s = shared.clone();
    tokio::task::spawn_blocking(move || match stored {
        Some(hash) => passwords::verify(&password, &hash),
        None => {
            passwords::verify(&password, s.accounts.decoy());
            false
        }
    })
    .await
    .map_err(ApiError::internal)
}

fn weak(e: passwords::PasswordError) -> ApiError {
    ApiError::new(AccountErrorCode::WeakPassword, e.to_string())
}

/// `POST /api/accounts` `{"name","password"}`: 201 with the account, or `bad_name`,
/// `weak_password`, `name_taken`.
pub async fn register(State(shared): State<Arc<Shared>>, bytes: Bytes) -> Response {
    let result = async {
        let c: Credentials = body(&bytes)?;
        names::check(&c.name)
            .map_err(|e| ApiError::new(AccountErrorCode::BadName, e.to_string()))?;
        passwords::check(&c.password).map_err(weak)?;
        let key = names::key(&c.name);
        let taken = {
            let key = key.clone();
            blocking(&shared, move |a| a.account_by_key(&key)).await?
        };
        if taken.is_some() {
            return Err(ApiError::new(
                AccountErrorCode::NameTaken,
                "that name is registered",
            ));
        }
        let account = AccountRecord {
            id: uuid::Uuid::new_v4().simple().to_string(),
            name: c.name.clone(),
            name_key: key,
            password_hash: hash(&shared, c.password).await?,
            created_at_ms: now_ms(),
            disabled: false,
        };
        let info = AccountInfo {
            name: account.name.clone(),
            created_at_ms: account.created_at_ms,
        };
        // Two sign-ups of one name at once: the store's unique key lets one through.
        if !blocking(&shared, move |a| a.create_account(&account)).await? {
            return Err(ApiError::new(
                AccountErrorCode::NameTaken,
                "that name is registered",
            ));
        }
        tracing::info!(name = %info.name, "account registered");
        Ok(info)
    }
    .await;
    match result {
        Ok(info) => (StatusCode::CREATED, Json(info)).into_response(),
        Err(e) => e.into_response(),
    }
}

/// `POST /api/sessions` `{"name","password"}`: a session token, or `bad_credentials` (the
/// name or the password: which is not said), `account_disabled`, `too_many_attempts`.
pub async fn login(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let client = crate::forwarded::client_ip(&shared.config.trusted_proxies, peer, &headers);
    let result = async {
        let c: Credentials = body(&bytes)?;
        let key = names::key(&c.name);
        let throttle = &shared.accounts.throttle;
        if let Some(wait) = throttle.refused(&key, client) {
            let secs = wait.as_secs().max(1);
            return Err(ApiError {
                retry_after: Some(secs),
                ..ApiError::new(
                    AccountErrorCode::TooManyAttempts,
                    format!("too many failed log-ins: try again in {secs} s"),
                )
            });
        }
        let found = {
            let key = key.clone();
            blocking(&shared, move |a| a.account_by_key(&key)).await?
        };
        let stored = found.as_ref().map(|a| a.password_hash.clone());
        let right = verify(&shared, c.password, stored).await?;
        let Some(account) = found.filter(|_| right) else {
            let delay = throttle.failed(&key, client);
            tokio::time::sleep(delay).await;
            return Err(ApiError::new(
                AccountErrorCode::BadCredentials,
                "wrong name or password",
            ));
        };
        if account.disabled {
            return Err(ApiError::new(
                AccountErrorCode::AccountDisabled,
                "this account is disabled",
            ));
        }
        throttle.succeeded(&key);
        let token = new_token();
        let hash = token_hash(&token);
        let now = now_ms();
        let expires = now + SESSION_DAYS * 86_400_000;
        let id = account.id.clone();
        blocking(&shared, move |a| a.create_session(&id, &hash, now, expires)).await?;
        tracing::info!(name = %account.name, "logged in");
        Ok(SessionToken {
            token,
            expires_at: expires,
            name: account.name,
        })
    }
    .await;
    match result {
        Ok(session) => Json(session).into_response(),
        Err(e) => e.into_response(),
    }
}

/// `DELETE /api/sessions/current`: ends the bearer session (204).
pub async fn logout(State(shared): State<Arc<Shared>>, headers: HeaderMap) -> Response {
    let result = async {
        let (_, hash) = authenticate(&shared, &headers).await?;
        blocking(&shared, move |a| a.end_session(&hash)).await
    }
    .await;
    match result {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(e) => e.into_response(),
    }
}

/// `GET /api/accounts/current`: the bearer session's account.
pub async fn current(State(shared): State<Arc<Shared>>, headers: HeaderMap) -> Response {
    match authenticate(&shared, &headers).await {
        Ok((a, _)) => Json(AccountInfo {
            name: a.name,
            created_at_ms: a.created_at_ms,
        })
        .into_response(),
        Err(e) => e.into_response(),
    }
}

/// Checks the account's password for a change it asks for; a wrong one counts as a failed
/// log-in.
async fn confirm(
    shared: &Arc<Shared>,
    client: std::net::IpAddr,
    account: &AccountRecord,
    password: String,
) -> Result<(), ApiError> {
    let throttle = &shared.accounts.throttle;
    if let Some(wait) = throttle.refused(&account.name_key, client) {
        let secs = wait.as_secs().max(1);
        return Err(ApiError {
            retry_after: Some(secs),
            ..ApiError::new(
                AccountErrorCode::TooManyAttempts,
                format!("too many wrong passwords: try again in {secs} s"),
            )
        });
    }
    if verify(shared, password, Some(account.password_hash.clone())).await? {
        return Ok(());
    }
    tokio::time::sleep(throttle.failed(&account.name_key, client)).await;
    Err(ApiError::new(
        AccountErrorCode::BadCredentials,
        "wrong password",
    ))
}

/// `POST /api/accounts/current/password` `{"old","new"}`: 204; every other session of the
/// account ends.
pub async fn change_password(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let result = async {
        let (account, keep) = authenticate(&shared, &headers).await?;
        let change: PasswordChange = body(&bytes)?;
        passwords::check(&change.new).map_err(weak)?;
        confirm(
            &shared,
            crate::forwarded::client_ip(&shared.config.trusted_proxies, peer, &headers),
            &account,
            change.old,
        )
        .await?;
        let new = hash(&shared, change.new).await?;
        let id = account.id.clone();
        blocking(&shared, move |a| a.set_password(&id, &new, &keep)).await?;
        tracing::info!(name = %account.name, "password changed; other sessions ended");
        Ok::<(), ApiError>(())
    }
    .await;
    match result {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(e) => e.into_response(),
    }
}

/// `DELETE /api/accounts/current` `{"password"}`: 204. The name is free again; the account's
/// matches stay in history under "deleted player". Its connected players play on as guests.
pub async fn delete_account(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let result = async {
        let (account, _) = authenticate(&shared, &headers).await?;
        let d: Deletion = body(&bytes)?;
        confirm(
            &shared,
            crate::forwarded::client_ip(&shared.config.trusted_proxies, peer, &headers),
            &account,
            d.password,
        )
        .await?;
        let id = account.id.clone();
        blocking(&shared, move |a| a.delete_account(&id)).await?;
        shared.players.forget_account(&account.id);
        tracing::info!(name = %account.name, "account deleted");
        Ok::<(), ApiError>(())
    }
    .await;
    match result {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(e) => e.into_response(),
    }
}

/// The account a `hello`'s session token names, or why it cannot be used.
pub async fn session_account(shared: &Shared, token: &str) -> Result<AccountRef, ApiError> {
    let hash = token_hash(token);
    match blocking(shared, move |a| a.session(&hash, now_ms())).await? {
        Some((a, _)) => Ok(AccountRef {
            id: a.id,
            name: a.name,
        }),
        None => Err(ApiError::new(
            AccountErrorCode::BadSession,
            "the session is unknown, expired or ended: log in again",
        )),
    }
}
