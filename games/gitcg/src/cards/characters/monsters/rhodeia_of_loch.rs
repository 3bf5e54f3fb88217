//! 纯水精灵·洛蒂娅 Rhodeia of Loch (Hydro, no weapon) and what comes with the character: Oceanic Mimic:
//! Squirrel, Oceanic Mimic: Raptor, Oceanic Mimic: Frog, and the talent card Streaming Surge.

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::Element;

use crate::cards::characters::{absorb_keep, burst_when_spent, user, CharacterCards, HYDRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &RHODEIA,
    talent: &STREAMING_SURGE,
    created: &[],
    made_by_hooks: &[&MIMIC_SQUIRREL, &MIMIC_RAPTOR, &MIMIC_FROG],
};

/// 纯水精灵·洛蒂娅 Rhodeia of Loch (2201).
pub static RHODEIA: CharacterDef = CharacterDef {
    id: 2201,
    share_id: 53,
    name: "纯水精灵·洛蒂娅",
    english_name: "Rhodeia of Loch",
    element: Element::Hydro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 22011,
            name: "Surge",
            chinese_name: "翻涌",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: 22012,
            name: "Oceanid Mimic Summoning",
            chinese_name: "纯水幻造",
            text: "Summons 1 random Oceanic Mimic (kinds not in play first; at most 2 kinds in play, a kind already there is refreshed instead).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[Op::Custom(|g, cx| summon_mimics(g, cx, 1))],
        },
        SkillDef {
            id: 22013,
            name: "The Myriad Wilds",
            chinese_name: "林野百态",
            text: "Summons 2 different random Oceanic Mimics (kinds not in play first; at most 2 kinds in play, a kind already there is refreshed instead).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 5, 0),
            ops: &[Op::Custom(|g, cx| summon_mimics(g, cx, 2))],
        },
        SkillDef {
            id: 22014,
            name: "Tide and Torrent",
            chinese_name: "潮涌与激流",
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

/// 纯水幻形·花鼠 Oceanic Mimic: Squirrel (122011): end phase, 2 Hydro damage; 2 usages.
pub static MIMIC_SQUIRREL: EntityDef = EntityDef {
    id: 122011,
    name: "Oceanic Mimic: Squirrel",
    chinese_name: "纯水幻形·花鼠",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(HYDRO, 2)],
    ..EntityDef::BLANK
};

/// 纯水幻形·飞鸢 Oceanic Mimic: Raptor (122012): end phase, 1 Hydro damage; 3 usages.
pub static MIMIC_RAPTOR: EntityDef = EntityDef {
    id: 122012,
    name: "Oceanic Mimic: Raptor",
    chinese_name: "纯水幻形·飞鸢",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(HYDRO, 1)],
    ..EntityDef::BLANK
};

/// 纯水幻形·蛙 Oceanic Mimic: Frog (122013): takes 1 off a hit on the active character (1 usage, kept
/// when spent); end phase, once spent, it leaves and deals 2 Hydro damage.
pub static MIMIC_FROG: EntityDef = EntityDef {
    text: "Damage taken by your active character is reduced by 1 (the usage is kept when spent). End Phase: once its usage is spent, leaves and deals 2 Hydro damage.",
    id: 122013,
    name: "Oceanic Mimic: Frog",
    chinese_name: "纯水幻形·蛙",
    kind: EntityKind::Summon,
    usage: 1,
    kept_when_spent: true,
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

/// The equipped Streaming Surge (222011): Tide and Torrent first gives every summon on your side 1
/// more usage.
pub static STREAMING_SURGE_EQUIP: EntityDef = EntityDef {
    text: "Tide and Torrent first gives every summon on your side 1 more usage.",
    id: 222011,
    name: "Streaming Surge",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 百川奔流 Streaming Surge (talent, 222011).
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
