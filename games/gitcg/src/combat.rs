//! Damage, reactions, healing, switching and knock-outs.
//!
//! The damage pipeline follows the rules-notes order: base damage and element → infusions →
//! reaction bonus → additive bonuses → multipliers → reductions and shields → HP loss → element
//! application and reaction side effects. Knock-outs are settled after the skill or effect.

use tavern_protocol::gitcg::{CharacterRef, DamageType, Element, Event, Reaction};
use tavern_protocol::Seat;

use super::cards::builtin;
use super::defs::{trig, Dmg, Trig};
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
        if !target.alive {
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
            if let Some(r) = d.reaction {
                self.reaction_effects(&d, r, aura_before);
                self.fire(d.from, trig::REACTION, &mut Trig::Dealt(&d));
            }
        }
        self.fire(d.to, trig::DAMAGED, &mut Trig::Dealt(&d));
        self.fire(d.from, trig::DEALT, &mut Trig::Dealt(&d));
    }

    fn absorb_shields(&mut self, d: &mut Dmg) {
        let zones = [LocZone::Char(d.target), LocZone::Combat];
        for zone in zones {
            if zone == LocZone::Combat && !d.to_active {
                continue;
            }
            let ents = self.zone(d.to, zone).len();
            for i in 0..ents {
                if d.amount <= 0 {
                    return;
                }
                let loc = super::state::Loc {
                    seat: d.to,
                    zone,
                    idx: i as u8,
                };
                let e = *self.ent(loc);
                if e.dead || !e.def.shield {
                    continue;
                }
                let absorbed = (e.usage as i16).min(d.amount);
                d.amount -= absorbed;
                let e = self.ent_mut(loc);
                e.usage -= absorbed as u8;
                if e.usage == 0 {
                    e.dead = true;
                }
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
            _ => self.reaction_statuses(d.from, d.to, d.target, r),
        }
    }

    /// The non-damage side effects of a reaction: Frozen, Overloaded's forced switch,
    /// Crystallize's shield, Burning Flame, Dendro Core and Catalyzing Field.
    fn reaction_statuses(&mut self, from: Seat, to: Seat, target: u8, r: Reaction) {
        match r {
            Reaction::Frozen => {
                self.add_entity(to, LocZone::Char(target), &builtin::FROZEN);
            }
            Reaction::Overloaded if self.player(to).active == target => {
                if let Some(next) = self.neighbour(to, super::defs::Direction::Next) {
                    self.switch_to(to, next, false);
                }
            }
            Reaction::Crystallize => {
                self.add_entity(from, LocZone::Combat, &builtin::CRYSTALLIZE);
            }
            Reaction::Burning => {
                self.add_entity(from, LocZone::Summon, &builtin::BURNING_FLAME);
            }
            Reaction::Bloom => {
                self.add_entity(from, LocZone::Combat, &builtin::DENDRO_CORE);
            }
            Reaction::Quicken => {
                self.add_entity(from, LocZone::Combat, &builtin::CATALYZING_FIELD);
            }
            _ => {}
        }
    }

    /// Applies an element without damage; it reacts, but damage effects are ignored.
    pub fn apply_element(&mut self, seat: Seat, slot: u8, e: Element, by: Seat) {
        let c = self.character(seat, slot);
        if !c.alive {
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
            self.reaction_statuses(by, seat, slot, r);
        }
    }

    /// Heals a living character up to its maximum HP.
    pub fn heal(&mut self, seat: Seat, slot: u8, n: u8) {
        let c = self.character_mut(seat, slot);
        if !c.alive {
            return;
        }
        let before = c.hp;
        c.hp = c.hp.saturating_add(n).min(c.max_hp);
        let (amount, hp) = (c.hp - before, c.hp);
        self.emit(Event::Healed {
            target: CharacterRef { seat, slot },
            amount,
            hp,
        });
    }

    /// Makes `to` the active character of `seat`. `by_owner` is true when the owner chose the
    /// switch (it enables a plunging attack).
    pub fn switch_to(&mut self, seat: Seat, to: u8, by_owner: bool) {
        let p = self.player_mut(seat);
        let from = p.active;
        p.active = to;
        p.plunge = if by_owner { Some(to) } else { None };
        // A character switched out stops preparing its skill.
        for e in p.chars[from as usize].attached.iter_mut() {
            if e.def.prepare.is_some() {
                e.dead = true;
            }
        }
        self.emit(Event::ActiveChanged {
            character: CharacterRef { seat, slot: to },
        });
        self.fire(seat, trig::SWITCHED, &mut Trig::Switched { from, to });
    }

    /// Knocks out every character at 0 HP, then decides what follows: a new active character
    /// (a choice when more than one is left), or the end of the match.
    pub fn settle(&mut self) {
        let mut any = false;
        for seat in [self.turn, self.turn.other()] {
            for slot in 0..3u8 {
                let c = self.character(seat, slot);
                if c.alive && c.hp == 0 {
                    self.knock_out(seat, slot);
                    any = true;
                }
            }
        }
        self.cleanup();
        if !any {
            return;
        }
        let lost = [Seat(0), Seat(1)].map(|s| self.player(s).living().next().is_none());
        if lost[0] || lost[1] {
            self.finish_by_defeat(lost);
            return;
        }
        for seat in [Seat(0), Seat(1)] {
            let p = self.player(seat);
            if p.active_char().alive {
                continue;
            }
            let living: arrayvec::ArrayVec<u8, 3> = p.living().collect();
            if living.len() == 1 {
                self.switch_to(seat, living[0], false);
            } else {
                self.choice[seat.index()] = Some(Choice::NewActive);
            }
        }
    }

    fn knock_out(&mut self, seat: Seat, slot: u8) {
        let c = self.character_mut(seat, slot);
        c.alive = false;
        c.energy = 0;
        c.aura = Aura::NONE;
        for e in c.attached.iter_mut() {
            e.dead = true;
        }
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
            },
        );
    }
}
