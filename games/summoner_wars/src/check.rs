//! Whether an action is legal now. Every check takes `&self` and runs in full before anything
//! changes, so a refused action leaves the state untouched; `legal_actions` lists exactly the
//! candidates these checks accept, which is how the two always agree.

use tavern_protocol::summoner_wars::{Action, AttackType, CardClass, CardId, Cell, Phase};
use tavern_protocol::Seat;

use super::board::{direction, neighbours, Piece};
use super::cards::{Ability, CardDef, Effect};
use super::error::Illegal;
use super::flow::row_from;
use super::{SummonerWars, ATTACKS_PER_TURN};

/// Structures are built in the builder's back 3 rows (or next to their summoner).
const BUILD_ROWS: u8 = 3;

impl SummonerWars {
    /// Checks `action` for the current player.
    pub(crate) fn check(&self, action: &Action) -> Result<(), Illegal> {
        match *action {
            Action::Summon { card, to } => self.check_summon(card, to),
            Action::Raise { card, to } => self.check_raise(card, to).map(|_| ()),
            Action::Move { from, to } => self.check_move(from, to),
            Action::Build { card, to } => self.check_build(card, to),
            Action::Attack { from, target } => self.check_attack(from, target),
            Action::Ability { from, target } => self.check_ability(from, target),
            Action::Sacrifice { from, target } => self.check_sacrifice(from, target),
            Action::Empower { from, card } => self.check_empower(from, card),
            Action::Heal { from, target, card } => self.check_heal(from, target, card),
            Action::Claim { from, to } => self.check_claim(from, to),
            Action::BlazeStep { from, to } => self.check_blaze_step(from, to),
            Action::PlayEvent { card, target } => self.check_event(card, target),
            Action::Discard { card } => {
                self.in_phase(Phase::Magic)?;
                self.in_hand(card).map(|_| ())
            }
            Action::EndPhase => Ok(()),
        }
    }

    fn in_phase(&self, phase: Phase) -> Result<(), Illegal> {
        if self.phase == phase {
            Ok(())
        } else {
            Err(Illegal::WrongPhase {
                needed: phase,
                now: self.phase,
            })
        }
    }

    fn in_hand(&self, id: CardId) -> Result<&'static CardDef, Illegal> {
        self.player(self.current)
            .hand
            .iter()
            .copied()
            .find(|c| c.id == id)
            .ok_or(Illegal::NotInHand(id))
    }

    fn afford(&self, cost: u8) -> Result<(), Illegal> {
        let have = self.player(self.current).magic;
        if have >= cost {
            Ok(())
        } else {
            Err(Illegal::NotEnoughMagic { needed: cost, have })
        }
    }

    fn on_board(c: Cell) -> Result<(), Illegal> {
        if c.on_board() {
            Ok(())
        } else {
            Err(Illegal::OffBoard(c))
        }
    }

    fn empty(&self, c: Cell) -> Result<(), Illegal> {
        Self::on_board(c)?;
        if self.board.is_empty(c) {
            Ok(())
        } else {
            Err(Illegal::Occupied(c))
        }
    }

    fn card_at(&self, c: Cell) -> Result<&Piece, Illegal> {
        Self::on_board(c)?;
        self.board.get(c).ok_or(Illegal::NoCard(c))
    }

    /// A unit the current player controls.
    fn own_unit(&self, c: Cell) -> Result<&Piece, Illegal> {
        let p = self.card_at(c)?;
        if p.controller != self.current || p.unit().is_none() {
            return Err(Illegal::NotYours(c));
        }
        Ok(p)
    }

    /// A unit the current player controls that has an ability matching `f`.
    fn unit_with(&self, c: Cell, f: impl Fn(&Ability) -> bool) -> Result<&Piece, Illegal> {
        let p = self.own_unit(c)?;
        if p.def.has(f) {
            Ok(p)
        } else {
            Err(Illegal::NoSuchAbility(c))
        }
    }

    /// Whether `c` is next to a gate `seat` controls.
    pub(crate) fn next_to_gate(&self, seat: Seat, c: Cell) -> bool {
        neighbours(c).any(|n| {
            self.board
                .get(n)
                .is_some_and(|p| p.controller == seat && p.def.is_gate())
        })
    }

    fn check_summon(&self, card: CardId, to: Cell) -> Result<(), Illegal> {
        self.in_phase(Phase::Summon)?;
        let def = self.in_hand(card)?;
        if !matches!(def.class, CardClass::Common | CardClass::Champion) {
            return Err(Illegal::WrongCard(card));
        }
        self.afford(def.cost)?;
        if def.has(|a| *a == Ability::SummonOverFriendly) {
            let p = self.card_at(to)?;
            if p.controller != self.current || p.unit().is_none() || p.def.is_summoner() {
                return Err(Illegal::BadTarget);
            }
            return Ok(());
        }
        self.empty(to)?;
        if !self.next_to_gate(self.current, to) {
            return Err(Illegal::NotNextToGate(to));
        }
        Ok(())
    }

    /// Checks a Raise and returns the raiser's cell and the wounds it takes.
    pub(crate) fn check_raise(&self, card: CardId, to: Cell) -> Result<(Cell, u8), Illegal> {
        self.in_phase(Phase::Summon)?;
        if self.turn.raised {
            return Err(Illegal::AlreadyUsed);
        }
        let def = self
            .player(self.current)
            .discard
            .iter()
            .copied()
            .find(|c| c.id == card)
            .ok_or(Illegal::NotInDiscard(card))?;
        self.empty(to)?;
        let raiser = self
            .board
            .pieces()
            .filter(|(c, p)| p.controller == self.current && c.is_adjacent(to))
            .find_map(|(c, p)| {
                p.def.find(|a| match a {
                    Ability::Raise { wounds, name } => Some((c, *wounds, *name)),
                    _ => None,
                })
            });
        let Some((at, wounds, name)) = raiser else {
            return Err(Illegal::BadTarget);
        };
        let raisable = matches!(def.class, CardClass::Common | CardClass::Champion);
        if !raisable || !def.named(name) {
            return Err(Illegal::WrongCard(card));
        }
        Ok((at, wounds))
    }

    fn check_move(&self, from: Cell, to: Cell) -> Result<(), Illegal> {
        if let Some(f) = self.turn.frenzy.filter(|f| f.at == from) {
            if self.phase == Phase::Attack {
                if f.moved {
                    return Err(Illegal::AlreadyMoved(from));
                }
                self.empty(to)?;
                return if from.is_adjacent(to) {
                    Ok(())
                } else {
                    Err(Illegal::Unreachable(to))
                };
            }
        }
        self.in_phase(Phase::Move)?;
        let p = self.card_at(from)?;
        if p.controller != self.current {
            return Err(Illegal::NotYours(from));
        }
        if p.unit().is_none() {
            return Err(Illegal::Immobile(from));
        }
        if p.moved {
            return Err(Illegal::AlreadyMoved(from));
        }
        if self.turn.moves_used >= self.moves_allowed() {
            return Err(Illegal::MoveLimit);
        }
        Self::on_board(to)?;
        if self.board.routes(from, to).is_empty() {
            return Err(if to != from && !self.board.is_empty(to) {
                Illegal::Occupied(to)
            } else {
                Illegal::Unreachable(to)
            });
        }
        Ok(())
    }

    fn check_build(&self, card: CardId, to: Cell) -> Result<(), Illegal> {
        self.in_phase(Phase::Build)?;
        let def = self.in_hand(card)?;
        if !def.is_structure() {
            return Err(Illegal::WrongCard(card));
        }
        self.afford(def.cost)?;
        self.empty(to)?;
        let seat = self.current;
        let beside_summoner = self.board.summoner(seat).is_some_and(|s| s.is_adjacent(to));
        if row_from(seat, to) < BUILD_ROWS || beside_summoner {
            Ok(())
        } else {
            Err(Illegal::OutsideBuildZone(to))
        }
    }

    /// Whether the unit at `from` may still take its attack this turn (or an ability instead).
    fn can_attack(&self, from: Cell) -> Result<&Piece, Illegal> {
        self.in_phase(Phase::Attack)?;
        let p = self.own_unit(from)?;
        if p.attacked {
            return Err(Illegal::AlreadyAttacked(from));
        }
        if self.turn.attacks_used >= ATTACKS_PER_TURN {
            return Err(Illegal::AttackLimit);
        }
        if p.moved && p.def.has(|a| *a == Ability::Sluggish) {
            return Err(Illegal::Sluggish(from));
        }
        Ok(p)
    }

    /// Whether the unit at `from` can reach `target` with its attack (range, line, Citadel
    /// Knights next to it).
    pub(crate) fn check_target(&self, from: Cell, target: Cell) -> Result<(), Illegal> {
        let p = self.card_at(from)?;
        let stats = p.unit().ok_or(Illegal::NotYours(from))?;
        self.card_at(target)?;
        if target == from {
            return Err(Illegal::BadTarget);
        }
        match stats.attack {
            AttackType::Melee if !from.is_adjacent(target) => {
                return Err(Illegal::OutOfRange(target))
            }
            AttackType::Ranged => {
                if direction(from, target).is_none() || from.distance(target) > stats.range {
                    return Err(Illegal::OutOfRange(target));
                }
                if !self.board.clear_line(from, target, stats.range) {
                    return Err(Illegal::LineBlocked(target));
                }
            }
            AttackType::Melee => {}
        }
        let mut guards = neighbours(from).filter(|&n| {
            self.board.get(n).is_some_and(|g| {
                g.controller != p.controller && g.def.has(|a| *a == Ability::Taunt)
            })
        });
        let first = guards.next();
        if first.is_some() && first != Some(target) && !guards.any(|g| g == target) {
            return Err(Illegal::MustTargetGuard(from));
        }
        Ok(())
    }

    /// Whether the unit at `from` has anything to attack.
    fn has_target(&self, from: Cell) -> bool {
        self.board
            .pieces()
            .any(|(c, _)| self.check_target(from, c).is_ok())
    }

    fn check_attack(&self, from: Cell, target: Cell) -> Result<(), Illegal> {
        let frenzied = self.turn.frenzy.is_some_and(|f| f.at == from);
        if frenzied {
            self.in_phase(Phase::Attack)?;
            self.own_unit(from)?;
        } else {
            self.can_attack(from)?;
        }
        self.check_target(from, target)
    }

    fn check_ability(&self, from: Cell, target: Option<Cell>) -> Result<(), Illegal> {
        let p = self.can_attack(from)?;
        let ability = p
            .def
            .find(|a| match a {
                Ability::Blast { .. } | Ability::GateQuake | Ability::Seize => Some(*a),
                _ => None,
            })
            .ok_or(Illegal::NoSuchAbility(from))?;
        match (ability, target) {
            (Ability::Blast { range, .. }, Some(t)) => {
                self.card_at(t)?;
                if t == from || direction(from, t).is_none() || from.distance(t) > range {
                    return Err(Illegal::OutOfRange(t));
                }
                if !self.board.clear_line(from, t, range) {
                    return Err(Illegal::LineBlocked(t));
                }
                Ok(())
            }
            (Ability::GateQuake, None) => {
                if self.quake_victims().is_empty() {
                    Err(Illegal::BadTarget)
                } else {
                    Ok(())
                }
            }
            (Ability::Seize, Some(t)) => {
                let victim = self.card_at(t)?;
                let seizable = matches!(victim.def.class, CardClass::Common | CardClass::Champion);
                if victim.controller == self.current || !seizable {
                    return Err(Illegal::BadTarget);
                }
                if !from.is_adjacent(t) {
                    return Err(Illegal::OutOfRange(t));
                }
                Ok(())
            }
            _ => Err(Illegal::BadTarget),
        }
    }

    fn check_sacrifice(&self, from: Cell, target: Cell) -> Result<(), Illegal> {
        self.in_phase(Phase::Attack)?;
        let range = self
            .own_unit(from)?
            .def
            .find(|a| match a {
                Ability::Sacrifice { range } => Some(*range),
                _ => None,
            })
            .ok_or(Illegal::NoSuchAbility(from))?;
        let p = self.can_attack(from)?;
        if p.specials_hit {
            return Err(Illegal::AlreadyUsed);
        }
        let victim = self.card_at(target)?;
        let own = victim.controller == self.current && victim.unit().is_some();
        if target == from || !own || victim.def.is_summoner() {
            return Err(Illegal::BadTarget);
        }
        if from.distance(target) > range {
            return Err(Illegal::OutOfRange(target));
        }
        // The sacrifice is the first step of an attack: once the victim and everything its
        // destruction sets off (a Hellfire Cultist's burst) are gone, Dragos must still have an
        // enemy card to attack, unless the match is over.
        let mut after = self.clone();
        after.sacrifice(from, target);
        if after.result.is_none() && !after.has_enemy_target(from) {
            return Err(Illegal::NothingToAttack(from));
        }
        Ok(())
    }

    /// Whether the unit at `from` can attack an enemy card.
    fn has_enemy_target(&self, from: Cell) -> bool {
        let Some(seat) = self.board.get(from).map(|p| p.controller) else {
            return false;
        };
        self.board
            .pieces()
            .any(|(c, p)| p.controller != seat && self.check_target(from, c).is_ok())
    }

    fn check_empower(&self, from: Cell, card: CardId) -> Result<(), Illegal> {
        self.in_phase(Phase::Attack)?;
        self.unit_with(from, |a| *a == Ability::DiscardForStrength)?;
        self.can_attack(from)?;
        let def = self.in_hand(card)?;
        if def.unit().is_none() {
            return Err(Illegal::WrongCard(card));
        }
        if !self.has_target(from) {
            return Err(Illegal::BadTarget);
        }
        Ok(())
    }

    fn check_heal(&self, from: Cell, target: Cell, card: CardId) -> Result<(), Illegal> {
        self.in_phase(Phase::Attack)?;
        self.unit_with(from, |a| *a == Ability::Heal)?;
        self.can_attack(from)?;
        self.in_hand(card)?;
        let t = self.card_at(target)?;
        if target == from || t.controller != self.current || t.wounds == 0 {
            return Err(Illegal::BadTarget);
        }
        self.check_target(from, target)
    }

    pub(crate) fn check_claim(&self, from: Cell, to: Cell) -> Result<(), Illegal> {
        if !self.turn.claims.contains(&to) {
            return Err(Illegal::BadTarget);
        }
        self.empty(to)?;
        let p = self.own_unit(from)?;
        let range = p
            .def
            .find(|a| match a {
                Ability::Claim { range } => Some(*range),
                _ => None,
            })
            .ok_or(Illegal::NoSuchAbility(from))?;
        if from.distance(to) > range {
            return Err(Illegal::OutOfRange(to));
        }
        Ok(())
    }

    fn check_blaze_step(&self, from: Cell, to: Cell) -> Result<(), Illegal> {
        self.in_phase(Phase::Draw)?;
        let p = self.unit_with(from, |a| *a == Ability::BlazeStep)?;
        if p.blazed {
            return Err(Illegal::AlreadyUsed);
        }
        self.empty(to)?;
        if !self.next_to_gate(self.current, to) {
            return Err(Illegal::NotNextToGate(to));
        }
        Ok(())
    }

    fn check_event(&self, card: CardId, target: Option<Cell>) -> Result<(), Illegal> {
        let def = self.in_hand(card)?;
        let ev = def.event().ok_or(Illegal::WrongCard(card))?;
        self.in_phase(ev.phase)?;
        self.afford(def.cost)?;
        let seat = self.current;
        if ev.active && self.player(seat).active.is_full() {
            return Err(Illegal::ActiveAreaFull);
        }
        match (ev.effect, target) {
            (Effect::Wound { range, .. }, Some(t)) => {
                let p = self.card_at(t)?;
                if p.controller == seat || p.unit().is_none() {
                    return Err(Illegal::BadTarget);
                }
                match self.board.summoner(seat) {
                    Some(s) if s.distance(t) <= range => Ok(()),
                    _ => Err(Illegal::OutOfRange(t)),
                }
            }
            (Effect::Heal { .. }, Some(t)) => {
                let p = self.card_at(t)?;
                if p.controller != seat || p.unit().is_none() || p.wounds == 0 {
                    return Err(Illegal::BadTarget);
                }
                Ok(())
            }
            (e, None) if !e.targeted() => Ok(()),
            _ => Err(Illegal::BadTarget),
        }
    }

    /// Enemy units next to a gate the current player controls (Grognack's ability), in
    /// row-major order.
    pub(crate) fn quake_victims(&self) -> arrayvec::ArrayVec<Cell, 48> {
        let seat = self.current;
        self.board
            .pieces()
            .filter(|(c, p)| {
                p.controller != seat && p.unit().is_some() && self.next_to_gate(seat, *c)
            })
            .map(|(c, _)| c)
            .collect()
    }
}
