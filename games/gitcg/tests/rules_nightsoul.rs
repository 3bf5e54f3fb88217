//! Rule tests for Nightsoul's Blessing (夜魂加持): a status holding Nightsoul points up to its
//! character's maximum, which refuses the skill that enters it while it lasts.

use tavern_game::{Game, Seat};
use tavern_gitcg::testkit::{dice, Scenario};
use tavern_protocol::gitcg::{Action, SkillId};

const P0: Seat = Seat(0);
const MUALANI: u32 = 1214;
const SURFSHARK_WAVEBREAKER: u32 = 12142;

/// Whether seat 0 may use the skill `id` now.
fn may_use(g: &tavern_gitcg::Gitcg, id: u32) -> bool {
    let mut actions = Vec::new();
    g.legal_actions(P0, &mut actions);
    actions
        .iter()
        .any(|a| matches!(a, Action::UseSkill { skill, .. } if *skill == SkillId(id)))
}

#[test]
fn nightsoul_points_stay_within_the_maximum_and_the_entering_skill_waits_for_the_end() {
    let mut g = Scenario::new([MUALANI, 1103, 1201], [1403, 1101, 1301])
        .first(1)
        .dice(0, dice("oooooooo"))
        .build();
    let mut events = Vec::new();
    g.apply(Seat(1), Action::DeclareEnd, &mut events)
        .expect("legal");
    let enter = Action::UseSkill {
        skill: SkillId(SURFSHARK_WAVEBREAKER),
        dice: dice("oo"),
    };
    g.apply(P0, enter, &mut events).expect("legal");
    let at = g.nightsoul(P0, 0).expect("in Nightsoul's Blessing");
    let blessing = g.ent(at).def;
    assert_eq!(g.nightsoul_points(P0, 0), 2);
    // More points never pass the maximum; a spend beyond the points fails and spends nothing.
    g.gain_nightsoul(P0, 0, blessing, 3, 2);
    assert_eq!(g.nightsoul_points(P0, 0), 2);
    assert!(!g.spend_nightsoul(P0, 0, 3));
    assert!(g.spend_nightsoul(P0, 0, 2));
    // At 0 points the blessing lasts until it is ended; the skill waits for that.
    assert!(g.nightsoul(P0, 0).is_some());
    assert!(!may_use(&g, SURFSHARK_WAVEBREAKER));
    g.end_nightsoul(P0, 0);
    assert!(g.nightsoul(P0, 0).is_none());
    assert!(may_use(&g, SURFSHARK_WAVEBREAKER));
}
