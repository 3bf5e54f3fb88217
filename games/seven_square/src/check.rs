//! Whether an action is legal, on `&self`, with a typed error when it is not. One check per
//! action kind; `act` lists legal actions through the same checks, so listing and applying
//! always agree.

use tavern_protocol::seven_square::{
    Action, CardId, HandMask, Phase, PieceId, Refill, Source, Square,
};
use tavern_protocol::Seat;

use arrayvec::ArrayVec;

use crate::board::{Piece, Rider, MAX_RIDERS, SQUARE_LIMIT};
use crate::cards::{Ability, Deploys, Kind};
use crate::{Illegal, SevenSquare, ACTIONS_PER_TURN};

/// What a successful check found, so that applying needs no second search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Plan {
    /// The position of the card in the deck, hand or temple it comes from.
    Card(usize),
    /// Damage to deal or life to give back.
    Amount(u8),
    /// Nothing more is needed.
    Go,
}

impl SevenSquare {
    /// Checks `action` by `seat`, which has a decision now.
    pub(crate) fn check(&self, seat: Seat, action: &Action) -> Result<Plan, Illegal> {
        match *action {
            Action::PlaceGeneral { card } => self.check_place_general(seat, card).map(Plan::Card),
            Action::Redraw { cards } => self.check_redraw(seat, cards).map(|()| Plan::Go),
            Action::Deploy { card, at, from } => self.check_deploy(card, at, from).map(Plan::Card),
            Action::Move { piece, to } => self.check_move(piece, to).map(|()| Plan::Go),
            Action::Shoot { piece, target } => self.check_shoot(piece, target).map(Plan::Amount),
            Action::Heal { piece, target } => self.check_heal(piece, target).map(Plan::Amount),
            Action::Build {
                piece,
                card,
                refill,
            } => self.check_build(piece, card, refill).map(Plan::Card),
            Action::Fight { at, field } => self.check_fight(at, field).map(|()| Plan::Go),
            Action::FirstAid { piece, target } => {
                self.check_first_aid(piece, target).map(Plan::Amount)
            }
            Action::Mount { unit, mount } => self.check_mount(unit, mount).map(|()| Plan::Go),
            Action::EndTurn => self.open(Phase::Battle).map(|()| Plan::Go),
        }
    }

    /// Whether an action of `phase` may be taken now: setup actions during setup; a turn's
    /// actions in their own phase or, by ending the earlier phases, from an earlier one.
    pub(crate) fn open(&self, phase: Phase) -> Result<(), Illegal> {
        let ok = if phase == Phase::Setup {
            self.phase == Phase::Setup
        } else {
            self.phase != Phase::Setup && self.phase <= phase
        };
        if ok {
            Ok(())
        } else {
            Err(Illegal::WrongPhase { now: self.phase })
        }
    }

    /// Setup: a 【威光】 unit of the deck may become the general, once. Returns its position
    /// in the deck.
    pub(crate) fn check_place_general(&self, seat: Seat, card: CardId) -> Result<usize, Illegal> {
        self.open(Phase::Setup)?;
        let p = self.player(seat);
        if p.general_placed {
            return Err(Illegal::AlreadyDone);
        }
        let i = p
            .deck
            .iter()
            .position(|c| c.id == card)
            .ok_or(Illegal::NotInDeck(card))?;
        if !p.deck[i].is_prestige_unit() {
            return Err(Illegal::NotPrestige(card));
        }
        Ok(i)
    }

    /// Setup: once, after the general, any set of hand positions.
    pub(crate) fn check_redraw(&self, seat: Seat, cards: HandMask) -> Result<(), Illegal> {
        self.open(Phase::Setup)?;
        let p = self.player(seat);
        if !p.general_placed {
            return Err(Illegal::GeneralFirst);
        }
        if p.redrawn {
            return Err(Illegal::AlreadyDone);
        }
        let hand = p.hand.len() as u8;
        match cards.indices().into_iter().find(|&i| i >= hand) {
            Some(position) => Err(Illegal::NoSuchHandPosition { position, hand }),
            None => Ok(()),
        }
    }

    /// Deploy phase: a unit or mount from the hand (or the temple, where the field allows it)
    /// onto a square whose field's 【出撃】 admits it, holding no enemy unit or ridden mount
    /// (an empty enemy mount does not fight, so it does not bar the square) and fewer than 2
    /// of the player's units and mounts, for the card's cost. Returns the card's position in
    /// its source.
    pub(crate) fn check_deploy(
        &self,
        card: CardId,
        at: Square,
        from: Source,
    ) -> Result<usize, Illegal> {
        self.open(Phase::Deploy)?;
        if !at.on_board() {
            return Err(Illegal::OffBoard(at));
        }
        let me = self.current;
        let p = self.player(me);
        let (pile, missing) = match from {
            Source::Hand => (&p.hand, Illegal::NotInHand(card)),
            Source::Temple => (&p.temple, Illegal::NotInTemple(card)),
        };
        let i = pile.iter().position(|c| c.id == card).ok_or(missing)?;
        let def = pile[i];
        let is_unit = match def.kind {
            Kind::Unit { .. } => true,
            Kind::Mount { .. } => false,
            Kind::Field { .. } => return Err(Illegal::WrongKind(card)),
        };
        let admits = match (from, self.board.field_at(at).and_then(|f| f.card.deploys())) {
            (Source::Hand, Some(Deploys::All)) | (Source::Temple, Some(Deploys::Temple)) => true,
            (Source::Hand, Some(Deploys::Units)) => is_unit,
            (Source::Hand, Some(Deploys::Mounts)) => !is_unit,
            _ => false,
        };
        if !admits {
            return Err(Illegal::NoDeployField(at));
        }
        self.check_deploy_room(at)?;
        if p.ip < def.cost {
            return Err(Illegal::NotEnoughIp {
                needed: def.cost,
                have: p.ip,
            });
        }
        Ok(i)
    }

    /// Deploy phase: whether `at` has room for one more of the current player's cards: no
    /// enemy unit or ridden mount stands there and fewer than 2 of the player's units and
    /// mounts do.
    pub(crate) fn check_deploy_room(&self, at: Square) -> Result<(), Illegal> {
        let me = self.current;
        if self.board.fighters(at, me.other()).next().is_some() {
            return Err(Illegal::EnemyOnSquare(at));
        }
        if self.board.count(at, me) >= SQUARE_LIMIT {
            return Err(Illegal::SquareFull(at));
        }
        Ok(())
    }

    /// Move phase, for every action a card takes there: one of the current player's units or
    /// ridden mounts that was on the board before this turn and has not acted, while fewer
    /// than 3 cards have.
    pub(crate) fn check_actor(&self, id: PieceId) -> Result<&Piece, Illegal> {
        self.open(Phase::Move)?;
        if self.actions_used >= ACTIONS_PER_TURN {
            return Err(Illegal::ActionLimit);
        }
        let p = self.board.piece(id).ok_or(Illegal::NoSuchPiece(id))?;
        self.check_may_act(p).map(|()| p)
    }

    /// [`SevenSquare::check_actor`] for a piece already found on the board.
    pub(crate) fn check_may_act(&self, p: &Piece) -> Result<(), Illegal> {
        self.open(Phase::Move)?;
        if self.actions_used >= ACTIONS_PER_TURN {
            return Err(Illegal::ActionLimit);
        }
        if p.controller() != self.current {
            return Err(Illegal::NotYours(p.id));
        }
        if p.arrived >= self.turn_number {
            return Err(Illegal::NotReady(p.id));
        }
        if p.acted {
            return Err(Illegal::AlreadyActed(p.id));
        }
        Ok(())
    }

    /// Move phase: the card moves to a square it can reach ([`crate::Board::reach`]).
    pub(crate) fn check_move(&self, id: PieceId, to: Square) -> Result<(), Illegal> {
        let p = self.check_actor(id)?;
        if p.movement() == 0 {
            return Err(Illegal::CannotMove(id));
        }
        if !to.on_board() {
            return Err(Illegal::OffBoard(to));
        }
        if !self.board.reach(p).contains(to) {
            return Err(Illegal::Unreachable { piece: id, to });
        }
        Ok(())
    }

    /// Move phase: 【射撃X/Y】 at an enemy unit or ridden mount 1 to Y squares away. With
    /// several shots (a rider's own and a mount's 【付与】), the strongest that reaches is used.
    /// Returns the damage.
    pub(crate) fn check_shoot(&self, id: PieceId, target: PieceId) -> Result<u8, Illegal> {
        let p = self.check_actor(id)?;
        let shots = || {
            p.abilities().filter_map(|a| match a {
                Ability::Shoot { damage, range } => Some((*damage, *range)),
                _ => None,
            })
        };
        if shots().next().is_none() {
            return Err(Illegal::NoSuchAbility(id));
        }
        let t = self
            .board
            .piece(target)
            .ok_or(Illegal::NoSuchPiece(target))?;
        if t.controller() == self.current || !t.fights() {
            return Err(Illegal::BadTarget(target));
        }
        let d = p.at.distance(t.at);
        shots()
            .filter(|&(_, range)| d >= 1 && d <= range)
            .map(|(damage, _)| damage)
            .max()
            .ok_or(Illegal::OutOfRange { piece: id, target })
    }

    /// Move phase: 【治癒X/Y】 on one of the player's wounded units or ridden mounts
    /// ([`Piece::wounds`]) 0 to Y squares away. Returns the life given back.
    pub(crate) fn check_heal(&self, id: PieceId, target: PieceId) -> Result<u8, Illegal> {
        let p = self.check_actor(id)?;
        let heals = || {
            p.abilities().filter_map(|a| match a {
                Ability::Heal { amount, range } => Some((*amount, *range)),
                _ => None,
            })
        };
        if heals().next().is_none() {
            return Err(Illegal::NoSuchAbility(id));
        }
        let t = self
            .board
            .piece(target)
            .ok_or(Illegal::NoSuchPiece(target))?;
        if t.controller() != self.current || !t.fights() || t.wounds() == 0 {
            return Err(Illegal::BadTarget(target));
        }
        let d = p.at.distance(t.at);
        heals()
            .filter(|&(_, range)| d <= range)
            .map(|(amount, _)| amount.min(t.wounds()))
            .max()
            .ok_or(Illegal::OutOfRange { piece: id, target })
    }

    /// Move phase: 【工作】 places a field card from the hand on the engineer's square (one
    /// field a square) for its cost. A field with 【補填】 may take a card ("加えることが出来る":
    /// it *may* add one), by a search that needs a card of its name in the deck or by drawing,
    /// or take none; a field without it takes none. Returns the card's position in the hand.
    pub(crate) fn check_build(
        &self,
        id: PieceId,
        card: CardId,
        refill: Option<Refill>,
    ) -> Result<usize, Illegal> {
        let p = self.check_actor(id)?;
        if !p.is_engineer() {
            return Err(Illegal::NoSuchAbility(id));
        }
        let me = self.player(self.current);
        let i = me
            .hand
            .iter()
            .position(|c| c.id == card)
            .ok_or(Illegal::NotInHand(card))?;
        let def = me.hand[i];
        if !matches!(def.kind, Kind::Field { .. }) {
            return Err(Illegal::WrongKind(card));
        }
        if self.board.field_at(p.at).is_some() {
            return Err(Illegal::FieldPresent(p.at));
        }
        if me.ip < def.cost {
            return Err(Illegal::NotEnoughIp {
                needed: def.cost,
                have: me.ip,
            });
        }
        let ok = match (def.has(Ability::Refill), refill) {
            (true, Some(Refill::Search)) => me.deck.iter().any(|c| c.name == def.name),
            (true, Some(Refill::Draw)) | (_, None) => true,
            _ => false,
        };
        if !ok {
            return Err(Illegal::BadRefill);
        }
        Ok(i)
    }

    /// Battle phase: a square not yet fought this turn where the player's units meet the
    /// enemy's (cases 1–3 and 6); with `field`, one of the player's engineers also fights the
    /// square's field, with enemies there (case 5) or without (case 4).
    pub(crate) fn check_fight(&self, at: Square, field: bool) -> Result<(), Illegal> {
        self.open(Phase::Battle)?;
        if !at.on_board() {
            return Err(Illegal::OffBoard(at));
        }
        if self.fought.contains(at) {
            return Err(Illegal::AlreadyFought(at));
        }
        let me = self.current;
        if field {
            if self.board.field_at(at).is_none() {
                return Err(Illegal::NoField(at));
            }
            if !self.board.fighters(at, me).any(Piece::is_engineer) {
                return Err(Illegal::NoEngineer(at));
            }
            Ok(())
        } else if self.battle_due(at) {
            Ok(())
        } else {
            Err(Illegal::NoBattle(at))
        }
    }

    /// Battle phase: 【応急手当X】 on one of the player's wounded units or ridden mounts on the
    /// card's own square. The card is the player's and has not moved or used an ability this
    /// turn (a card does one or the other, "どちらか一方の行動しか出来ない"); the move phase's
    /// limit of 3 cards and its "deployed before this turn" do not apply (they are that
    /// phase's rules). Returns the life given back.
    pub(crate) fn check_first_aid(&self, id: PieceId, target: PieceId) -> Result<u8, Illegal> {
        self.open(Phase::Battle)?;
        let p = self.board.piece(id).ok_or(Illegal::NoSuchPiece(id))?;
        if p.controller() != self.current {
            return Err(Illegal::NotYours(id));
        }
        if p.acted {
            return Err(Illegal::AlreadyActed(id));
        }
        let amount = p
            .abilities()
            .filter_map(|a| match a {
                Ability::FirstAid(n) => Some(*n),
                _ => None,
            })
            .max()
            .ok_or(Illegal::NoSuchAbility(id))?;
        let t = self
            .board
            .piece(target)
            .ok_or(Illegal::NoSuchPiece(target))?;
        if t.controller() != self.current || !t.fights() || t.wounds() == 0 {
            return Err(Illegal::BadTarget(target));
        }
        if t.at != p.at {
            return Err(Illegal::OutOfRange { piece: id, target });
        }
        Ok(amount.min(t.wounds()))
    }

    /// Battle phase: one of the player's units standing alone mounts a mount on its square
    /// that is empty (even the enemy's) or carries only the player's units, within its 積載,
    /// if the troop is left with some life.
    pub(crate) fn check_mount(&self, unit: PieceId, mount: PieceId) -> Result<(), Illegal> {
        self.open(Phase::Battle)?;
        let me = self.current;
        let u = self.board.piece(unit).ok_or(Illegal::NoSuchPiece(unit))?;
        if !u.is_unit() {
            return Err(Illegal::NotAUnit(unit));
        }
        if u.controller() != me {
            return Err(Illegal::NotYours(unit));
        }
        let m = self.board.piece(mount).ok_or(Illegal::NoSuchPiece(mount))?;
        let Kind::Mount { capacity, .. } = m.card.kind else {
            return Err(Illegal::NotAMount(mount));
        };
        if m.at != u.at {
            return Err(Illegal::NotTogether);
        }
        if m.riders.len() >= usize::from(capacity) {
            return Err(Illegal::MountFull(mount));
        }
        if !m.riders.is_empty() && m.controller() != me {
            return Err(Illegal::MountTaken(mount));
        }
        let mut riders: ArrayVec<Rider, { MAX_RIDERS + 1 }> = m.riders.iter().copied().collect();
        riders.push(Rider {
            id: u.id,
            card: u.card,
            owner: u.owner,
            damage: u.damage,
            general: u.general,
        });
        if m.troop_life(&riders) - i16::from(m.damage) <= 0 {
            return Err(Illegal::MountWouldDestroy(mount));
        }
        Ok(())
    }
}
