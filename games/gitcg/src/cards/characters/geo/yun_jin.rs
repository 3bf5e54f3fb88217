//! 云堇 Yun Jin (Geo, polearm) and what comes with the character: Shield of Swirling Clouds, the
//! prepared Spear Flourish, Flying Cloud Flag Formation, and the talent card Decorous Harmony.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, side_has, user, CharacterCards, GEO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_7};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &YUN_JIN,
    talent: &DECOROUS_HARMONY,
    created: &[],
    made_by_hooks: &[],
};

/// 云堇 Yun Jin (1607).
pub static YUN_JIN: CharacterDef = CharacterDef {
    id: 1607,
    share_id: 366,
    name: "云堇",
    english_name: "Yun Jin",
    element: Element::Geo,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    since: V4_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 16071,
            name: "Cloud-Grazing Strike",
            chinese_name: "拂云出手",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 16072,
            name: "Opening Flourish",
            chinese_name: "旋云开相",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[
                Op::Combat(&FLYING_CLOUD_FLAG_FORMATION),
                Op::Status(Who::This, &SHIELD_OF_SWIRLING_CLOUDS),
                Op::Status(Who::This, &PREPARING_SPEAR_FLOURISH),
            ],
        },
        SkillDef {
            id: CLIFFBREAKERS_BANNER,
            name: "Cliffbreaker's Banner",
            chinese_name: "破嶂见旌仪",
            text: "Create 3 layers of Flying Cloud Flag Formation.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(2),
            ops: &[Op::Damage(GEO, 3), Op::Custom(three_flags)],
        },
    ],
    passives: &[&DISCARD_TALLY],
};

/// Yun Jin's burst, which her talent card uses.
const CLIFFBREAKERS_BANNER: u32 = 16073;

fn three_flags(g: &mut Gitcg, cx: &mut Cx) {
    for _ in 0..3 {
        g.add_entity(cx.seat, LocZone::Combat, &FLYING_CLOUD_FLAG_FORMATION);
    }
}

/// 舍弃调和计数 Discard tally (Yun Jin's unnamed passive, 16075; the names are the project's): not on the table; notes in `var` that her side discarded
/// or tuned a card this round, for Spear Flourish.
pub static DISCARD_TALLY: EntityDef = EntityDef {
    text: "Notes whether your side discarded or tuned a card this round.",
    id: 16075,
    name: "Discard tally",
    chinese_name: "舍弃调和计数",
    kind: EntityKind::Status,
    hidden: true,
    per_round: true,
    listens: trig::DISCARDED,
    hook: Some(|g, me, _| g.ent_mut(me).var = 1),
    ..EntityDef::BLANK
};

/// 长枪开相 Spear Flourish (16074, prepared by Opening Flourish): 2 Geo damage, +1 if her side
/// discarded or tuned a card this round.
pub static SPEAR_FLOURISH: SkillDef = SkillDef {
    id: 16074,
    name: "Spear Flourish",
    chinese_name: "长枪开相",
    text: "Deal 2 Geo damage; +1 if your side discarded or tuned at least 1 card this round.",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Custom(spear_flourish)],
};

fn spear_flourish(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let tally = find(g, cx.seat, LocZone::Char(slot), &DISCARD_TALLY);
    let extra = tally.map_or(0, |t| g.ent(t).var.min(1));
    g.run_op(Op::Damage(GEO, 2 + extra), cx);
}

/// 长枪开相 (preparing, 116072): Yun Jin uses Spear Flourish when her side's next turn begins.
pub static PREPARING_SPEAR_FLOURISH: EntityDef = EntityDef {
    id: 116072,
    name: "Spear Flourish",
    chinese_name: "长枪开相",
    kind: EntityKind::Status,
    prepare: Some(&SPEAR_FLOURISH),
    ..EntityDef::BLANK
};

/// 旋云护盾 Shield of Swirling Clouds (116071): a 2-point shield on Yun Jin only while she
/// prepares Spear Flourish.
pub static SHIELD_OF_SWIRLING_CLOUDS: EntityDef = EntityDef {
    text: "Lasts only while the character prepares a skill.",
    id: 116071,
    name: "Shield of Swirling Clouds",
    chinese_name: "旋云护盾",
    kind: EntityKind::Status,
    usage: 2,
    shield: true,
    during_preparation: true,
    ..EntityDef::BLANK
};

/// 飞云旗阵 Flying Cloud Flag Formation (116073): a normal attack of this side's characters while
/// it holds at most 1 card costs 1 die less, spending a usage; with Decorous Harmony's Yun Jin
/// in play and no card in hand, that attack deals +2. 1 usage, stacking to 4. The usage is
/// spent by the attack's first damage (`mark` notes it), as the hand then is as it was paid
/// for (an attack other discounts made free spends it too).
pub static FLYING_CLOUD_FLAG_FORMATION: EntityDef = EntityDef {
    text: "When one of your characters uses a Normal Attack while you hold at most 1 card: it costs 1 die less (spends 1 usage). With Yun Jin and Decorous Harmony in play and no card in your hand, that attack also deals +2 damage.",
    id: 116073,
    name: "Flying Cloud Flag Formation",
    chinese_name: "飞云旗阵",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 4,
    listens: trig::BONUS_OUT,
    hook: Some(flag_formation),
    answers: answers::SKILL_COST,
    query: Some(flag_formation_cost),
    ..EntityDef::BLANK
};

fn flag_formation(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let hand = g.player(me.seat).hand.len();
    let attack = d.skill == Some(SkillKind::Normal) && d.by.is_some() && d.entity.is_none();
    if !attack || hand > 1 || g.ent(me).mark != 0 {
        return;
    }
    if hand == 0 && side_has(g, me.seat, &DECOROUS_HARMONY_EQUIP) {
        d.amount += 2;
    }
    g.mark(me, 1);
    g.spend(me);
}

fn flag_formation_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Skill {
            kind: SkillKind::Normal,
            ..
        },
        cost,
        ..
    } = q
    else {
        return;
    };
    if g.player(me.seat).hand.len() <= 1 {
        cost.reduce(1);
    }
}

/// The equipped Decorous Harmony (216071): while Yun Jin is in play, a normal attack that
/// Flying Cloud Flag Formation makes cheaper with no card in hand deals +2.
pub static DECOROUS_HARMONY_EQUIP: EntityDef = EntityDef {
    text: "While the character is in play, a Normal Attack that Flying Cloud Flag Formation makes cheaper while you hold no card deals +2 damage.",
    id: 216071,
    name: "Decorous Harmony",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 庄谐并举 Decorous Harmony (talent, 216071): Yun Jin uses Cliffbreaker's Banner.
pub static DECOROUS_HARMONY: CardDef = CardDef {
    id: 216071,
    since: V4_7,
    share_id: 375,
    name: "庄谐并举",
    english_name: "Decorous Harmony",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1607),
    talent_skill: Some(CLIFFBREAKERS_BANNER),
    entity: Some(&DECOROUS_HARMONY_EQUIP),
    ..CardDef::BLANK
};
