//! Tokens: cards that effects make on the battlefield. They are never in a deck and cease to
//! exist once they leave the battlefield.

use tavern_protocol::confix::{CardId, Element::Earth, Kind};

use super::{CardDef, BLANK};

/// 土元素 Earth Elemental: what Summon Guards and Call of the Land make.
pub static EARTH_ELEMENTAL: CardDef = CardDef {
    id: CardId(901),
    name: "土元素",
    english_name: "Earth Elemental",
    element: Earth,
    kind: Kind::Creature,
    power: 1,
    token: true,
    ..BLANK
};

/// Every token.
pub(super) static CARDS: &[CardDef] = &[EARTH_ELEMENTAL];
