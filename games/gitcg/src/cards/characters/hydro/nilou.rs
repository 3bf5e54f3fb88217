//! 妮露 Nilou (Hydro, sword) and what comes with the character: Golden Chalice's Bounty,
//! Bountiful Core, Lingering Aeon, and the talent card The Starry Skies Their Flowers Rain.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{hit, owner, strike, CharacterCards, DENDRO, HYDRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_2};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its custom ops
/// and Bloom create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &NILOU,
    talent: &THE_STARRY_SKIES_THEIR_FLOWERS_RAIN,
    created: &[],
    made_by_hooks: &[&GOLDEN_CHALICES_BOUNTY, &BOUNTIFUL_CORE, &LINGERING_AEON],
};

/// 妮露 Nilou (1208).
pub static NILOU: CharacterDef = CharacterDef {
    id: 1208,
    share_id: 16,
    name: "妮露",
    english_name: "Nilou",
    element: Element::Hydro,
    weapon: Weapon::Sword,
    nations: nation::SUMERU,
    since: V4_2,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 12081,
            name: "Dance of Samser",
            chinese_name: "弦月舞步",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: DANCE_OF_HAFTKARSVAR,
            name: "Dance of Haftkarsvar",
            chinese_name: "七域舞步",
            text: "If your team holds Hydro and Dendro characters and no character of another element, creates Golden Chalice's Bounty on your side.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Damage(HYDRO, 3), Op::Custom(golden_chalice)],
        },
        SkillDef {
            id: 12083,
            name: "Dance of Abzendegi: Distant Dreams, Listening Spring",
            chinese_name: "浮莲舞步·远梦聆泉",
            text: "Deals 2 Hydro damage; the target gets Lingering Aeon.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[Op::Custom(distant_dreams)],
        },
    ],
    passives: &[],
};

/// Nilou's elemental skill, which her talent card uses.
const DANCE_OF_HAFTKARSVAR: u32 = 12082;

/// Golden Chalice's Bounty for a team of Hydro and Dendro characters only (knocked-out ones
/// count: they are still in the team).
fn golden_chalice(g: &mut Gitcg, cx: &mut Cx) {
    let team = &g.player(cx.seat).chars;
    let has = |e: Element| team.iter().any(|c| c.def.element == e);
    let only = team
        .iter()
        .all(|c| matches!(c.def.element, Element::Hydro | Element::Dendro));
    if only && has(Element::Hydro) && has(Element::Dendro) {
        g.add_entity(cx.seat, LocZone::Combat, &GOLDEN_CHALICES_BOUNTY);
    }
}

/// The burst's 2 Hydro, then Lingering Aeon on the character it targeted.
fn distant_dreams(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = cx.opponent_target.unwrap_or(g.player(foe).active);
    g.run_op(Op::Damage(HYDRO, 2), cx);
    g.add_entity(foe, LocZone::Char(target), &LINGERING_AEON);
}

/// 金杯的丰馈 Golden Chalice's Bounty (112081): a Bloom this side triggers on an opposing
/// character summons Bountiful Core instead of creating a Dendro Core
/// ([`Query::BloomSummon`]).
pub static GOLDEN_CHALICES_BOUNTY: EntityDef = EntityDef {
    text: "When an opposing character takes Bloom: summon Bountiful Core instead of creating Dendro Core.",
    id: 112081,
    name: "Golden Chalice's Bounty",
    chinese_name: "金杯的丰馈",
    kind: EntityKind::Combat,
    answers: answers::BLOOM_SUMMON,
    query: Some(bountiful_bloom),
    ..EntityDef::BLANK
};

fn bountiful_bloom(_: &Gitcg, _: Loc, q: &mut Query<'_>) {
    if let Query::BloomSummon(instead) = q {
        **instead = Some(&BOUNTIFUL_CORE);
    }
}

/// 丰穰之核 Bountiful Core (112082): end phase, 2 Dendro damage; when its side declares the
/// end of its round with at least 2 usages, 2 Dendro damage, spending a usage; 1 usage,
/// stacking to 3.
pub static BOUNTIFUL_CORE: EntityDef = EntityDef {
    text: "When you declare the end of your round: if this has at least 2 usages, deal 2 Dendro damage (spends 1 usage).",
    id: 112082,
    name: "Bountiful Core",
    chinese_name: "丰穰之核",
    kind: EntityKind::Summon,
    usage: 1,
    usage_cap: 3,
    end_phase: &[Op::Damage(DENDRO, 2)],
    listens: trig::DECLARE_END,
    hook: Some(core_on_declare_end),
    ..EntityDef::BLANK
};

fn core_on_declare_end(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    if g.ent(me).usage >= 2 {
        strike(g, me, DENDRO, 2);
    }
}

/// 永世流沔 Lingering Aeon (112083): a status on an opposing character; end phase, that
/// character takes 3 Hydro damage; 1 usage.
pub static LINGERING_AEON: EntityDef = EntityDef {
    text: "End Phase: the character takes 3 Hydro damage.",
    id: 112083,
    name: "Lingering Aeon",
    chinese_name: "永世流沔",
    kind: EntityKind::Status,
    usage: 1,
    listens: trig::END_PHASE,
    hook: Some(aeon_ends),
    ..EntityDef::BLANK
};

/// The status sits on the side it hurts: its damage comes from the other side, Nilou's.
fn aeon_ends(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    g.spend(me);
    hit(g, me.seat.other(), &LINGERING_AEON, slot, HYDRO, 3);
}

/// The equipped The Starry Skies Their Flowers Rain (212081): while Nilou wearing it is in
/// play, her side's Bountiful Core deals +1 damage.
pub static THE_STARRY_SKIES_EQUIP: EntityDef = EntityDef {
    text: "Your Bountiful Core deals +1 damage.",
    id: 212081,
    name: "The Starry Skies Their Flowers Rain",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::BONUS_OUT,
    hook: Some(core_bonus),
    ..EntityDef::BLANK
};

fn core_bonus(_: &mut Gitcg, _: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.entity == Some(&BOUNTIFUL_CORE) && d.ty != DamageType::Piercing {
        d.amount += 1;
    }
}

/// 星天的花雨 The Starry Skies Their Flowers Rain (talent, 212081): Nilou uses Dance of
/// Haftkarsvar.
pub static THE_STARRY_SKIES_THEIR_FLOWERS_RAIN: CardDef = CardDef {
    id: 212081,
    since: V4_2,
    share_id: 76,
    name: "星天的花雨",
    english_name: "The Starry Skies Their Flowers Rain",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1208),
    talent_skill: Some(DANCE_OF_HAFTKARSVAR),
    entity: Some(&THE_STARRY_SKIES_EQUIP),
    ..CardDef::BLANK
};
