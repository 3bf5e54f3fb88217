//! The search level: single-observer information-set Monte-Carlo tree search.
//!
//! Each iteration draws one guess of the hidden information from the seat's knowledge
//! ([`Game::determinize`]) and walks a tree of action sequences shared by every guess: at each
//! node the seat deciding in that guess picks, among the actions legal in it, the one with the
//! best upper confidence bound for that seat (so every seat, teammates and opponents, plays for
//! itself: the max-n view that works for any number of seats). An action is counted as
//! available each time a guess lists it, which is what the bound uses, since a guess may not
//! offer every action. The first action not yet tried is tried next; from there a short random
//! playout runs, and the state it reaches is worth the outcome once the match is over, else
//! the game's evaluation, to each seat. The seat takes the action tried most.
//!
//! The tree lives in one arena of nodes; every buffer is reused across iterations.

use std::time::Instant;

use tavern_game::rng::Rng;
use tavern_game::{Game, Knowledge, Seat, MAX_SEATS};

use crate::{value, Budget};

/// The most iterations any budget allows: a bound on the tree's memory when only time limits
/// the search.
pub const MAX_ITERATIONS: u32 = 200_000;

/// How much the bound favours actions tried less (rewards lie in 0..=1).
const EXPLORATION: f32 = 0.7;

/// Random actions played after the tree's edge before the evaluation judges the state. Short,
/// so that the evaluation, not the noise of random play, carries the judgement.
const PLAYOUT_DEPTH: u32 = 8;

/// How often, in iterations, the clock is read when the budget has a time limit.
const CLOCK_EVERY: u32 = 16;

/// One action tried from a node.
struct Edge<A> {
    action: A,
    /// The node after it, made the second time the action is chosen.
    child: Option<u32>,
    visits: u32,
    /// Guesses in which the action was legal when its node was reached.
    available: u32,
    /// Sum of the worth, to the node's mover, of the states the iterations through it reached.
    total: f32,
}

/// A point in the tree: who decides there and what they tried.
struct Node<A> {
    mover: Seat,
    edges: Vec<Edge<A>>,
}

/// The action the search takes for the knowledge's seat, or `None` when it has nothing to
/// decide.
pub(crate) fn choose<G: Game>(
    knowledge: &G::Knowledge,
    budget: Budget,
    rng: &mut Rng,
) -> Option<G::Action> {
    let seat = knowledge.seat();
    let first = G::determinize(knowledge, rng);
    let mut actions = Vec::new();
    first.legal_actions(seat, &mut actions);
    match actions.len() {
        0 => return None,
        1 => return actions.pop(),
        _ => {}
    }
    let mut tree = Tree::<G> {
        nodes: vec![Node {
            mover: seat,
            edges: Vec::new(),
        }],
        actions: Vec::new(),
        events: Vec::new(),
        path: Vec::new(),
    };
    let start = budget.time.map(|_| Instant::now());
    let mut guess = Some(first);
    for i in 0..budget.iterations.min(MAX_ITERATIONS) {
        if let (Some(limit), Some(start)) = (budget.time, start) {
            if i % CLOCK_EVERY == 0 && start.elapsed() >= limit {
                break;
            }
        }
        let state = guess
            .take()
            .unwrap_or_else(|| G::determinize(knowledge, rng));
        tree.iterate(state, rng);
    }
    let root = &tree.nodes[0];
    let best = root
        .edges
        .iter()
        .filter(|e| actions.contains(&e.action))
        .max_by(|a, b| a.visits.cmp(&b.visits).then(mean(a).total_cmp(&mean(b))));
    match best {
        Some(e) => Some(e.action.clone()),
        // No iteration ran (a time limit already spent): any legal action beats none.
        None => actions.pop(),
    }
}

/// The average worth of an edge to its node's mover.
fn mean<A>(e: &Edge<A>) -> f32 {
    if e.visits == 0 {
        0.0
    } else {
        e.total / e.visits as f32
    }
}

/// The tree and the buffers every iteration reuses.
struct Tree<G: Game> {
    nodes: Vec<Node<G::Action>>,
    actions: Vec<G::Action>,
    events: Vec<tavern_game::Visible<G::Event>>,
    /// The (node, edge) pairs the current iteration went through.
    path: Vec<(u32, u32)>,
}

impl<G: Game> Tree<G> {
    /// One iteration on the guess `state`: down the tree, one new action, a playout, and the
    /// worth of where it ended added along the way back.
    fn iterate(&mut self, mut state: G, rng: &mut Rng) {
        self.path.clear();
        let mut node = 0u32;
        loop {
            let mover = self.nodes[node as usize].mover;
            if state.outcome().is_some() || state.pending().of(mover).is_none() {
                // The match is over, or this guess gives the decision to someone else (guesses
                // agree on everything public, but a hidden card can change who decides).
                break;
            }
            self.actions.clear();
            state.legal_actions(mover, &mut self.actions);
            if self.actions.is_empty() {
                break;
            }
            let Some((edge, new)) = self.pick(node, rng) else {
                break;
            };
            let action = self.nodes[node as usize].edges[edge as usize]
                .action
                .clone();
            self.events.clear();
            if state.apply(mover, action, &mut self.events).is_err() {
                break;
            }
            self.path.push((node, edge));
            if new {
                break;
            }
            node = match self.nodes[node as usize].edges[edge as usize].child {
                Some(child) => child,
                None => {
                    let Some(next) = next_mover(&state) else {
                        break;
                    };
                    let child = self.nodes.len() as u32;
                    self.nodes.push(Node {
                        mover: next,
                        edges: Vec::new(),
                    });
                    self.nodes[node as usize].edges[edge as usize].child = Some(child);
                    child
                }
            };
        }
        self.playout(&mut state, rng);
        let mut worth = [f32::NAN; MAX_SEATS];
        for &(node, edge) in &self.path {
            let n = &mut self.nodes[node as usize];
            let slot = n.mover.index() % MAX_SEATS;
            if worth[slot].is_nan() {
                worth[slot] = value::of(&state, n.mover);
            }
            let e = &mut n.edges[edge as usize];
            e.visits += 1;
            e.total += worth[slot];
        }
    }

    /// Counts every listed action as available at `node` and picks one: an action not tried
    /// here yet if there is one (at random), else the best bound. Returns its edge and whether
    /// it is new.
    fn pick(&mut self, node: u32, rng: &mut Rng) -> Option<(u32, bool)> {
        let n = &mut self.nodes[node as usize];
        let mut untried = 0u32;
        for a in &self.actions {
            match n.edges.iter_mut().find(|e| e.action == *a) {
                Some(e) => {
                    e.available += 1;
                    untried += u32::from(e.visits == 0);
                }
                None => untried += 1,
            }
        }
        if untried > 0 {
            let mut k = rng.below(untried);
            for a in &self.actions {
                let edge = n.edges.iter().position(|e| e.action == *a);
                if edge.is_some_and(|i| n.edges[i].visits > 0) {
                    continue;
                }
                if k > 0 {
                    k -= 1;
                    continue;
                }
                let i = edge.unwrap_or_else(|| {
                    n.edges.push(Edge {
                        action: a.clone(),
                        child: None,
                        visits: 0,
                        available: 1,
                        total: 0.0,
                    });
                    n.edges.len() - 1
                });
                return Some((i as u32, true));
            }
        }
        let mut best: Option<(u32, f32)> = None;
        for (i, e) in n.edges.iter().enumerate() {
            if !self.actions.contains(&e.action) {
                continue;
            }
            let bound = mean(e)
                + EXPLORATION * ((e.available.max(1) as f32).ln() / e.visits.max(1) as f32).sqrt();
            if best.is_none_or(|(_, b)| bound > b) {
                best = Some((i as u32, bound));
            }
        }
        best.map(|(i, _)| (i, false))
    }

    /// Random actions until the match ends or [`PLAYOUT_DEPTH`] is reached.
    fn playout(&mut self, state: &mut G, rng: &mut Rng) {
        for _ in 0..PLAYOUT_DEPTH {
            if state.outcome().is_some() {
                return;
            }
            let Some(seat) = next_mover(state) else {
                return;
            };
            self.actions.clear();
            state.legal_actions(seat, &mut self.actions);
            if self.actions.is_empty() {
                return;
            }
            let i = rng.below(self.actions.len() as u32) as usize;
            let action = self.actions.swap_remove(i);
            self.events.clear();
            if state.apply(seat, action, &mut self.events).is_err() {
                return;
            }
        }
    }
}

/// The seat that decides next in `state`: the first pending decision's.
fn next_mover<G: Game>(state: &G) -> Option<Seat> {
    state.pending().decisions().first().map(|d| d.seat)
}
