//! Nightsoul's Blessing (夜魂加持): a status a character enters through its own skill, holding
//! Nightsoul points (夜魂值) up to a maximum its card gives. The points are the status's stock,
//! shown on the table. Spending them is the character's cards' business (Mualani's Bitey
//! Shark); when the blessing ends, the status leaves, and a skill that enters it may be used
//! again.
//!
//! Points gained tell the side (`trig::NIGHTSOUL_GAINED`: Citlali's Itzpapa, Kinich's Grapple
//! Link), as points spent do (`trig::NIGHTSOUL_SPENT`). A skill or Technique that consumes
//! points asks the side first whether they are kept (`Query::NightsoulKept`: Mavuika's Crucible
//! of Death and Life).
//!
//! Every Nightsoul's Blessing is a status of its character's own (each with its id and the
//! element of its character), so the engine knows one by the name all of them carry in the
//! card facts, [`NIGHTSOUL`]. A skill that may not be used while in the blessing
//! (角色进入夜魂加持后不可使用此技能) is refused by the blessing's answer to
//! [`Query::SkillRefused`], which the engine asks of the active character's statuses.

use tavern_protocol::Seat;

use super::defs::{trig, EntityDef, Query, Trig};
use super::state::{Loc, LocZone};
use super::Gitcg;

/// The Chinese name every Nightsoul's Blessing status carries (tag `GCG_TAG_NYX_STATE`).
pub const NIGHTSOUL: &str = "夜魂加持";

/// The most Nightsoul points a character holds: every Nightsoul's Blessing of the card facts
/// says "最多累积到2点" (accumulates at most 2).
pub const MOST_POINTS: u8 = 2;

impl Gitcg {
    /// Where the Nightsoul's Blessing of the character in `slot` of `seat` is, if it is in one.
    pub fn nightsoul(&self, seat: Seat, slot: u8) -> Option<Loc> {
        let zone = LocZone::Char(slot);
        self.zone(seat, zone)
            .iter()
            .position(|e| !e.dead && e.def.chinese_name == NIGHTSOUL)
            .map(|i| Loc {
                seat,
                zone,
                idx: i as u8,
            })
    }

    /// The Nightsoul points of the character in `slot` of `seat` (0 when not in the blessing).
    pub fn nightsoul_points(&self, seat: Seat, slot: u8) -> u8 {
        self.nightsoul(seat, slot)
            .map_or(0, |at| self.ent(at).stock)
    }

    /// Puts the character in `slot` of `seat` in its Nightsoul's Blessing `blessing` (kept when
    /// it is in it already) and gives it `points` Nightsoul points, up to `max`. Points gained
    /// tell the side ([`trig::NIGHTSOUL_GAINED`]).
    pub fn gain_nightsoul(
        &mut self,
        seat: Seat,
        slot: u8,
        blessing: &'static EntityDef,
        points: u8,
        max: u8,
    ) {
        let at = match self.nightsoul(seat, slot) {
            Some(at) => Some(at),
            None => self.add_entity(seat, LocZone::Char(slot), blessing),
        };
        if let Some(at) = at {
            self.raise_nightsoul(at, slot, points, max);
        }
    }

    /// Gives the character in `slot` of `seat`, if it is in its Nightsoul's Blessing,
    /// `points` Nightsoul points up to [`MOST_POINTS`] (获得/恢复「夜魂值」 "if possible": a
    /// character outside the blessing gains none); returns how many it gained.
    pub fn restore_nightsoul(&mut self, seat: Seat, slot: u8, points: u8) -> u8 {
        match self.nightsoul(seat, slot) {
            Some(at) => self.raise_nightsoul(at, slot, points, MOST_POINTS),
            None => 0,
        }
    }

    /// Raises the points of the blessing at `at` by `points`, up to `max`, and tells the side
    /// when they rose; returns how many they rose by.
    fn raise_nightsoul(&mut self, at: Loc, slot: u8, points: u8, max: u8) -> u8 {
        let e = self.ent_mut(at);
        let before = e.stock;
        e.stock = e.stock.saturating_add(points).min(max).max(before);
        let gained = e.stock - before;
        if gained > 0 {
            let t = &mut Trig::NightsoulGained(slot);
            self.fire(at.seat, trig::NIGHTSOUL_GAINED, t);
        }
        gained
    }

    /// Spends `n` Nightsoul points of the character in `slot` of `seat`, if it has them;
    /// returns whether it spent them.
    pub fn spend_nightsoul(&mut self, seat: Seat, slot: u8, n: u8) -> bool {
        let Some(at) = self.nightsoul(seat, slot) else {
            return false;
        };
        let e = self.ent_mut(at);
        if e.stock < n {
            return false;
        }
        e.stock -= n;
        if n > 0 {
            self.fire(seat, trig::NIGHTSOUL_SPENT, &mut Trig::NightsoulSpent(slot));
        }
        true
    }

    /// Spends `n` Nightsoul points of the character in `slot` of `seat` for one of its skills
    /// or Techniques, if it has them; returns whether it could. An entity of the side may let
    /// it keep them ([`Query::NightsoulKept`]: Crucible of Death and Life), and then nothing is
    /// spent and no "after spending" effect answers.
    pub fn spend_nightsoul_by_skill(&mut self, seat: Seat, slot: u8, n: u8) -> bool {
        if self.nightsoul_points(seat, slot) < n || self.nightsoul(seat, slot).is_none() {
            return false;
        }
        let mut kept = false;
        self.ask(
            seat,
            &mut Query::NightsoulKept {
                slot,
                kept: &mut kept,
            },
        );
        kept || self.spend_nightsoul(seat, slot, n)
    }

    /// Ends the Nightsoul's Blessing of the character in `slot` of `seat`: the status leaves.
    pub fn end_nightsoul(&mut self, seat: Seat, slot: u8) {
        if let Some(at) = self.nightsoul(seat, slot) {
            self.discard(at);
        }
    }

    /// Whether any status of the active character of `seat` answers whether a skill is
    /// refused (only then may it refuse one; its zone's trigger set says so).
    fn may_refuse_skills(&self, seat: Seat) -> bool {
        let p = self.player(seat);
        let may = p.zone_triggers[p.active as usize] & trig::REFUSES != 0;
        debug_assert!(
            may || self
                .player(seat)
                .active_char()
                .def
                .skills
                .iter()
                .all(|s| !self.refused_by_statuses(seat, s.id)),
            "a status refuses a skill but does not declare it answers that"
        );
        may
    }

    /// Whether the active character of `seat` is refused the skill `skill` now (its own
    /// statuses answer [`Query::SkillRefused`]).
    ///
    /// Inlined: the character's trigger set answers most calls ([`Self::may_refuse_skills`];
    /// a listing asks for every skill), and the statuses are asked only when one may refuse.
    #[inline]
    pub(crate) fn skill_refused(&self, seat: Seat, skill: u32) -> bool {
        self.may_refuse_skills(seat) && self.refused_by_statuses(seat, skill)
    }

    /// [`Self::skill_refused`], asked of the active character's statuses.
    fn refused_by_statuses(&self, seat: Seat, skill: u32) -> bool {
        let slot = self.player(seat).active;
        let zone = LocZone::Char(slot);
        let mut refused = false;
        for (i, e) in self.zone(seat, zone).iter().enumerate() {
            if let (false, Some(f)) = (e.dead, e.def.query) {
                let at = Loc {
                    seat,
                    zone,
                    idx: i as u8,
                };
                f(
                    self,
                    at,
                    &mut Query::SkillRefused {
                        skill,
                        refused: &mut refused,
                    },
                );
            }
        }
        refused
    }
}
