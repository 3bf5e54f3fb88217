//! Events that give dice or cards.

use tavern_protocol::gitcg::{Dice, DieFace};
use tavern_protocol::Seat;

use super::switching::eight_dice_and_foe_acting;
use crate::cards::action_cards;
use crate::cards::common::{different_basic_dice, event, random_basic_die};
use crate::deck_effects::DeckPlace;
use crate::defs::{
    answers, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, Op, Paying,
    Query, TargetRule, Trig,
};
use crate::pick::CardPool;
use crate::state::{Loc, LocZone};
use crate::version::{V3_7, V4_1, V4_4, V4_6, V4_7, V4_8, V5_1};
use crate::Gitcg;

/// 最好的伙伴！ The Bestest Travel Companion!: 2 Omni dice.
pub static BESTEST_TRAVEL_COMPANION: CardDef = event(
    332001,
    241,
    "最好的伙伴！",
    "The Bestest Travel Companion!",
    CardKind::Event,
    Cost::any(2),
    &[Op::OmniDice(2)],
);

/// 一掷乾坤 Toss-Up: reroll any dice, twice.
pub static TOSS_UP: CardDef = event(
    332003,
    243,
    "一掷乾坤",
    "Toss-Up",
    CardKind::Event,
    Cost::FREE,
    &[Op::Reroll(2)],
);

/// 运筹帷幄 Strategize: draw 2.
pub static STRATEGIZE: CardDef = event(
    332004,
    244,
    "运筹帷幄",
    "Strategize",
    CardKind::Event,
    Cost::same(1),
    &[Op::Draw(2)],
);

/// 温妮莎传奇 The Legend of Vennessa: 4 dice of different basic elements.
pub static THE_LEGEND_OF_VENNESSA: CardDef = CardDef {
    since: V3_7,
    text: "Creates 4 dice of different basic elements.",
    ..event(
        332019,
        259,
        "温妮莎传奇",
        "The Legend of Vennessa",
        CardKind::Event,
        Cost::same(3),
        &[Op::Custom(|g, cx| different_basic_dice(g, cx.seat, 4))],
    )
};

/// 永远的友谊 Friendship Eternal: each player with fewer than 4 cards draws up to 4 (the
/// player first).
pub static FRIENDSHIP_ETERNAL: CardDef = CardDef {
    since: V3_7,
    text: "Each player with fewer than 4 cards in hand draws until holding 4 (you first).",
    ..event(
        332020,
        260,
        "永远的友谊",
        "Friendship Eternal",
        CardKind::Event,
        Cost::same(2),
        &[Op::Custom(|g, cx| {
            for seat in [cx.seat, cx.seat.other()] {
                let n = 4usize.saturating_sub(g.player(seat).hand.len());
                g.draw(seat, n as u8);
            }
        })],
    )
};

/// 拳力斗技！（生效中） Pankration! (In effect): this round, when a player is the first to
/// declare the end of the round, the other draws 2 cards.
pub static PANKRATION_STATUS: EntityDef = EntityDef {
    text:
        "This round, when one player declares the end of the round first, the other draws 2 cards.",
    id: 303223,
    name: "Pankration! (In effect)",
    chinese_name: "拳力斗技！（生效中）",
    kind: EntityKind::Combat,
    round_only: true,
    hook: Some(|g, me, _| {
        // Played while both were acting, the first declaration it hears is the round's first:
        // its own side's (then the opponent draws), or the opponent's (then its side draws).
        let drawer = if g.player(me.seat).declared_end {
            me.seat.other()
        } else {
            me.seat
        };
        g.discard(me);
        g.draw(drawer, 2);
    }),
    listens: trig::DECLARE_END | trig::FOE_DECLARED_END,
    ..EntityDef::BLANK
};
/// 拳力斗技！ Pankration!: with at least 8 dice and the opponent still acting.
pub static PANKRATION: CardDef = CardDef {
    since: V4_1,
    text: "Playable only while you hold at least 8 dice and the opponent has not declared the end of its round.",
    condition: Some(eight_dice_and_foe_acting),
    ..event(
        332023,
        263,
        "拳力斗技！",
        "Pankration!",
        CardKind::Event,
        Cost::FREE,
        &[Op::Combat(&PANKRATION_STATUS)],
    )
};

/// Every die of the side becomes Omni, then it draws 4 cards.
fn countdown(g: &mut Gitcg, cx: &mut Cx) {
    let dice = &mut g.player_mut(cx.seat).dice;
    let n = dice.total();
    *dice = Dice::EMPTY;
    dice.0[DieFace::Omni as usize] = n;
    g.draw(cx.seat, 4);
}

/// A Countdown to the Show card: its ops, and the next card of the countdown put on top of the
/// deck when an effect discards it (from the hand or the deck).
const fn countdown_card(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    cost: u8,
    next: &'static [Op],
) -> CardDef {
    CardDef {
        text: "Every one of your dice becomes Omni, then draw 4 cards.",
        on_discard: next,
        ..event(
            id,
            share_id,
            name,
            english_name,
            CardKind::Event,
            Cost::same(cost),
            &[Op::Custom(countdown)],
        )
    }
}

/// 幻戏开始！ The Show Begins! (created by Countdown to the Show: 1).
pub static THE_SHOW_BEGINS: CardDef =
    countdown_card(332035, 0, "幻戏开始！", "The Show Begins!", 0, &[]);
/// 幻戏倒计时：1 Countdown to the Show: 1.
pub static COUNTDOWN_TO_THE_SHOW_1: CardDef = countdown_card(
    332034,
    0,
    "幻戏倒计时：1",
    "Countdown to the Show: 1",
    1,
    &[Op::Custom(|g, cx| {
        g.put_in_deck(cx.seat, &THE_SHOW_BEGINS, 1, DeckPlace::FromTop(1))
    })],
);
/// 幻戏倒计时：2 Countdown to the Show: 2.
pub static COUNTDOWN_TO_THE_SHOW_2: CardDef = countdown_card(
    332033,
    0,
    "幻戏倒计时：2",
    "Countdown to the Show: 2",
    2,
    &[Op::Custom(|g, cx| {
        g.put_in_deck(cx.seat, &COUNTDOWN_TO_THE_SHOW_1, 1, DeckPlace::FromTop(1))
    })],
);
/// 幻戏倒计时：3 Countdown to the Show: 3.
pub static COUNTDOWN_TO_THE_SHOW_3: CardDef = countdown_card(
    332032,
    394,
    "幻戏倒计时：3",
    "Countdown to the Show: 3",
    3,
    &[Op::Custom(|g, cx| {
        g.put_in_deck(cx.seat, &COUNTDOWN_TO_THE_SHOW_2, 1, DeckPlace::FromTop(1))
    })],
)
.arrived(V4_7);

/// 海底宝藏（冷却中） Undersea Treasure (on CD): this round, the character is not healed by
/// Undersea Treasure again.
pub static UNDERSEA_TREASURE_COOLDOWN: EntityDef = EntityDef {
    text: "This round, the character is not healed by Undersea Treasure again.",
    id: 303231,
    name: "Undersea Treasure (on CD)",
    chinese_name: "海底宝藏（冷却中）",
    kind: EntityKind::Status,
    round_only: true,
    ..EntityDef::BLANK
};
/// 海底宝藏 Undersea Treasure: a free event card, drawn into the hand and played like any
/// other (its text has no 抓到此牌时, "when drawn": RULES.md); a random basic die, and 1 HP
/// for the active character (once per character per round).
pub static UNDERSEA_TREASURE: CardDef = CardDef {
    text: "Create 1 die of a random basic element and heal your active character for 1 (each character at most once per round from Undersea Treasure).",
    ..event(
        303230,
        0,
        "海底宝藏",
        "Undersea Treasure",
        CardKind::Event,
        Cost::FREE,
        &[
            Op::Custom(random_basic_die),
            Op::Custom(|g, cx| {
                let s = g.player(cx.seat).active;
                if !g.character(cx.seat, s).has(&UNDERSEA_TREASURE_COOLDOWN) {
                    g.heal(cx.seat, s, 1, cx.origin());
                    g.add_entity(cx.seat, LocZone::Char(s), &UNDERSEA_TREASURE_COOLDOWN);
                }
            }),
        ],
    )
};
/// 海中寻宝 Underwater Treasure Hunt: 6 Undersea Treasures shuffled into the deck.
pub static UNDERWATER_TREASURE_HUNT: CardDef = CardDef {
    since: V4_6,
    text: "Shuffle 6 Undersea Treasures into your deck at random places.",
    ..event(
        332031,
        360,
        "海中寻宝",
        "Underwater Treasure Hunt",
        CardKind::Event,
        Cost::same(2),
        &[Op::Custom(|g, cx| {
            g.put_in_deck(cx.seat, &UNDERSEA_TREASURE, 6, DeckPlace::Random)
        })],
    )
};

/// Whether a card is a support card (companion, location or item).
fn is_support(card: &CardDef) -> bool {
    matches!(
        card.kind,
        CardKind::Companion | CardKind::Location | CardKind::Item
    )
}

/// 净觉花（生效中） Sunyata Flower (In Effect): this round, the side's next support card costs
/// 1 die less.
pub static SUNYATA_FLOWER_STATUS: EntityDef = EntityDef {
    text: "This round, your next Support card costs 1 die less.",
    id: 303229,
    name: "Sunyata Flower (In Effect)",
    chinese_name: "净觉花（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    answers: answers::SUPPORT_COST,
    query: Some(|g, me, q| {
        if let Query::Cost {
            of: Paying::Card(card),
            cost,
            used,
        } = q
        {
            if is_support(card) && g.ent(me).usage > 0 && cost.dice() > 0 {
                cost.reduce(1);
                **used = true;
            }
        }
    }),
    ..EntityDef::BLANK
};
/// 净觉花 Sunyata Flower: the target support is discarded, 2 random support cards are created
/// in the hand, and the next support card this round costs 1 die less.
pub static SUNYATA_FLOWER: CardDef = CardDef {
    since: V4_4,
    text: "Discard the target support, then create 2 random Support cards in your hand.",
    target: TargetRule::OwnSupport,
    ..event(
        332029,
        332,
        "净觉花",
        "Sunyata Flower",
        CardKind::Event,
        Cost::FREE,
        &[
            Op::Custom(|g, cx| {
                if let Some(idx) = cx.support_target {
                    g.discard(Loc {
                        seat: cx.seat,
                        zone: LocZone::Support,
                        idx,
                    });
                }
                let pool = || action_cards().filter(|c| c.share_id != 0 && is_support(c));
                let n = pool().count() as u32;
                for _ in 0..2 {
                    let k = g.rng.below(n) as usize;
                    if let Some(card) = pool().nth(k) {
                        g.create_card(cx.seat, card, false);
                    }
                }
            }),
            Op::Combat(&SUNYATA_FLOWER_STATUS),
        ],
    )
};

/// 「看到那小子挣钱…」（生效中） "I'd Rather Lose Money Myself..." (In Effect): this round,
/// for every 2 dice the opposing side gains, 1 Omni die. Its stock counts the odd die gained
/// that waits for a second; the Omni dice it gives are not counted as gained
/// (`dice_gained.rs`).
pub static ID_RATHER_LOSE_MONEY_STATUS: EntityDef = EntityDef {
    text: "This round, each time your opponent gains 2 dice, create 1 Omni die (dice this effect gives are not counted).",
    id: 303236,
    name: "\"I'd Rather Lose Money Myself...\" (In Effect)",
    chinese_name: "「看到那小子挣钱…」（生效中）",
    kind: EntityKind::Combat,
    round_only: true,
    stock: Some(0),
    listens: trig::FOE_GAINED_DICE,
    hook: Some(|g, me, t| {
        let Trig::FoeGainedDice(n) = *t else { return };
        let counted = u16::from(g.ent(me).stock) + u16::from(n);
        g.ent_mut(me).stock = (counted % 2) as u8;
        let omni = (counted / 2).min(u16::from(u8::MAX)) as u8;
        if omni > 0 {
            let p = g.player_mut(me.seat);
            let before = p.dice.total();
            p.gain_dice(DieFace::Omni as usize, omni);
            // The dice this effect gives are not gained for the opposing side to count.
            let given = p.dice.total() - before;
            p.dice_gained = p.dice_gained.saturating_sub(given);
        }
    }),
    ..EntityDef::BLANK
};
/// 「看到那小子挣钱…」 "I'd Rather Lose Money Myself...".
pub static ID_RATHER_LOSE_MONEY: CardDef = event(
    332036,
    405,
    "「看到那小子挣钱…」",
    "\"I'd Rather Lose Money Myself...\"",
    CardKind::Event,
    Cost::FREE,
    &[Op::Combat(&ID_RATHER_LOSE_MONEY_STATUS)],
)
.arrived(V4_8);

/// Whether two of the side's characters (the whole party, knocked out or not) share what
/// `key` reads of them.
fn two_share<K: PartialEq>(g: &Gitcg, seat: Seat, key: impl Fn(&CharacterDef) -> K) -> bool {
    let chars = &g.player(seat).chars;
    (0..3).any(|i| (i + 1..3).any(|j| key(chars[i].def) == key(chars[j].def)))
}

/// Whether two of the side's characters share a nation or camp.
fn two_share_a_nation(g: &Gitcg, seat: Seat) -> bool {
    let chars = &g.player(seat).chars;
    (0..3).any(|i| (i + 1..3).any(|j| chars[i].def.nations & chars[j].def.nations != 0))
}

/// 镀金旅团的茶歇 Eremite Teatime: a pick of 1 of 3 Location cards into the hand if two of the
/// side's characters share an element, then of 1 of 3 Item cards if two share a weapon type,
/// then of 1 of 3 Food cards if two share a nation or camp (`pick.rs`).
pub static EREMITE_TEATIME: CardDef = CardDef {
    since: V5_1,
    text: "If two of your characters share an element: pick 1 of 3 Location cards into your hand. If two share a weapon type: pick 1 of 3 Item cards into your hand. If two share a nation or faction: pick 1 of 3 Food cards into your hand.",
    ..event(
        332040,
        430,
        "镀金旅团的茶歇",
        "Eremite Teatime",
        CardKind::Event,
        Cost::same(2),
        &[Op::Custom(|g, cx| {
            let mut pools = 0;
            if two_share(g, cx.seat, |c| c.element) {
                pools |= CardPool::Location.bit();
            }
            if two_share(g, cx.seat, |c| c.weapon) {
                pools |= CardPool::Item.bit();
            }
            if two_share_a_nation(g, cx.seat) {
                pools |= CardPool::Food.bit();
            }
            g.offer_card_picks(cx.seat, pools);
        })],
    )
};
