//! 辛焱 Xinyan (Pyro, claymore) and what comes with the character: Shield of Passion, Festive
//! Fires, and the talent card Rockin' in a Flaming World.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{owner, strike, CharacterCards, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::Loc;
use crate::version::{Versioned, V4_7};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &XINYAN,
    talent: &ROCKIN_IN_A_FLAMING_WORLD,
    created: &[],
    made_by_hooks: &[],
};

/// 辛焱 Xinyan (1312).
pub static XINYAN: CharacterDef = CharacterDef {
    id: 1312,
    share_id: 365,
    name: "辛焱",
    english_name: "Xinyan",
    element: Element::Pyro,
    weapon: Weapon::Claymore,
    nations: nation::LIYUE,
    since: V4_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: DANCE_ON_FIRE,
            name: "Dance on Fire",
            chinese_name: "炎舞",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13122,
            name: "Sweeping Fervor",
            chinese_name: "热情拂扫",
            text: "Discard the card of your hand with the highest original cost (at random among equals).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[
                Op::Damage(PYRO, 2),
                Op::Custom(|g, cx| {
                    g.discard_costliest(cx.seat);
                }),
                Op::Combat(&SHIELD_OF_PASSION),
            ],
        },
        SkillDef {
            id: 13123,
            name: "Riff Revolution",
            chinese_name: "叛逆刮弦",
            text: "Discard all cards of your hand.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(DamageType::Physical, 3),
                Op::PierceStandby(2),
                Op::Custom(discard_hand),
                Op::Combat(&FESTIVE_FIRES),
            ],
        },
    ],
    passives: &[],
};

/// Xinyan's normal attack, which her talent card uses.
const DANCE_ON_FIRE: u32 = 13121;

fn discard_hand(g: &mut Gitcg, cx: &mut Cx) {
    while g.discard_from_hand(cx.seat, 0).is_some() {}
}

/// 热情护盾 Shield of Passion (113121): a 2-point shield for the active character.
pub static SHIELD_OF_PASSION: EntityDef = EntityDef {
    id: 113121,
    name: "Shield of Passion",
    chinese_name: "热情护盾",
    kind: EntityKind::Combat,
    usage: 2,
    shield: true,
    ..EntityDef::BLANK
};

/// 氛围烈焰 Festive Fires (113123): when this side declares the end of its round holding at most
/// 1 card, 1 Pyro damage; 2 usages.
pub static FESTIVE_FIRES: EntityDef = EntityDef {
    text: "When you declare the end of your round with at most 1 card in your hand: deal 1 Pyro damage.",
    id: 113123,
    name: "Festive Fires",
    chinese_name: "氛围烈焰",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::DECLARE_END,
    hook: Some(|g, me, _| {
        if g.player(me.seat).hand.len() <= 1 {
            strike(g, me, PYRO, 1);
        }
    }),
    ..EntityDef::BLANK
};

/// The equipped Rockin' in a Flaming World (213121): once per round, a skill of Xinyan's while
/// her side holds at most 1 card deals +2 (`var` marks the round's use).
pub static ROCKIN_IN_A_FLAMING_WORLD_EQUIP: EntityDef = EntityDef {
    text: "When the character uses a skill while you hold at most 1 card: it deals +2 damage (once per round).",
    id: 213121,
    name: "Rockin' in a Flaming World",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::BONUS_OUT,
    hook: Some(rockin),
    ..EntityDef::BLANK
};

fn rockin(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let hers = d.skill.is_some() && d.by.is_some() && d.by == owner(me);
    let few = g.player(me.seat).hand.len() <= 1;
    if hers && few && d.ty != DamageType::Piercing && g.ent(me).var == 0 {
        d.amount += 2;
        g.ent_mut(me).var = 1;
    }
}

/// 地狱里摇摆 Rockin' in a Flaming World (talent, 213121): Xinyan uses Dance on Fire.
pub static ROCKIN_IN_A_FLAMING_WORLD: CardDef = CardDef {
    id: 213121,
    since: V4_7,
    share_id: 374,
    name: "地狱里摇摆",
    english_name: "Rockin' in a Flaming World",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 1, 2),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1312),
    talent_skill: Some(DANCE_ON_FIRE),
    entity: Some(&ROCKIN_IN_A_FLAMING_WORLD_EQUIP),
    ..CardDef::BLANK
};
