//! Companions that make cards or Techniques cheaper: Hanachirusato, Master Zhang and Atea.

use super::{ally, is_artifact, is_weapon, slot_discount, support_card};
use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, EntityDef, EntityKind, EquipSlot, Paying, Query, Trig,
    Weapon,
};
use crate::state::LocZone;
use crate::version::{V3_7, V3_8, V5_0};

/// Most Grand Purification progress Hanachirusato holds.
const FULL_PURIFICATION: u8 = 3;

/// 花散里 Hanachirusato in play (stock: Grand Purification, up to 3): 1 more whenever a summon
/// of either side leaves play; at 3, the side's next Weapon or Artifact card costs 2 dice
/// less and it leaves (`var`: the cut was paid for).
pub static HANACHIRUSATO_SUPPORT: EntityDef = EntityDef {
    text: "When a summon leaves play: gain 1 Grand Purification (up to 3). When you play a Weapon or Artifact card with 3 Grand Purification: it costs 2 dice less and this card is discarded.",
    stock: Some(0),
    answers: answers::GEAR_COST,
    query: Some(|g, me, q| {
        let Query::Cost {
            of: Paying::Card(card),
            cost,
            used,
        } = q
        else {
            return;
        };
        let e = g.ent(me);
        let gear = is_weapon(card) || is_artifact(card);
        if gear && e.stock >= FULL_PURIFICATION && e.var == 0 && cost.dice() > 0 {
            cost.reduce(2);
            **used = true;
        }
    }),
    hook: Some(|g, me, t| match *t {
        Trig::LeftPlay {
            zone: LocZone::Summon,
            def,
            ..
        } if def.kind == EntityKind::Summon => {
            let e = g.ent_mut(me);
            e.stock = (e.stock + 1).min(FULL_PURIFICATION);
        }
        Trig::CardPlayed(_) if g.ent(me).var > 0 => g.discard(me),
        _ => {}
    }),
    listens: trig::LEFT_PLAY | trig::CARD_PLAYED,
    ..ally(322013, "Hanachirusato")
};
/// 花散里 Hanachirusato.
pub static HANACHIRUSATO: CardDef = support_card(
    CardKind::Companion,
    322013,
    206,
    "花散里",
    "Hanachirusato",
    Cost::FREE,
    &HANACHIRUSATO_SUPPORT,
)
.arrived(V3_7);

/// 老章 Master Zhang in play: once per round, a Weapon card costs 1 die less, and 1 less more
/// for each character of the side wearing a weapon.
pub static MASTER_ZHANG_SUPPORT: EntityDef = EntityDef {
    text: "Once per round, a Weapon card costs 1 die less, and 1 die less more for each of your characters with a Weapon equipped.",
    per_round: true,
    answers: answers::GEAR_COST,
    query: Some(|g, me, q| {
        slot_discount(g, me, q, EquipSlot::Weapon(Weapon::None), |armed| 1 + armed)
    }),
    ..ally(322018, "Master Zhang")
};
/// 老章 Master Zhang.
pub static MASTER_ZHANG: CardDef = support_card(
    CardKind::Companion,
    322018,
    211,
    "老章",
    "Master Zhang",
    Cost::same(1),
    &MASTER_ZHANG_SUPPORT,
)
.arrived(V3_8);

/// 阿伽娅 Atea in play: once per round, a Technique costs 1 die less.
pub static ATEA_SUPPORT: EntityDef = EntityDef {
    text: "Once per round, using a Technique costs 1 die less.",
    per_round: true,
    answers: answers::TECHNIQUE_COST,
    query: Some(|g, me, q| {
        let Query::Cost {
            of: Paying::Technique { .. },
            cost,
            used,
        } = q
        else {
            return;
        };
        if g.ent(me).var < 1 && cost.dice() > 0 {
            cost.reduce(1);
            **used = true;
        }
    }),
    ..ally(322028, "Atea")
};
/// 阿伽娅 Atea.
pub static ATEA: CardDef = support_card(
    CardKind::Companion,
    322028,
    417,
    "阿伽娅",
    "Atea",
    Cost::same(1),
    &ATEA_SUPPORT,
)
.arrived(V5_0);
