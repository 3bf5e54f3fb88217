//! The interpreter of a card's [`Op`]s, and permanents entering and leaving the battlefield.
//!
//! After every op the state is checked: permanents with power at 0 or below die (their "when it
//! dies" effects run), then elementalists at 0 life or below die, all at once. A death can end
//! the match; once it is over, no further op runs.

use arrayvec::ArrayVec;
use tavern_game::MAX_SEATS;
use tavern_protocol::confix::{CardId, Event, Kind, Target, Uid, Zone};
use tavern_protocol::{EndReason, Outcome, Seat};

use crate::cards::planes::PlaneRule;
use crate::cards::{Amount, Keywords, Op, Who, WinCondition};
use crate::{Card, Confix, Ctx, May, Permanent, BATTLEFIELD};

type Seats = ArrayVec<Seat, MAX_SEATS>;
type Uids = ArrayVec<Uid, BATTLEFIELD>;

impl Ctx {
    /// The context of an effect of `controller` with no card, target or permanent (planes).
    pub(crate) fn of(controller: Seat) -> Ctx {
        Ctx {
            controller,
            source: None,
            card: None,
            target: Target::None,
            affected: controller,
            target_power: 0,
            decider: controller,
        }
    }
}

impl Confix {
    /// A six-sided die: a forced face if the testkit set one, else the generator's.
    pub(crate) fn roll_die(&mut self) -> u8 {
        if self.forced.is_empty() {
            self.rng.below(6) as u8 + 1
        } else {
            self.forced.remove(0)
        }
    }

    /// Runs `ops` in order, checking the state after each.
    pub(crate) fn run(&mut self, ops: &'static [Op], ctx: Ctx) {
        for &op in ops {
            if self.result.is_some() {
                return;
            }
            self.op(op, &ctx);
            self.state_check();
        }
    }

    fn op(&mut self, op: Op, ctx: &Ctx) {
        match op {
            Op::Damage(who, amount) => {
                let n = self.amount(amount, ctx);
                for seat in self.seats_of(who, ctx) {
                    self.damage_player(seat, n);
                }
                for uid in self.uids_of(who, ctx) {
                    self.change_power(uid, -(n as i16));
                }
            }
            Op::Heal(who, n) => {
                for seat in self.seats_of(who, ctx) {
                    self.heal(seat, n);
                }
            }
            Op::Draw(who, n) => {
                for seat in self.seats_of(who, ctx) {
                    for _ in 0..n {
                        self.draw(seat);
                    }
                }
            }
            Op::Discard(who, n) => {
                for seat in self.seats_of(who, ctx) {
                    self.discard_random(seat, n);
                }
            }
            Op::Mill(who, n) => {
                for seat in self.seats_of(who, ctx) {
                    for _ in 0..n {
                        let p = self.player_mut(seat);
                        if let Some(c) = p.deck.pop() {
                            let _ = p.graveyard.try_push(c);
                            self.emit(Event::CardDiscarded { seat, card: c.id });
                        }
                    }
                }
            }
            Op::Power(who, d) => {
                for uid in self.uids_of(who, ctx) {
                    self.change_power(uid, d as i16);
                }
            }
            Op::Destroy(who) => {
                for uid in self.uids_of(who, ctx) {
                    self.leave(uid, Zone::Graveyard, true);
                }
            }
            Op::Exile(who) => {
                for uid in self.uids_of(who, ctx) {
                    self.leave(uid, Zone::Exile, false);
                }
            }
            Op::Bounce(who) => {
                for uid in self.uids_of(who, ctx) {
                    self.leave(uid, Zone::Hand, false);
                }
            }
            Op::Steal(who) => self.steal(who, ctx),
            Op::Tap(who) | Op::Untap(who) => {
                let tapped = matches!(op, Op::Tap(_));
                for uid in self.uids_of(who, ctx) {
                    self.set_tapped(uid, tapped);
                }
            }
            Op::Morph(who) => self.morph(who, ctx),
            Op::Summon(token, n) => {
                for _ in 0..n {
                    let sick = !token.keywords.has(Keywords::SWIFT);
                    self.enter(token, ctx.controller, ctx.controller, sick);
                }
            }
            Op::AddRune(e) => {
                let p = self.player_mut(ctx.controller);
                p.runes = p.runes.with(e, p.runes.get(e).saturating_add(1));
                self.emit(Event::RuneAdded {
                    seat: ctx.controller,
                    element: e,
                });
            }
            Op::BreakRune(who) => {
                for seat in self.seats_of(who, ctx) {
                    self.break_rune(seat);
                }
            }
            Op::Recall(n) => self.recall(ctx.controller, n),
            Op::ExileGraveyard(who) => {
                for seat in self.seats_of(who, ctx) {
                    let p = self.player_mut(seat);
                    let cards: Vec<_> = p.graveyard.drain(..).collect();
                    for &c in &cards {
                        let _ = p.exile.try_push(c);
                    }
                    let cards = cards.iter().map(|c| c.id).collect();
                    self.emit(Event::Exiled { seat, cards });
                }
            }
            Op::Shift => self.shift(),
            Op::Chaos => self.chaos(ctx.controller),
            Op::May { who, yes, no } => {
                let deciders = self.seats_of(who, ctx);
                if let (false, Some(card)) = (deciders.is_empty(), ctx.card) {
                    self.may = Some(May {
                        card,
                        deciders,
                        ctx: *ctx,
                        yes,
                        no,
                    });
                }
            }
            Op::LookAtHand(who) => {
                for seat in self.seats_of(who, ctx) {
                    let cards: Vec<_> = self.player(seat).hand.iter().map(|c| c.id).collect();
                    self.show(ctx.controller, seat, Some(cards), None);
                }
            }
            Op::LookAtTop(who) => {
                for seat in self.seats_of(who, ctx) {
                    if let Some(top) = self.player(seat).deck.last().map(|c| c.id) {
                        self.show(ctx.controller, seat, None, Some(top));
                    }
                }
            }
            Op::WinIf(WinCondition::RunesAtLeast(n)) => {
                if self.player(ctx.controller).runes.total() >= n as u16 {
                    let team = self.player(ctx.controller).team;
                    self.win(Some(team), EndReason::CardVictory);
                }
            }
        }
    }

    /// How much an op deals: dice are rolled in public; a spell's damage grows with the
    /// plane's rule and every Amplify object of its controller.
    fn amount(&mut self, amount: Amount, ctx: &Ctx) -> u8 {
        let base = match amount {
            Amount::Fixed(n) => n,
            Amount::Die => {
                let face = self.roll_die();
                self.emit(Event::DieRolled { face });
                face
            }
            Amount::TargetPower => ctx.target_power.clamp(0, u8::MAX as i16) as u8,
        };
        if !ctx.card.is_some_and(|c| c.kind == Kind::Spell) {
            return base;
        }
        let plane = match self.planes.in_force.rule() {
            Some(PlaneRule::SpellDamage(n)) => n,
            _ => 0,
        };
        let amplify = self
            .battlefield
            .iter()
            .filter(|p| p.side == ctx.controller && p.has(Keywords::AMPLIFY))
            .count() as u8;
        base.saturating_add(plane).saturating_add(amplify)
    }

    /// The living elementalists `who` names.
    pub(crate) fn seats_of(&self, who: Who, ctx: &Ctx) -> Seats {
        let all = self.seats().filter(|&s| self.alive(s));
        match who {
            Who::Target => match ctx.target {
                Target::Player { seat } => all.filter(|&s| s == seat).collect(),
                _ => Seats::new(),
            },
            Who::Me => all.filter(|&s| s == ctx.controller).collect(),
            Who::Affected => all.filter(|&s| s == ctx.affected).collect(),
            Who::Decider => all.filter(|&s| s == ctx.decider).collect(),
            Who::EachEnemy => all.filter(|&s| self.enemies(s, ctx.controller)).collect(),
            Who::EachPlayer => all.collect(),
            _ => Seats::new(),
        }
    }

    /// The permanents `who` names, in the order they entered.
    fn uids_of(&mut self, who: Who, ctx: &Ctx) -> Uids {
        let creatures = self.battlefield.iter().filter(|p| p.is_creature());
        match who {
            Who::Target => match ctx.target {
                Target::Permanent { uid } if self.permanent(uid).is_some() => {
                    [uid].into_iter().collect()
                }
                _ => Uids::new(),
            },
            Who::This => ctx
                .source
                .filter(|&u| self.permanent(u).is_some())
                .into_iter()
                .collect(),
            Who::EachCreature => creatures.map(|p| p.uid).collect(),
            Who::EachEnemyCreature => creatures
                .filter(|p| self.enemies(p.side, ctx.controller))
                .map(|p| p.uid)
                .collect(),
            Who::MyCreatures => creatures
                .filter(|p| p.side == ctx.controller)
                .map(|p| p.uid)
                .collect(),
            Who::RandomEnemyCreature => {
                let enemy: Uids = creatures
                    .filter(|p| self.enemies(p.side, ctx.controller))
                    .map(|p| p.uid)
                    .collect();
                if enemy.is_empty() {
                    return enemy;
                }
                let pick = self.rng.below(enemy.len() as u32) as usize;
                [enemy[pick]].into_iter().collect()
            }
            _ => Uids::new(),
        }
    }

    /// Shows `by` alone a hand or a deck's top card of `seat` (the others hear that it was
    /// seen, not what).
    fn show(&mut self, by: Seat, seat: Seat, hand: Option<Vec<CardId>>, top: Option<CardId>) {
        let (full, others) = match (hand, top) {
            (Some(cards), _) => (
                Event::HandSeen {
                    seat,
                    by,
                    cards: Some(cards),
                },
                Event::HandSeen {
                    seat,
                    by,
                    cards: None,
                },
            ),
            (None, card) => (
                Event::DeckTopSeen { seat, by, card },
                Event::DeckTopSeen {
                    seat,
                    by,
                    card: None,
                },
            ),
        };
        self.out.push(tavern_game::Visible::Private {
            owner: by,
            full,
            others,
        });
    }

    /// An elementalist loses life.
    pub(crate) fn damage_player(&mut self, seat: Seat, n: u8) {
        let p = self.player_mut(seat);
        p.life -= n as i16;
        let life = p.life;
        self.emit(Event::Damaged {
            seat,
            amount: n,
            life,
        });
    }

    /// An elementalist gains life (unless the plane forbids it).
    pub(crate) fn heal(&mut self, seat: Seat, n: u8) {
        if self.planes.in_force.rule() == Some(PlaneRule::NoHealing) {
            return;
        }
        let p = self.player_mut(seat);
        p.life += n as i16;
        let life = p.life;
        self.emit(Event::Healed {
            seat,
            amount: n,
            life,
        });
    }

    /// Draws one card, if the deck holds one. Returns whether it did.
    pub(crate) fn draw(&mut self, seat: Seat) -> bool {
        let p = self.player_mut(seat);
        let Some(c) = p.deck.pop() else {
            return false;
        };
        let _ = p.hand.try_push(c);
        self.out.push(tavern_game::Visible::Private {
            owner: seat,
            full: Event::CardDrawn {
                seat,
                card: Some(c.id),
                element: c.element,
            },
            others: Event::CardDrawn {
                seat,
                card: None,
                element: c.element,
            },
        });
        true
    }

    fn discard_random(&mut self, seat: Seat, n: u8) {
        for _ in 0..n {
            let len = self.player(seat).hand.len();
            if len == 0 {
                return;
            }
            let i = self.rng.below(len as u32) as usize;
            let p = self.player_mut(seat);
            let c = p.hand.remove(i);
            let _ = p.graveyard.try_push(c);
            self.emit(Event::CardDiscarded { seat, card: c.id });
        }
    }

    fn break_rune(&mut self, seat: Seat) {
        let p = self.player(seat);
        let Some(e) = tavern_protocol::confix::Element::ALL
            .into_iter()
            .rev()
            .max_by_key(|&e| p.runes.get(e))
            .filter(|&e| p.runes.get(e) > 0)
        else {
            return;
        };
        let p = self.player_mut(seat);
        let left = p.runes.get(e) - 1;
        p.runes = p.runes.with(e, left);
        p.spent = p.spent.with(e, p.spent.get(e).min(left));
        self.emit(Event::RuneLost { seat, element: e });
    }

    fn recall(&mut self, seat: Seat, n: u8) {
        for _ in 0..n {
            let p = self.player_mut(seat);
            let Some(i) = p.graveyard.iter().rposition(|c| c.kind == Kind::Creature) else {
                return;
            };
            let c = p.graveyard.remove(i);
            let _ = p.hand.try_push(c);
            self.emit(Event::CardRecalled { seat, card: c.id });
        }
    }

    fn steal(&mut self, who: Who, ctx: &Ctx) {
        for uid in self.uids_of(who, ctx) {
            if let Some(p) = self.perm_mut(uid).filter(|p| p.is_creature()) {
                p.side = ctx.controller;
                self.emit(Event::ControlChanged {
                    uid,
                    side: ctx.controller,
                });
            }
        }
    }

    fn morph(&mut self, who: Who, ctx: &Ctx) {
        for uid in self.uids_of(who, ctx) {
            if let Some(p) = self.perm_mut(uid).filter(|p| p.is_creature()) {
                p.morphed = true;
                p.power = 1;
                self.emit(Event::Morphed { uid });
                self.emit(Event::PowerChanged { uid, power: 1 });
            }
        }
    }

    pub(crate) fn perm_mut(&mut self, uid: Uid) -> Option<&mut Permanent> {
        self.battlefield.iter_mut().find(|p| p.uid == uid)
    }

    /// A permanent with power gains or loses power.
    pub(crate) fn change_power(&mut self, uid: Uid, d: i16) {
        if let Some(p) = self.perm_mut(uid).filter(|p| p.card.has_power()) {
            p.power += d;
            let power = p.power;
            self.emit(Event::PowerChanged { uid, power });
        }
    }

    /// Taps or untaps a permanent (an event only when it changes).
    pub(crate) fn set_tapped(&mut self, uid: Uid, tapped: bool) {
        if let Some(p) = self.perm_mut(uid).filter(|p| p.tapped != tapped) {
            p.tapped = tapped;
            self.emit(Event::TapChanged { uid, tapped });
        }
    }

    /// A card enters the battlefield in front of `side`; `None` if the battlefield is full
    /// (the card goes to its owner's graveyard; a token does not appear).
    pub(crate) fn enter(&mut self, card: Card, owner: Seat, side: Seat, sick: bool) -> Option<Uid> {
        let uid = Uid(self.next_uid);
        let p = Permanent {
            uid,
            card,
            owner,
            side,
            power: card.power as i16,
            tapped: false,
            sick,
            morphed: false,
        };
        if self.battlefield.try_push(p).is_err() {
            if !card.token {
                let _ = self.player_mut(owner).graveyard.try_push(card);
            }
            return None;
        }
        self.next_uid += 1;
        let permanent = self.permanent_view(&p);
        self.emit(Event::Entered { permanent });
        Some(uid)
    }

    /// A permanent leaves the battlefield for `to` (a token is gone instead). With `triggers`,
    /// going to the graveyard runs its "when it dies" effects, and an Undying creature returns
    /// to its owner's hand instead. A card bound for a dead owner's hand goes to the graveyard.
    pub(crate) fn leave(&mut self, uid: Uid, to: Zone, triggers: bool) {
        let Some(i) = self.battlefield.iter().position(|p| p.uid == uid) else {
            return;
        };
        let p = self.battlefield.remove(i);
        self.combat.attacks.retain(|a| a.0 != uid);
        self.combat.defenders.retain(|d| d.0 != uid);
        let mut zone = to;
        if to == Zone::Graveyard && triggers && p.has(Keywords::UNDYING) {
            zone = Zone::Hand;
        }
        if zone == Zone::Hand && !self.alive(p.owner) {
            zone = Zone::Graveyard;
        }
        if p.card.token {
            zone = Zone::Gone;
        }
        let owner = self.player_mut(p.owner);
        let _ = match zone {
            Zone::Graveyard => owner.graveyard.try_push(p.card),
            Zone::Exile => owner.exile.try_push(p.card),
            Zone::Hand => owner.hand.try_push(p.card),
            Zone::Gone => Ok(()),
        };
        self.emit(Event::Left {
            uid,
            card: p.card.id,
            to: zone,
        });
        if triggers && zone == Zone::Graveyard && !p.morphed && !p.card.dies.is_empty() {
            let ctx = Ctx {
                card: Some(p.card),
                affected: p.side,
                ..Ctx::of(p.side)
            };
            self.emit(Event::Triggered {
                uid,
                card: p.card.id,
            });
            self.run(p.card.dies, ctx);
        }
    }

    /// Permanents at 0 power die (with their effects), then elementalists at 0 life die, until
    /// nothing changes.
    pub(crate) fn state_check(&mut self) {
        loop {
            if let Some(p) = self
                .battlefield
                .iter()
                .find(|p| p.card.has_power() && p.power <= 0)
            {
                let uid = p.uid;
                self.leave(uid, Zone::Graveyard, true);
                continue;
            }
            let dying: Seats = self
                .seats()
                .filter(|&s| self.alive(s) && self.player(s).life <= 0)
                .collect();
            if !dying.is_empty() {
                self.kill(&dying);
            }
            return;
        }
    }

    /// Elementalists die together: their deck, hand and permanents go to the owners' graveyards
    /// without any "when it dies" effect; then the match may be over.
    pub(crate) fn kill(&mut self, seats: &[Seat]) {
        for &seat in seats {
            let p = self.player_mut(seat);
            p.alive = false;
            let cards: ArrayVec<Card, { crate::ZONE * 2 }> =
                p.hand.drain(..).chain(p.deck.drain(..)).collect();
            for c in cards {
                let _ = p.graveyard.try_push(c);
            }
            self.emit(Event::Died { seat });
            let theirs: Uids = self
                .battlefield
                .iter()
                .filter(|p| p.side == seat)
                .map(|p| p.uid)
                .collect();
            for uid in theirs {
                self.leave(uid, Zone::Graveyard, false);
            }
            self.combat.declaring.retain(|s| *s != seat);
            self.combat.queue.retain(|b| b.defender != seat);
        }
        if self.result.is_none() {
            let mut teams = ArrayVec::<u8, MAX_SEATS>::new();
            for s in self.seats().filter(|&s| self.alive(s)) {
                let t = self.player(s).team;
                if !teams.contains(&t) {
                    teams.push(t);
                }
            }
            if teams.len() <= 1 {
                let reason = if self.forfeiting {
                    EndReason::Forfeit
                } else {
                    EndReason::Defeat
                };
                self.win(teams.first().copied(), reason);
            }
        }
    }

    /// Ends the match: every seat of `team` wins (a draw when no team is left).
    pub(crate) fn win(&mut self, team: Option<u8>, reason: EndReason) {
        if self.result.is_some() {
            return;
        }
        self.result = Some(match team {
            Some(t) => Outcome::team_wins(
                t,
                self.seats().filter(|&s| self.player(s).team == t).collect(),
                reason,
            ),
            None => Outcome::Draw {
                reason: EndReason::SimultaneousDefeat,
            },
        });
        self.may = None;
    }
}
