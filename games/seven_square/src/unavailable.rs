//! Why a card in hand cannot be used now: for the player taking its turn, every card in hand
//! that no legal action uses, with the refusal the same `check_*` functions give that the legal
//! actions are filtered by. Units and mounts are deployed (`check_deploy`), fields are built
//! by an engineer (`check_build`); among a card's attempts (every square, every piece of the
//! player's), the refusal that got furthest through the checks is its reason.

use tavern_protocol::seven_square::{Action, CardId, Source, Square};
use tavern_protocol::{DecisionKind, Seat};

use crate::cards::{Card, Kind};
use crate::{Illegal, SevenSquare};

/// Whether `a` deploys or builds the card `id` from hand.
fn uses(a: &Action, id: CardId) -> bool {
    match *a {
        Action::Deploy {
            card,
            from: Source::Hand,
            ..
        }
        | Action::Build { card, .. } => card == id,
        _ => false,
    }
}

/// How far the checks got before refusing: the phase and the turn's limit concern every
/// attempt alike; then, for a deployment, whether a field admits the card, whether its square
/// has room, and the IP; for a field, whether the piece is an engineer, whether it may act,
/// whether its square is free, and the IP.
fn progress(e: &Illegal) -> u8 {
    match e {
        Illegal::WrongPhase { .. } => 1,
        Illegal::ActionLimit | Illegal::NoDeployField(_) | Illegal::NoSuchAbility(_) => 2,
        Illegal::EnemyOnSquare(_)
        | Illegal::SquareFull(_)
        | Illegal::NotReady(_)
        | Illegal::AlreadyActed(_) => 3,
        Illegal::FieldPresent(_) => 4,
        Illegal::NotEnoughIp { .. } => 5,
        _ => 1,
    }
}

/// Keeps the refusal that got further; the first one on a tie.
fn keep(best: &mut Option<(Action, Illegal)>, action: Action, e: Illegal) {
    if best
        .as_ref()
        .is_none_or(|(_, b)| progress(&e) > progress(b))
    {
        *best = Some((action, e));
    }
}

impl SevenSquare {
    /// Appends the cards in `seat`'s hand that no legal action uses, each once, with the
    /// action that would use it and why the rules refuse it. Nothing outside the seat's turn.
    pub(crate) fn list_unavailable(&self, seat: Seat, out: &mut Vec<(Action, Illegal)>) {
        if self.decision(seat) != Some(DecisionKind::Act) {
            return;
        }
        let mut legal = Vec::new();
        self.list_actions(seat, &mut legal);
        let mut seen: Vec<CardId> = Vec::new();
        for &card in &self.player(seat).hand {
            if seen.contains(&card.id) || legal.iter().any(|a| uses(a, card.id)) {
                continue;
            }
            seen.push(card.id);
            let refused = match card.kind {
                Kind::Field { .. } => self.refuse_build(seat, card),
                Kind::Unit { .. } | Kind::Mount { .. } => self.refuse_deploy(seat, card),
            };
            out.extend(refused);
        }
    }

    /// The furthest refusal of deploying `card` from hand. Squares holding a field are tried
    /// first, then the player's home, so that a refusal naming a square names one a player
    /// would look at.
    fn refuse_deploy(&self, seat: Seat, card: Card) -> Option<(Action, Illegal)> {
        let mut squares: Vec<Square> = self.board.fields().iter().map(|f| f.at).collect();
        squares.push(Square::home(seat));
        squares.extend((0..Square::COUNT).map(Square::from_index));
        let mut best = None;
        for at in squares {
            let action = Action::Deploy {
                card: card.id,
                at,
                from: Source::Hand,
            };
            match self.check_deploy(card.id, at, Source::Hand) {
                Ok(_) => return None,
                Err(e) => keep(&mut best, action, e),
            }
        }
        best
    }

    /// The furthest refusal of building the field `card` with any of the player's pieces. A
    /// piece that is not an engineer could never build it, whatever the checks say of it
    /// first (that it acted, that it just arrived): its refusal is the missing ability.
    fn refuse_build(&self, seat: Seat, card: Card) -> Option<(Action, Illegal)> {
        let mut best = None;
        let mine = self
            .board
            .pieces()
            .iter()
            .filter(|p| p.controller() == seat);
        for p in mine {
            // Taking no card (declining 【補填】, or a field without it) needs nothing of the
            // deck.
            let action = Action::Build {
                piece: p.id,
                card: card.id,
                refill: None,
            };
            match self.check_build(p.id, card.id, None) {
                Ok(_) => return None,
                Err(e) if !p.is_engineer() && progress(&e) > 2 => {
                    keep(&mut best, action, Illegal::NoSuchAbility(p.id));
                }
                Err(e) => keep(&mut best, action, e),
            }
        }
        best
    }
}
