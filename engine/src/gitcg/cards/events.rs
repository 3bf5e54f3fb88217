//! Event cards: plain events, elemental resonance and Arcane Legends (food is in `food`).
//!
//! Most are a list of ops; the "next time" effects they leave behind are combat statuses or
//! statuses on the active character with a usage, declared where a shared mechanism fits.

use tavern_protocol::gitcg::{Element, Reaction};
use tavern_protocol::Seat;

use super::supports::{different_basic_dice, energy_to_first_unfilled, fast_switch};
use crate::gitcg::defs::{
    nation, trig, Bonus, CardDef, CardKind, Cost, Cx, DamageFilter, Discount, DiscountDice,
    Discounted, EntityDef, EntityKind, EquipSlot, Op, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::gitcg::state::{Loc, LocZone};
use crate::gitcg::Gitcg;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &ANCIENT_COURTYARD,
    &COVENANT_OF_ROCK,
    &WOVEN_ICE,
    &SHATTERING_ICE,
    &SOOTHING_WATER,
    &WOVEN_FLAMES,
    &FERVENT_FLAMES,
    &WOVEN_THUNDER,
    &HIGH_VOLTAGE,
    &STONE_AND_CONTRACTS,
    &BESTEST_TRAVEL_COMPANION,
    &CHANGING_SHIFTS,
    &TOSS_UP,
    &STRATEGIZE,
    &I_HAVENT_LOST_YET,
    &LEAVE_IT_TO_ME,
    &STARSIGNS,
    &CALXS_ARTS,
    &QUICK_KNIT,
    &SEND_OFF,
    &HEAVY_STRIKE,
];

/// An event card of `kind` that runs `ops`.
const fn event(
    id: u32,
    share_id: u16,
    name: &'static str,
    english_name: &'static str,
    kind: CardKind,
    cost: Cost,
    ops: &'static [Op],
) -> CardDef {
    CardDef {
        id,
        share_id,
        name,
        english_name,
        kind,
        cost,
        ops,
        ..CardDef::BLANK
    }
}

/// The owner slot of a status on a character.
fn owner(me: Loc) -> Option<u8> {
    match me.zone {
        LocZone::Char(s) => Some(s),
        _ => None,
    }
}

/// Refuses a card when the active character's energy is already full.
fn active_energy_not_full(g: &Gitcg, seat: Seat, _: Option<u8>) -> Option<&'static str> {
    let c = g.player(seat).active_char();
    (c.energy >= c.def.max_energy).then_some("the active character's energy is full")
}

/// Changes the usages of the card's target summon by `delta`; at 0 it leaves.
fn adjust_target_summon(g: &mut Gitcg, cx: &Cx, delta: i16) {
    let Some((seat, idx)) = cx.summon_target else {
        return;
    };
    let e = g.ent_mut(Loc {
        seat,
        zone: LocZone::Summon,
        idx,
    });
    e.usage = (e.usage as i16 + delta).clamp(0, u8::MAX as i16) as u8;
    if e.usage == 0 {
        e.dead = true;
    }
}

// ---------------------------------------------------------------- Arcane Legends

/// 旧时庭园（生效中） Ancient Courtyard (In Effect): this round, the next weapon or artifact
/// costs 2 dice less.
pub static ANCIENT_COURTYARD_STATUS: EntityDef = EntityDef {
    id: 300001,
    name: "Ancient Courtyard (In Effect)",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    discount: Some(Discount {
        on: Discounted::WeaponOrArtifact,
        dice: DiscountDice::Any,
        amount: 2,
        limit: 0,
    }),
    ..EntityDef::BLANK
};
/// 旧时庭园 Ancient Courtyard: only while a character of the side wears a weapon or artifact.
pub static ANCIENT_COURTYARD: CardDef = CardDef {
    condition: Some(|g, seat, _| {
        let equipped = g.player(seat).chars.iter().any(|c| {
            c.alive
                && (c.equipment(EquipSlot::Weapon(Weapon::None)).is_some()
                    || c.equipment(EquipSlot::Artifact).is_some())
        });
        (!equipped).then_some("no character has a weapon or artifact equipped")
    }),
    ..event(
        330001,
        218,
        "旧时庭园",
        "Ancient Courtyard",
        CardKind::Legend,
        Cost::FREE,
        &[Op::Combat(&ANCIENT_COURTYARD_STATUS)],
    )
};

/// 磐岩盟契 Covenant of Rock: only with no dice left; 2 different basic element dice.
pub static COVENANT_OF_ROCK: CardDef = CardDef {
    condition: Some(|g, seat, _| {
        (!g.player(seat).dice.is_empty()).then_some("the side still has dice")
    }),
    ..event(
        330002,
        219,
        "磐岩盟契",
        "Covenant of Rock",
        CardKind::Legend,
        Cost::FREE,
        &[Op::Custom(|g, cx| different_basic_dice(g, cx.seat, 2))],
    )
};

// ---------------------------------------------------------------- Elemental resonance

/// 元素共鸣：交织之冰 Elemental Resonance: Woven Ice.
pub static WOVEN_ICE: CardDef = event(
    331101,
    223,
    "元素共鸣：交织之冰",
    "Elemental Resonance: Woven Ice",
    CardKind::Resonance(Element::Cryo),
    Cost::FREE,
    &[Op::ElementDice(Element::Cryo, 1)],
);

/// 元素共鸣：粉碎之冰（生效中）: the character's next damage this round is +2.
pub static SHATTERING_ICE_STATUS: EntityDef = EntityDef {
    id: 303112,
    name: "Elemental Resonance: Shattering Ice (In Effect)",
    kind: EntityKind::Status,
    usage: 1,
    round_only: true,
    bonus: Some(Bonus {
        amount: 2,
        filter: DamageFilter::OwnSkills,
        spends_usage: true,
    }),
    ..EntityDef::BLANK
};
/// 元素共鸣：粉碎之冰 Elemental Resonance: Shattering Ice (on the active character).
pub static SHATTERING_ICE: CardDef = event(
    331102,
    224,
    "元素共鸣：粉碎之冰",
    "Elemental Resonance: Shattering Ice",
    CardKind::Resonance(Element::Cryo),
    Cost::elem(Element::Cryo, 1, 0),
    &[Op::Status(Who::Active, &SHATTERING_ICE_STATUS)],
);

/// 元素共鸣：愈疗之水 Elemental Resonance: Soothing Water: heal the active character 2 and
/// every standby character 1.
pub static SOOTHING_WATER: CardDef = event(
    331202,
    226,
    "元素共鸣：愈疗之水",
    "Elemental Resonance: Soothing Water",
    CardKind::Resonance(Element::Hydro),
    Cost::elem(Element::Hydro, 1, 0),
    &[Op::Heal(Who::Active, 2), Op::Heal(Who::Others, 1)],
);

/// 元素共鸣：交织之火 Elemental Resonance: Woven Flames.
pub static WOVEN_FLAMES: CardDef = event(
    331301,
    227,
    "元素共鸣：交织之火",
    "Elemental Resonance: Woven Flames",
    CardKind::Resonance(Element::Pyro),
    Cost::FREE,
    &[Op::ElementDice(Element::Pyro, 1)],
);

/// 元素共鸣：热诚之火（生效中）: this round, the character's next Pyro-related reaction deals +3.
pub static FERVENT_FLAMES_STATUS: EntityDef = EntityDef {
    id: 303132,
    name: "Elemental Resonance: Fervent Flames (In Effect)",
    kind: EntityKind::Status,
    usage: 1,
    round_only: true,
    hook: Some(fervent_flames),
    listens: trig::BONUS_OUT,
    ..EntityDef::BLANK
};

/// A reaction is Pyro-related when Pyro took part: Melt, Vaporize, Overloaded, Burning, or a
/// Swirl or Crystallize of a Pyro aura (the aura is still the one before this damage).
fn fervent_flames(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::Damage(d) = t else { return };
    if d.by.is_none() || d.by != owner(me) {
        return;
    }
    let pyro_aura = g.character(d.to, d.target).aura.has(Element::Pyro);
    let pyro_related = match d.reaction {
        Some(Reaction::Melt | Reaction::Vaporize | Reaction::Overloaded | Reaction::Burning) => {
            true
        }
        Some(Reaction::Swirl | Reaction::Crystallize) => pyro_aura,
        _ => false,
    };
    if pyro_related {
        d.amount += 3;
        g.discard(me);
    }
}

/// 元素共鸣：热诚之火 Elemental Resonance: Fervent Flames (on the active character).
pub static FERVENT_FLAMES: CardDef = event(
    331302,
    228,
    "元素共鸣：热诚之火",
    "Elemental Resonance: Fervent Flames",
    CardKind::Resonance(Element::Pyro),
    Cost::elem(Element::Pyro, 1, 0),
    &[Op::Status(Who::Active, &FERVENT_FLAMES_STATUS)],
);

/// 元素共鸣：交织之雷 Elemental Resonance: Woven Thunder.
pub static WOVEN_THUNDER: CardDef = event(
    331401,
    229,
    "元素共鸣：交织之雷",
    "Elemental Resonance: Woven Thunder",
    CardKind::Resonance(Element::Electro),
    Cost::FREE,
    &[Op::ElementDice(Element::Electro, 1)],
);

/// 元素共鸣：强能之雷 Elemental Resonance: High Voltage: one character without full energy
/// gains 1 (the active one first).
pub static HIGH_VOLTAGE: CardDef = event(
    331402,
    230,
    "元素共鸣：强能之雷",
    "Elemental Resonance: High Voltage",
    CardKind::Resonance(Element::Electro),
    Cost::elem(Element::Electro, 1, 0),
    &[Op::Custom(energy_to_first_unfilled)],
);

// ---------------------------------------------------------------- Nation cards

/// 岩与契约（生效中） Stone and Contracts (In Effect): at the start of the next action phase,
/// 3 Omni dice and draw 1.
pub static STONE_AND_CONTRACTS_STATUS: EntityDef = EntityDef {
    id: 303182,
    name: "Stone and Contracts (In Effect)",
    kind: EntityKind::Combat,
    usage: 1,
    action_start: &[Op::OmniDice(3), Op::Draw(1)],
    ..EntityDef::BLANK
};
/// 岩与契约 Stone and Contracts (needs 2 Liyue characters in the deck).
pub static STONE_AND_CONTRACTS: CardDef = CardDef {
    nation: nation::LIYUE,
    ..event(
        331802,
        238,
        "岩与契约",
        "Stone and Contracts",
        CardKind::Event,
        Cost::any(3),
        &[Op::Combat(&STONE_AND_CONTRACTS_STATUS)],
    )
};

// ---------------------------------------------------------------- Events

/// 最好的伙伴！ The Bestest Travel Companion!: 2 Omni dice.
pub static BESTEST_TRAVEL_COMPANION: CardDef = event(
    332001,
    241,
    "最好的伙伴！",
    "The Bestest Travel Companion!",
    CardKind::Event,
    Cost::any(2),
    &[Op::OmniDice(2)],
);

/// 换班时间（生效中） Changing Shifts (In Effect): the next switch costs 1 die less.
pub static CHANGING_SHIFTS_STATUS: EntityDef = EntityDef {
    id: 303202,
    name: "Changing Shifts (In Effect)",
    kind: EntityKind::Combat,
    usage: 1,
    discount: Some(Discount {
        on: Discounted::Switch,
        dice: DiscountDice::Any,
        amount: 1,
        limit: 0,
    }),
    ..EntityDef::BLANK
};
/// 换班时间 Changing Shifts.
pub static CHANGING_SHIFTS: CardDef = event(
    332002,
    242,
    "换班时间",
    "Changing Shifts",
    CardKind::Event,
    Cost::FREE,
    &[Op::Combat(&CHANGING_SHIFTS_STATUS)],
);

/// 一掷乾坤 Toss-Up: reroll any dice, twice.
pub static TOSS_UP: CardDef = event(
    332003,
    243,
    "一掷乾坤",
    "Toss-Up",
    CardKind::Event,
    Cost::FREE,
    &[Op::Reroll(2)],
);

/// 运筹帷幄 Strategize: draw 2.
pub static STRATEGIZE: CardDef = event(
    332004,
    244,
    "运筹帷幄",
    "Strategize",
    CardKind::Event,
    Cost::same(1),
    &[Op::Draw(2)],
);

/// 本大爷还没有输！（冷却中） I Haven't Lost Yet! (On Cooldown): no second copy this round.
pub static I_HAVENT_LOST_YET_COOLDOWN: EntityDef = EntityDef {
    id: 303205,
    name: "I Haven't Lost Yet! (On Cooldown)",
    kind: EntityKind::Combat,
    round_only: true,
    ..EntityDef::BLANK
};
/// 本大爷还没有输！ I Haven't Lost Yet!: only after a character of the side was knocked out this
/// round, once per round; 1 Omni die and 1 energy for the active character.
pub static I_HAVENT_LOST_YET: CardDef = CardDef {
    condition: Some(|g, seat, _| {
        let p = g.player(seat);
        if !p.knocked_out_this_round {
            Some("none of your characters was knocked out this round")
        } else if p.has_combat(&I_HAVENT_LOST_YET_COOLDOWN) {
            Some("already played this round")
        } else {
            None
        }
    }),
    ..event(
        332005,
        245,
        "本大爷还没有输！",
        "I Haven't Lost Yet!",
        CardKind::Event,
        Cost::FREE,
        &[
            Op::OmniDice(1),
            Op::Energy(Who::Active, 1),
            Op::Combat(&I_HAVENT_LOST_YET_COOLDOWN),
        ],
    )
};

/// 交给我吧！（生效中） Leave It to Me! (In Effect): the next switch is a fast action.
pub static LEAVE_IT_TO_ME_STATUS: EntityDef = EntityDef {
    id: 303206,
    name: "Leave It to Me! (In Effect)",
    kind: EntityKind::Combat,
    usage: 1,
    query: Some(fast_switch),
    ..EntityDef::BLANK
};
/// 交给我吧！ Leave It to Me!
pub static LEAVE_IT_TO_ME: CardDef = event(
    332006,
    246,
    "交给我吧！",
    "Leave It to Me!",
    CardKind::Event,
    Cost::FREE,
    &[Op::Combat(&LEAVE_IT_TO_ME_STATUS)],
);

/// 星天之兆 Starsigns: the active character gains 1 energy (not when it is full).
pub static STARSIGNS: CardDef = CardDef {
    condition: Some(active_energy_not_full),
    ..event(
        332008,
        248,
        "星天之兆",
        "Starsigns",
        CardKind::Event,
        Cost::any(2),
        &[Op::Energy(Who::Active, 1)],
    )
};

/// 白垩之术 Calx's Arts: up to 2 standby characters each move 1 energy to the active one (not
/// when its energy is full).
pub static CALXS_ARTS: CardDef = CardDef {
    condition: Some(active_energy_not_full),
    ..event(
        332009,
        249,
        "白垩之术",
        "Calx's Arts",
        CardKind::Event,
        Cost::same(1),
        &[Op::Custom(calxs_arts)],
    )
};

fn calxs_arts(g: &mut Gitcg, cx: &mut Cx) {
    let active = g.player(cx.seat).active;
    for s in [(active + 1) % 3, (active + 2) % 3] {
        let a = g.character(cx.seat, active);
        let c = g.character(cx.seat, s);
        if a.energy >= a.def.max_energy {
            break;
        }
        if c.alive && c.energy > 0 {
            g.character_mut(cx.seat, s).energy -= 1;
            g.gain_energy(cx.seat, active, 1);
        }
    }
}

/// 快快缝补术 Quick Knit: one of the side's summons gains 1 usage.
pub static QUICK_KNIT: CardDef = CardDef {
    target: TargetRule::OwnSummon,
    ..event(
        332012,
        252,
        "快快缝补术",
        "Quick Knit",
        CardKind::Event,
        Cost::same(1),
        &[Op::Custom(|g, cx| adjust_target_summon(g, cx, 1))],
    )
};

/// 送你一程 Send Off: one opposing summon loses 2 usages.
pub static SEND_OFF: CardDef = CardDef {
    target: TargetRule::OpponentSummon,
    ..event(
        332013,
        253,
        "送你一程",
        "Send Off",
        CardKind::Event,
        Cost::same(2),
        &[Op::Custom(|g, cx| adjust_target_summon(g, cx, -2))],
    )
};

/// 重攻击（生效中） Heavy Strike (In Effect): this round, the character's next normal attack
/// deals +1, or +2 when it is a charged attack.
pub static HEAVY_STRIKE_STATUS: EntityDef = EntityDef {
    id: 303220,
    name: "Heavy Strike (In Effect)",
    kind: EntityKind::Status,
    usage: 1,
    round_only: true,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        if d.by.is_some() && d.by == owner(me) && d.skill == Some(SkillKind::Normal) {
            d.amount += 1 + d.charged as i16;
            g.discard(me);
        }
    }),
    listens: trig::BONUS_OUT,
    ..EntityDef::BLANK
};
/// 重攻击 Heavy Strike (on the active character).
pub static HEAVY_STRIKE: CardDef = event(
    332018,
    258,
    "重攻击",
    "Heavy Strike",
    CardKind::Event,
    Cost::same(1),
    &[Op::Status(Who::Active, &HEAVY_STRIKE_STATUS)],
);
