//! Every field (陣). 秘密通路 and the starting camp (出撃陣) are given by the rulebook; every
//! other card is the project's own design, covering each kind of 【出撃】, 【補填】 and an end
//! phase effect (【回復】).

use tavern_protocol::seven_square::CardId;

use super::{Ability, Card, CardDef, Deploys, Kind};

/// 出撃陣 (Sortie Camp): not a deck card. The centre of each player's first rank starts as one
/// (the rulebook: 【出撃:全】, life 10); it is nobody's card once destroyed.
pub static CAMP: CardDef = CardDef {
    id: CardId(400),
    name: "出撃陣",
    english_name: "Sortie Camp",
    cost: 0,
    kind: Kind::Field { life: 10 },
    abilities: &[Ability::Deploy(Deploys::All)],
    remarks: "自陣一段の中央。",
};

/// 秘密通路 (Secret Passage), as the rulebook prints it: cost 1, life 5, 【移動:同名】,
/// 【補填(設置時):同名or1】.
pub static SECRET_PASSAGE: CardDef = CardDef {
    id: CardId(401),
    name: "秘密通路",
    english_name: "Secret Passage",
    cost: 1,
    kind: Kind::Field { life: 5 },
    abilities: &[Ability::Passage, Ability::Refill],
    remarks: "通路。",
};

/// 前線基地 (Forward Base): a second camp wherever an engineer stands.
pub static FORWARD_BASE: CardDef = CardDef {
    id: CardId(402),
    name: "前線基地",
    english_name: "Forward Base",
    cost: 3,
    kind: Kind::Field { life: 6 },
    abilities: &[Ability::Deploy(Deploys::All)],
    remarks: "前線に築かれた砦。",
};

/// 兵舎 (Barracks): units only, and it brings another Barracks (or a card) to hand.
pub static BARRACKS: CardDef = CardDef {
    id: CardId(403),
    name: "兵舎",
    english_name: "Barracks",
    cost: 2,
    kind: Kind::Field { life: 5 },
    abilities: &[Ability::Deploy(Deploys::Units), Ability::Refill],
    remarks: "兵が寝起きする小屋。",
};

/// 厩舎 (Stable): mounts only, cheap.
pub static STABLE: CardDef = CardDef {
    id: CardId(404),
    name: "厩舎",
    english_name: "Stable",
    cost: 1,
    kind: Kind::Field { life: 4 },
    abilities: &[Ability::Deploy(Deploys::Mounts)],
    remarks: "騎獣の休む場所。",
};

/// 癒しの泉 (Healing Spring): the end phase's automatic effect.
pub static HEALING_SPRING: CardDef = CardDef {
    id: CardId(405),
    name: "癒しの泉",
    english_name: "Healing Spring",
    cost: 2,
    kind: Kind::Field { life: 4 },
    abilities: &[Ability::Spring(2)],
    remarks: "傷を洗う澄んだ泉。",
};

/// 太陽の門 (Gate of the Sun): brings cards back from the Temple of the Sun.
pub static SUN_GATE: CardDef = CardDef {
    id: CardId(406),
    name: "太陽の門",
    english_name: "Gate of the Sun",
    cost: 4,
    kind: Kind::Field { life: 5 },
    abilities: &[Ability::Deploy(Deploys::Temple)],
    remarks: "太陽の神殿へ通じる門。",
};

/// Every field in id order, the camp first.
pub static CARDS: &[Card] = &[
    &CAMP,
    &SECRET_PASSAGE,
    &FORWARD_BASE,
    &BARRACKS,
    &STABLE,
    &HEALING_SPRING,
    &SUN_GATE,
];
