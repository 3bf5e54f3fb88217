//! 玛薇卡 Mavuika (Pyro, claymore) and what comes with the character: her Nightsoul's Blessing,
//! her Fighting Spirit (战意, her passive, whose stock it is), All-Fire Armaments: Ring of
//! Searing Radiance, Crucible of Death and Life, the three Flamestrider Technique cards she
//! picks from with what they create, and the talent card "Humanity's Name" Unfettered.
//!
//! Her card has no energy (充能) at all: her burst is paid with 3 Fighting Spirit, which her
//! passive refuses the burst without.
//!
//! Arrived in 5.7.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::artifacts::dice_to_omni;
use crate::cards::characters::{deal_as, find, owner, user, CharacterCards, PYRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, Direction, EntityDef,
    EntityKind, EquipSlot, Op, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::nightsoul::{MOST_POINTS, NIGHTSOUL};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_7};
use crate::Gitcg;

/// The registry entry: the character, its talent card, the Flamestriders she picks from and
/// what only hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &MAVUIKA,
    talent: &HUMANITYS_NAME_UNFETTERED,
    created: &[&SOARING_ASCENT, &BLAZING_TRAIL, &FULL_THROTTLE],
    made_by_hooks: &[&NIGHTSOULS_BLESSING, &CRUCIBLE, &FULL_THROTTLE_PREPARED],
};

/// Mavuika's card id: only she may equip a Flamestrider, and her Ring looks for her.
const MAVUIKA_ID: u32 = 1315;
/// Her burst, refused with less than [`BURST_SPIRIT`] Fighting Spirit.
const HOUR_OF_BURNING_SKIES: u32 = 13153;
/// The Fighting Spirit her burst needs.
const BURST_SPIRIT: u8 = 3;
/// The most Fighting Spirit she holds: what her burst spends in full to attach the Crucible.
const MOST_SPIRIT: u8 = 6;
/// Soaring Ascent's technique id.
const SOARING_ID: u32 = 1131541;
/// Full Throttle's technique id.
const THROTTLE_ID: u32 = 1131561;

/// 玛薇卡 Mavuika (1315). Her nation, Natlan (纳塔), is no nation any card asks for yet.
pub static MAVUIKA: CharacterDef = CharacterDef {
    id: MAVUIKA_ID,
    share_id: 478,
    name: "玛薇卡",
    english_name: "Mavuika",
    element: Element::Pyro,
    weapon: Weapon::Claymore,
    nations: nation::NATLAN,
    since: V5_7,
    hp: Versioned::same(10),
    max_energy: 0,
    skills: &[
        SkillDef {
            id: 13151,
            name: "Flames Weave Life",
            chinese_name: "以火织命",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Pyro, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: 13152,
            name: "The Named Moment",
            chinese_name: "称名之刻",
            text: "She enters Nightsoul's Blessing and gains 2 Nightsoul points, then picks 1 of the 3 Flamestriders into her hand.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Pyro, 3, 0),
            ops: &[
                Op::Combat(&RING_OF_SEARING_RADIANCE),
                Op::Custom(|g, cx| enter(g, cx, 2)),
                Op::Custom(|g, cx| g.offer_cards(cx.seat, FLAMESTRIDERS)),
            ],
        },
        SkillDef {
            id: HOUR_OF_BURNING_SKIES,
            name: "Hour of Burning Skies",
            chinese_name: "燔天之时",
            text: "Needs 3 Fighting Spirit. She enters Nightsoul's Blessing and gains 1 Nightsoul point, then spends all her Fighting Spirit and deals that much Pyro damage; having spent 6, she gains Crucible of Death and Life.",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Pyro, 4, 0),
            ops: &[
                Op::Combat(&RING_OF_SEARING_RADIANCE),
                Op::Custom(|g, cx| enter(g, cx, 1)),
                Op::Custom(burning_skies),
            ],
        },
    ],
    passives: &[&FIGHTING_SPIRIT],
};

/// The three Flamestriders, in the order a pick shows them.
static FLAMESTRIDERS: &[&CardDef] = &[&SOARING_ASCENT, &BLAZING_TRAIL, &FULL_THROTTLE];

/// Her blessing with `points` more Nightsoul points.
fn enter(g: &mut Gitcg, cx: &mut Cx, points: u8) {
    let slot = user(g, cx);
    g.gain_nightsoul(cx.seat, slot, &NIGHTSOULS_BLESSING, points, MOST_POINTS);
}

/// Hour of Burning Skies' last step: all her Fighting Spirit spent for as much Pyro damage.
fn burning_skies(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    let zone = LocZone::Char(slot);
    let Some(at) = find(g, cx.seat, zone, &FIGHTING_SPIRIT) else {
        return;
    };
    let spent = std::mem::take(&mut g.ent_mut(at).stock);
    g.run_op(Op::Damage(PYRO, spent), cx);
    if spent >= MOST_SPIRIT {
        g.run_op(Op::Status(Who::This, &CRUCIBLE), cx);
    }
}

/// The slot of the living Mavuika of `seat`, if she is in play.
fn mavuika(g: &Gitcg, seat: Seat) -> Option<u8> {
    let p = g.player(seat);
    p.living()
        .find(|&s| p.chars[s as usize].card.id == MAVUIKA_ID)
}

/// Her blessing ends once she has no Nightsoul point left (夜魂值为0时，退出夜魂加持).
fn leave_when_dry(g: &mut Gitcg, seat: Seat, slot: u8) {
    if g.nightsoul_points(seat, slot) == 0 {
        g.end_nightsoul(seat, slot);
    }
}

/// 夜魂加持 Nightsoul's Blessing (status, 113151): Mavuika's, holding up to 2 Nightsoul points
/// (its stock); at 0 points she leaves it.
pub static NIGHTSOULS_BLESSING: EntityDef = EntityDef {
    id: 113151,
    name: "Nightsoul's Blessing",
    chinese_name: NIGHTSOUL,
    kind: EntityKind::Status,
    stock: Some(0),
    text: "The character accumulates Nightsoul points (at most 2). At 0 points she leaves Nightsoul's Blessing.",
    ..EntityDef::BLANK
};

/// 战意 Fighting Spirit (passive, 13154), its stock her Fighting Spirit (up to 6): she gains no
/// energy; after the side spends Nightsoul points or uses a Normal Attack, she gains 1
/// Fighting Spirit; her burst is refused with less than 3.
pub static FIGHTING_SPIRIT: EntityDef = EntityDef {
    id: 13154,
    name: "Fighting Spirit",
    chinese_name: "战意",
    kind: EntityKind::Status,
    stock: Some(0),
    listens: trig::NIGHTSOUL_SPENT | trig::AFTER_SKILL,
    hook: Some(|g, me, t| {
        let gains = match *t {
            Trig::NightsoulSpent(_) => true,
            Trig::AfterSkill { kind, .. } => kind == SkillKind::Normal,
            _ => false,
        };
        if gains {
            let e = g.ent_mut(me);
            e.stock = e.stock.saturating_add(1).min(MOST_SPIRIT);
        }
    }),
    answers: answers::SKILL_REFUSED,
    query: Some(|g, me, q| {
        let Query::SkillRefused { skill, refused } = q else {
            return;
        };
        if *skill == HOUR_OF_BURNING_SKIES && g.ent(me).stock < BURST_SPIRIT {
            **refused = true;
        }
    }),
    text: "The character gains no energy. After your side spends Nightsoul points or uses a Normal Attack: she gains 1 Fighting Spirit (at most 6). Hour of Burning Skies needs 3.",
    ..EntityDef::BLANK
};

/// 诸火武装·焚曜之环 All-Fire Armaments: Ring of Searing Radiance (combat status, 113153),
/// created as Mavuika uses her skill or burst: after another character of the side uses a
/// Normal Attack or a Technique, Mavuika spends 1 Nightsoul point and it deals 1 Pyro damage;
/// it leaves as her Nightsoul's Blessing does.
pub static RING_OF_SEARING_RADIANCE: EntityDef = EntityDef {
    id: 113153,
    name: "All-Fire Armaments: Ring of Searing Radiance",
    chinese_name: "诸火武装·焚曜之环",
    kind: EntityKind::Combat,
    listens: trig::AFTER_SKILL | trig::AFTER_TECHNIQUE | trig::LEFT_PLAY,
    hook: Some(ring),
    text: "After another of your characters uses a Normal Attack or a Technique: Mavuika spends 1 Nightsoul point, and deal 1 Pyro damage. Discarded once Mavuika leaves Nightsoul's Blessing.",
    ..EntityDef::BLANK
};

fn ring(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let by = match *t {
        Trig::LeftPlay { seat, def, .. } => {
            if seat == me.seat && def == &NIGHTSOULS_BLESSING {
                g.discard(me);
            }
            return;
        }
        Trig::AfterSkill {
            character,
            kind: SkillKind::Normal,
            ..
        } => character,
        Trig::AfterTechnique { character } => character,
        _ => return,
    };
    let Some(slot) = mavuika(g, me.seat).filter(|&s| s != by) else {
        return;
    };
    if g.spend_nightsoul(me.seat, slot, 1) {
        deal_as(g, me, PYRO, 1);
        leave_when_dry(g, me.seat, slot);
    }
}

/// 死生之炉 Crucible of Death and Life (status, 113152): the side's skills and Techniques consume
/// no Nightsoul points, and its characters' Normal Attacks deal +1; each +1 spends 1 of its 2
/// usages.
pub static CRUCIBLE: EntityDef = EntityDef {
    id: 113152,
    name: "Crucible of Death and Life",
    chinese_name: "死生之炉",
    kind: EntityKind::Status,
    usage: 2,
    answers: 0,
    query: Some(|_, _, q| {
        if let Query::NightsoulKept { kept, .. } = q {
            **kept = true;
        }
    }),
    listens: trig::BONUS_OUT,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        let attack = d.skill == Some(SkillKind::Normal) && d.by.is_some();
        if attack && d.from == me.seat && d.ty != DamageType::Piercing {
            d.amount += 1;
            g.spend(me);
        }
    }),
    text: "Your characters' skills and Techniques consume no Nightsoul points. Your characters' Normal Attacks deal +1 damage.",
    ..EntityDef::BLANK
};

/// Whether a Flamestrider may be equipped by the character played on: Mavuika only.
fn only_mavuika(g: &Gitcg, seat: Seat, own: Option<u8>) -> Option<&'static str> {
    let hers = own.is_some_and(|s| g.character(seat, s).card.id == MAVUIKA_ID);
    (!hers).then_some("only Mavuika may use it")
}

/// A Flamestrider's technique that consumes a Nightsoul point is refused without one.
fn refuse_without_points(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::SkillRefused { skill, refused } = q else {
        return;
    };
    let Some(slot) = owner(me) else { return };
    let consumes = *skill == SOARING_ID || *skill == THROTTLE_ID;
    if consumes && g.nightsoul_points(me.seat, slot) == 0 {
        **refused = true;
    }
}

/// A Flamestrider's technique consumes 1 of the wearer's Nightsoul points (unless the side
/// keeps them), and her blessing ends at 0.
fn consume_point(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    g.spend_nightsoul_by_skill(cx.seat, slot, 1);
    leave_when_dry(g, cx.seat, slot);
}

/// 跃升 Soaring Ascent (1131541): consume 1 Nightsoul point, 4 Pyro damage.
pub static SOARING: SkillDef = SkillDef {
    id: SOARING_ID,
    name: "Soaring Ascent",
    chinese_name: "跃升",
    text: "Consume 1 Nightsoul point.",
    kind: SkillKind::Elemental,
    cost: Cost::any(1),
    ops: &[Op::Custom(consume_point), Op::Damage(PYRO, 4)],
};

/// 驰轮车·跃升 Flamestrider: Soaring Ascent, equipped: its technique is Soaring Ascent; 2
/// usages.
pub static SOARING_ASCENT_EQUIP: EntityDef = EntityDef {
    id: 113154,
    name: "Flamestrider: Soaring Ascent",
    kind: EntityKind::Equipment(EquipSlot::Technique),
    usage: 2,
    technique: Some(&SOARING),
    answers: answers::SKILL_REFUSED,
    query: Some(refuse_without_points),
    ..EntityDef::BLANK
};

/// 驰轮车·跃升 Flamestrider: Soaring Ascent (113154, only Mavuika): when discarded from the
/// hand, 1 Pyro damage to the opposing active character.
pub static SOARING_ASCENT: CardDef = CardDef {
    id: 113154,
    name: "驰轮车·跃升",
    english_name: "Flamestrider: Soaring Ascent",
    kind: CardKind::Equipment(EquipSlot::Technique),
    cost: Cost::any(3),
    target: TargetRule::OwnCharacter,
    entity: Some(&SOARING_ASCENT_EQUIP),
    condition: Some(only_mavuika),
    on_discard: &[Op::Damage(PYRO, 1)],
    text: "Only Mavuika may equip it.",
    ..CardDef::BLANK
};

/// 涉渡 Blazing Trail (1131551): switch to the next character and turn 2 dice into Omni dice;
/// the side may act again after it.
pub static TRAIL: SkillDef = SkillDef {
    id: 1131551,
    name: "Blazing Trail",
    chinese_name: "涉渡",
    text: "Turn 2 of your dice into Omni dice. You may act again after it.",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[
        Op::SwitchOwn(Direction::Next),
        Op::Custom(|g, cx| {
            dice_to_omni(g, cx.seat, 2);
            g.grant_another_action(cx.seat);
        }),
    ],
};

/// 驰轮车·涉渡 Flamestrider: Blazing Trail, equipped: its technique is Blazing Trail; 2 usages.
pub static BLAZING_TRAIL_EQUIP: EntityDef = EntityDef {
    id: 113155,
    name: "Flamestrider: Blazing Trail",
    kind: EntityKind::Equipment(EquipSlot::Technique),
    usage: 2,
    technique: Some(&TRAIL),
    ..EntityDef::BLANK
};

/// 驰轮车·涉渡 Flamestrider: Blazing Trail (113155, only Mavuika): when played, the End Phase
/// effect of one of the side's summons, chosen at random, takes place.
pub static BLAZING_TRAIL: CardDef = CardDef {
    id: 113155,
    name: "驰轮车·涉渡",
    english_name: "Flamestrider: Blazing Trail",
    kind: CardKind::Equipment(EquipSlot::Technique),
    cost: Cost::any(2),
    target: TargetRule::OwnCharacter,
    entity: Some(&BLAZING_TRAIL_EQUIP),
    condition: Some(only_mavuika),
    ops: &[Op::Custom(random_summon_acts)],
    text: "Only Mavuika may equip it. When played: the End Phase effect of one of your summons, chosen at random, takes place.",
    ..CardDef::BLANK
};

/// The End Phase effect of one of the side's summons, chosen at random, takes place.
fn random_summon_acts(g: &mut Gitcg, cx: &mut Cx) {
    let living = |g: &Gitcg| {
        g.zone(cx.seat, LocZone::Summon)
            .iter()
            .filter(|e| !e.dead)
            .map(|e| e.serial)
            .collect::<arrayvec::ArrayVec<u16, 4>>()
    };
    let serials = living(g);
    if serials.is_empty() {
        return;
    }
    let pick = g.rng.below(serials.len() as u32) as usize;
    g.end_phase_effect(cx.seat, LocZone::Summon, serials[pick]);
}

/// 疾驰 Full Throttle (1131561): consume 1 Nightsoul point, then prepare Flamestrider: Full
/// Throttle; using the card's last usage draws 4 cards.
pub static THROTTLE: SkillDef = SkillDef {
    id: THROTTLE_ID,
    name: "Full Throttle",
    chinese_name: "疾驰",
    text: "Consume 1 Nightsoul point, then prepare Flamestrider: Full Throttle. When this uses the card's last usage: draw 4 cards.",
    kind: SkillKind::Elemental,
    cost: Cost::any(2),
    ops: &[
        Op::Custom(consume_point),
        Op::Status(Who::This, &FULL_THROTTLE_PREPARED),
        Op::Custom(|g, cx| {
            let slot = user(g, cx);
            let at = find(g, cx.seat, LocZone::Char(slot), &FULL_THROTTLE_EQUIP);
            if at.is_some_and(|at| g.ent(at).usage == 1) {
                g.draw(cx.seat, 4);
            }
        }),
    ],
};

/// 驰轮车·疾驰 Flamestrider: Full Throttle, equipped: its technique is Full Throttle; 2 usages.
pub static FULL_THROTTLE_EQUIP: EntityDef = EntityDef {
    id: 113156,
    name: "Flamestrider: Full Throttle",
    kind: EntityKind::Equipment(EquipSlot::Technique),
    usage: 2,
    technique: Some(&THROTTLE),
    answers: answers::SKILL_REFUSED,
    query: Some(refuse_without_points),
    ..EntityDef::BLANK
};

/// 驰轮车·疾驰 Flamestrider: Full Throttle (113156, only Mavuika).
pub static FULL_THROTTLE: CardDef = CardDef {
    id: 113156,
    name: "驰轮车·疾驰",
    english_name: "Flamestrider: Full Throttle",
    kind: CardKind::Equipment(EquipSlot::Technique),
    cost: Cost::same(1),
    target: TargetRule::OwnCharacter,
    entity: Some(&FULL_THROTTLE_EQUIP),
    condition: Some(only_mavuika),
    text: "Only Mavuika may equip it.",
    ..CardDef::BLANK
};

/// 驰轮车·疾驰 Flamestrider: Full Throttle (13155), the prepared skill: the side gains
/// Flamestrider: Full Throttle (In Effect).
pub static FULL_THROTTLE_SKILL: SkillDef = SkillDef {
    id: 13155,
    name: "Flamestrider: Full Throttle",
    chinese_name: "驰轮车·疾驰",
    text: "",
    kind: SkillKind::Elemental,
    cost: Cost::FREE,
    ops: &[Op::Combat(&FULL_THROTTLE_IN_EFFECT)],
};

/// 驰轮车·疾驰（生效中） Flamestrider: Full Throttle (In Effect) (status, 113157): the character
/// uses Flamestrider: Full Throttle as its next action.
pub static FULL_THROTTLE_PREPARED: EntityDef = EntityDef {
    id: 113157,
    name: "Flamestrider: Full Throttle (In Effect)",
    chinese_name: "驰轮车·疾驰（生效中）",
    kind: EntityKind::Status,
    prepare: Some(&FULL_THROTTLE_SKILL),
    ..EntityDef::BLANK
};

/// 驰轮车·疾驰（生效中） Flamestrider: Full Throttle (In Effect) (combat status, 113158): when
/// the next action phase begins, gain 2 Omni dice; it acts once.
pub static FULL_THROTTLE_IN_EFFECT: EntityDef = EntityDef {
    id: 113158,
    name: "Flamestrider: Full Throttle (In Effect)",
    chinese_name: "驰轮车·疾驰（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    action_start: &[Op::OmniDice(2)],
    ..EntityDef::BLANK
};

/// 「人之名」解放 "Humanity's Name" Unfettered (talent, 213151): pick 1 of the 3 Flamestriders
/// into the hand.
pub static HUMANITYS_NAME_UNFETTERED: CardDef = CardDef {
    id: 213151,
    since: V5_7,
    share_id: 481,
    name: "「人之名」解放",
    english_name: "\"Humanity's Name\" Unfettered",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Pyro, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(MAVUIKA_ID),
    entity: Some(&HUMANITYS_NAME_EQUIP),
    ops: &[Op::Custom(|g, cx| g.offer_cards(cx.seat, FLAMESTRIDERS))],
    text: "Pick 1 of the 3 Flamestriders into your hand.",
    ..CardDef::BLANK
};

/// "Humanity's Name" Unfettered, equipped: after the side plays a Technique card, Mavuika
/// gains 1 Nightsoul point if she can (once per round).
pub static HUMANITYS_NAME_EQUIP: EntityDef = EntityDef {
    id: 213151,
    name: "\"Humanity's Name\" Unfettered",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::CARD_RESOLVED,
    hook: Some(|g, me, t| {
        let Trig::CardPlayed(card) = *t else { return };
        let Some(slot) = owner(me) else { return };
        let technique = card.kind == CardKind::Equipment(EquipSlot::Technique);
        if technique && g.ent(me).var == 0 && g.restore_nightsoul(me.seat, slot, 1) > 0 {
            if let Some(me) = find(g, me.seat, me.zone, &HUMANITYS_NAME_EQUIP) {
                g.ent_mut(me).var = 1;
            }
        }
    }),
    text: "After you play a Technique card: Mavuika gains 1 Nightsoul point, if she can (once per round).",
    ..EntityDef::BLANK
};
