//! Locations that reward the side with cards, healing, a damage bonus or usages: Weeping
//! Willow of the Lake, Stadium of the Sacred Flame and "People of the Springs".

use super::super::common::different_basic_dice;
use super::{place, support_card};
use crate::defs::{
    trig, Bonus, CardDef, CardKind, Cost, DamageFilter, EntityDef, EntityKind, Trig,
};
use crate::state::{Loc, LocZone};
use crate::version::{V4_3, V5_0, V5_3};
use crate::Gitcg;

/// 湖中垂柳 Weeping Willow of the Lake in play: end phase, with at most 2 cards in hand, draw
/// 2; 2 usages.
pub static WEEPING_WILLOW_OF_THE_LAKE_SUPPORT: EntityDef = EntityDef {
    text: "End Phase: if you hold 2 or fewer cards, draw 2 cards (spends 1 usage).",
    usage: 2,
    hook: Some(|g, me, _| {
        if g.player(me.seat).hand.len() <= 2 {
            g.draw(me.seat, 2);
            g.spend(me);
        }
    }),
    listens: trig::END_PHASE,
    ..place(321016, "Weeping Willow of the Lake")
};
/// 湖中垂柳 Weeping Willow of the Lake.
pub static WEEPING_WILLOW_OF_THE_LAKE: CardDef = support_card(
    CardKind::Location,
    321016,
    309,
    "湖中垂柳",
    "Weeping Willow of the Lake",
    Cost::same(1),
    &WEEPING_WILLOW_OF_THE_LAKE_SUPPORT,
)
.arrived(V4_3);

/// 圣火竞技场（生效中） Stadium of the Sacred Flame (In Effect): the character's damage +1 for
/// 2 rounds.
pub static STADIUM_IN_EFFECT: EntityDef = EntityDef {
    id: 301023,
    name: "Stadium of the Sacred Flame (In Effect)",
    chinese_name: "圣火竞技场（生效中）",
    kind: EntityKind::Status,
    duration: 2,
    bonus: Some(Bonus {
        amount: 1,
        filter: DamageFilter::OwnSkills,
        spends_usage: false,
    }),
    ..EntityDef::BLANK
};

/// 圣火竞技场 Stadium of the Sacred Flame in play (stock: Flames of Contention): 1 more after
/// each skill or Technique of the side; at 2, a random basic die; at 4, the active character
/// healed 2; at 6, it leaves and the active character's damage is +1 for 2 rounds.
pub static STADIUM_OF_THE_SACRED_FLAME_SUPPORT: EntityDef = EntityDef {
    text: "After your character uses a skill or a Technique: gain 1 Flame of Contention. At 2: create 1 die of a random basic element. At 4: heal your active character for 2. At 6: this card is discarded and your active character deals +1 damage for 2 rounds.",
    stock: Some(0),
    hook: Some(stadium),
    listens: trig::AFTER_SKILL | trig::AFTER_TECHNIQUE,
    ..place(321022, "Stadium of the Sacred Flame")
};

fn stadium(g: &mut Gitcg, me: Loc, _: &mut Trig<'_>) {
    let e = g.ent_mut(me);
    e.stock = e.stock.saturating_add(1);
    let flames = e.stock;
    let active = g.player(me.seat).active;
    match flames {
        2 => different_basic_dice(g, me.seat, 1),
        4 => g.heal(me.seat, active, 2, g.source_of(me)),
        6 => {
            g.discard(me);
            g.add_entity(me.seat, LocZone::Char(active), &STADIUM_IN_EFFECT);
        }
        _ => {}
    }
}

/// 圣火竞技场 Stadium of the Sacred Flame.
pub static STADIUM_OF_THE_SACRED_FLAME: CardDef = support_card(
    CardKind::Location,
    321022,
    416,
    "圣火竞技场",
    "Stadium of the Sacred Flame",
    Cost::same(2),
    &STADIUM_OF_THE_SACRED_FLAME_SUPPORT,
)
.arrived(V5_0);

/// 「流泉之众」 "People of the Springs" in play: when a new summon of the side enters, it gets
/// 1 more usage (summons without usages are left as they are); 3 usages.
pub static PEOPLE_OF_THE_SPRINGS_SUPPORT: EntityDef = EntityDef {
    text: "When one of your summons enters play: it gains 1 usage (spends 1 usage; summons without usages are unchanged).",
    usage: 3,
    hook: Some(|g, me, t| {
        let Trig::Entered(summon) = *t else { return };
        if summon.zone == LocZone::Summon && g.ent(summon).def.usage > 0 {
            g.add_usage(summon, 1);
            g.spend(me);
        }
    }),
    listens: trig::ENTERED,
    ..place(321025, "\"People of the Springs\"")
};
/// 「流泉之众」 "People of the Springs".
pub static PEOPLE_OF_THE_SPRINGS: CardDef = support_card(
    CardKind::Location,
    321025,
    450,
    "「流泉之众」",
    "\"People of the Springs\"",
    Cost::same(2),
    &PEOPLE_OF_THE_SPRINGS_SUPPORT,
)
.arrived(V5_3);
