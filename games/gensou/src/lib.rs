//! 幻想梦斗符 (Gensou Mutoufu): a two-player spell-card duel on Touhou Project characters, as a
//! [`Game`]. The rules are the rulebook's (`seeds/002_…`); `RULES.md` beside this crate maps
//! every rule to its function and test and lists every decision taken where the rulebook is
//! silent.
//!
//! - **Setup** ([`Gensou::setup`]): each deck passes the deck rules (40–50 cards, at most 3 of a
//!   card, a character card); each player has 10,000 HP and five ready orbs, places the deck's
//!   starter character in the character zone as SUPPORT, shuffles and draws 4. These events go
//!   out with the first action.
//! - **Opening search** (`search`, both seats at once): each player chooses a card of their
//!   deck; once both have chosen, both cards are revealed and added to the hands, the decks are
//!   shuffled and a seeded coin picks the first attacker.
//! - **Turn**, by the rulebook's phase names: `pick` (the attacker draws as many cards as spent
//!   intact orbs, at least 1, none on the first player's first turn; then attacker and defender
//!   restore one orb each, mending a broken one when every intact orb is ready), `change` (one
//!   of: place a SUPPORT, stand a SUPPORT up as CENTER, send the CENTER to the duel zone as
//!   HYPER — or nothing), `set` (face-down spell-power cards and traps), `battle` (declarations,
//!   counters, settlement; lasting items, instant items, state cards), `end` (discard to 5).
//! - **Moves**: see [`tavern_protocol::gensou::Action`]. The attacker decides (`act`) in every
//!   phase; the defender decides whether to counter (`counter`); the owner of a face-down trap
//!   decides at its timing (`trap`, in either player's turn); a player whose HP first drops
//!   below 5,000 decides on spirit release (`release`), before anything else.
//! - **Views**: hands, face-down spell-power cards, face-down traps and the opening search
//!   before its reveal are seen by their owner and the referee; deck order by nobody; every
//!   revealed card (searched, released, triggered, spent, discarded) by everyone.
//! - **End**: a special victory of a card, then a player below 0 HP (exactly 0 is 决死, not
//!   shot down), then popularity when the attacker must draw in PICK from an empty deck;
//!   checked at once, stopping all resolution.
//!
//! # Layout
//! - [`defs`]: what a card is — kinds, printed numbers, needs, effects and modifiers as data;
//! - [`cards`]: the pool, one file per character plus the shared items, and the registry;
//! - [`deck`]: the deck rules and their typed errors;
//! - [`state`]: a player's side of the table (HP, orbs, zones) and the clash;
//! - `flow`: setup, the search, the phases in order, victory;
//! - `check`: one check per action kind, on `&self`, producing both the legal actions and the
//!   typed errors;
//! - `act`: listing the legal actions (ordered so that taking the first always progresses) and
//!   applying one;
//! - `clash`: declaring, countering, settling and hitting, final spells;
//! - `effects`: the modifiers in effect and the one-shot effects;
//! - `view`: what each viewer sees;
//! - [`catalog`]: the card list with each card's English text;
//! - [`presets`]: the preset decks;
//! - [`testkit`]: a scenario builder for rule tests and a random valid deck;
//! - [`knowledge`]: what one seat knows, and full states drawn from it for search;
//! - `evaluation`: how promising a position looks to a seat, for bots;
//! - [`host`]: the server's registry entry.

use tavern_protocol::gensou::{Action, Config, Event, Phase, Release, Victory, View, Window};
use tavern_protocol::{DecisionKind, EndReason, Outcome, Seat, Viewer};

use tavern_game::rng::Rng;
use tavern_game::{Game, Pending, SetupError, Visible};

mod act;
pub mod cards;
pub mod catalog;
mod check;
mod clash;
pub mod deck;
pub mod defs;
mod effects;
mod error;
mod evaluation;
mod flow;
pub mod host;
pub mod knowledge;
pub mod presets;
pub mod state;
pub mod testkit;
mod unavailable;
mod view;

pub use error::Illegal;
pub use state::{Clash, Player};

/// A 幻想梦斗符 match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gensou {
    pub(crate) rng: Rng,
    pub(crate) players: [Player; 2],
    /// Whose turn it is.
    pub(crate) attacker: Seat,
    /// Turns begun so far (0 during the opening search).
    pub(crate) turn: u32,
    pub(crate) phase: Phase,
    pub(crate) window: Window,
    pub(crate) clash: Option<Clash>,
    pub(crate) result: Option<(Option<Seat>, Victory)>,
    /// Events of the action being applied; empty between actions, except that setup's events
    /// (each starter placed, each deck shuffled, each opening hand drawn) wait here to go out
    /// with the first action or forfeit, since `Game::new` returns none.
    pub(crate) out: Vec<Visible<Event>>,
}

impl Gensou {
    /// A seat's side of the table.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index() & 1]
    }

    /// Whose turn it is.
    pub fn attacker(&self) -> Seat {
        self.attacker
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// What the battle (or the end of the turn) waits for.
    pub fn window(&self) -> Window {
        self.window
    }

    /// Turns begun so far.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// The clash under way.
    pub fn clash(&self) -> Option<&Clash> {
        self.clash.as_ref()
    }

    /// How the match was won, once it is over.
    pub fn victory(&self) -> Option<(Option<Seat>, Victory)> {
        self.result
    }

    /// Heap memory the state owns (the event buffer lent by `apply` is given back after each
    /// action, so from the first action on this is 0 between actions: a whole state is its
    /// `size_of`; before it, setup's events are held).
    pub fn heap_bytes(&self) -> usize {
        self.out.capacity() * std::mem::size_of::<Visible<Event>>()
    }

    pub(crate) fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index() & 1]
    }

    pub(crate) fn defender(&self) -> Seat {
        self.attacker.other()
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

    /// The seat whose spirit release is due, the attacker's first: it decides before
    /// anything else.
    fn release_due(&self) -> Option<Seat> {
        [self.attacker, self.defender()]
            .into_iter()
            .find(|&s| self.player(s).release == Release::Due)
    }
}

impl Game for Gensou {
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
        Gensou::setup(seed, &config)
    }

    fn pending(&self) -> Pending {
        let mut p = Pending::none();
        if self.result.is_some() {
            return p;
        }
        if self.phase == Phase::Search {
            for seat in [Seat::FIRST, Seat::SECOND] {
                if self.player(seat).searched.is_none() {
                    p.push(seat, DecisionKind::Search);
                }
            }
            return p;
        }
        if let Some(seat) = self.release_due() {
            p.push(seat, DecisionKind::Release);
            return p;
        }
        let (seat, kind) = match self.window {
            Window::Main | Window::Discard => (self.attacker, DecisionKind::Act),
            Window::TrapOnDeclare | Window::TrapOnDamage => (self.defender(), DecisionKind::Trap),
            Window::Counter => (self.defender(), DecisionKind::Counter),
            Window::TrapOnCounter => (self.attacker, DecisionKind::Trap),
        };
        p.push(seat, kind);
        p
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        if let Some(kind) = self.pending().of(seat) {
            self.list_actions(seat, kind, out);
        }
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
        let kind = self.pending().of(seat).ok_or(Illegal::NotYourTurn)?;
        self.check(seat, kind, action)?;
        events.extend(std::mem::take(&mut self.out));
        std::mem::swap(&mut self.out, events);
        self.perform(seat, action);
        std::mem::swap(&mut self.out, events);
        Ok(())
    }

    fn timeout_action(&self, seat: Seat) -> Option<Action> {
        let kind = self.pending().of(seat)?;
        self.passive_action(seat, kind)
    }

    fn view(&self, viewer: Viewer) -> View {
        self.build_view(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let (winner, victory) = self.result?;
        // A card's special victory (特殊胜利) is a card's own victory condition; shoot-down and
        // popularity are the game's own ways to lose.
        let reason = match victory {
            Victory::Forfeit => EndReason::Forfeit,
            Victory::Special => EndReason::CardVictory,
            Victory::ShootDown | Victory::Popularity => EndReason::Defeat,
        };
        Some(match winner {
            Some(w) => Outcome::seat_wins(w, reason),
            None if victory == Victory::Special => Outcome::Draw { reason },
            None => Outcome::Draw {
                reason: EndReason::SimultaneousDefeat,
            },
        })
    }

    fn forfeit(&mut self, seat: Seat, events: &mut Vec<Visible<Event>>) {
        if self.result.is_some() || seat.index() > 1 {
            return;
        }
        events.extend(std::mem::take(&mut self.out));
        std::mem::swap(&mut self.out, events);
        self.finish(Some(seat.other()), Victory::Forfeit);
        std::mem::swap(&mut self.out, events);
    }

    fn round(&self) -> u32 {
        self.turn.div_ceil(2)
    }

    fn knowledge(&self, seat: Seat) -> knowledge::Knowledge {
        self.knowledge_of(seat)
    }

    fn determinize(knowledge: &knowledge::Knowledge, rng: &mut Rng) -> Self {
        Gensou::draw_from_knowledge(knowledge, rng)
    }

    fn evaluate(&self, seat: Seat) -> f32 {
        self.evaluation(seat)
    }
}
