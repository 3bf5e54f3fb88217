//! Item (道具) support cards. Locations are in `locations`, companions in `companions`.

use crate::defs::{
    trig, CardDef, CardKind, Cost, Discount, DiscountDice, Discounted, EntityDef, EntityKind, Op,
    Trig,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::common::{different_basic_dice, draw_random, fast_switch, support};

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &PARAMETRIC_TRANSFORMER,
    &NRE,
    &RED_FEATHER_FAN,
    &TREASURE_SEEKING_SEELIE,
];

/// An item card.
const fn item(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    cost: Cost,
    entity: &'static EntityDef,
) -> CardDef {
    support(
        id,
        share_id,
        name,
        english_name,
        CardKind::Item,
        cost,
        entity,
    )
}

/// An item in play (fill with struct update).
const fn held(id: u32, name: &'static str) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Support,
        ..EntityDef::BLANK
    }
}

/// 参量质变仪 Parametric Transformer in play (stock: progress, shown on the table): after a
/// skill of either side that dealt elemental damage, one more progress; at 3, discard it and
/// gain 3 dice of different basic elements. The damage only marks the skill in progress.
pub static PARAMETRIC_TRANSFORMER_SUPPORT: EntityDef = EntityDef {
    text: "After a skill of either side deals elemental damage, gain 1 progress; at 3, it leaves and you create 3 dice of different basic elements.",
    stock: Some(0),
    hook: Some(parametric_transformer),
    listens: trig::BONUS_OUT | trig::BONUS_IN | trig::AFTER_SKILL | trig::FOE_SKILL,
    ..held(323001, "Parametric Transformer")
};

fn parametric_transformer(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        // Skill damage of either side passes the dealer's or the taker's bonus step.
        Trig::Damage(d) if d.skill.is_some() && d.ty.element().is_some() => g.mark(me, 1),
        Trig::AfterSkill { .. } if g.ent(me).mark != 0 => {
            let e = g.ent_mut(me);
            e.mark = 0;
            e.stock += 1;
            if e.stock >= 3 {
                g.discard(me);
                different_basic_dice(g, me.seat, 3);
            }
        }
        _ => {}
    }
}

/// 参量质变仪 Parametric Transformer.
pub static PARAMETRIC_TRANSFORMER: CardDef = item(
    323001,
    214,
    "参量质变仪",
    "Parametric Transformer",
    Cost::any(2),
    &PARAMETRIC_TRANSFORMER_SUPPORT,
);

fn is_food(c: &CardDef) -> bool {
    c.kind == CardKind::Food
}

/// 便携营养袋 NRE in play: when the side plays food, draw a random food card from the deck,
/// once per round.
pub static NRE_SUPPORT: EntityDef = EntityDef {
    text: "After you play a Food card, draw a random Food card from your deck (once per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        if let Trig::CardPlayed(card) = t {
            if is_food(card) && g.ent(me).var < 1 {
                g.ent_mut(me).var += 1;
                draw_random(g, me.seat, is_food);
            }
        }
    }),
    listens: trig::CARD_PLAYED,
    ..held(323002, "NRE")
};
/// 便携营养袋 NRE: draws a random food card from the deck when it enters.
pub static NRE: CardDef = CardDef {
    text: "When it enters, draw a random Food card from your deck.",
    ops: &[Op::Custom(|g, cx| draw_random(g, cx.seat, is_food))],
    ..item(
        323002,
        215,
        "便携营养袋",
        "NRE",
        Cost::same(1),
        &NRE_SUPPORT,
    )
};

/// 红羽团扇（生效中） Red Feather Fan (In Effect): this round, the side's next switch is a fast
/// action and costs 1 die less.
pub static RED_FEATHER_FAN_STATUS: EntityDef = EntityDef {
    text: "Your next switch this round is a Fast Action.",
    id: 302303,
    name: "Red Feather Fan (In Effect)",
    chinese_name: "红羽团扇（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    discount: Some(Discount {
        on: Discounted::Switch,
        dice: DiscountDice::Any,
        amount: 1,
        limit: 0,
    }),
    query: Some(fast_switch),
    ..EntityDef::BLANK
};

/// 红羽团扇 Red Feather Fan in play: after the side switches, once per round, Red Feather Fan
/// (In Effect).
pub static RED_FEATHER_FAN_SUPPORT: EntityDef = EntityDef {
    text: "After you switch characters, create Red Feather Fan (In Effect) on your side (once per round).",
    per_round: true,
    hook: Some(|g, me, _| {
        if g.ent(me).var < 1 {
            g.ent_mut(me).var = 1;
            g.add_entity(me.seat, LocZone::Combat, &RED_FEATHER_FAN_STATUS);
        }
    }),
    listens: trig::SWITCHED,
    ..held(323003, "Red Feather Fan")
};
/// 红羽团扇 Red Feather Fan.
pub static RED_FEATHER_FAN: CardDef = item(
    323003,
    216,
    "红羽团扇",
    "Red Feather Fan",
    Cost::same(2),
    &RED_FEATHER_FAN_SUPPORT,
);

/// 寻宝仙灵 Treasure-Seeking Seelie in play (stock: clues, shown on the table): after a skill
/// of the side, one more clue; at 3, discard it and draw 3.
pub static TREASURE_SEEKING_SEELIE_SUPPORT: EntityDef = EntityDef {
    text: "After your character uses a skill, gain 1 clue; at 3, it leaves and you draw 3 cards.",
    stock: Some(0),
    hook: Some(|g, me, _| {
        let e = g.ent_mut(me);
        e.stock += 1;
        if e.stock >= 3 {
            g.discard(me);
            g.draw(me.seat, 3);
        }
    }),
    listens: trig::AFTER_SKILL,
    ..held(323004, "Treasure-Seeking Seelie")
};
/// 寻宝仙灵 Treasure-Seeking Seelie.
pub static TREASURE_SEEKING_SEELIE: CardDef = item(
    323004,
    217,
    "寻宝仙灵",
    "Treasure-Seeking Seelie",
    Cost::same(1),
    &TREASURE_SEEKING_SEELIE_SUPPORT,
);
