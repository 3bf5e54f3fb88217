//! Whether an action is legal now, on `&self`: one check per action kind, used both to refuse
//! an action with a typed error and to list the legal actions, so the two always agree.

use arrayvec::ArrayVec;
use tavern_protocol::confix::{Action, CardId, Class, Element, Kind, Payment, Runes, Target, Uid};
use tavern_protocol::{DecisionKind, Seat};

use crate::cards::{Keywords, TargetRule};
use crate::{Confix, Illegal, Stage, BATTLEFIELD};

/// Every target one card may have: the players and the permanents.
pub(crate) type Targets = ArrayVec<Target, { BATTLEFIELD + tavern_game::MAX_SEATS }>;

fn need(kind: DecisionKind, want: DecisionKind) -> Result<(), Illegal> {
    if kind == want {
        Ok(())
    } else {
        Err(Illegal::WrongDecision { now: kind })
    }
}

impl Confix {
    /// Whether `seat` may take `action` now, and if not, why.
    pub(crate) fn check(&self, seat: Seat, action: &Action) -> Result<(), Illegal> {
        if self.result.is_some() {
            return Err(Illegal::GameOver);
        }
        if seat.index() >= self.players.len() {
            return Err(Illegal::NoSuchSeat);
        }
        let kind = self.decision(seat).ok_or(Illegal::NotYourTurn)?;
        match *action {
            Action::Keep | Action::Redraw => need(kind, DecisionKind::Redraw),
            Action::ChooseRune { element } => {
                need(kind, DecisionKind::ChooseRune)?;
                self.check_rune(seat, element)
            }
            Action::PlayCard { card, target, pay } => {
                self.need_cast(kind)?;
                self.check_play_card(seat, card, target, &pay)
            }
            Action::Activate {
                permanent,
                target,
                pay,
            } => {
                self.need_cast(kind)?;
                self.check_activate(seat, permanent, target, pay)
            }
            Action::SummonGuards { count, pay } => {
                self.need_cast(kind)?;
                self.check_summon_guards(seat, count, pay)
            }
            Action::RollPlaneDie { pay } => {
                self.need_cast(kind)?;
                self.check_any_runes(seat, self.plane_die_cost(), pay)
            }
            Action::Attack { creature, target } => {
                need(kind, DecisionKind::Act)?;
                if self.stage != Stage::Attack {
                    return Err(Illegal::WrongStep { now: self.phase });
                }
                self.check_attack(seat, creature, target)
            }
            Action::Defend { creature } => {
                need(kind, DecisionKind::Defend)?;
                self.check_defend(seat, creature)
            }
            Action::TakeDamage => need(kind, DecisionKind::ChooseDamage),
            Action::LoseCreatures => {
                need(kind, DecisionKind::ChooseDamage)?;
                match self.stage {
                    Stage::Damage { count, .. } if self.may_lose_creatures(seat, count) => Ok(()),
                    _ => Err(Illegal::MustTakeDamage),
                }
            }
            Action::ChooseCasualty { creature } => {
                need(kind, DecisionKind::ChooseCasualty)?;
                match self.stage {
                    Stage::Casualties { among, .. }
                        if self.casualty_candidates(seat, among).contains(&creature) =>
                    {
                        Ok(())
                    }
                    _ => Err(Illegal::NotACasualty(creature)),
                }
            }
            Action::Accept | Action::Decline => need(kind, DecisionKind::May),
            Action::EndPhase => match kind {
                DecisionKind::Act | DecisionKind::Defend => Ok(()),
                other => Err(Illegal::WrongDecision { now: other }),
            },
        }
    }

    fn need_cast(&self, kind: DecisionKind) -> Result<(), Illegal> {
        need(kind, DecisionKind::Act)?;
        match self.stage {
            Stage::Cast | Stage::SecondCast => Ok(()),
            _ => Err(Illegal::WrongStep { now: self.phase }),
        }
    }

    fn check_rune(&self, seat: Seat, element: Element) -> Result<(), Illegal> {
        let class = self.player(seat).class;
        if class.allows(element) {
            Ok(())
        } else {
            Err(Illegal::ColourNotAllowed { element, class })
        }
    }

    fn check_play_card(
        &self,
        seat: Seat,
        card: CardId,
        target: Target,
        pay: &Payment,
    ) -> Result<(), Illegal> {
        let c = self
            .player(seat)
            .hand
            .iter()
            .find(|c| c.id == card)
            .ok_or(Illegal::NotInHand(card))?;
        if c.kind != Kind::Spell && self.battlefield.len() >= BATTLEFIELD {
            return Err(Illegal::BattlefieldFull { room: 0 });
        }
        self.check_target(seat, c.target, target)?;
        self.check_payment(seat, self.card_cost(seat, c), pay)
    }

    fn check_activate(
        &self,
        seat: Seat,
        uid: Uid,
        target: Target,
        pay: Runes,
    ) -> Result<(), Illegal> {
        let p = self.permanent(uid).ok_or(Illegal::NoSuchPermanent(uid))?;
        if p.side != seat {
            return Err(Illegal::NotYours(uid));
        }
        let ability = p
            .card
            .ability
            .filter(|_| !p.morphed)
            .ok_or(Illegal::NoAbility(uid))?;
        if p.tapped {
            return Err(Illegal::Tapped(uid));
        }
        self.check_target(seat, ability.target, target)?;
        self.check_payment(
            seat,
            ability.cost,
            &Payment {
                runes: pay,
                ..Payment::default()
            },
        )
    }

    fn check_summon_guards(&self, seat: Seat, count: u8, pay: Runes) -> Result<(), Illegal> {
        let p = self.player(seat);
        if p.class != Class::Earthshaper {
            return Err(Illegal::ClassCannot { class: p.class });
        }
        if p.guards_used {
            return Err(Illegal::AlreadyUsed);
        }
        if count == 0 {
            return Err(Illegal::BadCount(count));
        }
        let room = BATTLEFIELD - self.battlefield.len();
        if count as usize > room {
            return Err(Illegal::BattlefieldFull { room: room as u8 });
        }
        self.check_any_runes(seat, count, pay)
    }

    fn check_attack(&self, seat: Seat, uid: Uid, target: Seat) -> Result<(), Illegal> {
        let p = self.permanent(uid).ok_or(Illegal::NoSuchPermanent(uid))?;
        if p.side != seat {
            return Err(Illegal::NotYours(uid));
        }
        if !p.is_creature() {
            return Err(Illegal::NotACreature(uid));
        }
        if self.combat.attacks.iter().any(|a| a.0 == uid) {
            return Err(Illegal::AlreadyAttacking(uid));
        }
        if p.tapped {
            return Err(Illegal::Tapped(uid));
        }
        if p.sick && !p.has(Keywords::SWIFT) {
            return Err(Illegal::Sick(uid));
        }
        if target.index() >= self.players.len()
            || !self.alive(target)
            || !self.enemies(seat, target)
        {
            return Err(Illegal::NotAnEnemy(target));
        }
        Ok(())
    }

    fn check_defend(&self, seat: Seat, uid: Uid) -> Result<(), Illegal> {
        let p = self.permanent(uid).ok_or(Illegal::NoSuchPermanent(uid))?;
        if p.side != seat {
            return Err(Illegal::NotYours(uid));
        }
        if !p.is_creature() {
            return Err(Illegal::NotACreature(uid));
        }
        if self.combat.defenders.iter().any(|d| d.0 == uid) {
            return Err(Illegal::AlreadyDefending(uid));
        }
        if p.tapped {
            return Err(Illegal::Tapped(uid));
        }
        Ok(())
    }

    /// Whether `target` suits `rule` for a card of `seat`.
    pub(crate) fn check_target(
        &self,
        seat: Seat,
        rule: TargetRule,
        target: Target,
    ) -> Result<(), Illegal> {
        let ok = match (rule, target) {
            (TargetRule::None, Target::None) => true,
            (TargetRule::Player | TargetRule::Any, Target::Player { seat: s }) => self.alive(s),
            (TargetRule::EnemyPlayer, Target::Player { seat: s }) => {
                self.alive(s) && self.enemies(seat, s)
            }
            (_, Target::Permanent { uid }) => self.permanent(uid).is_some_and(|p| match rule {
                TargetRule::Creature => p.is_creature(),
                TargetRule::EnemyCreature => p.is_creature() && self.enemies(seat, p.side),
                TargetRule::OwnCreature => p.is_creature() && p.side == seat,
                TargetRule::Any => p.card.has_power(),
                _ => false,
            }),
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(Illegal::BadTarget(target))
        }
    }

    /// Every target `rule` allows for a card of `seat`: players in seat order, then
    /// permanents in the order they entered.
    pub(crate) fn targets(&self, seat: Seat, rule: TargetRule) -> Targets {
        let mut out = Targets::new();
        if rule == TargetRule::None {
            out.push(Target::None);
            return out;
        }
        let players = self.seats().map(|s| Target::Player { seat: s });
        let permanents = self
            .battlefield
            .iter()
            .map(|p| Target::Permanent { uid: p.uid });
        for t in players.chain(permanents) {
            if self.check_target(seat, rule, t).is_ok() {
                out.push(t);
            }
        }
        out
    }
}
