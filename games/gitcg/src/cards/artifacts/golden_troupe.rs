//! The Golden Troupe artifacts: rewards (报酬) gathered in End Phases spent on the wearer on
//! standby pay for its Elemental Skills and its talent cards.

use super::super::common::owner;
use super::{artifact, worn};
use crate::defs::{answers, trig, CardDef, Cost, EntityDef, Paying, Query, SkillKind, Trig};
use crate::state::Loc;
use crate::version::{V4_5, V4_7};
use crate::Gitcg;

/// End Phase: a wearer on standby gains `gain` reward, up to `cap`; a cost this artifact
/// lowered spends the reward it paid.
fn golden_troupe(g: &mut Gitcg, me: Loc, t: &Trig<'_>, gain: u8, cap: u8) {
    match t {
        Trig::Phase => {
            let standby = owner(me).is_some_and(|s| g.player(me.seat).active != s);
            if standby {
                let e = g.ent_mut(me);
                e.stock = e.stock.saturating_add(gain).min(cap);
            }
        }
        Trig::DiscountPaid { dice } => {
            let e = g.ent_mut(me);
            e.stock = e.stock.saturating_sub(*dice);
        }
        _ => {}
    }
}

/// The wearer's Elemental Skills and talent cards cost 1 die less for each reward, spending it
/// (rewards beyond the cost stay).
fn reward_pays(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let (Query::Cost { of, cost, used }, Some(s)) = (q, owner(me)) else {
        return;
    };
    let applies = match *of {
        Paying::Skill {
            slot,
            kind: SkillKind::Elemental,
            ..
        } => slot == s,
        Paying::Card(card) => card.talent_of == Some(g.character(me.seat, s).card.id),
        _ => false,
    };
    let n = g.ent(me).stock.min(cost.dice());
    if applies && n > 0 {
        cost.reduce(n);
        **used = true;
    }
}

/// The equipped Golden Troupe's Reward (stock: reward).
pub static GOLDEN_TROUPES_REWARD_EQUIP: EntityDef = EntityDef {
    text: "End Phase: if the character is on standby, gain 1 reward (at most 2). When you play a Talent card for the character or it uses an Elemental Skill: each reward is spent to pay 1 die less.",
    stock: Some(0),
    hook: Some(|g, me, t| golden_troupe(g, me, t, 1, 2)),
    listens: trig::END_PHASE | trig::DISCOUNT_PAID,
    answers: answers::OWN_SKILL_COST | answers::TALENT_COST,
    query: Some(reward_pays),
    ..worn(312025, "Golden Troupe's Reward")
};
/// 黄金剧团的奖赏 Golden Troupe's Reward.
pub static GOLDEN_TROUPES_REWARD: CardDef = artifact(
    312025,
    343,
    "黄金剧团的奖赏",
    "Golden Troupe's Reward",
    Cost::FREE,
    &GOLDEN_TROUPES_REWARD_EQUIP,
)
.arrived(V4_5);

/// The equipped Golden Troupe (stock: reward).
pub static GOLDEN_TROUPE_EQUIP: EntityDef = EntityDef {
    text: "End Phase: if the character is on standby, gain 2 reward (at most 4). When you play a Talent card for the character or it uses an Elemental Skill: each reward is spent to pay 1 die less.",
    stock: Some(0),
    hook: Some(|g, me, t| golden_troupe(g, me, t, 2, 4)),
    listens: trig::END_PHASE | trig::DISCOUNT_PAID,
    answers: answers::OWN_SKILL_COST | answers::TALENT_COST,
    query: Some(reward_pays),
    ..worn(312026, "Golden Troupe")
};
/// 黄金剧团 Golden Troupe.
pub static GOLDEN_TROUPE: CardDef = artifact(
    312026,
    386,
    "黄金剧团",
    "Golden Troupe",
    Cost::same(2),
    &GOLDEN_TROUPE_EQUIP,
)
.arrived(V4_7);
