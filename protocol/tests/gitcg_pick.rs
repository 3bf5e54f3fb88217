//! Wire-contract snapshot of the Genius Invokation TCG pick (挑选): the decision a seat is
//! asked, its answer, and the options a player view lists. A change here is a protocol change
//! and must be deliberate.

use insta::assert_snapshot;
use tavern_protocol::gitcg::{Action, PlayerView};
use tavern_protocol::{Decision, DecisionKind, Seat};

#[test]
fn the_pick_decision_and_its_answer_are_stable() {
    let decision = Decision {
        seat: Seat(0),
        kind: DecisionKind::Pick,
    };
    let answer = Action::Pick { option: 2 };
    let wire = format!(
        "{}\n{}",
        serde_json::to_string(&decision).expect("serialise"),
        serde_json::to_string(&answer).expect("serialise")
    );
    assert_snapshot!("gitcg_pick", wire);
}

#[test]
fn a_player_view_without_a_pick_reads_as_offering_nothing() {
    let old = r#"{"seat":0,"characters":[],"active":null,"hand":null,"hand_count":0,
        "dice":null,"dice_count":0,"deck_count":30,"combat_statuses":[],"summons":[],
        "supports":[],"declared_end":false,"legend_used":false}"#;
    let view: PlayerView = serde_json::from_str(old).expect("a view from before picks");
    assert!(view.picking.is_empty());
}
