//! 提纳里 Tighnari (Dendro, bow) and what comes with the character: Vijnana Suffusion, Clusterbloom
//! Arrow, and the talent card Keen Sight.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{charged_now, owner, CharacterCards, DENDRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot,
    Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_6};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &TIGHNARI,
    talent: &KEEN_SIGHT,
    created: &[],
    made_by_hooks: &[&CLUSTERBLOOM_ARROW],
};

/// 提纳里 Tighnari (1702).
pub static TIGHNARI: CharacterDef = CharacterDef {
    id: 1702,
    share_id: 48,
    name: "提纳里",
    english_name: "Tighnari",
    element: Element::Dendro,
    weapon: Weapon::Bow,
    nations: nation::SUMERU,
    since: V3_6,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 17021,
            name: "Khanda Barrier-Buster",
            chinese_name: "藏蕴破障",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 17022,
            name: "Vijnana-Phala Mine",
            chinese_name: "识果种雷",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[
                Op::Damage(DENDRO, 2),
                Op::Status(Who::This, &VIJNANA_SUFFUSION),
            ],
        },
        SkillDef {
            id: 17023,
            name: "Fashioner's Tanglevine Shaft",
            chinese_name: "造生缠藤箭",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[Op::Damage(DENDRO, 4), Op::PierceStandby(1)],
        },
    ],
    passives: &[],
};

/// 通塞识 Vijnana Suffusion (117021): Tighnari's charged attacks turn physical damage into Dendro, and
/// after one, Clusterbloom Arrow is summoned; 2 usages. The charged attack's damage marks the
/// skill in progress.
pub static VIJNANA_SUFFUSION: EntityDef = EntityDef {
    text: "The character's Charged Attacks convert Physical damage to Dendro damage and, after one, summon Clusterbloom Arrow (spends 1 usage).",
    id: 117021,
    name: "Vijnana Suffusion",
    chinese_name: "通塞识",
    kind: EntityKind::Status,
    usage: 2,
    listens: trig::INFUSE | trig::AFTER_SKILL,
    hook: Some(vijnana_suffusion),
    ..EntityDef::BLANK
};

fn vijnana_suffusion(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Damage(d) if d.charged && d.by == Some(slot) => {
            if d.ty == DamageType::Physical {
                d.ty = DENDRO;
            }
            g.mark(me, 1);
        }
        Trig::AfterSkill { character, .. } if *character == slot && g.ent(me).mark != 0 => {
            g.ent_mut(me).mark = 0;
            let serial = g.ent(me).serial;
            g.add_entity(me.seat, LocZone::Summon, &CLUSTERBLOOM_ARROW);
            if let Some(me) = g.relocate(me, serial) {
                g.spend(me);
            }
        }
        _ => {}
    }
}

/// 藏蕴花矢 Clusterbloom Arrow (117022): end phase, 1 Dendro damage; 1 usage, stacking to 2.
pub static CLUSTERBLOOM_ARROW: EntityDef = EntityDef {
    id: 117022,
    name: "Clusterbloom Arrow",
    chinese_name: "藏蕴花矢",
    kind: EntityKind::Summon,
    usage: 1,
    usage_cap: 2,
    end_phase: &[Op::Damage(DENDRO, 1)],
    ..EntityDef::BLANK
};

/// The equipped Keen Sight (217021): while Tighnari has Vijnana Suffusion, his charged attacks cost
/// 1 unaligned die less.
pub static KEEN_SIGHT_EQUIP: EntityDef = EntityDef {
    text:
        "While the character has Vijnana Suffusion, his Charged Attacks cost 1 unaligned die less.",
    id: 217021,
    name: "Keen Sight",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    answers: answers::OWN_SKILL_COST,
    query: Some(keen_sight),
    ..EntityDef::BLANK
};

fn keen_sight(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
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
    let suffused = g.character(me.seat, *slot).has(&VIJNANA_SUFFUSION);
    if Some(*slot) == owner(me) && suffused && charged_now(g, me.seat) {
        cost.reduce_any(1);
    }
}

/// 眼识殊明 Keen Sight (talent, 217021).
pub static KEEN_SIGHT: CardDef = CardDef {
    id: 217021,
    since: V3_6,
    share_id: 108,
    name: "眼识殊明",
    english_name: "Keen Sight",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 4, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1702),
    talent_skill: Some(17022),
    entity: Some(&KEEN_SIGHT_EQUIP),
    ..CardDef::BLANK
};
