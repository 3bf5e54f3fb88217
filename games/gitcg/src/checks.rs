//! The rules' checks of each turn action (skills, switches, cards): whether it may be taken
//! now and what it costs. `apply` runs them before changing anything and the listing is built
//! from them, which is how the two agree.

use tavern_protocol::gitcg::{CardId, Side, SkillId, Target};
use tavern_protocol::Seat;

use super::cards::builtin;
use super::defs::{
    answers, CardDef, CardKind, Cost, EquipSlot, Op, Paying, Query, SkillDef, SkillKind,
    TargetRule, Weapon,
};
use super::effects::{CostMods, Users};
use super::error::Illegal;
use super::Gitcg;

/// A checked card play: what it costs and what it is played on.
#[derive(Clone, Debug)]
pub(crate) struct CardPlay {
    /// What it costs.
    pub cost: Cost,
    /// The entities that lowered the cost.
    pub users: Users,
    /// What it is played on.
    pub at: Targets,
}

/// What a card is played on, once checked ([`Gitcg::card_target`]); small, so a listing that
/// checks every target of every card moves little.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Targets {
    /// The own character it is played on (or that gives an equipment away).
    pub own: Option<u8>,
    /// The opposing character it is played on.
    pub foe: Option<u8>,
    /// The summon it is played on: its side and position.
    pub summon: Option<(Seat, u8)>,
    /// The own character an equipment moves to (`equipment_transfer.rs`).
    pub to: Option<u8>,
    /// The own support it is played on.
    pub support: Option<u8>,
}

impl Gitcg {
    /// The cost of a skill of the active character, if it may be used now.
    pub(crate) fn check_skill(
        &self,
        seat: Seat,
        skill: &'static SkillDef,
        mods: &CostMods,
    ) -> Result<(Cost, Users), Illegal> {
        if self.skills_blocked(seat, self.player(seat).active) {
            return Err(Illegal::SkillsBlocked);
        }
        if self.skill_refused(seat, skill.id) {
            return Err(Illegal::SkillRefused(SkillId(skill.id)));
        }
        let mut users = Users::new();
        let cost = self.price_skill(seat, skill, mods, &mut users)?;
        super::dice::check_affordable(&cost, &self.player(seat).dice)?;
        Ok((cost, users))
    }

    /// The cost of a skill of the active character, if its energy is there (blocking and dice
    /// aside: the listing's suggested payment finds out whether the dice suffice), the
    /// entities that lowered it appended to `users`.
    pub(crate) fn price_skill(
        &self,
        seat: Seat,
        skill: &'static SkillDef,
        mods: &CostMods,
        users: &mut Users,
    ) -> Result<Cost, Illegal> {
        let p = self.player(seat);
        let c = p.active_char();
        let mut base = skill.cost;
        // A burst costs the character's whole energy (a select, not a branch).
        let burst = skill.kind == SkillKind::Burst;
        base.energy = if burst { c.def.max_energy } else { base.energy };
        // Energy is checked before pricing: no discount changes it (`cost_with` keeps the
        // printed energy), and a listing meets a burst without its energy at most turns.
        if c.energy < base.energy {
            return Err(Illegal::NotEnoughEnergy {
                needed: base.energy,
                have: c.energy,
            });
        }
        Ok(self.price(mods, self.paying_skill(seat, skill), base, users))
    }

    fn paying_skill(&self, seat: Seat, skill: &SkillDef) -> Paying {
        let p = self.player(seat);
        Paying::Skill {
            slot: p.active,
            skill: skill.id,
            kind: skill.kind,
            element: p.active_char().def.element,
        }
    }

    /// The cost of switching to `slot` and whether it is fast, the entities that changed
    /// either appended to `users`.
    pub(crate) fn switch_cost(
        &self,
        seat: Seat,
        slot: u8,
        mods: &CostMods,
        users: &mut Users,
    ) -> Result<(Cost, bool), Illegal> {
        let p = self.player(seat);
        if slot > 2 || !p.chars[slot as usize].alive {
            return Err(Illegal::BadCharacter(slot));
        }
        if slot == p.active {
            return Err(Illegal::AlreadyActive);
        }
        let cost = self.price(mods, Paying::Switch { to: slot }, Cost::any(1), users);
        let (mut fast, mut used) = (false, false);
        // The first entity (in resolution order) that makes the switch fast spends its use.
        // Mostly nothing may (debug builds ask anyway, to check).
        let asked = mods.answer(answers::FAST_SWITCH) || cfg!(debug_assertions);
        for m in mods.iter().filter(|_| asked) {
            let Some(q) = m.def.query else {
                continue;
            };
            if m.answers & answers::FAST_SWITCH == 0 {
                #[cfg(debug_assertions)]
                {
                    let (mut f, mut u) = (fast, used);
                    let ask = &mut Query::FastSwitch {
                        to: slot,
                        fast: &mut f,
                        used: &mut u,
                    };
                    q(self, m.loc, ask);
                    assert!(
                        (f, u) == (fast, used),
                        "an unasked entity makes switches fast"
                    );
                }
                continue;
            }
            let loc = m.loc;
            q(
                self,
                loc,
                &mut Query::FastSwitch {
                    to: slot,
                    fast: &mut fast,
                    used: &mut used,
                },
            );
            if used {
                let _ = users.try_push((loc, 0));
            }
            if fast {
                break;
            }
        }
        Ok((cost, fast))
    }

    /// [`Self::switch_cost`], when the side's dice can pay it.
    pub(crate) fn check_switch(
        &self,
        seat: Seat,
        slot: u8,
        mods: &CostMods,
    ) -> Result<(Cost, Users, bool), Illegal> {
        let mut users = Users::new();
        let (cost, fast) = self.switch_cost(seat, slot, mods, &mut users)?;
        super::dice::check_affordable(&cost, &self.player(seat).dice)?;
        Ok((cost, users, fast))
    }

    /// Checks that `card` may be played on `target` now and returns what it costs.
    pub(crate) fn check_card(
        &self,
        seat: Seat,
        card: &'static CardDef,
        target: Option<Target>,
        second: Option<Target>,
        mods: &CostMods,
    ) -> Result<CardPlay, Illegal> {
        let at = self.card_target(seat, card, target, second)?;
        let (cost, users) = self.cost_with(mods, Paying::Card(card), card.cost);
        self.card_energy(seat, &cost, at.own)?;
        super::dice::check_affordable(&cost, &self.player(seat).dice)?;
        Ok(CardPlay { cost, users, at })
    }

    /// Checks everything about playing `card` on `target` but its price (which never depends
    /// on the target, so a listing prices each card once).
    pub(crate) fn card_target(
        &self,
        seat: Seat,
        card: &'static CardDef,
        target: Option<Target>,
        second: Option<Target>,
    ) -> Result<Targets, Illegal> {
        let at = self.target_of(seat, card, target, second)?;
        self.card_allowed(seat, card, at.own, at.foe)?;
        Ok(at)
    }

    /// What the wire targets of a play of `card` name, when they fit its target rule.
    fn target_of(
        &self,
        seat: Seat,
        card: &'static CardDef,
        target: Option<Target>,
        second: Option<Target>,
    ) -> Result<Targets, Illegal> {
        let me = self.player(seat);
        let foe = self.player(seat.other());
        let (mut own, mut foe_t, mut summon) = (None, None, None);
        let (mut to, mut support) = (None, None);
        if second.is_some() && !super::equipment_transfer::takes_second(card.target) {
            return Err(Illegal::BadTarget);
        }
        let living = |p: &super::Player, s: u8| s < 3 && p.chars[s as usize].alive;
        match (card.target, target) {
            (TargetRule::None, None) => {}
            (
                TargetRule::OwnCharacter,
                Some(Target::Character {
                    side: Side::Own,
                    slot,
                }),
            ) if living(me, slot) => own = Some(slot),
            (
                TargetRule::OwnStandby,
                Some(Target::Character {
                    side: Side::Own,
                    slot,
                }),
            ) if living(me, slot) && slot != me.active => own = Some(slot),
            (
                TargetRule::OwnDefeated,
                Some(Target::Character {
                    side: Side::Own,
                    slot,
                }),
            ) if slot < 3 && !me.chars[slot as usize].alive => own = Some(slot),
            (
                TargetRule::OpponentCharacter,
                Some(Target::Character {
                    side: Side::Opponent,
                    slot,
                }),
            ) if living(foe, slot) => foe_t = Some(slot),
            (
                TargetRule::OwnSummon,
                Some(Target::Summon {
                    side: Side::Own,
                    slot,
                }),
            ) if (slot as usize) < me.summons.len() => summon = Some((seat, slot)),
            (
                TargetRule::OpponentSummon,
                Some(Target::Summon {
                    side: Side::Opponent,
                    slot,
                }),
            ) if (slot as usize) < foe.summons.len() => summon = Some((seat.other(), slot)),
            (
                TargetRule::OwnSupport,
                Some(Target::Support {
                    side: Side::Own,
                    slot,
                }),
            ) if (slot as usize) < me.supports.len() => support = Some(slot),
            (
                TargetRule::TransferEquipment(piece),
                Some(Target::Character {
                    side: Side::Own,
                    slot,
                }),
            ) if living(me, slot) => {
                own = Some(slot);
                to = Some(self.check_transfer(seat, piece, slot, second)?);
            }
            _ => return Err(Illegal::BadTarget),
        }
        Ok(Targets {
            own,
            foe: foe_t,
            summon,
            to,
            support,
        })
    }

    /// Whether `card` may be played on targets that fit its rule ([`Self::target_of`]): what
    /// its kind asks of them (a legend once a match, a hungry or injured eater, a wearer of
    /// the right weapon, a talent's own character) and its own condition. It reads only the
    /// own and the opposing character played on, passed by value: a listing makes them
    /// target by target, and a [`Targets`] written a field at a time and read back whole
    /// stalled the processor at every check.
    ///
    /// Equipment a character cannot wear (a weapon of another type, another character's
    /// talent) is what a listing refuses most, trying each equipment card in hand on every
    /// character: that is told here, inlined where it is asked; the rest of the checks are
    /// [`Self::card_allowed_on`]'s, called only for a card they may refuse (one with a
    /// condition, an Arcane Legend, a food, an equipment without its wearer or a talent that
    /// uses a skill): most cards have nothing more to check.
    #[inline]
    pub(crate) fn card_allowed(
        &self,
        seat: Seat,
        card: &'static CardDef,
        own: Option<u8>,
        foe: Option<u8>,
    ) -> Result<(), Illegal> {
        if let (CardKind::Equipment(slot), Some(s)) = (card.kind, own) {
            let c = &self.player(seat).chars[s as usize];
            if let EquipSlot::Weapon(w) = slot {
                if c.def.weapon != w || w == Weapon::None {
                    return Err(Illegal::CannotPlay("the character cannot use this weapon"));
                }
            }
            if card.talent_of.is_some_and(|owner| c.card.id != owner) {
                return Err(Illegal::CannotPlay(
                    "the talent belongs to another character",
                ));
            }
        }
        let more = card.condition.is_some()
            || match card.kind {
                CardKind::Legend | CardKind::Food => true,
                CardKind::Equipment(_) => {
                    own.is_none() || (card.talent_of.is_some() && card.talent_skill.is_some())
                }
                _ => false,
            };
        if !more {
            return Ok(());
        }
        self.card_allowed_on(seat, card, own, foe)
    }

    /// [`Self::card_allowed`] once an equipment is known to fit its wearer, for a card these
    /// checks may refuse.
    fn card_allowed_on(
        &self,
        seat: Seat,
        card: &'static CardDef,
        own: Option<u8>,
        foe: Option<u8>,
    ) -> Result<(), Illegal> {
        let me = self.player(seat);
        match card.kind {
            CardKind::Legend if me.legend_used => return Err(Illegal::LegendUsed),
            // A food without a target feeds every living character that is not satiated.
            CardKind::Food if card.target == TargetRule::None => {
                me.living()
                    .find(|&s| !me.chars[s as usize].has(&builtin::SATIATED))
                    .ok_or(Illegal::CannotPlay("every character is satiated"))?;
            }
            CardKind::Food => {
                let s = own.ok_or(Illegal::BadTarget)?;
                let c = &me.chars[s as usize];
                if c.has(&builtin::SATIATED) {
                    return Err(Illegal::CannotPlay("the character is satiated"));
                }
                if heals_only(card) && c.hp >= c.max_hp {
                    return Err(Illegal::CannotPlay("the character is not injured"));
                }
                if card.target == TargetRule::OwnDefeated && me.revived_this_round {
                    return Err(Illegal::CannotPlay(
                        "a revive food was already played this round",
                    ));
                }
            }
            CardKind::Equipment(_) => {
                // The weapon type and the talent's owner were checked by `card_allowed`.
                let s = own.ok_or(Illegal::BadTarget)?;
                if card.talent_of.is_some() && card.talent_skill.is_some() {
                    if s != me.active {
                        return Err(Illegal::CannotPlay("the character must be active"));
                    }
                    if self.skills_blocked(seat, s) {
                        return Err(Illegal::SkillsBlocked);
                    }
                }
            }
            _ => {}
        }
        if let Some(cond) = card.condition {
            if let Some(why) = cond(self, seat, own.or(foe)) {
                return Err(Illegal::CannotPlay(why));
            }
        }
        Ok(())
    }

    /// Whether the character a card's energy cost is paid by (its target, else the active
    /// character) has the energy.
    pub(crate) fn card_energy(
        &self,
        seat: Seat,
        cost: &Cost,
        own: Option<u8>,
    ) -> Result<(), Illegal> {
        if cost.energy == 0 {
            return Ok(());
        }
        let me = self.player(seat);
        let c = &me.chars[own.unwrap_or(me.active) as usize];
        if c.energy < cost.energy {
            return Err(Illegal::NotEnoughEnergy {
                needed: cost.energy,
                have: c.energy,
            });
        }
        Ok(())
    }

    pub(crate) fn hand_index(&self, seat: Seat, card: CardId) -> Result<usize, Illegal> {
        self.player(seat)
            .hand
            .iter()
            .position(|c| c.id == card.0)
            .ok_or(Illegal::NotInHand(card))
    }
}

/// A food whose only effect is healing (甜甜花酿鸡, 蒙德土豆饼) needs an injured target: eating
/// it at full HP would do nothing but spend the card and the character's meal.
fn heals_only(card: &CardDef) -> bool {
    !card.ops.is_empty() && card.ops.iter().all(|op| matches!(op, Op::Heal(..)))
}
