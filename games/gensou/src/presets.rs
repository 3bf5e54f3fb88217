//! The preset decks: two characters each, with their spell cards and a share of the items.
//! Each is legal under the deck rules (a test checks it).

use tavern_protocol::gensou::{CardId, Deck};

/// A preset deck.
#[derive(Debug)]
pub struct Preset {
    /// The name to ask for it by.
    pub name: &'static str,
    /// What it plays like.
    pub description: &'static str,
    /// The character placed as SUPPORT at setup.
    pub starter: u16,
    /// Each card and its copies.
    pub cards: &'static [(u16, u8)],
}

impl Preset {
    /// The deck, copies repeated.
    pub fn deck(&self) -> Deck {
        Deck {
            cards: self
                .cards
                .iter()
                .flat_map(|&(id, n)| std::iter::repeat_n(CardId(id), usize::from(n)))
                .collect(),
            starter: Some(CardId(self.starter)),
        }
    }
}

/// Every preset; the first is the one bots play.
pub static PRESETS: [Preset; 3] = [
    Preset {
        name: "starter",
        description: "Reimu Hakurei and Marisa Kirisame: Reimu's guard and barrier hold the line while Master Spark breaks orbs; the Bunbunmaru Newspaper wins with six hits.",
        starter: 100,
        cards: &[
            (100, 1),
            (200, 2),
            (101, 3),
            (102, 3),
            (103, 3),
            (104, 2),
            (105, 2),
            (106, 1),
            (107, 2),
            (201, 3),
            (202, 2),
            (203, 3),
            (204, 2),
            (205, 2),
            (206, 1),
            (207, 2),
            (901, 1),
            (902, 1),
            (903, 1),
            (904, 2),
            (905, 1),
            (907, 1),
            (908, 2),
            (909, 1),
            (910, 2),
            (912, 1),
        ],
    },
    Preset {
        name: "scarlet",
        description: "Remilia Scarlet and Sakuya Izayoi: heavy cards, the NULLITY spear unsealed by Remilia's HYPER, cheap time-stopped attacks and The World against weak ones.",
        starter: 400,
        cards: &[
            (300, 2),
            (400, 1),
            (301, 3),
            (302, 3),
            (303, 2),
            (304, 2),
            (305, 2),
            (306, 1),
            (307, 2),
            (401, 3),
            (402, 3),
            (403, 2),
            (404, 2),
            (405, 2),
            (406, 1),
            (407, 2),
            (901, 1),
            (902, 1),
            (904, 2),
            (905, 1),
            (906, 1),
            (908, 1),
            (909, 2),
            (910, 1),
            (911, 1),
            (913, 1),
        ],
    },
    Preset {
        name: "netherworld",
        description: "Youmu Konpaku and Sanae Kochiya: many light slashes raised by Youmu's skills and Roukanken, Sanae's miracles drawing cards and loosening flashiness.",
        starter: 500,
        cards: &[
            (500, 1),
            (600, 2),
            (501, 3),
            (502, 3),
            (503, 2),
            (504, 2),
            (505, 2),
            (506, 1),
            (507, 2),
            (601, 3),
            (602, 3),
            (603, 2),
            (604, 2),
            (605, 2),
            (606, 1),
            (607, 2),
            (901, 1),
            (902, 1),
            (903, 2),
            (904, 2),
            (907, 2),
            (910, 1),
            (912, 1),
            (914, 2),
        ],
    },
];

/// The preset named `name`.
pub fn by_name(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.name == name)
}
