//! 希诺宁 Xilonen (Geo, sword) and what comes with the character: her Nightsoul's Blessing,
//! Combat Blading Gear and its Technique High-Speed Leap, her passive Source Sample with the
//! five Source Samples and the statuses they put on the opposing side, and the talent card
//! Tour of Tepeilhuitl.
//!
//! Arrived in 5.6.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{find, most_injured, owner, user, CharacterCards, GEO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::nightsoul::{MOST_POINTS, NIGHTSOUL};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_6};
use crate::Gitcg;

/// The registry entry: the character, its talent card and what only hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &XILONEN,
    talent: &TOUR_OF_TEPEILHUITL,
    created: &[],
    made_by_hooks: &[
        &NIGHTSOULS_BLESSING,
        &SAMPLE_GEO,
        &SAMPLE_HYDRO,
        &SAMPLE_PYRO,
        &SAMPLE_CRYO,
        &SAMPLE_ELECTRO,
        &EXTRA_GEO,
        &EXTRA_HYDRO,
        &EXTRA_PYRO,
        &EXTRA_CRYO,
        &EXTRA_ELECTRO,
    ],
};

/// Xilonen's card id.
const XILONEN_ID: u32 = 1611;
/// Her elemental skill, refused while she is in Nightsoul's Blessing.
const YOHUALS_SCRATCH: u32 = 16112;
/// High-Speed Leap's id, refused without a Nightsoul point.
const LEAP_ID: u32 = 1161121;
/// The layers of Source Sample: Geo she starts the battle with.
const SAMPLE_LAYERS: u8 = 3;
/// The Nightsoul points the Source Samples need, and spend, when a round begins.
const SAMPLE_POINTS: u8 = 2;

/// 希诺宁 Xilonen (1611). Her nation, Natlan (纳塔), is no nation any card asks for yet.
pub static XILONEN: CharacterDef = CharacterDef {
    id: XILONEN_ID,
    share_id: 470,
    name: "希诺宁",
    english_name: "Xilonen",
    element: Element::Geo,
    weapon: Weapon::Sword,
    nations: nation::NATLAN,
    since: V5_6,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 16111,
            name: "Ehecatl's Roar",
            chinese_name: "锐锋攫猎",
            text: "In Nightsoul's Blessing, she gains 1 Nightsoul point.",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[
                Op::Damage(DamageType::Physical, 2),
                Op::Custom(|g, cx| {
                    let slot = user(g, cx);
                    g.restore_nightsoul(cx.seat, slot, 1);
                }),
            ],
        },
        SkillDef {
            id: YOHUALS_SCRATCH,
            name: "Yohual's Scratch",
            chinese_name: "音火锻淬",
            text: "She enters Nightsoul's Blessing and gains 1 Nightsoul point. She may not use this skill while in Nightsoul's Blessing.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 2, 0),
            ops: &[
                Op::Status(Who::This, &COMBAT_BLADING_GEAR),
                Op::Custom(|g, cx| {
                    let slot = user(g, cx);
                    g.gain_nightsoul(cx.seat, slot, &NIGHTSOULS_BLESSING, 1, MOST_POINTS);
                }),
            ],
        },
        SkillDef {
            id: 16113,
            name: "Ocelotlicue Point!",
            chinese_name: "豹烈律动！",
            text: "Draw 1 card, and heal your most injured character 1 HP; each layer of Source Sample: Geo draws 1 more card, each layer of another Source Sample heals 1 more.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(2),
            ops: &[Op::Damage(GEO, 2), Op::Custom(ocelotlicue)],
        },
    ],
    passives: &[&SOURCE_SAMPLE],
};

/// The Source Samples, each with its element and the status it puts on the opposing side.
static SAMPLES: [(&EntityDef, Element, &EntityDef); 5] = [
    (&SAMPLE_GEO, Element::Geo, &EXTRA_GEO),
    (&SAMPLE_PYRO, Element::Pyro, &EXTRA_PYRO),
    (&SAMPLE_HYDRO, Element::Hydro, &EXTRA_HYDRO),
    (&SAMPLE_CRYO, Element::Cryo, &EXTRA_CRYO),
    (&SAMPLE_ELECTRO, Element::Electro, &EXTRA_ELECTRO),
];

/// The layers of the Source Sample `def` on the character at `zone` of `seat`.
fn layers(g: &Gitcg, seat: Seat, zone: LocZone, def: &EntityDef) -> u8 {
    find(g, seat, zone, def).map_or(0, |at| g.ent(at).stock)
}

/// Ocelotlicue Point!'s draws and heal, raised by her Source Samples.
fn ocelotlicue(g: &mut Gitcg, cx: &mut Cx) {
    let zone = LocZone::Char(user(g, cx));
    let geo = layers(g, cx.seat, zone, &SAMPLE_GEO);
    let others: u8 = SAMPLES[1..]
        .iter()
        .map(|(def, ..)| layers(g, cx.seat, zone, def))
        .sum();
    g.draw(cx.seat, 1 + geo);
    if let Some(slot) = most_injured(g, cx.seat) {
        g.heal(cx.seat, slot, 1 + others, cx.origin());
    }
}

/// 夜魂加持 Nightsoul's Blessing (status, 116111): Xilonen's, holding up to 2 Nightsoul points
/// (its stock); while she is in it she may not use Yohual's Scratch; it ends when her Combat
/// Blading Gear is discarded.
pub static NIGHTSOULS_BLESSING: EntityDef = EntityDef {
    id: 116111,
    name: "Nightsoul's Blessing",
    chinese_name: NIGHTSOUL,
    kind: EntityKind::Status,
    stock: Some(0),
    answers: answers::SKILL_REFUSED,
    query: Some(|g, me, q| {
        let Query::SkillRefused { skill, refused } = q else {
            return;
        };
        if *skill == YOHUALS_SCRATCH && owner(me) == Some(g.player(me.seat).active) {
            **refused = true;
        }
    }),
    listens: trig::EQUIPMENT_DISCARDED,
    hook: Some(|g, me, _| {
        let Some(slot) = owner(me) else { return };
        if !g.character(me.seat, slot).has(&COMBAT_BLADING_GEAR) {
            g.discard(me);
        }
    }),
    text: "The character accumulates Nightsoul points (at most 2). It ends when Combat Blading Gear is discarded.",
    ..EntityDef::BLANK
};

/// 高速腾跃 High-Speed Leap (1161121): the wearer consumes 1 Nightsoul point, then draw 3 cards.
pub static HIGH_SPEED_LEAP: SkillDef = SkillDef {
    id: LEAP_ID,
    name: "High-Speed Leap",
    chinese_name: "高速腾跃",
    text: "The wearer consumes 1 Nightsoul point.",
    kind: SkillKind::Elemental,
    cost: Cost::any(2),
    ops: &[
        Op::Custom(|g, cx| {
            let slot = user(g, cx);
            g.spend_nightsoul_by_skill(cx.seat, slot, 1);
        }),
        Op::Draw(3),
    ],
};

/// 刃轮装束 Combat Blading Gear (Technique, 116112), attached by Yohual's Scratch: the wearer's
/// Physical damage turns Geo; its technique is High-Speed Leap, refused without a Nightsoul
/// point; once she has no point left it is discarded, ending her Nightsoul's Blessing.
pub static COMBAT_BLADING_GEAR: EntityDef = EntityDef {
    id: 116112,
    name: "Combat Blading Gear",
    chinese_name: "刃轮装束",
    kind: EntityKind::Equipment(EquipSlot::Technique),
    infusion: Some(Element::Geo),
    technique: Some(&HIGH_SPEED_LEAP),
    answers: answers::SKILL_REFUSED,
    query: Some(|g, me, q| {
        let Query::SkillRefused { skill, refused } = q else {
            return;
        };
        let Some(slot) = owner(me) else { return };
        if *skill == LEAP_ID && g.nightsoul_points(me.seat, slot) == 0 {
            **refused = true;
        }
    }),
    listens: trig::NIGHTSOUL_SPENT,
    hook: Some(|g, me, t| {
        let Trig::NightsoulSpent(slot) = *t else {
            return;
        };
        if owner(me) == Some(slot) && g.nightsoul_points(me.seat, slot) == 0 {
            g.discard(me);
            g.end_nightsoul(me.seat, slot);
        }
    }),
    text: "At 0 Nightsoul points this is discarded, and the character leaves Nightsoul's Blessing.",
    ..EntityDef::BLANK
};

/// 「源音采样」 Source Sample (passive, 16114): when the battle begins, she gains 3 layers of
/// Source Sample: Geo, one of which turns into the Source Sample of each of Pyro, Hydro, Cryo
/// and Electro that a character of her side has. When the action phase begins, if she has 2
/// Nightsoul points, each Source Sample she has puts its status on the opposing side, and then
/// she consumes the 2 points.
pub static SOURCE_SAMPLE: EntityDef = EntityDef {
    id: 16114,
    name: "Source Sample",
    chinese_name: "「源音采样」",
    kind: EntityKind::Status,
    hidden: true,
    listens: trig::BATTLE_START | trig::ACTION_START,
    hook: Some(source_sample),
    text: "When the battle begins: 3 layers of Source Sample: Geo, one of which turns into the Source Sample of each of Pyro, Hydro, Cryo and Electro your characters have. When the action phase begins: with 2 Nightsoul points, each Source Sample puts its status on the opposing side, then she consumes the 2 points.",
    ..EntityDef::BLANK
};

fn source_sample(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let seat = me.seat;
    // The battle begins once, before round 1; every later call is an action phase.
    if g.round() == 0 {
        let p = g.player(seat);
        let has = |e: Element| p.chars.iter().any(|c| c.def.element == e);
        let others: Vec<&EntityDef> = SAMPLES[1..]
            .iter()
            .filter(|(_, e, _)| has(*e))
            .map(|(def, ..)| *def)
            .collect();
        let geo = SAMPLE_LAYERS.saturating_sub(others.len() as u8);
        if let Some(at) = g.add_entity(seat, LocZone::Char(slot), &SAMPLE_GEO) {
            g.ent_mut(at).stock = geo;
        }
        for def in others {
            g.add_entity(seat, LocZone::Char(slot), def);
        }
        return;
    }
    if g.nightsoul_points(seat, slot) < SAMPLE_POINTS {
        return;
    }
    for (def, _, extra) in SAMPLES {
        if layers(g, seat, LocZone::Char(slot), def) > 0 {
            g.add_entity(seat.other(), LocZone::Combat, extra);
        }
    }
    g.spend_nightsoul(seat, slot, SAMPLE_POINTS);
}

/// A Source Sample status (one layer, shown as its stock).
const fn sample(id: u32, name: &'static str, chinese_name: &'static str) -> EntityDef {
    EntityDef {
        id,
        name,
        chinese_name,
        kind: EntityKind::Status,
        stock: Some(1),
        text: "When the action phase begins, if the character has 2 Nightsoul points: its status goes to the opposing side. Each layer adds to Ocelotlicue Point!.",
        ..EntityDef::BLANK
    }
}

/// 「源音采样」·岩 Source Sample: Geo (status, 116113).
pub static SAMPLE_GEO: EntityDef = sample(116113, "Source Sample: Geo", "「源音采样」·岩");
/// 「源音采样」·水 Source Sample: Hydro (status, 116114).
pub static SAMPLE_HYDRO: EntityDef = sample(116114, "Source Sample: Hydro", "「源音采样」·水");
/// 「源音采样」·火 Source Sample: Pyro (status, 116115).
pub static SAMPLE_PYRO: EntityDef = sample(116115, "Source Sample: Pyro", "「源音采样」·火");
/// 「源音采样」·冰 Source Sample: Cryo (status, 116116).
pub static SAMPLE_CRYO: EntityDef = sample(116116, "Source Sample: Cryo", "「源音采样」·冰");
/// 「源音采样」·雷 Source Sample: Electro (status, 116117).
pub static SAMPLE_ELECTRO: EntityDef = sample(116117, "Source Sample: Electro", "「源音采样」·雷");

/// A status on the opposing side for 1 round: its characters take 1 more damage of the
/// element its Source Sample names.
const fn extra(id: u32, name: &'static str, chinese_name: &'static str) -> EntityDef {
    EntityDef {
        id,
        name,
        chinese_name,
        kind: EntityKind::Combat,
        duration: 1,
        listens: trig::BONUS_IN,
        hook: Some(more_of_its_element),
        text: "Your characters take 1 more damage of this element.",
        ..EntityDef::BLANK
    }
}

/// A hit of the element of the status at `me` on a character of its side is +1.
fn more_of_its_element(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    let def = g.ent(me).def;
    let element = SAMPLES.iter().find(|(.., x)| *x == def).map(|(_, e, _)| *e);
    if d.to == me.seat && element.is_some_and(|e| d.ty == DamageType::Elemental(e)) {
        d.amount += 1;
    }
}

/// 受到的岩元素伤害增加 Take Extra Geo DMG (combat status, 216113).
pub static EXTRA_GEO: EntityDef = extra(216113, "Take Extra Geo DMG", "受到的岩元素伤害增加");
/// 受到的水元素伤害增加 Take Extra Hydro DMG (combat status, 216114).
pub static EXTRA_HYDRO: EntityDef = extra(216114, "Take Extra Hydro DMG", "受到的水元素伤害增加");
/// 受到的火元素伤害增加 Take Extra Pyro DMG (combat status, 216115).
pub static EXTRA_PYRO: EntityDef = extra(216115, "Take Extra Pyro DMG", "受到的火元素伤害增加");
/// 受到的冰元素伤害增加 Take Extra Cryo DMG (combat status, 216116).
pub static EXTRA_CRYO: EntityDef = extra(216116, "Take Extra Cryo DMG", "受到的冰元素伤害增加");
/// 受到的雷元素伤害增加 Take Extra Electro DMG (combat status, 216117).
pub static EXTRA_ELECTRO: EntityDef =
    extra(216117, "Take Extra Electro DMG", "受到的雷元素伤害增加");

/// 丛山锻火驰行 Tour of Tepeilhuitl (talent, 216111): equipping it uses Yohual's Scratch, which
/// she may not use while in Nightsoul's Blessing.
pub static TOUR_OF_TEPEILHUITL: CardDef = CardDef {
    id: 216111,
    since: V5_6,
    share_id: 472,
    name: "丛山锻火驰行",
    english_name: "Tour of Tepeilhuitl",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 2, 0),
    combat_action: true,
    target: TargetRule::OwnCharacter,
    talent_of: Some(XILONEN_ID),
    talent_skill: Some(YOHUALS_SCRATCH),
    entity: Some(&TOUR_EQUIP),
    condition: Some(|g, seat, own| {
        let blessed = own.is_some_and(|s| g.nightsoul(seat, s).is_some());
        blessed.then_some("she may not use Yohual's Scratch while in Nightsoul's Blessing")
    }),
    ..CardDef::BLANK
};

/// Tour of Tepeilhuitl, equipped: on a switch to Xilonen or from her to another character,
/// the character switched to gains 1 Nightsoul point if it is in Nightsoul's Blessing (twice
/// per round).
pub static TOUR_EQUIP: EntityDef = EntityDef {
    id: 216111,
    name: "Tour of Tepeilhuitl",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::SWITCHED,
    hook: Some(|g, me, t| {
        let Trig::Switched { from, to } = *t else {
            return;
        };
        let Some(slot) = owner(me) else { return };
        let hers = from == slot || to == slot;
        if hers && g.ent(me).var < 2 && g.nightsoul(me.seat, to).is_some() {
            g.ent_mut(me).var += 1;
            g.restore_nightsoul(me.seat, to, 1);
        }
    }),
    text: "On a switch to Xilonen or from her to another character: if the character switched to is in Nightsoul's Blessing, it gains 1 Nightsoul point (twice per round).",
    ..EntityDef::BLANK
};
