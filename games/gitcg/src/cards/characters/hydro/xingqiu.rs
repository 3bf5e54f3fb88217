//! 行秋 Xingqiu (Hydro, sword) and what comes with the character: Rain Sword, Rainbow Bladework, and
//! the talent card The Scent Remained.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, HYDRO};
use crate::defs::{
    nation, trig, After, CardDef, CardKind, CharacterDef, Cost, EntityDef, EntityKind, EquipSlot,
    Op, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &XINGQIU,
    talent: &THE_SCENT_REMAINED,
    created: &[],
    made_by_hooks: &[],
};

/// 行秋 Xingqiu (1202).
pub static XINGQIU: CharacterDef = CharacterDef {
    id: 1202,
    share_id: 10,
    name: "行秋",
    english_name: "Xingqiu",
    element: Element::Hydro,
    weapon: Weapon::Sword,
    nations: nation::LIYUE,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 12021,
            name: "Guhua Style",
            chinese_name: "古华剑法",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 12022,
            name: "Fatal Rainscreen",
            chinese_name: "画雨笼山",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 3, 0),
            ops: &[
                Op::Damage(HYDRO, 2),
                Op::ApplyOwn(Who::This, Element::Hydro),
                Op::TalentForm(&RAIN_SWORD, &RAIN_SWORD_TALENT),
            ],
        },
        SkillDef {
            id: 12023,
            name: "Raincutter",
            chinese_name: "裁雨留虹",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(HYDRO, 2),
                Op::ApplyOwn(Who::This, Element::Hydro),
                Op::Combat(&RAINBOW_BLADEWORK),
            ],
        },
    ],
    passives: &[],
};

/// 雨帘剑 Rain Sword (112021): damage of at least 3 to the active character is reduced by 1; 2 usages.
pub static RAIN_SWORD: EntityDef = EntityDef {
    text: "Damage of 3 or more taken by your active character is reduced by 1 (spends 1 usage).",
    id: 112021,
    name: "Rain Sword",
    chinese_name: "雨帘剑",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::REDUCE,
    hook: Some(rain_sword),
    ..EntityDef::BLANK
};

/// 雨帘剑 (talent, 112023): damage of at least 2 is reduced by 1; 3 usages.
pub static RAIN_SWORD_TALENT: EntityDef = EntityDef {
    text: "Damage of 2 or more taken by your active character is reduced by 1 (spends 1 usage).",
    id: 112023,
    chinese_name: "雨帘剑",
    usage: 3,
    ..RAIN_SWORD
};

/// A reduction with a threshold, which the declared `reduce` cannot say.
fn rain_sword(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let least = if g.ent(me).def == &RAIN_SWORD_TALENT {
        2
    } else {
        3
    };
    if d.to_active && d.amount >= least {
        d.amount -= 1;
        g.spend(me);
    }
}

/// 虹剑势 Rainbow Bladework (112022): after a normal attack of this side, 1 Hydro damage; 3 usages.
pub static RAINBOW_BLADEWORK: EntityDef = EntityDef {
    id: 112022,
    name: "Rainbow Bladework",
    chinese_name: "虹剑势",
    kind: EntityKind::Combat,
    usage: 3,
    after: Some((After::NormalAttack, &[Op::Damage(HYDRO, 1)])),
    ..EntityDef::BLANK
};

/// The equipped The Scent Remained (212021): Fatal Rainscreen creates the stronger Rain Sword.
pub static THE_SCENT_REMAINED_EQUIP: EntityDef = EntityDef {
    id: 212021,
    name: "The Scent Remained",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 重帘留香 The Scent Remained (talent, 212021).
pub static THE_SCENT_REMAINED: CardDef = CardDef {
    id: 212021,
    share_id: 70,
    name: "重帘留香",
    english_name: "The Scent Remained",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1202),
    talent_skill: Some(12022),
    entity: Some(&THE_SCENT_REMAINED_EQUIP),
    ..CardDef::BLANK
};
