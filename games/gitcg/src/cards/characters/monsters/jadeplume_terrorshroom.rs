//! 翠翎恐蕈 Jadeplume Terrorshroom (Dendro, no weapon) and what comes with the character: Radical
//! Vitality, and the talent card Proliferating Spores.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, owner, user, CharacterCards, DENDRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &JADEPLUME_TERRORSHROOM,
    talent: &PROLIFERATING_SPORES,
    created: &[],
    made_by_hooks: &[],
};

/// 翠翎恐蕈 Jadeplume Terrorshroom (2701).
pub static JADEPLUME_TERRORSHROOM: CharacterDef = CharacterDef {
    id: 2701,
    share_id: 60,
    name: "翠翎恐蕈",
    english_name: "Jadeplume Terrorshroom",
    element: Element::Dendro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 27011,
            name: "Majestic Dance",
            chinese_name: "菌王舞步",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Dendro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 27012,
            name: "Volatile Spore Cloud",
            chinese_name: "不稳定孢子云",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Dendro, 3, 0),
            ops: &[Op::Damage(DENDRO, 3)],
        },
        SkillDef {
            id: 27013,
            name: "Feather Spreading",
            chinese_name: "尾羽豪放",
            text: "Deals 4 Dendro damage, +1 per layer of Radical Vitality, spending them all.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Dendro, 3, 0).with_energy(2),
            ops: &[Op::Custom(feather_spreading)],
        },
    ],
    passives: &[&RADICAL_VITALITY],
};

/// Feather Spreading deals 4 Dendro damage, +1 per Radical Vitality layer, spending them all.
fn feather_spreading(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let layers = match find(g, cx.seat, LocZone::Char(slot), &RADICAL_VITALITY) {
        Some(v) => std::mem::take(&mut g.ent_mut(v).usage),
        None => 0,
    };
    g.run_op(Op::Damage(DENDRO, 4 + layers), cx);
}

/// 活化激能 Radical Vitality (passive, 127011): after the Terrorshroom deals or takes elemental damage,
/// 1 layer (at most 3, or 4 with Proliferating Spores), kept in its usages; end phase, at the
/// cap, the layers and the Terrorshroom's energy are cleared.
pub static RADICAL_VITALITY: EntityDef = EntityDef {
    text: "After the character deals or takes elemental damage, gain 1 layer (at most 3, or 4 with Proliferating Spores), kept in its usages. End Phase: at the limit, the layers and the character's Energy are cleared.",
    id: 127011,
    name: "Radical Vitality",
    chinese_name: "活化激能",
    kind: EntityKind::Status,
    listens: trig::DEALT | trig::DAMAGED | trig::END_PHASE,
    hook: Some(radical_vitality),
    ..EntityDef::BLANK
};

fn radical_vitality(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let cap = if g.character(me.seat, slot).has(&PROLIFERATING_SPORES_EQUIP) {
        4
    } else {
        3
    };
    match t {
        Trig::Dealt(d) => {
            let mine = if d.to == me.seat {
                d.target == slot
            } else {
                d.by == Some(slot)
            };
            if mine && d.ty.element().is_some() {
                let e = g.ent_mut(me);
                e.usage = (e.usage + 1).min(cap);
            }
        }
        _ => {
            if g.ent(me).usage >= cap {
                g.ent_mut(me).usage = 0;
                g.character_mut(me.seat, slot).energy = 0;
            }
        }
    }
}

/// The equipped Proliferating Spores (227011): Radical Vitality holds 4 layers.
pub static PROLIFERATING_SPORES_EQUIP: EntityDef = EntityDef {
    text: "Radical Vitality holds up to 4 layers.",
    id: 227011,
    name: "Proliferating Spores",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 孢子增殖 Proliferating Spores (talent, 227011).
pub static PROLIFERATING_SPORES: CardDef = CardDef {
    id: 227011,
    share_id: 120,
    name: "孢子增殖",
    english_name: "Proliferating Spores",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Dendro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2701),
    talent_skill: Some(27012),
    entity: Some(&PROLIFERATING_SPORES_EQUIP),
    ..CardDef::BLANK
};
