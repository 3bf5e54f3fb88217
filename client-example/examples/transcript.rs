//! Prints a real exchange with a server (used to write the protocol reference): hello, a room
//! against a server bot, ready, the first updates and one action.
//!
//! `cargo run -p tavern-client --example transcript -- ws://127.0.0.1:8080/ws`

use std::time::Duration;

use tavern_client::Client;
use tavern_protocol::wire::{ClientMsg, DeckChoice, RoomOptions, ServerMsg, PROTOCOL_VERSION};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let url = std::env::args()
        .nth(1)
        .unwrap_or("ws://127.0.0.1:8080/ws".into());
    let mut c = Client::connect(&url).await?;
    let say = async |c: &mut Client, m: ClientMsg| -> Result<(), Box<dyn std::error::Error>> {
        println!("> {}", serde_json::to_string(&m)?);
        c.send(&m).await?;
        Ok(())
    };
    say(
        &mut c,
        ClientMsg::Hello {
            protocol_version: PROTOCOL_VERSION,
            name: Some("Lumine".into()),
            resume_token: None,
            updates: tavern_protocol::wire::UpdateForm::Full,
            session: None,
        },
    )
    .await?;
    say(
        &mut c,
        ClientMsg::CreateRoom {
            game: "gitcg".into(),
            options: RoomOptions {
                public: false,
                bot_seats: vec![1],
                clock: None,
                ..RoomOptions::default()
            },
        },
    )
    .await?;
    say(
        &mut c,
        ClientMsg::Ready {
            deck: DeckChoice::Preset("starter".into()),
        },
    )
    .await?;
    let mut acted = false;
    for _ in 0..12 {
        let Ok(m) = c.recv_timeout(Duration::from_secs(5)).await else {
            break;
        };
        println!("< {}", serde_json::to_string(&m)?);
        if let ServerMsg::Update {
            match_id,
            version,
            legal_actions,
            ..
        } = &m
        {
            if !acted && !legal_actions.is_empty() {
                acted = true;
                say(
                    &mut c,
                    ClientMsg::Action {
                        match_id: match_id.clone(),
                        version: *version,
                        action_id: "a1".into(),
                        action: legal_actions[0].parse()?,
                    },
                )
                .await?;
            }
        }
    }
    Ok(())
}
