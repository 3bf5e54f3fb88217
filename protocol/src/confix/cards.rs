//! Cards, planes and permanents by number; elements and runes; costs; a small list of cards.

use serde::{Deserialize, Serialize};

/// A card of the pool: its element's number times 100 plus its number in the element
/// (fire 1xx, water 2xx, air 3xx, earth 4xx; tokens 9xx).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

/// A plane card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlaneId(pub u16);

/// A permanent on the battlefield, numbered in the order permanents entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Uid(pub u16);

/// The four elements (and rune colours).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Element {
    /// 火焰, red: damage.
    Fire,
    /// 水流, blue: counters, cards, control.
    Water,
    /// 空气, white: evasion, sacrifice, planes.
    Air,
    /// 大地, green: resilience, tokens, runes, healing.
    Earth,
}

impl Element {
    /// Every element, in rune order.
    pub const ALL: [Element; 4] = [Element::Fire, Element::Water, Element::Air, Element::Earth];

    /// The element's position in [`Element::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter a cost uses for it (`F`, `W`, `A`, `E`).
    pub const fn letter(self) -> char {
        match self {
            Element::Fire => 'F',
            Element::Water => 'W',
            Element::Air => 'A',
            Element::Earth => 'E',
        }
    }

    /// The English name.
    pub const fn name(self) -> &'static str {
        match self {
            Element::Fire => "fire",
            Element::Water => "water",
            Element::Air => "air",
            Element::Earth => "earth",
        }
    }
}

/// The three card types (类别).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// 法术: resolves, then goes to the graveyard.
    Spell,
    /// 物件: stays in front of an elementalist; one with power dies at 0.
    Object,
    /// 生物: stays, attacks and defends; dies at 0 power.
    Creature,
}

/// A number of runes of each colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Runes {
    /// Fire runes.
    pub fire: u8,
    /// Water runes.
    pub water: u8,
    /// Air runes.
    pub air: u8,
    /// Earth runes.
    pub earth: u8,
}

impl Runes {
    /// No runes.
    pub const NONE: Runes = Runes::new(0, 0, 0, 0);

    /// Runes from four counts in element order.
    pub const fn new(fire: u8, water: u8, air: u8, earth: u8) -> Runes {
        Runes {
            fire,
            water,
            air,
            earth,
        }
    }

    /// One rune of `e`.
    pub const fn one(e: Element) -> Runes {
        Runes::NONE.with(e, 1)
    }

    /// The count of `e`.
    pub const fn get(self, e: Element) -> u8 {
        match e {
            Element::Fire => self.fire,
            Element::Water => self.water,
            Element::Air => self.air,
            Element::Earth => self.earth,
        }
    }

    /// These runes with the count of `e` set to `n`.
    pub const fn with(mut self, e: Element, n: u8) -> Runes {
        match e {
            Element::Fire => self.fire = n,
            Element::Water => self.water = n,
            Element::Air => self.air = n,
            Element::Earth => self.earth = n,
        }
        self
    }

    /// Every rune counted once.
    pub const fn total(self) -> u16 {
        self.fire as u16 + self.water as u16 + self.air as u16 + self.earth as u16
    }

    /// Whether every colour holds at least as many runes as in `other`.
    pub fn covers(self, other: Runes) -> bool {
        self.fire >= other.fire
            && self.water >= other.water
            && self.air >= other.air
            && self.earth >= other.earth
    }

    /// These runes minus `other`, colour by colour (never below zero).
    pub fn minus(self, other: Runes) -> Runes {
        Runes::new(
            self.fire.saturating_sub(other.fire),
            self.water.saturating_sub(other.water),
            self.air.saturating_sub(other.air),
            self.earth.saturating_sub(other.earth),
        )
    }

    /// These runes plus `other`, colour by colour.
    pub fn plus(self, other: Runes) -> Runes {
        Runes::new(
            self.fire.saturating_add(other.fire),
            self.water.saturating_add(other.water),
            self.air.saturating_add(other.air),
            self.earth.saturating_add(other.earth),
        )
    }
}

/// A card's cost: runes of given colours plus `any` runes of any colour (`*`). `*W` is one water
/// rune and one rune of any colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cost {
    /// Runes that must be of their colour.
    pub runes: Runes,
    /// Runes of any colour (`*`).
    pub any: u8,
}

impl Cost {
    /// Runes the cost takes in all.
    pub const fn total(self) -> u16 {
        self.runes.total() + self.any as u16
    }

    /// The cost as printed: a `*` per rune of any colour, then a letter per coloured rune
    /// (`**F`, `*W`); `0` when free.
    pub fn printed(self) -> String {
        let mut s = "*".repeat(self.any as usize);
        for e in Element::ALL {
            for _ in 0..self.runes.get(e) {
                s.push(e.letter());
            }
        }
        if s.is_empty() {
            s.push('0');
        }
        s
    }
}

/// A few cards named by id (any copy), at most [`CardList::MAX`]: a small list that stays
/// `Copy`, as payments and actions are, and is a JSON array on the wire.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardList {
    len: u8,
    ids: [CardId; CardList::MAX],
}

impl Default for CardList {
    fn default() -> Self {
        CardList {
            len: 0,
            ids: [CardId(0); CardList::MAX],
        }
    }
}

impl CardList {
    /// The most cards a list holds (more than any cost's `*`).
    pub const MAX: usize = 8;

    /// The list of `ids`, if there are at most [`CardList::MAX`].
    pub fn new(ids: &[CardId]) -> Option<CardList> {
        if ids.len() > Self::MAX {
            return None;
        }
        let mut list = CardList::default();
        list.ids[..ids.len()].copy_from_slice(ids);
        list.len = ids.len() as u8;
        Some(list)
    }

    /// The cards, in the order named.
    pub fn as_slice(&self) -> &[CardId] {
        &self.ids[..self.len as usize]
    }

    /// How many cards are named.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether none is named.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl std::fmt::Debug for CardList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Serialize for CardList {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de> Deserialize<'de> for CardList {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let ids = Vec::<CardId>::deserialize(d)?;
        CardList::new(&ids).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "{} cards named, at most {} may be",
                ids.len(),
                CardList::MAX
            ))
        })
    }
}
