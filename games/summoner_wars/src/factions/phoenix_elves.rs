//! Phoenix Elves (first edition).
//!
//! Units, numbers and layout are the reference's. Designed here, because the reference is
//! silent:
//! - Prince Elien's blast may aim at any card (friend or foe) and, not being an attack, does not
//!   avoid the cost of inaction.
//! - Kaeseeall's control is an instead-of-attacking ability in the attack phase; the seized unit
//!   may then attack for you this turn and returns to its owner at the end of the turn.
//! - Breath of Flame: the Drake attacks an adjacent card and the same wounds go to every card
//!   (friend or foe) behind it in that line, up to 3 spaces from the Drake.
//! - Blaze Step is used in the draw phase, the last step of the turn, and is a relocation, not
//!   a move.
//! - The layout's 4 starting units and the 12 commons (4 of each of the reference's three) are
//!   the faction's own, where the rulebook says 2 and 16 (RULES.md, decision D1).
//! - The reference lists no events: the four events below are this project's.

use tavern_protocol::summoner_wars::{AttackType, CardClass, CardId, Faction, Phase};

use super::super::cards::{Ability, CardDef, Effect, FactionDef};
use super::{event, gate, ranged_unit, starting_gate, unit};

/// Prince Elien, the summoner.
pub const PRINCE_ELIEN: CardId = CardId(100);
/// Archer (Far Shot: range 4).
pub const ARCHER: CardId = CardId(101);
/// Guardian (Precise).
pub const GUARDIAN: CardId = CardId(102);
/// Warrior (Blaze Step).
pub const WARRIOR: CardId = CardId(103);
/// Fire Drake (Breath of Flame).
pub const FIRE_DRAKE: CardId = CardId(104);
/// Kaeseeall (takes control of an adjacent enemy).
pub const KAESEEALL: CardId = CardId(105);
/// Maelena (Burning Blade).
pub const MAELENA: CardId = CardId(106);
/// The 5-life gate.
pub const GATE: CardId = CardId(110);
/// The 10-life starting gate.
pub const STARTING_GATE: CardId = CardId(111);
/// Burn: 1 wound to an enemy unit within 3 spaces of your summoner (attack phase, 0 magic).
pub const BURN: CardId = CardId(120);
/// Spirit of the Phoenix: ACTIVE, your units attack with +1 strength (attack phase, 1 magic).
pub const SPIRIT_OF_THE_PHOENIX: CardId = CardId(121);
/// Rejuvenate: remove up to 2 wounds from a friendly unit (summon phase, 0 magic).
pub const REJUVENATE: CardId = CardId(122);
/// Fire Storm (epic): 2 wounds to an enemy unit within 4 spaces of your summoner (attack
/// phase, 2 magic).
pub const FIRE_STORM: CardId = CardId(123);

use AttackType::{Melee, Ranged};
use CardClass::{Champion, Common, Summoner};

static CARDS: [CardDef; 13] = [
    unit(
        100,
        "Prince Elien",
        Summoner,
        0,
        3,
        4,
        Ranged,
        &[Ability::Blast {
            wounds: 2,
            range: 2,
        }],
    ),
    ranged_unit(101, "Archer", Common, 1, 1, 1, 4, &[]),
    unit(102, "Guardian", Common, 2, 1, 2, Melee, &[Ability::Precise]),
    unit(
        103,
        "Warrior",
        Common,
        1,
        2,
        1,
        Melee,
        &[Ability::BlazeStep],
    ),
    unit(
        104,
        "Fire Drake",
        Champion,
        7,
        3,
        7,
        Melee,
        &[Ability::LineAttack(3)],
    ),
    unit(
        105,
        "Kaeseeall",
        Champion,
        5,
        2,
        5,
        Ranged,
        &[Ability::Seize],
    ),
    unit(
        106,
        "Maelena",
        Champion,
        5,
        2,
        5,
        Melee,
        &[Ability::BonusOnHit(1)],
    ),
    gate(110),
    starting_gate(111),
    event(
        120,
        "Burn",
        false,
        0,
        Phase::Attack,
        false,
        Effect::Wound {
            amount: 1,
            range: 3,
        },
    ),
    event(
        121,
        "Spirit of the Phoenix",
        false,
        1,
        Phase::Attack,
        true,
        Effect::Empower(1),
    ),
    event(
        122,
        "Rejuvenate",
        false,
        0,
        Phase::Summon,
        false,
        Effect::Heal { amount: 2 },
    ),
    event(
        123,
        "Fire Storm",
        true,
        2,
        Phase::Attack,
        false,
        Effect::Wound {
            amount: 2,
            range: 4,
        },
    ),
];

/// The faction.
pub static FACTION: FactionDef = FactionDef {
    faction: Faction::PhoenixElves,
    cards: &CARDS,
    layout: &[
        (PRINCE_ELIEN, 2, 0),
        (ARCHER, 3, 0),
        (ARCHER, 5, 1),
        (WARRIOR, 0, 1),
        (GUARDIAN, 1, 2),
        (STARTING_GATE, 2, 2),
    ],
    deck: &[
        (ARCHER, 4),
        (GUARDIAN, 4),
        (WARRIOR, 4),
        (FIRE_DRAKE, 1),
        (KAESEEALL, 1),
        (MAELENA, 1),
        (GATE, 3),
        (BURN, 2),
        (SPIRIT_OF_THE_PHOENIX, 2),
        (REJUVENATE, 2),
        (FIRE_STORM, 2),
    ],
};
