//! Food (料理) events: played on one of the player's characters, which becomes satiated for the
//! round (the rules add Satiated; a satiated character cannot eat). A food without a target
//! feeds every character of the side that is not satiated yet.

use crate::defs::{
    trig, Bonus, CardDef, CardKind, Cost, DamageFilter, Discount, DiscountDice, Discounted,
    EntityDef, EntityKind, Op, SkillKind, TargetRule, Trig, Who,
};
use crate::state::LocZone;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &JUEYUN_GUOBA,
    &ADEPTUS_TEMPTATION,
    &LOTUS_FLOWER_CRISP,
    &NORTHERN_SMOKED_CHICKEN,
    &SWEET_MADAME,
    &MONDSTADT_HASH_BROWN,
    &MUSHROOM_PIZZA,
    &MINTY_MEAT_ROLLS,
    &TEYVAT_FRIED_EGG,
    &SASHIMI_PLATTER,
    &TANDOORI_ROAST_CHICKEN,
    &BUTTER_CRAB,
];

/// A food card eaten by one of the player's living characters.
const fn food(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    cost: Cost,
    ops: &'static [Op],
) -> CardDef {
    CardDef {
        id,
        share_id,
        name,
        english_name,
        kind: CardKind::Food,
        cost,
        target: TargetRule::OwnCharacter,
        ops,
        ..CardDef::BLANK
    }
}

/// A status food leaves on the character for the rest of the round.
const fn meal(id: u32, name: &'static str, usage: u8) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Status,
        usage,
        round_only: true,
        ..EntityDef::BLANK
    }
}

/// 绝云锅巴（生效中）: this round, the character's next normal attack deals +1.
pub static JUEYUN_GUOBA_STATUS: EntityDef = EntityDef {
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: true,
    }),
    chinese_name: "绝云锅巴（生效中）",
    ..meal(303301, "Jueyun Guoba (In Effect)", 1)
};
/// 绝云锅巴 Jueyun Guoba.
pub static JUEYUN_GUOBA: CardDef = food(
    333001,
    265,
    "绝云锅巴",
    "Jueyun Guoba",
    Cost::FREE,
    &[Op::Status(Who::This, &JUEYUN_GUOBA_STATUS)],
);

/// 仙跳墙（生效中）: this round, the character's next burst deals +3.
pub static ADEPTUS_TEMPTATION_STATUS: EntityDef = EntityDef {
    text: "This round, the character's next Elemental Burst deals +3 damage.",
    hook: Some(|g, me, t| {
        let (Trig::Damage(d), LocZone::Char(owner)) = (t, me.zone) else {
            return;
        };
        if d.by == Some(owner) && d.skill == Some(SkillKind::Burst) {
            d.amount += 3;
            g.discard(me);
        }
    }),
    listens: trig::BONUS_OUT,
    chinese_name: "仙跳墙（生效中）",
    ..meal(303302, "Adeptus' Temptation (In Effect)", 1)
};
/// 仙跳墙 Adeptus' Temptation.
pub static ADEPTUS_TEMPTATION: CardDef = food(
    333002,
    266,
    "仙跳墙",
    "Adeptus' Temptation",
    Cost::any(2),
    &[Op::Status(Who::This, &ADEPTUS_TEMPTATION_STATUS)],
);

/// 莲花酥（生效中）: this round, the next damage the character takes is 3 less.
pub static LOTUS_FLOWER_CRISP_STATUS: EntityDef = EntityDef {
    reduce: 3,
    chinese_name: "莲花酥（生效中）",
    ..meal(303303, "Lotus Flower Crisp (In Effect)", 1)
};
/// 莲花酥 Lotus Flower Crisp.
pub static LOTUS_FLOWER_CRISP: CardDef = food(
    333003,
    267,
    "莲花酥",
    "Lotus Flower Crisp",
    Cost::same(1),
    &[Op::Status(Who::This, &LOTUS_FLOWER_CRISP_STATUS)],
);

/// 北地烟熏鸡（生效中）: this round, the character's next normal attack costs 1 unaligned die
/// less.
pub static NORTHERN_SMOKED_CHICKEN_STATUS: EntityDef = EntityDef {
    discount: Some(Discount {
        on: Discounted::OwnNormalAttack,
        dice: DiscountDice::Unaligned,
        amount: 1,
        limit: 0,
    }),
    chinese_name: "北地烟熏鸡（生效中）",
    ..meal(303304, "Northern Smoked Chicken (In Effect)", 1)
};
/// 北地烟熏鸡 Northern Smoked Chicken.
pub static NORTHERN_SMOKED_CHICKEN: CardDef = food(
    333004,
    268,
    "北地烟熏鸡",
    "Northern Smoked Chicken",
    Cost::FREE,
    &[Op::Status(Who::This, &NORTHERN_SMOKED_CHICKEN_STATUS)],
);

/// 甜甜花酿鸡 Sweet Madame: heal 1.
pub static SWEET_MADAME: CardDef = food(
    333005,
    269,
    "甜甜花酿鸡",
    "Sweet Madame",
    Cost::FREE,
    &[Op::Heal(Who::This, 1)],
);

/// 蒙德土豆饼 Mondstadt Hash Brown: heal 2.
pub static MONDSTADT_HASH_BROWN: CardDef = food(
    333006,
    270,
    "蒙德土豆饼",
    "Mondstadt Hash Brown",
    Cost::same(1),
    &[Op::Heal(Who::This, 2)],
);

/// 烤蘑菇披萨（生效中）: end phase, heal the character 1; 2 usages.
pub static MUSHROOM_PIZZA_STATUS: EntityDef = EntityDef {
    id: 303305,
    name: "Mushroom Pizza (In Effect)",
    chinese_name: "烤蘑菇披萨（生效中）",
    kind: EntityKind::Status,
    usage: 2,
    end_phase: &[Op::Heal(Who::This, 1)],
    ..EntityDef::BLANK
};
/// 烤蘑菇披萨 Mushroom Pizza: heal 1 now and 1 in each of the next two end phases.
pub static MUSHROOM_PIZZA: CardDef = food(
    333007,
    271,
    "烤蘑菇披萨",
    "Mushroom Pizza",
    Cost::same(1),
    &[
        Op::Heal(Who::This, 1),
        Op::Status(Who::This, &MUSHROOM_PIZZA_STATUS),
    ],
);

/// 兽肉薄荷卷（生效中）: this round, the character's normal attacks cost 1 unaligned die less;
/// 3 usages.
pub static MINTY_MEAT_ROLLS_STATUS: EntityDef = EntityDef {
    discount: Some(Discount {
        on: Discounted::OwnNormalAttack,
        dice: DiscountDice::Unaligned,
        amount: 1,
        limit: 0,
    }),
    chinese_name: "兽肉薄荷卷（生效中）",
    ..meal(303306, "Minty Meat Rolls (In Effect)", 3)
};
/// 兽肉薄荷卷 Minty Meat Rolls.
pub static MINTY_MEAT_ROLLS: CardDef = food(
    333008,
    272,
    "兽肉薄荷卷",
    "Minty Meat Rolls",
    Cost::same(1),
    &[Op::Status(Who::This, &MINTY_MEAT_ROLLS_STATUS)],
);

/// 提瓦特煎蛋 Teyvat Fried Egg: revive a knocked-out character with 1 HP (one revive by food
/// per round).
pub static TEYVAT_FRIED_EGG: CardDef = CardDef {
    target: TargetRule::OwnDefeated,
    ..food(
        333009,
        273,
        "提瓦特煎蛋",
        "Teyvat Fried Egg",
        Cost::same(2),
        &[Op::Revive(1)],
    )
};

/// 刺身拼盘（生效中）: this round, the character's normal attacks deal +1.
pub static SASHIMI_PLATTER_STATUS: EntityDef = EntityDef {
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    chinese_name: "刺身拼盘（生效中）",
    ..meal(303308, "Sashimi Platter (In Effect)", 0)
};
/// 刺身拼盘 Sashimi Platter.
pub static SASHIMI_PLATTER: CardDef = food(
    333010,
    274,
    "刺身拼盘",
    "Sashimi Platter",
    Cost::same(1),
    &[Op::Status(Who::This, &SASHIMI_PLATTER_STATUS)],
);

/// 唐杜尔烤鸡（生效中）: this round, the character's next elemental skill deals +2.
pub static TANDOORI_ROAST_CHICKEN_STATUS: EntityDef = EntityDef {
    text: "This round, the character's next Elemental Skill deals +2 damage.",
    hook: Some(|g, me, t| {
        let (Trig::Damage(d), LocZone::Char(owner)) = (t, me.zone) else {
            return;
        };
        if d.by == Some(owner) && d.skill == Some(SkillKind::Elemental) {
            d.amount += 2;
            g.discard(me);
        }
    }),
    listens: trig::BONUS_OUT,
    chinese_name: "唐杜尔烤鸡（生效中）",
    ..meal(303309, "Tandoori Roast Chicken (In Effect)", 1)
};
/// 唐杜尔烤鸡 Tandoori Roast Chicken: for every character that can eat.
pub static TANDOORI_ROAST_CHICKEN: CardDef = CardDef {
    target: TargetRule::None,
    ..food(
        333011,
        275,
        "唐杜尔烤鸡",
        "Tandoori Roast Chicken",
        Cost::any(2),
        &[Op::Status(Who::This, &TANDOORI_ROAST_CHICKEN_STATUS)],
    )
};

/// 黄油蟹蟹（生效中）: this round, the next damage the character takes is 2 less.
pub static BUTTER_CRAB_STATUS: EntityDef = EntityDef {
    reduce: 2,
    chinese_name: "黄油蟹蟹（生效中）",
    ..meal(303310, "Butter Crab (In Effect)", 1)
};
/// 黄油蟹蟹 Butter Crab: for every character that can eat.
pub static BUTTER_CRAB: CardDef = CardDef {
    target: TargetRule::None,
    ..food(
        333012,
        276,
        "黄油蟹蟹",
        "Butter Crab",
        Cost::any(2),
        &[Op::Status(Who::This, &BUTTER_CRAB_STATUS)],
    )
};
