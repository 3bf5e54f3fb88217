//! The shared items: instant items (瞬), used from the hand at their timing, and lasting items
//! (延), set into an empty equipment slot in the attack phase. Two of the lasting items carry the
//! pool's special victories.

use crate::defs::{Band, Body, Card, Instant, ItemTiming, Lasting, Mod, Need, Of, Op, Side};
use tavern_protocol::gensou::CardId;

const fn instant(
    id: u16,
    name: &'static str,
    english_name: &'static str,
    timing: ItemTiming,
    cost: u8,
    ops: &'static [Op],
) -> Card {
    Card {
        id: CardId(id),
        name,
        english_name,
        character: None,
        body: Body::Instant(Instant {
            timing,
            cost,
            need: Need::Nothing,
            ops,
        }),
    }
}

const fn lasting(
    id: u16,
    name: &'static str,
    english_name: &'static str,
    cost: u8,
    effect: Mod,
) -> Card {
    Card {
        id: CardId(id),
        name,
        english_name,
        character: None,
        body: Body::Lasting(Lasting {
            cost,
            need: Need::Nothing,
            effect,
        }),
    }
}

/// Every shared item.
pub static CARDS: [Card; 14] = [
    instant(
        901,
        "符札",
        "Ofuda",
        ItemTiming::Attack,
        0,
        &[Op::Damage(300)],
    ),
    instant(
        902,
        "天狗的团扇",
        "Tengu's Fan",
        ItemTiming::Attack,
        1,
        &[Op::Draw(2)],
    ),
    instant(
        903,
        "河童的工具箱",
        "Kappa's Toolbox",
        ItemTiming::Attack,
        0,
        &[Op::Mend(1)],
    ),
    instant(
        904,
        "御币",
        "Gohei",
        ItemTiming::Defense,
        0,
        &[Op::PowerOpposing(-500)],
    ),
    instant(
        905,
        "上海人偶",
        "Shanghai Doll",
        ItemTiming::Defense,
        1,
        &[Op::ResetOpposing],
    ),
    instant(
        906,
        "符卡炸弹",
        "Spell Bomb",
        ItemTiming::Attack,
        2,
        &[Op::DamageBoth(600)],
    ),
    // Kept for when it matters: a printed need on an item.
    instant(
        907,
        "蓬莱之药",
        "Hourai Elixir",
        ItemTiming::Attack,
        2,
        &[Op::Heal(1500)],
    )
    .need(Need::HpAtMost(5000)),
    instant(908, "隙间", "Gap", ItemTiming::Attack, 1, &[Op::BreakOrb]),
    lasting(
        909,
        "迷你八卦炉",
        "Mini-Hakkero",
        2,
        Mod::Power {
            of: Of::Any,
            side: Side::Attack,
            band: Band::Any,
            amount: 300,
        },
    ),
    lasting(910, "护身符", "Protective Charm", 1, Mod::Guard(300)),
    lasting(911, "赛钱箱", "Offertory Box", 2, Mod::ExtraDraw(1)),
    // The newspaper reports on a player already in the news.
    lasting(
        912,
        "文文。新闻",
        "Bunbunmaru Newspaper",
        2,
        Mod::WinAtTurnStart(6),
    )
    .need(Need::Declared(3)),
    lasting(
        913,
        "人气投票",
        "Popularity Poll",
        2,
        Mod::WinInsteadOfDefeat(15),
    ),
    lasting(
        914,
        "楼观剑",
        "Roukanken",
        2,
        Mod::Power {
            of: Of::Any,
            side: Side::Any,
            band: Band::AtMost(2000),
            amount: 400,
        },
    ),
];
