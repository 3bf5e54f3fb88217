//! Damage a side deals to its own character (Lyney's Prop Arrow, Overawing Assault): Piercing,
//! so no bonus, shield or reduction touches it and it applies no element.
//!
//! It goes through the damage pipeline like any hit, so the character's side sees it taken
//! ("damaged" effects, "immune to defeat", a knock-out); nobody dealt it to an opponent, so no
//! "dealt" effect answers it and no character is credited with a knock-out.

use tavern_protocol::gitcg::{DamageType, Source};
use tavern_protocol::Seat;

use super::defs::Dmg;
use super::Gitcg;

impl Gitcg {
    /// Deals `n` Piercing damage to the character in `slot` of `seat`, from its own side, when
    /// it has at least `min_hp` HP (0: always). `source` names the cause in the event.
    pub fn pierce_own(&mut self, seat: Seat, slot: u8, n: u8, min_hp: u8, source: Option<Source>) {
        let c = self.character(seat, slot);
        if !c.standing() || c.hp < min_hp {
            return;
        }
        self.damage_own(seat, slot, DamageType::Piercing, n, source);
    }

    /// Deals `n` damage of type `ty` to the character in `slot` of `seat`, from its own side
    /// (Tada!'s Physical damage: unlike Piercing, shields and reductions take it).
    pub fn damage_own(
        &mut self,
        seat: Seat,
        slot: u8,
        ty: DamageType,
        n: u8,
        source: Option<Source>,
    ) {
        if !self.character(seat, slot).standing() {
            return;
        }
        let d = Dmg {
            from: seat,
            by: None,
            skill: None,
            entity: None,
            to: seat,
            target: slot,
            ty,
            amount: n as i16,
            reaction: None,
            to_active: self.player(seat).active == slot,
            charged: false,
            plunging: false,
            prepared: false,
            swirled: None,
            source,
        };
        self.deal(d);
    }
}
