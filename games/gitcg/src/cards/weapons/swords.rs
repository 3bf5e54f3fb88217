//! Swords (单手剑) beyond the series.

use super::super::common::{different_basic_dice, owner, owner_skill, use_this_round};
use super::endurance_weapon;
use super::{
    bare_weapon, damaged_or_healed, dice_after_normal_attack, own_damage, plain_weapon, weapon_card,
};
use crate::defs::{
    answers, trig, CardDef, Cost, EntityDef, Op, Paying, Query, SkillKind, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{V3_6, V4_3, V4_4, V4_7, V5_7};
use crate::Gitcg;

/// The equipped Aquila Favonia (`var` counts the heals this round).
pub static AQUILA_FAVONIA_EQUIP: EntityDef = EntityDef {
    text: "After an opposing skill, heal the character for 1 while it is active (twice per round).",
    per_round: true,
    hook: Some(|g, me, _| {
        let Some(s) = owner(me) else { return };
        if g.player(me.seat).active == s && use_this_round(g, me, 2) {
            g.heal(me.seat, s, 1, g.source_of(me));
        }
    }),
    listens: trig::FOE_SKILL,
    ..plain_weapon(311503, "Aquila Favonia", Weapon::Sword)
};
/// 风鹰剑 Aquila Favonia: +1; after an opposing skill, heal the wielder 1 while it is active,
/// twice per round.
pub static AQUILA_FAVONIA: CardDef = weapon_card(
    311503,
    145,
    "风鹰剑",
    "Aquila Favonia",
    Weapon::Sword,
    3,
    &AQUILA_FAVONIA_EQUIP,
);

/// The equipped Favonius Sword.
pub static FAVONIUS_SWORD_EQUIP: EntityDef = EntityDef {
    text: "After the character uses an Elemental Skill, it gains 1 more Energy (once per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        if owner_skill(me, t) == Some(SkillKind::Elemental) && use_this_round(g, me, 1) {
            if let Some(s) = owner(me) {
                g.gain_energy(me.seat, s, 1);
            }
        }
    }),
    listens: trig::AFTER_SKILL,
    ..plain_weapon(311505, "Favonius Sword", Weapon::Sword)
};
/// 西风剑 Favonius Sword: +1; after the wielder's elemental skill, 1 more energy, once per
/// round.
pub static FAVONIUS_SWORD: CardDef = weapon_card(
    311505,
    147,
    "西风剑",
    "Favonius Sword",
    Weapon::Sword,
    3,
    &FAVONIUS_SWORD_EQUIP,
)
.arrived(V3_6);

/// The equipped Light of Foliar Incision (`var` counts its dice this round).
pub static LIGHT_OF_FOLIAR_INCISION_EQUIP: EntityDef = EntityDef {
    text: "After the character uses a Normal Attack: create 1 die of a random basic element (twice per round).",
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(|g, me, t| {
        if owner_skill(me, t) == Some(SkillKind::Normal) && use_this_round(g, me, 2) {
            different_basic_dice(g, me.seat, 1);
        }
    }),
    ..plain_weapon(311506, "Light of Foliar Incision", Weapon::Sword)
};
/// 裁叶萃光 Light of Foliar Incision.
pub static LIGHT_OF_FOLIAR_INCISION: CardDef = weapon_card(
    311506,
    303,
    "裁叶萃光",
    "Light of Foliar Incision",
    Weapon::Sword,
    3,
    &LIGHT_OF_FOLIAR_INCISION_EQUIP,
)
.arrived(V4_3);

/// 原木刀（生效中） Sapwood Blade (In Effect) (301107): this round, after the character's next
/// Normal Attack, 2 dice of its element.
pub static SAPWOOD_BLADE_STATUS: EntityDef =
    dice_after_normal_attack(301107, "Sapwood Blade (In Effect)", "原木刀（生效中）");

/// The equipped Sapwood Blade.
pub static SAPWOOD_BLADE_EQUIP: EntityDef = plain_weapon(311507, "Sapwood Blade", Weapon::Sword);
/// 原木刀 Sapwood Blade: +1; when equipped, Sapwood Blade (In Effect) on the wielder.
pub static SAPWOOD_BLADE: CardDef = CardDef {
    since: V4_4,
    cost: Cost::any(3),
    ops: &[Op::Status(Who::This, &SAPWOOD_BLADE_STATUS)],
    ..weapon_card(
        311507,
        327,
        "原木刀",
        "Sapwood Blade",
        Weapon::Sword,
        3,
        &SAPWOOD_BLADE_EQUIP,
    )
};

/// Lake Light points Splendor of Tranquil Waters spends at once.
const LAKE_LIGHT_SPENT: u8 = 12;

/// The equipped Splendor of Tranquil Waters: its stock is its Lake Light points; `var` is 1
/// once this round's Normal Attack was paid for with its discount, 2 once its points were
/// spent this round.
pub static SPLENDOR_OF_TRANQUIL_WATERS_EQUIP: EntityDef = EntityDef {
    text: "After one of your characters is damaged or healed: this card gains 1 Lake Light point. When the character makes a Normal Attack with 12 Lake Light points here: spend 12, the attack costs 2 unaligned dice less and deals +1 damage, and the character is healed for 1 (once per round).",
    stock: Some(0),
    per_round: true,
    listens: trig::DAMAGED | trig::HEALED | trig::BONUS_OUT,
    hook: Some(splendor_of_tranquil_waters),
    answers: answers::OWN_SKILL_COST,
    query: Some(splendor_discount),
    ..bare_weapon(311508, "Splendor of Tranquil Waters", Weapon::Sword)
};

fn splendor_of_tranquil_waters(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if damaged_or_healed(t).is_some() {
        let e = g.ent_mut(me);
        e.stock = e.stock.saturating_add(1);
        return;
    }
    let e = *g.ent(me);
    if e.var >= 2 || e.stock < LAKE_LIGHT_SPENT {
        return;
    }
    let Some(slot) = owner(me) else { return };
    let Some(d) = own_damage(me, t).filter(|d| d.skill == Some(SkillKind::Normal)) else {
        return;
    };
    d.amount += 1;
    let e = g.ent_mut(me);
    e.stock -= LAKE_LIGHT_SPENT;
    e.var = 2;
    g.heal(me.seat, slot, 1, g.source_of(me));
}

/// The Normal Attack's discount; paying with it notes it in `var` (its damage spends the
/// points).
fn splendor_discount(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Normal,
                ..
            },
        cost,
        used,
    } = q
    else {
        return;
    };
    let e = g.ent(me);
    if owner(me) == Some(*slot) && e.var == 0 && e.stock >= LAKE_LIGHT_SPENT {
        let before = cost.dice();
        cost.reduce_any(2);
        **used |= cost.dice() < before;
    }
}

/// 静水流涌之辉 Splendor of Tranquil Waters.
pub static SPLENDOR_OF_TRANQUIL_WATERS: CardDef = weapon_card(
    311508,
    384,
    "静水流涌之辉",
    "Splendor of Tranquil Waters",
    Weapon::Sword,
    2,
    &SPLENDOR_OF_TRANQUIL_WATERS_EQUIP,
)
.arrived(V4_7);

/// The equipped The Dockhand's Assistant: its stock is its Unity marks, `var` notes the round's
/// softened hit (the sword that works as Prospector's Drill does).
pub static THE_DOCKHANDS_ASSISTANT_EQUIP: EntityDef = endurance_weapon(
    311509,
    "The Dockhand's Assistant",
    Weapon::Sword,
    "When the character takes damage: if you hold a card, discard the one of the highest original cost, the damage is 1 less, and this card gains 1 Unity (once per round). When the character's skill deals damage while this card has Unity: spend it all, that damage is +1, and draw 1 card per Unity spent.",
);
/// 船坞长剑 The Dockhand's Assistant (arrived in 5.7).
pub static THE_DOCKHANDS_ASSISTANT: CardDef = weapon_card(
    311509,
    483,
    "船坞长剑",
    "The Dockhand's Assistant",
    Weapon::Sword,
    2,
    &THE_DOCKHANDS_ASSISTANT_EQUIP,
)
.arrived(V5_7);
