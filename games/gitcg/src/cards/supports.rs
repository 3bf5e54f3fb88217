//! Item (道具) support cards. Locations are in `locations`, companions in `companions`.

use tavern_protocol::gitcg::DieFace;

use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, Discount, DiscountDice, Discounted, EntityDef,
    EntityKind, EquipSlot, Op, Paying, Query, Trig,
};
use crate::state::{Loc, LocZone};
use crate::version::{V3_7, V4_3, V4_5, V4_7};
use crate::Gitcg;

use super::common::{different_basic_dice, draw_random, fast_switch, newest, support_card};

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &PARAMETRIC_TRANSFORMER,
    &NRE,
    &RED_FEATHER_FAN,
    &TREASURE_SEEKING_SEELIE,
    &SEED_DISPENSARY,
    &MEMENTO_LENS,
    &LUMENSTONE_ADJUVANT,
    &KUSAVA,
];

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
pub static PARAMETRIC_TRANSFORMER: CardDef = support_card(
    CardKind::Item,
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
    ..support_card(
        CardKind::Item,
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
    answers: answers::FAST_SWITCH,
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
pub static RED_FEATHER_FAN: CardDef = support_card(
    CardKind::Item,
    323003,
    216,
    "红羽团扇",
    "Red Feather Fan",
    Cost::same(2),
    &RED_FEATHER_FAN_SUPPORT,
)
.arrived(V3_7);

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
pub static TREASURE_SEEKING_SEELIE: CardDef = support_card(
    CardKind::Item,
    323004,
    217,
    "寻宝仙灵",
    "Treasure-Seeking Seelie",
    Cost::same(1),
    &TREASURE_SEEKING_SEELIE_SUPPORT,
)
.arrived(V3_7);

/// An item whose discount has usages and is used at most once per round: a cost it lowered
/// spends its use of this round (`var`) and a usage (`discount_paid.rs`).
fn usage_once_a_round(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::DiscountPaid { .. } = t {
        g.ent_mut(me).var += 1;
        g.spend(me);
    }
}

/// Lowers by `n` dice the cost of a card `pred` accepts, when the item has a usage and its use
/// of this round left.
fn lower_card(
    g: &Gitcg,
    me: Loc,
    q: &mut Query<'_>,
    n: u8,
    pred: fn(&Gitcg, Loc, &CardDef) -> bool,
) {
    let Query::Cost {
        of: Paying::Card(card),
        cost,
        used,
    } = q
    else {
        return;
    };
    let e = g.ent(me);
    if e.var < 1 && e.usage > 0 && cost.dice() > 0 && pred(g, me, card) {
        cost.reduce(n);
        **used = true;
    }
}

/// The original dice cost from which Seed Dispensary lowers a support card.
const SEED_DISPENSARY_FROM: u8 = 2;

/// 化种匣 Seed Dispensary in play: support cards of an original cost of at least 2 dice cost 1
/// less, once per round; 2 usages.
pub static SEED_DISPENSARY_SUPPORT: EntityDef = EntityDef {
    text: "When you play a support card whose original cost is at least 2 dice: it costs 1 die less (once per round).",
    usage: 2,
    per_round: true,
    answers: answers::SUPPORT_COST,
    query: Some(|g, me, q| {
        lower_card(g, me, q, 1, |_, _, card| {
            let support = matches!(
                card.kind,
                CardKind::Companion | CardKind::Location | CardKind::Item
            );
            support && card.cost.dice() >= SEED_DISPENSARY_FROM
        })
    }),
    hook: Some(usage_once_a_round),
    listens: trig::DISCOUNT_PAID,
    ..held(323005, "Seed Dispensary")
};
/// 化种匣 Seed Dispensary.
pub static SEED_DISPENSARY: CardDef = support_card(
    CardKind::Item,
    323005,
    312,
    "化种匣",
    "Seed Dispensary",
    Cost::FREE,
    &SEED_DISPENSARY_SUPPORT,
)
.arrived(V4_3);

/// 留念镜 Memento Lens in play: a Weapon, Artifact, Location or Companion card of the same name
/// as one the side played earlier in the match costs 2 dice less, once per round; 2 usages.
pub static MEMENTO_LENS_SUPPORT: EntityDef = EntityDef {
    text: "When you play a Weapon, Artifact, Location or Companion card: if you have played a card of the same name in this match, it costs 2 dice less (once per round).",
    usage: 2,
    per_round: true,
    answers: answers::GEAR_COST | answers::SUPPORT_COST,
    query: Some(|g, me, q| {
        lower_card(g, me, q, 2, |g, me, card| {
            let kind = matches!(
                card.kind,
                CardKind::Equipment(EquipSlot::Weapon(_) | EquipSlot::Artifact)
                    | CardKind::Location
                    | CardKind::Companion
            );
            kind && g.played_before(me.seat, card)
        })
    }),
    hook: Some(usage_once_a_round),
    listens: trig::DISCOUNT_PAID,
    ..held(323006, "Memento Lens")
};
/// 留念镜 Memento Lens.
pub static MEMENTO_LENS: CardDef = support_card(
    CardKind::Item,
    323006,
    313,
    "留念镜",
    "Memento Lens",
    Cost::same(1),
    &MEMENTO_LENS_SUPPORT,
)
.arrived(V4_3);

/// Lumenstone Adjuvant's mark in `var` that it acted this round; the rest of `var` is the
/// side's count of cards played this round (`Player::cards_played_this_round`) when it came
/// into play, so the cards played while it is in play are the side's count less that.
const LUMENSTONE_DONE: u8 = 0x80;
/// The cards played this round, while it is in play, that set Lumenstone Adjuvant off.
const LUMENSTONE_CARDS: u8 = 3;

/// After each card the side plays this round while it is in play (the card that put it into
/// play is not one): after the 3rd or a later one, draw 1 and 1 Omni die, once per round,
/// spending a usage.
fn lumenstone_adjuvant(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::CardPlayed(card) = t else { return };
    let played = g.player(me.seat).cards_played_this_round;
    let own_card = card.entity == Some(g.ent(me).def);
    if own_card && newest(g, me.seat, LocZone::Support, g.ent(me).def) == Some(me) {
        // Its own card is the last one it does not count. From the next round on the mark
        // is cleared with the round (`per_round`), and the count starts from nothing.
        g.ent_mut(me).var = played.min(!LUMENSTONE_DONE);
        return;
    }
    let e = g.ent(me);
    let since = played.saturating_sub(e.var & !LUMENSTONE_DONE);
    if e.var & LUMENSTONE_DONE == 0 && since >= LUMENSTONE_CARDS {
        g.ent_mut(me).var |= LUMENSTONE_DONE;
        g.draw(me.seat, 1);
        g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 1);
        g.spend(me);
    }
}

/// 流明石触媒 Lumenstone Adjuvant in play: after the 3rd card the side plays in a round while
/// it is in play, draw 1 and create 1 Omni die, once per round; 3 usages.
pub static LUMENSTONE_ADJUVANT_SUPPORT: EntityDef = EntityDef {
    text: "After you play a card: if it is the 3rd card you have played this round while this is in play, draw 1 card and create 1 Omni die (once per round).",
    usage: 3,
    per_round: true,
    hook: Some(lumenstone_adjuvant),
    listens: trig::CARD_RESOLVED,
    ..held(323007, "Lumenstone Adjuvant")
};
/// 流明石触媒 Lumenstone Adjuvant.
pub static LUMENSTONE_ADJUVANT: CardDef = support_card(
    CardKind::Item,
    323007,
    345,
    "流明石触媒",
    "Lumenstone Adjuvant",
    Cost::any(3),
    &LUMENSTONE_ADJUVANT_SUPPORT,
)
.arrived(V4_5);

/// The most memories and dreams (记忆和梦) Kusava holds.
const KUSAVA_CAP: u8 = 2;

/// Kusava: at the start of the action phase, discard the hand's costliest cards until it holds
/// 2 memories and dreams (stock), one each; a skill it lowered spends one.
fn kusava(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Phase => {
            // What a discard sets off may move Kusava in its zone: it is found again each time.
            let serial = g.ent(me).serial;
            let mut at = me;
            while g.ent(at).stock < KUSAVA_CAP && g.discard_costliest(me.seat).is_some() {
                let Some(now) = g.relocate(at, serial) else {
                    return;
                };
                at = now;
                g.ent_mut(at).stock += 1;
            }
        }
        Trig::DiscountPaid { .. } => {
            let e = g.ent_mut(me);
            e.stock = e.stock.saturating_sub(1);
        }
        _ => {}
    }
}

/// 苦舍桓 Kusava in play (stock: memories and dreams, shown on the table).
pub static KUSAVA_SUPPORT: EntityDef = EntityDef {
    text: "When the Action Phase begins: discard the cards of the highest original cost from your hand, up to 2, 1 memory and dream for each (at most 2). When your character uses a skill: if you have played no card this round, spend 1 memory and dream to pay 1 die less.",
    stock: Some(0),
    answers: answers::SKILL_COST,
    query: Some(|g, me, q| {
        let Query::Cost {
            of: Paying::Skill { .. },
            cost,
            used,
        } = q
        else {
            return;
        };
        let none_played = g.player(me.seat).cards_played_this_round == 0;
        if none_played && g.ent(me).stock > 0 && cost.dice() > 0 {
            cost.reduce(1);
            **used = true;
        }
    }),
    hook: Some(kusava),
    listens: trig::ACTION_START | trig::DISCOUNT_PAID,
    ..held(323008, "Kusava")
};
/// 苦舍桓 Kusava.
pub static KUSAVA: CardDef = support_card(
    CardKind::Item,
    323008,
    391,
    "苦舍桓",
    "Kusava",
    Cost::same(1),
    &KUSAVA_SUPPORT,
)
.arrived(V4_7);
