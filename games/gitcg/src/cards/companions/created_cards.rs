//! Companions that make cards: Mamere (a random support or food card), Taroumaru (Taroumaru's
//! Savings in the deck, then Taroumaru Enraged) and The White Glove and the Fisherman
//! ("Called In For Cleanup" in the deck).

use tavern_protocol::gitcg::DamageType;
use tavern_protocol::Seat;

use super::super::common::event;
use super::{ally, support_card};
use crate::deck_effects::DeckPlace;
use crate::defs::{trig, CardDef, CardKind, Cost, EntityDef, EntityKind, Op, Trig};
use crate::state::{Loc, LocZone};
use crate::version::{V4_3, V4_6};
use crate::Gitcg;

/// Creates in the side's hand a random card among those a deck may hold that satisfy `pred`
/// (each equally likely; the opponent learns only that a card was created); false when there
/// is none.
pub(super) fn create_random_card(g: &mut Gitcg, seat: Seat, pred: fn(&CardDef) -> bool) -> bool {
    let pool = || crate::cards::action_cards().filter(move |c| c.share_id != 0 && pred(c));
    let n = pool().count() as u32;
    if n == 0 {
        return false;
    }
    let k = g.rng.below(n) as usize;
    match pool().nth(k) {
        Some(made) => {
            g.create_card(seat, made, false);
            true
        }
        None => false,
    }
}

/// Whether Mamere answers `card`, and may make it: a Food, Location, Companion or Item card
/// other than Mamere herself.
fn mamere_kind(card: &CardDef) -> bool {
    let kind = matches!(
        card.kind,
        CardKind::Food | CardKind::Location | CardKind::Companion | CardKind::Item
    );
    kind && card.id != MAMERE_SUPPORT.id
}

/// 玛梅赫 Mamere in play: after the side plays a Food, Location, Companion or Item card other
/// than Mamere, a random card of those kinds (other than Mamere, among the cards decks may
/// hold) into the hand; once per round, 3 usages.
pub static MAMERE_SUPPORT: EntityDef = EntityDef {
    text: "After you play a Food, Location, Companion or Item card other than Mamere: create a random Food, Location, Companion or Item card other than Mamere in your hand (once per round, spends 1 usage).",
    usage: 3,
    per_round: true,
    hook: Some(|g, me, t| {
        let Trig::CardPlayed(card) = *t else { return };
        if !mamere_kind(card) || g.ent(me).var >= 1 {
            return;
        }
        if create_random_card(g, me.seat, mamere_kind) {
            g.ent_mut(me).var = 1;
            g.spend(me);
        }
    }),
    listens: trig::CARD_RESOLVED,
    ..ally(322021, "Mamere")
};
/// 玛梅赫 Mamere.
pub static MAMERE: CardDef = support_card(
    CardKind::Companion,
    322021,
    311,
    "玛梅赫",
    "Mamere",
    Cost::FREE,
    &MAMERE_SUPPORT,
)
.arrived(V4_3);

/// 愤怒的太郎丸 Taroumaru Enraged: end phase, 2 Physical damage; 2 usages.
pub static TAROUMARU_ENRAGED: EntityDef = EntityDef {
    id: 302201,
    name: "Taroumaru Enraged",
    chinese_name: "愤怒的太郎丸",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(DamageType::Physical, 2)],
    ..EntityDef::BLANK
};

/// 太郎丸的存款 Taroumaru's Savings (created in the deck by Taroumaru): 1 Omni die.
pub static TAROUMARUS_SAVINGS: CardDef = event(
    302202,
    0,
    "太郎丸的存款",
    "Taroumaru's Savings",
    CardKind::Event,
    Cost::FREE,
    &[Op::OmniDice(1)],
);

/// Savings Taroumaru waits for.
const SAVINGS_NEEDED: u8 = 2;

/// 太郎丸 Taroumaru in play (stock: the Savings played): after the side has played 2
/// Taroumaru's Savings, it leaves and summons Taroumaru Enraged.
pub static TAROUMARU_SUPPORT: EntityDef = EntityDef {
    text: "After you have played 2 Taroumaru's Savings: this card is discarded and summons Taroumaru Enraged (End Phase: deals 2 Physical damage; 2 usages).",
    stock: Some(0),
    hook: Some(|g, me, t| {
        let Trig::CardPlayed(card) = *t else { return };
        if card != &TAROUMARUS_SAVINGS {
            return;
        }
        let e = g.ent_mut(me);
        e.stock += 1;
        if e.stock >= SAVINGS_NEEDED {
            g.discard(me);
            g.add_entity(me.seat, LocZone::Summon, &TAROUMARU_ENRAGED);
        }
    }),
    listens: trig::CARD_RESOLVED,
    ..ally(322024, "Taroumaru")
};
/// 太郎丸 Taroumaru: when it enters, 4 Taroumaru's Savings spread evenly through the deck.
pub static TAROUMARU: CardDef = CardDef {
    since: V4_6,
    text: "When it enters, create 4 Taroumaru's Savings (free: create 1 Omni die), spread evenly through your deck.",
    ops: &[Op::Custom(|g, cx| {
        g.put_in_deck(cx.seat, &TAROUMARUS_SAVINGS, 4, DeckPlace::Even);
    })],
    ..support_card(
        CardKind::Companion,
        322024,
        358,
        "太郎丸",
        "Taroumaru",
        Cost::any(2),
        &TAROUMARU_SUPPORT,
    )
};

/// 「清洁工作」（生效中） "Called In For Cleanup" (Active): the next damage the side's active
/// character deals is +1 per usage (stacks up to 2), then it leaves.
pub static CLEANUP_IN_EFFECT: EntityDef = EntityDef {
    id: 302204,
    name: "\"Called In For Cleanup\" (Active)",
    chinese_name: "「清洁工作」（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 2,
    text: "The next damage your active character deals is increased by 1 for each usage, then this leaves.",
    hook: Some(cleanup_bonus),
    listens: trig::BONUS_OUT,
    ..EntityDef::BLANK
};

fn cleanup_bonus(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let active = g.player(me.seat).active;
    if d.by == Some(active) && d.ty != DamageType::Piercing {
        d.amount += g.ent(me).usage as i16;
        g.discard(me);
    }
}

/// 「清洁工作」 "Called In For Cleanup" (created in the deck by The White Glove and the
/// Fisherman).
pub static CALLED_IN_FOR_CLEANUP: CardDef = event(
    302203,
    0,
    "「清洁工作」",
    "\"Called In For Cleanup\"",
    CardKind::Event,
    Cost::FREE,
    &[Op::Combat(&CLEANUP_IN_EFFECT)],
);

/// 白手套和渔夫 The White Glove and the Fisherman in play: end phase, a "Called In For
/// Cleanup" among the top 5 cards of the deck, and a card drawn when this is its last usage;
/// 2 usages.
pub static THE_WHITE_GLOVE_AND_THE_FISHERMAN_SUPPORT: EntityDef = EntityDef {
    text: "End Phase: create 1 \"Called In For Cleanup\" (free: your active character's next damage +1, stacking up to +2) at a random place among the top 5 cards of your deck; if this was the last usage, also draw 1 card (spends 1 usage).",
    usage: 2,
    hook: Some(|g, me, _| {
        g.put_in_deck(me.seat, &CALLED_IN_FOR_CLEANUP, 1, DeckPlace::AmongTop(5));
        if g.ent(me).usage == 1 {
            g.draw(me.seat, 1);
        }
        g.spend(me);
    }),
    listens: trig::END_PHASE,
    ..ally(322025, "The White Glove and the Fisherman")
};
/// 白手套和渔夫 The White Glove and the Fisherman.
pub static THE_WHITE_GLOVE_AND_THE_FISHERMAN: CardDef = support_card(
    CardKind::Companion,
    322025,
    359,
    "白手套和渔夫",
    "The White Glove and the Fisherman",
    Cost::FREE,
    &THE_WHITE_GLOVE_AND_THE_FISHERMAN_SUPPORT,
)
.arrived(V4_6);
