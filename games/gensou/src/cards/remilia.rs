//! 蕾米莉亚·斯卡蕾特 (Remilia Scarlet): heavy cards and a NULLITY spear. Her CENTER skill
//! raises cards of high original power, her HYPER skill unseals Spear the Gungnir, which
//! cannot be declared in the usual way; her trap strikes back when she is hurt.

use super::{battle, character, skill};
use crate::defs::{Band, Body, Card, Lasts, Mod, Need, Of, Op, Side, State, Timing, Trap, Trigger};
use tavern_protocol::gensou::CardId;

/// Remilia's character card.
pub const REMILIA: CardId = CardId(400);

/// Remilia and her spell cards, character first.
pub static CARDS: [Card; 8] = [
    character(
        REMILIA,
        "蕾米莉亚·斯卡蕾特",
        "Remilia Scarlet",
        skill(
            "红魔馆之主",
            "Mistress of the Scarlet Devil Mansion",
            Mod::Power {
                of: Of::Character(REMILIA),
                side: Side::Any,
                band: Band::AtLeast(3000),
                amount: 500,
            },
        ),
        skill(
            "操纵命运的程度",
            "Manipulation of Fate",
            Mod::Unseal(Of::Character(REMILIA)),
        ),
    ),
    battle(
        401,
        REMILIA,
        "天罚「大卫之星」",
        "Divine Punishment \"Star of David\"",
        2500,
        3,
        1,
    ),
    battle(
        402,
        REMILIA,
        "冥符「红色的冥界」",
        "Nether Sign \"Scarlet Netherworld\"",
        3400,
        3,
        2,
    ),
    battle(
        403,
        REMILIA,
        "神枪「冈格尼尔之枪」",
        "Divine Spear \"Spear the Gungnir\"",
        4200,
        5,
        2,
    )
    .nullity(),
    // Played in her own turn, it strengthens her counters through the opponent's.
    Card {
        id: CardId(404),
        name: "红符「不夜城红」",
        english_name: "Scarlet Sign \"Red the Nightless Castle\"",
        character: Some(REMILIA),
        body: Body::State(State {
            timing: Timing::Set,
            cost: 1,
            lasts: Lasts::UntilYourNextTurn,
            need: Need::Nothing,
            effect: Mod::Power {
                of: Of::Character(REMILIA),
                side: Side::Counter,
                band: Band::Any,
                amount: 600,
            },
        }),
    },
    Card {
        id: CardId(405),
        name: "运命「悲惨的命运」",
        english_name: "Destiny \"Miserable Fate\"",
        character: Some(REMILIA),
        body: Body::Trap(Trap {
            trigger: Trigger::Damaged,
            need: Need::Nothing,
            ops: &[Op::Damage(800)],
        }),
    },
    battle(
        406,
        REMILIA,
        "「红色幻想乡」",
        "\"Scarlet Gensokyo\"",
        5000,
        4,
        0,
    )
    .final_spell(Need::HpAtMost(5000)),
    // A thrust that answers an attack and nothing else.
    // A counter only: at flashiness 5, the pool's highest, it meets any declaration zone's
    // top, and as a counter it never hits, so it never raises a bar.
    battle(
        407,
        REMILIA,
        "必杀「心脏破坏」",
        "Certain Kill \"Heart Break\"",
        2800,
        5,
        1,
    )
    .need(Need::Countering),
];
