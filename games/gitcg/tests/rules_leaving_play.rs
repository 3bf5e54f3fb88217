//! Rule tests for entities entering and leaving play (`leaving_play.rs`): an entity made again
//! is refreshed, not entered; a summon leaving either side is heard by both sides; every
//! support a side loses counts for the whole match.

use tavern_game::{Game, Seat};
use tavern_gitcg::cards;
use tavern_gitcg::cards::builtin;
use tavern_gitcg::defs::EntityDef;
use tavern_gitcg::state::{Loc, LocZone};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, CardId};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const TEAM: [u32; 3] = [1101, 1301, 1403];
const HANACHIRUSATO: u32 = 322013;
const PEOPLE_OF_THE_SPRINGS: u32 = 321025;
const JEHT: u32 = 322022;
const PAIMON: u32 = 322001;

fn entity(id: u32) -> &'static EntityDef {
    cards::entities()
        .iter()
        .copied()
        .find(|e| e.id == id)
        .expect("a known entity")
}

fn run(g: &mut Gitcg, seat: Seat, action: Action) {
    let mut events = Vec::new();
    g.apply(seat, action, &mut events).expect("a legal action");
}

#[test]
fn a_summon_made_again_is_refreshed_not_entered() {
    let mut g = Scenario::new(TEAM, TEAM).build();
    g.put(P0, LocZone::Support, entity(PEOPLE_OF_THE_SPRINGS));
    let at = g.add_entity(P0, LocZone::Summon, &builtin::BURNING_FLAME);
    assert_eq!(at.map(|l| g.ent(l).usage), Some(2), "entered: 1 more");
    g.add_entity(P0, LocZone::Summon, &builtin::BURNING_FLAME);
    assert_eq!(g.player(P0).summons[0].usage, 2, "refreshed");
    assert_eq!(g.player(P0).supports[0].usage, 2, "one entry heard");
}

#[test]
fn a_summon_leaving_either_side_is_heard_by_both_sides() {
    let mut g = Scenario::new(TEAM, TEAM).build();
    g.put(P0, LocZone::Support, entity(HANACHIRUSATO));
    g.put(P1, LocZone::Support, entity(HANACHIRUSATO));
    g.put(P1, LocZone::Summon, &builtin::BURNING_FLAME);
    let flame = Loc {
        seat: P1,
        zone: LocZone::Summon,
        idx: 0,
    };
    g.discard(flame);
    assert_eq!(g.player(P0).supports[0].stock, 0, "discarded, not yet gone");
    g.cleanup();
    assert_eq!(g.player(P0).supports[0].stock, 1);
    assert_eq!(g.player(P1).supports[0].stock, 1);
}

#[test]
fn every_support_lost_counts_for_the_whole_match() {
    let mut g = Scenario::new(TEAM, TEAM)
        .hand(0, &[JEHT])
        .dice(0, dice("o"))
        .build();
    g.put(P0, LocZone::Support, entity(PAIMON));
    g.put(P0, LocZone::Support, entity(PAIMON));
    let first = Loc {
        seat: P0,
        zone: LocZone::Support,
        idx: 0,
    };
    for lost in 1..=2 {
        g.discard(first);
        g.cleanup();
        assert_eq!(g.player(P0).supports_discarded, lost);
    }
    assert_eq!(g.player(P1).supports_discarded, 0);
    let play = Action::PlayCard {
        card: CardId(JEHT),
        target: None,
        second: None,
        dice: dice("o"),
    };
    run(&mut g, P0, play);
    assert_eq!(g.player(P0).supports[0].stock, 2, "lost before Jeht came");
}
