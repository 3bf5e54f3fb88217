//! The card list clients show: every faction's cards with their printed numbers.

use tavern_protocol::summoner_wars::{CardCatalog, CardInfo, Faction, FactionCards};

use super::cards;
use super::text;

/// Every faction's cards.
pub fn catalog() -> CardCatalog {
    CardCatalog {
        factions: Faction::ALL
            .iter()
            .map(|&f| FactionCards {
                faction: f,
                name: f.name().to_string(),
                cards: cards::faction(f)
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
                        }
                    })
                    .collect(),
            })
            .collect(),
    }
}
