//! Rule tests for acting again (`act_again.rs`): the action during which the grant comes is
//! followed by another action of the same side instead of the opponent's turn, once; the
//! grant is spent by the first action that would pass the turn, even when the turn would stay
//! anyway.

use tavern_game::{Game, Seat};
use tavern_gitcg::cards;
use tavern_gitcg::defs::EntityDef;
use tavern_gitcg::state::LocZone;
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, SkillId};

const P0: Seat = Seat(0);
const P1: Seat = Seat(1);
const TEAM: [u32; 3] = [1403, 1101, 1301];
const KEQING_NORMAL: u32 = 14031;
const FRESH_WIND_IN_EFFECT: u32 = 300002;

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

fn attack(g: &mut Gitcg, seat: Seat) {
    let action = Action::UseSkill {
        skill: SkillId(KEQING_NORMAL),
        dice: dice("ooo"),
    };
    act(g, seat, action);
}

/// Seat 0 may act again after a knock-out it causes; seat 1's first character has 2 HP.
fn table() -> Gitcg {
    let mut g = Scenario::new(TEAM, TEAM)
        .dice(0, dice("oooooooooooo"))
        .dice(1, dice("oooooooooooo"))
        .build();
    g.put(P0, LocZone::Combat, entity(FRESH_WIND_IN_EFFECT));
    g.set_hp(P1, 0, 2);
    g
}

#[test]
fn acting_again_follows_the_action_once() {
    let mut g = table();
    attack(&mut g, P0);
    act(&mut g, P1, Action::ChooseActive { slot: 1 });
    assert_eq!(g.turn(), P0);
    attack(&mut g, P0);
    assert_eq!(g.turn(), P1, "the next action passes the turn");
}

#[test]
fn acting_again_is_spent_when_the_turn_would_stay_anyway() {
    let mut g = table();
    g.set_hp(P1, 0, 10);
    attack(&mut g, P0);
    act(&mut g, P1, Action::DeclareEnd);
    g.set_hp(P1, 0, 2);
    attack(&mut g, P0);
    act(&mut g, P1, Action::ChooseActive { slot: 1 });
    assert_eq!(g.turn(), P0, "the opponent has ended its round");
    assert!(!g.player(P0).acts_again, "spent by the knock-out's action");
}
