//! The current player's actions: listing the legal ones and applying one that was checked.
//!
//! `list_actions` builds candidates from the state and keeps those `check` accepts. The list is
//! ordered most purposeful first (attacks on enemies, then advancing moves, summons and builds,
//! then abilities and events, then actions on friendly cards, `end_phase` last), because simple
//! bots take the first action they are offered.

use arrayvec::ArrayVec;
use tavern_protocol::summoner_wars::{Action, CardClass, CardId, Cell, Event, Phase};
use tavern_protocol::Seat;

use super::board::{neighbours, Piece};
use super::cards::{Ability, CardDef, Effect};
use super::{Frenzy, SummonerWars};
use tavern_game::Visible;

impl SummonerWars {
    /// Applies a checked action.
    pub(crate) fn perform(&mut self, action: Action) {
        self.perform_action(action);
        self.drop_stale_chances();
    }

    fn perform_action(&mut self, action: Action) {
        let seat = self.current;
        // A Frenzy or a claim is a chance that lasts only until the player's next action.
        let frenzy = self.turn.frenzy.take();
        self.turn.claims.clear();
        match action {
            Action::Summon { card, to } => {
                let Some(def) = self.take_from_hand(card) else {
                    return;
                };
                self.spend_magic(seat, def.cost);
                if self.board.get(to).is_some() {
                    self.destroy(&[(to, seat)], true);
                    if self.result.is_some() {
                        return;
                    }
                }
                self.place(def, to);
            }
            Action::Raise { card, to } => {
                let Ok((raiser, wounds)) = self.check_raise(card, to) else {
                    return;
                };
                let discard = &mut self.player_mut(seat).discard;
                let Some(i) = discard.iter().rposition(|c| c.id == card) else {
                    return;
                };
                let def = discard.remove(i);
                self.turn.raised = true;
                self.place(def, to);
                self.emit(Event::AbilityUsed {
                    from: raiser,
                    target: Some(to),
                });
                self.deal(&[(raiser, wounds)], seat, false);
            }
            Action::Move { from, to } => match frenzy {
                Some(f) if f.at == from => {
                    self.relocate(from, to);
                    self.turn.frenzy = Some(Frenzy {
                        at: to,
                        moved: true,
                    });
                    self.leave_wounds(&[from, to]);
                }
                _ => {
                    let path = self.gentlest_path(from, to);
                    match path.as_slice() {
                        // Out and back: the unit did move, by the space it passed through.
                        &[_, via, _] if from == to => {
                            self.relocate(from, via);
                            self.relocate(via, to);
                        }
                        _ => self.relocate(from, to),
                    }
                    self.turn.moves_used += 1;
                    if let Some(p) = self.board.get_mut(to) {
                        p.moved = true;
                    }
                    self.leave_wounds(&path);
                }
            },
            Action::Build { card, to } => {
                if let Some(def) = self.take_from_hand(card) {
                    self.spend_magic(seat, def.cost);
                    self.place(def, to);
                }
            }
            Action::Attack { from, target } => {
                let extra = frenzy.is_some_and(|f| f.at == from);
                self.attack(from, target, extra);
            }
            Action::Ability { from, target } => self.use_ability(from, target),
            Action::Sacrifice { from, target } => self.sacrifice(from, target),
            Action::Empower { from, card } => {
                if let Some(def) = self.take_from_hand(card) {
                    let _ = self.player_mut(seat).discard.try_push(def);
                    self.emit(Event::CardRevealed { seat, card });
                    self.gain_magic(seat, 1);
                    if let Some(p) = self.board.get_mut(from) {
                        p.bonus = p.bonus.saturating_add(1);
                    }
                }
            }
            Action::Heal { from, target, card } => {
                self.discard_face_down(card);
                self.heal_attack(from, target);
            }
            Action::Claim { from, to } => self.relocate(from, to),
            Action::BlazeStep { from, to } => {
                self.relocate(from, to);
                if let Some(p) = self.board.get_mut(to) {
                    p.blazed = true;
                }
            }
            Action::PlayEvent { card, target } => self.play_event(card, target),
            Action::Discard { card } => {
                self.discard_face_down(card);
                self.gain_magic(seat, 1);
            }
            Action::EndPhase => self.end_phase(),
        }
    }

    /// Dragos destroys a friendly unit (with all its destruction sets off); his specials then
    /// count as hits this turn.
    pub(crate) fn sacrifice(&mut self, from: Cell, target: Cell) {
        let seat = self.current;
        self.emit(Event::AbilityUsed {
            from,
            target: Some(target),
        });
        self.destroy(&[(target, seat)], true);
        if let Some(p) = self.board.get_mut(from) {
            p.specials_hit = true;
        }
    }

    /// Drops the chances that no longer apply once an action is over: a Frenzy whose Fighter
    /// left its space (a Citadel Knight's wound destroyed it), and a claim no unit can take
    /// any more (a Plague Zombie refilled the space, or the Undead Archer is gone).
    fn drop_stale_chances(&mut self) {
        let seat = self.current;
        if let Some(f) = self.turn.frenzy {
            let stands = self
                .board
                .get(f.at)
                .is_some_and(|p| p.controller == seat && p.def.has(|a| *a == Ability::Frenzy));
            if !stands {
                self.turn.frenzy = None;
            }
        }
        let open: ArrayVec<Cell, 16> = self
            .turn
            .claims
            .iter()
            .copied()
            .filter(|&to| {
                self.board
                    .pieces()
                    .any(|(from, _)| self.check_claim(from, to).is_ok())
            })
            .collect();
        self.turn.claims = open;
    }

    fn take_from_hand(&mut self, card: CardId) -> Option<&'static CardDef> {
        let hand = &mut self.player_mut(self.current).hand;
        let i = hand.iter().position(|c| c.id == card)?;
        Some(hand.remove(i))
    }

    fn discard_face_down(&mut self, card: CardId) {
        let seat = self.current;
        if let Some(def) = self.take_from_hand(card) {
            let _ = self.player_mut(seat).discard.try_push(def);
            self.out.push(Visible::Private {
                owner: seat,
                full: Event::CardDiscarded {
                    seat,
                    card: Some(card),
                },
                others: Event::CardDiscarded { seat, card: None },
            });
        }
    }

    /// Puts a new card of the current player on the battlefield.
    fn place(&mut self, def: &'static CardDef, at: Cell) {
        let seat = self.current;
        self.board.put(at, Piece::new(def, seat));
        self.emit(Event::Placed {
            seat,
            card: def.id,
            at,
        });
    }

    fn relocate(&mut self, from: Cell, to: Cell) {
        if let Some(p) = self.board.take(from) {
            self.board.put(to, p);
            self.emit(Event::Moved { from, to });
        }
    }

    /// Wounds a unit of `controller` takes for moving along `path` (each step away from an
    /// adjacent enemy Citadel Knight), and who deals them.
    fn leave_cost(&self, controller: Seat, path: &[Cell]) -> (u8, Option<Seat>) {
        let mut wounds = 0u8;
        let mut by = None;
        for (c, k) in self.board.pieces() {
            if k.controller == controller {
                continue;
            }
            let Some(n) = k.def.find(|a| match a {
                Ability::WoundOnLeave(n) => Some(*n),
                _ => None,
            }) else {
                continue;
            };
            for w in path.windows(2) {
                if w[0].is_adjacent(c) && w[1].distance(c) > w[0].distance(c) {
                    wounds = wounds.saturating_add(n);
                    by = Some(k.controller);
                }
            }
        }
        (wounds, by)
    }

    /// The path from `from` to `to` that costs the fewest Knight wounds (the mover chooses).
    fn gentlest_path(&self, from: Cell, to: Cell) -> ArrayVec<Cell, 3> {
        let mut best: ArrayVec<Cell, 3> = [from, to].into_iter().collect();
        let Some(mover) = self.board.get(from) else {
            return best;
        };
        let mut best_cost = u8::MAX;
        for via in self.board.routes(from, to) {
            let path: ArrayVec<Cell, 3> =
                [Some(from), via, Some(to)].into_iter().flatten().collect();
            let (cost, _) = self.leave_cost(mover.controller, &path);
            if cost < best_cost {
                best_cost = cost;
                best = path;
            }
        }
        best
    }

    /// After a move along `path` (the unit now stands at its end), Citadel Knights wound it.
    fn leave_wounds(&mut self, path: &[Cell]) {
        let Some(&end) = path.last() else {
            return;
        };
        let Some(mover) = self.board.get(end) else {
            return;
        };
        if let (wounds @ 1.., Some(by)) = self.leave_cost(mover.controller, path) {
            self.deal(&[(end, wounds)], by, true);
        }
    }

    fn play_event(&mut self, card: CardId, target: Option<Cell>) {
        let seat = self.current;
        let Some(def) = self.take_from_hand(card) else {
            return;
        };
        let Some(ev) = def.event() else {
            return;
        };
        self.spend_magic(seat, def.cost);
        self.emit(Event::EventPlayed { seat, card, target });
        if ev.active {
            let _ = self.player_mut(seat).active.try_push(def);
        } else {
            let _ = self.player_mut(seat).discard.try_push(def);
        }
        match (ev.effect, target) {
            (Effect::Wound { amount, .. }, Some(t)) => self.deal(&[(t, amount)], seat, true),
            (Effect::Heal { amount }, Some(t)) => self.heal(t, amount),
            (Effect::Magic(n), _) => self.gain_magic(seat, n),
            (Effect::Draw(n), _) => self.draw(seat, n),
            _ => {}
        }
    }

    /// Appends every legal action of the current player, most purposeful first.
    pub(crate) fn list_actions(&self, out: &mut Vec<Action>) {
        let start = out.len();
        let seat = self.current;
        let me = self.player(seat);
        let mut cands: Vec<Action> = Vec::with_capacity(64);
        let own: ArrayVec<Cell, 48> = self
            .board
            .pieces()
            .filter(|(_, p)| p.controller == seat && p.unit().is_some())
            .map(|(c, _)| c)
            .collect();
        let mut hand: ArrayVec<&CardDef, 48> = ArrayVec::new();
        for c in &me.hand {
            if !hand.contains(c) {
                hand.push(c);
            }
        }
        // Every target of a summon, raise, relocation or event holds a card or touches one.
        let near: ArrayVec<Cell, 48> = (0..Cell::COUNT)
            .map(Cell::from_index)
            .filter(|&c| {
                self.board.get(c).is_some() || neighbours(c).any(|n| self.board.get(n).is_some())
            })
            .collect();
        let nearby = near.iter().copied();
        let occupied: ArrayVec<Cell, 48> = self.board.pieces().map(|(c, _)| c).collect();
        for &to in &self.turn.claims {
            cands.extend(own.iter().map(|&from| Action::Claim { from, to }));
        }
        if let Some(f) = self.turn.frenzy {
            cands.extend(neighbours(f.at).map(|to| Action::Move { from: f.at, to }));
        }
        match self.phase {
            Phase::Summon => {
                for def in &hand {
                    for to in nearby.clone() {
                        cands.push(Action::Summon { card: def.id, to });
                    }
                }
                let raisers: ArrayVec<Cell, 48> = own
                    .iter()
                    .copied()
                    .filter(|&c| {
                        self.board
                            .get(c)
                            .is_some_and(|p| p.def.has(|a| matches!(a, Ability::Raise { .. })))
                    })
                    .collect();
                let mut raisable: ArrayVec<CardId, 48> = ArrayVec::new();
                for c in me.discard.iter().filter(|_| !raisers.is_empty()) {
                    if !raisable.contains(&c.id) {
                        raisable.push(c.id);
                    }
                }
                let mut spots: ArrayVec<Cell, 48> = ArrayVec::new();
                for n in raisers.iter().flat_map(|&r| neighbours(r)) {
                    if !spots.contains(&n) {
                        spots.push(n);
                    }
                }
                for card in raisable {
                    cands.extend(spots.iter().map(|&to| Action::Raise { card, to }));
                }
            }
            Phase::Move => {
                for &from in &own {
                    cands.extend(
                        self.board
                            .reachable(from)
                            .into_iter()
                            .map(|to| Action::Move { from, to }),
                    );
                }
            }
            Phase::Build => {
                for def in hand.iter().filter(|d| d.is_structure()) {
                    cands.extend(
                        (0..Cell::COUNT)
                            .map(Cell::from_index)
                            .map(|to| Action::Build { card: def.id, to }),
                    );
                }
            }
            Phase::Attack => self.attack_candidates(&own, &hand, &mut cands),
            Phase::Magic => cands.extend(hand.iter().map(|d| Action::Discard { card: d.id })),
            Phase::Draw => {
                for &from in &own {
                    cands.extend(nearby.clone().map(|to| Action::BlazeStep { from, to }));
                }
            }
        }
        for def in hand.iter().filter(|d| d.event().is_some()) {
            cands.push(Action::PlayEvent {
                card: def.id,
                target: None,
            });
            cands.extend(occupied.iter().map(|&t| Action::PlayEvent {
                card: def.id,
                target: Some(t),
            }));
        }
        cands.push(Action::EndPhase);
        out.extend(cands.into_iter().filter(|a| self.check(a).is_ok()));
        let foe = self.board.summoner(seat.other());
        out[start..].sort_by_cached_key(|a| self.priority(a, foe));
    }

    fn attack_candidates(&self, own: &[Cell], hand: &[&CardDef], cands: &mut Vec<Action>) {
        let targets: ArrayVec<Cell, 48> = self.board.pieces().map(|(c, _)| c).collect();
        for &from in own {
            let Some(p) = self.board.get(from) else {
                continue;
            };
            let has = |f: fn(&Ability) -> bool| p.def.has(f);
            let aims = has(|a| matches!(a, Ability::Blast { .. } | Ability::Seize));
            let sacrifices = has(|a| matches!(a, Ability::Sacrifice { .. }));
            let heals = has(|a| *a == Ability::Heal);
            for &target in &targets {
                cands.push(Action::Attack { from, target });
                if aims {
                    cands.push(Action::Ability {
                        from,
                        target: Some(target),
                    });
                }
                if sacrifices {
                    cands.push(Action::Sacrifice { from, target });
                }
                if heals {
                    cands.extend(hand.iter().map(|def| Action::Heal {
                        from,
                        target,
                        card: def.id,
                    }));
                }
            }
            if has(|a| *a == Ability::GateQuake) {
                cands.push(Action::Ability { from, target: None });
            }
            if has(|a| *a == Ability::DiscardForStrength) {
                for def in hand.iter().filter(|d| d.unit().is_some()) {
                    cands.push(Action::Empower { from, card: def.id });
                }
            }
        }
    }

    /// Sort key: lower comes first. `foe` is where the enemy summoner stands.
    fn priority(&self, a: &Action, foe: Option<Cell>) -> (u8, u8) {
        let seat = self.current;
        let toward = |c: Cell| foe.map_or(0, |s| s.distance(c));
        let enemy = |c: Cell| self.board.get(c).is_some_and(|p| p.controller != seat);
        let rank = |c: Cell| match self.board.get(c) {
            Some(p) if p.def.class == CardClass::Summoner => 0,
            Some(p) if p.unit().is_some() => 1,
            _ => 2,
        };
        match *a {
            Action::Claim { .. } => (0, 0),
            Action::Attack { target, .. } if enemy(target) => (1, rank(target)),
            Action::Move { to, .. } if self.phase == Phase::Attack => (1, 3 + toward(to)),
            Action::Summon { to, .. } | Action::Build { to, .. } => (2, toward(to)),
            Action::Move { from, to } => {
                let summoner = self.board.get(from).is_some_and(|p| p.def.is_summoner());
                (2 + summoner as u8, toward(to))
            }
            Action::Ability { target, .. } if target.is_none_or(enemy) => (4, 0),
            Action::Raise { .. } | Action::Sacrifice { .. } | Action::Empower { .. } => (4, 1),
            Action::PlayEvent { target, .. } => (4, 2 + target.is_some_and(|t| !enemy(t)) as u8),
            Action::Heal { .. } | Action::Discard { .. } | Action::BlazeStep { .. } => (5, 0),
            Action::Attack { .. } | Action::Ability { .. } => (6, 0),
            Action::EndPhase => (9, 0),
        }
    }
}
