//! The four factions' card tables, one file per faction, and the shorthand they are written in.
//!
//! Every faction's preset deck follows the rulebook's deck construction (`deck.rs`): a summoner,
//! a 10-life starting gate, three 5-life gates, the starting units, three champions, 4 copies
//! of each common, and events (3 standard events ×2 and an epic event ×2). Where the reference
//! gives no card text (all events, gate costs, some ability details), each file says what was
//! designed.

use tavern_protocol::summoner_wars::{AttackType, CardClass, CardId, Phase};

use super::cards::{Ability, CardDef, Effect, EventDef, Kind, UnitStats};

pub mod fallen_kingdom;
pub mod phoenix_elves;
pub mod tundra_orcs;
pub mod vanguards;

/// Magic to build a 5-life gate. The reference gives no cost; 1 keeps gates a real choice
/// against summoning without making them out of reach.
const GATE_COST: u8 = 1;

/// A unit card.
#[allow(clippy::too_many_arguments)]
const fn unit(
    id: u16,
    name: &'static str,
    class: CardClass,
    cost: u8,
    strength: u8,
    life: u8,
    attack: AttackType,
    abilities: &'static [Ability],
) -> CardDef {
    let range = match attack {
        AttackType::Melee => 1,
        AttackType::Ranged => 3,
    };
    CardDef {
        id: CardId(id),
        name,
        class,
        cost,
        kind: Kind::Unit(UnitStats {
            strength,
            life,
            attack,
            range,
            abilities,
        }),
    }
}

/// A ranged unit card whose range is not the usual 3.
#[allow(clippy::too_many_arguments)]
const fn ranged_unit(
    id: u16,
    name: &'static str,
    class: CardClass,
    cost: u8,
    strength: u8,
    life: u8,
    range: u8,
    abilities: &'static [Ability],
) -> CardDef {
    CardDef {
        id: CardId(id),
        name,
        class,
        cost,
        kind: Kind::Unit(UnitStats {
            strength,
            life,
            attack: AttackType::Ranged,
            range,
            abilities,
        }),
    }
}

/// The 10-life starting gate (never in the draw pile).
const fn starting_gate(id: u16) -> CardDef {
    CardDef {
        id: CardId(id),
        name: "Starting Gate",
        class: CardClass::Structure,
        cost: 0,
        kind: Kind::Structure {
            life: 10,
            gate: true,
        },
    }
}

/// A 5-life gate.
const fn gate(id: u16) -> CardDef {
    CardDef {
        id: CardId(id),
        name: "Gate",
        class: CardClass::Structure,
        cost: GATE_COST,
        kind: Kind::Structure {
            life: 5,
            gate: true,
        },
    }
}

/// An event card.
const fn event(
    id: u16,
    name: &'static str,
    epic: bool,
    cost: u8,
    phase: Phase,
    active: bool,
    effect: Effect,
) -> CardDef {
    CardDef {
        id: CardId(id),
        name,
        class: if epic {
            CardClass::EpicEvent
        } else {
            CardClass::StandardEvent
        },
        cost,
        kind: Kind::Event(EventDef {
            phase,
            active,
            effect,
        }),
    }
}
