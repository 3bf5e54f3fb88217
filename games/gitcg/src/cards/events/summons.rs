//! Events that act on summons: their usages, their leaving.

use arrayvec::ArrayVec;
use tavern_protocol::Seat;

use crate::cards::common::event;
use crate::defs::{CardDef, CardKind, Cost, Cx, Op, TargetRule};
use crate::state::{Loc, LocZone, SUMMON_CAP};
use crate::version::{V4_5, V5_2};
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

/// 可控性去危害化式定向爆破 Controlled Directional Blast: only while the opponent holds at least
/// 4 supports and summons together; every summon on both sides loses 1 usage.
pub static CONTROLLED_DIRECTIONAL_BLAST: CardDef = CardDef {
    since: V4_5,
    text: "Playable only while the opponent has at least 4 supports and summons in all. Every summon on both sides loses 1 usage.",
    condition: Some(|g, seat, _| {
        let foe = g.player(seat.other());
        (foe.supports.len() + foe.summons.len() < 4)
            .then_some("the opponent has fewer than 4 supports and summons")
    }),
    ..event(
        332030,
        347,
        "可控性去危害化式定向爆破",
        "Controlled Directional Blast",
        CardKind::Event,
        Cost::same(1),
        &[Op::Custom(|g, _| {
            for seat in [Seat(0), Seat(1)] {
                for idx in 0..g.player(seat).summons.len() as u8 {
                    let loc = Loc {
                        seat,
                        zone: LocZone::Summon,
                        idx,
                    };
                    if !g.ent(loc).dead {
                        g.add_usage(loc, -1);
                    }
                }
            }
        })],
    )
};

/// 强劲冲浪拍档！ Ultimate Surfing Buddy!: only with at least 2 summons on the table; one random
/// summon of each side runs its End Phase effect, the side's first.
pub static ULTIMATE_SURFING_BUDDY: CardDef = CardDef {
    since: V5_2,
    text: "Playable only while there are at least 2 summons on the table. A random summon of yours, then a random summon of the opponent's, each run their End Phase effect.",
    condition: Some(|g, seat, _| {
        let n = g.player(seat).summons.len() + g.player(seat.other()).summons.len();
        (n < 2).then_some("there are fewer than 2 summons on the table")
    }),
    ..event(
        332041,
        442,
        "强劲冲浪拍档！",
        "Ultimate Surfing Buddy!",
        CardKind::Event,
        Cost::FREE,
        &[Op::Custom(|g, cx| {
            for seat in [cx.seat, cx.seat.other()] {
                let living: ArrayVec<u16, SUMMON_CAP> = g
                    .player(seat)
                    .summons
                    .iter()
                    .filter(|e| !e.dead)
                    .map(|e| e.serial)
                    .collect();
                if living.is_empty() {
                    continue;
                }
                let pick = living[g.rng.below(living.len() as u32) as usize];
                g.end_phase_effect(seat, LocZone::Summon, pick);
            }
        })],
    )
};
