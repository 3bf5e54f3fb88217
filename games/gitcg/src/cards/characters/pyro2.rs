//! Pyro characters, second file: Amber, Yoimiya, Klee and Hu Tao.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::{absorb_keep, burst_when_spent, charged_now, deal_as, find, hit, owner, strike, user};

const PYRO: DamageType = DamageType::Elemental(Element::Pyro);

/// 安柏 Amber.
pub static AMBER: CharacterDef = CharacterDef {
    id: 1304,
    share_id: 20,
    name: "安柏",
    english_name: "Amber",
    element: Element::Pyro,
    weapon: Weapon::Bow,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 13041,
            name: "Sharpshooter",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13042,
            name: "Explosive Puppet",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Summon(&BARON_BUNNY)],
        },
        SkillDef {
            id: 13043,
            name: "Fiery Rain",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[Op::Damage(PYRO, 2), Op::PierceStandby(2)],
        },
    ],
    passives: &[],
};

/// 兔兔伯爵 Baron Bunny: takes 2 off a hit on the active character (1 usage, kept when spent);
/// end phase, once spent, it leaves and deals 2 Pyro damage.
pub static BARON_BUNNY: EntityDef = EntityDef {
    text: "Damage taken by your active character is reduced by 2 (the usage is kept when spent). End Phase: once its usage is spent, leaves and deals 2 Pyro damage.",
    id: 113041,
    name: "Baron Bunny",
    kind: EntityKind::Summon,
    usage: 1,
    listens: trig::REDUCE | trig::END_PHASE,
    hook: Some(baron_bunny),
    ..EntityDef::BLANK
};

fn baron_bunny(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Damage(_) => absorb_keep(g, me, t, 2),
        _ => burst_when_spent(g, me, PYRO, 2),
    }
}

/// The equipped Bunny Triggered: after Amber's normal attack, Baron Bunny (if in play)
/// explodes for 4 Pyro damage.
pub static BUNNY_TRIGGERED_EQUIP: EntityDef = EntityDef {
    text: "After the character uses a Normal Attack, Baron Bunny (if in play) explodes for 4 Pyro damage.",
    id: 213041,
    name: "Bunny Triggered",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::AFTER_SKILL,
    hook: Some(bunny_triggered),
    ..EntityDef::BLANK
};

fn bunny_triggered(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character,
        kind: SkillKind::Normal,
        ..
    } = t
    else {
        return;
    };
    if Some(*character) != owner(me) {
        return;
    }
    if let Some(bunny) = find(g, me.seat, LocZone::Summon, &BARON_BUNNY) {
        if let Some(bunny) = deal_as(g, bunny, PYRO, 4) {
            g.discard(bunny);
        }
    }
}

/// 一触即发 Bunny Triggered (talent).
pub static BUNNY_TRIGGERED: CardDef = CardDef {
    id: 213041,
    share_id: 80,
    name: "一触即发",
    english_name: "Bunny Triggered",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1304),
    talent_skill: Some(13042),
    entity: Some(&BUNNY_TRIGGERED_EQUIP),
    ..CardDef::BLANK
};

/// 宵宫 Yoimiya.
pub static YOIMIYA: CharacterDef = CharacterDef {
    id: 1305,
    share_id: 21,
    name: "宵宫",
    english_name: "Yoimiya",
    element: Element::Pyro,
    weapon: Weapon::Bow,
    nations: nation::INAZUMA,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 13051,
            name: "Firework Flare-Up",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13052,
            name: "Niwabi Fire-Dance",
            text: "This skill gives Yoimiya no Energy.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 1, 0),
            ops: &[
                Op::TalentForm(&NIWABI_ENSHOU, &NIWABI_ENSHOU_TALENT),
                Op::Custom(|_, cx| cx.no_energy = true),
            ],
        },
        SkillDef {
            id: 13053,
            name: "Ryuukin Saxifrage",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(3),
            ops: &[Op::Damage(PYRO, 3), Op::Combat(&AUROUS_BLAZE)],
        },
    ],
    passives: &[],
};

/// 庭火焰硝 Niwabi Enshou: Yoimiya's physical damage becomes Pyro and her normal attacks deal
/// +1, each spending a usage; 3 usages. `var` marks a normal attack it boosted until the
/// skill ends, when the usage is spent.
pub static NIWABI_ENSHOU: EntityDef = EntityDef {
    text: "The character's Normal Attacks deal +1 damage (spends 1 usage).",
    id: 113051,
    name: "Niwabi Enshou",
    kind: EntityKind::Status,
    usage: 3,
    infusion: Some(Element::Pyro),
    listens: trig::BONUS_OUT | trig::AFTER_SKILL,
    hook: Some(niwabi_enshou),
    ..EntityDef::BLANK
};

/// 庭火焰硝 (talent): also, after a normal attack it boosted, 1 Pyro damage.
pub static NIWABI_ENSHOU_TALENT: EntityDef = EntityDef {
    text: "The character's Normal Attacks deal +1 damage (spends 1 usage); after a Normal Attack it boosted, deal 1 Pyro damage.",
    id: 113053,
    ..NIWABI_ENSHOU
};

fn niwabi_enshou(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Damage(d) if d.by == Some(slot) && d.skill == Some(SkillKind::Normal) => {
            d.amount += 1;
            g.ent_mut(me).var = 1;
        }
        Trig::AfterSkill { character, .. } if *character == slot && g.ent(me).var == 1 => {
            g.ent_mut(me).var = 0;
            if g.ent(me).def == &NIWABI_ENSHOU_TALENT {
                strike(g, me, PYRO, 1);
            } else {
                g.spend(me);
            }
        }
        _ => {}
    }
}

/// 琉金火光 Aurous Blaze: after a skill of a character of this side other than Yoimiya, 1
/// Pyro damage; 2 rounds.
pub static AUROUS_BLAZE: EntityDef = EntityDef {
    text: "After a skill of one of your characters other than Yoimiya, deal 1 Pyro damage.",
    id: 113052,
    name: "Aurous Blaze",
    kind: EntityKind::Combat,
    duration: 2,
    listens: trig::AFTER_SKILL,
    hook: Some(aurous_blaze),
    ..EntityDef::BLANK
};

fn aurous_blaze(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::AfterSkill { character, .. } = t {
        if g.character(me.seat, *character).def.id != YOIMIYA.id {
            deal_as(g, me, PYRO, 1);
        }
    }
}

/// The equipped Naganohara Meteor Swarm (the skill creates the stronger Niwabi Enshou).
pub static NAGANOHARA_METEOR_SWARM_EQUIP: EntityDef = EntityDef {
    id: 213051,
    name: "Naganohara Meteor Swarm",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 长野原龙势流星群 Naganohara Meteor Swarm (talent).
pub static NAGANOHARA_METEOR_SWARM: CardDef = CardDef {
    id: 213051,
    share_id: 81,
    name: "长野原龙势流星群",
    english_name: "Naganohara Meteor Swarm",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 1, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1305),
    talent_skill: Some(13052),
    entity: Some(&NAGANOHARA_METEOR_SWARM_EQUIP),
    ..CardDef::BLANK
};

/// 可莉 Klee.
pub static KLEE: CharacterDef = CharacterDef {
    id: 1306,
    share_id: 22,
    name: "可莉",
    english_name: "Klee",
    element: Element::Pyro,
    weapon: Weapon::Catalyst,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 13061,
            name: "Kaboom!",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(PYRO, 1)],
        },
        SkillDef {
            id: 13062,
            name: "Jumpy Dumpty",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[
                Op::Damage(PYRO, 3),
                Op::TalentForm(&EXPLOSIVE_SPARK, &EXPLOSIVE_SPARK_TALENT),
            ],
        },
        SkillDef {
            id: 13063,
            name: "Sparks 'n' Splash",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(3),
            ops: &[Op::Damage(PYRO, 3), Op::OpponentCombat(&SPARKS_N_SPLASH)],
        },
    ],
    passives: &[],
};

/// 爆裂火花 Explosive Spark: Klee's charged attacks cost 1 Pyro die less and deal +1; 1 usage.
pub static EXPLOSIVE_SPARK: EntityDef = EntityDef {
    text:
        "The character's Charged Attacks cost 1 Pyro die less and deal +1 damage (spends 1 usage).",
    id: 113061,
    name: "Explosive Spark",
    kind: EntityKind::Status,
    usage: 1,
    listens: trig::BONUS_OUT,
    hook: Some(explosive_spark),
    query: Some(explosive_spark_cost),
    ..EntityDef::BLANK
};

/// 爆裂火花 (talent): 2 usages.
pub static EXPLOSIVE_SPARK_TALENT: EntityDef = EntityDef {
    text:
        "The character's Charged Attacks cost 1 Pyro die less and deal +1 damage (spends 1 usage).",
    id: 113062,
    usage: 2,
    ..EXPLOSIVE_SPARK
};

/// The usage is spent by the damage bonus, which every charged attack of Klee's deals.
fn explosive_spark_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Normal,
                ..
            },
        cost,
        ..
    } = q
    else {
        return;
    };
    if Some(*slot) == owner(me) && charged_now(g, me.seat) && cost.elem_n > 0 {
        cost.elem_n -= 1;
    }
}

fn explosive_spark(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.charged && d.by.is_some() && d.by == owner(me) {
            d.amount += 1;
            g.spend(me);
        }
    }
}

/// 轰轰火花 Sparks 'n' Splash: on the opposing side; after a skill of that side, its active
/// character takes 2 Pyro damage; 2 usages.
pub static SPARKS_N_SPLASH: EntityDef = EntityDef {
    text: "Sits on the opposing side: after a skill of that side, its active character takes 2 Pyro damage (spends 1 usage).",
    id: 113063,
    name: "Sparks 'n' Splash",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::AFTER_SKILL,
    hook: Some(sparks_n_splash),
    ..EntityDef::BLANK
};

fn sparks_n_splash(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let serial = g.ent(me).serial;
    let active = g.player(me.seat).active;
    hit(g, me.seat.other(), &SPARKS_N_SPLASH, active, PYRO, 2);
    if let Some(me) = g.relocate(me, serial) {
        g.spend(me);
    }
}

/// The equipped Pounding Surprise (the skill creates the stronger Explosive Spark).
pub static POUNDING_SURPRISE_EQUIP: EntityDef = EntityDef {
    id: 213061,
    name: "Pounding Surprise",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 砰砰礼物 Pounding Surprise (talent).
pub static POUNDING_SURPRISE: CardDef = CardDef {
    id: 213061,
    share_id: 82,
    name: "砰砰礼物",
    english_name: "Pounding Surprise",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1306),
    talent_skill: Some(13062),
    entity: Some(&POUNDING_SURPRISE_EQUIP),
    ..CardDef::BLANK
};

/// 胡桃 Hu Tao.
pub static HU_TAO: CharacterDef = CharacterDef {
    id: 1307,
    share_id: 23,
    name: "胡桃",
    english_name: "Hu Tao",
    element: Element::Pyro,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 13071,
            name: "Secret Spear of Wangsheng",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13072,
            name: "Guide to Afterlife",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 2, 0),
            ops: &[Op::Status(Who::This, &PARAMITA_PAPILIO)],
        },
        SkillDef {
            id: 13073,
            name: "Spirit Soother",
            text: "Deals 4 Pyro damage and heals this character for 2; each is 1 more when she has 6 HP or less.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(3),
            ops: &[Op::Custom(spirit_soother)],
        },
    ],
    passives: &[],
};

/// Spirit Soother deals 4 Pyro damage and heals Hu Tao 2, each +1 when she has at most 6 HP.
fn spirit_soother(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let low = g.character(cx.seat, slot).hp <= 6;
    let more = u8::from(low);
    g.run_op(Op::Damage(PYRO, 4 + more), cx);
    g.run_op(Op::Heal(Who::This, 2 + more), cx);
}

/// 彼岸蝶舞 Paramita Papilio: Hu Tao's physical damage becomes Pyro, her Pyro damage gets +1,
/// and her charged attacks give the target Blood Blossom; 2 rounds.
pub static PARAMITA_PAPILIO: EntityDef = EntityDef {
    text: "The character's Pyro damage is increased by 1, and her Charged Attacks attach Blood Blossom to the target.",
    id: 113071,
    name: "Paramita Papilio",
    kind: EntityKind::Status,
    duration: 2,
    infusion: Some(Element::Pyro),
    listens: trig::BONUS_OUT,
    hook: Some(paramita_papilio),
    ..EntityDef::BLANK
};

fn paramita_papilio(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.by.is_none() || d.by != owner(me) {
        return;
    }
    if d.ty == PYRO {
        d.amount += 1;
    }
    if d.charged {
        g.add_entity(d.to, LocZone::Char(d.target), &BLOOD_BLOSSOM);
    }
}

/// 血梅香 Blood Blossom: on an opposing character; end phase, it takes 1 Pyro damage; 1 usage.
pub static BLOOD_BLOSSOM: EntityDef = EntityDef {
    text: "Sits on an opposing character. End Phase: that character takes 1 Pyro damage (spends 1 usage).",
    id: 113072,
    name: "Blood Blossom",
    kind: EntityKind::Status,
    usage: 1,
    listens: trig::END_PHASE,
    hook: Some(blood_blossom),
    ..EntityDef::BLANK
};

fn blood_blossom(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let serial = g.ent(me).serial;
    hit(g, me.seat.other(), &BLOOD_BLOSSOM, slot, PYRO, 1);
    if let Some(me) = g.relocate(me, serial) {
        g.spend(me);
    }
}

/// The equipped Sanguine Rouge: while Hu Tao has at most 6 HP, her Pyro damage gets +1.
pub static SANGUINE_ROUGE_EQUIP: EntityDef = EntityDef {
    text: "While the character has 6 HP or less, her Pyro damage is increased by 1.",
    id: 213071,
    name: "Sanguine Rouge",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::BONUS_OUT,
    hook: Some(sanguine_rouge),
    ..EntityDef::BLANK
};

fn sanguine_rouge(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.by == Some(slot) && d.ty == PYRO && g.character(me.seat, slot).hp <= 6 {
        d.amount += 1;
    }
}

/// 血之灶火 Sanguine Rouge (talent).
pub static SANGUINE_ROUGE: CardDef = CardDef {
    id: 213071,
    share_id: 83,
    name: "血之灶火",
    english_name: "Sanguine Rouge",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 2, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1307),
    talent_skill: Some(13072),
    entity: Some(&SANGUINE_ROUGE_EQUIP),
    ..CardDef::BLANK
};
