//! Project Confix: elementalists duelling with runes, spells, objects and creatures under a
//! shared deck of planes, for 2 to 6 players in teams, as a [`Game`].
//!
//! - **Setup** ([`setup`]): a [`Mode`] among the rulebook's six (1v1, 1v1v1, 2v2, four-player
//!   free-for-all, 3v3, 2v2v2) and five players alone, with one deck per seat; teams chosen by
//!   seat or drawn at random from the seeded generator, and a first player chosen or drawn the
//!   same way. Every deck is shuffled, the plane deck too; the first stable plane from its top
//!   comes into force.
//! - **Opening** (`flow`): every player at once draws N cards and may redraw N, then N−1, …
//!   down to M, which must be kept (N = 5 and M = 3 by default, both match options).
//! - **Turn order**: the seats sit round the table in seat order (drawn teams alternately
//!   instead), each at the right of the one before, so the next player (下家) is the next living
//!   seat round the table.
//! - **A turn**, phase by phase (`flow`): `beginning_phase` (the objects of every turn and those
//!   in front of the turn player resolve from the last one in play to the first, then the turn
//!   player's permanents untap),
//!   `draw_phase` (an empty deck kills), `activate_runes_phase` (runes untap and one is added,
//!   of a colour the class allows), the cast phase, `combat` (attackers, then every attacked
//!   player's defenders at once, then card effects and 2d6 + power per side, the unblockable
//!   attackers on their own; the attacked player chooses the creatures that die), the second
//!   cast phase, `end_phase` (objects again, last first; summoning sickness ends; a stable plane
//!   whose condition failed shifts).
//! - **Moves** ([`Action`]): keep or redraw; choose a rune; cast a card, use a tap ability,
//!   Summon Guards, roll the plane die; attack; defend; take damage or lose creatures; choose
//!   which creatures die; accept or decline a "may"; end the phase. Decisions of seats other
//!   than the turn player (redraws, defenders, the damage choice, casualties, "may") are theirs
//!   in [`Game::pending`].
//! - **What each viewer sees** (`view`): hands are seen by their owner and the referee only
//!   (teammates included), their backs (the cards' elements) and each deck's top back by
//!   everyone; deck order and the plane deck's order by nobody; the battlefield, graveyards,
//!   exile, runes, life and every die roll by everyone.
//! - **End**: an elementalist dies at 0 life or when the draw phase finds their deck empty; their
//!   deck, hand and permanents go to the owners' graveyards without any "when it dies" effect,
//!   and the seat stays in the match with nothing to decide. The match ends when one team is
//!   left (all its seats win, the dead ones too), when no team is left (a draw), or when a card's
//!   victory condition holds for its controller's team.
//!
//! All randomness comes from the [`Rng`] in the state.
//!
//! # Layout
//! - [`cards`]: what a card and a plane are, the pool one file per element, tokens, planes;
//! - [`text`]: every card's and plane's English text, generated from its data;
//! - [`setup`]: the config's checks (modes, teams, hand sizes), the team draw and the deal;
//! - [`deck`]: the deck construction rules;
//! - `flow`: the opening, the phases of a turn in order, deaths and victory;
//! - `combat`: attackers, defenders, the card-effects step, the rolls, the damage rows and the
//!   casualties the attacked player chooses;
//! - `effects`: the interpreter of a card's ops, permanents entering and leaving;
//! - `planes`: the plane deck, shifting and the plane die;
//! - `cost`: costs after discounts, payments and the single-element classes' cost control;
//! - `check`: whether an action is legal, on `&self`, with typed errors; `act`: listing the
//!   legal actions and applying one; `unavailable`: the turn player's options refused now, with
//!   the reason (greyed in clients);
//! - `view`: what each viewer sees; [`catalog`]: the card list; [`presets`]: preset decks;
//! - [`testkit`]: a scenario builder for rule tests; [`host`]: the server's registry entry;
//! - [`knowledge`]: what one seat knows, and full states drawn from it for search;
//!   `evaluation`: how promising a position looks to a seat and its team, for bots.

use arrayvec::ArrayVec;
use tavern_protocol::confix::{Action, Class, Config, Event, Mode, Options, Phase, Runes, Uid};
use tavern_protocol::{DecisionKind, Outcome, Seat, Viewer};

use tavern_game::rng::Rng;
use tavern_game::{Game, Pending, SetupError, Visible, MAX_SEATS};

mod act;
pub mod cards;
pub mod catalog;
mod check;
mod combat;
mod cost;
pub mod deck;
mod effects;
mod error;
mod evaluation;
mod flow;
pub mod host;
pub mod knowledge;
mod planes;
pub mod presets;
pub mod setup;
pub mod testkit;
pub mod text;
mod unavailable;
mod view;

pub use combat::damage_count;
pub use error::Illegal;
pub use setup::ConfigError;

use cards::planes::PlaneDef;
use cards::CardDef;

/// Most cards a zone can hold (a deck has at most this many, and cards never multiply).
pub const ZONE: usize = 40;
/// Most permanents the battlefield holds. A permanent card cannot be cast, nor guards summoned,
/// past it; a token an effect makes past it does not appear.
pub const BATTLEFIELD: usize = 64;
/// Life every elementalist starts with.
pub const START_LIFE: i16 = 10;

/// A card in a zone.
pub type Card = &'static CardDef;

/// One elementalist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// The deck's class.
    pub class: Class,
    /// The team.
    pub team: u8,
    /// Life.
    pub life: i16,
    /// Whether still alive.
    pub alive: bool,
    /// Cards in hand.
    pub hand: ArrayVec<Card, ZONE>,
    /// The deck; the last card is on top.
    pub deck: ArrayVec<Card, ZONE>,
    /// The graveyard; the last card is on top.
    pub graveyard: ArrayVec<Card, ZONE>,
    /// Exiled cards.
    pub exile: ArrayVec<Card, ZONE>,
    /// Runes owned, per colour.
    pub runes: Runes,
    /// Runes tapped since the last activate runes phase, per colour.
    pub spent: Runes,
    /// Whether the opening hand is kept.
    pub kept: bool,
    /// Opening-hand redraws made.
    pub redraws: u8,
    /// Inferno Emissary's Flame Combo: a spell was cast this turn, so the next spell costs one
    /// `*` less.
    pub combo: bool,
    /// Earthshaper's Summon Guards was used this turn.
    pub guards_used: bool,
}

impl Player {
    /// Runes still active, per colour.
    pub fn active(&self) -> Runes {
        self.runes.minus(self.spent)
    }
}

/// A card on the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Permanent {
    /// Its number.
    pub uid: Uid,
    /// The card.
    pub card: Card,
    /// Whose graveyard it goes to.
    pub owner: Seat,
    /// Whom it sits in front of (its controller).
    pub side: Seat,
    /// Power (meaningful when the card has power).
    pub power: i16,
    /// Tapped.
    pub tapped: bool,
    /// Summoning sickness.
    pub sick: bool,
    /// Morphed: power 1, no abilities.
    pub morphed: bool,
}

impl Permanent {
    /// Whether it has the keyword (a morphed permanent has none).
    pub fn has(&self, k: cards::Keywords) -> bool {
        !self.morphed && self.card.keywords.has(k)
    }

    /// Whether it is a creature.
    pub fn is_creature(&self) -> bool {
        self.card.kind == tavern_protocol::confix::Kind::Creature
    }
}

/// Where the turn stands: who decides what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    /// Every player keeps or redraws the opening hand.
    Opening,
    /// The turn player chooses the colour of the new rune.
    Runes,
    /// The first cast phase.
    Cast,
    /// The turn player declares attackers.
    Attack,
    /// Attacked players declare defenders.
    Defend,
    /// A defender who lost chooses life or creatures.
    Damage {
        /// Who chooses.
        defender: Seat,
        /// How many.
        count: u8,
    },
    /// The attacked player chooses the creatures that die, one at a time.
    Casualties {
        /// Who chooses: the attacked player whose combat it is.
        defender: Seat,
        /// Creatures still to die.
        count: u8,
        /// Which creatures they are chosen among.
        among: Among,
    },
    /// The second cast phase.
    SecondCast,
    /// The match is over.
    Over,
}

/// The creatures an attacked player chooses casualties among.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Among {
    /// Their own defenders (they chose to lose creatures rather than life).
    Defenders,
    /// The attackers of a failed attack on them, the unblockable ones apart.
    Attackers,
    /// The unblockable attackers of a failed attack on them.
    Unblockable,
}

/// One roll of the combat against an attacked player: the attackers that can be defended
/// against, or the unblockable ones, which roll on their own against no defender.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bout {
    /// The attacked player.
    pub defender: Seat,
    /// Whether it is the unblockable attackers' roll.
    pub unblockable: bool,
}

/// The combat under way.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Combat {
    /// Declared attacks: creature and the elementalist attacked.
    pub attacks: ArrayVec<(Uid, Seat), BATTLEFIELD>,
    /// Declared defenders: creature and its elementalist.
    pub defenders: ArrayVec<(Uid, Seat), BATTLEFIELD>,
    /// Attacked players still declaring defenders.
    pub declaring: ArrayVec<Seat, MAX_SEATS>,
    /// Rolls still to resolve, in turn order (each attacked player's blockable roll, with the
    /// card effects, before its unblockable one).
    pub queue: ArrayVec<Bout, { 2 * MAX_SEATS }>,
}

/// What an effect knows while it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ctx {
    /// Whose effect it is.
    pub controller: Seat,
    /// The permanent it comes from.
    pub source: Option<Uid>,
    /// The card it comes from (none for planes).
    pub card: Option<Card>,
    /// The chosen target.
    pub target: tavern_protocol::confix::Target,
    /// The elementalist an object sits in front of, or the player a card was aimed at.
    pub affected: Seat,
    /// The target permanent's power when the card was cast.
    pub target_power: i16,
    /// The seat answering a "may".
    pub decider: Seat,
}

/// A "may" waiting for its answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct May {
    /// The card that asks.
    pub card: Card,
    /// Seats still to answer.
    pub deciders: ArrayVec<Seat, MAX_SEATS>,
    /// The effect's context.
    pub ctx: Ctx,
    /// What an accepting seat does.
    pub yes: &'static [cards::Op],
    /// What happens to a declining seat.
    pub no: &'static [cards::Op],
}

/// The shared plane deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PlaneDeck {
    /// Face down; the last is on top.
    pub deck: ArrayVec<&'static PlaneDef, 16>,
    /// Face up; the last is on top.
    pub discard: ArrayVec<&'static PlaneDef, 16>,
    /// The plane in force: a stable plane, or an unstable one while its effect happens.
    pub in_force: &'static PlaneDef,
    /// Turns ended since it came into force.
    pub turns: u8,
    /// Plane-die rolls made this turn.
    pub rolls: u8,
}

/// A Project Confix match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Confix {
    pub(crate) rng: Rng,
    pub(crate) mode: Mode,
    pub(crate) options: Options,
    pub(crate) drawn_teams: bool,
    pub(crate) players: ArrayVec<Player, MAX_SEATS>,
    /// Every seat in table order: each at the right hand of the one before.
    pub(crate) table: ArrayVec<Seat, MAX_SEATS>,
    pub(crate) battlefield: ArrayVec<Permanent, BATTLEFIELD>,
    pub(crate) next_uid: u16,
    pub(crate) current: Seat,
    pub(crate) first: Seat,
    pub(crate) turn: u32,
    pub(crate) round: u32,
    pub(crate) phase: Phase,
    pub(crate) stage: Stage,
    pub(crate) combat: Combat,
    pub(crate) may: Option<May>,
    pub(crate) planes: PlaneDeck,
    /// Whether the match-began event went out (with the first action's events).
    pub(crate) announced: bool,
    /// Whether the death being processed is a forfeit (the end reason).
    pub(crate) forfeiting: bool,
    /// Faces the next dice show before the generator is used (set only by the testkit).
    pub(crate) forced: ArrayVec<u8, 32>,
    pub(crate) result: Option<Outcome>,
    /// Events of the action being applied; empty between actions.
    pub(crate) out: Vec<Visible<Event>>,
}

impl Confix {
    /// Validates the config and deals the opening state, with a typed error.
    pub fn setup(seed: u64, seats: usize, config: &Config) -> Result<Confix, ConfigError> {
        setup::deal(seed, seats, config)
    }

    /// The team setup.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Every seat.
    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.players.len() as u8).map(Seat)
    }

    /// A seat's player (seats past the table read as the last seat).
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index().min(self.players.len() - 1)]
    }

    /// Every seat in table order: each sits at the right hand of the one before, the first at
    /// the last one's right.
    pub fn table(&self) -> &[Seat] {
        &self.table
    }

    /// The team of each seat.
    pub fn teams(&self) -> Vec<u8> {
        self.players.iter().map(|p| p.team).collect()
    }

    /// The battlefield, in the order permanents entered.
    pub fn battlefield(&self) -> &[Permanent] {
        &self.battlefield
    }

    /// The permanent numbered `uid`.
    pub fn permanent(&self, uid: Uid) -> Option<&Permanent> {
        self.battlefield.iter().find(|p| p.uid == uid)
    }

    /// Whose turn it is.
    pub fn current(&self) -> Seat {
        self.current
    }

    /// Who took the first turn.
    pub fn first(&self) -> Seat {
        self.first
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Turns begun so far.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// The plane in force.
    pub fn plane(&self) -> &'static PlaneDef {
        self.planes.in_force
    }

    /// Whether two seats are enemies (on different teams).
    pub fn enemies(&self, a: Seat, b: Seat) -> bool {
        self.player(a).team != self.player(b).team
    }

    /// Whether a seat is alive.
    pub fn alive(&self, seat: Seat) -> bool {
        self.players.get(seat.index()).is_some_and(|p| p.alive)
    }

    /// Heap memory the state owns (the event buffer lent by `apply` is given back after each
    /// action, so between actions this is 0: a whole state is its `size_of`).
    pub fn heap_bytes(&self) -> usize {
        self.out.capacity() * std::mem::size_of::<Visible<Event>>()
    }

    pub(crate) fn player_mut(&mut self, seat: Seat) -> &mut Player {
        let last = self.players.len() - 1;
        &mut self.players[seat.index().min(last)]
    }

    pub(crate) fn emit(&mut self, e: Event) {
        self.out.push(Visible::Public(e));
    }

    /// The decision `seat` faces now, if any.
    pub(crate) fn decision(&self, seat: Seat) -> Option<DecisionKind> {
        if self.result.is_some() || !self.alive(seat) {
            return None;
        }
        if let Some(may) = &self.may {
            return may.deciders.contains(&seat).then_some(DecisionKind::May);
        }
        match self.stage {
            Stage::Opening => (!self.player(seat).kept).then_some(DecisionKind::Redraw),
            Stage::Runes => (seat == self.current).then_some(DecisionKind::ChooseRune),
            Stage::Cast | Stage::Attack | Stage::SecondCast => {
                (seat == self.current).then_some(DecisionKind::Act)
            }
            Stage::Defend => self
                .combat
                .declaring
                .contains(&seat)
                .then_some(DecisionKind::Defend),
            Stage::Damage { defender, .. } => {
                (seat == defender).then_some(DecisionKind::ChooseDamage)
            }
            Stage::Casualties { defender, .. } => {
                (seat == defender).then_some(DecisionKind::ChooseCasualty)
            }
            Stage::Over => None,
        }
    }

    /// Announces the match (setup, teams, first player) with the first events it produces.
    fn announce(&mut self) {
        if !self.announced {
            self.announced = true;
            let e = Event::MatchBegan {
                mode: self.mode,
                teams: self.teams(),
                drawn: self.drawn_teams,
                first: self.first,
                table: self.table.to_vec(),
            };
            self.emit(e);
        }
    }
}

impl Game for Confix {
    type Config = Config;
    type Action = Action;
    type View = tavern_protocol::confix::View;
    type Event = Event;
    type Illegal = Illegal;
    type Knowledge = knowledge::Knowledge;

    fn new(seed: u64, seats: usize, config: Config) -> Result<Self, SetupError> {
        Confix::setup(seed, seats, &config).map_err(SetupError::from)
    }

    fn pending(&self) -> Pending {
        let mut p = Pending::none();
        for seat in self.seats() {
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
        self.check(seat, &action)?;
        std::mem::swap(&mut self.out, events);
        self.announce();
        self.perform(seat, action);
        self.settle();
        std::mem::swap(&mut self.out, events);
        Ok(())
    }

    fn timeout_action(&self, seat: Seat) -> Option<Action> {
        self.passive_action(seat)
    }

    fn view(&self, viewer: Viewer) -> Self::View {
        self.build_view(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result.clone()
    }

    fn forfeit(&mut self, seat: Seat, events: &mut Vec<Visible<Event>>) {
        if self.result.is_some() || !self.alive(seat) {
            return;
        }
        std::mem::swap(&mut self.out, events);
        self.announce();
        self.forfeiting = true;
        self.kill(&[seat]);
        self.forfeiting = false;
        self.settle();
        std::mem::swap(&mut self.out, events);
    }

    fn team(&self, seat: Seat) -> u8 {
        self.player(seat).team
    }

    fn in_play(&self, seat: Seat) -> bool {
        self.alive(seat)
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn knowledge(&self, seat: Seat) -> knowledge::Knowledge {
        self.knowledge_of(seat)
    }

    fn determinize(knowledge: &knowledge::Knowledge, rng: &mut Rng) -> Self {
        Confix::draw_from_knowledge(knowledge, rng)
    }

    fn evaluate(&self, seat: Seat) -> f32 {
        self.evaluation(seat)
    }
}
