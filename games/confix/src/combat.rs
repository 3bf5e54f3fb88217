//! The combat phase (战斗阶段): the turn player declares attackers, each aimed at an enemy
//! elementalist, and taps them; every attacked player facing an attacker that can be defended
//! against declares untapped defenders, all at once; then each attacked player's combat
//! resolves in turn order: card effects first (Deflect, first strike, Retaliate), then each side
//! rolls 2d6 and adds its declared creatures' power.
//!
//! Unblockable attackers (无法格挡) cannot be defended against: they roll on their own, against a
//! bare 2d6, after the rest of the attack on the same player, and lend nothing to it.
//!
//! Attacker ≥ defender: the defender chooses to take [`damage_count`] damage or to lose that
//! many defending creatures, which they choose one at a time (no choice with fewer defenders
//! than that, or against unblockable attackers). Attacker lower: the defender chooses that many
//! attacking creatures, which die. A choice that leaves nothing to choose is made at once.

use arrayvec::ArrayVec;
use tavern_protocol::confix::{Event, Phase, Uid, Zone};
use tavern_protocol::Seat;

use crate::cards::planes::PlaneRule;
use crate::cards::Keywords;
use crate::{Among, Bout, Confix, Stage, BATTLEFIELD};

pub(crate) type Uids = ArrayVec<Uid, BATTLEFIELD>;

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

    /// The attackers are declared: every attacked player with an untapped creature and an
    /// attacker it can defend against declares defenders; the others' combats wait for them.
    pub(crate) fn close_attacks(&mut self) {
        if self.combat.attacks.is_empty() {
            self.begin_second_cast();
            return;
        }
        let current = self.current;
        for seat in self.after(current) {
            if !self.alive(seat) || !self.combat.attacks.iter().any(|a| a.1 == seat) {
                continue;
            }
            let _ = self.combat.queue.try_push(Bout {
                defender: seat,
                unblockable: false,
            });
            if !self.attackers_of(seat, true).is_empty() {
                let _ = self.combat.queue.try_push(Bout {
                    defender: seat,
                    unblockable: true,
                });
            }
            let can_defend = self
                .battlefield
                .iter()
                .any(|p| p.side == seat && p.is_creature() && !p.tapped);
            if can_defend && !self.attackers_of(seat, false).is_empty() {
                let _ = self.combat.declaring.try_push(seat);
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

    /// Resolves the rolls still queued in turn order, pausing when an attacked player must
    /// choose; then the second cast phase begins.
    pub(crate) fn resolve_combats(&mut self) {
        while !self.combat.queue.is_empty() {
            if self.result.is_some() || !self.alive(self.current) {
                return;
            }
            let bout = self.combat.queue.remove(0);
            if !self.alive(bout.defender) {
                continue;
            }
            if self.resolve_bout(bout) {
                return;
            }
        }
        if self.result.is_none() && self.alive(self.current) {
            self.begin_second_cast();
        }
    }

    /// The living attackers of `defender`: the unblockable ones, or the others.
    pub(crate) fn attackers_of(&self, defender: Seat, unblockable: bool) -> Uids {
        self.combat
            .attacks
            .iter()
            .filter(|a| a.1 == defender)
            .filter_map(|a| self.permanent(a.0))
            .filter(|p| p.has(Keywords::UNBLOCKABLE) == unblockable)
            .map(|p| p.uid)
            .collect()
    }

    /// Every living attacker of `defender`.
    fn all_attackers_of(&self, defender: Seat) -> Uids {
        self.combat
            .attacks
            .iter()
            .filter(|a| a.1 == defender)
            .map(|a| a.0)
            .filter(|&u| self.permanent(u).is_some())
            .collect()
    }

    /// The living defenders of `defender`.
    pub(crate) fn defenders_of(&self, defender: Seat) -> Uids {
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

    /// The weakest of `uids` (the first declared among equals).
    fn weakest(&self, uids: &[Uid]) -> Option<Uid> {
        let mut best: Option<(Uid, i16)> = None;
        for &u in uids {
            if let Some(p) = self.permanent(u) {
                if best.is_none_or(|b| p.power < b.1) {
                    best = Some((u, p.power));
                }
            }
        }
        best.map(|b| b.0)
    }

    /// The card-effects step of the combat against `defender`: a Deflect object voids the
    /// whole attack; first strikes (a defender's only at attackers it can defend against);
    /// Retaliate. Returns whether the attack goes on to the rolls.
    fn card_effects(&mut self, defender: Seat) -> bool {
        let attacker = self.current;
        let wall = self
            .battlefield
            .iter()
            .find(|p| p.side == defender && p.has(Keywords::DEFLECT))
            .map(|p| p.uid);
        if let Some(by) = wall {
            self.emit(Event::AttackVoided { defender, by });
            self.leave(by, Zone::Graveyard, true);
            self.combat.queue.retain(|b| b.defender != defender);
            return false;
        }
        for u in self.all_attackers_of(defender) {
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
            let victim = self.strongest(&self.attackers_of(defender, false));
            if let (true, Some(victim)) = (strikes, victim) {
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
        self.result.is_none() && self.alive(attacker) && self.alive(defender)
    }

    /// One roll of the combat against an attacked player (with the card effects before the
    /// first). Returns whether it waits for the attacked player's choice.
    fn resolve_bout(&mut self, bout: Bout) -> bool {
        let Bout {
            defender,
            unblockable,
        } = bout;
        let attacker = self.current;
        if self.all_attackers_of(defender).is_empty() {
            return false;
        }
        if !unblockable && !self.card_effects(defender) {
            return false;
        }
        let attackers = self.attackers_of(defender, unblockable);
        if attackers.is_empty() {
            return false;
        }
        let defenders = if unblockable {
            Uids::new()
        } else {
            self.defenders_of(defender)
        };
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
            unblockable,
        });
        if attack < defense {
            let among = if unblockable {
                Among::Unblockable
            } else {
                Among::Attackers
            };
            return self.begin_casualties(defender, count, among);
        }
        if defenders.len() < count as usize {
            // Losing creatures instead must cost as many as the damage would: with fewer
            // defenders than that (none, against unblockable attackers) only life is left.
            self.take_combat_damage(defender, count, !unblockable);
            return false;
        }
        self.stage = Stage::Damage { defender, count };
        true
    }

    /// Says which permanent's keyword acts next, so that what it does has a named source.
    fn announce_keyword(&mut self, uid: Uid) {
        if let Some(p) = self.permanent(uid) {
            let card = p.card.id;
            self.emit(Event::Triggered { uid, card });
        }
    }

    /// The defender takes the combat's damage to life, 1 less per Stoneskin defender when the
    /// roll was against its defenders.
    pub(crate) fn take_combat_damage(&mut self, defender: Seat, count: u8, defended: bool) {
        let stoneskin = if defended {
            self.defenders_of(defender)
                .iter()
                .filter_map(|&u| self.permanent(u))
                .filter(|p| p.has(Keywords::STONESKIN))
                .count() as u8
        } else {
            0
        };
        self.damage_player(defender, count.saturating_sub(stoneskin));
        self.state_check();
    }

    /// Whether `defender` may lose creatures instead of life in the combat being chosen: only
    /// with at least as many defenders as the damage.
    pub(crate) fn may_lose_creatures(&self, defender: Seat, count: u8) -> bool {
        self.defenders_of(defender).len() >= count as usize
    }

    /// The creatures `defender` may choose a casualty among now.
    pub(crate) fn casualty_candidates(&self, defender: Seat, among: Among) -> Uids {
        match among {
            Among::Defenders => self.defenders_of(defender),
            Among::Attackers => self.attackers_of(defender, false),
            Among::Unblockable => self.attackers_of(defender, true),
        }
    }

    /// The casualty a timeout chooses: the weakest defender, or the strongest attacker.
    pub(crate) fn default_casualty(&self, defender: Seat, among: Among) -> Option<Uid> {
        let left = self.casualty_candidates(defender, among);
        match among {
            Among::Defenders => self.weakest(&left),
            Among::Attackers | Among::Unblockable => self.strongest(&left),
        }
    }

    /// `count` creatures among `among` are to die at `defender`'s choice. Returns whether it
    /// waits for the choice.
    pub(crate) fn begin_casualties(&mut self, defender: Seat, count: u8, among: Among) -> bool {
        self.stage = Stage::Casualties {
            defender,
            count,
            among,
        };
        self.continue_casualties()
    }

    /// The chosen casualty dies.
    pub(crate) fn choose_casualty(&mut self, creature: Uid) {
        if let Stage::Casualties {
            defender,
            count,
            among,
        } = self.stage
        {
            self.leave(creature, Zone::Graveyard, true);
            self.state_check();
            self.stage = Stage::Casualties {
                defender,
                count: count.saturating_sub(1),
                among,
            };
            if !self.continue_casualties() {
                self.resolve_combats();
            }
        }
    }

    /// Kills the casualties nobody needs to choose (when every creature left must die) and
    /// returns whether a choice is left to make. With none, once the count is met or no
    /// creature is left, the stage is left for the next roll; defenders the attacked player
    /// can no longer lose (a death's effect killed them first) spill over to life.
    fn continue_casualties(&mut self) -> bool {
        loop {
            let Stage::Casualties {
                defender,
                count,
                among,
            } = self.stage
            else {
                return false;
            };
            if self.result.is_some() || !self.alive(self.current) || !self.alive(defender) {
                self.stage = Stage::Defend;
                return false;
            }
            let left = self.casualty_candidates(defender, among);
            if count == 0 || left.is_empty() {
                self.stage = Stage::Defend;
                if among == Among::Defenders && count > 0 {
                    self.take_combat_damage(defender, count, true);
                }
                return false;
            }
            if (count as usize) < left.len() {
                return true;
            }
            let Some(next) = self.default_casualty(defender, among) else {
                return false;
            };
            self.leave(next, Zone::Graveyard, true);
            self.state_check();
            self.stage = Stage::Casualties {
                defender,
                count: count - 1,
                among,
            };
        }
    }
}
