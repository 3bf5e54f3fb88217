//! 八重神子 Yae Miko (Electro, catalyst) and what comes with the character: Sesshou Sakura, Tenko
//! Thunderbolts, Rite of Dispatch, and the talent card The Shrine's Sacred Shade.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{deal_as, find, owner, strike, user, CharacterCards, ELECTRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_7};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &YAE_MIKO,
    talent: &SHRINES_SACRED_SHADE,
    created: &[],
    made_by_hooks: &[&SESSHOU_SAKURA, &TENKO_THUNDERBOLTS, &RITE_OF_DISPATCH],
};

/// 八重神子 Yae Miko (1408).
pub static YAE_MIKO: CharacterDef = CharacterDef {
    id: 1408,
    share_id: 33,
    name: "八重神子",
    english_name: "Yae Miko",
    element: Element::Electro,
    weapon: Weapon::Catalyst,
    nations: nation::INAZUMA,
    since: V3_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14081,
            name: "Spiritfox Sin-Eater",
            chinese_name: "狐灵食罪式",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(ELECTRO, 1)],
        },
        SkillDef {
            id: 14082,
            name: "Yakan Evocation: Sesshou Sakura",
            chinese_name: "野干役咒·杀生樱",
            text: "Summons Sesshou Sakura; one already in play also deals +1 damage from now on.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Custom(sesshou_sakura_summon)],
        },
        SkillDef {
            id: 14083,
            name: "Great Secret Art: Tenko Kenshin",
            chinese_name: "大密法·天狐显真",
            text: "Destroys Sesshou Sakura to create Tenko Thunderbolts on your side. With The Shrine's Sacred Shade equipped, your next Yakan Evocation: Sesshou Sakura this round costs 2 dice less.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[Op::Damage(ELECTRO, 4), Op::Custom(tenko_kenshin)],
        },
    ],
    passives: &[],
};

/// Summons Sesshou Sakura; one already in play also deals +1 from now on (`var`, at most 1).
fn sesshou_sakura_summon(g: &mut Gitcg, cx: &mut Cx) {
    if let Some(sakura) = find(g, cx.seat, LocZone::Summon, &SESSHOU_SAKURA) {
        g.ent_mut(sakura).var = 1;
    }
    g.run_op(Op::Summon(&SESSHOU_SAKURA), cx);
}

/// Tenko Kenshin destroys Sesshou Sakura for Tenko Thunderbolts; with The Shrine's Sacred
/// Shade, Yae's next Sesshou Sakura this round costs 2 dice less.
fn tenko_kenshin(g: &mut Gitcg, cx: &mut Cx) {
    let Some(sakura) = find(g, cx.seat, LocZone::Summon, &SESSHOU_SAKURA) else {
        return;
    };
    g.discard(sakura);
    g.run_op(Op::Combat(&TENKO_THUNDERBOLTS), cx);
    let slot = user(g, cx);
    if g.character(cx.seat, slot).has(&SHRINES_SACRED_SHADE_EQUIP) {
        g.run_op(Op::Status(Who::This, &RITE_OF_DISPATCH), cx);
    }
}

/// 杀生樱 Sesshou Sakura (114081): end phase, 1 Electro damage; when its side declares the end of the
/// round with at least 4 usages, 1 Electro damage spending a usage; 3 usages, stacking to 6.
pub static SESSHOU_SAKURA: EntityDef = EntityDef {
    text: "End Phase: deal 1 Electro damage. When you declare the end of the round with 4 or more usages left, deal 1 Electro damage (spends 1 usage).",
    id: 114081,
    name: "Sesshou Sakura",
    chinese_name: "杀生樱",
    kind: EntityKind::Summon,
    usage: 3,
    usage_cap: 6,
    end_phase: &[Op::Custom(sakura_blast)],
    listens: trig::DECLARE_END,
    hook: Some(sakura_on_declare_end),
    ..EntityDef::BLANK
};

fn sakura_blast(g: &mut Gitcg, cx: &mut Cx) {
    let extra = find(g, cx.seat, LocZone::Summon, &SESSHOU_SAKURA).map_or(0, |l| g.ent(l).var);
    g.run_op(Op::Damage(ELECTRO, 1 + extra), cx);
}

fn sakura_on_declare_end(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let e = *g.ent(me);
    if e.usage >= 4 {
        if let Some(me) = deal_as(g, me, ELECTRO, 1 + e.var) {
            g.spend(me);
        }
    }
}

/// 天狐霆雷 Tenko Thunderbolts (114083): before this side chooses an action, 3 Electro damage; 1 usage.
pub static TENKO_THUNDERBOLTS: EntityDef = EntityDef {
    text: "Before you choose an action, deal 3 Electro damage.",
    id: 114083,
    name: "Tenko Thunderbolts",
    chinese_name: "天狐霆雷",
    kind: EntityKind::Combat,
    usage: 1,
    listens: trig::BEFORE_ACTION,
    hook: Some(|g, me, _| strike(g, me, ELECTRO, 3)),
    ..EntityDef::BLANK
};

/// 遣役之仪 Rite of Dispatch (114082): Yae's next Sesshou Sakura this round costs 2 dice less.
pub static RITE_OF_DISPATCH: EntityDef = EntityDef {
    text: "Your next Yakan Evocation: Sesshou Sakura this round costs 2 dice less.",
    id: 114082,
    name: "Rite of Dispatch",
    chinese_name: "遣役之仪",
    kind: EntityKind::Status,
    usage: 1,
    round_only: true,
    answers: answers::OWN_SKILL_COST,
    query: Some(rite_of_dispatch),
    ..EntityDef::BLANK
};

fn rite_of_dispatch(_: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Elemental,
                ..
            },
        cost,
        used,
    } = q
    else {
        return;
    };
    if Some(*slot) == owner(me) && cost.dice() > 0 {
        cost.reduce(2);
        **used = true;
    }
}

/// The equipped The Shrine's Sacred Shade (214081): After Great Secret Art: Tenko Kenshin, the next
/// Yakan Evocation: Sesshou Sakura this round costs 2 dice less.
pub static SHRINES_SACRED_SHADE_EQUIP: EntityDef = EntityDef {
    text: "After Great Secret Art: Tenko Kenshin, the next Yakan Evocation: Sesshou Sakura this round costs 2 dice less.",
    id: 214081,
    name: "The Shrine's Sacred Shade",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 神篱之御荫 The Shrine's Sacred Shade (talent, 214081).
pub static SHRINES_SACRED_SHADE: CardDef = CardDef {
    id: 214081,
    since: V3_7,
    share_id: 93,
    name: "神篱之御荫",
    english_name: "The Shrine's Sacred Shade",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1408),
    talent_skill: Some(14083),
    entity: Some(&SHRINES_SACRED_SHADE_EQUIP),
    ..CardDef::BLANK
};
