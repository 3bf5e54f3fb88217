//! Every mount (騎). 名犬アオ is printed in the rulebook; every other card is the project's own
//! design, chosen so that each kind of modifier (`+N`, `-N`, `【N】`) and 【付与】 appears.

use tavern_protocol::seven_square::{CardId, Modifier};

use super::{Ability, Card, CardDef, Kind};
use crate::board::MAX_RIDERS;

/// 名犬アオ (Ao the Good Dog), as the rulebook prints it: cost 2, carries 1, attack +1,
/// life +2, movement 2, 【付与:射撃1/2】.
pub static AO: CardDef = CardDef {
    id: CardId(301),
    name: "名犬アオ",
    english_name: "Ao the Good Dog",
    cost: 2,
    kind: Kind::Mount {
        capacity: 1,
        attack: Modifier::Plus(1),
        life: Modifier::Plus(2),
        movement: 2,
    },
    abilities: &[Ability::Grant(&Ability::Shoot {
        damage: 1,
        range: 2,
    })],
    remarks: "名犬。",
};

/// 軍馬 (Warhorse): the plain fast mount.
pub static WARHORSE: CardDef = CardDef {
    id: CardId(302),
    name: "軍馬",
    english_name: "Warhorse",
    cost: 2,
    kind: Kind::Mount {
        capacity: 1,
        attack: Modifier::Plus(1),
        life: Modifier::Plus(1),
        movement: 3,
    },
    abilities: &[],
    remarks: "よく訓練された馬。",
};

/// 戦象 (War Elephant): absolute numbers (【4】, 【10】) whoever rides it, two riders.
pub static WAR_ELEPHANT: CardDef = CardDef {
    id: CardId(303),
    name: "戦象",
    english_name: "War Elephant",
    cost: 5,
    kind: Kind::Mount {
        capacity: 2,
        attack: Modifier::Fixed(4),
        life: Modifier::Fixed(10),
        movement: 1,
    },
    abilities: &[],
    remarks: "背に二人を乗せて進む巨獣。",
};

/// 荷車 (Supply Cart): weakens its riders' attack (-1) but makes them engineers.
pub static SUPPLY_CART: CardDef = CardDef {
    id: CardId(304),
    name: "荷車",
    english_name: "Supply Cart",
    cost: 1,
    kind: Kind::Mount {
        capacity: 2,
        attack: Modifier::Minus(1),
        life: Modifier::Plus(1),
        movement: 2,
    },
    abilities: &[Ability::Grant(&Ability::Engineering)],
    remarks: "資材を積んだ車。",
};

/// 飛竜 (Wyvern): very fast and strong, but its rider is exposed (life -1).
pub static WYVERN: CardDef = CardDef {
    id: CardId(305),
    name: "飛竜",
    english_name: "Wyvern",
    cost: 4,
    kind: Kind::Mount {
        capacity: 1,
        attack: Modifier::Plus(2),
        life: Modifier::Minus(1),
        movement: 4,
    },
    abilities: &[],
    remarks: "空を駆ける竜。",
};

/// 砂蜥蜴 (Sand Lizard): a fixed attack of 【1】 behind thick hide (+3 life).
pub static SAND_LIZARD: CardDef = CardDef {
    id: CardId(306),
    name: "砂蜥蜴",
    english_name: "Sand Lizard",
    cost: 1,
    kind: Kind::Mount {
        capacity: 1,
        attack: Modifier::Fixed(1),
        life: Modifier::Plus(3),
        movement: 2,
    },
    abilities: &[],
    remarks: "ヴェルダの砂漠に棲む。",
};

// A troop has room for `MAX_RIDERS` units: a mount printed with a larger 積載 is refused here,
// when the pool is compiled, rather than silently carrying fewer.
const _: () = {
    let mut i = 0;
    while i < CARDS.len() {
        if let Kind::Mount { capacity, .. } = CARDS[i].kind {
            assert!(
                capacity as usize <= MAX_RIDERS,
                "a mount's 積載 exceeds the riders a troop has room for"
            );
        }
        i += 1;
    }
};

/// Every mount in id order.
pub static CARDS: &[Card] = &[
    &AO,
    &WARHORSE,
    &WAR_ELEPHANT,
    &SUPPLY_CART,
    &WYVERN,
    &SAND_LIZARD,
];
