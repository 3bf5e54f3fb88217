//! 安柏 Amber (Pyro, bow) and what comes with the character: Baron Bunny, and the talent card Bunny
//! Triggered.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{
    absorb_keep, burst_when_spent, deal_as, find, owner, CharacterCards, PYRO,
};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_7};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &AMBER,
    talent: &BUNNY_TRIGGERED,
    created: &[],
    made_by_hooks: &[],
};

/// 安柏 Amber (1304).
pub static AMBER: CharacterDef = CharacterDef {
    id: 1304,
    share_id: 20,
    name: "安柏",
    english_name: "Amber",
    element: Element::Pyro,
    weapon: Weapon::Bow,
    nations: nation::MONDSTADT,
    since: V3_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 13041,
            name: "Sharpshooter",
            chinese_name: "神射手",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13042,
            name: "Explosive Puppet",
            chinese_name: "爆弹玩偶",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Summon(&BARON_BUNNY)],
        },
        SkillDef {
            id: 13043,
            name: "Fiery Rain",
            chinese_name: "箭雨",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[Op::Damage(PYRO, 2), Op::PierceStandby(2)],
        },
    ],
    passives: &[],
};

/// 兔兔伯爵 Baron Bunny (113041): takes 2 off a hit on the active character (1 usage, kept when spent);
/// end phase, once spent, it leaves and deals 2 Pyro damage.
pub static BARON_BUNNY: EntityDef = EntityDef {
    text: "Damage taken by your active character is reduced by 2 (the usage is kept when spent). End Phase: once its usage is spent, leaves and deals 2 Pyro damage.",
    id: 113041,
    name: "Baron Bunny",
    chinese_name: "兔兔伯爵",
    kind: EntityKind::Summon,
    usage: 1,
    kept_when_spent: true,
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

/// The equipped Bunny Triggered (213041): after Amber's normal attack, Baron Bunny (if in play)
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

/// 一触即发 Bunny Triggered (talent, 213041).
pub static BUNNY_TRIGGERED: CardDef = CardDef {
    id: 213041,
    since: V3_7,
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
