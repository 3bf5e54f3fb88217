//! Artifact cards: mostly declared once-per-round discounts, plus heals, energy, shields and
//! fixed roll faces as small hooks.
//!
//! The elemental sets are in `artifact_sets`.

use tavern_protocol::gitcg::DieFace;

use super::common::{element_die_of, equipment, owner, owner_skill, use_this_round};
use crate::defs::{
    trig, Bonus, CardDef, Cost, Cx, DamageFilter, EntityDef, EntityKind, EquipSlot, Op, Paying,
    Query, SkillKind, Trig, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &ADVENTURERS_BANDANA,
    &LUCKY_DOGS_SILVER_CIRCLET,
    &TRAVELING_DOCTORS_HANDKERCHIEF,
    &GAMBLERS_EARRINGS,
    &INSTRUCTORS_CAP,
    &EXILES_CIRCLET,
    &ORNATE_KABUTO,
    &EMBLEM_OF_SEVERED_FATE,
    &GENERALS_ANCIENT_HELM,
    &TENACITY_OF_THE_MILLELITH,
    &THUNDERING_POISE,
    &VERMILLION_HEREAFTER,
    &CAPRICIOUS_VISAGE,
    &SHIMENAWAS_REMINISCENCE,
];

/// An artifact card.
pub(super) const fn artifact(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    cost: Cost,
    entity: &'static EntityDef,
) -> CardDef {
    equipment(
        id,
        share_id,
        name,
        english_name,
        EquipSlot::Artifact,
        cost,
        entity,
    )
}

/// An equipped artifact with no behaviour yet (fill with struct update).
pub(super) const fn worn(id: u32, name: &'static str) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Equipment(EquipSlot::Artifact),
        ..EntityDef::BLANK
    }
}

/// Lowers by one die of any kind, once per round, the wearer's skills of `kind` and talent
/// cards for it.
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
        Paying::Switch { .. } => false,
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

// ---------------------------------------------------------------- healing and energy

/// The equipped Adventurer's Bandana (`var` counts the heals this round).
pub static ADVENTURERS_BANDANA_EQUIP: EntityDef = EntityDef {
    text: "After the character uses a Normal Attack, heal it for 1 (3 times per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        if owner_skill(me, t) == Some(SkillKind::Normal) && use_this_round(g, me, 3) {
            if let Some(s) = owner(me) {
                g.heal(me.seat, s, 1, g.source_of(me));
            }
        }
    }),
    listens: trig::AFTER_SKILL,
    ..worn(312001, "Adventurer's Bandana")
};
/// 冒险家头带 Adventurer's Bandana: after the wearer's normal attack, heal it 1; 3 times per
/// round.
pub static ADVENTURERS_BANDANA: CardDef = artifact(
    312001,
    148,
    "冒险家头带",
    "Adventurer's Bandana",
    Cost::same(1),
    &ADVENTURERS_BANDANA_EQUIP,
);

/// The equipped Lucky Dog's Silver Circlet.
pub static LUCKY_DOGS_SILVER_CIRCLET_EQUIP: EntityDef = EntityDef {
    text: "After the character uses an Elemental Skill, heal it for 2 (once per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        if owner_skill(me, t) == Some(SkillKind::Elemental) && use_this_round(g, me, 1) {
            if let Some(s) = owner(me) {
                g.heal(me.seat, s, 2, g.source_of(me));
            }
        }
    }),
    listens: trig::AFTER_SKILL,
    ..worn(312002, "Lucky Dog's Silver Circlet")
};
/// 幸运儿银冠 Lucky Dog's Silver Circlet: after the wearer's elemental skill, heal it 2; once
/// per round.
pub static LUCKY_DOGS_SILVER_CIRCLET: CardDef = artifact(
    312002,
    149,
    "幸运儿银冠",
    "Lucky Dog's Silver Circlet",
    Cost::any(2),
    &LUCKY_DOGS_SILVER_CIRCLET_EQUIP,
);

/// The equipped Traveling Doctor's Handkerchief.
pub static TRAVELING_DOCTORS_HANDKERCHIEF_EQUIP: EntityDef = EntityDef {
    text: "After the character uses an Elemental Burst, heal all your characters for 1 (once per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        if owner_skill(me, t) == Some(SkillKind::Burst) && use_this_round(g, me, 1) {
            let mut cx = Cx::side(me.seat);
            g.run_op(Op::Heal(Who::All, 1), &mut cx);
        }
    }),
    listens: trig::AFTER_SKILL,
    ..worn(312003, "Traveling Doctor's Handkerchief")
};
/// 游医的方巾 Traveling Doctor's Handkerchief: after the wearer's burst, heal every character
/// of the side 1; once per round.
pub static TRAVELING_DOCTORS_HANDKERCHIEF: CardDef = artifact(
    312003,
    150,
    "游医的方巾",
    "Traveling Doctor's Handkerchief",
    Cost::same(1),
    &TRAVELING_DOCTORS_HANDKERCHIEF_EQUIP,
);

/// The equipped Gambler's Earrings (`var` counts the uses this match).
pub static GAMBLERS_EARRINGS_EQUIP: EntityDef = EntityDef {
    text: "After an opposing character is knocked out while the character is active, create 2 Omni dice (3 times per match).",
    hook: Some(gamblers_earrings),
    listens: trig::KNOCKED_OUT,
    ..worn(312004, "Gambler's Earrings")
};

/// After an opposing character is knocked out, 2 Omni dice while the wearer is active; three
/// times per match.
fn gamblers_earrings(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::KnockedOut { seat, .. }, LocZone::Char(owner)) = (t, me.zone) else {
        return;
    };
    if *seat == me.seat || g.player(me.seat).active != owner || g.ent(me).var >= 3 {
        return;
    }
    g.ent_mut(me).var += 1;
    g.player_mut(me.seat).gain_dice(DieFace::Omni as usize, 2);
}

/// 赌徒的耳环 Gambler's Earrings.
pub static GAMBLERS_EARRINGS: CardDef = artifact(
    312004,
    151,
    "赌徒的耳环",
    "Gambler's Earrings",
    Cost::same(1),
    &GAMBLERS_EARRINGS_EQUIP,
);

/// The equipped Instructor's Cap (`var` counts the dice given this round).
pub static INSTRUCTORS_CAP_EQUIP: EntityDef = EntityDef {
    text:
        "After the character triggers a reaction, create 1 die of its element (3 times per round).",
    per_round: true,
    hook: Some(instructors_cap),
    listens: trig::REACTION,
    ..worn(312005, "Instructor's Cap")
};

/// After the wearer triggers a reaction, one die of its element; three times per round.
fn instructors_cap(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Dealt(d), LocZone::Char(owner)) = (t, me.zone) else {
        return;
    };
    if d.by != Some(owner) || g.ent(me).var >= 3 {
        return;
    }
    g.ent_mut(me).var += 1;
    element_die_of(g, me.seat, owner);
}

/// 教官的帽子 Instructor's Cap.
pub static INSTRUCTORS_CAP: CardDef = artifact(
    312005,
    152,
    "教官的帽子",
    "Instructor's Cap",
    Cost::any(2),
    &INSTRUCTORS_CAP_EQUIP,
);

/// The equipped Exile's Circlet.
pub static EXILES_CIRCLET_EQUIP: EntityDef = EntityDef {
    text: "After the character uses an Elemental Burst, give each of your standby characters 1 Energy (once per round).",
    per_round: true,
    hook: Some(|g, me, t| {
        if owner_skill(me, t) == Some(SkillKind::Burst) && use_this_round(g, me, 1) {
            let mut cx = Cx {
                character: owner(me),
                ..Cx::side(me.seat)
            };
            g.run_op(Op::Energy(Who::Others, 1), &mut cx);
        }
    }),
    listens: trig::AFTER_SKILL,
    ..worn(312006, "Exile's Circlet")
};
/// 流放者头冠 Exile's Circlet: after the wearer's burst, every standby character gains 1
/// energy; once per round.
pub static EXILES_CIRCLET: CardDef = artifact(
    312006,
    153,
    "流放者头冠",
    "Exile's Circlet",
    Cost::any(2),
    &EXILES_CIRCLET_EQUIP,
);

/// After another character of the side uses its burst, the wearer gains 1 energy.
fn kabuto_energy(g: &mut Gitcg, me: Loc, t: &Trig<'_>) {
    let (
        Trig::AfterSkill {
            character,
            kind: SkillKind::Burst,
            ..
        },
        Some(s),
    ) = (t, owner(me))
    else {
        return;
    };
    if *character != s {
        g.gain_energy(me.seat, s, 1);
    }
}

/// The equipped Ornate Kabuto.
pub static ORNATE_KABUTO_EQUIP: EntityDef = EntityDef {
    text: "After another of your characters uses an Elemental Burst, give the character 1 Energy.",
    hook: Some(|g, me, t| kabuto_energy(g, me, t)),
    listens: trig::AFTER_SKILL,
    ..worn(312007, "Ornate Kabuto")
};
/// 华饰之兜 Ornate Kabuto: after another character of the side uses its burst, the wearer
/// gains 1 energy.
pub static ORNATE_KABUTO: CardDef = artifact(
    312007,
    154,
    "华饰之兜",
    "Ornate Kabuto",
    Cost::same(1),
    &ORNATE_KABUTO_EQUIP,
);

/// The equipped Emblem of Severed Fate (`var`: the burst bonus was used this round).
pub static EMBLEM_OF_SEVERED_FATE_EQUIP: EntityDef = EntityDef {
    text: "After another of your characters uses an Elemental Burst, give the character 1 Energy. The character's Elemental Burst deals +2 damage (once per round).",
    per_round: true,
    hook: Some(|g, me, t| match t {
        Trig::Damage(d) => {
            let burst = d.skill == Some(SkillKind::Burst);
            if d.by.is_some() && d.by == owner(me) && burst && use_this_round(g, me, 1) {
                d.amount += 2;
            }
        }
        _ => kabuto_energy(g, me, t),
    }),
    listens: trig::AFTER_SKILL | trig::BONUS_OUT,
    ..worn(312008, "Emblem of Severed Fate")
};
/// 绝缘之旗印 Emblem of Severed Fate: as Ornate Kabuto, and the wearer's burst deals +2 once
/// per round.
pub static EMBLEM_OF_SEVERED_FATE: CardDef = artifact(
    312008,
    155,
    "绝缘之旗印",
    "Emblem of Severed Fate",
    Cost::same(2),
    &EMBLEM_OF_SEVERED_FATE_EQUIP,
);

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
);

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
);

// ---------------------------------------------------------------- any-die discounts

/// The equipped Thundering Poise.
pub static THUNDERING_POISE_EQUIP: EntityDef = EntityDef {
    text: "The character's Normal Attacks and its talent card cost 1 die less (once per round).",
    per_round: true,
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
);

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
);

/// The equipped Capricious Visage.
pub static CAPRICIOUS_VISAGE_EQUIP: EntityDef = EntityDef {
    text: "The character's Elemental Skills and its talent card cost 1 die less (once per round).",
    per_round: true,
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
);

/// The equipped Shimenawa's Reminiscence.
pub static SHIMENAWAS_REMINISCENCE_EQUIP: EntityDef = EntityDef {
    text: "The character's Elemental Skills and its talent card cost 1 die less (once per round). While the character has 2 or more Energy, its Normal Attacks and Elemental Skills deal +1 damage.",
    per_round: true,
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
);
