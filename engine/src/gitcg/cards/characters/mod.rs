//! Character cards, one file per element: each character with its skills, the summons and
//! statuses its skills create, and its talent card.

use tavern_protocol::gitcg::DamageType;

use crate::gitcg::defs::{CardDef, CharacterDef, Cx, Op};
use crate::gitcg::state::{Loc, LocZone};
use crate::gitcg::Gitcg;

mod anemo;
mod cryo;
mod dendro;
mod electro;
mod geo;
mod hydro;
mod pyro;

/// Every implemented character.
pub static ALL: &[&CharacterDef] = &[
    &cryo::GANYU,
    &cryo::KAEYA,
    &cryo::CHONGYUN,
    &hydro::BARBARA,
    &hydro::XINGQIU,
    &pyro::DILUC,
    &pyro::XIANGLING,
    &pyro::BENNETT,
    &electro::FISCHL,
    &electro::KEQING,
    &anemo::SUCROSE,
    &geo::NOELLE,
    &dendro::COLLEI,
];

/// Every talent card.
pub static TALENTS: &[&CardDef] = &[
    &cryo::UNDIVIDED_HEART,
    &cryo::COLD_BLOODED_STRIKE,
    &cryo::STEADY_BREATHING,
    &hydro::GLORIOUS_SEASON,
    &hydro::THE_SCENT_REMAINED,
    &pyro::FLOWING_FLAME,
    &pyro::CROSSFIRE,
    &pyro::GRAND_EXPECTATION,
    &electro::STELLAR_PREDATOR,
    &electro::THUNDERING_PENANCE,
    &anemo::CHAOTIC_ENTROPY,
    &geo::I_GOT_YOUR_BACK,
    &dendro::FLORAL_SIDEWINDER,
];

/// Cards that skills create in play and that cannot be put in a deck.
pub static CREATED: &[&CardDef] = &[&electro::LIGHTNING_STILETTO];

/// The slot of the character an entity is attached to, if it is attached to one.
fn owner(me: Loc) -> Option<u8> {
    match me.zone {
        LocZone::Char(s) => Some(s),
        _ => None,
    }
}

/// Deals damage to the opposing active character as the entity at `me` (not as a skill), and
/// returns where that entity is afterwards (the damage may have swept its zone), if still there.
fn deal_as(g: &mut Gitcg, me: Loc, ty: DamageType, n: u8) -> Option<Loc> {
    let ent = *g.ent(me);
    let mut cx = Cx {
        character: owner(me),
        entity: Some(ent.def),
        ..Cx::side(me.seat)
    };
    g.run_op(Op::Damage(ty, n), &mut cx);
    g.relocate(me, ent.serial)
}

/// Deals damage as the entity at `me`, then spends one of its usages.
fn strike(g: &mut Gitcg, me: Loc, ty: DamageType, n: u8) {
    if let Some(me) = deal_as(g, me, ty, n) {
        g.spend(me);
    }
}
