//! 鹿野院平藏 Shikanoin Heizou (Anemo, catalyst) and what comes with the character:
//! Pre-Existing Guilt and its prepared skill, Declension, his passive Paradoxical Practice, the
//! four Windmuster Irises, and the talent card Curious Casefiles.
//!
//! Arrived in 5.8.

use tavern_protocol::gitcg::{DamageType, Element, Reaction};

use crate::cards::characters::{find, hit, owner, stack_stock, user, CharacterCards, ANEMO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and what only hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &SHIKANOIN_HEIZOU,
    talent: &CURIOUS_CASEFILES,
    created: &[],
    made_by_hooks: &[
        &DECLENSION,
        &IRIS_CRYO,
        &IRIS_HYDRO,
        &IRIS_PYRO,
        &IRIS_ELECTRO,
    ],
};

/// Heizou's card id.
const HEIZOU_ID: u32 = 1513;
/// His elemental skill, which his talent card uses.
const HEARTSTOPPER_STRIKE: u32 = 15132;
/// The layers of Declension one Heartstopper Strike consumes.
const DECLENSION_SPENT: u8 = 2;

/// 鹿野院平藏 Shikanoin Heizou (1513).
pub static SHIKANOIN_HEIZOU: CharacterDef = CharacterDef {
    id: HEIZOU_ID,
    share_id: 493,
    name: "鹿野院平藏",
    english_name: "Shikanoin Heizou",
    element: Element::Anemo,
    weapon: Weapon::Catalyst,
    nations: nation::INAZUMA,
    since: V5_8,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15131,
            name: "Fudou Style Martial Arts",
            chinese_name: "不动流格斗术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(ANEMO, 1)],
        },
        SkillDef {
            id: HEARTSTOPPER_STRIKE,
            name: "Heartstopper Strike",
            chinese_name: "勠心拳",
            text: "With 2 layers of Declension: they are consumed, this skill counts as a fast action, and the Charge it prepares deals +1.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[
                Op::Custom(heartstopper),
                Op::Status(Who::This, &PRE_EXISTING_GUILT),
            ],
        },
        SkillDef {
            id: 15133,
            name: "Windmuster Kick",
            chinese_name: "聚风蹴",
            text: "If this skill triggered Swirl, the opposing active character gains the Windmuster Iris of the element swirled.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[Op::Damage(ANEMO, 4), Op::Custom(windmuster_kick)],
        },
    ],
    passives: &[&PARADOXICAL_PRACTICE],
};

/// Heartstopper Strike's first step: with 2 layers of Declension, they are consumed, the
/// strike is a fast action (its side acts again), and the Charge it prepares gets +1 (+2 with
/// the talent), kept on his passive until the Charge; without, the Charge gets nothing.
fn heartstopper(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let zone = LocZone::Char(slot);
    let declension = find(g, cx.seat, zone, &DECLENSION).filter(|at| g.ent(*at).stock >= 2);
    let bonus = match declension {
        Some(at) => {
            let left = g.ent(at).stock - DECLENSION_SPENT;
            g.ent_mut(at).stock = left;
            if left == 0 {
                g.discard(at);
            }
            g.grant_another_action(cx.seat);
            let casefiles = g.character(cx.seat, slot).has(&CURIOUS_CASEFILES_EQUIP);
            1 + u8::from(casefiles)
        }
        None => 0,
    };
    if let Some(at) = find(g, cx.seat, zone, &PARADOXICAL_PRACTICE) {
        g.ent_mut(at).var = bonus;
    }
}

/// 勠心拳·蓄力 Heartstopper Strike: Charge (15135), the prepared skill: 4 Anemo damage, and the
/// bonus its Heartstopper Strike noted.
pub static CHARGE: SkillDef = SkillDef {
    id: 15135,
    name: "Heartstopper Strike: Charge",
    chinese_name: "勠心拳·蓄力",
    text: "Deals 4 Anemo damage (+1 from Declension, +1 more with Curious Casefiles).",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Custom(|g, cx| {
        let slot = user(g, cx);
        let passive = find(g, cx.seat, LocZone::Char(slot), &PARADOXICAL_PRACTICE);
        let bonus = passive.map_or(0, |at| std::mem::take(&mut g.ent_mut(at).var));
        g.run_op(Op::Damage(ANEMO, 4 + bonus), cx);
    })],
};

/// 在罪之先 Pre-Existing Guilt (status, 115131): the character uses Heartstopper Strike: Charge
/// as its next action.
pub static PRE_EXISTING_GUILT: EntityDef = EntityDef {
    id: 115131,
    name: "Pre-Existing Guilt",
    chinese_name: "在罪之先",
    kind: EntityKind::Status,
    prepare: Some(&CHARGE),
    ..EntityDef::BLANK
};

/// Windmuster Kick's last step: a Swirl of its hit puts the Iris of the swirled element on
/// the opposing active character.
fn windmuster_kick(g: &mut Gitcg, cx: &mut Cx) {
    let iris = match g.player(cx.seat).swirled {
        Some(Element::Cryo) => &IRIS_CRYO,
        Some(Element::Hydro) => &IRIS_HYDRO,
        Some(Element::Pyro) => &IRIS_PYRO,
        Some(Element::Electro) => &IRIS_ELECTRO,
        _ => return,
    };
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    g.add_entity(foe, LocZone::Char(target), iris);
}

/// 反论稽古 Paradoxical Practice (passive, 15134): after the side triggers Swirl, he gains 1
/// layer of Declension. It also keeps, in its counter, the bonus of the Charge his last
/// Heartstopper Strike prepared.
pub static PARADOXICAL_PRACTICE: EntityDef = EntityDef {
    id: 15134,
    name: "Paradoxical Practice",
    chinese_name: "反论稽古",
    kind: EntityKind::Status,
    hidden: true,
    listens: trig::REACTION,
    hook: Some(|g, me, t| {
        let Trig::Dealt(d) = *t else { return };
        if d.from == me.seat && d.reaction == Some(Reaction::Swirl) {
            stack_stock(g, me.seat, me.zone, &DECLENSION, 1, u8::MAX);
        }
    }),
    text: "After your side triggers Swirl: the character gains 1 layer of Declension.",
    ..EntityDef::BLANK
};

/// 变格 Declension (status, 115132): layers (its stock) stacking without limit; his next
/// Heartstopper Strike with 2 layers consumes them, counts as a fast action, and its Charge
/// deals +1.
pub static DECLENSION: EntityDef = EntityDef {
    id: 115132,
    name: "Declension",
    chinese_name: "变格",
    kind: EntityKind::Status,
    stock: Some(1),
    text: "With 2 layers: his next Heartstopper Strike consumes them, counts as a fast action, and its Charge deals +1. Layers stack without limit.",
    ..EntityDef::BLANK
};

/// A Windmuster Iris of element `e`: before its side chooses an action, 1 damage of `e` to
/// the character it is attached to; 1 usage.
const fn iris(id: u32, name: &'static str, chinese_name: &'static str) -> EntityDef {
    EntityDef {
        id,
        name,
        chinese_name,
        kind: EntityKind::Status,
        usage: 1,
        listens: trig::BEFORE_ACTION,
        hook: Some(iris_strikes),
        text: "Before your side chooses an action: deal 1 damage of its element to the character.",
        ..EntityDef::BLANK
    }
}

/// The Iris at `me` deals its damage to its character, as the side that placed it.
fn iris_strikes(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let def = g.ent(me).def;
    let element = [
        (&IRIS_CRYO, Element::Cryo),
        (&IRIS_HYDRO, Element::Hydro),
        (&IRIS_PYRO, Element::Pyro),
        (&IRIS_ELECTRO, Element::Electro),
    ]
    .into_iter()
    .find(|(iris, _)| *iris == def)
    .map(|(_, e)| e);
    let Some(e) = element else { return };
    let serial = g.ent(me).serial;
    hit(g, me.seat.other(), def, slot, DamageType::Elemental(e), 1);
    if let Some(me) = g.relocate(me, serial) {
        g.spend(me);
    }
}

/// 聚风真眼·冰 Windmuster Iris: Cryo (status, 115133).
pub static IRIS_CRYO: EntityDef = iris(115133, "Windmuster Iris: Cryo", "聚风真眼·冰");
/// 聚风真眼·水 Windmuster Iris: Hydro (status, 115134).
pub static IRIS_HYDRO: EntityDef = iris(115134, "Windmuster Iris: Hydro", "聚风真眼·水");
/// 聚风真眼·火 Windmuster Iris: Pyro (status, 115135).
pub static IRIS_PYRO: EntityDef = iris(115135, "Windmuster Iris: Pyro", "聚风真眼·火");
/// 聚风真眼·雷 Windmuster Iris: Electro (status, 115136).
pub static IRIS_ELECTRO: EntityDef = iris(115136, "Windmuster Iris: Electro", "聚风真眼·雷");

/// 奇想天开捕物帐 Curious Casefiles (talent, 215131): equipping it uses Heartstopper Strike.
pub static CURIOUS_CASEFILES: CardDef = CardDef {
    id: 215131,
    since: V5_8,
    share_id: 496,
    name: "奇想天开捕物帐",
    english_name: "Curious Casefiles",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(HEIZOU_ID),
    talent_skill: Some(HEARTSTOPPER_STRIKE),
    entity: Some(&CURIOUS_CASEFILES_EQUIP),
    ..CardDef::BLANK
};

/// Curious Casefiles, equipped: what Declension adds to the Charge is 1 more.
pub static CURIOUS_CASEFILES_EQUIP: EntityDef = EntityDef {
    id: 215131,
    name: "Curious Casefiles",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    text: "The damage Declension adds is +1 more.",
    ..EntityDef::BLANK
};
