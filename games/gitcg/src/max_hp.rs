//! Extra maximum HP (额外最大生命): an effect raises a character's maximum HP, and its HP by as
//! much, so the gain is HP it has now as well as room to heal. It lasts while the character
//! stays in play: a knocked-out character comes back with its card's maximum HP
//! ([`Gitcg::revive`]).

use tavern_protocol::Seat;

use super::Gitcg;

impl Gitcg {
    /// Raises the maximum HP of the character in `slot` of `seat` by `n`, and its HP by as
    /// much (nothing for a character out of play).
    pub fn gain_max_hp(&mut self, seat: Seat, slot: u8, n: u8) {
        let c = self.character_mut(seat, slot);
        if !c.standing() {
            return;
        }
        c.max_hp = c.max_hp.saturating_add(n);
        c.hp = c.hp.saturating_add(n);
    }
}
