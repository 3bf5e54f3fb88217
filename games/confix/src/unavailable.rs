//! Why an option of the turn player cannot be used now: every card in hand, tap ability, Summon
//! Guards and the plane die that no legal action uses, and while attackers are declared every
//! creature that cannot attack, each with the refusal of the same [`Confix::check`] that the
//! legal actions are filtered by.
//!
//! The refusal is asked for with the fullest payment the seat could make (every active rune,
//! the class's cost control at its most), so that a card the seat cannot afford is refused for
//! its runes, never for a payment nobody offered.

use arrayvec::ArrayVec;
use tavern_protocol::confix::{Action, CardId, Class, Cost, Payment, Runes, Target, Uid};
use tavern_protocol::{DecisionKind, Seat};

use crate::{Confix, Illegal, Stage};

/// Whether a listed action plays the card `id` from hand.
fn plays(a: &Action, id: CardId) -> bool {
    matches!(*a, Action::PlayCard { card, .. } if card == id)
}

/// Whether a listed action uses the permanent `uid`'s ability.
fn activates(a: &Action, uid: Uid) -> bool {
    matches!(*a, Action::Activate { permanent, .. } if permanent == uid)
}

/// Whether a listed action declares the creature `uid` an attacker.
fn attacks(a: &Action, uid: Uid) -> bool {
    matches!(*a, Action::Attack { creature, .. } if creature == uid)
}

/// The refusal of an action aimed at the first of `targets`: with no target at all, a refusal
/// for the target means there is nothing to aim at.
fn aimed(refusal: Result<(), Illegal>, targets: &[Target]) -> Option<Illegal> {
    match refusal {
        Ok(()) => None,
        Err(Illegal::BadTarget(_)) if targets.is_empty() => Some(Illegal::NoTarget),
        Err(e) => Some(e),
    }
}

impl Confix {
    /// Appends the options `seat` cannot use in its turn, each as the action it would send
    /// without payment and the refusal.
    pub(crate) fn list_unavailable(&self, seat: Seat, out: &mut Vec<(Action, Illegal)>) {
        if self.decision(seat) != Some(DecisionKind::Act) {
            return;
        }
        let mut legal = Vec::new();
        self.list_actions(seat, &mut legal);
        self.unavailable_cards(seat, &legal, out);
        self.unavailable_abilities(seat, &legal, out);
        self.unavailable_class_and_die(seat, &legal, out);
        if self.stage == Stage::Attack {
            self.unavailable_attackers(seat, &legal, out);
        }
    }

    /// Every card in hand (each card once) that no legal action plays.
    fn unavailable_cards(&self, seat: Seat, legal: &[Action], out: &mut Vec<(Action, Illegal)>) {
        let mut seen: ArrayVec<CardId, { crate::ZONE }> = ArrayVec::new();
        for c in &self.player(seat).hand {
            if seen.contains(&c.id) || legal.iter().any(|a| plays(a, c.id)) {
                continue;
            }
            seen.push(c.id);
            let targets = self.targets(seat, c.target);
            let target = targets.first().copied().unwrap_or(Target::None);
            let pay = self.fullest_payment(seat, self.card_cost(seat, c), true);
            let tried = Action::PlayCard {
                card: c.id,
                target,
                pay,
            };
            if let Some(e) = aimed(self.check(seat, &tried), &targets) {
                let shown = Action::PlayCard {
                    card: c.id,
                    target,
                    pay: Payment::default(),
                };
                out.push((shown, e));
            }
        }
    }

    /// Every permanent of `seat` with a tap ability that no legal action uses.
    fn unavailable_abilities(
        &self,
        seat: Seat,
        legal: &[Action],
        out: &mut Vec<(Action, Illegal)>,
    ) {
        for p in self.battlefield.iter().filter(|p| p.side == seat) {
            let Some(ability) = p.card.ability.filter(|_| !p.morphed) else {
                continue;
            };
            if legal.iter().any(|a| activates(a, p.uid)) {
                continue;
            }
            let targets = self.targets(seat, ability.target);
            let target = targets.first().copied().unwrap_or(Target::None);
            let tried = Action::Activate {
                permanent: p.uid,
                target,
                pay: self.fullest_payment(seat, ability.cost, false).runes,
            };
            if let Some(e) = aimed(self.check(seat, &tried), &targets) {
                let shown = Action::Activate {
                    permanent: p.uid,
                    target,
                    pay: Runes::NONE,
                };
                out.push((shown, e));
            }
        }
    }

    /// Summon Guards (for an Earthshaper) and the plane die, when no legal action uses them.
    fn unavailable_class_and_die(
        &self,
        seat: Seat,
        legal: &[Action],
        out: &mut Vec<(Action, Illegal)>,
    ) {
        let guards = legal
            .iter()
            .any(|a| matches!(a, Action::SummonGuards { .. }));
        if self.player(seat).class == Class::Earthshaper && !guards {
            let tried = Action::SummonGuards {
                count: 1,
                pay: self.fullest_payment(seat, any_runes(1), false).runes,
            };
            if let Err(e) = self.check(seat, &tried) {
                let shown = Action::SummonGuards {
                    count: 1,
                    pay: Runes::NONE,
                };
                out.push((shown, e));
            }
        }
        if !legal
            .iter()
            .any(|a| matches!(a, Action::RollPlaneDie { .. }))
        {
            let cost = any_runes(self.plane_die_cost());
            let tried = Action::RollPlaneDie {
                pay: self.fullest_payment(seat, cost, false).runes,
            };
            if let Err(e) = self.check(seat, &tried) {
                out.push((Action::RollPlaneDie { pay: Runes::NONE }, e));
            }
        }
    }

    /// While attackers are declared: every creature of `seat` not yet attacking that no legal
    /// action declares (tapped, or with summoning sickness).
    fn unavailable_attackers(
        &self,
        seat: Seat,
        legal: &[Action],
        out: &mut Vec<(Action, Illegal)>,
    ) {
        let Some(target) = self
            .seats()
            .find(|&s| self.alive(s) && self.enemies(seat, s))
        else {
            return;
        };
        for p in self
            .battlefield
            .iter()
            .filter(|p| p.side == seat && p.is_creature())
        {
            let declared = self.combat.attacks.iter().any(|a| a.0 == p.uid);
            if declared || legal.iter().any(|a| attacks(a, p.uid)) {
                continue;
            }
            let tried = Action::Attack {
                creature: p.uid,
                target,
            };
            if let Err(e) = self.check(seat, &tried) {
                out.push((tried, e));
            }
        }
    }

    /// The payment of `cost` the legal actions would suggest, or else everything `seat` could
    /// put towards it: every active rune, and with `class_abilities` its class's cost control
    /// at its most (the strongest untapped permanent's power, graveyard cards up to the `*`
    /// left).
    fn fullest_payment(&self, seat: Seat, cost: Cost, class_abilities: bool) -> Payment {
        if let Some(pay) = self.suggest_payment(seat, cost, class_abilities) {
            return pay;
        }
        let p = self.player(seat);
        let mut pay = Payment {
            runes: p.active(),
            ..Payment::default()
        };
        let mut any = cost.any;
        if class_abilities && p.class == Class::DeepSeaLurker && any > 0 {
            let best = self
                .battlefield
                .iter()
                .filter(|x| x.side == seat && !x.tapped && x.card.has_power())
                .max_by_key(|x| x.power);
            if let Some(best) = best {
                pay.power_of = Some(best.uid);
                any -= best.power.clamp(0, any as i16) as u8;
            }
        }
        if class_abilities && p.class == Class::AetherWalker && any > 0 {
            let n = (p.graveyard.len() as u8).min(any);
            pay.exile = self.graveyard_to_exile(seat, n);
        }
        pay
    }
}

/// A cost of `n` runes of any colour.
fn any_runes(n: u8) -> Cost {
    Cost {
        runes: Runes::NONE,
        any: n,
    }
}
