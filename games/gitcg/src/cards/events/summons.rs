//! Events that act on summons: their usages, their leaving.

use tavern_protocol::Seat;

use crate::cards::common::event;
use crate::defs::{CardDef, CardKind, Cost, Cx, Op, TargetRule};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

/// Changes the usages of the card's target summon by `delta`; at 0 it leaves.
fn adjust_target_summon(g: &mut Gitcg, cx: &Cx, delta: i16) {
    let Some((seat, idx)) = cx.summon_target else {
        return;
    };
    // The summon's own rule decides whether running out discards it (Reflection and
    // Lightfall Sword stay at 0).
    g.add_usage(
        Loc {
            seat,
            zone: LocZone::Summon,
            idx,
        },
        delta,
    );
}

/// 快快缝补术 Quick Knit: one of the side's summons gains 1 usage.
pub static QUICK_KNIT: CardDef = CardDef {
    text: "The target summon gains 1 usage.",
    target: TargetRule::OwnSummon,
    ..event(
        332012,
        252,
        "快快缝补术",
        "Quick Knit",
        CardKind::Event,
        Cost::same(1),
        &[Op::Custom(|g, cx| adjust_target_summon(g, cx, 1))],
    )
};

/// 送你一程 Send Off: one opposing summon loses 2 usages.
pub static SEND_OFF: CardDef = CardDef {
    text: "The target summon loses 2 usages.",
    target: TargetRule::OpponentSummon,
    ..event(
        332013,
        253,
        "送你一程",
        "Send Off",
        CardKind::Event,
        Cost::same(2),
        &[Op::Custom(|g, cx| adjust_target_summon(g, cx, -2))],
    )
};

/// 护法之誓 Guardian's Oath: every summon leaves, on both sides.
pub static GUARDIANS_OATH: CardDef = CardDef {
    text: "Every summon on both sides leaves.",
    ..event(
        332014,
        254,
        "护法之誓",
        "Guardian's Oath",
        CardKind::Event,
        Cost::same(4),
        &[Op::Custom(|g, _| {
            for seat in [Seat(0), Seat(1)] {
                for idx in 0..g.player(seat).summons.len() as u8 {
                    g.discard(Loc {
                        seat,
                        zone: LocZone::Summon,
                        idx,
                    });
                }
            }
        })],
    )
};
