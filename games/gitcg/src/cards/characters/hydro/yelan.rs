//! 夜兰 Yelan (Hydro, bow) and what comes with the character: Breakthrough, Exquisite Throw, and
//! the talent card Turn Control.

use tavern_protocol::gitcg::{DamageType, DieFace, Element};

use crate::cards::characters::{owner, stack_stock, user, CharacterCards, HYDRO};
use crate::cards::common::fix_roll;
use crate::defs::{
    nation, trig, After, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &YELAN,
    talent: &TURN_CONTROL,
    created: &[],
    made_by_hooks: &[],
};

/// 夜兰 Yelan (1209).
pub static YELAN: CharacterDef = CharacterDef {
    id: 1209,
    share_id: 280,
    name: "夜兰",
    english_name: "Yelan",
    element: Element::Hydro,
    weapon: Weapon::Bow,
    nations: nation::LIYUE,
    since: V4_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 12091,
            name: "Stealthy Bowshot",
            chinese_name: "潜形隐曜弓",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: LINGERING_LIFELINE,
            name: "Lingering Lifeline",
            chinese_name: "萦络纵命索",
            text: "This character's Breakthrough gains 2 layers (at most 3).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Damage(HYDRO, 3), Op::Custom(break_through)],
        },
        SkillDef {
            id: 12093,
            name: "Depth-Clarion Dice",
            chinese_name: "渊图玲珑骰",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(3),
            ops: &[Op::Damage(HYDRO, 3), Op::Combat(&EXQUISITE_THROW)],
        },
    ],
    passives: &[&BREAKTHROUGH],
};

/// Yelan's elemental skill, which her talent card uses.
const LINGERING_LIFELINE: u32 = 12092;

/// The most layers Breakthrough holds.
const MAX_LAYERS: u8 = 3;
/// The layers a Normal Attack spends to turn Hydro and draw.
const LAYERS_SPENT: u8 = 2;
/// The most dice Turn Control fixes as Omni.
const MOST_OMNI: u8 = 3;

/// Two more layers of Breakthrough on the user.
fn break_through(g: &mut Gitcg, cx: &mut Cx) {
    let zone = LocZone::Char(user(g, cx));
    stack_stock(g, cx.seat, zone, &BREAKTHROUGH, 2, MAX_LAYERS);
}

/// 破局 Breakthrough (112091): Yelan's passive status, with layers in its stock: 1 when
/// attached, 1 more when attached again and in each end phase, at most 3. When her Normal
/// Attack deals damage with 2 layers or more, it spends 2 once for the attack: the attack's
/// Physical damage becomes Hydro and her side draws a card.
pub static BREAKTHROUGH: EntityDef = EntityDef {
    text: "Starts with 1 layer; attached again: 1 more layer (at most 3). End Phase: gain 1 layer. When the character uses a Normal Attack with at least 2 layers: spend 2 layers, its Physical damage is converted to Hydro damage, and draw 1 card.",
    id: 112091,
    name: "Breakthrough",
    chinese_name: "破局",
    kind: EntityKind::Status,
    stock: Some(1),
    end_phase: &[Op::Custom(layer_a_round)],
    listens: trig::INFUSE,
    hook: Some(breakthrough),
    ..EntityDef::BLANK
};

/// End phase: one more layer.
fn layer_a_round(g: &mut Gitcg, cx: &mut Cx) {
    let zone = LocZone::Char(user(g, cx));
    stack_stock(g, cx.seat, zone, &BREAKTHROUGH, 1, MAX_LAYERS);
}

/// Bit of [`crate::state::Ent::mark`]: the Normal Attack under way spent the layers.
const SPENT: u8 = 1;

/// The first hit of the holder's Normal Attack spends 2 layers and draws; every hit of that
/// attack then turns Hydro.
fn breakthrough(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let own_attack = d.from == me.seat && d.by == owner(me) && d.skill == Some(SkillKind::Normal);
    if !own_attack {
        return;
    }
    let e = *g.ent(me);
    if e.mark & SPENT == 0 {
        if e.stock < LAYERS_SPENT {
            return;
        }
        g.ent_mut(me).stock -= LAYERS_SPENT;
        g.mark(me, SPENT);
        g.draw(me.seat, 1);
    }
    if d.ty == DamageType::Physical {
        d.ty = HYDRO;
    }
}

/// 玄掷玲珑 Exquisite Throw (112092): after a Normal Attack of its side, 1 Hydro damage; lasts 2
/// rounds.
pub static EXQUISITE_THROW: EntityDef = EntityDef {
    id: 112092,
    name: "Exquisite Throw",
    chinese_name: "玄掷玲珑",
    kind: EntityKind::Combat,
    duration: 2,
    after: Some((After::NormalAttack, &[Op::Damage(HYDRO, 1)])),
    ..EntityDef::BLANK
};

/// The equipped Turn Control (212091): in each roll phase while Yelan stands, one die per
/// element among her side's characters comes up Omni, at most 3. The party is every character
/// of the side, knocked out or not: the card counts the team, not who stands.
pub static TURN_CONTROL_EQUIP: EntityDef = EntityDef {
    text: "Roll Phase: for each different element among your characters, 1 die always comes up Omni (at most 3).",
    id: 212091,
    name: "Turn Control",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::ROLL,
    hook: Some(turn_control),
    ..EntityDef::BLANK
};

fn turn_control(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Roll { fixed, .. } = t else { return };
    let chars = &g.player(me.seat).chars;
    let mut elements = 0u8;
    let mut n = 0u8;
    for c in chars {
        let bit = 1 << c.def.element as u8;
        if elements & bit == 0 {
            elements |= bit;
            n += 1;
        }
    }
    fix_roll(fixed, DieFace::Omni, n.min(MOST_OMNI));
}

/// 猜先有方 Turn Control (talent, 212091): Yelan uses Lingering Lifeline.
pub static TURN_CONTROL: CardDef = CardDef {
    id: 212091,
    since: V4_3,
    share_id: 289,
    name: "猜先有方",
    english_name: "Turn Control",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1209),
    talent_skill: Some(LINGERING_LIFELINE),
    entity: Some(&TURN_CONTROL_EQUIP),
    ..CardDef::BLANK
};
