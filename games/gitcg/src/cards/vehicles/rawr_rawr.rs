//! 呀！呀！ Rawr! Rawr!, a Technique card that arrived in 5.7, and Yikes!, which counts the
//! Technique cards its side played in the match (`Player::techniques_played`).

use tavern_protocol::gitcg::DamageType;

use super::{vehicle, vehicle_card};
use crate::cards::common::draw_random;
use crate::defs::{
    trig, CardDef, CardKind, Cost, Cx, Discount, DiscountDice, Discounted, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, Trig,
};
use crate::state::LocZone;
use crate::version::V5_7;
use crate::Gitcg;

/// The Technique cards Yikes! waits for.
const TECHNIQUES_FOR_YIKES: u8 = 6;

/// Whether a card is a Technique card (特技牌).
fn is_technique(card: &CardDef) -> bool {
    card.kind == CardKind::Equipment(EquipSlot::Technique)
}

/// 龙伙伴的鼓舞！ Saurian Moral Support! (combat status, 301308): the side's next Technique card
/// costs 2 dice less.
pub static SAURIAN_MORAL_SUPPORT: EntityDef = EntityDef {
    id: 301308,
    name: "Saurian Moral Support!",
    chinese_name: "龙伙伴的鼓舞！",
    kind: EntityKind::Combat,
    usage: 1,
    discount: Some(Discount {
        on: Discounted::Kind(CardKind::Equipment(EquipSlot::Technique)),
        dice: DiscountDice::Any,
        amount: 2,
        limit: 0,
    }),
    ..EntityDef::BLANK
};

/// 呀！呀！ Rawr! Rawr! (3130092): a random Technique card of the deck is drawn, and the side's
/// next Technique card costs 2 dice less.
pub static RAWR_RAWR_SKILL: SkillDef = SkillDef {
    id: 3130092,
    name: "Rawr! Rawr!",
    chinese_name: "呀！呀！",
    text: "Draw a random Technique card from your deck.",
    kind: SkillKind::Elemental,
    cost: Cost::any(2),
    ops: &[
        Op::Custom(|g, cx| draw_random(g, cx.seat, is_technique)),
        Op::Combat(&SAURIAN_MORAL_SUPPORT),
    ],
};

/// 龙伙伴的声援！ Saurian Buddy Cheers! (status, 301307): a 3-point shield.
pub static SAURIAN_BUDDY_CHEERS: EntityDef = EntityDef {
    id: 301307,
    name: "Saurian Buddy Cheers!",
    chinese_name: "龙伙伴的声援！",
    kind: EntityKind::Status,
    usage: 3,
    shield: true,
    ..EntityDef::BLANK
};

/// 呀——！ Yikes! (combat status, 301306; its stock shows the Technique cards its side played
/// in the match): when its side plays a Technique card and has played at least 6 in the
/// match (that one included), the active character gets Saurian Buddy Cheers! (3 shield
/// points), 3 Physical damage is dealt, and Yikes! leaves.
pub static YIKES: EntityDef = EntityDef {
    text: "When you play a Technique card: if you have played at least 6 Technique cards in this match (the counter), your active character gains a 3-point shield, then deal 3 Physical damage, and this leaves.",
    id: 301306,
    name: "Yikes!",
    chinese_name: "呀——！",
    kind: EntityKind::Combat,
    stock: Some(0),
    listens: trig::CARD_PLAYED,
    hook: Some(|g, me, t| {
        let Trig::CardPlayed(card) = *t else { return };
        if !is_technique(card) {
            return;
        }
        // The card being played is counted as it is played, before this answers (`act.rs`).
        let played = g.player(me.seat).techniques_played;
        g.ent_mut(me).stock = played;
        if played < TECHNIQUES_FOR_YIKES {
            return;
        }
        g.discard(me);
        let active = g.player(me.seat).active;
        g.add_entity(me.seat, LocZone::Char(active), &SAURIAN_BUDDY_CHEERS);
        let mut cx = Cx {
            entity: Some(&YIKES),
            ..Cx::side(me.seat)
        };
        g.run_op(Op::Damage(DamageType::Physical, 3), &mut cx);
    }),
    ..EntityDef::BLANK
};

/// Yikes! on the side, showing the Technique cards played so far.
fn create_yikes(g: &mut Gitcg, cx: &mut Cx) {
    if let Some(at) = g.add_entity(cx.seat, LocZone::Combat, &YIKES) {
        let played = g.player(cx.seat).techniques_played;
        g.ent_mut(at).stock = played;
    }
}

/// The equipped Rawr! Rawr!: its technique is Rawr! Rawr!.
pub static RAWR_RAWR_EQUIP: EntityDef = vehicle(313009, "Rawr! Rawr!", &RAWR_RAWR_SKILL);
/// 呀！呀！ Rawr! Rawr! (arrived in 5.7): when it enters, Yikes! on its side.
pub static RAWR_RAWR: CardDef = CardDef {
    since: V5_7,
    ops: &[Op::Custom(create_yikes)],
    text: "When it enters: create Yikes! on your side (when you play a Technique card, if you have played at least 6 in this match: your active character gains a 3-point shield, then deal 3 Physical damage).",
    ..vehicle_card(313009, 486, "呀！呀！", "Rawr! Rawr!", 2, &RAWR_RAWR_EQUIP)
};
