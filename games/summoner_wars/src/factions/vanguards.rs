//! Vanguards (second edition).
//!
//! Units, numbers and layout are the reference's (its layout is given as (row, column); the
//! table below is (column, row) like every other faction's). Designed here, because the
//! reference is silent:
//! - Sera Eldwyn returns the most recently discarded Citadel unit, if any, after each of her
//!   attacks.
//! - Valentina draws at the start of your summon phase; "within 2" counts other friendly
//!   Citadel units at most 2 spaces away (no diagonals), as every range does.
//! - Colleen Brighton protects friendly Citadel units within 2 spaces of her (not herself); her
//!   dice are rolled before the attacker's and lower its strength for that attack only.
//! - Citadel Knight: an enemy unit that starts a move next to it necessarily moves away with its
//!   first step, so it takes 1 wound after the move (once per Knight; a 2-space path is chosen
//!   to take the fewest wounds). Enemy units next to a Knight may attack only such Knights;
//!   abilities used instead of attacking and events are no attacks and ignore it.
//! - Citadel Archer's discards are revealed (they must be units) and last for its next attack
//!   this turn; each also gives 1 magic.
//! - Temple Priest's healing is an attack on a wounded friendly card next to it: after
//!   discarding any card face down, each melee hit removes a wound instead of adding one. It is
//!   one of the turn's 3 attacks, a Citadel Knight's Taunt binds it, and it targets no enemy, so
//!   it does not avoid the cost of inaction (RULES.md, decision D6).
//! - The four events below are this project's.

use tavern_protocol::summoner_wars::{AttackType, CardClass, CardId, Faction, Phase};

use super::super::cards::{Ability, CardDef, Effect, FactionDef};
use super::{event, gate, starting_gate, unit};

/// Sera Eldwyn, the summoner.
pub const SERA_ELDWYN: CardId = CardId(400);
/// Temple Priest (heals friendly cards).
pub const TEMPLE_PRIEST: CardId = CardId(401);
/// Citadel Paladin (draws on specials).
pub const CITADEL_PALADIN: CardId = CardId(402);
/// Citadel Knight (wounds leaving enemies; must be attacked first).
pub const CITADEL_KNIGHT: CardId = CardId(403);
/// Citadel Archer (discards units for strength and magic).
pub const CITADEL_ARCHER: CardId = CardId(404);
/// Valentina (draws 2; strength from nearby Citadel units).
pub const VALENTINA: CardId = CardId(405);
/// Jacob Eldwyn (strength from magic).
pub const JACOB_ELDWYN: CardId = CardId(406);
/// Colleen Brighton (protects Citadel units).
pub const COLLEEN_BRIGHTON: CardId = CardId(407);
/// The 5-life gate.
pub const GATE: CardId = CardId(410);
/// The 10-life starting gate.
pub const STARTING_GATE: CardId = CardId(411);
/// Holy Light: remove up to 3 wounds from a friendly unit (summon phase, 0 magic).
pub const HOLY_LIGHT: CardId = CardId(420);
/// Divine Favour: gain 2 magic (magic phase, 0 magic).
pub const DIVINE_FAVOUR: CardId = CardId(421);
/// Rally: ACTIVE, you may move one more unit (move phase, 0 magic).
pub const RALLY: CardId = CardId(422);
/// Shield of Faith (epic): ACTIVE, each attack on your summoner adds at most 1 wound (magic
/// phase, 1 magic).
pub const SHIELD_OF_FAITH: CardId = CardId(423);

use AttackType::{Melee, Ranged};
use CardClass::{Champion, Common, Summoner};

static CARDS: [CardDef; 14] = [
    unit(
        400,
        "Sera Eldwyn",
        Summoner,
        0,
        2,
        12,
        Ranged,
        &[Ability::Recall { name: "Citadel" }],
    ),
    unit(
        401,
        "Temple Priest",
        Common,
        0,
        2,
        2,
        Melee,
        &[Ability::Heal],
    ),
    unit(
        402,
        "Citadel Paladin",
        Common,
        2,
        3,
        4,
        Melee,
        &[Ability::DrawOnSpecials],
    ),
    unit(
        403,
        "Citadel Knight",
        Common,
        2,
        2,
        5,
        Melee,
        &[Ability::WoundOnLeave(1), Ability::Taunt],
    ),
    unit(
        404,
        "Citadel Archer",
        Common,
        2,
        1,
        5,
        Ranged,
        &[Ability::DiscardForStrength],
    ),
    unit(
        405,
        "Valentina",
        Champion,
        6,
        2,
        9,
        Melee,
        &[
            Ability::DrawAtSummon(2),
            Ability::StrengthPerNearby {
                name: "Citadel",
                range: 2,
            },
        ],
    ),
    unit(
        406,
        "Jacob Eldwyn",
        Champion,
        5,
        2,
        6,
        Ranged,
        &[Ability::StrengthPerMagic(2)],
    ),
    unit(
        407,
        "Colleen Brighton",
        Champion,
        6,
        3,
        8,
        Melee,
        &[Ability::Protect {
            name: "Citadel",
            range: 2,
            dice: 2,
        }],
    ),
    gate(410),
    starting_gate(411),
    event(
        420,
        "Holy Light",
        false,
        0,
        Phase::Summon,
        false,
        Effect::Heal { amount: 3 },
    ),
    event(
        421,
        "Divine Favour",
        false,
        0,
        Phase::Magic,
        false,
        Effect::Magic(2),
    ),
    event(422, "Rally", false, 0, Phase::Move, true, Effect::Haste),
    event(
        423,
        "Shield of Faith",
        true,
        1,
        Phase::Magic,
        true,
        Effect::Ward,
    ),
];

/// The faction.
pub static FACTION: FactionDef = FactionDef {
    faction: Faction::Vanguards,
    cards: &CARDS,
    layout: &[
        (SERA_ELDWYN, 3, 0),
        (STARTING_GATE, 3, 2),
        (TEMPLE_PRIEST, 2, 3),
        (CITADEL_ARCHER, 4, 2),
    ],
    deck: &[
        (TEMPLE_PRIEST, 4),
        (CITADEL_PALADIN, 4),
        (CITADEL_KNIGHT, 4),
        (CITADEL_ARCHER, 4),
        (VALENTINA, 1),
        (JACOB_ELDWYN, 1),
        (COLLEEN_BRIGHTON, 1),
        (GATE, 3),
        (HOLY_LIGHT, 2),
        (DIVINE_FAVOUR, 2),
        (RALLY, 2),
        (SHIELD_OF_FAITH, 2),
    ],
};
