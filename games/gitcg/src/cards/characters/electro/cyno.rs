//! 赛诺 Cyno (Electro, polearm) and what comes with the character: Pactsworn Pathclearer, and the
//! talent card Featherfall Judgment.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, owner, user, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CYNO,
    talent: &FEATHERFALL_JUDGMENT,
    created: &[],
    made_by_hooks: &[],
};

/// 赛诺 Cyno (1404).
pub static CYNO: CharacterDef = CharacterDef {
    id: 1404,
    share_id: 29,
    name: "赛诺",
    english_name: "Cyno",
    element: Element::Electro,
    weapon: Weapon::Polearm,
    nations: nation::SUMERU,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14041,
            name: "Invoker's Spear",
            chinese_name: "七圣枪术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14042,
            name: "Secret Rite: Chasmic Soulfarer",
            chinese_name: "秘仪·律渊渡魂",
            text: "Raises Pactsworn Pathclearer's level by 1.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[
                Op::Damage(ELECTRO, 3),
                Op::Custom(|g, cx| pathclearer_up(g, cx, 1)),
            ],
        },
        SkillDef {
            id: 14043,
            name: "Sacred Rite: Wolf's Swiftness",
            chinese_name: "圣仪·煟煌随狼行",
            text: "Raises Pactsworn Pathclearer's level by 2.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 4, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 4),
                Op::Custom(|g, cx| pathclearer_up(g, cx, 2)),
            ],
        },
    ],
    passives: &[&PACTSWORN_PATHCLEARER],
};

/// Raises the level of the user's Pactsworn Pathclearer by `n`.
fn pathclearer_up(g: &mut Gitcg, cx: &mut Cx, n: u8) {
    let slot = user(g, cx);
    if let Some(p) = find(g, cx.seat, LocZone::Char(slot), &PACTSWORN_PATHCLEARER) {
        raise_level(g, p, n);
    }
}

/// Every change of the level (凭依) keeps its rule: when it reaches 8 or more, 6 come off.
fn raise_level(g: &mut Gitcg, p: Loc, n: u8) {
    let e = g.ent_mut(p);
    e.stock = e.stock.saturating_add(n);
    if e.stock >= 8 {
        e.stock -= 6;
    }
}

/// 启途誓使 Pactsworn Pathclearer (passive, 114041), a level counter kept in its stock (shown on the
/// table): end phase, +1; from 8 on, -6. From level 2, Cyno's physical damage becomes Electro;
/// from level 4, his damage gets +2. With Featherfall Judgment, from level 2 his elemental
/// skill gets +1 (twice per round, counted in `var`).
pub static PACTSWORN_PATHCLEARER: EntityDef = EntityDef {
    text: "A level kept in its usages. End Phase: +1 level; from 8, -6 levels. From level 2, the character's Physical damage is converted to Electro damage; from level 4, the character deals +2 damage. With Featherfall Judgment, from level 2 the Elemental Skill deals +1 damage (twice per round).",
    id: 114041,
    name: "Pactsworn Pathclearer",
    chinese_name: "启途誓使",
    kind: EntityKind::Status,
    stock: Some(0),
    per_round: true,
    end_phase: &[Op::Custom(|g, cx| pathclearer_up(g, cx, 1))],
    listens: trig::INFUSE,
    hook: Some(pactsworn_pathclearer),
    ..EntityDef::BLANK
};

/// The conversion must come before reactions, and additive bonuses commute, so the whole
/// effect runs at the infusion step.
fn pactsworn_pathclearer(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.by != Some(slot) || d.skill.is_none() {
        return;
    }
    let level = g.ent(me).stock;
    if level >= 2 && d.ty == DamageType::Physical {
        d.ty = ELECTRO;
    }
    if level >= 4 {
        d.amount += 2;
    }
    let talent = g.character(me.seat, slot).has(&FEATHERFALL_JUDGMENT_EQUIP);
    if talent && level >= 2 && d.skill == Some(SkillKind::Elemental) && g.ent(me).var < 2 {
        d.amount += 1;
        g.ent_mut(me).var += 1;
    }
}

/// The equipped Featherfall Judgment (214041): While Pactsworn Pathclearer is at level 2 or more,
/// the character's Elemental Skill deals +1 damage (twice per round).
pub static FEATHERFALL_JUDGMENT_EQUIP: EntityDef = EntityDef {
    text: "While Pactsworn Pathclearer is at level 2 or more, the character's Elemental Skill deals +1 damage (twice per round).",
    id: 214041,
    name: "Featherfall Judgment",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 落羽的裁择 Featherfall Judgment (talent, 214041).
pub static FEATHERFALL_JUDGMENT: CardDef = CardDef {
    id: 214041,
    share_id: 89,
    name: "落羽的裁择",
    english_name: "Featherfall Judgment",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1404),
    talent_skill: Some(14042),
    entity: Some(&FEATHERFALL_JUDGMENT_EQUIP),
    ..CardDef::BLANK
};
