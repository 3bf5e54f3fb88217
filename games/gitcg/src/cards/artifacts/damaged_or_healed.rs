//! Artifacts that answer their wearer being damaged or healed: Veteran's Visage and
//! Marechaussee Hunter count the times this round, Maiden's Fading Beauty passes healing on.

use tavern_protocol::gitcg::{CardId, Source};

use super::super::characters::most_injured;
use super::super::common::{element_die_of, owner, use_this_round};
use super::{artifact, worn};
use crate::cards;
use crate::defs::{trig, CardDef, CardKind, Cost, EntityDef, EquipSlot, Trig};
use crate::state::Loc;
use crate::version::{V4_4, V4_7, V5_2};
use crate::Gitcg;

/// The wearer's slot, when `t` is damage it took or healing it received.
fn wearer_damaged_or_healed(me: Loc, t: &Trig<'_>) -> Option<u8> {
    let slot = match t {
        Trig::Dealt(d) if d.to == me.seat => d.target,
        Trig::Healed { character, .. } => *character,
        _ => return None,
    };
    owner(me).filter(|&s| s == slot)
}

/// Counts the times this round the wearer was damaged or healed (`var`) and acts on the
/// count: the 1st and, when `fourth` is set, the 4th give a die of its element, the 2nd draws
/// 1.
fn count_damaged_or_healed(g: &mut Gitcg, me: Loc, t: &Trig<'_>, fourth: bool) {
    let Some(s) = wearer_damaged_or_healed(me, t) else {
        return;
    };
    let e = g.ent_mut(me);
    e.var = e.var.saturating_add(1);
    let times = e.var;
    match times {
        1 => element_die_of(g, me.seat, s),
        2 => g.draw(me.seat, 1),
        4 if fourth => element_die_of(g, me.seat, s),
        _ => {}
    }
}

/// The equipped Veteran's Visage (`var`: the times this round).
pub static VETERANS_VISAGE_EQUIP: EntityDef = EntityDef {
    text: "After the character takes damage or is healed, by the times this round: the 1st creates 1 die of its element, the 2nd draws 1 card.",
    per_round: true,
    hook: Some(|g, me, t| count_damaged_or_healed(g, me, t, false)),
    listens: trig::DAMAGED | trig::HEALED,
    ..worn(312023, "Veteran's Visage")
};
/// 老兵的容颜 Veteran's Visage.
pub static VETERANS_VISAGE: CardDef = artifact(
    312023,
    328,
    "老兵的容颜",
    "Veteran's Visage",
    Cost::any(2),
    &VETERANS_VISAGE_EQUIP,
)
.arrived(V4_4);

/// The equipped Marechaussee Hunter (`var`: the times this round).
pub static MARECHAUSSEE_HUNTER_EQUIP: EntityDef = EntityDef {
    text: "After the character takes damage or is healed, by the times this round: the 1st creates 1 die of its element, the 2nd draws 1 card, the 4th creates 1 die of its element.",
    per_round: true,
    hook: Some(|g, me, t| count_damaged_or_healed(g, me, t, true)),
    listens: trig::DAMAGED | trig::HEALED,
    ..worn(312024, "Marechaussee Hunter")
};
/// 逐影猎人 Marechaussee Hunter.
pub static MARECHAUSSEE_HUNTER: CardDef = artifact(
    312024,
    385,
    "逐影猎人",
    "Marechaussee Hunter",
    Cost::any(3),
    &MARECHAUSSEE_HUNTER_EQUIP,
)
.arrived(V4_7);

/// Whether a heal from `source` comes from an artifact: an equipped artifact, or an artifact
/// card as it is played (Ocean-Hued Clam). Equipment carries its card's id.
fn from_artifact(source: Option<Source>) -> bool {
    let id = match source {
        Some(Source::Entity { entity, .. }) => entity.0,
        Some(Source::Card { card, .. }) => card.0,
        _ => return false,
    };
    cards::card(CardId(id)).is_some_and(|c| c.kind == CardKind::Equipment(EquipSlot::Artifact))
}

/// After the wearer is healed by anything but an artifact: heal the side's most injured
/// character 1, twice per round (`var`).
fn maidens_fading_beauty(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Healed {
        character, source, ..
    } = t
    else {
        return;
    };
    if owner(me) != Some(*character) || from_artifact(*source) {
        return;
    }
    if let Some(target) = most_injured(g, me.seat) {
        if use_this_round(g, me, 2) {
            g.heal(me.seat, target, 1, g.source_of(me));
        }
    }
}

/// The equipped Maiden's Fading Beauty.
pub static MAIDENS_FADING_BEAUTY_EQUIP: EntityDef = EntityDef {
    text: "After the character is healed by anything but an Artifact: heal your most injured character for 1 (twice per round).",
    per_round: true,
    hook: Some(maidens_fading_beauty),
    listens: trig::HEALED,
    ..worn(312031, "Maiden's Fading Beauty")
};
/// 少女易逝的芳颜 Maiden's Fading Beauty.
pub static MAIDENS_FADING_BEAUTY: CardDef = artifact(
    312031,
    439,
    "少女易逝的芳颜",
    "Maiden's Fading Beauty",
    Cost::same(1),
    &MAIDENS_FADING_BEAUTY_EQUIP,
)
.arrived(V5_2);
