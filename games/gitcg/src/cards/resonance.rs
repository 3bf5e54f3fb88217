//! Elemental resonance (元素共鸣) events: playable only from decks with two characters of the
//! element. The "woven" ones give a die of their element; the others leave an effect.

use tavern_protocol::gitcg::{DamageType, Element, Reaction};

use super::builtin;
use super::common::{energy_to_first_unfilled, event, owner, refill_combat_shield};
use crate::defs::{
    trig, Bonus, CardDef, CardKind, Cost, Cx, DamageFilter, EntityDef, EntityKind, Op, TargetRule,
    Trig, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &WOVEN_ICE,
    &SHATTERING_ICE,
    &WOVEN_WATERS,
    &SOOTHING_WATER,
    &WOVEN_FLAMES,
    &FERVENT_FLAMES,
    &WOVEN_THUNDER,
    &HIGH_VOLTAGE,
    &WOVEN_WINDS,
    &IMPETUOUS_WINDS,
    &WOVEN_STONE,
    &ENDURING_ROCK,
    &WOVEN_WEEDS,
    &SPRAWLING_GREENERY,
];

/// A resonance card of `element`.
const fn resonance(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    element: Element,
    cost: Cost,
    ops: &'static [Op],
) -> CardDef {
    event(
        id,
        share_id,
        name,
        english_name,
        CardKind::Resonance(element),
        cost,
        ops,
    )
}

/// A free resonance card of `element` (the woven ones, which give a die of it).
const fn woven(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    element: Element,
    ops: &'static [Op],
) -> CardDef {
    resonance(id, share_id, name, english_name, element, Cost::FREE, ops)
}

// ---------------------------------------------------------------- Cryo

/// 元素共鸣：交织之冰 Elemental Resonance: Woven Ice.
pub static WOVEN_ICE: CardDef = woven(
    331101,
    223,
    "元素共鸣：交织之冰",
    "Elemental Resonance: Woven Ice",
    Element::Cryo,
    &[Op::ElementDice(Element::Cryo, 1)],
);

/// 元素共鸣：粉碎之冰（生效中）: the character's next damage this round is +2.
pub static SHATTERING_ICE_STATUS: EntityDef = EntityDef {
    id: 303112,
    name: "Elemental Resonance: Shattering Ice (In Effect)",
    chinese_name: "元素共鸣：粉碎之冰（生效中）",
    kind: EntityKind::Status,
    usage: 1,
    round_only: true,
    bonus: Some(Bonus {
        amount: 2,
        filter: DamageFilter::OwnSkills,
        spends_usage: true,
    }),
    ..EntityDef::BLANK
};
/// 元素共鸣：粉碎之冰 Elemental Resonance: Shattering Ice (on the active character).
pub static SHATTERING_ICE: CardDef = resonance(
    331102,
    224,
    "元素共鸣：粉碎之冰",
    "Elemental Resonance: Shattering Ice",
    Element::Cryo,
    Cost::elem(Element::Cryo, 1, 0),
    &[Op::Status(Who::Active, &SHATTERING_ICE_STATUS)],
);

// ---------------------------------------------------------------- Hydro

/// 元素共鸣：交织之水 Elemental Resonance: Woven Waters.
pub static WOVEN_WATERS: CardDef = woven(
    331201,
    225,
    "元素共鸣：交织之水",
    "Elemental Resonance: Woven Waters",
    Element::Hydro,
    &[Op::ElementDice(Element::Hydro, 1)],
);

/// 元素共鸣：愈疗之水 Elemental Resonance: Soothing Water: heal the active character 2 and
/// every standby character 1.
pub static SOOTHING_WATER: CardDef = resonance(
    331202,
    226,
    "元素共鸣：愈疗之水",
    "Elemental Resonance: Soothing Water",
    Element::Hydro,
    Cost::elem(Element::Hydro, 1, 0),
    &[Op::Heal(Who::Active, 2), Op::Heal(Who::Others, 1)],
);

// ---------------------------------------------------------------- Pyro

/// 元素共鸣：交织之火 Elemental Resonance: Woven Flames.
pub static WOVEN_FLAMES: CardDef = woven(
    331301,
    227,
    "元素共鸣：交织之火",
    "Elemental Resonance: Woven Flames",
    Element::Pyro,
    &[Op::ElementDice(Element::Pyro, 1)],
);

/// 元素共鸣：热诚之火（生效中）: this round, the character's next Pyro-related reaction deals +3.
pub static FERVENT_FLAMES_STATUS: EntityDef = EntityDef {
    text: "This round, the character's next Pyro reaction (Melt, Vaporize, Overloaded, Burning, or a Swirl or Crystallize of Pyro) deals +3 damage.",
    id: 303132,
    name: "Elemental Resonance: Fervent Flames (In Effect)",
    chinese_name: "元素共鸣：热诚之火（生效中）",
    kind: EntityKind::Status,
    usage: 1,
    round_only: true,
    hook: Some(fervent_flames),
    listens: trig::BONUS_OUT,
    ..EntityDef::BLANK
};

/// A reaction is Pyro-related when Pyro took part: Melt, Vaporize, Overloaded, Burning, or a
/// Swirl or Crystallize of a Pyro aura (the aura is still the one before this damage).
fn fervent_flames(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.by.is_none() || d.by != owner(me) {
        return;
    }
    let pyro_aura = g.character(d.to, d.target).aura.has(Element::Pyro);
    let pyro_related = match d.reaction {
        Some(Reaction::Melt | Reaction::Vaporize | Reaction::Overloaded | Reaction::Burning) => {
            true
        }
        Some(Reaction::Swirl | Reaction::Crystallize) => pyro_aura,
        _ => false,
    };
    if pyro_related {
        d.amount += 3;
        g.discard(me);
    }
}

/// 元素共鸣：热诚之火 Elemental Resonance: Fervent Flames (on the active character).
pub static FERVENT_FLAMES: CardDef = resonance(
    331302,
    228,
    "元素共鸣：热诚之火",
    "Elemental Resonance: Fervent Flames",
    Element::Pyro,
    Cost::elem(Element::Pyro, 1, 0),
    &[Op::Status(Who::Active, &FERVENT_FLAMES_STATUS)],
);

// ---------------------------------------------------------------- Electro

/// 元素共鸣：交织之雷 Elemental Resonance: Woven Thunder.
pub static WOVEN_THUNDER: CardDef = woven(
    331401,
    229,
    "元素共鸣：交织之雷",
    "Elemental Resonance: Woven Thunder",
    Element::Electro,
    &[Op::ElementDice(Element::Electro, 1)],
);

/// 元素共鸣：强能之雷 Elemental Resonance: High Voltage: one character without full energy
/// gains 1 (the active one first).
pub static HIGH_VOLTAGE: CardDef = CardDef {
    text: "One of your characters without full Energy (the active one first) gains 1 Energy.",
    ..resonance(
        331402,
        230,
        "元素共鸣：强能之雷",
        "Elemental Resonance: High Voltage",
        Element::Electro,
        Cost::elem(Element::Electro, 1, 0),
        &[Op::Custom(energy_to_first_unfilled)],
    )
};

// ---------------------------------------------------------------- Anemo

/// 元素共鸣：交织之风 Elemental Resonance: Woven Winds.
pub static WOVEN_WINDS: CardDef = woven(
    331501,
    231,
    "元素共鸣：交织之风",
    "Elemental Resonance: Woven Winds",
    Element::Anemo,
    &[Op::ElementDice(Element::Anemo, 1)],
);

/// 元素共鸣：迅捷之风 Elemental Resonance: Impetuous Winds: switch to the target standby
/// character and gain 1 Omni die.
pub static IMPETUOUS_WINDS: CardDef = CardDef {
    target: TargetRule::OwnStandby,
    ..resonance(
        331502,
        232,
        "元素共鸣：迅捷之风",
        "Elemental Resonance: Impetuous Winds",
        Element::Anemo,
        Cost::elem(Element::Anemo, 1, 0),
        &[Op::SwitchToTarget, Op::OmniDice(1)],
    )
};

// ---------------------------------------------------------------- Geo

/// 元素共鸣：交织之岩 Elemental Resonance: Woven Stone.
pub static WOVEN_STONE: CardDef = woven(
    331601,
    233,
    "元素共鸣：交织之岩",
    "Elemental Resonance: Woven Stone",
    Element::Geo,
    &[Op::ElementDice(Element::Geo, 1)],
);

/// 元素共鸣：坚定之岩（生效中）: this round, after a character of the side next deals Geo
/// damage, a shield combat status of the side (if any) gains 3 points. The damage only marks
/// it (`var`); the points are added once the skill is over, so a shield the same skill
/// creates (Crystallize, Full Plate) is there to receive them.
pub static ENDURING_ROCK_STATUS: EntityDef = EntityDef {
    text: "This round, after your character next deals Geo damage, a Shield combat status on your side gains 3 Shield points.",
    id: 303162,
    name: "Elemental Resonance: Enduring Rock (In Effect)",
    chinese_name: "元素共鸣：坚定之岩（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    hook: Some(|g, me, t| match t {
        Trig::Dealt(d) if d.by.is_some() && d.ty == DamageType::Elemental(Element::Geo) => {
            g.ent_mut(me).var = 1;
        }
        Trig::AfterSkill { .. } if g.ent(me).var > 0 => {
            refill_combat_shield(g, me.seat, 3);
            g.discard(me);
        }
        _ => {}
    }),
    listens: trig::DEALT | trig::AFTER_SKILL,
    ..EntityDef::BLANK
};
/// 元素共鸣：坚定之岩 Elemental Resonance: Enduring Rock.
pub static ENDURING_ROCK: CardDef = resonance(
    331602,
    234,
    "元素共鸣：坚定之岩",
    "Elemental Resonance: Enduring Rock",
    Element::Geo,
    Cost::elem(Element::Geo, 1, 0),
    &[Op::Combat(&ENDURING_ROCK_STATUS)],
);

// ---------------------------------------------------------------- Dendro

/// 元素共鸣：交织之草 Elemental Resonance: Woven Weeds.
pub static WOVEN_WEEDS: CardDef = woven(
    331701,
    235,
    "元素共鸣：交织之草",
    "Elemental Resonance: Woven Weeds",
    Element::Dendro,
    &[Op::ElementDice(Element::Dendro, 1)],
);

/// 元素共鸣：蔓生之草（生效中）: this round, the side's next reaction deals +2.
pub static SPRAWLING_GREENERY_STATUS: EntityDef = EntityDef {
    text: "This round, your next reaction deals +2 damage.",
    id: 303172,
    name: "Elemental Resonance: Sprawling Greenery (In Effect)",
    chinese_name: "元素共鸣：蔓生之草（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        if d.reaction.is_some() {
            d.amount += 2;
            g.discard(me);
        }
    }),
    listens: trig::BONUS_OUT,
    ..EntityDef::BLANK
};

/// Burning Flame, Dendro Core and Catalyzing Field of the side each gain 1 usage.
fn grow_dendro_products(g: &mut Gitcg, cx: &mut Cx) {
    let products = [
        (LocZone::Summon, &builtin::BURNING_FLAME),
        (LocZone::Combat, &builtin::DENDRO_CORE),
        (LocZone::Combat, &builtin::CATALYZING_FIELD),
    ];
    for (zone, def) in products {
        for idx in 0..g.zone(cx.seat, zone).len() as u8 {
            let e = g.ent_mut(Loc {
                seat: cx.seat,
                zone,
                idx,
            });
            if !e.dead && e.def == def {
                e.usage += 1;
            }
        }
    }
}

/// 元素共鸣：蔓生之草 Elemental Resonance: Sprawling Greenery.
pub static SPRAWLING_GREENERY: CardDef = CardDef {
    text: "Burning Flame, Dendro Core and Catalyzing Field on your side each gain 1 usage.",
    ..resonance(
        331702,
        236,
        "元素共鸣：蔓生之草",
        "Elemental Resonance: Sprawling Greenery",
        Element::Dendro,
        Cost::elem(Element::Dendro, 1, 0),
        &[
            Op::Combat(&SPRAWLING_GREENERY_STATUS),
            Op::Custom(grow_dendro_products),
        ],
    )
};
