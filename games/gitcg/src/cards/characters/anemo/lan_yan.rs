//! 蓝砚 Lan Yan (Anemo, catalyst) and what comes with the character: Swallow-Wisp Shield, and
//! the talent card Dance Vestments Billow Like Rainbow Jade. Efficient Switch is a keyword
//! status of the rules (`cards/builtin.rs`).
//!
//! Arrived in 5.8.

use tavern_protocol::gitcg::Element;
use tavern_protocol::Seat;

use crate::cards::builtin::EFFICIENT_SWITCH;
use crate::cards::characters::{owner, CharacterCards, ANEMO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::LocZone;
use crate::version::{Versioned, V5_8};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &LAN_YAN,
    talent: &DANCE_VESTMENTS,
    created: &[],
    made_by_hooks: &[&SWALLOW_WISP_SHIELD],
};

/// Lan Yan's card id.
const LAN_YAN_ID: u32 = 1512;
/// Her elemental skill, which her talent card uses.
const PINION_DANCE: u32 = 15122;

/// 蓝砚 Lan Yan (1512).
pub static LAN_YAN: CharacterDef = CharacterDef {
    id: LAN_YAN_ID,
    share_id: 492,
    name: "蓝砚",
    english_name: "Lan Yan",
    element: Element::Anemo,
    weapon: Weapon::Catalyst,
    nations: nation::LIYUE,
    since: V5_8,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15121,
            name: "Black Pheasant Strides on Water",
            chinese_name: "玄鸾画水",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(ANEMO, 1)],
        },
        SkillDef {
            id: PINION_DANCE,
            name: "Swallow-Wisp Pinion Dance",
            chinese_name: "凤缕随翦舞",
            text: "Gain 2 layers of Swallow-Wisp Shield and 1 layer of Efficient Switch, then deal 1 Anemo damage; if this skill triggered Swirl, gain 1 more layer of Swallow-Wisp Shield.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[Op::Custom(pinion_dance)],
        },
        SkillDef {
            id: 15123,
            name: "Lustrous Moonrise",
            chinese_name: "鹍弦踏月出",
            text: "Gain 2 layers of Swallow-Wisp Shield.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[Op::Damage(ANEMO, 3), Op::Custom(|g, cx| shields(g, cx.seat, 2))],
        },
    ],
    passives: &[],
};

/// Swallow-Wisp Pinion Dance: 2 layers of Swallow-Wisp Shield and a layer of Efficient Switch,
/// then 1 Anemo damage; a Swirl of it (noted for the side until the skill ends) gives a third
/// layer.
fn pinion_dance(g: &mut Gitcg, cx: &mut Cx) {
    shields(g, cx.seat, 2);
    g.add_entity(cx.seat, LocZone::Combat, &EFFICIENT_SWITCH);
    g.run_op(Op::Damage(ANEMO, 1), cx);
    if g.player(cx.seat).swirled.is_some() {
        shields(g, cx.seat, 1);
    }
}

/// `n` more layers of Swallow-Wisp Shield for `seat`.
fn shields(g: &mut Gitcg, seat: Seat, n: u8) {
    for _ in 0..n {
        g.add_entity(seat, LocZone::Combat, &SWALLOW_WISP_SHIELD);
    }
}

/// 凤缕护盾 Swallow-Wisp Shield (combat status, 115121): 1 shield point for the active character
/// a layer; layers stack without limit.
pub static SWALLOW_WISP_SHIELD: EntityDef = EntityDef {
    id: 115121,
    name: "Swallow-Wisp Shield",
    chinese_name: "凤缕护盾",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: u8::MAX,
    shield: true,
    ..EntityDef::BLANK
};

/// 舞袂翩兮扬玉霓 Dance Vestments Billow Like Rainbow Jade (talent, 215121): equipping it uses
/// Swallow-Wisp Pinion Dance.
pub static DANCE_VESTMENTS: CardDef = CardDef {
    id: 215121,
    since: V5_8,
    share_id: 495,
    name: "舞袂翩兮扬玉霓",
    english_name: "Dance Vestments Billow Like Rainbow Jade",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(LAN_YAN_ID),
    talent_skill: Some(PINION_DANCE),
    entity: Some(&DANCE_VESTMENTS_EQUIP),
    ..CardDef::BLANK
};

/// Dance Vestments Billow Like Rainbow Jade, equipped: when a character of the side makes a
/// Normal Attack, the side gains 1 layer of Swallow-Wisp Shield (once per round).
pub static DANCE_VESTMENTS_EQUIP: EntityDef = EntityDef {
    id: 215121,
    name: "Dance Vestments Billow Like Rainbow Jade",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::AFTER_SKILL,
    hook: Some(|g, me, t| {
        let Trig::AfterSkill { kind, .. } = *t else {
            return;
        };
        if kind == SkillKind::Normal && owner(me).is_some() && g.ent(me).var == 0 {
            g.ent_mut(me).var = 1;
            g.add_entity(me.seat, LocZone::Combat, &SWALLOW_WISP_SHIELD);
        }
    }),
    text: "When one of your characters makes a Normal Attack: gain 1 layer of Swallow-Wisp Shield (once per round).",
    ..EntityDef::BLANK
};
