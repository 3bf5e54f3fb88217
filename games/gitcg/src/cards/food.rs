//! Food (料理) events: played on one of the player's characters, which becomes satiated for the
//! round (the rules add Satiated; a satiated character cannot eat). A food without a target
//! feeds every character of the side that is not satiated yet.
//!
//! Mystique Soup, whose eater gets one of three effects picked, is in `mystique_soup`.

use crate::defs::{
    answers, trig, Bonus, CardDef, CardKind, Cost, Cx, DamageFilter, Discount, DiscountDice,
    Discounted, EntityDef, EntityKind, Op, Paying, Query, SkillKind, TargetRule, Trig, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{V3_7, V4_3, V4_4, V4_6, V5_1, V5_2, V5_3, V5_4, V5_6, V5_7};
use crate::Gitcg;

mod mystique_soup;

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
    &FISH_AND_CHIPS,
    &MATSUTAKE_MEAT_ROLLS,
    &RAINBOW_MACARONS,
    &SAURUS_CRACKERS,
    &GLITTERING_GEMSTONES,
    &PUFF_POPS,
    &HOT_SPRING_OCLOCK,
    &mystique_soup::MYSTIQUE_SOUP,
    &SING_YOUR_HEART_OUT,
    &HARVESTS_BOON,
    &mystique_soup::MYSTIQUE_SOUP_HEALING,
    &mystique_soup::MYSTIQUE_SOUP_PROVIDENCE,
    &mystique_soup::MYSTIQUE_SOUP_FURY,
    &mystique_soup::MYSTIQUE_SOUP_SERENITY,
    &mystique_soup::MYSTIQUE_SOUP_SOOTHING,
    &mystique_soup::MYSTIQUE_SOUP_INSPIRATION,
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
    since: V3_7,
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
)
.arrived(V3_7);

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
    since: V3_7,
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
    since: V3_7,
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

/// A status that makes the next cost `pays` accepts of the character it is attached to 1 die
/// less; the use spends its usage.
fn next_cost_lower(g: &Gitcg, me: Loc, q: &mut Query<'_>, pays: fn(Paying, u8) -> bool) {
    let (Query::Cost { of, cost, used }, LocZone::Char(owner)) = (q, me.zone) else {
        return;
    };
    if g.ent(me).usage > 0 && cost.dice() > 0 && pays(*of, owner) {
        cost.reduce(1);
        **used = true;
    }
}

/// 炸鱼薯条（生效中）: this round, the character's next skill costs 1 die less.
pub static FISH_AND_CHIPS_STATUS: EntityDef = EntityDef {
    text: "This round, the character's next skill costs 1 die less.",
    answers: answers::OWN_SKILL_COST,
    query: Some(|g, me, q| {
        next_cost_lower(
            g,
            me,
            q,
            |of, owner| matches!(of, Paying::Skill { slot, .. } if slot == owner),
        )
    }),
    chinese_name: "炸鱼薯条（生效中）",
    ..meal(303311, "Fish and Chips (Active)", 1)
};
/// 炸鱼薯条 Fish and Chips: for every character that can eat.
pub static FISH_AND_CHIPS: CardDef = CardDef {
    since: V4_3,
    target: TargetRule::None,
    ..food(
        333013,
        318,
        "炸鱼薯条",
        "Fish and Chips",
        Cost::any(2),
        &[Op::Status(Who::This, &FISH_AND_CHIPS_STATUS)],
    )
};

/// 松茸酿肉卷（生效中）: End Phase, heal the character 1; 3 usages.
pub static MATSUTAKE_MEAT_ROLLS_STATUS: EntityDef = EntityDef {
    id: 303312,
    name: "Matsutake Meat Rolls (In Effect)",
    chinese_name: "松茸酿肉卷（生效中）",
    kind: EntityKind::Status,
    usage: 3,
    end_phase: &[Op::Heal(Who::This, 1)],
    ..EntityDef::BLANK
};
/// 松茸酿肉卷 Matsutake Meat Rolls: heal 2 now and 1 in each of the next three End Phases.
pub static MATSUTAKE_MEAT_ROLLS: CardDef = food(
    333014,
    333,
    "松茸酿肉卷",
    "Matsutake Meat Rolls",
    Cost::same(2),
    &[
        Op::Heal(Who::This, 2),
        Op::Status(Who::This, &MATSUTAKE_MEAT_ROLLS_STATUS),
    ],
)
.arrived(V4_4);

/// 缤纷马卡龙（生效中）: after the character takes damage, heal it 1; 3 usages.
pub static RAINBOW_MACARONS_STATUS: EntityDef = EntityDef {
    text: "After the character takes damage: heal it for 1.",
    id: 303313,
    name: "Rainbow Macarons (In Effect)",
    chinese_name: "缤纷马卡龙（生效中）",
    kind: EntityKind::Status,
    usage: 3,
    hook: Some(|g, me, t| {
        let (Trig::Dealt(d), LocZone::Char(owner)) = (t, me.zone) else {
            return;
        };
        if d.target == owner && g.character(me.seat, owner).standing() {
            g.heal(me.seat, owner, 1, g.source_of(me));
            g.spend(me);
        }
    }),
    listens: trig::DAMAGED,
    ..EntityDef::BLANK
};
/// 缤纷马卡龙 Rainbow Macarons: heal 1 now and 1 after each of the next three hits.
pub static RAINBOW_MACARONS: CardDef = food(
    333015,
    361,
    "缤纷马卡龙",
    "Rainbow Macarons",
    Cost::any(2),
    &[
        Op::Heal(Who::This, 1),
        Op::Status(Who::This, &RAINBOW_MACARONS_STATUS),
    ],
)
.arrived(V4_6);

/// 龙龙饼干（生效中）: this round, the character's next Technique costs 1 die less.
pub static SAURUS_CRACKERS_STATUS: EntityDef = EntityDef {
    text: "This round, the character's next Technique costs 1 die less.",
    answers: answers::TECHNIQUE_COST,
    query: Some(|g, me, q| {
        next_cost_lower(
            g,
            me,
            q,
            |of, owner| matches!(of, Paying::Technique { slot } if slot == owner),
        )
    }),
    chinese_name: "龙龙饼干（生效中）",
    ..meal(303314, "Saurus Crackers (In Effect)", 1)
};
/// 龙龙饼干 Saurus Crackers.
pub static SAURUS_CRACKERS: CardDef = food(
    333016,
    431,
    "龙龙饼干",
    "Saurus Crackers",
    Cost::FREE,
    &[Op::Status(Who::This, &SAURUS_CRACKERS_STATUS)],
)
.arrived(V5_1);

/// 宝石闪闪 Glittering Gemstones: the character gains 1 extra Max HP (`max_hp.rs`).
pub static GLITTERING_GEMSTONES: CardDef = CardDef {
    since: V5_2,
    text: "The target character gains 1 extra Max HP.",
    ..food(
        333017,
        443,
        "宝石闪闪",
        "Glittering Gemstones",
        Cost::same(1),
        &[Op::Custom(|g, cx| {
            if let Some(s) = cx.character {
                g.gain_max_hp(cx.seat, s, 1);
            }
        })],
    )
};

/// 咚咚嘭嘭（生效中）: when a card whose name the starting deck does not hold enters the
/// side's hand (`to_hand.rs`), heal the character 1; 3 usages.
pub static PUFF_POPS_STATUS: EntityDef = EntityDef {
    text: "When a card whose name is not in your starting deck enters your hand: heal the character for 1.",
    id: 303315,
    name: "Puff Pops (In Effect)",
    chinese_name: "咚咚嘭嘭（生效中）",
    kind: EntityKind::Status,
    usage: 3,
    hook: Some(|g, me, t| {
        let (Trig::ToHand(card), LocZone::Char(owner)) = (t, me.zone) else {
            return;
        };
        let p = g.player(me.seat);
        if p.starting_deck.iter().all(|c| c.name != card.name) {
            g.heal(me.seat, owner, 1, g.source_of(me));
            g.spend(me);
        }
    }),
    listens: trig::TO_HAND,
    ..EntityDef::BLANK
};
/// 咚咚嘭嘭 Puff Pops.
pub static PUFF_POPS: CardDef = food(
    333018,
    453,
    "咚咚嘭嘭",
    "Puff Pops",
    Cost::same(1),
    &[Op::Status(Who::This, &PUFF_POPS_STATUS)],
)
.arrived(V5_3);

/// 温泉时光 Hot Spring O'Clock (arrived in 5.4): heal 1, and 1 more per summon of the side;
/// only healing, it needs an injured target (RULES.md, healing food).
pub static HOT_SPRING_OCLOCK: CardDef = CardDef {
    since: V5_4,
    text: "Heal the target character for 1, and 1 more for each of your summons (only an injured character may eat it).",
    condition: Some(|g, seat, target| {
        let c = g.character(seat, target?);
        (c.hp >= c.max_hp).then_some("the character is not injured")
    }),
    ..food(
        333019,
        460,
        "温泉时光",
        "Hot Spring O'Clock",
        Cost::same(1),
        &[Op::Custom(|g, cx| {
            let Some(slot) = cx.character else { return };
            let summons = g.zone(cx.seat, LocZone::Summon);
            let n = summons.iter().filter(|e| !e.dead).count() as u8;
            g.heal(cx.seat, slot, 1 + n, cx.origin());
        })],
    )
};

/// 纵声欢唱（生效中） Sing Your Heart Out (In Effect) (combat status, 303321): the side's next 2
/// switches cost 1 unaligned die less.
pub static SING_YOUR_HEART_OUT_STATUS: EntityDef = EntityDef {
    id: 303321,
    name: "Sing Your Heart Out (In Effect)",
    chinese_name: "纵声欢唱（生效中）",
    kind: EntityKind::Combat,
    usage: 2,
    discount: Some(Discount {
        on: Discounted::Switch,
        dice: DiscountDice::Unaligned,
        amount: 1,
        limit: 0,
    }),
    ..EntityDef::BLANK
};

/// Every character of the side becomes satiated, the side draws 3 and its next 2 switches cost
/// 1 die less. The engine runs a food without a target once for each character that may eat
/// (`act.rs`); this does it all at the first of them and nothing at the others, which it finds
/// satiated already.
fn sing_your_heart_out(g: &mut Gitcg, cx: &mut Cx) {
    let p = g.player(cx.seat);
    let hungry = |s: u8| !p.chars[s as usize].has(&crate::cards::builtin::SATIATED);
    let others: arrayvec::ArrayVec<u8, 3> = p
        .living()
        .filter(|&s| Some(s) != cx.character && hungry(s))
        .collect();
    if cx.character.is_some_and(|s| !hungry(s)) {
        return;
    }
    for s in others {
        g.satiate(cx.seat, s);
    }
    g.draw(cx.seat, 3);
    g.add_entity(cx.seat, LocZone::Combat, &SING_YOUR_HEART_OUT_STATUS);
}

/// 纵声欢唱 Sing Your Heart Out (arrived in 5.6): every character of the side eats it.
pub static SING_YOUR_HEART_OUT: CardDef = CardDef {
    since: V5_6,
    target: TargetRule::None,
    text:
        "All your characters become Satiated. Draw 3 cards. Your next 2 switches cost 1 die less.",
    ..food(
        333027,
        476,
        "纵声欢唱",
        "Sing Your Heart Out",
        Cost::any(3),
        &[Op::Custom(sing_your_heart_out)],
    )
};

/// 丰稔之赐（生效中） Harvest's Boon (In Effect) (status, 303322): when the character prepares a
/// skill (a preparation enters play on it), heal it 1; 2 usages.
pub static HARVESTS_BOON_STATUS: EntityDef = EntityDef {
    text: "When the character prepares a skill: heal it for 1.",
    id: 303322,
    name: "Harvest's Boon (In Effect)",
    chinese_name: "丰稔之赐（生效中）",
    kind: EntityKind::Status,
    usage: 2,
    listens: trig::ENTERED,
    hook: Some(|g, me, t| {
        let Trig::Entered(at) = *t else { return };
        if at.zone == me.zone && g.ent(at).def.prepare.is_some() {
            if let LocZone::Char(slot) = me.zone {
                g.heal(me.seat, slot, 1, g.source_of(me));
                g.spend(me);
            }
        }
    }),
    ..EntityDef::BLANK
};

/// 丰稔之赐 Harvest's Boon (arrived in 5.7): heal 1, and 1 each of the next 2 times the
/// character prepares a skill.
pub static HARVESTS_BOON: CardDef = food(
    333028,
    491,
    "丰稔之赐",
    "Harvest's Boon",
    Cost::same(1),
    &[
        Op::Heal(Who::This, 1),
        Op::Status(Who::This, &HARVESTS_BOON_STATUS),
    ],
)
.arrived(V5_7);
