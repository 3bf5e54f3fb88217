//! What a seat may submit: targets, payments and actions.

use serde::{Deserialize, Serialize};

use super::{CardId, CardList, Element, Runes, Uid};
use crate::Seat;

/// What a card or ability is aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Target {
    /// Nothing.
    None,
    /// An elementalist.
    Player {
        /// Their seat.
        seat: Seat,
    },
    /// A permanent.
    Permanent {
        /// The permanent.
        uid: Uid,
    },
}

/// How a cost is paid: active runes of each colour, plus the class abilities that pay `*`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Payment {
    /// Active runes tapped, per colour.
    pub runes: Runes,
    /// Deep-sea Lurker: an untapped permanent of yours whose power pays `*` (it is tapped).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power_of: Option<Uid>,
    /// Aether Walker: the cards of your graveyard you choose to exile, one `*` each (a card
    /// named twice takes two copies).
    #[serde(default, skip_serializing_if = "CardList::is_empty")]
    pub exile: CardList,
}

/// What a seat may submit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Keep the opening hand.
    Keep,
    /// Shuffle the opening hand back and draw a smaller one.
    Redraw,
    /// Add an active rune of this colour (activate runes phase).
    ChooseRune {
        /// The colour, one the class allows.
        element: Element,
    },
    /// Cast a card from hand.
    PlayCard {
        /// The card (any copy in hand).
        card: CardId,
        /// Its target.
        target: Target,
        /// How the cost is paid.
        pay: Payment,
    },
    /// Tap a permanent of yours to use its ability.
    Activate {
        /// The permanent.
        permanent: Uid,
        /// The ability's target.
        target: Target,
        /// Runes paid for the ability's cost.
        pay: Runes,
    },
    /// Earthshaper's Summon Guards: pay `count` runes for as many earth elementals (once a turn).
    SummonGuards {
        /// Elementals summoned.
        count: u8,
        /// Runes paid, `count` in all.
        pay: Runes,
    },
    /// Roll the plane die (free the first time in a turn, then 1, 2, 3 … runes).
    RollPlaneDie {
        /// Runes paid.
        pay: Runes,
    },
    /// Declare a creature attacking an enemy elementalist (it is tapped).
    Attack {
        /// The attacking creature.
        creature: Uid,
        /// The elementalist attacked.
        target: Seat,
    },
    /// Declare an untapped creature of yours defending against the attack on you.
    Defend {
        /// The defending creature.
        creature: Uid,
    },
    /// Lost a combat as defender: take the damage to your life.
    TakeDamage,
    /// Lost a combat as defender: that many defending creatures die instead (offered only with
    /// at least that many defenders); you choose which with [`Action::ChooseCasualty`].
    LoseCreatures,
    /// As the attacked player, the next creature to die: one of your defenders after
    /// [`Action::LoseCreatures`], or one of the attackers after their attack failed.
    ChooseCasualty {
        /// The creature.
        creature: Uid,
    },
    /// Do what the card says you may do.
    Accept,
    /// Do not.
    Decline,
    /// End this phase or step (the cast phases, declaring attackers, declaring defenders).
    EndPhase,
}
