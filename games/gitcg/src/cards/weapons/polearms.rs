//! Polearms (长柄武器) beyond the series.

use super::super::common::{
    newest, owner, owner_skill, refill_combat_shield, shielded, use_this_round,
};
use super::{
    bare_weapon, endurance_weapon, own_damage, plain_weapon, skill_or_talent_discount, weapon_card,
};
use crate::defs::{
    nation, trig, CardDef, Cx, EntityDef, EntityKind, Op, SkillKind, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{V3_7, V4_1, V4_3, V4_6, V4_8};
use crate::Gitcg;

/// 千岩之护 Lithic Guard: shield points on the wielder, one per Liyue character of the team.
pub static LITHIC_GUARD: EntityDef = EntityDef {
    id: 301101,
    name: "Lithic Guard",
    chinese_name: "千岩之护",
    kind: EntityKind::Status,
    usage: 3,
    shield: true,
    ..EntityDef::BLANK
};

/// The equipped Lithic Spear.
pub static LITHIC_SPEAR_EQUIP: EntityDef = plain_weapon(311402, "Lithic Spear", Weapon::Polearm);
/// 千岩长枪 Lithic Spear: +1; when equipped, a shield of 1 per Liyue character in the team.
pub static LITHIC_SPEAR: CardDef = CardDef {
    text: "When equipped, the character gets Lithic Guard with 1 Shield point per Liyue character in your team.",
    ops: &[Op::Custom(lithic_guard)],
    ..weapon_card(
        311402,
        138,
        "千岩长枪",
        "Lithic Spear",
        Weapon::Polearm,
        3,
        &LITHIC_SPEAR_EQUIP,
    )
};

fn lithic_guard(g: &mut Gitcg, cx: &mut Cx) {
    let Some(slot) = cx.character else { return };
    let liyue = g
        .player(cx.seat)
        .chars
        .iter()
        .filter(|c| c.def.nations & nation::LIYUE != 0)
        .count() as u8;
    if liyue == 0 {
        return;
    }
    if let Some(loc) = g.add_entity(cx.seat, LocZone::Char(slot), &LITHIC_GUARD) {
        g.set_usage(loc, liyue.min(3));
    }
}

/// The equipped Vortex Vanquisher.
pub static VORTEX_VANQUISHER_EQUIP: EntityDef = EntityDef {
    text: "While you have a Shield combat status, the character deals +1 more damage. After the character uses an Elemental Skill, a Shield combat status on your side gains 1 point (once per round).",
    per_round: true,
    hook: Some(vortex_vanquisher),
    listens: trig::BONUS_OUT | trig::AFTER_SKILL,
    ..plain_weapon(311404, "Vortex Vanquisher", Weapon::Polearm)
};

/// +1 more while the wielder is shielded; after its elemental skill, one more point on a
/// shield combat status, once per round.
fn vortex_vanquisher(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if owner_skill(me, t) == Some(SkillKind::Elemental) {
        if g.ent(me).var < 1 && refill_combat_shield(g, me.seat, 1) {
            g.ent_mut(me).var = 1;
        }
        return;
    }
    let Some(d) = own_damage(me, t) else { return };
    if shielded(g, d.from, d.by.unwrap_or(0)) {
        d.amount += 1;
    }
}

/// 贯虹之槊 Vortex Vanquisher.
pub static VORTEX_VANQUISHER: CardDef = weapon_card(
    311404,
    140,
    "贯虹之槊",
    "Vortex Vanquisher",
    Weapon::Polearm,
    3,
    &VORTEX_VANQUISHER_EQUIP,
)
.arrived(V3_7);

/// The equipped Engulfing Lightning (`var`: triggered this round).
pub static ENGULFING_LIGHTNING_EQUIP: EntityDef = EntityDef {
    text: "When equipped and when each Action Phase begins, the character gains 1 Energy if it has none (once per round).",
    per_round: true,
    hook: Some(|g, me, _| engulfing_lightning(g, me)),
    listens: trig::ACTION_START,
    ..plain_weapon(311405, "Engulfing Lightning", Weapon::Polearm)
};

/// Once per round, when equipped and at the start of the action phase: a wielder without
/// energy gains 1.
fn engulfing_lightning(g: &mut Gitcg, me: Loc) {
    let Some(s) = owner(me) else { return };
    if g.character(me.seat, s).energy == 0 && use_this_round(g, me, 1) {
        g.gain_energy(me.seat, s, 1);
    }
}

/// 薙草之稻光 Engulfing Lightning.
pub static ENGULFING_LIGHTNING: CardDef = CardDef {
    since: V3_7,
    ops: &[Op::Custom(|g, cx| {
        let Some(s) = cx.character else { return };
        if let Some(me) = newest(g, cx.seat, LocZone::Char(s), &ENGULFING_LIGHTNING_EQUIP) {
            engulfing_lightning(g, me);
        }
    })],
    ..weapon_card(
        311405,
        141,
        "薙草之稻光",
        "Engulfing Lightning",
        Weapon::Polearm,
        3,
        &ENGULFING_LIGHTNING_EQUIP,
    )
};

/// 贯月矢（生效中） Moonpiercer (In Effect) (301104): this round, the next talent card played
/// for the character, or its next Elemental Skill, costs 2 dice less.
pub static MOONPIERCER_STATUS: EntityDef =
    skill_or_talent_discount(301104, "Moonpiercer (In Effect)", "贯月矢（生效中）");

/// The equipped Moonpiercer.
pub static MOONPIERCER_EQUIP: EntityDef = plain_weapon(311406, "Moonpiercer", Weapon::Polearm);
/// 贯月矢 Moonpiercer: +1; when equipped, Moonpiercer (In Effect) on the wielder.
pub static MOONPIERCER: CardDef = CardDef {
    since: V4_1,
    ops: &[Op::Status(Who::This, &MOONPIERCER_STATUS)],
    ..weapon_card(
        311406,
        142,
        "贯月矢",
        "Moonpiercer",
        Weapon::Polearm,
        3,
        &MOONPIERCER_EQUIP,
    )
};

/// The equipped Primordial Jade Winged-Spear: its stock is the extra bonus it gives until the
/// round ends (cleared in the End Phase).
pub static PRIMORDIAL_JADE_WINGED_SPEAR_EQUIP: EntityDef = EntityDef {
    text: "After the character uses a skill: until the end of the round, this card's damage bonus is +1 more (up to +2 more).",
    stock: Some(0),
    listens: trig::AFTER_SKILL | trig::BONUS_OUT | trig::END_PHASE,
    hook: Some(primordial_jade_winged_spear),
    ..plain_weapon(311407, "Primordial Jade Winged-Spear", Weapon::Polearm)
};

fn primordial_jade_winged_spear(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Phase = t {
        g.ent_mut(me).stock = 0;
        return;
    }
    if owner_skill(me, t).is_some() {
        let e = g.ent_mut(me);
        e.stock = (e.stock + 1).min(2);
        return;
    }
    let extra = g.ent(me).stock;
    if let Some(d) = own_damage(me, t) {
        d.amount += i16::from(extra);
    }
}

/// 和璞鸢 Primordial Jade Winged-Spear.
pub static PRIMORDIAL_JADE_WINGED_SPEAR: CardDef = weapon_card(
    311407,
    302,
    "和璞鸢",
    "Primordial Jade Winged-Spear",
    Weapon::Polearm,
    3,
    &PRIMORDIAL_JADE_WINGED_SPEAR_EQUIP,
)
.arrived(V4_3);

/// The equipped Rightful Reward: its stock is its Justice points.
pub static RIGHTFUL_REWARD_EQUIP: EntityDef = EntityDef {
    text: "The character's Elemental Bursts deal +2 damage. After your active character is damaged or healed: this card gains 1 Justice point; at 3 points, it spends 3 and the character gains 1 Energy.",
    stock: Some(0),
    listens: trig::BONUS_OUT | trig::DAMAGED | trig::HEALED,
    hook: Some(rightful_reward),
    ..bare_weapon(311408, "Rightful Reward", Weapon::Polearm)
};

fn rightful_reward(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let active = g.player(me.seat).active;
    let to_active = match t {
        Trig::Dealt(d) => d.to_active,
        Trig::Healed { character, .. } => *character == active,
        _ => {
            if let Some(d) = own_damage(me, t).filter(|d| d.skill == Some(SkillKind::Burst)) {
                d.amount += 2;
            }
            return;
        }
    };
    if !to_active {
        return;
    }
    let e = g.ent_mut(me);
    e.stock += 1;
    if e.stock >= 3 {
        e.stock -= 3;
        g.gain_energy(me.seat, slot, 1);
    }
}

/// 公义的酬报 Rightful Reward.
pub static RIGHTFUL_REWARD: CardDef = weapon_card(
    311408,
    355,
    "公义的酬报",
    "Rightful Reward",
    Weapon::Polearm,
    2,
    &RIGHTFUL_REWARD_EQUIP,
)
.arrived(V4_6);

/// The equipped Prospector's Drill: its stock is its Unity marks, `var` notes the round's
/// softened hit.
pub static PROSPECTORS_DRILL_EQUIP: EntityDef = endurance_weapon(
    311409,
    "Prospector's Drill",
    Weapon::Polearm,
    "When the character takes damage: if you hold a card, discard the one of the highest original cost, the damage is 1 less, and this card gains 1 Unity (once per round). When the character's skill deals damage while this card has Unity: spend it all, that damage is +1, and draw 1 card per Unity spent.",
);
/// 勘探钻机 Prospector's Drill.
pub static PROSPECTORS_DRILL: CardDef = weapon_card(
    311409,
    402,
    "勘探钻机",
    "Prospector's Drill",
    Weapon::Polearm,
    2,
    &PROSPECTORS_DRILL_EQUIP,
)
.arrived(V4_8);
