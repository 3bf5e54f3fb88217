//! Why a Summoner Wars action is refused.

use std::fmt;

use tavern_protocol::summoner_wars::{CardId, Cell, Phase};

use tavern_game::RuleError;

/// A refused action. The state is unchanged whenever one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The match is over.
    GameOver,
    /// It is not this seat's turn.
    NotYourTurn,
    /// No such seat.
    NoSuchSeat,
    /// The action belongs to another phase.
    WrongPhase {
        /// The phase it belongs to.
        needed: Phase,
        /// The phase now.
        now: Phase,
    },
    /// No space or target would let the card be played now.
    NoPlace(CardId),
    /// The card is not in hand.
    NotInHand(CardId),
    /// The card is not in the discard pile.
    NotInDiscard(CardId),
    /// The card is not of the kind this action needs (summoning an event, building a unit…).
    WrongCard(CardId),
    /// Not enough magic.
    NotEnoughMagic {
        /// Magic needed.
        needed: u8,
        /// Magic held.
        have: u8,
    },
    /// The space is off the battlefield.
    OffBoard(Cell),
    /// No card there.
    NoCard(Cell),
    /// The card there is not one you control, or not one this action can use.
    NotYours(Cell),
    /// The space is taken.
    Occupied(Cell),
    /// Units are summoned next to a gate you control.
    NotNextToGate(Cell),
    /// Structures are built in your back 3 rows or next to your summoner.
    OutsideBuildZone(Cell),
    /// Structures do not move.
    Immobile(Cell),
    /// The unit already moved this turn.
    AlreadyMoved(Cell),
    /// Three units (or as many as active events allow) already moved this turn.
    MoveLimit,
    /// The space cannot be reached in two steps through empty spaces.
    Unreachable(Cell),
    /// The unit already attacked this turn.
    AlreadyAttacked(Cell),
    /// Three units already attacked this turn.
    AttackLimit,
    /// A Sluggish unit may not attack in a turn it moved.
    Sluggish(Cell),
    /// The target is out of range or not in a straight line.
    OutOfRange(Cell),
    /// A card stands between the ranged attacker and the target.
    LineBlocked(Cell),
    /// A unit next to an enemy Citadel Knight must attack such a Knight.
    MustTargetGuard(Cell),
    /// The unit has no ability that allows this.
    NoSuchAbility(Cell),
    /// The target is not allowed for this card or ability.
    BadTarget,
    /// The ability was already used.
    AlreadyUsed,
    /// After this sacrifice the unit at the cell would have no enemy card left to attack.
    NothingToAttack(Cell),
    /// The active area holds as many ACTIVE events as the engine keeps (8; only decks built
    /// without the rules reach it).
    ActiveAreaFull,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |c: &Cell| format!("({}, {})", c.col, c.row);
        match self {
            Illegal::GameOver => write!(f, "the match is over"),
            Illegal::NotYourTurn => write!(f, "it is not your turn"),
            Illegal::NoSuchSeat => write!(f, "no such seat"),
            Illegal::WrongPhase { needed, now } => write!(
                f,
                "only in the {} phase, not the {} phase",
                crate::text::phase_name(*needed),
                crate::text::phase_name(*now)
            ),
            Illegal::NoPlace(c) => write!(f, "card {} has no valid space or target now", c.0),
            Illegal::NotInHand(c) => write!(f, "card {} is not in your hand", c.0),
            Illegal::NotInDiscard(c) => write!(f, "card {} is not in your discard pile", c.0),
            Illegal::WrongCard(c) => write!(f, "card {} cannot be used this way", c.0),
            Illegal::NotEnoughMagic { needed, have } => {
                write!(f, "not enough magic ({have} of {needed})")
            }
            Illegal::OffBoard(c) => write!(f, "{} is off the battlefield", at(c)),
            Illegal::NoCard(c) => write!(f, "no card at {}", at(c)),
            Illegal::NotYours(c) => write!(f, "the card at {} is not yours to use", at(c)),
            Illegal::Occupied(c) => write!(f, "{} is taken", at(c)),
            Illegal::NotNextToGate(c) => write!(f, "{} is not next to a gate you control", at(c)),
            Illegal::OutsideBuildZone(c) => write!(
                f,
                "{} is neither in your back 3 rows nor next to your summoner",
                at(c)
            ),
            Illegal::Immobile(c) => write!(f, "the structure at {} cannot move", at(c)),
            Illegal::AlreadyMoved(c) => write!(f, "the unit at {} already moved", at(c)),
            Illegal::MoveLimit => write!(f, "no more units may move this turn"),
            Illegal::Unreachable(c) => write!(f, "{} cannot be reached", at(c)),
            Illegal::AlreadyAttacked(c) => write!(f, "the unit at {} already attacked", at(c)),
            Illegal::AttackLimit => write!(f, "no more units may attack this turn"),
            Illegal::Sluggish(c) => write!(f, "the unit at {} moved and may not attack", at(c)),
            Illegal::OutOfRange(c) => write!(f, "{} is out of range", at(c)),
            Illegal::LineBlocked(c) => write!(f, "a card blocks the line to {}", at(c)),
            Illegal::MustTargetGuard(c) => {
                write!(
                    f,
                    "the unit at {} must attack the Citadel Knight next to it",
                    at(c)
                )
            }
            Illegal::NoSuchAbility(c) => write!(f, "the unit at {} has no such ability", at(c)),
            Illegal::BadTarget => write!(f, "that target is not allowed"),
            Illegal::AlreadyUsed => write!(f, "that ability was already used"),
            Illegal::NothingToAttack(c) => write!(
                f,
                "the unit at {} would have no enemy card left to attack",
                at(c)
            ),
            Illegal::ActiveAreaFull => write!(f, "the active area is full"),
        }
    }
}

impl std::error::Error for Illegal {}

impl RuleError for Illegal {
    fn code(&self) -> &'static str {
        match self {
            Illegal::GameOver => "game_over",
            Illegal::NotYourTurn => "not_your_turn",
            Illegal::NoSuchSeat => "no_such_seat",
            Illegal::WrongPhase { .. } => "wrong_phase",
            Illegal::NoPlace(_) => "no_place",
            Illegal::NotInHand(_) => "not_in_hand",
            Illegal::NotInDiscard(_) => "not_in_discard",
            Illegal::WrongCard(_) => "wrong_card",
            Illegal::NotEnoughMagic { .. } => "not_enough_magic",
            Illegal::OffBoard(_) => "off_board",
            Illegal::NoCard(_) => "no_card",
            Illegal::NotYours(_) => "not_yours",
            Illegal::Occupied(_) => "occupied",
            Illegal::NotNextToGate(_) => "not_next_to_gate",
            Illegal::OutsideBuildZone(_) => "outside_build_zone",
            Illegal::Immobile(_) => "immobile",
            Illegal::AlreadyMoved(_) => "already_moved",
            Illegal::MoveLimit => "move_limit",
            Illegal::Unreachable(_) => "unreachable",
            Illegal::AlreadyAttacked(_) => "already_attacked",
            Illegal::AttackLimit => "attack_limit",
            Illegal::Sluggish(_) => "sluggish",
            Illegal::OutOfRange(_) => "out_of_range",
            Illegal::LineBlocked(_) => "line_blocked",
            Illegal::MustTargetGuard(_) => "must_target_guard",
            Illegal::NoSuchAbility(_) => "no_such_ability",
            Illegal::BadTarget => "bad_target",
            Illegal::AlreadyUsed => "already_used",
            Illegal::NothingToAttack(_) => "nothing_to_attack",
            Illegal::ActiveAreaFull => "active_area_full",
        }
    }

    fn is_out_of_turn(&self) -> bool {
        matches!(self, Illegal::NotYourTurn)
    }
}
