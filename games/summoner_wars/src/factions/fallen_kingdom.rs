//! Fallen Kingdom (second edition).
//!
//! Units, numbers and layout are the reference's (its layout is given as (row, column); the
//! table below is (column, row) like every other faction's). Designed here, because the
//! reference is silent:
//! - Ret-Talus raises a unit whose name contains "Undead" from the discard pile onto an empty
//!   space next to him, for no magic; the 2 wounds may destroy him.
//! - Elut-Bal is summoned onto any friendly unit but the summoner, anywhere on the battlefield.
//! - Dragos's sacrifice targets a friendly unit other than the summoner within 2 spaces, once
//!   per turn, only if, once it and everything it sets off are over, Dragos still has an enemy
//!   card to attack or the match is over (RULES.md, decisions D4 and D5).
//! - Undead Warrior: one charge per unit destroyed during your turn, friend or foe; charges
//!   stay until it leaves the battlefield.
//! - Hellfire Cultist's wounds come from its controller, who gains the magic for cards they
//!   destroy.
//! - Plague Zombie: any unit destroyed by its attack, friend or foe (the reference says "the
//!   unit it destroys"), is replaced by a Plague Zombie from your discard pile, if you have one
//!   there and the attacking zombie is still on the battlefield.
//! - Undead Archer: during your turn, right after a unit within 3 spaces of it is destroyed, it
//!   may take that space (a relocation, not a move); the chance lasts until your next action.
//! - The four events below are this project's.

use tavern_protocol::summoner_wars::{AttackType, CardClass, CardId, Faction, Phase};

use super::super::cards::{Ability, CardDef, Effect, FactionDef};
use super::{event, gate, starting_gate, unit};

/// Ret-Talus, the summoner.
pub const RET_TALUS: CardId = CardId(300);
/// Undead Warrior (charges).
pub const UNDEAD_WARRIOR: CardId = CardId(301);
/// Hellfire Cultist (wounds adjacent enemies when destroyed).
pub const HELLFIRE_CULTIST: CardId = CardId(302);
/// Plague Zombie (no magic for kills; replaces what it destroys).
pub const PLAGUE_ZOMBIE: CardId = CardId(303);
/// Undead Archer (claims a destroyed unit's space).
pub const UNDEAD_ARCHER: CardId = CardId(304);
/// Elut-Bal (summoned onto a friendly unit).
pub const ELUT_BAL: CardId = CardId(305);
/// Dragos (sacrifice: specials count as hits).
pub const DRAGOS: CardId = CardId(306);
/// Gul-Das (+1 strength per wound).
pub const GUL_DAS: CardId = CardId(307);
/// The 5-life gate.
pub const GATE: CardId = CardId(310);
/// The 10-life starting gate.
pub const STARTING_GATE: CardId = CardId(311);
/// Blood Offering: draw 2 cards (summon phase, 0 magic).
pub const BLOOD_OFFERING: CardId = CardId(320);
/// Unholy Power: ACTIVE, your units attack with +1 strength (attack phase, 1 magic).
pub const UNHOLY_POWER: CardId = CardId(321);
/// Dark Mending: remove up to 2 wounds from a friendly unit (summon phase, 0 magic).
pub const DARK_MENDING: CardId = CardId(322);
/// Bone Wall (epic): ACTIVE, each attack on your summoner adds at most 1 wound (magic phase,
/// 1 magic).
pub const BONE_WALL: CardId = CardId(323);

use AttackType::{Melee, Ranged};
use CardClass::{Champion, Common, Summoner};

static CARDS: [CardDef; 14] = [
    unit(
        300,
        "Ret-Talus",
        Summoner,
        0,
        2,
        12,
        Ranged,
        &[Ability::Raise {
            wounds: 2,
            name: "Undead",
        }],
    ),
    unit(
        301,
        "Undead Warrior",
        Common,
        2,
        2,
        4,
        Melee,
        &[Ability::ChargeOnDestruction],
    ),
    unit(
        302,
        "Hellfire Cultist",
        Common,
        0,
        2,
        2,
        Ranged,
        &[Ability::DeathBurst(1)],
    ),
    unit(
        303,
        "Plague Zombie",
        Common,
        1,
        2,
        3,
        Melee,
        &[Ability::Infect],
    ),
    unit(
        304,
        "Undead Archer",
        Common,
        2,
        3,
        2,
        Ranged,
        &[Ability::Claim { range: 3 }],
    ),
    unit(
        305,
        "Elut-Bal",
        Champion,
        6,
        6,
        6,
        Melee,
        &[Ability::SummonOverFriendly],
    ),
    unit(
        306,
        "Dragos",
        Champion,
        6,
        4,
        8,
        Melee,
        &[Ability::Sacrifice { range: 2 }],
    ),
    unit(
        307,
        "Gul-Das",
        Champion,
        6,
        2,
        8,
        Melee,
        &[Ability::StrengthPerWound],
    ),
    gate(310),
    starting_gate(311),
    event(
        320,
        "Blood Offering",
        false,
        0,
        Phase::Summon,
        false,
        Effect::Draw(2),
    ),
    event(
        321,
        "Unholy Power",
        false,
        1,
        Phase::Attack,
        true,
        Effect::Empower(1),
    ),
    event(
        322,
        "Dark Mending",
        false,
        0,
        Phase::Summon,
        false,
        Effect::Heal { amount: 2 },
    ),
    event(323, "Bone Wall", true, 1, Phase::Magic, true, Effect::Ward),
];

/// The faction.
pub static FACTION: FactionDef = FactionDef {
    faction: Faction::FallenKingdom,
    cards: &CARDS,
    layout: &[
        (RET_TALUS, 3, 0),
        (STARTING_GATE, 3, 2),
        (UNDEAD_ARCHER, 2, 2),
        (PLAGUE_ZOMBIE, 3, 3),
    ],
    deck: &[
        (UNDEAD_WARRIOR, 4),
        (HELLFIRE_CULTIST, 4),
        (PLAGUE_ZOMBIE, 4),
        (UNDEAD_ARCHER, 4),
        (ELUT_BAL, 1),
        (DRAGOS, 1),
        (GUL_DAS, 1),
        (GATE, 3),
        (BLOOD_OFFERING, 2),
        (UNHOLY_POWER, 2),
        (DARK_MENDING, 2),
        (BONE_WALL, 2),
    ],
};
