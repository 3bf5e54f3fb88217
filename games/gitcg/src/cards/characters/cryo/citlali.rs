//! 茜特菈莉 Citlali (Cryo, catalyst) and what comes with the character: her Nightsoul's
//! Blessing, Opal Shield, Itzpapa, her passive Songs of Profound Mystery, and the talent card
//! Mamaloaco's Frigid Rain with what it creates.
//!
//! Arrived in 5.7.

use tavern_protocol::gitcg::{DamageType, Element, Reaction};
use tavern_protocol::Seat;

use crate::cards::characters::{deal_as, owner, user, CharacterCards, CRYO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon,
};
use crate::nightsoul::{MOST_POINTS, NIGHTSOUL};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_7};
use crate::Gitcg;

/// The registry entry: the character, its talent card and what only hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &CITLALI,
    talent: &MAMALOACOS_FRIGID_RAIN,
    created: &[],
    made_by_hooks: &[&NIGHTSOULS_BLESSING, &FRIGID_RAIN_IN_EFFECT],
};

/// Citlali's card id, which Itzpapa looks for on its side.
const CITLALI_ID: u32 = 1114;
/// Her elemental skill, refused while she is in Nightsoul's Blessing.
const DAWNFROST_DARKSTAR: u32 = 11142;

/// 茜特菈莉 Citlali (1114). Her nation, Natlan (纳塔), is no nation any card asks for yet.
pub static CITLALI: CharacterDef = CharacterDef {
    id: CITLALI_ID,
    share_id: 477,
    name: "茜特菈莉",
    english_name: "Citlali",
    element: Element::Cryo,
    weapon: Weapon::Catalyst,
    nations: nation::NATLAN,
    since: V5_7,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 11141,
            name: "Shadow-Stealing Spirit Vessel",
            chinese_name: "宿灵捕影",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Cryo, 1, 2),
            ops: &[Op::Damage(CRYO, 1)],
        },
        SkillDef {
            id: DAWNFROST_DARKSTAR,
            name: "Dawnfrost Darkstar",
            chinese_name: "霜昼黑星",
            text: "She enters Nightsoul's Blessing and gains 1 Nightsoul point. She may not use this skill while in Nightsoul's Blessing.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Cryo, 3, 0),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::Custom(enter_nightsoul),
                Op::Combat(&OPAL_SHIELD),
                Op::Combat(&ITZPAPA),
            ],
        },
        SkillDef {
            id: 11143,
            name: "Edict of Entwined Splendor",
            chinese_name: "诸曜饬令",
            text: "If she is in Nightsoul's Blessing, she gains 2 Nightsoul points.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Cryo, 3, 0).with_energy(2),
            ops: &[
                Op::Damage(CRYO, 2),
                Op::PierceStandby(1),
                Op::Custom(|g, cx| {
                    let slot = user(g, cx);
                    g.restore_nightsoul(cx.seat, slot, 2);
                }),
            ],
        },
    ],
    passives: &[&SONGS_OF_PROFOUND_MYSTERY],
};

/// Dawnfrost Darkstar's second step: Nightsoul's Blessing with 1 point.
fn enter_nightsoul(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    g.gain_nightsoul(cx.seat, slot, &NIGHTSOULS_BLESSING, 1, MOST_POINTS);
}

/// The slot of the living Citlali of `seat`, if she is in play.
fn citlali(g: &Gitcg, seat: Seat) -> Option<u8> {
    let p = g.player(seat);
    p.living()
        .find(|&s| p.chars[s as usize].card.id == CITLALI_ID)
}

/// 夜魂加持 Nightsoul's Blessing (status, 111141): Citlali's, for 2 rounds, holding up to 2
/// Nightsoul points (its stock); while she is in it, she may not use Dawnfrost Darkstar.
pub static NIGHTSOULS_BLESSING: EntityDef = EntityDef {
    id: 111141,
    name: "Nightsoul's Blessing",
    chinese_name: NIGHTSOUL,
    kind: EntityKind::Status,
    duration: 2,
    stock: Some(0),
    answers: answers::SKILL_REFUSED,
    query: Some(refuse_darkstar),
    text: "The character accumulates Nightsoul points (at most 2).",
    ..EntityDef::BLANK
};

fn refuse_darkstar(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::SkillRefused { skill, refused } = q else {
        return;
    };
    if *skill == DAWNFROST_DARKSTAR && owner(me) == Some(g.player(me.seat).active) {
        **refused = true;
    }
}

/// 白曜护盾 Opal Shield (combat status, 111142): 1 shield point for the active character a layer;
/// layers stack without limit.
pub static OPAL_SHIELD: EntityDef = EntityDef {
    id: 111142,
    name: "Opal Shield",
    chinese_name: "白曜护盾",
    kind: EntityKind::Combat,
    usage: 1,
    usage_cap: u8::MAX,
    shield: true,
    ..EntityDef::BLANK
};

/// 伊兹帕帕 Itzpapa (combat status, 111143), for 2 rounds: after a character of the side takes
/// damage, Citlali loses 1 Nightsoul point (when she has one) and the side gains 1 layer of
/// Opal Shield; when Citlali gains Nightsoul points and so holds 2, it deals 1 Cryo damage.
pub static ITZPAPA: EntityDef = EntityDef {
    id: 111143,
    name: "Itzpapa",
    chinese_name: "伊兹帕帕",
    kind: EntityKind::Combat,
    duration: 2,
    listens: trig::DAMAGED | trig::NIGHTSOUL_GAINED,
    hook: Some(itzpapa),
    text: "After one of your characters takes damage: Citlali spends 1 Nightsoul point and you gain 1 layer of Opal Shield. When Citlali gains Nightsoul points and then has 2: deal 1 Cryo damage.",
    ..EntityDef::BLANK
};

fn itzpapa(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = citlali(g, me.seat) else {
        return;
    };
    match *t {
        Trig::Dealt(d) if d.to == me.seat && g.spend_nightsoul(me.seat, slot, 1) => {
            g.add_entity(me.seat, LocZone::Combat, &OPAL_SHIELD);
        }
        Trig::NightsoulGained(s) if s == slot && g.nightsoul_points(me.seat, slot) == 2 => {
            deal_as(g, me, CRYO, 1);
        }
        _ => {}
    }
}

/// 奥秘传唱 Songs of Profound Mystery (passive, 11144): after the side picks a card or deals
/// damage that sets off a reaction, Citlali gains 1 Nightsoul point if she can (once per
/// round, counted only when she gains it).
pub static SONGS_OF_PROFOUND_MYSTERY: EntityDef = EntityDef {
    id: 11144,
    name: "Songs of Profound Mystery",
    chinese_name: "奥秘传唱",
    kind: EntityKind::Status,
    hidden: true,
    per_round: true,
    listens: trig::PICKED | trig::DEALT,
    hook: Some(songs),
    text: "After your side picks a card or deals elemental reaction damage: Citlali gains 1 Nightsoul point, if she can (once per round).",
    ..EntityDef::BLANK
};

fn songs(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let answers = match t {
        Trig::Phase => true,
        Trig::Dealt(d) => d.from == me.seat && d.to != me.seat && d.reaction.is_some(),
        _ => false,
    };
    // She can gain a point only in her blessing and below its maximum.
    let room =
        g.nightsoul(me.seat, slot).is_some() && g.nightsoul_points(me.seat, slot) < MOST_POINTS;
    if answers && room && g.ent(me).var == 0 {
        g.ent_mut(me).var = 1;
        g.restore_nightsoul(me.seat, slot, 1);
    }
}

/// 五重天的寒雨 Mamaloaco's Frigid Rain (talent, 211141).
pub static MAMALOACOS_FRIGID_RAIN: CardDef = CardDef {
    id: 211141,
    since: V5_7,
    share_id: 480,
    name: "五重天的寒雨",
    english_name: "Mamaloaco's Frigid Rain",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Cryo, 2, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(CITLALI_ID),
    entity: Some(&MAMALOACOS_FRIGID_RAIN_EQUIP),
    ..CardDef::BLANK
};

/// Mamaloaco's Frigid Rain, equipped: after an opposing character takes Frozen or Melt damage,
/// the side's next 2 Hydro or Pyro damage are +1 and Citlali gains 1 Nightsoul point (once per
/// round).
pub static MAMALOACOS_FRIGID_RAIN_EQUIP: EntityDef = EntityDef {
    id: 211141,
    name: "Mamaloaco's Frigid Rain",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::DEALT,
    hook: Some(frigid_rain),
    text: "After an opposing character takes Frozen or Melt damage: your next 2 Hydro or Pyro damage are +1, and Citlali gains 1 Nightsoul point (once per round).",
    ..EntityDef::BLANK
};

fn frigid_rain(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Dealt(d) = *t else { return };
    let Some(slot) = owner(me) else { return };
    let chilled = matches!(d.reaction, Some(Reaction::Frozen | Reaction::Melt));
    if d.to == me.seat || !chilled || g.ent(me).var > 0 {
        return;
    }
    g.ent_mut(me).var = 1;
    g.add_entity(me.seat, LocZone::Combat, &FRIGID_RAIN_IN_EFFECT);
    g.restore_nightsoul(me.seat, slot, 1);
}

/// 五重天的寒雨（生效中） Mamaloaco's Frigid Rain (In Effect) (combat status, 211142): the side's
/// next Hydro or Pyro damage is +1; 2 usages.
pub static FRIGID_RAIN_IN_EFFECT: EntityDef = EntityDef {
    id: 211142,
    name: "Mamaloaco's Frigid Rain (In Effect)",
    chinese_name: "五重天的寒雨（生效中）",
    kind: EntityKind::Combat,
    usage: 2,
    listens: trig::BONUS_OUT,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        let warm = [Element::Hydro, Element::Pyro].map(DamageType::Elemental);
        if d.from == me.seat && d.to != me.seat && warm.contains(&d.ty) {
            d.amount += 1;
            g.spend(me);
        }
    }),
    text: "Your next Hydro or Pyro damage is +1.",
    ..EntityDef::BLANK
};
