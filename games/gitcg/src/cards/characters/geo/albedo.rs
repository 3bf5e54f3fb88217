//! 阿贝多 Albedo (Geo, sword) and what comes with the character: Solar Isotoma, and the talent
//! card Descent of Divinity.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, GEO};
use crate::cards::common::fast_switch;
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{by_version, V4_0, V5_8};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ALBEDO,
    talent: &DESCENT_OF_DIVINITY,
    created: &[],
    made_by_hooks: &[],
};

/// 阿贝多 Albedo (1604).
pub static ALBEDO: CharacterDef = CharacterDef {
    id: 1604,
    share_id: 45,
    name: "阿贝多",
    english_name: "Albedo",
    element: Element::Geo,
    weapon: Weapon::Sword,
    nations: nation::MONDSTADT,
    since: V4_0,
    hp: by_version(&[(V4_0, 10), (V5_8, 12)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 16041,
            name: "Favonius Bladework - Weiss",
            chinese_name: "西风剑术·白",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: SOLAR_ISOTOMA_SKILL,
            name: "Abiogenesis: Solar Isotoma",
            chinese_name: "创生法·拟造阳华",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[Op::Summon(&SOLAR_ISOTOMA)],
        },
        SkillDef {
            id: 16043,
            name: "Rite of Progeniture: Tectonic Tide",
            chinese_name: "诞生式·大地之潮",
            text: "Deals 4 Geo damage, 6 while Solar Isotoma is on your side.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(2),
            ops: &[Op::Custom(tectonic_tide)],
        },
    ],
    passives: &[],
};

/// Albedo's elemental skill, which his talent card uses.
const SOLAR_ISOTOMA_SKILL: u32 = 16042;

/// 4 Geo damage, +2 while Solar Isotoma is in play.
fn tectonic_tide(g: &mut Gitcg, cx: &mut Cx) {
    let n = if g.player(cx.seat).has_summon(&SOLAR_ISOTOMA) {
        6
    } else {
        4
    };
    g.run_op(Op::Damage(GEO, n), cx);
}

/// 阳华 Solar Isotoma (116041): end phase, 1 Geo damage; while it is in play, one switch a round
/// of its side is a fast action (counted in `var`, so its usages count only its end phases); 3
/// usages.
pub static SOLAR_ISOTOMA: EntityDef = EntityDef {
    text: "While this is in play, your Switch Character action is a Fast Action (once per round).",
    id: 116041,
    name: "Solar Isotoma",
    chinese_name: "阳华",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(GEO, 1)],
    per_round: true,
    answers: answers::FAST_SWITCH,
    query: Some(fast_switch),
    ..EntityDef::BLANK
};

/// The equipped Descent of Divinity (216041): while Solar Isotoma is on its side, the side's
/// plunging attacks cost 1 unaligned die less and deal +1.
pub static DESCENT_OF_DIVINITY_EQUIP: EntityDef = EntityDef {
    text: "While Solar Isotoma is on your side, your characters' Plunging Attacks cost 1 unaligned die less and deal +1 damage.",
    id: 216041,
    name: "Descent of Divinity",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::BONUS_OUT,
    hook: Some(descent_bonus),
    answers: answers::SKILL_COST,
    query: Some(descent_cost),
    ..EntityDef::BLANK
};

/// A normal attack now would be a plunging attack: its user was switched in this round and the
/// side has taken no combat action since.
fn descent_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Normal,
                ..
            },
        cost,
        ..
    } = q
    else {
        return;
    };
    let p = g.player(me.seat);
    if p.plunge == Some(*slot) && p.has_summon(&SOLAR_ISOTOMA) {
        cost.reduce_any(1);
    }
}

fn descent_bonus(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.plunging && d.by.is_some() && g.player(me.seat).has_summon(&SOLAR_ISOTOMA) {
        d.amount += 1;
    }
}

/// 神性之陨 Descent of Divinity (talent, 216041): Albedo uses Abiogenesis: Solar Isotoma.
pub static DESCENT_OF_DIVINITY: CardDef = CardDef {
    id: 216041,
    since: V4_0,
    share_id: 105,
    name: "神性之陨",
    english_name: "Descent of Divinity",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1604),
    talent_skill: Some(SOLAR_ISOTOMA_SKILL),
    entity: Some(&DESCENT_OF_DIVINITY_EQUIP),
    ..CardDef::BLANK
};
