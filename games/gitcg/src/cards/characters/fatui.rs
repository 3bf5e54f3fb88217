//! Fatui characters: Fatui Cryo Cicin Mage, Mirror Maiden and Fatui Pyro Agent.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::{find, hit, owner, user};

const CRYO: DamageType = DamageType::Elemental(Element::Cryo);
const HYDRO: DamageType = DamageType::Elemental(Element::Hydro);
const PYRO: DamageType = DamageType::Elemental(Element::Pyro);

/// 愚人众·冰萤术士 Fatui Cryo Cicin Mage.
pub static CRYO_CICIN_MAGE: CharacterDef = CharacterDef {
    id: 2101,
    share_id: 52,
    name: "愚人众·冰萤术士",
    english_name: "Fatui Cryo Cicin Mage",
    element: Element::Cryo,
    weapon: Weapon::None,
    nations: nation::FATUI,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 21011,
            name: "Cicin Icicle",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(CRYO, 1)],
        },
        SkillDef {
            id: 21012,
            name: "Misty Summons",
            text: "Summons Cryo Cicins.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 1), Op::Custom(misty_summons)],
        },
        SkillDef {
            id: 21013,
            name: "Blizzard, Branch, Blossom",
            text: "Creates Flowing Cicin Ward on your side, with 1 Shield point plus 1 per usage of your Cryo Cicins (at most 3 more).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[
                Op::Damage(CRYO, 5),
                Op::ApplyOwn(Who::This, Element::Cryo),
                Op::Custom(flowing_cicin_ward),
            ],
        },
    ],
    passives: &[],
};

/// Summons Cryo Cicins; when that stacks them past their cap, `var` notes the overflow for
/// Cicin's Cold Glare.
fn misty_summons(g: &mut Gitcg, cx: &mut Cx) {
    if let Some(cicins) = find(g, cx.seat, LocZone::Summon, &CRYO_CICINS) {
        let e = g.ent_mut(cicins);
        if e.usage + CRYO_CICINS.usage > CRYO_CICINS.max_usage() {
            e.var = 1;
        }
    }
    g.run_op(Op::Summon(&CRYO_CICINS), cx);
}

/// Flowing Cicin Ward shields 1, plus the usages of Cryo Cicins (at most 3 more).
fn flowing_cicin_ward(g: &mut Gitcg, cx: &mut Cx) {
    let cicins = find(g, cx.seat, LocZone::Summon, &CRYO_CICINS).map_or(0, |l| g.ent(l).usage);
    if let Some(ward) = g.add_entity(cx.seat, LocZone::Combat, &FLOWING_CICIN_WARD) {
        g.ent_mut(ward).usage = 1 + cicins.min(3);
    }
}

/// 冰萤 Cryo Cicins: end phase, 1 Cryo damage; 2 usages, stacking to 3. After the Mage's
/// normal attack, 1 more usage; after the Mage takes reaction damage, 1 usage less. With
/// Cicin's Cold Glare, after a skill of the Mage that stacked it past its cap, 2 Cryo damage.
pub static CRYO_CICINS: EntityDef = EntityDef {
    text: "After the Fatui Cryo Cicin Mage uses a Normal Attack, gains 1 usage; after she takes damage from a reaction, loses 1 usage. With Cicin's Cold Glare, after a skill of hers that stacks it past its limit, deal 2 Cryo damage.",
    id: 121011,
    name: "Cryo Cicins",
    kind: EntityKind::Summon,
    usage: 2,
    usage_cap: 3,
    end_phase: &[Op::Damage(CRYO, 1)],
    listens: trig::AFTER_SKILL | trig::DAMAGED,
    hook: Some(cryo_cicins),
    ..EntityDef::BLANK
};

fn cryo_cicins(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::AfterSkill {
            character, kind, ..
        } => {
            let mage = g.character(me.seat, *character);
            if mage.def.id != CRYO_CICIN_MAGE.id {
                return;
            }
            let glare = mage.has(&CICINS_COLD_GLARE_EQUIP);
            let e = g.ent_mut(me);
            if *kind == SkillKind::Normal {
                if e.usage >= CRYO_CICINS.max_usage() {
                    e.var = 1;
                }
                e.usage = (e.usage + 1).min(CRYO_CICINS.max_usage());
            }
            let overflowed = std::mem::take(&mut e.var) == 1;
            if overflowed && glare {
                let target = g.player(me.seat.other()).active;
                hit(g, me.seat, &CICINS_COLD_GLARE_EQUIP, target, CRYO, 2);
            }
        }
        Trig::Dealt(d) => {
            let mage = g.character(me.seat, d.target).def.id == CRYO_CICIN_MAGE.id;
            if mage && d.reaction.is_some() {
                g.spend(me);
            }
        }
        _ => {}
    }
}

/// 流萤护罩 Flowing Cicin Ward: a shield for the active character.
pub static FLOWING_CICIN_WARD: EntityDef = EntityDef {
    id: 121012,
    name: "Flowing Cicin Ward",
    kind: EntityKind::Combat,
    usage: 1,
    shield: true,
    ..EntityDef::BLANK
};

/// The equipped Cicin's Cold Glare.
pub static CICINS_COLD_GLARE_EQUIP: EntityDef = EntityDef {
    text: "After a skill of the character stacks Cryo Cicins past their limit, deal 2 Cryo damage.",
    id: 221011,
    name: "Cicin's Cold Glare",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 冰萤寒光 Cicin's Cold Glare (talent).
pub static CICINS_COLD_GLARE: CardDef = CardDef {
    id: 221011,
    share_id: 112,
    name: "冰萤寒光",
    english_name: "Cicin's Cold Glare",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2101),
    talent_skill: Some(21012),
    entity: Some(&CICINS_COLD_GLARE_EQUIP),
    ..CardDef::BLANK
};

/// 愚人众·藏镜仕女 Mirror Maiden.
pub static MIRROR_MAIDEN: CharacterDef = CharacterDef {
    id: 2202,
    share_id: 54,
    name: "愚人众·藏镜仕女",
    english_name: "Mirror Maiden",
    element: Element::Hydro,
    weapon: Weapon::None,
    nations: nation::FATUI,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 22021,
            name: "Water Ball",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: 22022,
            name: "Influx Blast",
            text: "Deals 3 Hydro damage and attaches Refraction to the target (its talent version with Mirror Cage equipped), removing Refraction from every other character of that side.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Custom(influx_blast)],
        },
        SkillDef {
            id: 22023,
            name: "Rippled Reflection",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[Op::Damage(HYDRO, 5)],
        },
    ],
    passives: &[],
};

/// Influx Blast deals 3 Hydro damage and gives the target Refraction (the talent form with
/// Mirror Cage), which leaves every other character of that side.
fn influx_blast(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    g.run_op(Op::Damage(HYDRO, 3), cx);
    if g.character(foe, target).hp == 0 {
        return;
    }
    let caged = g.character(cx.seat, user(g, cx)).has(&MIRROR_CAGE_EQUIP);
    let def = if caged {
        &REFRACTION_TALENT
    } else {
        &REFRACTION
    };
    for s in 0..3u8 {
        for form in [&REFRACTION, &REFRACTION_TALENT] {
            if let Some(old) = find(g, foe, LocZone::Char(s), form) {
                g.discard(old);
            }
        }
    }
    g.add_entity(foe, LocZone::Char(target), def);
}

/// 水光破镜 Refraction: on an opposing character; switching away from it costs 1 more die;
/// 2 rounds. At most one per side.
pub static REFRACTION: EntityDef = EntityDef {
    text: "Switching away from the character costs 1 more die.",
    id: 122021,
    name: "Refraction",
    kind: EntityKind::Status,
    duration: 2,
    query: Some(refraction),
    ..EntityDef::BLANK
};

/// 水光破镜 (talent): 3 rounds, and the character takes +1 Hydro damage.
pub static REFRACTION_TALENT: EntityDef = EntityDef {
    text: "Switching away from the character costs 1 more die, and the character takes 1 more Hydro damage.",
    id: 122022,
    duration: 3,
    listens: trig::BONUS_IN,
    hook: Some(refraction_talent),
    ..REFRACTION
};

fn refraction(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    if let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        ..
    } = q
    {
        if owner(me) == Some(g.player(me.seat).active) {
            cost.any += 1;
        }
    }
}

fn refraction_talent(_: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if Some(d.target) == owner(me) && d.ty == HYDRO {
            d.amount += 1;
        }
    }
}

/// The equipped Mirror Cage (Influx Blast gives the stronger Refraction).
pub static MIRROR_CAGE_EQUIP: EntityDef = EntityDef {
    text: "Influx Blast gives the talent version of Refraction: it lasts 3 rounds and the character takes 1 more Hydro damage.",
    id: 222021,
    name: "Mirror Cage",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 镜锢之笼 Mirror Cage (talent).
pub static MIRROR_CAGE: CardDef = CardDef {
    id: 222021,
    share_id: 114,
    name: "镜锢之笼",
    english_name: "Mirror Cage",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2202),
    talent_skill: Some(22022),
    entity: Some(&MIRROR_CAGE_EQUIP),
    ..CardDef::BLANK
};

/// 愚人众·火之债务处理人 Fatui Pyro Agent.
pub static FATUI_PYRO_AGENT: CharacterDef = CharacterDef {
    id: 2301,
    share_id: 55,
    name: "愚人众·火之债务处理人",
    english_name: "Fatui Pyro Agent",
    element: Element::Pyro,
    weapon: Weapon::None,
    nations: nation::FATUI,
    hp: 9,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 23011,
            name: "Thrust",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 23012,
            name: "Prowl",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[
                Op::Damage(PYRO, 1),
                Op::TalentForm(&STEALTH, &STEALTH_TALENT),
            ],
        },
        SkillDef {
            id: 23013,
            name: "Blade Ablaze",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[Op::Damage(PYRO, 5)],
        },
    ],
    passives: &[&STEALTH],
};

/// 潜行 Stealth (also the passive Stealth Master): the character takes 1 less damage and
/// deals +1, each time spending a usage; 2 usages.
pub static STEALTH: EntityDef = EntityDef {
    text: "Damage taken by the character is reduced by 1 and the character deals +1 damage, each time spending 1 usage.",
    id: 123011,
    name: "Stealth",
    kind: EntityKind::Status,
    usage: 2,
    listens: trig::BONUS_OUT | trig::REDUCE,
    hook: Some(stealth),
    ..EntityDef::BLANK
};

/// 潜行 (talent): 3 usages, and the character's physical damage becomes Pyro.
pub static STEALTH_TALENT: EntityDef = EntityDef {
    text: "Damage taken by the character is reduced by 1 and the character deals +1 damage, each time spending 1 usage.",
    id: 123012,
    usage: 3,
    infusion: Some(Element::Pyro),
    ..STEALTH
};

/// Both triggers carry damage in flight: the direction tells them apart.
fn stealth(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.to == me.seat {
        if d.target == slot && d.amount > 0 {
            d.amount -= 1;
            g.spend(me);
        }
    } else if d.by == Some(slot) {
        d.amount += 1;
        g.spend(me);
    }
}

/// The equipped Paid in Full (Prowl gives the stronger Stealth).
pub static PAID_IN_FULL_EQUIP: EntityDef = EntityDef {
    id: 223011,
    name: "Paid in Full",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 悉数讨回 Paid in Full (talent).
pub static PAID_IN_FULL: CardDef = CardDef {
    id: 223011,
    share_id: 115,
    name: "悉数讨回",
    english_name: "Paid in Full",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2301),
    talent_skill: Some(23012),
    entity: Some(&PAID_IN_FULL_EQUIP),
    ..CardDef::BLANK
};
