//! What a bot is given holds no other seat's secret, in every setup of every game.
//!
//! A bot's only input about the match is its seat's knowledge (`Game::knowledge`): `choose`
//! takes nothing else but a budget and a generator. So the proof is on the knowledge: states
//! that differ in what other seats hide (their hands, the deck orders, the generator's future)
//! must give the seat the very same knowledge. Such states are drawn from the knowledge itself
//! (`Game::determinize`): each must look exactly like the real match from the seat (its
//! view), must differ from it often where only the referee looks (so the hidden cards really
//! were guessed, not copied), and must give back the same knowledge — and therefore the same
//! choice from the search.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use tavern_bots::{BotLevel, Budget};
use tavern_game::host::{GameHost, Seating};
use tavern_game::rng::Rng;
use tavern_game::{Game, Viewer};

/// Random actions played from the deal; positions checked along the way.
const STEPS: usize = 160;

fn json<T: Serialize>(t: &T) -> Value {
    serde_json::to_value(t).expect("wire types serialise")
}

/// A match of `G` for each of the host's setups, dealt from `seed` with the bot's deck.
fn deals<G>(host: &dyn GameHost, seed: u64) -> Vec<(String, G)>
where
    G: Game,
    G::Config: DeserializeOwned,
{
    host.setups()
        .iter()
        .map(|setup| {
            let deck = host.bot_deck().expect("a bot deck");
            let decks = vec![deck; usize::from(setup.seats)];
            let config = host.match_config(decks, true, &Seating::of(setup));
            let config = serde_json::from_value(config).expect("the host's config parses");
            let game = G::new(seed, usize::from(setup.seats), config)
                .unwrap_or_else(|e| panic!("{} {}: {e}", host.id(), setup.id));
            (setup.id.clone(), game)
        })
        .collect()
}

/// Plays random actions through every setup of `G`, checking every seat's knowledge at each
/// position against guesses drawn from it.
fn knowledge_is_the_same_for_every_state_that_differs_only_in_others_secrets<G>(host: &dyn GameHost)
where
    G: Game,
    G::Config: DeserializeOwned,
    G::View: Serialize,
{
    for (setup, mut game) in deals::<G>(host, 11) {
        let name = format!("{} {setup}", host.id());
        let mut rng = Rng::new(5);
        let (mut checked, mut hidden_differs, mut searched) = (0, 0, false);
        let mut actions = Vec::new();
        let mut events = Vec::new();
        for _ in 0..STEPS {
            if game.outcome().is_some() {
                break;
            }
            let seats = game.pending().decisions().len().max(1);
            for d in game.pending().decisions().to_vec() {
                let seat = d.seat;
                let knowledge = game.knowledge(seat);
                let guess = G::determinize(&knowledge, &mut rng);
                assert_eq!(
                    json(&guess.view(Viewer::Seat { seat })),
                    json(&game.view(Viewer::Seat { seat })),
                    "{name}: a guess looks like the match to seat {}",
                    seat.0
                );
                assert_eq!(
                    guess.knowledge(seat),
                    knowledge,
                    "{name}: a guess gives seat {} the same knowledge as the match",
                    seat.0
                );
                checked += 1;
                if json(&guess.view(Viewer::Referee)) != json(&game.view(Viewer::Referee)) {
                    hidden_differs += 1;
                    if !searched {
                        // Same knowledge, same generator: the search cannot tell them apart.
                        searched = true;
                        let budget = Budget::iterations(40);
                        let from_match = tavern_bots::choose::<G>(
                            BotLevel::Search,
                            &knowledge,
                            budget,
                            &mut Rng::new(3),
                        );
                        let from_guess = tavern_bots::choose::<G>(
                            BotLevel::Search,
                            &guess.knowledge(seat),
                            budget,
                            &mut Rng::new(3),
                        );
                        assert_eq!(from_match, from_guess, "{name}: the same choice");
                    }
                }
            }
            let Some(d) = game
                .pending()
                .decisions()
                .get(rng.below(seats as u32) as usize)
                .copied()
            else {
                break;
            };
            actions.clear();
            game.legal_actions(d.seat, &mut actions);
            assert!(!actions.is_empty(), "{name}: a decision has actions");
            let action = actions.swap_remove(rng.below(actions.len() as u32) as usize);
            events.clear();
            game.apply(d.seat, action, &mut events)
                .unwrap_or_else(|e| panic!("{name}: a listed action applies: {e}"));
        }
        assert!(checked > 20, "{name}: {checked} positions checked");
        assert!(
            hidden_differs * 2 > checked,
            "{name}: guesses hid other cards than the match's in only {hidden_differs} of \
             {checked} positions"
        );
        assert!(searched, "{name}: the search was compared");
    }
}

#[test]
fn gitcg_knowledge_holds_no_secret_of_the_opponent() {
    knowledge_is_the_same_for_every_state_that_differs_only_in_others_secrets::<tavern_gitcg::Gitcg>(
        &tavern_gitcg::host::HOST,
    );
}

#[test]
fn summoner_wars_knowledge_holds_no_secret_of_the_opponent() {
    knowledge_is_the_same_for_every_state_that_differs_only_in_others_secrets::<
        tavern_summoner_wars::SummonerWars,
    >(&tavern_summoner_wars::host::HOST);
}

#[test]
fn seven_square_knowledge_holds_no_secret_of_the_opponent() {
    knowledge_is_the_same_for_every_state_that_differs_only_in_others_secrets::<
        tavern_seven_square::SevenSquare,
    >(&tavern_seven_square::host::HOST);
}

#[test]
fn gensou_knowledge_holds_no_secret_of_the_opponent() {
    knowledge_is_the_same_for_every_state_that_differs_only_in_others_secrets::<
        tavern_gensou::Gensou,
    >(&tavern_gensou::host::HOST);
}

#[test]
fn confix_knowledge_holds_no_secret_of_any_other_seat_in_every_setup() {
    knowledge_is_the_same_for_every_state_that_differs_only_in_others_secrets::<
        tavern_confix::Confix,
    >(&tavern_confix::host::HOST);
}
