//! Weapons of a series: the plain +1 weapon of each type, and the Sacrificial and Skyward
//! weapons, which differ only in their weapon type.

use super::super::common::{element_die_of, owner, owner_skill, use_this_round};
use super::{own_damage, plain_weapon, weapon_card};
use crate::defs::{trig, CardDef, EntityDef, SkillKind, Trig, Weapon};
use crate::state::Loc;
use crate::version::V3_7;
use crate::Gitcg;

// ---------------------------------------------------------------- plain weapons

/// The equipped Magic Guide.
pub static MAGIC_GUIDE_EQUIP: EntityDef = plain_weapon(311101, "Magic Guide", Weapon::Catalyst);
/// 魔导绪论 Magic Guide: the character deals +1 damage (catalyst).
pub static MAGIC_GUIDE: CardDef = weapon_card(
    311101,
    121,
    "魔导绪论",
    "Magic Guide",
    Weapon::Catalyst,
    2,
    &MAGIC_GUIDE_EQUIP,
);

/// The equipped Raven Bow.
pub static RAVEN_BOW_EQUIP: EntityDef = plain_weapon(311201, "Raven Bow", Weapon::Bow);
/// 鸦羽弓 Raven Bow: the character deals +1 damage (bow).
pub static RAVEN_BOW: CardDef = weapon_card(
    311201,
    126,
    "鸦羽弓",
    "Raven Bow",
    Weapon::Bow,
    2,
    &RAVEN_BOW_EQUIP,
);

/// The equipped White Iron Greatsword.
pub static WHITE_IRON_GREATSWORD_EQUIP: EntityDef =
    plain_weapon(311301, "White Iron Greatsword", Weapon::Claymore);
/// 白铁大剑 White Iron Greatsword: the character deals +1 damage (claymore).
pub static WHITE_IRON_GREATSWORD: CardDef = weapon_card(
    311301,
    132,
    "白铁大剑",
    "White Iron Greatsword",
    Weapon::Claymore,
    2,
    &WHITE_IRON_GREATSWORD_EQUIP,
);

/// The equipped White Tassel.
pub static WHITE_TASSEL_EQUIP: EntityDef = plain_weapon(311401, "White Tassel", Weapon::Polearm);
/// 白缨枪 White Tassel: the character deals +1 damage (polearm).
pub static WHITE_TASSEL: CardDef = weapon_card(
    311401,
    137,
    "白缨枪",
    "White Tassel",
    Weapon::Polearm,
    2,
    &WHITE_TASSEL_EQUIP,
);

/// The equipped Traveler's Handy Sword.
pub static TRAVELERS_HANDY_SWORD_EQUIP: EntityDef =
    plain_weapon(311501, "Traveler's Handy Sword", Weapon::Sword);
/// 旅行剑 Traveler's Handy Sword: the character deals +1 damage (sword).
pub static TRAVELERS_HANDY_SWORD: CardDef = weapon_card(
    311501,
    143,
    "旅行剑",
    "Traveler's Handy Sword",
    Weapon::Sword,
    2,
    &TRAVELERS_HANDY_SWORD_EQUIP,
);

// ---------------------------------------------------------------- Sacrificial series

/// A Sacrificial weapon: +1, and after the wielder's elemental skill one die of its element,
/// once per round.
const fn sacrificial(id: u32, name: &'static str, weapon: Weapon) -> EntityDef {
    EntityDef {
        text: "After the character uses an Elemental Skill, create 1 die of its element (once per round).",
        per_round: true,
        hook: Some(sacrificial_die),
        listens: trig::AFTER_SKILL,
        ..plain_weapon(id, name, weapon)
    }
}

fn sacrificial_die(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if owner_skill(me, t) == Some(SkillKind::Elemental) && use_this_round(g, me, 1) {
        if let Some(s) = owner(me) {
            element_die_of(g, me.seat, s);
        }
    }
}

/// The equipped Sacrificial Fragments.
pub static SACRIFICIAL_FRAGMENTS_EQUIP: EntityDef =
    sacrificial(311102, "Sacrificial Fragments", Weapon::Catalyst);
/// 祭礼残章 Sacrificial Fragments.
pub static SACRIFICIAL_FRAGMENTS: CardDef = weapon_card(
    311102,
    122,
    "祭礼残章",
    "Sacrificial Fragments",
    Weapon::Catalyst,
    3,
    &SACRIFICIAL_FRAGMENTS_EQUIP,
);

/// The equipped Sacrificial Bow.
pub static SACRIFICIAL_BOW_EQUIP: EntityDef = sacrificial(311202, "Sacrificial Bow", Weapon::Bow);
/// 祭礼弓 Sacrificial Bow.
pub static SACRIFICIAL_BOW: CardDef = weapon_card(
    311202,
    127,
    "祭礼弓",
    "Sacrificial Bow",
    Weapon::Bow,
    3,
    &SACRIFICIAL_BOW_EQUIP,
);

/// The equipped Sacrificial Greatsword.
pub static SACRIFICIAL_GREATSWORD_EQUIP: EntityDef =
    sacrificial(311302, "Sacrificial Greatsword", Weapon::Claymore);
/// 祭礼大剑 Sacrificial Greatsword.
pub static SACRIFICIAL_GREATSWORD: CardDef = weapon_card(
    311302,
    133,
    "祭礼大剑",
    "Sacrificial Greatsword",
    Weapon::Claymore,
    3,
    &SACRIFICIAL_GREATSWORD_EQUIP,
);

/// The equipped Sacrificial Sword.
pub static SACRIFICIAL_SWORD_EQUIP: EntityDef =
    sacrificial(311502, "Sacrificial Sword", Weapon::Sword);
/// 祭礼剑 Sacrificial Sword.
pub static SACRIFICIAL_SWORD: CardDef = weapon_card(
    311502,
    144,
    "祭礼剑",
    "Sacrificial Sword",
    Weapon::Sword,
    3,
    &SACRIFICIAL_SWORD_EQUIP,
);

// ---------------------------------------------------------------- Skyward series

/// A Skyward weapon: +1, and +1 more on the wielder's first normal attack each round.
const fn skyward(id: u32, name: &'static str, weapon: Weapon) -> EntityDef {
    EntityDef {
        text: "The character's first Normal Attack each round deals +1 more damage.",
        per_round: true,
        hook: Some(skyward_bonus),
        listens: trig::BONUS_OUT,
        ..plain_weapon(id, name, weapon)
    }
}

fn skyward_bonus(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(d) = own_damage(me, t) else { return };
    if d.skill == Some(SkillKind::Normal) && g.ent(me).var < 1 {
        d.amount += 1;
        g.ent_mut(me).var = 1;
    }
}

/// The equipped Skyward Atlas.
pub static SKYWARD_ATLAS_EQUIP: EntityDef = skyward(311103, "Skyward Atlas", Weapon::Catalyst);
/// 天空之卷 Skyward Atlas.
pub static SKYWARD_ATLAS: CardDef = weapon_card(
    311103,
    123,
    "天空之卷",
    "Skyward Atlas",
    Weapon::Catalyst,
    3,
    &SKYWARD_ATLAS_EQUIP,
);

/// The equipped Skyward Harp.
pub static SKYWARD_HARP_EQUIP: EntityDef = skyward(311203, "Skyward Harp", Weapon::Bow);
/// 天空之翼 Skyward Harp.
pub static SKYWARD_HARP: CardDef = weapon_card(
    311203,
    128,
    "天空之翼",
    "Skyward Harp",
    Weapon::Bow,
    3,
    &SKYWARD_HARP_EQUIP,
);

/// The equipped Skyward Pride.
pub static SKYWARD_PRIDE_EQUIP: EntityDef = skyward(311304, "Skyward Pride", Weapon::Claymore);
/// 天空之傲 Skyward Pride.
pub static SKYWARD_PRIDE: CardDef = weapon_card(
    311304,
    135,
    "天空之傲",
    "Skyward Pride",
    Weapon::Claymore,
    3,
    &SKYWARD_PRIDE_EQUIP,
)
.arrived(V3_7);

/// The equipped Skyward Spine.
pub static SKYWARD_SPINE_EQUIP: EntityDef = skyward(311403, "Skyward Spine", Weapon::Polearm);
/// 天空之脊 Skyward Spine.
pub static SKYWARD_SPINE: CardDef = weapon_card(
    311403,
    139,
    "天空之脊",
    "Skyward Spine",
    Weapon::Polearm,
    3,
    &SKYWARD_SPINE_EQUIP,
);

/// The equipped Skyward Blade.
pub static SKYWARD_BLADE_EQUIP: EntityDef = skyward(311504, "Skyward Blade", Weapon::Sword);
/// 天空之刃 Skyward Blade.
pub static SKYWARD_BLADE: CardDef = weapon_card(
    311504,
    146,
    "天空之刃",
    "Skyward Blade",
    Weapon::Sword,
    3,
    &SKYWARD_BLADE_EQUIP,
)
.arrived(V3_7);
