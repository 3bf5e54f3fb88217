//! What happened, event by event (a few only for the seat allowed to see them).

use serde::{Deserialize, Serialize};

use super::{CardId, Class, Element, Mode, Payment, PermanentView, Phase, PlaneId, Target, Uid};
use crate::Seat;

/// Where a card went when it left the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// Its owner's graveyard.
    Graveyard,
    /// Exiled (湮灭).
    Exile,
    /// Its owner's hand.
    Hand,
    /// Nowhere: a token ceases to exist.
    Gone,
}

/// What the plane die showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlaneFace {
    /// Blank (2–4).
    Blank,
    /// The planes shift (1).
    Shift,
    /// The plane's \[X\] effect (5–6).
    Chaos,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The match began: the setup, each seat's team (drawn at random or chosen), who goes first
    /// and how the seats sit. Always the first event of a match.
    MatchBegan {
        /// The setup.
        mode: Mode,
        /// The team of each seat.
        teams: Vec<u8>,
        /// Whether the teams were drawn at random.
        drawn: bool,
        /// The first player.
        first: Seat,
        /// Every seat in table order (see [`View::table`](super::View::table)).
        #[serde(default)]
        table: Vec<Seat>,
    },
    /// A seat drew a new opening hand (the cards only for its owner, their backs for all).
    OpeningHand {
        /// Whose.
        seat: Seat,
        /// The cards, for the owner.
        cards: Option<Vec<CardId>>,
        /// How many.
        count: u8,
        /// Their elements (the colours of their backs), in element order, for everyone.
        #[serde(default)]
        elements: Vec<Element>,
    },
    /// A seat kept its opening hand.
    Kept {
        /// Whose.
        seat: Seat,
    },
    /// A turn began.
    TurnBegan {
        /// Whose.
        seat: Seat,
        /// The turn number.
        turn: u32,
    },
    /// A phase began.
    PhaseBegan {
        /// The phase.
        phase: Phase,
    },
    /// A seat drew a card (named only for its owner; its back seen by all).
    CardDrawn {
        /// Who drew.
        seat: Seat,
        /// The card, for the owner.
        card: Option<CardId>,
        /// Its element (the colour of its back), for everyone.
        element: Element,
    },
    /// A card went from a hand or deck to its owner's graveyard (discarded or milled).
    CardDiscarded {
        /// Whose.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A card came back from a graveyard to its owner's hand.
    CardRecalled {
        /// Whose.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A seat's runes were untapped and one added.
    RuneAdded {
        /// Whose.
        seat: Seat,
        /// Its colour.
        element: Element,
    },
    /// A seat lost a rune.
    RuneLost {
        /// Whose.
        seat: Seat,
        /// Its colour.
        element: Element,
    },
    /// A card was cast and paid for.
    CardPlayed {
        /// Who cast it.
        seat: Seat,
        /// The card.
        card: CardId,
        /// Its target.
        target: Target,
        /// The payment.
        pay: Payment,
    },
    /// An enemy card aimed at an elementalist was turned back on its caster by a Redirect
    /// object (法术偏移), which goes to the graveyard.
    Redirected {
        /// The card.
        card: CardId,
        /// The object that turned it back.
        by: Uid,
        /// Its caster, its target now.
        to: Seat,
    },
    /// A seat looked at another's hand (看牌): the cards only for the seat that looked.
    HandSeen {
        /// Whose hand.
        seat: Seat,
        /// Who looked.
        by: Seat,
        /// The cards, for the seat that looked.
        cards: Option<Vec<CardId>>,
    },
    /// A seat looked at the top card of a deck: the card only for the seat that looked.
    DeckTopSeen {
        /// Whose deck.
        seat: Seat,
        /// Who looked.
        by: Seat,
        /// The card, for the seat that looked.
        card: Option<CardId>,
    },
    /// A card was countered by a ward; it goes to its owner's graveyard with no effect.
    Countered {
        /// The countered card.
        card: CardId,
        /// The ward that countered it.
        by: Uid,
    },
    /// A permanent's ability was used (it is tapped).
    Activated {
        /// The permanent.
        permanent: Uid,
        /// Its target.
        target: Target,
    },
    /// A permanent's own effect resolves: its beginning or end effect, a combat keyword (first
    /// strike, retaliate) or what it does when it dies. What follows, up to the next event that
    /// names a cause, is its doing.
    Triggered {
        /// The permanent (gone from the battlefield already for a dying effect).
        uid: Uid,
        /// Its card.
        card: CardId,
    },
    /// Cards of a graveyard were exiled to pay a cost or by an effect.
    Exiled {
        /// Whose graveyard.
        seat: Seat,
        /// The cards.
        cards: Vec<CardId>,
    },
    /// A permanent entered the battlefield.
    Entered {
        /// The permanent.
        permanent: PermanentView,
    },
    /// A permanent left the battlefield.
    Left {
        /// The permanent.
        uid: Uid,
        /// Its card.
        card: CardId,
        /// Where it went.
        to: Zone,
    },
    /// A permanent's power changed.
    PowerChanged {
        /// The permanent.
        uid: Uid,
        /// Its power now.
        power: i16,
    },
    /// A permanent was tapped or untapped by an effect or to pay.
    TapChanged {
        /// The permanent.
        uid: Uid,
        /// Tapped now.
        tapped: bool,
    },
    /// A permanent changed sides (mind control).
    ControlChanged {
        /// The permanent.
        uid: Uid,
        /// Its new side.
        side: Seat,
    },
    /// A permanent was morphed into a 1-power shape with no abilities.
    Morphed {
        /// The permanent.
        uid: Uid,
    },
    /// An elementalist lost life.
    Damaged {
        /// Who.
        seat: Seat,
        /// How much.
        amount: u8,
        /// Life now.
        life: i16,
    },
    /// An elementalist gained life.
    Healed {
        /// Who.
        seat: Seat,
        /// How much.
        amount: u8,
        /// Life now.
        life: i16,
    },
    /// A die was rolled for a card's random effect.
    DieRolled {
        /// The face, 1–6.
        face: u8,
    },
    /// An attack was declared.
    AttackDeclared {
        /// The attacker.
        creature: Uid,
        /// The elementalist attacked.
        target: Seat,
    },
    /// A defender was declared.
    DefenseDeclared {
        /// The defender.
        creature: Uid,
        /// Its elementalist.
        defender: Seat,
    },
    /// An attack was made void (a gale wall).
    AttackVoided {
        /// The elementalist who was attacked.
        defender: Seat,
        /// The object that voided it.
        by: Uid,
    },
    /// Both sides rolled 2d6 and added their creatures' power.
    CombatRolled {
        /// The turn player.
        attacker: Seat,
        /// The attacked player.
        defender: Seat,
        /// The attacker's dice.
        attack_dice: [u8; 2],
        /// The defender's dice.
        defense_dice: [u8; 2],
        /// The attacker's total.
        attack: i16,
        /// The defender's total.
        defense: i16,
        /// Creatures or life lost by the losing side: floor(difference / 6) + 1.
        count: u8,
        /// Whether this roll is the unblockable attackers' own, against no defender (an
        /// attacked player's combat rolls once for the other attackers and once for these).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        unblockable: bool,
    },
    /// A "may" was answered.
    MayAnswered {
        /// Who answered.
        seat: Seat,
        /// The card that asked.
        card: CardId,
        /// Whether they did it.
        accepted: bool,
    },
    /// Summon Guards, Flame Combo or another class ability was used.
    ClassAbility {
        /// Whose.
        seat: Seat,
        /// The class.
        class: Class,
    },
    /// The plane die was rolled.
    PlaneDieRolled {
        /// Who rolled.
        seat: Seat,
        /// The die, 1–6.
        face: u8,
        /// What it means.
        result: PlaneFace,
        /// Runes it cost.
        cost: u8,
    },
    /// A plane was revealed from the top of the plane deck.
    PlaneRevealed {
        /// The plane.
        plane: PlaneId,
    },
    /// The plane discard was shuffled into the empty plane deck.
    PlanesReshuffled,
    /// An elementalist died; their deck, hand and permanents went to the graveyards.
    Died {
        /// Who.
        seat: Seat,
    },
}
