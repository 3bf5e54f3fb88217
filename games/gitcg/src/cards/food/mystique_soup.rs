//! 奇瑰之汤 Mystique Soup (arrived in 5.5): its eater gets one of three effects, picked from six
//! at random (`pick.rs`). Each effect is a card of its own (created only, never in a deck),
//! which the pick offers and whose ops run on the character that ate (`CardUse::Effect`).

use super::{food, meal};
use crate::defs::{
    answers, Bonus, CardDef, Cost, DamageFilter, EntityDef, Op, Paying, Query, TargetRule, Who,
};
use crate::pick::CardUse;
use crate::state::LocZone;
use crate::version::V5_5;

/// The effects Mystique Soup picks from, each a card.
static EFFECTS: [&CardDef; 6] = [
    &MYSTIQUE_SOUP_HEALING,
    &MYSTIQUE_SOUP_PROVIDENCE,
    &MYSTIQUE_SOUP_FURY,
    &MYSTIQUE_SOUP_SERENITY,
    &MYSTIQUE_SOUP_SOOTHING,
    &MYSTIQUE_SOUP_INSPIRATION,
];

/// One of Mystique Soup's effects: a card never played, whose ops run on the character that
/// ate the soup.
const fn effect(
    id: u32,
    name: &'static str,
    english_name: &'static str,
    ops: &'static [Op],
) -> CardDef {
    CardDef {
        target: TargetRule::OwnCharacter,
        ..food(id, 0, name, english_name, Cost::FREE, ops)
    }
}

/// 奇瑰之汤 Mystique Soup: the target picks 1 of 3 of the six effects, chosen at random.
pub static MYSTIQUE_SOUP: CardDef = CardDef {
    since: V5_5,
    text: "Pick 1 of 3 random effects for the target character: heal 2; this round, its next skill costs 2 dice less; this round, its next damage is +2; this round, the next damage it takes is 2 less; this round, damage it takes is 1 less (3 times); it gains 1 Max HP.",
    ..food(
        333020,
        468,
        "奇瑰之汤",
        "Mystique Soup",
        Cost::same(1),
        &[Op::Custom(|g, cx| {
            if let Some(slot) = cx.character {
                g.offer_random_cards(cx.seat, &EFFECTS, 3, CardUse::Effect(slot));
            }
        })],
    )
};

/// 奇瑰之汤·疗愈 Mystique Soup: Healing: heal 2.
pub static MYSTIQUE_SOUP_HEALING: CardDef = effect(
    333021,
    "奇瑰之汤·疗愈",
    "Mystique Soup: Healing",
    &[Op::Heal(Who::This, 2)],
);

/// 奇瑰之汤·助佑（生效中） Mystique Soup: Providence (In Effect) (status, 303317): this round,
/// the character's next skill costs 2 dice less.
pub static PROVIDENCE_STATUS: EntityDef = EntityDef {
    text: "This round, the character's next skill costs 2 dice less.",
    answers: answers::OWN_SKILL_COST,
    query: Some(|g, me, q| {
        let Query::Cost {
            of: Paying::Skill { slot, .. },
            cost,
            used,
        } = q
        else {
            return;
        };
        let mine = me.zone == LocZone::Char(*slot);
        if mine && g.ent(me).usage > 0 && cost.dice() > 0 {
            cost.reduce(2);
            **used = true;
        }
    }),
    chinese_name: "奇瑰之汤·助佑（生效中）",
    ..meal(303317, "Mystique Soup: Providence (In Effect)", 1)
};
/// 奇瑰之汤·助佑 Mystique Soup: Providence.
pub static MYSTIQUE_SOUP_PROVIDENCE: CardDef = effect(
    333022,
    "奇瑰之汤·助佑",
    "Mystique Soup: Providence",
    &[Op::Status(Who::This, &PROVIDENCE_STATUS)],
);

/// 奇瑰之汤·激愤（生效中） Mystique Soup: Fury (In Effect) (status, 303318): this round, the
/// character's next damage is +2.
pub static FURY_STATUS: EntityDef = EntityDef {
    bonus: Some(Bonus {
        amount: 2,
        filter: DamageFilter::OwnSkills,
        spends_usage: true,
    }),
    chinese_name: "奇瑰之汤·激愤（生效中）",
    ..meal(303318, "Mystique Soup: Fury (In Effect)", 1)
};
/// 奇瑰之汤·激愤 Mystique Soup: Fury.
pub static MYSTIQUE_SOUP_FURY: CardDef = effect(
    333023,
    "奇瑰之汤·激愤",
    "Mystique Soup: Fury",
    &[Op::Status(Who::This, &FURY_STATUS)],
);

/// 奇瑰之汤·宁静（生效中） Mystique Soup: Serenity (In Effect) (status, 303319): this round,
/// the next damage the character takes is 2 less.
pub static SERENITY_STATUS: EntityDef = EntityDef {
    reduce: 2,
    chinese_name: "奇瑰之汤·宁静（生效中）",
    ..meal(303319, "Mystique Soup: Serenity (In Effect)", 1)
};
/// 奇瑰之汤·宁静 Mystique Soup: Serenity.
pub static MYSTIQUE_SOUP_SERENITY: CardDef = effect(
    333024,
    "奇瑰之汤·宁静",
    "Mystique Soup: Serenity",
    &[Op::Status(Who::This, &SERENITY_STATUS)],
);

/// 奇瑰之汤·安神（生效中） Mystique Soup: Soothing (In Effect) (status, 303320): this round,
/// damage the character takes is 1 less, 3 times.
pub static SOOTHING_STATUS: EntityDef = EntityDef {
    reduce: 1,
    chinese_name: "奇瑰之汤·安神（生效中）",
    ..meal(303320, "Mystique Soup: Soothing (In Effect)", 3)
};
/// 奇瑰之汤·安神 Mystique Soup: Soothing.
pub static MYSTIQUE_SOUP_SOOTHING: CardDef = effect(
    333025,
    "奇瑰之汤·安神",
    "Mystique Soup: Soothing",
    &[Op::Status(Who::This, &SOOTHING_STATUS)],
);

/// 奇瑰之汤·鼓舞 Mystique Soup: Inspiration: 1 extra Max HP (`max_hp.rs`).
pub static MYSTIQUE_SOUP_INSPIRATION: CardDef = CardDef {
    text: "The target character gains 1 extra Max HP.",
    ..effect(
        333026,
        "奇瑰之汤·鼓舞",
        "Mystique Soup: Inspiration",
        &[Op::Custom(|g, cx| {
            if let Some(s) = cx.character {
                g.gain_max_hp(cx.seat, s, 1);
            }
        })],
    )
};
