//! 班尼特 Bennett (Pyro, sword) and what comes with the character: Inspiration Field, and the talent
//! card Grand Expectation.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &BENNETT,
    talent: &GRAND_EXPECTATION,
    created: &[],
    made_by_hooks: &[],
};

/// 班尼特 Bennett (1303).
pub static BENNETT: CharacterDef = CharacterDef {
    id: 1303,
    share_id: 19,
    name: "班尼特",
    english_name: "Bennett",
    element: Element::Pyro,
    weapon: Weapon::Sword,
    nations: nation::MONDSTADT,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 13031,
            name: "Strike of Fortune",
            chinese_name: "好运剑",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13032,
            name: "Passion Overload",
            chinese_name: "热情过载",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Damage(PYRO, 3)],
        },
        SkillDef {
            id: 13033,
            name: "Fantastic Voyage",
            chinese_name: "美妙旅程",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 4, 0).with_energy(2),
            ops: &[
                Op::Damage(PYRO, 2),
                Op::TalentForm(&INSPIRATION_FIELD, &INSPIRATION_FIELD_TALENT),
            ],
        },
    ],
    passives: &[],
};

/// 鼓舞领域 Inspiration Field (113031): skill damage of a character with at least 7 HP gets +2; after a
/// skill, its user heals 2 if it has at most 6 HP; 2 rounds.
pub static INSPIRATION_FIELD: EntityDef = EntityDef {
    text: "Skill damage of your character with 7 or more HP is increased by 2. After your character uses a skill, that character heals 2 if it has 6 HP or less.",
    id: 113031,
    name: "Inspiration Field",
    chinese_name: "鼓舞领域",
    kind: EntityKind::Combat,
    duration: 2,
    listens: trig::BONUS_OUT | trig::AFTER_SKILL,
    hook: Some(inspiration_field),
    ..EntityDef::BLANK
};

/// 鼓舞领域 (talent, 113032): the +2 applies whatever the user's HP; 2 rounds.
pub static INSPIRATION_FIELD_TALENT: EntityDef = EntityDef {
    text: "Skill damage of your characters is increased by 2. After your character uses a skill, that character heals 2 if it has 6 HP or less.",
    id: 113032,
    chinese_name: "鼓舞领域",
    ..INSPIRATION_FIELD
};

/// Both parts depend on the user's HP, which a declared bonus cannot read.
fn inspiration_field(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Damage(d) => {
            let (Some(by), Some(_)) = (d.by, d.skill) else {
                return;
            };
            let always = g.ent(me).def == &INSPIRATION_FIELD_TALENT;
            if always || g.character(me.seat, by).hp >= 7 {
                d.amount += 2;
            }
        }
        Trig::AfterSkill { character, .. } => {
            let hp = g.character(me.seat, *character).hp;
            if hp > 0 && hp <= 6 {
                g.heal(me.seat, *character, 2, g.source_of(me));
            }
        }
        _ => {}
    }
}

/// The equipped Grand Expectation (213031): Fantastic Voyage creates the stronger field.
pub static GRAND_EXPECTATION_EQUIP: EntityDef = EntityDef {
    id: 213031,
    name: "Grand Expectation",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 冒险憧憬 Grand Expectation (talent, 213031).
pub static GRAND_EXPECTATION: CardDef = CardDef {
    id: 213031,
    share_id: 79,
    name: "冒险憧憬",
    english_name: "Grand Expectation",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 4, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1303),
    talent_skill: Some(13033),
    entity: Some(&GRAND_EXPECTATION_EQUIP),
    ..CardDef::BLANK
};
