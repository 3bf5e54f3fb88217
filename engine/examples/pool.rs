//! Prints the implemented card pool (ids, share ids, names, kinds).
fn main() {
    use tavern_engine::gitcg::cards;
    for c in cards::characters() {
        println!(
            "char {} {} {} {:?} {:?}",
            c.id, c.share_id, c.english_name, c.element, c.weapon
        );
    }
    for c in cards::action_cards() {
        println!(
            "card {} {} {} {:?} talent_of={:?}",
            c.id, c.share_id, c.english_name, c.kind, c.talent_of
        );
    }
}
