//! Preset decks: ready-made, valid decks for new players and bots.

use tavern_protocol::gitcg::{CardId, CharacterId, Deck};

/// A named preset deck.
#[derive(Clone, Copy, Debug)]
pub struct Preset {
    /// Its name, as clients ask for it.
    pub name: &'static str,
    /// What it plays like.
    pub description: &'static str,
    /// Characters (ids).
    pub characters: [u32; 3],
    /// Action cards as (id, copies); 30 in all.
    pub cards: &'static [(u32, u8)],
}

impl Preset {
    /// The deck.
    pub fn deck(&self) -> Deck {
        Deck {
            characters: self.characters.iter().map(|&c| CharacterId(c)).collect(),
            cards: self
                .cards
                .iter()
                .flat_map(|&(id, n)| std::iter::repeat_n(CardId(id), n as usize))
                .collect(),
        }
    }
}

/// Every preset, the game's own starter deck first.
pub static PRESETS: &[Preset] = &[
    Preset {
        name: "starter",
        description: "Diluc, Kaeya and Sucrose: the game's starter trio, Pyro damage with Cryo support and Anemo switching",
        characters: [1301, 1103, 1501],
        cards: &[
            (213011, 2), // Flowing Flame
            (211031, 1), // Cold-Blooded Strike
            (215011, 1), // Chaotic Entropy
            (311301, 2), // White Iron Greatsword
            (311501, 1), // Traveler's Handy Sword
            (312004, 2), // Gambler's Earrings
            (322001, 2), // Paimon
            (321002, 1), // Knights of Favonius Library
            (321004, 2), // Dawn Winery
            (332004, 2), // Strategize
            (332006, 2), // Leave It to Me!
            (332002, 1), // Changing Shifts
            (332003, 1), // Toss-Up
            (332008, 2), // Starsigns
            (333005, 2), // Sweet Madame
            (333006, 2), // Mondstadt Hash Brown
            (333003, 1), // Lotus Flower Crisp
            (330001, 1), // Ancient Courtyard
            (332013, 1), // Send Off
            (333001, 1), // Jueyun Guoba
        ],
    },
    Preset {
        name: "frozen",
        description: "Ganyu, Chongyun and Xingqiu: Cryo and Hydro freeze with Cryo resonance",
        characters: [1101, 1104, 1202],
        cards: &[
            (211011, 2), // Undivided Heart
            (211041, 1), // Steady Breathing
            (212021, 1), // The Scent Remained
            (311201, 2), // Raven Bow
            (312101, 2), // Broken Rime's Echo
            (331101, 2), // Elemental Resonance: Woven Ice
            (331102, 2), // Elemental Resonance: Shattering Ice
            (322002, 2), // Katheryne
            (321001, 2), // Liyue Harbor Wharf
            (332004, 2), // Strategize
            (332009, 1), // Calx's Arts
            (332008, 2), // Starsigns
            (333002, 2), // Adeptus' Temptation
            (333005, 2), // Sweet Madame
            (333009, 1), // Teyvat Fried Egg
            (330002, 1), // Covenant of Rock
            (323002, 1), // NRE
            (332001, 2), // The Bestest Travel Companion!
        ],
    },
];

/// The preset of that name.
pub fn by_name(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_a_valid_deck() {
        for p in PRESETS {
            let deck = p.deck();
            assert_eq!(deck.cards.len(), 30, "{}", p.name);
            if let Err(e) = super::super::cards::resolve_deck(&deck, true) {
                panic!("preset {} is not valid: {e}", p.name);
            }
        }
    }
}
