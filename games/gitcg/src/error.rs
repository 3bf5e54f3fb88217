//! Why a gitcg action is refused.

use std::fmt;

use tavern_protocol::gitcg::{CardId, Element, SkillId};
use tavern_protocol::DecisionKind;

use tavern_game::RuleError;

/// A refused action. The state is unchanged whenever one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The match is over.
    GameOver,
    /// The seat has no decision to make now.
    NotYourTurn,
    /// The seat must make a different decision.
    WrongDecision {
        /// The decision the seat faces.
        expected: DecisionKind,
    },
    /// No such seat.
    NoSuchSeat,
    /// The card is not in hand.
    NotInHand(CardId),
    /// The active character has no such skill.
    NoSuchSkill(SkillId),
    /// The character cannot use skills now (Frozen, Petrified, …).
    SkillsBlocked,
    /// The active character may not use this skill now (Surfshark Wavebreaker in Nightsoul's
    /// Blessing).
    SkillRefused(SkillId),
    /// The payment is not a subset of the dice held.
    DiceNotHeld,
    /// The payment does not match the cost.
    WrongPayment {
        /// Dice the cost asks for.
        needed: u8,
        /// Dice offered.
        offered: u8,
    },
    /// The payment has the right number of dice but too few of the element the cost names
    /// (Omni counts as any element).
    MissingElement {
        /// The element the cost names.
        element: Element,
        /// Dice of it the cost asks for.
        needed: u8,
        /// Dice of it (or Omni) offered.
        offered: u8,
    },
    /// The payment has the right number of dice but not enough of one element for a
    /// "same element" cost.
    NotSameElement {
        /// Dice of one element the cost asks for.
        needed: u8,
        /// The most dice of one element (with Omni) offered.
        offered: u8,
    },
    /// The dice held cannot pay the cost.
    NotEnoughDice {
        /// Dice the cost asks for.
        needed: u8,
        /// Dice held.
        have: u8,
    },
    /// The dice held have too few of the element the cost names (Omni counts).
    NotEnoughElement {
        /// The element the cost names.
        element: Element,
        /// Dice of it the cost asks for.
        needed: u8,
        /// Dice of it (or Omni) held.
        have: u8,
    },
    /// The dice held have too few of any one element for a "same element" cost.
    NotEnoughSameElement {
        /// Dice of one element the cost asks for.
        needed: u8,
        /// The most dice of one element (with Omni) held.
        have: u8,
    },
    /// Not enough energy.
    NotEnoughEnergy {
        /// Energy needed.
        needed: u8,
        /// Energy held.
        have: u8,
    },
    /// No such character slot, or it is knocked out.
    BadCharacter(u8),
    /// That character is already active.
    AlreadyActive,
    /// The target is missing or not allowed for this card.
    BadTarget,
    /// The card has nothing it could be played on now.
    NoTarget,
    /// The card cannot be played now, for the reason given.
    CannotPlay(&'static str),
    /// An Arcane Legend was already played this game.
    LegendUsed,
    /// The hand positions are not all in the hand.
    BadHandSelection,
    /// No die can be tuned (all Omni or already the active element).
    NothingToTune,
    /// The die face named for tuning cannot be converted.
    BadTuneDie,
    /// No support at that position.
    NoSuchSupport(u8),
    /// The pick (挑选) offers no option at that position.
    NoSuchOption {
        /// The position asked for.
        option: u8,
        /// How many options are offered.
        offered: u8,
    },
    /// The card may not be tuned into a die (Forbidden Knowledge).
    CannotTune(CardId),
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::GameOver => write!(f, "the match is over"),
            Illegal::NotYourTurn => write!(f, "you have no decision to make now"),
            Illegal::WrongDecision { expected } => {
                write!(f, "this decision is not allowed now; expected {expected:?}")
            }
            Illegal::NoSuchSeat => write!(f, "no such seat"),
            Illegal::NotInHand(c) => write!(f, "card {} is not in your hand", c.0),
            Illegal::NoSuchSkill(s) => write!(f, "the active character has no skill {}", s.0),
            Illegal::SkillsBlocked => write!(f, "the active character cannot use skills now"),
            Illegal::SkillRefused(s) => write!(f, "the active character may not use skill {} now", s.0),
            Illegal::DiceNotHeld => write!(f, "you do not hold those dice"),
            Illegal::WrongPayment { needed, offered } => write!(
                f,
                "the payment does not match the cost ({needed} dice needed, {offered} offered)"
            ),
            Illegal::MissingElement {
                element,
                needed,
                offered,
            } => write!(
                f,
                "the payment does not match the cost: needs {needed} {}, {} offered",
                element_name(*element),
                count_offered(*offered)
            ),
            Illegal::NotSameElement { needed, offered } => write!(
                f,
                "the payment does not match the cost: needs {needed} dice of one element, {} offered",
                if *offered == 0 {
                    "none".to_string()
                } else {
                    format!("at most {offered}")
                }
            ),
            Illegal::NotEnoughDice { needed, have } => {
                write!(f, "not enough dice: needs {needed}, {} held", count_offered(*have))
            }
            Illegal::NotEnoughElement {
                element,
                needed,
                have,
            } => write!(
                f,
                "not enough dice: needs {needed} {}, {} held",
                element_name(*element),
                count_offered(*have)
            ),
            Illegal::NotEnoughSameElement { needed, have } => write!(
                f,
                "not enough dice: needs {needed} of one element, at most {have} held"
            ),
            Illegal::NotEnoughEnergy { needed, have } => {
                write!(f, "not enough energy ({have} of {needed})")
            }
            Illegal::BadCharacter(s) => write!(f, "no living character in slot {s}"),
            Illegal::AlreadyActive => write!(f, "that character is already active"),
            Illegal::BadTarget => write!(f, "that target is not allowed for this card"),
            Illegal::NoTarget => write!(f, "no valid target"),
            Illegal::CannotPlay(why) => write!(f, "the card cannot be played now: {why}"),
            Illegal::LegendUsed => write!(f, "an Arcane Legend was already played this game"),
            Illegal::BadHandSelection => write!(f, "those hand positions are not in your hand"),
            Illegal::NothingToTune => write!(f, "no die can be tuned"),
            Illegal::BadTuneDie => write!(f, "that die cannot be tuned"),
            Illegal::NoSuchSupport(s) => write!(f, "no support at position {s}"),
            Illegal::NoSuchOption { option, offered } => write!(
                f,
                "no option at position {option} (the pick offers {offered})"
            ),
            Illegal::CannotTune(c) => write!(f, "card {} cannot be tuned", c.0),
        }
    }
}

impl std::error::Error for Illegal {}

/// An element as a message names it.
fn element_name(e: Element) -> &'static str {
    match e {
        Element::Cryo => "Cryo",
        Element::Hydro => "Hydro",
        Element::Pyro => "Pyro",
        Element::Electro => "Electro",
        Element::Anemo => "Anemo",
        Element::Geo => "Geo",
        Element::Dendro => "Dendro",
    }
}

/// A count of dice, in words when there are none.
fn count_offered(n: u8) -> String {
    if n == 0 {
        "none".to_string()
    } else {
        n.to_string()
    }
}

impl RuleError for Illegal {
    fn code(&self) -> &'static str {
        match self {
            Illegal::GameOver => "game_over",
            Illegal::NotYourTurn => "not_your_turn",
            Illegal::WrongDecision { .. } => "wrong_decision",
            Illegal::NoSuchSeat => "no_such_seat",
            Illegal::NotInHand(_) => "not_in_hand",
            Illegal::NoSuchSkill(_) => "no_such_skill",
            Illegal::SkillsBlocked => "skills_blocked",
            Illegal::SkillRefused(_) => "skill_refused",
            Illegal::DiceNotHeld => "dice_not_held",
            Illegal::WrongPayment { .. } => "wrong_payment",
            Illegal::MissingElement { .. } => "missing_element",
            Illegal::NotSameElement { .. } => "not_same_element",
            Illegal::NotEnoughDice { .. } => "not_enough_dice",
            Illegal::NotEnoughElement { .. } => "not_enough_element",
            Illegal::NotEnoughSameElement { .. } => "not_enough_same_element",
            Illegal::NotEnoughEnergy { .. } => "not_enough_energy",
            Illegal::BadCharacter(_) => "bad_character",
            Illegal::AlreadyActive => "already_active",
            Illegal::BadTarget => "bad_target",
            Illegal::NoTarget => "no_target",
            Illegal::CannotPlay(_) => "cannot_play",
            Illegal::LegendUsed => "legend_used",
            Illegal::BadHandSelection => "bad_hand_selection",
            Illegal::NothingToTune => "nothing_to_tune",
            Illegal::BadTuneDie => "bad_tune_die",
            Illegal::NoSuchSupport(_) => "no_such_support",
            Illegal::NoSuchOption { .. } => "no_such_option",
            Illegal::CannotTune(_) => "cannot_tune",
        }
    }

    fn is_out_of_turn(&self) -> bool {
        matches!(self, Illegal::NotYourTurn)
    }
}
