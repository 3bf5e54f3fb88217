//! 莱依拉 Layla (Cryo, sword) and what comes with the character: Curtain of Slumber Shield,
//! Shooting Star, Celestial Dreamsphere, and the talent card Light's Remit.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{deal_as, find, stack_stock, CharacterCards, CRYO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_3};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &LAYLA,
    talent: &LIGHTS_REMIT,
    created: &[],
    made_by_hooks: &[&SHOOTING_STAR],
};

/// 莱依拉 Layla (1109).
pub static LAYLA: CharacterDef = CharacterDef {
    id: 1109,
    share_id: 279,
    name: "莱依拉",
    english_name: "Layla",
    element: Element::Cryo,
    weapon: Weapon::Sword,
    nations: nation::SUMERU,
    since: V4_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 11091,
            name: "Sword of the Radiant Path",
            chinese_name: "熠辉轨度剑",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: NIGHTS_OF_FORMAL_FOCUS,
            name: "Nights of Formal Focus",
            chinese_name: "垂裳端凝之夜",
            text: "Creates Shooting Star on your side (when it is already there, it gathers 2 Night Stars).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Combat(&CURTAIN_OF_SLUMBER_SHIELD),
                Op::Custom(shooting_star),
            ],
        },
        SkillDef {
            id: 11093,
            name: "Dream of the Star-Stream Shaker",
            chinese_name: "星流摇床之梦",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(CRYO, 3),
                Op::Summon(&CELESTIAL_DREAMSPHERE),
            ],
        },
    ],
    passives: &[],
};

/// Layla's elemental skill, which her talent card uses.
const NIGHTS_OF_FORMAL_FOCUS: u32 = 11092;

/// Night Stars Shooting Star spends for each strike.
const STARS_PER_STRIKE: u8 = 4;

/// Shooting Star, or 2 more Night Stars when it is already on the side.
fn shooting_star(g: &mut Gitcg, cx: &mut Cx) {
    stack_stock(g, cx.seat, LocZone::Combat, &SHOOTING_STAR, 2, u8::MAX);
}

/// 安眠帷幕护盾 Curtain of Slumber Shield (111091): a 2-point shield for the active character.
pub static CURTAIN_OF_SLUMBER_SHIELD: EntityDef = EntityDef {
    id: 111091,
    name: "Curtain of Slumber Shield",
    chinese_name: "安眠帷幕护盾",
    kind: EntityKind::Combat,
    usage: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// 飞星 Shooting Star (111092): gathers Night Stars in its stock, 1 after each skill of its
/// side (the skill that creates it included) and 2 when created again; at 4 it spends 4 and
/// deals 1 Cryo damage.
pub static SHOOTING_STAR: EntityDef = EntityDef {
    text: "After your character uses a skill (the one that created this too): gather 1 Night Star; then, with at least 4, spend 4 and deal 1 Cryo damage. Created again: gather 2 Night Stars.",
    id: 111092,
    name: "Shooting Star",
    chinese_name: "飞星",
    kind: EntityKind::Combat,
    stock: Some(0),
    listens: trig::AFTER_SKILL,
    hook: Some(night_stars),
    ..EntityDef::BLANK
};

/// After a skill of its side: one more Night Star, and a strike for every 4.
fn night_stars(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill { .. } = t else { return };
    let e = g.ent_mut(me);
    e.stock = e.stock.saturating_add(1);
    if e.stock >= STARS_PER_STRIKE {
        e.stock -= STARS_PER_STRIKE;
        deal_as(g, me, CRYO, 1);
    }
}

/// 饰梦天球 Celestial Dreamsphere (111093): end phase, 1 Cryo damage, then Shooting Star on its
/// side gathers 1 Night Star (no strike: strikes follow skills); 2 usages.
pub static CELESTIAL_DREAMSPHERE: EntityDef = EntityDef {
    text: "Each time it deals its End Phase damage, Shooting Star on your side (if any) gathers 1 Night Star.",
    id: 111093,
    name: "Celestial Dreamsphere",
    chinese_name: "饰梦天球",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1), Op::Custom(gather_star)],
    ..EntityDef::BLANK
};

/// One Night Star for the side's Shooting Star, if it has one.
fn gather_star(g: &mut Gitcg, cx: &mut Cx) {
    if let Some(at) = find(g, cx.seat, LocZone::Combat, &SHOOTING_STAR) {
        let e = g.ent_mut(at);
        e.stock = e.stock.saturating_add(1);
    }
}

/// The equipped Light's Remit (211091): while Layla stands, each time Shooting Star of her
/// side deals damage, her side draws a card.
pub static LIGHTS_REMIT_EQUIP: EntityDef = EntityDef {
    text: "Whenever Shooting Star deals damage: draw 1 card.",
    id: 211091,
    name: "Light's Remit",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::DEALT,
    hook: Some(lights_remit),
    ..EntityDef::BLANK
};

fn lights_remit(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Dealt(d) = t else { return };
    if d.entity == Some(&SHOOTING_STAR) {
        g.draw(me.seat, 1);
    }
}

/// 归芒携信 Light's Remit (talent, 211091): Layla uses Nights of Formal Focus.
pub static LIGHTS_REMIT: CardDef = CardDef {
    id: 211091,
    since: V4_3,
    share_id: 288,
    name: "归芒携信",
    english_name: "Light's Remit",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1109),
    talent_skill: Some(NIGHTS_OF_FORMAL_FOCUS),
    entity: Some(&LIGHTS_REMIT_EQUIP),
    ..CardDef::BLANK
};
