//! Companions that watch the match and act on what they saw: Setaria (an empty hand), Jeht
//! (supports lost in the match), Silver and Melus (elements the opponent took in the match)
//! and Sir Arthur (cards discarded or tuned).

use tavern_protocol::Seat;

use super::super::common::newest;
use super::{ally, support_card};
use crate::defs::{
    trig, CardDef, CardKind, Cost, Discount, DiscountDice, Discounted, EntityDef, EntityKind,
    Heard, Op, SkillKind, Trig,
};
use crate::state::{Loc, LocZone};
use crate::version::{V4_0, V4_4, V4_7};
use crate::Gitcg;

/// 塞塔蕾 Setaria in play: after an action of either side, with no card in hand (and one in
/// the deck), draw 1; 3 usages.
pub static SETARIA_SUPPORT: EntityDef = EntityDef {
    text: "After either side takes an action, if you hold no cards: draw 1 card (spends 1 usage; nothing while your deck is empty).",
    usage: 3,
    hook: Some(|g, me, t| {
        if !matches!(t, Trig::Phase | Trig::Opposing(Heard::Acted)) {
            return;
        }
        let p = g.player(me.seat);
        if p.hand.is_empty() && !p.deck.is_empty() {
            g.draw(me.seat, 1);
            g.spend(me);
        }
    }),
    listens: trig::AFTER_ACTION | trig::OPPOSING,
    ..ally(322019, "Setaria")
};
/// 塞塔蕾 Setaria.
pub static SETARIA: CardDef = support_card(
    CardKind::Companion,
    322019,
    212,
    "塞塔蕾",
    "Setaria",
    Cost::same(1),
    &SETARIA_SUPPORT,
)
.arrived(V4_0);

/// 沙与梦 Sand and Dreams: the character's next skill, or Talent card played on it, costs 3
/// dice less; 1 usage.
pub static SAND_AND_DREAMS: EntityDef = EntityDef {
    id: 302205,
    name: "Sand and Dreams",
    chinese_name: "沙与梦",
    kind: EntityKind::Status,
    usage: 1,
    discount: Some(Discount {
        on: Discounted::OwnSkillOrTalent,
        dice: DiscountDice::Any,
        amount: 3,
        limit: 0,
    }),
    ..EntityDef::BLANK
};

/// Most Experience Jeht shows.
const MOST_EXPERIENCE: u8 = 6;

/// Jeht's Experience: the supports the side lost in this match, up to 6.
fn experience(g: &Gitcg, seat: Seat) -> u8 {
    g.player(seat).supports_discarded.min(MOST_EXPERIENCE)
}

/// 婕德 Jeht in play (stock: Experience, the supports that left the side's support zone in the
/// whole match, up to 6): after a Burst of the side with 6, it leaves and the active
/// character gets Sand and Dreams.
pub static JEHT_SUPPORT: EntityDef = EntityDef {
    text: "Counts the cards discarded from your support zone in this match as Experience (up to 6). After your character uses an Elemental Burst with 6 Experience: this card is discarded and your active character gets Sand and Dreams.",
    stock: Some(0),
    hook: Some(|g, me, t| match *t {
        Trig::LeftPlay {
            seat,
            zone: LocZone::Support,
            ..
        } if seat == me.seat => g.ent_mut(me).stock = experience(g, me.seat),
        Trig::AfterSkill {
            kind: SkillKind::Burst,
            ..
        } if g.ent(me).stock >= MOST_EXPERIENCE => {
            g.discard(me);
            let active = g.player(me.seat).active;
            g.add_entity(me.seat, LocZone::Char(active), &SAND_AND_DREAMS);
        }
        _ => {}
    }),
    listens: trig::LEFT_PLAY | trig::AFTER_SKILL,
    ..ally(322022, "Jeht")
};
/// 婕德 Jeht: it enters with the Experience the match has given so far.
pub static JEHT: CardDef = CardDef {
    since: V4_4,
    ops: &[Op::Custom(|g, cx| {
        if let Some(me) = newest(g, cx.seat, LocZone::Support, &JEHT_SUPPORT) {
            g.ent_mut(me).stock = experience(g, cx.seat);
        }
    })],
    ..support_card(
        CardKind::Companion,
        322022,
        329,
        "婕德",
        "Jeht",
        Cost::same(1),
        &JEHT_SUPPORT,
    )
};

/// Most Servant's Care Silver and Melus shows.
const MOST_CARE: u8 = 4;

/// Silver and Melus' Servant's Care: the elements of the elemental damage the opponent's
/// characters took in this match, up to 4.
fn care(g: &Gitcg, seat: Seat) -> u8 {
    (g.player(seat.other()).elements_taken.count_ones() as u8).min(MOST_CARE)
}

/// 西尔弗和迈勒斯 Silver and Melus in play (stock: Servant's Care, the kinds of elemental damage
/// the opponent's characters took in the whole match, up to 4): end phase, with at least 3,
/// it leaves and the side draws as many cards.
pub static SILVER_AND_MELUS_SUPPORT: EntityDef = EntityDef {
    text: "Counts the kinds of elemental damage the opponent's characters have taken in this match as Servant's Care (up to 4). End Phase: with 3 or more, this card is discarded and you draw that many cards.",
    stock: Some(0),
    hook: Some(silver_and_melus),
    listens: trig::DEALT | trig::END_PHASE,
    ..ally(322023, "Silver and Melus")
};

fn silver_and_melus(g: &mut Gitcg, me: Loc, t: &mut Trig<'_>) {
    let n = care(g, me.seat);
    g.ent_mut(me).stock = n;
    if matches!(t, Trig::Phase) && n >= 3 {
        g.discard(me);
        g.draw(me.seat, n);
    }
}

/// 西尔弗和迈勒斯 Silver and Melus: it enters with the care the match has given so far.
pub static SILVER_AND_MELUS: CardDef = CardDef {
    since: V4_4,
    ops: &[Op::Custom(|g, cx| {
        if let Some(me) = newest(g, cx.seat, LocZone::Support, &SILVER_AND_MELUS_SUPPORT) {
            g.ent_mut(me).stock = care(g, cx.seat);
        }
    })],
    ..support_card(
        CardKind::Companion,
        322023,
        330,
        "西尔弗和迈勒斯",
        "Silver and Melus",
        Cost::same(1),
        &SILVER_AND_MELUS_SUPPORT,
    )
};

/// Most News Clues Sir Arthur holds.
const MOST_CLUES: u8 = 2;

/// 亚瑟先生 Sir Arthur in play (stock: News Clues, up to 2): 1 more after the side discards or
/// tunes a card; end phase, with 2, they are spent and the side gets a copy of the top card
/// of the opponent's deck (nothing when it is empty), shown to both players.
pub static SIR_ARTHUR_SUPPORT: EntityDef = EntityDef {
    text: "After you discard or tune a card: gain 1 News Clue (up to 2). End Phase: with 2 News Clues, spend them and put a copy of the top card of the opponent's deck into your hand.",
    stock: Some(0),
    hook: Some(|g, me, t| {
        if let Trig::Discarded { .. } = t {
            let e = g.ent_mut(me);
            e.stock = (e.stock + 1).min(MOST_CLUES);
            return;
        }
        if g.ent(me).stock < MOST_CLUES {
            return;
        }
        g.ent_mut(me).stock -= MOST_CLUES;
        if let Some(&top) = g.player(me.seat.other()).deck.last() {
            g.create_card(me.seat, top, true);
        }
    }),
    listens: trig::DISCARDED | trig::END_PHASE,
    ..ally(322026, "Sir Arthur")
};
/// 亚瑟先生 Sir Arthur.
pub static SIR_ARTHUR: CardDef = support_card(
    CardKind::Companion,
    322026,
    390,
    "亚瑟先生",
    "Sir Arthur",
    Cost::FREE,
    &SIR_ARTHUR_SUPPORT,
)
.arrived(V4_7);
