//! Character cards, grouped by element (then camp) in files small enough to read at once: each
//! character with its skills, its passive skills, the summons and statuses its skills create,
//! and its talent card. `<element>2.rs`/`3.rs` continue an element; `fatui.rs` and
//! `monsters*.rs` hold the characters without a weapon.

use tavern_protocol::gitcg::DamageType;
use tavern_protocol::Seat;

use crate::defs::{CardDef, CharacterDef, Cx, EntityDef, Op, Trig};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

mod anemo;
mod anemo2;
mod cryo;
mod cryo2;
mod dendro;
mod dendro2;
mod electro;
mod electro2;
mod electro3;
mod fatui;
mod geo;
mod geo2;
mod hydro;
mod hydro2;
mod hydro3;
mod monsters;
mod monsters2;
mod pyro;
mod pyro2;

/// Every implemented character.
pub static ALL: &[&CharacterDef] = &[
    &cryo::GANYU,
    &cryo::KAEYA,
    &cryo::CHONGYUN,
    &cryo2::DIONA,
    &cryo2::AYAKA,
    &cryo2::EULA,
    &cryo2::SHENHE,
    &hydro::BARBARA,
    &hydro::XINGQIU,
    &hydro2::MONA,
    &hydro3::TARTAGLIA,
    &hydro2::KOKOMI,
    &hydro2::AYATO,
    &pyro::DILUC,
    &pyro::XIANGLING,
    &pyro::BENNETT,
    &pyro2::AMBER,
    &pyro2::YOIMIYA,
    &pyro2::KLEE,
    &pyro2::HU_TAO,
    &electro::FISCHL,
    &electro::KEQING,
    &electro2::RAZOR,
    &electro2::CYNO,
    &electro2::BEIDOU,
    &electro2::KUJOU_SARA,
    &electro3::RAIDEN_SHOGUN,
    &electro3::YAE_MIKO,
    &anemo::SUCROSE,
    &anemo2::JEAN,
    &anemo2::VENTI,
    &anemo2::XIAO,
    &geo::NOELLE,
    &geo2::NINGGUANG,
    &geo2::ZHONGLI,
    &geo2::ARATAKI_ITTO,
    &dendro::COLLEI,
    &dendro2::TIGHNARI,
    &dendro2::NAHIDA,
    &fatui::CRYO_CICIN_MAGE,
    &monsters::RHODEIA,
    &fatui::MIRROR_MAIDEN,
    &fatui::FATUI_PYRO_AGENT,
    &monsters::ABYSS_LECTOR,
    &monsters2::ELECTRO_HYPOSTASIS,
    &monsters2::MAGUU_KENKI,
    &monsters2::STONEHIDE_LAWACHURL,
    &monsters2::JADEPLUME_TERRORSHROOM,
];

/// Every talent card.
pub static TALENTS: &[&CardDef] = &[
    &cryo::UNDIVIDED_HEART,
    &cryo::COLD_BLOODED_STRIKE,
    &cryo::STEADY_BREATHING,
    &cryo2::SHAKEN_NOT_PURRED,
    &cryo2::KANTEN_SENMYOU_BLESSING,
    &cryo2::WELLSPRING_OF_WAR_LUST,
    &cryo2::MYSTICAL_ABANDON,
    &hydro::GLORIOUS_SEASON,
    &hydro::THE_SCENT_REMAINED,
    &hydro2::PROPHECY_OF_SUBMERSION,
    &hydro3::ABYSSAL_MAYHEM_HYDROSPOUT,
    &hydro2::TAMAKUSHI_CASKET,
    &hydro2::KYOUKA_FUUSHI,
    &pyro::FLOWING_FLAME,
    &pyro::CROSSFIRE,
    &pyro::GRAND_EXPECTATION,
    &pyro2::BUNNY_TRIGGERED,
    &pyro2::NAGANOHARA_METEOR_SWARM,
    &pyro2::POUNDING_SURPRISE,
    &pyro2::SANGUINE_ROUGE,
    &electro::STELLAR_PREDATOR,
    &electro::THUNDERING_PENANCE,
    &electro2::AWAKENING,
    &electro2::FEATHERFALL_JUDGMENT,
    &electro2::LIGHTNING_STORM,
    &electro2::SIN_OF_PRIDE,
    &electro3::WISHES_UNNUMBERED,
    &electro3::SHRINES_SACRED_SHADE,
    &anemo::CHAOTIC_ENTROPY,
    &anemo2::LANDS_OF_DANDELION,
    &anemo2::EMBRACE_OF_WINDS,
    &anemo2::GUARDIAN_YAKSHA,
    &geo::I_GOT_YOUR_BACK,
    &geo2::STRATEGIC_RESERVE,
    &geo2::DOMINANCE_OF_EARTH,
    &geo2::ARATAKI_ICHIBAN,
    &dendro::FLORAL_SIDEWINDER,
    &dendro2::KEEN_SIGHT,
    &dendro2::SEED_OF_STORED_KNOWLEDGE,
    &fatui::CICINS_COLD_GLARE,
    &monsters::STREAMING_SURGE,
    &fatui::MIRROR_CAGE,
    &fatui::PAID_IN_FULL,
    &monsters::EMBERS_REKINDLED,
    &monsters2::ABSORBING_PRISM,
    &monsters2::TRANSCENDENT_AUTOMATON,
    &monsters2::STONEHIDE_REFORGED,
    &monsters2::PROLIFERATING_SPORES,
];

/// Cards that skills create in play and that cannot be put in a deck.
pub static CREATED: &[&CardDef] = &[&electro::LIGHTNING_STILETTO];

/// Entities that only a hook or a custom op creates, so the card list can find them.
pub static MADE_BY_HOOKS: &[&EntityDef] = &[
    &anemo2::STORMZONE,
    &anemo2::STORMZONE_TALENT,
    &anemo2::WINDS_OF_HARMONY,
    &anemo2::WRATH_DEITY,
    &cryo2::AYAKA_CRYO_INFUSION,
    &cryo2::AYAKA_CRYO_INFUSION_TALENT,
    &cryo2::GRIMHEART,
    &cryo2::LIGHTFALL_SWORD,
    &dendro::SPROUT,
    &dendro2::CLUSTERBLOOM_ARROW,
    &dendro2::SEED_OF_SKANDHA,
    &dendro2::SEEDS_SPROUT,
    &dendro2::SHRINE_OF_MAYA,
    &dendro2::SHRINE_OF_MAYA_LONG,
    &electro::ELECTRO_INFUSION,
    &electro::ELECTRO_INFUSION_TALENT,
    &electro2::SUMMONER_OF_LIGHTNING,
    &electro3::SESSHOU_SAKURA,
    &electro3::TENKO_THUNDERBOLTS,
    &electro3::RITE_OF_DISPATCH,
    &fatui::CRYO_CICINS,
    &fatui::FLOWING_CICIN_WARD,
    &fatui::REFRACTION,
    &fatui::REFRACTION_TALENT,
    &geo2::PETRIFICATION,
    &hydro3::MELEE_STANCE,
    &hydro3::RIPTIDE,
    &hydro3::RIPTIDE_PENDING,
    &monsters::MIMIC_SQUIRREL,
    &monsters::MIMIC_RAPTOR,
    &monsters::MIMIC_FROG,
    &monsters::FIERY_REBIRTH_HONED,
    &monsters::AEGIS_OF_ABYSSAL_FLAME,
    &pyro::GUOBA,
    &pyro2::BLOOD_BLOSSOM,
];

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

/// The character a skill or card acts for: its user or target, else the active character.
fn user(g: &Gitcg, cx: &Cx) -> u8 {
    cx.character.unwrap_or(g.player(cx.seat).active)
}

/// Where the living entity of `def` is in a zone of `seat`, if it is there.
fn find(g: &Gitcg, seat: Seat, zone: LocZone, def: &EntityDef) -> Option<Loc> {
    g.zone(seat, zone)
        .iter()
        .position(|e| !e.dead && e.def == def)
        .map(|i| Loc {
            seat,
            zone,
            idx: i as u8,
        })
}

/// Whether a living character of `seat` has the equipment (or status) `def`.
fn side_has(g: &Gitcg, seat: Seat, def: &EntityDef) -> bool {
    g.player(seat).chars.iter().any(|c| c.alive && c.has(def))
}

/// Deals damage as `entity` of side `from` to the opposing character in slot `target` (for
/// statuses that sit on the side they hurt).
fn hit(g: &mut Gitcg, from: Seat, entity: &'static EntityDef, target: u8, ty: DamageType, n: u8) {
    let mut cx = Cx {
        entity: Some(entity),
        opponent_target: Some(target),
        ..Cx::side(from)
    };
    g.run_op(Op::Damage(ty, n), &mut cx);
}

/// A summon that takes `n` off a hit on its side's active character per usage, and stays in
/// play once its usages are spent (可用次数耗尽时不弃置此牌); a reduction hook.
fn absorb_keep(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>, n: u8) {
    let Trig::Damage(d) = t else { return };
    let e = g.ent_mut(me);
    if d.to_active && d.amount > 0 && e.usage > 0 {
        d.amount -= (n as i16).min(d.amount);
        e.usage -= 1;
    }
}

/// End phase of a summon kept by [`absorb_keep`]: once its usages are spent, it leaves and
/// deals its damage.
fn burst_when_spent(g: &mut Gitcg, me: Loc, ty: DamageType, n: u8) {
    if g.ent(me).usage == 0 {
        if let Some(me) = deal_as(g, me, ty, n) {
            g.discard(me);
        }
    }
}

/// Whether a normal attack of `seat` now would be a charged attack (an even number of dice).
fn charged_now(g: &Gitcg, seat: Seat) -> bool {
    g.player(seat).dice.total().is_multiple_of(2)
}
