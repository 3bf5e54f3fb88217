//! 丽莎 Lisa (Electro, catalyst) and what comes with the character: Conductive, Lightning Rose,
//! and the talent card Pulsating Witch.

use tavern_protocol::gitcg::{Element, SkillId, Source};
use tavern_protocol::Seat;

use crate::cards::characters::{find, owner, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_0};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &LISA,
    talent: &PULSATING_WITCH,
    created: &[],
    made_by_hooks: &[&CONDUCTIVE],
};

/// 丽莎 Lisa (1409).
pub static LISA: CharacterDef = CharacterDef {
    id: 1409,
    share_id: 34,
    name: "丽莎",
    english_name: "Lisa",
    element: Element::Electro,
    weapon: Weapon::Catalyst,
    nations: nation::MONDSTADT,
    since: V4_0,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14091,
            name: "Lightning Touch",
            chinese_name: "指尖雷暴",
            text: "Attaches Conductive to the opposing active character.",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(ELECTRO, 1), Op::Custom(conduct_active)],
        },
        SkillDef {
            id: VIOLET_ARC,
            name: "Violet Arc",
            chinese_name: "苍雷",
            text: "If the opposing active character has no Conductive, attaches Conductive to it.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Damage(ELECTRO, 2), Op::Custom(conduct_if_none)],
        },
        SkillDef {
            id: 14093,
            name: "Lightning Rose",
            chinese_name: "蔷薇的雷光",
            text: "Attaches Conductive to the opposing active character.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 2),
                Op::Summon(&LIGHTNING_ROSE),
                Op::Custom(conduct_active),
            ],
        },
    ],
    passives: &[],
};

/// Lisa's elemental skill, whose damage Conductive adds to.
const VIOLET_ARC: u32 = 14092;

/// Layers of Conductive when it is first attached.
const FIRST_LAYERS: u8 = 2;
/// The most layers Conductive can hold.
const MAX_LAYERS: u8 = 4;

/// Attaches Conductive to the character in `slot` of `seat` (the side facing Lisa's): two
/// layers, or one more layer (at most four) when it already has it.
fn conduct(g: &mut Gitcg, seat: Seat, slot: u8) {
    match find(g, seat, LocZone::Char(slot), &CONDUCTIVE) {
        Some(at) => {
            let e = g.ent_mut(at);
            e.stock = (e.stock + 1).min(MAX_LAYERS);
        }
        None => {
            g.add_entity(seat, LocZone::Char(slot), &CONDUCTIVE);
        }
    }
}

/// Conductive on the opposing active character.
fn conduct_active(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    conduct(g, foe, g.player(foe).active);
}

/// Conductive on the opposing active character unless it already has it.
fn conduct_if_none(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let active = g.player(foe).active;
    if find(g, foe, LocZone::Char(active), &CONDUCTIVE).is_none() {
        conduct(g, foe, active);
    }
}

/// 引雷 Conductive (114091): on an opposing character, with layers kept in its stock (2 when
/// attached, +1 when attached again and in each end phase, at most 4); when the character takes
/// damage from Violet Arc or Lightning Rose, it leaves and that damage gets +1 per layer.
pub static CONDUCTIVE: EntityDef = EntityDef {
    text: "Starts with 2 layers; attaching it again adds 1 layer (at most 4). End Phase: add 1 layer. When the character takes damage from Violet Arc or Lightning Rose: remove this, and that damage is increased by 1 per layer.",
    id: 114091,
    name: "Conductive",
    chinese_name: "引雷",
    kind: EntityKind::Status,
    stock: Some(FIRST_LAYERS),
    end_phase: &[Op::Custom(conductive_grows)],
    listens: trig::BONUS_IN,
    hook: Some(conductive),
    ..EntityDef::BLANK
};

/// End phase: one more layer.
fn conductive_grows(g: &mut Gitcg, cx: &mut Cx) {
    let Some(slot) = cx.character else { return };
    if let Some(at) = find(g, cx.seat, LocZone::Char(slot), &CONDUCTIVE) {
        let e = g.ent_mut(at);
        e.stock = (e.stock + 1).min(MAX_LAYERS);
    }
}

/// Damage to the character from Violet Arc or from Lightning Rose takes the layers and removes
/// the status.
fn conductive(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let from_arc = matches!(
        d.source,
        Some(Source::Skill { skill, .. }) if skill == SkillId(VIOLET_ARC)
    );
    let from_rose = d.entity == Some(&LIGHTNING_ROSE);
    if Some(d.target) != owner(me) || !(from_arc || from_rose) {
        return;
    }
    d.amount += g.ent(me).stock as i16;
    g.discard(me);
}

/// 蔷薇雷光 Lightning Rose (114092): end phase, 2 Electro damage; 2 usages.
pub static LIGHTNING_ROSE: EntityDef = EntityDef {
    id: 114092,
    name: "Lightning Rose",
    chinese_name: "蔷薇雷光",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(ELECTRO, 2)],
    ..EntityDef::BLANK
};

/// The equipped Pulsating Witch (214091): after its side switches to Lisa, the opposing active
/// character gets Conductive (once per round).
pub static PULSATING_WITCH_EQUIP: EntityDef = EntityDef {
    text: "After you switch to the character: attach Conductive to the opposing active character (once per round).",
    id: 214091,
    name: "Pulsating Witch",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::SWITCHED,
    hook: Some(pulsating_witch),
    ..EntityDef::BLANK
};

fn pulsating_witch(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Switched { to, .. } = t else { return };
    if owner(me) != Some(*to) || g.ent(me).var != 0 {
        return;
    }
    g.ent_mut(me).var = 1;
    let foe = me.seat.other();
    conduct(g, foe, g.player(foe).active);
}

/// 脉冲的魔女 Pulsating Witch (talent, 214091): equipped on any Lisa, not a combat action.
pub static PULSATING_WITCH: CardDef = CardDef {
    id: 214091,
    since: V4_0,
    share_id: 94,
    name: "脉冲的魔女",
    english_name: "Pulsating Witch",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(1409),
    entity: Some(&PULSATING_WITCH_EQUIP),
    ..CardDef::BLANK
};
