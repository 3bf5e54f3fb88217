//! Nation cards: events a deck may hold only with two characters of the nation or camp.

use tavern_protocol::gitcg::{DamageType, DieFace, Element};

use super::switch_to_next;
use crate::cards::common::event;
use crate::version::{V3_7, V4_7, V5_7};
use arrayvec::ArrayVec;

use crate::defs::{
    nation, trig, CardDef, CardKind, Cost, Cx, EntityDef, EntityKind, Op, TargetRule, Trig, Who,
};
use crate::state::{Loc, LocZone};
use crate::Gitcg;

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
    since: V3_7,
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
    since: V3_7,
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
    since: V3_7,
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

/// 草与智慧 Nature and Wisdom: draw 1, then replace any cards of the hand (a mid-turn hand
/// switch, `hand_replacement.rs`; needs 2 Sumeru characters in the deck).
pub static NATURE_AND_WISDOM: CardDef = CardDef {
    since: V3_7,
    text: "Draw 1 card. Then, choose any cards in your hand to replace.",
    nation: nation::SUMERU,
    ..event(
        331804,
        240,
        "草与智慧",
        "Nature and Wisdom",
        CardKind::Event,
        Cost::same(1),
        &[
            Op::Draw(1),
            Op::Custom(|g, cx| g.offer_hand_switch(cx.seat)),
        ],
    )
};

/// 水与正义 Water and Justice: the living characters' HP shared out evenly, then 1 HP for
/// every character (needs 2 Fontaine characters in the deck).
pub static WATER_AND_JUSTICE: CardDef = CardDef {
    since: V4_7,
    text: "Share out the HP of your characters that are not defeated evenly among them (what does not divide goes 1 by 1 from your active character on), then heal all your characters for 1.",
    nation: nation::FONTAINE,
    ..event(
        331805,
        393,
        "水与正义",
        "Water and Justice",
        CardKind::Event,
        Cost::any(2),
        &[Op::Custom(share_hp_evenly), Op::Heal(Who::All, 1)],
    )
};

/// Shares out the HP of the side's living characters evenly: each gets the total divided by
/// their number, and what does not divide goes 1 point at a time to the characters in slot
/// order from the active one on. No character goes above its maximum HP; what it cannot take
/// goes to the next that can. Sharing out is neither damage nor healing: nothing answers it.
fn share_hp_evenly(g: &mut Gitcg, cx: &mut Cx) {
    let p = g.player(cx.seat);
    let active = p.active;
    let order: ArrayVec<u8, 3> = (0..3u8)
        .map(|k| (active + k) % 3)
        .filter(|&s| p.chars[s as usize].standing())
        .collect();
    if order.is_empty() {
        return;
    }
    let mut left: u16 = order
        .iter()
        .map(|&s| u16::from(p.chars[s as usize].hp))
        .sum();
    let n = order.len() as u16;
    let mut shares = [0u8; 3];
    for (k, &s) in order.iter().enumerate() {
        let extra = u16::from((k as u16) < left % n);
        let want = (left / n + extra).min(u16::from(p.chars[s as usize].max_hp));
        shares[k] = want as u8;
    }
    left -= shares.iter().map(|&h| u16::from(h)).sum::<u16>();
    // What a full character could not take goes to the others, in the same order.
    for (k, &s) in order.iter().enumerate() {
        let room = u16::from(p.chars[s as usize].max_hp) - u16::from(shares[k]);
        let more = room.min(left);
        shares[k] += more as u8;
        left -= more;
    }
    for (k, &s) in order.iter().enumerate() {
        g.character_mut(cx.seat, s).hp = shares[k];
    }
}

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
    since: V3_7,
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

/// 还魂诗 Ode of Resurrection (status, 303240; its stock is its Rekindling, 重燃): this round,
/// when the character would be knocked out, its side spends as many dice as the Rekindling, if
/// it holds them, and the character is saved at 1 HP; then the Rekindling is 1 more.
pub static ODE_OF_RESURRECTION: EntityDef = EntityDef {
    text: "This round, when the character would be knocked out: if you hold as many dice as its Rekindling (the counter), spend them, and the character is saved and healed to 1 HP; then Rekindling +1.",
    id: 303240,
    name: "Ode of Resurrection",
    chinese_name: "还魂诗",
    kind: EntityKind::Status,
    round_only: true,
    stock: Some(1),
    listens: trig::WOULD_DIE,
    hook: Some(|g, me, t| {
        let Trig::WouldDie { character, saved } = t else {
            return;
        };
        let rekindling = g.ent(me).stock;
        let here = me.zone == LocZone::Char(*character);
        if !here || saved.is_some() || g.player(me.seat).dice.total() < rekindling {
            return;
        }
        spend_dice(g, me.seat, rekindling);
        **saved = Some(1);
        let e = g.ent_mut(me);
        e.stock = e.stock.saturating_add(1);
    }),
    ..EntityDef::BLANK
};

/// Takes `n` dice of `seat` away for an effect (消耗元素骰), one at a time: a die of the face
/// it holds most of among those no living character of the side uses, else of the face it
/// holds most of (the first face on a tie), Omni dice last.
fn spend_dice(g: &mut Gitcg, seat: tavern_protocol::Seat, n: u8) {
    for _ in 0..n {
        let p = g.player(seat);
        let used = |f: usize| {
            p.living()
                .any(|s| p.chars[s as usize].def.element.die() as usize == f)
        };
        let face = (1..8)
            .filter(|&f| p.dice.0[f] > 0)
            .max_by_key(|&f| (!used(f), p.dice.0[f], std::cmp::Reverse(f)))
            .unwrap_or(DieFace::Omni as usize);
        let dice = &mut g.player_mut(seat).dice;
        if dice.0[face] == 0 {
            return;
        }
        dice.0[face] -= 1;
    }
}

/// 火与战争 Fire and War (arrived in 5.7): the target character gets Ode of Resurrection with a
/// Rekindling of 1 (needs 2 Natlan characters in the deck).
pub static FIRE_AND_WAR: CardDef = CardDef {
    since: V5_7,
    text: "The target character gains Ode of Resurrection with 1 Rekindling.",
    nation: nation::NATLAN,
    target: TargetRule::OwnCharacter,
    ..event(
        331806,
        489,
        "火与战争",
        "Fire and War",
        CardKind::Event,
        Cost::same(1),
        &[Op::Custom(|g, cx| {
            let Some(slot) = cx.character else { return };
            if let Some(at) = g.add_entity(cx.seat, LocZone::Char(slot), &ODE_OF_RESURRECTION) {
                g.ent_mut(at).stock = 1;
            }
        })],
    )
};
