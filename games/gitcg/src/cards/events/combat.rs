//! Events that help the fight: energy and stronger attacks.

use tavern_protocol::gitcg::DamageType;
use tavern_protocol::Seat;

use crate::cards::common::{event, owner};
use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, Cx, EntityDef, EntityKind, Op, Paying, Query,
    SkillKind, TargetRule, Trig, Who,
};
use crate::state::LocZone;
use crate::version::{V3_7, V4_8, V5_3, V5_7};
use crate::Gitcg;

/// Refuses a card when the active character's energy is already full.
fn active_energy_not_full(g: &Gitcg, seat: Seat, _: Option<u8>) -> Option<&'static str> {
    let c = g.player(seat).active_char();
    (c.energy >= c.def.max_energy).then_some("the active character's energy is full")
}

/// 本大爷还没有输！（冷却中） I Haven't Lost Yet! (On Cooldown): no second copy this round.
pub static I_HAVENT_LOST_YET_COOLDOWN: EntityDef = EntityDef {
    text: "No other I Haven't Lost Yet! may be played this round.",
    id: 303205,
    name: "I Haven't Lost Yet! (On Cooldown)",
    chinese_name: "本大爷还没有输！（冷却中）",
    kind: EntityKind::Combat,
    round_only: true,
    ..EntityDef::BLANK
};
/// 本大爷还没有输！ I Haven't Lost Yet!: only after a character of the side was knocked out this
/// round, once per round; 1 Omni die and 1 energy for the active character.
pub static I_HAVENT_LOST_YET: CardDef = CardDef {
    text: "Playable only after one of your characters was knocked out this round, once per round.",
    condition: Some(|g, seat, _| {
        let p = g.player(seat);
        if !p.knocked_out_this_round {
            Some("none of your characters was knocked out this round")
        } else if p.has_combat(&I_HAVENT_LOST_YET_COOLDOWN) {
            Some("already played this round")
        } else {
            None
        }
    }),
    ..event(
        332005,
        245,
        "本大爷还没有输！",
        "I Haven't Lost Yet!",
        CardKind::Event,
        Cost::FREE,
        &[
            Op::OmniDice(1),
            Op::Energy(Who::Active, 1),
            Op::Combat(&I_HAVENT_LOST_YET_COOLDOWN),
        ],
    )
};

/// 星天之兆 Starsigns: the active character gains 1 energy (not when it is full).
pub static STARSIGNS: CardDef = CardDef {
    text: "Not playable while your active character's Energy is full.",
    condition: Some(active_energy_not_full),
    ..event(
        332008,
        248,
        "星天之兆",
        "Starsigns",
        CardKind::Event,
        Cost::any(2),
        &[Op::Energy(Who::Active, 1)],
    )
};

/// 白垩之术 Calx's Arts: up to 2 standby characters each move 1 energy to the active one (not
/// when its energy is full).
pub static CALXS_ARTS: CardDef = CardDef {
    text: "Up to 2 of your standby characters each move 1 Energy to your active character (not playable while its Energy is full).",
    condition: Some(active_energy_not_full),
    ..event(
        332009,
        249,
        "白垩之术",
        "Calx's Arts",
        CardKind::Event,
        Cost::same(1),
        &[Op::Custom(calxs_arts)],
    )
};

fn calxs_arts(g: &mut Gitcg, cx: &mut Cx) {
    let active = g.player(cx.seat).active;
    for s in [(active + 1) % 3, (active + 2) % 3] {
        let a = g.character(cx.seat, active);
        let c = g.character(cx.seat, s);
        if a.energy >= a.def.max_energy {
            break;
        }
        if c.alive && c.energy > 0 {
            g.character_mut(cx.seat, s).energy -= 1;
            g.gain_energy(cx.seat, active, 1);
        }
    }
}

/// 重攻击（生效中） Heavy Strike (In Effect): this round, the character's next normal attack
/// deals +1, or +2 when it is a charged attack.
pub static HEAVY_STRIKE_STATUS: EntityDef = EntityDef {
    text:
        "This round, the character's next Normal Attack deals +1 damage (+2 for a Charged Attack).",
    id: 303220,
    name: "Heavy Strike (In Effect)",
    chinese_name: "重攻击（生效中）",
    kind: EntityKind::Status,
    usage: 1,
    round_only: true,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        if d.by.is_some() && d.by == owner(me) && d.skill == Some(SkillKind::Normal) {
            d.amount += 1 + d.charged as i16;
            g.discard(me);
        }
    }),
    listens: trig::BONUS_OUT,
    ..EntityDef::BLANK
};
/// 重攻击 Heavy Strike (on the active character).
pub static HEAVY_STRIKE: CardDef = event(
    332018,
    258,
    "重攻击",
    "Heavy Strike",
    CardKind::Event,
    Cost::same(1),
    &[Op::Status(Who::Active, &HEAVY_STRIKE_STATUS)],
)
.arrived(V3_7);

/// 噔噔！（生效中） Tada! (In Effect): in the End Phase, draw 1 card.
pub static TADA_STATUS: EntityDef = EntityDef {
    id: 303237,
    name: "Tada! (In Effect)",
    chinese_name: "噔噔！（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    end_phase: &[Op::Draw(1)],
    ..EntityDef::BLANK
};
/// 噔噔！ Tada!: 1 Physical damage to the side's own active character; a card in this round's
/// End Phase.
pub static TADA: CardDef = CardDef {
    since: V4_8,
    text: "Deals 1 Physical damage to your active character.",
    ..event(
        332037,
        406,
        "噔噔！",
        "Tada!",
        CardKind::Event,
        Cost::FREE,
        &[
            Op::Custom(|g, cx| {
                let s = g.player(cx.seat).active;
                g.damage_own(cx.seat, s, DamageType::Physical, 1, cx.origin());
            }),
            Op::Combat(&TADA_STATUS),
        ],
    )
};

/// 燃素充盈（生效中） Abundant Phlogiston (In Effect): this round, the next time a character of
/// the side spends Nightsoul points, it gets 1 back.
pub static ABUNDANT_PHLOGISTON_STATUS: EntityDef = EntityDef {
    text: "This round, the next time one of your characters spends Nightsoul points, it gains 1 Nightsoul point.",
    id: 303238,
    name: "Abundant Phlogiston (In Effect)",
    chinese_name: "燃素充盈（生效中）",
    kind: EntityKind::Combat,
    round_only: true,
    hook: Some(|g, me, t| {
        let Trig::NightsoulSpent(slot) = *t else {
            return;
        };
        g.discard(me);
        // The point just spent makes room for it under the character's maximum.
        if let Some(at) = g.nightsoul(me.seat, slot) {
            let e = g.ent_mut(at);
            e.stock = e.stock.saturating_add(1);
        }
    }),
    listens: trig::NIGHTSOUL_SPENT,
    ..EntityDef::BLANK
};
/// 燃素充盈 Abundant Phlogiston.
pub static ABUNDANT_PHLOGISTON: CardDef = event(
    332042,
    452,
    "燃素充盈",
    "Abundant Phlogiston",
    CardKind::Event,
    Cost::FREE,
    &[Op::Combat(&ABUNDANT_PHLOGISTON_STATUS)],
)
.arrived(V5_3);

/// 健身的成果（生效中） Fruits of Training (In Effect) (status, 303242): the character's next
/// Elemental Skill costs 1 die less; it does not stack.
pub static FRUITS_OF_TRAINING_DISCOUNT: EntityDef = EntityDef {
    text: "The character's next Elemental Skill costs 1 die less.",
    id: 303242,
    name: "Fruits of Training (In Effect)",
    chinese_name: "健身的成果（生效中）",
    kind: EntityKind::Status,
    usage: 1,
    answers: answers::OWN_SKILL_COST,
    query: Some(|g, me, q| {
        let Query::Cost {
            of:
                Paying::Skill {
                    slot,
                    kind: SkillKind::Elemental,
                    ..
                },
            cost,
            used,
        } = q
        else {
            return;
        };
        if owner(me) == Some(*slot) && g.ent(me).usage > 0 && cost.dice() > 0 {
            cost.reduce(1);
            **used = true;
        }
    }),
    ..EntityDef::BLANK
};

/// 健身的成果（生效中） Fruits of Training (In Effect) (status, 303241, on the chosen
/// character): when another character of its side prepares a skill (a preparation enters
/// play on it), the chosen character's next Elemental Skill costs 1 die less; 2 uses (usages).
pub static FRUITS_OF_TRAINING_STATUS: EntityDef = EntityDef {
    text: "When another of your characters prepares a skill: this character's next Elemental Skill costs 1 die less (does not stack; spends 1 usage).",
    id: 303241,
    name: "Fruits of Training (In Effect)",
    chinese_name: "健身的成果（生效中）",
    kind: EntityKind::Status,
    usage: 2,
    listens: trig::ENTERED,
    hook: Some(|g, me, t| {
        let Trig::Entered(at) = *t else { return };
        let (LocZone::Char(preparing), Some(chosen)) = (at.zone, owner(me)) else {
            return;
        };
        if preparing != chosen && g.ent(at).def.prepare.is_some() {
            g.add_entity(me.seat, LocZone::Char(chosen), &FRUITS_OF_TRAINING_DISCOUNT);
            g.spend(me);
        }
    }),
    ..EntityDef::BLANK
};

/// 健身的成果 Fruits of Training (arrived in 5.7): on one of the player's characters.
pub static FRUITS_OF_TRAINING: CardDef = CardDef {
    since: V5_7,
    target: TargetRule::OwnCharacter,
    ..event(
        332048,
        490,
        "健身的成果",
        "Fruits of Training",
        CardKind::Event,
        Cost::FREE,
        &[Op::Status(Who::This, &FRUITS_OF_TRAINING_STATUS)],
    )
};
