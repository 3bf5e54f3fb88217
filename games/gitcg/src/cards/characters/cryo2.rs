//! Cryo characters, second file: Diona, Kamisato Ayaka, Eula and Shenhe.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::{find, owner, user};

const CRYO: DamageType = DamageType::Elemental(Element::Cryo);

/// 迪奥娜 Diona.
pub static DIONA: CharacterDef = CharacterDef {
    id: 1102,
    share_id: 2,
    name: "迪奥娜",
    english_name: "Diona",
    element: Element::Cryo,
    weapon: Weapon::Bow,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 11021,
            name: "Kätzlein Style",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11022,
            name: "Icy Paws",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::TalentForm(&CAT_CLAW_SHIELD, &CAT_CLAW_SHIELD_TALENT),
            ],
        },
        SkillDef {
            id: 11023,
            name: "Signature Mix",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[
                Op::Damage(CRYO, 1),
                Op::Heal(Who::This, 2),
                Op::Summon(&DRUNKEN_MIST),
            ],
        },
    ],
    passives: &[],
};

/// 猫爪护盾 Cat-Claw Shield: a 1-point shield for the active character.
pub static CAT_CLAW_SHIELD: EntityDef = EntityDef {
    id: 111021,
    name: "Cat-Claw Shield",
    kind: EntityKind::Combat,
    usage: 1,
    shield: true,
    ..EntityDef::BLANK
};

/// 猫爪护盾 (talent): a 2-point shield.
pub static CAT_CLAW_SHIELD_TALENT: EntityDef = EntityDef {
    id: 111022,
    usage: 2,
    ..CAT_CLAW_SHIELD
};

/// 酒雾领域 Drunken Mist: end phase, 1 Cryo damage and the active character heals 2; 2 usages.
pub static DRUNKEN_MIST: EntityDef = EntityDef {
    id: 111023,
    name: "Drunken Mist",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1), Op::Heal(Who::Active, 2)],
    ..EntityDef::BLANK
};

/// The equipped Shaken, Not Purred (Icy Paws creates the stronger shield).
pub static SHAKEN_NOT_PURRED_EQUIP: EntityDef = EntityDef {
    id: 211021,
    name: "Shaken, Not Purred",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 猫爪冰摇 Shaken, Not Purred (talent).
pub static SHAKEN_NOT_PURRED: CardDef = CardDef {
    id: 211021,
    share_id: 62,
    name: "猫爪冰摇",
    english_name: "Shaken, Not Purred",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1102),
    talent_skill: Some(11022),
    entity: Some(&SHAKEN_NOT_PURRED_EQUIP),
    ..CardDef::BLANK
};

/// 神里绫华 Kamisato Ayaka.
pub static AYAKA: CharacterDef = CharacterDef {
    id: 1105,
    share_id: 5,
    name: "神里绫华",
    english_name: "Kamisato Ayaka",
    element: Element::Cryo,
    weapon: Weapon::Sword,
    nations: nation::INAZUMA,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 11051,
            name: "Kamisato Art: Kabuki",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11052,
            name: "Kamisato Art: Hyouka",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 3)],
        },
        SkillDef {
            id: 11053,
            name: "Kamisato Art: Soumetsu",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[Op::Damage(CRYO, 4), Op::Summon(&FROSTFLAKE_SEKI_NO_TO)],
        },
    ],
    passives: &[&SENHO],
};

/// 神里流·霰步 Kamisato Art: Senho (passive): when Ayaka is switched in, she gets Cryo
/// Elemental Infusion (its talent form with Kanten Senmyou Blessing).
pub static SENHO: EntityDef = EntityDef {
    text: "When Kamisato Ayaka is switched in, she gets Cryo Elemental Infusion (its talent version with Kanten Senmyou Blessing equipped).",
    id: 11054,
    name: "Kamisato Art: Senho",
    kind: EntityKind::Status,
    listens: trig::SWITCHED,
    hook: Some(senho),
    ..EntityDef::BLANK
};

fn senho(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Switched { to, .. }, Some(slot)) = (t, owner(me)) else {
        return;
    };
    if *to == slot {
        let mut cx = Cx {
            character: Some(slot),
            ..Cx::side(me.seat)
        };
        g.run_op(
            Op::TalentForm(&AYAKA_CRYO_INFUSION, &AYAKA_CRYO_INFUSION_TALENT),
            &mut cx,
        );
    }
}

/// 冰元素附魔 Cryo Elemental Infusion: Ayaka's physical damage becomes Cryo; this round.
pub static AYAKA_CRYO_INFUSION: EntityDef = EntityDef {
    id: 111052,
    name: "Cryo Elemental Infusion",
    kind: EntityKind::Status,
    infusion: Some(Element::Cryo),
    round_only: true,
    ..EntityDef::BLANK
};

/// 冰元素附魔 (talent): also +1 to Ayaka's Cryo damage; this round.
pub static AYAKA_CRYO_INFUSION_TALENT: EntityDef = EntityDef {
    text: "The character's Cryo damage is increased by 1.",
    id: 111053,
    listens: trig::BONUS_OUT,
    hook: Some(cryo_plus_one),
    ..AYAKA_CRYO_INFUSION
};

/// Only Cryo damage of the owner counts, which no declared bonus filter says.
fn cryo_plus_one(_: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.by.is_some() && d.by == owner(me) && d.ty == CRYO {
            d.amount += 1;
        }
    }
}

/// 霜见雪关扉 Frostflake Seki no To: end phase, 2 Cryo damage; 2 usages.
pub static FROSTFLAKE_SEKI_NO_TO: EntityDef = EntityDef {
    id: 111051,
    name: "Frostflake Seki no To",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 2)],
    ..EntityDef::BLANK
};

/// The equipped Kanten Senmyou Blessing: Senho infuses in the talent form, and switching to
/// Ayaka costs 1 die less (once per round).
pub static KANTEN_SENMYOU_BLESSING_EQUIP: EntityDef = EntityDef {
    text: "Kamisato Art: Senho gives the talent version of Cryo Elemental Infusion (+1 Cryo damage), and switching to the character costs 1 die less (once per round).",
    id: 211051,
    name: "Kanten Senmyou Blessing",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    query: Some(kanten_senmyou_blessing),
    ..EntityDef::BLANK
};

fn kanten_senmyou_blessing(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { to },
        cost,
        used,
    } = q
    else {
        return;
    };
    if Some(*to) == owner(me) && g.ent(me).var == 0 && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

/// 寒天宣命祝词 Kanten Senmyou Blessing (talent; not a combat action, any Ayaka).
pub static KANTEN_SENMYOU_BLESSING: CardDef = CardDef {
    id: 211051,
    share_id: 65,
    name: "寒天宣命祝词",
    english_name: "Kanten Senmyou Blessing",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 2, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(1105),
    entity: Some(&KANTEN_SENMYOU_BLESSING_EQUIP),
    ..CardDef::BLANK
};

/// 优菈 Eula.
pub static EULA: CharacterDef = CharacterDef {
    id: 1106,
    share_id: 6,
    name: "优菈",
    english_name: "Eula",
    element: Element::Cryo,
    weapon: Weapon::Claymore,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 11061,
            name: "Favonius Bladework - Edel",
            text: "While Lightfall Sword is in play, it gains 2 layers and this character gains no Energy.",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[
                Op::Damage(DamageType::Physical, 2),
                Op::Custom(lightfall_charge),
            ],
        },
        SkillDef {
            id: 11062,
            name: "Icetide Vortex",
            text: "Deals 2 Cryo damage; if this character has Grimheart, spends it and deals 3 more damage, otherwise attaches Grimheart. While Lightfall Sword is in play, it gains 2 layers (3 with Wellspring of War-Lust equipped) and this character gains no Energy.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Custom(icetide_vortex), Op::Custom(lightfall_charge)],
        },
        SkillDef {
            id: 11063,
            name: "Glacial Illumination",
            text: "Summons Lightfall Sword (one already in play keeps its layers).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[Op::Damage(CRYO, 2), Op::Custom(summon_lightfall)],
        },
    ],
    passives: &[],
};

/// Icetide Vortex deals 2 Cryo damage, 3 more when Eula has Grimheart (which it spends);
/// without Grimheart beforehand, she gets one.
fn icetide_vortex(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    match find(g, cx.seat, LocZone::Char(slot), &GRIMHEART) {
        Some(grimheart) => {
            g.discard(grimheart);
            g.run_op(Op::Damage(CRYO, 5), cx);
        }
        None => {
            g.run_op(Op::Damage(CRYO, 2), cx);
            g.run_op(Op::Status(Who::This, &GRIMHEART), cx);
        }
    }
}

/// 冷酷之心 Grimheart: Eula's next Icetide Vortex deals 3 more damage.
pub static GRIMHEART: EntityDef = EntityDef {
    text: "The character's next Icetide Vortex deals 3 more damage.",
    id: 111061,
    name: "Grimheart",
    kind: EntityKind::Status,
    ..EntityDef::BLANK
};

/// While Lightfall Sword is in play, Eula's normal attacks and Icetide Vortex give it 2 layers
/// (3 for Icetide Vortex with her talent) instead of giving her energy.
fn lightfall_charge(g: &mut Gitcg, cx: &mut Cx) {
    let Some(sword) = find(g, cx.seat, LocZone::Summon, &LIGHTFALL_SWORD) else {
        return;
    };
    let slot = user(g, cx);
    let talent = cx.skill == Some(SkillKind::Elemental)
        && g.character(cx.seat, slot)
            .has(&WELLSPRING_OF_WAR_LUST_EQUIP);
    let e = g.ent_mut(sword);
    e.usage = e.usage.saturating_add(if talent { 3 } else { 2 });
    cx.no_energy = true;
}

/// Glacial Illumination summons Lightfall Sword; one already in play keeps its layers.
fn summon_lightfall(g: &mut Gitcg, cx: &mut Cx) {
    if find(g, cx.seat, LocZone::Summon, &LIGHTFALL_SWORD).is_none() {
        g.run_op(Op::Summon(&LIGHTFALL_SWORD), cx);
    }
}

/// 光降之剑 Lightfall Sword: end phase, it leaves and deals 3 physical damage plus 1 per layer.
/// Its layers (能量层数) are its usages, so effects on usages act on them.
pub static LIGHTFALL_SWORD: EntityDef = EntityDef {
    text: "End Phase: leaves and deals 3 Physical damage, plus 1 per layer. Its layers are its usages.",
    id: 111062,
    name: "Lightfall Sword",
    kind: EntityKind::Summon,
    end_phase: &[Op::Custom(lightfall_strike)],
    ..EntityDef::BLANK
};

fn lightfall_strike(g: &mut Gitcg, cx: &mut Cx) {
    let Some(sword) = find(g, cx.seat, LocZone::Summon, &LIGHTFALL_SWORD) else {
        return;
    };
    let layers = g.ent(sword).usage;
    g.discard(sword);
    g.run_op(
        Op::Damage(DamageType::Physical, 3u8.saturating_add(layers)),
        cx,
    );
}

/// The equipped Wellspring of War-Lust (Icetide Vortex gives the sword one more layer).
pub static WELLSPRING_OF_WAR_LUST_EQUIP: EntityDef = EntityDef {
    text: "Icetide Vortex gives Lightfall Sword 3 layers instead of 2.",
    id: 211061,
    name: "Wellspring of War-Lust",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 战欲涌现 Wellspring of War-Lust (talent).
pub static WELLSPRING_OF_WAR_LUST: CardDef = CardDef {
    id: 211061,
    share_id: 66,
    name: "战欲涌现",
    english_name: "Wellspring of War-Lust",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1106),
    talent_skill: Some(11063),
    entity: Some(&WELLSPRING_OF_WAR_LUST_EQUIP),
    ..CardDef::BLANK
};

/// 申鹤 Shenhe.
pub static SHENHE: CharacterDef = CharacterDef {
    id: 1107,
    share_id: 7,
    name: "申鹤",
    english_name: "Shenhe",
    element: Element::Cryo,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 11071,
            name: "Dawnstar Piercer",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11072,
            name: "Spring Spirit Summoning",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::TalentForm(&ICY_QUILL, &ICY_QUILL_TALENT),
            ],
        },
        SkillDef {
            id: 11073,
            name: "Divine Maiden's Deliverance",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[Op::Damage(CRYO, 1), Op::Summon(&TALISMAN_SPIRIT)],
        },
    ],
    passives: &[],
};

/// 冰翎 Icy Quill: Cryo damage dealt by this side's characters (swirled Cryo included) gets
/// +1; 2 usages.
pub static ICY_QUILL: EntityDef = EntityDef {
    text: "Cryo damage your characters deal (swirled Cryo included) is increased by 1 (spends 1 usage).",
    id: 111071,
    name: "Icy Quill",
    kind: EntityKind::Combat,
    usage: 2,
    per_round: true,
    listens: trig::BONUS_OUT,
    hook: Some(icy_quill),
    ..EntityDef::BLANK
};

/// 冰翎 (talent): a normal attack uses it without spending a usage, once per round.
pub static ICY_QUILL_TALENT: EntityDef = EntityDef {
    text: "Cryo damage your characters deal (swirled Cryo included) is increased by 1 (spends 1 usage; once per round, a Normal Attack spends none).",
    id: 111072,
    ..ICY_QUILL
};

fn icy_quill(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.by.is_none() || d.ty != CRYO {
        return;
    }
    d.amount += 1;
    let free = g.ent(me).def == &ICY_QUILL_TALENT
        && d.skill == Some(SkillKind::Normal)
        && g.ent(me).var == 0;
    if free {
        g.ent_mut(me).var = 1;
    } else {
        g.spend(me);
    }
}

/// 箓灵 Talisman Spirit: end phase, 1 Cryo damage; while it is in play, opposing characters
/// take +1 Cryo and physical damage; 2 usages.
pub static TALISMAN_SPIRIT: EntityDef = EntityDef {
    text: "While it is in play, opposing characters take 1 more Cryo and Physical damage.",
    id: 111073,
    name: "Talisman Spirit",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1)],
    listens: trig::BONUS_OUT,
    hook: Some(talisman_spirit),
    ..EntityDef::BLANK
};

fn talisman_spirit(_: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.to != me.seat && matches!(d.ty, DamageType::Physical | CRYO) {
            d.amount += 1;
        }
    }
}

/// The equipped Mystical Abandon (the skill creates the stronger Icy Quill).
pub static MYSTICAL_ABANDON_EQUIP: EntityDef = EntityDef {
    id: 211071,
    name: "Mystical Abandon",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 忘玄 Mystical Abandon (talent).
pub static MYSTICAL_ABANDON: CardDef = CardDef {
    id: 211071,
    share_id: 67,
    name: "忘玄",
    english_name: "Mystical Abandon",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1107),
    talent_skill: Some(11072),
    entity: Some(&MYSTICAL_ABANDON_EQUIP),
    ..CardDef::BLANK
};
