//! What the levels do in a small fixed position: a gitcg turn where one action knocks out the
//! opponent's active character.

use tavern_bots::{BotLevel, Budget};
use tavern_game::rng::Rng;
use tavern_game::{Game, Seat};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_gitcg::Gitcg;
use tavern_protocol::gitcg::{Action, SkillId};

const GANYU: u32 = 1101;
const DILUC: u32 = 1301;
const KEQING: u32 = 1403;
/// Ganyu's Normal Attack: 2 Physical damage for 1 Cryo and 2 unaligned dice.
const GANYU_NORMAL: SkillId = SkillId(11011);

/// Seat 0's Ganyu faces a Ganyu at 2 HP with three Cryo dice: her Normal Attack knocks it out.
fn knock_out_in_reach() -> Gitcg {
    let mut g = Scenario::new([GANYU, DILUC, KEQING], [GANYU, DILUC, KEQING])
        .dice(0, dice("ccc"))
        .dice(1, dice("ccc"))
        .build();
    g.set_hp(Seat(1), 0, 2);
    g
}

fn is_normal_attack(action: &Option<Action>) -> bool {
    matches!(action, Some(Action::UseSkill { skill, .. }) if *skill == GANYU_NORMAL)
}

#[test]
fn greedy_takes_the_knock_out_in_reach() {
    let g = knock_out_in_reach();
    let mut actions = Vec::new();
    g.legal_actions(Seat(0), &mut actions);
    assert!(
        actions.len() > 3,
        "there are other actions to choose: {actions:?}"
    );
    for seed in 0..5 {
        let action = tavern_bots::choose::<Gitcg>(
            BotLevel::Greedy,
            &g.knowledge(Seat(0)),
            Budget::iterations(1),
            &mut Rng::new(seed),
        );
        assert!(is_normal_attack(&action), "seed {seed}: {action:?}");
    }
}

#[test]
fn search_takes_the_knock_out_in_reach() {
    let g = knock_out_in_reach();
    for seed in 0..3 {
        let action = tavern_bots::choose::<Gitcg>(
            BotLevel::Search,
            &g.knowledge(Seat(0)),
            Budget::iterations(400),
            &mut Rng::new(seed),
        );
        assert!(is_normal_attack(&action), "seed {seed}: {action:?}");
    }
}

#[test]
fn random_plays_a_listed_action_and_varies_with_the_seed() {
    let g = knock_out_in_reach();
    let mut actions = Vec::new();
    g.legal_actions(Seat(0), &mut actions);
    let chosen: Vec<Action> = (0..20)
        .filter_map(|seed| {
            tavern_bots::choose::<Gitcg>(
                BotLevel::Random,
                &g.knowledge(Seat(0)),
                Budget::iterations(1),
                &mut Rng::new(seed),
            )
        })
        .collect();
    assert_eq!(chosen.len(), 20);
    assert!(chosen.iter().all(|a| actions.contains(a)));
    assert!(chosen.iter().any(|a| *a != chosen[0]), "{chosen:?}");
}

#[test]
fn a_seat_with_nothing_to_decide_gets_no_action() {
    let g = knock_out_in_reach();
    for level in BotLevel::ALL {
        let action = tavern_bots::choose::<Gitcg>(
            level,
            &g.knowledge(Seat(1)),
            Budget::iterations(10),
            &mut Rng::new(1),
        );
        assert_eq!(action, None, "{level:?}");
    }
}
