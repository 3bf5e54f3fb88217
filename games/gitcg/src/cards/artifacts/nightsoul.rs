//! Artifacts that answer the wearer spending Nightsoul points (`nightsoul.rs`): Crown of the
//! Saints and Scroll of the Hero of Cinder City, both arrived in 5.7.

use tavern_protocol::gitcg::DamageType;

use super::super::common::{energy_to_first_unfilled, owner, use_this_round};
use super::{artifact, worn};
use crate::defs::{trig, CardDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Trig};
use crate::state::{Loc, LocZone};
use crate::version::V5_7;

/// Whether `t` says the character the artifact at `me` is worn by spent Nightsoul points.
fn wearer_spent_nightsoul(me: Loc, t: &Trig<'_>) -> bool {
    matches!(*t, Trig::NightsoulSpent(slot) if owner(me) == Some(slot))
}

/// 诸圣的礼冠（生效中） Crown of the Saints (In Effect) (status, 301205): the next damage the
/// character deals with a skill or a Technique is +1.
pub static CROWN_OF_THE_SAINTS_STATUS: EntityDef = EntityDef {
    text: "The next damage the character deals with a skill or a Technique is +1.",
    id: 301205,
    name: "Crown of the Saints (In Effect)",
    chinese_name: "诸圣的礼冠（生效中）",
    kind: EntityKind::Status,
    usage: 1,
    listens: trig::BONUS_OUT,
    hook: Some(|g, me, t| {
        let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
            return;
        };
        if d.ty == DamageType::Piercing {
            return;
        }
        // A Technique's damage is its equipment's, dealt while its wearer is the active
        // character (`technique.rs`).
        let technique = d.entity.is_some_and(|e| {
            e.kind == EntityKind::Equipment(EquipSlot::Technique)
                && g.player(me.seat).active == slot
                && g.character(me.seat, slot).has(e)
        });
        let skill = d.entity.is_none() && d.by == Some(slot) && d.skill.is_some();
        if skill || technique {
            d.amount += 1;
            g.spend(me);
        }
    }),
    ..EntityDef::BLANK
};

/// The equipped Crown of the Saints (`var` counts its uses this round): after the wearer
/// spends Nightsoul points, its next skill or Technique damage is +1 (twice per round).
pub static CROWN_OF_THE_SAINTS_EQUIP: EntityDef = EntityDef {
    text: "After the character spends Nightsoul points: its next damage from a skill or a Technique is +1 (twice per round).",
    per_round: true,
    listens: trig::NIGHTSOUL_SPENT,
    hook: Some(|g, me, t| {
        if let (true, Some(slot)) = (wearer_spent_nightsoul(me, t), owner(me)) {
            if use_this_round(g, me, 2) {
                g.add_entity(me.seat, LocZone::Char(slot), &CROWN_OF_THE_SAINTS_STATUS);
            }
        }
    }),
    ..worn(312033, "Crown of the Saints")
};
/// 诸圣的礼冠 Crown of the Saints (arrived in 5.7).
pub static CROWN_OF_THE_SAINTS: CardDef = artifact(
    312033,
    484,
    "诸圣的礼冠",
    "Crown of the Saints",
    Cost::same(1),
    &CROWN_OF_THE_SAINTS_EQUIP,
)
.arrived(V5_7);

/// The equipped Scroll of the Hero of Cinder City (`var` notes its use this round): after the
/// wearer spends Nightsoul points, a character of the side whose energy is not full gains 1
/// energy, twice (once per round).
pub static SCROLL_OF_THE_HERO_OF_CINDER_CITY_EQUIP: EntityDef = EntityDef {
    text: "After the character spends Nightsoul points: one of your characters whose Energy is not full gains 1 Energy, then again (once per round).",
    per_round: true,
    listens: trig::NIGHTSOUL_SPENT,
    hook: Some(|g, me, t| {
        if wearer_spent_nightsoul(me, t) && use_this_round(g, me, 1) {
            let mut cx = Cx::side(me.seat);
            energy_to_first_unfilled(g, &mut cx);
            energy_to_first_unfilled(g, &mut cx);
        }
    }),
    ..worn(312034, "Scroll of the Hero of Cinder City")
};
/// 烬城勇者绘卷 Scroll of the Hero of Cinder City (arrived in 5.7).
pub static SCROLL_OF_THE_HERO_OF_CINDER_CITY: CardDef = artifact(
    312034,
    485,
    "烬城勇者绘卷",
    "Scroll of the Hero of Cinder City",
    Cost::any(3),
    &SCROLL_OF_THE_HERO_OF_CINDER_CITY_EQUIP,
)
.arrived(V5_7);
