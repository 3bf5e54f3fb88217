//! 魂魄妖梦 (Youmu Konpaku): many light, cheap slashes. Her CENTER skill raises cards of low
//! original power, her HYPER skill sharpens her counters; her trap strips every boost from the
//! attacking card, leaving its original power.

use super::{battle, character, skill};
use crate::defs::{Band, Body, Card, Lasts, Mod, Need, Of, Op, Side, State, Timing, Trap, Trigger};
use tavern_protocol::gensou::CardId;

/// Youmu's character card.
pub const YOUMU: CardId = CardId(500);

/// Youmu and her spell cards, character first.
pub static CARDS: [Card; 8] = [
    character(
        YOUMU,
        "魂魄妖梦",
        "Youmu Konpaku",
        skill(
            "半人半灵",
            "Half-Human, Half-Phantom",
            Mod::Power {
                of: Of::Character(YOUMU),
                side: Side::Any,
                band: Band::AtMost(2000),
                amount: 700,
            },
        ),
        skill(
            "二刀流",
            "Two-Sword Style",
            Mod::Power {
                of: Of::Any,
                side: Side::Counter,
                band: Band::Any,
                amount: 1000,
            },
        ),
    ),
    battle(
        501,
        YOUMU,
        "人符「现世斩」",
        "Human Sign \"Present Life Slash\"",
        1500,
        1,
        0,
    ),
    battle(
        502,
        YOUMU,
        "断命剑「冥想斩」",
        "Life-Cutting Sword \"Meditation Slash\"",
        2000,
        3,
        0,
    )
    .need(Need::Center),
    battle(
        503,
        YOUMU,
        "人鬼「未来永劫斩」",
        "Human Oni \"Future Eternity Slash\"",
        2900,
        3,
        2,
    )
    .need(Need::Declared(2)),
    Card {
        id: CardId(504),
        name: "魂符「幽明的苦轮」",
        english_name: "Soul Sign \"Wheel of Pain of the Living and Dead\"",
        character: Some(YOUMU),
        body: Body::Trap(Trap {
            trigger: Trigger::OpponentDeclares,
            need: Need::Nothing,
            ops: &[Op::ResetOpposing],
        }),
    },
    // Free, so it asks for Youmu at the centre: a printed need on a state card.
    Card {
        id: CardId(505),
        name: "「二百由旬之一闪」",
        english_name: "\"Flash of Two Hundred Yojana\"",
        character: Some(YOUMU),
        body: Body::State(State {
            timing: Timing::Battle,
            cost: 0,
            lasts: Lasts::ThisTurn,
            need: Need::Center,
            effect: Mod::Power {
                of: Of::Any,
                side: Side::Attack,
                band: Band::AtMost(2000),
                amount: 500,
            },
        }),
    },
    battle(
        506,
        YOUMU,
        "六道剑「一念无量劫」",
        "Six Realms Sword \"One Thought, Infinite Kalpa\"",
        4600,
        4,
        0,
    )
    .final_spell(Need::OpponentHpAtMost(6000)),
    // A parry: her blade meets the attack.
    // A counter only: at flashiness 5, the pool's highest, it meets any declaration zone's
    // top, and as a counter it never hits, so it never raises a bar.
    battle(
        507,
        YOUMU,
        "空观剑「六根清净斩」",
        "Void-Contemplation Sword \"Slash of Six Pure Senses\"",
        2300,
        5,
        1,
    )
    .need(Need::Countering),
];
