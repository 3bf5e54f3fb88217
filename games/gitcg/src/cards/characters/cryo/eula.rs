//! 优菈 Eula (Cryo, claymore) and what comes with the character: Grimheart, Lightfall Sword, and the
//! talent card Wellspring of War-Lust.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, user, CharacterCards, CRYO};
use crate::defs::{
    nation, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Weapon, Who,
};
use crate::state::LocZone;
use crate::version::{Versioned, V3_5};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &EULA,
    talent: &WELLSPRING_OF_WAR_LUST,
    created: &[],
    made_by_hooks: &[&GRIMHEART, &LIGHTFALL_SWORD],
};

/// 优菈 Eula (1106).
pub static EULA: CharacterDef = CharacterDef {
    id: 1106,
    share_id: 6,
    name: "优菈",
    english_name: "Eula",
    element: Element::Cryo,
    weapon: Weapon::Claymore,
    nations: nation::MONDSTADT,
    since: V3_5,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 11061,
            name: "Favonius Bladework - Edel",
            chinese_name: "西风剑术·宗室",
            text: "While Lightfall Sword is in play, it gains 2 layers and this character gains no Energy.",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[
                Op::Damage(DamageType::Physical, 2),
                Op::Custom(lightfall_charge),
            ],
        },
        SkillDef {
            id: 11062,
            name: "Icetide Vortex",
            chinese_name: "冰潮的涡旋",
            text: "Deals 2 Cryo damage; if this character has Grimheart, spends it and deals 3 more damage, otherwise attaches Grimheart. While Lightfall Sword is in play, it gains 2 layers (3 with Wellspring of War-Lust equipped) and this character gains no Energy.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Custom(icetide_vortex), Op::Custom(lightfall_charge)],
        },
        SkillDef {
            id: 11063,
            name: "Glacial Illumination",
            chinese_name: "凝浪之光剑",
            text: "Summons Lightfall Sword (one already in play keeps its layers).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[Op::Damage(CRYO, 2), Op::Custom(summon_lightfall)],
        },
    ],
    passives: &[],
};

/// Icetide Vortex deals 2 Cryo damage, 3 more when Eula has Grimheart (which it spends);
/// then, in the card's order, if she has no Grimheart she gets one: every use after the first
/// finds one.
fn icetide_vortex(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    match find(g, cx.seat, LocZone::Char(slot), &GRIMHEART) {
        Some(grimheart) => {
            g.discard(grimheart);
            g.run_op(Op::Damage(CRYO, 5), cx);
        }
        None => g.run_op(Op::Damage(CRYO, 2), cx),
    }
    if find(g, cx.seat, LocZone::Char(slot), &GRIMHEART).is_none() {
        g.run_op(Op::Status(Who::This, &GRIMHEART), cx);
    }
}

/// 冷酷之心 Grimheart (111061): Eula's next Icetide Vortex deals 3 more damage.
pub static GRIMHEART: EntityDef = EntityDef {
    text: "The character's next Icetide Vortex deals 3 more damage.",
    id: 111061,
    name: "Grimheart",
    chinese_name: "冷酷之心",
    kind: EntityKind::Status,
    ..EntityDef::BLANK
};

/// While Lightfall Sword is in play, Eula's normal attacks and Icetide Vortex give it 2 layers
/// (3 for Icetide Vortex with her talent) instead of giving her energy.
fn lightfall_charge(g: &mut Gitcg, cx: &mut Cx) {
    let Some(sword) = find(g, cx.seat, LocZone::Summon, &LIGHTFALL_SWORD) else {
        return;
    };
    let slot = user(g, cx);
    let talent = cx.skill == Some(SkillKind::Elemental)
        && g.character(cx.seat, slot)
            .has(&WELLSPRING_OF_WAR_LUST_EQUIP);
    g.add_usage(sword, if talent { 3 } else { 2 });
    cx.no_energy = true;
}

/// Glacial Illumination summons Lightfall Sword; one already in play keeps its layers.
fn summon_lightfall(g: &mut Gitcg, cx: &mut Cx) {
    if find(g, cx.seat, LocZone::Summon, &LIGHTFALL_SWORD).is_none() {
        g.run_op(Op::Summon(&LIGHTFALL_SWORD), cx);
    }
}

/// 光降之剑 Lightfall Sword (111062): end phase, it leaves and deals 3 physical damage plus 1 per
/// layer. Its layers (能量层数) are its usages, so effects on usages act on them.
pub static LIGHTFALL_SWORD: EntityDef = EntityDef {
    text: "End Phase: leaves and deals 3 Physical damage, plus 1 per layer. Its layers are its usages.",
    id: 111062,
    name: "Lightfall Sword",
    chinese_name: "光降之剑",
    kind: EntityKind::Summon,
    end_phase: &[Op::Custom(lightfall_strike)],
    ..EntityDef::BLANK
};

fn lightfall_strike(g: &mut Gitcg, cx: &mut Cx) {
    let Some(sword) = find(g, cx.seat, LocZone::Summon, &LIGHTFALL_SWORD) else {
        return;
    };
    let layers = g.ent(sword).usage;
    g.discard(sword);
    g.run_op(
        Op::Damage(DamageType::Physical, 3u8.saturating_add(layers)),
        cx,
    );
}

/// The equipped Wellspring of War-Lust (211061): Icetide Vortex gives the sword one more layer.
pub static WELLSPRING_OF_WAR_LUST_EQUIP: EntityDef = EntityDef {
    text: "Icetide Vortex gives Lightfall Sword 3 layers instead of 2.",
    id: 211061,
    name: "Wellspring of War-Lust",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 战欲涌现 Wellspring of War-Lust (talent, 211061).
pub static WELLSPRING_OF_WAR_LUST: CardDef = CardDef {
    id: 211061,
    since: V3_5,
    share_id: 66,
    name: "战欲涌现",
    english_name: "Wellspring of War-Lust",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1106),
    talent_skill: Some(11063),
    entity: Some(&WELLSPRING_OF_WAR_LUST_EQUIP),
    ..CardDef::BLANK
};
