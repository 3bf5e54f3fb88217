//! Rule tests for discarding cards from the hand (舍弃): the costliest card by its printed
//! cost, shown to everyone, and the "discarded" effects that answer discards and tuning.

mod common;

use common::*;
use tavern_gitcg::defs::{trig, EntityDef, EntityKind, Trig};
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_protocol::gitcg::{Action, CardId, DieFace, Event, SkillId};

/// 派蒙 Paimon (3 same dice).
const PAIMON: u32 = 322001;
/// 凯瑟琳 Katheryne (1 same die).
const KATHERYNE: u32 = 322002;
/// 立本 Liben (free).
const LIBEN: u32 = 322008;

/// A test probe: counts in `var` the cards its side discarded, and in `stock` those tuned.
static DISCARD_PROBE: EntityDef = EntityDef {
    id: 9_000_130,
    name: "Discard probe",
    kind: EntityKind::Combat,
    stock: Some(0),
    listens: trig::DISCARDED,
    hook: Some(|g, me, t| {
        if let Trig::Discarded { tuned, .. } = t {
            let e = g.ent_mut(me);
            if *tuned {
                e.stock += 1;
            } else {
                e.var += 1;
            }
        }
    }),
    ..EntityDef::BLANK
};

#[test]
fn discarding_takes_the_costliest_printed_card_and_shows_it_to_everyone() {
    // 辛焱 Xinyan's Sweeping Fervor discards the card of the highest original cost.
    let mut g = Scenario::new([1312, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .hand(0, &[KATHERYNE, PAIMON, LIBEN])
        .dice(0, dice("ppp"))
        .build();
    g.put(P0, LocZone::Combat, &DISCARD_PROBE);
    let events = skill(&mut g, P0, SkillId(13122), "ppp");
    assert!(events.contains(&Event::CardDiscarded {
        seat: P0,
        card: CardId(PAIMON),
    }));
    let hand: Vec<u32> = g.player(P0).hand.iter().map(|c| c.id).collect();
    assert_eq!(hand, [KATHERYNE, LIBEN]);
    assert_eq!(
        (g.player(P0).combat[0].var, g.player(P0).combat[0].stock),
        (1, 0)
    );
    // Nothing to discard from an empty hand.
    g.player_mut(P0).hand.clear();
    assert!(g.discard_costliest(P0).is_none());
}

#[test]
fn tuning_gives_up_the_card_and_sets_off_discarded_effects_as_tuned() {
    let mut g = trio("pp").hand(0, &[LIBEN]).build();
    g.put(P0, LocZone::Combat, &DISCARD_PROBE);
    act(
        &mut g,
        P0,
        Action::Tune {
            card: CardId(LIBEN),
            die: DieFace::Pyro,
        },
    );
    assert_eq!(
        (g.player(P0).combat[0].var, g.player(P0).combat[0].stock),
        (0, 1)
    );
}
