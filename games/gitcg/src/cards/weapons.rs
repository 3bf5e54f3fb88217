//! Weapon cards: each adds 1 to its wielder's skill damage (declared), and the rarer ones add a
//! second effect as a small hook.
//!
//! Weapons of one series share a constructor (the Sacrificial and Skyward weapons differ only
//! in their weapon type).

use super::common::{
    element_die_of, equipment, newest, owner, owner_skill, refill_combat_shield, shielded,
    use_this_round,
};
use crate::defs::{
    nation, trig, Bonus, CardDef, Cost, Cx, DamageFilter, Dmg, EntityDef, EntityKind, EquipSlot,
    Op, SkillKind, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &MAGIC_GUIDE,
    &SACRIFICIAL_FRAGMENTS,
    &SKYWARD_ATLAS,
    &A_THOUSAND_FLOATING_DREAMS,
    &RAVEN_BOW,
    &SACRIFICIAL_BOW,
    &SKYWARD_HARP,
    &ELEGY_FOR_THE_END,
    &WHITE_IRON_GREATSWORD,
    &SACRIFICIAL_GREATSWORD,
    &WOLFS_GRAVESTONE,
    &SKYWARD_PRIDE,
    &THE_BELL,
    &WHITE_TASSEL,
    &LITHIC_SPEAR,
    &SKYWARD_SPINE,
    &VORTEX_VANQUISHER,
    &ENGULFING_LIGHTNING,
    &TRAVELERS_HANDY_SWORD,
    &SACRIFICIAL_SWORD,
    &AQUILA_FAVONIA,
    &SKYWARD_BLADE,
    &FAVONIUS_SWORD,
];

/// A weapon whose only effect is "the character deals +1 damage".
const fn plain_weapon(id: u32, name: &'static str, weapon: Weapon) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Equipment(EquipSlot::Weapon(weapon)),
        bonus: Some(Bonus {
            amount: 1,
            filter: DamageFilter::OwnSkills,
            spends_usage: false,
        }),
        ..EntityDef::BLANK
    }
}

/// A weapon card of `weapon` type costing `same` dice of one element.
const fn weapon_card(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    weapon: Weapon,
    same: u8,
    entity: &'static EntityDef,
) -> CardDef {
    let cost = Cost::same(same);
    equipment(
        id,
        share_id,
        name,
        english_name,
        EquipSlot::Weapon(weapon),
        cost,
        entity,
    )
}

/// Damage the wielder's skills deal, if `t` is such damage in flight.
fn own_damage<'t, 'a>(me: Loc, t: &'t mut Trig<'a>) -> Option<&'t mut Dmg> {
    match t {
        Trig::Damage(d) if d.by.is_some() && d.by == owner(me) && d.skill.is_some() => Some(d),
        _ => None,
    }
}

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
);

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
);

// ---------------------------------------------------------------- catalysts

/// The equipped A Thousand Floating Dreams (`var` counts the bonuses this round).
pub static A_THOUSAND_FLOATING_DREAMS_EQUIP: EntityDef = EntityDef {
    text: "Reactions your characters trigger deal +1 damage (twice per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        if d.by.is_some() && d.reaction.is_some() && use_this_round(g, me, 2) {
            d.amount += 1;
        }
    }),
    listens: trig::BONUS_OUT,
    ..plain_weapon(311104, "A Thousand Floating Dreams", Weapon::Catalyst)
};
/// 千夜浮梦 A Thousand Floating Dreams: +1; a reaction triggered by any character of the side
/// deals +1, twice per round.
pub static A_THOUSAND_FLOATING_DREAMS: CardDef = weapon_card(
    311104,
    124,
    "千夜浮梦",
    "A Thousand Floating Dreams",
    Weapon::Catalyst,
    3,
    &A_THOUSAND_FLOATING_DREAMS_EQUIP,
);

// ---------------------------------------------------------------- bows

/// 千年的大乐章·别离之歌 Millennial Movement: Farewell Song: the side's characters deal +1
/// damage for 2 rounds.
pub static FAREWELL_SONG: EntityDef = EntityDef {
    id: 301102,
    name: "Millennial Movement: Farewell Song",
    chinese_name: "千年的大乐章·别离之歌",
    kind: EntityKind::Combat,
    duration: 2,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::AnySkill,
        spends_usage: false,
    }),
    ..EntityDef::BLANK
};

/// The equipped Elegy for the End.
pub static ELEGY_FOR_THE_END_EQUIP: EntityDef = EntityDef {
    text: "After the character uses an Elemental Burst, create Millennial Movement: Farewell Song on your side.",
    hook: Some(|g, me, t| {
        if owner_skill(me, t) == Some(SkillKind::Burst) {
            g.add_entity(me.seat, LocZone::Combat, &FAREWELL_SONG);
        }
    }),
    listens: trig::AFTER_SKILL,
    ..plain_weapon(311205, "Elegy for the End", Weapon::Bow)
};
/// 终末嗟叹之诗 Elegy for the End: +1; after the wielder's burst, Farewell Song.
pub static ELEGY_FOR_THE_END: CardDef = weapon_card(
    311205,
    130,
    "终末嗟叹之诗",
    "Elegy for the End",
    Weapon::Bow,
    3,
    &ELEGY_FOR_THE_END_EQUIP,
);

// ---------------------------------------------------------------- claymores

/// The equipped Wolf's Gravestone.
pub static WOLFS_GRAVESTONE_EQUIP: EntityDef = EntityDef {
    text: "Against a target with 6 HP or less, the character deals +2 more damage.",
    hook: Some(|g, me, t| {
        let Some(d) = own_damage(me, t) else { return };
        if g.character(d.to, d.target).hp <= 6 {
            d.amount += 2;
        }
    }),
    listens: trig::BONUS_OUT,
    ..plain_weapon(311303, "Wolf's Gravestone", Weapon::Claymore)
};
/// 狼的末路 Wolf's Gravestone: +1, and +2 more against a target with at most 6 HP.
pub static WOLFS_GRAVESTONE: CardDef = weapon_card(
    311303,
    134,
    "狼的末路",
    "Wolf's Gravestone",
    Weapon::Claymore,
    3,
    &WOLFS_GRAVESTONE_EQUIP,
);

/// 叛逆的守护 Rebellious Shield: a 1-point shield for the active character, stacking to 2.
pub static REBELLIOUS_SHIELD: EntityDef = EntityDef {
    id: 121013,
    name: "Rebellious Shield",
    chinese_name: "叛逆的守护",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// The equipped The Bell.
pub static THE_BELL_EQUIP: EntityDef = EntityDef {
    text:
        "After the character uses a skill, create Rebellious Shield on your side (once per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        if owner_skill(me, t).is_some() && use_this_round(g, me, 1) {
            g.add_entity(me.seat, LocZone::Combat, &REBELLIOUS_SHIELD);
        }
    }),
    listens: trig::AFTER_SKILL,
    ..plain_weapon(311305, "The Bell", Weapon::Claymore)
};
/// 钟剑 The Bell: +1; after a skill of the wielder, Rebellious Shield, once per round.
pub static THE_BELL: CardDef = weapon_card(
    311305,
    136,
    "钟剑",
    "The Bell",
    Weapon::Claymore,
    3,
    &THE_BELL_EQUIP,
);

// ---------------------------------------------------------------- polearms

/// 千岩之护 Lithic Guard: shield points on the wielder, one per Liyue character of the team.
pub static LITHIC_GUARD: EntityDef = EntityDef {
    id: 301101,
    name: "Lithic Guard",
    chinese_name: "千岩之护",
    kind: EntityKind::Status,
    usage: 3,
    shield: true,
    ..EntityDef::BLANK
};

/// The equipped Lithic Spear.
pub static LITHIC_SPEAR_EQUIP: EntityDef = plain_weapon(311402, "Lithic Spear", Weapon::Polearm);
/// 千岩长枪 Lithic Spear: +1; when equipped, a shield of 1 per Liyue character in the team.
pub static LITHIC_SPEAR: CardDef = CardDef {
    text: "When equipped, the character gets Lithic Guard with 1 Shield point per Liyue character in your team.",
    ops: &[Op::Custom(lithic_guard)],
    ..weapon_card(
        311402,
        138,
        "千岩长枪",
        "Lithic Spear",
        Weapon::Polearm,
        3,
        &LITHIC_SPEAR_EQUIP,
    )
};

fn lithic_guard(g: &mut Gitcg, cx: &mut Cx) {
    let Some(slot) = cx.character else { return };
    let liyue = g
        .player(cx.seat)
        .chars
        .iter()
        .filter(|c| c.def.nations & nation::LIYUE != 0)
        .count() as u8;
    if liyue == 0 {
        return;
    }
    if let Some(loc) = g.add_entity(cx.seat, LocZone::Char(slot), &LITHIC_GUARD) {
        g.set_usage(loc, liyue.min(3));
    }
}

/// The equipped Vortex Vanquisher.
pub static VORTEX_VANQUISHER_EQUIP: EntityDef = EntityDef {
    text: "While you have a Shield combat status, the character deals +1 more damage. After the character uses an Elemental Skill, a Shield combat status on your side gains 1 point (once per round).",
    per_round: true,
    hook: Some(vortex_vanquisher),
    listens: trig::BONUS_OUT | trig::AFTER_SKILL,
    ..plain_weapon(311404, "Vortex Vanquisher", Weapon::Polearm)
};

/// +1 more while the wielder is shielded; after its elemental skill, one more point on a
/// shield combat status, once per round.
fn vortex_vanquisher(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if owner_skill(me, t) == Some(SkillKind::Elemental) {
        if g.ent(me).var < 1 && refill_combat_shield(g, me.seat, 1) {
            g.ent_mut(me).var = 1;
        }
        return;
    }
    let Some(d) = own_damage(me, t) else { return };
    if shielded(g, d.from, d.by.unwrap_or(0)) {
        d.amount += 1;
    }
}

/// 贯虹之槊 Vortex Vanquisher.
pub static VORTEX_VANQUISHER: CardDef = weapon_card(
    311404,
    140,
    "贯虹之槊",
    "Vortex Vanquisher",
    Weapon::Polearm,
    3,
    &VORTEX_VANQUISHER_EQUIP,
);

/// The equipped Engulfing Lightning (`var`: triggered this round).
pub static ENGULFING_LIGHTNING_EQUIP: EntityDef = EntityDef {
    text: "When equipped and when each Action Phase begins, the character gains 1 Energy if it has none (once per round).",
    per_round: true,
    hook: Some(|g, me, _| engulfing_lightning(g, me)),
    listens: trig::ACTION_START,
    ..plain_weapon(311405, "Engulfing Lightning", Weapon::Polearm)
};

/// Once per round, when equipped and at the start of the action phase: a wielder without
/// energy gains 1.
fn engulfing_lightning(g: &mut Gitcg, me: Loc) {
    let Some(s) = owner(me) else { return };
    if g.character(me.seat, s).energy == 0 && use_this_round(g, me, 1) {
        g.gain_energy(me.seat, s, 1);
    }
}

/// 薙草之稻光 Engulfing Lightning.
pub static ENGULFING_LIGHTNING: CardDef = CardDef {
    ops: &[Op::Custom(|g, cx| {
        let Some(s) = cx.character else { return };
        if let Some(me) = newest(g, cx.seat, LocZone::Char(s), &ENGULFING_LIGHTNING_EQUIP) {
            engulfing_lightning(g, me);
        }
    })],
    ..weapon_card(
        311405,
        141,
        "薙草之稻光",
        "Engulfing Lightning",
        Weapon::Polearm,
        3,
        &ENGULFING_LIGHTNING_EQUIP,
    )
};

// ---------------------------------------------------------------- swords

/// The equipped Aquila Favonia (`var` counts the heals this round).
pub static AQUILA_FAVONIA_EQUIP: EntityDef = EntityDef {
    text: "After an opposing skill, heal the character for 1 while it is active (twice per round).",
    per_round: true,
    hook: Some(|g, me, _| {
        let Some(s) = owner(me) else { return };
        if g.player(me.seat).active == s && use_this_round(g, me, 2) {
            g.heal(me.seat, s, 1, g.source_of(me));
        }
    }),
    listens: trig::FOE_SKILL,
    ..plain_weapon(311503, "Aquila Favonia", Weapon::Sword)
};
/// 风鹰剑 Aquila Favonia: +1; after an opposing skill, heal the wielder 1 while it is active,
/// twice per round.
pub static AQUILA_FAVONIA: CardDef = weapon_card(
    311503,
    145,
    "风鹰剑",
    "Aquila Favonia",
    Weapon::Sword,
    3,
    &AQUILA_FAVONIA_EQUIP,
);

/// The equipped Favonius Sword.
pub static FAVONIUS_SWORD_EQUIP: EntityDef = EntityDef {
    text: "After the character uses an Elemental Skill, it gains 1 more Energy (once per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        if owner_skill(me, t) == Some(SkillKind::Elemental) && use_this_round(g, me, 1) {
            if let Some(s) = owner(me) {
                g.gain_energy(me.seat, s, 1);
            }
        }
    }),
    listens: trig::AFTER_SKILL,
    ..plain_weapon(311505, "Favonius Sword", Weapon::Sword)
};
/// 西风剑 Favonius Sword: +1; after the wielder's elemental skill, 1 more energy, once per
/// round.
pub static FAVONIUS_SWORD: CardDef = weapon_card(
    311505,
    147,
    "西风剑",
    "Favonius Sword",
    Weapon::Sword,
    3,
    &FAVONIUS_SWORD_EQUIP,
);
