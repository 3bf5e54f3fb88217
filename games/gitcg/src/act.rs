//! The player's actions: listing the legal ones and applying one.
//!
//! Every action is checked in full before anything changes (`check_*` take `&self`), so a
//! refused action leaves the state untouched. The same checks drive `legal_actions`, which is
//! how the two always agree.

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{
    Action, CardId, Dice, DieFace, Event, HandMask, Phase, Side, SkillId, Source, Target,
};
use tavern_protocol::{DecisionKind, Seat};

use super::cards::builtin;
use super::defs::{
    trig, CardDef, CardKind, Cost, Cx, EquipSlot, Heard, Op, Paying, Query, SkillDef, SkillKind,
    TargetRule, Trig, Weapon,
};
use super::dice::{check_payment, suggest_ordered};
use super::effects::{CostMods, Users};
use super::error::Illegal;
use super::state::{Loc, LocZone, SUPPORT_CAP};
use super::{Choice, Gitcg};

/// A checked card play: what it costs and what it is played on.
#[derive(Clone, Debug)]
pub(crate) struct CardPlay {
    cost: Cost,
    users: Users,
    own: Option<u8>,
    foe: Option<u8>,
    summon: Option<(Seat, u8)>,
    to: Option<u8>,
    support: Option<u8>,
}

/// What a card is played on, once checked ([`Gitcg::card_target`]); small, so a listing that
/// checks every target of every card moves little.
#[derive(Clone, Copy, Debug)]
struct Targets {
    own: Option<u8>,
    foe: Option<u8>,
    summon: Option<(Seat, u8)>,
    to: Option<u8>,
    support: Option<u8>,
}

impl Gitcg {
    /// Elements of a side's living characters, as a bit set (to keep their dice).
    fn team_elements(&self, seat: Seat) -> u8 {
        let p = self.player(seat);
        p.living()
            .fold(0, |m, s| m | 1 << p.chars[s as usize].def.element as u8)
    }

    /// Proposes a payment, keeping the side's useful dice.
    fn suggest_for(&self, seat: Seat, cost: &Cost, order: &[usize; 7]) -> Option<Dice> {
        let p = self.player(seat);
        suggest_ordered(cost, &p.dice, p.active_char().def.element, order)
    }

    /// Appends the legal actions of `seat` for the decision `kind`.
    pub(crate) fn list_actions(&self, seat: Seat, kind: DecisionKind, out: &mut Vec<Action>) {
        let p = self.player(seat);
        match kind {
            DecisionKind::SwitchHand => {
                out.push(Action::SwitchHand {
                    cards: HandMask::EMPTY,
                });
                if !p.hand.is_empty() {
                    out.push(Action::SwitchHand {
                        cards: HandMask((1u16 << p.hand.len()) - 1),
                    });
                }
            }
            DecisionKind::ChooseActive => {
                out.extend((0..3).map(|slot| Action::ChooseActive { slot }));
            }
            DecisionKind::ChooseActiveAfterKnockOut => {
                out.extend(p.living().map(|slot| Action::ChooseActive { slot }));
            }
            DecisionKind::Reroll => {
                out.push(Action::Reroll { dice: Dice::EMPTY });
                let keep = self.team_elements(seat);
                let mut unwanted = p.dice;
                unwanted.0[0] = 0;
                for f in 1..8 {
                    if keep & (1 << (f - 1)) != 0 {
                        unwanted.0[f] = 0;
                    }
                }
                if !unwanted.is_empty() {
                    out.push(Action::Reroll { dice: unwanted });
                }
            }
            DecisionKind::DiscardSupport => {
                out.extend((0..p.supports.len() as u8).map(|slot| Action::DiscardSupport { slot }));
            }
            DecisionKind::Pick => {
                let offered = self.pick_options(seat).len() as u8;
                out.extend((0..offered).map(|option| Action::Pick { option }));
            }
            DecisionKind::Act => self.list_turn_actions(seat, out),
            // Other games' decisions: gitcg never asks for them.
            _ => {}
        }
    }

    fn list_turn_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = self.player(seat);
        let team = self.team_elements(seat);
        let order = super::dice::spend_order(&p.dice, p.active_char().def.element, team);
        let pay = |cost: &Cost| self.suggest_for(seat, cost, &order);
        let mods = self.cost_mods(seat);
        // The entities that would lower each price: never read here (apply prices again).
        let mut scratch = Users::new();
        // Whether skills are blocked is asked once for the whole listing.
        let skills = if self.skills_blocked(seat, p.active) {
            &[][..]
        } else {
            p.active_char().def.skills
        };
        // Whether a status of the active character may refuse a skill is asked once too.
        let may_refuse = self.may_refuse_skills(seat);
        for skill in skills {
            if may_refuse && self.skill_refused(seat, skill.id) {
                continue;
            }
            scratch.clear();
            if let Ok(cost) = self.price_skill(seat, skill, &mods, &mut scratch) {
                if let Some(dice) = pay(&cost) {
                    out.push(Action::UseSkill {
                        skill: SkillId(skill.id),
                        dice,
                    });
                }
            }
        }
        if let Some((_, technique)) = self.technique(seat).filter(|_| !skills.is_empty()) {
            if let Ok((_, _, cost, _)) = self.check_technique(seat, technique.id, &mods) {
                if let Some(dice) = pay(&cost) {
                    out.push(Action::UseSkill {
                        skill: SkillId(technique.id),
                        dice,
                    });
                }
            }
        }
        for slot in p.living() {
            scratch.clear();
            if let Ok((cost, _)) = self.switch_cost(seat, slot, &mods, &mut scratch) {
                if let Some(dice) = pay(&cost) {
                    out.push(Action::Switch { slot, dice });
                }
            }
        }
        let mut seen: ArrayVec<u32, 10> = ArrayVec::new();
        let mut tunable: ArrayVec<u32, 10> = ArrayVec::new();
        for card in &p.hand {
            if seen.contains(&card.id) {
                continue;
            }
            seen.push(card.id);
            if !card.untunable {
                tunable.push(card.id);
            }
            // Priced once, on the first target that may take it.
            let mut priced: Option<(Cost, Option<Dice>)> = None;
            self.for_each_target(seat, card, |target, second| {
                let Ok(play) = self.card_target(seat, card, target, second) else {
                    return;
                };
                let (cost, dice) = *priced.get_or_insert_with(|| {
                    let mut scratch = Users::new();
                    let cost = self.price(&mods, Paying::Card(card), card.cost, &mut scratch);
                    (cost, pay(&cost))
                });
                if let Some(dice) = dice.filter(|_| self.card_energy(seat, &cost, play.own).is_ok())
                {
                    out.push(Action::PlayCard {
                        card: CardId(card.id),
                        target,
                        second,
                        dice,
                    });
                }
            });
        }
        if let Some(die) = self.tune_suggestion(seat, team) {
            for &id in &tunable {
                out.push(Action::Tune {
                    card: CardId(id),
                    die,
                });
            }
        }
        out.push(Action::DeclareEnd);
    }

    /// The die face best given up to tuning: the most plentiful face outside the team.
    fn tune_suggestion(&self, seat: Seat, keep: u8) -> Option<DieFace> {
        let p = self.player(seat);
        let active = p.active_char().def.element.die() as usize;
        // The largest key wins, the last face among equals (as `max_by_key` would).
        let mut best: Option<(u16, usize)> = None;
        for f in 1..8 {
            let n = p.dice.0[f];
            if f == active || n == 0 {
                continue;
            }
            let key = ((keep & (1 << (f - 1)) == 0) as u16) << 8 | n as u16;
            if best.is_none_or(|(k, _)| key >= k) {
                best = Some((key, f));
            }
        }
        best.map(|(_, f)| DieFace::ALL[f])
    }

    pub(crate) fn for_each_target(
        &self,
        seat: Seat,
        card: &CardDef,
        mut f: impl FnMut(Option<Target>, Option<Target>),
    ) {
        if let TargetRule::TransferEquipment(_) = card.target {
            return super::equipment_transfer::pair_targets(self, seat, f);
        }
        let mut f = |target| f(target, None);
        let me = self.player(seat);
        let foe = self.player(seat.other());
        let character = |side, slot| Some(Target::Character { side, slot });
        match card.target {
            TargetRule::None => f(None),
            TargetRule::OwnCharacter => me.living().for_each(|s| f(character(Side::Own, s))),
            TargetRule::OwnStandby => me
                .living()
                .filter(|&s| s != me.active)
                .for_each(|s| f(character(Side::Own, s))),
            TargetRule::OpponentCharacter => {
                foe.living().for_each(|s| f(character(Side::Opponent, s)))
            }
            TargetRule::OwnDefeated => (0..3u8)
                .filter(|&s| !me.chars[s as usize].alive)
                .for_each(|s| f(character(Side::Own, s))),
            TargetRule::OwnSummon => (0..me.summons.len() as u8).for_each(|slot| {
                f(Some(Target::Summon {
                    side: Side::Own,
                    slot,
                }))
            }),
            TargetRule::OpponentSummon => (0..foe.summons.len() as u8).for_each(|slot| {
                f(Some(Target::Summon {
                    side: Side::Opponent,
                    slot,
                }))
            }),
            TargetRule::OwnSupport => (0..me.supports.len() as u8).for_each(|slot| {
                f(Some(Target::Support {
                    side: Side::Own,
                    slot,
                }))
            }),
            TargetRule::TransferEquipment(_) => {}
        }
    }

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
    fn price_skill(
        &self,
        seat: Seat,
        skill: &'static SkillDef,
        mods: &CostMods,
        users: &mut Users,
    ) -> Result<Cost, Illegal> {
        let p = self.player(seat);
        let c = p.active_char();
        let mut base = skill.cost;
        if skill.kind == SkillKind::Burst {
            base.energy = c.def.max_energy;
        }
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
    fn switch_cost(
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
        for m in mods {
            let Some(q) = m.def.query else {
                continue;
            };
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
    fn check_switch(
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
        Ok(CardPlay {
            cost,
            users,
            own: at.own,
            foe: at.foe,
            summon: at.summon,
            to: at.to,
            support: at.support,
        })
    }

    /// Checks everything about playing `card` on `target` but its price (which never depends
    /// on the target, so a listing prices each card once).
    fn card_target(
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
            CardKind::Equipment(slot) => {
                let s = own.ok_or(Illegal::BadTarget)?;
                let c = &me.chars[s as usize];
                if let EquipSlot::Weapon(w) = slot {
                    if c.def.weapon != w || w == Weapon::None {
                        return Err(Illegal::CannotPlay("the character cannot use this weapon"));
                    }
                }
                if let Some(owner) = card.talent_of {
                    if c.card.id != owner {
                        return Err(Illegal::CannotPlay(
                            "the talent belongs to another character",
                        ));
                    }
                    if card.talent_skill.is_some() {
                        if s != me.active {
                            return Err(Illegal::CannotPlay("the character must be active"));
                        }
                        if self.skills_blocked(seat, s) {
                            return Err(Illegal::SkillsBlocked);
                        }
                    }
                }
            }
            _ => {}
        }
        if let Some(cond) = card.condition {
            if let Some(why) = cond(self, seat, own.or(foe_t)) {
                return Err(Illegal::CannotPlay(why));
            }
        }
        Ok(Targets {
            own,
            foe: foe_t,
            summon,
            to,
            support,
        })
    }

    /// Whether the character a card's energy cost is paid by (its target, else the active
    /// character) has the energy.
    fn card_energy(&self, seat: Seat, cost: &Cost, own: Option<u8>) -> Result<(), Illegal> {
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

    fn hand_index(&self, seat: Seat, card: CardId) -> Result<usize, Illegal> {
        self.player(seat)
            .hand
            .iter()
            .position(|c| c.id == card.0)
            .ok_or(Illegal::NotInHand(card))
    }

    /// Applies `action` for a seat facing decision `kind`. Checks come first; nothing changes
    /// on error.
    pub(crate) fn apply_action(
        &mut self,
        seat: Seat,
        kind: DecisionKind,
        action: Action,
    ) -> Result<(), Illegal> {
        let wrong = Err(Illegal::WrongDecision { expected: kind });
        match (kind, action) {
            (DecisionKind::SwitchHand, Action::SwitchHand { cards }) => {
                self.switch_hand(seat, cards)
            }
            (DecisionKind::ChooseActive, Action::ChooseActive { slot }) => {
                if slot > 2 {
                    return Err(Illegal::BadCharacter(slot));
                }
                let p = self.player_mut(seat);
                p.chosen = Some(slot);
                p.ready = true;
                self.emit(Event::ActiveChosenSecretly { seat });
                self.after_choose_active();
                Ok(())
            }
            (DecisionKind::ChooseActiveAfterKnockOut, Action::ChooseActive { slot }) => {
                let p = self.player(seat);
                if slot > 2 || !p.chars[slot as usize].alive {
                    return Err(Illegal::BadCharacter(slot));
                }
                self.choice[seat.index()] = None;
                self.switch_to(seat, slot);
                self.settle();
                self.resume();
                Ok(())
            }
            (DecisionKind::Reroll, Action::Reroll { dice }) => {
                let p = self.player(seat);
                if !dice.is_subset_of(&p.dice) {
                    return Err(Illegal::DiceNotHeld);
                }
                let p = self.player_mut(seat);
                if dice.is_empty() {
                    p.rerolls = 0;
                } else {
                    for f in 0..8 {
                        p.dice.0[f] -= dice.0[f];
                    }
                    p.rerolls = p.rerolls.saturating_sub(1);
                    self.roll(seat, dice.total());
                }
                if self.choice[seat.index()] == Some(Choice::Reroll) {
                    if self.player(seat).rerolls == 0 {
                        self.choice[seat.index()] = None;
                        self.resume();
                    }
                } else {
                    self.after_reroll();
                }
                Ok(())
            }
            (DecisionKind::DiscardSupport, Action::DiscardSupport { slot }) => {
                if slot as usize >= self.player(seat).supports.len() {
                    return Err(Illegal::NoSuchSupport(slot));
                }
                let Some(Choice::DiscardSupport(card)) = self.choice[seat.index()] else {
                    return wrong;
                };
                self.choice[seat.index()] = None;
                self.discard(Loc {
                    seat,
                    zone: LocZone::Support,
                    idx: slot,
                });
                self.cleanup_zone(seat, LocZone::Support);
                self.place_support(seat, card);
                self.after_card(seat, card);
                Ok(())
            }
            (DecisionKind::Pick, Action::Pick { option }) => {
                self.answer_pick(seat, option)?;
                self.resume();
                Ok(())
            }
            (DecisionKind::Act, action) => self.turn_action(seat, action),
            _ => wrong,
        }
    }

    /// After an interrupting choice is made: when none is left, the flow continues.
    fn resume(&mut self) {
        if self.result.is_some() || self.choice.iter().any(Option::is_some) {
            return;
        }
        if self.phase == Phase::End {
            self.continue_end_phase();
        }
    }

    fn switch_hand(&mut self, seat: Seat, cards: HandMask) -> Result<(), Illegal> {
        if self.switching_mid_turn(seat) {
            self.answer_hand_switch(seat, cards)?;
            self.resume();
            return Ok(());
        }
        self.replace_cards(seat, cards)?;
        self.player_mut(seat).ready = true;
        self.after_switch_hand();
        Ok(())
    }

    fn turn_action(&mut self, seat: Seat, action: Action) -> Result<(), Illegal> {
        match action {
            Action::UseSkill { skill, dice } => {
                let p = self.player(seat);
                let own = p.active_char().def.skills.iter().find(|s| s.id == skill.0);
                let Some(def) = own else {
                    let (loc, technique, cost, users) =
                        self.check_technique(seat, skill.0, &self.cost_mods(seat))?;
                    check_payment(&cost, &p.dice, &dice)?;
                    self.pay(seat, &dice, &users);
                    if cost.energy > 0 {
                        let active = self.player(seat).active;
                        self.character_mut(seat, active).energy -= cost.energy;
                    }
                    self.use_technique(seat, loc, technique);
                    self.after_action(seat);
                    self.settle();
                    self.pass_turn(seat);
                    return Ok(());
                };
                let (cost, users) = self.check_skill(seat, def, &self.cost_mods(seat))?;
                check_payment(&cost, &p.dice, &dice)?;
                let charged = p.dice.total().is_multiple_of(2);
                self.pay(seat, &dice, &users);
                let active = self.player(seat).active;
                if cost.energy > 0 {
                    self.character_mut(seat, active).energy -= cost.energy;
                }
                self.use_skill(seat, def, charged, None);
                self.after_action(seat);
                self.settle();
                self.pass_turn(seat);
                Ok(())
            }
            Action::Switch { slot, dice } => {
                let (cost, users, fast) = self.check_switch(seat, slot, &self.cost_mods(seat))?;
                check_payment(&cost, &self.player(seat).dice, &dice)?;
                self.pay(seat, &dice, &users);
                self.switch_active(seat, slot);
                self.after_action(seat);
                self.settle();
                if fast {
                    self.after_fast_action(seat);
                } else {
                    self.pass_turn(seat);
                }
                Ok(())
            }
            Action::PlayCard {
                card,
                target,
                second,
                dice,
            } => {
                let idx = self.hand_index(seat, card)?;
                let def = self.player(seat).hand[idx];
                let play = self.check_card(seat, def, target, second, &self.cost_mods(seat))?;
                check_payment(&play.cost, &self.player(seat).dice, &dice)?;
                let charged = self.player(seat).dice.total().is_multiple_of(2);
                self.player_mut(seat).hand.remove(idx);
                self.pay(seat, &dice, &play.users);
                self.play_card(seat, def, play, charged);
                Ok(())
            }
            Action::Tune { card, die } => {
                let idx = self.hand_index(seat, card)?;
                let p = self.player(seat);
                let to = p.active_char().def.element.die();
                if self
                    .tune_suggestion(seat, self.team_elements(seat))
                    .is_none()
                {
                    return Err(Illegal::NothingToTune);
                }
                if die == DieFace::Omni || die == to || p.dice.count(die) == 0 {
                    return Err(Illegal::BadTuneDie);
                }
                if p.hand[idx].untunable {
                    return Err(Illegal::CannotTune(card));
                }
                let p = self.player_mut(seat);
                let given_up = p.hand.remove(idx);
                p.dice.0[die as usize] -= 1;
                p.dice.0[to as usize] += 1;
                // Everyone sees the new face; only the owner sees the card given up.
                self.emit_private(
                    seat,
                    Event::Tuned {
                        seat,
                        card: Some(card),
                        to,
                    },
                    Event::Tuned {
                        seat,
                        card: None,
                        to,
                    },
                );
                let mut t = Trig::Discarded {
                    card: given_up,
                    tuned: true,
                };
                self.fire(seat, trig::DISCARDED, &mut t);
                self.after_action(seat);
                self.after_fast_action(seat);
                Ok(())
            }
            Action::DeclareEnd => {
                self.declare_end(seat);
                Ok(())
            }
            _ => Err(Illegal::WrongDecision {
                expected: DecisionKind::Act,
            }),
        }
    }

    fn pay(&mut self, seat: Seat, dice: &Dice, users: &[(Loc, u8)]) {
        let p = self.player_mut(seat);
        for f in 0..8 {
            p.dice.0[f] -= dice.0[f];
        }
        self.spend_uses(users);
    }

    fn play_card(&mut self, seat: Seat, card: &'static CardDef, play: CardPlay, charged: bool) {
        if card.kind == CardKind::Legend {
            self.player_mut(seat).legend_used = true;
        }
        let p = self.player_mut(seat);
        p.cards_played_this_round = p.cards_played_this_round.saturating_add(1);
        if play.cost.energy > 0 {
            let s = play.own.unwrap_or(self.player(seat).active);
            self.character_mut(seat, s).energy -= play.cost.energy;
        }
        self.emit(Event::CardPlayed {
            seat,
            card: CardId(card.id),
        });
        self.fire(seat, trig::CARD_PLAYED, &mut Trig::CardPlayed(card));
        self.note_played(seat, card);
        self.tell_opposing(seat, Heard::CardPlayed(card));
        if self.nullify_event(seat, card) {
            self.fire(seat, trig::CARD_RESOLVED, &mut Trig::CardPlayed(card));
            self.after_card(seat, card);
            return;
        }
        // `charged` rides along for cards that make a character attack (Plunging Strike).
        let mut cx = Cx {
            character: play.own,
            opponent_target: play.foe,
            summon_target: play.summon,
            second: play.to,
            support_target: play.support,
            charged,
            source: Some(Source::Card {
                seat,
                card: CardId(card.id),
            }),
            ..Cx::side(seat)
        };
        match card.kind {
            CardKind::Equipment(_) => {
                let s = play.own.unwrap_or(self.player(seat).active);
                if let Some(def) = card.entity {
                    self.add_entity(seat, LocZone::Char(s), def);
                }
                self.run_ops(card.ops, &mut cx);
                if let Some(skill_id) = card.talent_skill {
                    if let Some(skill) = self.form_skill(seat, s, skill_id) {
                        self.use_skill(seat, skill, charged, Some(card));
                    }
                }
            }
            CardKind::Companion | CardKind::Location | CardKind::Item => {
                if self.player(seat).supports.len() >= SUPPORT_CAP {
                    self.choice[seat.index()] = Some(Choice::DiscardSupport(card));
                    return;
                }
                self.place_support(seat, card);
            }
            CardKind::Food if card.target == TargetRule::None => {
                let p = self.player(seat);
                let hungry: ArrayVec<u8, 3> = p
                    .living()
                    .filter(|&s| !p.chars[s as usize].has(&builtin::SATIATED))
                    .collect();
                for s in hungry {
                    cx.character = Some(s);
                    self.run_ops(card.ops, &mut cx);
                    self.satiate(seat, s);
                }
            }
            CardKind::Food => {
                self.run_ops(card.ops, &mut cx);
                if let Some(s) = play.own {
                    self.satiate(seat, s);
                }
            }
            CardKind::Event | CardKind::Resonance(_) | CardKind::Legend => {
                self.run_ops(card.ops, &mut cx);
            }
        }
        self.fire(seat, trig::CARD_RESOLVED, &mut Trig::CardPlayed(card));
        self.after_card(seat, card);
    }

    fn place_support(&mut self, seat: Seat, card: &'static CardDef) {
        if let Some(def) = card.entity {
            self.add_entity(seat, LocZone::Support, def);
        }
        let mut cx = Cx {
            source: Some(Source::Card {
                seat,
                card: CardId(card.id),
            }),
            ..Cx::side(seat)
        };
        self.run_ops(card.ops, &mut cx);
    }

    /// Knock-outs, then the turn passes if the card was a combat action; otherwise what comes
    /// before the next choice resolves.
    fn after_card(&mut self, seat: Seat, card: &CardDef) {
        self.after_action(seat);
        self.settle();
        if card.combat_action {
            self.player_mut(seat).plunge = None;
            self.pass_turn(seat);
        } else {
            self.after_fast_action(seat);
        }
    }
}

/// A food whose only effect is healing (甜甜花酿鸡, 蒙德土豆饼) needs an injured target: eating
/// it at full HP would do nothing but spend the card and the character's meal.
fn heals_only(card: &CardDef) -> bool {
    !card.ops.is_empty() && card.ops.iter().all(|op| matches!(op, Op::Heal(..)))
}
