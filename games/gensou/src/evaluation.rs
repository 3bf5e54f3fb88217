//! How promising a position looks to a seat: the judgement bots fall back on where they stop
//! looking ahead ([`tavern_game::Game::evaluate`]).
//!
//! HP decides the match (below 0 loses), counted in thousands; then the resources that win
//! clashes: ready orbs (broken ones are a loss), cards in hand, face-down spell-power cards,
//! equipment, characters on the field and the declaration zone's flashiness (popularity),
//! which decides the match when an attacker has no card to draw: it counts little while the
//! decks are thick and more and more as the thinner one runs out. An attack declared and not yet settled counts for part of the damage it
//! stands to deal (what its final power exceeds the counter's by), so that declaring one looks
//! as good as it is before the defender answers. The seat's score minus its opponent's goes
//! through a logistic curve.

use tavern_protocol::Seat;

use crate::state::Player;
use crate::Gensou;

/// A thousand HP.
const THOUSAND_HP: f32 = 1.0;
/// A ready orb.
const READY_ORB: f32 = 0.35;
/// A broken orb.
const BROKEN_ORB: f32 = -0.6;
/// A card in hand.
const CARD: f32 = 0.3;
/// A spell-power card.
const POWER: f32 = 0.25;
/// A piece of equipment or a trap.
const EQUIPMENT: f32 = 0.4;
/// A character on the field.
const CHARACTER: f32 = 0.5;
/// A point of popularity while the decks are thick.
const POPULARITY: f32 = 0.1;
/// What a point of popularity adds once a deck is empty.
const POPULARITY_LATE: f32 = 1.2;
/// Cards left in the thinner deck below which popularity starts to count more.
const THIN_DECK: f32 = 10.0;
/// The share of an unsettled attack's damage counted before it lands.
const PENDING_ATTACK: f32 = 0.7;
/// Points of difference that make the curve go from ½ to about ¾.
const SCALE: f32 = 2.5;

impl Gensou {
    /// How promising the position is for `seat`, from 0 to 1.
    pub(crate) fn evaluation(&self, seat: Seat) -> f32 {
        let (mine, theirs) = (self.player(seat), self.player(seat.other()));
        let thinnest = mine.deck.len().min(theirs.deck.len()) as f32;
        let popularity = POPULARITY + POPULARITY_LATE * (1.0 - thinnest / THIN_DECK).max(0.0);
        let mut diff = side(mine, popularity) - side(theirs, popularity);
        if let Some(clash) = &self.clash {
            let against = clash.counter.as_ref().map_or(0, |c| self.final_power(c));
            let damage = (self.final_power(&clash.attack) - against).max(0) as f32;
            let sign = if clash.attack.seat == seat { 1.0 } else { -1.0 };
            diff += sign * damage / 1000.0 * THOUSAND_HP * PENDING_ATTACK;
        }
        1.0 / (1.0 + (-diff / SCALE).exp())
    }
}

/// A side's score, a point of popularity weighing `popularity`.
fn side(p: &Player, popularity: f32) -> f32 {
    p.hp as f32 / 1000.0 * THOUSAND_HP
        + p.orbs.ready as f32 * READY_ORB
        + p.orbs.broken as f32 * BROKEN_ORB
        + p.hand.len() as f32 * CARD
        + p.power.len() as f32 * POWER
        + p.equipment.iter().flatten().count() as f32 * EQUIPMENT
        + p.characters.len() as f32 * CHARACTER
        + p.popularity() as f32 * popularity
}
