//! 莱欧斯利 Wriothesley (Cryo, catalyst) and what comes with the character: his passive Darkgold
//! Wolfbite, Chilling Penalty, Lingering Icicles, and the talent card Terror for the Evildoers.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, strike, CharacterCards, CRYO};
use crate::defs::{
    answers, nation, trig, Bonus, CardDef, CardKind, CharacterDef, Cost, DamageFilter, EntityDef,
    EntityKind, EquipSlot, Op, Paying, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V4_7};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &WRIOTHESLEY,
    talent: &TERROR_FOR_THE_EVILDOERS,
    created: &[],
    made_by_hooks: &[],
};

/// 莱欧斯利 Wriothesley (1111).
pub static WRIOTHESLEY: CharacterDef = CharacterDef {
    id: 1111,
    share_id: 363,
    name: "莱欧斯利",
    english_name: "Wriothesley",
    element: Element::Cryo,
    weapon: Weapon::Catalyst,
    nations: nation::FONTAINE,
    since: V4_7,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: FORCEFUL_FISTS_OF_FROST,
            name: "Forceful Fists of Frost",
            chinese_name: "迅烈倾霜拳",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(CRYO, 1)],
        },
        SkillDef {
            id: 11112,
            name: "Icefang Rush",
            chinese_name: "冰牙突驰",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::Status(Who::This, &CHILLING_PENALTY),
            ],
        },
        SkillDef {
            id: 11113,
            name: "Darkgold Wolfbite",
            chinese_name: "黑金狼噬",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(3),
            ops: &[Op::Damage(CRYO, 2), Op::Combat(&LINGERING_ICICLES)],
        },
    ],
    passives: &[&DARKGOLD_WOLFBITE],
};

/// Wriothesley's normal attack, which his talent card uses.
const FORCEFUL_FISTS_OF_FROST: u32 = 11111;

/// 黑金狼噬 Darkgold Wolfbite (passive, 11116): for every 2 times the character is damaged or
/// healed this round, his burst costs 1 elemental die less (at most 2). Not on the table; `var`
/// counts the round's hits and heals.
pub static DARKGOLD_WOLFBITE: EntityDef = EntityDef {
    text: "For every 2 times the character takes damage or is healed this round, his Elemental Burst costs 1 elemental die less (at most 2 less).",
    id: 11116,
    name: "Darkgold Wolfbite",
    chinese_name: "黑金狼噬",
    kind: EntityKind::Status,
    hidden: true,
    per_round: true,
    listens: trig::DAMAGED | trig::HEALED,
    hook: Some(wolfbite_count),
    answers: answers::OWN_SKILL_COST,
    query: Some(wolfbite_cost),
    ..EntityDef::BLANK
};

/// Whether a "damaged" or "healed" trigger concerns the character at `me` (受到伤害或治疗).
fn damaged_or_healed(me: Loc, t: &Trig<'_>) -> bool {
    let target = match t {
        Trig::Dealt(d) => d.target,
        Trig::Healed { character, .. } => *character,
        _ => return false,
    };
    owner(me) == Some(target)
}

fn wolfbite_count(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if damaged_or_healed(me, t) {
        let e = g.ent_mut(me);
        e.var = e.var.saturating_add(1);
    }
}

fn wolfbite_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Burst,
                ..
            },
        cost,
        ..
    } = q
    else {
        return;
    };
    if Some(*slot) == owner(me) {
        cost.elem_n = cost.elem_n.saturating_sub((g.ent(me).var / 2).min(2));
    }
}

/// 寒烈的惩裁 Chilling Penalty (111111): the character's normal attacks deal +1 and, at 6 HP or
/// more, cost 1 Cryo die less; after each normal attack, at 6 HP or more he takes 1 Piercing
/// damage, at 5 or less he is healed by 2. 2 usages, one spent per normal attack.
pub static CHILLING_PENALTY: EntityDef = EntityDef {
    text: "While the character has at least 6 HP, his Normal Attacks cost 1 Cryo die less. After a Normal Attack (spends 1 usage): if he has at least 6 HP, deal 1 Piercing damage to him; if he has 5 HP or less, heal him for 2 HP.",
    id: 111111,
    name: "Chilling Penalty",
    chinese_name: "寒烈的惩裁",
    kind: EntityKind::Status,
    usage: 2,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::NormalAttacks,
        spends_usage: false,
    }),
    listens: trig::AFTER_SKILL,
    hook: Some(chilling_penalty),
    answers: answers::OWN_SKILL_COST,
    query: Some(chilling_penalty_cost),
    ..EntityDef::BLANK
};

fn chilling_penalty(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::AfterSkill {
        character,
        kind: SkillKind::Normal,
        ..
    } = t
    else {
        return;
    };
    if owner(me) != Some(*character) {
        return;
    }
    let slot = *character;
    let (source, serial) = (g.source_of(me), g.ent(me).serial);
    if g.character(me.seat, slot).hp >= 6 {
        g.pierce_own(me.seat, slot, 1, 6, source);
    } else {
        g.heal(me.seat, slot, 2, source);
    }
    if let Some(at) = g.relocate(me, serial).filter(|l| !g.ent(*l).dead) {
        g.spend(at);
    }
}

fn chilling_penalty_cost(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::Cost {
        of:
            Paying::Skill {
                slot,
                kind: SkillKind::Normal,
                ..
            },
        cost,
        ..
    } = q
    else {
        return;
    };
    let strong = owner(me).is_some_and(|s| g.character(me.seat, s).hp >= 6);
    if Some(*slot) == owner(me) && strong && cost.element == Some(Element::Cryo) {
        cost.elem_n = cost.elem_n.saturating_sub(1);
    }
}

/// 余威冰锥 Lingering Icicles (111112): before this side chooses an action, 2 Cryo damage; 1
/// usage.
pub static LINGERING_ICICLES: EntityDef = EntityDef {
    text: "Before you choose an action, deal 2 Cryo damage.",
    id: 111112,
    name: "Lingering Icicles",
    chinese_name: "余威冰锥",
    kind: EntityKind::Combat,
    usage: 1,
    listens: trig::BEFORE_ACTION,
    hook: Some(|g, me, _| strike(g, me, CRYO, 2)),
    ..EntityDef::BLANK
};

/// The equipped Terror for the Evildoers (211111): each time Wriothesley is damaged or healed,
/// 1 Redress point, kept in its stock; a skill of his dealing damage with 3 points spends them
/// for +1.
pub static TERROR_FOR_THE_EVILDOERS_EQUIP: EntityDef = EntityDef {
    text: "After the character takes damage or is healed, gain 1 Redress point. When he uses a skill with 3 Redress points: spend them, the skill deals +1 damage.",
    id: 211111,
    name: "Terror for the Evildoers",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    stock: Some(0),
    listens: trig::DAMAGED | trig::HEALED | trig::BONUS_OUT,
    hook: Some(terror),
    ..EntityDef::BLANK
};

fn terror(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Damage(d) = t {
        let mine = d.skill.is_some() && d.by == owner(me) && d.by.is_some();
        if mine && d.ty != DamageType::Piercing && g.ent(me).stock >= 3 {
            g.ent_mut(me).stock -= 3;
            d.amount += 1;
        }
    } else if damaged_or_healed(me, t) {
        let e = g.ent_mut(me);
        e.stock = e.stock.saturating_add(1);
    }
}

/// 予行恶者以惩惧 Terror for the Evildoers (talent, 211111): Wriothesley uses Forceful Fists of
/// Frost.
pub static TERROR_FOR_THE_EVILDOERS: CardDef = CardDef {
    id: 211111,
    since: V4_7,
    share_id: 372,
    name: "予行恶者以惩惧",
    english_name: "Terror for the Evildoers",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 1, 2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1111),
    talent_skill: Some(FORCEFUL_FISTS_OF_FROST),
    entity: Some(&TERROR_FOR_THE_EVILDOERS_EQUIP),
    ..CardDef::BLANK
};
