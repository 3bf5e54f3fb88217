//! Electro characters, second file: Razor, Cyno, Beidou and Kujou Sara.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, After, CardDef, CardKind, CharacterDef, Cost, Cx, Discount, DiscountDice,
    Discounted, EntityDef, EntityKind, EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig,
    Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::{deal_as, find, owner, side_has, user};

const ELECTRO: DamageType = DamageType::Elemental(Element::Electro);

/// 雷泽 Razor.
pub static RAZOR: CharacterDef = CharacterDef {
    id: 1402,
    share_id: 27,
    name: "雷泽",
    english_name: "Razor",
    element: Element::Electro,
    weapon: Weapon::Claymore,
    nations: nation::MONDSTADT,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14021,
            name: "Steel Fang",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: CLAW_AND_THUNDER,
            name: "Claw and Thunder",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Damage(ELECTRO, 3)],
        },
        SkillDef {
            id: 14023,
            name: "Lightning Fang",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 3),
                Op::Status(Who::This, &THE_WOLF_WITHIN),
            ],
        },
    ],
    passives: &[],
};

/// Razor's elemental skill.
const CLAW_AND_THUNDER: u32 = 14022;

/// 雷狼 The Wolf Within: after Razor's normal attack or elemental skill, 2 Electro damage;
/// 2 rounds.
pub static THE_WOLF_WITHIN: EntityDef = EntityDef {
    text: "After the character uses a Normal Attack or Elemental Skill, deal 2 Electro damage.",
    id: 114021,
    name: "The Wolf Within",
    kind: EntityKind::Status,
    duration: 2,
    listens: trig::AFTER_SKILL,
    hook: Some(the_wolf_within),
    ..EntityDef::BLANK
};

fn the_wolf_within(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::AfterSkill {
        character, kind, ..
    } = t
    {
        if Some(*character) == owner(me) && *kind != SkillKind::Burst {
            deal_as(g, me, ELECTRO, 2);
        }
    }
}

/// The equipped Awakening: after Claw and Thunder, an Electro character of Razor's side (the
/// active one first) gains 1 energy, once per round.
pub static AWAKENING_EQUIP: EntityDef = EntityDef {
    text: "After the character uses Claw and Thunder, one of your Electro characters (the active one first) gains 1 Energy (once per round).",
    id: 214021,
    name: "Awakening",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(awakening),
    ..EntityDef::BLANK
};

fn awakening(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character, skill, ..
    } = t
    else {
        return;
    };
    if Some(*character) != owner(me) || *skill != CLAW_AND_THUNDER || g.ent(me).var > 0 {
        return;
    }
    let p = g.player(me.seat);
    let order = [p.active, (p.active + 1) % 3, (p.active + 2) % 3];
    let hungry = order.into_iter().find(|&s| {
        let c = &p.chars[s as usize];
        c.alive && c.def.element == Element::Electro && c.energy < c.def.max_energy
    });
    if let Some(slot) = hungry {
        g.ent_mut(me).var = 1;
        g.gain_energy(me.seat, slot, 1);
    }
}

/// 觉醒 Awakening (talent).
pub static AWAKENING: CardDef = CardDef {
    id: 214021,
    share_id: 87,
    name: "觉醒",
    english_name: "Awakening",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1402),
    talent_skill: Some(CLAW_AND_THUNDER),
    entity: Some(&AWAKENING_EQUIP),
    ..CardDef::BLANK
};

/// 赛诺 Cyno.
pub static CYNO: CharacterDef = CharacterDef {
    id: 1404,
    share_id: 29,
    name: "赛诺",
    english_name: "Cyno",
    element: Element::Electro,
    weapon: Weapon::Polearm,
    nations: nation::SUMERU,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14041,
            name: "Invoker's Spear",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14042,
            name: "Secret Rite: Chasmic Soulfarer",
            text: "Raises Pactsworn Pathclearer's level by 1.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[
                Op::Damage(ELECTRO, 3),
                Op::Custom(|g, cx| pathclearer_up(g, cx, 1)),
            ],
        },
        SkillDef {
            id: 14043,
            name: "Sacred Rite: Wolf's Swiftness",
            text: "Raises Pactsworn Pathclearer's level by 2.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 4, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 4),
                Op::Custom(|g, cx| pathclearer_up(g, cx, 2)),
            ],
        },
    ],
    passives: &[&PACTSWORN_PATHCLEARER],
};

/// Raises the level of the user's Pactsworn Pathclearer by `n`.
fn pathclearer_up(g: &mut Gitcg, cx: &mut Cx, n: u8) {
    let slot = user(g, cx);
    if let Some(p) = find(g, cx.seat, LocZone::Char(slot), &PACTSWORN_PATHCLEARER) {
        let e = g.ent_mut(p);
        e.usage = e.usage.saturating_add(n);
    }
}

/// 启途誓使 Pactsworn Pathclearer (passive), a level counter kept in its usages: end phase,
/// +1, then -6 from 8 on. From level 2, Cyno's physical damage becomes Electro; from level 4,
/// his damage gets +2. With Featherfall Judgment, from level 2 his elemental skill gets +1
/// (twice per round, counted in `var`).
pub static PACTSWORN_PATHCLEARER: EntityDef = EntityDef {
    text: "A level kept in its usages. End Phase: +1 level; from 8, -6 levels. From level 2, the character's Physical damage is converted to Electro damage; from level 4, the character deals +2 damage. With Featherfall Judgment, from level 2 the Elemental Skill deals +1 damage (twice per round).",
    id: 114041,
    name: "Pactsworn Pathclearer",
    kind: EntityKind::Status,
    per_round: true,
    end_phase: &[Op::Custom(pathclearer_end_phase)],
    listens: trig::INFUSE,
    hook: Some(pactsworn_pathclearer),
    ..EntityDef::BLANK
};

fn pathclearer_end_phase(g: &mut Gitcg, cx: &mut Cx) {
    let Some(slot) = cx.character else { return };
    if let Some(p) = find(g, cx.seat, LocZone::Char(slot), &PACTSWORN_PATHCLEARER) {
        let e = g.ent_mut(p);
        e.usage += 1;
        if e.usage >= 8 {
            e.usage -= 6;
        }
    }
}

/// The conversion must come before reactions, and additive bonuses commute, so the whole
/// effect runs at the infusion step.
fn pactsworn_pathclearer(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.by != Some(slot) || d.skill.is_none() {
        return;
    }
    let level = g.ent(me).usage;
    if level >= 2 && d.ty == DamageType::Physical {
        d.ty = ELECTRO;
    }
    if level >= 4 {
        d.amount += 2;
    }
    let talent = g.character(me.seat, slot).has(&FEATHERFALL_JUDGMENT_EQUIP);
    if talent && level >= 2 && d.skill == Some(SkillKind::Elemental) && g.ent(me).var < 2 {
        d.amount += 1;
        g.ent_mut(me).var += 1;
    }
}

/// The equipped Featherfall Judgment.
pub static FEATHERFALL_JUDGMENT_EQUIP: EntityDef = EntityDef {
    text: "While Pactsworn Pathclearer is at level 2 or more, the character's Elemental Skill deals +1 damage (twice per round).",
    id: 214041,
    name: "Featherfall Judgment",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 落羽的裁择 Featherfall Judgment (talent).
pub static FEATHERFALL_JUDGMENT: CardDef = CardDef {
    id: 214041,
    share_id: 89,
    name: "落羽的裁择",
    english_name: "Featherfall Judgment",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1404),
    talent_skill: Some(14042),
    entity: Some(&FEATHERFALL_JUDGMENT_EQUIP),
    ..CardDef::BLANK
};

/// 北斗 Beidou.
pub static BEIDOU: CharacterDef = CharacterDef {
    id: 1405,
    share_id: 30,
    name: "北斗",
    english_name: "Beidou",
    element: Element::Electro,
    weapon: Weapon::Claymore,
    nations: nation::LIYUE,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 14051,
            name: "Oceanborne",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14052,
            name: "Tidecaller",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[
                Op::Status(Who::This, &SURF_EMBRACE),
                Op::Status(Who::This, &PREPARING_WAVESTRIDER),
            ],
        },
        SkillDef {
            id: 14053,
            name: "Stormbreaker",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(3),
            ops: &[Op::Damage(ELECTRO, 2), Op::Combat(&THUNDERBEASTS_TARGE)],
        },
    ],
    passives: &[],
};

/// 踏潮 Wavestrider, the skill Tidecaller prepares: 3 Electro damage; the shield ends, and
/// with Lightning Storm Beidou's normal attacks cost less this round.
pub static WAVESTRIDER: SkillDef = SkillDef {
    id: 14054,
    name: "Wavestrider",
    text: "Removes Tidecaller: Surf Embrace, deals 3 Electro damage and, with Lightning Storm equipped, attaches Summoner of Lightning to this character.",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Custom(wavestrider)],
};

fn wavestrider(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if let Some(shield) = find(g, cx.seat, LocZone::Char(slot), &SURF_EMBRACE) {
        g.discard(shield);
    }
    g.run_op(Op::Damage(ELECTRO, 3), cx);
    if g.character(cx.seat, slot).has(&LIGHTNING_STORM_EQUIP) {
        g.run_op(Op::Status(Who::This, &SUMMONER_OF_LIGHTNING), cx);
    }
}

/// 踏潮 (preparing): Beidou uses Wavestrider at the start of her side's next turn.
pub static PREPARING_WAVESTRIDER: EntityDef = EntityDef {
    id: 114055,
    name: "Wavestrider",
    kind: EntityKind::Status,
    prepare: Some(&WAVESTRIDER),
    ..EntityDef::BLANK
};

/// 捉浪·涛拥之守 Tidecaller: Surf Embrace: a 2-point shield on Beidou while she prepares
/// Wavestrider (it leaves when she is switched out).
pub static SURF_EMBRACE: EntityDef = EntityDef {
    text: "Beidou keeps it while she prepares Wavestrider; it leaves when she is switched out.",
    id: 114051,
    name: "Tidecaller: Surf Embrace",
    kind: EntityKind::Status,
    usage: 2,
    shield: true,
    listens: trig::SWITCHED,
    hook: Some(surf_embrace),
    ..EntityDef::BLANK
};

fn surf_embrace(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Switched { from, .. } = t {
        if Some(*from) == owner(me) {
            g.discard(me);
        }
    }
}

/// 雷兽之盾 Thunderbeast's Targe: after a normal attack of this side, 1 Electro damage; hits
/// of at least 3 on the active character are reduced by 1; 2 rounds.
pub static THUNDERBEASTS_TARGE: EntityDef = EntityDef {
    text: "Damage of 3 or more taken by your active character is reduced by 1.",
    id: 114053,
    name: "Thunderbeast's Targe",
    kind: EntityKind::Combat,
    duration: 2,
    after: Some((After::NormalAttack, &[Op::Damage(ELECTRO, 1)])),
    listens: trig::REDUCE,
    hook: Some(thunderbeasts_targe),
    ..EntityDef::BLANK
};

fn thunderbeasts_targe(_: &mut Gitcg, _: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.to_active && d.amount >= 3 {
            d.amount -= 1;
        }
    }
}

/// 奔潮引电 Summoner of Lightning: Beidou's normal attacks cost 1 unaligned die less this
/// round; 2 usages.
pub static SUMMONER_OF_LIGHTNING: EntityDef = EntityDef {
    id: 114052,
    name: "Summoner of Lightning",
    kind: EntityKind::Status,
    usage: 2,
    round_only: true,
    discount: Some(Discount {
        on: Discounted::OwnNormalAttack,
        dice: DiscountDice::Unaligned,
        amount: 1,
        limit: 0,
    }),
    ..EntityDef::BLANK
};

/// The equipped Lightning Storm (Wavestrider leaves Summoner of Lightning).
pub static LIGHTNING_STORM_EQUIP: EntityDef = EntityDef {
    text: "When Wavestrider is used, it leaves Summoner of Lightning on the character.",
    id: 214051,
    name: "Lightning Storm",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 霹雳连霄 Lightning Storm (talent).
pub static LIGHTNING_STORM: CardDef = CardDef {
    id: 214051,
    share_id: 90,
    name: "霹雳连霄",
    english_name: "Lightning Storm",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1405),
    talent_skill: Some(14052),
    entity: Some(&LIGHTNING_STORM_EQUIP),
    ..CardDef::BLANK
};

/// 九条裟罗 Kujou Sara.
pub static KUJOU_SARA: CharacterDef = CharacterDef {
    id: 1406,
    share_id: 31,
    name: "九条裟罗",
    english_name: "Kujou Sara",
    element: Element::Electro,
    weapon: Weapon::Bow,
    nations: nation::INAZUMA,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14061,
            name: "Tengu Bowmanship",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 14062,
            name: "Tengu Stormcall",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Damage(ELECTRO, 1), Op::Summon(&TENGU_JUURAI_AMBUSH)],
        },
        SkillDef {
            id: 14063,
            name: "Subjugation: Koukou Sendou",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 4, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 1),
                Op::Summon(&TENGU_JUURAI_STORMCLUSTER),
            ],
        },
    ],
    passives: &[],
};

/// 天狗咒雷·伏 Tengu Juurai: Ambush: end phase, 1 Electro damage and the active character gets
/// Crowfeather Cover; 1 usage.
pub static TENGU_JUURAI_AMBUSH: EntityDef = EntityDef {
    id: 114061,
    name: "Tengu Juurai: Ambush",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[
        Op::Damage(ELECTRO, 1),
        Op::Status(Who::Active, &CROWFEATHER_COVER),
    ],
    ..EntityDef::BLANK
};

/// 天狗咒雷·雷砾 Tengu Juurai: Stormcluster: end phase, 2 Electro damage and the active
/// character gets Crowfeather Cover; 2 usages.
pub static TENGU_JUURAI_STORMCLUSTER: EntityDef = EntityDef {
    id: 114062,
    name: "Tengu Juurai: Stormcluster",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[
        Op::Damage(ELECTRO, 2),
        Op::Status(Who::Active, &CROWFEATHER_COVER),
    ],
    ..EntityDef::BLANK
};

/// 鸣煌护持 Crowfeather Cover: the character's elemental skills and bursts deal +1 (+2 for an
/// Electro character while a Kujou Sara with Sin of Pride is on its side); 2 usages.
pub static CROWFEATHER_COVER: EntityDef = EntityDef {
    text: "The character's Elemental Skills and Elemental Bursts deal +1 damage (+2 for an Electro character while Kujou Sara with Sin of Pride is on your side), spending 1 usage.",
    id: 114063,
    name: "Crowfeather Cover",
    kind: EntityKind::Status,
    usage: 2,
    listens: trig::BONUS_OUT,
    hook: Some(crowfeather_cover),
    ..EntityDef::BLANK
};

fn crowfeather_cover(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.by != Some(slot) || !matches!(d.skill, Some(SkillKind::Elemental | SkillKind::Burst)) {
        return;
    }
    let electro = g.character(me.seat, slot).def.element == Element::Electro;
    let pride = electro && side_has(g, me.seat, &SIN_OF_PRIDE_EQUIP);
    d.amount += if pride { 2 } else { 1 };
    g.spend(me);
}

/// The equipped Sin of Pride.
pub static SIN_OF_PRIDE_EQUIP: EntityDef = EntityDef {
    text: "Crowfeather Cover on your Electro characters adds +2 damage instead of +1.",
    id: 214061,
    name: "Sin of Pride",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 我界 Sin of Pride (talent).
pub static SIN_OF_PRIDE: CardDef = CardDef {
    id: 214061,
    share_id: 91,
    name: "我界",
    english_name: "Sin of Pride",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1406),
    talent_skill: Some(14062),
    entity: Some(&SIN_OF_PRIDE_EQUIP),
    ..CardDef::BLANK
};
