//! The update tells the seat in its turn which of its skills and cards the rules refuse now,
//! and why, over real WebSockets; the other seat never sees them.

mod common;

use common::*;
use tavern_protocol::gitcg::Action;
use tavern_protocol::DecisionKind;

/// The skill refused for dice in `upd`, with the reason, if any.
fn skill_refused_for_dice(upd: &Upd) -> Option<(u32, String)> {
    upd.unavailable.iter().find_map(|u| {
        let action: Action = serde_json::from_str(u.action.get()).expect("a gitcg action");
        match action {
            Action::UseSkill { skill, dice } if u.code == "not_enough_dice" => {
                assert!(dice.is_empty(), "the action comes without a payment");
                Some((skill.0, u.reason.clone()))
            }
            _ => None,
        }
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unaffordable_skill_comes_with_its_dice_reason() {
    let server = start(config()).await;
    let mut table = open_table(&server.url, private_room()).await;
    // Skills spend dice, so a seat in its turn runs short of them within a round or two.
    table
        .play_until(|t| {
            t.seats
                .iter()
                .any(|p| skill_refused_for_dice(p.last()).is_some())
        })
        .await;
    let p = table
        .seats
        .iter()
        .find(|p| skill_refused_for_dice(p.last()).is_some())
        .expect("a seat short of dice");
    let me = p.seat();
    let upd = p.last();
    assert_eq!(upd.decision_of(me), Some(DecisionKind::Act));
    let (skill, reason) = skill_refused_for_dice(upd).expect("refused");
    assert!(
        reason.contains("dice"),
        "the reason names the dice: {reason}"
    );
    // The refused skill is not among the legal actions.
    let listed = upd.legal.iter().any(|a| {
        matches!(
            serde_json::from_str(a.get()),
            Ok(Action::UseSkill { skill: s, .. }) if s.0 == skill
        )
    });
    assert!(!listed, "a refused skill is never listed as legal");
    // The reason ("needs N … dice, you have M") matches the dice the seat holds: it has fewer
    // than the cost asks for, and never more than it holds.
    let view = upd.gitcg();
    let held = view.players[me.index()]
        .dice
        .expect("a seat sees its own dice")
        .total();
    let wanted: u8 = reason
        .split_whitespace()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .expect("the reason says how many dice are needed");
    let have: u8 = reason
        .rsplit(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("the reason says how many the seat has");
    assert!(have < wanted, "{reason}");
    assert!(have <= held, "{reason}, holding {held}");
    // The other seat is told nothing about it.
    let other = &table.seats[1 - me.index()];
    assert!(
        other.last().unavailable.is_empty(),
        "a seat's refused options are its own"
    );
}
