//! Preset decks: ready-made, valid decks for new players and bots.
//!
//! Every preset follows the construction rules and has a share code; `PRESETS.md` next to
//! this file lists them (regenerate it with
//! `cargo run -q -p tavern-engine --example presets > games/gitcg/src/PRESETS.md`).

use crate::version::GameVersion;
use tavern_protocol::gitcg::{CardId, CharacterId, Deck};

use super::cards;
use super::sharecode::{self, ShareCodeError};

/// The key byte of preset share codes. Any key gives a valid code; a fixed one keeps them
/// stable. Not 0: a published key-0 code was reported not to import in the game, while the
/// same deck with key 1 did.
pub const SHARE_KEY: u8 = 1;

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

    /// The deck's share code in the game's format (key byte [`SHARE_KEY`]).
    pub fn share_code(&self) -> Result<String, ShareCodeError> {
        sharecode::encode(&self.deck(), SHARE_KEY)
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
    Preset {
        name: "pyro",
        description: "Diluc, Xiangling and Bennett: Pyro damage with Pyro resonance and Bennett's healing",
        characters: [1301, 1302, 1303],
        cards: &[
            (213011, 2), // Flowing Flame
            (213021, 1), // Crossfire
            (213031, 1), // Grand Expectation
            (311301, 2), // White Iron Greatsword
            (311401, 1), // White Tassel
            (312301, 2), // Witch's Scorching Hat
            (331301, 2), // Elemental Resonance: Woven Flames
            (331302, 2), // Elemental Resonance: Fervent Flames
            (322001, 2), // Paimon
            (321004, 1), // Dawn Winery
            (322008, 1), // Liben
            (332004, 2), // Strategize
            (332006, 2), // Leave It to Me!
            (332008, 1), // Starsigns
            (333005, 2), // Sweet Madame
            (333006, 2), // Mondstadt Hash Brown
            (333008, 1), // Minty Meat Rolls
            (332012, 1), // Quick Knit
            (332013, 1), // Send Off
            (330001, 1), // Ancient Courtyard
        ],
    },
    Preset {
        name: "thunder",
        description: "Keqing, Fischl and Collei: Electro with Electro resonance, Oz, and Dendro for Quicken",
        characters: [1403, 1401, 1701],
        cards: &[
            (214031, 2), // Thundering Penance
            (214011, 1), // Stellar Predator
            (217011, 1), // Floral Sidewinder
            (311501, 1), // Traveler's Handy Sword
            (311201, 2), // Raven Bow
            (312401, 2), // Thunder Summoner's Crown
            (331401, 2), // Elemental Resonance: Woven Thunder
            (331402, 2), // Elemental Resonance: High Voltage
            (322002, 2), // Katheryne
            (321001, 1), // Liyue Harbor Wharf
            (323004, 1), // Treasure-Seeking Seelie
            (332004, 2), // Strategize
            (332003, 1), // Toss-Up
            (332009, 1), // Calx's Arts
            (332018, 1), // Heavy Strike
            (333005, 2), // Sweet Madame
            (333002, 1), // Adeptus' Temptation
            (333004, 1), // Northern Smoked Chicken
            (333003, 1), // Lotus Flower Crisp
            (332008, 2), // Starsigns
            (332005, 1), // I Haven't Lost Yet!
        ],
    },
    Preset {
        name: "vaporize",
        description: "Barbara, Xingqiu and Xiangling: Hydro and Pyro for Vaporize, with Hydro resonance and healing",
        characters: [1201, 1202, 1302],
        cards: &[
            (212011, 1), // Glorious Season
            (212021, 2), // The Scent Remained
            (213021, 1), // Crossfire
            (311101, 1), // Magic Guide
            (311501, 1), // Traveler's Handy Sword
            (311401, 1), // White Tassel
            (312201, 2), // Wine-Stained Tricorne
            (331202, 2), // Elemental Resonance: Soothing Water
            (331802, 2), // Stone and Contracts
            (321009, 2), // Sangonomiya Shrine
            (321001, 1), // Liyue Harbor Wharf
            (322007, 1), // Timmie
            (323001, 1), // Parametric Transformer
            (332004, 2), // Strategize
            (332006, 2), // Leave It to Me!
            (332002, 1), // Changing Shifts
            (332001, 1), // The Bestest Travel Companion!
            (333005, 2), // Sweet Madame
            (333007, 2), // Mushroom Pizza
            (333001, 1), // Jueyun Guoba
            (330002, 1), // Covenant of Rock
        ],
    },
    Preset {
        name: "shield",
        description: "Noelle, Ganyu and Keqing: Noelle's shields and healing protect Ganyu's and Keqing's damage",
        characters: [1602, 1101, 1403],
        cards: &[
            (216021, 2), // I Got Your Back
            (211011, 1), // Undivided Heart
            (214031, 1), // Thundering Penance
            (311301, 1), // White Iron Greatsword
            (311201, 1), // Raven Bow
            (311501, 1), // Traveler's Handy Sword
            (312005, 1), // Instructor's Cap
            (312004, 1), // Gambler's Earrings
            (331802, 2), // Stone and Contracts
            (321001, 2), // Liyue Harbor Wharf
            (321006, 1), // Favonius Cathedral
            (322011, 1), // Iron Tongue Tian
            (323002, 1), // NRE
            (332004, 2), // Strategize
            (332005, 2), // I Haven't Lost Yet!
            (332009, 1), // Calx's Arts
            (332018, 2), // Heavy Strike
            (332002, 1), // Changing Shifts
            (333002, 2), // Adeptus' Temptation
            (333005, 1), // Sweet Madame
            (333010, 1), // Sashimi Platter
            (333004, 1), // Northern Smoked Chicken
            (330002, 1), // Covenant of Rock
        ],
    },
    Preset {
        name: "swirl",
        description: "Sucrose, Fischl and Barbara: Oz and Melody Loop on the field while Sucrose swirls and switches",
        characters: [1501, 1401, 1201],
        cards: &[
            (215011, 1), // Chaotic Entropy
            (214011, 2), // Stellar Predator
            (212011, 1), // Glorious Season
            (311101, 2), // Magic Guide
            (311201, 1), // Raven Bow
            (312005, 1), // Instructor's Cap
            (312004, 1), // Gambler's Earrings
            (321002, 1), // Knights of Favonius Library
            (321006, 1), // Favonius Cathedral
            (322001, 2), // Paimon
            (322007, 1), // Timmie
            (323001, 2), // Parametric Transformer
            (332004, 2), // Strategize
            (332002, 2), // Changing Shifts
            (332006, 1), // Leave It to Me!
            (332003, 1), // Toss-Up
            (332001, 1), // The Bestest Travel Companion!
            (332012, 1), // Quick Knit
            (333005, 2), // Sweet Madame
            (333006, 2), // Mondstadt Hash Brown
            (333009, 1), // Teyvat Fried Egg
            (333008, 1), // Minty Meat Rolls
        ],
    },
];

/// The preset of that name.
pub fn by_name(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.name == name)
}

/// The presets a match at `version` may play: those whose every card had arrived by then (a
/// preset is built from the cards of one version, and serves every later one).
pub fn at_version(version: GameVersion) -> impl Iterator<Item = &'static Preset> {
    PRESETS
        .iter()
        .filter(move |p| crate::deck::validate_at(&p.deck(), true, version).is_ok())
}

/// A markdown page listing every preset with its characters and share code.
pub fn markdown_table() -> String {
    let mut out = String::from(
        "# Preset decks\n\n\
         Ready-made decks that follow the construction rules. Pick one by name, or paste its \
         share code into the game or a deck builder. Generated by \
         `cargo run -q -p tavern-engine --example presets`; a test keeps it in step with \
         `presets.rs`.\n\n\
         | name | characters | what it plays like | share code |\n\
         | --- | --- | --- | --- |\n",
    );
    for p in PRESETS {
        let names: Vec<&str> = p
            .characters
            .iter()
            .map(|&id| cards::character(CharacterId(id)).map_or("?", |c| c.english_name))
            .collect();
        let code = p.share_code().unwrap_or_else(|e| format!("(no code: {e})"));
        out.push_str(&format!(
            "| `{}` | {} | {} | `{code}` |\n",
            p.name,
            names.join(", "),
            p.description
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck;

    #[test]
    fn every_preset_is_a_valid_deck() {
        for p in PRESETS {
            let d = p.deck();
            assert_eq!(d.cards.len(), 30, "{}", p.name);
            if let Err(e) = deck::validate(&d, true) {
                panic!("preset {} is not valid: {e}", p.name);
            }
            assert!(crate::cards::resolve_deck(&d, true).is_ok());
        }
    }

    #[test]
    fn presets_have_unique_names_and_the_starter_comes_first() {
        assert!(PRESETS.len() >= 6);
        assert_eq!(PRESETS[0].name, "starter");
        assert_eq!(PRESETS[0].characters, [1301, 1103, 1501]);
        for (i, p) in PRESETS.iter().enumerate() {
            assert!(!p.description.is_empty());
            assert!(PRESETS[..i].iter().all(|q| q.name != p.name), "{}", p.name);
            assert_eq!(by_name(p.name).map(|q| q.characters), Some(p.characters));
        }
        assert!(by_name("no such deck").is_none());
    }

    #[test]
    fn every_preset_round_trips_through_its_share_code() {
        for p in PRESETS {
            let code = p.share_code().unwrap();
            println!("{:>10}  {code}", p.name);
            assert_eq!(sharecode::decode(&code).unwrap(), p.deck(), "{}", p.name);
            for key in [1u8, 128, 255] {
                let other = sharecode::encode(&p.deck(), key).unwrap();
                assert_eq!(sharecode::decode(&other).unwrap(), p.deck(), "{}", p.name);
            }
        }
    }

    #[test]
    fn presets_md_is_up_to_date() {
        assert_eq!(
            include_str!("PRESETS.md"),
            markdown_table(),
            "regenerate it: cargo run -q -p tavern-engine --example presets > games/gitcg/src/PRESETS.md"
        );
    }
}
