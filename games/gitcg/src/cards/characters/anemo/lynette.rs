//! 琳妮特 Lynette (Anemo, sword) and what comes with the character: Overawing Assault, Bogglecat
//! Box, and the talent card A Cold Blade Like a Shadow.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{user, CharacterCards, ANEMO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, Direction, EntityDef, EntityKind,
    EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V4_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &LYNETTE,
    talent: &A_COLD_BLADE_LIKE_A_SHADOW,
    created: &[],
    made_by_hooks: &[&OVERAWING_ASSAULT],
};

/// 琳妮特 Lynette (1508).
pub static LYNETTE: CharacterDef = CharacterDef {
    id: 1508,
    share_id: 282,
    name: "琳妮特",
    english_name: "Lynette",
    element: Element::Anemo,
    weapon: Weapon::Sword,
    nations: nation::FONTAINE | nation::FATUI,
    since: V4_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15081,
            name: "Rapid Ritesword",
            chinese_name: "迅捷礼刺剑",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: ENIGMATIC_FEINT,
            name: "Enigmatic Feint",
            chinese_name: "谜影障身法",
            text: "Deals 3 Anemo damage. The first time this round, if this character has at most 8 HP: heals this character for 2 and attaches Overawing Assault to it. With A Cold Blade Like a Shadow equipped, the second use this round deals +2 damage and forces the opponent to switch to their previous character.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Custom(enigmatic_feint)],
        },
        SkillDef {
            id: 15083,
            name: "Magic Trick: Astonishing Shift",
            chinese_name: "魔术·运变惊奇",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[Op::Damage(ANEMO, 2), Op::Summon(&BOGGLECAT_BOX)],
        },
    ],
    passives: &[],
};

/// Lynette's elemental skill, which her talent card uses.
const ENIGMATIC_FEINT: u32 = 15082;
/// Its place in her skill list (where `skill_uses` counts it).
const FEINT_INDEX: usize = 1;

/// 3 Anemo damage (+2 on the second use of a round with the talent, then the opponent switches
/// back); on the first use of a round, at 8 HP or less, she heals 2 and takes Overawing Assault.
fn enigmatic_feint(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let c = g.character(cx.seat, slot);
    // `skill_uses` already counts this use.
    let uses = c.skill_uses[FEINT_INDEX];
    let cold_blade = uses == 2 && c.has(&A_COLD_BLADE_LIKE_A_SHADOW_EQUIP);
    let damage = if cold_blade { 5 } else { 3 };
    g.run_op(Op::Damage(ANEMO, damage), cx);
    let c = g.character(cx.seat, slot);
    if uses == 1 && c.standing() && c.hp <= 8 {
        g.run_op(Op::Heal(Who::This, 2), cx);
        g.run_op(Op::Status(Who::This, &OVERAWING_ASSAULT), cx);
    }
    if cold_blade {
        g.run_op(Op::SwitchOpponent(Direction::Prev), cx);
    }
}

/// 攻袭余威 Overawing Assault (115081): end phase, the character takes 2 Piercing damage if it
/// has at least 6 HP; lasts 1 round.
pub static OVERAWING_ASSAULT: EntityDef = EntityDef {
    id: 115081,
    name: "Overawing Assault",
    chinese_name: "攻袭余威",
    kind: EntityKind::Status,
    duration: 1,
    end_phase: &[Op::PierceSelf(2, 6)],
    ..EntityDef::BLANK
};

/// Bits of `var` of Bogglecat Box below this one hold the element it turned into (the
/// element's index + 1, as [`crate::state::Ent::turned`] reads it).
const TAUNTED: u8 = 1 << 4;

/// 惊奇猫猫盒 Bogglecat Box (115082): end phase, 1 Anemo damage; 2 usages. Once a round it takes
/// 1 off a hit on its side's active character; the first time a character of its side takes
/// Cryo, Hydro, Pyro or Electro damage, its own damage turns into that element for as long as
/// it stays. The turned element is kept in the low bits of `var`, the round's reduction in
/// [`TAUNTED`], cleared when the next round's roll phase begins. The data's separate Taunt
/// combat status (115083) states the same reduction; the box carries it itself.
pub static BOGGLECAT_BOX: EntityDef = EntityDef {
    text: "When your active character takes damage: decrease it by 1 (once per round). When your character takes Cryo, Hydro, Pyro or Electro damage: this card's damage turns into that element (once while it is in play).",
    id: 115082,
    name: "Bogglecat Box",
    chinese_name: "惊奇猫猫盒",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(ANEMO, 1)],
    listens: trig::INFUSE | trig::REDUCE | trig::DAMAGED | trig::ROLL,
    hook: Some(bogglecat_box),
    ..EntityDef::BLANK
};

/// The element Bogglecat Box turned into, if any.
fn box_element(var: u8) -> Option<Element> {
    match var & (TAUNTED - 1) {
        0 => None,
        n => Element::ALL.get(n as usize - 1).copied(),
    }
}

fn bogglecat_box(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let var = g.ent(me).var;
    match t {
        // Its own damage, in the element it turned into.
        Trig::Damage(d) if d.from == me.seat && d.entity == Some(&BOGGLECAT_BOX) => {
            if let (ANEMO, Some(e)) = (d.ty, box_element(var)) {
                d.ty = DamageType::Elemental(e);
            }
        }
        // A hit on its side's active character, once a round.
        Trig::Damage(d) if d.to == me.seat && d.to_active && d.amount > 0 && var & TAUNTED == 0 => {
            d.amount -= 1;
            g.ent_mut(me).var |= TAUNTED;
        }
        // A character of its side took damage: the first of the four elements turns it.
        Trig::Dealt(d) if box_element(var).is_none() => {
            if let DamageType::Elemental(
                e @ (Element::Cryo | Element::Hydro | Element::Pyro | Element::Electro),
            ) = d.ty
            {
                g.ent_mut(me).var |= e as u8 + 1;
            }
        }
        Trig::Roll { .. } => g.ent_mut(me).var &= !TAUNTED,
        _ => {}
    }
}

/// The equipped A Cold Blade Like a Shadow (215081): the second Enigmatic Feint of each round
/// deals +2 damage and forces the opponent to switch to their previous character (its
/// skill's own op reads it).
pub static A_COLD_BLADE_LIKE_A_SHADOW_EQUIP: EntityDef = EntityDef {
    text: "The second time the character uses Enigmatic Feint in a round: +2 damage, and the opponent is forced to switch to their previous character.",
    id: 215081,
    name: "A Cold Blade Like a Shadow",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// 如影流露的冷刃 A Cold Blade Like a Shadow (talent, 215081): Lynette uses Enigmatic Feint.
pub static A_COLD_BLADE_LIKE_A_SHADOW: CardDef = CardDef {
    id: 215081,
    since: V4_3,
    share_id: 291,
    name: "如影流露的冷刃",
    english_name: "A Cold Blade Like a Shadow",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1508),
    talent_skill: Some(ENIGMATIC_FEINT),
    entity: Some(&A_COLD_BLADE_LIKE_A_SHADOW_EQUIP),
    ..CardDef::BLANK
};
