//! Locations that give dice when a condition holds or a counter grows: Gandharva Ville, Opera
//! Epiclese, Central Laboratory Ruins, Stage Tepetl and "Scions of the Canopy".

use tavern_protocol::gitcg::{CardId, DieFace};
use tavern_protocol::Seat;

use super::super::common::{different_basic_dice, element_die_of, use_this_round};
use super::{place, support_card};
use crate::defs::{trig, CardDef, CardKind, Cost, EntityDef, EntityKind, Heard, Trig};
use crate::state::Loc;
use crate::version::{V4_1, V4_3, V4_7, V5_1, V5_2};
use crate::Gitcg;

/// 化城郭 Gandharva Ville in play: before the side chooses an action with no dice left, 1 Omni
/// die; once per round, 3 usages.
pub static GANDHARVA_VILLE_SUPPORT: EntityDef = EntityDef {
    text: "Before you choose an action, if you have no dice: create 1 Omni die (once per round, spends 1 usage).",
    usage: 3,
    per_round: true,
    hook: Some(|g, me, _| {
        if g.player(me.seat).dice.total() == 0 && use_this_round(g, me, 1) {
            g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 1);
            g.spend(me);
        }
    }),
    listens: trig::BEFORE_ACTION,
    ..place(321014, "Gandharva Ville")
};
/// 化城郭 Gandharva Ville.
pub static GANDHARVA_VILLE: CardDef = support_card(
    CardKind::Location,
    321014,
    192,
    "化城郭",
    "Gandharva Ville",
    Cost::same(1),
    &GANDHARVA_VILLE_SUPPORT,
)
.arrived(V4_1);

/// The printed dice costs of the cards equipped on the side's characters, added up.
fn equipped_cost(g: &Gitcg, seat: Seat) -> u32 {
    g.player(seat)
        .chars
        .iter()
        .flat_map(|c| c.attached.iter())
        .filter(|e| !e.dead && matches!(e.def.kind, EntityKind::Equipment(_)))
        .filter_map(|e| crate::cards::card(CardId(e.def.id)))
        .map(|card| card.cost.dice() as u32)
        .sum()
}

/// 欧庇克莱歌剧院 Opera Epiclese in play: before the side chooses an action, when the cards its
/// characters wear cost at least as much as the opponent's (printed dice), one die of the
/// active character's element; once per round, 3 usages.
pub static OPERA_EPICLESE_SUPPORT: EntityDef = EntityDef {
    text: "Before you choose an action, if the cards your characters have equipped cost (originally) no fewer dice in total than the opponent's: create 1 die of your active character's element (once per round, spends 1 usage).",
    usage: 3,
    per_round: true,
    hook: Some(|g, me, _| {
        let ours = equipped_cost(g, me.seat);
        if ours >= equipped_cost(g, me.seat.other()) && use_this_round(g, me, 1) {
            let active = g.player(me.seat).active;
            element_die_of(g, me.seat, active);
            g.spend(me);
        }
    }),
    listens: trig::BEFORE_ACTION,
    ..place(321017, "Opera Epiclese")
};
/// 欧庇克莱歌剧院 Opera Epiclese.
pub static OPERA_EPICLESE: CardDef = support_card(
    CardKind::Location,
    321017,
    310,
    "欧庇克莱歌剧院",
    "Opera Epiclese",
    Cost::same(1),
    &OPERA_EPICLESE_SUPPORT,
)
.arrived(V4_3);

/// 中央实验室遗址 Central Laboratory Ruins in play (stock: Experimental Progress): after the
/// side discards or tunes a card, 1 progress; at 3, 6 and 9, 1 Omni die; at 9 it leaves.
pub static CENTRAL_LABORATORY_RUINS_SUPPORT: EntityDef = EntityDef {
    text: "After you discard or tune a card: gain 1 Experimental Progress. At 3, 6 and 9 progress: create 1 Omni die; at 9, this card is discarded.",
    stock: Some(0),
    hook: Some(|g, me, _| {
        let e = g.ent_mut(me);
        e.stock = e.stock.saturating_add(1);
        let progress = e.stock;
        if progress.is_multiple_of(3) {
            g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 1);
        }
        if progress >= 9 {
            g.discard(me);
        }
    }),
    listens: trig::DISCARDED,
    ..place(321021, "Central Laboratory Ruins")
};
/// 中央实验室遗址 Central Laboratory Ruins.
pub static CENTRAL_LABORATORY_RUINS: CardDef = support_card(
    CardKind::Location,
    321021,
    389,
    "中央实验室遗址",
    "Central Laboratory Ruins",
    Cost::same(1),
    &CENTRAL_LABORATORY_RUINS_SUPPORT,
)
.arrived(V4_7);

/// Whether no card of the name of `card` was in the side's deck when the match began
/// (名称不存在于本局最初牌组: a card created in play, or taken from the opponent).
fn new_to_the_match(g: &Gitcg, seat: Seat, card: &CardDef) -> bool {
    !g.player(seat)
        .starting_deck
        .iter()
        .any(|c| c.name == card.name)
}

/// Turns one of the side's elemental dice into an Omni die: one of the face it holds the most
/// of, the first in face order on a tie; nothing without elemental dice.
fn one_die_to_omni(g: &mut Gitcg, seat: Seat) {
    let dice = &mut g.player_mut(seat).dice;
    let face = (1..8)
        .filter(|&f| dice.0[f] > 0)
        .max_by_key(|&f| (dice.0[f], std::cmp::Reverse(f)));
    if let Some(f) = face {
        dice.0[f] -= 1;
        dice.0[DieFace::Omni as usize] += 1;
    }
}

/// 特佩利舞台 Stage Tepetl in play (stock: Spotlight): 1 more when the side plays a card whose
/// name its starting deck did not hold, 1 less (never below 0) when the opponent does; when
/// the action phase begins, a random basic die from 3, and one die turned Omni from 1.
pub static STAGE_TEPETL_SUPPORT: EntityDef = EntityDef {
    text: "When you play a card whose name was not in your starting deck: gain 1 Spotlight. When the opponent plays a card whose name was not in their starting deck: lose 1 Spotlight. When the Action Phase begins: with 3 or more Spotlight, create 1 die of a random basic element; with 1 or more, turn 1 of your elemental dice into an Omni die (one of the face you hold most of).",
    stock: Some(0),
    hook: Some(stage_tepetl),
    listens: trig::CARD_PLAYED | trig::OPPOSING | trig::ACTION_START,
    ..place(321023, "Stage Tepetl")
};

fn stage_tepetl(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match *t {
        Trig::CardPlayed(card) if new_to_the_match(g, me.seat, card) => {
            let e = g.ent_mut(me);
            e.stock = e.stock.saturating_add(1);
        }
        Trig::Opposing(Heard::CardPlayed(card)) if new_to_the_match(g, me.seat.other(), card) => {
            let e = g.ent_mut(me);
            e.stock = e.stock.saturating_sub(1);
        }
        Trig::Phase => {
            let spotlight = g.ent(me).stock;
            if spotlight >= 3 {
                different_basic_dice(g, me.seat, 1);
            }
            if spotlight >= 1 {
                one_die_to_omni(g, me.seat);
            }
        }
        _ => {}
    }
}

/// 特佩利舞台 Stage Tepetl.
pub static STAGE_TEPETL: CardDef = support_card(
    CardKind::Location,
    321023,
    429,
    "特佩利舞台",
    "Stage Tepetl",
    Cost::FREE,
    &STAGE_TEPETL_SUPPORT,
)
.arrived(V5_1);

/// 「悬木人」 "Scions of the Canopy" in play (stock: Extreme Sports Points): when the side plays
/// a card whose name its starting deck did not hold and whose printed cost is at least the
/// points, a random basic die, then 1 more point.
pub static SCIONS_OF_THE_CANOPY_SUPPORT: EntityDef = EntityDef {
    text: "When you play a card whose name was not in your starting deck, if its original cost is at least this card's Extreme Sports Points: create 1 die of a random basic element, then gain 1 Extreme Sports Point.",
    stock: Some(0),
    hook: Some(|g, me, t| {
        let Trig::CardPlayed(card) = *t else { return };
        let points = g.ent(me).stock;
        if new_to_the_match(g, me.seat, card) && card.cost.dice() >= points {
            different_basic_dice(g, me.seat, 1);
            let e = g.ent_mut(me);
            e.stock = e.stock.saturating_add(1);
        }
    }),
    listens: trig::CARD_PLAYED,
    ..place(321024, "\"Scions of the Canopy\"")
};
/// 「悬木人」 "Scions of the Canopy".
pub static SCIONS_OF_THE_CANOPY: CardDef = support_card(
    CardKind::Location,
    321024,
    441,
    "「悬木人」",
    "\"Scions of the Canopy\"",
    Cost::FREE,
    &SCIONS_OF_THE_CANOPY_SUPPORT,
)
.arrived(V5_2);
