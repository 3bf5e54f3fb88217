//! Damage, reactions, healing, switching and knock-outs.
//!
//! The damage pipeline follows the rules-notes order: base damage and element → infusions →
//! reaction bonus → additive bonuses → multipliers → reductions and shields → HP loss → element
//! application and reaction side effects → knock-out → "after damage" and "after a reaction"
//! effects. A character brought to 0 HP is knocked out as soon as that damage and its reaction
//! are settled, so nothing that reacts to the damage sees it standing; the choice of a new
//! active character and the end of the match wait until the action is over ([`Gitcg::settle`]).

use tavern_protocol::gitcg::{CharacterRef, DamageType, Element, Event, Reaction, Source};
use tavern_protocol::Seat;

use super::cards::builtin;
use super::defs::{trig, Dmg, EntityKind, Heard, Query, Trig};
use super::state::{Aura, LocZone};
use super::{Choice, Gitcg};

/// The result of an element meeting an aura: the reaction (if any) and the aura left.
pub fn react(aura: Aura, e: Element) -> (Option<Reaction>, Aura) {
    use Element::*;
    use Reaction::*;
    // With Cryo and Dendro together, Cryo reacts first.
    let reacts_with = |a: Element| -> Option<Reaction> {
        match (a, e) {
            (Cryo, Pyro) | (Pyro, Cryo) => Some(Melt),
            (Hydro, Pyro) | (Pyro, Hydro) => Some(Vaporize),
            (Electro, Pyro) | (Pyro, Electro) => Some(Overloaded),
            (Cryo, Electro) | (Electro, Cryo) => Some(Superconduct),
            (Hydro, Electro) | (Electro, Hydro) => Some(ElectroCharged),
            (Cryo, Hydro) | (Hydro, Cryo) => Some(Frozen),
            (Cryo | Hydro | Pyro | Electro, Anemo) => Some(Swirl),
            (Cryo | Hydro | Pyro | Electro, Geo) => Some(Crystallize),
            (Dendro, Pyro) | (Pyro, Dendro) => Some(Burning),
            (Dendro, Hydro) | (Hydro, Dendro) => Some(Bloom),
            (Dendro, Electro) | (Electro, Dendro) => Some(Quicken),
            _ => None,
        }
    };
    for a in [Cryo, Hydro, Pyro, Electro, Dendro] {
        if aura.has(a) {
            if let Some(r) = reacts_with(a) {
                let mut left = aura;
                left.remove(a);
                return (Some(r), left);
            }
        }
    }
    // No reaction: the element stays if it can (Anemo and Geo never do).
    let mut left = aura;
    match e {
        Anemo | Geo => {}
        Cryo if aura.has(Dendro) => left.add(Cryo),
        Dendro if aura.has(Cryo) => left.add(Dendro),
        _ if aura.has(e) => {}
        _ => left = Aura::of(e),
    }
    (None, left)
}

/// The damage bonus of a reaction (rulebook table).
pub const fn reaction_bonus(r: Reaction) -> i16 {
    match r {
        Reaction::Melt | Reaction::Vaporize | Reaction::Overloaded => 2,
        Reaction::Swirl => 0,
        _ => 1,
    }
}

/// The element a swirl spreads.
fn swirled(aura: Aura) -> Option<Element> {
    [
        Element::Cryo,
        Element::Hydro,
        Element::Pyro,
        Element::Electro,
    ]
    .into_iter()
    .find(|e| aura.has(*e))
}

impl Gitcg {
    /// Deals one damage instance through the whole pipeline.
    pub fn deal(&mut self, mut d: Dmg) {
        let target = self.character(d.to, d.target);
        if !target.standing() {
            return;
        }
        let aura_before = target.aura;
        if d.ty != DamageType::Piercing {
            // Infusions turn physical skill damage into an element.
            self.fire(d.from, trig::INFUSE, &mut Trig::Damage(&mut d));
            // Reaction bonus.
            if let Some(e) = d.ty.element() {
                let (r, _) = react(aura_before, e);
                d.reaction = r;
                if let Some(r) = r {
                    d.amount += reaction_bonus(r);
                }
                if r == Some(Reaction::Swirl) {
                    d.swirled = swirled(aura_before);
                }
            }
            // Additive bonuses, dealer's side then taker's side.
            self.fire(d.from, trig::BONUS_OUT, &mut Trig::Damage(&mut d));
            self.fire(d.to, trig::BONUS_IN, &mut Trig::Damage(&mut d));
            self.fire(d.from, trig::MULTIPLY, &mut Trig::Damage(&mut d));
            self.fire(d.to, trig::MULTIPLY, &mut Trig::Damage(&mut d));
            // Reductions and shields, in resolution order on the taker's side.
            self.fire(d.to, trig::REDUCE, &mut Trig::Damage(&mut d));
            self.absorb_shields(&mut d);
        }
        d.amount = d.amount.max(0);
        self.lose_hp(&d);
        // Element application and reaction side effects.
        if let Some(e) = d.ty.element() {
            let (_, aura) = react(aura_before, e);
            self.character_mut(d.to, d.target).aura = aura;
            self.player_mut(d.to).elements_taken |= 1 << e as u8;
            if let Some(r) = d.reaction {
                self.reaction_effects(&d, r, aura_before);
            }
        }
        // The damage is settled: a character it brought to 0 HP is knocked out before anything
        // that answers the damage.
        if self.character(d.to, d.target).alive && self.character(d.to, d.target).hp == 0 {
            self.knock_out(d.to, d.target, d.by);
        }
        // A prepared skill sets off no "after a reaction" effects (准备技能).
        if d.reaction.is_some() && !d.prepared {
            if d.reaction == Some(Reaction::Swirl) {
                self.note_swirl(&d, aura_before);
            }
            self.fire(d.from, trig::REACTION, &mut Trig::Dealt(&d));
        }
        self.fire(d.to, trig::DAMAGED, &mut Trig::Dealt(&d));
        // Damage a side deals to itself is taken, not dealt (`self_damage.rs`).
        if d.from != d.to {
            self.fire(d.from, trig::DEALT, &mut Trig::Dealt(&d));
        }
    }

    /// A character or summon swirled: the side's "after Swirl" effects answer once the skill
    /// or effect is over ([`Gitcg::answer_swirl`]), the first swirl of it deciding the element.
    fn note_swirl(&mut self, d: &Dmg, aura_before: Aura) {
        let by_summon = d
            .entity
            .is_some_and(|e| e.kind == super::defs::EntityKind::Summon);
        if d.by.is_none() && !by_summon {
            return;
        }
        let p = self.player_mut(d.from);
        if p.swirled.is_none() {
            p.swirled = swirled(aura_before);
        }
    }

    /// Answers a swirl noted during the skill or effect that just ended.
    ///
    /// Inlined: every settle and end-phase effect asks, and mostly nothing swirled; the
    /// answers are a call of their own.
    #[inline]
    pub(crate) fn answer_swirl(&mut self) {
        if self.players.iter().any(|p| p.swirled.is_some()) {
            self.answer_swirls();
        }
    }

    /// [`Self::answer_swirl`] once some side swirled.
    #[inline(never)]
    fn answer_swirls(&mut self) {
        for seat in [self.turn, self.turn.other()] {
            if let Some(e) = self.player_mut(seat).swirled.take() {
                self.fire(seat, trig::SWIRLED, &mut Trig::Swirled(e));
            }
        }
    }

    fn absorb_shields(&mut self, d: &mut Dmg) {
        let zones = [LocZone::Char(d.target), LocZone::Combat];
        for zone in zones {
            if zone == LocZone::Combat && !d.to_active {
                continue;
            }
            // The next shield is found in the zone's entries (its zone looked up once per
            // shield, not once per entry); spending usages leaves every entry in place.
            let mut from = 0;
            while d.amount > 0 {
                let ents = self.zone(d.to, zone);
                let next = ents[from..].iter().position(|e| !e.dead && e.def.shield);
                let Some(idx) = next.map(|k| from + k) else {
                    break;
                };
                let usage = ents[idx].usage;
                let absorbed = (usage as i16).min(d.amount);
                d.amount -= absorbed;
                let loc = super::state::Loc {
                    seat: d.to,
                    zone,
                    idx: idx as u8,
                };
                self.set_usage(loc, usage - absorbed as u8);
                from = idx + 1;
            }
        }
    }

    fn lose_hp(&mut self, d: &Dmg) {
        let c = self.character_mut(d.to, d.target);
        let was = c.hp;
        c.hp = c.hp.saturating_sub(d.amount as u8);
        let hp = c.hp;
        self.emit(Event::Damage {
            target: CharacterRef {
                seat: d.to,
                slot: d.target,
            },
            damage: d.ty,
            amount: d.amount as u8,
            reaction: d.reaction,
            hp,
            source: d.source,
        });
        if hp == 0 && was > 0 {
            self.would_die(d.to, d.target);
        }
    }

    /// A character's HP reached 0: "immune to defeat" effects may save it.
    fn would_die(&mut self, seat: Seat, slot: u8) {
        let mut saved = None;
        self.fire(
            seat,
            trig::WOULD_DIE,
            &mut Trig::WouldDie {
                character: slot,
                saved: &mut saved,
            },
        );
        if let Some(hp) = saved {
            let c = self.character_mut(seat, slot);
            c.hp = hp.min(c.max_hp).max(1);
            let hp = c.hp;
            self.emit(Event::DefeatPrevented {
                character: CharacterRef { seat, slot },
                hp,
            });
        }
    }

    fn reaction_effects(&mut self, d: &Dmg, r: Reaction, aura_before: Aura) {
        let others = |g: &Gitcg| -> arrayvec::ArrayVec<u8, 3> {
            (0..3u8)
                .filter(|&s| s != d.target && g.character(d.to, s).alive)
                .collect()
        };
        match r {
            Reaction::Superconduct | Reaction::ElectroCharged => {
                for s in others(self) {
                    let mut p = *d;
                    p.target = s;
                    p.ty = DamageType::Piercing;
                    p.amount = 1;
                    p.reaction = None;
                    p.skill = None;
                    p.to_active = false;
                    self.deal(p);
                }
            }
            Reaction::Swirl => {
                if let Some(e) = swirled(aura_before) {
                    for s in others(self) {
                        let mut p = *d;
                        p.target = s;
                        p.ty = DamageType::Elemental(e);
                        p.amount = 1;
                        p.reaction = None;
                        p.skill = None;
                        p.to_active = self.player(d.to).active == s;
                        self.deal(p);
                    }
                }
            }
            _ => self.reaction_statuses(d.to, d.target, r),
        }
    }

    /// The non-damage side effects of a reaction: Frozen, Overloaded's forced switch,
    /// Crystallize's shield, Burning Flame, Dendro Core (or what replaces it) and Catalyzing
    /// Field.
    ///
    /// The reaction table speaks of the reacting character as the enemy (敌方) and gives the
    /// products to "our" side (我方) facing it, so they always go to the side opposing the
    /// character that reacted, whoever applied the element: an element a side applies to its
    /// own character gives the products to the opponent.
    fn reaction_statuses(&mut self, to: Seat, target: u8, r: Reaction) {
        let from = to.other();
        match r {
            // A character the reaction's damage brought to 0 HP is about to be knocked out.
            Reaction::Frozen if self.character(to, target).hp > 0 => {
                self.add_entity(to, LocZone::Char(target), &builtin::FROZEN);
            }
            Reaction::Overloaded if self.player(to).active == target => {
                if let Some(next) = self.neighbour(to, super::defs::Direction::Next) {
                    self.switch_to(to, next);
                }
            }
            Reaction::Crystallize => {
                self.add_entity(from, LocZone::Combat, &builtin::CRYSTALLIZE);
            }
            Reaction::Burning => {
                self.add_entity(from, LocZone::Summon, &builtin::BURNING_FLAME);
            }
            // An entity of the side may summon something in the Dendro Core's place.
            Reaction::Bloom => {
                let mut instead = None;
                self.ask(from, &mut Query::BloomSummon(&mut instead));
                match instead {
                    Some(summon) => self.add_entity(from, LocZone::Summon, summon),
                    None => self.add_entity(from, LocZone::Combat, &builtin::DENDRO_CORE),
                };
            }
            Reaction::Quicken => {
                self.add_entity(from, LocZone::Combat, &builtin::CATALYZING_FIELD);
            }
            _ => {}
        }
    }

    /// Applies an element without damage; it reacts, but damage effects are ignored.
    pub fn apply_element(&mut self, seat: Seat, slot: u8, e: Element) {
        let c = self.character(seat, slot);
        if !c.standing() {
            return;
        }
        let (r, aura) = react(c.aura, e);
        self.character_mut(seat, slot).aura = aura;
        self.emit(Event::ElementApplied {
            target: CharacterRef { seat, slot },
            element: e,
            reaction: r,
        });
        if let Some(r) = r {
            self.reaction_statuses(seat, slot, r);
        }
    }

    /// Heals a character up to its maximum HP. A character at 0 HP is never healed (only an
    /// "immune to defeat" effect or a revive brings it back), and a heal that restores
    /// nothing is not reported. A heal that restores HP sets off its side's "healed" effects
    /// ([`trig::HEALED`]).
    pub fn heal(&mut self, seat: Seat, slot: u8, n: u8, source: Option<Source>) {
        if !self.character(seat, slot).standing() {
            return;
        }
        let n = self.heal_through_bond(seat, slot, n, source);
        let c = self.character_mut(seat, slot);
        let before = c.hp;
        c.hp = c.hp.saturating_add(n).min(c.max_hp);
        let (amount, hp) = (c.hp - before, c.hp);
        if amount > 0 {
            self.emit(Event::Healed {
                target: CharacterRef { seat, slot },
                amount,
                hp,
                source,
            });
            self.fire(
                seat,
                trig::HEALED,
                &mut Trig::Healed {
                    character: slot,
                    amount,
                    source,
                },
            );
            let heard = Heard::Healed {
                character: slot,
                amount,
            };
            self.tell_opposing(seat, heard);
        }
    }

    /// Makes `to` the active character of `seat` by an effect (or a choice after a
    /// knock-out, when the active character is down): nothing happens while the active
    /// character is immune to being switched out (`immunity.rs`).
    pub fn switch_to(&mut self, seat: Seat, to: u8) {
        if to != self.player(seat).active && !self.switch_by_effect_allowed(seat) {
            return;
        }
        self.switch_active(seat, to);
    }

    /// Makes `to` the active character of `seat`, whatever protects the current one (the
    /// player's own switch). However it became active (a switch, a choice after a knock-out,
    /// the last one standing, a forced switch), its side's next combat action this round, if
    /// its normal attack, is a plunging attack (下落攻击).
    pub(crate) fn switch_active(&mut self, seat: Seat, to: u8) {
        let p = self.player_mut(seat);
        let from = p.active;
        p.active = to;
        p.plunge = Some(to);
        // A character switched out stops preparing its skill.
        if from != to {
            self.end_preparation(seat, from);
        }
        self.emit(Event::ActiveChanged {
            character: CharacterRef { seat, slot: to },
        });
        self.fire(seat, trig::SWITCHED, &mut Trig::Switched { from, to });
        self.fire(
            seat.other(),
            trig::FOE_SWITCHED,
            &mut Trig::Switched { from, to },
        );
    }

    /// Ends the preparation of the character in `slot` (准备技能), used or interrupted: the
    /// preparation and whatever lasts only while it prepares leave.
    pub(crate) fn end_preparation(&mut self, seat: Seat, slot: u8) {
        if self.player(seat).zone_triggers[slot as usize] & trig::PREPARES == 0 {
            return;
        }
        let mut ended = false;
        for e in self.character_mut(seat, slot).attached.iter_mut() {
            if e.def.prepare.is_some() || e.def.during_preparation {
                e.dead = true;
                ended = true;
            }
        }
        self.discarded |= ended;
    }

    /// Knocks out any character left at 0 HP, answers a pending swirl, sweeps discarded
    /// entities, then decides what follows a knock-out: a new active character (a choice when
    /// more than one is left), or the end of the match.
    ///
    /// Inlined: most calls find nothing to settle (no dice gained to tell, nobody down, no
    /// swirl to answer, nothing discarded, both active characters standing), told without a
    /// call (debug builds settle in full anyway, to check that nothing was discarded unsaid).
    #[inline]
    pub fn settle(&mut self) {
        let calm = |p: &super::Player| {
            p.dice_gained == 0
                && p.swirled.is_none()
                && p.active_char().alive
                && p.chars.iter().all(|c| !c.alive | (c.hp != 0))
        };
        if !self.discarded && self.players.iter().all(calm) && !cfg!(debug_assertions) {
            return;
        }
        self.settle_all();
    }

    /// [`Self::settle`] once something may be left to settle.
    #[inline(never)]
    fn settle_all(&mut self) {
        if self.players.iter().any(|p| p.dice_gained != 0) {
            self.tell_dice_gained();
        }
        loop {
            for seat in [self.turn, self.turn.other()] {
                for slot in 0..3u8 {
                    let c = self.character(seat, slot);
                    // Both read, one branch: whether a slot is alive varies, a knock-out is rare.
                    if c.alive & (c.hp == 0) {
                        self.knock_out(seat, slot, None);
                    }
                }
            }
            self.answer_swirl();
            self.cleanup();
            // Both active characters standing: nobody lost and nobody must choose.
            if self.players.iter().all(|p| p.active_char().alive) {
                return;
            }
            let lost = [Seat(0), Seat(1)].map(|s| self.player(s).living().next().is_none());
            if lost[0] || lost[1] {
                self.finish_by_defeat(lost);
                return;
            }
            let mut switched = false;
            for seat in [Seat(0), Seat(1)] {
                let p = self.player(seat);
                if p.active_char().alive || self.choice[seat.index()] == Some(Choice::NewActive) {
                    continue;
                }
                let living: arrayvec::ArrayVec<u8, 3> = p.living().collect();
                // A pending pick is part of the effect that offered it, which finishes before
                // its knock-outs are dealt with: the new active character is chosen once the
                // pick is answered (`answer_pick` settles again).
                if living.len() == 1 {
                    self.switch_to(seat, living[0]);
                    switched = true;
                } else if !matches!(self.choice[seat.index()], Some(Choice::Pick(_))) {
                    self.choice[seat.index()] = Some(Choice::NewActive);
                }
            }
            // The switch to the last character standing sets off "after a switch" effects,
            // which may knock out more: settle again.
            if !switched {
                return;
            }
        }
    }

    /// Knocks out a character brought to 0 HP (`by`: the opposing character whose damage did
    /// it). Its own equipment and statuses see the knock-out, then leave with its energy and
    /// elements.
    fn knock_out(&mut self, seat: Seat, slot: u8, by: Option<u8>) {
        let c = self.character_mut(seat, slot);
        c.alive = false;
        self.player_mut(seat).knocked_out_this_round = true;
        self.emit(Event::KnockedOut {
            character: CharacterRef { seat, slot },
        });
        self.fire_both(
            self.turn,
            trig::KNOCKED_OUT,
            &mut Trig::KnockedOut {
                seat,
                character: slot,
                by,
            },
        );
        let c = self.character_mut(seat, slot);
        c.energy = 0;
        c.aura = Aura::NONE;
        let mut pieces = 0;
        for e in c.attached.iter_mut() {
            pieces += (!e.dead && matches!(e.def.kind, EntityKind::Equipment(_))) as u8;
            e.dead = true;
        }
        self.discarded = true;
        for _ in 0..pieces {
            self.fire(seat, trig::EQUIPMENT_DISCARDED, &mut Trig::Phase);
        }
    }
}
