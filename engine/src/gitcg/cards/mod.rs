//! The card tables: every character and action card Tavern implements, declared from the
//! card facts (`shared/reference/gitcg/*.json`: ids, share ids, costs, damage, HP, energy).
//!
//! # Layout
//! - [`builtin`]: entities the rules create (reaction products, satiated);
//! - `characters`: character cards, their skills, summons and statuses, and their talents;
//! - `equipment`: weapons and artifacts;
//! - `supports`: companions, locations, items;
//! - `events`: events, elemental resonance, Arcane Legends;
//! - `food`: food events.
//!
//! To add a card: declare it in its family's file and list it in that file's table; the
//! registry test checks ids are unique and sorted lookups work.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use tavern_protocol::gitcg::{CardId, CharacterId, Deck};

use super::defs::{CardDef, CardKind, CharacterDef};

pub mod builtin;
mod characters;
mod equipment;
mod events;
mod food;
mod supports;

/// Every implemented character card.
pub fn characters() -> &'static [&'static CharacterDef] {
    characters::ALL
}

/// Every implemented action card (including cards only created in play, with share id 0).
pub fn action_cards() -> impl Iterator<Item = &'static CardDef> {
    characters::TALENTS
        .iter()
        .chain(equipment::ALL)
        .chain(supports::ALL)
        .chain(events::ALL)
        .chain(food::ALL)
        .chain(characters::CREATED)
        .copied()
}

struct Index {
    characters: BTreeMap<u32, &'static CharacterDef>,
    cards: BTreeMap<u32, &'static CardDef>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| Index {
        characters: characters().iter().map(|c| (c.id, *c)).collect(),
        cards: action_cards().map(|c| (c.id, c)).collect(),
    })
}

/// The character card with this id.
pub fn character(id: CharacterId) -> Option<&'static CharacterDef> {
    index().characters.get(&id.0).copied()
}

/// The action card with this id.
pub fn card(id: CardId) -> Option<&'static CardDef> {
    index().cards.get(&id.0).copied()
}

/// Looks up a deck's cards and checks the construction rules (when `check` is set):
/// 3 different characters, 30 action cards, at most 2 copies (Arcane Legend 1), talents need
/// their character, resonance needs 2 characters of the element, nation cards 2 of the nation.
pub fn resolve_deck(
    deck: &Deck,
    check: bool,
) -> Result<([&'static CharacterDef; 3], Vec<&'static CardDef>), String> {
    let chars: Vec<&'static CharacterDef> = deck
        .characters
        .iter()
        .map(|id| character(*id).ok_or_else(|| format!("unknown character id {}", id.0)))
        .collect::<Result<_, _>>()?;
    let chars: [&'static CharacterDef; 3] = chars
        .try_into()
        .map_err(|v: Vec<_>| format!("a deck has 3 characters, this one has {}", v.len()))?;
    let cards: Vec<&'static CardDef> = deck
        .cards
        .iter()
        .map(|id| card(*id).ok_or_else(|| format!("unknown action card id {}", id.0)))
        .collect::<Result<_, _>>()?;
    if cards.len() > super::state::DECK_CAP {
        return Err(format!(
            "a deck has at most 30 action cards, this one has {}",
            cards.len()
        ));
    }
    if !check {
        return Ok((chars, cards));
    }
    if chars[0].id == chars[1].id || chars[0].id == chars[2].id || chars[1].id == chars[2].id {
        return Err("the 3 characters must be different".into());
    }
    if cards.len() != 30 {
        return Err(format!(
            "a deck has 30 action cards, this one has {}",
            cards.len()
        ));
    }
    for c in &cards {
        let copies = cards.iter().filter(|x| x.id == c.id).count();
        let max = if c.kind == CardKind::Legend { 1 } else { 2 };
        if copies > max {
            return Err(format!(
                "{} ({}): at most {max} copies allowed, the deck has {copies}",
                c.english_name, c.id
            ));
        }
        if c.share_id == 0 {
            return Err(format!(
                "{} ({}) cannot be put in a deck",
                c.english_name, c.id
            ));
        }
        if let Some(owner) = c.talent_of {
            if !chars.iter().any(|ch| ch.id == owner) {
                return Err(format!(
                    "{} ({}): a talent card needs its character in the deck",
                    c.english_name, c.id
                ));
            }
        }
        if let CardKind::Resonance(e) = c.kind {
            if chars.iter().filter(|ch| ch.element == e).count() < 2 {
                return Err(format!(
                    "{} ({}): elemental resonance needs 2 {e:?} characters",
                    c.english_name, c.id
                ));
            }
        }
        if c.nation != 0 && chars.iter().filter(|ch| ch.nations & c.nation != 0).count() < 2 {
            return Err(format!(
                "{} ({}): a nation card needs 2 characters of its nation",
                c.english_name, c.id
            ));
        }
    }
    Ok((chars, cards))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn ids_and_share_ids_are_unique() {
        let mut ids = HashSet::new();
        for c in characters() {
            assert!(ids.insert(c.id), "duplicate character id {}", c.id);
        }
        let mut cards = HashSet::new();
        let mut shares = HashSet::new();
        for c in action_cards() {
            assert!(cards.insert(c.id), "duplicate card id {}", c.id);
            if c.share_id != 0 {
                assert!(
                    shares.insert(c.share_id),
                    "duplicate share id {}",
                    c.share_id
                );
            }
        }
    }
}
