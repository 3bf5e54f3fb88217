//! The Simulanka (希穆兰卡) summons and the cards that summon them, which the Simulanka
//! supports create: Calligraphy Tavern and Constellation Metropole (`locations/simulanka.rs`),
//! Forest Blessing and Gift of the Goddess of Prophecy (`companions/simulanka.rs`). Arrived in
//! 5.8.
//!
//! A Simulanka summon's effect has an amount that effects raise ("效果量+1": Constellation
//! Metropole, Gift of the Goddess of Prophecy): the extra is the summon's stock, a counter
//! shown on the table, which its End Phase effect adds to its damage, layers, draws or
//! healing. Played again while it is in play, a summon keeps its extra.

use crate::cards::builtin::EFFICIENT_SWITCH;
use tavern_protocol::gitcg::DamageType;
use tavern_protocol::Seat;

use super::common::event;
use crate::defs::{CardDef, CardKind, Cost, Cx, EntityDef, EntityKind, Op};
use crate::state::LocZone;
use crate::Gitcg;

/// Every card of this family (created only, none goes in a deck).
pub static ALL: &[&CardDef] = &[
    &TOY_GUARD_CARD,
    &ORIGAMI_FLYING_SQUIRREL_CARD,
    &POP_UP_PAPER_FROG_CARD,
    &ORIGAMI_HAMSTER_CARD,
];

/// Entities of this family that only a custom op creates (Efficient Switch is one of the
/// rules' own, in `builtin.rs`).
pub static MADE_BY_HOOKS: &[&EntityDef] = &[];

/// The Simulanka summons (「希穆兰卡」召唤物, tag `GCG_TAG_NATION_SIMULANKA`).
pub static SUMMONS: [&EntityDef; 4] = [
    &TOY_GUARD,
    &ORIGAMI_FLYING_SQUIRREL,
    &POP_UP_PAPER_FROG,
    &ORIGAMI_HAMSTER,
];

/// The cards that summon the Simulanka summons, each beside its summon in [`SUMMONS`].
pub static CARDS: [&CardDef; 4] = [
    &TOY_GUARD_CARD,
    &ORIGAMI_FLYING_SQUIRREL_CARD,
    &POP_UP_PAPER_FROG_CARD,
    &ORIGAMI_HAMSTER_CARD,
];

/// The three paper cards of which Calligraphy Tavern and Forest Blessing create one at random
/// (折纸飞鼠、跳跳纸蛙、折纸胖胖鼠).
static PAPER_CARDS: [&CardDef; 3] = [
    &ORIGAMI_FLYING_SQUIRREL_CARD,
    &POP_UP_PAPER_FROG_CARD,
    &ORIGAMI_HAMSTER_CARD,
];

/// Whether `def` is a Simulanka summon.
pub fn is_simulanka(def: &EntityDef) -> bool {
    SUMMONS.contains(&def)
}

/// The Simulanka summon `card` summons, if it is one of the Simulanka cards.
pub fn summoned_by(card: &CardDef) -> Option<&'static EntityDef> {
    CARDS.iter().position(|c| *c == card).map(|i| SUMMONS[i])
}

/// Creates one of the three paper cards, chosen at random, in the hand of `seat` (only its
/// owner sees which).
pub fn random_paper_card(g: &mut Gitcg, seat: Seat) {
    let k = g.rng.below(PAPER_CARDS.len() as u32) as usize;
    g.create_card(seat, PAPER_CARDS[k], false);
}

/// Raises by `n` the effect of the Simulanka summon of `seat` that `card` summons, if it is in
/// play ("使其效果量+1").
pub fn boost(g: &mut Gitcg, seat: Seat, card: &CardDef, n: u8) {
    let Some(def) = summoned_by(card) else { return };
    let summons = &g.player(seat).summons;
    if let Some(i) = summons.iter().position(|e| !e.dead && e.def == def) {
        let e = &mut g.player_mut(seat).summons[i];
        e.stock = e.stock.saturating_add(n);
    }
}

/// The amount of the effect of the summon `cx` acts for: `base` plus the summon's extra.
fn amount(g: &Gitcg, cx: &Cx, base: u8) -> u8 {
    let extra = cx.entity.and_then(|def| {
        g.zone(cx.seat, LocZone::Summon)
            .iter()
            .find(|e| !e.dead && e.def == def)
            .map(|e| e.stock)
    });
    base.saturating_add(extra.unwrap_or(0))
}

/// A Simulanka summon: its End Phase effect is a custom op that reads its extra.
const fn simulanka(
    id: u32,
    name: &'static str,
    chinese_name: &'static str,
    usage: u8,
    end_phase: &'static [Op],
    text: &'static str,
) -> EntityDef {
    EntityDef {
        id,
        name,
        chinese_name,
        kind: EntityKind::Summon,
        usage,
        stock: Some(0),
        end_phase,
        text,
        ..EntityDef::BLANK
    }
}

/// A Simulanka card: summons its summon.
const fn simulanka_card(
    id: u32,
    name: &'static str,
    english_name: &'static str,
    ops: &'static [Op],
) -> CardDef {
    event(
        id,
        0,
        name,
        english_name,
        CardKind::Event,
        Cost::same(1),
        ops,
    )
}

/// 积木小人 Toy Guard (summon, 301028): End Phase: 1 Physical damage (plus its extra); 2
/// usages.
pub static TOY_GUARD: EntityDef = simulanka(
    301028,
    "Toy Guard",
    "积木小人",
    2,
    &[Op::Custom(|g, cx| {
        let n = amount(g, cx, 1);
        g.run_op(Op::Damage(DamageType::Physical, n), cx);
    })],
    "End Phase: deal 1 Physical damage, plus this summon's counter.",
);
/// 积木小人 Toy Guard (card, 301033): summons Toy Guard.
pub static TOY_GUARD_CARD: CardDef =
    simulanka_card(301033, "积木小人", "Toy Guard", &[Op::Summon(&TOY_GUARD)]);

/// 折纸飞鼠 Origami Flying Squirrel (summon, 301029): End Phase: 1 layer of Efficient Switch
/// (plus its extra); 2 usages.
pub static ORIGAMI_FLYING_SQUIRREL: EntityDef = simulanka(
    301029,
    "Origami Flying Squirrel",
    "折纸飞鼠",
    2,
    &[Op::Custom(|g, cx| {
        for _ in 0..amount(g, cx, 1) {
            g.add_entity(cx.seat, LocZone::Combat, &EFFICIENT_SWITCH);
        }
    })],
    "End Phase: gain 1 layer of Efficient Switch, plus this summon's counter.",
);
/// 折纸飞鼠 Origami Flying Squirrel (card, 301034): summons Origami Flying Squirrel.
pub static ORIGAMI_FLYING_SQUIRREL_CARD: CardDef = simulanka_card(
    301034,
    "折纸飞鼠",
    "Origami Flying Squirrel",
    &[Op::Summon(&ORIGAMI_FLYING_SQUIRREL)],
);

/// 跳跳纸蛙 Pop-Up Paper Frog (summon, 301030): End Phase: draw 1 (plus its extra); 2 usages.
pub static POP_UP_PAPER_FROG: EntityDef = simulanka(
    301030,
    "Pop-Up Paper Frog",
    "跳跳纸蛙",
    2,
    &[Op::Custom(|g, cx| {
        let n = amount(g, cx, 1);
        g.draw(cx.seat, n);
    })],
    "End Phase: draw 1 card, plus this summon's counter.",
);
/// 跳跳纸蛙 Pop-Up Paper Frog (card, 301035): summons Pop-Up Paper Frog.
pub static POP_UP_PAPER_FROG_CARD: CardDef = simulanka_card(
    301035,
    "跳跳纸蛙",
    "Pop-Up Paper Frog",
    &[Op::Summon(&POP_UP_PAPER_FROG)],
);

/// 折纸胖胖鼠 Origami Hamster (summon, 301031): End Phase: heal the side's most injured
/// character 2 (plus its extra); 1 usage.
pub static ORIGAMI_HAMSTER: EntityDef = simulanka(
    301031,
    "Origami Hamster",
    "折纸胖胖鼠",
    1,
    &[Op::Custom(|g, cx| {
        let n = amount(g, cx, 2);
        if let Some(slot) = super::characters::most_injured(g, cx.seat) {
            g.heal(cx.seat, slot, n, cx.origin());
        }
    })],
    "End Phase: heal your most injured character for 2, plus this summon's counter.",
);
/// 折纸胖胖鼠 Origami Hamster (card, 301036): summons Origami Hamster.
pub static ORIGAMI_HAMSTER_CARD: CardDef = simulanka_card(
    301036,
    "折纸胖胖鼠",
    "Origami Hamster",
    &[Op::Summon(&ORIGAMI_HAMSTER)],
);
