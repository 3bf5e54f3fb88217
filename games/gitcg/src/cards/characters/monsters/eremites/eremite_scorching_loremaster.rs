//! 镀金旅团·炽沙叙事人 Eremite Scorching Loremaster (Pyro, no weapon) and what comes with the
//! character: Spirit of Omen's Power (its passive), the Technique card Spirit of Omen: Pyro
//! Scorpion with its technique Burning Assault, Scorpion Blessing, and the talent card
//! Scorpocalypse.

use tavern_protocol::gitcg::Element;
use tavern_protocol::Seat;

use crate::cards::characters::{owner, side_has, user, CharacterCards, PYRO};
use crate::defs::{
    trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_3};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the Technique card its burst
/// creates.
pub static CARDS: CharacterCards = CharacterCards {
    character: &EREMITE_SCORCHING_LOREMASTER,
    talent: &SCORPOCALYPSE,
    created: &[&SPIRIT_OF_OMEN],
    made_by_hooks: &[&SCORPION_BLESSING],
};

/// 镀金旅团·炽沙叙事人 Eremite Scorching Loremaster (2303). Its camp, the Eremites (镀金旅团),
/// is no nation any card asks for.
pub static EREMITE_SCORCHING_LOREMASTER: CharacterDef = CharacterDef {
    id: 2303,
    share_id: 285,
    name: "镀金旅团·炽沙叙事人",
    english_name: "Eremite Scorching Loremaster",
    element: Element::Pyro,
    weapon: Weapon::None,
    nations: 0,
    since: V4_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 23031,
            name: "Searing Glare",
            chinese_name: "烧蚀之光",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(PYRO, 1)],
        },
        SkillDef {
            id: 23032,
            name: "Blazing Strike",
            chinese_name: "炎晶迸击",
            text: "Creates 1 layer of Scorpion Blessing.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Damage(PYRO, 3), Op::Custom(|g, cx| bless(g, cx.seat))],
        },
        SkillDef {
            id: 23033,
            name: "Spirit of Omen's Awakening: Pyro Scorpion",
            chinese_name: "厄灵苏醒·炎之魔蝎",
            text: "Once per match: puts a Spirit of Omen: Pyro Scorpion into your hand.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[Op::Damage(PYRO, 3), Op::Custom(awakening)],
        },
    ],
    passives: &[&SPIRIT_OF_OMENS_POWER],
};

/// The burst's card, once per match (kept in the character's per-match uses).
fn awakening(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if g.character(cx.seat, slot).match_uses == 0 {
        g.character_mut(cx.seat, slot).match_uses = 1;
        g.create_card(cx.seat, &SPIRIT_OF_OMEN, true);
    }
}

/// Adds a layer of Scorpion Blessing to `seat` (layers stack without limit).
fn bless(g: &mut Gitcg, seat: Seat) {
    let zone = LocZone::Combat;
    let at = g
        .zone(seat, zone)
        .iter()
        .position(|e| !e.dead && e.def == &SCORPION_BLESSING);
    match at {
        Some(i) => {
            let e = g.ent_mut(Loc {
                seat,
                zone,
                idx: i as u8,
            });
            e.stock = e.stock.saturating_add(1);
        }
        None => {
            g.add_entity(seat, zone, &SCORPION_BLESSING);
        }
    }
}

/// 厄灵之能 Spirit of Omen's Power (passive, 23034): after the Loremaster takes damage, if it has
/// 7 HP or less, it gains 1 Energy (once per round). Bookkeeping of the passive, not on the
/// table.
pub static SPIRIT_OF_OMENS_POWER: EntityDef = EntityDef {
    id: 23034,
    name: "Spirit of Omen's Power",
    chinese_name: "厄灵之能",
    kind: EntityKind::Status,
    hidden: true,
    per_round: true,
    listens: trig::DAMAGED,
    hook: Some(spirit_of_omens_power),
    text: "After the character takes damage: if it has 7 HP or less, it gains 1 Energy (once per round).",
    ..EntityDef::BLANK
};

pub(in crate::cards::characters) fn spirit_of_omens_power(
    g: &mut Gitcg,
    me: Loc,
    t: &mut Trig<'_>,
) {
    let Trig::Dealt(d) = t else { return };
    let Some(slot) = owner(me) else { return };
    let c = g.character(me.seat, slot);
    if d.to != me.seat || d.target != slot || !c.standing() || c.hp > 7 || g.ent(me).var > 0 {
        return;
    }
    g.ent_mut(me).var = 1;
    g.gain_energy(me.seat, slot, 1);
}

/// 炙烧攻势 Burning Assault (1230311): the technique of Spirit of Omen: Pyro Scorpion, 2 Pyro
/// damage.
pub static BURNING_ASSAULT: SkillDef = SkillDef {
    id: 1230311,
    name: "Burning Assault",
    chinese_name: "炙烧攻势",
    text: "Deals 2 Pyro damage. With a Loremaster wearing Scorpocalypse in play, knocking the target out puts a Spirit of Omen: Pyro Scorpion into your hand.",
    kind: SkillKind::Elemental,
    cost: Cost::same(2),
    ops: &[Op::Custom(burning_assault)],
};

fn burning_assault(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    g.run_op(Op::Damage(PYRO, 2), cx);
    if !g.character(foe, target).alive && side_has(g, cx.seat, &SCORPOCALYPSE_EQUIP) {
        g.create_card(cx.seat, &SPIRIT_OF_OMEN, true);
    }
}

/// 厄灵·炎之魔蝎 Spirit of Omen: Pyro Scorpion (Technique card, 123031), made by the
/// Loremaster's burst.
pub static SPIRIT_OF_OMEN: CardDef = CardDef {
    id: 123031,
    share_id: 0,
    name: "厄灵·炎之魔蝎",
    english_name: "Spirit of Omen: Pyro Scorpion",
    kind: CardKind::Equipment(EquipSlot::Technique),
    cost: Cost::FREE,
    target: TargetRule::OwnCharacter,
    entity: Some(&SPIRIT_OF_OMEN_EQUIP),
    ..CardDef::BLANK
};

/// Spirit of Omen: Pyro Scorpion, equipped: when the wearer takes damage, it loses 1 Energy if
/// it can to prevent 1 of it, and a layer of Scorpion Blessing is created (at most twice a
/// round); its technique is Burning Assault; 1 usage.
pub static SPIRIT_OF_OMEN_EQUIP: EntityDef = EntityDef {
    id: 123031,
    name: "Spirit of Omen: Pyro Scorpion",
    kind: EntityKind::Equipment(EquipSlot::Technique),
    usage: 1,
    per_round: true,
    listens: trig::REDUCE,
    hook: Some(scorpion_guard),
    technique: Some(&BURNING_ASSAULT),
    text: "When the character takes damage: if it can, it loses 1 Energy to prevent 1 damage, then 1 layer of Scorpion Blessing is created (at most twice per round).",
    ..EntityDef::BLANK
};

fn scorpion_guard(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let Some(slot) = owner(me) else { return };
    if d.to != me.seat || d.target != slot || d.amount <= 0 || g.ent(me).var >= 2 {
        return;
    }
    let c = g.character_mut(me.seat, slot);
    if c.energy == 0 {
        return;
    }
    c.energy -= 1;
    d.amount -= 1;
    g.ent_mut(me).var += 1;
    bless(g, me.seat);
}

/// 魔蝎祝福 Scorpion Blessing (combat status, 123032): when your Spirit of Omen's technique is
/// used, it leaves and adds 1 to that damage per layer; layers stack without limit (its
/// counter).
pub static SCORPION_BLESSING: EntityDef = EntityDef {
    id: 123032,
    name: "Scorpion Blessing",
    chinese_name: "魔蝎祝福",
    kind: EntityKind::Combat,
    stock: Some(1),
    listens: trig::BONUS_OUT,
    hook: Some(scorpion_blessing),
    text: "When you use the technique of Spirit of Omen: Pyro Scorpion: remove this, and that damage is +1 per layer. Layers stack without limit.",
    ..EntityDef::BLANK
};

fn scorpion_blessing(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.from == me.seat && d.entity == Some(&SPIRIT_OF_OMEN_EQUIP) {
        d.amount += g.ent(me).stock as i16;
        g.discard(me);
    }
}

/// 魔蝎烈祸 Scorpocalypse (talent, 223031): equipping it uses Blazing Strike.
pub static SCORPOCALYPSE: CardDef = CardDef {
    id: 223031,
    since: V4_3,
    share_id: 295,
    name: "魔蝎烈祸",
    english_name: "Scorpocalypse",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2303),
    talent_skill: Some(23032),
    entity: Some(&SCORPOCALYPSE_EQUIP),
    ..CardDef::BLANK
};

/// Scorpocalypse, equipped: at the end of the round, a layer of Scorpion Blessing is created;
/// while it is in play, Burning Assault knocking out an opposing character puts a Spirit of
/// Omen: Pyro Scorpion into the hand (the technique's op asks for it).
pub static SCORPOCALYPSE_EQUIP: EntityDef = EntityDef {
    id: 223031,
    name: "Scorpocalypse",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::END_PHASE,
    hook: Some(|g, me, _| bless(g, me.seat)),
    text: "After your Burning Assault knocks out an opposing character: put a Spirit of Omen: Pyro Scorpion into your hand. End Phase: create 1 layer of Scorpion Blessing.",
    ..EntityDef::BLANK
};
