//! Online-mode clocks: a per-decision allowance plus a round reserve; separate limits for the
//! opening-hand switch and for rerolls. The match task owns one [`Clocks`]; time is tokio's, so
//! tests pause and advance it.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use tavern_protocol::wire::ClockOptions;
use tavern_protocol::{DecisionKind, Seat};
use tokio::time::Instant;

/// One seat's clock.
#[derive(Clone, Debug)]
struct SeatClock {
    reserve: Duration,
    started: Option<(Instant, DecisionKind)>,
    timeouts_in_row: u8,
}

/// The clocks of a match.
#[derive(Clone, Debug)]
pub struct Clocks {
    opts: ClockOptions,
    seats: Vec<SeatClock>,
    round: u32,
}

impl Clocks {
    /// Clocks for `seats` seats.
    pub fn new(opts: ClockOptions, seats: usize) -> Self {
        let reserve = Duration::from_millis(opts.first_round_reserve_ms);
        Clocks {
            opts,
            seats: vec![
                SeatClock {
                    reserve,
                    started: None,
                    timeouts_in_row: 0,
                };
                seats
            ],
            round: 0,
        }
    }

    fn uses_reserve(kind: DecisionKind) -> bool {
        !matches!(kind, DecisionKind::SwitchHand | DecisionKind::Reroll)
    }

    /// A new round began: reserves reset (45 s in round 1, 60 s later by default).
    pub fn set_round(&mut self, round: u32) {
        if round == self.round {
            return;
        }
        self.round = round;
        let ms = if round <= 1 {
            self.opts.first_round_reserve_ms
        } else {
            self.opts.reserve_ms
        };
        for s in &mut self.seats {
            s.reserve = Duration::from_millis(ms);
        }
    }

    /// Brings the running decisions in line with what the game now asks: a seat whose decision
    /// ended pays its time; a seat with a new decision starts its clock. `acted` is the seat
    /// that just acted (its next decision is a new one even if of the same kind).
    pub fn sync(&mut self, pending: &[(Seat, DecisionKind)], acted: Option<Seat>, now: Instant) {
        for (i, s) in self.seats.iter_mut().enumerate() {
            let seat = Seat(i as u8);
            let wanted = pending.iter().find(|(p, _)| *p == seat).map(|(_, k)| *k);
            let keep = match (s.started, wanted) {
                (Some((_, old)), Some(new)) => old == new && acted != Some(seat),
                _ => false,
            };
            if keep {
                continue;
            }
            if let Some((start, kind)) = s.started.take() {
                if Self::uses_reserve(kind) {
                    let used = now.saturating_duration_since(start);
                    let over = used.saturating_sub(Duration::from_millis(self.opts.decision_ms));
                    s.reserve = s.reserve.saturating_sub(over);
                }
            }
            s.started = wanted.map(|k| (now, k));
        }
    }

    /// When `seat`'s current decision times out.
    pub fn deadline(&self, seat: Seat) -> Option<Instant> {
        let s = self.seats.get(seat.index())?;
        let (start, kind) = s.started?;
        let limit = match kind {
            DecisionKind::SwitchHand => Duration::from_millis(self.opts.switch_hand_ms),
            DecisionKind::Reroll => Duration::from_millis(self.opts.reroll_ms),
            _ => Duration::from_millis(self.opts.decision_ms) + s.reserve,
        };
        Some(start + limit)
    }

    /// The decision `seat`'s clock is running for.
    pub fn running(&self, seat: Seat) -> Option<DecisionKind> {
        self.seats.get(seat.index())?.started.map(|(_, kind)| kind)
    }

    /// The reserve left to `seat` (counting the time already spent on its current decision).
    pub fn reserve(&self, seat: Seat, now: Instant) -> Option<Duration> {
        let s = self.seats.get(seat.index())?;
        let spent_over = match s.started {
            Some((start, kind)) if Self::uses_reserve(kind) => now
                .saturating_duration_since(start)
                .saturating_sub(Duration::from_millis(self.opts.decision_ms)),
            _ => Duration::ZERO,
        };
        Some(s.reserve.saturating_sub(spent_over))
    }

    /// The earliest deadline of any seat.
    pub fn next_deadline(&self) -> Option<(Seat, Instant)> {
        (0..self.seats.len())
            .filter_map(|i| self.deadline(Seat(i as u8)).map(|d| (Seat(i as u8), d)))
            .min_by_key(|(_, d)| *d)
    }

    /// Records a timeout of `seat`; returns its timeouts in a row, this one included. The
    /// timeout itself costs no reserve: a decision with its own limit (hand switch, reroll)
    /// never draws on it, and one that does has spent it by the time it runs out (`sync`
    /// charges that time when the answer ends the decision).
    pub fn timed_out(&mut self, seat: Seat) -> u8 {
        match self.seats.get_mut(seat.index()) {
            Some(s) => {
                s.timeouts_in_row = s.timeouts_in_row.saturating_add(1);
                s.timeouts_in_row
            }
            None => 0,
        }
    }

    /// `seat`'s timeouts in a row so far.
    pub fn timeouts_in_row(&self, seat: Seat) -> u8 {
        self.seats
            .get(seat.index())
            .map_or(0, |s| s.timeouts_in_row)
    }

    /// Timeouts in a row that forfeit the match.
    pub fn forfeit_after(&self) -> u8 {
        self.opts.forfeit_after.max(1)
    }

    /// `seat` decided in time: its run of timeouts is over.
    pub fn decided(&mut self, seat: Seat) {
        if let Some(s) = self.seats.get_mut(seat.index()) {
            s.timeouts_in_row = 0;
        }
    }
}

/// The clocks as stored with each action: each seat's reserve, the time already spent on its
/// running decision, and its run of timeouts. A restart resumes from here, so it costs no
/// player any reserve (the time the server was down is not charged).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockSnapshot {
    /// The round the reserves belong to.
    pub round: u32,
    /// Per seat.
    pub seats: Vec<SeatSnapshot>,
}

/// One seat in a [`ClockSnapshot`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSnapshot {
    /// Reserve left, not counting the running decision.
    pub reserve_ms: u64,
    /// The running decision and the milliseconds already spent on it.
    pub running: Option<(DecisionKind, u64)>,
    /// Timeouts in a row.
    pub timeouts_in_row: u8,
}

impl Clocks {
    /// The clocks at `now`, to store.
    pub fn snapshot(&self, now: Instant) -> ClockSnapshot {
        ClockSnapshot {
            round: self.round,
            seats: self
                .seats
                .iter()
                .map(|s| SeatSnapshot {
                    reserve_ms: s.reserve.as_millis() as u64,
                    running: s.started.map(|(start, kind)| {
                        (
                            kind,
                            now.saturating_duration_since(start).as_millis() as u64,
                        )
                    }),
                    timeouts_in_row: s.timeouts_in_row,
                })
                .collect(),
        }
    }

    /// Clocks resumed from a snapshot at `now`.
    pub fn restore(opts: ClockOptions, snap: &ClockSnapshot, now: Instant) -> Self {
        let mut c = Clocks::new(opts, snap.seats.len());
        c.round = snap.round;
        for (s, r) in c.seats.iter_mut().zip(&snap.seats) {
            s.reserve = Duration::from_millis(r.reserve_ms);
            s.timeouts_in_row = r.timeouts_in_row;
            s.started = r.running.map(|(kind, spent)| {
                let start = now.checked_sub(Duration::from_millis(spent)).unwrap_or(now);
                (start, kind)
            });
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn decision_time_beyond_the_allowance_comes_out_of_the_reserve() {
        let opts = ClockOptions::default();
        let mut c = Clocks::new(opts, 2);
        c.set_round(1);
        let t0 = Instant::now();
        c.sync(&[(Seat(0), DecisionKind::Act)], None, t0);
        assert_eq!(c.deadline(Seat(0)), Some(t0 + Duration::from_secs(25 + 45)));
        // 30 s used: 5 s over the allowance.
        let t1 = t0 + Duration::from_secs(30);
        c.sync(&[(Seat(1), DecisionKind::Act)], Some(Seat(0)), t1);
        assert_eq!(c.reserve(Seat(0), t1), Some(Duration::from_secs(40)));
        assert_eq!(c.deadline(Seat(0)), None);
        c.set_round(2);
        assert_eq!(c.reserve(Seat(0), t1), Some(Duration::from_secs(60)));
    }

    #[tokio::test(start_paused = true)]
    async fn rerolls_and_hand_switches_have_their_own_limit() {
        let mut c = Clocks::new(ClockOptions::default(), 2);
        let t0 = Instant::now();
        c.sync(
            &[
                (Seat(0), DecisionKind::SwitchHand),
                (Seat(1), DecisionKind::Reroll),
            ],
            None,
            t0,
        );
        assert_eq!(c.deadline(Seat(0)), Some(t0 + Duration::from_secs(40)));
        assert_eq!(c.deadline(Seat(1)), Some(t0 + Duration::from_secs(40)));
        // A simultaneous decision keeps running while the other seat acts.
        c.sync(
            &[(Seat(1), DecisionKind::Reroll)],
            Some(Seat(0)),
            t0 + Duration::from_secs(3),
        );
        assert_eq!(c.deadline(Seat(1)), Some(t0 + Duration::from_secs(40)));
    }

    #[tokio::test(start_paused = true)]
    async fn a_restored_clock_keeps_the_reserve_and_the_time_spent() {
        let mut c = Clocks::new(ClockOptions::default(), 2);
        c.set_round(2);
        let t0 = Instant::now();
        c.sync(&[(Seat(0), DecisionKind::Act)], None, t0);
        let t1 = t0 + Duration::from_secs(30);
        c.sync(&[(Seat(1), DecisionKind::Act)], Some(Seat(0)), t1);
        let t2 = t1 + Duration::from_secs(10);
        let snap = c.snapshot(t2);
        // Much later, in another process: the same reserves and the same deadline from now.
        tokio::time::advance(Duration::from_secs(500)).await;
        let t3 = Instant::now();
        let r = Clocks::restore(ClockOptions::default(), &snap, t3);
        assert_eq!(r.reserve(Seat(0), t3), c.reserve(Seat(0), t2));
        assert_eq!(r.reserve(Seat(1), t3), c.reserve(Seat(1), t2));
        assert_eq!(
            r.deadline(Seat(1)).map(|d| d - t3),
            c.deadline(Seat(1)).map(|d| d - t2)
        );
        assert_eq!(r.snapshot(t3), snap);
    }

    #[test]
    fn timeouts_in_a_row_are_counted_until_a_decision_in_time() {
        let mut c = Clocks::new(ClockOptions::default(), 2);
        assert_eq!(c.forfeit_after(), 3);
        assert_eq!(c.timed_out(Seat(0)), 1);
        assert_eq!(c.timed_out(Seat(0)), 2);
        c.decided(Seat(0));
        assert_eq!(c.timed_out(Seat(0)), 1);
        assert_eq!(c.timed_out(Seat(1)), 1);
    }

    #[tokio::test(start_paused = true)]
    async fn a_timed_out_reroll_leaves_the_round_reserve_whole() {
        let opts = ClockOptions::default();
        let mut c = Clocks::new(opts, 2);
        c.set_round(1);
        let t0 = Instant::now();
        c.sync(&[(Seat(0), DecisionKind::Reroll)], None, t0);
        let t1 = t0 + Duration::from_millis(opts.reroll_ms);
        c.timed_out(Seat(0));
        c.sync(&[(Seat(0), DecisionKind::Act)], Some(Seat(0)), t1);
        let reserve = Duration::from_millis(opts.first_round_reserve_ms);
        assert_eq!(c.reserve(Seat(0), t1), Some(reserve));
        assert_eq!(
            c.deadline(Seat(0)),
            Some(t1 + Duration::from_millis(opts.decision_ms) + reserve)
        );
    }
}
