//! Locations that make cards or skills cheaper once a round, spending a usage each time:
//! Golden House and Stormterror's Lair.
//!
//! Such a location is declared `per_round`, so the round's use is counted in `var` when the
//! cost is paid (1); once the action is over, the use is charged against its usages (`var`
//! becomes 2), which may discard it.

use super::super::common::draw_random;
use super::{place, support_card};
use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, EntityDef, EquipSlot, Op, Paying, Query, Trig,
};
use crate::state::Loc;
use crate::version::{V4_0, V4_2};
use crate::Gitcg;

/// `var` once the round's use is paid for, before its usage is spent.
const PAID: u8 = 1;
/// `var` once the round's use has spent its usage.
const CHARGED: u8 = 2;

/// After an action: the cost cut paid for during it spends one usage.
fn charge_round_use(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    if g.ent(me).var == PAID {
        g.ent_mut(me).var = CHARGED;
        g.spend(me);
    }
}

/// Whether the location at `me` still has its cut this round.
fn cut_left(g: &Gitcg, me: Loc) -> bool {
    let e = g.ent(me);
    e.var == 0 && e.usage > 0
}

/// 黄金屋 Golden House in play: once per round, a Weapon or Artifact card whose printed cost
/// is at least 3 dice costs 1 die less; 2 usages.
pub static GOLDEN_HOUSE_SUPPORT: EntityDef = EntityDef {
    text: "Once per round, a Weapon or Artifact card whose original cost is 3 or more dice costs 1 die less (spends 1 usage).",
    usage: 2,
    per_round: true,
    answers: answers::GEAR_COST,
    query: Some(|g, me, q| {
        let Query::Cost {
            of: Paying::Card(card),
            cost,
            used,
        } = q
        else {
            return;
        };
        let gear = matches!(
            card.kind,
            CardKind::Equipment(EquipSlot::Weapon(_) | EquipSlot::Artifact)
        );
        if gear && card.cost.dice() >= 3 && cut_left(g, me) && cost.dice() > 0 {
            cost.reduce(1);
            **used = true;
        }
    }),
    hook: Some(charge_round_use),
    listens: trig::AFTER_ACTION,
    ..place(321013, "Golden House")
};
/// 黄金屋 Golden House.
pub static GOLDEN_HOUSE: CardDef = support_card(
    CardKind::Location,
    321013,
    191,
    "黄金屋",
    "Golden House",
    Cost::FREE,
    &GOLDEN_HOUSE_SUPPORT,
)
.arrived(V4_0);

fn is_talent(c: &CardDef) -> bool {
    c.talent_of.is_some()
}

/// 风龙废墟 Stormterror's Lair in play: once per round, a Talent card, or a skill whose
/// printed cost is at least 4 dice, costs 1 die less; 3 usages.
pub static STORMTERRORS_LAIR_SUPPORT: EntityDef = EntityDef {
    text: "Once per round, a Talent card, or a skill whose original cost is 4 or more dice, costs 1 die less (spends 1 usage).",
    usage: 3,
    per_round: true,
    answers: answers::SKILL_COST | answers::TALENT_COST,
    query: Some(|g, me, q| {
        let Query::Cost { of, cost, used } = q else {
            return;
        };
        let applies = match *of {
            Paying::Card(card) => is_talent(card),
            Paying::Skill { slot, skill, .. } => g
                .character(me.seat, slot)
                .def
                .skills
                .iter()
                .find(|s| s.id == skill)
                .is_some_and(|s| s.cost.dice() >= 4),
            Paying::Switch { .. } | Paying::Technique { .. } => false,
        };
        if applies && cut_left(g, me) && cost.dice() > 0 {
            cost.reduce(1);
            **used = true;
        }
    }),
    hook: Some(charge_round_use),
    listens: trig::AFTER_ACTION,
    ..place(321015, "Stormterror's Lair")
};
/// 风龙废墟 Stormterror's Lair: when it enters, a random Talent card from the deck.
pub static STORMTERRORS_LAIR: CardDef = CardDef {
    since: V4_2,
    text: "When it enters, draw a random Talent card from your deck.",
    ops: &[Op::Custom(|g, cx| draw_random(g, cx.seat, is_talent))],
    ..support_card(
        CardKind::Location,
        321015,
        193,
        "风龙废墟",
        "Stormterror's Lair",
        Cost::same(2),
        &STORMTERRORS_LAIR_SUPPORT,
    )
};
