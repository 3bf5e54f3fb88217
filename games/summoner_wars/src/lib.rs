//! Summoner Wars (召唤师战争): the rulebook's turn of six phases on a 6 × 8 battlefield, with four
//! factions, as a [`Game`].
//!
//! # Layout
//! - [`cards`]: what a card is (units with declarative abilities, structures, events) and the
//!   registry;
//! - [`factions`]: the four factions' cards, starting layouts and draw piles, one file each;
//! - [`deck`]: deck construction: preset decks and custom decks checked against the rules;
//! - [`board`]: the battlefield and its geometry (adjacency, straight lines, paths);
//! - `flow`: setup, the phases in order, turn start and end, drawing, magic, victory;
//! - `check`: whether an action is legal, on `&self`, with typed errors;
//! - `act`: listing the legal actions and applying one;
//! - `combat`: attacks, dice, wounds, destruction and what destruction triggers;
//! - `unavailable`: the cards in hand the rules refuse now, with the reasons;
//! - [`catalog`] and [`text`]: the card list, each card with its English text generated from
//!   its data;
//! - `view`: what each viewer sees;
//! - [`testkit`]: a scenario builder for rule tests;
//! - [`knowledge`]: what one seat knows, and full states drawn from it for search;
//! - `evaluation`: how promising a position looks to a seat, for bots;
//! - [`host`]: the server's registry entry.
//!
//! Hidden information: hands and discard piles (cards are discarded face down) are seen by their
//! owner and the referee; deck order by nobody. Deck lists are public (RULES.md, decision D9).
//! Dice rolls are public events. All randomness comes from the [`Rng`] in the state.

use arrayvec::ArrayVec;
use tavern_protocol::summoner_wars::{Action, Cell, Config, Event, Face, Faction, Phase, View};
use tavern_protocol::{DecisionKind, EndReason, Outcome, Seat, Viewer};

use tavern_game::rng::Rng;
use tavern_game::{Game, Pending, SetupError, Visible};

mod act;
pub mod board;
pub mod cards;
pub mod catalog;
mod check;
mod combat;
pub mod deck;
mod error;
mod evaluation;
pub mod factions;
mod flow;
pub mod host;
pub mod knowledge;
pub mod testkit;
pub mod text;
mod unavailable;
mod view;

pub use board::{Board, Piece};
pub use error::Illegal;

use cards::CardDef;

/// Most cards a pile can hold, and so the most cards a deck may hold in all (a preset deck
/// has 34).
pub const PILE: usize = 48;

/// One player's cards and magic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// The faction played.
    pub faction: Faction,
    /// Magic, 0–15.
    pub magic: u8,
    /// Cards in hand.
    pub hand: ArrayVec<&'static CardDef, PILE>,
    /// The draw pile; the last card is on top.
    pub deck: ArrayVec<&'static CardDef, PILE>,
    /// The discard pile; the last card is on top.
    pub discard: ArrayVec<&'static CardDef, PILE>,
    /// ACTIVE events in the active area.
    pub active: ArrayVec<&'static CardDef, 8>,
}

impl Player {
    /// A player of `faction` with no cards and no magic.
    pub fn new(faction: Faction) -> Player {
        Player {
            faction,
            magic: 0,
            hand: ArrayVec::new(),
            deck: ArrayVec::new(),
            discard: ArrayVec::new(),
            active: ArrayVec::new(),
        }
    }
}

/// A Fighter's pending Frenzy: it may still move 1 space (once) and attack again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frenzy {
    /// Where the Fighter stands.
    pub at: Cell,
    /// Whether it already made its Frenzy move.
    pub moved: bool,
}

/// What the current player has done this turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnState {
    /// Units moved in the move phase.
    pub moves_used: u8,
    /// Units that attacked (or used an instead-of-attacking ability).
    pub attacks_used: u8,
    /// Whether an attack targeted an enemy card (the cost of inaction).
    pub attacked_enemy: bool,
    /// Whether a Raise ability was used this summon phase.
    pub raised: bool,
    /// A Frenzy follow-up that is still open.
    pub frenzy: Option<Frenzy>,
    /// Spaces of units just destroyed that an Undead Archer may claim.
    pub claims: ArrayVec<Cell, 16>,
}

/// Units that may attack each turn.
pub const ATTACKS_PER_TURN: u8 = 3;
/// Units that may move each turn (before ACTIVE events).
pub const MOVES_PER_TURN: u8 = 3;
/// Cards a hand is refilled to in the draw phase.
pub const HAND_SIZE: usize = 5;
/// The top of the magic track.
pub const MAX_MAGIC: u8 = 15;

/// A Summoner Wars match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SummonerWars {
    pub(crate) rng: Rng,
    pub(crate) board: Board,
    pub(crate) players: [Player; 2],
    pub(crate) current: Seat,
    pub(crate) first: Seat,
    pub(crate) phase: Phase,
    pub(crate) turn_number: u32,
    pub(crate) turn: TurnState,
    /// Faces the next rolls show before the generator is used (set only by the testkit).
    pub(crate) forced: ArrayVec<Face, 32>,
    pub(crate) result: Option<(Seat, EndReason)>,
    /// Events of the action being applied; empty between actions.
    pub(crate) out: Vec<Visible<Event>>,
}

impl SummonerWars {
    /// The battlefield.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The card at `c`.
    pub fn piece(&self, c: Cell) -> Option<&Piece> {
        self.board.get(c)
    }

    /// A seat's cards and magic.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index() & 1]
    }

    /// The current phase.
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

    /// Turns played so far, this one included.
    pub fn turn_number(&self) -> u32 {
        self.turn_number
    }

    /// What the current player has done this turn.
    pub fn turn_state(&self) -> &TurnState {
        &self.turn
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

    fn decides(&self, seat: Seat) -> bool {
        self.result.is_none() && seat == self.current
    }
}

impl Game for SummonerWars {
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
        SummonerWars::setup(seed, &config)
    }

    fn pending(&self) -> Pending {
        let mut p = Pending::none();
        if self.result.is_none() {
            p.push(self.current, DecisionKind::Act);
        }
        p
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.decides(seat) {
            self.list_actions(out);
        }
    }

    fn unavailable(&self, seat: Seat, out: &mut Vec<(Action, Illegal)>) {
        if self.decides(seat) {
            self.list_unavailable(out);
        }
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
        if seat != self.current {
            return Err(Illegal::NotYourTurn);
        }
        self.check(&action)?;
        std::mem::swap(&mut self.out, events);
        self.perform(action);
        std::mem::swap(&mut self.out, events);
        Ok(())
    }

    fn timeout_action(&self, seat: Seat) -> Option<Action> {
        self.decides(seat).then_some(Action::EndPhase)
    }

    fn view(&self, viewer: Viewer) -> View {
        self.build_view(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let (winner, reason) = self.result?;
        Some(Outcome::seat_wins(winner, reason))
    }

    fn forfeit(&mut self, seat: Seat, events: &mut Vec<Visible<Event>>) {
        if self.result.is_some() || seat.index() > 1 {
            return;
        }
        std::mem::swap(&mut self.out, events);
        self.finish(seat.other(), EndReason::Forfeit);
        std::mem::swap(&mut self.out, events);
    }

    fn round(&self) -> u32 {
        self.turn_number.div_ceil(2)
    }

    fn knowledge(&self, seat: Seat) -> knowledge::Knowledge {
        self.knowledge_of(seat)
    }

    fn determinize(knowledge: &knowledge::Knowledge, rng: &mut Rng) -> Self {
        SummonerWars::draw_from_knowledge(knowledge, rng)
    }

    fn evaluate(&self, seat: Seat) -> f32 {
        self.evaluation(seat)
    }
}
