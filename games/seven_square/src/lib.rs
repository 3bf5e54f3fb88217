//! セブンスクエア (Seven Square): "shogi crossed with a TCG", two players on a 7 × 7 board with
//! decks of 40 unit (兵), mount (騎) and field (陣) cards, as a [`Game`].
//!
//! - **Setup** (`flow`): the coin picks the first player; each centre of a first rank holds a
//!   starting camp (出撃陣, 【出撃:全】, life 10). Both players at once: `place_general` puts a
//!   【威光】 unit from the deck face down on the camp, four cards are drawn, and `redraw`
//!   returns any of them once for as many new ones. Then both generals (将) are revealed.
//! - **A turn**, by the rulebook's phases: the draw phase (one card; an empty deck loses), the
//!   IP phase (+2 IP, kept from turn to turn), the deploy phase (`deploy` units and mounts on
//!   fields with 【出撃】 for their cost), the move and ability phase (up to 3 cards that were on
//!   the board before the turn each `move`, `shoot`, `heal` or `build`), the battle and mounting
//!   phase (`fight` every square where both sides' units meet, in the order the player picks;
//!   `first_aid`, `mount`), the end phase (【回復】 fields). A phase ends when the player acts
//!   in a later one; `end_turn` fights the battles still due, judges victory once all are
//!   fought, and ends the turn.
//! - **What each viewer sees** (`view`): the board is public, generals once revealed; hands
//!   and the face-down generals are seen by their owner and the referee; deck order by nobody.
//! - **The end**: destroying the opposing general wins; both at once is a draw; a player who
//!   must draw from an empty deck loses.
//!
//! All randomness comes from the [`Rng`] in the state. `RULES.md` beside this crate follows
//! the rulebook line by line and lists every decision taken where it is silent.
//!
//! # Layout
//! - [`cards`]: what a card is, the card pool by family, deck rules;
//! - [`presets`]: the preset decks;
//! - [`board`]: squares, pieces (units, mounts with riders), fields, movement;
//! - `flow`: setup, the phases of a turn, drawing, victory;
//! - `check`: whether an action is legal, on `&self`, with typed errors (one check per kind);
//! - `act`: listing the legal actions (in an order a first-choice bot can play) and applying
//!   one;
//! - `battle`: battles (the rulebook's cases 1–6), damage, destruction;
//! - `view`: what each viewer sees;
//! - `unavailable`: the cards in hand that cannot be used now, with the reason;
//! - [`catalog`]: the card list clients show, with each card's English text;
//! - [`testkit`]: a scenario builder for rule tests and random decks;
//! - [`knowledge`]: what one seat knows, and full states drawn from it for search;
//! - `evaluation`: how promising a position looks to a seat, for bots;
//! - [`host`]: the server's registry entry.

use arrayvec::ArrayVec;
use tavern_protocol::seven_square::{Action, Config, Ending, Event, HandMask, Phase, View};
use tavern_protocol::{DecisionKind, EndReason, Outcome, Seat, Viewer};

use tavern_game::rng::Rng;
use tavern_game::{Game, Pending, SetupError, Visible};

mod act;
mod battle;
pub mod board;
pub mod cards;
pub mod catalog;
mod check;
mod error;
mod evaluation;
mod flow;
pub mod host;
pub mod knowledge;
pub mod presets;
pub mod testkit;
mod unavailable;
mod view;

pub use board::{Board, Field, Piece, Rider, Squares};
pub use error::Illegal;

use cards::{Card, DECK_SIZE};

/// Cards in the opening hand.
pub const OPENING_HAND: usize = 4;
/// IP gained in each IP phase.
pub const IP_PER_TURN: u8 = 2;
/// Cards that may move or use an ability each turn.
pub const ACTIONS_PER_TURN: u8 = 3;

/// One player's cards and IP.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Player {
    /// Cards in hand, in the order they arrived.
    pub hand: ArrayVec<Card, DECK_SIZE>,
    /// The deck; the last card is on top.
    pub deck: ArrayVec<Card, DECK_SIZE>,
    /// The Temple of the Sun (太陽の神殿, the graveyard), oldest first.
    pub temple: ArrayVec<Card, DECK_SIZE>,
    /// IP held.
    pub ip: u8,
    /// Whether the general was placed.
    pub general_placed: bool,
    /// Whether the opening hand was kept or redrawn.
    pub redrawn: bool,
}

/// A Seven Square match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SevenSquare {
    pub(crate) rng: Rng,
    pub(crate) board: Board,
    pub(crate) players: [Player; 2],
    pub(crate) current: Seat,
    pub(crate) first: Seat,
    pub(crate) phase: Phase,
    pub(crate) turn_number: u32,
    /// Cards that moved or used an ability this turn.
    pub(crate) actions_used: u8,
    /// Squares whose battle was fought this turn.
    pub(crate) fought: Squares,
    pub(crate) result: Option<(Option<Seat>, Ending)>,
    /// Events of the action being applied; empty between actions.
    pub(crate) out: Vec<Visible<Event>>,
}

impl SevenSquare {
    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// A seat's cards and IP.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index() & 1]
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose turn it is.
    pub fn current(&self) -> Seat {
        self.current
    }

    /// Who took the first turn.
    pub fn first(&self) -> Seat {
        self.first
    }

    /// Turns played so far, this one included (0 during setup).
    pub fn turn_number(&self) -> u32 {
        self.turn_number
    }

    /// Cards the current player may still move or use an ability with this turn.
    pub fn actions_left(&self) -> u8 {
        ACTIONS_PER_TURN.saturating_sub(self.actions_used)
    }

    /// Heap memory the state owns (the event buffer lent by `apply` is given back after each
    /// action, so between actions this is 0: a whole state is its `size_of`).
    pub fn heap_bytes(&self) -> usize {
        self.out.capacity() * std::mem::size_of::<Visible<Event>>()
    }

    pub(crate) fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index() & 1]
    }

    pub(crate) fn emit(&mut self, e: Event) {
        self.out.push(Visible::Public(e));
    }

    pub(crate) fn emit_private(&mut self, owner: Seat, full: Event, others: Event) {
        self.out.push(Visible::Private {
            owner,
            full,
            others,
        });
    }

    /// The decision `seat` faces now, if any.
    pub(crate) fn decision(&self, seat: Seat) -> Option<DecisionKind> {
        if self.result.is_some() || seat.index() > 1 {
            return None;
        }
        if self.phase == Phase::Setup {
            let p = self.player(seat);
            if !p.general_placed {
                Some(DecisionKind::PlaceGeneral)
            } else if !p.redrawn {
                Some(DecisionKind::Redraw)
            } else {
                None
            }
        } else {
            (seat == self.current).then_some(DecisionKind::Act)
        }
    }
}

impl Game for SevenSquare {
    type Config = Config;
    type Action = Action;
    type View = View;
    type Event = Event;
    type Illegal = Illegal;
    type Knowledge = knowledge::Knowledge;

    fn new(seed: u64, seats: usize, config: Config) -> Result<Self, SetupError> {
        if seats != 2 {
            return Err(SetupError::SeatCount {
                expected: 2,
                got: seats,
            });
        }
        SevenSquare::setup(seed, &config)
    }

    fn pending(&self) -> Pending {
        let mut p = Pending::none();
        for seat in [Seat::FIRST, Seat::SECOND] {
            if let Some(kind) = self.decision(seat) {
                p.push(seat, kind);
            }
        }
        p
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        self.list_actions(seat, out);
    }

    fn unavailable(&self, seat: Seat, out: &mut Vec<(Action, Illegal)>) {
        self.list_unavailable(seat, out);
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Visible<Event>>,
    ) -> Result<(), Illegal> {
        if self.result.is_some() {
            return Err(Illegal::GameOver);
        }
        if seat.index() > 1 {
            return Err(Illegal::NoSuchSeat);
        }
        if self.decision(seat).is_none() {
            return Err(Illegal::NotYourTurn);
        }
        let plan = self.check(seat, &action)?;
        std::mem::swap(&mut self.out, events);
        self.perform(seat, action, plan);
        std::mem::swap(&mut self.out, events);
        Ok(())
    }

    fn timeout_action(&self, seat: Seat) -> Option<Action> {
        match self.decision(seat)? {
            DecisionKind::PlaceGeneral => {
                let mut first = Vec::new();
                self.list_actions(seat, &mut first);
                first.first().copied()
            }
            DecisionKind::Redraw => Some(Action::Redraw {
                cards: HandMask::EMPTY,
            }),
            _ => Some(Action::EndTurn),
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        self.build_view(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let (winner, ending) = self.result?;
        Some(match (winner, ending) {
            (None, _) => Outcome::Draw {
                reason: EndReason::SimultaneousDefeat,
            },
            (Some(w), Ending::Forfeit) => Outcome::seat_wins(w, EndReason::Forfeit),
            (Some(w), _) => Outcome::seat_wins(w, EndReason::Defeat),
        })
    }

    fn forfeit(&mut self, seat: Seat, events: &mut Vec<Visible<Event>>) {
        if self.result.is_some() || seat.index() > 1 {
            return;
        }
        std::mem::swap(&mut self.out, events);
        self.finish(Some(seat.other()), Ending::Forfeit);
        std::mem::swap(&mut self.out, events);
    }

    fn round(&self) -> u32 {
        self.turn_number.div_ceil(2)
    }

    fn knowledge(&self, seat: Seat) -> knowledge::Knowledge {
        self.knowledge_of(seat)
    }

    fn determinize(knowledge: &knowledge::Knowledge, rng: &mut Rng) -> Self {
        SevenSquare::draw_from_knowledge(knowledge, rng)
    }

    fn evaluate(&self, seat: Seat) -> f32 {
        self.evaluation(seat)
    }
}
