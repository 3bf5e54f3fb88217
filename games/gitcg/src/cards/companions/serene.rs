//! Serene (瑟琳) and the ten Melusine Support cards (美露莘的声援) she hands out, one at random
//! each round, with the goodwill some of them leave in play.
//!
//! "Recommended food", "curious artifacts", "praised weapons" and "great events" name no list
//! in the card facts: each is drawn among every card of its kind a deck may hold (events:
//! plain event cards, not food, resonance or Arcane Legends).

use tavern_protocol::Seat;

use super::created_cards::create_random_card;
use super::{ally, is_artifact, is_companion, is_food, is_weapon, support_card};
use crate::cards::common::event;
use crate::defs::{trig, CardDef, CardKind, Cost, Cx, EntityDef, EntityKind, Op, Trig};
use crate::state::{Loc, LocZone, SUPPORT_CAP};
use crate::version::V4_8;
use crate::Gitcg;

fn is_plain_event(c: &CardDef) -> bool {
    c.kind == CardKind::Event
}

fn is_legend(c: &CardDef) -> bool {
    c.kind == CardKind::Legend
}

/// Creates `n` random cards satisfying `pred` in the acting side's hand.
fn random_cards(g: &mut Gitcg, seat: Seat, n: u8, pred: fn(&CardDef) -> bool) {
    for _ in 0..n {
        create_random_card(g, seat, pred);
    }
}

/// 瑟琳的声援 Serene's Support: 2 random Food cards.
pub static SERENES_SUPPORT: CardDef = CardDef {
    text: "Create 2 random Food cards in your hand.",
    ..event(
        302206,
        0,
        "瑟琳的声援",
        "Serene's Support",
        CardKind::Event,
        Cost::FREE,
        &[Op::Custom(|g, cx| random_cards(g, cx.seat, 2, is_food))],
    )
};

/// 洛梅的声援 Laume's Support: 2 random Artifact cards.
pub static LAUMES_SUPPORT: CardDef = CardDef {
    text: "Create 2 random Artifact cards in your hand.",
    ..event(
        302207,
        0,
        "洛梅的声援",
        "Laume's Support",
        CardKind::Event,
        Cost::FREE,
        &[Op::Custom(|g, cx| random_cards(g, cx.seat, 2, is_artifact))],
    )
};

/// 柯莎的声援 Cosanzeana's Support: 2 random Weapon cards.
pub static COSANZEANAS_SUPPORT: CardDef = CardDef {
    text: "Create 2 random Weapon cards in your hand.",
    ..event(
        302208,
        0,
        "柯莎的声援",
        "Cosanzeana's Support",
        CardKind::Event,
        Cost::FREE,
        &[Op::Custom(|g, cx| random_cards(g, cx.seat, 2, is_weapon))],
    )
};

/// 夏诺蒂拉的声援 Canotila's Support: 2 random event cards.
pub static CANOTILAS_SUPPORT: CardDef = CardDef {
    text: "Create 2 random Event cards in your hand.",
    ..event(
        302209,
        0,
        "夏诺蒂拉的声援",
        "Canotila's Support",
        CardKind::Event,
        Cost::same(1),
        &[Op::Custom(|g, cx| {
            random_cards(g, cx.seat, 2, is_plain_event)
        })],
    )
};

/// 希洛娜的心意 Thirona's Goodwill: at the end of each of the next 3 rounds, a random event
/// card; 3 usages.
pub static THIRONAS_GOODWILL: EntityDef = EntityDef {
    id: 302219,
    name: "Thirona's Goodwill",
    chinese_name: "希洛娜的心意",
    kind: EntityKind::Combat,
    usage: 3,
    text: "End Phase: create a random Event card in your hand.",
    end_phase: &[Op::Custom(|g, cx| {
        random_cards(g, cx.seat, 1, is_plain_event)
    })],
    ..EntityDef::BLANK
};

/// 希洛娜的声援 Thirona's Support: Thirona's Goodwill.
pub static THIRONAS_SUPPORT: CardDef = event(
    302210,
    0,
    "希洛娜的声援",
    "Thirona's Support",
    CardKind::Event,
    Cost::FREE,
    &[Op::Combat(&THIRONAS_GOODWILL)],
);

/// 希露艾的声援 Sluasi's Support: copies of the top 3 cards of the opponent's deck (fewer when
/// it holds fewer), the top one first, shown to both players.
pub static SLUASIS_SUPPORT: CardDef = CardDef {
    text: "Put copies of the top 3 cards of the opponent's deck into your hand.",
    ..event(
        302211,
        0,
        "希露艾的声援",
        "Sluasi's Support",
        CardKind::Event,
        Cost::same(1),
        &[Op::Custom(|g, cx| {
            let deck = &g.player(cx.seat.other()).deck;
            let top: Vec<&'static CardDef> = deck.iter().rev().take(3).copied().collect();
            for card in top {
                g.create_card(cx.seat, card, true);
            }
        })],
    )
};

/// 薇尔妲的声援 Virda's Support: 2 random Arcane Legends, and both players may play an Arcane
/// Legend again.
pub static VIRDAS_SUPPORT: CardDef = CardDef {
    text: "Create 2 random Arcane Legend cards in your hand, and both players may play an Arcane Legend again.",
    ..event(
        302212,
        0,
        "薇尔妲的声援",
        "Virda's Support",
        CardKind::Event,
        Cost::any(2),
        &[Op::Custom(|g, cx| {
            random_cards(g, cx.seat, 2, is_legend);
            for seat in [cx.seat, cx.seat.other()] {
                g.player_mut(seat).legend_used = false;
            }
        })],
    )
};

/// Fills the support zone of `seat` with random companions, each entering as if played there
/// (its "when it enters" effects run for that side).
fn fill_with_companions(g: &mut Gitcg, seat: Seat) {
    let pool = || crate::cards::action_cards().filter(|c| c.share_id != 0 && is_companion(c));
    let n = pool().count() as u32;
    while n > 0 && g.player(seat).supports.iter().filter(|e| !e.dead).count() < SUPPORT_CAP {
        let k = g.rng.below(n) as usize;
        let Some(card) = pool().nth(k) else { return };
        let Some(entity) = card.entity else { return };
        g.cleanup_zone(seat, LocZone::Support);
        if g.add_entity(seat, LocZone::Support, entity).is_none() {
            return;
        }
        g.run_ops(card.ops, &mut Cx::side(seat));
    }
}

/// 芙佳的声援 Puca's Support: random companions until both support zones are full.
pub static PUCAS_SUPPORT: CardDef = CardDef {
    text: "Create random Companions in both players' support zones until they are full.",
    ..event(
        302213,
        0,
        "芙佳的声援",
        "Puca's Support",
        CardKind::Event,
        Cost::FREE,
        &[Op::Custom(|g, cx| {
            fill_with_companions(g, cx.seat);
            fill_with_companions(g, cx.seat.other());
        })],
    )
};

/// 托皮娅的心意 Topyas's Goodwill, on both sides: this round, after its side plays a card, a
/// random card of the hand is discarded or a card is drawn (even odds). `var` is set on the
/// side whose Topyas's Support made it, so that card itself sets nothing off.
pub static TOPYASS_GOODWILL: EntityDef = EntityDef {
    id: 302216,
    name: "Topyas's Goodwill",
    chinese_name: "托皮娅的心意",
    kind: EntityKind::Combat,
    round_only: true,
    text: "After you play a card this round: discard a random card from your hand or draw 1 card (even odds).",
    hook: Some(topyas_goodwill),
    listens: trig::CARD_RESOLVED,
    ..EntityDef::BLANK
};

fn topyas_goodwill(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    if g.ent(me).var != 0 {
        g.ent_mut(me).var = 0;
        return;
    }
    let hand = g.player(me.seat).hand.len() as u32;
    if g.rng.below(2) == 0 && hand > 0 {
        let idx = g.rng.below(hand) as usize;
        g.discard_from_hand(me.seat, idx);
    } else {
        g.draw(me.seat, 1);
    }
}

/// 托皮娅的声援 Topyas's Support: draw 2; both sides get Topyas's Goodwill.
pub static TOPYASS_SUPPORT: CardDef = CardDef {
    text: "Both players get Topyas's Goodwill (after playing a card this round: discard a random card or draw 1 card).",
    ..event(
        302214,
        0,
        "托皮娅的声援",
        "Topyas's Support",
        CardKind::Event,
        Cost::FREE,
        &[
            Op::Draw(2),
            Op::Custom(|g, cx| {
                g.add_entity(cx.seat.other(), LocZone::Combat, &TOPYASS_GOODWILL);
                if let Some(ours) = g.add_entity(cx.seat, LocZone::Combat, &TOPYASS_GOODWILL) {
                    g.ent_mut(ours).var = 1;
                }
            }),
        ],
    )
};

/// 卢蒂妮的心意 Lutine's Goodwill, on both sides: after a character of its side uses a skill,
/// it is healed 2 or takes 2 Piercing damage (even odds); 2 usages.
pub static LUTINES_GOODWILL: EntityDef = EntityDef {
    id: 302217,
    name: "Lutine's Goodwill",
    chinese_name: "卢蒂妮的心意",
    kind: EntityKind::Combat,
    usage: 2,
    text: "After your character uses a skill: it is healed for 2 or takes 2 Piercing damage (even odds; spends 1 usage).",
    hook: Some(|g, me, t| {
        let Trig::AfterSkill { character, .. } = *t else {
            return;
        };
        let source = g.source_of(me);
        if g.rng.below(2) == 0 {
            g.heal(me.seat, character, 2, source);
        } else {
            g.pierce_own(me.seat, character, 2, 0, source);
        }
        g.spend(me);
    }),
    listens: trig::AFTER_SKILL,
    ..EntityDef::BLANK
};

/// 卢蒂妮的声援 Lutine's Support: draw 2; both sides get Lutine's Goodwill.
pub static LUTINES_SUPPORT: CardDef = event(
    302215,
    0,
    "卢蒂妮的声援",
    "Lutine's Support",
    CardKind::Event,
    Cost::FREE,
    &[
        Op::Draw(2),
        Op::Combat(&LUTINES_GOODWILL),
        Op::OpponentCombat(&LUTINES_GOODWILL),
    ],
);

/// The Melusine Support cards Serene hands out.
static MELUSINE_SUPPORTS: [&CardDef; 10] = [
    &SERENES_SUPPORT,
    &LAUMES_SUPPORT,
    &COSANZEANAS_SUPPORT,
    &CANOTILAS_SUPPORT,
    &THIRONAS_SUPPORT,
    &SLUASIS_SUPPORT,
    &VIRDAS_SUPPORT,
    &PUCAS_SUPPORT,
    &TOPYASS_SUPPORT,
    &LUTINES_SUPPORT,
];

/// 瑟琳 Serene in play: once each round, before the side chooses an action (the first time, or
/// right after she is played), a random Melusine Support card into the hand; 3 usages.
pub static SERENE_SUPPORT: EntityDef = EntityDef {
    text: "Once per round, before you choose an action: create a random Melusine Support card in your hand (spends 1 usage).",
    usage: 3,
    per_round: true,
    hook: Some(|g, me, _| {
        if g.ent(me).var >= 1 {
            return;
        }
        g.ent_mut(me).var = 1;
        let k = g.rng.below(MELUSINE_SUPPORTS.len() as u32) as usize;
        g.create_card(me.seat, MELUSINE_SUPPORTS[k], false);
        g.spend(me);
    }),
    listens: trig::BEFORE_ACTION,
    ..ally(322027, "Serene")
};
/// 瑟琳 Serene.
pub static SERENE: CardDef = support_card(
    CardKind::Companion,
    322027,
    404,
    "瑟琳",
    "Serene",
    Cost::any(2),
    &SERENE_SUPPORT,
)
.arrived(V4_8);
