//! Prints the preset decks as a markdown table with their share codes (the contents of
//! `engine/src/gitcg/PRESETS.md`).
//!
//! `cargo run -q -p tavern-engine --example presets > engine/src/gitcg/PRESETS.md`
fn main() {
    print!("{}", tavern_engine::gitcg::presets::markdown_table());
}
