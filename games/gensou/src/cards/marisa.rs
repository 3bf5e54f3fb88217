//! 雾雨魔理沙 (Marisa Kirisame): raw firepower. Her CENTER skill strengthens her attacks, her
//! HYPER skill breaks an opposing orb with every hit; Master Spark breaks orbs too, and
//! Non-Directional Laser is strongest against a player with a broken orb.

use super::{battle, character, skill};
use crate::defs::{Band, Body, Card, Lasts, Mod, Need, Of, Op, Side, State, Timing, Trap, Trigger};
use tavern_protocol::gensou::CardId;

/// Marisa's character card.
pub const MARISA: CardId = CardId(200);

/// Marisa and her spell cards, character first.
pub static CARDS: [Card; 8] = [
    character(
        MARISA,
        "雾雨魔理沙",
        "Marisa Kirisame",
        skill(
            "普通的魔法使",
            "Ordinary Magician",
            Mod::Power {
                of: Of::Character(MARISA),
                side: Side::Attack,
                band: Band::Any,
                amount: 300,
            },
        ),
        skill(
            "大火力主义",
            "Firepower Above All",
            Mod::HitBreaksOrb(Of::Character(MARISA)),
        ),
    ),
    battle(
        201,
        MARISA,
        "魔符「银河」",
        "Magic Sign \"Milky Way\"",
        2000,
        1,
        0,
    ),
    // Strong for its cost, once an opposing orb lies broken.
    battle(
        202,
        MARISA,
        "恋符「非定向光线」",
        "Love Sign \"Non-Directional Laser\"",
        2900,
        3,
        1,
    )
    .need(Need::OpponentBrokenOrb),
    battle(
        203,
        MARISA,
        "恋符「极限火花」",
        "Love Sign \"Master Spark\"",
        3600,
        3,
        2,
    )
    .need(Need::Attacking)
    .on_hit(&[Op::BreakOrb]),
    Card {
        id: CardId(204),
        name: "魔空「小行星带」",
        english_name: "Magic Space \"Asteroid Belt\"",
        character: Some(MARISA),
        body: Body::State(State {
            timing: Timing::Battle,
            cost: 1,
            lasts: Lasts::ThisTurn,
            need: Need::Nothing,
            effect: Mod::Power {
                of: Of::Character(MARISA),
                side: Side::Any,
                band: Band::Any,
                amount: 500,
            },
        }),
    },
    // Her one trap fires in her own turn, when her attack meets a counter.
    Card {
        id: CardId(205),
        name: "黑魔「事件视界」",
        english_name: "Black Magic \"Event Horizon\"",
        character: Some(MARISA),
        body: Body::Trap(Trap {
            trigger: Trigger::Countered,
            need: Need::Nothing,
            ops: &[Op::PowerOwn(800)],
        }),
    },
    battle(
        206,
        MARISA,
        "魔炮「究极火花」",
        "Magicannon \"Final Master Spark\"",
        5500,
        4,
        0,
    )
    .final_spell(Need::Declared(3)),
    // Stars thrown into the path of an attack.
    // A counter only: at flashiness 5, the pool's highest, it meets any declaration zone's
    // top, and as a counter it never hits, so it never raises a bar.
    battle(
        207,
        MARISA,
        "魔符「星尘幻想」",
        "Magic Sign \"Stardust Reverie\"",
        2400,
        5,
        1,
    )
    .need(Need::Countering),
];
