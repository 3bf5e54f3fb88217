//! Why a Seven Square action is refused.

use std::fmt;

use tavern_protocol::seven_square::{CardId, Phase, PieceId, Square};

use tavern_game::RuleError;

/// A refused action. The state is unchanged whenever one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The match is over.
    GameOver,
    /// This seat has no decision now.
    NotYourTurn,
    /// No such seat.
    NoSuchSeat,
    /// The action belongs to a phase that is not (or no longer) open.
    WrongPhase {
        /// The phase now.
        now: Phase,
    },
    /// This setup decision was already taken.
    AlreadyDone,
    /// The general is placed before the opening hand is drawn.
    GeneralFirst,
    /// The card is not in the deck.
    NotInDeck(CardId),
    /// Only a unit with 【威光】 may be the general.
    NotPrestige(CardId),
    /// A redraw named a position past the end of the hand.
    NoSuchHandPosition {
        /// The position named.
        position: u8,
        /// Cards in hand.
        hand: u8,
    },
    /// The card is not in the hand.
    NotInHand(CardId),
    /// The card is not in the Temple of the Sun.
    NotInTemple(CardId),
    /// The card is not of the kind this action needs (deploying a field, building a unit).
    WrongKind(CardId),
    /// Not enough IP.
    NotEnoughIp {
        /// IP needed.
        needed: u8,
        /// IP held.
        have: u8,
    },
    /// The square is off the board.
    OffBoard(Square),
    /// No field with 【出撃】 on that square lets this card be deployed from there.
    NoDeployField(Square),
    /// The square already holds 2 of your units and mounts.
    SquareFull(Square),
    /// Cards are not deployed onto enemy units or ridden mounts (an empty enemy mount does not
    /// bar a square).
    EnemyOnSquare(Square),
    /// No unit or mount with this id is on the board.
    NoSuchPiece(PieceId),
    /// The piece is not yours to use.
    NotYours(PieceId),
    /// The piece arrived this turn.
    NotReady(PieceId),
    /// The piece already moved or used an ability this turn.
    AlreadyActed(PieceId),
    /// Three cards already moved or used an ability this turn.
    ActionLimit,
    /// The piece cannot move (an empty mount).
    CannotMove(PieceId),
    /// The square cannot be reached.
    Unreachable {
        /// The piece.
        piece: PieceId,
        /// Where it was sent.
        to: Square,
    },
    /// The piece has no ability for this action.
    NoSuchAbility(PieceId),
    /// The target is out of range.
    OutOfRange {
        /// The piece acting.
        piece: PieceId,
        /// Its target.
        target: PieceId,
    },
    /// The target is not one this ability may choose.
    BadTarget(PieceId),
    /// The square already holds a field.
    FieldPresent(Square),
    /// Only a field with 【補填】 takes a card when placed, and a search needs a card of the
    /// field's name in the deck.
    BadRefill,
    /// Only a unit standing alone may mount.
    NotAUnit(PieceId),
    /// Units mount mounts only.
    NotAMount(PieceId),
    /// The unit and the mount are not on the same square.
    NotTogether,
    /// The mount carries as many units as it can (積載).
    MountFull(PieceId),
    /// The mount carries enemy units.
    MountTaken(PieceId),
    /// Mounting would leave the troop with no life.
    MountWouldDestroy(PieceId),
    /// No battle on that square (no units of both sides, or no field and engineer).
    NoBattle(Square),
    /// The square's battle was already fought this turn.
    AlreadyFought(Square),
    /// No field on that square.
    NoField(Square),
    /// None of your units with 【工作】 is on that square.
    NoEngineer(Square),
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sq = |s: &Square| format!("({}, {})", s.file, s.rank);
        match self {
            Illegal::GameOver => write!(f, "the match is over"),
            Illegal::NotYourTurn => write!(f, "you have no decision now"),
            Illegal::NoSuchSeat => write!(f, "no such seat"),
            Illegal::WrongPhase { now } => write!(f, "not allowed in the {now:?} phase"),
            Illegal::AlreadyDone => write!(f, "you already took that decision"),
            Illegal::GeneralFirst => write!(f, "place your general first"),
            Illegal::NotInDeck(c) => write!(f, "card {} is not in your deck", c.0),
            Illegal::NotPrestige(c) => {
                write!(f, "card {} is not a unit with 【威光】 (Prestige)", c.0)
            }
            Illegal::NoSuchHandPosition { position, hand } => {
                write!(f, "hand position {position} is past your {hand} cards")
            }
            Illegal::NotInHand(c) => write!(f, "card {} is not in your hand", c.0),
            Illegal::NotInTemple(c) => write!(f, "card {} is not in your temple", c.0),
            Illegal::WrongKind(c) => write!(f, "card {} cannot be used this way", c.0),
            Illegal::NotEnoughIp { needed, have } => {
                write!(f, "not enough IP: {needed} needed, {have} held")
            }
            Illegal::OffBoard(s) => write!(f, "{} is off the board", sq(s)),
            Illegal::NoDeployField(s) => {
                write!(f, "no field on {} lets this card be deployed", sq(s))
            }
            Illegal::SquareFull(s) => {
                write!(f, "{} already holds 2 of your units and mounts", sq(s))
            }
            Illegal::EnemyOnSquare(s) => {
                write!(f, "{} holds enemy units: no deploying there", sq(s))
            }
            Illegal::NoSuchPiece(p) => write!(f, "no card {} on the board", p.0),
            Illegal::NotYours(p) => write!(f, "card {} is not yours to use", p.0),
            Illegal::NotReady(p) => write!(f, "card {} arrived this turn", p.0),
            Illegal::AlreadyActed(p) => write!(f, "card {} already acted this turn", p.0),
            Illegal::ActionLimit => write!(f, "three cards already acted this turn"),
            Illegal::CannotMove(p) => write!(f, "card {} cannot move", p.0),
            Illegal::Unreachable { piece, to } => {
                write!(f, "card {} cannot reach {}", piece.0, sq(to))
            }
            Illegal::NoSuchAbility(p) => write!(f, "card {} has no such ability", p.0),
            Illegal::OutOfRange { piece, target } => {
                write!(f, "card {} is out of card {}'s range", target.0, piece.0)
            }
            Illegal::BadTarget(p) => write!(f, "card {} is not a valid target", p.0),
            Illegal::FieldPresent(s) => write!(f, "{} already holds a field", sq(s)),
            Illegal::BadRefill => write!(f, "that 【補填】 choice is not possible"),
            Illegal::NotAUnit(p) => write!(f, "card {} is not a unit standing alone", p.0),
            Illegal::NotAMount(p) => write!(f, "card {} is not a mount", p.0),
            Illegal::NotTogether => write!(f, "the unit and the mount are not on one square"),
            Illegal::MountFull(p) => write!(f, "mount {} carries all it can", p.0),
            Illegal::MountTaken(p) => write!(f, "mount {} carries enemy units", p.0),
            Illegal::MountWouldDestroy(p) => {
                write!(f, "mounting {} would leave the troop no life", p.0)
            }
            Illegal::NoBattle(s) => write!(f, "no battle on {}", sq(s)),
            Illegal::AlreadyFought(s) => write!(f, "the battle on {} was fought", sq(s)),
            Illegal::NoField(s) => write!(f, "no field on {}", sq(s)),
            Illegal::NoEngineer(s) => write!(f, "none of your engineers is on {}", sq(s)),
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
            Illegal::AlreadyDone => "already_done",
            Illegal::GeneralFirst => "general_first",
            Illegal::NotInDeck(_) => "not_in_deck",
            Illegal::NotPrestige(_) => "not_prestige",
            Illegal::NoSuchHandPosition { .. } => "no_such_hand_position",
            Illegal::NotInHand(_) => "not_in_hand",
            Illegal::NotInTemple(_) => "not_in_temple",
            Illegal::WrongKind(_) => "wrong_kind",
            Illegal::NotEnoughIp { .. } => "not_enough_ip",
            Illegal::OffBoard(_) => "off_board",
            Illegal::NoDeployField(_) => "no_deploy_field",
            Illegal::SquareFull(_) => "square_full",
            Illegal::EnemyOnSquare(_) => "enemy_on_square",
            Illegal::NoSuchPiece(_) => "no_such_piece",
            Illegal::NotYours(_) => "not_yours",
            Illegal::NotReady(_) => "not_ready",
            Illegal::AlreadyActed(_) => "already_acted",
            Illegal::ActionLimit => "action_limit",
            Illegal::CannotMove(_) => "cannot_move",
            Illegal::Unreachable { .. } => "unreachable",
            Illegal::NoSuchAbility(_) => "no_such_ability",
            Illegal::OutOfRange { .. } => "out_of_range",
            Illegal::BadTarget(_) => "bad_target",
            Illegal::FieldPresent(_) => "field_present",
            Illegal::BadRefill => "bad_refill",
            Illegal::NotAUnit(_) => "not_a_unit",
            Illegal::NotAMount(_) => "not_a_mount",
            Illegal::NotTogether => "not_together",
            Illegal::MountFull(_) => "mount_full",
            Illegal::MountTaken(_) => "mount_taken",
            Illegal::MountWouldDestroy(_) => "mount_would_destroy",
            Illegal::NoBattle(_) => "no_battle",
            Illegal::AlreadyFought(_) => "already_fought",
            Illegal::NoField(_) => "no_field",
            Illegal::NoEngineer(_) => "no_engineer",
        }
    }

    fn is_out_of_turn(&self) -> bool {
        matches!(self, Illegal::NotYourTurn)
    }
}
