//! Event cards: plain events, nation cards and Arcane Legends (elemental resonance is in
//! `resonance`, food in `food`).
//!
//! Most are a list of ops; the "next time" effects they leave behind are combat statuses or
//! statuses on the active character with a usage, declared where a shared mechanism fits.

use tavern_protocol::gitcg::{DamageType, DieFace, Element};
use tavern_protocol::Seat;

use super::common::{different_basic_dice, event, fast_switch, next_standby, owner};
use crate::defs::{
    nation, trig, CardDef, CardKind, Cost, Cx, Discount, DiscountDice, Discounted, EntityDef,
    EntityKind, EquipSlot, Op, SkillKind, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

/// Every card of this family.
pub static ALL: &[&CardDef] = &[
    &ANCIENT_COURTYARD,
    &COVENANT_OF_ROCK,
    &WIND_AND_FREEDOM,
    &STONE_AND_CONTRACTS,
    &THUNDER_AND_ETERNITY,
    &BESTEST_TRAVEL_COMPANION,
    &CHANGING_SHIFTS,
    &TOSS_UP,
    &STRATEGIZE,
    &I_HAVENT_LOST_YET,
    &LEAVE_IT_TO_ME,
    &WHEN_THE_CRANE_RETURNED,
    &STARSIGNS,
    &CALXS_ARTS,
    &QUICK_KNIT,
    &SEND_OFF,
    &GUARDIANS_OATH,
    &ABYSSAL_SUMMONS,
    &FATUI_CONSPIRACY,
    &PLUNGING_STRIKE,
    &HEAVY_STRIKE,
    &THE_LEGEND_OF_VENNESSA,
    &FRIENDSHIP_ETERNAL,
];

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
    // The summon's own rule decides whether running out discards it (Reflection and
    // Lightfall Sword stay at 0).
    g.add_usage(
        Loc {
            seat,
            zone: LocZone::Summon,
            idx,
        },
        delta,
    );
}

// ---------------------------------------------------------------- Arcane Legends

/// 旧时庭园（生效中） Ancient Courtyard (In Effect): this round, the next weapon or artifact
/// costs 2 dice less.
pub static ANCIENT_COURTYARD_STATUS: EntityDef = EntityDef {
    id: 300001,
    name: "Ancient Courtyard (In Effect)",
    chinese_name: "旧时庭园（生效中）",
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
    text: "Playable only while one of your characters wears a Weapon or an Artifact.",
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
    text: "Playable only when you have no dice left. Creates 2 dice of different basic elements.",
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

// ---------------------------------------------------------------- Nation cards

/// Switches the side to its next standby character, if it has one.
fn switch_to_next(g: &mut Gitcg, seat: Seat) {
    if let Some(next) = next_standby(g, seat) {
        g.switch_to(seat, next);
    }
}

/// 风与自由（生效中） Wind and Freedom (In Effect): this round, after a character of the side
/// uses a skill, the next standby character becomes active.
pub static WIND_AND_FREEDOM_STATUS: EntityDef = EntityDef {
    text:
        "This round, after your character uses a skill, your next standby character becomes active.",
    id: 303181,
    name: "Wind and Freedom (In Effect)",
    chinese_name: "风与自由（生效中）",
    kind: EntityKind::Combat,
    round_only: true,
    hook: Some(|g, me, _| switch_to_next(g, me.seat)),
    listens: trig::AFTER_SKILL,
    ..EntityDef::BLANK
};
/// 风与自由 Wind and Freedom (needs 2 Mondstadt characters in the deck).
pub static WIND_AND_FREEDOM: CardDef = CardDef {
    nation: nation::MONDSTADT,
    ..event(
        331801,
        237,
        "风与自由",
        "Wind and Freedom",
        CardKind::Event,
        Cost::FREE,
        &[Op::Combat(&WIND_AND_FREEDOM_STATUS)],
    )
};

/// 岩与契约（生效中） Stone and Contracts (In Effect): at the start of the next action phase,
/// 3 Omni dice and draw 1.
pub static STONE_AND_CONTRACTS_STATUS: EntityDef = EntityDef {
    id: 303182,
    name: "Stone and Contracts (In Effect)",
    chinese_name: "岩与契约（生效中）",
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

/// 雷与永恒 Thunder and Eternity: every die of the side becomes Omni (needs 2 Inazuma
/// characters in the deck).
pub static THUNDER_AND_ETERNITY: CardDef = CardDef {
    text: "Every one of your dice becomes Omni.",
    nation: nation::INAZUMA,
    ..event(
        331803,
        239,
        "雷与永恒",
        "Thunder and Eternity",
        CardKind::Event,
        Cost::FREE,
        &[Op::Custom(|g, cx| {
            let dice = &mut g.player_mut(cx.seat).dice;
            let n = dice.total();
            *dice = tavern_protocol::gitcg::Dice::EMPTY;
            dice.0[DieFace::Omni as usize] = n;
        })],
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
    chinese_name: "换班时间（生效中）",
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
    text: "No other I Haven't Lost Yet! may be played this round.",
    id: 303205,
    name: "I Haven't Lost Yet! (On Cooldown)",
    chinese_name: "本大爷还没有输！（冷却中）",
    kind: EntityKind::Combat,
    round_only: true,
    ..EntityDef::BLANK
};
/// 本大爷还没有输！ I Haven't Lost Yet!: only after a character of the side was knocked out this
/// round, once per round; 1 Omni die and 1 energy for the active character.
pub static I_HAVENT_LOST_YET: CardDef = CardDef {
    text: "Playable only after one of your characters was knocked out this round, once per round.",
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
    text: "Your next switch is a Fast Action.",
    id: 303206,
    name: "Leave It to Me! (In Effect)",
    chinese_name: "交给我吧！（生效中）",
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

/// 鹤归之时（生效中） When the Crane Returned (In Effect): after the side's next skill, the next
/// standby character becomes active.
pub static WHEN_THE_CRANE_RETURNED_STATUS: EntityDef = EntityDef {
    text: "After your next skill, your next standby character becomes active.",
    id: 303207,
    name: "When the Crane Returned (In Effect)",
    chinese_name: "鹤归之时（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    hook: Some(|g, me, _| {
        g.discard(me);
        switch_to_next(g, me.seat);
    }),
    listens: trig::AFTER_SKILL,
    ..EntityDef::BLANK
};
/// 鹤归之时 When the Crane Returned.
pub static WHEN_THE_CRANE_RETURNED: CardDef = event(
    332007,
    247,
    "鹤归之时",
    "When the Crane Returned",
    CardKind::Event,
    Cost::same(1),
    &[Op::Combat(&WHEN_THE_CRANE_RETURNED_STATUS)],
);

/// 星天之兆 Starsigns: the active character gains 1 energy (not when it is full).
pub static STARSIGNS: CardDef = CardDef {
    text: "Not playable while your active character's Energy is full.",
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
    text: "Up to 2 of your standby characters each move 1 Energy to your active character (not playable while its Energy is full).",
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
    text: "The target summon gains 1 usage.",
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
    text: "The target summon loses 2 usages.",
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

/// 护法之誓 Guardian's Oath: every summon leaves, on both sides.
pub static GUARDIANS_OATH: CardDef = CardDef {
    text: "Every summon on both sides leaves.",
    ..event(
        332014,
        254,
        "护法之誓",
        "Guardian's Oath",
        CardKind::Event,
        Cost::same(4),
        &[Op::Custom(|g, _| {
            for seat in [Seat(0), Seat(1)] {
                for idx in 0..g.player(seat).summons.len() as u8 {
                    g.discard(Loc {
                        seat,
                        zone: LocZone::Summon,
                        idx,
                    });
                }
            }
        })],
    )
};

/// A Hilichurl summon: end phase, 1 damage of `element`; 2 usages.
const fn hilichurl(id: u32, name: &'static str, element: Element) -> EntityDef {
    EntityDef {
        id,
        name,
        kind: EntityKind::Summon,
        usage: 2,
        end_phase: match element {
            Element::Cryo => &[Op::Damage(DamageType::Elemental(Element::Cryo), 1)],
            Element::Hydro => &[Op::Damage(DamageType::Elemental(Element::Hydro), 1)],
            Element::Pyro => &[Op::Damage(DamageType::Elemental(Element::Pyro), 1)],
            _ => &[Op::Damage(DamageType::Elemental(Element::Electro), 1)],
        },
        ..EntityDef::BLANK
    }
}

/// 冰箭丘丘人 Cryo Hilichurl Shooter.
pub static CRYO_HILICHURL_SHOOTER: EntityDef = EntityDef {
    chinese_name: "冰箭丘丘人",
    ..hilichurl(303211, "Cryo Hilichurl Shooter", Element::Cryo)
};
/// 水丘丘萨满 Hydro Samachurl.
pub static HYDRO_SAMACHURL: EntityDef = EntityDef {
    chinese_name: "水丘丘萨满",
    ..hilichurl(303212, "Hydro Samachurl", Element::Hydro)
};
/// 冲锋丘丘人 Hilichurl Berserker.
pub static HILICHURL_BERSERKER: EntityDef = EntityDef {
    chinese_name: "冲锋丘丘人",
    ..hilichurl(303213, "Hilichurl Berserker", Element::Pyro)
};
/// 雷箭丘丘人 Electro Hilichurl Shooter.
pub static ELECTRO_HILICHURL_SHOOTER: EntityDef = EntityDef {
    chinese_name: "雷箭丘丘人",
    ..hilichurl(303214, "Electro Hilichurl Shooter", Element::Electro)
};

/// The summons Abyssal Summons chooses from.
pub static HILICHURLS: [&EntityDef; 4] = [
    &CRYO_HILICHURL_SHOOTER,
    &HYDRO_SAMACHURL,
    &HILICHURL_BERSERKER,
    &ELECTRO_HILICHURL_SHOOTER,
];

/// 深渊的呼唤 Abyssal Summons: one random Hilichurl summon (needs 2 Monster characters in the
/// deck).
pub static ABYSSAL_SUMMONS: CardDef = CardDef {
    text: "Summons a random Hilichurl summon.",
    nation: nation::MONSTER,
    ..event(
        332015,
        255,
        "深渊的呼唤",
        "Abyssal Summons",
        CardKind::Event,
        Cost::same(2),
        &[Op::Custom(|g, cx| {
            let def = HILICHURLS[g.rng.below(4) as usize];
            g.add_entity(cx.seat, LocZone::Summon, def);
        })],
    )
};

/// A Fatui Ambusher: after a skill of the side it is on, 1 damage of its element to that
/// side's active character, once per round; 2 usages.
const fn ambusher(id: u32, name: &'static str) -> EntityDef {
    EntityDef {
        text: "Sits on the opponent's side: after that side uses a skill, its active character takes 1 damage of the ambusher's element (once per round, spends 1 usage).",
        id,
        name,
        kind: EntityKind::Combat,
        usage: 2,
        per_round: true,
        hook: Some(ambush),
        listens: trig::AFTER_SKILL,
        ..EntityDef::BLANK
    }
}

/// 愚人众伏兵·冰萤术士 Fatui Ambusher: Cryo Cicin Mage.
pub static AMBUSHER_CRYO_CICIN_MAGE: EntityDef = EntityDef {
    chinese_name: "愚人众伏兵·冰萤术士",
    ..ambusher(303216, "Fatui Ambusher: Cryo Cicin Mage")
};
/// 愚人众伏兵·藏镜仕女 Fatui Ambusher: Mirror Maiden.
pub static AMBUSHER_MIRROR_MAIDEN: EntityDef = EntityDef {
    chinese_name: "愚人众伏兵·藏镜仕女",
    ..ambusher(303217, "Fatui Ambusher: Mirror Maiden")
};
/// 愚人众伏兵·火铳游击兵 Fatui Ambusher: Pyroslinger Bracer.
pub static AMBUSHER_PYROSLINGER_BRACER: EntityDef = EntityDef {
    chinese_name: "愚人众伏兵·火铳游击兵",
    ..ambusher(303218, "Fatui Ambusher: Pyroslinger Bracer")
};
/// 愚人众伏兵·雷锤前锋军 Fatui Ambusher: Electrohammer Vanguard.
pub static AMBUSHER_ELECTROHAMMER_VANGUARD: EntityDef = EntityDef {
    chinese_name: "愚人众伏兵·雷锤前锋军",
    ..ambusher(303219, "Fatui Ambusher: Electrohammer Vanguard")
};

/// The ambushers Fatui Conspiracy chooses from, with their elements.
pub static AMBUSHERS: [(&EntityDef, Element); 4] = [
    (&AMBUSHER_CRYO_CICIN_MAGE, Element::Cryo),
    (&AMBUSHER_MIRROR_MAIDEN, Element::Hydro),
    (&AMBUSHER_PYROSLINGER_BRACER, Element::Pyro),
    (&AMBUSHER_ELECTROHAMMER_VANGUARD, Element::Electro),
];

/// The ambusher strikes its own side's active character; the damage counts as the other
/// side's (whoever planted it).
fn ambush(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let def = g.ent(me).def;
    let Some(&(_, element)) = AMBUSHERS.iter().find(|(d, _)| *d == def) else {
        return;
    };
    if g.ent(me).var >= 1 {
        return;
    }
    g.ent_mut(me).var = 1;
    g.spend(me);
    let cx = Cx {
        entity: Some(def),
        ..Cx::side(me.seat.other())
    };
    let target = g.player(me.seat).active;
    let d = g.new_dmg(&cx, target, DamageType::Elemental(element), 1);
    g.deal(d);
}

/// 愚人众的阴谋 Fatui Conspiracy: a random Fatui Ambusher on the opponent's side (needs 2 Fatui
/// characters in the deck).
pub static FATUI_CONSPIRACY: CardDef = CardDef {
    text: "Creates a random Fatui Ambusher on the opponent's side.",
    nation: nation::FATUI,
    ..event(
        332016,
        256,
        "愚人众的阴谋",
        "Fatui Conspiracy",
        CardKind::Event,
        Cost::same(2),
        &[Op::Custom(|g, cx| {
            let (def, _) = AMBUSHERS[g.rng.below(4) as usize];
            g.add_entity(cx.seat.other(), LocZone::Combat, def);
        })],
    )
};

/// 下落斩 Plunging Strike: a combat action; switch to the target character, which then uses
/// its normal attack (a plunging attack when it was switched in).
pub static PLUNGING_STRIKE: CardDef = CardDef {
    text: "The target character then uses its Normal Attack (a Plunging Attack when it was switched in).",
    combat_action: true,
    target: TargetRule::OwnCharacter,
    condition: Some(|g, seat, target| {
        target
            .filter(|&s| g.skills_blocked(seat, s))
            .map(|_| "the character cannot use skills")
    }),
    ..event(
        332017,
        257,
        "下落斩",
        "Plunging Strike",
        CardKind::Event,
        Cost::same(3),
        &[Op::SwitchToTarget, Op::Custom(plunging_strike)],
    )
};

fn plunging_strike(g: &mut Gitcg, cx: &mut Cx) {
    let def = g.player(cx.seat).active_char().def;
    if let Some(normal) = def.skills.iter().find(|s| s.kind == SkillKind::Normal) {
        g.use_skill(cx.seat, normal, cx.charged, Some(&PLUNGING_STRIKE));
    }
}

/// 重攻击（生效中） Heavy Strike (In Effect): this round, the character's next normal attack
/// deals +1, or +2 when it is a charged attack.
pub static HEAVY_STRIKE_STATUS: EntityDef = EntityDef {
    text:
        "This round, the character's next Normal Attack deals +1 damage (+2 for a Charged Attack).",
    id: 303220,
    name: "Heavy Strike (In Effect)",
    chinese_name: "重攻击（生效中）",
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

/// 温妮莎传奇 The Legend of Vennessa: 4 dice of different basic elements.
pub static THE_LEGEND_OF_VENNESSA: CardDef = CardDef {
    text: "Creates 4 dice of different basic elements.",
    ..event(
        332019,
        259,
        "温妮莎传奇",
        "The Legend of Vennessa",
        CardKind::Event,
        Cost::same(3),
        &[Op::Custom(|g, cx| different_basic_dice(g, cx.seat, 4))],
    )
};

/// 永远的友谊 Friendship Eternal: each player with fewer than 4 cards draws up to 4 (the
/// player first).
pub static FRIENDSHIP_ETERNAL: CardDef = CardDef {
    text: "Each player with fewer than 4 cards in hand draws until holding 4 (you first).",
    ..event(
        332020,
        260,
        "永远的友谊",
        "Friendship Eternal",
        CardKind::Event,
        Cost::same(2),
        &[Op::Custom(|g, cx| {
            for seat in [cx.seat, cx.seat.other()] {
                let n = 4usize.saturating_sub(g.player(seat).hand.len());
                g.draw(seat, n as u8);
            }
        })],
    )
};
