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

/// Seat 0 with these characters and 16 Omni dice, seat 1 having declared the end of the round.
fn alone(chars: [u32; 3]) -> tavern_gitcg::Gitcg {
    let mut g = Scenario::new(chars, [1403, 1101, 1301])
        .first(1)
        .deck(0, &[332004; 6])
        .dice(0, dice(&"o".repeat(16)))
        .build();
    g.apply(Seat(1), Action::DeclareEnd, &mut Vec::new())
        .expect("legal");
    g
}

/// Uses the skill (or Technique) `id` of seat 0's active character, paying Omni dice.
fn use_skill(g: &mut tavern_gitcg::Gitcg, id: u32, dice_paid: &str) {
    let a = Action::UseSkill {
        skill: SkillId(id),
        dice: dice(dice_paid),
    };
    g.apply(P0, a, &mut Vec::new()).expect("legal");
}

const XILONEN: u32 = 1611;
const YOHUALS_SCRATCH: u32 = 16112;
const HIGH_SPEED_LEAP: u32 = 1161121;

/// "如可能，获得/恢复1点「夜魂值」" (gains a point, if possible): a character outside its
/// blessing gains none, one in it gains up to 2.
#[test]
fn nightsoul_points_are_restored_only_in_the_blessing_and_up_to_two() {
    let mut g = alone([XILONEN, 1103, 1201]);
    assert_eq!(g.restore_nightsoul(P0, 0, 1), 0);
    assert!(g.nightsoul(P0, 0).is_none());
    use_skill(&mut g, YOHUALS_SCRATCH, "oo");
    assert_eq!(g.nightsoul_points(P0, 0), 1);
    assert_eq!(g.restore_nightsoul(P0, 0, 5), 1);
    assert_eq!(g.nightsoul_points(P0, 0), 2);
}

/// Points gained tell the side (`trig::NIGHTSOUL_GAINED`): Citlali's Itzpapa strikes when a
/// gain brings her to 2, whatever gave the point.
#[test]
fn nightsoul_points_gained_are_heard_by_the_side() {
    let mut g = alone([1114, 1103, 1201]);
    use_skill(&mut g, 11142, "ooo");
    let hp = g.character(Seat(1), 0).hp;
    g.restore_nightsoul(P0, 0, 1);
    assert_eq!(g.character(Seat(1), 0).hp, hp - 1);
}

/// "我方全体角色的技能不消耗「夜魂值」" (Crucible of Death and Life): a skill or Technique of
/// any character of the side that consumes points keeps them, and no "after spending" effect
/// answers (Combat Blading Gear stays).
#[test]
fn a_side_that_keeps_its_points_consumes_none_for_a_technique() {
    let mut g = alone([XILONEN, 1315, 1201]);
    let crucible = tavern_gitcg::cards::entities()
        .iter()
        .find(|e| e.id == 113152)
        .copied()
        .expect("Crucible of Death and Life");
    g.put(P0, tavern_gitcg::state::LocZone::Char(1), crucible);
    use_skill(&mut g, YOHUALS_SCRATCH, "oo");
    use_skill(&mut g, HIGH_SPEED_LEAP, "oo");
    assert_eq!(g.player(P0).hand.len(), 3);
    assert_eq!(g.nightsoul_points(P0, 0), 1);
    assert!(g
        .character(P0, 0)
        .attached
        .iter()
        .any(|e| e.def.id == 116112));
}

/// A Technique that consumes a point is refused without one, with the rule's reason.
#[test]
fn a_technique_that_consumes_a_point_is_refused_without_one() {
    let mut g = alone([1511, 1103, 1201]);
    use_skill(&mut g, 15112, "ooo");
    use_skill(&mut g, 1151121, "oo");
    use_skill(&mut g, 1151121, "oo");
    let refused = g.apply(
        P0,
        Action::UseSkill {
            skill: SkillId(1151121),
            dice: dice("oo"),
        },
        &mut Vec::new(),
    );
    assert_eq!(
        refused.map_err(|e| tavern_game::RuleError::code(&e)),
        Err("skill_refused")
    );
}
