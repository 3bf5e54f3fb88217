//! Why a Project Confix action is refused.

use std::fmt;

use tavern_protocol::confix::{CardId, Class, Element, Phase, Target, Uid};
use tavern_protocol::{DecisionKind, Seat};

use tavern_game::RuleError;

/// A refused action. The state is unchanged whenever one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The match is over.
    GameOver,
    /// No such seat.
    NoSuchSeat,
    /// This seat has nothing to decide now (dead seats never do).
    NotYourTurn,
    /// The action answers another kind of decision than the one this seat faces.
    WrongDecision {
        /// The decision the seat faces.
        now: DecisionKind,
    },
    /// The action belongs to another phase or step.
    WrongStep {
        /// The phase now.
        now: Phase,
    },
    /// The card is not in hand.
    NotInHand(CardId),
    /// No permanent with that number.
    NoSuchPermanent(Uid),
    /// The permanent is not yours to use.
    NotYours(Uid),
    /// The card or ability cannot be aimed at that.
    BadTarget(Target),
    /// The class does not use runes of that colour.
    ColourNotAllowed {
        /// The colour asked for.
        element: Element,
        /// The class.
        class: Class,
    },
    /// Not enough active runes of a colour.
    NotEnoughRunes {
        /// The colour.
        element: Element,
        /// Runes of it needed.
        needed: u8,
        /// Active runes of it held.
        have: u8,
    },
    /// The payment holds fewer runes of a colour than the cost names.
    ColourShort {
        /// The colour.
        element: Element,
        /// Runes of it the cost names.
        needed: u8,
        /// Runes of it paid.
        paid: u8,
    },
    /// Fewer active runes in all than the cost still takes after any class ability.
    NotEnoughActiveRunes {
        /// Runes the cost takes.
        needed: u16,
        /// Active runes held.
        have: u16,
    },
    /// The payment does not match the cost.
    WrongPayment {
        /// Runes the cost takes.
        needed: u16,
        /// Runes the payment gives.
        paid: u16,
    },
    /// Only another class can do that.
    ClassCannot {
        /// The seat's class.
        class: Class,
    },
    /// A class ability was offered to pay a cost with no `*` left for it.
    UselessPayment,
    /// A card named to exile is not in the graveyard (as many times as it is named).
    NotInGraveyard(CardId),
    /// The permanent is tapped.
    Tapped(Uid),
    /// The creature has summoning sickness.
    Sick(Uid),
    /// The permanent is not a creature.
    NotACreature(Uid),
    /// The permanent has no power.
    NoPower(Uid),
    /// The creature already attacks.
    AlreadyAttacking(Uid),
    /// The creature already defends.
    AlreadyDefending(Uid),
    /// That seat is not a living enemy.
    NotAnEnemy(Seat),
    /// Nothing on the table suits what the card or ability may be aimed at.
    NoTarget,
    /// The permanent has no tap ability.
    NoAbility(Uid),
    /// Summon Guards was already used this turn.
    AlreadyUsed,
    /// The count is out of range.
    BadCount(u8),
    /// Fewer defending creatures than the damage: it goes to life.
    MustTakeDamage,
    /// The creature is not one of those the casualties are chosen among.
    NotACasualty(Uid),
    /// The battlefield has no room for what would enter (a permanent card, or that many
    /// guards).
    BattlefieldFull {
        /// Permanents that still fit.
        room: u8,
    },
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::GameOver => write!(f, "the match is over"),
            Illegal::NoSuchSeat => write!(f, "no such seat"),
            Illegal::NotYourTurn => write!(f, "you have nothing to decide now"),
            Illegal::WrongDecision { now } => {
                write!(f, "that does not answer your decision ({})", now.as_str())
            }
            Illegal::WrongStep { now } => write!(f, "not allowed in the {now:?} phase"),
            Illegal::NotInHand(c) => write!(f, "card {} is not in your hand", c.0),
            Illegal::NoSuchPermanent(u) => write!(f, "there is no permanent {}", u.0),
            Illegal::NotYours(u) => write!(f, "permanent {} is not yours to use", u.0),
            Illegal::BadTarget(t) => write!(f, "that cannot be aimed at {t:?}"),
            Illegal::ColourNotAllowed { element, class } => write!(
                f,
                "the {} does not use {} runes",
                class.english_name(),
                element.name()
            ),
            Illegal::NotEnoughRunes {
                element,
                needed,
                have,
            } => write!(
                f,
                "not enough active {} runes: {needed} needed, {have} held",
                element.name()
            ),
            Illegal::ColourShort {
                element,
                needed,
                paid,
            } => write!(
                f,
                "the cost names {needed} {} runes, the payment gives {paid}",
                element.name()
            ),
            Illegal::NotEnoughActiveRunes { needed, have } => {
                write!(f, "not enough active runes: {needed} needed, {have} held")
            }
            Illegal::WrongPayment { needed, paid } => {
                write!(f, "the cost is {needed} runes, the payment gives {paid}")
            }
            Illegal::ClassCannot { class } => {
                write!(f, "the {} cannot do that", class.english_name())
            }
            Illegal::UselessPayment => write!(f, "nothing of the cost is left for that to pay"),
            Illegal::NotInGraveyard(c) => write!(
                f,
                "card {} is not in your graveyard as many times as it is named",
                c.0
            ),
            Illegal::Tapped(u) => write!(f, "permanent {} is tapped", u.0),
            Illegal::Sick(u) => write!(f, "creature {} has summoning sickness", u.0),
            Illegal::NotACreature(u) => write!(f, "permanent {} is not a creature", u.0),
            Illegal::NoPower(u) => write!(f, "permanent {} has no power", u.0),
            Illegal::AlreadyAttacking(u) => write!(f, "creature {} already attacks", u.0),
            Illegal::AlreadyDefending(u) => write!(f, "creature {} already defends", u.0),
            Illegal::NotAnEnemy(s) => write!(f, "seat {} is not a living enemy", s.0),
            Illegal::NoTarget => write!(f, "there is nothing it can be aimed at now"),
            Illegal::NoAbility(u) => write!(f, "permanent {} has no tap ability", u.0),
            Illegal::AlreadyUsed => write!(f, "Summon Guards was already used this turn"),
            Illegal::BadCount(n) => write!(f, "{n} is not a count allowed here"),
            Illegal::MustTakeDamage => {
                write!(
                    f,
                    "fewer defending creatures than the damage: it goes to life"
                )
            }
            Illegal::BattlefieldFull { room } => write!(
                f,
                "the battlefield is full: {room} more permanents fit (at most {})",
                crate::BATTLEFIELD
            ),
            Illegal::NotACasualty(u) => write!(
                f,
                "creature {} is not one of those the casualties are chosen among",
                u.0
            ),
        }
    }
}

impl std::error::Error for Illegal {}

impl RuleError for Illegal {
    fn code(&self) -> &'static str {
        match self {
            Illegal::GameOver => "game_over",
            Illegal::NoSuchSeat => "no_such_seat",
            Illegal::NotYourTurn => "not_your_turn",
            Illegal::WrongDecision { .. } => "wrong_decision",
            Illegal::WrongStep { .. } => "wrong_step",
            Illegal::NotInHand(_) => "not_in_hand",
            Illegal::NoSuchPermanent(_) => "no_such_permanent",
            Illegal::NotYours(_) => "not_yours",
            Illegal::BadTarget(_) => "bad_target",
            Illegal::ColourNotAllowed { .. } => "colour_not_allowed",
            Illegal::NotEnoughRunes { .. } => "not_enough_runes",
            Illegal::ColourShort { .. } => "colour_short",
            Illegal::NotEnoughActiveRunes { .. } => "not_enough_active_runes",
            Illegal::WrongPayment { .. } => "wrong_payment",
            Illegal::ClassCannot { .. } => "class_cannot",
            Illegal::UselessPayment => "useless_payment",
            Illegal::NotInGraveyard(_) => "not_in_graveyard",
            Illegal::Tapped(_) => "tapped",
            Illegal::Sick(_) => "sick",
            Illegal::NotACreature(_) => "not_a_creature",
            Illegal::NoPower(_) => "no_power",
            Illegal::AlreadyAttacking(_) => "already_attacking",
            Illegal::AlreadyDefending(_) => "already_defending",
            Illegal::NotAnEnemy(_) => "not_an_enemy",
            Illegal::NoTarget => "no_target",
            Illegal::NoAbility(_) => "no_ability",
            Illegal::AlreadyUsed => "already_used",
            Illegal::BadCount(_) => "bad_count",
            Illegal::MustTakeDamage => "must_take_damage",
            Illegal::NotACasualty(_) => "not_a_casualty",
            Illegal::BattlefieldFull { .. } => "battlefield_full",
        }
    }

    fn is_out_of_turn(&self) -> bool {
        matches!(self, Illegal::NotYourTurn)
    }
}
