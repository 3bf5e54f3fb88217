//! Attacks and everything that wounds: strength, dice, the attack's steps (declare, roll, add
//! wounds), instead-of-attacking abilities, wounds, destruction, magic for kills, what
//! destruction triggers, and victory.
//!
//! Simultaneous effects: the current player orders them. In this card pool the order can only
//! matter for death bursts (Hellfire Cultists destroyed at once under different controllers):
//! who is credited with a card both destroy, and whose summoner falls first. Bursts triggered
//! together therefore resolve as one batch with the current player's first, which is the order
//! they would pick; summoners destroyed in one batch fall together, and then the current player
//! wins. Everything else (charges, magic, claims) adds up the same in any order.

use arrayvec::ArrayVec;
use tavern_protocol::summoner_wars::{Cell, Event, Face};
use tavern_protocol::{EndReason, Seat};

use super::board::{direction, neighbours, step, Piece};
use super::cards::{Ability, Effect};
use super::SummonerWars;
use tavern_game::Visible;

/// Dice rolled at once, at most.
const MAX_DICE: usize = 32;

/// Faces of one roll.
pub type Roll = ArrayVec<Face, MAX_DICE>;

/// How many faces of `face` a roll shows.
fn count(roll: &Roll, face: Face) -> u8 {
    roll.iter().filter(|&&f| f == face).count() as u8
}

impl SummonerWars {
    /// The strength of the unit at `at` now, with every modifier (0 for other cards).
    pub fn strength(&self, at: Cell) -> u8 {
        let Some(p) = self.board.get(at) else {
            return 0;
        };
        let Some(stats) = p.unit() else {
            return 0;
        };
        let mut s = stats.strength as u32 + p.bonus as u32 + p.charges as u32;
        for a in stats.abilities {
            s += match *a {
                Ability::StrengthPerWound => p.wounds as u32,
                Ability::StrengthPerNearby { name, range } => self
                    .board
                    .pieces()
                    .filter(|(c, q)| {
                        *c != at
                            && q.controller == p.controller
                            && q.unit().is_some()
                            && q.def.named(name)
                            && c.distance(at) <= range
                    })
                    .count() as u32,
                Ability::StrengthPerMagic(n) => (self.player(p.controller).magic / n.max(1)) as u32,
                _ => 0,
            };
        }
        for c in &self.player(p.controller).active {
            if let Some(Effect::Empower(n)) = c.event().map(|e| e.effect) {
                s += n as u32;
            }
        }
        s.min(MAX_DICE as u32) as u8
    }

    /// Rolls `n` dice for `seat` (a public event): 3 melee faces, 2 ranged, 1 special.
    pub(crate) fn roll(&mut self, seat: Seat, n: u8) -> Roll {
        let mut faces = Roll::new();
        for _ in 0..n.min(MAX_DICE as u8) {
            let face = if self.forced.is_empty() {
                match self.rng.below(6) {
                    0..=2 => Face::Melee,
                    3 | 4 => Face::Ranged,
                    _ => Face::Special,
                }
            } else {
                self.forced.remove(0)
            };
            faces.push(face);
        }
        self.emit(Event::DiceRolled {
            seat,
            faces: faces.to_vec(),
        });
        faces
    }

    /// Wounds an attack adds to the card at `at`: at most 1 on a summoner whose controller has
    /// a Ward active.
    fn warded(&self, at: Cell, wounds: u8) -> u8 {
        match self.board.get(at) {
            Some(p)
                if p.def.is_summoner()
                    && self.active_effect(p.controller, |e| *e == Effect::Ward) =>
            {
                wounds.min(1)
            }
            _ => wounds,
        }
    }

    /// Takes the attacking unit's attack for this turn (or an ability used instead of it).
    fn use_attack(&mut self, from: Cell) {
        self.turn.attacks_used += 1;
        if let Some(p) = self.board.get_mut(from) {
            p.attacked = true;
        }
    }

    /// An attack, checked before: declare the target, roll, add wounds, then what happens
    /// after attacking. `extra` marks a Frenzy attack, which is not one of the turn's three.
    pub(crate) fn attack(&mut self, from: Cell, target: Cell, extra: bool) {
        let seat = self.current;
        let (Some(&a), Some(&t)) = (self.board.get(from), self.board.get(target)) else {
            return;
        };
        let Some(stats) = a.unit() else {
            return;
        };
        self.emit(Event::AttackDeclared { from, target });
        if t.controller != seat {
            self.turn.attacked_enemy = true;
        }
        if !extra {
            self.use_attack(from);
        }
        let mut strength = self.strength(from);
        if let Some(p) = self.board.get_mut(from) {
            p.bonus = 0;
        }
        strength = strength.saturating_sub(self.protection(target, &t));
        let (mut hits, specials) = if a.def.has(|x| *x == Ability::Precise) {
            (strength, 0)
        } else {
            let roll = self.roll(seat, strength);
            let specials = count(&roll, Face::Special);
            let extra_hits = if a.specials_hit { specials } else { 0 };
            (count(&roll, stats.attack.hit()) + extra_hits, specials)
        };
        if a.def.has(|x| *x == Ability::NeedsSpecial) && specials == 0 {
            hits = 0;
        }
        if hits > 0 {
            hits += a
                .def
                .find(|x| match x {
                    Ability::BonusOnHit(n) => Some(*n),
                    _ => None,
                })
                .unwrap_or(0);
        }
        let mut victims: ArrayVec<(Cell, u8), 8> = ArrayVec::new();
        victims.push((target, self.warded(target, hits)));
        if let (Some(reach), Some(d)) = (
            a.def.find(|x| match x {
                Ability::LineAttack(n) => Some(*n),
                _ => None,
            }),
            direction(from, target),
        ) {
            let mut c = target;
            while let Some(n) = step(c, d).filter(|n| from.distance(*n) <= reach) {
                if self.board.get(n).is_some() {
                    victims.push((n, self.warded(n, hits)));
                }
                c = n;
            }
        }
        let infects = a.def.has(|x| *x == Ability::Infect);
        self.deal(&victims, seat, !infects);
        if self.result.is_some() {
            return;
        }
        self.after_attack(from, &a, target, &t, specials);
    }

    /// Colleen Brighton's dice: the strength an attack on `target` loses.
    fn protection(&mut self, target: Cell, t: &Piece) -> u8 {
        let guards: ArrayVec<u8, 8> = self
            .board
            .pieces()
            .filter(|(c, p)| *c != target && p.controller == t.controller)
            .filter_map(|(c, p)| {
                p.def.find(|x| match *x {
                    Ability::Protect { name, range, dice }
                        if t.def.named(name) && c.distance(target) <= range =>
                    {
                        Some(dice)
                    }
                    _ => None,
                })
            })
            .collect();
        let mut lost = 0u8;
        for dice in guards {
            let roll = self.roll(t.controller, dice);
            lost = lost.saturating_add(count(&roll, Face::Special));
        }
        lost
    }

    /// What happens after an attack: replacement (Plague Zombie), Frenzy, drawing (Citadel
    /// Paladin), recalling (Sera Eldwyn). Each of them belongs to an attacker that is still
    /// on the battlefield: one destroyed in its own attack (by a Hellfire Cultist's last
    /// wounds) does nothing after it.
    fn after_attack(&mut self, from: Cell, a: &Piece, target: Cell, t: &Piece, specials: u8) {
        let seat = self.current;
        let still_there = self
            .board
            .get(from)
            .is_some_and(|p| p.def == a.def && p.controller == seat);
        if !still_there {
            return;
        }
        // Any unit the zombie destroys, friend or foe, is replaced by a zombie.
        if a.def.has(|x| *x == Ability::Infect) && t.unit().is_some() && self.board.is_empty(target)
        {
            let discard = &self.player(seat).discard;
            if let Some(i) = discard.iter().rposition(|c| c.id == a.def.id) {
                let def = self.player_mut(seat).discard.remove(i);
                self.board.put(target, Piece::new(def, seat));
                self.emit(Event::Placed {
                    seat,
                    card: def.id,
                    at: target,
                });
            }
        }
        if specials > 0 && a.def.has(|x| *x == Ability::Frenzy) {
            self.turn.frenzy = Some(super::Frenzy {
                at: from,
                moved: false,
            });
        }
        if specials > 0 && a.def.has(|x| *x == Ability::DrawOnSpecials) {
            self.draw(seat, specials);
        }
        if let Some(name) = a.def.find(|x| match x {
            Ability::Recall { name } => Some(*name),
            _ => None,
        }) {
            let discard = &self.player(seat).discard;
            if let Some(i) = discard
                .iter()
                .rposition(|c| c.unit().is_some() && c.named(name))
            {
                let def = self.player_mut(seat).discard.remove(i);
                self.player_mut(seat).hand.push(def);
                self.out.push(Visible::Private {
                    owner: seat,
                    full: Event::CardReturned {
                        seat,
                        card: Some(def.id),
                    },
                    others: Event::CardReturned { seat, card: None },
                });
            }
        }
    }

    /// An ability used instead of attacking (checked before).
    pub(crate) fn use_ability(&mut self, from: Cell, target: Option<Cell>) {
        let seat = self.current;
        let Some(ability) = self.board.get(from).and_then(|p| {
            p.def.find(|a| match a {
                Ability::Blast { .. } | Ability::GateQuake | Ability::Seize => Some(*a),
                _ => None,
            })
        }) else {
            return;
        };
        self.use_attack(from);
        self.emit(Event::AbilityUsed { from, target });
        match (ability, target) {
            (Ability::Blast { wounds, .. }, Some(t)) => self.deal(&[(t, wounds)], seat, true),
            (Ability::GateQuake, _) => {
                let victims = self.quake_victims();
                let roll = self.roll(seat, victims.len() as u8);
                let hits: ArrayVec<(Cell, u8), 48> = victims
                    .iter()
                    .zip(roll.iter())
                    .filter(|(_, f)| **f == Face::Melee)
                    .map(|(c, _)| (*c, 1))
                    .collect();
                self.deal(&hits, seat, true);
            }
            (Ability::Seize, Some(t)) => {
                if let Some(p) = self.board.get_mut(t) {
                    p.controller = seat;
                    self.emit(Event::ControlChanged {
                        at: t,
                        controller: seat,
                    });
                }
            }
            _ => {}
        }
    }

    /// A Temple Priest's healing attack on a friendly card (checked before).
    pub(crate) fn heal_attack(&mut self, from: Cell, target: Cell) {
        let seat = self.current;
        self.use_attack(from);
        self.emit(Event::AbilityUsed {
            from,
            target: Some(target),
        });
        let strength = self.strength(from);
        let roll = self.roll(seat, strength);
        self.heal(target, count(&roll, Face::Melee));
    }

    /// Removes up to `n` wounds from the card at `at`.
    pub(crate) fn heal(&mut self, at: Cell, n: u8) {
        let Some(p) = self.board.get_mut(at) else {
            return;
        };
        let amount = n.min(p.wounds);
        if amount == 0 {
            return;
        }
        p.wounds -= amount;
        let wounds = p.wounds;
        self.emit(Event::Healed { at, amount, wounds });
    }

    /// Adds wounds from `source` (whose effect it is) and destroys every card whose life runs
    /// out; `magic` is false when kills give no magic.
    pub(crate) fn deal(&mut self, hits: &[(Cell, u8)], source: Seat, magic: bool) {
        let tagged: ArrayVec<(Cell, u8, Seat), 48> =
            hits.iter().map(|&(at, n)| (at, n, source)).collect();
        self.wound(&tagged, magic);
    }

    /// Adds wounds, each from its own source, all at once; a card destroyed by several is
    /// destroyed by the first source listed.
    fn wound(&mut self, hits: &[(Cell, u8, Seat)], magic: bool) {
        let mut dead: ArrayVec<(Cell, Seat), 48> = ArrayVec::new();
        for &(at, n, source) in hits {
            let Some(p) = self.board.get_mut(at).filter(|_| n > 0) else {
                continue;
            };
            p.wounds = p.wounds.saturating_add(n);
            let wounds = p.wounds;
            if wounds >= p.def.life() && !dead.iter().any(|d| d.0 == at) {
                dead.push((at, source));
            }
            self.emit(Event::Wounded {
                at,
                amount: n,
                wounds,
            });
        }
        self.destroy(&dead, magic);
    }

    /// Destroys cards at once, each by the seat whose effect destroyed it: discards them, gives
    /// magic for enemy cards, then resolves what the destruction triggers.
    pub(crate) fn destroy(&mut self, cells: &[(Cell, Seat)], magic: bool) {
        let seat = self.current;
        let mut bursts: ArrayVec<(Cell, Seat, u8), 48> = ArrayVec::new();
        let mut lost = [false; 2];
        for &(at, source) in cells {
            let Some(p) = self.board.take(at) else {
                continue;
            };
            self.emit(Event::Destroyed {
                at,
                card: p.def.id,
                owner: p.owner,
            });
            let _ = self.player_mut(p.owner).discard.try_push(p.def);
            if p.def.is_summoner() {
                lost[p.owner.index() & 1] = true;
            }
            if magic && p.controller != source {
                self.gain_magic(source, 1);
            }
            if p.unit().is_some() {
                self.unit_destroyed(at);
            }
            if let Some(n) = p.def.find(|a| match a {
                Ability::DeathBurst(n) => Some(*n),
                _ => None,
            }) {
                let _ = bursts.try_push((at, p.controller, n));
            }
        }
        match lost {
            [true, true] => return self.finish(seat, EndReason::SimultaneousDefeat),
            [true, false] => return self.finish(Seat::SECOND, EndReason::Defeat),
            [false, true] => return self.finish(Seat::FIRST, EndReason::Defeat),
            [false, false] => {}
        }
        // Death bursts triggered together resolve together, in the order the current player
        // would choose: their own first, so they are credited with the cards both destroy.
        bursts.sort_by_key(|b| b.1 != seat);
        let mut hits: ArrayVec<(Cell, u8, Seat), 192> = ArrayVec::new();
        for (at, controller, n) in bursts {
            for c in neighbours(at) {
                if self
                    .board
                    .get(c)
                    .is_some_and(|q| q.controller != controller)
                {
                    hits.push((c, n, controller));
                }
            }
        }
        if !hits.is_empty() {
            self.wound(&hits, true);
        }
    }

    /// What a unit's destruction at `at` triggers for the current player's units: charges
    /// (Undead Warrior) and the chance to claim the space (Undead Archer).
    fn unit_destroyed(&mut self, at: Cell) {
        let seat = self.current;
        let mut claim = false;
        let mut charged: ArrayVec<(Cell, u8), 48> = ArrayVec::new();
        for (c, p) in self.board.pieces() {
            if p.controller != seat {
                continue;
            }
            for a in p.def.abilities() {
                match *a {
                    Ability::ChargeOnDestruction => {
                        let _ = charged.try_push((c, p.charges.saturating_add(1)));
                    }
                    Ability::Claim { range } if c.distance(at) <= range => claim = true,
                    _ => {}
                }
            }
        }
        for (c, charges) in charged {
            if let Some(p) = self.board.get_mut(c) {
                p.charges = charges;
            }
            self.emit(Event::Charged { at: c, charges });
        }
        if claim && !self.turn.claims.contains(&at) {
            let _ = self.turn.claims.try_push(at);
        }
    }
}
