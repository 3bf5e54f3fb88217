//! Artifacts that shield their wearer or lower the cost of its skills and talent once per
//! round (the first artifacts of the game).

use super::super::common::{element_die_of, owner, use_this_round};
use super::{artifact, worn};
use crate::defs::{
    answers, trig, Bonus, CardDef, Cost, DamageFilter, EntityDef, EntityKind, Op, Paying, Query,
    SkillKind, Trig, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{V3_5, V3_7};
use crate::Gitcg;

fn lower_skill_or_talent(g: &Gitcg, me: Loc, q: &mut Query<'_>, kind: SkillKind) {
    let Query::Cost { of, cost, used } = q else {
        return;
    };
    let (Some(s), e) = (owner(me), g.ent(me)) else {
        return;
    };
    let applies = match *of {
        Paying::Skill { slot, kind: k, .. } => slot == s && k == kind,
        Paying::Card(card) => card.talent_of == Some(g.character(me.seat, s).card.id),
        Paying::Switch { .. } | Paying::Technique { .. } => false,
    };
    if applies && e.var < 1 && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

fn lower_normal_or_talent(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    lower_skill_or_talent(g, me, q, SkillKind::Normal);
}

fn lower_elemental_or_talent(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    lower_skill_or_talent(g, me, q, SkillKind::Elemental);
}

// ---------------------------------------------------------------- shields

/// 重嶂不移 Unmovable Mountain: a 2-point shield on the character.
pub static UNMOVABLE_MOUNTAIN: EntityDef = EntityDef {
    id: 301201,
    name: "Unmovable Mountain",
    chinese_name: "重嶂不移",
    kind: EntityKind::Status,
    usage: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// The equipped General's Ancient Helm.
pub static GENERALS_ANCIENT_HELM_EQUIP: EntityDef = EntityDef {
    action_start: &[Op::Status(Who::This, &UNMOVABLE_MOUNTAIN)],
    ..worn(312009, "General's Ancient Helm")
};
/// 将帅兜鍪 General's Ancient Helm: at the start of each action phase, Unmovable Mountain on the
/// wearer.
pub static GENERALS_ANCIENT_HELM: CardDef = artifact(
    312009,
    156,
    "将帅兜鍪",
    "General's Ancient Helm",
    Cost::same(2),
    &GENERALS_ANCIENT_HELM_EQUIP,
)
.arrived(V3_5);

/// The equipped Tenacity of the Millelith (`var`: the die was given this round).
pub static TENACITY_OF_THE_MILLELITH_EQUIP: EntityDef = EntityDef {
    text: "After the character takes damage while active, create 1 die of its element (once per round).",
    per_round: true,
    action_start: &[Op::Status(Who::This, &UNMOVABLE_MOUNTAIN)],
    hook: Some(|g, me, t| {
        let (Trig::Dealt(d), Some(s)) = (t, owner(me)) else {
            return;
        };
        let alive = g.character(me.seat, s).alive;
        if d.target == s && alive && g.player(me.seat).active == s && use_this_round(g, me, 1) {
            element_die_of(g, me.seat, s);
        }
    }),
    listens: trig::DAMAGED,
    ..worn(312010, "Tenacity of the Millelith")
};
/// 千岩牢固 Tenacity of the Millelith: as General's Ancient Helm, and after the wearer takes
/// damage while active, one die of its element, once per round.
pub static TENACITY_OF_THE_MILLELITH: CardDef = artifact(
    312010,
    157,
    "千岩牢固",
    "Tenacity of the Millelith",
    Cost::same(3),
    &TENACITY_OF_THE_MILLELITH_EQUIP,
)
.arrived(V3_7);

// ---------------------------------------------------------------- any-die discounts

/// The equipped Thundering Poise.
pub static THUNDERING_POISE_EQUIP: EntityDef = EntityDef {
    text: "The character's Normal Attacks and its talent card cost 1 die less (once per round).",
    per_round: true,
    answers: answers::OWN_SKILL_COST | answers::TALENT_COST,
    query: Some(lower_normal_or_talent),
    ..worn(312011, "Thundering Poise")
};
/// 虺雷之姿 Thundering Poise: the wearer's normal attacks and talent cards cost 1 die less,
/// once per round.
pub static THUNDERING_POISE: CardDef = artifact(
    312011,
    158,
    "虺雷之姿",
    "Thundering Poise",
    Cost::any(2),
    &THUNDERING_POISE_EQUIP,
)
.arrived(V3_7);

/// 辰砂往生录（生效中） Vermillion Hereafter (In Effect): this round, the character's normal
/// attacks deal +1.
pub static VERMILLION_HEREAFTER_STATUS: EntityDef = EntityDef {
    id: 301203,
    name: "Vermillion Hereafter (In Effect)",
    chinese_name: "辰砂往生录（生效中）",
    kind: EntityKind::Status,
    round_only: true,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    ..EntityDef::BLANK
};

/// The equipped Vermillion Hereafter.
pub static VERMILLION_HEREAFTER_EQUIP: EntityDef = EntityDef {
    text: "The character's Normal Attacks and its talent card cost 1 die less (once per round). After the character is switched in, its Normal Attacks deal +1 damage this round.",
    per_round: true,
    answers: answers::OWN_SKILL_COST | answers::TALENT_COST,
    query: Some(lower_normal_or_talent),
    hook: Some(|g, me, t| {
        if let (Trig::Switched { to, .. }, Some(s)) = (t, owner(me)) {
            if *to == s {
                g.add_entity(me.seat, LocZone::Char(s), &VERMILLION_HEREAFTER_STATUS);
            }
        }
    }),
    listens: trig::SWITCHED,
    ..worn(312012, "Vermillion Hereafter")
};
/// 辰砂往生录 Vermillion Hereafter: as Thundering Poise, and after the wearer is switched in,
/// its normal attacks deal +1 this round.
pub static VERMILLION_HEREAFTER: CardDef = artifact(
    312012,
    159,
    "辰砂往生录",
    "Vermillion Hereafter",
    Cost::any(3),
    &VERMILLION_HEREAFTER_EQUIP,
)
.arrived(V3_7);

/// The equipped Capricious Visage.
pub static CAPRICIOUS_VISAGE_EQUIP: EntityDef = EntityDef {
    text: "The character's Elemental Skills and its talent card cost 1 die less (once per round).",
    per_round: true,
    answers: answers::OWN_SKILL_COST | answers::TALENT_COST,
    query: Some(lower_elemental_or_talent),
    ..worn(312013, "Capricious Visage")
};
/// 无常之面 Capricious Visage: the wearer's elemental skills and talent cards cost 1 die less,
/// once per round.
pub static CAPRICIOUS_VISAGE: CardDef = artifact(
    312013,
    160,
    "无常之面",
    "Capricious Visage",
    Cost::any(2),
    &CAPRICIOUS_VISAGE_EQUIP,
)
.arrived(V3_7);

/// The equipped Shimenawa's Reminiscence.
pub static SHIMENAWAS_REMINISCENCE_EQUIP: EntityDef = EntityDef {
    text: "The character's Elemental Skills and its talent card cost 1 die less (once per round). While the character has 2 or more Energy, its Normal Attacks and Elemental Skills deal +1 damage.",
    per_round: true,
    answers: answers::OWN_SKILL_COST | answers::TALENT_COST,
    query: Some(lower_elemental_or_talent),
    hook: Some(|g, me, t| {
        let (Trig::Damage(d), Some(s)) = (t, owner(me)) else {
            return;
        };
        let skill = matches!(d.skill, Some(SkillKind::Normal | SkillKind::Elemental));
        if d.by == Some(s) && skill && g.character(me.seat, s).energy >= 2 {
            d.amount += 1;
        }
    }),
    listens: trig::BONUS_OUT,
    ..worn(312014, "Shimenawa's Reminiscence")
};
/// 追忆之注连 Shimenawa's Reminiscence: as Capricious Visage, and while the wearer has at least
/// 2 energy its normal attacks and elemental skills deal +1.
pub static SHIMENAWAS_REMINISCENCE: CardDef = artifact(
    312014,
    161,
    "追忆之注连",
    "Shimenawa's Reminiscence",
    Cost::any(3),
    &SHIMENAWAS_REMINISCENCE_EQUIP,
)
.arrived(V3_7);
