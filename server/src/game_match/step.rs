//! Applying a step (an action, a bot move, a timeout, a forfeit), storing it before anyone
//! hears of it, and answering the player.

use super::*;
use tavern_protocol::wire::UpdateForm;

impl Task {
    /// Applies one step (an action, or a forfeit when `action` is `None`) and stores it before
    /// anyone hears of it; `timed_out`: the server takes it because the seat's clock ran out,
    /// which the clocks count with the step. On a storage failure the match is put back
    /// exactly as it was, clocks included, so a step tried again counts once.
    pub(super) async fn step(
        &mut self,
        seat: Seat,
        kind: StepKind,
        action: Option<&Value>,
        action_id: Option<&str>,
        timed_out: bool,
    ) -> Result<Vec<Visible<RawJson>>, StepError> {
        let decision = self
            .pending
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, k)| *k);
        let backup = self
            .store
            .as_ref()
            .map(|_| (self.clocks.clone(), self.since.clone()));
        let events = match action {
            Some(a) => self.game.apply(seat, a).map_err(StepError::Illegal)?,
            None => self.game.forfeit(seat),
        };
        self.version += 1;
        if let (true, Some(c)) = (timed_out, &mut self.clocks) {
            c.timed_out(seat);
        }
        if action.is_some() {
            if kind == StepKind::Action {
                if let Some(c) = &mut self.clocks {
                    c.decided(seat);
                }
            }
            self.shared
                .metrics
                .game(&self.game_name)
                .actions
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            self.refresh(Some(seat));
        } else {
            self.refresh(None);
        }
        let (Some(store), Some((clocks, since))) = (self.store.clone(), backup) else {
            if timed_out {
                self.count_timeout();
            }
            return Ok(events);
        };
        let now = Instant::now();
        let text = action.map(Value::to_string);
        let logged = text.as_deref().map(Box::from);
        let step = StepRecord {
            version: self.version,
            seat: seat.0,
            kind,
            action: text,
            decision: decision.map(|d| d.as_str().to_string()),
            action_id: action_id.map(str::to_string),
            at_ms: now_ms(),
            clocks: self
                .clocks
                .as_ref()
                .and_then(|c| serde_json::to_string(&c.snapshot(now)).ok()),
        };
        let queued = std::time::Instant::now();
        let ack = store.write(Write::Step {
            match_id: self.id.clone(),
            step,
        });
        // While it is being stored: what each viewer will be sent once it is.
        self.prepared = self.prepare_updates().map(Box::new);
        let outcome = ack.await;
        if let Some(stats) = store.stats() {
            stats.resumed(queued);
        }
        let stored = match outcome {
            Ok(Ok(())) => true,
            Ok(Err(e)) if e.is_stale_epoch() => {
                // Cluster mode: another node claimed this match, so this copy stops here and
                // its viewers reconnect to reach the new owner.
                tracing::warn!(error = %e, "another node owns this match now; it stops here");
                self.broken = true;
                self.version -= 1;
                self.prepared = None;
                // The player who sent this action hears that it did not count, and why, before
                // their connection closes: they send it again once reconnected to the owner.
                let acting = self.seats.get(seat.index()).and_then(|s| s.outbox.as_ref());
                if let (Some(id), Some(o)) = (action_id, acting) {
                    o.send(
                        &self.result(
                            id,
                            Some(ErrorBody {
                                code: ErrorCode::MatchMoved,
                                message:
                                    "this match moved to another node and this action did not \
                                      count: reconnect and send it again"
                                        .into(),
                                reason: None,
                            }),
                        ),
                    );
                }
                let viewers = self.seats.iter().filter_map(|s| s.outbox.as_ref());
                crate::cluster::match_lost(
                    &self.shared,
                    &self.id,
                    viewers.chain(self.spectators.iter().map(|s| &s.outbox)),
                    self.seats.iter().filter_map(|s| s.spec.player.as_deref()),
                );
                return Err(StepError::Moved);
            }
            Ok(Err(e)) => {
                tracing::error!(error = %e, version = self.version, "action could not be stored");
                false
            }
            Err(_) => false,
        };
        if !stored {
            // Nobody hears of this step: each connection whose update was made for it is sent
            // the whole state next time.
            self.prepared = None;
        }
        if stored {
            self.log.push(LogStep {
                seat,
                action: logged,
            });
            if timed_out {
                self.count_timeout();
            }
            return Ok(events);
        }
        // The step does not count: rebuild the game from its seed and stored log (the engine
        // has no undo, and cloning every game before every action would cost every action).
        self.shared.metrics.error(ErrorCode::Internal.as_str());
        match self.rebuild() {
            Some(game) => self.game = game,
            None => {
                tracing::error!("the match could not be rebuilt from its log; it stops");
                self.broken = true;
            }
        }
        self.version -= 1;
        self.clocks = clocks;
        self.since = since;
        self.refresh(None);
        Err(StepError::Storage)
    }

    /// A timeout was applied (counted once it is stored: one tried again after a failed
    /// write is the same timeout).
    fn count_timeout(&self) {
        self.shared
            .metrics
            .game(&self.game_name)
            .timeouts
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    /// The game rebuilt from its seed and in-memory log.
    pub(super) fn rebuild(&self) -> Option<Box<dyn DynGame>> {
        self.replay_log(|_| {})
    }

    /// Rebuilds the game from its seed and in-memory log, handing each step's events to
    /// `seen` in order (the history a joining spectator is sent).
    pub(super) fn replay_log(
        &self,
        mut seen: impl FnMut(Vec<Visible<RawJson>>),
    ) -> Option<Box<dyn DynGame>> {
        let config: Value = serde_json::from_str(&self.config).ok()?;
        let mut game =
            registry::new_match(&self.game_name, self.seed, self.seats.len(), &config).ok()?;
        for s in &self.log {
            match &s.action {
                Some(a) => {
                    let a: Value = serde_json::from_str(a).ok()?;
                    seen(game.apply(s.seat, &a).ok()?);
                }
                None => seen(game.forfeit(s.seat)),
            }
        }
        Some(game)
    }

    /// A seat forfeits (after running out of time too often when `timeout` says so); a
    /// failed write is retried a few times.
    pub(super) async fn forfeit(&mut self, seat: Seat, timeout: Option<TimeoutNote>) {
        for _ in 0..5 {
            match self
                .step(seat, StepKind::Forfeit, None, None, timeout.is_some())
                .await
            {
                Ok(events) => {
                    if let Some(t) = &timeout {
                        self.announce_timeout(t, TimeoutRuling::Forfeit, None);
                    }
                    self.broadcast(&events);
                    return;
                }
                Err(_) if self.broken => return,
                Err(_) => tokio::time::sleep(STORAGE_RETRY).await,
            }
        }
        tracing::error!(seat = seat.0, "forfeit could not be stored");
    }

    pub(super) async fn on_action(&mut self, request: ActionRequest) {
        let ActionRequest {
            player,
            outbox,
            version,
            action_id,
            action,
            received,
        } = request;
        let Some(seat) = self.seat_of(&player) else {
            let code = if self.spectators.iter().any(|s| s.player == player) {
                ErrorCode::SpectatorCannotAct
            } else {
                ErrorCode::NotInRoom
            };
            self.shared.metrics.error(code.as_str());
            outbox.send(&error(
                code,
                "you do not play in this match",
                Some(action_id),
            ));
            return;
        };
        let earlier = self.seats[seat.index()]
            .results
            .iter()
            .find(|r| *r.action_id == *action_id);
        if let Some(r) = earlier {
            outbox.send(&ServerMsg::ActionResult {
                match_id: self.id.clone(),
                action_id,
                ok: r.error.is_none(),
                version: r.version,
                error: r.error.as_deref().cloned(),
            });
            return;
        }
        let current = match self.since[seat.index()] {
            Some((_, from)) => (from..=self.version).contains(&version),
            None => version == self.version,
        };
        let refusal = if self.seats[seat.index()].out {
            Some(ErrorBody {
                code: ErrorCode::SpectatorCannotAct,
                message: "your seat is out of this match: you watch it from there".into(),
                reason: None,
            })
        } else if !current {
            Some(ErrorBody {
                code: ErrorCode::StaleVersion,
                message: format!(
                    "the match changed for you since version {version} (now {})",
                    self.version
                ),
                reason: None,
            })
        } else {
            match self
                .step(
                    seat,
                    StepKind::Action,
                    Some(&action),
                    Some(&action_id),
                    false,
                )
                .await
            {
                Ok(events) => {
                    // For a connection taking changes, the result goes with the update the
                    // action made for its seat, when that goes to the connection that sent it.
                    let rides = outbox.update_form() == UpdateForm::Changes
                        && self.seats[seat.index()]
                            .outbox
                            .as_ref()
                            .is_some_and(|o| o.session == outbox.session);
                    if !rides {
                        outbox.send(&self.result(&action_id, None));
                    }
                    self.broadcast_acking(&events, rides.then_some((seat, action_id.as_str())));
                    self.remember(seat, action_id, None);
                    self.shared.metrics.observe_action(received.elapsed());
                    return;
                }
                // Decided on an earlier version: another seat acted since, and what changed
                // (a player out, a permanent gone) refused it. The client's view was stale,
                // not its action wrong; it decides again from the update it has by now.
                Err(StepError::Illegal(e)) if version < self.version => {
                    let refused = refusal_body(e);
                    Some(ErrorBody {
                        code: ErrorCode::StaleVersion,
                        message: format!(
                            "the match changed since version {version} (now {}) and that no longer applies: {}",
                            self.version, refused.message
                        ),
                        reason: refused.reason,
                    })
                }
                Err(StepError::Illegal(e)) => Some(refusal_body(e)),
                // The player was told (`match_moved`) and their connection closes.
                Err(StepError::Moved) => return,
                Err(StepError::Storage) => {
                    // Not remembered: a retry with the same id gets another chance.
                    outbox.send(&self.result(
                        &action_id,
                        Some(ErrorBody {
                            code: ErrorCode::Internal,
                            message:
                                "the server could not save this action; it did not count".into(),
                            reason: None,
                        }),
                    ));
                    return;
                }
            }
        };
        if let Some(body) = refusal {
            self.shared.metrics.error(body.code.as_str());
            outbox.send(&self.result(&action_id, Some(body.clone())));
            self.remember(seat, action_id, Some(body));
        }
    }

    pub(super) fn result(&self, action_id: &str, error: Option<ErrorBody>) -> ServerMsg {
        ServerMsg::ActionResult {
            match_id: self.id.clone(),
            action_id: action_id.to_string(),
            ok: error.is_none(),
            version: self.version,
            error,
        }
    }

    /// Remembers the result of `action_id` (at the current version) for retries.
    pub(super) fn remember(&mut self, seat: Seat, action_id: String, error: Option<ErrorBody>) {
        let version = self.version;
        let r = &mut self.seats[seat.index()].results;
        if r.len() >= REMEMBERED_RESULTS {
            r.pop_front();
        }
        r.push_back(Remembered {
            action_id: action_id.into(),
            version,
            error: error.map(Box::new),
        });
    }

    /// A bot's turn or a clock ran out.
    pub(super) async fn on_timer(&mut self) {
        let now = Instant::now();
        if self.bot_at.is_some_and(|t| t <= now) {
            self.bot_at = None;
            let bot_seats: Vec<Seat> = self
                .pending
                .iter()
                .map(|(s, _)| *s)
                .filter(|s| self.seats.get(s.index()).is_some_and(|x| x.spec.bot))
                .collect();
            for seat in bot_seats {
                self.start_thinking(seat);
            }
            return;
        }
        let Some((seat, at)) = self.clocks.as_ref().and_then(Clocks::next_deadline) else {
            return;
        };
        if at > now {
            return;
        }
        // A deadline belongs to a running decision. The timeout is counted (in the seat's run
        // and in the metrics) with the step that answers it, once stored.
        let Some((clocks, decision)) = self
            .clocks
            .as_ref()
            .and_then(|c| c.running(seat).map(|d| (c, d)))
        else {
            return;
        };
        let in_row = clocks.timeouts_in_row(seat).saturating_add(1);
        let limit = clocks.forfeit_after();
        let note = TimeoutNote {
            seat,
            decision,
            in_row,
            left: limit.saturating_sub(in_row),
        };
        let forfeit = in_row >= limit;
        tracing::info!(seat = seat.0, forfeit, "decision timed out");
        if forfeit {
            self.forfeit(seat, Some(note)).await;
            return;
        }
        match self.game.timeout_action(seat) {
            Some(action) => {
                self.apply_for(seat, StepKind::Timeout, &action, Some(note))
                    .await
            }
            None => self.refresh(None),
        }
    }

    /// Sets the bot of `seat` thinking about its decision, unless it already is.
    fn start_thinking(&mut self, seat: Seat) {
        let (Some(Some(level)), Some(thinking)) = (
            self.bot_levels.get(seat.index()).copied(),
            self.thinking.get_mut(seat.index()),
        ) else {
            return;
        };
        if thinking.is_some() {
            return;
        }
        *thinking = Some(self.version);
        let request = bot::Request {
            game: self.game_name.clone(),
            level,
            knowledge: self.game.knowledge(seat),
            think: self.bot_think,
            iterations: self.shared.config.bot_iterations,
            deadline: self.clocks.as_ref().and_then(|c| c.deadline(seat)),
            version: self.version,
            // Different guesses for every decision of every bot, reproducible from the match.
            seed: self.seed
                ^ (self.version << 8 | u64::from(seat.0)).wrapping_mul(0x9e37_79b9_7f4a_7c15),
        };
        let seats = self.seats.len();
        let answers = &self
            .answers
            .get_or_insert_with(|| mpsc::channel(seats.max(1)))
            .0;
        bot::think(&self.shared.thinkers, request, answers.clone());
    }

    /// A bot's answer came back: it is played if its seat still has the decision the bot
    /// thought about (a player's action or a timeout may have come first), else the bot
    /// thinks again about what it faces now.
    pub(super) async fn on_bot_answer(&mut self, answer: bot::Answer) {
        let seat = answer.seat;
        if let Some(t) = self.thinking.get_mut(seat.index()) {
            *t = None;
        }
        let Some((_, began)) = self.since.get(seat.index()).copied().flatten() else {
            return;
        };
        self.shared
            .metrics
            .game(&self.game_name)
            .bot_decisions
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let action = match answer.action {
            Some(action) => action,
            // The bot found nothing to do although the seat has a decision: the timeout answer
            // keeps the match going.
            None => match self.game.timeout_action(seat) {
                Some(action) => action,
                None => return,
            },
        };
        // The decision began after the bot started thinking, or others acted meanwhile and its
        // answer is no longer legal: think again.
        let stale = began > answer.version
            || (answer.version != self.version
                && !self
                    .game
                    .legal_actions(seat)
                    .iter()
                    .any(|a| a.parse::<Value>().is_ok_and(|a| a == action)));
        if stale {
            self.start_thinking(seat);
            return;
        }
        self.apply_for(seat, StepKind::Bot, &action, None).await;
    }

    /// Applies an action the server takes for a seat (bot, or timeout with its note).
    pub(super) async fn apply_for(
        &mut self,
        seat: Seat,
        kind: StepKind,
        action: &Value,
        timeout: Option<TimeoutNote>,
    ) {
        match self
            .step(seat, kind, Some(action), None, timeout.is_some())
            .await
        {
            Ok(events) => {
                if let Some(t) = &timeout {
                    self.announce_timeout(t, TimeoutRuling::DefaultAction, Some(action));
                }
                self.broadcast(&events);
            }
            Err(StepError::Illegal(e)) => {
                // The game listed this action itself; refusing it is an engine bug. End the
                // seat's part rather than loop.
                tracing::error!(seat = seat.0, code = e.code, "server-chosen action refused");
                self.forfeit(seat, None).await;
            }
            // Another node runs the match now: this copy has stopped.
            Err(StepError::Moved) => {}
            // Try again later rather than spin while the storage fails.
            Err(StepError::Storage) => {
                tokio::time::sleep(STORAGE_RETRY).await;
                self.refresh(None);
            }
        }
    }
}

fn refusal_body(e: DynIllegal) -> ErrorBody {
    let code = if e.malformed {
        ErrorCode::MalformedAction
    } else if e.out_of_turn {
        ErrorCode::NotYourTurn
    } else if e.code == "game_over" {
        ErrorCode::MatchOver
    } else {
        ErrorCode::IllegalAction
    };
    ErrorBody {
        code,
        message: e.message,
        reason: Some(e.code.to_string()),
    }
}
