//! The card pool: six characters, each with a CENTER and a HYPER skill and seven spell cards of
//! their own (battle cards, one of them a counter-only card, a state card, a trap and one
//! final spell), and fourteen shared items.
//! One file per character; this file is the registry and the short constructors the tables
//! use.
//!
//! # Layout
//! - [`reimu`], [`marisa`], [`sakuya`], [`remilia`], [`youmu`], [`sanae`]: a character and
//!   their spell cards;
//! - [`items`]: the shared instant and lasting items.

use tavern_protocol::gensou::CardId;

use crate::defs::{Battle, Body, Card, Character, Mod, Need, Op, Skill};

pub mod items;
pub mod marisa;
pub mod reimu;
pub mod remilia;
pub mod sakuya;
pub mod sanae;
pub mod youmu;

/// Every family's table, characters in id order, items last.
static FAMILIES: [&[Card]; 7] = [
    &reimu::CARDS,
    &marisa::CARDS,
    &sakuya::CARDS,
    &remilia::CARDS,
    &youmu::CARDS,
    &sanae::CARDS,
    &items::CARDS,
];

/// Every card of the pool, each character followed by its spell cards, items last.
pub fn all() -> impl Iterator<Item = &'static Card> {
    FAMILIES.iter().flat_map(|f| f.iter())
}

/// The card with this id: the hundreds name the family (1–6 a character, 9 the items), the
/// rest the card's place in it.
pub fn card(id: CardId) -> Option<&'static Card> {
    let family = match id.0 / 100 {
        n @ 1..=6 => FAMILIES[usize::from(n - 1)],
        9 => &items::CARDS,
        _ => return None,
    };
    let index = usize::from(id.0 % 100);
    let index = if id.0 / 100 == 9 {
        index.checked_sub(1)?
    } else {
        index
    };
    family.get(index).filter(|c| c.id == id)
}

/// A character card.
pub(crate) const fn character(
    id: CardId,
    name: &'static str,
    english_name: &'static str,
    center: Skill,
    hyper: Skill,
) -> Card {
    Card {
        id,
        name,
        english_name,
        character: None,
        body: Body::Character(Character { center, hyper }),
    }
}

/// A skill.
pub(crate) const fn skill(name: &'static str, english_name: &'static str, effect: Mod) -> Skill {
    Skill {
        name,
        english_name,
        effect,
    }
}

/// A battle spell card with no need and no effect; the methods below add them.
pub(crate) const fn battle(
    id: u16,
    of: CardId,
    name: &'static str,
    english_name: &'static str,
    power: i32,
    flash: u8,
    cost: u8,
) -> Card {
    Card {
        id: CardId(id),
        name,
        english_name,
        character: Some(of),
        body: Body::Battle(Battle {
            power,
            flash,
            cost,
            need: Need::Nothing,
            nullity: false,
            uncounterable: false,
            final_spell: false,
            on_hit: &[],
        }),
    }
}

impl Card {
    /// The card with a printed need (a character prints none).
    pub(crate) const fn need(mut self, need: Need) -> Card {
        match &mut self.body {
            Body::Battle(b) => b.need = need,
            Body::State(s) => s.need = need,
            Body::Trap(t) => t.need = need,
            Body::Instant(i) => i.need = need,
            Body::Lasting(l) => l.need = need,
            Body::Character(_) => {}
        }
        self
    }

    /// The battle card with an effect on hit.
    pub(crate) const fn on_hit(mut self, ops: &'static [Op]) -> Card {
        if let Body::Battle(b) = &mut self.body {
            b.on_hit = ops;
        }
        self
    }

    /// The battle card carrying NULLITY.
    pub(crate) const fn nullity(mut self) -> Card {
        if let Body::Battle(b) = &mut self.body {
            b.nullity = true;
        }
        self
    }

    /// The battle card that cannot be countered.
    pub(crate) const fn uncounterable(mut self) -> Card {
        if let Body::Battle(b) = &mut self.body {
            b.uncounterable = true;
        }
        self
    }

    /// The battle card as a final spell with its printed condition.
    pub(crate) const fn final_spell(mut self, condition: Need) -> Card {
        if let Body::Battle(b) = &mut self.body {
            b.final_spell = true;
            b.need = condition;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_is_found_by_its_id_and_ids_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for c in all() {
            assert!(seen.insert(c.id), "duplicate id {}", c.id.0);
            assert_eq!(card(c.id).map(|f| f.id), Some(c.id));
        }
        assert!(card(CardId(0)).is_none());
        assert!(card(CardId(108)).is_none());
        assert!(card(CardId(900)).is_none());
        assert!(card(CardId(999)).is_none());
        assert!(card(CardId(u16::MAX)).is_none());
    }
}
