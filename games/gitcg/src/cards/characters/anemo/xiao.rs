//! 魈 Xiao (Anemo, polearm) and what comes with the character: Yaksha's Mask, Conqueror of Evil:
//! Wrath Deity, and the talent card Conqueror of Evil: Guardian Yaksha.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, user, CharacterCards, ANEMO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V3_7};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &XIAO,
    talent: &GUARDIAN_YAKSHA,
    created: &[],
    made_by_hooks: &[&WRATH_DEITY],
};

/// 魈 Xiao (1504).
pub static XIAO: CharacterDef = CharacterDef {
    id: 1504,
    share_id: 39,
    name: "魈",
    english_name: "Xiao",
    element: Element::Anemo,
    weapon: Weapon::Polearm,
    nations: nation::LIYUE,
    since: V3_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15041,
            name: "Whirlwind Thrust",
            chinese_name: "卷积微尘",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 15042,
            name: "Lemniscatic Wind Cycling",
            chinese_name: "风轮两立",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Damage(ANEMO, 3)],
        },
        SkillDef {
            id: 15043,
            name: "Bane of All Evil",
            chinese_name: "靖妖傩舞",
            text: "With Conqueror of Evil: Guardian Yaksha equipped, also attaches Conqueror of Evil: Wrath Deity to this character.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ANEMO, 4),
                Op::Status(Who::This, &YAKSHAS_MASK),
                Op::Custom(wrath_deity),
            ],
        },
    ],
    passives: &[],
};

/// With Guardian Yaksha, each mask comes with Conqueror of Evil: Wrath Deity.
fn wrath_deity(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    if g.character(cx.seat, slot).has(&GUARDIAN_YAKSHA_EQUIP) {
        g.run_op(Op::Status(Who::This, &WRATH_DEITY), cx);
    }
}

/// 夜叉傩面 Yaksha's Mask (115041): Xiao's physical damage becomes Anemo and his Anemo damage gets +1
/// (+3 for a plunging attack); while he is active, one switch a round costs 1 die less;
/// 2 rounds.
pub static YAKSHAS_MASK: EntityDef = EntityDef {
    text: "The character's Anemo damage is increased by 1 (by 3 for a Plunging Attack). While the character is active, your first switch each round costs 1 die less.",
    id: 115041,
    name: "Yaksha's Mask",
    chinese_name: "夜叉傩面",
    kind: EntityKind::Status,
    duration: 2,
    per_round: true,
    infusion: Some(Element::Anemo),
    listens: trig::BONUS_OUT,
    hook: Some(yakshas_mask),
    answers: answers::SWITCH_COST,
    query: Some(yakshas_mask_cost),
    ..EntityDef::BLANK
};

fn yakshas_mask(_: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        if d.by.is_some() && d.by == owner(me) && d.ty == ANEMO {
            d.amount += if d.plunging { 3 } else { 1 };
        }
    }
}

fn yakshas_mask_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of: Paying::Switch { .. },
        cost,
        used,
    } = q
    else {
        return;
    };
    let active = owner(me) == Some(g.player(me.seat).active);
    if active && g.ent(me).var == 0 && cost.dice() > 0 {
        cost.reduce(1);
        **used = true;
    }
}

/// 降魔·忿怒显相 Conqueror of Evil: Wrath Deity (115042): while Xiao wears Yaksha's Mask, Lemniscatic
/// Wind Cycling costs 1 Anemo die less; 2 usages. It lasts as long as the mask it came with.
pub static WRATH_DEITY: EntityDef = EntityDef {
    text: "While the character wears Yaksha's Mask, Lemniscatic Wind Cycling costs 1 Anemo die less. Leaves with the mask.",
    id: 115042,
    name: "Conqueror of Evil: Wrath Deity",
    chinese_name: "降魔·忿怒显相",
    kind: EntityKind::Status,
    usage: 2,
    duration: 2,
    answers: answers::OWN_SKILL_COST,
    query: Some(wrath_deity_cost),
    ..EntityDef::BLANK
};

fn wrath_deity_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
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
    let masked = g.character(me.seat, *slot).has(&YAKSHAS_MASK);
    if Some(*slot) == owner(me) && masked && cost.elem_n > 0 {
        cost.elem_n -= 1;
        **used = true;
    }
}

/// The equipped Conqueror of Evil: Guardian Yaksha (215041): Each Yaksha's Mask Bane of All Evil
/// attaches comes with Conqueror of Evil: Wrath Deity.
pub static GUARDIAN_YAKSHA_EQUIP: EntityDef = EntityDef {
    text: "Each Yaksha's Mask Bane of All Evil attaches comes with Conqueror of Evil: Wrath Deity.",
    id: 215041,
    name: "Conqueror of Evil: Guardian Yaksha",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 降魔·护法夜叉 Conqueror of Evil: Guardian Yaksha (talent, 215041).
pub static GUARDIAN_YAKSHA: CardDef = CardDef {
    id: 215041,
    since: V3_7,
    share_id: 99,
    name: "降魔·护法夜叉",
    english_name: "Conqueror of Evil: Guardian Yaksha",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1504),
    talent_skill: Some(15043),
    entity: Some(&GUARDIAN_YAKSHA_EQUIP),
    ..CardDef::BLANK
};
