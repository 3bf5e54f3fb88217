//! Entities entering and leaving play: "when our summon enters" (召唤物入场时, People of the
//! Springs), "when a summon leaves" (召唤物消失时, Hanachirusato) and the supports a side has
//! lost in the whole match (支援区弃置卡牌, Jeht).
//!
//! An entity enters when a new one is put into a zone ([`Gitcg::add_entity`]); one already
//! there that is made again is refreshed and does not enter again. It leaves when, once
//! discarded, it is swept out of its zone: then every support that leaves a side's support
//! zone counts in [`super::state::Player::supports_discarded`], and both sides' entities
//! listening to [`trig::LEFT_PLAY`] hear of it, the side it was on first.

use tavern_protocol::Seat;

use super::defs::{trig, EntityDef, Trig};
use super::state::{Loc, LocZone};
use super::Gitcg;

impl Gitcg {
    /// Tells the side's entities listening to [`trig::ENTERED`] that a new entity entered at
    /// `loc`.
    pub(crate) fn entered(&mut self, loc: Loc) {
        if self.player(loc.seat).triggers & trig::ENTERED != 0 {
            self.fire(loc.seat, trig::ENTERED, &mut Trig::Entered(loc));
        }
    }

    /// Counts the supports among `gone`, which just left `zone` of `seat`, and tells both
    /// sides' entities listening to [`trig::LEFT_PLAY`] of each entity that left.
    pub(crate) fn left_play(&mut self, seat: Seat, zone: LocZone, gone: &[&'static EntityDef]) {
        if zone == LocZone::Support {
            let p = self.player_mut(seat);
            p.supports_discarded = p.supports_discarded.saturating_add(gone.len() as u8);
        }
        let listens = |g: &Gitcg, s: Seat| g.player(s).triggers & trig::LEFT_PLAY != 0;
        if !listens(self, seat) && !listens(self, seat.other()) {
            return;
        }
        for &def in gone {
            let mut t = Trig::LeftPlay { seat, zone, def };
            self.fire_both(seat, trig::LEFT_PLAY, &mut t);
        }
    }
}
