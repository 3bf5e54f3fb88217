//! The card list clients show: every card, plane and class with its text.

use serde::{Deserialize, Serialize};

use super::{CardId, Class, Cost, Element, Kind, PlaneId};

/// One card, as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardInfo {
    /// The card.
    pub id: CardId,
    /// Its name in the rulebook's language.
    pub name: String,
    /// Its English name.
    pub english_name: String,
    /// Its element.
    pub element: Element,
    /// Spell, object or creature.
    pub kind: Kind,
    /// Its cost as printed (`*W`).
    pub cost: String,
    /// Its cost as numbers.
    pub runes: Cost,
    /// Power, for creatures and objects with power.
    pub power: Option<u8>,
    /// Whether it is a token (made by effects, never in a deck).
    pub token: bool,
    /// Its rules text in English.
    pub text: String,
}

/// One plane card, as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaneInfo {
    /// The plane.
    pub id: PlaneId,
    /// Its name in the rulebook's language.
    pub name: String,
    /// Its English name.
    pub english_name: String,
    /// Stable or unstable.
    pub stable: bool,
    /// Its rules text in English.
    pub text: String,
}

/// One class, as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassInfo {
    /// The class.
    pub class: Class,
    /// Its name in the rulebook's language.
    pub name: String,
    /// Its English name.
    pub english_name: String,
    /// Its rune colours.
    pub elements: Vec<Element>,
    /// Its ability in English (the single-element classes' cost control), or its colours.
    pub text: String,
}

/// Every card, plane and class, for clients and deck builders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardCatalog {
    /// The cards (tokens included, marked).
    pub cards: Vec<CardInfo>,
    /// The planes.
    pub planes: Vec<PlaneInfo>,
    /// The classes.
    pub classes: Vec<ClassInfo>,
    /// Cards a deck holds under the construction rules.
    pub deck_size: u8,
    /// Copies of one card a deck may hold.
    pub max_copies: u8,
}
