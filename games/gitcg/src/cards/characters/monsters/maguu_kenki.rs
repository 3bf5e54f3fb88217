//! 魔偶剑鬼 Maguu Kenki (Anemo, no weapon) and what comes with the character: Shadowsword: Lone Gale,
//! Shadowsword: Galloping Frost, and the talent card Transcendent Automaton.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{deal_as, find, owner, CharacterCards, ANEMO, CRYO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, Direction, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &MAGUU_KENKI,
    talent: &TRANSCENDENT_AUTOMATON,
    created: &[],
    made_by_hooks: &[],
};

/// 魔偶剑鬼 Maguu Kenki (2501).
pub static MAGUU_KENKI: CharacterDef = CharacterDef {
    id: 2501,
    share_id: 58,
    name: "魔偶剑鬼",
    english_name: "Maguu Kenki",
    element: Element::Anemo,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 25011,
            name: "Ichimonji",
            chinese_name: "一文字",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: BLUSTERING_BLADE,
            name: "Blustering Blade",
            chinese_name: "孤风刀势",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Summon(&SHADOWSWORD_LONE_GALE)],
        },
        SkillDef {
            id: FROSTY_ASSAULT,
            name: "Frosty Assault",
            chinese_name: "霜驰影突",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Summon(&SHADOWSWORD_GALLOPING_FROST)],
        },
        SkillDef {
            id: 25014,
            name: "Pseudo Tengu Sweeper",
            chinese_name: "机巧伪天狗抄",
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

/// 剑影·孤风 Shadowsword: Lone Gale (125011): end phase, 1 Anemo damage; 2 usages.
pub static SHADOWSWORD_LONE_GALE: EntityDef = EntityDef {
    id: 125011,
    name: "Shadowsword: Lone Gale",
    chinese_name: "剑影·孤风",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(ANEMO, 1)],
    ..EntityDef::BLANK
};

/// 剑影·霜驰 Shadowsword: Galloping Frost (125012): end phase, 1 Cryo damage; 2 usages.
pub static SHADOWSWORD_GALLOPING_FROST: EntityDef = EntityDef {
    id: 125012,
    name: "Shadowsword: Galloping Frost",
    chinese_name: "剑影·霜驰",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(CRYO, 1)],
    ..EntityDef::BLANK
};

/// The equipped Transcendent Automaton (225011): after Blustering Blade its side switches to the
/// next character, after Frosty Assault to the previous one.
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
        g.switch_to(me.seat, to);
    }
}

/// 机巧神通 Transcendent Automaton (talent, 225011).
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
