//! The combat phase (战斗阶段): the turn player declares attackers, each aimed at an enemy
//! elementalist, and taps them; every attacked player declares untapped defenders at once; then
//! each attacked player's combat resolves in turn order: card effects first (Deflect, first
//! strike, Retaliate), then each side rolls 2d6 and adds its declared creatures' power.
//!
//! Attacker ≥ defender: the defender chooses to take [`damage_count`] damage or to lose that
//! many defending creatures (no choice without defenders, or against an Unblockable attacker).
//! Attacker lower: that many attacking creatures die. The defender's weakest creatures die
//! first, the attacker's strongest first (the defender would pick them so).

use arrayvec::ArrayVec;
use tavern_protocol::confix::{Event, Phase, Uid, Zone};
use tavern_protocol::Seat;

use crate::cards::planes::PlaneRule;
use crate::cards::Keywords;
use crate::{Confix, Stage, BATTLEFIELD};

type Uids = ArrayVec<Uid, BATTLEFIELD>;

/// Creatures (or life) lost by the side that lost a combat: floor(difference / 6) + 1, so a
/// difference of 0–5 costs 1, 6–11 costs 2, and so on.
pub const fn damage_count(difference: u16) -> u8 {
    let n = difference / 6 + 1;
    if n > u8::MAX as u16 {
        u8::MAX
    } else {
        n as u8
    }
}

impl Confix {
    /// Opens the combat phase; without a creature able to attack an enemy it passes at once.
    pub(crate) fn begin_combat(&mut self) {
        self.begin_phase(Phase::Combat);
        self.combat = Default::default();
        let seat = self.current;
        let can = self.battlefield.iter().any(|p| {
            p.side == seat && p.is_creature() && !p.tapped && (!p.sick || p.has(Keywords::SWIFT))
        });
        let enemy = self.seats().any(|s| self.alive(s) && self.enemies(s, seat));
        if can && enemy {
            self.stage = Stage::Attack;
        } else {
            self.begin_second_cast();
        }
    }

    /// A creature attacks an enemy elementalist and is tapped.
    pub(crate) fn declare_attack(&mut self, creature: Uid, target: Seat) {
        if let Some(p) = self.perm_mut(creature) {
            p.tapped = true;
        }
        let _ = self.combat.attacks.try_push((creature, target));
        self.emit(Event::AttackDeclared { creature, target });
    }

    /// The attackers are declared: every attacked player with an untapped creature declares
    /// defenders; the others' combats wait for them.
    pub(crate) fn close_attacks(&mut self) {
        if self.combat.attacks.is_empty() {
            self.begin_second_cast();
            return;
        }
        let n = self.players.len() as u8;
        let current = self.current;
        for k in 1..n {
            let seat = Seat((current.0 + k) % n);
            if self.alive(seat) && self.combat.attacks.iter().any(|a| a.1 == seat) {
                let _ = self.combat.queue.try_push(seat);
                let can_defend = self
                    .battlefield
                    .iter()
                    .any(|p| p.side == seat && p.is_creature() && !p.tapped);
                if can_defend {
                    let _ = self.combat.declaring.try_push(seat);
                }
            }
        }
        self.stage = Stage::Defend;
        if self.combat.declaring.is_empty() {
            self.resolve_combats();
        }
    }

    /// A creature defends its elementalist.
    pub(crate) fn declare_defense(&mut self, seat: Seat, creature: Uid) {
        let _ = self.combat.defenders.try_push((creature, seat));
        self.emit(Event::DefenseDeclared {
            creature,
            defender: seat,
        });
    }

    /// `seat` has declared its defenders; once nobody is declaring, the combats resolve.
    pub(crate) fn close_defense(&mut self, seat: Seat) {
        self.combat.declaring.retain(|s| *s != seat);
        if self.combat.declaring.is_empty() {
            self.resolve_combats();
        }
    }

    /// Resolves the attacked players' combats in turn order, pausing when a defender must
    /// choose; then the second cast phase begins.
    pub(crate) fn resolve_combats(&mut self) {
        while !self.combat.queue.is_empty() {
            if self.result.is_some() || !self.alive(self.current) {
                return;
            }
            let defender = self.combat.queue.remove(0);
            if !self.alive(defender) {
                continue;
            }
            if let Some(count) = self.resolve_combat(defender) {
                self.stage = Stage::Damage { defender, count };
                return;
            }
        }
        if self.result.is_none() && self.alive(self.current) {
            self.begin_second_cast();
        }
    }

    fn attackers_of(&self, defender: Seat) -> Uids {
        self.combat
            .attacks
            .iter()
            .filter(|a| a.1 == defender)
            .map(|a| a.0)
            .filter(|&u| self.permanent(u).is_some())
            .collect()
    }

    fn defenders_of(&self, defender: Seat) -> Uids {
        self.combat
            .defenders
            .iter()
            .filter(|d| d.1 == defender)
            .map(|d| d.0)
            .filter(|&u| self.permanent(u).is_some())
            .collect()
    }

    fn power_of(&self, uids: &[Uid]) -> i16 {
        uids.iter()
            .filter_map(|&u| self.permanent(u))
            .map(|p| p.power)
            .sum()
    }

    /// The strongest of `uids` (the first declared among equals).
    fn strongest(&self, uids: &[Uid]) -> Option<Uid> {
        let mut best: Option<(Uid, i16)> = None;
        for &u in uids {
            if let Some(p) = self.permanent(u) {
                if best.is_none_or(|b| p.power > b.1) {
                    best = Some((u, p.power));
                }
            }
        }
        best.map(|b| b.0)
    }

    /// One attacked player's combat. Returns the count when the defender must choose between
    /// life and creatures.
    fn resolve_combat(&mut self, defender: Seat) -> Option<u8> {
        let attacker = self.current;
        if self.attackers_of(defender).is_empty() {
            return None;
        }
        // Card effects first: a Deflect object voids the whole attack on its elementalist.
        let wall = self
            .battlefield
            .iter()
            .find(|p| p.side == defender && p.has(Keywords::DEFLECT))
            .map(|p| p.uid);
        if let Some(by) = wall {
            self.emit(Event::AttackVoided { defender, by });
            self.leave(by, Zone::Graveyard, true);
            return None;
        }
        for u in self.attackers_of(defender) {
            let strikes = self
                .permanent(u)
                .is_some_and(|p| p.has(Keywords::FIRST_STRIKE));
            if let (true, Some(victim)) = (strikes, self.strongest(&self.defenders_of(defender))) {
                self.announce_keyword(u);
                self.change_power(victim, -1);
                self.state_check();
            }
        }
        for u in self.defenders_of(defender) {
            let strikes = self
                .permanent(u)
                .is_some_and(|p| p.has(Keywords::FIRST_STRIKE));
            if let (true, Some(victim)) = (strikes, self.strongest(&self.attackers_of(defender))) {
                self.announce_keyword(u);
                self.change_power(victim, -1);
                self.state_check();
            }
        }
        for u in self.defenders_of(defender) {
            if self
                .permanent(u)
                .is_some_and(|p| p.has(Keywords::RETALIATE))
                && self.alive(attacker)
            {
                self.announce_keyword(u);
                self.damage_player(attacker, 1);
                self.state_check();
            }
        }
        if self.result.is_some() || !self.alive(attacker) || !self.alive(defender) {
            return None;
        }
        let attackers = self.attackers_of(defender);
        if attackers.is_empty() {
            return None;
        }
        let defenders = self.defenders_of(defender);
        let attack_dice = [self.roll_die(), self.roll_die()];
        let defense_dice = [self.roll_die(), self.roll_die()];
        let bonus = match self.planes.in_force.rule() {
            Some(PlaneRule::AttackBonus(n)) => n as i16,
            _ => 0,
        };
        let attack = (attack_dice[0] + attack_dice[1]) as i16 + self.power_of(&attackers) + bonus;
        let defense = (defense_dice[0] + defense_dice[1]) as i16 + self.power_of(&defenders);
        let count = damage_count(attack.abs_diff(defense));
        self.emit(Event::CombatRolled {
            attacker,
            defender,
            attack_dice,
            defense_dice,
            attack,
            defense,
            count,
        });
        if attack < defense {
            self.kill_creatures(&attackers, count, true);
            return None;
        }
        let unblockable = attackers
            .iter()
            .filter_map(|&u| self.permanent(u))
            .any(|p| p.has(Keywords::UNBLOCKABLE));
        if defenders.is_empty() || unblockable {
            self.take_combat_damage(defender, count);
            return None;
        }
        Some(count)
    }

    /// Says which permanent's keyword acts next, so that what it does has a named source.
    fn announce_keyword(&mut self, uid: Uid) {
        if let Some(p) = self.permanent(uid) {
            let card = p.card.id;
            self.emit(Event::Triggered { uid, card });
        }
    }

    /// `count` of the creatures die: the strongest first, or the weakest first.
    fn kill_creatures(&mut self, uids: &[Uid], count: u8, strongest_first: bool) {
        let mut left: Uids = uids.iter().copied().collect();
        for _ in 0..count {
            let pick = if strongest_first {
                self.strongest(&left)
            } else {
                let mut best: Option<(Uid, i16)> = None;
                for &u in &left {
                    if let Some(p) = self.permanent(u) {
                        if best.is_none_or(|b| p.power < b.1) {
                            best = Some((u, p.power));
                        }
                    }
                }
                best.map(|b| b.0)
            };
            let Some(u) = pick else {
                return;
            };
            left.retain(|x| *x != u);
            self.leave(u, Zone::Graveyard, true);
            self.state_check();
        }
    }

    /// The defender takes the combat's damage to life, 1 less per Stoneskin defender.
    pub(crate) fn take_combat_damage(&mut self, defender: Seat, count: u8) {
        let stoneskin = self
            .defenders_of(defender)
            .iter()
            .filter_map(|&u| self.permanent(u))
            .filter(|p| p.has(Keywords::STONESKIN))
            .count() as u8;
        self.damage_player(defender, count.saturating_sub(stoneskin));
        self.state_check();
    }

    /// The defender loses `count` defending creatures instead, the weakest first.
    pub(crate) fn lose_defenders(&mut self, defender: Seat, count: u8) {
        let defenders = self.defenders_of(defender);
        self.kill_creatures(&defenders, count, false);
    }

    /// Whether `defender` may lose creatures instead of life in the combat being chosen.
    pub(crate) fn may_lose_creatures(&self, defender: Seat) -> bool {
        !self.defenders_of(defender).is_empty()
    }
}
