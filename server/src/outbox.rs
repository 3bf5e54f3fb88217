//! A client's outbound queue. Messages are serialised once, here, and queued as text; a client
//! whose bounded queue is full is disconnected instead of slowing anyone down.

use axum::extract::ws::{CloseFrame, Utf8Bytes};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tavern_protocol::wire::{ErrorBody, ErrorCode, ServerMsg, UpdateForm};

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
    /// The client asked for `update_changes` (`hello` with `"updates": "changes"`).
    changes: AtomicBool,
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
        changes: AtomicBool::new(false),
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
        crate::metrics::SLOW_CLIENT_DROPS.fetch_add(1, Ordering::Relaxed);
        self.close();
        false
    }

    /// How the client wants updates after each match's first, as its `hello` said.
    pub fn update_form(&self) -> UpdateForm {
        if self.queue.changes.load(Ordering::Relaxed) {
            UpdateForm::Changes
        } else {
            UpdateForm::Full
        }
    }

    /// Records how the client wants updates (from its `hello`).
    pub fn set_update_form(&self, form: UpdateForm) {
        self.queue
            .changes
            .store(form == UpdateForm::Changes, Ordering::Relaxed);
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;
    use tokio::time::timeout;

    fn text(s: &str) -> Utf8Bytes {
        Utf8Bytes::from(s.to_string())
    }

    #[tokio::test]
    async fn messages_come_out_in_the_order_they_were_queued() {
        let (outbox, inbox) = channel(1, 8);
        assert!(outbox.send_text(text("a")));
        assert!(outbox.send_text(text("b")));
        assert_eq!(inbox.recv().await.as_str(), "a");
        assert_eq!(
            inbox.try_recv().map(|t| t.as_str().to_string()),
            Some("b".into())
        );
        assert!(inbox.try_recv().is_none());
    }

    #[tokio::test]
    async fn a_message_queued_while_the_connection_waits_wakes_it() {
        let (outbox, inbox) = channel(1, 8);
        let later = outbox.clone();
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(20)).await;
            later.send_text(text("late"));
        });
        let got = timeout(Duration::from_secs(5), inbox.recv()).await;
        assert_eq!(
            got.map(|t| t.as_str().to_string()).ok(),
            Some("late".into())
        );
    }

    #[tokio::test]
    async fn a_full_queue_refuses_the_message_and_kills_the_connection() {
        let (outbox, inbox) = channel(1, 2);
        assert!(outbox.send_text(text("1")));
        assert!(outbox.send_text(text("2")));
        assert!(!outbox.send_text(text("3")));
        assert!(timeout(Duration::from_secs(5), inbox.killed())
            .await
            .is_ok());
        assert_eq!(inbox.recv().await.as_str(), "1");
        assert_eq!(inbox.recv().await.as_str(), "2");
        assert!(inbox.try_recv().is_none());
    }

    #[tokio::test]
    async fn senders_hear_when_the_connection_is_gone() {
        let (outbox, inbox) = channel(1, 8);
        let waiting = outbox.clone();
        let closed = tokio::spawn(async move { waiting.closed().await });
        tokio::task::yield_now().await;
        drop(inbox);
        assert!(timeout(Duration::from_secs(5), closed).await.is_ok());
        assert!(!outbox.send_text(text("too late")));
    }

    #[tokio::test]
    async fn the_queue_gives_back_the_room_of_a_burst() {
        let (outbox, inbox) = channel(1, 256);
        for i in 0..100 {
            assert!(outbox.send_text(text(&i.to_string())));
        }
        assert!(lock(&outbox.queue.items).capacity() >= 100);
        while inbox.try_recv().is_some() {}
        assert!(lock(&outbox.queue.items).capacity() <= KEPT_ROOM);
    }

    #[tokio::test]
    async fn a_close_frame_set_before_the_end_is_the_farewell() {
        let (outbox, inbox) = channel(1, 8);
        outbox.close_with(1008, "no hello");
        assert!(timeout(Duration::from_secs(5), inbox.killed())
            .await
            .is_ok());
        let frame = inbox.farewell();
        assert_eq!(frame.as_ref().map(|f| f.code), Some(1008));
        assert_eq!(
            frame.map(|f| f.reason.as_str().to_string()),
            Some("no hello".into())
        );
    }
}
