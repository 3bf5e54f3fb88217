//! 博丽灵梦 (Reimu Hakurei): the shrine maiden who outlasts. Her CENTER skill lowers the battle
//! damage she takes, her HYPER skill makes her cards impossible to counter; her cards restore
//! orbs, weaken the opposing card and shield her through the opponent's turn.

use super::{battle, character, skill};
use crate::defs::{Body, Card, Lasts, Mod, Need, Of, Op, State, Timing, Trap, Trigger};
use tavern_protocol::gensou::CardId;

/// Reimu's character card.
pub const REIMU: CardId = CardId(100);

/// Reimu and her spell cards, character first.
pub static CARDS: [Card; 8] = [
    character(
        REIMU,
        "博丽灵梦",
        "Reimu Hakurei",
        skill("博丽的巫女", "Hakurei Shrine Maiden", Mod::Guard(300)),
        skill(
            "空中浮游",
            "Floating in the Air",
            Mod::Uncounterable(Of::Character(REIMU)),
        ),
    ),
    // A cheap opener that any later card can follow.
    battle(
        101,
        REIMU,
        "梦符「封魔阵」",
        "Dream Sign \"Evil-Sealing Circle\"",
        1800,
        1,
        0,
    ),
    // Refunds part of its cost when it lands.
    battle(
        102,
        REIMU,
        "灵符「梦想封印」",
        "Spirit Sign \"Fantasy Seal\"",
        2600,
        3,
        1,
    )
    .on_hit(&[Op::Restore(1)]),
    // Her strongest card needs her standing at the centre.
    battle(
        103,
        REIMU,
        "神技「八方鬼缚阵」",
        "Divine Arts \"Omnidirectional Oni-Binding Circle\"",
        3300,
        3,
        2,
    )
    .need(Need::Center),
    Card {
        id: CardId(104),
        name: "宝具「阴阳鬼神玉」",
        english_name: "Divine Spirit \"Yin-Yang Orb\"",
        character: Some(REIMU),
        body: Body::State(State {
            timing: Timing::Set,
            cost: 1,
            lasts: Lasts::UntilYourNextTurn,
            need: Need::Nothing,
            effect: Mod::Guard(500),
        }),
    },
    Card {
        id: CardId(105),
        name: "结界「二重弹幕结界」",
        english_name: "Boundary \"Duplex Barrier\"",
        character: Some(REIMU),
        body: Body::Trap(Trap {
            trigger: Trigger::OpponentDeclares,
            need: Need::Nothing,
            ops: &[Op::PowerOpposing(-1000)],
        }),
    },
    battle(106, REIMU, "「梦想天生」", "\"Fantasy Heaven\"", 5000, 4, 0)
        .final_spell(Need::HpAtMost(3000)),
    // A barrier raised against any attack, however flashy.
    // A counter only: at flashiness 5, the pool's highest, it meets any declaration zone's
    // top, and as a counter it never hits, so it never raises a bar.
    battle(
        107,
        REIMU,
        "梦境「二重大结界」",
        "Dream Land \"Great Duplex Barrier\"",
        2600,
        5,
        1,
    )
    .need(Need::Countering),
];
