//! Tundra Orcs (first edition).
//!
//! Units, numbers and layout are the reference's. Designed here, because the reference is
//! silent:
//! - Grognack's ability is used instead of attacking: one die per enemy unit next to a friendly
//!   gate, and a melee face (3 of 6: the reference's 50%) adds 1 wound. It needs at least one
//!   such unit, and, not being an attack, does not avoid the cost of inaction.
//! - Frenzy: after an attack that rolled a special, the Fighter may move 1 space and attack
//!   once more (not counted among the turn's 3 attacks); the chance lasts until the player does
//!   anything else, and the extra attack may trigger Frenzy again.
//! - Unwieldy Magic: without a special, the Shaman's attack adds no wounds; with one, its ranged
//!   hits count as usual.
//! - The layout's 4 starting units and the 12 commons (4 of each of the reference's three) are
//!   the faction's own, where the rulebook says 2 and 16 (RULES.md, decision D1).
//! - The reference lists no events: the four events below are this project's.

use tavern_protocol::summoner_wars::{AttackType, CardClass, CardId, Faction, Phase};

use super::super::cards::{Ability, CardDef, Effect, FactionDef};
use super::{event, gate, starting_gate, unit};

/// Grognack, the summoner.
pub const GROGNACK: CardId = CardId(200);
/// Fighter (Frenzy).
pub const FIGHTER: CardId = CardId(201);
/// Shaman (Unwieldy Magic).
pub const SHAMAN: CardId = CardId(202);
/// Smasher (Sluggish).
pub const SMASHER: CardId = CardId(203);
/// Blagog.
pub const BLAGOG: CardId = CardId(204);
/// Krung.
pub const KRUNG: CardId = CardId(205);
/// Ragnor.
pub const RAGNOR: CardId = CardId(206);
/// The 5-life gate.
pub const GATE: CardId = CardId(210);
/// The 10-life starting gate.
pub const STARTING_GATE: CardId = CardId(211);
/// Reckless Charge: ACTIVE, you may move one more unit (move phase, 0 magic).
pub const RECKLESS_CHARGE: CardId = CardId(220);
/// Bloodlust: ACTIVE, your units attack with +1 strength (attack phase, 1 magic).
pub const BLOODLUST: CardId = CardId(221);
/// Plunder: gain 2 magic (magic phase, 0 magic).
pub const PLUNDER: CardId = CardId(222);
/// Avalanche (epic): 2 wounds to an enemy unit within 3 spaces of your summoner (attack
/// phase, 1 magic).
pub const AVALANCHE: CardId = CardId(223);

use AttackType::{Melee, Ranged};
use CardClass::{Champion, Common, Summoner};

static CARDS: [CardDef; 13] = [
    unit(
        200,
        "Grognack",
        Summoner,
        0,
        4,
        7,
        Melee,
        &[Ability::GateQuake],
    ),
    unit(201, "Fighter", Common, 1, 1, 1, Melee, &[Ability::Frenzy]),
    unit(
        202,
        "Shaman",
        Common,
        1,
        2,
        2,
        Ranged,
        &[Ability::NeedsSpecial],
    ),
    unit(203, "Smasher", Common, 2, 2, 4, Melee, &[Ability::Sluggish]),
    unit(204, "Blagog", Champion, 6, 5, 5, Melee, &[]),
    unit(205, "Krung", Champion, 8, 3, 9, Melee, &[]),
    unit(206, "Ragnor", Champion, 5, 2, 5, Melee, &[]),
    gate(210),
    starting_gate(211),
    event(
        220,
        "Reckless Charge",
        false,
        0,
        Phase::Move,
        true,
        Effect::Haste,
    ),
    event(
        221,
        "Bloodlust",
        false,
        1,
        Phase::Attack,
        true,
        Effect::Empower(1),
    ),
    event(
        222,
        "Plunder",
        false,
        0,
        Phase::Magic,
        false,
        Effect::Magic(2),
    ),
    event(
        223,
        "Avalanche",
        true,
        1,
        Phase::Attack,
        false,
        Effect::Wound {
            amount: 2,
            range: 3,
        },
    ),
];

/// The faction.
pub static FACTION: FactionDef = FactionDef {
    faction: Faction::TundraOrcs,
    cards: &CARDS,
    layout: &[
        (GROGNACK, 3, 0),
        (FIGHTER, 2, 1),
        (SHAMAN, 4, 1),
        (SMASHER, 1, 2),
        (STARTING_GATE, 3, 2),
        (FIGHTER, 5, 3),
    ],
    deck: &[
        (FIGHTER, 4),
        (SHAMAN, 4),
        (SMASHER, 4),
        (BLAGOG, 1),
        (KRUNG, 1),
        (RAGNOR, 1),
        (GATE, 3),
        (RECKLESS_CHARGE, 2),
        (BLOODLUST, 2),
        (PLUNDER, 2),
        (AVALANCHE, 2),
    ],
};
