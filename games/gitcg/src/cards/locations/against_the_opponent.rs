//! Locations that act on the other side too: Fortress of Meropide (Strictly Prohibited on the
//! opponent), Seirai Island (Distant Storm on whoever is healed) and The Mausoleum of King
//! Deshret (Forbidden Knowledge in the opponent's deck).

use super::super::common::event;
use super::{place, support_card};
use crate::deck_effects::DeckPlace;
use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, EntityDef, EntityKind, Heard, Op, Query, Trig,
};
use crate::state::{Loc, LocZone};
use crate::version::{V4_5, V4_6, V4_7};
use crate::Gitcg;

/// 严格禁令 Strictly Prohibited, on a side: the next event card it plays this round has no
/// effect (`nullified.rs`).
pub static STRICTLY_PROHIBITED: EntityDef = EntityDef {
    id: 301018,
    name: "Strictly Prohibited",
    chinese_name: "严格禁令",
    kind: EntityKind::Combat,
    usage: 1,
    round_only: true,
    text: "The next Event card you play this round has no effect (spends 1 usage).",
    answers: answers::NULLIFIES,
    query: Some(|_, _, q| {
        if let Query::Nullifies { nullified, .. } = q {
            **nullified = true;
        }
    }),
    ..EntityDef::BLANK
};

/// Most Prohibitions Fortress of Meropide holds.
const MOST_PROHIBITIONS: u8 = 4;

/// 梅洛彼得堡 Fortress of Meropide in play (stock: Prohibition, up to 4): 1 more after the
/// active character takes damage or is healed; when the action phase begins with 4, they are
/// spent and the opponent gets Strictly Prohibited.
pub static FORTRESS_OF_MEROPIDE_SUPPORT: EntityDef = EntityDef {
    text: "After your active character takes damage or is healed: gain 1 Prohibition (up to 4). When the Action Phase begins with 4 Prohibitions: spend them and create Strictly Prohibited on the opponent's side (the next Event card they play this round has no effect).",
    stock: Some(0),
    hook: Some(fortress_of_meropide),
    listens: trig::DAMAGED | trig::HEALED | trig::ACTION_START,
    ..place(321018, "Fortress of Meropide")
};

fn fortress_of_meropide(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let active = g.player(me.seat).active;
    let to_active = match t {
        Trig::Dealt(d) => d.target == active,
        Trig::Healed { character, .. } => *character == active,
        _ => {
            if g.ent(me).stock >= MOST_PROHIBITIONS {
                g.ent_mut(me).stock -= MOST_PROHIBITIONS;
                g.add_entity(me.seat.other(), LocZone::Combat, &STRICTLY_PROHIBITED);
            }
            return;
        }
    };
    let e = g.ent_mut(me);
    if to_active && e.stock < MOST_PROHIBITIONS {
        e.stock += 1;
    }
}

/// 梅洛彼得堡 Fortress of Meropide.
pub static FORTRESS_OF_MEROPIDE: CardDef = support_card(
    CardKind::Location,
    321018,
    344,
    "梅洛彼得堡",
    "Fortress of Meropide",
    Cost::same(1),
    &FORTRESS_OF_MEROPIDE_SUPPORT,
)
.arrived(V4_5);

/// 悠远雷暴 Distant Storm: end phase, 2 Piercing damage to the character it is attached to;
/// 1 usage.
pub static DISTANT_STORM: EntityDef = EntityDef {
    id: 301019,
    name: "Distant Storm",
    chinese_name: "悠远雷暴",
    kind: EntityKind::Status,
    usage: 1,
    end_phase: &[Op::PierceSelf(2, 0)],
    ..EntityDef::BLANK
};

/// 清籁岛 Seirai Island in play for 2 rounds: after a character of either side is healed, it
/// gets Distant Storm.
pub static SEIRAI_ISLAND_SUPPORT: EntityDef = EntityDef {
    text: "After a character of either side is healed: attach Distant Storm to it (End Phase: it takes 2 Piercing damage; 1 usage).",
    duration: 2,
    hook: Some(|g, me, t| {
        let (seat, slot) = match *t {
            Trig::Healed { character, .. } => (me.seat, character),
            Trig::Opposing(Heard::Healed { character, .. }) => (me.seat.other(), character),
            _ => return,
        };
        g.add_entity(seat, LocZone::Char(slot), &DISTANT_STORM);
    }),
    listens: trig::HEALED | trig::OPPOSING,
    ..place(321019, "Seirai Island")
};
/// 清籁岛 Seirai Island.
pub static SEIRAI_ISLAND: CardDef = support_card(
    CardKind::Location,
    321019,
    357,
    "清籁岛",
    "Seirai Island",
    Cost::same(1),
    &SEIRAI_ISLAND_SUPPORT,
)
.arrived(V4_6);

/// 禁忌知识（冷却中） Forbidden Knowledge (On Cooldown): no more Forbidden Knowledge this
/// round.
pub static FORBIDDEN_KNOWLEDGE_COOLDOWN: EntityDef = EntityDef {
    id: 301021,
    name: "Forbidden Knowledge (On Cooldown)",
    chinese_name: "禁忌知识（冷却中）",
    kind: EntityKind::Combat,
    round_only: true,
    text: "You cannot play another Forbidden Knowledge this round.",
    ..EntityDef::BLANK
};

/// 禁忌知识 Forbidden Knowledge (created in a deck by The Mausoleum of King Deshret): 1
/// Piercing damage to the player's own active character, then a card drawn; it cannot be
/// tuned, and only one is played a round.
pub static FORBIDDEN_KNOWLEDGE: CardDef = CardDef {
    untunable: true,
    condition: Some(|g, seat, _| {
        g.player(seat)
            .has_combat(&FORBIDDEN_KNOWLEDGE_COOLDOWN)
            .then_some("only one Forbidden Knowledge may be played each round")
    }),
    text: "Only one Forbidden Knowledge may be played each round.",
    ..event(
        301020,
        0,
        "禁忌知识",
        "Forbidden Knowledge",
        CardKind::Event,
        Cost::FREE,
        &[
            Op::PierceSelf(1, 0),
            Op::Draw(1),
            Op::Combat(&FORBIDDEN_KNOWLEDGE_COOLDOWN),
        ],
    )
};

/// 赤王陵（生效中） The Mausoleum of King Deshret (In Effect), on the side it struck: until the
/// end of the round, each card that side draws puts a Forbidden Knowledge at a random place in
/// its deck. The card facts have no entity for it: its id is the Mausoleum's with a 1 after
/// it, and its names follow the game's way of naming a card's lasting effect (生效中).
pub static MAUSOLEUM_CURSE: EntityDef = EntityDef {
    id: 3210201,
    name: "The Mausoleum of King Deshret (In Effect)",
    chinese_name: "赤王陵（生效中）",
    kind: EntityKind::Combat,
    round_only: true,
    text: "Until the end of the round: each time you draw a card, create 1 Forbidden Knowledge at a random place in your deck.",
    hook: Some(|g, me, _| {
        g.put_in_deck(me.seat, &FORBIDDEN_KNOWLEDGE, 1, DeckPlace::Random);
    }),
    listens: trig::DREW,
    ..EntityDef::BLANK
};

/// Opposing draws that set off The Mausoleum of King Deshret.
const DRAWS_AWAITED: u8 = 4;

/// 赤王陵 The Mausoleum of King Deshret in play (stock: the opponent's draws since it
/// entered): at 4, it leaves, 2 Forbidden Knowledge go on top of the opponent's deck and the
/// opponent is cursed until the end of the round.
pub static MAUSOLEUM_OF_KING_DESHRET_SUPPORT: EntityDef = EntityDef {
    text: "After the opponent has drawn 4 cards: this card is discarded and 2 Forbidden Knowledge (cannot be tuned, one a round: 1 Piercing damage to their own active character, draw 1 card) are created on top of the opponent's deck; until the end of the round, each card the opponent draws creates 1 more Forbidden Knowledge at a random place in their deck.",
    stock: Some(0),
    hook: Some(|g, me, t| {
        if !matches!(t, Trig::Opposing(Heard::Drew)) {
            return;
        }
        let e = g.ent_mut(me);
        e.stock += 1;
        if e.stock < DRAWS_AWAITED {
            return;
        }
        g.discard(me);
        let foe = me.seat.other();
        g.put_in_deck(foe, &FORBIDDEN_KNOWLEDGE, 2, DeckPlace::FromTop(1));
        g.add_entity(foe, LocZone::Combat, &MAUSOLEUM_CURSE);
    }),
    listens: trig::OPPOSING,
    ..place(321020, "The Mausoleum of King Deshret")
};
/// 赤王陵 The Mausoleum of King Deshret.
pub static MAUSOLEUM_OF_KING_DESHRET: CardDef = support_card(
    CardKind::Location,
    321020,
    388,
    "赤王陵",
    "The Mausoleum of King Deshret",
    Cost::same(1),
    &MAUSOLEUM_OF_KING_DESHRET_SUPPORT,
)
.arrived(V4_7);
