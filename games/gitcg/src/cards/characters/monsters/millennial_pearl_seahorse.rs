//! 千年珍珠骏麟 Millennial Pearl Seahorse (Electro, no weapon) and what comes with the
//! character: Fontemer Pearl, the round counter of Swirling School of Fish, Resonant Coral Orb,
//! and the talent card Pearl Solidification.

use tavern_protocol::gitcg::{DamageType, Element};

use crate::cards::characters::{find, owner, user, CharacterCards, ELECTRO};
use crate::defs::{
    nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind, EquipSlot, Op,
    SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V4_4};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &MILLENNIAL_PEARL_SEAHORSE,
    talent: &PEARL_SOLIDIFICATION,
    created: &[],
    made_by_hooks: &[],
};

/// 千年珍珠骏麟 Millennial Pearl Seahorse (2403).
pub static MILLENNIAL_PEARL_SEAHORSE: CharacterDef = CharacterDef {
    id: 2403,
    share_id: 322,
    name: "千年珍珠骏麟",
    english_name: "Millennial Pearl Seahorse",
    element: Element::Electro,
    weapon: Weapon::None,
    nations: nation::MONSTER,
    since: V4_4,
    hp: Versioned::same(8),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 24031,
            name: "Tail Sweep",
            chinese_name: "旋尾扇击",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Electro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 24032,
            name: "Swirling School of Fish",
            chinese_name: "霰舞鱼群",
            text: "If this character has Fontemer Pearl, the pearl gains 1 usage (once per round).",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Electro, 3, 0),
            ops: &[Op::Damage(ELECTRO, 3), Op::Custom(school_of_fish)],
        },
        SkillDef {
            id: 24033,
            name: "Fontemer Hoarthunder",
            chinese_name: "原海古雷",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Electro, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(ELECTRO, 1),
                Op::Status(Who::This, &FONTEMER_PEARL),
                Op::Summon(&RESONANT_CORAL_ORB),
            ],
        },
    ],
    passives: &[&FONTEMER_PEARL, &SCHOOL_OF_FISH_COUNTER],
};

/// Swirling School of Fish's extra usage for Fontemer Pearl, once a round (counted on the
/// hidden passive).
fn school_of_fish(g: &mut Gitcg, cx: &mut Cx) {
    let zone = LocZone::Char(user(g, cx));
    let Some(counter) = find(g, cx.seat, zone, &SCHOOL_OF_FISH_COUNTER) else {
        return;
    };
    let Some(pearl) = find(g, cx.seat, zone, &FONTEMER_PEARL) else {
        return;
    };
    if g.ent(counter).var == 0 {
        g.ent_mut(counter).var = 1;
        g.add_usage(pearl, 1);
    }
}

/// 霰舞鱼群 Swirling School of Fish (passive, 24037): not on the table; counts the round's
/// extra usage the elemental skill gave Fontemer Pearl.
pub static SCHOOL_OF_FISH_COUNTER: EntityDef = EntityDef {
    text: "Counts the usage Swirling School of Fish gives Fontemer Pearl, once per round.",
    id: 24037,
    name: "Swirling School of Fish",
    chinese_name: "霰舞鱼群",
    kind: EntityKind::Status,
    hidden: true,
    per_round: true,
    ..EntityDef::BLANK
};

/// 原海明珠 Fontemer Pearl (124032, the passive Pearl Armor attaches it at the start of the
/// match): takes 1 off each hit on the character, spending a usage, except for the round's
/// first hit from a summon (its first two with Pearl Solidification equipped), which it takes
/// off for free; when its side declares the end of the round with the character active, it
/// draws 1 card. 2 usages. `var` counts the round's free hits.
pub static FONTEMER_PEARL: EntityDef = EntityDef {
    text: "Damage taken by the character is reduced by 1 (spends 1 usage; once per round, damage from a summon spends none). When you declare the end of the round: if the character is your active character, draw 1 card.",
    id: 124032,
    name: "Fontemer Pearl",
    chinese_name: "原海明珠",
    kind: EntityKind::Status,
    usage: 2,
    per_round: true,
    listens: trig::REDUCE | trig::DECLARE_END,
    hook: Some(fontemer_pearl),
    ..EntityDef::BLANK
};

fn fontemer_pearl(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    match t {
        Trig::Damage(d) => {
            if d.target != slot || d.amount <= 0 {
                return;
            }
            d.amount -= 1;
            let by_summon = d.entity.is_some_and(|e| e.kind == EntityKind::Summon);
            let free = if g.character(me.seat, slot).has(&PEARL_SOLIDIFICATION_EQUIP) {
                2
            } else {
                1
            };
            if by_summon && g.ent(me).var < free {
                g.ent_mut(me).var += 1;
            } else {
                g.spend(me);
            }
        }
        Trig::Phase if g.player(me.seat).active == slot => g.draw(me.seat, 1),
        _ => {}
    }
}

/// 共鸣珊瑚珠 Resonant Coral Orb (124031): end phase, 1 Electro damage; 2 usages.
pub static RESONANT_CORAL_ORB: EntityDef = EntityDef {
    id: 124031,
    name: "Resonant Coral Orb",
    chinese_name: "共鸣珊瑚珠",
    kind: EntityKind::Summon,
    usage: 2,
    end_phase: &[Op::Damage(ELECTRO, 1)],
    ..EntityDef::BLANK
};

/// The equipped Pearl Solidification (224031): the character's Fontemer Pearl takes off the
/// round's first two hits from summons for free.
pub static PEARL_SOLIDIFICATION_EQUIP: EntityDef = EntityDef {
    text: "The character's Fontemer Pearl spends no usage on the first 2 hits from summons each round (instead of 1).",
    id: 224031,
    name: "Pearl Solidification",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    ..EntityDef::BLANK
};

/// Pearl Solidification entering play: the character gets a Fontemer Pearl with 1 usage, or
/// its Fontemer Pearl gains 1 usage.
fn solidify(g: &mut Gitcg, cx: &mut Cx) {
    let zone = LocZone::Char(user(g, cx));
    match find(g, cx.seat, zone, &FONTEMER_PEARL) {
        Some(pearl) => g.add_usage(pearl, 1),
        None => {
            if let Some(pearl) = g.add_entity(cx.seat, zone, &FONTEMER_PEARL) {
                g.set_usage(pearl, 1);
            }
        }
    }
}

/// 明珠固化 Pearl Solidification (talent, 224031): the active Millennial Pearl Seahorse gets a
/// Fontemer Pearl with 1 usage, or 1 more usage on the one it has.
pub static PEARL_SOLIDIFICATION: CardDef = CardDef {
    text: "Playable only while Millennial Pearl Seahorse is your active character. When it enters play: attach Fontemer Pearl with 1 usage to the character, or give its Fontemer Pearl 1 more usage.",
    id: 224031,
    since: V4_4,
    share_id: 326,
    name: "明珠固化",
    english_name: "Pearl Solidification",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::FREE,
    target: TargetRule::OwnCharacter,
    talent_of: Some(2403),
    entity: Some(&PEARL_SOLIDIFICATION_EQUIP),
    ops: &[Op::Custom(solidify)],
    condition: Some(|g, seat, target| {
        (target != Some(g.player(seat).active))
            .then_some("the talent must be played on the active character")
    }),
    ..CardDef::BLANK
};
