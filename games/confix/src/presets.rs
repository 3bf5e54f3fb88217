//! Preset decks: one for each single-element class (Inferno and Bulwark every card of their
//! element twice; Abyss and Aether, whose elements have more than twelve cards, a chosen 24)
//! and two for two-colour classes, each legal under the construction rules.

use tavern_protocol::confix::{CardId, Class, Deck, Element};

use crate::cards;

/// A preset: its name, class and cards with their copies.
pub struct Preset {
    /// The name players choose it by.
    pub name: &'static str,
    /// Its class.
    pub class: Class,
    /// Cards and copies (none: every card of the class's element twice, for an element of
    /// twelve cards).
    pub cards: &'static [(u16, u8)],
}

/// Every preset, in the order the lobby lists them.
pub static PRESETS: &[Preset] = &[
    Preset {
        name: "Inferno",
        class: Class::InfernoEmissary,
        cards: &[],
    },
    Preset {
        name: "Abyss",
        class: Class::DeepSeaLurker,
        cards: &[
            (201, 2),
            (202, 2),
            (203, 2),
            (204, 2),
            (205, 2),
            (206, 1),
            (207, 1),
            (208, 2),
            (209, 1),
            (210, 2),
            (211, 1),
            (212, 2),
            (213, 1),
            (214, 2),
            (215, 1),
        ],
    },
    Preset {
        name: "Aether",
        class: Class::AetherWalker,
        cards: &[
            (301, 2),
            (302, 2),
            (303, 1),
            (304, 2),
            (305, 2),
            (306, 2),
            (307, 2),
            (308, 1),
            (309, 2),
            (310, 2),
            (311, 2),
            (312, 2),
            (313, 2),
        ],
    },
    Preset {
        name: "Bulwark",
        class: Class::Earthshaper,
        cards: &[],
    },
    Preset {
        name: "Lava",
        class: Class::LavaSorcerer,
        cards: &[
            (101, 3),
            (102, 2),
            (103, 2),
            (104, 2),
            (105, 2),
            (108, 1),
            (110, 2),
            (401, 1),
            (402, 2),
            (403, 2),
            (404, 2),
            (405, 2),
            (411, 1),
        ],
    },
    Preset {
        name: "Tempest",
        class: Class::StormCaller,
        cards: &[
            (201, 2),
            (202, 2),
            (203, 2),
            (205, 2),
            (206, 1),
            (208, 2),
            (212, 1),
            (301, 2),
            (302, 3),
            (303, 1),
            (307, 1),
            (309, 3),
            (310, 2),
        ],
    },
];

impl Preset {
    /// The preset as a deck.
    pub fn deck(&self) -> Deck {
        let cards = if self.cards.is_empty() {
            let e: Element = self.class.elements()[0];
            cards::element_cards(e)
                .iter()
                .flat_map(|c| [c.id, c.id])
                .collect()
        } else {
            self.cards
                .iter()
                .flat_map(|&(id, n)| std::iter::repeat_n(CardId(id), n as usize))
                .collect()
        };
        Deck {
            class: self.class,
            cards,
        }
    }
}

/// The preset named `name` (case-insensitive).
pub fn by_name(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.name.eq_ignore_ascii_case(name))
}
