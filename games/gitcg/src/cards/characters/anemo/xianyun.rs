//! 闲云 Xianyun (Anemo, catalyst) and what comes with the character: Skyladder, Driftcloud Wave,
//! the Technique card Starwicker with its technique Adeptal Assistance, Soaring on the Wind, and
//! the talent card They Call Her Cloud Retainer.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{deal_as, owner, CharacterCards, ANEMO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Discount, DiscountDice, Discounted,
    EntityDef, EntityKind, EquipSlot, Op, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::version::{Versioned, V5_0};
use crate::Gitcg;

/// The registry entry: the character, its talent card and the Technique card its burst
/// creates.
pub static CARDS: CharacterCards = CharacterCards {
    character: &XIANYUN,
    talent: &THEY_CALL_HER_CLOUD_RETAINER,
    created: &[&STARWICKER],
    made_by_hooks: &[],
};

/// 闲云 Xianyun (1510).
pub static XIANYUN: CharacterDef = CharacterDef {
    id: 1510,
    share_id: 408,
    name: "闲云",
    english_name: "Xianyun",
    element: Element::Anemo,
    weapon: Weapon::Catalyst,
    nations: nation::LIYUE,
    since: V5_0,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 15101,
            name: "Word of Wind and Flower",
            chinese_name: "清风散花词",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Anemo, 1, 2),
            ops: &[Op::Damage(ANEMO, 1)],
        },
        SkillDef {
            id: WHITE_CLOUDS_AT_DAWN,
            name: "White Clouds at Dawn",
            chinese_name: "朝起鹤云",
            text: "",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Anemo, 3, 0),
            ops: &[
                Op::Damage(ANEMO, 2),
                Op::Combat(&SKYLADDER),
                Op::Status(Who::This, &DRIFTCLOUD_WAVE),
            ],
        },
        SkillDef {
            id: 15103,
            name: "Stars Gather at Dusk",
            chinese_name: "暮集竹星",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Anemo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ANEMO, 1),
                Op::Heal(Who::All, 1),
                Op::CreateCard(&STARWICKER),
            ],
        },
    ],
    passives: &[],
};

/// Xianyun's elemental skill, which her talent card uses.
const WHITE_CLOUDS_AT_DAWN: u32 = 15102;

/// 步天梯 Skyladder (115101): the side's Switch Character action costs 1 die less; 1 usage,
/// stacking to 2.
pub static SKYLADDER: EntityDef = EntityDef {
    id: 115101,
    name: "Skyladder",
    chinese_name: "步天梯",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: 2,
    discount: Some(Discount {
        on: Discounted::Switch,
        dice: DiscountDice::Any,
        amount: 1,
        limit: 0,
    }),
    ..EntityDef::BLANK
};

/// 闲云冲击波 Driftcloud Wave (115104): after its side switches to the character, 1 Anemo
/// damage; 1 usage, stacking to 2.
pub static DRIFTCLOUD_WAVE: EntityDef = EntityDef {
    id: 115104,
    name: "Driftcloud Wave",
    chinese_name: "闲云冲击波",
    kind: EntityKind::Status,
    usage: 1,
    usage_cap: 2,
    listens: trig::SWITCHED,
    hook: Some(driftcloud_wave),
    text: "After you switch to the character: deal 1 Anemo damage (spends 1 usage).",
    ..EntityDef::BLANK
};

fn driftcloud_wave(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Switched { to, .. } = t else { return };
    if owner(me) != Some(*to) {
        return;
    }
    if let Some(me) = deal_as(g, me, ANEMO, 1) {
        g.spend(me);
    }
}

/// 仙力助推 Adeptal Assistance (1151021): the technique of Starwicker, which heals the wearer
/// for 2 and gives it Soaring on the Wind.
pub static ADEPTAL_ASSISTANCE: SkillDef = SkillDef {
    id: 1151021,
    name: "Adeptal Assistance",
    chinese_name: "仙力助推",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::same(1),
    ops: &[
        Op::Heal(Who::This, 2),
        Op::Status(Who::This, &SOARING_ON_THE_WIND),
    ],
};

/// 竹星 Starwicker (Technique card, 115102), made by Xianyun's burst.
pub static STARWICKER: CardDef = CardDef {
    id: 115102,
    share_id: 0,
    name: "竹星",
    english_name: "Starwicker",
    kind: CardKind::Equipment(EquipSlot::Technique),
    cost: Cost::FREE,
    target: TargetRule::OwnCharacter,
    entity: Some(&STARWICKER_EQUIP),
    ..CardDef::BLANK
};

/// Starwicker, equipped: its technique is Adeptal Assistance; 2 usages.
pub static STARWICKER_EQUIP: EntityDef = EntityDef {
    id: 115102,
    name: "Starwicker",
    kind: EntityKind::Equipment(EquipSlot::Technique),
    usage: 2,
    technique: Some(&ADEPTAL_ASSISTANCE),
    ..EntityDef::BLANK
};

/// 踏风腾跃 Soaring on the Wind (115103): the character's next Normal Attack is a plunging
/// attack with +1 damage, and 1 Anemo damage follows once it is over; 1 usage.
pub static SOARING_ON_THE_WIND: EntityDef = EntityDef {
    id: 115103,
    name: "Soaring on the Wind",
    chinese_name: "踏风腾跃",
    kind: EntityKind::Status,
    usage: 1,
    listens: trig::INFUSE | trig::AFTER_SKILL,
    hook: Some(soaring_on_the_wind),
    text: "When the character makes a Normal Attack: it is a plunging attack and deals +1 damage; once it is over, deal 1 Anemo damage (spends 1 usage).",
    ..EntityDef::BLANK
};

fn soaring_on_the_wind(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        // At the first step of the attack's damage: a plunging attack for every later step,
        // and +1 (once per attack).
        Trig::Damage(d)
            if d.by == Some(slot)
                && d.skill == Some(SkillKind::Normal)
                && d.ty != DamageType::Piercing
                && g.ent(me).mark == 0 =>
        {
            g.mark(me, 1);
            d.plunging = true;
            d.amount += 1;
        }
        Trig::AfterSkill {
            character, kind, ..
        } if *character == slot && *kind == SkillKind::Normal => {
            if let Some(me) = deal_as(g, me, ANEMO, 1) {
                g.spend(me);
            }
        }
        _ => {}
    }
}

/// The equipped They Call Her Cloud Retainer (215101): each switch of its side adds a layer of
/// Wind Plume (its stock, shown; at most 2 a round); Xianyun's Word of Wind and Flower spends
/// every layer for +1 damage each.
pub static THEY_CALL_HER_CLOUD_RETAINER_EQUIP: EntityDef = EntityDef {
    id: 215101,
    name: "They Call Her Cloud Retainer",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    stock: Some(0),
    per_round: true,
    listens: trig::SWITCHED | trig::BONUS_OUT,
    hook: Some(cloud_retainer),
    text: "When you switch characters: gain 1 layer of Wind Plume (at most 2 per round). When the character uses Word of Wind and Flower: spend every layer of Wind Plume, +1 damage for each.",
    ..EntityDef::BLANK
};

fn cloud_retainer(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    match t {
        Trig::Switched { .. } => {
            let e = g.ent_mut(me);
            if e.var < 2 {
                e.var += 1;
                e.stock += 1;
            }
        }
        Trig::Damage(d)
            if owner(me).is_some() && d.by == owner(me) && d.skill == Some(SkillKind::Normal) =>
        {
            let e = g.ent_mut(me);
            d.amount += e.stock as i16;
            e.stock = 0;
        }
        _ => {}
    }
}

/// 知是留云僊 They Call Her Cloud Retainer (talent, 215101): Xianyun uses White Clouds at Dawn.
pub static THEY_CALL_HER_CLOUD_RETAINER: CardDef = CardDef {
    id: 215101,
    since: V5_0,
    share_id: 411,
    name: "知是留云僊",
    english_name: "They Call Her Cloud Retainer",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Anemo, 3, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(1510),
    talent_skill: Some(WHITE_CLOUDS_AT_DAWN),
    entity: Some(&THEY_CALL_HER_CLOUD_RETAINER_EQUIP),
    ..CardDef::BLANK
};
