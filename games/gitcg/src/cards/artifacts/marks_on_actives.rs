//! Artifacts that mark the active characters: Crownless Crown (the opposing active character
//! after a Burning) and Whimsical Dance of the Withered (Bond of Life on both), both arrived in
//! 5.8.

use tavern_protocol::gitcg::{DamageType, Reaction};

use super::super::common::{owner, owner_skill, use_this_round};
use super::{artifact, worn};
use crate::defs::{trig, CardDef, Cost, EntityDef, EntityKind, Trig};
use crate::state::LocZone;
use crate::version::V5_8;

/// 失冕的宝冠（生效中） Crownless Crown (In Effect) (status on an opposing character, 301206):
/// the next damage the character takes is +1 per layer; layers (usages) stack without limit
/// and all leave with that damage.
pub static CROWNLESS_CROWN_STATUS: EntityDef = EntityDef {
    text: "The next damage the character takes is +1 per layer (all layers leave then).",
    id: 301206,
    name: "Crownless Crown (In Effect)",
    chinese_name: "失冕的宝冠（生效中）",
    kind: EntityKind::Status,
    usage: 1,
    usage_cap: u8::MAX,
    listens: trig::BONUS_IN,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        if d.to == me.seat && owner(me) == Some(d.target) && d.ty != DamageType::Piercing {
            d.amount += g.ent(me).usage as i16;
            g.discard(me);
        }
    }),
    ..EntityDef::BLANK
};

/// The equipped Crownless Crown (`var` notes its use this round): after its side triggers
/// Burning, the opposing active character gets a layer of Crownless Crown (In Effect), once
/// per round.
pub static CROWNLESS_CROWN_EQUIP: EntityDef = EntityDef {
    text: "After your side triggers Burning: the next damage the opposing active character takes is +1 (once per round).",
    per_round: true,
    listens: trig::REACTION,
    hook: Some(|g, me, t| {
        let Trig::Dealt(d) = *t else { return };
        if d.reaction == Some(Reaction::Burning) && use_this_round(g, me, 1) {
            let foe = me.seat.other();
            let active = g.player(foe).active;
            g.add_entity(foe, LocZone::Char(active), &CROWNLESS_CROWN_STATUS);
        }
    }),
    ..worn(312035, "Crownless Crown")
};
/// 失冕的宝冠 Crownless Crown (arrived in 5.8).
pub static CROWNLESS_CROWN: CardDef = artifact(
    312035,
    498,
    "失冕的宝冠",
    "Crownless Crown",
    Cost::FREE,
    &CROWNLESS_CROWN_EQUIP,
)
.arrived(V5_8);

/// The equipped Whimsical Dance of the Withered (`var` notes its use this round): after the
/// wearer uses a skill, both active characters get 1 layer of Bond of Life, once per round.
pub static WHIMSICAL_DANCE_OF_THE_WITHERED_EQUIP: EntityDef = EntityDef {
    text: "After the character uses a skill: both players' active characters gain 1 layer of Bond of Life (once per round).",
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(|g, me, t| {
        if owner_skill(me, t).is_some() && use_this_round(g, me, 1) {
            for seat in [me.seat, me.seat.other()] {
                let active = g.player(seat).active;
                g.add_bond_of_life(seat, active, 1);
            }
        }
    }),
    ..worn(312036, "Whimsical Dance of the Withered")
};
/// 异想零落的圆舞 Whimsical Dance of the Withered (arrived in 5.8).
pub static WHIMSICAL_DANCE_OF_THE_WITHERED: CardDef = artifact(
    312036,
    499,
    "异想零落的圆舞",
    "Whimsical Dance of the Withered",
    Cost::FREE,
    &WHIMSICAL_DANCE_OF_THE_WITHERED_EQUIP,
)
.arrived(V5_8);
