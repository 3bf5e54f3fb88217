//! Event cards: plain events, nation cards and Arcane Legends (elemental resonance is in
//! `resonance`, food in `food`).
//!
//! Most are a list of ops; the "next time" effects they leave behind are combat statuses or
//! statuses on the active character with a usage, declared where a shared mechanism fits.
//!
//! # Layout
//! - [`arcane_legends`]: Arcane Legends (秘传);
//! - [`nation`]: nation cards (two characters of a nation or camp in the deck);
//! - [`switching`]: the active character and the next switch;
//! - [`combat`]: energy and stronger attacks;
//! - [`summons`]: summons' usages;
//! - [`equipment`]: equipment moved, taken back or paid less for;
//! - [`dice_and_cards`]: dice and cards;
//! - [`hands_and_decks`]: hands swapped, discarded and topped up, cards put into decks;
//! - [`techniques`]: Technique cards.

use tavern_protocol::Seat;

use super::common::next_standby;
use crate::defs::CardDef;
use crate::Gitcg;

mod arcane_legends;
mod combat;
mod dice_and_cards;
mod equipment;
mod hands_and_decks;
mod nation;
mod summons;
mod switching;
mod techniques;

use arcane_legends::*;
use combat::*;
use dice_and_cards::*;
use equipment::*;
use hands_and_decks::*;
use nation::*;
pub use nation::{AMBUSHERS, HILICHURLS};
use summons::*;
pub use switching::CHANGING_SHIFTS;
use switching::*;
use techniques::*;

/// Entities of this family that only a hook or custom op creates (the Hilichurl summons and
/// Fatui Ambushers are listed on their own).
pub static MADE_BY_HOOKS: &[&crate::defs::EntityDef] = &[
    &LYRESONG_STATUS_FIRST,
    &LYRESONG_STATUS,
    &UNDERSEA_TREASURE_COOLDOWN,
    &FLAMES_OF_WAR,
    &FLAMES_OF_WAR_STATUS,
    &FRUITS_OF_TRAINING_DISCOUNT,
    &ODE_OF_RESURRECTION,
];

/// Cards of this family whose cost or text changed from a version on, declared again beside
/// the first declaration: the version and the replacement, oldest first.
pub static REVISED: &[(crate::version::GameVersion, &CardDef)] =
    &[(crate::version::V5_8, &EDICT_OF_ABSOLUTION_5_8)];

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &ANCIENT_COURTYARD,
    &COVENANT_OF_ROCK,
    &WIND_AND_FREEDOM,
    &STONE_AND_CONTRACTS,
    &THUNDER_AND_ETERNITY,
    &BESTEST_TRAVEL_COMPANION,
    &CHANGING_SHIFTS,
    &TOSS_UP,
    &STRATEGIZE,
    &I_HAVENT_LOST_YET,
    &LEAVE_IT_TO_ME,
    &WHEN_THE_CRANE_RETURNED,
    &STARSIGNS,
    &CALXS_ARTS,
    &QUICK_KNIT,
    &SEND_OFF,
    &GUARDIANS_OATH,
    &ABYSSAL_SUMMONS,
    &FATUI_CONSPIRACY,
    &PLUNGING_STRIKE,
    &HEAVY_STRIKE,
    &THE_LEGEND_OF_VENNESSA,
    &FRIENDSHIP_ETERNAL,
    &MASTER_OF_WEAPONRY,
    &BLESSING_OF_THE_DIVINE_RELICS_INSTALLATION,
    &RHYTHM_OF_THE_GREAT_DREAM,
    &WHERE_IS_THE_UNSEEN_RAZOR,
    &LYRESONG,
    &THE_BOAR_PRINCESS,
    &MACHINE_ASSEMBLY_LINE,
    &SAURIAN_DINING_BUDDIES,
    &JOYOUS_CELEBRATION,
    &IN_EVERY_HOUSE_A_STOVE,
    &DAY_OF_RESISTANCE,
    &VICIOUS_ANCIENT_BATTLE,
    &PASSING_OF_JUDGMENT,
    &EDICT_OF_ABSOLUTION,
    &FRESH_WIND_OF_FREEDOM,
    &PILGRIMAGE_OF_THE_RETURN_OF_THE_SACRED_FLAME,
    &FALLS_AND_FORTUNE,
    &FLICKERING_FOUR_LEAF_SIGIL,
    &PANKRATION,
    &COUNTDOWN_TO_THE_SHOW_3,
    &COUNTDOWN_TO_THE_SHOW_2,
    &COUNTDOWN_TO_THE_SHOW_1,
    &THE_SHOW_BEGINS,
    &UNDERWATER_TREASURE_HUNT,
    &UNDERSEA_TREASURE,
    &TADA,
    &ABUNDANT_PHLOGISTON,
    &CONTROLLED_DIRECTIONAL_BLAST,
    &ULTIMATE_SURFING_BUDDY,
    &SUNYATA_FLOWER,
    &NATURE_AND_WISDOM,
    &WATER_AND_JUSTICE,
    &ID_RATHER_LOSE_MONEY,
    &EREMITE_TEATIME,
    &FIGHT_FOR_DEATH,
    &FIRE_AND_WAR,
    &LITTLE_TEPETLISAUR,
    &IN_THE_NAME_OF_THE_EXTREME,
    &ART_OF_SLEEPY_MEDITATION,
    &FLYING_SQUAD_ATTACK,
    &FRUITS_OF_TRAINING,
    &HARVEST_TIME,
    &AWESOME_BRO,
];

/// Switches the side to its next standby character, if it has one.
fn switch_to_next(g: &mut Gitcg, seat: Seat) {
    if let Some(next) = next_standby(g, seat) {
        g.switch_to(seat, next);
    }
}
