//! The greedy level: one-ply look-ahead. Each legal action is applied to a few guesses of the
//! hidden information, and the action whose results the game's evaluation likes best on
//! average is taken.

use tavern_game::rng::Rng;
use tavern_game::{Game, Knowledge};

use crate::value;

/// Guesses every action is tried on: the same ones for every action, so that they are compared
/// on equal terms, and several, so that one unlucky draw does not decide.
const GUESSES: usize = 4;

/// The action whose immediate result looks best to the seat, ties broken at random.
pub(crate) fn choose<G: Game>(knowledge: &G::Knowledge, rng: &mut Rng) -> Option<G::Action> {
    let seat = knowledge.seat();
    let guesses: Vec<G> = (0..GUESSES)
        .map(|_| G::determinize(knowledge, rng))
        .collect();
    let mut actions = Vec::new();
    guesses[0].legal_actions(seat, &mut actions);
    let mut best: Vec<usize> = Vec::new();
    let mut best_value = f32::NEG_INFINITY;
    let mut events = Vec::new();
    for (i, action) in actions.iter().enumerate() {
        let mut total = 0.0;
        for guess in &guesses {
            let mut next = guess.clone();
            events.clear();
            // An action that one guess refuses (its hidden cards differ from the truth in a way
            // that matters) is judged on the guesses that accept it; an action every guess
            // refuses is never chosen.
            total += match next.apply(seat, action.clone(), &mut events) {
                Ok(()) => value::of(&next, seat),
                Err(_) => f32::NEG_INFINITY,
            };
        }
        if total > best_value {
            best_value = total;
            best.clear();
            best.push(i);
        } else if total == best_value {
            best.push(i);
        }
    }
    if best.is_empty() {
        return None;
    }
    let pick = best[rng.below(best.len() as u32) as usize];
    Some(actions.swap_remove(pick))
}
