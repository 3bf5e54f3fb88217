//! 钟离 Zhongli (Geo, polearm) and what comes with the character: Stone Stele, Jade Shield,
//! Petrification, and the talent card Dominance of Earth.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, CharacterCards, GEO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{by_version, V3_7, V5_8};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &ZHONGLI,
    talent: &DOMINANCE_OF_EARTH,
    created: &[],
    made_by_hooks: &[&PETRIFICATION],
};

/// 钟离 Zhongli (1603).
pub static ZHONGLI: CharacterDef = CharacterDef {
    id: 1603,
    share_id: 44,
    name: "钟离",
    english_name: "Zhongli",
    element: Element::Geo,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    since: V3_7,
    hp: by_version(&[(V3_7, 10), (V5_8, 12)]),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 16031,
            name: "Rain of Stone",
            chinese_name: "岩雨",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 16032,
            name: "Dominus Lapidis",
            chinese_name: "地心",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 3, 0),
            ops: &[Op::Damage(GEO, 1), Op::Summon(&STONE_STELE)],
        },
        SkillDef {
            id: 16033,
            name: "Dominus Lapidis: Striking Stone",
            chinese_name: "地心·磐礴",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 5, 0),
            ops: &[
                Op::Damage(GEO, 3),
                Op::Summon(&STONE_STELE),
                Op::Combat(&JADE_SHIELD),
            ],
        },
        SkillDef {
            id: 16034,
            name: "Planet Befall",
            chinese_name: "天星",
            text: "Deals 4 Geo damage and attaches Petrification to the target.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(3),
            ops: &[Op::Custom(planet_befall)],
        },
    ],
    passives: &[],
};

/// Planet Befall deals 4 Geo damage and petrifies its target.
fn planet_befall(g: &mut Gitcg, cx: &mut Cx) {
    let foe = cx.seat.other();
    let target = g.player(foe).active;
    g.run_op(Op::Damage(GEO, 4), cx);
    if g.character(foe, target).hp > 0 {
        g.add_entity(foe, LocZone::Char(target), &PETRIFICATION);
    }
}

/// 岩脊 Stone Stele (116031): end phase, 1 Geo damage; 2 usages.
pub static STONE_STELE: EntityDef = EntityDef {
    id: 116031,
    name: "Stone Stele",
    chinese_name: "岩脊",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(GEO, 1)],
    ..EntityDef::BLANK
};

/// 玉璋护盾 Jade Shield (116032): a 2-point shield for the active character.
pub static JADE_SHIELD: EntityDef = EntityDef {
    id: 116032,
    name: "Jade Shield",
    chinese_name: "玉璋护盾",
    kind: EntityKind::Combat,
    usage: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// 石化 Petrification (116033): the character cannot use skills until the end of the round.
pub static PETRIFICATION: EntityDef = EntityDef {
    id: 116033,
    name: "Petrification",
    chinese_name: "石化",
    kind: EntityKind::Status,
    blocks_skills: true,
    round_only: true,
    ..EntityDef::BLANK
};

/// The equipped Dominance of Earth (216031): while Zhongli has at least 7 HP, his damage and the
/// Geo damage of his side's summons get +1.
pub static DOMINANCE_OF_EARTH_EQUIP: EntityDef = EntityDef {
    text: "While the character has 7 or more HP, his damage and the Geo damage of your summons are increased by 1.",
    id: 216031,
    name: "Dominance of Earth",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    listens: trig::BONUS_OUT,
    hook: Some(dominance_of_earth),
    ..EntityDef::BLANK
};

fn dominance_of_earth(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let (Trig::Damage(d), Some(slot)) = (t, owner(me)) else {
        return;
    };
    if g.character(me.seat, slot).hp < 7 {
        return;
    }
    let summon = d.entity.is_some_and(|e| e.kind == EntityKind::Summon);
    if d.by == Some(slot) || (summon && d.ty == GEO) {
        d.amount += 1;
    }
}

/// 炊金馔玉 Dominance of Earth (talent, 216031).
pub static DOMINANCE_OF_EARTH: CardDef = CardDef {
    id: 216031,
    since: V3_7,
    share_id: 104,
    name: "炊金馔玉",
    english_name: "Dominance of Earth",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 5, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1603),
    talent_skill: Some(16033),
    entity: Some(&DOMINANCE_OF_EARTH_EQUIP),
    ..CardDef::BLANK
};
