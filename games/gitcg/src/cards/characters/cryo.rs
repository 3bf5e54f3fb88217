//! Cryo characters.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, After, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

const CRYO: DamageType = DamageType::Elemental(Element::Cryo);

/// 甘雨 Ganyu.
pub static GANYU: CharacterDef = CharacterDef {
    id: 1101,
    share_id: 1,
    name: "甘雨",
    english_name: "Ganyu",
    element: Element::Cryo,
    weapon: Weapon::Bow,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 11011,
            name: "Liutian Archery",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11012,
            name: "Trail of the Qilin",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 1), Op::Combat(&ICE_LOTUS)],
        },
        SkillDef {
            id: 11013,
            name: "Frostflake Arrow",
            text: "Deals 2 Piercing damage to every opposing standby character (3 with Undivided Heart equipped, when Frostflake Arrow was used before in the match).",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 5, 0),
            ops: &[Op::Damage(CRYO, 2), Op::Custom(frostflake_pierce)],
        },
        SkillDef {
            id: 11014,
            name: "Celestial Shower",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::PierceStandby(1),
                Op::Summon(&SACRED_CRYO_PEARL),
            ],
        },
    ],
    passives: &[],
};

/// Frostflake Arrow pierces standby characters for 2, or 3 with the talent when the skill was
/// used before in this match.
fn frostflake_pierce(g: &mut Gitcg, cx: &mut Cx) {
    let slot = cx.character.unwrap_or(g.player(cx.seat).active);
    let c = g.character(cx.seat, slot);
    let talent = c.has(&UNDIVIDED_HEART_EQUIP);
    // `skill_uses` counts this use already; the talent asks about earlier ones this match.
    let used_before = c
        .attached
        .iter()
        .any(|e| !e.dead && e.def == &UNDIVIDED_HEART_EQUIP && e.var > 0);
    let n = if talent && used_before { 3 } else { 2 };
    g.run_op(Op::PierceStandby(n), cx);
    if talent {
        let c = g.character_mut(cx.seat, slot);
        if let Some(e) = c
            .attached
            .iter_mut()
            .find(|e| e.def == &UNDIVIDED_HEART_EQUIP)
        {
            e.var = 1;
        }
    }
}

/// 冰莲 Ice Lotus: the active character takes 1 less damage; 2 usages.
pub static ICE_LOTUS: EntityDef = EntityDef {
    id: 111012,
    name: "Ice Lotus",
    kind: EntityKind::Combat,
    usage: 2,
    reduce: 1,
    ..EntityDef::BLANK
};

/// 冰灵珠 Sacred Cryo Pearl: end phase, 1 Cryo damage and 1 piercing to standby; 2 usages.
pub static SACRED_CRYO_PEARL: EntityDef = EntityDef {
    id: 111011,
    name: "Sacred Cryo Pearl",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1), Op::PierceStandby(1)],
    ..EntityDef::BLANK
};

/// The equipped Undivided Heart (its `var` remembers that Frostflake Arrow was used).
pub static UNDIVIDED_HEART_EQUIP: EntityDef = EntityDef {
    text: "After Frostflake Arrow was used once in the match, it deals 3 Piercing damage to each opposing standby character instead of 2.",
    id: 211011,
    name: "Undivided Heart",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 唯此一心 Undivided Heart (talent).
pub static UNDIVIDED_HEART: CardDef = CardDef {
    id: 211011,
    share_id: 61,
    name: "唯此一心",
    english_name: "Undivided Heart",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 5, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1101),
    talent_skill: Some(11013),
    entity: Some(&UNDIVIDED_HEART_EQUIP),
    ..CardDef::BLANK
};

/// 凯亚 Kaeya.
pub static KAEYA: CharacterDef = CharacterDef {
    id: 1103,
    share_id: 3,
    name: "凯亚",
    english_name: "Kaeya",
    element: Element::Cryo,
    weapon: Weapon::Sword,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 11031,
            name: "Ceremonial Bladework",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: FROSTGNAW,
            name: "Frostgnaw",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 3)],
        },
        SkillDef {
            id: 11033,
            name: "Glacial Waltz",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 4, 0).with_energy(2),
            ops: &[Op::Damage(CRYO, 1), Op::Combat(&ICICLE)],
        },
    ],
    passives: &[],
};

/// Kaeya's elemental skill.
const FROSTGNAW: u32 = 11032;

/// 寒冰之棱 Icicle: after this side switches its active character, 2 Cryo damage; 3 usages.
pub static ICICLE: EntityDef = EntityDef {
    id: 111031,
    name: "Icicle",
    kind: EntityKind::Combat,
    usage: 3,
    after: Some((After::Switch, &[Op::Damage(CRYO, 2)])),
    ..EntityDef::BLANK
};

/// The equipped Cold-Blooded Strike: after Frostgnaw, Kaeya heals 2 (once per round).
pub static COLD_BLOODED_STRIKE_EQUIP: EntityDef = EntityDef {
    text: "After the character uses Frostgnaw, heal it for 2 (once per round).",
    id: 211031,
    name: "Cold-Blooded Strike",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(cold_blooded_strike),
    ..EntityDef::BLANK
};

fn cold_blooded_strike(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (
        Trig::AfterSkill {
            character, skill, ..
        },
        LocZone::Char(owner),
    ) = (t, me.zone)
    else {
        return;
    };
    if *character == owner && *skill == FROSTGNAW && g.ent(me).var == 0 {
        g.ent_mut(me).var = 1;
        g.heal(me.seat, owner, 2);
    }
}

/// 冷血之剑 Cold-Blooded Strike (talent).
pub static COLD_BLOODED_STRIKE: CardDef = CardDef {
    id: 211031,
    share_id: 63,
    name: "冷血之剑",
    english_name: "Cold-Blooded Strike",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 4, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1103),
    talent_skill: Some(FROSTGNAW),
    entity: Some(&COLD_BLOODED_STRIKE_EQUIP),
    ..CardDef::BLANK
};

/// 重云 Chongyun.
pub static CHONGYUN: CharacterDef = CharacterDef {
    id: 1104,
    share_id: 4,
    name: "重云",
    english_name: "Chongyun",
    element: Element::Cryo,
    weapon: Weapon::Claymore,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 11041,
            name: "Demonbane",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11042,
            name: "Chonghua's Layered Frost",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Damage(CRYO, 3),
                Op::TalentForm(&CHONGHUA_FROST_FIELD, &CHONGHUA_FROST_FIELD_TALENT),
            ],
        },
        SkillDef {
            id: 11043,
            name: "Cloud-Parting Star",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[Op::Damage(CRYO, 7)],
        },
    ],
    passives: &[],
};

/// 重华叠霜领域 Chonghua Frost Field: physical damage of this side's sword, claymore and
/// polearm characters becomes Cryo; 2 rounds.
pub static CHONGHUA_FROST_FIELD: EntityDef = EntityDef {
    text: "Physical damage of your Sword, Claymore and Polearm characters is converted to Cryo damage.",
    id: 111041,
    name: "Chonghua Frost Field",
    kind: EntityKind::Combat,
    duration: 2,
    listens: trig::INFUSE,
    hook: Some(frost_field),
    ..EntityDef::BLANK
};

/// 重华叠霜领域 (talent): also +1 to those characters' normal attacks; 2 rounds.
pub static CHONGHUA_FROST_FIELD_TALENT: EntityDef = EntityDef {
    text: "Physical damage of your Sword, Claymore and Polearm characters is converted to Cryo damage, and their Normal Attacks deal +1 damage.",
    id: 111042,
    ..CHONGHUA_FROST_FIELD
};

/// The field only serves melee weapons, which no declared infusion can say. Its talent bonus is
/// added here too: additive bonuses commute, and one hook cannot tell two damage triggers apart.
fn frost_field(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let (Some(by), Some(kind)) = (d.by, d.skill) else {
        return;
    };
    let melee = matches!(
        g.character(me.seat, by).def.weapon,
        Weapon::Sword | Weapon::Claymore | Weapon::Polearm
    );
    if !melee {
        return;
    }
    if d.ty == DamageType::Physical {
        d.ty = CRYO;
    }
    if kind == SkillKind::Normal && g.ent(me).def == &CHONGHUA_FROST_FIELD_TALENT {
        d.amount += 1;
    }
}

/// The equipped Steady Breathing (Chonghua's Layered Frost creates the stronger field).
pub static STEADY_BREATHING_EQUIP: EntityDef = EntityDef {
    id: 211041,
    name: "Steady Breathing",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 吐纳真定 Steady Breathing (talent).
pub static STEADY_BREATHING: CardDef = CardDef {
    id: 211041,
    share_id: 64,
    name: "吐纳真定",
    english_name: "Steady Breathing",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1104),
    talent_skill: Some(11042),
    entity: Some(&STEADY_BREATHING_EQUIP),
    ..CardDef::BLANK
};
