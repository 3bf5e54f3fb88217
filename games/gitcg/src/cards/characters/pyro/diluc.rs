//! 迪卢克 Diluc (Pyro, claymore) and what comes with the character: Pyro Infusion, and the talent card
//! Flowing Flame.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{CharacterCards, PYRO};
use crate::defs::{
    answers, nation, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot,
    Op, Paying, Query, SkillDef, SkillKind, TargetRule, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V3_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &DILUC,
    talent: &FLOWING_FLAME,
    created: &[],
    made_by_hooks: &[],
};

/// 迪卢克 Diluc (1301).
pub static DILUC: CharacterDef = CharacterDef {
    id: 1301,
    share_id: 17,
    name: "迪卢克",
    english_name: "Diluc",
    element: Element::Pyro,
    weapon: Weapon::Claymore,
    nations: nation::MONDSTADT,
    since: V3_3,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 13011,
            name: "Tempered Sword",
            chinese_name: "淬炼之剑",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13012,
            name: "Searing Onslaught",
            chinese_name: "逆焰之刃",
            text: "Deals 3 Pyro damage (5 on the third use in a round).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Custom(searing_onslaught)],
        },
        SkillDef {
            id: 13013,
            name: "Dawn",
            chinese_name: "黎明",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 4, 0).with_energy(3),
            ops: &[Op::Damage(PYRO, 8), Op::Status(Who::This, &PYRO_INFUSION)],
        },
    ],
    passives: &[],
};

/// Searing Onslaught deals 3 Pyro damage, +2 on the third use in a round.
fn searing_onslaught(g: &mut Gitcg, cx: &mut Cx) {
    let slot = cx.character.unwrap_or(g.player(cx.seat).active);
    let uses = g.character(cx.seat, slot).skill_uses[1];
    let n = if uses == 3 { 5 } else { 3 };
    g.run_op(Op::Damage(PYRO, n), cx);
}

/// 火元素附魔 Pyro Infusion (113011): physical damage becomes Pyro; 2 rounds.
pub static PYRO_INFUSION: EntityDef = EntityDef {
    id: 113011,
    name: "Pyro Infusion",
    chinese_name: "火元素附魔",
    kind: EntityKind::Status,
    duration: 2,
    infusion: Some(Element::Pyro),
    ..EntityDef::BLANK
};

/// The equipped Flowing Flame (213011): the 2nd and 3rd Searing Onslaught each round cost 1 Pyro
/// less.
pub static FLOWING_FLAME_EQUIP: EntityDef = EntityDef {
    text: "The second and third Searing Onslaught each round cost 1 Pyro die less.",
    id: 213011,
    name: "Flowing Flame",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    answers: answers::OWN_SKILL_COST,
    query: Some(flowing_flame_cost),
    ..EntityDef::BLANK
};

fn flowing_flame_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Elemental,
                ..
            },
        cost,
        used,
    } = q
    else {
        return;
    };
    let LocZone::Char(owner) = me.zone else {
        return;
    };
    let uses = g.character(me.seat, owner).skill_uses[1];
    if *slot == owner && (uses == 1 || uses == 2) && cost.elem_n > 0 {
        cost.elem_n -= 1;
        // Counted by `skill_uses`, so nothing to spend.
        **used = false;
    }
}

/// 流火焦灼 Flowing Flame (talent, 213011).
pub static FLOWING_FLAME: CardDef = CardDef {
    id: 213011,
    share_id: 77,
    name: "流火焦灼",
    english_name: "Flowing Flame",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1301),
    talent_skill: Some(13012),
    entity: Some(&FLOWING_FLAME_EQUIP),
    ..CardDef::BLANK
};
