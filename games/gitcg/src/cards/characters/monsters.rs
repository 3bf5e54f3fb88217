//! Monster characters, first file: Rhodeia of Loch and Abyss Lector: Fathomless Flames.

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{DamageType, Element};

use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

use super::{absorb_keep, burst_when_spent, find, hit, owner, user};

const HYDRO: DamageType = DamageType::Elemental(Element::Hydro);
const PYRO: DamageType = DamageType::Elemental(Element::Pyro);

/// 纯水精灵·洛蒂娅 Rhodeia of Loch.
pub static RHODEIA: CharacterDef = CharacterDef {
    id: 2201,
    share_id: 53,
    name: "纯水精灵·洛蒂娅",
    english_name: "Rhodeia of Loch",
    element: Element::Hydro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    hp: 10,
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 22011,
            name: "Surge",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: 22012,
            name: "Oceanid Mimic Summoning",
            text: "Summons 1 random Oceanic Mimic (kinds not in play first; at most 2 kinds in play, a kind already there is refreshed instead).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Custom(|g, cx| summon_mimics(g, cx, 1))],
        },
        SkillDef {
            id: 22013,
            name: "The Myriad Wilds",
            text: "Summons 2 different random Oceanic Mimics (kinds not in play first; at most 2 kinds in play, a kind already there is refreshed instead).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 5, 0),
            ops: &[Op::Custom(|g, cx| summon_mimics(g, cx, 2))],
        },
        SkillDef {
            id: 22014,
            name: "Tide and Torrent",
            text: "Deals 4 Hydro damage, +1 per summon on your side. With Streaming Surge equipped, every summon on your side first gains 1 usage.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(3),
            ops: &[Op::Custom(tide_and_torrent)],
        },
    ],
    passives: &[],
};

/// The three Oceanid Mimics.
static MIMICS: [&EntityDef; 3] = [&MIMIC_SQUIRREL, &MIMIC_RAPTOR, &MIMIC_FROG];

/// Some of the mimic kinds.
type Kinds = ArrayVec<&'static EntityDef, 3>;

/// Summons `n` random Oceanid Mimics: kinds not in play first, at most 2 kinds in play (a
/// kind already there is refreshed instead), and different kinds within one skill.
fn summon_mimics(g: &mut Gitcg, cx: &mut Cx, n: u8) {
    let mut chosen: Kinds = ArrayVec::new();
    for _ in 0..n {
        let p = g.player(cx.seat);
        let present: Kinds = MIMICS.into_iter().filter(|m| p.has_summon(m)).collect();
        let mut pool: Kinds = if present.len() >= 2 {
            present
        } else {
            MIMICS.into_iter().filter(|m| !p.has_summon(m)).collect()
        };
        if pool.iter().any(|m| !chosen.contains(m)) {
            pool.retain(|m| !chosen.contains(m));
        }
        let pick = pool[g.rng.below(pool.len() as u32) as usize];
        chosen.push(pick);
        g.run_op(Op::Summon(pick), cx);
    }
}

/// Tide and Torrent deals 4 Hydro damage, +1 per summon of Rhodeia's side; with Streaming
/// Surge every summon first gets 1 more usage.
fn tide_and_torrent(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if g.character(cx.seat, slot).has(&STREAMING_SURGE_EQUIP) {
        for e in g.player_mut(cx.seat).summons.iter_mut() {
            e.usage = e.usage.saturating_add(1);
        }
    }
    let summons = g.player(cx.seat).summons.iter().filter(|e| !e.dead).count() as u8;
    g.run_op(Op::Damage(HYDRO, 4 + summons), cx);
}

/// 纯水幻形·花鼠 Oceanic Mimic: Squirrel: end phase, 2 Hydro damage; 2 usages.
pub static MIMIC_SQUIRREL: EntityDef = EntityDef {
    id: 122011,
    name: "Oceanic Mimic: Squirrel",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(HYDRO, 2)],
    ..EntityDef::BLANK
};

/// 纯水幻形·飞鸢 Oceanic Mimic: Raptor: end phase, 1 Hydro damage; 3 usages.
pub static MIMIC_RAPTOR: EntityDef = EntityDef {
    id: 122012,
    name: "Oceanic Mimic: Raptor",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(HYDRO, 1)],
    ..EntityDef::BLANK
};

/// 纯水幻形·蛙 Oceanic Mimic: Frog: takes 1 off a hit on the active character (1 usage, kept
/// when spent); end phase, once spent, it leaves and deals 2 Hydro damage.
pub static MIMIC_FROG: EntityDef = EntityDef {
    text: "Damage taken by your active character is reduced by 1 (the usage is kept when spent). End Phase: once its usage is spent, leaves and deals 2 Hydro damage.",
    id: 122013,
    name: "Oceanic Mimic: Frog",
    kind: EntityKind::Summon,
    usage: 1,
    listens: trig::REDUCE | trig::END_PHASE,
    hook: Some(mimic_frog),
    ..EntityDef::BLANK
};

fn mimic_frog(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Damage(_) => absorb_keep(g, me, t, 1),
        _ => burst_when_spent(g, me, HYDRO, 2),
    }
}

/// The equipped Streaming Surge.
pub static STREAMING_SURGE_EQUIP: EntityDef = EntityDef {
    text: "Tide and Torrent first gives every summon on your side 1 more usage.",
    id: 222011,
    name: "Streaming Surge",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 百川奔流 Streaming Surge (talent).
pub static STREAMING_SURGE: CardDef = CardDef {
    id: 222011,
    share_id: 113,
    name: "百川奔流",
    english_name: "Streaming Surge",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 4, 0).with_energy(3),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2201),
    talent_skill: Some(22014),
    entity: Some(&STREAMING_SURGE_EQUIP),
    ..CardDef::BLANK
};

/// 深渊咏者·渊火 Abyss Lector: Fathomless Flames.
pub static ABYSS_LECTOR: CharacterDef = CharacterDef {
    id: 2302,
    share_id: 56,
    name: "深渊咏者·渊火",
    english_name: "Abyss Lector: Fathomless Flames",
    element: Element::Pyro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    hp: 6,
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 23021,
            name: "Flame of Salvation",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(PYRO, 1)],
        },
        SkillDef {
            id: 23022,
            name: "Searing Precept",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Damage(PYRO, 3)],
        },
        SkillDef {
            id: 23023,
            name: "Ominous Star",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 4, 0).with_energy(2),
            ops: &[Op::Damage(PYRO, 3), Op::Summon(&DARKFIRE_FURNACE)],
        },
    ],
    passives: &[&FIERY_REBIRTH],
};

/// 黯火炉心 Darkfire Furnace: end phase, 1 Pyro damage and 1 piercing damage to every opposing
/// standby character; 2 usages.
pub static DARKFIRE_FURNACE: EntityDef = EntityDef {
    id: 123021,
    name: "Darkfire Furnace",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(PYRO, 1), Op::PierceStandby(1)],
    ..EntityDef::BLANK
};

/// 火之新生 Fiery Rebirth (passive): the first time the Lector would be knocked out, she is
/// healed to 4 HP instead; from then on her Pyro damage gets +1 (Fiery Rebirth: Honed), and
/// with Embers Rekindled the talent leaves for Aegis of Abyssal Flame.
pub static FIERY_REBIRTH: EntityDef = EntityDef {
    text: "The first time the character would be knocked out, she is healed to 4 HP instead; from then on her Pyro damage is increased by 1 (Fiery Rebirth: Honed). With Embers Rekindled equipped, the talent then leaves for Aegis of Abyssal Flame.",
    id: 123022,
    name: "Fiery Rebirth",
    kind: EntityKind::Status,
    listens: trig::WOULD_DIE,
    hook: Some(fiery_rebirth),
    ..EntityDef::BLANK
};

fn fiery_rebirth(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::WouldDie { character, saved }, Some(slot)) = (t, owner(me)) else {
        return;
    };
    if *character != slot || saved.is_some() {
        return;
    }
    **saved = Some(4);
    g.discard(me);
    g.add_entity(me.seat, LocZone::Char(slot), &FIERY_REBIRTH_HONED);
    if let Some(embers) = find(g, me.seat, LocZone::Char(slot), &EMBERS_REKINDLED_EQUIP) {
        g.discard(embers);
        g.add_entity(me.seat, LocZone::Char(slot), &AEGIS_OF_ABYSSAL_FLAME);
    }
}

/// 火之新生·锐势 Fiery Rebirth: Honed: the Lector's Pyro damage gets +1. It also watches her
/// Aegis of Abyssal Flame: after a hit that breaks it, every opposing character takes 1
/// piercing damage (the broken shield is still in her zone, marked in its `var`).
pub static FIERY_REBIRTH_HONED: EntityDef = EntityDef {
    text: "The character's Pyro damage is increased by 1. After a hit breaks her Aegis of Abyssal Flame, every opposing character takes 1 Piercing damage.",
    id: 123026,
    name: "Fiery Rebirth: Honed",
    kind: EntityKind::Status,
    listens: trig::BONUS_OUT | trig::DAMAGED,
    hook: Some(honed),
    ..EntityDef::BLANK
};

fn honed(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Damage(d) if d.by == Some(slot) && d.ty == PYRO => d.amount += 1,
        Trig::Dealt(d) if d.target == slot => {
            let broken = g
                .character_mut(me.seat, slot)
                .attached
                .iter_mut()
                .find(|e| e.dead && e.def == &AEGIS_OF_ABYSSAL_FLAME && e.var == 0);
            let Some(aegis) = broken else { return };
            aegis.var = 1;
            let foe = me.seat.other();
            for s in 0..3u8 {
                if g.character(foe, s).alive {
                    hit(
                        g,
                        me.seat,
                        &AEGIS_OF_ABYSSAL_FLAME,
                        s,
                        DamageType::Piercing,
                        1,
                    );
                }
            }
        }
        _ => {}
    }
}

/// 渊火加护 Aegis of Abyssal Flame: a 2-point shield on the Lector; once broken, every opposing
/// character takes 1 piercing damage (see [`FIERY_REBIRTH_HONED`]).
pub static AEGIS_OF_ABYSSAL_FLAME: EntityDef = EntityDef {
    id: 123024,
    name: "Aegis of Abyssal Flame",
    kind: EntityKind::Status,
    usage: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// The equipped Embers Rekindled.
pub static EMBERS_REKINDLED_EQUIP: EntityDef = EntityDef {
    text: "After Fiery Rebirth saves the character, this card leaves and she gets Aegis of Abyssal Flame.",
    id: 223021,
    name: "Embers Rekindled",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// Equipped on a Lector already reborn, the card leaves at once for Aegis of Abyssal Flame.
fn embers_rekindled(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if !g.character(cx.seat, slot).has(&FIERY_REBIRTH_HONED) {
        return;
    }
    if let Some(embers) = find(g, cx.seat, LocZone::Char(slot), &EMBERS_REKINDLED_EQUIP) {
        g.discard(embers);
    }
    g.add_entity(cx.seat, LocZone::Char(slot), &AEGIS_OF_ABYSSAL_FLAME);
}

/// 烬火重燃 Embers Rekindled (talent; not a combat action, any Lector).
pub static EMBERS_REKINDLED: CardDef = CardDef {
    text:
        "Equipped on a Lector who was already reborn, it leaves at once for Aegis of Abyssal Flame.",
    id: 223021,
    share_id: 116,
    name: "烬火重燃",
    english_name: "Embers Rekindled",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 2, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(2302),
    entity: Some(&EMBERS_REKINDLED_EQUIP),
    ops: &[Op::Custom(embers_rekindled)],
    ..CardDef::BLANK
};
