//! 柯莱 Collei (Dendro, bow) and what comes with the character: Cuilein-Anbar, Sprout, and the talent
//! card Floral Sidewinder.

use tavern_protocol::gitcg::{DamageType, Element, Reaction};

use crate::cards::characters::{deal_as, CharacterCards, DENDRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &COLLEI,
    talent: &FLORAL_SIDEWINDER,
    created: &[],
    made_by_hooks: &[&SPROUT],
};

/// 柯莱 Collei (1701).
pub static COLLEI: CharacterDef = CharacterDef {
    id: 1701,
    share_id: 47,
    name: "柯莱",
    english_name: "Collei",
    element: Element::Dendro,
    weapon: Weapon::Bow,
    nations: nation::SUMERU,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 17011,
            name: "Supplicant's Bowmanship",
            chinese_name: "祈颂射艺",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 17012,
            name: "Floral Brush",
            chinese_name: "拂花偈叶",
            text: "With Floral Sidewinder equipped, first creates Sprout on your side.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[Op::Custom(sprout_with_talent), Op::Damage(DENDRO, 3)],
        },
        SkillDef {
            id: 17013,
            name: "Trump-Card Kitty",
            chinese_name: "猫猫秘宝",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[Op::Damage(DENDRO, 2), Op::Summon(&CUILEIN_ANBAR)],
        },
    ],
    passives: &[],
};

/// With Floral Sidewinder, Floral Brush creates Sprout before its damage, so that a reaction of
/// the skill itself already counts ("in the round Collei used Floral Brush").
fn sprout_with_talent(g: &mut Gitcg, cx: &mut Cx) {
    let slot = cx.character.unwrap_or(g.player(cx.seat).active);
    if g.character(cx.seat, slot).has(&FLORAL_SIDEWINDER_EQUIP) {
        g.add_entity(cx.seat, LocZone::Combat, &SPROUT);
    }
}

/// 柯里安巴 Cuilein-Anbar (117011): end phase, 2 Dendro damage; 2 usages.
pub static CUILEIN_ANBAR: EntityDef = EntityDef {
    id: 117011,
    name: "Cuilein-Anbar",
    chinese_name: "柯里安巴",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(DENDRO, 2)],
    ..EntityDef::BLANK
};

/// 新叶 Sprout (117012): after a skill of this side triggers a Dendro reaction, 1 Dendro damage (once
/// per round); this round only. Created again the same round, it keeps its spent use (a
/// refresh keeps `var`), which is what the game's "already created" marker is for.
pub static SPROUT: EntityDef = EntityDef {
    text: "After your character's skill triggers a Dendro reaction, deal 1 Dendro damage (once per round).",
    id: 117012,
    name: "Sprout",
    chinese_name: "新叶",
    kind: EntityKind::Combat,
    duration: 1,
    per_round: true,
    listens: trig::REACTION,
    hook: Some(sprout),
    ..EntityDef::BLANK
};

fn sprout(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Dealt(d) = t else { return };
    let dendro_reaction = matches!(
        d.reaction,
        Some(Reaction::Burning | Reaction::Bloom | Reaction::Quicken)
    );
    if dendro_reaction && d.by.is_some() && d.skill.is_some() && g.ent(me).var == 0 {
        g.ent_mut(me).var = 1;
        deal_as(g, me, DENDRO, 1);
    }
}

/// The equipped Floral Sidewinder (217011): Floral Brush creates Sprout.
pub static FLORAL_SIDEWINDER_EQUIP: EntityDef = EntityDef {
    text: "Floral Brush creates Sprout on your side before its damage.",
    id: 217011,
    name: "Floral Sidewinder",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 飞叶迴斜 Floral Sidewinder (talent, 217011).
pub static FLORAL_SIDEWINDER: CardDef = CardDef {
    id: 217011,
    share_id: 107,
    name: "飞叶迴斜",
    english_name: "Floral Sidewinder",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 4, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1701),
    talent_skill: Some(17012),
    entity: Some(&FLORAL_SIDEWINDER_EQUIP),
    ..CardDef::BLANK
};
