//! Electro characters, third file: Raiden Shogun and Yae Miko.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::{deal_as, find, owner, user};

const ELECTRO: DamageType = DamageType::Elemental(Element::Electro);

/// 雷电将军 Raiden Shogun.
pub static RAIDEN_SHOGUN: CharacterDef = CharacterDef {
    id: 1407,
    share_id: 32,
    name: "雷电将军",
    english_name: "Raiden Shogun",
    element: Element::Electro,
    weapon: Weapon::Polearm,
    nations: nation::INAZUMA,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14071,
            name: "Origin",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14072,
            name: "Transcendence: Baleful Omen",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Summon(&EYE_OF_STORMY_JUDGMENT)],
        },
        SkillDef {
            id: 14073,
            name: "Secret Art: Musou Shinsetsu",
            text: "Deals 3 Electro damage, +1 per Resolve spent from Chakra Desiderata (+2 per Resolve with Wishes Unnumbered equipped).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 4, 0).with_energy(2),
            ops: &[Op::Custom(musou_shinsetsu), Op::Energy(Who::Others, 2)],
        },
    ],
    passives: &[&CHAKRA_DESIDERATA],
};

/// Musou Shinsetsu deals 3 Electro damage, +1 per Resolve spent (+2 with Wishes
/// Unnumbered).
fn musou_shinsetsu(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let resolve = match find(g, cx.seat, LocZone::Char(slot), &CHAKRA_DESIDERATA) {
        Some(chakra) => std::mem::take(&mut g.ent_mut(chakra).usage),
        None => 0,
    };
    let each = if g.character(cx.seat, slot).has(&WISHES_UNNUMBERED_EQUIP) {
        2
    } else {
        1
    };
    g.run_op(Op::Damage(ELECTRO, 3 + resolve * each), cx);
}

/// 诸愿百眼之轮 Chakra Desiderata (passive): after another character of Raiden's side uses a
/// burst, 1 Resolve (at most 3), kept in its usages.
pub static CHAKRA_DESIDERATA: EntityDef = EntityDef {
    text: "After another of your characters uses an Elemental Burst, gain 1 Resolve (at most 3), kept in its usages.",
    id: 114072,
    name: "Chakra Desiderata",
    kind: EntityKind::Status,
    listens: trig::AFTER_SKILL,
    hook: Some(chakra_desiderata),
    ..EntityDef::BLANK
};

fn chakra_desiderata(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::AfterSkill {
        character,
        kind: SkillKind::Burst,
        ..
    } = t
    {
        if Some(*character) != owner(me) {
            let e = g.ent_mut(me);
            e.usage = (e.usage + 1).min(3);
        }
    }
}

/// 雷罚恶曜之眼 Eye of Stormy Judgment: end phase, 1 Electro damage; while it is in play, this
/// side's bursts deal +1; 3 usages.
pub static EYE_OF_STORMY_JUDGMENT: EntityDef = EntityDef {
    text: "While it is in play, your Elemental Bursts deal +1 damage.",
    id: 114071,
    name: "Eye of Stormy Judgment",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(ELECTRO, 1)],
    listens: trig::BONUS_OUT,
    hook: Some(eye_of_stormy_judgment),
    ..EntityDef::BLANK
};

fn eye_of_stormy_judgment(_: &mut Gitcg, _: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.by.is_some() && d.skill == Some(SkillKind::Burst) {
            d.amount += 1;
        }
    }
}

/// The equipped Wishes Unnumbered (each Resolve is worth 2).
pub static WISHES_UNNUMBERED_EQUIP: EntityDef = EntityDef {
    text: "Each Resolve Secret Art: Musou Shinsetsu spends adds 2 damage instead of 1.",
    id: 214071,
    name: "Wishes Unnumbered",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 万千的愿望 Wishes Unnumbered (talent).
pub static WISHES_UNNUMBERED: CardDef = CardDef {
    id: 214071,
    share_id: 92,
    name: "万千的愿望",
    english_name: "Wishes Unnumbered",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 4, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1407),
    talent_skill: Some(14073),
    entity: Some(&WISHES_UNNUMBERED_EQUIP),
    ..CardDef::BLANK
};

/// 八重神子 Yae Miko.
pub static YAE_MIKO: CharacterDef = CharacterDef {
    id: 1408,
    share_id: 33,
    name: "八重神子",
    english_name: "Yae Miko",
    element: Element::Electro,
    weapon: Weapon::Catalyst,
    nations: nation::INAZUMA,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14081,
            name: "Spiritfox Sin-Eater",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(ELECTRO, 1)],
        },
        SkillDef {
            id: 14082,
            name: "Yakan Evocation: Sesshou Sakura",
            text: "Summons Sesshou Sakura; one already in play also deals +1 damage from now on.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Custom(sesshou_sakura_summon)],
        },
        SkillDef {
            id: 14083,
            name: "Great Secret Art: Tenko Kenshin",
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

/// 杀生樱 Sesshou Sakura: end phase, 1 Electro damage; when its side declares the end of the
/// round with at least 4 usages, 1 Electro damage spending a usage; 3 usages, stacking to 6.
pub static SESSHOU_SAKURA: EntityDef = EntityDef {
    text: "End Phase: deal 1 Electro damage. When you declare the end of the round with 4 or more usages left, deal 1 Electro damage (spends 1 usage).",
    id: 114081,
    name: "Sesshou Sakura",
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

/// 天狐霆雷 Tenko Thunderbolts: before this side chooses an action, 3 Electro damage; 1 usage.
pub static TENKO_THUNDERBOLTS: EntityDef = EntityDef {
    text: "Before you choose an action, deal 3 Electro damage.",
    id: 114083,
    name: "Tenko Thunderbolts",
    kind: EntityKind::Combat,
    usage: 1,
    listens: trig::BEFORE_ACTION,
    hook: Some(|g, me, _| super::strike(g, me, ELECTRO, 3)),
    ..EntityDef::BLANK
};

/// 遣役之仪 Rite of Dispatch: Yae's next Sesshou Sakura this round costs 2 dice less.
pub static RITE_OF_DISPATCH: EntityDef = EntityDef {
    text: "Your next Yakan Evocation: Sesshou Sakura this round costs 2 dice less.",
    id: 114082,
    name: "Rite of Dispatch",
    kind: EntityKind::Status,
    usage: 1,
    round_only: true,
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

/// The equipped The Shrine's Sacred Shade.
pub static SHRINES_SACRED_SHADE_EQUIP: EntityDef = EntityDef {
    text: "After Great Secret Art: Tenko Kenshin, the next Yakan Evocation: Sesshou Sakura this round costs 2 dice less.",
    id: 214081,
    name: "The Shrine's Sacred Shade",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 神篱之御荫 The Shrine's Sacred Shade (talent).
pub static SHRINES_SACRED_SHADE: CardDef = CardDef {
    id: 214081,
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
