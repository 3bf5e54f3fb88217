//! 凯亚 Kaeya (Cryo, sword) and what comes with the character: Icicle, and the talent card
//! Cold-Blooded Strike.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, CRYO};
use crate::defs::{
    nation, trig, After, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot,
    Op, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &KAEYA,
    talent: &COLD_BLOODED_STRIKE,
    created: &[],
    made_by_hooks: &[],
};

/// 凯亚 Kaeya (1103).
pub static KAEYA: CharacterDef = CharacterDef {
    id: 1103,
    share_id: 3,
    name: "凯亚",
    english_name: "Kaeya",
    element: Element::Cryo,
    weapon: Weapon::Sword,
    nations: nation::MONDSTADT,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 11031,
            name: "Ceremonial Bladework",
            chinese_name: "仪典剑术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: FROSTGNAW,
            name: "Frostgnaw",
            chinese_name: "霜袭",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[Op::Damage(CRYO, 3)],
        },
        SkillDef {
            id: 11033,
            name: "Glacial Waltz",
            chinese_name: "凛冽轮舞",
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

/// 寒冰之棱 Icicle (111031): after this side switches its active character, 2 Cryo damage; 3 usages.
pub static ICICLE: EntityDef = EntityDef {
    id: 111031,
    name: "Icicle",
    chinese_name: "寒冰之棱",
    kind: EntityKind::Combat,
    usage: 3,
    after: Some((After::Switch, &[Op::Damage(CRYO, 2)])),
    ..EntityDef::BLANK
};

/// The equipped Cold-Blooded Strike (211031): after Frostgnaw, Kaeya heals 2 (once per round).
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
        g.heal(me.seat, owner, 2, g.source_of(me));
    }
}

/// 冷血之剑 Cold-Blooded Strike (talent, 211031).
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
