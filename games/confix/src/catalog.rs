//! The card list clients show: every card, plane and class with its English text.

use tavern_protocol::confix::{CardCatalog, CardInfo, Class, ClassInfo, PlaneInfo};

use crate::cards::{self, planes::PLANES};
use crate::deck::{DECK_SIZE, MAX_COPIES};
use crate::text;

/// Every card, plane and class.
pub fn catalog() -> CardCatalog {
    CardCatalog {
        cards: cards::all_cards()
            .map(|c| CardInfo {
                id: c.id,
                name: c.name.into(),
                english_name: c.english_name.into(),
                element: c.element,
                kind: c.kind,
                cost: c.cost.printed(),
                runes: c.cost,
                power: c.has_power().then_some(c.power),
                token: c.token,
                text: text::card_text(c),
            })
            .collect(),
        planes: PLANES
            .iter()
            .map(|p| PlaneInfo {
                id: p.id,
                name: p.name.into(),
                english_name: p.english_name.into(),
                stable: p.stable(),
                text: text::plane_text(p),
            })
            .collect(),
        classes: Class::ALL
            .iter()
            .map(|&class| ClassInfo {
                class,
                name: class.name().into(),
                english_name: class.english_name().into(),
                elements: class.elements().to_vec(),
                text: text::class_text(class),
            })
            .collect(),
        deck_size: DECK_SIZE as u8,
        max_copies: MAX_COPIES as u8,
    }
}
