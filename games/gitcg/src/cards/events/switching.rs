//! Events about the active character: switching and the next switch.

use tavern_protocol::Seat;

use super::switch_to_next;
use crate::cards::common::{event, fast_switch};
use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, Cx, Discount, DiscountDice, Discounted, EntityDef,
    EntityKind, Op, Paying, Query, SkillKind, TargetRule, Who,
};
use crate::version::{V3_7, V4_3};
use crate::Gitcg;

/// 换班时间（生效中） Changing Shifts (In Effect): the next switch costs 1 die less.
pub static CHANGING_SHIFTS_STATUS: EntityDef = EntityDef {
    id: 303202,
    name: "Changing Shifts (In Effect)",
    chinese_name: "换班时间（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    discount: Some(Discount {
        on: Discounted::Switch,
        dice: DiscountDice::Any,
        amount: 1,
        limit: 0,
    }),
    ..EntityDef::BLANK
};
/// 换班时间 Changing Shifts.
pub static CHANGING_SHIFTS: CardDef = event(
    332002,
    242,
    "换班时间",
    "Changing Shifts",
    CardKind::Event,
    Cost::FREE,
    &[Op::Combat(&CHANGING_SHIFTS_STATUS)],
);

/// 交给我吧！（生效中） Leave It to Me! (In Effect): the next switch is a fast action.
pub static LEAVE_IT_TO_ME_STATUS: EntityDef = EntityDef {
    text: "Your next switch is a Fast Action.",
    id: 303206,
    name: "Leave It to Me! (In Effect)",
    chinese_name: "交给我吧！（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    answers: answers::FAST_SWITCH,
    query: Some(fast_switch),
    ..EntityDef::BLANK
};
/// 交给我吧！ Leave It to Me!
pub static LEAVE_IT_TO_ME: CardDef = event(
    332006,
    246,
    "交给我吧！",
    "Leave It to Me!",
    CardKind::Event,
    Cost::FREE,
    &[Op::Combat(&LEAVE_IT_TO_ME_STATUS)],
);

/// 鹤归之时（生效中） When the Crane Returned (In Effect): after the side's next skill, the next
/// standby character becomes active.
pub static WHEN_THE_CRANE_RETURNED_STATUS: EntityDef = EntityDef {
    text: "After your next skill, your next standby character becomes active.",
    id: 303207,
    name: "When the Crane Returned (In Effect)",
    chinese_name: "鹤归之时（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    hook: Some(|g, me, _| {
        g.discard(me);
        switch_to_next(g, me.seat);
    }),
    listens: trig::AFTER_SKILL,
    ..EntityDef::BLANK
};
/// 鹤归之时 When the Crane Returned.
pub static WHEN_THE_CRANE_RETURNED: CardDef = event(
    332007,
    247,
    "鹤归之时",
    "When the Crane Returned",
    CardKind::Event,
    Cost::same(1),
    &[Op::Combat(&WHEN_THE_CRANE_RETURNED_STATUS)],
);

/// 下落斩 Plunging Strike: a combat action; switch to the target character, which then uses
/// its normal attack (a plunging attack when it was switched in).
pub static PLUNGING_STRIKE: CardDef = CardDef {
    since: V3_7,
    text: "The target character then uses its Normal Attack (a Plunging Attack when it was switched in).",
    combat_action: true,
    target: TargetRule::OwnCharacter,
    condition: Some(|g, seat, target| {
        target
            .filter(|&s| g.skills_blocked(seat, s))
            .map(|_| "the character cannot use skills")
    }),
    ..event(
        332017,
        257,
        "下落斩",
        "Plunging Strike",
        CardKind::Event,
        Cost::same(3),
        &[Op::SwitchToTarget, Op::Custom(plunging_strike)],
    )
};

fn plunging_strike(g: &mut Gitcg, cx: &mut Cx) {
    let def = g.player(cx.seat).active_char().def;
    if let Some(normal) = def.skills.iter().find(|s| s.kind == SkillKind::Normal) {
        g.use_skill(cx.seat, normal, cx.charged, Some(&PLUNGING_STRIKE));
    }
}

/// Refuses a card unless the side holds at least 8 dice and the opponent has not declared the
/// end of its round (Pankration!, Falls and Fortune).
pub(super) fn eight_dice_and_foe_acting(
    g: &Gitcg,
    seat: Seat,
    _: Option<u8>,
) -> Option<&'static str> {
    if g.player(seat).dice.total() < 8 {
        Some("you hold fewer than 8 dice")
    } else if g.player(seat.other()).declared_end {
        Some("the opponent has declared the end of its round")
    } else {
        None
    }
}

/// 坍陷与契机（生效中） Falls and Fortune (In Effect): this round, the side's switches cost 1
/// die more (one on each side).
pub static FALLS_AND_FORTUNE_STATUS: EntityDef = EntityDef {
    text: "This round, switching characters costs 1 more die.",
    id: 303226,
    name: "Falls and Fortune (In Effect)",
    chinese_name: "坍陷与契机（生效中）",
    kind: EntityKind::Combat,
    round_only: true,
    answers: answers::SWITCH_COST,
    query: Some(|_, _, q| {
        if let Query::Cost {
            of: Paying::Switch { .. },
            cost,
            ..
        } = q
        {
            cost.any += 1;
        }
    }),
    ..EntityDef::BLANK
};
/// 坍陷与契机 Falls and Fortune: with at least 8 dice and the opponent still acting; both
/// sides' switches cost 1 die more this round.
pub static FALLS_AND_FORTUNE: CardDef = CardDef {
    since: V4_3,
    text: "Playable only while you hold at least 8 dice and the opponent has not declared the end of its round.",
    condition: Some(eight_dice_and_foe_acting),
    ..event(
        332026,
        316,
        "坍陷与契机",
        "Falls and Fortune",
        CardKind::Event,
        Cost::FREE,
        &[
            Op::Combat(&FALLS_AND_FORTUNE_STATUS),
            Op::OpponentCombat(&FALLS_AND_FORTUNE_STATUS),
        ],
    )
};

/// 四叶印 Four-Leaf Sigil: in every End Phase, the side switches to the character.
pub static FOUR_LEAF_SIGIL: EntityDef = EntityDef {
    text: "End Phase: switch to this character.",
    id: 303227,
    name: "Four-Leaf Sigil",
    chinese_name: "四叶印",
    kind: EntityKind::Status,
    end_phase: &[Op::Custom(|g, cx| {
        if let Some(s) = cx.character {
            if g.player(cx.seat).active != s && g.character(cx.seat, s).standing() {
                g.switch_to(cx.seat, s);
            }
        }
    })],
    ..EntityDef::BLANK
};
/// 浮烁的四叶印 Flickering Four-Leaf Sigil (on one of the side's characters).
pub static FLICKERING_FOUR_LEAF_SIGIL: CardDef = CardDef {
    since: V4_3,
    target: TargetRule::OwnCharacter,
    ..event(
        332027,
        317,
        "浮烁的四叶印",
        "Flickering Four-Leaf Sigil",
        CardKind::Event,
        Cost::FREE,
        &[Op::Status(Who::This, &FOUR_LEAF_SIGIL)],
    )
};
