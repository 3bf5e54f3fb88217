//! Every hosted game's bots play through the server's path ([`tavern_engine::bot_action`] on a
//! seat's type-erased knowledge) at every level, in every setup, with legal actions only.

use tavern_engine::bots::{BotLevel, Budget};
use tavern_engine::host::Seating;
use tavern_engine::{bot_action, GAMES};

/// Decisions played in each setup.
const DECISIONS: usize = 45;

#[test]
fn every_level_of_every_games_bot_plays_legal_actions_in_every_setup() {
    let budget = Budget::iterations(25);
    for host in GAMES {
        for setup in host.setups() {
            let name = format!("{} {}", host.id(), setup.id);
            let deck = host.bot_deck().expect("a bot deck");
            let config = host.match_config(
                vec![deck; usize::from(setup.seats)],
                true,
                &Seating::of(&setup),
            );
            let mut game = host
                .new_match(7, usize::from(setup.seats), &config)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            for i in 0..DECISIONS {
                if game.outcome().is_some() {
                    break;
                }
                let Some(d) = game.pending().decisions().first().copied() else {
                    panic!("{name}: no decision and no outcome");
                };
                let level = BotLevel::ALL[i % BotLevel::ALL.len()];
                let knowledge = game.knowledge(d.seat);
                assert_eq!(knowledge.seat(), d.seat);
                let action = bot_action(host.id(), level, &knowledge, budget, i as u64)
                    .unwrap_or_else(|| panic!("{name}: the {level:?} bot found nothing to do"));
                game.apply(d.seat, &action).unwrap_or_else(|e| {
                    panic!("{name}: the {level:?} bot's {action} was refused: {e:?}")
                });
            }
        }
    }
}

#[test]
fn a_bot_is_given_only_knowledge_of_its_own_game() {
    let host = GAMES[0];
    let deck = host.bot_deck().expect("a bot deck");
    let setup = &host.setups()[0];
    let config = host.match_config(vec![deck; 2], true, &Seating::of(setup));
    let game = host.new_match(1, 2, &config).expect("a match");
    let seat = game.pending().decisions()[0].seat;
    let budget = Budget::iterations(1);
    let knowledge = game.knowledge(seat);
    assert!(bot_action(host.id(), BotLevel::Random, &knowledge, budget, 1).is_some());
    let other = GAMES[1].id();
    assert!(bot_action(other, BotLevel::Random, &knowledge, budget, 1).is_none());
    assert!(bot_action("chess", BotLevel::Random, &knowledge, budget, 1).is_none());
}
