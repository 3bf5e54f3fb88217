//! 达达利亚 Tartaglia (Hydro, bow) and what comes with the character: Tide Withholder, Ranged Stance,
//! Melee Stance, Riptide, and the talent card Abyssal Mayhem: Hydrospout.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{find, hit, owner, user, CharacterCards, HYDRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, Direction, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_7};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &TARTAGLIA,
    talent: &ABYSSAL_MAYHEM_HYDROSPOUT,
    created: &[],
    made_by_hooks: &[&MELEE_STANCE, &RIPTIDE, &RIPTIDE_PENDING],
};

/// 达达利亚 Tartaglia (1204).
pub static TARTAGLIA: CharacterDef = CharacterDef {
    id: 1204,
    share_id: 12,
    name: "达达利亚",
    english_name: "Tartaglia",
    element: Element::Hydro,
    weapon: Weapon::Bow,
    nations: nation::FATUI,
    since: V3_7,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 12041,
            name: "Cutting Torrent",
            chinese_name: "断雨",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 12042,
            name: "Foul Legacy: Raging Tide",
            chinese_name: "魔王武装·狂澜",
            text: "Tartaglia switches to Melee Stance, deals 2 Hydro damage, and attaches Riptide to the target.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Custom(raging_tide)],
        },
        SkillDef {
            id: 12043,
            name: "Havoc: Obliteration",
            chinese_name: "极恶技·尽灭闪",
            text: "In Melee Stance: deals 7 Hydro damage. In Ranged Stance: deals 5 Hydro damage, gives back 2 Energy and attaches Riptide to the target.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(3),
            ops: &[Op::Custom(havoc_obliteration)],
        },
    ],
    passives: &[&TIDE_WITHHOLDER, &RANGED_STANCE],
};

/// Attaches Riptide to the opposing character in `target` (of the side opposing `seat`), unless
/// the damage just dealt is knocking it out.
fn riptide(g: &mut Gitcg, seat: Seat, target: u8) {
    let foe = seat.other();
    if g.character(foe, target).hp > 0 {
        g.add_entity(foe, LocZone::Char(target), &RIPTIDE);
    }
}

/// Raging Tide: Tartaglia switches to Melee Stance, deals 2 Hydro damage, and the target gets
/// Riptide.
fn raging_tide(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if let Some(ranged) = find(g, cx.seat, LocZone::Char(slot), &RANGED_STANCE) {
        g.discard(ranged);
    }
    g.add_entity(cx.seat, LocZone::Char(slot), &MELEE_STANCE);
    let target = g.player(cx.seat.other()).active;
    g.run_op(Op::Damage(HYDRO, 2), cx);
    riptide(g, cx.seat, target);
}

/// Havoc: Obliteration: in Melee Stance, 7 Hydro damage; in Ranged Stance, 5 Hydro damage, 2
/// energy back and Riptide on the target.
fn havoc_obliteration(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if find(g, cx.seat, LocZone::Char(slot), &MELEE_STANCE).is_some() {
        g.run_op(Op::Damage(HYDRO, 7), cx);
        return;
    }
    let target = g.player(cx.seat.other()).active;
    g.run_op(Op::Damage(HYDRO, 5), cx);
    g.gain_energy(cx.seat, slot, 2);
    riptide(g, cx.seat, target);
}

/// 遏浪 Tide Withholder (passive, 12044): when Melee Stance ends, Tartaglia returns to Ranged Stance.
/// Melee Stance lasts 2 rounds, so in the end phase of its last round it gives way here.
pub static TIDE_WITHHOLDER: EntityDef = EntityDef {
    text: "When Melee Stance ends, Tartaglia returns to Ranged Stance.",
    id: 12044,
    name: "Tide Withholder",
    chinese_name: "遏浪",
    kind: EntityKind::Status,
    hidden: true,
    listens: trig::END_PHASE,
    hook: Some(tide_withholder),
    ..EntityDef::BLANK
};

fn tide_withholder(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let Some(melee) = find(g, me.seat, LocZone::Char(slot), &MELEE_STANCE) else {
        return;
    };
    if g.ent(melee).duration <= 1 {
        g.discard(melee);
        g.add_entity(me.seat, LocZone::Char(slot), &RANGED_STANCE);
    }
}

/// 远程状态 Ranged Stance (112041): after Tartaglia's charged attack, its target gets Riptide.
///
/// Its mark holds the charged attack's target slot + 1 while the skill resolves.
pub static RANGED_STANCE: EntityDef = EntityDef {
    text: "After the character's Charged Attack, its target gets Riptide.",
    id: 112041,
    name: "Ranged Stance",
    chinese_name: "远程状态",
    kind: EntityKind::Status,
    listens: trig::BONUS_OUT | trig::AFTER_SKILL,
    hook: Some(stance),
    ..EntityDef::BLANK
};

/// 近战状态 Melee Stance (112042): Tartaglia's physical damage becomes Hydro; after a charged attack
/// the target gets Riptide; his damage to a character with Riptide gets +1, and after such a
/// skill the next opposing standby character takes 1 piercing damage (twice per round);
/// 2 rounds.
///
/// `var` counts this round's piercings; the mark holds, while the skill resolves, the charged
/// target slot + 1 (bits 0–1) and that the skill hit a character with Riptide (bit 2).
pub static MELEE_STANCE: EntityDef = EntityDef {
    text: "After the character's Charged Attack, its target gets Riptide. The character deals +1 damage to characters with Riptide; after such a skill, the next opposing standby character takes 1 Piercing damage (twice per round).",
    id: 112042,
    name: "Melee Stance",
    chinese_name: "近战状态",
    kind: EntityKind::Status,
    duration: 2,
    per_round: true,
    infusion: Some(Element::Hydro),
    listens: trig::BONUS_OUT | trig::AFTER_SKILL,
    hook: Some(stance),
    ..EntityDef::BLANK
};

/// Both stances note, while the damage is in flight, what they act on after the skill.
fn stance(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let melee = g.ent(me).def == &MELEE_STANCE;
    match t {
        Trig::Damage(d) if d.by == Some(slot) => {
            let mut mark = g.ent(me).mark;
            if d.charged {
                mark = (mark & !0b11) | (d.target + 1);
            }
            let marked = g.character(d.to, d.target).has(&RIPTIDE);
            if melee && marked {
                d.amount += 1;
                mark |= 0b100;
            }
            g.ent_mut(me).mark = 0;
            g.mark(me, mark);
        }
        Trig::AfterSkill { character, .. } if *character == slot => {
            let mark = std::mem::take(&mut g.ent_mut(me).mark);
            let charged = mark & 0b11;
            if charged > 0 {
                riptide(g, me.seat, charged - 1);
            }
            let foe = me.seat.other();
            if mark & 0b100 != 0 && g.ent(me).var < 2 {
                if let Some(next) = g.neighbour(foe, Direction::Next) {
                    hit(g, me.seat, &MELEE_STANCE, next, DamageType::Piercing, 1);
                }
                if let Some(me) = find(g, me.seat, me.zone, &MELEE_STANCE) {
                    g.ent_mut(me).var += 1;
                }
            }
        }
        _ => {}
    }
}

/// 断流 Riptide (112043): on an opposing character. When that character is knocked out, the active
/// character of its side gets Riptide (the next one chosen, if it was the active one).
pub static RIPTIDE: EntityDef = EntityDef {
    text: "When the character is knocked out, Riptide passes to the active character of its side (or to the next one chosen, if it was the active one).",
    id: 112043,
    name: "Riptide",
    chinese_name: "断流",
    kind: EntityKind::Status,
    listens: trig::KNOCKED_OUT,
    hook: Some(riptide_passes_on),
    ..EntityDef::BLANK
};

fn riptide_passes_on(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (
        Trig::KnockedOut {
            seat, character, ..
        },
        Some(slot),
    ) = (t, owner(me))
    else {
        return;
    };
    if *seat != me.seat || *character != slot {
        return;
    }
    let active = g.player(me.seat).active;
    if active == slot {
        g.add_entity(me.seat, LocZone::Combat, &RIPTIDE_PENDING);
    } else {
        g.add_entity(me.seat, LocZone::Char(active), &RIPTIDE);
    }
}

/// 断流 (pending, 112044): the next character switched in on this side gets Riptide (a helper, not on
/// the table).
pub static RIPTIDE_PENDING: EntityDef = EntityDef {
    text: "The next character this side switches in gets Riptide.",
    id: 112044,
    name: "Riptide",
    chinese_name: "断流",
    kind: EntityKind::Combat,
    hidden: true,
    listens: trig::SWITCHED,
    hook: Some(riptide_pending),
    ..EntityDef::BLANK
};

fn riptide_pending(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Switched { to, .. } = t {
        g.discard(me);
        g.add_entity(me.seat, LocZone::Char(*to), &RIPTIDE);
    }
}

/// The equipped Abyssal Mayhem: Hydrospout (212041): end phase, an opposing active character with
/// Riptide takes 1 piercing damage.
pub static ABYSSAL_MAYHEM_HYDROSPOUT_EQUIP: EntityDef = EntityDef {
    text: "End Phase: if the opposing active character has Riptide, it takes 1 Piercing damage.",
    id: 212041,
    name: "Abyssal Mayhem: Hydrospout",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::END_PHASE,
    hook: Some(hydrospout),
    ..EntityDef::BLANK
};

fn hydrospout(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let foe = me.seat.other();
    let active = g.player(foe).active;
    if g.character(foe, active).has(&RIPTIDE) {
        hit(
            g,
            me.seat,
            &ABYSSAL_MAYHEM_HYDROSPOUT_EQUIP,
            active,
            DamageType::Piercing,
            1,
        );
    }
}

/// 深渊之灾·凝水盛放 Abyssal Mayhem: Hydrospout (talent, 212041).
pub static ABYSSAL_MAYHEM_HYDROSPOUT: CardDef = CardDef {
    id: 212041,
    since: V3_7,
    share_id: 72,
    name: "深渊之灾·凝水盛放",
    english_name: "Abyssal Mayhem: Hydrospout",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1204),
    talent_skill: Some(12042),
    entity: Some(&ABYSSAL_MAYHEM_HYDROSPOUT_EQUIP),
    ..CardDef::BLANK
};
