//! The Simulanka locations: Calligraphy Tavern and Constellation Metropole, which make the
//! Simulanka cards and work their summons (`cards/simulanka.rs`). Arrived in 5.8.

use super::place;
use crate::cards::common::support_card;
use crate::cards::simulanka::{boost, is_simulanka, random_paper_card, TOY_GUARD_CARD};
use crate::defs::{
    answers, trig, CardDef, CardKind, Cost, EntityDef, EntityKind, Op, Paying, Query, SkillKind,
    Trig,
};
use crate::state::LocZone;
use crate::version::V5_8;

/// 墨色酒馆 Calligraphy Tavern in play: when its side declares the end of the round, the End
/// Phase effect of one of its Simulanka summons, chosen at random, takes place (spends a usage
/// only then); 3 usages.
pub static CALLIGRAPHY_TAVERN_SUPPORT: EntityDef = EntityDef {
    text: "When you declare the end of the round: the End Phase effect of one of your Simulanka summons, chosen at random, takes place (spends 1 usage).",
    usage: 3,
    listens: trig::DECLARE_END,
    hook: Some(|g, me, _| {
        let ours = |e: &&crate::Ent| !e.dead && is_simulanka(e.def);
        let summons = g.zone(me.seat, LocZone::Summon);
        let n = summons.iter().filter(ours).count() as u32;
        if n == 0 {
            return;
        }
        let k = g.rng.below(n) as usize;
        let Some(serial) = g
            .zone(me.seat, LocZone::Summon)
            .iter()
            .filter(ours)
            .nth(k)
            .map(|e| e.serial)
        else {
            return;
        };
        g.spend(me);
        g.end_phase_effect(me.seat, LocZone::Summon, serial);
    }),
    ..place(321029, "Calligraphy Tavern")
};
/// 墨色酒馆 Calligraphy Tavern (arrived in 5.8): when it enters, one of Origami Flying
/// Squirrel, Pop-Up Paper Frog and Origami Hamster, chosen at random, is created in the hand.
pub static CALLIGRAPHY_TAVERN: CardDef = CardDef {
    since: V5_8,
    ops: &[Op::Custom(|g, cx| random_paper_card(g, cx.seat))],
    text: "When it enters: create one of Origami Flying Squirrel, Pop-Up Paper Frog and Origami Hamster, chosen at random, in your hand.",
    ..support_card(
        CardKind::Location,
        321029,
        500,
        "墨色酒馆",
        "Calligraphy Tavern",
        Cost::any(2),
        &CALLIGRAPHY_TAVERN_SUPPORT,
    )
};

/// 星轨王城（生效中） Constellation Metropole (In Effect) (combat status, 301032): the side's
/// next Toy Guard card costs 1 die less; it does not stack.
pub static METROPOLE_DISCOUNT: EntityDef = EntityDef {
    text: "The next Toy Guard card you play costs 1 die less.",
    id: 301032,
    name: "Constellation Metropole (In Effect)",
    chinese_name: "星轨王城（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    answers: answers::EVENT_COST,
    query: Some(|g, me, q| {
        let Query::Cost {
            of: Paying::Card(card),
            cost,
            used,
        } = q
        else {
            return;
        };
        if *card == &TOY_GUARD_CARD && g.ent(me).usage > 0 && cost.dice() > 0 {
            cost.reduce(1);
            **used = true;
        }
    }),
    ..EntityDef::BLANK
};

/// 星轨王城（生效中） Constellation Metropole (In Effect) (combat status, 301037): the Toy Guard
/// the side's next Toy Guard card summons has its effect raised by 1; it does not stack.
pub static METROPOLE_BOOST: EntityDef = EntityDef {
    text:
        "After you play a Toy Guard card: that Toy Guard's effect is raised by 1, then this leaves.",
    id: 301037,
    name: "Constellation Metropole (In Effect)",
    chinese_name: "星轨王城（生效中）",
    kind: EntityKind::Combat,
    usage: 1,
    listens: trig::CARD_RESOLVED,
    hook: Some(|g, me, t| {
        let Trig::CardPlayed(card) = *t else { return };
        if card == &TOY_GUARD_CARD {
            boost(g, me.seat, card, 1);
            g.discard(me);
        }
    }),
    ..EntityDef::BLANK
};

/// 星轨王城 Constellation Metropole in play: after a character of its side uses an Elemental
/// Skill, the next Toy Guard card costs 1 die less; after a Burst, the next Toy Guard played
/// is raised by 1 (neither stacks).
pub static CONSTELLATION_METROPOLE_SUPPORT: EntityDef = EntityDef {
    text: "After your character uses an Elemental Skill: your next Toy Guard card costs 1 die less. After your character uses an Elemental Burst: the effect of the next Toy Guard you play is raised by 1. Neither stacks.",
    listens: trig::AFTER_SKILL,
    hook: Some(|g, me, t| {
        let Trig::AfterSkill { kind, .. } = *t else {
            return;
        };
        match kind {
            SkillKind::Elemental => g.add_entity(me.seat, LocZone::Combat, &METROPOLE_DISCOUNT),
            SkillKind::Burst => g.add_entity(me.seat, LocZone::Combat, &METROPOLE_BOOST),
            SkillKind::Normal => None,
        };
    }),
    ..place(321030, "Constellation Metropole")
};
/// 星轨王城 Constellation Metropole (arrived in 5.8): when it enters, a Toy Guard card is
/// created in the hand.
pub static CONSTELLATION_METROPOLE: CardDef = CardDef {
    since: V5_8,
    ops: &[Op::CreateCard(&TOY_GUARD_CARD)],
    ..support_card(
        CardKind::Location,
        321030,
        501,
        "星轨王城",
        "Constellation Metropole",
        Cost::same(2),
        &CONSTELLATION_METROPOLE_SUPPORT,
    )
};
