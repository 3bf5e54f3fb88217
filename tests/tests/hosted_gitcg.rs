//! A whole gitcg match played through the server's game registry, in JSON only — the way the
//! server hosts every game.

use serde_json::{json, Value};
use tavern_engine::gitcg::testkit::random_deck;
use tavern_engine::rng::Rng;
use tavern_engine::{Seat, Viewer, Visible};
use tavern_server::registry::new_match;

fn json_of(raw: &tavern_protocol::wire::RawJson) -> Value {
    raw.parse().expect("the engine writes JSON")
}

fn config(seed: u64) -> Value {
    let mut rng = Rng::new(seed);
    json!({
        "decks": [random_deck(&mut rng), random_deck(&mut rng)],
        "options": {"rerolls": 1, "check_deck_rules": false, "version": "5.8"}
    })
}

#[test]
fn a_match_runs_to_its_end_through_json() {
    let mut game = new_match("gitcg", 9, 2, &config(9)).expect("valid config");
    let mut chooser = Rng::new(3);
    let mut steps = 0;
    while game.outcome().is_none() {
        let pending = game.pending();
        let decision = pending.decisions()[0];
        let actions = game.legal_actions(decision.seat);
        assert!(
            !actions.is_empty(),
            "a seat with a decision has legal actions"
        );
        let pick: Value = json_of(&actions[chooser.below(actions.len() as u32) as usize]);
        let events = game
            .apply(decision.seat, &pick)
            .unwrap_or_else(|e| panic!("listed action {pick} refused: {e:?}"));
        // The other seat's copy of the events never holds this seat's drawn cards or dice.
        for ev in &events {
            if let Visible::Private { owner, others, .. } = ev {
                let other = Viewer::Seat {
                    seat: owner.other(),
                };
                assert_eq!(ev.for_viewer(other).get(), others.get());
                let others = json_of(others);
                // A card created by an effect that names it (Lightning Stiletto) is shown to
                // everyone (the rules decision on hidden information); no other card is.
                let named = others["event"] == "card_created";
                assert!(named || others.get("card").is_none_or(Value::is_null));
                assert!(others.get("dice").is_none_or(Value::is_null));
            }
        }
        steps += 1;
        assert!(steps < 5000, "the match must end");
    }
    let view = json_of(&game.view(Viewer::Referee));
    assert!(view["outcome"].is_object());
}

#[test]
fn unknown_games_and_bad_configs_are_refused() {
    assert!(new_match("chess", 1, 2, &config(1)).is_err());
    assert!(new_match("gitcg", 1, 3, &config(1)).is_err());
    assert!(new_match("gitcg", 1, 2, &json!({"decks": "nope"})).is_err());
    let unknown = json!({"decks": [
        {"characters": [1, 2, 3], "cards": []},
        {"characters": [1101, 1301, 1403], "cards": []}
    ]});
    let err = new_match("gitcg", 1, 2, &unknown)
        .err()
        .expect("unknown ids");
    let msg = err.to_string();
    assert!(
        msg.contains("does not have") && msg.contains("character card ids 1, 2, 3"),
        "{msg}"
    );
}

#[test]
fn malformed_and_out_of_turn_actions_get_typed_errors_and_change_nothing() {
    let mut game = new_match("gitcg", 5, 2, &config(5)).expect("valid config");
    let before = game.view(Viewer::Referee).get().to_string();
    let err = game
        .apply(Seat(0), &json!({"action": "fly"}))
        .expect_err("not an action");
    assert_eq!(err.code, "malformed_action");
    assert!(err.malformed);
    // Both seats switch hands first; a seat that already decided is out of turn.
    game.apply(Seat(0), &json!({"action": "switch_hand", "cards": []}))
        .expect("keep the hand");
    let after_switch = game.view(Viewer::Referee).get().to_string();
    let err = game
        .apply(Seat(0), &json!({"action": "switch_hand", "cards": []}))
        .expect_err("seat 0 already switched");
    assert_eq!(err.code, "not_your_turn");
    assert!(err.out_of_turn);
    assert_eq!(game.view(Viewer::Referee).get(), after_switch);
    assert_eq!(before, after_switch, "keeping the hand changes no card");
    assert_eq!(game.pending().of(Seat(0)), None);
    assert!(game.pending().of(Seat(1)).is_some());
    let err = game
        .apply(Seat(1), &json!({"action": "declare_end"}))
        .expect_err("wrong decision");
    assert_eq!(err.code, "wrong_decision");
    assert_eq!(game.view(Viewer::Referee).get(), after_switch);
}
