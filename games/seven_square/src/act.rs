//! Listing the legal actions and applying a checked one.
//!
//! The list is ordered so that a bot taking the first listed action plays a game that ends:
//! deployments, then shots, builds and heals, then moves that bring a card closer to the
//! enemy general, then first aid, then battles (dragging in a field only if it is not the
//! player's own), then mounting, then fights against the enemy's fields, then `end_turn`. What
//! would only stall the game (moves that do not close in, the own general's moves, fights
//! against the player's own fields) comes after `end_turn`. Each turn's actions are bounded
//! (hand, IP, 3 cards, one action a card, each square fought once, mounting cannot be undone),
//! and each turn draws a card, so every match ends.

use tavern_protocol::seven_square::{
    Action, CardId, Event, HandMask, Phase, PieceId, Refill, Source, Square,
};
use tavern_protocol::{DecisionKind, Seat};

use arrayvec::ArrayVec;

use crate::board::{Field, Piece, Rider, Squares, MAX_PIECES};
use crate::cards::{Ability, Card, Kind};
use crate::check::Plan;
use crate::SevenSquare;

/// Distinct cards of a pile, in pile order (each at its first copy).
fn distinct(pile: &[Card]) -> impl Iterator<Item = Card> + '_ {
    pile.iter()
        .enumerate()
        .filter(|&(i, c)| !pile[..i].contains(c))
        .map(|(_, &c)| c)
}

impl SevenSquare {
    /// Appends every legal action of `seat` to `out`.
    pub(crate) fn list_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        match self.decision(seat) {
            Some(DecisionKind::PlaceGeneral) => {
                let mut ids: Vec<CardId> = self.player(seat).deck.iter().map(|c| c.id).collect();
                ids.sort();
                ids.dedup();
                out.extend(
                    ids.into_iter()
                        .filter(|&card| self.check_place_general(seat, card).is_ok())
                        .map(|card| Action::PlaceGeneral { card }),
                );
            }
            Some(DecisionKind::Redraw) => {
                let n = self.player(seat).hand.len().min(16);
                out.extend(
                    (0..1u32 << n)
                        .map(|m| HandMask(m as u16))
                        .filter(|&cards| self.check_redraw(seat, cards).is_ok())
                        .map(|cards| Action::Redraw { cards }),
                );
            }
            Some(_) => self.list_turn(out),
            None => {}
        }
    }

    /// Where the enemy general stands, if it does.
    fn enemy_general(&self) -> Option<Square> {
        let them = self.current.other();
        self.board
            .pieces()
            .iter()
            .find(|p| p.carries_general() == Some(them))
            .map(|p| p.at)
    }

    /// The current player's actions, in the order described at the top of this module.
    fn list_turn(&self, out: &mut Vec<Action>) {
        let me = self.current;
        let target = self.enemy_general();
        let closer =
            |from: Square, to: Square| target.is_some_and(|g| to.distance(g) < from.distance(g));
        let mut later: Vec<Action> = Vec::new();
        if self.open(Phase::Deploy).is_ok() {
            let p = self.player(me);
            // Deployment squares with room for one more of the player's cards: the others
            // refuse every card alike, so they are left out before trying each card.
            let mut squares: ArrayVec<Square, { Square::COUNT }> = self
                .board
                .fields()
                .iter()
                .filter(|f| f.card.deploys().is_some())
                .map(|f| f.at)
                .filter(|&at| self.check_deploy_room(at).is_ok())
                .collect();
            squares.sort_by_key(|s| (target.map_or(0, |g| s.distance(g)), s.index()));
            for (from, pile) in [(Source::Hand, &p.hand), (Source::Temple, &p.temple)] {
                let deployable = distinct(pile).filter(|c| !matches!(c.kind, Kind::Field { .. }));
                for c in deployable {
                    for &at in &squares {
                        let a = Action::Deploy {
                            card: c.id,
                            at,
                            from,
                        };
                        if self.check_deploy(c.id, at, from).is_ok() {
                            out.push(a);
                        }
                    }
                }
            }
        }
        if self.open(Phase::Move).is_ok() {
            let actors: ArrayVec<&Piece, MAX_PIECES> = self
                .board
                .pieces()
                .iter()
                .filter(|p| self.check_may_act(p).is_ok())
                .collect();
            let mut shots = Vec::new();
            let mut builds = Vec::new();
            let mut heals = Vec::new();
            let mut moves: Vec<(u8, Action)> = Vec::new();
            let fields_in_hand: Vec<Card> = distinct(&self.player(me).hand)
                .filter(|c| matches!(c.kind, Kind::Field { .. }))
                .collect();
            for p in &actors {
                let shoots = p.abilities().any(|a| matches!(a, Ability::Shoot { .. }));
                let heal = p.abilities().any(|a| matches!(a, Ability::Heal { .. }));
                let fighters = self
                    .board
                    .pieces()
                    .iter()
                    .filter(|t| (shoots || heal) && t.fights());
                // Only the enemy's fighters can be shot, only the player's healed.
                for t in fighters {
                    let theirs = t.controller() != me;
                    if shoots && theirs && self.check_shoot(p.id, t.id).is_ok() {
                        let a = Action::Shoot {
                            piece: p.id,
                            target: t.id,
                        };
                        if t.carries_general().is_some() {
                            shots.insert(0, a);
                        } else {
                            shots.push(a);
                        }
                    }
                    if heal && !theirs && self.check_heal(p.id, t.id).is_ok() {
                        heals.push(Action::Heal {
                            piece: p.id,
                            target: t.id,
                        });
                    }
                }
                let engineer = p.is_engineer();
                for c in fields_in_hand.iter().filter(|_| engineer) {
                    for refill in [Some(Refill::Search), Some(Refill::Draw), None] {
                        if self.check_build(p.id, c.id, refill).is_ok() {
                            builds.push(Action::Build {
                                piece: p.id,
                                card: c.id,
                                refill,
                            });
                        }
                    }
                }
                if p.movement() > 0 {
                    for to in self.board.reach(p).iter() {
                        let a = Action::Move { piece: p.id, to };
                        if p.carries_general() == Some(me) || !closer(p.at, to) {
                            later.push(a);
                        } else {
                            let d = target.map_or(0, |g| to.distance(g));
                            moves.push((d, a));
                        }
                    }
                }
            }
            moves.sort_by_key(|(d, _)| *d);
            out.extend(shots);
            out.extend(builds);
            out.extend(heals);
            out.extend(moves.into_iter().map(|(_, a)| a));
        }
        self.list_battle(out, &mut later);
        out.push(Action::EndTurn);
        out.extend(later);
    }

    /// First aid (before the battles it may turn), fights and mounting, with what would only
    /// stall the game put in `later`.
    fn list_battle(&self, out: &mut Vec<Action>, later: &mut Vec<Action>) {
        let me = self.current;
        let medics = self.board.pieces().iter().filter(|p| {
            p.controller() == me && p.abilities().any(|a| matches!(a, Ability::FirstAid(_)))
        });
        for p in medics {
            for t in self.board.at(p.at) {
                if self.check_first_aid(p.id, t.id).is_ok() {
                    out.push(Action::FirstAid {
                        piece: p.id,
                        target: t.id,
                    });
                }
            }
        }
        // Every fight needs one of the player's fighters on its square.
        let mut squares = Squares::default();
        for p in self.board.pieces() {
            if p.fights() && p.controller() == me {
                squares.insert(p.at);
            }
        }
        let mut fields_to_fight = Vec::new();
        for at in squares.iter() {
            let due = self.check_fight(at, false).is_ok();
            let with_field = self.check_fight(at, true).is_ok();
            let own_field = self.board.field_at(at).is_some_and(|f| f.owner == me);
            match (due, with_field) {
                (true, true) if own_field => {
                    out.push(Action::Fight { at, field: false });
                    out.push(Action::Fight { at, field: true });
                }
                (true, true) => {
                    out.push(Action::Fight { at, field: true });
                    out.push(Action::Fight { at, field: false });
                }
                (true, false) => out.push(Action::Fight { at, field: false }),
                (false, true) if own_field => later.push(Action::Fight { at, field: true }),
                (false, true) => fields_to_fight.push(Action::Fight { at, field: true }),
                (false, false) => {}
            }
        }
        let units = self
            .board
            .pieces()
            .iter()
            .filter(|u| u.is_unit() && u.controller() == me);
        for u in units {
            for m in self.board.at(u.at).filter(|m| m.is_mount()) {
                if self.check_mount(u.id, m.id).is_ok() {
                    out.push(Action::Mount {
                        unit: u.id,
                        mount: m.id,
                    });
                }
            }
        }
        out.extend(fields_to_fight);
    }

    /// Applies a checked action.
    pub(crate) fn perform(&mut self, seat: Seat, action: Action, plan: Plan) {
        let index = match plan {
            Plan::Card(i) => i,
            _ => 0,
        };
        let amount = match plan {
            Plan::Amount(n) => n,
            _ => 0,
        };
        match action {
            Action::PlaceGeneral { .. } => self.place_general(seat, index),
            Action::Redraw { cards } => self.redraw(seat, cards),
            Action::Deploy { at, from, .. } => self.deploy(index, at, from),
            Action::Move { piece, to } => {
                self.begin_action(piece);
                self.move_piece(piece, to);
            }
            Action::Shoot { piece, target } => {
                self.begin_action(piece);
                self.shoot(piece, target, amount);
            }
            Action::Heal { piece, target } => {
                self.begin_action(piece);
                self.heal(target, amount);
            }
            Action::Build { piece, refill, .. } => {
                self.begin_action(piece);
                self.build(piece, index, refill);
            }
            Action::Fight { at, field } => {
                self.enter(Phase::Battle);
                self.fight(at, field);
            }
            Action::FirstAid { piece, target } => {
                self.enter(Phase::Battle);
                if let Some(p) = self.board.piece_mut(piece) {
                    p.acted = true;
                }
                self.heal(target, amount);
            }
            Action::Mount { unit, mount } => {
                self.enter(Phase::Battle);
                self.mount(unit, mount);
            }
            Action::EndTurn => self.end_turn(),
        }
    }

    /// 出撃: pays the cost and puts the card on the square; it may act from the next turn.
    fn deploy(&mut self, index: usize, at: Square, from: Source) {
        let me = self.current;
        let p = self.player_mut(me);
        let card = match from {
            Source::Hand => p.hand.remove(index),
            Source::Temple => p.temple.remove(index),
        };
        self.pay(card.cost);
        let id = self.board.new_id();
        self.board
            .pieces
            .push(Piece::new(id, card, me, at, self.turn_number));
        self.emit(Event::Deployed {
            seat: me,
            card: card.id,
            piece: id,
            at,
            from,
        });
    }

    /// Pays IP.
    fn pay(&mut self, cost: u8) {
        let me = self.current;
        let p = self.player_mut(me);
        p.ip -= cost.min(p.ip);
        let ip = p.ip;
        if cost > 0 {
            self.emit(Event::IpPaid {
                seat: me,
                paid: cost,
                ip,
            });
        }
    }

    /// A card of the move phase acts (moving, shooting, healing or building): it may not act
    /// again this turn, and it counts towards the 3.
    fn begin_action(&mut self, piece: PieceId) {
        self.enter(Phase::Move);
        self.actions_used += 1;
        if let Some(p) = self.board.piece_mut(piece) {
            p.acted = true;
        }
    }

    /// 移動: the piece (a mount with its riders) goes to its destination.
    fn move_piece(&mut self, piece: PieceId, to: Square) {
        if let Some(p) = self.board.piece_mut(piece) {
            let from = p.at;
            p.at = to;
            self.emit(Event::Moved { piece, from, to });
        }
    }

    /// 工作: pays the field's cost, places it on the engineer's square, then 【補填】 if it has it
    /// and the player did not decline it.
    fn build(&mut self, engineer: PieceId, index: usize, refill: Option<Refill>) {
        let me = self.current;
        let Some(at) = self.board.piece(engineer).map(|p| p.at) else {
            return;
        };
        let card = self.player_mut(me).hand.remove(index);
        self.pay(card.cost);
        let id = self.board.new_id();
        self.board.fields.push(Field {
            id,
            card,
            owner: me,
            at,
            damage: 0,
        });
        self.emit(Event::Built {
            seat: me,
            by: engineer,
            card: card.id,
            piece: id,
            at,
        });
        match refill {
            Some(Refill::Search) => {
                let p = self.player_mut(me);
                let taken = p.deck.iter().position(|c| c.name == card.name).map(|i| {
                    let c = p.deck.remove(i);
                    p.hand.push(c);
                    c.id
                });
                self.emit_private(
                    me,
                    Event::Refilled {
                        seat: me,
                        how: Refill::Search,
                        card: taken,
                    },
                    Event::Refilled {
                        seat: me,
                        how: Refill::Search,
                        card: None,
                    },
                );
            }
            Some(Refill::Draw) => {
                let p = self.player_mut(me);
                let taken = p.deck.pop().map(|c| {
                    p.hand.push(c);
                    c.id
                });
                self.emit_private(
                    me,
                    Event::Refilled {
                        seat: me,
                        how: Refill::Draw,
                        card: taken,
                    },
                    Event::Refilled {
                        seat: me,
                        how: Refill::Draw,
                        card: None,
                    },
                );
            }
            None => {}
        }
    }

    /// 騎乗: the unit leaves its square's list to ride the mount.
    fn mount(&mut self, unit: PieceId, mount: PieceId) {
        let Some(i) = self.board.pieces.iter().position(|p| p.id == unit) else {
            return;
        };
        let u = self.board.pieces.remove(i);
        if let Some(m) = self.board.piece_mut(mount) {
            m.riders.push(Rider {
                id: u.id,
                card: u.card,
                owner: u.owner,
                damage: u.damage,
                general: u.general,
            });
        }
        self.emit(Event::Mounted { unit, mount });
    }
}
