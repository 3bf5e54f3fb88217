//! What each viewer is sent: updates built from their own view and copy of the events,
//! the spectator list, and joining as a spectator (with the match's events so far).

use super::*;

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

    /// The one place that builds a viewer's update.
    pub(super) fn update_for(
        &self,
        viewer: Viewer,
        events: &[Visible<RawJson>],
        decisions: &[DecisionInfo],
    ) -> ServerMsg {
        let legal_actions = match viewer {
            Viewer::Seat { seat } if self.pending.iter().any(|(s, _)| *s == seat) => {
                self.game.legal_actions(seat)
            }
            _ => Vec::new(),
        };
        // What the seat cannot use now, and why: only in its turn's main decision, the one
        // where it picks among skills and cards.
        let unavailable = match viewer {
            Viewer::Seat { seat }
                if self
                    .pending
                    .iter()
                    .any(|&(s, k)| s == seat && k == DecisionKind::Act) =>
            {
                self.game.unavailable(seat)
            }
            _ => Vec::new(),
        };
        ServerMsg::Update {
            match_id: self.id.clone(),
            version: self.version,
            view: self.game.view(viewer),
            events: events
                .iter()
                .map(|e| e.for_viewer(viewer).clone())
                .collect(),
            decisions: decisions.to_vec(),
            legal_actions,
            unavailable,
        }
    }

    pub(super) fn broadcast(&mut self, events: &[Visible<RawJson>]) {
        let decisions = self.decisions();
        for i in 0..self.seats.len() {
            if let Some(o) = self.seats[i].outbox.clone() {
                let msg = self.update_for(
                    Viewer::Seat {
                        seat: Seat(i as u8),
                    },
                    events,
                    &decisions,
                );
                if !o.send(&msg) {
                    self.seats[i].outbox = None;
                }
            }
        }
        let mut gone = Vec::new();
        for (i, sp) in self.spectators.iter().enumerate() {
            let msg = self.update_for(viewer_of(sp.view), events, &decisions);
            if !sp.outbox.send(&msg) {
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
                o.send(&message(Viewer::Seat {
                    seat: Seat(i as u8),
                }));
            }
        }
        for sp in &self.spectators {
            sp.outbox.send(&message(viewer_of(sp.view)));
        }
    }

    pub(super) fn send_full(&self, viewer: Viewer, outbox: &Outbox) {
        self.send_joined(viewer, outbox, &[]);
    }

    /// `match_started` and a full update whose events are `events` (that viewer's copy).
    fn send_joined(&self, viewer: Viewer, outbox: &Outbox, events: &[Visible<RawJson>]) {
        outbox.send(&ServerMsg::MatchStarted {
            match_id: self.id.clone(),
            game: self.game_name.clone(),
            viewer,
        });
        outbox.send(&self.update_for(viewer, events, &self.decisions()));
    }

    /// Every event of the match so far, rebuilt from its seed and log on demand (so a running
    /// match pays nothing for it). A match kept without storage has no log: it has no history
    /// to give, and a spectator then starts from the present.
    fn history(&self) -> Vec<Visible<RawJson>> {
        if self.log.len() as u64 != self.version {
            return Vec::new();
        }
        let mut events = Vec::new();
        match self.replay_log(|step| events.extend(step)) {
            Some(_) => events,
            None => Vec::new(),
        }
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
        self.send_joined(viewer_of(view), &outbox, &self.history());
        self.spectators.push(Spectator {
            player,
            name,
            view,
            outbox,
        });
        self.send_spectator_list();
    }
}
