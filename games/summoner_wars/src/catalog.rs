//! The card list clients show: every faction's cards with their printed numbers, and what a
//! deck builder needs (the summoner's starting cards and epic events, the deck rules, the
//! preset draw pile).

use tavern_protocol::summoner_wars::{
    CardCatalog, CardClass, CardId, CardInfo, Faction, FactionCards, StartingCard,
};

use super::cards;
use super::deck;
use super::text;

/// Every faction's cards.
pub fn catalog() -> CardCatalog {
    CardCatalog {
        factions: Faction::ALL.iter().map(|&f| faction_cards(f)).collect(),
    }
}

fn faction_cards(f: Faction) -> FactionCards {
    let def = cards::faction(f);
    FactionCards {
        faction: f,
        name: f.name().to_string(),
        cards: def
            .cards
            .iter()
            .map(|c| {
                let unit = c.unit();
                let event = c.event();
                CardInfo {
                    id: c.id,
                    name: c.name.to_string(),
                    english_name: c.name.to_string(),
                    class: c.class,
                    cost: c.cost,
                    life: c.life(),
                    strength: unit.map(|u| u.strength),
                    attack: unit.map(|u| u.attack),
                    range: unit.map(|u| u.range),
                    gate: c.is_gate(),
                    phase: event.map(|e| e.phase),
                    active: event.map(|e| e.active),
                    text: text::card_text(c),
                    symbol: deck::symbol(c),
                }
            })
            .collect(),
        summoner: def
            .cards
            .iter()
            .find(|c| c.class == CardClass::Summoner)
            .map_or(CardId(0), |c| c.id),
        starting: def
            .layout
            .iter()
            .map(|&(card, col, row)| StartingCard { card, col, row })
            .collect(),
        epic_events: deck::listed_epic_events(f).map(|c| c.id).collect(),
        deck_rules: deck::rules(f),
        preset: deck::preset_pile(f).iter().map(|c| c.id).collect(),
    }
}
