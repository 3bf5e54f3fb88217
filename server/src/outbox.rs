//! A client's outbound queue. Messages are serialised once, here, and queued as text; a client
//! whose bounded queue is full is disconnected instead of slowing anyone down.

use axum::extract::ws::{CloseFrame, Utf8Bytes};
use std::sync::{Arc, Mutex};
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
    farewell: Farewell,
}

/// The close frame a connection ends with, when it is closed for a reason the client should
/// read (a frame too large, no `hello` in time); none: a plain close frame.
#[derive(Clone, Debug, Default)]
pub struct Farewell(Arc<Mutex<Option<CloseFrame>>>);

impl Farewell {
    /// The close frame to end the connection with (see [`Outbox::close_with`]).
    pub fn take(&self) -> Option<CloseFrame> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).take()
    }

    fn set(&self, frame: CloseFrame) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Some(frame);
    }
}

/// The receiving end, owned by the connection's writer.
#[derive(Debug)]
pub struct Inbox {
    /// Queued messages.
    pub rx: mpsc::Receiver<Utf8Bytes>,
    /// Notified when the connection must close.
    pub kill: Arc<Notify>,
    /// How it closes.
    pub farewell: Farewell,
}

/// A new queue holding at most `cap` messages.
pub fn channel(session: u64, cap: usize) -> (Outbox, Inbox) {
    let (tx, rx) = mpsc::channel(cap.max(1));
    let kill = Arc::new(Notify::new());
    let farewell = Farewell::default();
    (
        Outbox {
            session,
            tx,
            kill: kill.clone(),
            farewell: farewell.clone(),
        },
        Inbox { rx, kill, farewell },
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

    /// Asks the connection to close with a close frame carrying `code` (RFC 6455) and
    /// `reason` (at most 123 bytes), after the messages already queued.
    pub fn close_with(&self, code: u16, reason: impl Into<String>) {
        let frame = CloseFrame {
            code,
            reason: Utf8Bytes::from(reason.into()),
        };
        self.farewell.set(frame);
        self.close();
    }

    /// Resolves when the connection's writer is gone (closed socket or too slow).
    pub async fn closed(&self) {
        self.tx.closed().await
    }
}
