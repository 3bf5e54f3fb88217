//! What a side hears of the opposing side (对方…时, 双方…后): the opposing side's heals,
//! cards played, cards drawn and actions resolved reach this side's entities listening to
//! [`trig::OPPOSING`] as [`Trig::Opposing`], right after the acting side's own effects have
//! answered (Seirai Island, Stage Tepetl, The Mausoleum of King Deshret, Setaria).

use tavern_protocol::Seat;

use super::defs::{trig, Heard, Trig};
use super::Gitcg;

impl Gitcg {
    /// Tells the side opposing `seat` what `seat` did; nothing when none of its entities
    /// listens.
    pub(crate) fn tell_opposing(&mut self, seat: Seat, what: Heard) {
        let foe = seat.other();
        if self.player(foe).triggers & trig::OPPOSING != 0 {
            self.fire(foe, trig::OPPOSING, &mut Trig::Opposing(what));
        }
    }
}
