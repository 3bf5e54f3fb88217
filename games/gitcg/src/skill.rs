//! Using a skill, chosen or prepared (准备技能): its ops, energy, the "after a skill" effects,
//! and what ends with every skill however it was used (a pending swirl is answered, per-skill
//! marks are cleared).

use tavern_protocol::gitcg::{CharacterRef, Event, SkillId, Source};
use tavern_protocol::Seat;

use super::defs::{trig, CardDef, Cx, SkillDef, SkillKind, Trig};
use super::state::{Character, Loc, LocZone};
use super::Gitcg;

impl Gitcg {
    /// Uses a skill of the active character: its ops, then energy, then after-skill effects.
    pub fn use_skill(
        &mut self,
        seat: Seat,
        skill: &'static SkillDef,
        charged: bool,
        via_card: Option<&'static CardDef>,
    ) {
        self.run_skill(seat, skill, charged, via_card, false);
    }

    /// Runs a skill of the active character, chosen or prepared (准备技能). A prepared skill
    /// gives no energy and sets off no "after a skill" or "after a reaction" effects; every
    /// skill, however it is used, ends by answering its swirl and clearing per-skill marks.
    pub(crate) fn run_skill(
        &mut self,
        seat: Seat,
        skill: &'static SkillDef,
        charged: bool,
        via_card: Option<&'static CardDef>,
        prepared: bool,
    ) {
        let p = self.player(seat);
        let slot = p.active;
        let plunging = !prepared && p.plunge == Some(slot);
        self.player_mut(seat).plunge = None;
        let c = self.character_mut(seat, slot);
        let index = c.def.skills.iter().position(|s| s.id == skill.id);
        if let Some(i) = index {
            c.skill_uses[i.min(4)] = c.skill_uses[i.min(4)].saturating_add(1);
        }
        let character = CharacterRef { seat, slot };
        let skill_id = SkillId(skill.id);
        self.emit(Event::SkillUsed {
            character,
            skill: skill_id,
        });
        let mut cx = Cx {
            character: Some(slot),
            skill: Some(skill.kind),
            charged,
            plunging,
            via_card,
            prepared,
            source: Some(Source::Skill {
                character,
                skill: skill_id,
            }),
            ..Cx::side(seat)
        };
        self.run_ops(skill.ops, &mut cx);
        // "Ever used in this match" counts this use from now on, not during it.
        if let Some(i) = index {
            self.character_mut(seat, slot).skills_ever |= 1 << i.min(7);
        }
        if !prepared && skill.kind != SkillKind::Burst && !cx.no_energy {
            self.gain_energy(seat, slot, 1);
        }
        self.answer_swirl();
        if !prepared {
            let mut done = Trig::AfterSkill {
                character: slot,
                kind: skill.kind,
                skill: skill.id,
            };
            self.fire(seat, trig::AFTER_SKILL, &mut done);
            self.fire(seat.other(), trig::FOE_SKILL, &mut done);
        }
        self.clear_marks();
    }

    /// Uses a prepared skill as the turn's combat action ([`Gitcg::run_skill`]).
    pub(crate) fn use_prepared(&mut self, seat: Seat, skill: &'static SkillDef) {
        self.run_skill(seat, skill, false, None, true);
    }

    /// A status declared [`super::defs::EntityDef::forces_normal_attack`] on the active
    /// character of `seat` makes it use its Normal Attack now, if it may use skills; the
    /// status leaves once the attack is over. Returns whether it attacked.
    pub(crate) fn forced_normal_attack(&mut self, seat: Seat) -> bool {
        let p = self.player(seat);
        let slot = p.active;
        if p.zone_triggers[slot as usize] & trig::FORCES_ATTACK == 0 {
            return false;
        }
        let c = &p.chars[slot as usize];
        let Some(i) = c
            .attached
            .iter()
            .position(|e| !e.dead && e.def.forces_normal_attack)
        else {
            return false;
        };
        let serial = c.attached[i].serial;
        let normal = c.def.skills.iter().find(|s| s.kind == SkillKind::Normal);
        let Some(normal) = normal.filter(|_| c.standing() && !self.skills_blocked(seat, slot))
        else {
            return false;
        };
        let charged = super::dice::count(&p.dice).is_multiple_of(2);
        self.use_skill(seat, normal, charged, None);
        let at = Loc {
            seat,
            zone: LocZone::Char(slot),
            idx: i as u8,
        };
        if let Some(at) = self.relocate(at, serial) {
            self.discard(at);
        }
        true
    }

    /// The skill the active character of `seat` prepared, if it may use it now; its
    /// preparation ends either way (with whatever lasts only while it prepares), and
    /// preparations of standby characters are dropped.
    pub(crate) fn take_prepared(&mut self, seat: Seat) -> Option<&'static SkillDef> {
        let p = self.player(seat);
        if p.zone_triggers[..3].iter().all(|z| z & trig::PREPARES == 0) {
            return None;
        }
        let preparing = |c: &Character| {
            c.attached
                .iter()
                .any(|e| !e.dead && e.def.prepare.is_some())
        };
        if !p.chars.iter().any(preparing) {
            return None;
        }
        let active = p.active;
        let blocked = self.skills_blocked(seat, active);
        let mut skill = None;
        for slot in 0..3u8 {
            let prepared = self
                .character(seat, slot)
                .attached
                .iter()
                .find(|e| !e.dead && e.def.prepare.is_some())
                .and_then(|e| e.def.prepare);
            let Some(prepared) = prepared else { continue };
            self.end_preparation(seat, slot);
            if slot == active && !blocked && skill.is_none() {
                skill = Some(prepared);
            }
        }
        self.cleanup();
        skill
    }
}
