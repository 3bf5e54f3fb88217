//! The card list clients show: every card with its printed numbers and abilities, and its
//! English rules text generated from the card's data.

use tavern_protocol::seven_square::{CardCatalog, CardInfo, PresetInfo};

use crate::board::SQUARE_LIMIT;
use crate::cards::{all_cards, Card, Kind, DECK_SIZE, MAX_COPIES};
use crate::presets::PRESETS;
use crate::{ACTIONS_PER_TURN, IP_PER_TURN, OPENING_HAND};

/// A card's rules text in English: its kind and numbers, then each ability.
pub fn text(card: Card) -> String {
    let mut out = match card.kind {
        Kind::Unit {
            attack,
            life,
            movement,
        } => format!(
            "Unit. Deploy for {} IP. Attack {attack}, life {life}, movement {movement}.",
            card.cost
        ),
        Kind::Mount {
            capacity,
            attack,
            life,
            movement,
        } => format!(
            "Mount. Deploy for {} IP. Carries {capacity} {}. Riders' attack {}, life {}; they \
             move {movement} whatever their own movement. Cannot move alone; any unit on its \
             square may mount it while it is empty or carries only that unit's side. Destroyed \
             with its riders.",
            card.cost,
            if capacity == 1 { "unit" } else { "units" },
            attack.printed(),
            life.printed(),
        ),
        Kind::Field { life } if !card.deckable() => format!(
            "Field. Life {life}. Not a deck card: the centre of each player's first rank \
             starts as one, and it is nobody's card once destroyed."
        ),
        Kind::Field { life } => format!(
            "Field. An engineer places it on its own square for {} IP. Life {life}; only \
             engineers fight it. Either player may use it.",
            card.cost
        ),
    };
    for a in card.abilities {
        out.push(' ');
        out.push_str(&a.english());
    }
    out
}

/// Every card and preset, with the game's numbers.
pub fn catalog() -> CardCatalog {
    CardCatalog {
        cards: all_cards().map(info).collect(),
        presets: PRESETS
            .iter()
            .map(|p| PresetInfo {
                name: p.name.into(),
                deck: p.deck(),
            })
            .collect(),
        deck_size: DECK_SIZE as u8,
        max_copies: MAX_COPIES as u8,
        board_size: tavern_protocol::seven_square::Square::SIZE,
        opening_hand: OPENING_HAND as u8,
        ip_per_turn: IP_PER_TURN,
        actions_per_turn: ACTIONS_PER_TURN,
        square_limit: SQUARE_LIMIT,
    }
}

fn info(card: Card) -> CardInfo {
    let (attack, life, movement, capacity, attack_modifier, life_modifier) = match card.kind {
        Kind::Unit {
            attack,
            life,
            movement,
        } => (Some(attack), Some(life), Some(movement), None, None, None),
        Kind::Mount {
            capacity,
            attack,
            life,
            movement,
        } => (
            None,
            None,
            Some(movement),
            Some(capacity),
            Some(attack),
            Some(life),
        ),
        Kind::Field { life } => (None, Some(life), None, None, None, None),
    };
    CardInfo {
        id: card.id,
        name: card.name.into(),
        english_name: card.english_name.into(),
        kind: card.card_kind(),
        cost: card.cost,
        attack,
        life,
        movement,
        capacity,
        attack_modifier,
        life_modifier,
        abilities: card.abilities.iter().map(|a| a.printed()).collect(),
        remarks: card.remarks.into(),
        text: text(card),
        deckable: card.deckable(),
    }
}
