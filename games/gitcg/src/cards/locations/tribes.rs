//! The locations of Natlan's tribes: "Flower-Feather Clan" (arrived in 5.4), "Masters of the
//! Night-Wind" (5.5) and "Collective of Plenty" (5.6).

use std::sync::OnceLock;

use tavern_protocol::gitcg::DamageType;
use tavern_protocol::Seat;

use super::place;
use crate::cards::common::{element_die_of, next_standby, owner, support_card};
use crate::defs::{trig, CardDef, CardKind, Cost, Cx, EntityDef, EntityKind, Op, Trig};
use crate::pick::CardUse;
use crate::state::{Loc, LocZone};
use crate::version::{V5_4, V5_5, V5_6};
use crate::Gitcg;

// ---------------------------------------------------------------- "Flower-Feather Clan"

/// 「花羽会」（生效中） "Flower-Feather Clan" (In Effect) (status, 301024): the next time the
/// character becomes the active character, a die of its element; layers (usages) stack
/// without limit, one spent each time.
pub static FLOWER_FEATHER_CLAN_STATUS: EntityDef = EntityDef {
    text: "The next time the character becomes your active character: create 1 die of its element (spends 1 layer).",
    id: 301024,
    name: "\"Flower-Feather Clan\" (In Effect)",
    chinese_name: "「花羽会」（生效中）",
    kind: EntityKind::Status,
    usage: 1,
    usage_cap: u8::MAX,
    listens: trig::SWITCHED,
    hook: Some(|g, me, t| {
        let Trig::Switched { to, .. } = *t else {
            return;
        };
        if owner(me) == Some(to) {
            element_die_of(g, me.seat, to);
            g.spend(me);
        }
    }),
    ..EntityDef::BLANK
};

/// 「花羽会」 "Flower-Feather Clan" in play (its stock counts the cards discarded toward the next
/// two): after every 2 cards its side discards (tuning included, as every "discarded" effect
/// counts it), the next standby character gets a layer of "Flower-Feather Clan" (In Effect).
pub static FLOWER_FEATHER_CLAN_SUPPORT: EntityDef = EntityDef {
    text: "After you discard 2 cards: your next standby character gains 1 layer of \"the next time it becomes the active character, create 1 die of its element\". The counter shows the cards discarded toward the next 2.",
    stock: Some(0),
    listens: trig::DISCARDED,
    hook: Some(|g, me, _| {
        let e = g.ent_mut(me);
        e.stock += 1;
        if e.stock < 2 {
            return;
        }
        e.stock = 0;
        if let Some(slot) = next_standby(g, me.seat) {
            g.add_entity(me.seat, LocZone::Char(slot), &FLOWER_FEATHER_CLAN_STATUS);
        }
    }),
    ..place(321026, "\"Flower-Feather Clan\"")
};
/// 「花羽会」 "Flower-Feather Clan" (arrived in 5.4).
pub static FLOWER_FEATHER_CLAN: CardDef = support_card(
    CardKind::Location,
    321026,
    458,
    "「花羽会」",
    "\"Flower-Feather Clan\"",
    Cost::FREE,
    &FLOWER_FEATHER_CLAN_SUPPORT,
)
.arrived(V5_4);

// ---------------------------------------------------------------- "Masters of the Night-Wind"

/// The support cards a deck may hold whose printed cost is 2 dice, which "Masters of the
/// Night-Wind" picks from (gathered once: the card table never changes).
fn two_dice_supports() -> &'static [&'static CardDef] {
    static CARDS: OnceLock<Vec<&'static CardDef>> = OnceLock::new();
    CARDS.get_or_init(|| {
        crate::cards::action_cards()
            .filter(|c| {
                c.share_id != 0
                    && matches!(
                        c.kind,
                        CardKind::Companion | CardKind::Location | CardKind::Item
                    )
                    && c.cost.dice() == 2
            })
            .collect()
    })
}

/// When the Action Phase begins, a "Masters of the Night-Wind" of the side with no Spiritual
/// Insight left leaves, and the side picks one of 3 random support cards costing 2 dice,
/// created in its support zone. Run as the declared start of the phase of each Masters in
/// play, it takes the first of them with none left (each run takes one, so two spent Masters
/// both leave).
fn night_wind_falls(g: &mut Gitcg, cx: &mut Cx) {
    let spent = g
        .zone(cx.seat, LocZone::Support)
        .iter()
        .position(|e| !e.dead && Some(e.def) == cx.entity && e.stock == 0);
    let Some(i) = spent else { return };
    g.discard(Loc {
        seat: cx.seat,
        zone: LocZone::Support,
        idx: i as u8,
    });
    g.offer_random_cards(cx.seat, two_dice_supports(), 3, CardUse::Support);
}

/// 「烟谜主」 "Masters of the Night-Wind" in play (its stock is its Spiritual Insight, 灵觉, 4
/// at first): after its side picks a card, 1 Insight less; when the Action Phase begins with
/// none left, it leaves and its side picks one of 3 random support cards costing 2 dice, which
/// is created in its support zone.
pub static MASTERS_OF_THE_NIGHT_WIND_SUPPORT: EntityDef = EntityDef {
    text: "Starts with 4 Spiritual Insight (the counter). After you pick a card: 1 Spiritual Insight less. When the Action Phase begins with no Spiritual Insight left: discard this, then pick 1 of 3 random Support cards costing 2 dice to create in your support zone.",
    stock: Some(4),
    listens: trig::PICKED,
    hook: Some(|g, me, _| {
        let e = g.ent_mut(me);
        e.stock = e.stock.saturating_sub(1);
    }),
    action_start: &[Op::Custom(night_wind_falls)],
    ..place(321027, "\"Masters of the Night-Wind\"")
};
/// 「烟谜主」 "Masters of the Night-Wind" (arrived in 5.5).
pub static MASTERS_OF_THE_NIGHT_WIND: CardDef = support_card(
    CardKind::Location,
    321027,
    466,
    "「烟谜主」",
    "\"Masters of the Night-Wind\"",
    Cost::FREE,
    &MASTERS_OF_THE_NIGHT_WIND_SUPPORT,
)
.arrived(V5_5);

// ---------------------------------------------------------------- "Collective of Plenty"

/// The most layers of Workout.
const MOST_WORKOUT: u8 = 5;
/// The layers of Workout at which the character is healed.
const WORKOUT_HEALS_AT: u8 = 3;

/// 锻炼 Workout (status, 301025; its stock is its layers, at most 5): as its layers reach 3,
/// the character is healed 1; while they are 5, the damage the character deals is +1.
pub static WORKOUT: EntityDef = EntityDef {
    text: "Its layers are the counter (at most 5). When they reach 3: heal the character for 1. While they are 5: the character deals +1 damage.",
    id: 301025,
    name: "Workout",
    chinese_name: "锻炼",
    kind: EntityKind::Status,
    stock: Some(0),
    listens: trig::BONUS_OUT,
    hook: Some(|g, me, t| {
        let Trig::Damage(d) = t else { return };
        let full = g.ent(me).stock == MOST_WORKOUT;
        if full && d.by.is_some() && d.by == owner(me) && d.ty != DamageType::Piercing {
            d.amount += 1;
        }
    }),
    ..EntityDef::BLANK
};

/// Gives the character in `slot` of `seat` `n` layers of Workout (up to 5), healing it 1 as
/// they reach 3.
fn work_out(g: &mut Gitcg, seat: Seat, slot: u8, n: u8) {
    if !g.character(seat, slot).standing() {
        return;
    }
    let zone = LocZone::Char(slot);
    let found = g
        .zone(seat, zone)
        .iter()
        .position(|e| !e.dead && e.def == &WORKOUT);
    let at = match found {
        Some(i) => Loc {
            seat,
            zone,
            idx: i as u8,
        },
        None => match g.add_entity(seat, zone, &WORKOUT) {
            Some(at) => at,
            None => return,
        },
    };
    let e = g.ent_mut(at);
    let before = e.stock;
    e.stock = before.saturating_add(n).min(MOST_WORKOUT);
    if before < WORKOUT_HEALS_AT && e.stock >= WORKOUT_HEALS_AT {
        let source = g.source_of(at);
        g.heal(seat, slot, 1, source);
    }
}

/// 「沃陆之邦」 "Collective of Plenty" in play: when a character of its side prepares a skill
/// (a preparation enters play on it), 3 layers of Workout for it; after a character of its side
/// becomes the active character, 2 layers for it.
pub static COLLECTIVE_OF_PLENTY_SUPPORT: EntityDef = EntityDef {
    text: "When your character prepares a skill: it gains 3 layers of Workout. After your character becomes the active character: it gains 2 layers of Workout.",
    listens: trig::ENTERED | trig::SWITCHED,
    hook: Some(|g, me, t| match *t {
        Trig::Entered(at) => {
            if let (LocZone::Char(slot), true) = (at.zone, g.ent(at).def.prepare.is_some()) {
                work_out(g, me.seat, slot, 3);
            }
        }
        Trig::Switched { to, .. } => work_out(g, me.seat, to, 2),
        _ => {}
    }),
    ..place(321028, "\"Collective of Plenty\"")
};
/// 「沃陆之邦」 "Collective of Plenty" (arrived in 5.6).
pub static COLLECTIVE_OF_PLENTY: CardDef = support_card(
    CardKind::Location,
    321028,
    474,
    "「沃陆之邦」",
    "\"Collective of Plenty\"",
    Cost::any(3),
    &COLLECTIVE_OF_PLENTY_SUPPORT,
)
.arrived(V5_6);
