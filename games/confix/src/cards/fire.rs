//! Fire (火焰, red): damage amplification, first strike, instant damage, random damage, repeated
//! damage and damage over time.

use tavern_protocol::confix::{CardId, Element::Fire, Kind};

use super::{cost, Amount, CardDef, Keywords, Op, TargetRule, Who, BLANK};

const FIRE: CardDef = CardDef {
    element: Fire,
    ..BLANK
};

/// The fire cards.
pub(super) static CARDS: &[CardDef] = &[
    // 火花 Spark: cheap instant damage to anything.
    CardDef {
        id: CardId(101),
        name: "火花",
        english_name: "Spark",
        cost: cost(0, Fire, 1),
        target: TargetRule::Any,
        play: &[Op::Damage(Who::Target, Amount::Fixed(2))],
        ..FIRE
    },
    // 烈焰长矛 Flame Lance: more damage for more runes.
    CardDef {
        id: CardId(102),
        name: "烈焰长矛",
        english_name: "Flame Lance",
        cost: cost(2, Fire, 1),
        target: TargetRule::Any,
        play: &[Op::Damage(Who::Target, Amount::Fixed(4))],
        ..FIRE
    },
    // 灼烧 Scorch: damage over time, put in front of its victim; the rulebook's Jacob example
    // prints it "每回合开始时, 对受影响的玩家造成1点伤害" (at the beginning of each turn, 1 damage
    // to the affected player). It burns out after three turns, so that a table of six does not
    // make it six times as strong as a duel.
    CardDef {
        id: CardId(103),
        name: "灼烧",
        english_name: "Scorch",
        kind: Kind::Object,
        cost: cost(0, Fire, 1),
        power: 3,
        target: TargetRule::Player,
        beginning: &[
            Op::Damage(Who::Affected, Amount::Fixed(1)),
            Op::Power(Who::This, -1),
        ],
        each_turn: true,
        ..FIRE
    },
    // 狂怒火精 Raging Imp: a small first striker.
    CardDef {
        id: CardId(104),
        name: "狂怒火精",
        english_name: "Raging Imp",
        kind: Kind::Creature,
        cost: cost(0, Fire, 1),
        power: 2,
        keywords: Keywords::FIRST_STRIKE,
        ..FIRE
    },
    // 熔火狂战士 Molten Berserker: attacks the turn it enters.
    CardDef {
        id: CardId(105),
        name: "熔火狂战士",
        english_name: "Molten Berserker",
        kind: Kind::Creature,
        cost: cost(1, Fire, 1),
        power: 3,
        keywords: Keywords::SWIFT,
        ..FIRE
    },
    // 混沌火球 Chaos Fireball: random damage.
    CardDef {
        id: CardId(106),
        name: "混沌火球",
        english_name: "Chaos Fireball",
        cost: cost(2, Fire, 1),
        target: TargetRule::Any,
        play: &[Op::Damage(Who::Target, Amount::Die)],
        ..FIRE
    },
    // 火焰图腾 Flame Totem: repeated damage every turn while it stands.
    CardDef {
        id: CardId(107),
        name: "火焰图腾",
        english_name: "Flame Totem",
        kind: Kind::Object,
        cost: cost(2, Fire, 1),
        power: 2,
        end: &[Op::Damage(Who::EachEnemy, Amount::Fixed(1))],
        ..FIRE
    },
    // 炎爆术 Pyroblast: the big finisher.
    CardDef {
        id: CardId(108),
        name: "炎爆术",
        english_name: "Pyroblast",
        cost: cost(3, Fire, 2),
        target: TargetRule::Any,
        play: &[Op::Damage(Who::Target, Amount::Fixed(5))],
        ..FIRE
    },
    // 焚火之镜 Burning Lens: damage amplification.
    CardDef {
        id: CardId(109),
        name: "焚火之镜",
        english_name: "Burning Lens",
        kind: Kind::Object,
        cost: cost(1, Fire, 1),
        keywords: Keywords::AMPLIFY,
        ..FIRE
    },
    // 爆裂地精 Blast Goblin: damage again when it dies.
    CardDef {
        id: CardId(110),
        name: "爆裂地精",
        english_name: "Blast Goblin",
        kind: Kind::Creature,
        cost: cost(0, Fire, 1),
        power: 1,
        dies: &[Op::Damage(Who::EachEnemy, Amount::Fixed(1))],
        ..FIRE
    },
    // 灰烬之税 Toll of Ash: every enemy chooses between life and cards.
    CardDef {
        id: CardId(111),
        name: "灰烬之税",
        english_name: "Toll of Ash",
        cost: cost(1, Fire, 1),
        play: &[Op::May {
            who: Who::EachEnemy,
            yes: &[Op::Damage(Who::Decider, Amount::Fixed(2))],
            no: &[Op::Discard(Who::Decider, 2)],
        }],
        ..FIRE
    },
    // 召火术士 Flamecaller: random damage to an enemy creature on arrival.
    CardDef {
        id: CardId(112),
        name: "召火术士",
        english_name: "Flamecaller",
        kind: Kind::Creature,
        cost: cost(2, Fire, 1),
        power: 2,
        play: &[Op::Damage(Who::RandomEnemyCreature, Amount::Fixed(2))],
        ..FIRE
    },
];
