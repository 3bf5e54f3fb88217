//! 卡齐娜 Kachina (Geo, polearm) and what comes with the character: her Nightsoul's Blessing,
//! Turbo Twirly and its Technique Twirly Twirly Bam Bam, Turbo Twirly: Let It Rip, Turbo Drill
//! Field, and the talent card Night Realm's Gift: Heart of Unity.
//!
//! Arrived in 5.5.

use tavern_protocol::gitcg::{DamageType, Element};
use tavern_protocol::Seat;

use crate::cards::characters::{damage_next, find, owner, user, CharacterCards, GEO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, EntityDef, EntityKind,
    EquipSlot, Op, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::nightsoul::{MOST_POINTS, NIGHTSOUL};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_5};
use crate::Gitcg;

/// The registry entry: the character, its talent card and what only hooks create.
pub static CARDS: CharacterCards = CharacterCards {
    character: &KACHINA,
    talent: &HEART_OF_UNITY,
    created: &[],
    made_by_hooks: &[&NIGHTSOULS_BLESSING, &LET_IT_RIP],
};

/// Kachina's card id.
const KACHINA_ID: u32 = 1610;
/// Her elemental skill, refused while she is in Nightsoul's Blessing.
const GO_GO_TURBO_TWIRLY: u32 = 16102;
/// Twirly Twirly Bam Bam's id, refused without a Nightsoul point.
const BAM_BAM_ID: u32 = 1161021;

/// 卡齐娜 Kachina (1610). Her nation, Natlan (纳塔), is no nation any card asks for yet.
pub static KACHINA: CharacterDef = CharacterDef {
    id: KACHINA_ID,
    share_id: 461,
    name: "卡齐娜",
    english_name: "Kachina",
    element: Element::Geo,
    weapon: Weapon::Polearm,
    nations: nation::NATLAN,
    since: V5_5,
    hp: Versioned::same(10),
    max_energy: 3,
    skills: &[
        SkillDef {
            id: 16101,
            name: "Cragbiter",
            chinese_name: "嵴之啮咬",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Geo, 1, 2),
            ops: &[Op::Damage(DamageType::Physical, 2)],
        },
        SkillDef {
            id: GO_GO_TURBO_TWIRLY,
            name: "Go, Go Turbo Twirly!",
            chinese_name: "出击，冲天转转！",
            text: "She enters Nightsoul's Blessing and gains 2 Nightsoul points. She may not use this skill while in Nightsoul's Blessing.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Geo, 2, 0),
            ops: &[
                Op::Status(Who::This, &TURBO_TWIRLY),
                Op::Custom(|g, cx| {
                    let slot = user(g, cx);
                    g.gain_nightsoul(cx.seat, slot, &NIGHTSOULS_BLESSING, 2, MOST_POINTS);
                }),
            ],
        },
        SkillDef {
            id: 16103,
            name: "Time to Get Serious!",
            chinese_name: "现在，认真时间！",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Geo, 3, 0).with_energy(3),
            ops: &[Op::Damage(GEO, 3), Op::Combat(&TURBO_DRILL_FIELD)],
        },
    ],
    passives: &[],
};

/// 夜魂加持 Nightsoul's Blessing (status, 116104): Kachina's, holding up to 2 Nightsoul points
/// (its stock); while she is in it she may not use Go, Go Turbo Twirly!; it ends when her
/// Turbo Twirly is discarded.
pub static NIGHTSOULS_BLESSING: EntityDef = EntityDef {
    id: 116104,
    name: "Nightsoul's Blessing",
    chinese_name: NIGHTSOUL,
    kind: EntityKind::Status,
    stock: Some(0),
    answers: answers::SKILL_REFUSED,
    query: Some(|g, me, q| {
        let Query::SkillRefused { skill, refused } = q else {
            return;
        };
        if *skill == GO_GO_TURBO_TWIRLY && owner(me) == Some(g.player(me.seat).active) {
            **refused = true;
        }
    }),
    listens: trig::EQUIPMENT_DISCARDED,
    hook: Some(|g, me, _| {
        let Some(slot) = owner(me) else { return };
        if !g.character(me.seat, slot).has(&TURBO_TWIRLY) {
            g.discard(me);
        }
    }),
    text: "The character accumulates Nightsoul points (at most 2). It ends when Turbo Twirly is discarded.",
    ..EntityDef::BLANK
};

/// 转转冲击 Twirly Twirly Bam Bam (1161021): the wearer consumes 1 Nightsoul point, 2 Geo
/// damage and 1 Piercing damage to the next opposing standby character (each +1, for 1 usage
/// of Turbo Drill Field, while the side has it).
pub static BAM_BAM: SkillDef = SkillDef {
    id: BAM_BAM_ID,
    name: "Twirly Twirly Bam Bam",
    chinese_name: "转转冲击",
    text: "The wearer consumes 1 Nightsoul point, then deal 2 Geo damage and 1 Piercing damage to the next opposing standby character.",
    kind: SkillKind::Elemental,
    cost: Cost::elem(Element::Geo, 1, 0),
    ops: &[Op::Custom(bam_bam)],
};

fn bam_bam(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    g.spend_nightsoul_by_skill(cx.seat, slot, 1);
    let field = find(g, cx.seat, LocZone::Combat, &TURBO_DRILL_FIELD);
    let more = u8::from(field.is_some());
    if let Some(at) = field {
        g.spend(at);
    }
    g.run_op(Op::Damage(GEO, 2 + more), cx);
    damage_next(g, cx, DamageType::Piercing, 1 + more);
    heart_of_unity(g, cx.seat);
    leave_when_dry(g, cx.seat, slot);
}

/// Turbo Twirly leaves once its wearer has no Nightsoul point left, and its leaving ends her
/// Nightsoul's Blessing.
fn leave_when_dry(g: &mut Gitcg, seat: Seat, slot: u8) {
    if g.nightsoul_points(seat, slot) > 0 {
        return;
    }
    if let Some(at) = find(g, seat, LocZone::Char(slot), &TURBO_TWIRLY) {
        g.discard(at);
    }
    g.end_nightsoul(seat, slot);
}

/// 冲天转转 Turbo Twirly (Technique, 116102), attached by Go, Go Turbo Twirly!: its technique
/// is Twirly Twirly Bam Bam; when its wearer is switched out, she consumes 1 Nightsoul point
/// and summons Turbo Twirly: Let It Rip; at 0 points it is discarded, ending her Nightsoul's
/// Blessing.
pub static TURBO_TWIRLY: EntityDef = EntityDef {
    id: 116102,
    name: "Turbo Twirly",
    chinese_name: "冲天转转",
    kind: EntityKind::Equipment(EquipSlot::Technique),
    technique: Some(&BAM_BAM),
    answers: answers::SKILL_REFUSED,
    query: Some(|g, me, q| {
        let Query::SkillRefused { skill, refused } = q else {
            return;
        };
        let Some(slot) = owner(me) else { return };
        if *skill == BAM_BAM_ID && g.nightsoul_points(me.seat, slot) == 0 {
            **refused = true;
        }
    }),
    listens: trig::SWITCHED,
    hook: Some(switched_out),
    text: "When the character is switched out: she consumes 1 Nightsoul point and summons Turbo Twirly: Let It Rip. At 0 Nightsoul points this is discarded, and she leaves Nightsoul's Blessing.",
    ..EntityDef::BLANK
};

fn switched_out(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Switched { from, .. } = *t else {
        return;
    };
    if owner(me) != Some(from) || !g.spend_nightsoul(me.seat, from, 1) {
        return;
    }
    g.add_entity(me.seat, LocZone::Summon, &LET_IT_RIP);
    heart_of_unity(g, me.seat);
    leave_when_dry(g, me.seat, from);
}

/// 冲天转转·脱离 Turbo Twirly: Let It Rip (summon, 116103): End Phase: 1 Geo damage and 1
/// Piercing damage to the next opposing standby character; 1 usage.
pub static LET_IT_RIP: EntityDef = EntityDef {
    id: 116103,
    name: "Turbo Twirly: Let It Rip",
    chinese_name: "冲天转转·脱离",
    kind: EntityKind::Summon,
    usage: 1,
    end_phase: &[
        Op::Damage(GEO, 1),
        Op::Custom(|g, cx| {
            damage_next(g, cx, DamageType::Piercing, 1);
            heart_of_unity(g, cx.seat);
        }),
    ],
    text: "After its End Phase damage: 1 Piercing damage to the next opposing standby character.",
    ..EntityDef::BLANK
};

/// 超级钻钻领域 Turbo Drill Field (combat status, 116101): the Geo and the Piercing damage of
/// the side's Turbo Twirly are +1; each use of Twirly Twirly Bam Bam spends 1 of its 3
/// usages.
pub static TURBO_DRILL_FIELD: EntityDef = EntityDef {
    id: 116101,
    name: "Turbo Drill Field",
    chinese_name: "超级钻钻领域",
    kind: EntityKind::Combat,
    usage: 3,
    text: "Your Turbo Twirly's Geo damage and Piercing damage are +1.",
    ..EntityDef::BLANK
};

/// Night Realm's Gift: Heart of Unity, if a character of `seat` wears it: draw 1 card, once
/// per round, after Turbo Twirly or Let It Rip acted.
fn heart_of_unity(g: &mut Gitcg, seat: Seat) {
    let worn = (0..3u8).find_map(|s| find(g, seat, LocZone::Char(s), &HEART_OF_UNITY_EQUIP));
    if let Some(at) = worn.filter(|at| g.ent(*at).var == 0) {
        g.ent_mut(at).var = 1;
        g.draw(seat, 1);
    }
}

/// 夜域赐礼·团结炉心 Night Realm's Gift: Heart of Unity (talent, 216101).
pub static HEART_OF_UNITY: CardDef = CardDef {
    id: 216101,
    since: V5_5,
    share_id: 463,
    name: "夜域赐礼·团结炉心",
    english_name: "Night Realm's Gift: Heart of Unity",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Geo, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(KACHINA_ID),
    entity: Some(&HEART_OF_UNITY_EQUIP),
    ..CardDef::BLANK
};

/// Night Realm's Gift: Heart of Unity, equipped: after your Turbo Twirly or Turbo Twirly: Let
/// It Rip takes effect, draw 1 card (once per round).
pub static HEART_OF_UNITY_EQUIP: EntityDef = EntityDef {
    id: 216101,
    name: "Night Realm's Gift: Heart of Unity",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    text: "After your Turbo Twirly or Turbo Twirly: Let It Rip takes effect: draw 1 card (once per round).",
    ..EntityDef::BLANK
};
