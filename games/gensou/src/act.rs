//! Listing the legal actions and applying one. Every candidate is listed only if its check
//! passes, so listing and applying agree. The lists are ordered so that a player who always
//! takes the first action (the server's bot) makes progress: cards before passing, passing
//! before replacing equipment or filling the spell-power zone, and every repeatable action
//! used up by the cards it consumes.

use tavern_protocol::gensou::{Action, CardId, Event, Phase, Release, Role, Window};
use tavern_protocol::{DecisionKind, Seat};

use crate::defs::{Body, Card};
use crate::state::{take, Equip, InEffect, OnField, HAND_LIMIT};
use crate::Gensou;

/// Each card once, in the order given.
fn distinct<'a>(cards: impl Iterator<Item = &'a &'static Card>) -> Vec<&'static Card> {
    let mut seen: Vec<&'static Card> = Vec::new();
    for &c in cards {
        if !seen.contains(&c) {
            seen.push(c);
        }
    }
    seen
}

/// Each card id once, in ascending order (the order of a deck is never shown, not even to its
/// owner).
fn sorted_ids<'a>(cards: impl Iterator<Item = &'a &'static Card>) -> Vec<CardId> {
    let mut ids: Vec<CardId> = cards.map(|c| c.id).collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

impl Gensou {
    /// Appends `action` when its check passes.
    fn offer(&self, seat: Seat, kind: DecisionKind, action: Action, out: &mut Vec<Action>) {
        if self.check(seat, kind, action).is_ok() {
            out.push(action);
        }
    }

    /// Appends `make(card, payment)` for each card of the hand satisfying `filter`, with the
    /// suggested payment of its cost.
    fn offer_paid(
        &self,
        seat: Seat,
        kind: DecisionKind,
        filter: impl Fn(&Card) -> bool,
        make: impl Fn(CardId, u8) -> Action,
        out: &mut Vec<Action>,
    ) {
        for c in distinct(self.player(seat).hand.iter()) {
            if !filter(c) {
                continue;
            }
            let final_spell = c.battle().is_some_and(|b| b.final_spell);
            let cost = if final_spell {
                0
            } else {
                self.cost_of(seat, c)
            };
            if let Some(power) = self.suggest_payment(seat, cost) {
                self.offer(seat, kind, make(c.id, power), out);
            }
        }
    }

    /// Every legal action of `seat`, whose decision is `kind`.
    pub(crate) fn list_actions(&self, seat: Seat, kind: DecisionKind, out: &mut Vec<Action>) {
        let p = self.player(seat);
        match kind {
            DecisionKind::Search => {
                out.extend(
                    sorted_ids(p.deck.iter())
                        .into_iter()
                        .map(|card| Action::Search { card }),
                );
            }
            DecisionKind::Release => {
                out.extend(
                    sorted_ids(p.deck.iter().filter(|c| c.is_spell()))
                        .into_iter()
                        .map(|card| Action::Release { card }),
                );
                out.push(Action::NoRelease);
            }
            DecisionKind::Counter => {
                let instant = |c: &Card| matches!(c.body, Body::Instant(_));
                let battle = |c: &Card| c.battle().is_some();
                self.offer_paid(
                    seat,
                    kind,
                    instant,
                    |card, power| Action::UseItem { card, power },
                    out,
                );
                self.offer_paid(
                    seat,
                    kind,
                    battle,
                    |card, power| Action::Counter { card, power },
                    out,
                );
                out.push(Action::NoCounter);
            }
            DecisionKind::Trap => {
                for slot in 0..2 {
                    self.offer(seat, kind, Action::Trigger { slot }, out);
                }
                out.push(Action::NoTrap);
            }
            DecisionKind::Act if self.window == Window::Discard => {
                out.extend(
                    sorted_ids(p.hand.iter())
                        .into_iter()
                        .map(|card| Action::Discard { card }),
                );
            }
            DecisionKind::Act => match self.phase {
                Phase::Change => self.list_change(seat, out),
                Phase::Set => self.list_set(seat, out),
                Phase::Battle => self.list_battle(seat, out),
                _ => {}
            },
            _ => {}
        }
    }

    /// CHANGE: standing a character up when there is no CENTER, placing characters, going
    /// HYPER, swapping the CENTER, changing nothing.
    fn list_change(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = self.player(seat);
        let kind = DecisionKind::Act;
        let supports: Vec<CardId> = p
            .characters
            .iter()
            .filter(|c| c.role == Role::Support)
            .map(|c| c.card.id)
            .collect();
        let center = p.center().is_some();
        if !center {
            for &card in &supports {
                self.offer(seat, kind, Action::SetCenter { card }, out);
            }
        }
        for c in distinct(p.hand.iter()) {
            self.offer(seat, kind, Action::PlaceSupport { card: c.id }, out);
        }
        self.offer(seat, kind, Action::GoHyper, out);
        if center {
            for &card in &supports {
                self.offer(seat, kind, Action::SetCenter { card }, out);
            }
        }
        out.push(Action::SkipChange);
    }

    /// SET: traps into free slots, state cards, power cards while the hand is over the limit,
    /// ending the phase, then replacing equipment and the other power cards.
    fn list_set(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = self.player(seat);
        let kind = DecisionKind::Act;
        let hand = distinct(p.hand.iter());
        let free: Vec<u8> = (0..2)
            .filter(|&s| p.equipment[usize::from(s)].is_none())
            .collect();
        let taken: Vec<u8> = (0..2)
            .filter(|&s| p.equipment[usize::from(s)].is_some())
            .collect();
        for c in &hand {
            for &slot in &free {
                self.offer(seat, kind, Action::SetTrap { card: c.id, slot }, out);
            }
        }
        let state = |c: &Card| matches!(c.body, Body::State(_));
        self.offer_paid(
            seat,
            kind,
            state,
            |card, power| Action::PlayState { card, power },
            out,
        );
        let crowded = p.hand.len() > HAND_LIMIT;
        if crowded {
            for c in &hand {
                self.offer(seat, kind, Action::SetPower { card: c.id }, out);
            }
        }
        out.push(Action::EndSet);
        for c in &hand {
            for &slot in &taken {
                self.offer(seat, kind, Action::SetTrap { card: c.id, slot }, out);
            }
        }
        if !crowded {
            for c in &hand {
                self.offer(seat, kind, Action::SetPower { card: c.id }, out);
            }
        }
    }

    /// BATTLE: declarations, instant items, lasting items into free slots (equipment is
    /// replaced only in SET), state cards, ending the battle.
    fn list_battle(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = self.player(seat);
        let kind = DecisionKind::Act;
        let battle = |c: &Card| c.battle().is_some();
        let instant = |c: &Card| matches!(c.body, Body::Instant(_));
        let lasting = |c: &Card| matches!(c.body, Body::Lasting(_));
        let state = |c: &Card| matches!(c.body, Body::State(_));
        self.offer_paid(
            seat,
            kind,
            battle,
            |card, power| Action::Declare { card, power },
            out,
        );
        self.offer_paid(
            seat,
            kind,
            instant,
            |card, power| Action::UseItem { card, power },
            out,
        );
        for slot in (0..2).filter(|&s| p.equipment[usize::from(s)].is_none()) {
            self.offer_paid(
                seat,
                kind,
                lasting,
                |card, power| Action::SetItem { card, slot, power },
                out,
            );
        }
        self.offer_paid(
            seat,
            kind,
            state,
            |card, power| Action::PlayState { card, power },
            out,
        );
        out.push(Action::EndBattle);
    }

    /// The rules' passive answer to `kind`: no counter, no trap, no release, change nothing,
    /// end the phase; for the search and the end-of-turn discard, the first card listed (the
    /// lowest id).
    pub(crate) fn passive_action(&self, seat: Seat, kind: DecisionKind) -> Option<Action> {
        let p = self.player(seat);
        let lowest = |pile: &[&'static Card]| pile.iter().map(|c| c.id).min();
        Some(match kind {
            DecisionKind::Search => Action::Search {
                card: lowest(&p.deck)?,
            },
            DecisionKind::Release => Action::NoRelease,
            DecisionKind::Counter => Action::NoCounter,
            DecisionKind::Trap => Action::NoTrap,
            DecisionKind::Act if self.window == Window::Discard => Action::Discard {
                card: lowest(&p.hand)?,
            },
            DecisionKind::Act => match self.phase {
                Phase::Change => Action::SkipChange,
                Phase::Set => Action::EndSet,
                _ => Action::EndBattle,
            },
            _ => return None,
        })
    }

    /// Applies a checked action.
    pub(crate) fn perform(&mut self, seat: Seat, action: Action) {
        let card = |id: CardId| crate::cards::card(id);
        match action {
            Action::Search { card: id } => {
                self.player_mut(seat).searched = card(id);
                self.emit_private(
                    seat,
                    Event::SearchChosen {
                        seat,
                        card: Some(id),
                    },
                    Event::SearchChosen { seat, card: None },
                );
                if self.players.iter().all(|p| p.searched.is_some()) {
                    self.reveal_searches();
                }
            }
            Action::Release { card: id } => {
                let p = self.player_mut(seat);
                if let Some(c) = card(id) {
                    take(&mut p.deck, c);
                    p.hand.push(c);
                }
                p.release = Release::Spent;
                self.emit(Event::Revealed { seat, card: id });
            }
            Action::NoRelease => {
                self.player_mut(seat).release = Release::Spent;
                self.emit(Event::Passed { seat });
            }
            Action::PlaceSupport { card: id } => {
                if let Some(c) = card(id) {
                    let p = self.player_mut(seat);
                    p.take_from_hand(c);
                    p.characters.push(OnField {
                        card: c,
                        role: Role::Support,
                    });
                }
                self.emit(Event::SupportPlaced { seat, card: id });
                self.set();
            }
            Action::SetCenter { card: id } => {
                for c in &mut self.player_mut(seat).characters {
                    c.role = if c.card.id == id {
                        Role::Center
                    } else {
                        Role::Support
                    };
                }
                self.emit(Event::CenterSet { seat, card: id });
                self.set();
            }
            Action::GoHyper => {
                let p = self.player_mut(seat);
                if let Some(c) = p.characters.iter_mut().find(|c| c.role == Role::Center) {
                    c.role = Role::Hyper;
                    let card = c.card.id;
                    self.emit(Event::HyperEntered { seat, card });
                }
                self.set();
            }
            Action::SkipChange => self.set(),
            Action::SetPower { card: id } => {
                if let Some(c) = card(id) {
                    let p = self.player_mut(seat);
                    p.take_from_hand(c);
                    p.power.push(c);
                }
                self.emit_private(
                    seat,
                    Event::PowerSet {
                        seat,
                        card: Some(id),
                    },
                    Event::PowerSet { seat, card: None },
                );
            }
            Action::SetTrap { card: id, slot } => {
                if let Some(c) = card(id) {
                    self.equip(seat, slot, c, true);
                }
                self.emit_private(
                    seat,
                    Event::TrapSet {
                        seat,
                        slot,
                        card: Some(id),
                    },
                    Event::TrapSet {
                        seat,
                        slot,
                        card: None,
                    },
                );
            }
            Action::EndSet => self.battle(),
            Action::PlayState { card: id, power } => {
                if let Some(c) = card(id) {
                    self.play_state(seat, c, power);
                }
            }
            Action::Declare { card: id, power } => {
                if let Some(c) = card(id) {
                    self.declare(c, power);
                }
            }
            Action::SetItem {
                card: id,
                slot,
                power,
            } => {
                if let Some(c) = card(id) {
                    let cost = self.cost_of(seat, c);
                    self.pay(seat, cost, power);
                    self.equip(seat, slot, c, false);
                    self.emit(Event::ItemSet {
                        seat,
                        slot,
                        card: id,
                    });
                }
            }
            Action::UseItem { card: id, power } => {
                if let Some(c) = card(id) {
                    self.use_item(seat, c, power);
                }
            }
            Action::EndBattle => self.end_battle(),
            Action::Counter { card: id, power } => {
                if let Some(c) = card(id) {
                    self.counter(c, power);
                }
            }
            Action::NoCounter => {
                self.emit(Event::Passed { seat });
                self.settle();
            }
            Action::Trigger { slot } => self.trigger(seat, slot),
            Action::NoTrap => {
                self.emit(Event::Passed { seat });
                self.close_trap_window();
            }
            Action::Discard { card: id } => {
                if let Some(c) = card(id) {
                    let p = self.player_mut(seat);
                    p.take_from_hand(c);
                    p.discard.push(c);
                }
                self.emit(Event::Discarded { seat, card: id });
                self.end_or_discard();
            }
        }
    }

    /// Puts `card` from the hand into equipment `slot`; a card already there goes face up to
    /// the discard pile.
    fn equip(&mut self, seat: Seat, slot: u8, card: &'static Card, face_down: bool) {
        let p = self.player_mut(seat);
        p.take_from_hand(card);
        let old = p.equipment[usize::from(slot)].replace(Equip { card, face_down });
        if let Some(old) = old {
            p.discard.push(old.card);
            self.emit(Event::Discarded {
                seat,
                card: old.card.id,
            });
        }
    }

    /// A state spell card: paid for, it takes effect until its printed end.
    fn play_state(&mut self, seat: Seat, card: &'static Card, power: u8) {
        let Body::State(s) = &card.body else { return };
        let cost = self.cost_of(seat, card);
        self.pay(seat, cost, power);
        let p = self.player_mut(seat);
        p.take_from_hand(card);
        p.states.push(InEffect {
            card,
            lasts: s.lasts,
        });
        self.emit(Event::StatePlayed {
            seat,
            card: card.id,
        });
    }

    /// An instant item: paid for, it goes face up to the discard pile and its effects resolve.
    /// If they broke the attacking card, the clash is over.
    fn use_item(&mut self, seat: Seat, card: &'static Card, power: u8) {
        let Body::Instant(item) = &card.body else {
            return;
        };
        let cost = self.cost_of(seat, card);
        self.pay(seat, cost, power);
        let p = self.player_mut(seat);
        p.take_from_hand(card);
        p.discard.push(card);
        self.emit(Event::ItemUsed {
            seat,
            card: card.id,
        });
        self.resolve(seat, item.ops);
        if self.clash.is_none() {
            self.window = Window::Main;
        }
    }

    /// A face-down trap is revealed, goes to the discard pile and resolves. Its owner may
    /// trigger another while one stays face down and the clash it answers stands.
    fn trigger(&mut self, seat: Seat, slot: u8) {
        let p = self.player_mut(seat);
        let Some(e) = p.equipment[usize::from(slot)].take() else {
            return;
        };
        p.discard.push(e.card);
        self.emit(Event::TrapTriggered {
            seat,
            slot,
            card: e.card.id,
        });
        if let Body::Trap(trap) = &e.card.body {
            self.resolve(seat, trap.ops);
        }
        if self.result.is_some() {
            return;
        }
        let stands = self.window == Window::TrapOnDamage || self.clash.is_some();
        if !(stands && self.player(seat).has_face_down()) {
            self.close_trap_window();
        }
    }

    /// The trap window closes: after the attacker's declaration comes the counter decision,
    /// after the counter the settlement, after damage the attacker's next action.
    fn close_trap_window(&mut self) {
        match self.window {
            Window::TrapOnDeclare => self.open_counter(),
            Window::TrapOnCounter => self.settle(),
            _ => self.window = Window::Main,
        }
    }
}
