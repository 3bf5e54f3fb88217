//! A client's outbound queue. Messages are serialised once, here, and queued as text; a client
//! whose bounded queue is full is disconnected instead of slowing anyone down.

use axum::extract::ws::{CloseFrame, Utf8Bytes};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tavern_protocol::wire::{ErrorBody, ErrorCode, ServerMsg};

use tokio::sync::Notify;

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
    queue: Arc<Queue>,
}

/// A connection's bounded queue. Not a general-purpose channel: one connection task takes from
/// it, and its storage grows with what is queued and shrinks back after a burst, so an idle
/// connection holds a few hundred bytes (a channel that allocates 32 slots at once held ~1 KiB
/// more per connection; see ARCHITECTURE.md, "Memory per connection and per match").
#[derive(Debug)]
struct Queue {
    /// Queued messages.
    items: Mutex<VecDeque<Utf8Bytes>>,
    /// The most messages queued at once.
    cap: usize,
    /// Notified when a message is queued (its permit waits for the connection task).
    queued: Notify,
    /// Notified when the connection must close.
    kill: Notify,
    /// Set (and `gone` notified) when the connection task is done with the queue.
    ended: AtomicBool,
    gone: Notify,
    /// The close frame a connection ends with, when it is closed for a reason the client
    /// should read (a frame too large, no `hello` in time); none: a plain close frame.
    farewell: Mutex<Option<CloseFrame>>,
}

/// Messages queued beyond this are not kept room for once the queue is empty again.
const KEPT_ROOM: usize = 8;

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    // Nothing panics while holding these locks; if something did, the data is still whole.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The receiving end, owned by the connection's task. Dropping it tells senders the
/// connection is gone.
#[derive(Debug)]
pub struct Inbox {
    queue: Arc<Queue>,
}

/// A new queue holding at most `cap` messages.
pub fn channel(session: u64, cap: usize) -> (Outbox, Inbox) {
    let queue = Arc::new(Queue {
        items: Mutex::new(VecDeque::new()),
        cap: cap.max(1),
        queued: Notify::new(),
        kill: Notify::new(),
        ended: AtomicBool::new(false),
        gone: Notify::new(),
        farewell: Mutex::new(None),
    });
    (
        Outbox {
            session,
            queue: queue.clone(),
        },
        Inbox { queue },
    )
}

impl Outbox {
    /// Queues a message; a full queue disconnects the client. Returns whether it was queued.
    pub fn send(&self, msg: &ServerMsg) -> bool {
        self.send_text(encode(msg))
    }

    /// Queues already serialised text.
    pub fn send_text(&self, text: Utf8Bytes) -> bool {
        if self.queue.ended.load(Ordering::Acquire) {
            return false;
        }
        {
            let mut items = lock(&self.queue.items);
            if items.len() < self.queue.cap {
                items.push_back(text);
                drop(items);
                self.queue.queued.notify_one();
                return true;
            }
        }
        tracing::warn!(
            session = self.session,
            "client too slow: outbound queue full"
        );
        self.close();
        false
    }

    /// Asks the connection to close.
    pub fn close(&self) {
        self.queue.kill.notify_one();
    }

    /// Asks the connection to close with a close frame carrying `code` (RFC 6455) and
    /// `reason` (at most 123 bytes), after the messages already queued.
    pub fn close_with(&self, code: u16, reason: impl Into<String>) {
        let frame = CloseFrame {
            code,
            reason: Utf8Bytes::from(reason.into()),
        };
        *lock(&self.queue.farewell) = Some(frame);
        self.close();
    }

    /// Resolves when the connection's task is done with its queue (closed socket or too
    /// slow).
    pub async fn closed(&self) {
        loop {
            let gone = self.queue.gone.notified();
            tokio::pin!(gone);
            // Registered before the flag is read, so an end in between still wakes it.
            gone.as_mut().enable();
            if self.queue.ended.load(Ordering::Acquire) {
                return;
            }
            gone.await;
        }
    }
}

impl Inbox {
    /// The next queued message, waiting for one.
    pub async fn recv(&self) -> Utf8Bytes {
        loop {
            if let Some(text) = self.try_recv() {
                return text;
            }
            // A message queued since the look above left a permit: this returns at once.
            self.queue.queued.notified().await;
        }
    }

    /// The next queued message, if any. The queue gives back the room of a burst once empty.
    pub fn try_recv(&self) -> Option<Utf8Bytes> {
        let mut items = lock(&self.queue.items);
        let text = items.pop_front();
        if items.is_empty() && items.capacity() > KEPT_ROOM {
            items.shrink_to(KEPT_ROOM);
        }
        text
    }

    /// Resolves when the connection must close (a kill asked before waiting counts).
    pub async fn killed(&self) {
        self.queue.kill.notified().await
    }

    /// The close frame to end the connection with (see [`Outbox::close_with`]).
    pub fn farewell(&self) -> Option<CloseFrame> {
        lock(&self.queue.farewell).take()
    }
}

impl Drop for Inbox {
    fn drop(&mut self) {
        self.queue.ended.store(true, Ordering::Release);
        self.queue.gone.notify_waiters();
        // What is still queued is never sent: freed now, not with the last sender.
        lock(&self.queue.items).clear();
    }
}
