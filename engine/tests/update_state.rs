//! A viewer's update state written straight from the game (`dynamic::write_state`, the
//! server's path for update changes) is the text serde writes for the `UpdateState` made of
//! the game's texts (the path of whole updates), for every game, every viewer and every step
//! of random matches in every setup; and the changes made from its nodes are the changes made
//! from that text.

use tavern_engine::dynamic::{write_state, Options};
use tavern_engine::host::Seating;
use tavern_engine::rng::Rng;
use tavern_engine::{DecisionKind, Seat, Viewer, GAMES};
use tavern_protocol::changes::{self, JsonWriter, UpdateState};
use tavern_protocol::wire::DecisionInfo;

/// Steps played in each setup.
const STEPS: usize = 120;

#[test]
fn the_state_written_from_the_game_is_the_state_serde_writes() {
    let mut w = JsonWriter::new();
    let (mut by_text, mut by_nodes) = (String::new(), String::new());
    for host in GAMES {
        for setup in host.setups() {
            let name = format!("{} {}", host.id(), setup.id);
            let seats = usize::from(setup.seats);
            let deck = host.bot_deck().expect("a bot deck");
            let config = host.match_config(vec![deck; seats], true, &Seating::of(&setup));
            let mut game = host
                .new_match(11, seats, &config)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let mut rng = Rng::new(5);
            let viewers: Vec<Viewer> = (0..seats as u8)
                .map(|s| Viewer::Seat { seat: Seat(s) })
                .chain([Viewer::Referee])
                .collect();
            let mut prints: Vec<_> = viewers.iter().map(|_| (None, None)).collect();
            for step in 0..STEPS {
                let pending = game.pending();
                let decisions: Vec<DecisionInfo> = pending
                    .decisions()
                    .iter()
                    .map(|d| DecisionInfo {
                        seat: d.seat,
                        kind: d.kind,
                        deadline_ms: Some(25_000),
                        reserve_ms: None,
                    })
                    .collect();
                for (viewer, (text_prints, node_prints)) in viewers.iter().zip(&mut prints) {
                    let seat = match viewer {
                        Viewer::Seat { seat } => Some(*seat),
                        _ => None,
                    };
                    let kind = seat.and_then(|s| pending.of(s));
                    let options = Options {
                        legal: seat.filter(|_| kind.is_some()),
                        unavailable: seat.filter(|_| kind == Some(DecisionKind::Act)),
                    };
                    let state = UpdateState {
                        view: game.view(*viewer),
                        decisions: decisions.clone(),
                        legal_actions: options
                            .legal
                            .map(|s| game.legal_actions(s))
                            .unwrap_or_default(),
                        unavailable: options
                            .unavailable
                            .map(|s| game.unavailable(s))
                            .unwrap_or_default(),
                    };
                    let text = serde_json::to_string(&state).unwrap();
                    write_state(game.as_ref(), *viewer, &decisions, options, &mut w);
                    assert_eq!(w.text(), text, "{name}, step {step}, {viewer:?}");
                    *text_prints =
                        Some(changes::diff(&text, text_prints.take(), &mut by_text).unwrap());
                    *node_prints = Some(
                        changes::diff_written(&mut w, node_prints.take(), &mut by_nodes).unwrap(),
                    );
                    assert_eq!(by_text, by_nodes, "{name}, step {step}, {viewer:?}");
                }
                if game.outcome().is_some() {
                    break;
                }
                let Some(d) = pending.decisions().first().copied() else {
                    break;
                };
                let options = game.legal_actions(d.seat);
                let pick = &options[rng.below(options.len() as u32) as usize];
                let action: serde_json::Value = pick.parse().unwrap();
                game.apply(d.seat, &action)
                    .unwrap_or_else(|e| panic!("{name}: a legal action refused: {e:?}"));
            }
        }
    }
}
