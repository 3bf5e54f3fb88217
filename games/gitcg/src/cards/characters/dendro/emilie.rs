//! 艾梅莉埃 Emilie (Dendro, polearm) and what comes with the character: the three Lumidouce
//! Cases, her passive Lingering Fragrance with Lingering Fragrance (In Effect), and the talent
//! card Marcotte Sillage.
//!
//! Arrived in 5.5.

use tavern_protocol::gitcg::{Element, Reaction};
use tavern_protocol::Seat;

use crate::cards::builtin::BURNING_FLAME;
use crate::cards::characters::{find, owner, stack_stock, CharacterCards, DENDRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_5};
use crate::Gitcg;

/// The registry entry: the character, its talent card and what only hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &EMILIE,
    talent: &MARCOTTE_SILLAGE,
    created: &[],
    made_by_hooks: &[&CASE_LEVEL_2, &FRAGRANCE_IN_EFFECT],
};

/// Emilie's card id.
const EMILIE_ID: u32 = 1710;
/// The Burning Flames her passive sets off in a round.
const FRAGRANCES_A_ROUND: u8 = 2;

/// 艾梅莉埃 Emilie (1710). Her Arkhe alignment (Ousia) is asked by no card of hers.
pub static EMILIE: CharacterDef = CharacterDef {
    id: EMILIE_ID,
    share_id: 462,
    name: "艾梅莉埃",
    english_name: "Emilie",
    element: Element::Dendro,
    weapon: Weapon::Polearm,
    nations: nation::FONTAINE,
    since: V5_5,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 17101,
            name: "Shadow-Hunting Spear (Custom)",
            chinese_name: "逐影枪术·改",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(tavern_protocol::gitcg::DamageType::Physical, 2)],
        },
        SkillDef {
            id: 17102,
            name: "Fragrance Extraction",
            chinese_name: "撷萃调香",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[Op::Summon(&CASE_LEVEL_1)],
        },
        SkillDef {
            id: 17103,
            name: "Aromatic Explication",
            chinese_name: "香氛演绎",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[Op::Damage(DENDRO, 1), Op::Summon(&CASE_LEVEL_3)],
        },
    ],
    passives: &[&LINGERING_FRAGRANCE],
};

/// 柔灯之匣·一阶 Lumidouce Case: Level 1 (summon, 117101): End Phase: 1 Dendro damage; 3
/// usages, stacking to 6. After the side deals Burning damage, it becomes Lumidouce Case:
/// Level 2, keeping its usages (joining a Level 2 already in play, up to 6).
pub static CASE_LEVEL_1: EntityDef = EntityDef {
    id: 117101,
    name: "Lumidouce Case: Level 1",
    chinese_name: "柔灯之匣·一阶",
    kind: EntityKind::Summon,
    usage: 3,
    usage_cap: 6,
    end_phase: &[Op::Damage(DENDRO, 1)],
    listens: trig::DEALT,
    hook: Some(level_up),
    text: "After your side deals Burning damage: this becomes Lumidouce Case: Level 2.",
    ..EntityDef::BLANK
};

fn level_up(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Dealt(d) = *t else { return };
    if d.to == me.seat || d.reaction != Some(Reaction::Burning) {
        return;
    }
    match find(g, me.seat, LocZone::Summon, &CASE_LEVEL_2) {
        Some(higher) => {
            let usage = g.ent(me).usage;
            let joined = g.ent(higher).usage.saturating_add(usage);
            g.set_usage(higher, joined.min(CASE_LEVEL_2.usage_cap));
            g.discard(me);
        }
        None => g.replace_def(me, &CASE_LEVEL_2),
    }
}

/// 柔灯之匣·二阶 Lumidouce Case: Level 2 (summon, 117102): End Phase: 2 Dendro damage; 3
/// usages, stacking to 6.
pub static CASE_LEVEL_2: EntityDef = EntityDef {
    id: 117102,
    name: "Lumidouce Case: Level 2",
    chinese_name: "柔灯之匣·二阶",
    kind: EntityKind::Summon,
    usage: 3,
    usage_cap: 6,
    end_phase: &[Op::Damage(DENDRO, 2)],
    ..EntityDef::BLANK
};

/// 柔灯之匣·三阶 Lumidouce Case: Level 3 (summon, 117103): End Phase: 1 Dendro damage to every
/// opposing character; 1 usage.
pub static CASE_LEVEL_3: EntityDef = EntityDef {
    id: 117103,
    name: "Lumidouce Case: Level 3",
    chinese_name: "柔灯之匣·三阶",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[Op::Damage(DENDRO, 1), Op::DamageStandby(DENDRO, 1)],
    ..EntityDef::BLANK
};

/// 余薰 Lingering Fragrance (passive, 17104): when a Burning Flame of the side enters play,
/// after the next skill either side's characters use (the one under way included), that
/// Burning Flame's End Phase effect takes place once (twice per round).
pub static LINGERING_FRAGRANCE: EntityDef = EntityDef {
    id: 17104,
    name: "Lingering Fragrance",
    chinese_name: "余薰",
    kind: EntityKind::Status,
    hidden: true,
    per_round: true,
    listens: trig::ENTERED,
    hook: Some(|g, me, t| {
        let Trig::Entered(at) = *t else { return };
        let flame = at.zone == LocZone::Summon && g.ent(at).def == &BURNING_FLAME;
        if flame && at.seat == me.seat && g.ent(me).var < FRAGRANCES_A_ROUND {
            g.ent_mut(me).var += 1;
            stack_stock(g, me.seat, me.zone, &FRAGRANCE_IN_EFFECT, 1, u8::MAX);
        }
    }),
    text: "When your Burning Flame enters play: after the next skill either side's characters use, your Burning Flame's End Phase effect takes place once (twice per round).",
    ..EntityDef::BLANK
};

/// 余薰（生效中） Lingering Fragrance (In Effect) (status, 117104): after the next skill of
/// either side's characters, the side's Burning Flame's End Phase effect takes place once for
/// each time it was set (its stock), then it leaves.
pub static FRAGRANCE_IN_EFFECT: EntityDef = EntityDef {
    id: 117104,
    name: "Lingering Fragrance (In Effect)",
    chinese_name: "余薰（生效中）",
    kind: EntityKind::Status,
    stock: Some(1),
    listens: trig::AFTER_SKILL | trig::FOE_SKILL,
    hook: Some(|g, me, _| {
        let times = g.ent(me).stock;
        g.discard(me);
        for _ in 0..times {
            flame_acts(g, me.seat);
        }
    }),
    text: "After either side's characters use a skill: your Burning Flame's End Phase effect takes place once.",
    ..EntityDef::BLANK
};

/// The End Phase effect of the Burning Flame of `seat`, if it has one, takes place.
fn flame_acts(g: &mut Gitcg, seat: Seat) {
    if let Some(at) = find(g, seat, LocZone::Summon, &BURNING_FLAME) {
        let serial = g.ent(at).serial;
        g.end_phase_effect(seat, LocZone::Summon, serial);
    }
}

/// 茉洁香迹 Marcotte Sillage (talent, 217101).
pub static MARCOTTE_SILLAGE: CardDef = CardDef {
    id: 217101,
    since: V5_5,
    share_id: 464,
    name: "茉洁香迹",
    english_name: "Marcotte Sillage",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 2, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(EMILIE_ID),
    entity: Some(&MARCOTTE_SILLAGE_EQUIP),
    ..CardDef::BLANK
};

/// Marcotte Sillage, equipped: the wearer's Physical damage turns Dendro; after Emilie's
/// Normal Attack, the side's Lumidouce Case of the highest level acts at once (its End Phase
/// effect, once per round).
pub static MARCOTTE_SILLAGE_EQUIP: EntityDef = EntityDef {
    id: 217101,
    name: "Marcotte Sillage",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    infusion: Some(Element::Dendro),
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(|g, me, t| {
        let Trig::AfterSkill {
            character, kind, ..
        } = *t
        else {
            return;
        };
        if owner(me) != Some(character) || kind != SkillKind::Normal || g.ent(me).var > 0 {
            return;
        }
        let highest = [&CASE_LEVEL_3, &CASE_LEVEL_2, &CASE_LEVEL_1]
            .into_iter()
            .find_map(|def| find(g, me.seat, LocZone::Summon, def));
        if let Some(case) = highest {
            g.ent_mut(me).var = 1;
            let serial = g.ent(case).serial;
            g.end_phase_effect(me.seat, LocZone::Summon, serial);
        }
    }),
    text: "After Emilie's Normal Attack: your Lumidouce Case of the highest level takes its End Phase effect at once (once per round).",
    ..EntityDef::BLANK
};
