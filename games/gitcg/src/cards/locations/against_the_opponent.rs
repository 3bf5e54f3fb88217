//! Locations that act on the other side too: Fortress of Meropide (Strictly Prohibited on the
//! opponent), Seirai Island (Distant Storm on whoever is healed) and The Mausoleum of King
//! Deshret (Forbidden Knowledge in the opponent's deck).

use super::{location, place};
use crate::defs::{trig, CardDef, Cost, EntityDef, EntityKind, Heard, Op, Query, Trig};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

/// 严格禁令 Strictly Prohibited, on a side: the next event card it plays this round has no
/// effect (`nullified.rs`).
pub static STRICTLY_PROHIBITED: EntityDef = EntityDef {
    id: 301018,
    name: "Strictly Prohibited",
    chinese_name: "严格禁令",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    text: "The next Event card you play this round has no effect (spends 1 usage).",
    query: Some(|_, _, q| {
        if let Query::Nullifies { nullified, .. } = q {
            **nullified = true;
        }
    }),
    ..EntityDef::BLANK
};

/// Most Prohibitions Fortress of Meropide holds.
const MOST_PROHIBITIONS: u8 = 4;

/// 梅洛彼得堡 Fortress of Meropide in play (stock: Prohibition, up to 4): 1 more after the
/// active character takes damage or is healed; when the action phase begins with 4, they are
/// spent and the opponent gets Strictly Prohibited.
pub static FORTRESS_OF_MEROPIDE_SUPPORT: EntityDef = EntityDef {
    text: "After your active character takes damage or is healed: gain 1 Prohibition (up to 4). When the Action Phase begins with 4 Prohibitions: spend them and create Strictly Prohibited on the opponent's side (the next Event card they play this round has no effect).",
    stock: Some(0),
    hook: Some(fortress_of_meropide),
    listens: trig::DAMAGED | trig::HEALED | trig::ACTION_START,
    ..place(321018, "Fortress of Meropide")
};

fn fortress_of_meropide(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let active = g.player(me.seat).active;
    let to_active = match t {
        Trig::Dealt(d) => d.target == active,
        Trig::Healed { character, .. } => *character == active,
        _ => {
            if g.ent(me).stock >= MOST_PROHIBITIONS {
                g.ent_mut(me).stock -= MOST_PROHIBITIONS;
                g.add_entity(me.seat.other(), LocZone::Combat, &STRICTLY_PROHIBITED);
            }
            return;
        }
    };
    let e = g.ent_mut(me);
    if to_active && e.stock < MOST_PROHIBITIONS {
        e.stock += 1;
    }
}

/// 梅洛彼得堡 Fortress of Meropide.
pub static FORTRESS_OF_MEROPIDE: CardDef = location(
    321018,
    344,
    "梅洛彼得堡",
    "Fortress of Meropide",
    Cost::same(1),
    &FORTRESS_OF_MEROPIDE_SUPPORT,
);

/// 悠远雷暴 Distant Storm: end phase, 2 Piercing damage to the character it is attached to;
/// 1 usage.
pub static DISTANT_STORM: EntityDef = EntityDef {
    id: 301019,
    name: "Distant Storm",
    chinese_name: "悠远雷暴",
    kind: EntityKind::Status,
    usage: 1,
    end_phase: &[Op::PierceSelf(2, 0)],
    ..EntityDef::BLANK
};

/// 清籁岛 Seirai Island in play for 2 rounds: after a character of either side is healed, it
/// gets Distant Storm.
pub static SEIRAI_ISLAND_SUPPORT: EntityDef = EntityDef {
    text: "After a character of either side is healed: attach Distant Storm to it (End Phase: it takes 2 Piercing damage; 1 usage).",
    duration: 2,
    hook: Some(|g, me, t| {
        let (seat, slot) = match *t {
            Trig::Healed { character, .. } => (me.seat, character),
            Trig::Opposing(Heard::Healed { character, .. }) => (me.seat.other(), character),
            _ => return,
        };
        g.add_entity(seat, LocZone::Char(slot), &DISTANT_STORM);
    }),
    listens: trig::HEALED | trig::OPPOSING,
    ..place(321019, "Seirai Island")
};
/// 清籁岛 Seirai Island.
pub static SEIRAI_ISLAND: CardDef = location(
    321019,
    357,
    "清籁岛",
    "Seirai Island",
    Cost::same(1),
    &SEIRAI_ISLAND_SUPPORT,
);
