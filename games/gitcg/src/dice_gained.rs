//! Dice gained (获得元素骰): "each time the opponent gains dice" effects ("I'd Rather Lose
//! Money Myself...").
//!
//! Every die an effect creates for a side goes through [`crate::Player::gain_dice`], which
//! counts the dice that fit under the cap in `Player::dice_gained`; the Roll Phase's dice and
//! rerolls are rolled, not gained, and turning a die into another face gains nothing. Each
//! time the engine settles an effect ([`Gitcg::settle`]), a side that gained dice is told to
//! the opposing side's entities listening to [`trig::FOE_GAINED_DICE`] as one
//! `Trig::FoeGainedDice` with the count, and the count starts over.

use super::defs::{trig, Trig};
use super::Gitcg;

impl Gitcg {
    /// Tells each side the dice the opposing side gained since the last time.
    pub(crate) fn tell_dice_gained(&mut self) {
        for seat in [self.turn, self.turn.other()] {
            let n = self.player(seat).dice_gained;
            if n == 0 {
                continue;
            }
            self.player_mut(seat).dice_gained = 0;
            let foe = seat.other();
            if self.player(foe).triggers & trig::FOE_GAINED_DICE != 0 {
                self.fire(foe, trig::FOE_GAINED_DICE, &mut Trig::FoeGainedDice(n));
            }
        }
    }
}
