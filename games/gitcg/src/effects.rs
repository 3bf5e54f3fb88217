//! How entities react: triggers dispatched in the rulebook's resolution order, and the
//! interpreter that runs a card's [`Op`]s.
//!
//! Resolution order (rulebook, 结算顺序): the current player's effects first, then the
//! opponent's; within a side, characters (active first, then the others in slot order) with
//! their equipment and statuses, then combat statuses, then summons, then supports; within one
//! kind, in order of entry.

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{DamageType, Element, Event, Source};
use tavern_protocol::Seat;

use super::cards::builtin;
use super::defs::answers::{self, OWN_SKILL_COST, SKILL_COST};
use super::defs::{
    trig, After, Bonus, CardDef, CardKind, Cost, Cx, DamageFilter, Direction, DiscountDice,
    Discounted, Dmg, EntityDef, EntityKind, EquipSlot, Op, Paying, Query, SkillKind, Trig, Who,
};
use super::state::{Ent, Loc, LocZone};
use super::Gitcg;

/// Anemo damage, which an entity declared `turns_with_swirl` turns into the swirled element.
const ANEMO: DamageType = DamageType::Elemental(Element::Anemo);

/// Room for the entities of one dispatch, each with the serial it entered play with.
pub type Takers = ArrayVec<(Loc, u16), 64>;
/// The entities of a side that may change costs, each taken once per listing with what
/// pricing reads of it, so pricing many actions does not look each entity up again.
#[derive(Clone, Debug, Default)]
pub struct CostMods {
    mods: ArrayVec<CostMod, 24>,
    /// What any of them answers: a payment none answers costs its printed price, found
    /// without walking the list.
    answers: u16,
}

impl CostMods {
    /// No modifier.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether some modifier answers the questions of `bits` (of [`super::defs::answers`]).
    pub fn answer(&self, bits: u16) -> bool {
        self.answers & bits != 0
    }

    /// The modifiers in resolution order.
    pub fn iter(&self) -> std::slice::Iter<'_, CostMod> {
        self.mods.iter()
    }
}

/// One entity that may change costs ([`Gitcg::cost_mods`]).
#[derive(Clone, Copy, Debug)]
pub struct CostMod {
    /// Where it is.
    pub loc: Loc,
    /// What it answers (bits of [`super::defs::answers`]), the payments its declared discount
    /// lowers included: pricing passes over it for any other payment.
    pub answers: u16,
    /// Its usages and its counter when collected (what a declared discount's readiness
    /// reads): pricing reads them here, without looking its zone up again.
    pub usage: u8,
    pub var: u8,
    /// What it is.
    pub def: &'static EntityDef,
}
/// The entities that lowered a cost or made a switch fast, each with the dice it took off.
pub type Users = ArrayVec<(Loc, u8), 8>;

/// The character slots in resolution order, by active slot: the active one, then the others
/// in slot order from it.
const CHAR_ORDER: [[u8; 3]; 3] = [[0, 1, 2], [1, 2, 0], [2, 0, 1]];

impl Gitcg {
    /// Calls `f` with each zone of `seat` in resolution order where some entity takes part in
    /// `bit` (its zone's trigger set says so), and the zone's entities.
    ///
    /// The zones that take part are found first, as a bit each in resolution order, and only
    /// those are visited: one loop over the few that do, rather than a test per zone that the
    /// processor mispredicts.
    #[inline(always)]
    fn zones_with<'a>(&'a self, seat: Seat, bit: u64, mut f: impl FnMut(LocZone, &'a [Ent])) {
        let p = self.player(seat);
        let zt = &p.zone_triggers;
        let order = CHAR_ORDER[(p.active as usize).min(2)];
        let mut taking = 0u32;
        for (k, s) in order.into_iter().enumerate() {
            taking |= ((zt[s as usize] & bit != 0) as u32) << k;
        }
        for (z, t) in zt.iter().enumerate().skip(3) {
            taking |= ((t & bit != 0) as u32) << z;
        }
        // The zones in resolution order, looked up by position: one call of `f` (its loop
        // made once, not once per kind of zone) and no jump per zone, which the processor
        // mispredicted.
        let zones: [(LocZone, &'a [Ent]); 6] = [
            (
                LocZone::Char(order[0]),
                &p.chars[order[0] as usize].attached,
            ),
            (
                LocZone::Char(order[1]),
                &p.chars[order[1] as usize].attached,
            ),
            (
                LocZone::Char(order[2]),
                &p.chars[order[2] as usize].attached,
            ),
            (LocZone::Combat, &p.combat),
            (LocZone::Summon, &p.summons),
            (LocZone::Support, &p.supports),
        ];
        while taking != 0 {
            let k = taking.trailing_zeros() as usize;
            taking &= taking - 1;
            let (zone, ents) = zones[k];
            f(zone, ents);
        }
    }

    /// Appends the living entities of `seat` that take part in `bit`, in resolution order,
    /// each with the serial it entered play with (to find it again once others have acted).
    ///
    /// Inlined: every dispatch collects first, the call cost about as much as the walk.
    #[inline]
    pub fn collect(&self, seat: Seat, bit: u64, out: &mut Takers) {
        if self.player(seat).triggers & bit == 0 {
            return;
        }
        self.zones_with(seat, bit, |zone, ents| {
            for (i, e) in ents.iter().enumerate() {
                if !e.dead & (e.triggers & bit != 0) {
                    let loc = Loc {
                        seat,
                        zone,
                        idx: i as u8,
                    };
                    let _ = out.try_push((loc, e.serial));
                }
            }
        });
    }

    /// Runs trigger `bit` for the entities of `seat`, in resolution order.
    ///
    /// Inlined: most triggers have no listener on a side (four in five in random play), and
    /// the check of the side's mask at the call site saves the call of the dispatch.
    #[inline]
    pub fn fire(&mut self, seat: Seat, bit: u64, t: &mut Trig<'_>) {
        if self.player(seat).triggers & bit != 0 {
            self.dispatch(seat, bit, t);
        }
    }

    /// [`Self::fire`] once some entity of `seat` may take part in `bit`.
    ///
    /// Who takes part is fixed before anyone acts (an entity entering meanwhile waits for the
    /// next trigger). Ops run by an entity may sweep discarded entries out of a zone, so an
    /// entity is found again by its serial after anything that ran ops, before it goes on.
    #[inline(never)]
    fn dispatch(&mut self, seat: Seat, bit: u64, t: &mut Trig<'_>) {
        let mut takers = Takers::new();
        self.collect(seat, bit, &mut takers);
        for &(at, serial) in &takers {
            // The entity as it is now, read again only after something changed it.
            let Some((mut loc, mut e)) = self.find(at, serial) else {
                continue;
            };
            if e.dead {
                continue;
            }
            // Declared behaviours change the damage and the entity itself, never a zone.
            if matches!(t, Trig::Damage(_) | Trig::Swirled(_)) && self.run_declared(loc, e, bit, t)
            {
                e = *self.ent(loc);
            }
            if bit == trig::ACTION_START && !e.def.action_start.is_empty() {
                self.run_action_start(loc);
                let Some(now) = self.find(loc, serial) else {
                    continue;
                };
                (loc, e) = now;
            }
            if e.def.after.is_some() && self.run_after(loc, serial, t) {
                let Some(now) = self.find(loc, serial) else {
                    continue;
                };
                (loc, e) = now;
            }
            if e.def.listens & bit != 0 {
                if let Some(hook) = e.def.hook {
                    hook(self, loc, t);
                }
            }
        }
    }

    /// [`Self::relocate`], with the entity as it is there: its zone is looked up once.
    fn find(&self, loc: Loc, serial: u16) -> Option<(Loc, Ent)> {
        let zone = self.zone(loc.seat, loc.zone);
        if let Some(e) = zone.get(loc.idx as usize).filter(|e| e.serial == serial) {
            return Some((loc, *e));
        }
        let i = zone.iter().position(|e| e.serial == serial)?;
        Some((
            Loc {
                idx: i as u8,
                ..loc
            },
            zone[i],
        ))
    }

    /// Where the entity that entered play as `serial` now is (its zone may have been swept
    /// since `loc` was taken); `None` once it left.
    pub fn relocate(&self, loc: Loc, serial: u16) -> Option<Loc> {
        let zone = self.zone(loc.seat, loc.zone);
        // Most often nothing was swept and it is where it was.
        if zone
            .get(loc.idx as usize)
            .is_some_and(|e| e.serial == serial)
        {
            return Some(loc);
        }
        zone.iter().position(|e| e.serial == serial).map(|i| Loc {
            idx: i as u8,
            ..loc
        })
    }

    /// The declared follow-up ([`super::defs::EntityDef::after`]) of the entity at `loc`: after
    /// a normal attack or a switch of its side, it runs its ops as itself, then spends one
    /// usage. Returns whether it ran (and so may have swept zones).
    fn run_after(&mut self, loc: Loc, serial: u16, t: &Trig<'_>) -> bool {
        let e = self.ent(loc);
        let def = e.def;
        let Some((when, ops)) = def.after.filter(|_| !e.dead) else {
            return false;
        };
        let owner = match loc.zone {
            LocZone::Char(s) => Some(s),
            _ => None,
        };
        let fits = match (when, t) {
            (After::Switch, Trig::Switched { .. }) => true,
            (
                After::NormalAttack,
                Trig::AfterSkill {
                    character, kind, ..
                },
            ) => *kind == SkillKind::Normal && owner.is_none_or(|s| s == *character),
            _ => false,
        };
        if !fits {
            return false;
        }
        let mut cx = Cx {
            character: owner,
            entity: Some(def),
            ..Cx::side(loc.seat)
        };
        self.run_ops(ops, &mut cx);
        if def.usage > 0 {
            if let Some(loc) = self.relocate(loc, serial).filter(|l| !self.ent(*l).dead) {
                self.spend(loc);
            }
        }
        true
    }

    /// Runs trigger `bit` for both sides, the current player first.
    pub fn fire_both(&mut self, first: Seat, bit: u64, t: &mut Trig<'_>) {
        self.fire(first, bit, t);
        self.fire(first.other(), bit, t);
    }

    /// The declared (data-only) behaviours: infusions, elements turned by a swirl, bonuses,
    /// reductions and shields, of `ent`, the entity at `loc` as its dispatch read it. Returns
    /// whether they changed it (its dispatch reads it again only then).
    fn run_declared(&mut self, loc: Loc, ent: Ent, bit: u64, t: &mut Trig<'_>) -> bool {
        if let Trig::Swirled(e) = t {
            if ent.def.turns_with_swirl && ent.var == 0 {
                self.ent_mut(loc).var = *e as u8 + 1;
                return true;
            }
            return false;
        }
        let Trig::Damage(d) = t else { return false };
        let owner = match loc.zone {
            LocZone::Char(s) => Some(s),
            _ => None,
        };
        match bit {
            trig::INFUSE => {
                if let Some(e) = ent.def.infusion {
                    let user_ok = match owner {
                        Some(s) => d.by == Some(s),
                        None => d.by.is_some(),
                    };
                    if user_ok && d.skill.is_some() && d.ty == DamageType::Physical {
                        d.ty = DamageType::Elemental(e);
                    }
                }
                let own = d.entity.is_some_and(|e| e == ent.def);
                if let (true, Some(e)) = (own && d.ty == ANEMO, ent.turned()) {
                    d.ty = DamageType::Elemental(e);
                }
            }
            trig::BONUS_OUT => {
                if let Some(b) = ent.def.bonus {
                    if bonus_applies(b, owner, d) {
                        d.amount += b.amount as i16;
                        if b.spends_usage {
                            self.spend(loc);
                            return true;
                        }
                    }
                }
            }
            trig::REDUCE => {
                let protects = match owner {
                    Some(s) => d.target == s,
                    None => d.to_active,
                };
                if ent.def.reduce > 0 && protects && d.amount > 0 {
                    d.amount -= (ent.def.reduce as i16).min(d.amount);
                    self.spend(loc);
                    return true;
                }
            }
            _ => {}
        }
        false
    }

    /// The declared start-of-action-phase ops of the entity at `loc`, then one usage spent.
    fn run_action_start(&mut self, loc: Loc) {
        let def = self.ent(loc).def;
        if def.action_start.is_empty() {
            return;
        }
        let mut cx = Cx {
            character: match loc.zone {
                LocZone::Char(s) => Some(s),
                _ => None,
            },
            entity: Some(def),
            ..Cx::side(loc.seat)
        };
        self.run_ops(def.action_start, &mut cx);
        if def.usage > 0 {
            self.spend(loc);
        }
    }

    /// Applies the declared discount of the entity `m` to `cost`; true when it lowered it.
    fn declared_discount(&self, m: &CostMod, of: Paying, cost: &mut Cost) -> bool {
        let Some(d) = m.def.discount else {
            return false;
        };
        // It lowers a cost while it has a use left: usages, or its per-round limit (read as
        // collected: nothing changes between collecting the modifiers and pricing).
        debug_assert!({
            let e = self.ent(m.loc);
            (e.usage, e.var) == (m.usage, m.var)
        });
        let ready = if m.def.usage > 0 && !m.def.per_round {
            m.usage > 0
        } else {
            m.var < d.limit
        };
        if !ready {
            return false;
        }
        let loc = m.loc;
        let owner = match loc.zone {
            LocZone::Char(s) => Some(s),
            _ => None,
        };
        let applies = match (d.on, of) {
            (Discounted::OwnSkillOrTalent, Paying::Skill { slot, .. }) => owner == Some(slot),
            (Discounted::OwnSkillOrTalent, Paying::Card(card)) => {
                owner.is_some_and(|s| card.talent_of == Some(self.character(loc.seat, s).card.id))
            }
            (Discounted::OwnNormalAttack, Paying::Skill { slot, kind, .. }) => {
                owner == Some(slot) && kind == SkillKind::Normal
            }
            (Discounted::OwnChargedAttack, Paying::Skill { slot, kind, .. }) => {
                owner == Some(slot)
                    && kind == SkillKind::Normal
                    && super::dice::count(&self.player(loc.seat).dice).is_multiple_of(2)
            }
            (Discounted::Switch, Paying::Switch { .. }) => true,
            (Discounted::WeaponOrArtifact, Paying::Card(card)) => matches!(
                card.kind,
                CardKind::Equipment(EquipSlot::Weapon(_) | EquipSlot::Artifact)
            ),
            (Discounted::Weapon, Paying::Card(card)) => {
                matches!(card.kind, CardKind::Equipment(EquipSlot::Weapon(_)))
            }
            (Discounted::Kind(kind), Paying::Card(card)) => card.kind == kind,
            _ => false,
        };
        if !applies {
            return false;
        }
        let before = cost.dice();
        match d.dice {
            DiscountDice::Element(el) => {
                if cost.element == Some(el) {
                    cost.elem_n -= d.amount.min(cost.elem_n);
                }
            }
            DiscountDice::Unaligned => cost.reduce_any(d.amount),
            DiscountDice::Any => cost.reduce(d.amount),
            DiscountDice::FromStock => {
                if self.ent(m.loc).stock >= cost.dice() {
                    cost.reduce(cost.dice());
                }
            }
        }
        cost.dice() < before
    }

    /// Asks the entities of `seat` a pure question, in resolution order.
    #[inline]
    pub fn ask(&self, seat: Seat, q: &mut Query<'_>) {
        if self.player(seat).triggers & trig::ANSWERS != 0 {
            self.ask_answering(seat, q);
        }
    }

    /// [`Self::ask`] once some entity of `seat` answers questions.
    #[inline(never)]
    fn ask_answering(&self, seat: Seat, q: &mut Query<'_>) {
        self.zones_with(seat, trig::ANSWERS, |zone, ents| {
            for (i, e) in ents.iter().enumerate() {
                if e.dead {
                    continue;
                }
                if let Some(f) = e.def.query {
                    f(
                        self,
                        Loc {
                            seat,
                            zone,
                            idx: i as u8,
                        },
                        q,
                    );
                }
            }
        });
    }

    /// The entities of `seat` that may change a cost (declared discounts and cost queries), in
    /// resolution order, put in `mods` (a list filled in place: returned, its whole room would
    /// be copied). A listing collects them once and prices every action with them.
    pub fn cost_mods(&self, seat: Seat, mods: &mut CostMods) {
        self.cost_mods_of(seat, answers::PRICING, mods);
    }

    /// What the cost modifiers of `seat` may answer between them (bits of [`answers`]), read
    /// from the side's trigger sets (each zone's the union of its entities') without
    /// collecting them: all that [`Self::cost_mods`] would find answers, and what a discarded
    /// entity waiting to leave its zone would.
    pub(crate) fn cost_answers(&self, seat: Seat) -> u16 {
        let p = self.player(seat);
        let zt = &p.zone_triggers;
        // What lowers only its wearer's skills answers a skill's price when worn by the active
        // character (or anywhere but on a character).
        let own = zt[3] | zt[4] | zt[5] | zt[(p.active as usize).min(2)];
        let own_skill = trig::priced_by(own) & OWN_SKILL_COST != 0;
        trig::priced_by(p.triggers) | (own_skill as u16 * SKILL_COST)
    }

    /// Whether a listing for `seat`, whose hand is `hand`, may meet a cost modifier
    /// ([`Self::cost_answers`]): it prices skills, a technique, switches and the cards in
    /// hand. When none may answer, every price is the printed one and the
    /// modifiers are not collected (about one listing in four that has some).
    pub(crate) fn cost_mods_asked(&self, seat: Seat, hand: &[&'static CardDef]) -> bool {
        let may = self.cost_answers(seat);
        const ANY_LISTING: u16 = SKILL_COST
            | answers::TECHNIQUE_COST
            | answers::SWITCH_COST
            | answers::FAST_SWITCH
            | answers::CARD_COST;
        may & ANY_LISTING != 0
            || (may != 0 && hand.iter().any(|&c| may & Paying::Card(c).answer() != 0))
    }

    /// [`Self::cost_mods`], keeping only the entities that answer one of the pricing
    /// questions `asked` (bits of [`answers`]): applying one action asks only its own, and
    /// pricing passes over any other modifier anyway.
    pub fn cost_mods_of(&self, seat: Seat, asked: u16, mods: &mut CostMods) {
        mods.mods.clear();
        mods.answers = 0;
        let active = self.player(seat).active;
        // What lowers only its wearer's skills answers a skill's price.
        let marks = asked | ((asked & SKILL_COST != 0) as u16 * OWN_SKILL_COST);
        if self.player(seat).triggers & trig::pricing(marks) == 0 {
            return;
        }
        // Skills are the active character's: what lowers only its wearer's skills answers them
        // when worn by the active character (or anywhere but on a character).
        let own = |zone: LocZone| !matches!(zone, LocZone::Char(s) if s != active);
        self.zones_with(seat, trig::pricing(marks), |zone, ents| {
            let own = own(zone) as u16;
            for (i, e) in ents.iter().enumerate() {
                // What it answers is kept in its trigger set: no definition is read here.
                let mut answers = trig::priced_by(e.triggers);
                answers |= (answers & OWN_SKILL_COST != 0) as u16 * own * SKILL_COST;
                if e.dead | (answers & asked == 0) {
                    continue;
                }
                let m = CostMod {
                    loc: Loc {
                        seat,
                        zone,
                        idx: i as u8,
                    },
                    answers,
                    usage: e.usage,
                    var: e.var,
                    def: e.def,
                };
                if mods.mods.try_push(m).is_ok() {
                    mods.answers |= answers;
                }
            }
        });
    }

    /// The effective cost of paying for `of` with the side's collected cost modifiers, and the
    /// entities that lowered it. Modifiers change dice only: the energy is `base`'s.
    pub fn cost_with(&self, mods: &CostMods, of: Paying, base: Cost) -> (Cost, Users) {
        let mut users = Users::new();
        let cost = self.price(mods, of, base, &mut users);
        (cost, users)
    }

    /// [`Self::cost_with`], the entities that lowered the cost appended to `users` (a listing
    /// passes a scratch list it never reads: moving a list out of every pricing costs more than
    /// the pricing itself).
    #[inline]
    pub(crate) fn price(&self, mods: &CostMods, of: Paying, base: Cost, users: &mut Users) -> Cost {
        // Most payments meet no modifier that answers them (debug builds walk the list anyway,
        // to check the modifiers passed over).
        if !mods.answer(of.answer()) && !cfg!(debug_assertions) {
            return base;
        }
        self.price_with(mods, of, base, users)
    }

    /// [`Self::price`] once some modifier may answer.
    #[inline(never)]
    fn price_with(&self, mods: &CostMods, of: Paying, base: Cost, users: &mut Users) -> Cost {
        let mut cost = base;
        let asked = of.answer();
        for m in mods.iter() {
            if m.answers & asked == 0 {
                #[cfg(debug_assertions)]
                self.check_unasked(m, of, cost);
                continue;
            }
            let before = cost.dice();
            let mut used = self.declared_discount(m, of, &mut cost);
            if let Some(f) = m.def.query {
                f(
                    self,
                    m.loc,
                    &mut Query::Cost {
                        of,
                        cost: &mut cost,
                        used: &mut used,
                    },
                );
            }
            if used {
                let _ = users.try_push((m.loc, before.saturating_sub(cost.dice())));
            }
        }
        // Discounts are in dice: the energy a cost asks is the printed one, which lets the
        // energy be checked before pricing (`price_skill`).
        cost.energy = base.energy;
        cost
    }

    /// Debug builds check that a cost modifier passed over for `of` (it does not declare that
    /// it answers it) indeed changes nothing of that cost.
    #[cfg(debug_assertions)]
    fn check_unasked(&self, m: &CostMod, of: Paying, cost: Cost) {
        let mut asked = cost;
        let mut used = self.declared_discount(m, of, &mut asked);
        if let Some(f) = m.def.query {
            let q = &mut Query::Cost {
                of,
                cost: &mut asked,
                used: &mut used,
            };
            f(self, m.loc, q);
        }
        assert!(
            asked == cost && !used,
            "{:?} changes the cost of {of:?} but does not declare it answers it",
            self.ent(m.loc).def.name
        );
    }

    /// Spends one use of each entity that lowered a cost or made a switch fast: usages for
    /// entities that have them, otherwise (or when it is declared `per_round`: a summon whose
    /// usages count its end-phase effects) the per-round counter. An entity that paid from its
    /// stock also loses the dice it paid.
    ///
    /// Inlined: most payments were lowered by nothing, told without a call.
    #[inline]
    pub fn spend_uses(&mut self, users: &[(Loc, u8)]) {
        if !users.is_empty() {
            self.spend_uses_of(users);
        }
    }

    /// [`Self::spend_uses`] once some entity lowered a cost.
    #[inline(never)]
    fn spend_uses_of(&mut self, users: &[(Loc, u8)]) {
        for &(loc, paid) in users {
            let def = self.ent(loc).def;
            if def.listens & trig::DISCOUNT_PAID != 0 {
                self.discount_paid(loc, paid);
                continue;
            }
            let from_stock = def.discount.map(|d| d.dice) == Some(DiscountDice::FromStock);
            if from_stock {
                let e = self.ent_mut(loc);
                e.stock = e.stock.saturating_sub(paid);
            }
            if def.usage > 0 && !def.per_round {
                self.spend(loc);
            } else {
                let e = self.ent_mut(loc);
                e.var = e.var.saturating_add(1);
            }
        }
    }

    /// Whether the character in `slot` of `seat` may not use skills now: a status declared [`super::defs::EntityDef::blocks_skills`] blocks them, unless the
    /// character is immune to that (`immunity.rs`); the statuses are looked at first, since
    /// most characters have none and the immunity is then never asked.
    ///
    /// Inlined: the character's trigger set answers most calls (every listing asks), and the
    /// statuses are walked by a call only when some may block.
    #[inline]
    pub fn skills_blocked(&self, seat: Seat, slot: u8) -> bool {
        self.player(seat).zone_triggers[slot as usize] & trig::BLOCKS_SKILLS != 0
            && self.skills_blocked_by_status(seat, slot)
    }

    /// [`Self::skills_blocked`] once some status of the character may block skills.
    #[inline(never)]
    fn skills_blocked_by_status(&self, seat: Seat, slot: u8) -> bool {
        let c = self.character(seat, slot);
        c.attached.iter().any(|e| !e.dead && e.def.blocks_skills)
            && !self.immune(seat, slot, crate::defs::Immunity::SkillBlocking)
    }

    /// Runs ops in order.
    pub fn run_ops(&mut self, ops: &[Op], cx: &mut Cx) {
        for op in ops {
            self.run_op(*op, cx);
        }
    }

    fn targets(&self, who: Who, cx: &Cx) -> ArrayVec<u8, 3> {
        let p = self.player(cx.seat);
        let this = cx.character.unwrap_or(p.active);
        let mut v = ArrayVec::new();
        match who {
            Who::This => v.push(this),
            Who::Active => v.push(p.active),
            Who::All => v.extend(p.living()),
            Who::Others => v.extend(p.living().filter(|&s| s != this)),
        }
        v.retain(|s| p.chars[*s as usize].standing());
        v
    }

    /// Runs one op.
    pub fn run_op(&mut self, op: Op, cx: &mut Cx) {
        let seat = cx.seat;
        let foe = seat.other();
        match op {
            Op::Damage(ty, n) => {
                let target = cx.opponent_target.unwrap_or(self.player(foe).active);
                self.deal(self.new_dmg(cx, target, ty, n));
            }
            Op::PierceStandby(n) => {
                let active = self.player(foe).active;
                for s in 0..3u8 {
                    if s != active && self.character(foe, s).alive {
                        let mut d = self.new_dmg(cx, s, DamageType::Piercing, n);
                        d.skill = None;
                        self.deal(d);
                    }
                }
            }
            Op::DamageStandby(ty, n) => {
                let active = self.player(foe).active;
                for s in 0..3u8 {
                    if s != active && self.character(foe, s).alive {
                        self.deal(self.new_dmg(cx, s, ty, n));
                    }
                }
            }
            Op::ApplyOwn(who, e) => {
                for s in self.targets(who, cx) {
                    self.apply_element(seat, s, e);
                }
            }
            Op::Heal(who, n) => {
                let source = cx.origin();
                for s in self.targets(who, cx) {
                    self.heal(seat, s, n, source);
                }
            }
            Op::Energy(who, n) => {
                for s in self.targets(who, cx) {
                    self.gain_energy(seat, s, n);
                }
            }
            Op::Status(who, def) => {
                for s in self.targets(who, cx) {
                    self.add_entity(seat, LocZone::Char(s), def);
                }
            }
            Op::Combat(def) => {
                self.add_entity(seat, LocZone::Combat, def);
            }
            Op::OpponentCombat(def) => {
                self.add_entity(foe, LocZone::Combat, def);
            }
            Op::Summon(def) => {
                self.add_entity(seat, LocZone::Summon, def);
            }
            Op::CreateCard(card) => self.create_card(seat, card, true),
            Op::Draw(n) => self.draw(seat, n),
            Op::OmniDice(n) => self.player_mut(seat).gain_dice(0, n),
            Op::ActiveElementDice(n) => {
                let e = self.player(seat).active_char().def.element;
                self.player_mut(seat).gain_dice(e.die() as usize, n);
            }
            Op::ElementDice(e, n) => self.player_mut(seat).gain_dice(e.die() as usize, n),
            Op::SwitchOpponent(dir) => {
                if let Some(to) = self.neighbour(foe, dir) {
                    self.switch_to(foe, to);
                }
            }
            Op::SwitchOwn(dir) => {
                if let Some(to) = self.neighbour(seat, dir) {
                    self.switch_to(seat, to);
                }
            }
            Op::SwitchToTarget => {
                if let Some(to) = cx.character {
                    if to != self.player(seat).active {
                        self.switch_to(seat, to);
                    }
                }
            }
            Op::Revive(hp) => {
                if let Some(slot) = cx.character {
                    self.revive(seat, slot, hp, cx.origin());
                    self.player_mut(seat).revived_this_round = true;
                }
            }
            Op::PierceSelf(n, min_hp) => {
                let slot = cx.character.unwrap_or(self.player(seat).active);
                self.pierce_own(seat, slot, n, min_hp, cx.origin());
            }
            Op::Reroll(n) => {
                if n > 0 {
                    self.player_mut(seat).rerolls = n;
                    self.choice[seat.index()] = Some(super::Choice::Reroll);
                }
            }
            Op::TalentForm(plain, talented) => {
                let user = cx.character.unwrap_or(self.player(seat).active);
                let talent = EntityKind::Equipment(EquipSlot::Talent);
                let has_talent = self
                    .character(seat, user)
                    .attached
                    .iter()
                    .any(|e| !e.dead && e.def.kind == talent);
                let (def, other) = if has_talent {
                    (talented, plain)
                } else {
                    (plain, talented)
                };
                let zone = match def.kind {
                    EntityKind::Summon => LocZone::Summon,
                    EntityKind::Combat => LocZone::Combat,
                    _ => LocZone::Char(user),
                };
                let old = self
                    .zone(seat, zone)
                    .iter()
                    .position(|e| !e.dead && e.def == other);
                if let Some(i) = old {
                    let idx = i as u8;
                    self.replace_def(Loc { seat, zone, idx }, def);
                }
                self.add_entity(seat, zone, def);
            }
            Op::Custom(f) => f(self, cx),
        }
    }

    /// A damage instance from `cx` to the opposing character in `target`.
    pub fn new_dmg(&self, cx: &Cx, target: u8, ty: DamageType, n: u8) -> Dmg {
        let foe = cx.seat.other();
        Dmg {
            from: cx.seat,
            by: if cx.entity.is_none() {
                cx.character
            } else {
                None
            },
            skill: cx.skill,
            entity: cx.entity,
            to: foe,
            target,
            ty,
            amount: n as i16,
            reaction: None,
            to_active: self.player(foe).active == target,
            charged: cx.charged && cx.skill == Some(SkillKind::Normal),
            plunging: cx.plunging && cx.skill == Some(SkillKind::Normal),
            prepared: cx.prepared,
            swirled: None,
            source: cx.origin(),
        }
    }

    /// The living neighbour of the active character of `seat`, or `None` when it is alone.
    pub fn neighbour(&self, seat: Seat, dir: Direction) -> Option<u8> {
        let p = self.player(seat);
        let step = match dir {
            Direction::Next => 1,
            Direction::Prev => 2,
        };
        let mut s = p.active;
        for _ in 0..2 {
            s = (s + step) % 3;
            if p.chars[s as usize].standing() {
                return Some(s);
            }
        }
        None
    }

    /// Puts a card into a hand; a full hand burns it. The owner sees the card; everyone else
    /// sees that a card was created (or burned), and which one only when `public`: when the
    /// effect that made it names the card for all to read.
    pub fn create_card(&mut self, seat: Seat, card: &'static super::defs::CardDef, public: bool) {
        let p = self.player_mut(seat);
        let id = Some(tavern_protocol::gitcg::CardId(card.id));
        let shown = if public { id } else { None };
        if p.hand.try_push(card).is_ok() {
            self.emit_private(
                seat,
                Event::CardCreated { seat, card: id },
                Event::CardCreated { seat, card: shown },
            );
            self.entered_hand(seat, card);
        } else {
            self.emit_private(
                seat,
                Event::CardBurned { seat, card: id },
                Event::CardBurned { seat, card: shown },
            );
        }
    }

    /// Adds energy up to the maximum.
    pub fn gain_energy(&mut self, seat: Seat, slot: u8, n: u8) {
        let c = self.character_mut(seat, slot);
        if !c.alive {
            return;
        }
        let before = c.energy;
        c.energy = (c.energy + n).min(c.def.max_energy);
        if c.energy != before {
            let energy = c.energy;
            self.emit(Event::EnergyChanged {
                character: tavern_protocol::gitcg::CharacterRef { seat, slot },
                energy,
            });
        }
    }

    /// Brings a knocked-out character back with `hp` HP (no energy, no statuses), as its card
    /// (a form it had taken is gone with its statuses), with its passive skills as at the
    /// start of the match: they belong to the character's card.
    pub fn revive(&mut self, seat: Seat, slot: u8, hp: u8, source: Option<Source>) {
        let version = self.options.version;
        let c = self.character_mut(seat, slot);
        if c.alive {
            return;
        }
        c.alive = true;
        c.def = c.card;
        // Extra maximum HP does not outlast a knock-out (`max_hp.rs`).
        c.max_hp = c.card.hp.at(version);
        c.hp = hp.clamp(1, c.max_hp);
        let hp = c.hp;
        self.emit(Event::Healed {
            target: tavern_protocol::gitcg::CharacterRef { seat, slot },
            amount: hp,
            hp,
            source,
        });
        self.add_passives(seat, slot);
    }

    /// Puts the passive skills of the character in `slot` into play: statuses on the
    /// character; a passive declared as a combat status is one the character creates on the
    /// opposing side when the match begins (战斗开始时，在敌方场上生成…: Lightning Strike Probe).
    pub(crate) fn add_passives(&mut self, seat: Seat, slot: u8) {
        let passives = self.character(seat, slot).def.passives;
        for &def in passives {
            match def.kind {
                EntityKind::Combat => self.add_entity(seat.other(), LocZone::Combat, def),
                _ => self.add_entity(seat, LocZone::Char(slot), def),
            };
        }
    }

    /// Adds the satiated status to a character that ate.
    pub fn satiate(&mut self, seat: Seat, slot: u8) {
        self.add_entity(seat, LocZone::Char(slot), &builtin::SATIATED);
    }

    /// Whether an entity of kind Summon is at its zone's limit.
    pub fn summons_full(&self, seat: Seat) -> bool {
        self.player(seat)
            .summons
            .iter()
            .filter(|e| !e.dead && e.def.kind == EntityKind::Summon)
            .count()
            >= super::state::SUMMON_CAP
    }
}

fn bonus_applies(b: Bonus, owner: Option<u8>, d: &Dmg) -> bool {
    if d.ty == DamageType::Piercing {
        return false;
    }
    match b.filter {
        DamageFilter::OwnSkills => owner.is_some() && d.by == owner && d.skill.is_some(),
        DamageFilter::ElementToActive(e) => d.to_active && d.ty == DamageType::Elemental(e),
        DamageFilter::EitherToActive(a, c) => {
            d.to_active && (d.ty == DamageType::Elemental(a) || d.ty == DamageType::Elemental(c))
        }
        DamageFilter::NormalAttacks => {
            d.skill == Some(SkillKind::Normal) && (owner.is_none() || d.by == owner)
        }
        DamageFilter::AnySkill => d.skill.is_some() && d.by.is_some(),
        DamageFilter::ChargedAttacks => d.charged && owner.is_some() && d.by == owner,
        DamageFilter::Element(e) => {
            let by_summon = d.entity.is_some_and(|x| x.kind == EntityKind::Summon);
            d.ty == DamageType::Elemental(e) && (d.by.is_some() || by_summon)
        }
    }
}
