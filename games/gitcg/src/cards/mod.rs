//! The card tables: every character and action card Tavern implements, declared from the
//! card facts (`shared/reference/gitcg/*.json`: ids, share ids, costs, damage, HP, energy).
//!
//! # Layout
//! - [`builtin`]: entities the rules create (reaction products, satiated);
//! - `characters`: one file per character (in a folder per element, monsters per camp): the
//!   character, its skills, the summons, statuses and cards only it creates, its talent card;
//! - `weapons`, `artifacts`, `artifact_sets`, `vehicles` (techniques): equipment cards;
//! - `locations`, `companions`, `supports` (items): support cards;
//! - `events`: events, nation cards, Arcane Legends; `resonance`: elemental resonance;
//! - `food`: food events;
//! - `simulanka`: the Simulanka summons and the cards that summon them, which the Simulanka
//!   supports create;
//! - `common`: constructors and small effects the action-card families share;
//! - `entities`: every entity the views can show, for the card list.
//!
//! To add an action card: declare it in its family's file and list it in that file's table;
//! to add a character, see `characters`. The registry test checks ids are unique and sorted
//! lookups work. An entity that only a hook creates is listed beside its cards
//! (`MADE_BY_HOOKS`, or a character's `made_by_hooks`), so the card list reaches it.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use tavern_protocol::gitcg::{CardId, CharacterId, Deck};

use super::defs::{CardDef, CharacterDef};
use super::version::GameVersion;

mod artifact_sets;
mod artifacts;
pub mod builtin;
mod characters;
mod common;
mod companions;
mod entities;
mod events;
mod food;
mod locations;
mod resonance;
mod simulanka;
mod supports;
mod vehicles;
mod weapons;

/// Every implemented character card.
pub fn characters() -> &'static [&'static CharacterDef] {
    static ALL: OnceLock<Vec<&'static CharacterDef>> = OnceLock::new();
    ALL.get_or_init(|| characters::ALL.iter().map(|c| c.character).collect())
}

/// Every form a character can turn into (形态), which no deck holds.
pub fn forms() -> &'static [&'static CharacterDef] {
    characters::FORMS
}

pub use entities::entities;

/// Every implemented action card (including cards only created in play, with share id 0).
pub fn action_cards() -> impl Iterator<Item = &'static CardDef> {
    let talents = characters::ALL.iter().map(|c| &c.talent);
    let created = characters::ALL.iter().flat_map(|c| c.created);
    talents
        .chain(weapons::ALL)
        .chain(artifacts::ALL)
        .chain(artifact_sets::ALL)
        .chain(locations::ALL)
        .chain(companions::ALL)
        .chain(supports::ALL)
        .chain(events::ALL)
        .chain(resonance::ALL)
        .chain(food::ALL)
        .chain(vehicles::ALL)
        .chain(simulanka::ALL)
        .chain(created)
        .copied()
}

/// Every action card a deck may hold (those with a share id), in [`action_cards`] order,
/// gathered once: deck builders and bots walk it for every deck they make.
pub fn deckable_cards() -> &'static [&'static CardDef] {
    &index().deckable
}

/// A table of cards by key, built from a map (so a key given twice keeps its last value): an
/// open-addressing hash table at most half full, so that looking a card up by id, which the
/// deck checks of every new match do thirty times a deck, is a multiplication and a probe or
/// two.
struct Table<K, V> {
    /// Power-of-two many slots.
    slots: Vec<Option<(K, V)>>,
    /// How far the hash is shifted right to give a slot (64 minus the slot count's log).
    shift: u32,
}

impl<K: Ord + Copy + Into<u64>, V: Copy> Table<K, V> {
    fn new(entries: impl Iterator<Item = (K, V)>) -> Self {
        let map: BTreeMap<K, V> = entries.collect();
        let size = (2 * map.len()).next_power_of_two().max(2);
        let mut table = Table {
            slots: vec![None; size],
            shift: 64 - size.trailing_zeros(),
        };
        for (k, v) in map {
            let mut i = table.slot(k);
            while table.slots[i].is_some() {
                i = (i + 1) & (size - 1);
            }
            table.slots[i] = Some((k, v));
        }
        table
    }

    /// Where the search for `key` starts (Fibonacci hashing).
    fn slot(&self, key: K) -> usize {
        (key.into().wrapping_mul(0x9e37_79b9_7f4a_7c15) >> self.shift) as usize
    }

    fn get(&self, key: K) -> Option<V> {
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        // The table is at most half full: a search meets an empty slot soon.
        while let Some((k, v)) = self.slots[i] {
            if k == key {
                return Some(v);
            }
            i = (i + 1) & mask;
        }
        None
    }
}

struct Index {
    deckable: Vec<&'static CardDef>,
    characters: Table<u32, &'static CharacterDef>,
    cards: Table<u32, &'static CardDef>,
    character_shares: Table<u16, &'static CharacterDef>,
    card_shares: Table<u16, &'static CardDef>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| Index {
        deckable: action_cards().filter(|c| c.share_id != 0).collect(),
        characters: Table::new(characters().iter().map(|c| (c.id, *c))),
        cards: Table::new(action_cards().map(|c| (c.id, c))),
        character_shares: Table::new(
            characters()
                .iter()
                .filter(|c| c.share_id != 0)
                .map(|c| (c.share_id, *c)),
        ),
        card_shares: Table::new(
            action_cards()
                .filter(|c| c.share_id != 0)
                .map(|c| (c.share_id, c)),
        ),
    })
}

/// The character card with this id.
pub fn character(id: CharacterId) -> Option<&'static CharacterDef> {
    index().characters.get(id.0)
}

/// The action card with this id.
pub fn card(id: CardId) -> Option<&'static CardDef> {
    index().cards.get(id.0)
}

/// The declaration in force at `version` among a card's first one and its replacements
/// (`revised`, oldest first, matched by id).
fn at_version<T: 'static>(
    first: &'static T,
    id: u32,
    version: GameVersion,
    revised: &[(GameVersion, &'static T)],
    id_of: fn(&T) -> u32,
) -> &'static T {
    revised
        .iter()
        .rev()
        .find(|(from, def)| *from <= version && id_of(def) == id)
        .map(|(_, def)| *def)
        .unwrap_or(first)
}

/// The character card with this id as it stands at `version` (its HP there is
/// `hp.at(version)`), whether or not it had arrived by then.
pub fn character_at(id: CharacterId, version: GameVersion) -> Option<&'static CharacterDef> {
    let first = character(id)?;
    Some(at_version(first, id.0, version, characters::REVISED, |c| {
        c.id
    }))
}

/// The action card with this id as it stands at `version`, whether or not it had arrived by
/// then.
pub fn card_at(id: CardId, version: GameVersion) -> Option<&'static CardDef> {
    let first = card(id)?;
    Some(at_version(first, id.0, version, revised_cards(), |c| c.id))
}

/// Every action card declared again from a version on (talents and events), oldest first
/// for each card.
pub fn revised_cards() -> &'static [(GameVersion, &'static CardDef)] {
    static ALL: OnceLock<Vec<(GameVersion, &'static CardDef)>> = OnceLock::new();
    ALL.get_or_init(|| {
        characters::REVISED_TALENTS
            .iter()
            .chain(events::REVISED)
            .copied()
            .collect()
    })
}

/// Every character card a deck may hold at `version`, as it stands there.
pub fn characters_at(version: GameVersion) -> Vec<&'static CharacterDef> {
    characters()
        .iter()
        .filter(|c| c.since <= version)
        .filter_map(|c| character_at(CharacterId(c.id), version))
        .collect()
}

/// Every action card a deck may hold at `version` (arrived by then, with a share id), as it
/// stands there, in [`deckable_cards`] order.
pub fn deckable_cards_at(version: GameVersion) -> Vec<&'static CardDef> {
    deckable_cards()
        .iter()
        .filter(|c| c.since <= version)
        .filter_map(|c| card_at(CardId(c.id), version))
        .collect()
}

/// The character card with this share id (the id deck share codes use; 0 is never a card).
pub fn character_by_share_id(share_id: u16) -> Option<&'static CharacterDef> {
    index().character_shares.get(share_id)
}

/// The action card with this share id (the id deck share codes use; 0 is never a card, and
/// cards only created in play have none).
pub fn card_by_share_id(share_id: u16) -> Option<&'static CardDef> {
    index().card_shares.get(share_id)
}

/// Looks up a deck's cards and checks the construction rules (when `check` is set):
/// 3 different characters, 30 action cards, at most 2 copies (Arcane Legend 1), talents need
/// their character, resonance needs 2 characters of the element, nation cards 2 of the nation.
///
/// The message names the card and the rule; [`super::deck::validate`] gives the same check
/// with a typed [`super::deck::DeckError`].
pub fn resolve_deck(
    deck: &Deck,
    check: bool,
) -> Result<([&'static CharacterDef; 3], Vec<&'static CardDef>), String> {
    resolve_deck_at(deck, check, GameVersion::NEWEST)
}

/// [`resolve_deck`] for a match played at `version` ([`super::deck::validate_at`]).
pub fn resolve_deck_at(
    deck: &Deck,
    check: bool,
    version: GameVersion,
) -> Result<([&'static CharacterDef; 3], Vec<&'static CardDef>), String> {
    super::deck::validate_at(deck, check, version).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Every `pub static …: EntityDef` of the card tables is reached by [`entities`]: the
    /// source files are read, so a new entity nothing leads to is a red test.
    #[test]
    fn every_declared_entity_is_listed() {
        fn declared(dir: &std::path::Path, out: &mut Vec<String>) {
            let Ok(entries) = std::fs::read_dir(dir) else {
                panic!("cannot read {}", dir.display());
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    declared(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap_or_default();
                    for line in text.lines() {
                        if let Some(rest) = line.strip_prefix("pub static ") {
                            if let Some((name, ty)) = rest.split_once(':') {
                                if ty.trim_start().starts_with("EntityDef ") {
                                    out.push(name.to_string());
                                }
                            }
                        }
                    }
                }
            }
        }
        let mut names = Vec::new();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cards");
        declared(&dir, &mut names);
        // The walker in `entities.rs` reaches each declared entity exactly once (a static no
        // table, op or hook list leads to would be missing from the card list).
        assert_eq!(
            entities().len(),
            names.len(),
            "declared entities: {names:?}"
        );
    }

    #[test]
    fn ids_and_share_ids_are_unique() {
        let mut ids = HashSet::new();
        for c in characters() {
            assert!(ids.insert(c.id), "duplicate character id {}", c.id);
        }
        let mut cards = HashSet::new();
        // Characters and action cards share one share-id namespace in the game.
        let mut shares = HashSet::new();
        for c in characters() {
            assert!(c.share_id != 0, "character {} has no share id", c.id);
            assert!(
                c.share_id < 1 << 12,
                "share id {} is not 12 bits",
                c.share_id
            );
            assert!(
                shares.insert(c.share_id),
                "duplicate share id {}",
                c.share_id
            );
            assert_eq!(character_by_share_id(c.share_id).map(|x| x.id), Some(c.id));
        }
        for c in action_cards() {
            assert!(cards.insert(c.id), "duplicate card id {}", c.id);
            if c.share_id != 0 {
                assert!(
                    c.share_id < 1 << 12,
                    "share id {} is not 12 bits",
                    c.share_id
                );
                assert!(
                    shares.insert(c.share_id),
                    "duplicate share id {}",
                    c.share_id
                );
                assert_eq!(card_by_share_id(c.share_id).map(|x| x.id), Some(c.id));
            }
        }
    }
}
