//! 噬骸能量块 Bonecruncher's Energy Block, the card the Consecrated Beasts (圣骸兽: Consecrated
//! Scorpion, Consecrated Flying Serpent) create, and its cooldown.

use crate::defs::{CardDef, CardKind, Cost, Cx, EntityDef, EntityKind, Op};
use crate::Gitcg;

/// 噬骸能量块 Bonecruncher's Energy Block (124051): discards one of the hand's cards of the
/// highest original dice cost at random and creates a die of the active character's element;
/// one a round.
pub static BONECRUNCHERS_ENERGY_BLOCK: CardDef = CardDef {
    text: "Discards at random one of your hand cards with the highest original dice cost. Playable once a round.",
    id: 124051,
    share_id: 0,
    name: "噬骸能量块",
    english_name: "Bonecruncher's Energy Block",
    kind: CardKind::Event,
    cost: Cost::FREE,
    ops: &[
        Op::Custom(discard_costliest),
        Op::ActiveElementDice(1),
        Op::Combat(&ENERGY_BLOCK_COOLDOWN),
    ],
    condition: Some(|g, seat, _| {
        g.player(seat)
            .has_combat(&ENERGY_BLOCK_COOLDOWN)
            .then_some("one Bonecruncher's Energy Block a round")
    }),
    ..CardDef::BLANK
};

/// Discards, at random among them, one of the hand's cards of the highest original dice cost.
fn discard_costliest(g: &mut Gitcg, cx: &mut Cx) {
    let hand = &g.player(cx.seat).hand;
    let Some(top) = hand.iter().map(|c| c.cost.dice()).max() else {
        return;
    };
    let tied = hand.iter().filter(|c| c.cost.dice() == top).count() as u32;
    let pick = g.rng.below(tied) as usize;
    let idx = g
        .player(cx.seat)
        .hand
        .iter()
        .enumerate()
        .filter(|(_, c)| c.cost.dice() == top)
        .nth(pick)
        .map(|(i, _)| i);
    if let Some(idx) = idx {
        g.discard_from_hand(cx.seat, idx);
    }
}

/// 噬骸能量块（冷却中） Bonecruncher's Energy Block (on cooldown) (124053): no more Energy Block
/// this round.
pub static ENERGY_BLOCK_COOLDOWN: EntityDef = EntityDef {
    text: "You cannot play Bonecruncher's Energy Block again this round.",
    id: 124053,
    name: "Bonecruncher's Energy Block (on cooldown)",
    chinese_name: "噬骸能量块（冷却中）",
    kind: EntityKind::Combat,
    round_only: true,
    ..EntityDef::BLANK
};
