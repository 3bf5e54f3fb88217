//! Water (水流, blue): counters (康!), drawing and discarding, mind control and spell
//! redirection, looking at cards, the deck, and cards returned to hand.

use tavern_protocol::confix::{CardId, Element::Water, Kind};

use super::{cost, CardDef, Keywords, Op, TargetRule, Who, BLANK};

const WATER: CardDef = CardDef {
    element: Water,
    ..BLANK
};

/// The water cards.
pub(super) static CARDS: &[CardDef] = &[
    // 潮汐洞察 Tidal Insight: draw.
    CardDef {
        id: CardId(201),
        name: "潮汐洞察",
        english_name: "Tidal Insight",
        cost: cost(1, Water, 1),
        play: &[Op::Draw(Who::Me, 2)],
        ..WATER
    },
    // 反制结界 Counterward: the counter, as a standing ward.
    CardDef {
        id: CardId(202),
        name: "反制结界",
        english_name: "Counterward",
        kind: Kind::Object,
        cost: cost(0, Water, 1),
        keywords: Keywords::WARD,
        ..WATER
    },
    // 回潮 Undertow: a creature back to its owner's hand.
    CardDef {
        id: CardId(203),
        name: "回潮",
        english_name: "Undertow",
        cost: cost(0, Water, 1),
        target: TargetRule::Creature,
        play: &[Op::Bounce(Who::Target)],
        ..WATER
    },
    // 心灵潮汐 Mind Tide: mind control.
    CardDef {
        id: CardId(204),
        name: "心灵潮汐",
        english_name: "Mind Tide",
        cost: cost(2, Water, 2),
        target: TargetRule::EnemyCreature,
        play: &[Op::Steal(Who::Target)],
        ..WATER
    },
    // 巨人幻象 Giant Phantasm: the rulebook's example card, costing *W; an illusion.
    CardDef {
        id: CardId(205),
        name: "巨人幻象",
        english_name: "Giant Phantasm",
        kind: Kind::Creature,
        cost: cost(1, Water, 1),
        power: 3,
        keywords: Keywords::ILLUSION,
        ..WATER
    },
    // 记忆窃取 Memory Theft: discard.
    CardDef {
        id: CardId(206),
        name: "记忆窃取",
        english_name: "Memory Theft",
        cost: cost(1, Water, 1),
        target: TargetRule::EnemyPlayer,
        play: &[Op::Discard(Who::Target, 2)],
        ..WATER
    },
    // 漩涡 Maelstrom: the deck, milled.
    CardDef {
        id: CardId(207),
        name: "漩涡",
        english_name: "Maelstrom",
        cost: cost(0, Water, 1),
        target: TargetRule::Player,
        play: &[Op::Mill(Who::Target, 3)],
        ..WATER
    },
    // 潮汐术士 Tide Sage: a creature that draws.
    CardDef {
        id: CardId(208),
        name: "潮汐术士",
        english_name: "Tide Sage",
        kind: Kind::Creature,
        cost: cost(1, Water, 1),
        power: 1,
        play: &[Op::Draw(Who::Me, 1)],
        ..WATER
    },
    // 深渊交易 Abyssal Bargain: a "may" of the caster.
    CardDef {
        id: CardId(209),
        name: "深渊交易",
        english_name: "Abyssal Bargain",
        cost: cost(0, Water, 1),
        play: &[Op::May {
            who: Who::Me,
            yes: &[Op::Discard(Who::Me, 1), Op::Draw(Who::Me, 2)],
            no: &[],
        }],
        ..WATER
    },
    // 冰封 Frost Lock: a creature tapped, so it cannot defend.
    CardDef {
        id: CardId(210),
        name: "冰封",
        english_name: "Frost Lock",
        cost: cost(0, Water, 1),
        target: TargetRule::Creature,
        play: &[Op::Tap(Who::Target)],
        ..WATER
    },
    // 预知之池 Scrying Pool: the deck turned over each turn.
    CardDef {
        id: CardId(211),
        name: "预知之池",
        english_name: "Scrying Pool",
        kind: Kind::Object,
        cost: cost(1, Water, 1),
        beginning: &[Op::Mill(Who::Affected, 1), Op::Draw(Who::Affected, 1)],
        ..WATER
    },
    // 海妖 Siren: an enemy creature sent back to hand on arrival.
    CardDef {
        id: CardId(212),
        name: "海妖",
        english_name: "Siren",
        kind: Kind::Creature,
        cost: cost(2, Water, 1),
        power: 2,
        play: &[Op::Bounce(Who::RandomEnemyCreature)],
        ..WATER
    },
    // 窥心术 Mind's Eye: looking at cards (看牌), an enemy's hand.
    CardDef {
        id: CardId(213),
        name: "窥心术",
        english_name: "Mind's Eye",
        cost: cost(0, Water, 1),
        target: TargetRule::EnemyPlayer,
        play: &[Op::LookAtHand(Who::Target), Op::Draw(Who::Me, 1)],
        ..WATER
    },
    // 潮镜 Tide Mirror: spell redirection (法术偏移).
    CardDef {
        id: CardId(214),
        name: "潮镜",
        english_name: "Tide Mirror",
        kind: Kind::Object,
        cost: cost(0, Water, 1),
        keywords: Keywords::REDIRECT,
        ..WATER
    },
    // 潮汐卜算 Tide Reading: looking at a deck and working it (看牌, 操纵牌库).
    CardDef {
        id: CardId(215),
        name: "潮汐卜算",
        english_name: "Tide Reading",
        cost: cost(0, Water, 1),
        target: TargetRule::Player,
        play: &[
            Op::LookAtTop(Who::Target),
            Op::May {
                who: Who::Me,
                yes: &[Op::Mill(Who::Target, 1)],
                no: &[],
            },
        ],
        ..WATER
    },
];
