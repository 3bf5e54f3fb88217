//! Artifacts that heal, give energy or dice after their wearer acts (the first artifacts of
//! the game).

use tavern_protocol::gitcg::DieFace;

use super::super::common::{element_die_of, owner, owner_skill, use_this_round};
use super::{artifact, worn};
use crate::defs::{trig, CardDef, Cost, Cx, EntityDef, Op, SkillKind, Trig, Who};
use crate::state::{Loc, LocZone};
use crate::version::{V3_5, V3_7};
use crate::Gitcg;

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
            // The heal is the artifact's, as events and "healed" effects name it.
            let mut cx = Cx {
                entity: Some(g.ent(me).def),
                ..Cx::side(me.seat)
            };
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
)
.arrived(V3_5);

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
)
.arrived(V3_7);
