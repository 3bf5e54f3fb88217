//! 珐露珊 Faruzan (Anemo, bow) and what comes with the character: Manifest Gale, Pressurized
//! Collapse, Dazzling Polyhedron (and its talent form), The Wondrous Path of Truth (Active), and
//! the talent card The Wondrous Path of Truth.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{charged_now, find, owner, CharacterCards, ANEMO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_6};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &FARUZAN,
    talent: &THE_WONDROUS_PATH_OF_TRUTH,
    created: &[],
    made_by_hooks: &[
        &DAZZLING_POLYHEDRON,
        &DAZZLING_POLYHEDRON_TALENT,
        &PRESSURIZED_COLLAPSE,
        &THE_WONDROUS_PATH_ACTIVE,
    ],
};

/// 珐露珊 Faruzan (1509).
pub static FARUZAN: CharacterDef = CharacterDef {
    id: 1509,
    share_id: 349,
    name: "珐露珊",
    english_name: "Faruzan",
    element: Element::Anemo,
    weapon: Weapon::Bow,
    nations: nation::SUMERU,
    since: V4_6,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15091,
            name: "Parthian Shot",
            chinese_name: "迴身箭术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 15092,
            name: "Wind Realm of Nasamjnin",
            chinese_name: "非想风天",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 3), Op::Status(Who::This, &MANIFEST_GALE)],
        },
        SkillDef {
            id: THE_WINDS_SECRET_WAYS,
            name: "The Wind's Secret Ways",
            chinese_name: "抟风秘道",
            text: "Summons Dazzling Polyhedron; with The Wondrous Path of Truth equipped, its talent form, which creates 1 Anemo die when it enters.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[Op::Damage(ANEMO, 1), Op::Custom(polyhedron)],
        },
    ],
    passives: &[],
};

/// Faruzan's burst, which her talent card uses.
const THE_WINDS_SECRET_WAYS: u32 = 15093;

/// Summons Dazzling Polyhedron, in its talent form when Faruzan has her talent; the talent form
/// creates an Anemo die when it enters (not when an existing one is refreshed).
fn polyhedron(g: &mut Gitcg, cx: &mut Cx) {
    let had = find(g, cx.seat, LocZone::Summon, &DAZZLING_POLYHEDRON_TALENT).is_some();
    g.run_op(
        Op::TalentForm(&DAZZLING_POLYHEDRON, &DAZZLING_POLYHEDRON_TALENT),
        cx,
    );
    if !had && find(g, cx.seat, LocZone::Summon, &DAZZLING_POLYHEDRON_TALENT).is_some() {
        g.run_op(Op::ElementDice(Element::Anemo, 1), cx);
    }
}

/// 疾风示现 Manifest Gale (115091): Faruzan's next Charged Attack costs 1 unaligned die less,
/// its Physical damage turns Anemo, and its target gets Pressurized Collapse; 1 usage.
pub static MANIFEST_GALE: EntityDef = EntityDef {
    text: "The character's next Charged Attack costs 1 unaligned die less, converts Physical damage to Anemo damage and attaches Pressurized Collapse to its target.",
    id: 115091,
    name: "Manifest Gale",
    chinese_name: "疾风示现",
    kind: EntityKind::Status,
    usage: 1,
    listens: trig::INFUSE | trig::DEALT,
    hook: Some(manifest_gale),
    answers: answers::OWN_SKILL_COST,
    query: Some(manifest_gale_cost),
    ..EntityDef::BLANK
};

/// The charged attack's discount; the usage is spent by the hit, not the payment.
fn manifest_gale_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
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
    if Some(*slot) == owner(me) && charged_now(g, me.seat) {
        cost.reduce_any(1);
    }
}

fn manifest_gale(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Damage(d) if d.charged && d.by == Some(slot) && d.ty == DamageType::Physical => {
            d.ty = ANEMO;
        }
        Trig::Dealt(d) if d.charged && d.by == Some(slot) => {
            let (foe, target) = (d.to, d.target);
            let serial = g.ent(me).serial;
            collapse(g, foe, target);
            if let Some(me) = g.relocate(me, serial) {
                g.spend(me);
            }
        }
        _ => {}
    }
}

/// Attaches Pressurized Collapse to the character in `slot` of `seat`; one on a side at most,
/// so any other leaves first.
fn collapse(g: &mut Gitcg, seat: Seat, slot: u8) {
    for other in 0..3u8 {
        if other != slot {
            if let Some(old) = find(g, seat, LocZone::Char(other), &PRESSURIZED_COLLAPSE) {
                g.discard(old);
            }
        }
    }
    g.add_entity(seat, LocZone::Char(slot), &PRESSURIZED_COLLAPSE);
}

/// 风压坍陷 Pressurized Collapse (115092): end phase, the character it is attached to becomes
/// its side's active character; 1 usage; one on a side at most.
pub static PRESSURIZED_COLLAPSE: EntityDef = EntityDef {
    text: "End Phase: the character becomes its side's active character. At most one on a side.",
    id: 115092,
    name: "Pressurized Collapse",
    chinese_name: "风压坍陷",
    kind: EntityKind::Status,
    usage: 1,
    end_phase: &[Op::Custom(to_the_front)],
    ..EntityDef::BLANK
};

/// The collapse's End Phase: its character, if on the bench, is switched in.
fn to_the_front(g: &mut Gitcg, cx: &mut Cx) {
    g.run_op(Op::SwitchToTarget, cx);
}

/// 赫耀多方面体 Dazzling Polyhedron (115093): end phase, 1 Anemo damage; 3 usages; while it is in
/// play, the opposing characters take +1 Anemo damage from this side. (The card facts keep
/// that increase on a hidden combat status of the opposing side, 115094; the summon gives it
/// itself, so it leaves with it.)
pub static DAZZLING_POLYHEDRON: EntityDef = EntityDef {
    text: "While it is in play, opposing characters take +1 Anemo damage from your side.",
    id: 115093,
    name: "Dazzling Polyhedron",
    chinese_name: "赫耀多方面体",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(ANEMO, 1)],
    listens: trig::BONUS_OUT,
    hook: Some(anemo_plus_one),
    ..EntityDef::BLANK
};

fn anemo_plus_one(_: &mut Gitcg, _: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.ty == ANEMO {
            d.amount += 1;
        }
    }
}

/// 赫耀多方面体 Dazzling Polyhedron (talent form, 115096): as Dazzling Polyhedron, and it creates
/// 1 Anemo die when it enters and when each Action Phase begins; when its last usage is spent
/// in the End Phase, it leaves The Wondrous Path of Truth (Active) to give the next one.
pub static DAZZLING_POLYHEDRON_TALENT: EntityDef = EntityDef {
    text: "While it is in play, opposing characters take +1 Anemo damage from your side. When the Action Phase begins, create 1 Anemo die; when it leaves in the End Phase, The Wondrous Path of Truth (Active) gives that die instead.",
    id: 115096,
    name: "Dazzling Polyhedron",
    chinese_name: "赫耀多方面体",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(ANEMO, 1), Op::Custom(path_when_last)],
    listens: trig::BONUS_OUT | trig::ACTION_START,
    hook: Some(talented_polyhedron),
    ..EntityDef::BLANK
};

fn talented_polyhedron(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Damage(_) => anemo_plus_one(g, me, t),
        _ => g.run_op(Op::ElementDice(Element::Anemo, 1), &mut Cx::side(me.seat)),
    }
}

/// The talent form's last End Phase: its die of the next Action Phase stays behind.
fn path_when_last(g: &mut Gitcg, cx: &mut Cx) {
    let last = find(g, cx.seat, LocZone::Summon, &DAZZLING_POLYHEDRON_TALENT)
        .is_some_and(|at| g.ent(at).usage <= 1);
    if last {
        g.add_entity(cx.seat, LocZone::Combat, &THE_WONDROUS_PATH_ACTIVE);
    }
}

/// 妙道合真（生效中） The Wondrous Path of Truth (Active) (combat status, 115095): when the
/// Action Phase begins, creates 1 Anemo die and leaves.
pub static THE_WONDROUS_PATH_ACTIVE: EntityDef = EntityDef {
    id: 115095,
    name: "The Wondrous Path of Truth (Active)",
    chinese_name: "妙道合真（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    action_start: &[Op::ElementDice(Element::Anemo, 1)],
    ..EntityDef::BLANK
};

/// The equipped The Wondrous Path of Truth (215091): Faruzan's Dazzling Polyhedron takes its
/// talent form.
pub static THE_WONDROUS_PATH_OF_TRUTH_EQUIP: EntityDef = EntityDef {
    text: "The character's Dazzling Polyhedron creates 1 Anemo die when it enters and when each Action Phase begins.",
    id: 215091,
    name: "The Wondrous Path of Truth",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 妙道合真 The Wondrous Path of Truth (talent, 215091): Faruzan uses The Wind's Secret Ways.
pub static THE_WONDROUS_PATH_OF_TRUTH: CardDef = CardDef {
    id: 215091,
    since: V4_6,
    share_id: 352,
    name: "妙道合真",
    english_name: "The Wondrous Path of Truth",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1509),
    talent_skill: Some(THE_WINDS_SECRET_WAYS),
    entity: Some(&THE_WONDROUS_PATH_OF_TRUTH_EQUIP),
    ..CardDef::BLANK
};
