//! Prints the preset decks as a markdown table with their share codes (the contents of
//! `games/gitcg/src/PRESETS.md`).
//!
//! `cargo run -q -p tavern-engine --example presets > games/gitcg/src/PRESETS.md`
fn main() {
    print!("{}", tavern_engine::gitcg::presets::markdown_table());
}
