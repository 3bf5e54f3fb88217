//! 东风谷早苗 (Kochiya Sanae): miracles and momentum. Her CENTER skill makes state cards
//! cheaper, her HYPER skill and Summon Takeminakata loosen the flashiness condition; her cards
//! draw on a hit and heal when she is hurt.

use super::{battle, character, skill};
use crate::defs::{Body, Card, Costed, Lasts, Mod, Need, Of, Op, State, Timing, Trap, Trigger};
use tavern_protocol::gensou::CardId;

/// Sanae's character card.
pub const SANAE: CardId = CardId(600);

/// Sanae and her spell cards, character first.
pub static CARDS: [Card; 8] = [
    character(
        SANAE,
        "东风谷早苗",
        "Sanae Kochiya",
        skill(
            "风祝",
            "Wind Priestess",
            Mod::CostDown {
                costed: Costed::State,
                of: Of::Any,
                amount: 1,
            },
        ),
        skill(
            "奇迹的现人神",
            "Living Goddess of Miracles",
            Mod::FlashSlack(2),
        ),
    ),
    battle(
        601,
        SANAE,
        "秘术「灰色奇术」",
        "Secret Art \"Gray Thaumaturgy\"",
        1900,
        1,
        0,
    ),
    battle(
        602,
        SANAE,
        "奇迹「白昼的客星」",
        "Miracle \"Daytime Guest Stars\"",
        2400,
        3,
        1,
    )
    .on_hit(&[Op::Draw(1)]),
    battle(
        603,
        SANAE,
        "开海「割海成路之日」",
        "Sea Opening \"The Day the Sea Split\"",
        3100,
        3,
        2,
    )
    .uncounterable(),
    Card {
        id: CardId(604),
        name: "准备「召请建御名方神」",
        english_name: "Preparation \"Summon Takeminakata\"",
        character: Some(SANAE),
        body: Body::State(State {
            timing: Timing::Set,
            cost: 1,
            lasts: Lasts::ThisTurn,
            need: Need::Nothing,
            effect: Mod::FlashSlack(2),
        }),
    },
    Card {
        id: CardId(605),
        name: "奇迹「神之风」",
        english_name: "Miracle \"God's Wind\"",
        character: Some(SANAE),
        body: Body::Trap(Trap {
            trigger: Trigger::Damaged,
            need: Need::Nothing,
            ops: &[Op::Heal(1000)],
        }),
    },
    battle(
        606,
        SANAE,
        "大奇迹「八坂之神风」",
        "Great Miracle \"Yasaka's Divine Wind\"",
        5200,
        4,
        0,
    )
    .final_spell(Need::Declared(2)),
    // A miracle in answer to an attack.
    // A counter only: at flashiness 5, the pool's highest, it meets any declaration zone's
    // top, and as a counter it never hits, so it never raises a bar.
    battle(
        607,
        SANAE,
        "奇迹「客星辉煌之夜」",
        "Miracle \"Night of Bright Guest Stars\"",
        2400,
        5,
        1,
    )
    .need(Need::Countering),
];
