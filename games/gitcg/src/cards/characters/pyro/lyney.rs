//! 林尼 Lyney (Pyro, bow) and what comes with the character: Grin-Malkin Hat, Prop Surplus, and
//! the talent card Conclusive Ovation.

use tavern_protocol::gitcg::{DamageType, Element, SkillId, Source};

use crate::cards::characters::{owner, stack_stock, user, CharacterCards, PYRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_3};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the entities only its hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &LYNEY,
    talent: &CONCLUSIVE_OVATION,
    created: &[],
    made_by_hooks: &[&PROP_SURPLUS],
};

/// 林尼 Lyney (1310).
pub static LYNEY: CharacterDef = CharacterDef {
    id: 1310,
    share_id: 281,
    name: "林尼",
    english_name: "Lyney",
    element: Element::Pyro,
    weapon: Weapon::Bow,
    nations: nation::FONTAINE | nation::FATUI,
    since: V4_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 13101,
            name: "Card Force Translocation",
            chinese_name: "迫牌易位式",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: PROP_ARROW,
            name: "Prop Arrow",
            chinese_name: "隐具魔术箭",
            text: "Adds 1 layer of Prop Surplus to this character (at most 3).",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[
                Op::Damage(PYRO, 2),
                Op::Summon(&GRIN_MALKIN_HAT),
                Op::Custom(prop_surplus),
                Op::PierceSelf(1, 6),
            ],
        },
        SkillDef {
            id: BEWILDERING_LIGHTS,
            name: "Bewildering Lights",
            chinese_name: "眩惑光戏法",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[Op::Damage(PYRO, 3)],
        },
        SkillDef {
            id: 13104,
            name: "Wondrous Trick: Miracle Parade",
            chinese_name: "大魔术·灵迹巡游",
            text: "Adds 1 layer of Prop Surplus to this character (at most 3).",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(PYRO, 3),
                Op::Summon(&GRIN_MALKIN_HAT),
                Op::Custom(prop_surplus),
            ],
        },
    ],
    passives: &[],
};

/// Lyney's second Normal Attack, which his talent card uses.
const PROP_ARROW: u32 = 13102;
/// Lyney's elemental skill, which Prop Surplus strengthens.
const BEWILDERING_LIGHTS: u32 = 13103;

/// The most layers Prop Surplus holds.
const MAX_LAYERS: u8 = 3;

/// One more layer of Prop Surplus on the user.
fn prop_surplus(g: &mut Gitcg, cx: &mut Cx) {
    let zone = LocZone::Char(user(g, cx));
    stack_stock(g, cx.seat, zone, &PROP_SURPLUS, 1, MAX_LAYERS);
}

/// 怪笑猫猫帽 Grin-Malkin Hat (113101): end phase, 1 Pyro damage; 1 usage, stacking to 2.
pub static GRIN_MALKIN_HAT: EntityDef = EntityDef {
    id: 113101,
    name: "Grin-Malkin Hat",
    chinese_name: "怪笑猫猫帽",
    kind: EntityKind::Summon,
    usage: 1,
    usage_cap: 2,
    end_phase: &[Op::Damage(PYRO, 1)],
    ..EntityDef::BLANK
};

/// 隐具余数 Prop Surplus (113102): layers in its stock (1 when attached, 1 more each time again,
/// at most 3). Bewildering Lights deals +1 damage per layer; once that skill is over, the
/// layers are spent, each healing the character by 1, and the status leaves.
pub static PROP_SURPLUS: EntityDef = EntityDef {
    text: "Up to 3 layers. When the character uses Bewildering Lights: +1 damage per layer; after the skill, spend every layer and heal the character for 1 per layer.",
    id: 113102,
    name: "Prop Surplus",
    chinese_name: "隐具余数",
    kind: EntityKind::Status,
    stock: Some(1),
    listens: trig::BONUS_OUT | trig::AFTER_SKILL,
    hook: Some(prop_surplus_acts),
    ..EntityDef::BLANK
};

fn prop_surplus_acts(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let holder = owner(me);
    match t {
        Trig::Damage(d) => {
            let lights = matches!(
                d.source,
                Some(Source::Skill { skill, .. }) if skill == SkillId(BEWILDERING_LIGHTS)
            );
            if lights && d.from == me.seat && d.by == holder {
                d.amount += g.ent(me).stock as i16;
            }
        }
        Trig::AfterSkill {
            character, skill, ..
        } if Some(*character) == holder && *skill == BEWILDERING_LIGHTS => {
            let layers = g.ent(me).stock;
            let source = g.source_of(me);
            g.discard(me);
            g.heal(me.seat, *character, layers, source);
        }
        _ => {}
    }
}

/// The equipped Conclusive Ovation (213101): while Lyney stands, the first damage in a round
/// that he or a Grin-Malkin Hat of his side deals to a character with Pyro applied gets +2.
pub static CONCLUSIVE_OVATION_EQUIP: EntityDef = EntityDef {
    text: "Damage the character or Grin-Malkin Hat deals to a character affected by Pyro is increased by 2 (once per round).",
    id: 213101,
    name: "Conclusive Ovation",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::BONUS_OUT,
    hook: Some(conclusive_ovation),
    ..EntityDef::BLANK
};

fn conclusive_ovation(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let ours = (d.by.is_some() && d.by == owner(me)) || d.entity == Some(&GRIN_MALKIN_HAT);
    let pyro = g.character(d.to, d.target).aura.has(Element::Pyro);
    if d.from == me.seat && ours && pyro && g.ent(me).var == 0 {
        d.amount += 2;
        g.ent_mut(me).var = 1;
    }
}

/// 完场喝彩 Conclusive Ovation (talent, 213101): Lyney uses Prop Arrow.
pub static CONCLUSIVE_OVATION: CardDef = CardDef {
    id: 213101,
    since: V4_3,
    share_id: 290,
    name: "完场喝彩",
    english_name: "Conclusive Ovation",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1310),
    talent_skill: Some(PROP_ARROW),
    entity: Some(&CONCLUSIVE_OVATION_EQUIP),
    ..CardDef::BLANK
};
