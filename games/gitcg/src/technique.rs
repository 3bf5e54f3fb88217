//! Techniques (特技): equipment of the Technique slot that gives its wearer one more thing to do
//! as a combat action while it is the active character ([`super::defs::EntityDef::technique`]).
//! Using a technique is not using a skill: skill cost changes do not apply (only what lowers the
//! cost of techniques, `Paying::Technique`), it gives no energy and sets off no "after a skill"
//! effects (its own, `trig::AFTER_TECHNIQUE`, once it is over; being a combat action, it does
//! set off "after any action" ones, `trig::AFTER_ACTION`), and its damage is the
//! equipment's, not the character's. Characters that may not use skills (Frozen, Petrified, …) may not use their
//! technique either, nor one an entity of the wearer refuses now (`Query::SkillRefused` asked
//! with the technique's id: Koholasaurus' Spiritway, once a round). Each use spends a usage of
//! the equipment. It is chosen with the
//! `use_skill` action, naming the technique's skill id.

use tavern_protocol::gitcg::{CharacterRef, Event, SkillId};
use tavern_protocol::Seat;

use super::defs::{trig, Cost, Cx, EntityKind, EquipSlot, Paying, SkillDef, Trig};
use super::effects::{CostMods, Users};
use super::error::Illegal;
use super::state::{Loc, LocZone};
use super::Gitcg;

impl Gitcg {
    /// The technique of the active character of `seat` and where its equipment is, if it has
    /// one, whether it may use it now or not.
    ///
    /// Inlined: most characters wear none, which their trigger set tells (every listing
    /// asks); the equipment is looked for by a call only when one may be worn.
    #[inline]
    pub(crate) fn technique(&self, seat: Seat) -> Option<(Loc, &'static SkillDef)> {
        let slot = self.player(seat).active;
        if self.player(seat).zone_triggers[slot as usize] & trig::TECHNIQUE == 0 {
            return None;
        }
        self.technique_worn(seat, slot)
    }

    /// [`Self::technique`] once the active character in `slot` may wear one.
    #[inline(never)]
    fn technique_worn(&self, seat: Seat, slot: u8) -> Option<(Loc, &'static SkillDef)> {
        let zone = LocZone::Char(slot);
        self.zone(seat, zone).iter().enumerate().find_map(|(i, e)| {
            let equipped = e.def.kind == EntityKind::Equipment(EquipSlot::Technique);
            let skill = e.def.technique.filter(|_| !e.dead && equipped)?;
            Some((
                Loc {
                    seat,
                    zone,
                    idx: i as u8,
                },
                skill,
            ))
        })
    }

    /// Whether the active character of `seat` may use its technique `id` now: it must have it,
    /// be able to use skills, not be refused it and afford it. Its cost is the technique's own, changed only by
    /// what lowers the cost of techniques (`Paying::Technique`; never a skill cost change);
    /// energy in it is the wearer's. Returns where the equipment is, the technique, its cost
    /// and the entities that lowered it.
    pub(crate) fn check_technique(
        &self,
        seat: Seat,
        id: u32,
        mods: &CostMods,
    ) -> Result<(Loc, &'static SkillDef, Cost, Users), Illegal> {
        let (loc, skill) = self
            .technique(seat)
            .filter(|(_, s)| s.id == id)
            .ok_or(Illegal::NoSuchSkill(SkillId(id)))?;
        let slot = self.player(seat).active;
        if self.skills_blocked(seat, slot) {
            return Err(Illegal::SkillsBlocked);
        }
        if self.skill_refused(seat, id) {
            return Err(Illegal::SkillRefused(SkillId(id)));
        }
        let (cost, users) = self.cost_with(mods, Paying::Technique { slot }, skill.cost);
        let have = self.character(seat, slot).energy;
        if have < cost.energy {
            return Err(Illegal::NotEnoughEnergy {
                needed: cost.energy,
                have,
            });
        }
        super::dice::check_affordable(&cost, &self.player(seat).dice)?;
        Ok((loc, skill, cost, users))
    }

    /// Uses the technique at `loc` (already paid for): its ops run as the equipment, then the
    /// equipment spends a usage.
    pub(crate) fn use_technique(&mut self, seat: Seat, loc: Loc, skill: &'static SkillDef) {
        let ent = *self.ent(loc);
        let slot = self.player(seat).active;
        self.player_mut(seat).plunge = None;
        self.emit(Event::SkillUsed {
            character: CharacterRef { seat, slot },
            skill: SkillId(skill.id),
        });
        let mut cx = Cx {
            character: Some(slot),
            entity: Some(ent.def),
            ..Cx::side(seat)
        };
        self.run_ops(skill.ops, &mut cx);
        self.answer_swirl();
        if let Some(at) = self
            .relocate(loc, ent.serial)
            .filter(|l| !self.ent(*l).dead)
        {
            self.spend(at);
        }
        self.fire(
            seat,
            trig::AFTER_TECHNIQUE,
            &mut Trig::AfterTechnique { character: slot },
        );
        self.clear_marks();
    }
}
