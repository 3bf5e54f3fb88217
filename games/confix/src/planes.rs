//! The shared plane deck at play: shifting (迁跃), unstable planes resolving as they are
//! entered, the end-of-turn check of a stable plane's condition, and the plane die.
//!
//! The plane die is a six-sided die: 1 shifts the planes, 5 and 6 show [X] (the plane's chaos
//! effect happens for the roller), 2 to 4 are blank. The first roll of a turn is free; each
//! further roll in that turn costs one rune more than the one before (1, 2, 3 …).

use tavern_protocol::confix::{Event, PlaneFace, Runes};
use tavern_protocol::Seat;

use crate::cards::planes::{Lasts, PlaneKind};
use crate::{Confix, Ctx};

impl Confix {
    /// The planes shift (迁跃): the plane in force goes to the discard and the next is
    /// revealed. A stable plane comes into force; an unstable plane is the plane while its
    /// effect happens once (for the turn player), so no stable plane's rule applies meanwhile,
    /// and then the planes shift again. The plane deck takes its shuffled discard only when a
    /// shift finds it empty, so the plane that just left can come straight back.
    pub(crate) fn shift(&mut self) {
        loop {
            let old = self.planes.in_force;
            let _ = self.planes.discard.try_push(old);
            self.refill_planes();
            let Some(plane) = self.planes.deck.pop() else {
                return;
            };
            self.emit(Event::PlaneRevealed { plane: plane.id });
            self.planes.in_force = plane;
            self.planes.turns = 0;
            match plane.kind {
                PlaneKind::Stable { .. } => return,
                PlaneKind::Unstable { enter } => {
                    self.run(enter, Ctx::of(self.current));
                    if self.result.is_some() {
                        return;
                    }
                }
            }
        }
    }

    /// An empty plane deck takes its shuffled discard.
    fn refill_planes(&mut self) {
        if self.planes.deck.is_empty() && !self.planes.discard.is_empty() {
            let discard = std::mem::take(&mut self.planes.discard);
            self.planes.deck = discard;
            self.rng.shuffle(&mut self.planes.deck);
            self.emit(Event::PlanesReshuffled);
        }
    }

    /// The [X] effect of the plane in force happens for `seat`.
    pub(crate) fn chaos(&mut self, seat: Seat) {
        if let PlaneKind::Stable { chaos, .. } = self.planes.in_force.kind {
            self.run(chaos, Ctx::of(seat));
        }
    }

    /// What the next plane-die roll of this turn costs.
    pub(crate) fn plane_die_cost(&self) -> u8 {
        self.planes.rolls
    }

    /// `seat` pays and rolls the plane die.
    pub(crate) fn roll_plane_die(&mut self, seat: Seat, pay: Runes) {
        let cost = self.plane_die_cost();
        let p = self.player_mut(seat);
        p.spent = p.spent.plus(pay);
        self.planes.rolls += 1;
        let face = self.roll_die();
        let result = match face {
            1 => PlaneFace::Shift,
            5 | 6 => PlaneFace::Chaos,
            _ => PlaneFace::Blank,
        };
        self.emit(Event::PlaneDieRolled {
            seat,
            face,
            result,
            cost,
        });
        match result {
            PlaneFace::Shift => self.shift(),
            PlaneFace::Chaos => self.chaos(seat),
            PlaneFace::Blank => {}
        }
    }

    /// At the end of every turn: a stable plane whose condition no longer holds shifts.
    pub(crate) fn plane_end_of_turn(&mut self) {
        self.planes.turns = self.planes.turns.saturating_add(1);
        let PlaneKind::Stable { lasts, .. } = self.planes.in_force.kind else {
            return;
        };
        let holds = match lasts {
            Lasts::Turns(n) => self.planes.turns < n,
            Lasts::LifeAbove(n) => self.players.iter().filter(|p| p.alive).all(|p| p.life > n),
            Lasts::CreaturesAtMost(n) => {
                self.battlefield.iter().filter(|p| p.is_creature()).count() <= n as usize
            }
        };
        if !holds {
            self.shift();
        }
    }
}
