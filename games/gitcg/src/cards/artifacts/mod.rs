//! Artifact cards (圣遗物), one file per group of artifacts that work alike: the first heals,
//! energy and dice (`heal_and_energy`), shields and once-per-round discounts
//! (`shields_and_discounts`), Sea-Dyed Foam (`sea_dyed_foam`), cards drawn as the wearer
//! fights (`card_draw`), what answers the wearer being damaged or healed
//! (`damaged_or_healed`), Golden Troupe's reward (`golden_troupe`), Crown Crystals
//! (`crown_crystals`), costs and energy (`costs_and_energy`), what answers the wearer spending
//! Nightsoul points (`nightsoul`) and what marks the active characters (`marks_on_actives`).
//!
//! The elemental sets are in `artifact_sets`.

use tavern_protocol::gitcg::DieFace;
use tavern_protocol::Seat;

use super::common::equipment;
use crate::defs::{CardDef, Cost, EntityDef, EntityKind, EquipSlot};
use crate::state::Loc;
use crate::Gitcg;

mod card_draw;
mod costs_and_energy;
mod crown_crystals;
mod damaged_or_healed;
mod golden_troupe;
mod heal_and_energy;
mod marks_on_actives;
mod nightsoul;
mod sea_dyed_foam;
mod shields_and_discounts;

pub use card_draw::*;
pub use costs_and_energy::*;
pub use crown_crystals::*;
pub use damaged_or_healed::*;
pub use golden_troupe::*;
pub use heal_and_energy::*;
pub use marks_on_actives::*;
pub use nightsoul::*;
pub use sea_dyed_foam::*;
pub use shields_and_discounts::*;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &ADVENTURERS_BANDANA,
    &LUCKY_DOGS_SILVER_CIRCLET,
    &TRAVELING_DOCTORS_HANDKERCHIEF,
    &GAMBLERS_EARRINGS,
    &INSTRUCTORS_CAP,
    &EXILES_CIRCLET,
    &ORNATE_KABUTO,
    &EMBLEM_OF_SEVERED_FATE,
    &GENERALS_ANCIENT_HELM,
    &TENACITY_OF_THE_MILLELITH,
    &THUNDERING_POISE,
    &VERMILLION_HEREAFTER,
    &CAPRICIOUS_VISAGE,
    &SHIMENAWAS_REMINISCENCE,
    &CROWN_OF_WATATSUMI,
    &OCEAN_HUED_CLAM,
    &SHADOW_OF_THE_SAND_KING,
    &GILDED_DREAMS,
    &FLOWING_RINGS,
    &ECHOES_OF_AN_OFFERING,
    &HEART_OF_KHVARENAS_BRILLIANCE,
    &VOURUKASHAS_GLOW,
    &VETERANS_VISAGE,
    &MARECHAUSSEE_HUNTER,
    &GOLDEN_TROUPES_REWARD,
    &GOLDEN_TROUPE,
    &AMETHYST_CROWN,
    &FLOWER_OF_PARADISE_LOST,
    &GLADIATORS_TRIUMPHUS,
    &CONDUCTORS_TOP_HAT,
    &MAIDENS_FADING_BEAUTY,
    &DEMON_WARRIORS_FEATHER_MASK,
    &CROWN_OF_THE_SAINTS,
    &SCROLL_OF_THE_HERO_OF_CINDER_CITY,
    &CROWNLESS_CROWN,
    &WHIMSICAL_DANCE_OF_THE_WITHERED,
];

/// An artifact card.
pub(super) const fn artifact(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    cost: Cost,
    entity: &'static EntityDef,
) -> CardDef {
    equipment(
        id,
        share_id,
        name,
        english_name,
        EquipSlot::Artifact,
        cost,
        entity,
    )
}

/// An equipped artifact with no behaviour yet (fill with struct update).
pub(super) const fn worn(id: u32, name: &'static str) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Equipment(EquipSlot::Artifact),
        ..EntityDef::BLANK
    }
}

/// Takes the once-per-round use an artifact with two such uses marks by `bit` in its `var`
/// (reset at the end of the round, as the artifact is declared `per_round`); false when it
/// was taken already.
fn take_round_flag(g: &mut Gitcg, me: Loc, bit: u8) -> bool {
    let e = g.ent_mut(me);
    if e.var & bit != 0 {
        return false;
    }
    e.var |= bit;
    true
}

/// The character slot the artifact at `me` is worn by, when that character is its side's
/// active character.
fn active_wearer(g: &Gitcg, me: Loc) -> Option<u8> {
    super::common::owner(me).filter(|&s| g.player(me.seat).active == s)
}

/// Turns `n` of the side's dice into Omni dice (将元素骰转换为万能元素), one at a time: each
/// time a die of the face the side holds most of among those no living character of its own
/// uses, else of the face it holds most of (the first face on a tie). Omni dice stay.
pub(in crate::cards) fn dice_to_omni(g: &mut Gitcg, seat: Seat, n: u8) {
    for _ in 0..n {
        let p = g.player(seat);
        let used = |f: usize| {
            p.living()
                .any(|s| p.chars[s as usize].def.element.die() as usize == f)
        };
        let Some(face) = (1..8)
            .filter(|&f| p.dice.0[f] > 0)
            .max_by_key(|&f| (!used(f), p.dice.0[f], std::cmp::Reverse(f)))
        else {
            return;
        };
        let p = g.player_mut(seat);
        p.dice.0[face] -= 1;
        p.dice.0[DieFace::Omni as usize] += 1;
    }
}
