//! Pyro characters.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::strike;

const PYRO: DamageType = DamageType::Elemental(Element::Pyro);

/// 迪卢克 Diluc.
pub static DILUC: CharacterDef = CharacterDef {
    id: 1301,
    share_id: 17,
    name: "迪卢克",
    english_name: "Diluc",
    element: Element::Pyro,
    weapon: Weapon::Claymore,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 13011,
            name: "Tempered Sword",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13012,
            name: "Searing Onslaught",
            text: "Deals 3 Pyro damage (5 on the third use in a round).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Custom(searing_onslaught)],
        },
        SkillDef {
            id: 13013,
            name: "Dawn",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 4, 0).with_energy(3),
            ops: &[Op::Damage(PYRO, 8), Op::Status(Who::This, &PYRO_INFUSION)],
        },
    ],
    passives: &[],
};

/// Searing Onslaught deals 3 Pyro damage, +2 on the third use in a round.
fn searing_onslaught(g: &mut Gitcg, cx: &mut Cx) {
    let slot = cx.character.unwrap_or(g.player(cx.seat).active);
    let uses = g.character(cx.seat, slot).skill_uses[1];
    let n = if uses == 3 { 5 } else { 3 };
    g.run_op(Op::Damage(PYRO, n), cx);
}

/// 火元素附魔 Pyro Infusion: physical damage becomes Pyro; 2 rounds.
pub static PYRO_INFUSION: EntityDef = EntityDef {
    id: 113011,
    name: "Pyro Infusion",
    kind: EntityKind::Status,
    duration: 2,
    infusion: Some(Element::Pyro),
    ..EntityDef::BLANK
};

/// The equipped Flowing Flame: the 2nd and 3rd Searing Onslaught each round cost 1 Pyro less.
pub static FLOWING_FLAME_EQUIP: EntityDef = EntityDef {
    text: "The second and third Searing Onslaught each round cost 1 Pyro die less.",
    id: 213011,
    name: "Flowing Flame",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    query: Some(flowing_flame_cost),
    ..EntityDef::BLANK
};

fn flowing_flame_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
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
    let LocZone::Char(owner) = me.zone else {
        return;
    };
    let uses = g.character(me.seat, owner).skill_uses[1];
    if *slot == owner && (uses == 1 || uses == 2) && cost.elem_n > 0 {
        cost.elem_n -= 1;
        // Counted by `skill_uses`, so nothing to spend.
        **used = false;
    }
}

/// 流火焦灼 Flowing Flame (talent).
pub static FLOWING_FLAME: CardDef = CardDef {
    id: 213011,
    share_id: 77,
    name: "流火焦灼",
    english_name: "Flowing Flame",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1301),
    talent_skill: Some(13012),
    entity: Some(&FLOWING_FLAME_EQUIP),
    ..CardDef::BLANK
};

/// 香菱 Xiangling.
pub static XIANGLING: CharacterDef = CharacterDef {
    id: 1302,
    share_id: 18,
    name: "香菱",
    english_name: "Xiangling",
    element: Element::Pyro,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 13021,
            name: "Dough-Fu",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13022,
            name: "Guoba Attack",
            text: "Summons Guoba. With Crossfire equipped, first deals 1 Pyro damage.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Custom(guoba_attack)],
        },
        SkillDef {
            id: PYRONADO_SKILL,
            name: "Pyronado",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 4, 0).with_energy(2),
            ops: &[Op::Damage(PYRO, 3), Op::Combat(&PYRONADO)],
        },
    ],
    passives: &[],
};

/// Xiangling's burst, which its own Pyronado does not follow up.
const PYRONADO_SKILL: u32 = 13023;

/// Guoba Attack summons Guoba; with Crossfire, Xiangling first deals 1 Pyro damage herself.
fn guoba_attack(g: &mut Gitcg, cx: &mut Cx) {
    let slot = cx.character.unwrap_or(g.player(cx.seat).active);
    if g.character(cx.seat, slot).has(&CROSSFIRE_EQUIP) {
        g.run_op(Op::Damage(PYRO, 1), cx);
    }
    g.run_op(Op::Summon(&GUOBA), cx);
}

/// 锅巴 Guoba: end phase, 2 Pyro damage; 2 usages.
pub static GUOBA: EntityDef = EntityDef {
    id: 113021,
    name: "Guoba",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(PYRO, 2)],
    ..EntityDef::BLANK
};

/// 旋火轮 Pyronado: after a skill of this side, 2 Pyro damage; 2 usages. It does not follow
/// up the burst that created it, so it is a hook rather than a declared follow-up.
pub static PYRONADO: EntityDef = EntityDef {
    text: "After your character uses a skill, deal 2 Pyro damage (spends 1 usage; not after the burst that created it).",
    id: 113022,
    name: "Pyronado",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::AFTER_SKILL,
    hook: Some(pyronado),
    ..EntityDef::BLANK
};

fn pyronado(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::AfterSkill { skill, .. } = t {
        if *skill != PYRONADO_SKILL {
            strike(g, me, PYRO, 2);
        }
    }
}

/// The equipped Crossfire (Guoba Attack also deals 1 Pyro damage).
pub static CROSSFIRE_EQUIP: EntityDef = EntityDef {
    text: "Guoba Attack also deals 1 Pyro damage.",
    id: 213021,
    name: "Crossfire",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 交叉火力 Crossfire (talent).
pub static CROSSFIRE: CardDef = CardDef {
    id: 213021,
    share_id: 78,
    name: "交叉火力",
    english_name: "Crossfire",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1302),
    talent_skill: Some(13022),
    entity: Some(&CROSSFIRE_EQUIP),
    ..CardDef::BLANK
};

/// 班尼特 Bennett.
pub static BENNETT: CharacterDef = CharacterDef {
    id: 1303,
    share_id: 19,
    name: "班尼特",
    english_name: "Bennett",
    element: Element::Pyro,
    weapon: Weapon::Sword,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 13031,
            name: "Strike of Fortune",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13032,
            name: "Passion Overload",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Damage(PYRO, 3)],
        },
        SkillDef {
            id: 13033,
            name: "Fantastic Voyage",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 4, 0).with_energy(2),
            ops: &[
                Op::Damage(PYRO, 2),
                Op::TalentForm(&INSPIRATION_FIELD, &INSPIRATION_FIELD_TALENT),
            ],
        },
    ],
    passives: &[],
};

/// 鼓舞领域 Inspiration Field: skill damage of a character with at least 7 HP gets +2; after a
/// skill, its user heals 2 if it has at most 6 HP; 2 rounds.
pub static INSPIRATION_FIELD: EntityDef = EntityDef {
    text: "Skill damage of your character with 7 or more HP is increased by 2. After your character uses a skill, that character heals 2 if it has 6 HP or less.",
    id: 113031,
    name: "Inspiration Field",
    kind: EntityKind::Combat,
    duration: 2,
    listens: trig::BONUS_OUT | trig::AFTER_SKILL,
    hook: Some(inspiration_field),
    ..EntityDef::BLANK
};

/// 鼓舞领域 (talent): the +2 applies whatever the user's HP; 2 rounds.
pub static INSPIRATION_FIELD_TALENT: EntityDef = EntityDef {
    text: "Skill damage of your characters is increased by 2. After your character uses a skill, that character heals 2 if it has 6 HP or less.",
    id: 113032,
    ..INSPIRATION_FIELD
};

/// Both parts depend on the user's HP, which a declared bonus cannot read.
fn inspiration_field(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Damage(d) => {
            let (Some(by), Some(_)) = (d.by, d.skill) else {
                return;
            };
            let always = g.ent(me).def == &INSPIRATION_FIELD_TALENT;
            if always || g.character(me.seat, by).hp >= 7 {
                d.amount += 2;
            }
        }
        Trig::AfterSkill { character, .. } => {
            let hp = g.character(me.seat, *character).hp;
            if hp > 0 && hp <= 6 {
                g.heal(me.seat, *character, 2);
            }
        }
        _ => {}
    }
}

/// The equipped Grand Expectation (Fantastic Voyage creates the stronger field).
pub static GRAND_EXPECTATION_EQUIP: EntityDef = EntityDef {
    id: 213031,
    name: "Grand Expectation",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 冒险憧憬 Grand Expectation (talent).
pub static GRAND_EXPECTATION: CardDef = CardDef {
    id: 213031,
    share_id: 79,
    name: "冒险憧憬",
    english_name: "Grand Expectation",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 4, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1303),
    talent_skill: Some(13033),
    entity: Some(&GRAND_EXPECTATION_EQUIP),
    ..CardDef::BLANK
};
