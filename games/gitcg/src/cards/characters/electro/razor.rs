//! 雷泽 Razor (Electro, claymore) and what comes with the character: The Wolf Within, and the talent
//! card Awakening.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{deal_as, owner, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &RAZOR,
    talent: &AWAKENING,
    created: &[],
    made_by_hooks: &[],
};

/// 雷泽 Razor (1402).
pub static RAZOR: CharacterDef = CharacterDef {
    id: 1402,
    share_id: 27,
    name: "雷泽",
    english_name: "Razor",
    element: Element::Electro,
    weapon: Weapon::Claymore,
    nations: nation::MONDSTADT,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 14021,
            name: "Steel Fang",
            chinese_name: "钢脊",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: CLAW_AND_THUNDER,
            name: "Claw and Thunder",
            chinese_name: "利爪与苍雷",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Damage(ELECTRO, 3)],
        },
        SkillDef {
            id: 14023,
            name: "Lightning Fang",
            chinese_name: "雷牙",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 3),
                Op::Status(Who::This, &THE_WOLF_WITHIN),
            ],
        },
    ],
    passives: &[],
};

/// Razor's elemental skill.
const CLAW_AND_THUNDER: u32 = 14022;

/// 雷狼 The Wolf Within (114021): after Razor's normal attack or elemental skill, 2 Electro damage;
/// 2 rounds.
pub static THE_WOLF_WITHIN: EntityDef = EntityDef {
    text: "After the character uses a Normal Attack or Elemental Skill, deal 2 Electro damage.",
    id: 114021,
    name: "The Wolf Within",
    chinese_name: "雷狼",
    kind: EntityKind::Status,
    duration: 2,
    listens: trig::AFTER_SKILL,
    hook: Some(the_wolf_within),
    ..EntityDef::BLANK
};

fn the_wolf_within(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::AfterSkill {
        character, kind, ..
    } = t
    {
        if Some(*character) == owner(me) && *kind != SkillKind::Burst {
            deal_as(g, me, ELECTRO, 2);
        }
    }
}

/// The equipped Awakening (214021): after Claw and Thunder, an Electro character of Razor's side
/// (the active one first) gains 1 energy, once per round.
pub static AWAKENING_EQUIP: EntityDef = EntityDef {
    text: "After the character uses Claw and Thunder, one of your Electro characters (the active one first) gains 1 Energy (once per round).",
    id: 214021,
    name: "Awakening",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(awakening),
    ..EntityDef::BLANK
};

fn awakening(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character, skill, ..
    } = t
    else {
        return;
    };
    if Some(*character) != owner(me) || *skill != CLAW_AND_THUNDER || g.ent(me).var > 0 {
        return;
    }
    let p = g.player(me.seat);
    let order = [p.active, (p.active + 1) % 3, (p.active + 2) % 3];
    let hungry = order.into_iter().find(|&s| {
        let c = &p.chars[s as usize];
        c.alive && c.def.element == Element::Electro && c.energy < c.def.max_energy
    });
    if let Some(slot) = hungry {
        g.ent_mut(me).var = 1;
        g.gain_energy(me.seat, slot, 1);
    }
}

/// 觉醒 Awakening (talent, 214021).
pub static AWAKENING: CardDef = CardDef {
    id: 214021,
    share_id: 87,
    name: "觉醒",
    english_name: "Awakening",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Electro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1402),
    talent_skill: Some(CLAW_AND_THUNDER),
    entity: Some(&AWAKENING_EQUIP),
    ..CardDef::BLANK
};
