//! The units of Verda (ヴェルダ), the desert host: heavy fighters, slingers and siege
//! engineers. Every card is the project's own design.

use tavern_protocol::seven_square::CardId;

use super::{Ability, Card, CardDef, Kind, Whom};

/// 鉄壁のガロン (Garon the Ironwall): a general that is hard to bring down.
pub static GARON: CardDef = CardDef {
    id: CardId(201),
    name: "鉄壁のガロン",
    english_name: "Garon the Ironwall",
    cost: 5,
    kind: Kind::Unit {
        attack: 2,
        life: 12,
        movement: 1,
    },
    abilities: &[Ability::Prestige],
    remarks: "ヴェルダ所属。 城門そのものと呼ばれる将。",
};

/// 砂漠の女王ザハラ (Zahra, Desert Queen): a general who strikes hard and moves fast.
pub static ZAHRA: CardDef = CardDef {
    id: CardId(202),
    name: "砂漠の女王ザハラ",
    english_name: "Zahra, Desert Queen",
    cost: 4,
    kind: Kind::Unit {
        attack: 4,
        life: 6,
        movement: 2,
    },
    abilities: &[Ability::Prestige],
    remarks: "ヴェルダ所属。 砂嵐と共に現れる。",
};

/// 重装兵 (Heavy Infantry): attack 2, life 5 (the rulebook's example 3 stalwart).
pub static HEAVY_INFANTRY: CardDef = CardDef {
    id: CardId(203),
    name: "重装兵",
    english_name: "Heavy Infantry",
    cost: 2,
    kind: Kind::Unit {
        attack: 2,
        life: 5,
        movement: 1,
    },
    abilities: &[],
    remarks: "ヴェルダ所属。 分厚い鎧の壁。",
};

/// 投石兵 (Slinger): a cheap shot at two squares.
pub static SLINGER: CardDef = CardDef {
    id: CardId(204),
    name: "投石兵",
    english_name: "Slinger",
    cost: 2,
    kind: Kind::Unit {
        attack: 1,
        life: 3,
        movement: 1,
    },
    abilities: &[Ability::Shoot {
        damage: 1,
        range: 2,
    }],
    remarks: "ヴェルダ所属。 砂漠の石は尽きない。",
};

/// 築城兵 (Siege Engineer): an engineer that can also hold a square.
pub static SIEGE_ENGINEER: CardDef = CardDef {
    id: CardId(205),
    name: "築城兵",
    english_name: "Siege Engineer",
    cost: 2,
    kind: Kind::Unit {
        attack: 2,
        life: 4,
        movement: 1,
    },
    abilities: &[Ability::Engineering],
    remarks: "ヴェルダ所属。 一夜で砦を建てる。",
};

/// 傭兵 (Sellsword): attack 3, life 3 (the rulebook's examples' strong enemy).
pub static SELLSWORD: CardDef = CardDef {
    id: CardId(206),
    name: "傭兵",
    english_name: "Sellsword",
    cost: 2,
    kind: Kind::Unit {
        attack: 3,
        life: 3,
        movement: 1,
    },
    abilities: &[],
    remarks: "ヴェルダ所属。 金の続く限り戦う。",
};

/// 槍兵 (Pikeman): attack 2, life 2 for 1 IP.
pub static PIKEMAN: CardDef = CardDef {
    id: CardId(207),
    name: "槍兵",
    english_name: "Pikeman",
    cost: 1,
    kind: Kind::Unit {
        attack: 2,
        life: 2,
        movement: 1,
    },
    abilities: &[],
    remarks: "ヴェルダ所属。 長槍を揃えて進む。",
};

/// ヴェルダの戦士長 (Verda Warchief): lifts every Verda unit fighting beside it.
pub static WARCHIEF: CardDef = CardDef {
    id: CardId(208),
    name: "ヴェルダの戦士長",
    english_name: "Verda Warchief",
    cost: 3,
    kind: Kind::Unit {
        attack: 2,
        life: 4,
        movement: 1,
    },
    abilities: &[Ability::Inspire {
        whom: Whom::Remarks("ヴェルダ"),
        english: "Verda",
        bonus: 1,
    }],
    remarks: "ヴェルダ所属。 鬨の声が砂丘に響く。",
};

/// 呪術師 (Hexer): a heavy curse at short range, harmless in battle.
pub static HEXER: CardDef = CardDef {
    id: CardId(209),
    name: "呪術師",
    english_name: "Hexer",
    cost: 3,
    kind: Kind::Unit {
        attack: 0,
        life: 3,
        movement: 1,
    },
    abilities: &[Ability::Shoot {
        damage: 3,
        range: 1,
    }],
    remarks: "ヴェルダ所属。 砂に呪いを刻む。",
};

/// 従軍薬師 (Field Apothecary): binds wounds in the thick of the battle (an ability of the
/// battle phase, the rulebook's "一部能力").
pub static APOTHECARY: CardDef = CardDef {
    id: CardId(210),
    name: "従軍薬師",
    english_name: "Field Apothecary",
    cost: 2,
    kind: Kind::Unit {
        attack: 1,
        life: 3,
        movement: 1,
    },
    abilities: &[Ability::FirstAid(2)],
    remarks: "ヴェルダ所属。 剣戟の中で傷を縫う。",
};

/// Verda's units in id order.
pub static CARDS: &[Card] = &[
    &GARON,
    &ZAHRA,
    &HEAVY_INFANTRY,
    &SLINGER,
    &SIEGE_ENGINEER,
    &SELLSWORD,
    &PIKEMAN,
    &WARCHIEF,
    &HEXER,
    &APOTHECARY,
];
