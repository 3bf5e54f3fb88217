//! How promising a position looks to a seat: the judgement bots fall back on where they stop
//! looking ahead ([`tavern_game::Game::evaluate`]).
//!
//! Each side is scored in points of HP: every character standing is worth its HP plus a bonus
//! for being alive (the match is won by knocking all three out), its energy, its equipment and
//! shields; the side adds its summons (by usages left), supports, combat statuses, dice and
//! cards in hand. Resources weigh less than HP, so that spending them on damage is worth it.
//! The seat's score minus its opponent's goes through a logistic curve.

use tavern_protocol::Seat;

use super::defs::EntityKind;
use super::state::{Ent, Player};
use super::Gitcg;

/// A standing character's worth beyond its HP.
const ALIVE: f32 = 6.0;
/// One point of energy.
const ENERGY: f32 = 0.8;
/// One piece of equipment.
const EQUIPMENT: f32 = 1.5;
/// One point of shield.
const SHIELD: f32 = 0.8;
/// A summon on the table, plus [`USAGE`] per usage left.
const SUMMON: f32 = 1.0;
/// One usage of a summon.
const USAGE: f32 = 1.0;
/// A support.
const SUPPORT: f32 = 1.2;
/// A combat status that is not a shield.
const COMBAT_STATUS: f32 = 0.3;
/// A die.
const DIE: f32 = 0.4;
/// A card in hand.
const CARD: f32 = 0.6;
/// Points of difference that make the curve go from ½ to about ¾.
const SCALE: f32 = 6.0;

impl Gitcg {
    /// How promising the position is for `seat`, from 0 to 1.
    pub(crate) fn evaluation(&self, seat: Seat) -> f32 {
        let diff = side(self.player(seat)) - side(self.player(seat.other()));
        1.0 / (1.0 + (-diff / SCALE).exp())
    }
}

/// A side's score.
fn side(p: &Player) -> f32 {
    let visible = |e: &&Ent| !e.dead && !e.def.hidden;
    let mut score = 0.0;
    for c in p.chars.iter().filter(|c| c.standing()) {
        score += c.hp as f32 + ALIVE + c.energy as f32 * ENERGY;
        for e in c.attached.iter().filter(visible) {
            score += match e.def.kind {
                EntityKind::Equipment(_) => EQUIPMENT,
                _ if e.def.shield => e.usage as f32 * SHIELD,
                _ => 0.0,
            };
        }
    }
    for e in p.combat.iter().filter(visible) {
        score += if e.def.shield {
            e.usage as f32 * SHIELD
        } else {
            COMBAT_STATUS
        };
    }
    score += p
        .summons
        .iter()
        .filter(visible)
        .map(|e| SUMMON + e.usage as f32 * USAGE)
        .sum::<f32>();
    score += p.supports.iter().filter(visible).count() as f32 * SUPPORT;
    score + p.dice.total() as f32 * DIE + p.hand.len() as f32 * CARD
}
