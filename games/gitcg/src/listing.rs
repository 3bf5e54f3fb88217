//! The legal actions of a seat: each decision's list, and the turn's actions, each checked by
//! the same rules `apply` checks (`checks.rs`) and offered with a suggested payment.
//!
//! A random playout takes one action of the list ([`Gitcg::pick_action`]): the turn's actions
//! are then listed with their payments left out and their costs kept, and only the action
//! picked is given its suggested payment (most of the listing's work was suggesting payments
//! for actions never picked).

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{
    Action, CardId, Dice, DieFace, Element, HandMask, Side, SkillId, Target,
};
use tavern_protocol::{DecisionKind, Seat};

use super::defs::{CardDef, Cost, Paying, TargetRule};
use super::dice::{Held, Payer};
use super::effects::{CostMods, Users};
use super::Gitcg;

impl Gitcg {
    /// Elements of a side's living characters, as a bit set (to keep their dice).
    pub(crate) fn team_elements(&self, seat: Seat) -> u8 {
        let p = self.player(seat);
        p.living()
            .fold(0, |m, s| m | 1 << p.chars[s as usize].def.element as u8)
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
            DecisionKind::Act => {
                let team = self.team_elements(seat);
                self.list_turn_actions(seat, team, out, &mut self.suggested(seat, team))
            }
            // Other games' decisions: gitcg never asks for them.
            _ => {}
        }
    }

    /// The action at position `pick(n)` of the `n` legal actions of `seat`, as
    /// [`Self::list_actions`] lists them (`None`, `pick` not called, when it lists none).
    pub(crate) fn pick_action(
        &self,
        seat: Seat,
        out: &mut Vec<Action>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Action> {
        let kind = self.decision_of(seat)?;
        if kind != DecisionKind::Act {
            self.list_actions(seat, kind, out);
            return (!out.is_empty()).then(|| out.swap_remove(pick(out.len())));
        }
        // The team's elements, worked out once for the listing and the payment.
        let team = self.team_elements(seat);
        let mut deferred = Deferred {
            held: Held::new(&self.player(seat).dice),
            costs: ArrayVec::new(),
            full: false,
        };
        self.list_turn_actions(seat, team, out, &mut deferred);
        if deferred.full {
            // More actions that cost dice than room for their costs (never seen): the list
            // is made again with every payment suggested.
            out.clear();
            self.list_turn_actions(seat, team, out, &mut self.suggested(seat, team));
            return Some(out.swap_remove(pick(out.len())));
        }
        let i = pick(out.len());
        let mut action = out.swap_remove(i);
        if let Action::Tune { die, .. } = &mut action {
            let active = self.player(seat).active_char().def.element;
            *die = deferred
                .held
                .tune(active, team)
                .expect("a listed tuning has a die to tune");
        }
        if let Some(cost) = deferred.costs.get(i) {
            let paid = self.suggested(seat, team).0.suggest(cost);
            if let Action::UseSkill { dice, .. }
            | Action::Switch { dice, .. }
            | Action::PlayCard { dice, .. } = &mut action
            {
                *dice = paid.expect("a cost listed as payable has a suggested payment");
            }
        }
        Some(action)
    }

    /// The payment suggestions of a listing for `seat`, whose team's elements are `team`.
    fn suggested(&self, seat: Seat, team: u8) -> Suggested {
        let p = self.player(seat);
        Suggested(Payer::new(&p.dice, p.active_char().def.element, team))
    }

    /// The turn's actions of `seat`, whose team's elements are `team`.
    fn list_turn_actions(
        &self,
        seat: Seat,
        team: u8,
        out: &mut Vec<Action>,
        offer: &mut impl Offer,
    ) {
        let p = self.player(seat);
        let held = Held::new(&p.dice);
        let mut mods = CostMods::new();
        if self.cost_mods_asked(seat, &p.hand) {
            self.cost_mods(seat, &mut mods);
        }
        // The entities that would lower each price: never read here (apply prices again).
        let mut scratch = Users::new();
        // Whether skills are blocked is asked once for the whole listing.
        let skills = if self.skills_blocked(seat, p.active) {
            &[][..]
        } else {
            p.active_char().def.skills
        };
        for skill in skills {
            if self.skill_refused(seat, skill.id) {
                continue;
            }
            scratch.clear();
            if let Ok(cost) = self.price_skill(seat, skill, &mods, &mut scratch) {
                if let Some(dice) = offer.dice(&cost) {
                    out.push(Action::UseSkill {
                        skill: SkillId(skill.id),
                        dice,
                    });
                    offer.listed(&cost);
                }
            }
        }
        if let Some((_, technique)) = self.technique(seat).filter(|_| !skills.is_empty()) {
            if let Ok((_, _, cost, _)) = self.check_technique(seat, technique.id, &mods) {
                if let Some(dice) = offer.dice(&cost) {
                    out.push(Action::UseSkill {
                        skill: SkillId(technique.id),
                        dice,
                    });
                    offer.listed(&cost);
                }
            }
        }
        // The living characters but the active one, as a bit each, in slot order.
        let mut standby = (0..3u8).fold(0u8, |m, s| m | (p.chars[s as usize].alive as u8) << s);
        standby &= !(1 << p.active);
        while standby != 0 {
            let slot = standby.trailing_zeros() as u8;
            standby &= standby - 1;
            scratch.clear();
            if let Ok((cost, _)) = self.switch_cost(seat, slot, &mods, &mut scratch) {
                if let Some(dice) = offer.dice(&cost) {
                    out.push(Action::Switch { slot, dice });
                    offer.listed(&cost);
                }
            }
        }
        let mut tunable: ArrayVec<u32, 10> = ArrayVec::new();
        // The ids seen so far, as a bit each of a word (a few share one): a card whose bit is
        // clear is not a copy of an earlier one, which most are not, found without comparing
        // it with the cards before it (a loop whose end the processor mispredicts).
        let mut seen = 0u64;
        for (i, &card) in p.hand.iter().enumerate() {
            // Each card once, at its first copy.
            let bit = 1u64 << (card.id % 64);
            if seen & bit != 0 && p.hand[..i].iter().any(|c| c.id == card.id) {
                continue;
            }
            seen |= bit;
            if !card.untunable {
                tunable.push(card.id);
            }
            // A card's price never depends on its target: priced once, first, so that a card
            // the dice held are too few for is passed over without checking its targets; its
            // payment is suggested at the first target that may take it.
            scratch.clear();
            let cost = self.price(&mods, Paying::Card(card), card.cost, &mut scratch);
            if !held.covers(&cost) {
                continue;
            }
            let mut paid: Option<Option<Dice>> = None;
            let mut take = |target: Option<Target>, second: Option<Target>, own: Option<u8>| {
                let dice = *paid.get_or_insert_with(|| offer.dice(&cost));
                if let Some(dice) = dice.filter(|_| self.card_energy(seat, &cost, own).is_ok()) {
                    out.push(Action::PlayCard {
                        card: CardId(card.id),
                        target,
                        second,
                        dice,
                    });
                    offer.listed(&cost);
                }
            };
            if let TargetRule::TransferEquipment(_) = card.target {
                super::equipment_transfer::pair_targets(self, seat, |target, second| {
                    if let Ok(at) = self.card_target(seat, card, target, second) {
                        take(target, second, at.own);
                    }
                });
                continue;
            }
            // The targets are made to fit the card's rule: only what the card asks of them is
            // left to check.
            self.fitting_targets(seat, card.target, |target, own, foe| {
                if self.card_allowed(seat, card, own, foe).is_ok() {
                    take(target, None, own);
                }
            });
        }
        // Tuning and declaring the end cost nothing: they come last, after every action that
        // costs dice (which `pick_action` counts on).
        if let Some(die) = offer.tune(&held, p.active_char().def.element, team) {
            for &id in &tunable {
                out.push(Action::Tune {
                    card: CardId(id),
                    die,
                });
            }
        }
        out.push(Action::DeclareEnd);
    }

    /// Every target that fits `rule` (all but equipment transfers), as the wire names it,
    /// with the own and the opposing character it names (what [`Self::card_allowed`] reads),
    /// in the order [`Self::for_each_target`] gives them.
    fn fitting_targets(
        &self,
        seat: Seat,
        rule: TargetRule,
        mut f: impl FnMut(Option<Target>, Option<u8>, Option<u8>),
    ) {
        let me = self.player(seat);
        let foe = self.player(seat.other());
        let own = |slot: u8| {
            let target = Target::Character {
                side: Side::Own,
                slot,
            };
            f(Some(target), Some(slot), None)
        };
        match rule {
            TargetRule::None => f(None, None, None),
            TargetRule::OwnCharacter => me.living().for_each(own),
            TargetRule::OwnStandby => me.living().filter(|&s| s != me.active).for_each(own),
            TargetRule::OwnDefeated => (0..3u8)
                .filter(|&s| !me.chars[s as usize].alive)
                .for_each(own),
            TargetRule::OpponentCharacter => foe.living().for_each(|slot| {
                let target = Target::Character {
                    side: Side::Opponent,
                    slot,
                };
                f(Some(target), None, Some(slot))
            }),
            TargetRule::OwnSummon => (0..me.summons.len() as u8).for_each(|slot| {
                let target = Target::Summon {
                    side: Side::Own,
                    slot,
                };
                f(Some(target), None, None)
            }),
            TargetRule::OpponentSummon => (0..foe.summons.len() as u8).for_each(|slot| {
                let target = Target::Summon {
                    side: Side::Opponent,
                    slot,
                };
                f(Some(target), None, None)
            }),
            TargetRule::OwnSupport => (0..me.supports.len() as u8).for_each(|slot| {
                let target = Target::Support {
                    side: Side::Own,
                    slot,
                };
                f(Some(target), None, None)
            }),
            TargetRule::TransferEquipment(_) => {}
        }
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
}

/// How a listing offers the actions that cost dice.
trait Offer {
    /// The dice an action costing `cost` is offered with, `None` when the dice held cannot
    /// pay it (the action is not listed).
    fn dice(&mut self, cost: &Cost) -> Option<Dice>;
    /// Notes the cost of the action just listed.
    fn listed(&mut self, cost: &Cost);
    /// The die the tunings are offered with, `None` when no die can be tuned (none is
    /// listed): out of `held`, for a side whose active character is of `active` and whose
    /// team's elements are `team`.
    fn tune(&mut self, held: &Held, active: Element, team: u8) -> Option<DieFace>;
}

/// Each action with its suggested payment ([`Gitcg::list_actions`]).
struct Suggested(Payer);

impl Offer for Suggested {
    fn dice(&mut self, cost: &Cost) -> Option<Dice> {
        self.0.suggest(cost)
    }

    fn listed(&mut self, _: &Cost) {}

    fn tune(&mut self, held: &Held, active: Element, team: u8) -> Option<DieFace> {
        held.tune(active, team)
    }
}

/// Most actions costing dice one listing may hold: four skills and a technique, two
/// switches, and ten cards of at most six targets each.
const PAID_CAP: usize = 72;

/// Each action with no dice, its cost kept in listing order ([`Gitcg::pick_action`]): the
/// actions that cost dice come first, so the `i`-th cost is the `i`-th action's.
struct Deferred {
    held: Held,
    costs: ArrayVec<Cost, PAID_CAP>,
    /// Some cost found no room.
    full: bool,
}

impl Offer for Deferred {
    fn dice(&mut self, cost: &Cost) -> Option<Dice> {
        self.held.payable(cost).then_some(Dice::EMPTY)
    }

    fn listed(&mut self, cost: &Cost) {
        self.full |= self.costs.try_push(*cost).is_err();
    }

    /// Whether some die can be tuned is quickly known; which one is best (a dozen
    /// comparisons) is worked out only when a tuning is picked: Omni, which is never tuned,
    /// stands in for it meanwhile.
    fn tune(&mut self, held: &Held, active: Element, _: u8) -> Option<DieFace> {
        held.can_tune(active).then_some(DieFace::Omni)
    }
}
