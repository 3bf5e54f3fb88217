//! Air (空气, white): voided attacks, unblockable creatures and piercing spells, sacrifice,
//! morphing, the graveyard, damage to everything, and the planes.

use tavern_protocol::confix::{CardId, Element::Air, Kind};

use super::{cost, Amount, CardDef, Keywords, Op, TargetRule, Who, BLANK};

const AIR: CardDef = CardDef {
    element: Air,
    ..BLANK
};

/// The air cards.
pub(super) static CARDS: &[CardDef] = &[
    // 疾风之壁 Gale Wall: an attack made void.
    CardDef {
        id: CardId(301),
        name: "疾风之壁",
        english_name: "Gale Wall",
        kind: Kind::Object,
        cost: cost(0, Air, 1),
        keywords: Keywords::DEFLECT,
        ..AIR
    },
    // 天空游侠 Sky Ranger: cannot be blocked.
    CardDef {
        id: CardId(302),
        name: "天空游侠",
        english_name: "Sky Ranger",
        kind: Kind::Creature,
        cost: cost(1, Air, 1),
        power: 2,
        keywords: Keywords::UNBLOCKABLE,
        ..AIR
    },
    // 雷霆风暴 Thunderstorm: damage to every creature.
    CardDef {
        id: CardId(303),
        name: "雷霆风暴",
        english_name: "Thunderstorm",
        cost: cost(2, Air, 1),
        play: &[Op::Damage(Who::EachCreature, Amount::Fixed(2))],
        ..AIR
    },
    // 变形术 Polymorph: morph.
    CardDef {
        id: CardId(304),
        name: "变形术",
        english_name: "Polymorph",
        cost: cost(1, Air, 1),
        target: TargetRule::Creature,
        play: &[Op::Morph(Who::Target)],
        ..AIR
    },
    // 升华仪式 Rite of Ascent: sacrifice.
    CardDef {
        id: CardId(305),
        name: "升华仪式",
        english_name: "Rite of Ascent",
        cost: cost(2, Air, 1),
        target: TargetRule::OwnCreature,
        play: &[
            Op::Destroy(Who::Target),
            Op::Damage(Who::EachEnemy, Amount::TargetPower),
        ],
        ..AIR
    },
    // 虚空放逐 Void Banish: a graveyard exiled.
    CardDef {
        id: CardId(306),
        name: "虚空放逐",
        english_name: "Void Banish",
        cost: cost(0, Air, 1),
        target: TargetRule::Player,
        play: &[Op::ExileGraveyard(Who::Target), Op::Draw(Who::Me, 1)],
        ..AIR
    },
    // 位面裂隙 Planar Rift: the planes shift.
    CardDef {
        id: CardId(307),
        name: "位面裂隙",
        english_name: "Planar Rift",
        cost: cost(0, Air, 1),
        play: &[Op::Shift, Op::Draw(Who::Me, 1)],
        ..AIR
    },
    // 混沌召唤 Call of Chaos: the plane's [X] without the die.
    CardDef {
        id: CardId(308),
        name: "混沌召唤",
        english_name: "Call of Chaos",
        cost: cost(1, Air, 1),
        play: &[Op::Chaos],
        ..AIR
    },
    // 风之精灵 Wind Sprite: swift and unblockable.
    CardDef {
        id: CardId(309),
        name: "风之精灵",
        english_name: "Wind Sprite",
        kind: Kind::Creature,
        cost: cost(0, Air, 1),
        power: 1,
        keywords: Keywords::SWIFT.and(Keywords::UNBLOCKABLE),
        ..AIR
    },
    // 放逐之风 Banishing Gale: exile (湮灭).
    CardDef {
        id: CardId(310),
        name: "放逐之风",
        english_name: "Banishing Gale",
        cost: cost(2, Air, 1),
        target: TargetRule::Creature,
        play: &[Op::Exile(Who::Target)],
        ..AIR
    },
    // 风暴之眼 Eye of the Storm: damage to every enemy creature each turn.
    CardDef {
        id: CardId(311),
        name: "风暴之眼",
        english_name: "Eye of the Storm",
        kind: Kind::Object,
        cost: cost(2, Air, 1),
        end: &[Op::Damage(Who::EachEnemyCreature, Amount::Fixed(1))],
        ..AIR
    },
    // 位面行者 Plane Strider: the planes shift when it dies.
    CardDef {
        id: CardId(312),
        name: "位面行者",
        english_name: "Plane Strider",
        kind: Kind::Creature,
        cost: cost(2, Air, 1),
        power: 3,
        dies: &[Op::Shift],
        ..AIR
    },
    // 穿云箭 Piercing Gale: spell penetration (法术穿透), past wards and mirrors.
    CardDef {
        id: CardId(313),
        name: "穿云箭",
        english_name: "Piercing Gale",
        cost: cost(1, Air, 1),
        keywords: Keywords::PIERCING,
        target: TargetRule::Any,
        play: &[Op::Damage(Who::Target, Amount::Fixed(2))],
        ..AIR
    },
];
