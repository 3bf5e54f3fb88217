//! Arcane Legends (秘传): one per match per player, always in the opening hand (the rule is
//! `Player::legend_used`, checked for every card of kind `CardKind::Legend`).

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{CharacterRef, Element, Event, Phase};

use crate::cards::common::{different_basic_dice, draw_random, event};
use crate::defs::{
    trig, CardDef, CardKind, Cost, Discount, DiscountDice, Discounted, EntityDef, EntityKind,
    EquipSlot, Op, Query, TargetRule, Trig, Weapon, Who,
};
use crate::state::Loc;
use crate::state::DECK_CAP;
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

/// 愉舞欢游 Joyous Celebration: only while the active character is Cryo, Hydro, Pyro, Electro
/// or Dendro; each of the side's characters with an element applied gets the active
/// character's element applied.
pub static JOYOUS_CELEBRATION: CardDef = CardDef {
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
);

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
);
