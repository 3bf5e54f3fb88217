//! What a WebSocket session asks of accounts, read before the message is handled (the store
//! is asked on a blocking thread, so the session awaits it here rather than in its handlers):
//!
//! - `hello` with a `session` token: the account to play as (`bad_session` if the token is
//!   unknown, expired or ended);
//! - a guest's `hello`: its name must not be a registered one, whatever the case
//!   (`name_taken`);
//! - `ready` or `quick_match` naming a saved deck (`{"saved": name}`): the deck saved is put in
//!   its place, and the seat remembers the deck's name for its record (`account_required`
//!   without an account, `not_found` without such a deck).
//!
//! Anything else passes through untouched, after a look at its text only.

use std::borrow::Cow;

use tavern_protocol::wire::{ClientMsg, DeckChoice, ErrorCode};

use super::http::{blocking, session_account};
use super::{names, AccountRef};
use crate::outbox::{error, Outbox};
use crate::Shared;

/// An error for the client: its code and message.
type Refusal = (ErrorCode, String);

/// What this connection's accounts side holds between reading a message and handling it.
#[derive(Debug, Default)]
pub struct SocketAccounts {
    /// Whom the `hello` being handled says hello as: an account, a guest (`None`), or a
    /// refusal.
    hello: Option<Result<Option<AccountRef>, Refusal>>,
}

impl SocketAccounts {
    /// Whom the `hello` being handled says hello as (a guest when nothing was read for it).
    pub fn take_hello(&mut self) -> Result<Option<AccountRef>, Refusal> {
        self.hello.take().unwrap_or(Ok(None))
    }
}

/// Reads what `text` asks of accounts; returns the text to handle (rewritten for a saved
/// deck), or `None` when it was refused here (the error is sent).
pub async fn prepare<'t>(
    shared: &Shared,
    state: &mut SocketAccounts,
    player: Option<&str>,
    outbox: &Outbox,
    text: &'t str,
) -> Option<Cow<'t, str>> {
    match player {
        None if text.contains("hello") => {
            if let Ok(ClientMsg::Hello {
                name,
                resume_token,
                session,
                ..
            }) = ClientMsg::from_text(text)
            {
                state.hello = Some(identify(shared, name, resume_token, session).await);
            }
            Some(Cow::Borrowed(text))
        }
        Some(player) if text.contains("ready") || text.contains("quick_match") => {
            match saved_deck(shared, player, text).await {
                Ok(Some(rewritten)) => Some(Cow::Owned(rewritten)),
                Ok(None) => Some(Cow::Borrowed(text)),
                Err((code, message)) => {
                    shared.metrics.error(code.as_str());
                    outbox.send(&error(code, message, None));
                    None
                }
            }
        }
        _ => Some(Cow::Borrowed(text)),
    }
}

/// Whom a `hello` is from.
async fn identify(
    shared: &Shared,
    name: Option<String>,
    resume_token: Option<String>,
    session: Option<String>,
) -> Result<Option<AccountRef>, Refusal> {
    if let Some(token) = session {
        return session_account(shared, &token)
            .await
            .map(Some)
            .map_err(|e| (ErrorCode::BadSession, e.message));
    }
    // A resumed player is whoever they were; a new guest may not take a registered name.
    if resume_token.is_some() || shared.store.as_ref().is_none_or(|s| s.accounts().is_none()) {
        return Ok(None);
    }
    let name = crate::session::clean_name(name);
    let key = names::key(&name);
    match blocking(shared, move |a| a.account_by_key(&key)).await {
        Ok(None) => Ok(None),
        Ok(Some(_)) => Err((
            ErrorCode::NameTaken,
            format!("{name:?} is a registered name: log in to use it, or choose another"),
        )),
        Err(e) => Err((ErrorCode::Internal, e.message)),
    }
}

/// A `ready` or `quick_match` naming a saved deck, with the deck saved in its place; `None`
/// when it names none (or is not such a message).
async fn saved_deck(shared: &Shared, player: &str, text: &str) -> Result<Option<String>, Refusal> {
    let Ok(mut msg) = ClientMsg::from_text(text) else {
        return Ok(None);
    };
    let (deck, game) = match &mut msg {
        ClientMsg::Ready { deck } => (deck, None),
        ClientMsg::QuickMatch { deck, game, .. } => (deck, Some(game.clone())),
        _ => return Ok(None),
    };
    let DeckChoice::Saved(name) = deck else {
        shared.players.update(player, |p| p.saved_deck = None);
        return Ok(None);
    };
    let record = shared.players.get(player);
    let Some(account) = record.as_ref().and_then(|p| p.account.clone()) else {
        return Err((
            ErrorCode::AccountRequired,
            "saved decks are an account's: log in first".into(),
        ));
    };
    let game = match game {
        Some(g) => g,
        None => record
            .and_then(|p| p.room)
            .and_then(|r| shared.lobby.room_game(&r))
            .map(|(g, _, _)| g)
            .ok_or_else(|| (ErrorCode::NotInRoom, "join a room first".to_string()))?,
    };
    let name = name.clone();
    *deck = super::decks::load(shared, &account.id, &game, &name).await?;
    shared.players.update(player, |p| p.saved_deck = Some(name));
    Ok(serde_json::to_string(&msg).ok())
}

/// The account of a seat brought back from storage, as its player logs in again with it.
pub fn seat_account(seat: &crate::game_match::SeatSpec) -> Option<AccountRef> {
    seat.account.as_ref().map(|a| AccountRef {
        id: a.id.clone(),
        name: seat.name.clone(),
    })
}
