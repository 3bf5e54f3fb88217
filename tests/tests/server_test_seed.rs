//! A test server (`--test-seed`) deals each match from its seed, the room's first player's name
//! and how many matches that name started: the browser tests replay the same matches from one
//! run to the next, whatever else the server did meanwhile.

mod common;

use common::*;
use serde_json::Value;
use tavern_protocol::wire::RoomOptions;
use tavern_protocol::BotLevel;

/// A server dealing from `seed`, its bots searching a fixed number of iterations.
fn seeded(seed: u64) -> tavern_server::Config {
    tavern_server::Config {
        test_seed: Some(seed),
        bot_iterations: Some(40),
        ..config()
    }
}

/// `name` opens a clock-less room against a random bot, readies the starter deck and returns
/// what its seat sees at the first update: its opening hand, dice and who goes first.
async fn opening(server: &Server, name: &str) -> Value {
    let options = RoomOptions {
        bot_seats: vec![1],
        bot_levels: vec![BotLevel::Random],
        ..private_room()
    };
    let (_, p) = against_bots(&server.url, name, options).await;
    p.last().view_without_viewer()
}

#[tokio::test]
async fn a_test_seed_deals_the_same_match_to_the_same_name_on_any_server() {
    let first = start(seeded(20_261_202)).await;
    // Another name plays first on this server: the count is kept per name, so it changes
    // nothing for the name that follows.
    let other = opening(&first, "someone-else").await;
    let a = opening(&first, "Ayaka").await;
    let a_again = opening(&first, "Ayaka").await;

    let second = start(seeded(20_261_202)).await;
    let b = opening(&second, "Ayaka").await;
    let b_again = opening(&second, "Ayaka").await;

    assert_eq!(
        a, b,
        "the same name's first match is dealt alike on both servers"
    );
    assert_eq!(a_again, b_again, "and its second match too");
    assert_ne!(a, a_again, "a name's second match is dealt anew");
    assert_ne!(a, other, "another name gets another deal");

    let third = start(seeded(7)).await;
    assert_ne!(
        a,
        opening(&third, "Ayaka").await,
        "another test seed deals another match"
    );
}
