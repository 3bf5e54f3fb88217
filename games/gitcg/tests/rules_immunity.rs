//! Rule tests for immunity (`immunity.rs`): a character whose status makes it immune takes no
//! status that stops skills, is not stopped by one it already has, and, while active, is not
//! switched out by effects; its player's own switch still works, and the other characters are
//! not protected.

use tavern_game::{Game, Seat};
use tavern_gitcg::cards;
use tavern_gitcg::cards::builtin;
use tavern_gitcg::defs::EntityDef;
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, Element, SkillId};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const TEAM: [u32; 3] = [1403, 1101, 1301];
const JEAN_TEAM: [u32; 3] = [1502, 1101, 1301];
const KEQING_NORMAL: u32 = 14031;
const JEAN_GALE_BLADE: u32 = 15022;
const FROZEN: u32 = 106;
const EDICT_IN_EFFECT: u32 = 300005;

fn entity(id: u32) -> &'static EntityDef {
    cards::entities()
        .iter()
        .copied()
        .find(|e| e.id == id)
        .expect("a known entity")
}

fn act(g: &mut Gitcg, seat: Seat, action: Action) {
    let mut events = Vec::new();
    g.apply(seat, action, &mut events).expect("a legal action");
}

fn has(g: &Gitcg, seat: Seat, slot: u8, id: u32) -> bool {
    g.character(seat, slot)
        .attached
        .iter()
        .any(|e| !e.dead && e.def.id == id)
}

/// Seat 0 (Keqing active) against Jean, both with Omni dice; Keqing immune when `immune`.
fn table(immune: bool) -> Gitcg {
    let mut g = Scenario::new(TEAM, JEAN_TEAM)
        .dice(0, dice("oooooooo"))
        .dice(1, dice("oooooooo"))
        .build();
    if immune {
        g.put(P0, LocZone::Char(0), entity(EDICT_IN_EFFECT));
    }
    g
}

#[test]
fn an_immune_character_takes_no_status_that_stops_skills() {
    for immune in [false, true] {
        let mut g = table(immune);
        g.add_entity(P0, LocZone::Char(0), &builtin::FROZEN);
        assert_eq!(has(&g, P0, 0, FROZEN), !immune);
        // Another character of the side is not protected.
        g.add_entity(P0, LocZone::Char(1), &builtin::FROZEN);
        assert!(has(&g, P0, 1, FROZEN));
    }
}

#[test]
fn a_status_that_stops_skills_already_attached_stops_nothing_while_immune() {
    let mut g = table(false);
    g.add_entity(P0, LocZone::Char(0), &builtin::FROZEN);
    assert!(g.skills_blocked(P0, 0));
    g.put(P0, LocZone::Char(0), entity(EDICT_IN_EFFECT));
    assert!(!g.skills_blocked(P0, 0));
}

#[test]
fn an_immune_active_character_is_not_switched_out_by_effects() {
    for immune in [false, true] {
        let mut g = table(immune);
        act(
            &mut g,
            P0,
            Action::UseSkill {
                skill: SkillId(KEQING_NORMAL),
                dice: dice("ooo"),
            },
        );
        act(
            &mut g,
            P1,
            Action::UseSkill {
                skill: SkillId(JEAN_GALE_BLADE),
                dice: dice("ooo"),
            },
        );
        let expected = if immune { 0 } else { 1 };
        assert_eq!(g.player(P0).active, expected, "immune: {immune}");
    }
}

#[test]
fn an_immune_active_character_is_not_moved_by_overloaded() {
    for immune in [false, true] {
        let mut g = table(immune);
        g.apply_element(P0, 0, Element::Pyro);
        g.apply_element(P0, 0, Element::Electro);
        let expected = if immune { 0 } else { 1 };
        assert_eq!(g.player(P0).active, expected, "immune: {immune}");
    }
}

#[test]
fn an_immune_character_is_switched_out_by_its_players_own_switch() {
    let mut g = table(true);
    act(
        &mut g,
        P0,
        Action::Switch {
            slot: 1,
            dice: dice("o"),
        },
    );
    assert_eq!(g.player(P0).active, 1);
}
