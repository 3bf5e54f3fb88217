//! Claymores (双手剑) beyond the series.

use super::super::common::{owner, owner_skill, use_this_round};
use super::{
    bare_weapon, dice_after_normal_attack, endurance_weapon, next_damage_bonus, own_damage,
    plain_weapon, weapon_card,
};
use crate::defs::{trig, CardDef, Cost, EntityDef, EntityKind, Op, SkillKind, Trig, Weapon, Who};
use crate::state::{Loc, LocZone};
use crate::version::{V3_7, V4_3, V4_7, V4_8, V5_1};
use crate::Gitcg;

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
)
.arrived(V3_7);

/// 沙海守望·主动出击 Desert Watch: Take the Initiative (301105): this round, the character's
/// next damage is +1.
pub static TAKE_THE_INITIATIVE: EntityDef = next_damage_bonus(
    301105,
    "Desert Watch: Take the Initiative",
    "沙海守望·主动出击",
    1,
    true,
);

/// 沙海守望·攻势防御 Desert Watch: Offensive Defense (301106): this round, the character's
/// next damage is +1.
pub static OFFENSIVE_DEFENSE: EntityDef = next_damage_bonus(
    301106,
    "Desert Watch: Offensive Defense",
    "沙海守望·攻势防御",
    1,
    true,
);

/// The equipped Beacon of the Reed Sea (`var`: bit 1 once its skill answer was given this
/// round, bit 2 once its damaged answer was).
pub static BEACON_OF_THE_REED_SEA_EQUIP: EntityDef = EntityDef {
    text: "After the character uses an Elemental Skill: it gets Desert Watch: Take the Initiative (once per round). After the character takes damage: it gets Desert Watch: Offensive Defense (once per round).",
    per_round: true,
    listens: trig::AFTER_SKILL | trig::DAMAGED,
    hook: Some(beacon_of_the_reed_sea),
    ..plain_weapon(311306, "Beacon of the Reed Sea", Weapon::Claymore)
};

fn beacon_of_the_reed_sea(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let elemental = owner_skill(me, t) == Some(SkillKind::Elemental);
    let (bit, status) = match t {
        Trig::AfterSkill { .. } if elemental => (1, &TAKE_THE_INITIATIVE),
        Trig::Dealt(d) if d.target == slot => (2, &OFFENSIVE_DEFENSE),
        _ => return,
    };
    if g.ent(me).var & bit == 0 {
        g.ent_mut(me).var |= bit;
        g.add_entity(me.seat, LocZone::Char(slot), status);
    }
}

/// 苇海信标 Beacon of the Reed Sea.
pub static BEACON_OF_THE_REED_SEA: CardDef = weapon_card(
    311306,
    301,
    "苇海信标",
    "Beacon of the Reed Sea",
    Weapon::Claymore,
    3,
    &BEACON_OF_THE_REED_SEA_EQUIP,
)
.arrived(V4_3);

/// 森林王器（生效中） Forest Regalia (In Effect) (301109): this round, after the character's
/// next Normal Attack, 2 dice of its element.
pub static FOREST_REGALIA_STATUS: EntityDef =
    dice_after_normal_attack(301109, "Forest Regalia (In Effect)", "森林王器（生效中）");

/// The equipped Forest Regalia.
pub static FOREST_REGALIA_EQUIP: EntityDef =
    plain_weapon(311307, "Forest Regalia", Weapon::Claymore);
/// 森林王器 Forest Regalia: +1; when equipped, Forest Regalia (In Effect) on the wielder.
pub static FOREST_REGALIA: CardDef = CardDef {
    since: V4_7,
    cost: Cost::any(3),
    ops: &[Op::Status(Who::This, &FOREST_REGALIA_STATUS)],
    ..weapon_card(
        311307,
        383,
        "森林王器",
        "Forest Regalia",
        Weapon::Claymore,
        3,
        &FOREST_REGALIA_EQUIP,
    )
};

/// The equipped "Ultimate Overlord's Mega Magic Sword": its stock shows the Support count,
/// the differently named cards from outside the starting deck its side played in the match
/// (`starting_deck.rs`), refreshed as cards are played.
pub static ULTIMATE_OVERLORDS_MEGA_MAGIC_SWORD_EQUIP: EntityDef = EntityDef {
    text: "Support: the number of differently named cards whose name is not in your starting deck you played this match. With at least 2/4/8 Support, the character deals +1/+2/+3 damage.",
    stock: Some(0),
    listens: trig::CARD_PLAYED | trig::CARD_RESOLVED | trig::BONUS_OUT,
    hook: Some(mega_magic_sword),
    ..bare_weapon(311308, "\"Ultimate Overlord's Mega Magic Sword\"", Weapon::Claymore)
};

fn mega_magic_sword(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let support = g.outsiders_played(me.seat);
    g.ent_mut(me).stock = support;
    if let Some(d) = own_damage(me, t) {
        d.amount += match support {
            8.. => 3,
            4.. => 2,
            2.. => 1,
            _ => 0,
        };
    }
}

/// 「究极霸王超级魔剑」 "Ultimate Overlord's Mega Magic Sword".
pub static ULTIMATE_OVERLORDS_MEGA_MAGIC_SWORD: CardDef = weapon_card(
    311308,
    401,
    "「究极霸王超级魔剑」",
    "\"Ultimate Overlord's Mega Magic Sword\"",
    Weapon::Claymore,
    2,
    &ULTIMATE_OVERLORDS_MEGA_MAGIC_SWORD_EQUIP,
)
.arrived(V4_8);

/// The equipped Portable Power Saw: its stock is its Stoic's Symbols, `var` notes the
/// round's softened hit.
pub static PORTABLE_POWER_SAW_EQUIP: EntityDef = endurance_weapon(
    311309,
    "Portable Power Saw",
    Weapon::Claymore,
    "When the character takes damage: if you hold a card, discard the one of the highest original cost, the damage is 1 less, and this card gains 1 Stoic's Symbol (once per round). When the character's skill deals damage while this card has Symbols: spend them all, that damage is +1, and draw 1 card per Symbol spent.",
);
/// 便携动力锯 Portable Power Saw.
pub static PORTABLE_POWER_SAW: CardDef = weapon_card(
    311309,
    426,
    "便携动力锯",
    "Portable Power Saw",
    Weapon::Claymore,
    2,
    &PORTABLE_POWER_SAW_EQUIP,
)
.arrived(V5_1);
