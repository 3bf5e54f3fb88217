//! 十六夜咲夜 (Sakuya Izayoi): the maid who bends time. Her CENTER skill makes her cards
//! cheaper, her HYPER skill draws a card whenever one of them hits; The World stops a weak
//! attack outright, and Misdirection cannot be countered.

use super::{battle, character, skill};
use crate::defs::{Body, Card, Costed, Lasts, Mod, Need, Of, Op, State, Timing, Trap, Trigger};
use tavern_protocol::gensou::CardId;

/// Sakuya's character card.
pub const SAKUYA: CardId = CardId(300);

/// Sakuya and her spell cards, character first.
pub static CARDS: [Card; 8] = [
    character(
        SAKUYA,
        "十六夜咲夜",
        "Sakuya Izayoi",
        skill(
            "完美潇洒的从者",
            "Perfect and Elegant Maid",
            Mod::CostDown {
                costed: Costed::Battle,
                of: Of::Character(SAKUYA),
                amount: 1,
            },
        ),
        // In the stopped time she acts again: a HYPER is on the field through her own attack
        // phase, so the skill pays off there (a PICK draw never could: she goes HYPER after
        // PICK and is back in the hand before her next one).
        skill(
            "时间停止",
            "Time Stop",
            Mod::HitDraws(Of::Character(SAKUYA)),
        ),
    ),
    battle(
        301,
        SAKUYA,
        "奇术「误导」",
        "Conjuring \"Misdirection\"",
        1600,
        1,
        0,
    )
    .uncounterable(),
    battle(
        302,
        SAKUYA,
        "幻符「杀人玩偶」",
        "Illusion Sign \"Killing Doll\"",
        2300,
        3,
        1,
    ),
    battle(
        303,
        SAKUYA,
        "女仆秘技「操弄玩偶」",
        "Maid Secret Skill \"Marionette\"",
        3100,
        3,
        2,
    )
    .need(Need::OpponentHpAtMost(7000)),
    Card {
        id: CardId(304),
        name: "时符「私人方块」",
        english_name: "Time Sign \"Private Square\"",
        character: Some(SAKUYA),
        body: Body::State(State {
            timing: Timing::Battle,
            cost: 1,
            lasts: Lasts::ThisTurn,
            need: Need::Nothing,
            effect: Mod::CostDown {
                costed: Costed::Battle,
                of: Of::Any,
                amount: 1,
            },
        }),
    },
    // Reads the attacking card's original power, so boosts do not shield it.
    Card {
        id: CardId(305),
        name: "幻世「世界」",
        english_name: "Illusion World \"The World\"",
        character: Some(SAKUYA),
        body: Body::Trap(Trap {
            trigger: Trigger::OpponentDeclares,
            need: Need::OpposingOriginalAtMost(2500),
            ops: &[Op::BreakOpposing],
        }),
    },
    battle(
        306,
        SAKUYA,
        "「咲夜的世界」",
        "\"Sakuya's World\"",
        4800,
        4,
        0,
    )
    .final_spell(Need::HpAtMost(4000)),
    // Time stopped just long enough to step in front of an attack.
    // A counter only: at flashiness 5, the pool's highest, it meets any declaration zone's
    // top, and as a counter it never hits, so it never raises a bar.
    battle(
        307,
        SAKUYA,
        "幻象「月神之钟」",
        "Illusion Image \"Luna Clock\"",
        2400,
        5,
        1,
    )
    .need(Need::Countering),
];
