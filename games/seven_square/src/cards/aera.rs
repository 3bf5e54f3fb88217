//! The units of Aera (アエラ), the rulebook's own faction: knights, archers and engineers. The
//! Warrior is printed in the rulebook; every other card is the project's own design.

use tavern_protocol::seven_square::CardId;

use super::{Ability, Card, CardDef, Kind, Whom};

/// ウォーリアー (Warrior), as the rulebook prints it: cost 2, attack 2, life 4, movement 1,
/// 【射撃1/1】.
pub static WARRIOR: CardDef = CardDef {
    id: CardId(101),
    name: "ウォーリアー",
    english_name: "Warrior",
    cost: 2,
    kind: Kind::Unit {
        attack: 2,
        life: 4,
        movement: 1,
    },
    abilities: &[Ability::Shoot {
        damage: 1,
        range: 1,
    }],
    remarks: "アエラ所属。 白兵戦闘要員。",
};

/// 蒼騎士団長セレス (Celes, Azure Knight-Commander): a general who lifts every Aera unit
/// fighting beside her.
pub static CELES: CardDef = CardDef {
    id: CardId(102),
    name: "蒼騎士団長セレス",
    english_name: "Celes, Azure Knight-Commander",
    cost: 5,
    kind: Kind::Unit {
        attack: 3,
        life: 9,
        movement: 1,
    },
    abilities: &[
        Ability::Prestige,
        Ability::Inspire {
            whom: Whom::Remarks("アエラ"),
            english: "Aera",
            bonus: 1,
        },
    ],
    remarks: "アエラ所属。 蒼騎士団を率いる。",
};

/// 弓将ミリア (Miria, Archer General): a general who fights from two squares away.
pub static MIRIA: CardDef = CardDef {
    id: CardId(103),
    name: "弓将ミリア",
    english_name: "Miria, Archer General",
    cost: 4,
    kind: Kind::Unit {
        attack: 1,
        life: 7,
        movement: 1,
    },
    abilities: &[
        Ability::Prestige,
        Ability::Shoot {
            damage: 2,
            range: 2,
        },
    ],
    remarks: "アエラ所属。 百発百中の弓将。",
};

/// 工兵 (Sapper): the cheap engineer that builds Aera's passages and camps.
pub static SAPPER: CardDef = CardDef {
    id: CardId(104),
    name: "工兵",
    english_name: "Sapper",
    cost: 1,
    kind: Kind::Unit {
        attack: 1,
        life: 3,
        movement: 1,
    },
    abilities: &[Ability::Engineering],
    remarks: "アエラ所属。 陣地を築く。",
};

/// 長弓兵 (Longbowman): the longest shot in the pool.
pub static LONGBOWMAN: CardDef = CardDef {
    id: CardId(105),
    name: "長弓兵",
    english_name: "Longbowman",
    cost: 3,
    kind: Kind::Unit {
        attack: 1,
        life: 3,
        movement: 1,
    },
    abilities: &[Ability::Shoot {
        damage: 2,
        range: 3,
    }],
    remarks: "アエラ所属。 城壁の上から射る。",
};

/// 斥候 (Scout): fast and frail (attack 1, life 2: the rulebook's example 1 fighter).
pub static SCOUT: CardDef = CardDef {
    id: CardId(106),
    name: "斥候",
    english_name: "Scout",
    cost: 1,
    kind: Kind::Unit {
        attack: 1,
        life: 2,
        movement: 3,
    },
    abilities: &[],
    remarks: "アエラ所属。 誰よりも早く敵陣を見る。",
};

/// 衛生兵 (Medic): heals instead of moving, never hurts anyone.
pub static MEDIC: CardDef = CardDef {
    id: CardId(107),
    name: "衛生兵",
    english_name: "Medic",
    cost: 2,
    kind: Kind::Unit {
        attack: 0,
        life: 3,
        movement: 2,
    },
    abilities: &[Ability::Heal {
        amount: 2,
        range: 1,
    }],
    remarks: "アエラ所属。 戦場を駆ける癒し手。",
};

/// 民兵 (Militia): free to deploy, attack 1 and life 1 (the rulebook's examples' smallest
/// fighter).
pub static MILITIA: CardDef = CardDef {
    id: CardId(108),
    name: "民兵",
    english_name: "Militia",
    cost: 0,
    kind: Kind::Unit {
        attack: 1,
        life: 1,
        movement: 1,
    },
    abilities: &[],
    remarks: "アエラ所属。 鍬を槍に持ち替えた村人。",
};

/// 剣術師範 (Fencing Master): names the rulebook's Warrior and lifts every Warrior fighting
/// beside it (the rulebook's "名称を指定し、強化").
pub static FENCING_MASTER: CardDef = CardDef {
    id: CardId(109),
    name: "剣術師範",
    english_name: "Fencing Master",
    cost: 3,
    kind: Kind::Unit {
        attack: 2,
        life: 3,
        movement: 1,
    },
    abilities: &[Ability::Inspire {
        whom: Whom::Name("ウォーリアー"),
        english: "Warrior",
        bonus: 2,
    }],
    remarks: "アエラ所属。 白兵戦闘要員を鍛える師。",
};

/// Aera's units in id order.
pub static CARDS: &[Card] = &[
    &WARRIOR,
    &CELES,
    &MIRIA,
    &SAPPER,
    &LONGBOWMAN,
    &SCOUT,
    &MEDIC,
    &MILITIA,
    &FENCING_MASTER,
];
