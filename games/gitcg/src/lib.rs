//! Genius Invokation TCG (七圣召唤): the complete core rules as a [`Game`].
//!
//! # Layout
//! - [`defs`]: what a card is (characters, skills, action cards, entities, ops);
//! - [`cards`]: the card tables, one file per family of action cards and one per character;
//! - [`deck`]: the deck construction rules, with typed errors;
//! - [`sharecode`]: deck share codes in the game's own format;
//! - [`presets`]: ready-made decks;
//! - [`state`]: players, characters, zones, entities in play;
//! - `flow`: setup and the phases (roll, action, end), turn order, the round limit;
//! - `listing`: the legal actions of each decision, with suggested payments;
//! - `checks`: the rules' checks of each turn action and what it costs;
//! - `act`: applying an action;
//! - `unavailable`: the skills and cards in hand the rules refuse now, with the reasons;
//! - `skill`: using a skill, chosen or prepared, and what ends with every skill;
//! - `technique`: the Techniques (特技) equipment lets its wearer use;
//! - [`combat`]: damage pipeline, reactions, healing, switching, knock-outs;
//! - `effects`: trigger dispatch in resolution order and the op interpreter;
//! - [`bond_of_life`]: Bond of Life (生命之契), layers that cancel healing;
//! - `forms`: characters that turn into another form (形态);
//! - `nightsoul`: Nightsoul's Blessing (夜魂加持) and its Nightsoul points;
//! - `pick`: picking one of several offered cards (挑选), entities to create or cards to take;
//! - `positions`: the order of a side's characters, and two of them exchanging positions;
//! - `steal`: cards taken from the opposing hand (窃取);
//! - `hand_replacement`: replacing cards in hand, at the start and mid-turn (替换手牌);
//! - `dice_gained`: telling a side the dice the opposing side gained (获得元素骰);
//! - `opposing`: what a side hears of the opposing side's heals, cards, draws and actions;
//! - `leaving_play`: entities entering and leaving play, supports lost in the match;
//! - `nullified`: event cards played for nothing (事件牌无效);
//! - [`dice`]: checking and proposing dice payments;
//! - `view`: what each viewer sees;
//! - `when_drawn`: cards that act when drawn (抓到此牌时);
//! - [`starting_deck`]: what the starting deck holds, and the cards from outside it played;
//! - [`catalog`]: the card list, with [`text`], each card's English text generated from its
//!   data;
//! - [`testkit`]: a scenario builder for rule tests;
//! - [`knowledge`]: what one seat knows, and full states drawn from it for search;
//! - `evaluation`: how promising a position looks to a seat, for bots;
//! - [`host`]: the server's registry entry.

use arrayvec::ArrayVec;
use tavern_protocol::gitcg::{Action, Config, Event, Options, OutcomeKind, Phase, View};
use tavern_protocol::{DecisionKind, EndReason, Outcome, Seat, Viewer};

use tavern_game::rng::Rng;
use tavern_game::{Game, Pending, SetupError, Visible};

mod act;
mod act_again;
mod after_action;
pub mod bond_of_life;
pub mod cards;
pub mod catalog;
mod checks;
pub mod combat;
pub mod deck;
pub mod deck_effects;
pub mod defs;
pub mod dice;
mod dice_gained;
mod discard;
mod discount_paid;
mod effects;
mod equipment_transfer;
mod error;
mod evaluation;
mod flow;
mod forms;
mod hand_replacement;
pub mod host;
mod immunity;
pub mod knowledge;
mod leaving_play;
mod listing;
mod max_hp;
mod nightsoul;
mod nullified;
mod opposing;
mod pick;
mod played_cards;
mod positions;
pub mod presets;
mod self_damage;
pub mod sharecode;
mod skill;
pub mod starting_deck;
pub mod state;
mod steal;
mod technique;
pub mod testkit;
pub mod text;
mod to_hand;
mod unavailable;
pub mod version;
mod view;
mod when_drawn;

pub use error::Illegal;
pub use state::{Character, Ent, Player};

use defs::CardDef;
use state::LocZone;

/// A decision that interrupts the normal flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The active character was knocked out: choose a new one.
    NewActive,
    /// The support zone is full: choose a support to discard for this card's support.
    DiscardSupport(&'static CardDef),
    /// A card lets the player reroll dice (`Player::rerolls` counts the rerolls left).
    Reroll,
    /// An effect offers cards to pick one of (挑选, `pick.rs`).
    Pick(pick::Pick),
    /// A card lets the player replace any cards of its hand mid-turn (`hand_replacement.rs`).
    SwitchHand,
}

/// Where the end phase stands, so it can pause for a knock-out choice and resume.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EndPhase {
    /// End-phase effects still to resolve, as (side, zone, entry serial).
    pub queue: ArrayVec<(Seat, LocZone, u16), 64>,
    /// Next entry of `queue`.
    pub pos: u8,
    /// Both sides have drawn their end-phase cards (a card that acts when drawn may knock out
    /// an active character and pause the phase after the draws).
    pub drawn: bool,
}

/// A Genius Invokation TCG match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gitcg {
    pub(crate) rng: Rng,
    pub(crate) options: Options,
    pub(crate) round: u8,
    pub(crate) phase: Phase,
    pub(crate) turn: Seat,
    pub(crate) first: Seat,
    pub(crate) next_first: Option<Seat>,
    pub(crate) players: [Player; 2],
    pub(crate) choice: [Option<Choice>; 2],
    pub(crate) end: EndPhase,
    pub(crate) result: Option<(OutcomeKind, EndReason)>,
    pub(crate) serial: u16,
    /// Some entity holds a per-skill mark ([`state::Ent::mark`]) to clear when the skill ends.
    pub(crate) marked: bool,
    /// Some entity was discarded since the last full cleanup ([`Gitcg::cleanup`]): every way
    /// an entity is discarded sets it, so a cleanup with nothing discarded walks no zone.
    pub(crate) discarded: bool,
    /// Events of the action being applied; empty between actions.
    pub(crate) out: Vec<Visible<Event>>,
}

impl Gitcg {
    /// The round number (from 1).
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose turn it is in the action phase.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Heap memory the state owns (the event buffer lent by `apply` is given back after each
    /// action, so between actions this is 0: a whole state is its `size_of`).
    pub fn heap_bytes(&self) -> usize {
        self.out.capacity() * std::mem::size_of::<Visible<Event>>()
    }

    /// The pending interrupting choice of `seat`, if any.
    pub fn choice(&self, seat: Seat) -> Option<Choice> {
        self.choice[seat.index()]
    }

    fn decision_of(&self, seat: Seat) -> Option<DecisionKind> {
        if self.result.is_some() || seat.index() > 1 {
            return None;
        }
        if self.choice.iter().any(Option::is_some) {
            return match self.choice[seat.index()]? {
                Choice::NewActive => Some(DecisionKind::ChooseActiveAfterKnockOut),
                Choice::DiscardSupport(_) => Some(DecisionKind::DiscardSupport),
                Choice::Reroll => Some(DecisionKind::Reroll),
                Choice::Pick(_) => Some(DecisionKind::Pick),
                Choice::SwitchHand => Some(DecisionKind::SwitchHand),
            };
        }
        let p = self.player(seat);
        match self.phase {
            Phase::SwitchHand if !p.ready => Some(DecisionKind::SwitchHand),
            Phase::ChooseActive if !p.ready => Some(DecisionKind::ChooseActive),
            Phase::Roll if p.rerolls > 0 => Some(DecisionKind::Reroll),
            Phase::Action if self.turn == seat => Some(DecisionKind::Act),
            _ => None,
        }
    }
}

impl Game for Gitcg {
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
        Gitcg::setup(seed, config)
    }

    fn pending(&self) -> Pending {
        let mut p = Pending::none();
        for seat in [Seat(0), Seat(1)] {
            if let Some(kind) = self.decision_of(seat) {
                p.push(seat, kind);
            }
        }
        p
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        if let Some(kind) = self.decision_of(seat) {
            self.list_actions(seat, kind, out);
        }
    }

    fn pick_legal_action(
        &self,
        seat: Seat,
        out: &mut Vec<Action>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Action> {
        out.clear();
        self.pick_action(seat, out, pick)
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
        let kind = self.decision_of(seat).ok_or(Illegal::NotYourTurn)?;
        std::mem::swap(&mut self.out, events);
        let r = self.apply_action(seat, kind, action);
        std::mem::swap(&mut self.out, events);
        r
    }

    fn timeout_action(&self, seat: Seat) -> Option<Action> {
        let kind = self.decision_of(seat)?;
        let p = self.player(seat);
        Some(match kind {
            DecisionKind::SwitchHand => Action::SwitchHand {
                cards: tavern_protocol::gitcg::HandMask::EMPTY,
            },
            DecisionKind::Reroll => Action::Reroll {
                dice: tavern_protocol::gitcg::Dice::EMPTY,
            },
            DecisionKind::Act => Action::DeclareEnd,
            DecisionKind::ChooseActive => Action::ChooseActive { slot: 0 },
            DecisionKind::ChooseActiveAfterKnockOut => Action::ChooseActive {
                slot: p.living().next().unwrap_or(0),
            },
            DecisionKind::DiscardSupport => Action::DiscardSupport { slot: 0 },
            DecisionKind::Pick => Action::Pick { option: 0 },
            // Other games' decisions: gitcg never asks for them.
            _ => return None,
        })
    }

    fn view(&self, viewer: Viewer) -> View {
        self.build_view(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let (kind, reason) = self.result?;
        Some(match kind {
            OutcomeKind::Win { winner } => Outcome::seat_wins(winner, reason),
            OutcomeKind::Draw => Outcome::Draw { reason },
            OutcomeKind::AllLose => Outcome::AllLose { reason },
        })
    }

    fn round(&self) -> u32 {
        self.round as u32
    }

    fn knowledge(&self, seat: Seat) -> knowledge::Knowledge {
        self.knowledge_of(seat)
    }

    fn determinize(knowledge: &knowledge::Knowledge, rng: &mut Rng) -> Self {
        Gitcg::draw_from_knowledge(knowledge, rng)
    }

    fn evaluate(&self, seat: Seat) -> f32 {
        self.evaluation(seat)
    }

    fn forfeit(&mut self, seat: Seat, events: &mut Vec<Visible<Event>>) {
        if self.result.is_some() || seat.index() > 1 {
            return;
        }
        std::mem::swap(&mut self.out, events);
        self.finish(
            OutcomeKind::Win {
                winner: seat.other(),
            },
            EndReason::Forfeit,
        );
        std::mem::swap(&mut self.out, events);
    }
}
