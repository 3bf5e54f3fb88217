//! A client's outbound queue. Messages are serialised once, here, and queued as text; a client
//! whose bounded queue is full is disconnected instead of slowing anyone down.

use axum::extract::ws::Utf8Bytes;
use std::sync::Arc;
use tavern_protocol::wire::{ErrorBody, ErrorCode, ServerMsg};

use tokio::sync::{mpsc, Notify};

/// Serialises a server message (the one place that turns messages into text).
pub fn encode(msg: &ServerMsg) -> Utf8Bytes {
    // Wire types are plain data with string keys; serialising them cannot fail.
    Utf8Bytes::from(serde_json::to_string(msg).unwrap_or_default())
}

/// An error message.
pub fn error(code: ErrorCode, message: impl Into<String>, action_id: Option<String>) -> ServerMsg {
    ServerMsg::Error {
        error: ErrorBody {
            code,
            message: message.into(),
            reason: None,
        },
        action_id,
    }
}

/// The sending end of one connection.
#[derive(Clone, Debug)]
pub struct Outbox {
    /// The connection's id.
    pub session: u64,
    tx: mpsc::Sender<Utf8Bytes>,
    kill: Arc<Notify>,
}

/// The receiving end, owned by the connection's writer.
#[derive(Debug)]
pub struct Inbox {
    /// Queued messages.
    pub rx: mpsc::Receiver<Utf8Bytes>,
    /// Notified when the connection must close.
    pub kill: Arc<Notify>,
}

/// A new queue holding at most `cap` messages.
pub fn channel(session: u64, cap: usize) -> (Outbox, Inbox) {
    let (tx, rx) = mpsc::channel(cap.max(1));
    let kill = Arc::new(Notify::new());
    (
        Outbox {
            session,
            tx,
            kill: kill.clone(),
        },
        Inbox { rx, kill },
    )
}

impl Outbox {
    /// Queues a message; a full queue disconnects the client. Returns whether it was queued.
    pub fn send(&self, msg: &ServerMsg) -> bool {
        self.send_text(encode(msg))
    }

    /// Queues already serialised text.
    pub fn send_text(&self, text: Utf8Bytes) -> bool {
        match self.tx.try_send(text) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                tracing::warn!(
                    session = self.session,
                    "client too slow: outbound queue full"
                );
                self.close();
                false
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }

    /// Asks the connection to close.
    pub fn close(&self) {
        self.kill.notify_one();
    }

    /// Resolves when the connection's writer is gone (closed socket or too slow).
    pub async fn closed(&self) {
        self.tx.closed().await
    }
}
