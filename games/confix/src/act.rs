//! Listing the legal actions and applying one.
//!
//! The list is ordered so that taking its first entry always makes progress (the server's bot
//! takes the first listed action of a kind it does not know, `end_phase` last): keep before
//! redraw, cards before abilities before the plane die, attacks and defenders before ending the
//! step, taking damage before losing creatures, the timeout's casualty before the others,
//! accepting before declining. Every repeatable action spends something finite (a card, a rune,
//! an untapped permanent, the turn's Summon Guards), so a turn always ends.

use tavern_protocol::confix::{Action, Class, Event, Kind, Payment, Target};
use tavern_protocol::{DecisionKind, Seat};

use crate::cards::{Keywords, TargetRule, EARTH_ELEMENTAL};
use crate::{Among, Confix, Ctx, Stage};

impl Confix {
    /// Appends every legal action of `seat`.
    pub(crate) fn list_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let Some(kind) = self.decision(seat) else {
            return;
        };
        let start = out.len();
        match kind {
            DecisionKind::Redraw => out.extend([Action::Keep, Action::Redraw]),
            DecisionKind::ChooseRune => out.extend(
                self.player(seat)
                    .class
                    .elements()
                    .iter()
                    .map(|&element| Action::ChooseRune { element }),
            ),
            DecisionKind::Act if self.stage == Stage::Attack => {
                let targets = self.after(seat);
                for p in self.battlefield.iter().filter(|p| p.side == seat) {
                    for &target in &targets {
                        out.push(Action::Attack {
                            creature: p.uid,
                            target,
                        });
                    }
                }
                out.push(Action::EndPhase);
            }
            DecisionKind::Act => {
                self.list_casts(seat, out);
                out.push(Action::EndPhase);
            }
            DecisionKind::Defend => {
                out.extend(
                    self.battlefield
                        .iter()
                        .filter(|p| p.side == seat)
                        .map(|p| Action::Defend { creature: p.uid }),
                );
                out.push(Action::EndPhase);
            }
            DecisionKind::ChooseDamage => out.extend([Action::TakeDamage, Action::LoseCreatures]),
            DecisionKind::ChooseCasualty => {
                if let Stage::Casualties {
                    defender, among, ..
                } = self.stage
                {
                    // The timeout's choice first, then the others in the order they entered.
                    let first = self.default_casualty(defender, among);
                    let rest = self.casualty_candidates(defender, among);
                    out.extend(
                        first
                            .into_iter()
                            .chain(rest.into_iter().filter(|&u| Some(u) != first))
                            .map(|creature| Action::ChooseCasualty { creature }),
                    );
                }
            }
            DecisionKind::May => out.extend([Action::Accept, Action::Decline]),
            _ => {}
        }
        // Candidates go through the same checks as submitted actions, so the list and `apply`
        // always agree. What was in `out` before them stays.
        let mut position = 0;
        out.retain(|a| {
            position += 1;
            position <= start || self.check(seat, a).is_ok()
        });
    }

    /// The cast phase's candidates: each card in hand once per target with a suggested
    /// payment, tap abilities, Summon Guards, the plane die.
    fn list_casts(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = self.player(seat);
        for (i, c) in p.hand.iter().enumerate() {
            if p.hand[..i].iter().any(|d| d.id == c.id) {
                continue;
            }
            let Some(pay) = self.suggest_payment(seat, self.card_cost(seat, c), true) else {
                continue;
            };
            for &target in &self.targets(seat, c.target) {
                out.push(Action::PlayCard {
                    card: c.id,
                    target,
                    pay,
                });
            }
        }
        for perm in self
            .battlefield
            .iter()
            .filter(|x| x.side == seat && !x.tapped)
        {
            let Some(ability) = perm.card.ability.filter(|_| !perm.morphed) else {
                continue;
            };
            let Some(pay) = self.suggest_payment(seat, ability.cost, false) else {
                continue;
            };
            for &target in &self.targets(seat, ability.target) {
                out.push(Action::Activate {
                    permanent: perm.uid,
                    target,
                    pay: pay.runes,
                });
            }
        }
        if p.class == Class::Earthshaper && !p.guards_used {
            for count in 1..=p.active().total().min(u8::MAX as u16) as u8 {
                if let Some(pay) = self.suggest_runes(seat, count) {
                    out.push(Action::SummonGuards { count, pay });
                }
            }
        }
        if let Some(pay) = self.suggest_runes(seat, self.plane_die_cost()) {
            out.push(Action::RollPlaneDie { pay });
        }
    }

    /// The passive answer a timeout gives: keep the hand, the class's first colour, end the
    /// phase or step, take the damage, decline.
    pub(crate) fn passive_action(&self, seat: Seat) -> Option<Action> {
        Some(match self.decision(seat)? {
            DecisionKind::Redraw => Action::Keep,
            DecisionKind::ChooseRune => Action::ChooseRune {
                element: self.player(seat).class.elements()[0],
            },
            DecisionKind::ChooseDamage => Action::TakeDamage,
            DecisionKind::ChooseCasualty => match self.stage {
                Stage::Casualties {
                    defender, among, ..
                } => Action::ChooseCasualty {
                    creature: self.default_casualty(defender, among)?,
                },
                _ => return None,
            },
            DecisionKind::May => Action::Decline,
            _ => Action::EndPhase,
        })
    }

    /// Applies a checked action.
    pub(crate) fn perform(&mut self, seat: Seat, action: Action) {
        match action {
            Action::Keep => self.keep(seat),
            Action::Redraw => self.redraw(seat),
            Action::ChooseRune { element } => self.add_rune(seat, element),
            Action::PlayCard { card, target, pay } => self.play_card(seat, card, target, pay),
            Action::Activate {
                permanent,
                target,
                pay,
            } => {
                self.pay(
                    seat,
                    &Payment {
                        runes: pay,
                        ..Payment::default()
                    },
                );
                self.set_tapped(permanent, true);
                self.emit(Event::Activated { permanent, target });
                let Some(p) = self.permanent(permanent).copied() else {
                    return;
                };
                self.strike_illusion(seat, target);
                if let Some(ability) = p.card.ability {
                    let ctx = self.cast_ctx(seat, p.card, target, Some(permanent));
                    self.run(ability.ops, ctx);
                }
            }
            Action::SummonGuards { count, pay } => {
                let p = self.player_mut(seat);
                p.spent = p.spent.plus(pay);
                p.guards_used = true;
                let class = p.class;
                self.emit(Event::ClassAbility { seat, class });
                for _ in 0..count {
                    self.enter(&EARTH_ELEMENTAL, seat, seat, true);
                }
            }
            Action::RollPlaneDie { pay } => self.roll_plane_die(seat, pay),
            Action::Attack { creature, target } => self.declare_attack(creature, target),
            Action::Defend { creature } => self.declare_defense(seat, creature),
            Action::TakeDamage | Action::LoseCreatures => {
                if let Stage::Damage { defender, count } = self.stage {
                    self.stage = Stage::Defend;
                    let waits = if action == Action::TakeDamage {
                        self.take_combat_damage(defender, count, true);
                        false
                    } else {
                        self.begin_casualties(defender, count, Among::Defenders)
                    };
                    if !waits {
                        self.resolve_combats();
                    }
                }
            }
            Action::ChooseCasualty { creature } => self.choose_casualty(creature),
            Action::Accept | Action::Decline => self.answer_may(seat, action == Action::Accept),
            Action::EndPhase => match self.stage {
                Stage::Cast => self.begin_combat(),
                Stage::Attack => self.close_attacks(),
                Stage::Defend => self.close_defense(seat),
                _ => self.end_phase(),
            },
        }
    }

    /// What an effect of `seat`'s card knows: the target, the player it is aimed at (or the
    /// caster), the target permanent's power now.
    fn cast_ctx(
        &self,
        seat: Seat,
        card: crate::Card,
        target: Target,
        source: Option<tavern_protocol::confix::Uid>,
    ) -> Ctx {
        let (affected, target_power) = match target {
            Target::Player { seat: s } => (s, 0),
            Target::Permanent { uid } => (seat, self.permanent(uid).map_or(0, |p| p.power)),
            Target::None => (seat, 0),
        };
        Ctx {
            source,
            card: Some(card),
            target,
            affected,
            target_power,
            ..Ctx::of(seat)
        }
    }

    /// An enemy Illusion that is targeted dies.
    fn strike_illusion(&mut self, seat: Seat, target: Target) {
        if let Target::Permanent { uid } = target {
            let hit = self
                .permanent(uid)
                .is_some_and(|p| p.has(Keywords::ILLUSION) && self.enemies(seat, p.side));
            if hit {
                self.leave(uid, tavern_protocol::confix::Zone::Graveyard, true);
                self.state_check();
            }
        }
    }

    /// The enemy Ward that counters a card of `seat` aimed at `target`, if any.
    fn ward_against(&self, seat: Seat, target: Target) -> Option<tavern_protocol::confix::Uid> {
        let side = match target {
            Target::Player { seat: s } => s,
            Target::Permanent { uid } => self.permanent(uid)?.side,
            Target::None => return None,
        };
        if !self.enemies(seat, side) {
            return None;
        }
        self.battlefield
            .iter()
            .find(|p| p.side == side && p.has(Keywords::WARD))
            .map(|p| p.uid)
    }

    /// The enemy Redirect object that turns a card of `seat` aimed at its elementalist back on
    /// `seat`, if any.
    fn redirect_against(&self, seat: Seat, target: Target) -> Option<tavern_protocol::confix::Uid> {
        let Target::Player { seat: aimed } = target else {
            return None;
        };
        if !self.enemies(seat, aimed) {
            return None;
        }
        self.battlefield
            .iter()
            .find(|p| p.side == aimed && p.has(Keywords::REDIRECT))
            .map(|p| p.uid)
    }

    /// Casts a card: pays, then a ward may counter it, or a redirect turn it back on its
    /// caster (neither stops a piercing card); then a spell resolves and goes to the
    /// graveyard, a permanent enters (an object aimed at a player in front of them) and its
    /// entering effect resolves.
    fn play_card(
        &mut self,
        seat: Seat,
        card: tavern_protocol::confix::CardId,
        target: Target,
        pay: Payment,
    ) {
        let p = self.player(seat);
        let Some(i) = p.hand.iter().position(|c| c.id == card) else {
            return;
        };
        let c = p.hand[i];
        let combo = self.combo_applies(seat, c);
        let p = self.player_mut(seat);
        p.hand.remove(i);
        // Every spell arms Flame Combo for the next spell (the one it discounts included).
        if c.kind == Kind::Spell && p.class == Class::InfernoEmissary {
            p.combo = true;
        }
        let class = p.class;
        self.pay(seat, &pay);
        self.emit(Event::CardPlayed {
            seat,
            card,
            target,
            pay,
        });
        if combo {
            self.emit(Event::ClassAbility { seat, class });
        }
        let piercing = c.keywords.has(Keywords::PIERCING);
        if let Some(by) = self.ward_against(seat, target).filter(|_| !piercing) {
            self.emit(Event::Countered { card, by });
            self.leave(by, tavern_protocol::confix::Zone::Graveyard, true);
            let _ = self.player_mut(seat).graveyard.try_push(c);
            return;
        }
        let target = match self.redirect_against(seat, target).filter(|_| !piercing) {
            Some(by) => {
                self.emit(Event::Redirected { card, by, to: seat });
                self.leave(by, tavern_protocol::confix::Zone::Graveyard, true);
                Target::Player { seat }
            }
            None => target,
        };
        let ctx = self.cast_ctx(seat, c, target, None);
        self.strike_illusion(seat, target);
        match c.kind {
            Kind::Spell => {
                self.run(c.play, ctx);
                let _ = self.player_mut(seat).graveyard.try_push(c);
            }
            Kind::Creature | Kind::Object => {
                let side = match (c.target, target) {
                    (TargetRule::Player | TargetRule::EnemyPlayer, Target::Player { seat: s }) => s,
                    _ => seat,
                };
                let sick = c.kind == Kind::Creature && !c.keywords.has(Keywords::SWIFT);
                if let Some(uid) = self.enter(c, seat, side, sick) {
                    let ctx = Ctx {
                        source: Some(uid),
                        affected: side,
                        ..ctx
                    };
                    self.run(c.play, ctx);
                }
            }
        }
    }

    /// `seat` answers the "may": an accepting seat does what the card says, a declining one
    /// suffers its other branch.
    fn answer_may(&mut self, seat: Seat, accepted: bool) {
        let Some(may) = self.may.as_mut() else {
            return;
        };
        may.deciders.retain(|s| *s != seat);
        let (card, ctx, ops) = (
            may.card,
            Ctx {
                decider: seat,
                ..may.ctx
            },
            if accepted { may.yes } else { may.no },
        );
        if may.deciders.is_empty() {
            self.may = None;
        }
        self.emit(Event::MayAnswered {
            seat,
            card: card.id,
            accepted,
        });
        self.run(ops, ctx);
    }
}
