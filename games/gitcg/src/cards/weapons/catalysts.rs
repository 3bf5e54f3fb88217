//! Catalysts (法器) beyond the series.

use super::super::common::{different_basic_dice, owner, use_this_round};
use super::{
    bare_weapon, damaged_or_healed, next_damage_bonus, own_damage, plain_weapon, weapon_card,
};
use crate::defs::{
    answers, trig, Bonus, CardDef, Cost, Cx, DamageFilter, Discount, DiscountDice, Discounted,
    EntityDef, EntityKind, Op, Paying, Query, SkillKind, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{V3_7, V3_8, V4_3, V4_5, V4_7, V5_2};
use crate::Gitcg;

/// The equipped A Thousand Floating Dreams (`var` counts the bonuses this round).
pub static A_THOUSAND_FLOATING_DREAMS_EQUIP: EntityDef = EntityDef {
    text: "Reactions your characters trigger deal +1 damage (twice per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        if d.by.is_some() && d.reaction.is_some() && use_this_round(g, me, 2) {
            d.amount += 1;
        }
    }),
    listens: trig::BONUS_OUT,
    ..plain_weapon(311104, "A Thousand Floating Dreams", Weapon::Catalyst)
};
/// 千夜浮梦 A Thousand Floating Dreams: +1; a reaction triggered by any character of the side
/// deals +1, twice per round.
pub static A_THOUSAND_FLOATING_DREAMS: CardDef = weapon_card(
    311104,
    124,
    "千夜浮梦",
    "A Thousand Floating Dreams",
    Weapon::Catalyst,
    3,
    &A_THOUSAND_FLOATING_DREAMS_EQUIP,
)
.arrived(V3_7);

/// The equipped Fruit of Fulfillment.
pub static FRUIT_OF_FULFILLMENT_EQUIP: EntityDef =
    plain_weapon(311105, "Fruit of Fulfillment", Weapon::Catalyst);
/// 盈满之实 Fruit of Fulfillment: +1; when equipped, draw 2 cards.
pub static FRUIT_OF_FULFILLMENT: CardDef = CardDef {
    since: V3_8,
    cost: Cost::any(3),
    ops: &[Op::Draw(2)],
    ..weapon_card(
        311105,
        125,
        "盈满之实",
        "Fruit of Fulfillment",
        Weapon::Catalyst,
        3,
        &FRUIT_OF_FULFILLMENT_EQUIP,
    )
};

/// The equipped Lost Prayer to the Sacred Winds: its stock is its Damage Bonus points.
pub static LOST_PRAYER_TO_THE_SACRED_WINDS_EQUIP: EntityDef = EntityDef {
    text: "The character deals +1 damage for each Damage Bonus point this card holds. End Phase: this card gains 1 Damage Bonus point (up to 2).",
    stock: Some(0),
    listens: trig::BONUS_OUT | trig::END_PHASE,
    hook: Some(lost_prayer),
    ..bare_weapon(311106, "Lost Prayer to the Sacred Winds", Weapon::Catalyst)
};

fn lost_prayer(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Phase = t {
        let e = g.ent_mut(me);
        e.stock = (e.stock + 1).min(2);
        return;
    }
    let points = g.ent(me).stock;
    if let Some(d) = own_damage(me, t) {
        d.amount += i16::from(points);
    }
}

/// 四风原典 Lost Prayer to the Sacred Winds.
pub static LOST_PRAYER_TO_THE_SACRED_WINDS: CardDef = weapon_card(
    311106,
    299,
    "四风原典",
    "Lost Prayer to the Sacred Winds",
    Weapon::Catalyst,
    3,
    &LOST_PRAYER_TO_THE_SACRED_WINDS_EQUIP,
)
.arrived(V4_3);

/// The equipped Tulaytullah's Remembrance (`var` counts the discounts this round).
pub static TULAYTULLAHS_REMEMBRANCE_EQUIP: EntityDef = EntityDef {
    per_round: true,
    discount: Some(Discount {
        on: Discounted::OwnChargedAttack,
        dice: DiscountDice::Unaligned,
        amount: 1,
        limit: 2,
    }),
    ..plain_weapon(311107, "Tulaytullah's Remembrance", Weapon::Catalyst)
};
/// 图莱杜拉的回忆 Tulaytullah's Remembrance: +1; the wielder's Charged Attacks cost 1 unaligned
/// die less, twice per round.
pub static TULAYTULLAHS_REMEMBRANCE: CardDef = weapon_card(
    311107,
    300,
    "图莱杜拉的回忆",
    "Tulaytullah's Remembrance",
    Weapon::Catalyst,
    3,
    &TULAYTULLAHS_REMEMBRANCE_EQUIP,
)
.arrived(V4_3);

/// 万世的浪涛 Aeon Wave (301108): this round, the character's next damage is +2.
pub static AEON_WAVE: EntityDef = next_damage_bonus(301108, "Aeon Wave", "万世的浪涛", 2, true);

/// The equipped Tome of the Eternal Flow: its stock counts the times the wielder was damaged or
/// healed this round (reset when the next round's Roll Phase begins); `var` notes the round's
/// Aeon Wave.
pub static TOME_OF_THE_ETERNAL_FLOW_EQUIP: EntityDef = EntityDef {
    text: "After the character is damaged or healed: if that has happened twice or more this round, it gets Aeon Wave (once per round).",
    stock: Some(0),
    per_round: true,
    listens: trig::DAMAGED | trig::HEALED | trig::ROLL,
    hook: Some(tome_of_the_eternal_flow),
    ..plain_weapon(311108, "Tome of the Eternal Flow", Weapon::Catalyst)
};

fn tome_of_the_eternal_flow(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Roll { .. } = t {
        g.ent_mut(me).stock = 0;
        return;
    }
    let Some(slot) = owner(me).filter(|s| damaged_or_healed(t) == Some(*s)) else {
        return;
    };
    let e = g.ent_mut(me);
    e.stock = e.stock.saturating_add(1);
    if e.stock >= 2 && e.var == 0 {
        e.var = 1;
        g.add_entity(me.seat, LocZone::Char(slot), &AEON_WAVE);
    }
}

/// 万世流涌大典 Tome of the Eternal Flow.
pub static TOME_OF_THE_ETERNAL_FLOW: CardDef = weapon_card(
    311108,
    342,
    "万世流涌大典",
    "Tome of the Eternal Flow",
    Weapon::Catalyst,
    3,
    &TOME_OF_THE_ETERNAL_FLOW_EQUIP,
)
.arrived(V4_5);

/// 金流监督（生效中） Cashflow Supervision (In Effect) (301111): this round, the character's next
/// Normal Attack costs 1 unaligned die less and deals +1 damage. Each time the weapon answers
/// adds a usage (up to 2): each usage serves one Normal Attack, spent by its damage.
pub static CASHFLOW_SUPERVISION_STATUS: EntityDef = EntityDef {
    id: 301111,
    name: "Cashflow Supervision (In Effect)",
    chinese_name: "金流监督（生效中）",
    kind: EntityKind::Status,
    usage: 1,
    usage_cap: 2,
    round_only: true,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: true,
    }),
    answers: answers::OWN_SKILL_COST,
    query: Some(cashflow_discount),
    text: "This round, the character's Normal Attacks cost 1 unaligned die less.",
    ..EntityDef::BLANK
};

/// The attack's damage spends the usage, so paying for it spends nothing.
fn cashflow_discount(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    if let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Normal,
                ..
            },
        cost,
        ..
    } = q
    {
        if owner(me) == Some(*slot) && g.ent(me).usage > 0 {
            cost.reduce_any(1);
        }
    }
}

/// The equipped Cashflow Supervision (`var` counts its answers this round).
pub static CASHFLOW_SUPERVISION_EQUIP: EntityDef = EntityDef {
    text: "After the character is damaged or healed: it gets Cashflow Supervision (In Effect) (twice per round).",
    per_round: true,
    listens: trig::DAMAGED | trig::HEALED,
    hook: Some(|g, me, t| {
        let Some(slot) = owner(me).filter(|s| damaged_or_healed(t) == Some(*s)) else {
            return;
        };
        if use_this_round(g, me, 2) {
            g.add_entity(me.seat, LocZone::Char(slot), &CASHFLOW_SUPERVISION_STATUS);
        }
    }),
    ..bare_weapon(311109, "Cashflow Supervision", Weapon::Catalyst)
};
/// 金流监督 Cashflow Supervision.
pub static CASHFLOW_SUPERVISION: CardDef = weapon_card(
    311109,
    381,
    "金流监督",
    "Cashflow Supervision",
    Weapon::Catalyst,
    2,
    &CASHFLOW_SUPERVISION_EQUIP,
)
.arrived(V4_7);

/// 纯水流华（生效中） Flowing Purity (In Effect) (301112): the character's next damage is +1.
pub static FLOWING_PURITY_STATUS: EntityDef = next_damage_bonus(
    301112,
    "Flowing Purity (In Effect)",
    "纯水流华（生效中）",
    1,
    false,
);

/// One layer of Bond of Life on the character the effect runs for.
fn bond_on_wielder(g: &mut Gitcg, cx: &mut Cx) {
    if let Some(slot) = cx.character {
        g.add_bond_of_life(cx.seat, slot, 1);
    }
}

/// The equipped Flowing Purity (`var` notes the round's answer).
pub static FLOWING_PURITY_EQUIP: EntityDef = EntityDef {
    text: "End Phase: the character gets 1 layer of Bond of Life. Before either side chooses an action: if the character has no Bond of Life, create 1 die of a random basic element, and the character gets Flowing Purity (In Effect) (once per round).",
    per_round: true,
    end_phase: &[Op::Custom(bond_on_wielder)],
    listens: trig::BEFORE_ACTION | trig::FOE_BEFORE_ACTION,
    hook: Some(|g, me, _| {
        let Some(slot) = owner(me) else { return };
        if !g.character(me.seat, slot).standing() || g.bond_of_life(me.seat, slot) > 0 {
            return;
        }
        if use_this_round(g, me, 1) {
            different_basic_dice(g, me.seat, 1);
            g.add_entity(me.seat, LocZone::Char(slot), &FLOWING_PURITY_STATUS);
        }
    }),
    ..bare_weapon(311110, "Flowing Purity", Weapon::Catalyst)
};
/// 纯水流华 Flowing Purity: when equipped, the wielder gets 1 layer of Bond of Life.
pub static FLOWING_PURITY: CardDef = CardDef {
    since: V5_2,
    text: "When equipped, the character gets 1 layer of Bond of Life.",
    ops: &[Op::Custom(bond_on_wielder)],
    ..weapon_card(
        311110,
        438,
        "纯水流华",
        "Flowing Purity",
        Weapon::Catalyst,
        1,
        &FLOWING_PURITY_EQUIP,
    )
};
