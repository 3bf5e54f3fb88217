//! The preset decks: three decks of exactly 40 cards that follow the construction rules.

use tavern_protocol::seven_square::{CardId, Deck};

use crate::cards::{aera, fields, mounts, verda, Card};

/// A named preset deck.
pub struct Preset {
    /// Its name (what a player names in `ready`).
    pub name: &'static str,
    /// Each card and its copies.
    pub cards: &'static [(Card, u8)],
}

impl Preset {
    /// The deck, one entry per copy.
    pub fn deck(&self) -> Deck {
        Deck {
            cards: self
                .cards
                .iter()
                .flat_map(|&(c, n)| std::iter::repeat_n(c.id, usize::from(n)))
                .collect::<Vec<CardId>>(),
        }
    }
}

/// Aera's knights: Celes and Miria lead Warriors, archers, dogs and horses, with passages
/// for the Sappers to build.
pub static AERA_KNIGHTS: Preset = Preset {
    name: "Aera Knights",
    cards: &[
        (&aera::CELES, 2),
        (&aera::MIRIA, 1),
        (&aera::WARRIOR, 3),
        (&aera::SAPPER, 3),
        (&aera::LONGBOWMAN, 3),
        (&aera::SCOUT, 3),
        (&aera::MEDIC, 3),
        (&aera::MILITIA, 3),
        (&mounts::AO, 3),
        (&mounts::WARHORSE, 3),
        (&mounts::SUPPLY_CART, 2),
        (&fields::SECRET_PASSAGE, 3),
        (&fields::FORWARD_BASE, 2),
        (&fields::BARRACKS, 2),
        (&fields::STABLE, 1),
        (&fields::HEALING_SPRING, 2),
        (&fields::SUN_GATE, 1),
    ],
};

/// Verda's host: Garon and Zahra with heavy infantry, slingers, elephants and forward bases.
pub static VERDA_HOST: Preset = Preset {
    name: "Verda Host",
    cards: &[
        (&verda::GARON, 2),
        (&verda::ZAHRA, 2),
        (&verda::HEAVY_INFANTRY, 3),
        (&verda::SLINGER, 3),
        (&verda::SIEGE_ENGINEER, 3),
        (&verda::SELLSWORD, 3),
        (&verda::PIKEMAN, 3),
        (&verda::WARCHIEF, 3),
        (&verda::HEXER, 2),
        (&mounts::WAR_ELEPHANT, 2),
        (&mounts::SAND_LIZARD, 3),
        (&mounts::WYVERN, 2),
        (&fields::FORWARD_BASE, 3),
        (&fields::SECRET_PASSAGE, 2),
        (&fields::SUN_GATE, 2),
        (&fields::STABLE, 2),
    ],
};

/// A free company of both sides' cheapest fighters, mounts for everyone and passages.
pub static FREE_COMPANY: Preset = Preset {
    name: "Free Company",
    cards: &[
        (&aera::CELES, 1),
        (&verda::ZAHRA, 1),
        (&aera::WARRIOR, 3),
        (&verda::SELLSWORD, 3),
        (&aera::SCOUT, 3),
        (&verda::SLINGER, 3),
        (&aera::SAPPER, 3),
        (&verda::SIEGE_ENGINEER, 2),
        (&verda::PIKEMAN, 3),
        (&mounts::AO, 3),
        (&mounts::WARHORSE, 3),
        (&mounts::SUPPLY_CART, 2),
        (&mounts::WYVERN, 1),
        (&fields::SECRET_PASSAGE, 3),
        (&fields::BARRACKS, 2),
        (&fields::HEALING_SPRING, 2),
        (&fields::FORWARD_BASE, 2),
    ],
};

/// Every preset, in the order the lobby lists them.
pub static PRESETS: &[&Preset] = &[&AERA_KNIGHTS, &VERDA_HOST, &FREE_COMPANY];

/// The preset named `name` (case, spaces and punctuation ignored).
pub fn by_name(name: &str) -> Option<&'static Preset> {
    let key = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let want = key(name);
    PRESETS.iter().copied().find(|p| key(p.name) == want)
}
