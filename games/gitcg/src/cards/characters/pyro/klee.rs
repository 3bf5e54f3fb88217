//! 可莉 Klee (Pyro, catalyst) and what comes with the character: Explosive Spark, Sparks 'n' Splash,
//! and the talent card Pounding Surprise.

use tavern_protocol::gitcg::Element;

use crate::cards::characters::{charged_now, hit, owner, CharacterCards, PYRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot,
    Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_4};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &KLEE,
    talent: &POUNDING_SURPRISE,
    created: &[],
    made_by_hooks: &[],
};

/// 可莉 Klee (1306).
pub static KLEE: CharacterDef = CharacterDef {
    id: 1306,
    share_id: 22,
    name: "可莉",
    english_name: "Klee",
    element: Element::Pyro,
    weapon: Weapon::Catalyst,
    nations: nation::MONDSTADT,
    since: V3_4,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 13061,
            name: "Kaboom!",
            chinese_name: "砰砰",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(PYRO, 1)],
        },
        SkillDef {
            id: 13062,
            name: "Jumpy Dumpty",
            chinese_name: "蹦蹦炸弹",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[
                Op::Damage(PYRO, 3),
                Op::TalentForm(&EXPLOSIVE_SPARK, &EXPLOSIVE_SPARK_TALENT),
            ],
        },
        SkillDef {
            id: 13063,
            name: "Sparks 'n' Splash",
            chinese_name: "轰轰火花",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(3),
            ops: &[Op::Damage(PYRO, 3), Op::OpponentCombat(&SPARKS_N_SPLASH)],
        },
    ],
    passives: &[],
};

/// 爆裂火花 Explosive Spark (113061): Klee's charged attacks cost 1 Pyro die less and deal +1; 1 usage.
pub static EXPLOSIVE_SPARK: EntityDef = EntityDef {
    text:
        "The character's Charged Attacks cost 1 Pyro die less and deal +1 damage (spends 1 usage).",
    id: 113061,
    name: "Explosive Spark",
    chinese_name: "爆裂火花",
    kind: EntityKind::Status,
    usage: 1,
    listens: trig::BONUS_OUT,
    hook: Some(explosive_spark),
    answers: answers::OWN_SKILL_COST,
    query: Some(explosive_spark_cost),
    ..EntityDef::BLANK
};

/// 爆裂火花 (talent, 113062): 2 usages.
pub static EXPLOSIVE_SPARK_TALENT: EntityDef = EntityDef {
    text:
        "The character's Charged Attacks cost 1 Pyro die less and deal +1 damage (spends 1 usage).",
    id: 113062,
    chinese_name: "爆裂火花",
    usage: 2,
    ..EXPLOSIVE_SPARK
};

/// The usage is spent by the damage bonus, which every charged attack of Klee's deals.
fn explosive_spark_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
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
    if Some(*slot) == owner(me) && charged_now(g, me.seat) && cost.elem_n > 0 {
        cost.elem_n -= 1;
    }
}

fn explosive_spark(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.charged && d.by.is_some() && d.by == owner(me) {
            d.amount += 1;
            g.spend(me);
        }
    }
}

/// 轰轰火花 Sparks 'n' Splash (113063): on the opposing side; after a skill of that side, its active
/// character takes 2 Pyro damage; 2 usages.
pub static SPARKS_N_SPLASH: EntityDef = EntityDef {
    text: "Sits on the opposing side: after a skill of that side, its active character takes 2 Pyro damage (spends 1 usage).",
    id: 113063,
    name: "Sparks 'n' Splash",
    chinese_name: "轰轰火花",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::AFTER_SKILL,
    hook: Some(sparks_n_splash),
    ..EntityDef::BLANK
};

fn sparks_n_splash(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let serial = g.ent(me).serial;
    let active = g.player(me.seat).active;
    hit(g, me.seat.other(), &SPARKS_N_SPLASH, active, PYRO, 2);
    if let Some(me) = g.relocate(me, serial) {
        g.spend(me);
    }
}

/// The equipped Pounding Surprise (213061): the skill creates the stronger Explosive Spark.
pub static POUNDING_SURPRISE_EQUIP: EntityDef = EntityDef {
    id: 213061,
    name: "Pounding Surprise",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 砰砰礼物 Pounding Surprise (talent, 213061).
pub static POUNDING_SURPRISE: CardDef = CardDef {
    id: 213061,
    since: V3_4,
    share_id: 82,
    name: "砰砰礼物",
    english_name: "Pounding Surprise",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1306),
    talent_skill: Some(13062),
    entity: Some(&POUNDING_SURPRISE_EQUIP),
    ..CardDef::BLANK
};
