//! Positions (位置) of a side's characters: the order of its three slots, which "the next
//! character", "the previous character" and "the nearest opposing character" read. An effect
//! may make two characters exchange positions (交换位置: Kinich's Canopy Hunter: Riding High):
//! each takes the other's slot with everything it holds (HP, energy, elements, equipment and
//! statuses), and the active character stays active in its new slot. That is no switch:
//! nothing that answers a switch hears it, and no plunging attack follows. Everyone sees the
//! new order (the views list characters by slot); the active one's new slot is told as it
//! would be after a switch (`Event::ActiveChanged`).

use tavern_protocol::gitcg::{CharacterRef, Event};
use tavern_protocol::Seat;

use super::Gitcg;

impl Gitcg {
    /// The characters of `seat` in slots `a` and `b` exchange positions (nothing when they
    /// are the same slot).
    pub fn swap_positions(&mut self, seat: Seat, a: u8, b: u8) {
        if a == b || a > 2 || b > 2 {
            return;
        }
        let p = self.player_mut(seat);
        p.chars.swap(a as usize, b as usize);
        p.zone_triggers.swap(a as usize, b as usize);
        let moved = |s: u8| match s {
            s if s == a => b,
            s if s == b => a,
            s => s,
        };
        let before = p.active;
        p.active = moved(p.active);
        p.plunge = p.plunge.map(moved);
        if p.active != before {
            let slot = p.active;
            self.emit(Event::ActiveChanged {
                character: CharacterRef { seat, slot },
            });
        }
    }

    /// The living character of the side opposing `seat` nearest to position `slot`
    /// (最近的敌方角色): the one in the same position, else the closest one, the lower
    /// position first when two are as close; `None` when none stands.
    pub fn nearest_opposing(&self, seat: Seat, slot: u8) -> Option<u8> {
        let foe = self.player(seat.other());
        foe.living()
            .filter(|&s| foe.chars[s as usize].standing())
            .min_by_key(|&s| (s.abs_diff(slot), s))
    }
}
