//! `tavern-client`: a command-line client for Tavern built on the protocol crate alone.

use tavern_protocol::gitcg::Action;

fn main() {
    let example = Action::DeclareEnd;
    let json = serde_json::to_string(&example).unwrap_or_default();
    println!(
        "tavern-client {}: example action {json}",
        env!("CARGO_PKG_VERSION")
    );
}
