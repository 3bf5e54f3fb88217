//! Character cards, one file per element: each character with its skills, the summons and
//! statuses its skills create, and its talent card.

use crate::gitcg::defs::{CardDef, CharacterDef};

mod cryo;
mod electro;
mod pyro;

/// Every implemented character.
pub static ALL: &[&CharacterDef] = &[&cryo::GANYU, &pyro::DILUC, &electro::KEQING];

/// Every talent card.
pub static TALENTS: &[&CardDef] = &[
    &cryo::UNDIVIDED_HEART,
    &pyro::FLOWING_FLAME,
    &electro::THUNDERING_PENANCE,
];

/// Cards that skills create in play and that cannot be put in a deck.
pub static CREATED: &[&CardDef] = &[&electro::LIGHTNING_STILETTO];
