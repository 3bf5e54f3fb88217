//! Artifacts that lower costs or give energy: Gladiator's Triumphus (a Normal Attack with a
//! small hand), Conductor's Top Hat (after the switch to its wearer) and Demon-Warrior's
//! Feather Mask (after a Technique).

use super::super::common::{owner, use_this_round};
use super::{artifact, dice_to_omni, worn};
use crate::defs::{
    answers, trig, CardDef, Cost, Discount, DiscountDice, Discounted, EntityDef, EntityKind,
    Paying, Query, SkillKind, Trig,
};
use crate::state::{Loc, LocZone};
use crate::version::{V4_8, V5_1, V5_3};
use crate::Gitcg;

/// The most cards the side may hold for Gladiator's Triumphus to lower a Normal Attack.
const GLADIATOR_HAND: usize = 2;

/// The wearer's Normal Attack costs 1 die less while the side holds at most 2 cards, once per
/// round (`var`, spent when paid).
fn gladiators_triumphus(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let (Query::Cost { of, cost, used }, Some(s)) = (q, owner(me)) else {
        return;
    };
    let normal = matches!(*of, Paying::Skill { slot, kind: SkillKind::Normal, .. } if slot == s);
    let small_hand = g.player(me.seat).hand.len() <= GLADIATOR_HAND;
    if normal && small_hand && g.ent(me).var < 1 && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

/// The equipped Gladiator's Triumphus.
pub static GLADIATORS_TRIUMPHUS_EQUIP: EntityDef = EntityDef {
    text: "When the character uses a Normal Attack: if you hold at most 2 cards, it costs 1 die less (once per round).",
    per_round: true,
    answers: answers::OWN_SKILL_COST,
    query: Some(gladiators_triumphus),
    ..worn(312029, "Gladiator's Triumphus")
};
/// 角斗士的凯旋 Gladiator's Triumphus.
pub static GLADIATORS_TRIUMPHUS: CardDef = artifact(
    312029,
    403,
    "角斗士的凯旋",
    "Gladiator's Triumphus",
    Cost::FREE,
    &GLADIATORS_TRIUMPHUS_EQUIP,
)
.arrived(V4_8);

/// 指挥的礼帽（生效中） Conductor's Top Hat (In Effect): the character's next skill, or the next
/// talent card for it, costs 1 die less.
pub static CONDUCTORS_TOP_HAT_STATUS: EntityDef = EntityDef {
    id: 301204,
    name: "Conductor's Top Hat (In Effect)",
    chinese_name: "指挥的礼帽（生效中）",
    kind: EntityKind::Status,
    usage: 1,
    discount: Some(Discount {
        on: Discounted::OwnSkillOrTalent,
        dice: DiscountDice::Any,
        amount: 1,
        limit: 0,
    }),
    ..EntityDef::BLANK
};

/// After the side switches to the wearer, once per round: discard the hand's card of the
/// highest original cost, turn 2 dice into Omni dice, and Conductor's Top Hat (In Effect) on
/// the wearer.
fn conductors_top_hat(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Switched { to, .. }, Some(s)) = (t, owner(me)) else {
        return;
    };
    if *to != s || !use_this_round(g, me, 1) {
        return;
    }
    g.discard_costliest(me.seat);
    dice_to_omni(g, me.seat, 2);
    g.add_entity(me.seat, LocZone::Char(s), &CONDUCTORS_TOP_HAT_STATUS);
}

/// The equipped Conductor's Top Hat.
pub static CONDUCTORS_TOP_HAT_EQUIP: EntityDef = EntityDef {
    text: "After you switch to the character: discard the card of the highest original cost in your hand, turn 2 of your dice into Omni dice, and attach Conductor's Top Hat (In Effect): the character's next skill or Talent card costs 1 die less (once per round).",
    per_round: true,
    hook: Some(conductors_top_hat),
    listens: trig::SWITCHED,
    ..worn(312030, "Conductor's Top Hat")
};
/// 指挥的礼帽 Conductor's Top Hat.
pub static CONDUCTORS_TOP_HAT: CardDef = artifact(
    312030,
    427,
    "指挥的礼帽",
    "Conductor's Top Hat",
    Cost::same(1),
    &CONDUCTORS_TOP_HAT_EQUIP,
)
.arrived(V5_1);

/// The equipped Demon-Warrior's Feather Mask.
pub static DEMON_WARRIORS_FEATHER_MASK_EQUIP: EntityDef = EntityDef {
    text: "After the character uses a Technique: it gains 1 Energy (once per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        let (Trig::AfterTechnique { character }, Some(s)) = (t, owner(me)) else {
            return;
        };
        if *character == s && use_this_round(g, me, 1) {
            g.gain_energy(me.seat, s, 1);
        }
    }),
    listens: trig::AFTER_TECHNIQUE,
    ..worn(312032, "Demon-Warrior's Feather Mask")
};
/// 魔战士的羽面 Demon-Warrior's Feather Mask.
pub static DEMON_WARRIORS_FEATHER_MASK: CardDef = artifact(
    312032,
    448,
    "魔战士的羽面",
    "Demon-Warrior's Feather Mask",
    Cost::any(2),
    &DEMON_WARRIORS_FEATHER_MASK_EQUIP,
)
.arrived(V5_3);
