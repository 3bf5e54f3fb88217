//! 琴 Jean (Anemo, sword) and what comes with the character: Dandelion Field, and the talent card
//! Lands of Dandelion.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{side_has, CharacterCards, ANEMO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Direction, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{by_version, V3_3, V5_8};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &JEAN,
    talent: &LANDS_OF_DANDELION,
    created: &[],
    made_by_hooks: &[],
};

/// 琴 Jean (1502).
pub static JEAN: CharacterDef = CharacterDef {
    id: 1502,
    share_id: 37,
    name: "琴",
    english_name: "Jean",
    element: Element::Anemo,
    weapon: Weapon::Sword,
    nations: nation::MONDSTADT,
    since: V3_3,
    hp: by_version(&[(V3_3, 10), (V5_8, 12)]),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15021,
            name: "Favonius Bladework",
            chinese_name: "西风剑术",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 15022,
            name: "Gale Blade",
            chinese_name: "风压剑",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 3), Op::SwitchOpponent(Direction::Next)],
        },
        SkillDef {
            id: 15023,
            name: "Dandelion Breeze",
            chinese_name: "蒲公英之风",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 4, 0).with_energy(2),
            ops: &[Op::Heal(Who::All, 2), Op::Summon(&DANDELION_FIELD)],
        },
    ],
    passives: &[],
};

/// 蒲公英领域 Dandelion Field (115021): end phase, 1 Anemo damage and the active character heals 1;
/// while a Jean with Lands of Dandelion is on its side, this side's Anemo damage gets +1;
/// 3 usages.
pub static DANDELION_FIELD: EntityDef = EntityDef {
    text: "While Jean with Lands of Dandelion equipped is on your side, your Anemo damage is increased by 1.",
    id: 115021,
    name: "Dandelion Field",
    chinese_name: "蒲公英领域",
    kind: EntityKind::Summon,
    usage: 3,
    end_phase: &[Op::Damage(ANEMO, 1), Op::Heal(Who::Active, 1)],
    listens: trig::BONUS_OUT,
    hook: Some(dandelion_field),
    ..EntityDef::BLANK
};

fn dandelion_field(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.ty == ANEMO && side_has(g, me.seat, &LANDS_OF_DANDELION_EQUIP) {
            d.amount += 1;
        }
    }
}

/// The equipped Lands of Dandelion (215021): While Dandelion Field is in play, your Anemo damage is
/// increased by 1.
pub static LANDS_OF_DANDELION_EQUIP: EntityDef = EntityDef {
    text: "While Dandelion Field is in play, your Anemo damage is increased by 1.",
    id: 215021,
    name: "Lands of Dandelion",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 蒲公英的国土 Lands of Dandelion (talent, 215021).
pub static LANDS_OF_DANDELION: CardDef = CardDef {
    id: 215021,
    share_id: 97,
    name: "蒲公英的国土",
    english_name: "Lands of Dandelion",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 4, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1502),
    talent_skill: Some(15023),
    entity: Some(&LANDS_OF_DANDELION_EQUIP),
    ..CardDef::BLANK
};
