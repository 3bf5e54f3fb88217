//! Why a 幻想梦斗符 action is refused.

use std::fmt;

use tavern_protocol::gensou::{CardId, CardKind};

use tavern_game::RuleError;

/// A refused action. The state is unchanged whenever one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The match is over.
    GameOver,
    /// No such seat.
    NoSuchSeat,
    /// This seat has no decision now.
    NotYourTurn,
    /// The action answers another decision than the one this seat faces.
    WrongDecision {
        /// When the action is taken ("in the attacker's Battle phase"): the same whatever
        /// the phase now, so that a card's reason stays as it was from phase to phase.
        when: &'static str,
    },
    /// No card of the pool has this id.
    UnknownCard(CardId),
    /// The card is not in the hand.
    NotInHand(CardId),
    /// The card is not in the deck.
    NotInDeck(CardId),
    /// The card is not of the kind this action needs.
    WrongKind {
        /// The card.
        card: CardId,
        /// The kind it is.
        is: CardKind,
    },
    /// Spirit release reveals spell cards only, not characters.
    NotASpellCard(CardId),
    /// The card's character is not in play (in the character zone or the duel zone).
    CharacterNotInPlay {
        /// The card.
        card: CardId,
        /// Its character.
        character: CardId,
    },
    /// That character is already on the field.
    AlreadyOnField(CardId),
    /// The character zone is full.
    CharacterZoneFull,
    /// The character is not a SUPPORT in the character zone.
    NotASupport(CardId),
    /// There is no CENTER to send to the duel zone.
    NoCenter,
    /// A HYPER character is in the duel zone, and only one CENTER or HYPER may exist.
    HyperInPlay,
    /// The spell-power zone holds 5 cards.
    PowerZoneFull,
    /// The equipment zone has slots 0 and 1 only.
    NoSuchSlot(u8),
    /// No face-down trap in that slot.
    NoTrapThere(u8),
    /// The equipment slot is taken: only the SET phase replaces equipment.
    SlotTaken(u8),
    /// The card's printed need (or a final spell's condition) does not hold.
    NeedNotMet(CardId),
    /// A NULLITY card cannot be declared in the usual way.
    Nullity(CardId),
    /// The card is less flashy than the top of the attacker's declaration zone.
    NotFlashyEnough {
        /// The card.
        card: CardId,
        /// Its flashiness (with any allowance).
        flash: u8,
        /// The flashiness to match.
        top: u8,
    },
    /// Orbs and spell-power cards cannot pay the cost.
    NotEnoughSpirit {
        /// Orbs needed beside the power cards offered.
        needed: u8,
        /// Ready orbs.
        have: u8,
    },
    /// More power cards offered than the spell-power zone holds.
    NotEnoughPowerCards {
        /// Offered.
        offered: u8,
        /// Held.
        have: u8,
    },
    /// More power cards offered than the cost.
    Overpaid {
        /// Offered.
        offered: u8,
        /// The cost.
        cost: u8,
    },
    /// The final spell was already used this match.
    FinalSpellUsed,
    /// A final spell needs its character CENTER or HYPER.
    FinalNeedsCenter(CardId),
    /// The declared card cannot be countered (except by a final spell).
    Uncounterable(CardId),
    /// The card cannot be used at this timing.
    WrongTiming(CardId),
    /// The effect needs a card in the clash that is not there.
    NoTarget(CardId),
}

impl RuleError for Illegal {
    fn code(&self) -> &'static str {
        match self {
            Illegal::GameOver => "game_over",
            Illegal::NoSuchSeat => "no_such_seat",
            Illegal::NotYourTurn => "not_your_turn",
            Illegal::WrongDecision { .. } => "wrong_decision",
            Illegal::UnknownCard(_) => "unknown_card",
            Illegal::NotInHand(_) => "not_in_hand",
            Illegal::NotInDeck(_) => "not_in_deck",
            Illegal::WrongKind { .. } => "wrong_kind",
            Illegal::NotASpellCard(_) => "not_a_spell_card",
            Illegal::CharacterNotInPlay { .. } => "character_not_in_play",
            Illegal::AlreadyOnField(_) => "already_on_field",
            Illegal::CharacterZoneFull => "character_zone_full",
            Illegal::NotASupport(_) => "not_a_support",
            Illegal::NoCenter => "no_center",
            Illegal::HyperInPlay => "hyper_in_play",
            Illegal::PowerZoneFull => "power_zone_full",
            Illegal::NoSuchSlot(_) => "no_such_slot",
            Illegal::NoTrapThere(_) => "no_trap_there",
            Illegal::SlotTaken(_) => "slot_taken",
            Illegal::NeedNotMet(_) => "need_not_met",
            Illegal::Nullity(_) => "nullity",
            Illegal::NotFlashyEnough { .. } => "not_flashy_enough",
            Illegal::NotEnoughSpirit { .. } => "not_enough_spirit",
            Illegal::NotEnoughPowerCards { .. } => "not_enough_power_cards",
            Illegal::Overpaid { .. } => "overpaid",
            Illegal::FinalSpellUsed => "final_spell_used",
            Illegal::FinalNeedsCenter(_) => "final_needs_center",
            Illegal::Uncounterable(_) => "uncounterable",
            Illegal::WrongTiming(_) => "wrong_timing",
            Illegal::NoTarget(_) => "no_target",
        }
    }

    fn is_out_of_turn(&self) -> bool {
        matches!(self, Illegal::NotYourTurn)
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::GameOver => write!(f, "the match is over"),
            Illegal::NoSuchSeat => write!(f, "no such seat"),
            Illegal::NotYourTurn => write!(f, "you have no decision now"),
            Illegal::WrongDecision { when } => {
                write!(f, "not now: that action is taken {when}")
            }
            Illegal::UnknownCard(c) => write!(f, "no card has id {}", c.0),
            Illegal::NotInHand(c) => write!(f, "card {} is not in your hand", c.0),
            Illegal::NotInDeck(c) => write!(f, "card {} is not in your deck", c.0),
            Illegal::WrongKind { card, is } => {
                write!(f, "card {} is a {is:?} card, not one this action takes", card.0)
            }
            Illegal::NotASpellCard(c) => write!(
                f,
                "card {} is a character: spirit release reveals a spell card",
                c.0
            ),
            Illegal::CharacterNotInPlay { card, character } => write!(
                f,
                "card {} needs its character {} in play",
                card.0, character.0
            ),
            Illegal::AlreadyOnField(c) => write!(f, "character {} is already on the field", c.0),
            Illegal::CharacterZoneFull => write!(f, "the character zone is full"),
            Illegal::NotASupport(c) => write!(f, "character {} is not a SUPPORT", c.0),
            Illegal::NoCenter => write!(f, "you have no CENTER character"),
            Illegal::HyperInPlay => write!(
                f,
                "a HYPER character is in the duel zone: only one CENTER or HYPER may exist"
            ),
            Illegal::PowerZoneFull => write!(f, "the spell-power zone holds 5 cards"),
            Illegal::NoSuchSlot(s) => write!(f, "no equipment slot {s}: slots are 0 and 1"),
            Illegal::NoTrapThere(s) => write!(f, "no face-down trap in slot {s}"),
            Illegal::SlotTaken(s) => write!(
                f,
                "equipment slot {s} is taken: equipment is replaced only in the SET phase"
            ),
            Illegal::NeedNotMet(c) => write!(f, "the need printed on card {} does not hold", c.0),
            Illegal::Nullity(c) => write!(
                f,
                "card {} carries NULLITY: it cannot be declared in the usual way",
                c.0
            ),
            Illegal::NotFlashyEnough { card, flash, top } => write!(
                f,
                "card {} has flashiness {flash}, below the {top} on top of the attacker's declaration zone",
                card.0
            ),
            Illegal::NotEnoughSpirit { needed, have } => {
                write!(f, "{needed} orbs needed, {have} ready")
            }
            Illegal::NotEnoughPowerCards { offered, have } => write!(
                f,
                "{offered} spell-power cards offered, {have} in the zone"
            ),
            Illegal::Overpaid { offered, cost } => {
                write!(f, "{offered} spell-power cards offered for a cost of {cost}")
            }
            Illegal::FinalSpellUsed => write!(f, "your final spell was already used this match"),
            Illegal::FinalNeedsCenter(c) => write!(
                f,
                "final spell {} needs its character CENTER or HYPER",
                c.0
            ),
            Illegal::Uncounterable(c) => write!(
                f,
                "card {} cannot be countered except by a final spell",
                c.0
            ),
            Illegal::WrongTiming(c) => write!(f, "card {} cannot be used at this timing", c.0),
            Illegal::NoTarget(c) => write!(
                f,
                "card {} needs a card in the clash that is not there",
                c.0
            ),
        }
    }
}

impl std::error::Error for Illegal {}
