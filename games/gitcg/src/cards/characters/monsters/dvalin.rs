//! 特瓦林 Dvalin (Anemo, no weapon) and what comes with the character: Total Collapse, the two
//! Dvalin's Sigh preparations with their prepared skills Perpetual Cleansing and Ultimate
//! Cleansing, and the talent card Rending Vortex.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{owner, CharacterCards, ANEMO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, Direction, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &DVALIN,
    talent: &RENDING_VORTEX,
    created: &[],
    made_by_hooks: &[&TOTAL_COLLAPSE],
};

/// 特瓦林 Dvalin (2502).
pub static DVALIN: CharacterDef = CharacterDef {
    id: 2502,
    share_id: 287,
    name: "特瓦林",
    english_name: "Dvalin",
    element: Element::Anemo,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V4_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 25021,
            name: "Lacerating Slash",
            chinese_name: "裂爪横击",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 25022,
            name: "Tempestuous Barrage",
            chinese_name: "暴风轰击",
            text: "The target gets Total Collapse.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 2), Op::Custom(collapse_target)],
        },
        SkillDef {
            id: 25023,
            name: "Dvalin's Cleansing",
            chinese_name: "风龙涤流",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 5, 0),
            ops: &[Op::Damage(ANEMO, 2), Op::Status(Who::This, &SIGH_PERPETUAL)],
        },
        SkillDef {
            id: 25024,
            name: "Caelestinum Finale Termini",
            chinese_name: "终天闭幕曲",
            text: "Every opposing standby character gets Total Collapse.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 4, 0).with_energy(2),
            ops: &[Op::Damage(ANEMO, 5), Op::Custom(collapse_standby)],
        },
    ],
    passives: &[],
};

/// Attaches Total Collapse to the opposing active character.
fn collapse_target(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    g.add_entity(foe, LocZone::Char(target), &TOTAL_COLLAPSE);
}

/// Attaches Total Collapse to every opposing standby character.
fn collapse_standby(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let active = g.player(foe).active;
    for slot in 0..3u8 {
        if slot != active && g.character(foe, slot).standing() {
            g.add_entity(foe, LocZone::Char(slot), &TOTAL_COLLAPSE);
        }
    }
}

/// Deals `n` Anemo damage to the opposing standby character next to the active one in `dir`
/// (to the active character when it stands alone).
fn cleanse(g: &mut Gitcg, cx: &mut Cx, dir: Direction, n: u8) {
    let foe = cx.seat.other();
    let mut at = *cx;
    at.opponent_target = Some(g.neighbour(foe, dir).unwrap_or(g.player(foe).active));
    g.run_op(Op::Damage(ANEMO, n), &mut at);
}

/// 长延涤流 Perpetual Cleansing (25025, prepared): 1 Anemo damage to the next opposing standby
/// character, then Ultimate Cleansing is prepared.
pub static PERPETUAL_CLEANSING: SkillDef = SkillDef {
    id: 25025,
    name: "Perpetual Cleansing",
    chinese_name: "长延涤流",
    text: "Deals 1 Anemo damage to the next opposing standby character (the active one when there is none).",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[
        Op::Custom(|g, cx| cleanse(g, cx, Direction::Next, 1)),
        Op::Status(Who::This, &SIGH_ULTIMATE),
    ],
};

/// 终幕涤流 Ultimate Cleansing (25026, prepared): 2 Anemo damage to the previous opposing
/// standby character.
pub static ULTIMATE_CLEANSING: SkillDef = SkillDef {
    id: 25026,
    name: "Ultimate Cleansing",
    chinese_name: "终幕涤流",
    text: "Deals 2 Anemo damage to the previous opposing standby character (the active one when there is none).",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Custom(|g, cx| cleanse(g, cx, Direction::Prev, 2))],
};

/// 风龙吐息 Dvalin's Sigh (125022): Dvalin prepares Perpetual Cleansing.
pub static SIGH_PERPETUAL: EntityDef = EntityDef {
    id: 125022,
    name: "Dvalin's Sigh",
    chinese_name: "风龙吐息",
    kind: EntityKind::Status,
    prepare: Some(&PERPETUAL_CLEANSING),
    ..EntityDef::BLANK
};

/// 风龙吐息 Dvalin's Sigh (125023): Dvalin prepares Ultimate Cleansing.
pub static SIGH_ULTIMATE: EntityDef = EntityDef {
    id: 125023,
    name: "Dvalin's Sigh",
    chinese_name: "风龙吐息",
    kind: EntityKind::Status,
    prepare: Some(&ULTIMATE_CLEANSING),
    ..EntityDef::BLANK
};

/// 坍毁 Total Collapse (125021, on an opposing character): Physical or Anemo damage it takes is
/// +2; 1 usage. With Rending Vortex on a standing Dvalin of the other side, once it is removed
/// the next standby character of its side gets a new one (once per round).
pub static TOTAL_COLLAPSE: EntityDef = EntityDef {
    id: 125021,
    name: "Total Collapse",
    chinese_name: "坍毁",
    kind: EntityKind::Status,
    usage: 1,
    listens: trig::BONUS_IN,
    hook: Some(total_collapse),
    text: "Physical or Anemo damage the character takes is +2.",
    ..EntityDef::BLANK
};

fn total_collapse(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let fits = matches!(
        d.ty,
        DamageType::Physical | DamageType::Elemental(Element::Anemo)
    );
    if d.to != me.seat || Some(d.target) != owner(me) || !fits {
        return;
    }
    d.amount += 2;
    g.spend(me);
    if g.ent(me).dead {
        rending_vortex(g, me.seat);
    }
}

/// Rending Vortex's follow-up, once a Total Collapse of `seat` was removed: when a standing
/// Dvalin of the other side wears the talent and it has not acted this round, the next
/// standby character of `seat` gets Total Collapse.
fn rending_vortex(g: &mut Gitcg, seat: Seat) {
    let dvalin = seat.other();
    let worn = (0..3u8).find_map(|slot| {
        let zone = LocZone::Char(slot);
        g.zone(dvalin, zone)
            .iter()
            .position(|e| !e.dead && e.def == &RENDING_VORTEX_EQUIP && e.var == 0)
            .map(|i| Loc {
                seat: dvalin,
                zone,
                idx: i as u8,
            })
    });
    let Some(worn) = worn else { return };
    let Some(next) = g.neighbour(seat, Direction::Next) else {
        return;
    };
    g.ent_mut(worn).var = 1;
    g.add_entity(seat, LocZone::Char(next), &TOTAL_COLLAPSE);
}

/// 毁裂风涡 Rending Vortex (talent, 225021): equipping it uses Tempestuous Barrage.
pub static RENDING_VORTEX: CardDef = CardDef {
    id: 225021,
    since: V4_3,
    share_id: 297,
    name: "毁裂风涡",
    english_name: "Rending Vortex",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2502),
    talent_skill: Some(25022),
    entity: Some(&RENDING_VORTEX_EQUIP),
    ..CardDef::BLANK
};

/// Rending Vortex, equipped: after an opposing character's Total Collapse is removed, the
/// next opposing standby character gets Total Collapse (once per round; the status's hook
/// asks for it).
pub static RENDING_VORTEX_EQUIP: EntityDef = EntityDef {
    id: 225021,
    name: "Rending Vortex",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    text: "After an opposing character's Total Collapse is removed: attach Total Collapse to the next opposing standby character (once per round).",
    ..EntityDef::BLANK
};
