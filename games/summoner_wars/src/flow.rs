//! Setup and the turn: the six phases in order, the start and end of a turn, drawing, magic and
//! victory.

use arrayvec::ArrayVec;
use tavern_protocol::summoner_wars::{Cell, Config, Event, Phase};
use tavern_protocol::{EndReason, Seat};

use super::board::{Board, Piece};
use super::cards::{self, Effect};
use super::deck;
use super::{Player, SummonerWars, TurnState, HAND_SIZE, MAX_MAGIC, MOVES_PER_TURN, PILE};
use tavern_game::rng::Rng;
use tavern_game::{SetupError, Visible};

/// The absolute cell of a layout position given from `seat`'s side (column from the owner's
/// left, row from the owner's back row).
pub fn from_side(seat: Seat, col: u8, row: u8) -> Cell {
    if seat == Seat::FIRST {
        Cell::new(col, row)
    } else {
        Cell::new(Cell::COLS - 1 - col, Cell::ROWS - 1 - row)
    }
}

/// The row of `c` counted from `seat`'s back row.
pub fn row_from(seat: Seat, c: Cell) -> u8 {
    if seat == Seat::FIRST {
        c.row
    } else {
        Cell::ROWS - 1 - c.row
    }
}

impl SummonerWars {
    /// Checks both decks, lays out each summoner's starting cards, shuffles the draw piles,
    /// deals 5 cards each and picks the first player at random (2 magic for them, 3 for the
    /// other).
    pub(crate) fn setup(seed: u64, config: &Config) -> Result<Self, SetupError> {
        let [a, b] = &config.decks[..] else {
            return Err(SetupError::Config(format!(
                "summoner wars needs one deck per seat (2), got {}",
                config.decks.len()
            )));
        };
        let rules = config.options.check_deck_rules;
        let checked = |seat: Seat, d| {
            deck::check(d, rules).map_err(|e| SetupError::Deck {
                seat,
                reason: e.to_string(),
            })
        };
        let decks = [checked(Seat::FIRST, a)?, checked(Seat::SECOND, b)?];
        let mut g = SummonerWars {
            rng: Rng::new(seed),
            board: Board::default(),
            players: [Player::new(decks[0].faction), Player::new(decks[1].faction)],
            current: Seat::FIRST,
            first: Seat::FIRST,
            phase: Phase::Summon,
            turn_number: 0,
            turn: TurnState::default(),
            forced: ArrayVec::new(),
            result: None,
            out: Vec::new(),
        };
        for (seat, d) in [Seat::FIRST, Seat::SECOND].into_iter().zip(decks) {
            for &(id, col, row) in d.layout {
                let card = cards::card(id).ok_or_else(|| SetupError::Deck {
                    seat,
                    reason: format!("unknown card {}", id.0),
                })?;
                g.board
                    .put(from_side(seat, col, row), Piece::new(card, seat));
            }
            let mut pile: ArrayVec<_, PILE> = d.pile.into_iter().collect();
            g.rng.shuffle(&mut pile);
            g.player_mut(seat).deck = pile;
            g.draw(seat, HAND_SIZE as u8);
        }
        let first = if g.rng.coin() {
            Seat::SECOND
        } else {
            Seat::FIRST
        };
        g.first = first;
        g.player_mut(first).magic = 2;
        g.player_mut(first.other()).magic = 3;
        g.start_turn(first);
        // Setup events are not delivered (the first update's view says it all), and the state
        // keeps no buffer between actions.
        g.out = Vec::new();
        Ok(g)
    }

    /// A turn begins: the player's ACTIVE events expire, then the summon phase starts.
    pub(crate) fn start_turn(&mut self, seat: Seat) {
        self.current = seat;
        self.turn_number += 1;
        self.turn = TurnState::default();
        self.emit(Event::TurnStarted {
            seat,
            turn: self.turn_number,
        });
        while let Some(card) = self.player_mut(seat).active.pop() {
            self.player_mut(seat).discard.push(card);
            self.emit(Event::EventExpired {
                seat,
                card: card.id,
            });
        }
        self.enter_phase(Phase::Summon);
    }

    /// A phase begins, with what the rules do at its start.
    pub(crate) fn enter_phase(&mut self, phase: Phase) {
        self.phase = phase;
        self.emit(Event::PhaseStarted { phase });
        let seat = self.current;
        match phase {
            Phase::Summon => {
                let draws: u8 = self
                    .board
                    .pieces()
                    .filter(|(_, p)| p.controller == seat)
                    .filter_map(|(_, p)| {
                        p.def.find(|a| match a {
                            cards::Ability::DrawAtSummon(n) => Some(*n),
                            _ => None,
                        })
                    })
                    .sum();
                self.draw(seat, draws);
            }
            Phase::Draw => {
                let missing = HAND_SIZE.saturating_sub(self.player(seat).hand.len());
                self.draw(seat, missing as u8);
            }
            Phase::Move | Phase::Build | Phase::Attack | Phase::Magic => {}
        }
    }

    /// The current player ends the phase: the attack phase charges the cost of inaction, the
    /// draw phase ends the turn.
    pub(crate) fn end_phase(&mut self) {
        if self.phase == Phase::Attack {
            self.cost_of_inaction();
            if self.result.is_some() {
                return;
            }
        }
        match self.phase.next() {
            Some(next) => self.enter_phase(next),
            None => self.end_turn(),
        }
    }

    /// A player who attacked no enemy card this attack phase adds 1 wound to their summoner.
    fn cost_of_inaction(&mut self) {
        if self.turn.attacked_enemy {
            return;
        }
        let seat = self.current;
        self.emit(Event::Inaction { seat });
        if let Some(at) = self.board.summoner(seat) {
            self.deal(&[(at, 1)], seat, false);
        }
    }

    /// The turn ends: units forget what they did, control returns to owners, the opponent
    /// begins.
    fn end_turn(&mut self) {
        let seized: ArrayVec<Cell, 48> = self
            .board
            .pieces()
            .filter(|(_, p)| p.controller != p.owner)
            .map(|(c, _)| c)
            .collect();
        for p in self.board.pieces_mut() {
            p.end_turn();
        }
        for at in seized {
            if let Some(p) = self.board.get(at) {
                let controller = p.controller;
                self.emit(Event::ControlChanged { at, controller });
            }
        }
        self.start_turn(self.current.other());
    }

    /// Draws up to `n` cards; an empty draw pile is never refilled from the discard pile.
    pub(crate) fn draw(&mut self, seat: Seat, n: u8) {
        for _ in 0..n {
            let Some(card) = self.player_mut(seat).deck.pop() else {
                return;
            };
            if self.player_mut(seat).hand.try_push(card).is_err() {
                self.player_mut(seat).deck.push(card);
                return;
            }
            self.out.push(Visible::Private {
                owner: seat,
                full: Event::CardDrawn {
                    seat,
                    card: Some(card.id),
                },
                others: Event::CardDrawn { seat, card: None },
            });
        }
    }

    /// Gains magic, up to the top of the track.
    pub(crate) fn gain_magic(&mut self, seat: Seat, n: u8) {
        let p = self.player_mut(seat);
        let magic = p.magic.saturating_add(n).min(MAX_MAGIC);
        if magic != p.magic {
            p.magic = magic;
            self.emit(Event::MagicChanged { seat, magic });
        }
    }

    /// Spends magic the player has (checked before).
    pub(crate) fn spend_magic(&mut self, seat: Seat, n: u8) {
        if n == 0 {
            return;
        }
        let p = self.player_mut(seat);
        p.magic = p.magic.saturating_sub(n);
        let magic = p.magic;
        self.emit(Event::MagicChanged { seat, magic });
    }

    /// Whether `seat` has an ACTIVE event matching `f` in the active area.
    pub(crate) fn active_effect(&self, seat: Seat, f: impl Fn(&Effect) -> bool) -> bool {
        self.player(seat)
            .active
            .iter()
            .any(|c| c.event().is_some_and(|e| f(&e.effect)))
    }

    /// Units the current player may move this turn.
    pub(crate) fn moves_allowed(&self) -> u8 {
        let haste = self
            .player(self.current)
            .active
            .iter()
            .filter(|c| c.event().is_some_and(|e| e.effect == Effect::Haste))
            .count() as u8;
        MOVES_PER_TURN + haste
    }

    /// Ends the match.
    pub(crate) fn finish(&mut self, winner: Seat, reason: EndReason) {
        if self.result.is_some() {
            return;
        }
        self.result = Some((winner, reason));
        self.emit(Event::GameOver { winner, reason });
    }
}
