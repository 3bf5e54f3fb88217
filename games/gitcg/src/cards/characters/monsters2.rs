//! Monster characters, second file: Electro Hypostasis, Maguu Kenki, Stonehide Lawachurl and
//! Jadeplume Terrorshroom.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, Direction, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::{deal_as, find, owner, user};

const ELECTRO: DamageType = DamageType::Elemental(Element::Electro);
const ANEMO: DamageType = DamageType::Elemental(Element::Anemo);
const CRYO: DamageType = DamageType::Elemental(Element::Cryo);
const DENDRO: DamageType = DamageType::Elemental(Element::Dendro);

/// 无相之雷 Electro Hypostasis.
pub static ELECTRO_HYPOSTASIS: CharacterDef = CharacterDef {
    id: 2401,
    share_id: 57,
    name: "无相之雷",
    english_name: "Electro Hypostasis",
    element: Element::Electro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    hp: 8,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 24011,
            name: "Electro Crystal Projection",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(ELECTRO, 1)],
        },
        SkillDef {
            id: 24012,
            name: "Rock-Paper-Scissors Combo",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 5, 0),
            ops: &[
                Op::Damage(ELECTRO, 2),
                Op::Status(Who::This, &PREPARING_SCISSORS),
            ],
        },
        SkillDef {
            id: 24013,
            name: "Lightning Lockdown",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 2),
                Op::Summon(&CHAINS_OF_WARDING_THUNDER),
                Op::OpponentCombat(&CHAINS_TOLL),
            ],
        },
    ],
    passives: &[&ELECTRO_CRYSTAL_CORE],
};

/// 猜拳三连击·剪刀 Rock-Paper-Scissors Combo: Scissors (prepared): 2 Electro damage, then
/// Paper is prepared.
pub static SCISSORS: SkillDef = SkillDef {
    id: 24015,
    name: "Rock-Paper-Scissors Combo: Scissors",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[
        Op::Damage(ELECTRO, 2),
        Op::Status(Who::This, &PREPARING_PAPER),
    ],
};

/// 猜拳三连击·布 Rock-Paper-Scissors Combo: Paper (prepared): 3 Electro damage.
pub static PAPER: SkillDef = SkillDef {
    id: 24016,
    name: "Rock-Paper-Scissors Combo: Paper",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Damage(ELECTRO, 3)],
};

/// 猜拳三连击·剪刀 (preparing).
pub static PREPARING_SCISSORS: EntityDef = EntityDef {
    id: 124011,
    name: "Rock-Paper-Scissors Combo: Scissors",
    kind: EntityKind::Status,
    prepare: Some(&SCISSORS),
    ..EntityDef::BLANK
};

/// 猜拳三连击·布 (preparing).
pub static PREPARING_PAPER: EntityDef = EntityDef {
    id: 124012,
    name: "Rock-Paper-Scissors Combo: Paper",
    kind: EntityKind::Status,
    prepare: Some(&PAPER),
    ..EntityDef::BLANK
};

/// 雷晶核心 Electro Crystal Core (passive): the first time the Hypostasis would be knocked out,
/// it is healed to 1 HP instead.
pub static ELECTRO_CRYSTAL_CORE: EntityDef = EntityDef {
    text: "The first time the character would be knocked out, it is healed to 1 HP instead.",
    id: 124014,
    name: "Electro Crystal Core",
    kind: EntityKind::Status,
    listens: trig::WOULD_DIE,
    hook: Some(electro_crystal_core),
    ..EntityDef::BLANK
};

fn electro_crystal_core(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::WouldDie { character, saved } = t {
        if Some(*character) == owner(me) && saved.is_none() {
            **saved = Some(1);
            g.discard(me);
        }
    }
}

/// 雷锁镇域 Chains of Warding Thunder: end phase, 1 Electro damage; while it is in play, the
/// opposing side's first switch each round costs 1 more die (see [`CHAINS_TOLL`]); 2 usages.
pub static CHAINS_OF_WARDING_THUNDER: EntityDef = EntityDef {
    text: "While it is in play, the opponent's first switch each round costs 1 more die.",
    id: 124013,
    name: "Chains of Warding Thunder",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(ELECTRO, 1)],
    ..EntityDef::BLANK
};

/// 雷锁镇域 (toll): a combat status on the opposing side, since costs are asked of the payer's
/// entities: while the chains are in play on the other side, one switch a round costs 1 more.
pub static CHAINS_TOLL: EntityDef = EntityDef {
    text: "While the Chains of Warding Thunder are in play on the other side, your first switch each round costs 1 more die.",
    id: 124013,
    name: "Chains of Warding Thunder (toll)",
    kind: EntityKind::Combat,
    per_round: true,
    query: Some(chains_toll),
    ..EntityDef::BLANK
};

fn chains_toll(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    let chained = g
        .player(me.seat.other())
        .has_summon(&CHAINS_OF_WARDING_THUNDER);
    if chained && g.ent(me).var == 0 {
        cost.any += 1;
        **used = true;
    }
}

/// 汲能棱晶 Absorbing Prism (talent event): the active Electro Hypostasis heals 3 and gets
/// Electro Crystal Core.
pub static ABSORBING_PRISM: CardDef = CardDef {
    text: "Playable only while Electro Hypostasis is your active character.",
    id: 224011,
    share_id: 117,
    name: "汲能棱晶",
    english_name: "Absorbing Prism",
    kind: CardKind::Event,
    cost: Cost::elem(Element::Electro, 2, 0),
    combat_action: true,
    talent_of: Some(2401),
    ops: &[
        Op::Heal(Who::Active, 3),
        Op::Status(Who::Active, &ELECTRO_CRYSTAL_CORE),
    ],
    condition: Some(|g, seat, _| {
        let p = g.player(seat);
        (p.active_char().def.id != ELECTRO_HYPOSTASIS.id)
            .then_some("the active character must be Electro Hypostasis")
    }),
    ..CardDef::BLANK
};

/// 魔偶剑鬼 Maguu Kenki.
pub static MAGUU_KENKI: CharacterDef = CharacterDef {
    id: 2501,
    share_id: 58,
    name: "魔偶剑鬼",
    english_name: "Maguu Kenki",
    element: Element::Anemo,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 25011,
            name: "Ichimonji",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: BLUSTERING_BLADE,
            name: "Blustering Blade",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Summon(&SHADOWSWORD_LONE_GALE)],
        },
        SkillDef {
            id: FROSTY_ASSAULT,
            name: "Frosty Assault",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Summon(&SHADOWSWORD_GALLOPING_FROST)],
        },
        SkillDef {
            id: 25014,
            name: "Pseudo Tengu Sweeper",
            text: "Every Shadowsword on your side then deals its End Phase damage, without spending a usage.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(3),
            ops: &[Op::Damage(ANEMO, 4), Op::Custom(shadowswords_strike)],
        },
    ],
    passives: &[],
};

/// Maguu Kenki's Anemo elemental skill.
const BLUSTERING_BLADE: u32 = 25012;
/// Maguu Kenki's Cryo elemental skill.
const FROSTY_ASSAULT: u32 = 25013;

/// Every Shadowsword of the side strikes as in the end phase, without spending a usage.
fn shadowswords_strike(g: &mut Gitcg, cx: &mut Cx) {
    for (def, ty) in [
        (&SHADOWSWORD_LONE_GALE, ANEMO),
        (&SHADOWSWORD_GALLOPING_FROST, CRYO),
    ] {
        if let Some(sword) = find(g, cx.seat, LocZone::Summon, def) {
            deal_as(g, sword, ty, 1);
        }
    }
}

/// 剑影·孤风 Shadowsword: Lone Gale: end phase, 1 Anemo damage; 2 usages.
pub static SHADOWSWORD_LONE_GALE: EntityDef = EntityDef {
    id: 125011,
    name: "Shadowsword: Lone Gale",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(ANEMO, 1)],
    ..EntityDef::BLANK
};

/// 剑影·霜驰 Shadowsword: Galloping Frost: end phase, 1 Cryo damage; 2 usages.
pub static SHADOWSWORD_GALLOPING_FROST: EntityDef = EntityDef {
    id: 125012,
    name: "Shadowsword: Galloping Frost",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1)],
    ..EntityDef::BLANK
};

/// The equipped Transcendent Automaton: after Blustering Blade its side switches to the next
/// character, after Frosty Assault to the previous one.
pub static TRANSCENDENT_AUTOMATON_EQUIP: EntityDef = EntityDef {
    text: "After Blustering Blade, you switch to your next character; after Frosty Assault, to your previous one.",
    id: 225011,
    name: "Transcendent Automaton",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::AFTER_SKILL,
    hook: Some(transcendent_automaton),
    ..EntityDef::BLANK
};

fn transcendent_automaton(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character, skill, ..
    } = t
    else {
        return;
    };
    if Some(*character) != owner(me) {
        return;
    }
    let dir = match *skill {
        BLUSTERING_BLADE => Direction::Next,
        FROSTY_ASSAULT => Direction::Prev,
        _ => return,
    };
    if let Some(to) = g.neighbour(me.seat, dir) {
        g.switch_to(me.seat, to, false);
    }
}

/// 机巧神通 Transcendent Automaton (talent).
pub static TRANSCENDENT_AUTOMATON: CardDef = CardDef {
    id: 225011,
    share_id: 118,
    name: "机巧神通",
    english_name: "Transcendent Automaton",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2501),
    talent_skill: Some(BLUSTERING_BLADE),
    entity: Some(&TRANSCENDENT_AUTOMATON_EQUIP),
    ..CardDef::BLANK
};

/// 丘丘岩盔王 Stonehide Lawachurl.
pub static STONEHIDE_LAWACHURL: CharacterDef = CharacterDef {
    id: 2601,
    share_id: 59,
    name: "丘丘岩盔王",
    english_name: "Stonehide Lawachurl",
    element: Element::Geo,
    weapon: Weapon::None,
    nations: nation::MONSTER | nation::HILICHURL,
    hp: 8,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 26011,
            name: "Plama Lawa",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 26012,
            name: "Movo Lawa",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[Op::Damage(DamageType::Physical, 3)],
        },
        SkillDef {
            id: 26013,
            name: "Upa Shato",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(2),
            ops: &[Op::Damage(DamageType::Physical, 5)],
        },
    ],
    passives: &[&STONEHIDE, &STONE_FORCE],
};

/// 岩盔 Stonehide (passive Infused Stonehide): the Lawachurl takes 1 less damage per hit,
/// spending a usage (two for Geo damage); when it leaves, so does Stone Force; 3 usages.
pub static STONEHIDE: EntityDef = EntityDef {
    text: "Damage taken by the character is reduced by 1 (spends 1 usage; 2 for Geo damage). When it leaves, Stone Force leaves too.",
    id: 126011,
    name: "Stonehide",
    kind: EntityKind::Status,
    usage: 3,
    listens: trig::REDUCE,
    hook: Some(stonehide),
    ..EntityDef::BLANK
};

fn stonehide(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if d.target != slot || d.amount == 0 {
        return;
    }
    d.amount -= 1;
    let cost = if d.ty == DamageType::Elemental(Element::Geo) {
        2
    } else {
        1
    };
    let e = g.ent_mut(me);
    e.usage = e.usage.saturating_sub(cost);
    if e.usage == 0 {
        e.dead = true;
        if let Some(force) = find(g, me.seat, LocZone::Char(slot), &STONE_FORCE) {
            g.discard(force);
        }
    }
}

/// 坚岩之力 Stone Force (passive Infused Stonehide): the Lawachurl's physical damage becomes
/// Geo, and once per round his damage gets +1.
pub static STONE_FORCE: EntityDef = EntityDef {
    text: "Once per round, the character deals +1 damage.",
    id: 126012,
    name: "Stone Force",
    kind: EntityKind::Status,
    per_round: true,
    infusion: Some(Element::Geo),
    listens: trig::BONUS_OUT,
    hook: Some(stone_force),
    ..EntityDef::BLANK
};

fn stone_force(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.by.is_some() && d.by == owner(me) && g.ent(me).var == 0 {
            d.amount += 1;
            g.ent_mut(me).var = 1;
        }
    }
}

/// The equipped Stonehide Reforged: after the Lawachurl knocks out an opposing character, he
/// gets Stonehide and Stone Force again. `var` marks (one bit per slot) opposing characters
/// his damage brought to 0 HP, until they are knocked out.
pub static STONEHIDE_REFORGED_EQUIP: EntityDef = EntityDef {
    text: "After the character knocks out an opposing character, he gets Stonehide and Stone Force again.",
    id: 226011,
    name: "Stonehide Reforged",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::DEALT | trig::KNOCKED_OUT,
    hook: Some(stonehide_reforged),
    ..EntityDef::BLANK
};

fn stonehide_reforged(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Dealt(d) if d.by == Some(slot) && g.character(d.to, d.target).hp == 0 => {
            g.ent_mut(me).var |= 1 << d.target;
        }
        Trig::KnockedOut { seat, character } if *seat != me.seat => {
            let bit = 1 << *character;
            if g.ent(me).var & bit == 0 {
                return;
            }
            g.ent_mut(me).var &= !bit;
            g.add_entity(me.seat, LocZone::Char(slot), &STONEHIDE);
            g.add_entity(me.seat, LocZone::Char(slot), &STONE_FORCE);
        }
        _ => {}
    }
}

/// 重铸：岩盔 Stonehide Reforged (talent).
pub static STONEHIDE_REFORGED: CardDef = CardDef {
    id: 226011,
    share_id: 119,
    name: "重铸：岩盔",
    english_name: "Stonehide Reforged",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 4, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2601),
    talent_skill: Some(26013),
    entity: Some(&STONEHIDE_REFORGED_EQUIP),
    ..CardDef::BLANK
};

/// 翠翎恐蕈 Jadeplume Terrorshroom.
pub static JADEPLUME_TERRORSHROOM: CharacterDef = CharacterDef {
    id: 2701,
    share_id: 60,
    name: "翠翎恐蕈",
    english_name: "Jadeplume Terrorshroom",
    element: Element::Dendro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    hp: 10,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 27011,
            name: "Majestic Dance",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 27012,
            name: "Volatile Spore Cloud",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[Op::Damage(DENDRO, 3)],
        },
        SkillDef {
            id: 27013,
            name: "Feather Spreading",
            text: "Deals 4 Dendro damage, +1 per layer of Radical Vitality, spending them all.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[Op::Custom(feather_spreading)],
        },
    ],
    passives: &[&RADICAL_VITALITY],
};

/// Feather Spreading deals 4 Dendro damage, +1 per Radical Vitality layer, spending them all.
fn feather_spreading(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let layers = match find(g, cx.seat, LocZone::Char(slot), &RADICAL_VITALITY) {
        Some(v) => std::mem::take(&mut g.ent_mut(v).usage),
        None => 0,
    };
    g.run_op(Op::Damage(DENDRO, 4 + layers), cx);
}

/// 活化激能 Radical Vitality (passive): after the Terrorshroom deals or takes elemental damage,
/// 1 layer (at most 3, or 4 with Proliferating Spores), kept in its usages; end phase, at the
/// cap, the layers and the Terrorshroom's energy are cleared.
pub static RADICAL_VITALITY: EntityDef = EntityDef {
    text: "After the character deals or takes elemental damage, gain 1 layer (at most 3, or 4 with Proliferating Spores), kept in its usages. End Phase: at the limit, the layers and the character's Energy are cleared.",
    id: 127011,
    name: "Radical Vitality",
    kind: EntityKind::Status,
    listens: trig::DEALT | trig::DAMAGED | trig::END_PHASE,
    hook: Some(radical_vitality),
    ..EntityDef::BLANK
};

fn radical_vitality(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let cap = if g.character(me.seat, slot).has(&PROLIFERATING_SPORES_EQUIP) {
        4
    } else {
        3
    };
    match t {
        Trig::Dealt(d) => {
            let mine = if d.to == me.seat {
                d.target == slot
            } else {
                d.by == Some(slot)
            };
            if mine && d.ty.element().is_some() {
                let e = g.ent_mut(me);
                e.usage = (e.usage + 1).min(cap);
            }
        }
        _ => {
            if g.ent(me).usage >= cap {
                g.ent_mut(me).usage = 0;
                g.character_mut(me.seat, slot).energy = 0;
            }
        }
    }
}

/// The equipped Proliferating Spores (Radical Vitality holds 4 layers).
pub static PROLIFERATING_SPORES_EQUIP: EntityDef = EntityDef {
    text: "Radical Vitality holds up to 4 layers.",
    id: 227011,
    name: "Proliferating Spores",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 孢子增殖 Proliferating Spores (talent).
pub static PROLIFERATING_SPORES: CardDef = CardDef {
    id: 227011,
    share_id: 120,
    name: "孢子增殖",
    english_name: "Proliferating Spores",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2701),
    talent_skill: Some(27012),
    entity: Some(&PROLIFERATING_SPORES_EQUIP),
    ..CardDef::BLANK
};
