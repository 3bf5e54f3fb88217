//! What each viewer is sent: updates built from their own view and copy of the events (whole,
//! or as changes for a connection that asked for them), the spectator list, joining as a
//! spectator (with the match's events so far), and a seat that is out becoming a spectator of
//! its own seat.

use super::*;
use axum::extract::ws::Utf8Bytes;
use tavern_engine::dynamic::{write_state, Options};
use tavern_protocol::changes::{self, Fingerprints, JsonWriter, UpdateState};
use tavern_protocol::wire::UpdateForm;

thread_local! {
    /// Each worker thread's writer of update states (its buffers grow to the largest state
    /// once, instead of a state's text and nodes allocated for every viewer).
    static WRITER: std::cell::RefCell<JsonWriter> = std::cell::RefCell::new(JsonWriter::new());
}

/// What a connection taking `update_changes` was last sent: the version and the fingerprints
/// of its state (a few hundred bytes; see ARCHITECTURE.md, "Memory per connection and per
/// match").
pub(super) struct Shown {
    version: u64,
    prints: Fingerprints,
}

/// A viewer's update, made before its events are known (see [`Task::make_update`]).
pub(super) enum Made {
    /// Sent whole; what a connection taking changes has then been shown.
    Whole {
        state: UpdateState,
        shown: Option<Shown>,
    },
    /// The changes since version `base`, and what the connection has then been shown.
    Changes {
        base: u64,
        list: String,
        shown: Shown,
    },
}

/// Every viewer's update of one step, made while the step was being stored: each seat's (none
/// without a connection) and each spectator's, in their order (nothing else runs in the match
/// between the two, so the seats' connections and the spectators are the same when it is
/// sent).
pub(super) struct Prepared {
    version: u64,
    seats: Vec<Option<Made>>,
    spectators: Vec<Made>,
}

impl Task {
    pub(super) fn decisions(&self) -> Vec<DecisionInfo> {
        let now = Instant::now();
        self.pending
            .iter()
            .map(|&(seat, kind)| DecisionInfo {
                seat,
                kind,
                deadline_ms: self
                    .clocks
                    .as_ref()
                    .and_then(|c| c.deadline(seat))
                    .map(|d| d.saturating_duration_since(now).as_millis() as u64),
                reserve_ms: self
                    .clocks
                    .as_ref()
                    .and_then(|c| c.reserve(seat, now))
                    .map(|r| r.as_millis() as u64),
            })
            .collect()
    }

    /// The one place that builds a viewer's update: sends it to `outbox` in the form the
    /// connection asked for, whole, or as the changes since `shown` (none: whole). `ack` is
    /// the accepted action of this connection's own that the update follows from: changes
    /// carry its id, a whole update is preceded by its `action_result`. Returns whether it was
    /// queued and what the connection has now been shown.
    fn send_update(
        &self,
        outbox: &Outbox,
        shown: Option<Shown>,
        viewer: Viewer,
        events: &[Visible<RawJson>],
        decisions: &[DecisionInfo],
        ack: Option<&str>,
    ) -> (bool, Option<Shown>) {
        let made = self.make_update(outbox.update_form(), shown, viewer, decisions);
        self.deliver(outbox, made, viewer, events, ack)
    }

    /// A viewer's update as of now, in `form`, from what the connection was last `shown`:
    /// the part of [`Task::send_update`] that does not depend on the events.
    fn make_update(
        &self,
        form: UpdateForm,
        shown: Option<Shown>,
        viewer: Viewer,
        decisions: &[DecisionInfo],
    ) -> Made {
        let options = self.options(viewer);
        if let (UpdateForm::Changes, Some(shown)) = (form, shown) {
            // The changes, from the state written straight from the game with its nodes.
            let made = WRITER.with(|w| {
                let mut w = w.borrow_mut();
                write_state(self.game.as_ref(), viewer, decisions, options, &mut w);
                let mut list = String::with_capacity(512);
                let prints = changes::diff_written(&mut w, Some(shown.prints), &mut list).ok()?;
                Some((list, prints))
            });
            if let Some((list, prints)) = made {
                return Made::Changes {
                    base: shown.version,
                    list,
                    shown: Shown {
                        version: self.version,
                        prints,
                    },
                };
            }
            // Never the case for the game's own serialised state; sent whole, as below.
        }
        let state = UpdateState {
            view: self.game.view(viewer),
            decisions: decisions.to_vec(),
            legal_actions: options
                .legal
                .map(|seat| self.game.legal_actions(seat))
                .unwrap_or_default(),
            unavailable: options
                .unavailable
                .map(|seat| self.game.unavailable(seat))
                .unwrap_or_default(),
        };
        if form == UpdateForm::Full {
            return Made::Whole { state, shown: None };
        }
        // The first update of a connection taking changes: whole, and what it was shown.
        let text = serde_json::to_string(&state).unwrap_or_default();
        let shown = changes::diff(&text, None, &mut String::new())
            .ok()
            .map(|prints| Shown {
                version: self.version,
                prints,
            });
        Made::Whole { state, shown }
    }

    /// Whose options `viewer`'s update lists: a seat's legal actions when it has a decision,
    /// and what it cannot use now, with the reasons, only in its turn's main decision (the
    /// one where it picks among skills and cards).
    fn options(&self, viewer: Viewer) -> Options {
        let Viewer::Seat { seat } = viewer else {
            return Options::default();
        };
        let kind = self
            .pending
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, k)| *k);
        Options {
            legal: kind.map(|_| seat),
            unavailable: (kind == Some(DecisionKind::Act)).then_some(seat),
        }
    }

    /// Sends a viewer's update made by [`Task::make_update`], with the events; returns
    /// whether it was queued and what the connection has now been shown.
    fn deliver(
        &self,
        outbox: &Outbox,
        made: Made,
        viewer: Viewer,
        events: &[Visible<RawJson>],
        ack: Option<&str>,
    ) -> (bool, Option<Shown>) {
        match made {
            Made::Whole { state, shown } => {
                if let Some(id) = ack {
                    outbox.send(&self.result(id, None));
                }
                let events = events
                    .iter()
                    .map(|e| e.for_viewer(viewer).clone())
                    .collect();
                let update = state.into_update(self.id.clone(), self.version, events);
                (outbox.send(&update), shown)
            }
            Made::Changes { base, list, shown } => {
                // The events as this viewer sees them, written in place (not copied first).
                let seen = events.iter().map(|e| e.for_viewer(viewer));
                let text = changes::update_changes_text(self.version, base, ack, seen, &list);
                (outbox.send_text(Utf8Bytes::from(text)), Some(shown))
            }
        }
    }

    /// Makes every viewer's update of the step just taken while it is being stored (see
    /// [`Task::step`]), for [`Task::broadcast_acking`] to send once it is: the match's CPU
    /// work overlaps the commit instead of following it. None when the step takes a seat out
    /// (that seat is then sent the match so far instead).
    pub(super) fn prepare_updates(&mut self) -> Option<Prepared> {
        let over = self.game.outcome().is_some();
        let taken_out =
            (0..self.seats.len()).any(|i| !self.seats[i].out && !self.game.in_play(Seat(i as u8)));
        if taken_out && !over {
            return None;
        }
        let decisions = self.decisions();
        let mut seats = Vec::with_capacity(self.seats.len());
        for i in 0..self.seats.len() {
            let made = self.seats[i].outbox.as_ref().map(|o| o.update_form());
            let made = made.map(|form| {
                let shown = self.seats[i].shown.take();
                self.make_update(form, shown, self.seat_viewer(Seat(i as u8)), &decisions)
            });
            seats.push(made);
        }
        let mut spectators = Vec::with_capacity(self.spectators.len());
        for i in 0..self.spectators.len() {
            let shown = self.spectators[i].shown.take();
            let sp = &self.spectators[i];
            let form = sp.outbox.update_form();
            spectators.push(self.make_update(form, shown, viewer_of(sp.view), &decisions));
        }
        Some(Prepared {
            version: self.version,
            seats,
            spectators,
        })
    }

    /// How a seat's player sees the match: from their seat, or as a spectator of it once the
    /// seat is out.
    pub(super) fn seat_viewer(&self, seat: Seat) -> Viewer {
        if self.seats.get(seat.index()).is_some_and(|s| s.out) {
            Viewer::Spectator { behind: seat }
        } else {
            Viewer::Seat { seat }
        }
    }

    /// The team of each seat, seat 0 first.
    pub(super) fn teams(&self) -> Vec<u8> {
        self.seats.iter().map(|s| s.spec.team).collect()
    }

    /// Marks the seats the last step took out of a match that goes on; returns them.
    fn newly_out(&mut self) -> Vec<Seat> {
        if self.game.outcome().is_some() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for i in 0..self.seats.len() {
            let seat = Seat(i as u8);
            if !self.seats[i].out && !self.game.in_play(seat) {
                self.seats[i].out = true;
                tracing::info!(seat = seat.0, "seat is out; it watches on");
                out.push(seat);
            }
        }
        out
    }

    pub(super) fn broadcast(&mut self, events: &[Visible<RawJson>]) {
        self.broadcast_acking(events, None);
    }

    /// [`Task::broadcast`] after `ack`'s seat's accepted action, whose result goes with that
    /// seat's update (the caller checked the seat's connection is the one that sent it).
    pub(super) fn broadcast_acking(
        &mut self,
        events: &[Visible<RawJson>],
        ack: Option<(Seat, &str)>,
    ) {
        let newly_out = self.newly_out();
        let decisions = self.decisions();
        let mut prepared = self
            .prepared
            .take()
            .filter(|p| p.version == self.version && newly_out.is_empty());
        let mut history: Option<Vec<Visible<RawJson>>> = None;
        for i in 0..self.seats.len() {
            let seat = Seat(i as u8);
            let Some(o) = self.seats[i].outbox.clone() else {
                continue;
            };
            let viewer = self.seat_viewer(seat);
            let ack = ack.filter(|(s, _)| *s == seat).map(|(_, id)| id);
            if let (Some(id), true) = (ack, newly_out.contains(&seat)) {
                o.send(&self.result(id, None));
            }
            let sent = if newly_out.contains(&seat) && self.seats[i].spec.left {
                // Out because its player left: they are told nothing more.
                false
            } else if newly_out.contains(&seat) {
                // Out: from now on the seat watches from its place and, like any spectator,
                // is sent the match so far (or, without a log, what just happened).
                let h = history
                    .get_or_insert_with(|| self.history().unwrap_or_else(|| events.to_vec()));
                let (sent, shown) = self.send_joined(viewer, &o, h);
                self.seats[i].shown = shown;
                sent
            } else {
                let made = prepared.as_mut().and_then(|p| p.seats.get_mut(i)?.take());
                let (sent, shown) = match made {
                    Some(made) => self.deliver(&o, made, viewer, events, ack),
                    None => {
                        let shown = self.seats[i].shown.take();
                        self.send_update(&o, shown, viewer, events, &decisions, ack)
                    }
                };
                self.seats[i].shown = shown;
                sent
            };
            if !sent {
                self.seats[i].outbox = None;
                self.seats[i].shown = None;
            }
        }
        let mut gone = Vec::new();
        let mut made = prepared.map(|p| p.spectators.into_iter());
        for i in 0..self.spectators.len() {
            let sp = &self.spectators[i];
            let viewer = viewer_of(sp.view);
            let (sent, shown) = match made.as_mut().and_then(Iterator::next) {
                Some(made) => self.deliver(&sp.outbox, made, viewer, events, None),
                None => {
                    let shown = self.spectators[i].shown.take();
                    let sp = &self.spectators[i];
                    self.send_update(&sp.outbox, shown, viewer, events, &decisions, None)
                }
            };
            self.spectators[i].shown = shown;
            if !sent {
                gone.push(i);
            }
        }
        if !gone.is_empty() {
            for i in gone.into_iter().rev() {
                self.spectators.remove(i);
            }
            self.send_spectator_list();
        }
    }

    /// Tells every seat and spectator whose clock ran out and what the rules did. The action
    /// played for the seat goes only to those who may see that seat's secrets (an opening
    /// choice of character is secret until both have chosen).
    pub(super) fn announce_timeout(
        &self,
        note: &TimeoutNote,
        ruling: TimeoutRuling,
        action: Option<&Value>,
    ) {
        let action = action.map(RawJson::of);
        let message = |viewer: Viewer| ServerMsg::TimedOut {
            match_id: self.id.clone(),
            version: self.version,
            seat: note.seat,
            decision: note.decision,
            ruling,
            action: action.clone().filter(|_| viewer.sees_secrets_of(note.seat)),
            timeouts_in_row: note.in_row,
            timeouts_left: note.left,
        };
        for (i, s) in self.seats.iter().enumerate() {
            if let Some(o) = &s.outbox {
                o.send(&message(self.seat_viewer(Seat(i as u8))));
            }
        }
        for sp in &self.spectators {
            sp.outbox.send(&message(viewer_of(sp.view)));
        }
    }

    /// A seat's player (re)joins: `match_started` and a full update, from the seat, or, for a
    /// seat that is out, as a spectator of it with the match's events so far. Returns what
    /// the connection was shown.
    pub(super) fn send_seat(&self, seat: Seat, outbox: &Outbox) -> Option<Shown> {
        let viewer = self.seat_viewer(seat);
        let history = match viewer {
            Viewer::Seat { .. } => Vec::new(),
            _ => self.history().unwrap_or_default(),
        };
        self.send_joined(viewer, outbox, &history).1
    }

    /// `match_started` and a full update whose events are `events` (that viewer's copy);
    /// whether the update could be queued, and what the connection was shown.
    fn send_joined(
        &self,
        viewer: Viewer,
        outbox: &Outbox,
        events: &[Visible<RawJson>],
    ) -> (bool, Option<Shown>) {
        outbox.send(&ServerMsg::MatchStarted {
            match_id: self.id.clone(),
            game: self.game_name.clone(),
            viewer,
            teams: self.teams(),
            game_version: self.game_version.clone(),
        });
        self.send_update(outbox, None, viewer, events, &self.decisions(), None)
    }

    /// A player or spectator asked for the state whole again (`resync`): the connection that
    /// asked gets a full update with no events, and changes go on from it.
    pub(super) fn resync(&mut self, player: &str, session: u64) {
        let decisions = self.decisions();
        if let Some(seat) = self.seat_of(player) {
            let i = seat.index();
            if let Some(o) = self.seats[i]
                .outbox
                .clone()
                .filter(|o| o.session == session)
            {
                let viewer = self.seat_viewer(seat);
                self.seats[i].shown = self.send_update(&o, None, viewer, &[], &decisions, None).1;
                return;
            }
        }
        if let Some(i) = self
            .spectators
            .iter()
            .position(|s| s.player == player && s.outbox.session == session)
        {
            let sp = &self.spectators[i];
            let shown =
                self.send_update(&sp.outbox, None, viewer_of(sp.view), &[], &decisions, None);
            self.spectators[i].shown = shown.1;
        }
    }

    /// Every event of the match so far, rebuilt from its seed and log on demand (so a running
    /// match pays nothing for it). A match kept without storage has no log, hence no history
    /// to give (`None`): a spectator then starts from the present.
    fn history(&self) -> Option<Vec<Visible<RawJson>>> {
        if self.log.len() as u64 != self.version {
            return None;
        }
        let mut events = Vec::new();
        self.replay_log(|step| events.extend(step))?;
        Some(events)
    }

    pub(super) fn send_spectator_list(&self) {
        let msg = encode(&ServerMsg::Spectators {
            match_id: self.id.clone(),
            spectators: self
                .spectators
                .iter()
                .map(|s| SpectatorInfo {
                    id: s.player.clone(),
                    name: s.name.clone(),
                    view: s.view,
                })
                .collect(),
        });
        for s in &self.seats {
            if let Some(o) = &s.outbox {
                o.send_text(msg.clone());
            }
        }
    }

    pub(super) fn reply_error(&self, outbox: &Outbox, code: ErrorCode, message: &str) {
        self.shared.metrics.error(code.as_str());
        outbox.send(&error(code, message, None));
    }

    pub(super) fn on_spectate(
        &mut self,
        player: String,
        name: String,
        view: SpectateAs,
        outbox: Outbox,
    ) {
        if self.kicked.contains(&player) {
            self.reply_error(
                &outbox,
                ErrorCode::Kicked,
                "you were removed from this match",
            );
            return;
        }
        if self.seat_of(&player).is_some() {
            self.reply_error(
                &outbox,
                ErrorCode::SpectatingForbidden,
                "you play in this match",
            );
            return;
        }
        let allowed = match view {
            SpectateAs::Referee => self.policy == SpectatorPolicy::Referee,
            SpectateAs::Behind(seat) => {
                self.policy >= SpectatorPolicy::BehindSeat
                    && self
                        .seats
                        .get(seat.index())
                        .is_some_and(|s| s.spec.allow_spectators)
            }
        };
        if !allowed {
            self.reply_error(
                &outbox,
                ErrorCode::SpectatingForbidden,
                "this match does not allow that view",
            );
            return;
        }
        // A spectator who asks again (another viewpoint) is moved there; either way the first
        // update carries the match's events so far, each as this viewpoint may see it.
        self.spectators.retain(|s| s.player != player);
        let (_, shown) = self.send_joined(
            viewer_of(view),
            &outbox,
            &self.history().unwrap_or_default(),
        );
        self.spectators.push(Spectator {
            player,
            name,
            view,
            outbox,
            shown,
        });
        self.send_spectator_list();
    }
}
