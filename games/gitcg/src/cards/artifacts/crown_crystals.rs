//! Artifacts that gather Crown Crystals (花冠水晶) from the damage the opponent takes while
//! their wearer is active, and turn them into dice while the side holds few cards: Amethyst
//! Crown and Flower of Paradise Lost.

use tavern_protocol::gitcg::{DamageType, DieFace, Element, Reaction};

use super::super::common::random_basic_die;
use super::{active_wearer, artifact, worn};
use crate::defs::{trig, CardDef, Cost, Cx, Dmg, EntityDef, Trig};
use crate::state::Loc;
use crate::version::{V4_6, V4_7};
use crate::Gitcg;

/// Dendro damage.
const DENDRO: DamageType = DamageType::Elemental(Element::Dendro);

/// The most dice a Crown Crystal artifact gives in a round.
const DICE_PER_ROUND: u8 = 2;

/// After the opponent takes damage from this side while the wearer is active and `counts`
/// says so: `crystals` more Crown Crystals (stock, never spent); then, if they are at least
/// the cards in hand, `die` runs (twice per round, `var`).
fn crown_crystals(
    g: &mut Gitcg,
    me: Loc,
    t: &Trig<'_>,
    counts: fn(&Dmg) -> bool,
    crystals: u8,
    die: fn(&mut Gitcg, &mut Cx),
) {
    let Trig::Dealt(d) = t else { return };
    if d.to == me.seat || !counts(d) || active_wearer(g, me).is_none() {
        return;
    }
    let e = g.ent_mut(me);
    e.stock = e.stock.saturating_add(crystals);
    let held = e.stock as usize;
    let enough = held >= g.player(me.seat).hand.len();
    if enough && g.ent(me).var < DICE_PER_ROUND {
        g.ent_mut(me).var += 1;
        die(g, &mut Cx::side(me.seat));
    }
}

/// The equipped Amethyst Crown (stock: Crown Crystals).
pub static AMETHYST_CROWN_EQUIP: EntityDef = EntityDef {
    text: "While the character is your active character, after your opponent's character takes Dendro damage: gain 1 Crown Crystal; then, if you have at least as many Crown Crystals as cards in hand, create 1 random basic die (at most 2 dice per round).",
    stock: Some(0),
    per_round: true,
    hook: Some(|g, me, t| {
        crown_crystals(g, me, t, |d| d.ty == DENDRO, 1, random_basic_die);
    }),
    listens: trig::DEALT,
    ..worn(312027, "Amethyst Crown")
};
/// 紫晶的花冠 Amethyst Crown.
pub static AMETHYST_CROWN: CardDef = artifact(
    312027,
    356,
    "紫晶的花冠",
    "Amethyst Crown",
    Cost::same(1),
    &AMETHYST_CROWN_EQUIP,
)
.arrived(V4_6);

/// Dendro damage, or damage with a Dendro-related reaction (草元素相关反应: Burning, Bloom,
/// Quicken).
fn dendro_related(d: &Dmg) -> bool {
    let related = matches!(
        d.reaction,
        Some(Reaction::Burning | Reaction::Bloom | Reaction::Quicken)
    );
    d.ty == DENDRO || related
}

/// The equipped Flower of Paradise Lost (stock: Crown Crystals).
pub static FLOWER_OF_PARADISE_LOST_EQUIP: EntityDef = EntityDef {
    text: "While the character is your active character, after your opponent's character takes Dendro damage or damage with a Dendro-related reaction: gain 2 Crown Crystals; then, if you have at least as many Crown Crystals as cards in hand, create 1 Omni die (at most 2 dice per round).",
    stock: Some(0),
    per_round: true,
    hook: Some(|g, me, t| {
        crown_crystals(g, me, t, dendro_related, 2, |g, cx| {
            g.player_mut(cx.seat).gain_dice(DieFace::Omni as usize, 1);
        });
    }),
    listens: trig::DEALT,
    ..worn(312028, "Flower of Paradise Lost")
};
/// 乐园遗落之花 Flower of Paradise Lost.
pub static FLOWER_OF_PARADISE_LOST: CardDef = artifact(
    312028,
    387,
    "乐园遗落之花",
    "Flower of Paradise Lost",
    Cost::same(2),
    &FLOWER_OF_PARADISE_LOST_EQUIP,
)
.arrived(V4_7);
