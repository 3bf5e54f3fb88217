//! The server-side bot: plays a legal action so one person can play alone. It knows no rules;
//! it ranks the listed actions with the protocol's [`suggest_action`].

use serde_json::Value;
use tavern_protocol::wire::{suggest_action, RawJson};

/// The action the bot takes among `legal`.
pub fn choose(legal: &[RawJson]) -> Option<Value> {
    suggest_action(legal)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn raw(v: &[Value]) -> Vec<RawJson> {
        v.iter().map(RawJson::of).collect()
    }

    #[test]
    fn prefers_skills_then_cards_and_ends_last() {
        let legal = vec![
            json!({"action": "use_skill", "skill": 1}),
            json!({"action": "use_skill", "skill": 2}),
            json!({"action": "play_card", "card": 3}),
            json!({"action": "declare_end"}),
        ];
        assert_eq!(choose(&raw(&legal)), Some(legal[1].clone()));
        assert_eq!(choose(&raw(&legal[2..])), Some(legal[2].clone()));
        assert_eq!(choose(&raw(&legal[3..])), Some(legal[3].clone()));
        let keep = vec![
            json!({"action": "reroll", "dice": []}),
            json!({"action": "reroll", "dice": ["geo"]}),
        ];
        assert_eq!(choose(&raw(&keep)), Some(keep[0].clone()));
    }
}
