//! 玛拉妮 Mualani (Hydro, catalyst) and what comes with the character: her Nightsoul's
//! Blessing, the Technique Bitey Shark with Sharky Surfboard, Bite Target, Shark Missile, and
//! the talent card Night Realm's Gift: Crests and Troughs.

use tavern_protocol::gitcg::Element;
use tavern_protocol::Seat;

use crate::cards::characters::{owner, stack_stock, user, CharacterCards, HYDRO};
use crate::defs::{
    answers, nation, trig, CardDef, CardKind, CharacterDef, Cost, Cx, Direction, EntityDef,
    EntityKind, EquipSlot, Op, Query, SkillDef, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::version::{Versioned, V5_3};
use crate::Gitcg;

/// The registry entry: the character and its talent card.
pub static CARDS: CharacterCards = CharacterCards {
    character: &MUALANI,
    talent: &CRESTS_AND_TROUGHS,
    created: &[],
    made_by_hooks: &[&NIGHTSOULS_BLESSING, &BITE_TARGET],
};

/// Mualani's card id, which Bite Target asks of the character that hits it.
const MUALANI_ID: u32 = 1214;
/// Her elemental skill, refused while she is in Nightsoul's Blessing.
const SURFSHARK_WAVEBREAKER: u32 = 12142;
/// The most Nightsoul points she holds.
const MAX_POINTS: u8 = 2;
/// The damage each layer of Bite Target adds.
const PER_LAYER: i16 = 2;

/// 玛拉妮 Mualani (1214), of Natlan (纳塔).
pub static MUALANI: CharacterDef = CharacterDef {
    id: MUALANI_ID,
    share_id: 444,
    name: "玛拉妮",
    english_name: "Mualani",
    element: Element::Hydro,
    weapon: Weapon::Catalyst,
    nations: nation::NATLAN,
    since: V5_3,
    hp: Versioned::same(10),
    max_energy: 2,
    skills: &[
        SkillDef {
            id: 12141,
            name: "Cooling Treatment",
            chinese_name: "降温处理",
            text: "",
            kind: SkillKind::Normal,
            cost: Cost::elem(Element::Hydro, 1, 2),
            ops: &[Op::Damage(HYDRO, 1)],
        },
        SkillDef {
            id: SURFSHARK_WAVEBREAKER,
            name: "Surfshark Wavebreaker",
            chinese_name: "踏鲨破浪",
            text: "She enters Nightsoul's Blessing and gains 2 Nightsoul points. She may not use this skill while in Nightsoul's Blessing.",
            kind: SkillKind::Elemental,
            cost: Cost::elem(Element::Hydro, 2, 0),
            ops: &[Op::Status(Who::This, &BITEY_SHARK), Op::Custom(wavebreaker)],
        },
        SkillDef {
            id: 12143,
            name: "Boomsharka-laka",
            chinese_name: "爆瀑飞弹",
            text: "",
            kind: SkillKind::Burst,
            cost: Cost::elem(Element::Hydro, 3, 0).with_energy(2),
            ops: &[Op::Damage(HYDRO, 2), Op::Summon(&SHARK_MISSILE)],
        },
    ],
    passives: &[],
};

/// The skill's second step: Nightsoul's Blessing with 2 points.
fn wavebreaker(g: &mut Gitcg, cx: &mut Cx) {
    let slot = user(g, cx);
    g.gain_nightsoul(cx.seat, slot, &NIGHTSOULS_BLESSING, MAX_POINTS, MAX_POINTS);
}

/// 夜魂加持 Nightsoul's Blessing (status, 112141): Mualani's, holding up to 2 Nightsoul points
/// (its stock); while she is in it, she may not use Surfshark Wavebreaker.
pub static NIGHTSOULS_BLESSING: EntityDef = EntityDef {
    id: 112141,
    name: "Nightsoul's Blessing",
    chinese_name: crate::nightsoul::NIGHTSOUL,
    kind: EntityKind::Status,
    stock: Some(0),
    answers: answers::SKILL_REFUSED,
    query: Some(refuse_wavebreaker),
    text: "The character accumulates Nightsoul points (at most 2).",
    ..EntityDef::BLANK
};

fn refuse_wavebreaker(g: &Gitcg, me: Loc, q: &mut Query<'_>) {
    let Query::SkillRefused { skill, refused } = q else {
        return;
    };
    if *skill == SURFSHARK_WAVEBREAKER && owner(me) == Some(g.player(me.seat).active) {
        **refused = true;
    }
}

/// 鲨鲨冲浪板 Sharky Surfboard (1121422): Bitey Shark's technique, 1 Hydro die.
pub static SHARKY_SURFBOARD: SkillDef = SkillDef {
    id: 1121422,
    name: "Sharky Surfboard",
    chinese_name: "鲨鲨冲浪板",
    text: "Switch to your previous character, and the opposing active character gains 1 layer of Bite Target. If all your standby characters are knocked out, it spends 1 more Nightsoul point instead of switching.",
    kind: SkillKind::Elemental,
    cost: Cost::elem(Element::Hydro, 1, 0),
    ops: &[Op::Custom(surfboard)],
};

fn surfboard(g: &mut Gitcg, cx: &mut Cx) {
    let (seat, slot) = (cx.seat, user(g, cx));
    let alone = g.player(seat).living().all(|s| s == slot);
    if alone {
        g.spend_nightsoul(seat, slot, 1);
    } else {
        g.run_op(Op::SwitchOwn(Direction::Prev), cx);
    }
    bite(g, seat);
    let zone = LocZone::Char(slot);
    let shark = g
        .zone(seat, zone)
        .iter()
        .position(|e| !e.dead && e.def == &BITEY_SHARK);
    if let Some(i) = shark {
        let at = Loc {
            seat,
            zone,
            idx: i as u8,
        };
        leave_when_dry(g, at);
    }
}

/// One more layer of Bite Target on the active character facing `seat`.
fn bite(g: &mut Gitcg, seat: Seat) {
    let foe = seat.other();
    let target = g.player(foe).active;
    stack_stock(g, foe, LocZone::Char(target), &BITE_TARGET, 1, u8::MAX);
}

/// Bitey Shark at `me` leaves once its wearer has no Nightsoul point left, and its leaving ends
/// her Nightsoul's Blessing.
fn leave_when_dry(g: &mut Gitcg, me: Loc) {
    let Some(slot) = owner(me) else { return };
    if g.nightsoul_points(me.seat, slot) == 0 {
        g.discard(me);
        g.end_nightsoul(me.seat, slot);
    }
}

/// 咬咬鲨鱼 Bitey Shark (Technique, 112142), attached by Surfshark Wavebreaker: after either side
/// switches characters while Mualani is the active character, she spends 1 Nightsoul point and
/// the opposing active character gains Bite Target; its technique is Sharky Surfboard; it
/// leaves when she has no Nightsoul point left, ending her Nightsoul's Blessing.
pub static BITEY_SHARK: EntityDef = EntityDef {
    id: 112142,
    name: "Bitey Shark",
    chinese_name: "咬咬鲨鱼",
    kind: EntityKind::Equipment(EquipSlot::Technique),
    listens: trig::SWITCHED | trig::FOE_SWITCHED,
    hook: Some(bitey_shark),
    technique: Some(&SHARKY_SURFBOARD),
    text: "After either side switches characters, while Mualani is the active character: spend 1 Nightsoul point, and the opposing active character gains Bite Target. When she has no Nightsoul point left, discard this, and she leaves Nightsoul's Blessing.",
    ..EntityDef::BLANK
};

fn bitey_shark(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let Some(slot) = owner(me) else { return };
    let c = g.character(me.seat, slot);
    if g.player(me.seat).active != slot || !c.standing() {
        return;
    }
    if g.spend_nightsoul(me.seat, slot, 1) {
        bite(g, me.seat);
    }
    leave_when_dry(g, me);
}

/// 啃咬目标 Bite Target (status on the opposing character, 112143): when Mualani or Shark
/// Missile hits the character, it leaves and adds 2 to that damage per layer; layers (its
/// stock) stack without limit.
pub static BITE_TARGET: EntityDef = EntityDef {
    id: 112143,
    name: "Bite Target",
    chinese_name: "啃咬目标",
    kind: EntityKind::Status,
    stock: Some(1),
    listens: trig::BONUS_IN,
    hook: Some(bite_target),
    text: "When the character takes damage from Mualani or Shark Missile: remove this, and that damage is +2 per layer. Layers stack without limit.",
    ..EntityDef::BLANK
};

fn bite_target(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.to != me.seat || Some(d.target) != owner(me) || d.from == me.seat {
        return;
    }
    let by_mualani = d.entity.is_none()
        && d.by
            .is_some_and(|by| g.character(d.from, by).card.id == MUALANI_ID);
    if by_mualani || d.entity == Some(&SHARK_MISSILE) {
        d.amount += PER_LAYER * g.ent(me).stock as i16;
        g.discard(me);
    }
}

/// 鲨鲨飞弹 Shark Missile (summon, 112144): End Phase: 2 Hydro damage; 2 usages, stacking
/// without limit.
pub static SHARK_MISSILE: EntityDef = EntityDef {
    id: 112144,
    name: "Shark Missile",
    chinese_name: "鲨鲨飞弹",
    kind: EntityKind::Summon,
    usage: 2,
    usage_cap: u8::MAX,
    end_phase: &[Op::Damage(HYDRO, 2)],
    ..EntityDef::BLANK
};

/// 夜域赐礼·波涛顶底 Night Realm's Gift: Crests and Troughs (talent, 212141).
pub static CRESTS_AND_TROUGHS: CardDef = CardDef {
    id: 212141,
    since: V5_3,
    share_id: 446,
    name: "夜域赐礼·波涛顶底",
    english_name: "Night Realm's Gift: Crests and Troughs",
    kind: CardKind::Equipment(EquipSlot::Talent),
    cost: Cost::elem(Element::Hydro, 1, 0),
    target: TargetRule::OwnCharacter,
    talent_of: Some(MUALANI_ID),
    entity: Some(&CRESTS_AND_TROUGHS_EQUIP),
    ..CardDef::BLANK
};

/// Night Realm's Gift: Crests and Troughs, equipped: when Mualani becomes the active character,
/// the End Phase effect of one of your summons, chosen at random, takes place (once per round).
pub static CRESTS_AND_TROUGHS_EQUIP: EntityDef = EntityDef {
    id: 212141,
    name: "Night Realm's Gift: Crests and Troughs",
    kind: EntityKind::Equipment(EquipSlot::Talent),
    per_round: true,
    listens: trig::SWITCHED,
    hook: Some(crests_and_troughs),
    text: "When Mualani becomes the active character: the End Phase effect of one of your summons, chosen at random, takes place (once per round).",
    ..EntityDef::BLANK
};

fn crests_and_troughs(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Switched { to, .. } = t else { return };
    if owner(me) != Some(*to) || g.ent(me).var > 0 {
        return;
    }
    let summons = g.zone(me.seat, LocZone::Summon);
    let n = summons.iter().filter(|e| !e.dead).count() as u32;
    if n == 0 {
        return;
    }
    let pick = g.rng.below(n) as usize;
    let Some(serial) = g
        .zone(me.seat, LocZone::Summon)
        .iter()
        .filter(|e| !e.dead)
        .nth(pick)
        .map(|e| e.serial)
    else {
        return;
    };
    g.ent_mut(me).var = 1;
    g.end_phase_effect(me.seat, LocZone::Summon, serial);
}
