//! The match's flow: the opening hands, then each turn's phases in the rulebook's order
//! (beginning, draw, activate runes, cast, combat, second cast, end), turn order, and what
//! follows a death.

use arrayvec::ArrayVec;
use tavern_protocol::confix::{Element, Event, Phase, Uid};
use tavern_protocol::Seat;

use crate::{Confix, Ctx, Stage, BATTLEFIELD};

impl Confix {
    /// Where `seat` sits: its place in table order.
    pub(crate) fn place(&self, seat: Seat) -> usize {
        self.table.iter().position(|&s| s == seat).unwrap_or(0)
    }

    /// The next player (下家): the next living seat to the right, round the table.
    pub(crate) fn next_seat(&self, seat: Seat) -> Seat {
        self.after(seat)
            .into_iter()
            .find(|&s| self.alive(s))
            .unwrap_or(seat)
    }

    /// Every other seat, from the right of `seat` round the table (the dead too).
    pub(crate) fn after(&self, seat: Seat) -> ArrayVec<Seat, { tavern_game::MAX_SEATS }> {
        let n = self.table.len();
        let at = self.place(seat);
        (1..n).map(|k| self.table[(at + k) % n]).collect()
    }

    /// Keeps the opening hand.
    pub(crate) fn keep(&mut self, seat: Seat) {
        self.player_mut(seat).kept = true;
        self.emit(Event::Kept { seat });
    }

    /// Shuffles the opening hand back and draws the next, one card smaller after the first
    /// redraw (N, then N, N−1, …); the hand of M cards is kept at once.
    pub(crate) fn redraw(&mut self, seat: Seat) {
        let size = self.options.opening_hand - self.player(seat).redraws;
        let p = &mut self.players[seat.index()];
        let hand: ArrayVec<_, { crate::ZONE }> = p.hand.drain(..).collect();
        for c in hand {
            let _ = p.deck.try_push(c);
        }
        self.rng.shuffle(&mut self.players[seat.index()].deck);
        let p = &mut self.players[seat.index()];
        for _ in 0..size {
            if let Some(c) = p.deck.pop() {
                let _ = p.hand.try_push(c);
            }
        }
        p.redraws += 1;
        let cards: Vec<_> = p.hand.iter().map(|c| c.id).collect();
        let count = cards.len() as u8;
        let elements = self.hand_backs(seat);
        self.out.push(tavern_game::Visible::Private {
            owner: seat,
            full: Event::OpeningHand {
                seat,
                cards: Some(cards),
                count,
                elements: elements.clone(),
            },
            others: Event::OpeningHand {
                seat,
                cards: None,
                count,
                elements,
            },
        });
        if size <= self.options.keep_at {
            self.keep(seat);
        }
    }

    pub(crate) fn begin_phase(&mut self, phase: Phase) {
        self.phase = phase;
        self.emit(Event::PhaseBegan { phase });
    }

    /// Starts the turn of `seat` (or of the next living seat, if a death in the beginning or
    /// draw phase ends a turn at once) and runs it up to its first decision.
    pub(crate) fn start_turn(&mut self, mut seat: Seat) {
        while self.result.is_none() {
            if self.turn == 0 || self.place(seat) <= self.place(self.current) {
                self.round += 1;
            }
            self.current = seat;
            self.turn += 1;
            self.planes.rolls = 0;
            self.combat = Default::default();
            let p = self.player_mut(seat);
            p.combo = false;
            p.guards_used = false;
            self.emit(Event::TurnBegan {
                seat,
                turn: self.turn,
            });
            self.beginning_phase(seat);
            if self.alive(seat) {
                self.draw_phase(seat);
            }
            if self.alive(seat) {
                self.activate_runes_phase(seat);
                return;
            }
            self.finish_turn();
            seat = self.next_seat(seat);
        }
    }

    /// 开始阶段: the objects that resolve in this beginning phase (those of every turn, and those
    /// in front of the turn player) resolve from the last one in play to the first (one that
    /// left meanwhile does not resolve); then the player's permanents untap.
    fn beginning_phase(&mut self, seat: Seat) {
        self.begin_phase(Phase::Beginning);
        self.resolve_objects(seat, |c| c.beginning);
        if self.alive(seat) {
            let mine: ArrayVec<Uid, BATTLEFIELD> = self
                .battlefield
                .iter()
                .filter(|p| p.side == seat)
                .map(|p| p.uid)
                .collect();
            for uid in mine {
                self.set_tapped(uid, false);
            }
        }
    }

    /// Whether `p`'s effects `which` resolve in the turn of `seat`: it has some (a morphed
    /// permanent has none), and they are of every turn or it sits in front of `seat`.
    fn resolves_in(
        p: &crate::Permanent,
        seat: Seat,
        which: fn(crate::Card) -> &'static [crate::cards::Op],
    ) -> bool {
        !p.morphed && !which(p.card).is_empty() && (p.card.each_turn || p.side == seat)
    }

    /// Resolves, last in play first across the whole battlefield, the effects `which` of every
    /// permanent that resolves in the turn of `seat`; stops when the turn player dies (the turn
    /// ends at once) or the match ends.
    fn resolve_objects(
        &mut self,
        seat: Seat,
        which: fn(crate::Card) -> &'static [crate::cards::Op],
    ) {
        let order: ArrayVec<Uid, BATTLEFIELD> = self
            .battlefield
            .iter()
            .filter(|p| Self::resolves_in(p, seat, which))
            .map(|p| p.uid)
            .collect();
        for &uid in order.iter().rev() {
            if self.result.is_some() || !self.alive(seat) {
                return;
            }
            let Some(p) = self
                .permanent(uid)
                .filter(|p| Self::resolves_in(p, seat, which))
                .copied()
            else {
                continue;
            };
            let ctx = Ctx {
                source: Some(uid),
                card: Some(p.card),
                affected: p.side,
                ..Ctx::of(p.owner)
            };
            self.emit(Event::Triggered {
                uid,
                card: p.card.id,
            });
            self.run(which(p.card), ctx);
        }
    }

    /// 抽卡阶段: draw one card (more under some planes); an empty deck kills.
    fn draw_phase(&mut self, seat: Seat) {
        self.begin_phase(Phase::Draw);
        let extra = match self.planes.in_force.rule() {
            Some(crate::cards::planes::PlaneRule::DrawExtra(n)) => n,
            _ => 0,
        };
        for _ in 0..=extra {
            if !self.draw(seat) {
                self.kill(&[seat]);
                return;
            }
        }
    }

    /// 激活符文阶段: every rune untaps; a class of one colour adds that rune at once, the others
    /// choose.
    fn activate_runes_phase(&mut self, seat: Seat) {
        self.begin_phase(Phase::ActivateRunes);
        let p = self.player_mut(seat);
        p.spent = Default::default();
        match p.class.elements() {
            &[only] => self.add_rune(seat, only),
            _ => self.stage = Stage::Runes,
        }
    }

    /// Adds the turn's rune and opens the cast phase.
    pub(crate) fn add_rune(&mut self, seat: Seat, element: Element) {
        let p = self.player_mut(seat);
        p.runes = p
            .runes
            .with(element, p.runes.get(element).saturating_add(1));
        self.emit(Event::RuneAdded { seat, element });
        self.stage = Stage::Cast;
        self.begin_phase(Phase::Cast);
    }

    /// The second cast phase.
    pub(crate) fn begin_second_cast(&mut self) {
        self.combat = Default::default();
        self.stage = Stage::SecondCast;
        self.begin_phase(Phase::SecondCast);
    }

    /// 结束阶段: the objects that resolve in this end phase resolve, last in play first; the
    /// turn is finished; the next turn begins.
    pub(crate) fn end_phase(&mut self) {
        let seat = self.current;
        self.begin_phase(Phase::End);
        self.resolve_objects(seat, |c| c.end);
        if self.result.is_some() {
            return;
        }
        self.finish_turn();
        if self.result.is_none() {
            self.start_turn(self.next_seat(seat));
        }
    }

    /// What ends with every turn, however it ends (its player's death included, which skips
    /// the rest of the turn and its end phase): summoning sickness ends, Flame Combo lapses,
    /// and the plane counts the turn and checks its condition.
    fn finish_turn(&mut self) {
        for p in &mut self.battlefield {
            p.sick = false;
        }
        let seat = self.current;
        self.player_mut(seat).combo = false;
        self.plane_end_of_turn();
    }

    /// After every action and forfeit: the match ends, the next turn begins if the turn
    /// player died, dead seats stop deciding, and a combat waiting on nobody resolves.
    pub(crate) fn settle(&mut self) {
        loop {
            if self.result.is_some() {
                self.stage = Stage::Over;
                self.may = None;
                return;
            }
            if let Some(may) = &self.may {
                let deciders: ArrayVec<Seat, { tavern_game::MAX_SEATS }> = may
                    .deciders
                    .iter()
                    .copied()
                    .filter(|&s| self.alive(s))
                    .collect();
                match &mut self.may {
                    Some(m) if !deciders.is_empty() => m.deciders = deciders,
                    _ => self.may = None,
                }
            }
            match self.stage {
                Stage::Over => return,
                Stage::Opening => {
                    if self.players.iter().all(|p| p.kept || !p.alive) {
                        let first = if self.alive(self.first) {
                            self.first
                        } else {
                            self.next_seat(self.first)
                        };
                        self.start_turn(first);
                        continue;
                    }
                    return;
                }
                _ if !self.alive(self.current) => {
                    self.may = None;
                    self.finish_turn();
                    if self.result.is_none() {
                        self.start_turn(self.next_seat(self.current));
                    }
                }
                Stage::Defend if self.combat.declaring.is_empty() => self.resolve_combats(),
                Stage::Damage { defender, .. } | Stage::Casualties { defender, .. }
                    if !self.alive(defender) =>
                {
                    self.resolve_combats()
                }
                _ => return,
            }
        }
    }
}
