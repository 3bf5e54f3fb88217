//! 重云 Chongyun (Cryo, claymore) and what comes with the character: Chonghua Frost Field, and the
//! talent card Steady Breathing.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{infuse_melee, CharacterCards, CRYO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CHONGYUN,
    talent: &STEADY_BREATHING,
    created: &[],
    made_by_hooks: &[],
};

/// 重云 Chongyun (1104).
pub static CHONGYUN: CharacterDef = CharacterDef {
    id: 1104,
    share_id: 4,
    name: "重云",
    english_name: "Chongyun",
    element: Element::Cryo,
    weapon: Weapon::Claymore,
    nations: nation::LIYUE,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 11041,
            name: "Demonbane",
            chinese_name: "灭邪四式",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 11042,
            name: "Chonghua's Layered Frost",
            chinese_name: "重华叠霜",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Damage(CRYO, 3),
                Op::TalentForm(&CHONGHUA_FROST_FIELD, &CHONGHUA_FROST_FIELD_TALENT),
            ],
        },
        SkillDef {
            id: 11043,
            name: "Cloud-Parting Star",
            chinese_name: "云开星落",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[Op::Damage(CRYO, 7)],
        },
    ],
    passives: &[],
};

/// 重华叠霜领域 Chonghua Frost Field (111041): physical damage of this side's sword, claymore and
/// polearm characters becomes Cryo; 2 rounds.
pub static CHONGHUA_FROST_FIELD: EntityDef = EntityDef {
    text: "Physical damage of your Sword, Claymore and Polearm characters is converted to Cryo damage.",
    id: 111041,
    name: "Chonghua Frost Field",
    chinese_name: "重华叠霜领域",
    kind: EntityKind::Combat,
    duration: 2,
    listens: trig::INFUSE,
    hook: Some(frost_field),
    ..EntityDef::BLANK
};

/// 重华叠霜领域 (talent, 111042): also +1 to those characters' normal attacks; 2 rounds.
pub static CHONGHUA_FROST_FIELD_TALENT: EntityDef = EntityDef {
    text: "Physical damage of your Sword, Claymore and Polearm characters is converted to Cryo damage, and their Normal Attacks deal +1 damage.",
    id: 111042,
    chinese_name: "重华叠霜领域",
    ..CHONGHUA_FROST_FIELD
};

/// The field serves only melee weapons ([`infuse_melee`]). Its talent bonus is added here too:
/// additive bonuses commute, and one hook cannot tell two damage triggers apart.
fn frost_field(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let talent = g.ent(me).def == &CHONGHUA_FROST_FIELD_TALENT;
    if infuse_melee(g, me.seat, d, Element::Cryo) && talent && d.skill == Some(SkillKind::Normal) {
        d.amount += 1;
    }
}

/// The equipped Steady Breathing (211041): Chonghua's Layered Frost creates the stronger field.
pub static STEADY_BREATHING_EQUIP: EntityDef = EntityDef {
    id: 211041,
    name: "Steady Breathing",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 吐纳真定 Steady Breathing (talent, 211041).
pub static STEADY_BREATHING: CardDef = CardDef {
    id: 211041,
    share_id: 64,
    name: "吐纳真定",
    english_name: "Steady Breathing",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1104),
    talent_skill: Some(11042),
    entity: Some(&STEADY_BREATHING_EQUIP),
    ..CardDef::BLANK
};
