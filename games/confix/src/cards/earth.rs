//! Earth (大地, green): damage reduction, retaliation, creatures that come back, runes, tokens
//! and healing.

use tavern_protocol::confix::{CardId, Element::Earth, Kind};

use super::EARTH_ELEMENTAL;
use super::{cost, Ability, CardDef, Keywords, Op, TargetRule, Who, WinCondition, BLANK};

const EARTH: CardDef = CardDef {
    element: Earth,
    ..BLANK
};

/// The earth cards.
pub(super) static CARDS: &[CardDef] = &[
    // 无尽之泉 Endless Spring: healing each turn; the rulebook's Jacob example prints it
    // "每回合开始时, 为受影响的玩家回复1点生命值" (at the beginning of each turn, the affected
    // player regains 1 life). It runs dry after four turns, like Scorch.
    CardDef {
        id: CardId(401),
        name: "无尽之泉",
        english_name: "Endless Spring",
        kind: Kind::Object,
        cost: cost(0, Earth, 1),
        power: 4,
        target: TargetRule::Player,
        beginning: &[Op::Heal(Who::Affected, 1), Op::Power(Who::This, -1)],
        each_turn: true,
        ..EARTH
    },
    // 石肤守卫 Stoneskin Sentinel: damage reduction.
    CardDef {
        id: CardId(402),
        name: "石肤守卫",
        english_name: "Stoneskin Sentinel",
        kind: Kind::Creature,
        cost: cost(1, Earth, 1),
        power: 2,
        keywords: Keywords::STONESKIN,
        ..EARTH
    },
    // 荆棘巨兽 Thornback: retaliation.
    CardDef {
        id: CardId(403),
        name: "荆棘巨兽",
        english_name: "Thornback",
        kind: Kind::Creature,
        cost: cost(2, Earth, 1),
        power: 3,
        keywords: Keywords::RETALIATE,
        ..EARTH
    },
    // 不死树人 Deathless Treant: comes back (不死).
    CardDef {
        id: CardId(404),
        name: "不死树人",
        english_name: "Deathless Treant",
        kind: Kind::Creature,
        cost: cost(2, Earth, 1),
        power: 2,
        keywords: Keywords::UNDYING,
        ..EARTH
    },
    // 大地之召 Call of the Land: tokens.
    CardDef {
        id: CardId(405),
        name: "大地之召",
        english_name: "Call of the Land",
        cost: cost(1, Earth, 1),
        play: &[Op::Summon(&EARTH_ELEMENTAL, 2)],
        ..EARTH
    },
    // 符文觉醒 Rune Awakening: a rune more.
    CardDef {
        id: CardId(406),
        name: "符文觉醒",
        english_name: "Rune Awakening",
        cost: cost(1, Earth, 1),
        play: &[Op::AddRune(Earth)],
        ..EARTH
    },
    // 符文崩解 Rune Shatter: an enemy's rune broken.
    CardDef {
        id: CardId(407),
        name: "符文崩解",
        english_name: "Rune Shatter",
        cost: cost(1, Earth, 1),
        target: TargetRule::EnemyPlayer,
        play: &[Op::BreakRune(Who::Target)],
        ..EARTH
    },
    // 生命绽放 Bloom: healing.
    CardDef {
        id: CardId(408),
        name: "生命绽放",
        english_name: "Bloom",
        cost: cost(0, Earth, 1),
        target: TargetRule::Player,
        play: &[Op::Heal(Who::Target, 3)],
        ..EARTH
    },
    // 山岳之心 Heart of the Mountain: a card's own victory condition.
    CardDef {
        id: CardId(409),
        name: "山岳之心",
        english_name: "Heart of the Mountain",
        kind: Kind::Object,
        cost: cost(3, Earth, 1),
        beginning: &[Op::WinIf(WinCondition::RunesAtLeast(12))],
        ..EARTH
    },
    // 复生 Regrowth: a creature reused from the graveyard.
    CardDef {
        id: CardId(410),
        name: "复生",
        english_name: "Regrowth",
        cost: cost(1, Earth, 1),
        play: &[Op::Recall(1)],
        ..EARTH
    },
    // 大地守护灵 Earth Warden: the wall that hits back.
    CardDef {
        id: CardId(411),
        name: "大地守护灵",
        english_name: "Earth Warden",
        kind: Kind::Creature,
        cost: cost(3, Earth, 1),
        power: 4,
        keywords: Keywords::STONESKIN.and(Keywords::RETALIATE),
        ..EARTH
    },
    // 愈合图腾 Healing Totem: a tap ability that heals; damage to its power breaks it.
    CardDef {
        id: CardId(412),
        name: "愈合图腾",
        english_name: "Healing Totem",
        kind: Kind::Object,
        cost: cost(1, Earth, 1),
        power: 3,
        ability: Some(Ability {
            cost: cost(0, Earth, 0),
            target: TargetRule::Player,
            ops: &[Op::Heal(Who::Target, 1)],
        }),
        ..EARTH
    },
];
