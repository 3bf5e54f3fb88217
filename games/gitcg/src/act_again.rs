//! Acting again (再连续行动一次: Fresh Wind of Freedom). An effect may let a side act again
//! once after its current action: when that action would pass the turn, the turn stays with
//! the side instead (`Player::acts_again`). It is granted once, kept until the side's next
//! action that would pass the turn this round (an action that keeps the turn, as a fast
//! one, spends nothing of it), lost at the end of the round, and has no effect once the side
//! has declared the end of its round.

use tavern_protocol::Seat;

use super::Gitcg;

impl Gitcg {
    /// Lets `seat` act again once after its current action.
    pub(crate) fn grant_another_action(&mut self, seat: Seat) {
        self.player_mut(seat).acts_again = true;
    }

    /// Whether `seat`, whose action would now pass the turn, keeps it to act again; the
    /// grant is spent either way.
    pub(crate) fn take_another_action(&mut self, seat: Seat) -> bool {
        let p = self.player_mut(seat);
        let again = p.acts_again && !p.declared_end;
        p.acts_again = false;
        again
    }
}
