//! Arcane Legends (秘传): one per match per player, always in the opening hand (the rule is
//! `Player::legend_used`, checked for every card of kind `CardKind::Legend`).

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{CharacterRef, DamageType, Element, Event, Phase};
use tavern_protocol::Seat;

use crate::cards::common::{different_basic_dice, draw_random, event};
use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, Discount, DiscountDice, Discounted, EntityDef,
    EntityKind, EquipSlot, Op, Query, TargetRule, Trig, Weapon, Who,
};
use crate::state::{Loc, LocZone, DECK_CAP};
use crate::version::{V3_8, V4_0, V4_1, V4_2, V4_3, V4_5, V4_7, V5_0, V5_3, V5_7};
use crate::Gitcg;

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
    since: V3_8,
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
    since: V3_8,
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

/// 愉舞欢游 Joyous Celebration: only while the active character is Cryo, Hydro, Pyro, Electro
/// or Dendro; each of the side's characters with an element applied gets the active
/// character's element applied.
pub static JOYOUS_CELEBRATION: CardDef = CardDef {
    since: V4_0,
    text: "Playable only while your active character is Cryo, Hydro, Pyro, Electro or Dendro. Applies its element to each of your characters that has an element applied.",
    condition: Some(|g, seat, _| {
        let e = g.player(seat).active_char().def.element;
        (!matches!(
            e,
            Element::Cryo | Element::Hydro | Element::Pyro | Element::Electro | Element::Dendro
        ))
        .then_some("the active character's element cannot be applied")
    }),
    ..event(
        330003,
        220,
        "愉舞欢游",
        "Joyous Celebration",
        CardKind::Legend,
        Cost::FREE,
        &[Op::Custom(|g, cx| {
            let e = g.player(cx.seat).active_char().def.element;
            for s in 0..3u8 {
                let c = g.character(cx.seat, s);
                if c.standing() && !c.aura.is_empty() {
                    g.apply_element(cx.seat, s, e);
                }
            }
        })],
    )
};

/// 万家灶火 In Every House a Stove: in round 1, a Talent card from the deck when the starting
/// deck held at least 2 different ones; from round 2, draw as many cards as the rounds before
/// this one (at most 4).
pub static IN_EVERY_HOUSE_A_STOVE: CardDef = CardDef {
    since: V4_2,
    text: "In round 1: if your starting deck held at least 2 different Talent cards, draw a random Talent card from your deck. From round 2: draw as many cards as the current round number minus 1 (at most 4).",
    ..event(
        330005,
        222,
        "万家灶火",
        "In Every House a Stove",
        CardKind::Legend,
        Cost::FREE,
        &[Op::Custom(|g, cx| {
            let round = g.round();
            if round >= 2 {
                g.draw(cx.seat, (round - 1).min(4));
                return;
            }
            let starting = &g.player(cx.seat).starting_deck;
            let mut talents: ArrayVec<u32, DECK_CAP> = starting
                .iter()
                .filter(|c| c.talent_of.is_some())
                .map(|c| c.id)
                .collect();
            talents.sort_unstable();
            if talents.first() != talents.last() {
                draw_random(g, cx.seat, |c| c.talent_of.is_some());
            }
        })],
    )
};

/// 抗争之日·碎梦之时（生效中） Day of Resistance: Moment of Shattered Dreams (In Effect): this
/// round, damage to the character is 1 lower; 4 usages.
pub static DAY_OF_RESISTANCE_STATUS: EntityDef = EntityDef {
    id: 300004,
    name: "Day of Resistance: Moment of Shattered Dreams (In Effect)",
    chinese_name: "抗争之日·碎梦之时（生效中）",
    kind: EntityKind::Status,
    usage: 4,
    reduce: 1,
    round_only: true,
    ..EntityDef::BLANK
};
/// 抗争之日·碎梦之时 Day of Resistance: Moment of Shattered Dreams (on one of the side's
/// characters).
pub static DAY_OF_RESISTANCE: CardDef = CardDef {
    since: V4_5,
    target: TargetRule::OwnCharacter,
    ..event(
        330007,
        346,
        "抗争之日·碎梦之时",
        "Day of Resistance: Moment of Shattered Dreams",
        CardKind::Legend,
        Cost::FREE,
        &[Op::Status(Who::This, &DAY_OF_RESISTANCE_STATUS)],
    )
};

/// 旧日鏖战 Vicious Ancient Battle: the opposing active character loses 1 energy.
pub static VICIOUS_ANCIENT_BATTLE: CardDef = CardDef {
    since: V4_7,
    text: "The opponent's active character loses 1 Energy.",
    ..event(
        330008,
        392,
        "旧日鏖战",
        "Vicious Ancient Battle",
        CardKind::Legend,
        Cost::FREE,
        &[Op::Custom(|g, cx| {
            let foe = cx.seat.other();
            let slot = g.player(foe).active;
            let c = g.character_mut(foe, slot);
            if c.energy > 0 {
                c.energy -= 1;
                let energy = c.energy;
                g.emit(Event::EnergyChanged {
                    character: CharacterRef { seat: foe, slot },
                    energy,
                });
            }
        })],
    )
};

/// 裁定之时（生效中） Passing of Judgment (In Effect), on the opposing side: this round, the
/// next 3 event cards the side plays have no effect (`nullified.rs`).
pub static PASSING_OF_JUDGMENT_STATUS: EntityDef = EntityDef {
    id: 300003,
    name: "Passing of Judgment (In Effect)",
    chinese_name: "裁定之时（生效中）",
    kind: EntityKind::Combat,
    usage: 3,
    round_only: true,
    text: "The Event cards you play this round have no effect (spends 1 usage each).",
    answers: answers::NULLIFIES,
    query: Some(|_, _, q| {
        if let Query::Nullifies { nullified, .. } = q {
            **nullified = true;
        }
    }),
    ..EntityDef::BLANK
};
/// 裁定之时 Passing of Judgment: the opponent's next 3 event cards this round are voided.
pub static PASSING_OF_JUDGMENT: CardDef = event(
    330006,
    314,
    "裁定之时",
    "Passing of Judgment",
    CardKind::Legend,
    Cost::same(1),
    &[Op::OpponentCombat(&PASSING_OF_JUDGMENT_STATUS)],
)
.arrived(V4_3);

/// 赦免宣告（生效中） Edict of Absolution (In Effect): this round, the character is immune to
/// statuses that stop skills and, while active, to being switched out by effects
/// (`immunity.rs`).
pub static EDICT_OF_ABSOLUTION_STATUS: EntityDef = EntityDef {
    id: 300005,
    name: "Edict of Absolution (In Effect)",
    chinese_name: "赦免宣告（生效中）",
    kind: EntityKind::Status,
    round_only: true,
    text: "This round, the character is immune to effects that stop skills (Frozen, Petrified, …) and, while it is the active character, is not switched out by effects.",
    listens: trig::IMMUNE,
    answers: answers::IMMUNE,
    query: Some(|_, _, q| {
        // Immune to both: skill-stopping statuses and switches by effects.
        if let Query::Immune { immune, .. } = q {
            **immune = true;
        }
    }),
    ..EntityDef::BLANK
};
/// 赦免宣告 Edict of Absolution (on one of the side's characters).
pub static EDICT_OF_ABSOLUTION: CardDef = CardDef {
    since: V5_0,
    target: TargetRule::OwnCharacter,
    ..event(
        330009,
        419,
        "赦免宣告",
        "Edict of Absolution",
        CardKind::Legend,
        Cost::FREE,
        &[Op::Status(Who::This, &EDICT_OF_ABSOLUTION_STATUS)],
    )
};
/// Edict of Absolution (In Effect) from 5.8 on: the same immunity for 2 rounds.
pub static EDICT_OF_ABSOLUTION_STATUS_5_8: EntityDef = EntityDef {
    name: "Edict of Absolution (In Effect, 2 rounds)",
    round_only: false,
    duration: 2,
    text: "For 2 rounds, the character is immune to effects that stop skills (Frozen, Petrified, …) and, while it is the active character, is not switched out by effects.",
    ..EDICT_OF_ABSOLUTION_STATUS
};
/// Edict of Absolution from 5.8 on: 1 die of one element; heals the character 2 HP, then
/// its immunity lasts 2 rounds.
pub static EDICT_OF_ABSOLUTION_5_8: CardDef = CardDef {
    cost: Cost::same(1),
    ops: &[
        Op::Heal(Who::This, 2),
        Op::Status(Who::This, &EDICT_OF_ABSOLUTION_STATUS_5_8),
    ],
    ..EDICT_OF_ABSOLUTION
};

/// 自由的新风（生效中） Fresh Wind of Freedom (In Effect): this round, when an opposing
/// character is knocked out during the side's turn, the side acts again once after that
/// action (`act_again.rs`); 1 usage.
pub static FRESH_WIND_OF_FREEDOM_STATUS: EntityDef = EntityDef {
    id: 300002,
    name: "Fresh Wind of Freedom (In Effect)",
    chinese_name: "自由的新风（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    text: "This round, when an opposing character is knocked out during your turn: after that action, you may act again once (spends 1 usage).",
    listens: trig::KNOCKED_OUT,
    hook: Some(fresh_wind_of_freedom),
    ..EntityDef::BLANK
};

fn fresh_wind_of_freedom(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let Trig::KnockedOut { seat, .. } = t else {
        return;
    };
    if *seat == me.seat || g.turn() != me.seat || g.phase() != Phase::Action {
        return;
    }
    g.grant_another_action(me.seat);
    g.spend(me);
}

/// 自由的新风 Fresh Wind of Freedom.
pub static FRESH_WIND_OF_FREEDOM: CardDef = event(
    330004,
    221,
    "自由的新风",
    "Fresh Wind of Freedom",
    CardKind::Legend,
    Cost::FREE,
    &[Op::Combat(&FRESH_WIND_OF_FREEDOM_STATUS)],
)
.arrived(V4_1);

/// 斗争之火（生效中） Flames of War (In Effect): this round, the character's damage is 1
/// higher per layer (layers stack without limit).
pub static FLAMES_OF_WAR_STATUS: EntityDef = EntityDef {
    id: 300007,
    name: "Flames of War (In Effect)",
    chinese_name: "斗争之火（生效中）",
    kind: EntityKind::Status,
    usage: 1,
    usage_cap: u8::MAX,
    round_only: true,
    text: "This round, the character deals +1 damage for each usage.",
    listens: trig::BONUS_OUT,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        let LocZone::Char(owner) = me.zone else {
            return;
        };
        if d.by == Some(owner) && d.ty != DamageType::Piercing {
            d.amount += g.ent(me).usage as i16;
        }
    }),
    ..EntityDef::BLANK
};

/// 斗争之火 Flames of War, in a side's support zone (stock: Fighting Spirit, the damage the
/// side dealt to opposing characters). When the action phase begins, the one holding strictly
/// more than the other side's (none counts as 0) clears it and gives its side's active
/// character Flames of War (In Effect); on a tie, neither acts.
pub static FLAMES_OF_WAR: EntityDef = EntityDef {
    id: 300006,
    name: "Flames of War",
    chinese_name: "斗争之火",
    kind: EntityKind::Support,
    stock: Some(0),
    // Set once this round's comparison is settled, so the second side's card does not
    // compare again against a cleared one.
    per_round: true,
    text: "Records the damage you deal to opposing characters as Fighting Spirit. When the Action Phase begins: if this card holds more Fighting Spirit than the opponent's Flames of War, clear it and your active character deals +1 damage this round.",
    listens: trig::DEALT | trig::ACTION_START,
    hook: Some(flames_of_war),
    ..EntityDef::BLANK
};

fn flames_of_war(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    if let Trig::Dealt(d) = t {
        if d.to != me.seat {
            let gained = u8::try_from(d.amount).unwrap_or(u8::MAX);
            let e = g.ent_mut(me);
            e.stock = e.stock.saturating_add(gained);
        }
        return;
    }
    if g.ent(me).var != 0 {
        return;
    }
    let theirs = flames_of(g, me.seat.other());
    let spirit = |g: &Gitcg, loc: Option<Loc>| loc.map_or(0, |l| g.ent(l).stock);
    let (mine, other) = (g.ent(me).stock, spirit(g, theirs));
    for loc in std::iter::once(me).chain(theirs) {
        g.ent_mut(loc).var = 1;
    }
    let winner = match mine.cmp(&other) {
        std::cmp::Ordering::Greater => Some(me),
        std::cmp::Ordering::Less => theirs,
        std::cmp::Ordering::Equal => None,
    };
    if let Some(loc) = winner {
        g.ent_mut(loc).stock = 0;
        let active = g.player(loc.seat).active;
        g.add_entity(loc.seat, LocZone::Char(active), &FLAMES_OF_WAR_STATUS);
    }
}

/// The side's Flames of War still in play, if any.
fn flames_of(g: &Gitcg, seat: Seat) -> Option<Loc> {
    let i = g
        .zone(seat, LocZone::Support)
        .iter()
        .position(|e| !e.dead && e.def == &FLAMES_OF_WAR)?;
    Some(Loc {
        seat,
        zone: LocZone::Support,
        idx: i as u8,
    })
}

/// 归火圣夜巡礼 Pilgrimage of the Return of the Sacred Flame: Flames of War on both sides (a
/// side that holds one keeps it), then the player's gains 1 Fighting Spirit.
pub static PILGRIMAGE_OF_THE_RETURN_OF_THE_SACRED_FLAME: CardDef = CardDef {
    since: V5_3,
    text: "Creates Flames of War on both sides (a side that has one keeps it), then yours gains 1 Fighting Spirit. Flames of War records the damage its side deals to opposing characters as Fighting Spirit; when the Action Phase begins, the one with more clears it and its side's active character deals +1 damage that round.",
    ..event(
        330010,
        451,
        "归火圣夜巡礼",
        "Pilgrimage of the Return of the Sacred Flame",
        CardKind::Legend,
        Cost::FREE,
        &[Op::Custom(|g, cx| {
            for seat in [cx.seat, cx.seat.other()] {
                if flames_of(g, seat).is_none() {
                    g.add_entity(seat, LocZone::Support, &FLAMES_OF_WAR);
                }
            }
            // A full support zone holds none.
            if let Some(loc) = flames_of(g, cx.seat) {
                let e = g.ent_mut(loc);
                e.stock = e.stock.saturating_add(1);
            }
        })],
    )
};

/// 为「死」而战 Fight for Death (arrived in 5.7): draw 1; then, for each knocked-out character
/// of the side, its other characters gain 2 Max HP (`max_hp.rs`: HP too).
pub static FIGHT_FOR_DEATH: CardDef = CardDef {
    since: V5_7,
    text: "Then, for each of your characters that is knocked out, your remaining characters gain 2 Max HP.",
    ..event(
        330011,
        487,
        "为「死」而战",
        "Fight for Death",
        CardKind::Legend,
        Cost::same(1),
        &[
            Op::Draw(1),
            Op::Custom(|g, cx| {
                let p = g.player(cx.seat);
                let down = p.chars.iter().filter(|c| !c.alive).count() as u8;
                let living: ArrayVec<u8, 3> = p.living().collect();
                for slot in living {
                    g.gain_max_hp(cx.seat, slot, 2 * down);
                }
            }),
        ],
    )
};
