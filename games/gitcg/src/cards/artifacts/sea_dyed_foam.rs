//! Artifacts that gather Sea-Dyed Foam (海染泡沫) from the healing their side receives and spend
//! it on their wearer's damage: Crown of Watatsumi and Ocean-Hued Clam.

use tavern_protocol::gitcg::DamageType;

use super::super::common::owner;
use super::{artifact, worn};
use crate::defs::{trig, CardDef, Cost, EntityDef, Op, Trig, Who};
use crate::state::Loc;
use crate::version::{V4_1, V4_2};
use crate::Gitcg;

/// The most Sea-Dyed Foam an artifact holds.
const FOAM_CAP: u8 = 2;
/// The HP of healing that makes one Sea-Dyed Foam.
const HEALING_PER_FOAM: u16 = 3;

/// What a Sea-Dyed Foam artifact does: its stock is the foam, shown on the table; `var` keeps
/// the healing received towards the next foam. Healing received while it holds the most foam
/// makes none, and nothing is kept for later.
fn sea_dyed_foam(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Healed { amount, .. } => {
            let e = g.ent_mut(me);
            let total = e.var as u16 + *amount as u16;
            let foam = (total / HEALING_PER_FOAM) as u8;
            e.var = (total % HEALING_PER_FOAM) as u8;
            e.stock = e.stock.saturating_add(foam).min(FOAM_CAP);
            if e.stock == FOAM_CAP {
                e.var = 0;
            }
        }
        Trig::Damage(d) => {
            let by_wearer = d.by.is_some() && d.by == owner(me);
            let foam = g.ent(me).stock;
            if by_wearer && d.ty != DamageType::Piercing && foam > 0 {
                d.amount += foam as i16;
                g.ent_mut(me).stock = 0;
            }
        }
        _ => {}
    }
}

/// What both Sea-Dyed Foam artifacts say of the foam.
const FOAM_TEXT: &str = "Each 3 HP of healing your characters receive makes 1 Sea-Dyed Foam (at most 2). When the character deals damage: it spends all Sea-Dyed Foam, +1 damage for each.";

/// The equipped Crown of Watatsumi (stock: Sea-Dyed Foam).
pub static CROWN_OF_WATATSUMI_EQUIP: EntityDef = EntityDef {
    text: FOAM_TEXT,
    stock: Some(0),
    hook: Some(sea_dyed_foam),
    listens: trig::HEALED | trig::BONUS_OUT,
    ..worn(312015, "Crown of Watatsumi")
};
/// 海祇之冠 Crown of Watatsumi: 3 HP of healing received by the side make 1 Sea-Dyed Foam (at
/// most 2); the wearer's next damage spends all of it, +1 each.
pub static CROWN_OF_WATATSUMI: CardDef = artifact(
    312015,
    162,
    "海祇之冠",
    "Crown of Watatsumi",
    Cost::same(1),
    &CROWN_OF_WATATSUMI_EQUIP,
)
.arrived(V4_1);

/// The equipped Ocean-Hued Clam (stock: Sea-Dyed Foam).
pub static OCEAN_HUED_CLAM_EQUIP: EntityDef = EntityDef {
    text: FOAM_TEXT,
    stock: Some(0),
    hook: Some(sea_dyed_foam),
    listens: trig::HEALED | trig::BONUS_OUT,
    ..worn(312016, "Ocean-Hued Clam")
};
/// 海染砗磲 Ocean-Hued Clam: heals the wearer 2 when equipped (which counts towards its
/// foam), then as Crown of Watatsumi.
pub static OCEAN_HUED_CLAM: CardDef = CardDef {
    since: V4_2,
    ops: &[Op::Heal(Who::This, 2)],
    ..artifact(
        312016,
        163,
        "海染砗磲",
        "Ocean-Hued Clam",
        Cost::any(3),
        &OCEAN_HUED_CLAM_EQUIP,
    )
};
