//! 丘丘岩盔王 Stonehide Lawachurl (Geo, no weapon) and what comes with the character: Stonehide, Stone
//! Force, and the talent card Stonehide Reforged.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, owner, CharacterCards};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &STONEHIDE_LAWACHURL,
    talent: &STONEHIDE_REFORGED,
    created: &[],
    made_by_hooks: &[],
};

/// 丘丘岩盔王 Stonehide Lawachurl (2601).
pub static STONEHIDE_LAWACHURL: CharacterDef = CharacterDef {
    id: 2601,
    share_id: 59,
    name: "丘丘岩盔王",
    english_name: "Stonehide Lawachurl",
    element: Element::Geo,
    weapon: Weapon::None,
    nations: nation::MONSTER | nation::HILICHURL,
    since: V3_3,
    hp: Versioned::same(8),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 26011,
            name: "Plama Lawa",
            chinese_name: "Plama Lawa",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 26012,
            name: "Movo Lawa",
            chinese_name: "Movo Lawa",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[Op::Damage(DamageType::Physical, 3)],
        },
        SkillDef {
            id: 26013,
            name: "Upa Shato",
            chinese_name: "Upa Shato",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(2),
            ops: &[Op::Damage(DamageType::Physical, 5)],
        },
    ],
    passives: &[&STONEHIDE, &STONE_FORCE],
};

/// 岩盔 Stonehide (passive Infused Stonehide, 126011): the Lawachurl takes 1 less damage per hit,
/// spending a usage (two for Geo damage); when it leaves, so does Stone Force; 3 usages.
pub static STONEHIDE: EntityDef = EntityDef {
    text: "Damage taken by the character is reduced by 1 (spends 1 usage; 2 for Geo damage). When it leaves, Stone Force leaves too.",
    id: 126011,
    name: "Stonehide",
    chinese_name: "岩盔",
    kind: EntityKind::Status,
    usage: 3,
    listens: trig::REDUCE,
    hook: Some(stonehide),
    ..EntityDef::BLANK
};

fn stonehide(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.target != slot || d.amount == 0 {
        return;
    }
    d.amount -= 1;
    let cost = if d.ty == DamageType::Elemental(Element::Geo) {
        2
    } else {
        1
    };
    let left = g.ent(me).usage.saturating_sub(cost);
    g.set_usage(me, left);
    if left == 0 {
        if let Some(force) = find(g, me.seat, LocZone::Char(slot), &STONE_FORCE) {
            g.discard(force);
        }
    }
}

/// 坚岩之力 Stone Force (passive Infused Stonehide, 126012): the Lawachurl's physical damage becomes
/// Geo, and once per round his damage gets +1.
pub static STONE_FORCE: EntityDef = EntityDef {
    text: "Once per round, the character deals +1 damage.",
    id: 126012,
    name: "Stone Force",
    chinese_name: "坚岩之力",
    kind: EntityKind::Status,
    per_round: true,
    infusion: Some(Element::Geo),
    listens: trig::BONUS_OUT,
    hook: Some(stone_force),
    ..EntityDef::BLANK
};

fn stone_force(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.by.is_some() && d.by == owner(me) && g.ent(me).var == 0 {
            d.amount += 1;
            g.ent_mut(me).var = 1;
        }
    }
}

/// The equipped Stonehide Reforged (226011): after the Lawachurl knocks out an opposing character,
/// he gets Stonehide and Stone Force again.
pub static STONEHIDE_REFORGED_EQUIP: EntityDef = EntityDef {
    text: "After the character knocks out an opposing character, he gets Stonehide and Stone Force again.",
    id: 226011,
    name: "Stonehide Reforged",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::KNOCKED_OUT,
    hook: Some(stonehide_reforged),
    ..EntityDef::BLANK
};

fn stonehide_reforged(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    if let Trig::KnockedOut { seat, by, .. } = t {
        if *seat != me.seat && *by == Some(slot) {
            g.add_entity(me.seat, LocZone::Char(slot), &STONEHIDE);
            g.add_entity(me.seat, LocZone::Char(slot), &STONE_FORCE);
        }
    }
}

/// 重铸：岩盔 Stonehide Reforged (talent, 226011).
pub static STONEHIDE_REFORGED: CardDef = CardDef {
    id: 226011,
    share_id: 119,
    name: "重铸：岩盔",
    english_name: "Stonehide Reforged",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 4, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2601),
    talent_skill: Some(26013),
    entity: Some(&STONEHIDE_REFORGED_EQUIP),
    ..CardDef::BLANK
};
