//! The match from setup to its end, by the rulebook's names: the setup before the first turn
//! (general placement, opening hand, redraw, reveal), the phases of a turn (draw, IP, deploy,
//! move and ability, battle and mounting, end), drawing, and victory.

use tavern_game::rng::Rng;
use tavern_game::SetupError;
use tavern_protocol::seven_square::{
    CardId, Config, Ending, Event, HandMask, Phase, PieceId, Square,
};
use tavern_protocol::Seat;

use crate::board::{Board, Field, Piece};
use crate::cards::{self, fields, Ability, Card};
use crate::{Player, SevenSquare, Squares, IP_PER_TURN, OPENING_HAND};

/// The piece id of `seat`'s starting camp.
pub const fn camp_id(seat: Seat) -> PieceId {
    PieceId(seat.0 as u16)
}

/// The piece id of `seat`'s general.
pub const fn general_id(seat: Seat) -> PieceId {
    PieceId(2 + seat.0 as u16)
}

/// Ids from here on are given to cards as they arrive.
const FIRST_FREE_ID: u16 = 4;

impl SevenSquare {
    /// ゲーム開始前: checks both decks, shuffles them, tosses the coin for the first player
    /// and puts each player's starting camp (出撃陣) on the centre of its first rank. Both
    /// players then place their generals and draw.
    pub(crate) fn setup(seed: u64, config: &Config) -> Result<SevenSquare, SetupError> {
        if config.decks.len() != 2 {
            return Err(SetupError::Config(format!(
                "two decks are needed, {} given",
                config.decks.len()
            )));
        }
        let mut rng = Rng::new(seed);
        let mut players: [Player; 2] = Default::default();
        for (i, (deck, player)) in config.decks.iter().zip(players.iter_mut()).enumerate() {
            let cards = cards::resolve_deck(deck, config.check_deck_rules).map_err(|e| {
                SetupError::Deck {
                    seat: Seat(i as u8),
                    reason: e.to_string(),
                }
            })?;
            player.deck = cards.into_iter().collect();
            rng.shuffle(&mut player.deck);
        }
        let first = if rng.coin() {
            Seat::FIRST
        } else {
            Seat::SECOND
        };
        let mut board = Board {
            next_id: FIRST_FREE_ID,
            ..Board::default()
        };
        for seat in [Seat::FIRST, Seat::SECOND] {
            board.fields.push(Field {
                id: camp_id(seat),
                card: &fields::CAMP,
                owner: seat,
                at: Square::home(seat),
                damage: 0,
            });
        }
        Ok(SevenSquare {
            rng,
            board,
            players,
            current: first,
            first,
            phase: Phase::Setup,
            turn_number: 0,
            actions_used: 0,
            fought: Squares::default(),
            result: None,
            out: Vec::new(),
        })
    }

    /// Setup 2 and 3: the chosen 【威光】 unit leaves the deck face down for the centre of the
    /// first rank, then four cards are drawn.
    pub(crate) fn place_general(&mut self, seat: Seat, deck_index: usize) {
        let card = self.player_mut(seat).deck.remove(deck_index);
        let at = Square::home(seat);
        let mut piece = Piece::new(general_id(seat), card, seat, at, 0);
        piece.general = true;
        piece.face_down = true;
        self.board.pieces.push(piece);
        self.player_mut(seat).general_placed = true;
        self.emit_private(
            seat,
            Event::GeneralPlaced {
                seat,
                piece: general_id(seat),
                card: Some(card.id),
            },
            Event::GeneralPlaced {
                seat,
                piece: general_id(seat),
                card: None,
            },
        );
        for _ in 0..OPENING_HAND {
            self.draw(seat);
        }
    }

    /// Setup 3, once: the chosen hand cards go back to the deck, which is shuffled, and as
    /// many are drawn. When both players are done, setup 4 reveals the generals.
    pub(crate) fn redraw(&mut self, seat: Seat, cards: HandMask) {
        let p = self.player_mut(seat);
        let mut returned: Vec<CardId> = Vec::new();
        for i in (0..p.hand.len()).rev() {
            if cards.contains(i) {
                let c = p.hand.remove(i);
                returned.push(c.id);
                p.deck.push(c);
            }
        }
        returned.reverse();
        p.redrawn = true;
        let count = returned.len();
        if count > 0 {
            let Self { rng, players, .. } = self;
            rng.shuffle(&mut players[seat.index() & 1].deck);
        }
        self.emit_private(
            seat,
            Event::Returned {
                seat,
                count: count as u8,
                cards: Some(returned),
            },
            Event::Returned {
                seat,
                count: count as u8,
                cards: None,
            },
        );
        for _ in 0..count {
            self.draw(seat);
        }
        if self.players.iter().all(|p| p.general_placed && p.redrawn) {
            self.reveal();
        }
    }

    /// Setup 4: both generals turn face up, and the first player's first turn begins.
    fn reveal(&mut self) {
        for seat in [Seat::FIRST, Seat::SECOND] {
            if let Some(g) = self.board.piece_mut(general_id(seat)) {
                g.face_down = false;
                let card = g.card.id;
                self.emit(Event::GeneralRevealed {
                    seat,
                    piece: general_id(seat),
                    card,
                });
            }
        }
        self.begin_turn(self.first);
    }

    /// A turn begins: the draw phase, then the IP phase, then the deploy phase opens.
    pub(crate) fn begin_turn(&mut self, seat: Seat) {
        self.current = seat;
        self.turn_number += 1;
        self.actions_used = 0;
        self.fought = Squares::default();
        for p in &mut self.board.pieces {
            p.acted = false;
        }
        self.emit(Event::TurnStarted {
            seat,
            turn: self.turn_number,
        });
        if !self.draw_phase() {
            return;
        }
        self.ip_phase();
        self.phase = Phase::Deploy;
        self.emit(Event::PhaseStarted {
            phase: Phase::Deploy,
        });
    }

    /// ドローフェイズ: one card from the deck. A player who must draw from an empty deck loses
    /// (the rulebook is silent; see RULES.md). Returns whether the match goes on.
    fn draw_phase(&mut self) -> bool {
        let seat = self.current;
        if self.player(seat).deck.is_empty() {
            self.finish(Some(seat.other()), Ending::DeckOut);
            return false;
        }
        self.draw(seat);
        true
    }

    /// IPフェイズ: 2 IP, added to those kept from earlier turns.
    fn ip_phase(&mut self) {
        let seat = self.current;
        let p = self.player_mut(seat);
        p.ip = p.ip.saturating_add(IP_PER_TURN);
        let ip = p.ip;
        self.emit(Event::IpGained {
            seat,
            gained: IP_PER_TURN,
            ip,
        });
    }

    /// Moves the turn on to `phase` if it is later than the current one (acting in a later
    /// phase ends the earlier ones).
    pub(crate) fn enter(&mut self, phase: Phase) {
        if self.phase < phase {
            self.phase = phase;
            self.emit(Event::PhaseStarted { phase });
        }
    }

    /// The player ends the turn: every battle still due is fought (in board order, without
    /// dragging fields in), and only then is victory judged, so that generals falling in two
    /// of these battles fall together (a draw) whichever side of the board each stood on.
    /// Then the end phase, then the opponent's turn.
    pub(crate) fn end_turn(&mut self) {
        self.enter(Phase::Battle);
        let mut destroyed = false;
        for at in self.battles_due().iter() {
            destroyed |= self.clash(at, false);
        }
        if destroyed && self.check_generals() {
            return;
        }
        self.end_phase();
        self.begin_turn(self.current.other());
    }

    /// エンドフェイズ: the automatic effects. A field with 【回復N】 gives each of the turn
    /// player's units (and ridden mounts) on its square up to N life back.
    fn end_phase(&mut self) {
        let me = self.current;
        let springs: Vec<(Square, u8)> = self
            .board
            .fields
            .iter()
            .filter_map(|f| {
                f.card.abilities.iter().find_map(|a| match a {
                    Ability::Spring(n) => Some((f.at, *n)),
                    _ => None,
                })
            })
            .collect();
        for (at, n) in springs {
            let ids: Vec<PieceId> = self.board.fighters(at, me).map(|p| p.id).collect();
            for id in ids {
                self.heal(id, n);
            }
        }
    }

    /// Draws the top card of `seat`'s deck, if any.
    pub(crate) fn draw(&mut self, seat: Seat) -> Option<Card> {
        let card = self.player_mut(seat).deck.pop()?;
        self.player_mut(seat).hand.push(card);
        self.emit_private(
            seat,
            Event::CardDrawn {
                seat,
                card: Some(card.id),
            },
            Event::CardDrawn { seat, card: None },
        );
        Some(card)
    }

    /// Victory: a side whose general left the board loses; both at once is a draw. Returns
    /// whether the match is over.
    pub(crate) fn check_generals(&mut self) -> bool {
        let alive = |seat: Seat| {
            self.board
                .pieces
                .iter()
                .any(|p| p.carries_general() == Some(seat))
        };
        match (alive(Seat::FIRST), alive(Seat::SECOND)) {
            (true, true) => return false,
            (false, false) => self.finish(None, Ending::BothGeneralsDestroyed),
            (true, false) => self.finish(Some(Seat::FIRST), Ending::GeneralDestroyed),
            (false, true) => self.finish(Some(Seat::SECOND), Ending::GeneralDestroyed),
        }
        true
    }

    /// Ends the match.
    pub(crate) fn finish(&mut self, winner: Option<Seat>, ending: Ending) {
        self.result = Some((winner, ending));
        self.emit(Event::GameOver { winner, ending });
    }
}
