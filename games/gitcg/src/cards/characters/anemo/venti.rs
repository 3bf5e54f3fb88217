//! 温迪 Venti (Anemo, bow) and what comes with the character: Stormzone, Winds of Harmony, Stormeye,
//! and the talent card Embrace of Winds.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, CharacterCards, ANEMO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, Discount, DiscountDice,
    Discounted, EntityDef, EntityKind, EquipSlot, Op, Paying, Query, SkillDef, SkillKind,
    TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{by_version, V3_7, V5_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &VENTI,
    talent: &EMBRACE_OF_WINDS,
    created: &[],
    made_by_hooks: &[&STORMZONE, &STORMZONE_TALENT, &WINDS_OF_HARMONY],
};

/// 温迪 Venti (1503).
pub static VENTI: CharacterDef = CharacterDef {
    id: 1503,
    share_id: 38,
    name: "温迪",
    english_name: "Venti",
    element: Element::Anemo,
    weapon: Weapon::Bow,
    nations: nation::MONDSTADT,
    since: V3_7,
    hp: by_version(&[(V3_7, 10), (V5_8, 12)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15031,
            name: "Divine Marksmanship",
            chinese_name: "神代射术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 15032,
            name: "Skyward Sonnet",
            chinese_name: "高天之歌",
            text: "Creates Stormzone on your side (its talent version, with 2 fresh uses, when Venti has his talent equipped).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 2), Op::Custom(stormzone)],
        },
        SkillDef {
            id: 15033,
            name: "Wind's Grand Ode",
            chinese_name: "风神之诗",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[Op::Damage(ANEMO, 2), Op::Summon(&STORMEYE)],
        },
    ],
    passives: &[],
};

/// Creates Stormzone, or its talent form with 2 fresh uses.
fn stormzone(g: &mut Gitcg, cx: &mut Cx) {
    g.run_op(Op::TalentForm(&STORMZONE, &STORMZONE_TALENT), cx);
    if let Some(zone) = find(g, cx.seat, LocZone::Combat, &STORMZONE_TALENT) {
        let e = g.ent_mut(zone);
        e.usage = 2;
        e.var = 0;
    }
}

/// 风域 Stormzone (115031): switching costs 1 die less; 2 usages.
pub static STORMZONE: EntityDef = EntityDef {
    id: 115031,
    name: "Stormzone",
    chinese_name: "风域",
    kind: EntityKind::Combat,
    usage: 2,
    discount: Some(Discount {
        on: Discounted::Switch,
        dice: DiscountDice::Any,
        amount: 1,
        limit: 0,
    }),
    ..EntityDef::BLANK
};

/// 风域 (talent, 115032): also, after each switch it discounts, Winds of Harmony. Its uses left are
/// its usages, but it is declared without usages so that a discount counts in `var` instead
/// of discarding it: the switch it discounted is then still there to create the winds.
pub static STORMZONE_TALENT: EntityDef = EntityDef {
    text: "Switching characters costs 1 die less (2 uses); after each switch it makes cheaper, create Winds of Harmony on your side.",
    id: 115032,
    name: "Stormzone",
    chinese_name: "风域",
    kind: EntityKind::Combat,
    listens: trig::SWITCHED,
    hook: Some(stormzone_talent),
    answers: answers::SWITCH_COST,
    query: Some(stormzone_talent_cost),
    ..EntityDef::BLANK
};

fn stormzone_talent_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    if g.ent(me).usage > 0 && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

fn stormzone_talent(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    if g.ent(me).var == 0 {
        return;
    }
    let e = g.ent_mut(me);
    e.var = 0;
    e.usage = e.usage.saturating_sub(1);
    if e.usage == 0 {
        g.discard(me);
    }
    g.add_entity(me.seat, LocZone::Combat, &WINDS_OF_HARMONY);
}

/// 协鸣之风 Winds of Harmony (115033): this side's next normal attack this round costs 1 unaligned die
/// less.
pub static WINDS_OF_HARMONY: EntityDef = EntityDef {
    text: "Your next Normal Attack this round costs 1 unaligned die less.",
    id: 115033,
    name: "Winds of Harmony",
    chinese_name: "协鸣之风",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    answers: answers::SKILL_COST,
    query: Some(winds_of_harmony),
    ..EntityDef::BLANK
};

fn winds_of_harmony(_: &Gitcg, _: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Skill {
            kind: SkillKind::Normal,
            ..
        },
        cost,
        used,
    } = q
    else {
        return;
    };
    if cost.any > 0 {
        cost.reduce_any(1);
        **used = true;
    }
}

/// 暴风之眼 Stormeye (115034): end phase, 2 Anemo damage (in the element of the first swirl this side
/// triggers while it is in play), then the opposing side switches to the character nearest
/// this side's active one; 2 usages.
pub static STORMEYE: EntityDef = EntityDef {
    text: "End Phase, after its damage: the opponent switches to the character nearest to your active one.",
    id: 115034,
    name: "Stormeye",
    chinese_name: "暴风之眼",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(ANEMO, 2), Op::Custom(stormeye_pull)],
    turns_with_swirl: true,
    ..EntityDef::BLANK
};

/// The opposing living character whose slot is nearest this side's active slot (the lower
/// slot on a tie) becomes active.
fn stormeye_pull(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let mine = g.player(cx.seat).active;
    let nearest = g
        .player(foe)
        .living()
        .min_by_key(|&s| (s.abs_diff(mine), s));
    if let Some(to) = nearest {
        if to != g.player(foe).active {
            g.switch_to(foe, to);
        }
    }
}

/// The equipped Embrace of Winds (215031): the skill creates the talent form of Stormzone.
pub static EMBRACE_OF_WINDS_EQUIP: EntityDef = EntityDef {
    text: "Skyward Sonnet creates the talent version of Stormzone, which also creates Winds of Harmony after each switch it makes cheaper.",
    id: 215031,
    name: "Embrace of Winds",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 绪风之拥 Embrace of Winds (talent, 215031).
pub static EMBRACE_OF_WINDS: CardDef = CardDef {
    id: 215031,
    since: V3_7,
    share_id: 98,
    name: "绪风之拥",
    english_name: "Embrace of Winds",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1503),
    talent_skill: Some(15032),
    entity: Some(&EMBRACE_OF_WINDS_EQUIP),
    ..CardDef::BLANK
};
