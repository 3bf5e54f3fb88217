//! The contract every Tavern game implements: the [`Game`] trait and its vocabulary, the
//! portable seeded RNG, and the JSON wrapper the server hosts games through.
//!
//! # Architecture invariant
//! The engine is pure. It never does I/O, never reads the wall clock and never uses a global or
//! thread RNG. All randomness comes from the [`rng::Rng`] stored in each game state, so the same
//! seed and the same actions always give the same state. Time enters only as an explicit action
//! (a timeout) that the server submits.
//!
//! # Layout
//! - this file: the [`Game`] contract and its vocabulary ([`Visible`], [`Pending`], [`RuleError`]);
//! - [`rng`]: the portable seeded generator;
//! - [`dynamic`]: the object-safe JSON wrapper the server uses to host any [`Game`];
//! - [`host`]: [`host::GameHost`], everything the server needs to host one game (its
//!   registry entry): decks, presets, configs, the card list.
//!
//! # What bots are given
//! A bot never holds a real state. It is handed a seat's [`Knowledge`] (built by the game from a
//! state by taking out everything that seat may not see) and asks the game for full states
//! consistent with it ([`Game::determinize`]), which it may play forward with the rules as
//! often as it likes: they are its guesses, not the match.
//!
//! Each game is a crate of its own (`tavern-gitcg`, `tavern-summoner-wars`, …) that depends on
//! this one; `tavern-engine` gathers them.

use arrayvec::ArrayVec;
pub use tavern_protocol::{Decision, DecisionKind, EndReason, Outcome, Seat, Viewer};

pub mod dynamic;
pub mod host;
pub mod rng;

/// A turn-based game that Tavern can host.
///
/// `legal_actions` and `apply` agree: every listed action applies, and every action that applies
/// is listed up to an equivalent choice (where a game lets the player name dice to pay with or a
/// subset to reroll, the list holds each choice once with a valid suggestion).
///
/// A state is cheap to clone (inline arrays of small `Copy` values and `&'static` card
/// definitions), which is what lets search play thousands of guesses forward.
pub trait Game: Sized + Clone + Send + 'static {
    /// Decks and options, validated by [`Game::new`].
    type Config;
    /// What a seat may submit (hashable, as [`RuleError`]s are: hosts keep what they wrote of
    /// an action by it).
    type Action: Clone + PartialEq + std::hash::Hash + std::fmt::Debug + Send;
    /// What one viewer may see.
    type View;
    /// What happened.
    type Event: Clone;
    /// Why an action was refused.
    type Illegal: RuleError;
    /// What one seat knows of a state (see [`Knowledge`]).
    type Knowledge: Knowledge;

    /// Validates the config and deals the opening state.
    fn new(seed: u64, seats: usize, config: Self::Config) -> Result<Self, SetupError>;
    /// Who must decide now, and what.
    fn pending(&self) -> Pending;
    /// Appends every legal action for `seat` to `out` (nothing when the seat has nothing to do).
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Self::Action>);
    /// The legal action for `seat` at position `pick(n)` of the `n` that
    /// [`Game::legal_actions`] lists, or `None` (and `pick` is not called) when it lists none:
    /// one step of a random playout. `out` is room the game may use (it is cleared first). By
    /// default the whole list is built there; a game may find the one action for less (gitcg
    /// suggests a payment for that action alone).
    fn pick_legal_action(
        &self,
        seat: Seat,
        out: &mut Vec<Self::Action>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Self::Action> {
        out.clear();
        self.legal_actions(seat, out);
        (!out.is_empty()).then(|| out.swap_remove(pick(out.len())))
    }
    /// Appends, for a seat facing its main turn decision, each of its options that the rules
    /// refuse now (gitcg: every skill of the active character and every card in hand that no
    /// legal action uses), as the action it would send without payment and the refusal its own
    /// checks give, so that clients can show it greyed with the reason. Nothing for any other
    /// decision. It costs about as much as `legal_actions`, so hosts call it only when building
    /// that seat's update. By default a game lists nothing.
    fn unavailable(&self, _seat: Seat, _out: &mut Vec<(Self::Action, Self::Illegal)>) {}
    /// Applies one action and appends what happened to `events`; or explains precisely why the
    /// action is illegal, leaving the state and `events` untouched.
    fn apply(
        &mut self,
        seat: Seat,
        action: Self::Action,
        events: &mut Vec<Visible<Self::Event>>,
    ) -> Result<(), Self::Illegal>;
    /// The action the rules take for `seat` when its clock runs out, if it has a decision.
    fn timeout_action(&self, seat: Seat) -> Option<Self::Action>;
    /// What `viewer` may see.
    fn view(&self, viewer: Viewer) -> Self::View;
    /// The result, once the match is over.
    fn outcome(&self) -> Option<Outcome>;
    /// `seat` forfeits (timeouts, leaving). A two-seat game ends; a game of more seats may
    /// take only that seat out and go on (Project Confix: the seat dies).
    fn forfeit(&mut self, seat: Seat, events: &mut Vec<Visible<Self::Event>>);
    /// The team `seat` plays in, numbered from 0. By default every seat plays alone, in the
    /// team numbered after it.
    fn team(&self, seat: Seat) -> u8 {
        seat.0
    }
    /// Whether `seat` still plays. A seat that is out of a match that goes on (Project Confix:
    /// dead) has no more decisions; the server keeps it as a spectator of its own seat until
    /// the end. By default every seat plays to the end.
    fn in_play(&self, _seat: Seat) -> bool {
        true
    }
    /// The round number, for clocks whose reserve resets each round (0 when the game has no
    /// rounds).
    fn round(&self) -> u32 {
        0
    }
    /// What `seat` knows of this state: everything public and its own secrets. Other seats'
    /// hidden cards are taken out (their counts stay), deck orders are forgotten and the
    /// generator is replaced, so two states that `seat` cannot tell apart give equal knowledge.
    fn knowledge(&self, seat: Seat) -> Self::Knowledge;
    /// A full state consistent with `knowledge`: what its seat cannot see (other seats' hidden
    /// cards, every deck order, the generator's future) drawn with `rng`. Where the seat cannot
    /// know what an opponent's deck holds, the game draws a plausible one from its card pool
    /// and says how in its documentation.
    fn determinize(knowledge: &Self::Knowledge, rng: &mut rng::Rng) -> Self;
    /// How promising this state looks for `seat` and its team, from 0 (as good as lost) to 1 (as
    /// good as won), 0.5 when even: the judgement bots fall back on where they stop looking
    /// ahead. Called on states that are not over.
    fn evaluate(&self, seat: Seat) -> f32;
}

/// What one seat knows of a match: the public state and that seat's own secrets, and nothing
/// that only other seats, or nobody, may see. Only a game builds one ([`Game::knowledge`]), and
/// a game's knowledge type keeps its fields private, so whoever holds it (a bot) can only turn
/// it into guesses ([`Game::determinize`]).
pub trait Knowledge: Clone + std::fmt::Debug + PartialEq + Send + Sync + 'static {
    /// Whose knowledge this is.
    fn seat(&self) -> Seat;
}

/// A refused action: a stable snake_case code for clients and a readable message.
pub trait RuleError:
    std::error::Error + Clone + PartialEq + std::hash::Hash + Send + Sync + 'static
{
    /// A stable snake_case code (`not_your_turn`, `not_enough_dice`, …).
    fn code(&self) -> &'static str;
    /// Whether the refusal is because it is not this seat's decision now.
    fn is_out_of_turn(&self) -> bool;
}

/// Why a match could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The game is for a different number of seats.
    SeatCount {
        /// Seats the game supports.
        expected: usize,
        /// Seats requested.
        got: usize,
    },
    /// A seat's deck breaks a rule.
    Deck {
        /// Whose deck.
        seat: Seat,
        /// What is wrong, in words that name the card and the rule.
        reason: String,
    },
    /// The config is malformed.
    Config(String),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::SeatCount { expected, got } => {
                write!(f, "this game takes {expected} seats, not {got}")
            }
            SetupError::Deck { seat, reason } => write!(f, "deck of seat {}: {reason}", seat.0),
            SetupError::Config(m) => write!(f, "bad config: {m}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// An event and who may see it in full.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visible<E> {
    /// Everyone sees the same event.
    Public(E),
    /// `owner` (and the referee) see `full`; everyone else sees `others`.
    Private {
        /// Whose secret it is.
        owner: Seat,
        /// The event with the secret.
        full: E,
        /// The event without it.
        others: E,
    },
}

impl<E> Visible<E> {
    /// The copy of the event `viewer` may see.
    pub fn for_viewer(&self, viewer: Viewer) -> &E {
        match self {
            Visible::Public(e) => e,
            Visible::Private {
                owner,
                full,
                others,
            } => {
                if viewer.sees_secrets_of(*owner) {
                    full
                } else {
                    others
                }
            }
        }
    }
}

/// The most seats a match can have (Project Confix: 3 vs 3 or 2 vs 2 vs 2).
pub const MAX_SEATS: usize = 6;

/// The seats that must decide now. Decisions can be simultaneous (both players switching their
/// opening hand, every attacked player declaring defenders); each seat has at most one decision
/// at a time, so a match of [`MAX_SEATS`] seats never has more than that many.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pending(ArrayVec<Decision, MAX_SEATS>);

impl Pending {
    /// Nobody has to decide.
    pub fn none() -> Self {
        Pending(ArrayVec::new())
    }

    /// Adds a decision (ignored past [`MAX_SEATS`] decisions).
    pub fn push(&mut self, seat: Seat, kind: DecisionKind) {
        let _ = self.0.try_push(Decision { seat, kind });
    }

    /// Every decision.
    pub fn decisions(&self) -> &[Decision] {
        &self.0
    }

    /// The decision `seat` faces, if any.
    pub fn of(&self, seat: Seat) -> Option<DecisionKind> {
        self.0.iter().find(|d| d.seat == seat).map(|d| d.kind)
    }

    /// Whether nobody has to decide.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pending_holds_a_decision_for_every_seat_of_the_largest_table() {
        let mut p = Pending::none();
        for s in 0..=MAX_SEATS as u8 {
            p.push(Seat(s), DecisionKind::Defend);
        }
        assert_eq!(p.decisions().len(), MAX_SEATS);
        assert_eq!(p.of(Seat(5)), Some(DecisionKind::Defend));
        assert_eq!(
            p.of(Seat(6)),
            None,
            "past the largest table, decisions are ignored"
        );
    }
}
