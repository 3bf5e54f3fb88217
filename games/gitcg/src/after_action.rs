//! "After your side takes any action" (我方执行任意行动后): once an action of a side has
//! resolved — a skill, a Technique, a switch, a card (after its effects), elemental tuning,
//! declaring the end of the round, or a prepared skill or forced Normal Attack that took the
//! turn — that side's entities listening to [`trig::AFTER_ACTION`] answer, before knock-outs
//! are settled and before the turn passes (Imperial Panoply).

use tavern_protocol::Seat;

use super::defs::{trig, Heard, Trig};
use super::Gitcg;

impl Gitcg {
    /// Fires [`trig::AFTER_ACTION`] for `seat`, whose action has just resolved, and settles
    /// what its answers did (an action that settles nothing else, as tuning, leaves no
    /// removed entity behind); nothing at all when no entity of the side listens.
    pub(crate) fn after_action(&mut self, seat: Seat) {
        if self.player(seat).triggers & trig::AFTER_ACTION != 0 {
            self.fire(seat, trig::AFTER_ACTION, &mut Trig::Phase);
            self.settle();
        }
        self.tell_opposing(seat, Heard::Acted);
    }
}
