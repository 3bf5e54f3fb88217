//! A scenario builder for rule tests (a turn of either player with chosen cards on the board,
//! in hands, decks and temples, skipping the random setup) and a random valid deck builder.

use arrayvec::ArrayVec;
use tavern_game::rng::Rng;
use tavern_game::Game;
use tavern_protocol::seven_square::{CardId, Config, Deck, Phase, PieceId, Square};
use tavern_protocol::Seat;

use crate::board::{Board, Field, Piece, Rider};
use crate::cards::{self, all_cards, verda, Card, DECK_SIZE, MAX_COPIES};
use crate::flow::{camp_id, general_id};
use crate::presets::PRESETS;
use crate::{SevenSquare, Squares};

/// What a scenario puts on the board.
#[derive(Clone, Debug)]
enum Spot {
    Piece(Piece),
    Rider(PieceId, Rider),
    Field(Field),
}

/// Builds a deterministic scenario: seat 0's deploy phase of turn 1 by default, both starting
/// camps, each general (鉄壁のガロン unless chosen) on its camp, empty hands, decks and temples,
/// no IP. Cards placed here were on the board before the turn (they may act) unless
/// [`Scenario::arrived`] says otherwise.
#[derive(Clone, Debug)]
pub struct Scenario {
    seed: u64,
    spots: Vec<Spot>,
    generals: [Option<(Card, Square)>; 2],
    camps: bool,
    hands: [Vec<Card>; 2],
    decks: [Vec<Card>; 2],
    temples: [Vec<Card>; 2],
    ip: [u8; 2],
    phase: Phase,
    current: Seat,
    turn_number: u32,
    next_id: u16,
    damages: Vec<(PieceId, u8)>,
}

impl Default for Scenario {
    fn default() -> Self {
        Scenario::new()
    }
}

impl Scenario {
    /// The default scenario (see [`Scenario`]).
    pub fn new() -> Self {
        Scenario {
            seed: 1,
            spots: Vec::new(),
            generals: [
                Some((&verda::GARON, Square::home(Seat::FIRST))),
                Some((&verda::GARON, Square::home(Seat::SECOND))),
            ],
            camps: true,
            hands: Default::default(),
            decks: Default::default(),
            temples: Default::default(),
            ip: [0, 0],
            phase: Phase::Deploy,
            current: Seat::FIRST,
            turn_number: 1,
            next_id: 4,
            damages: Vec::new(),
        }
    }

    /// The generator seed.
    pub fn seed(&mut self, seed: u64) -> &mut Self {
        self.seed = seed;
        self
    }

    /// `seat`'s general: `card` on `at`; its piece id is returned.
    pub fn general(&mut self, seat: u8, card: Card, at: Square) -> PieceId {
        self.generals[usize::from(seat & 1)] = Some((card, at));
        general_id(Seat(seat))
    }

    /// Takes `seat`'s general off the board (only for scenarios that end the match).
    pub fn no_general(&mut self, seat: u8) -> &mut Self {
        self.generals[usize::from(seat & 1)] = None;
        self
    }

    /// Takes both starting camps off the board.
    pub fn no_camps(&mut self) -> &mut Self {
        self.camps = false;
        self
    }

    fn id(&mut self) -> PieceId {
        let id = PieceId(self.next_id);
        self.next_id += 1;
        id
    }

    /// Puts a unit or mount of `seat` on `at`; returns its piece id.
    pub fn piece(&mut self, seat: u8, card: Card, at: Square) -> PieceId {
        let id = self.id();
        self.spots
            .push(Spot::Piece(Piece::new(id, card, Seat(seat), at, 0)));
        id
    }

    /// Puts a unit of `seat` on the mount `mount`; returns its piece id.
    pub fn rider(&mut self, mount: PieceId, seat: u8, card: Card) -> PieceId {
        let id = self.id();
        self.spots.push(Spot::Rider(
            mount,
            Rider {
                id,
                card,
                owner: Seat(seat),
                damage: 0,
                general: false,
            },
        ));
        id
    }

    /// `seat`'s general rides the mount `mount` instead of standing alone; returns its id.
    pub fn general_rider(&mut self, mount: PieceId, seat: u8, card: Card) -> PieceId {
        let id = general_id(Seat(seat));
        self.generals[usize::from(seat & 1)] = None;
        self.spots.push(Spot::Rider(
            mount,
            Rider {
                id,
                card,
                owner: Seat(seat),
                damage: 0,
                general: true,
            },
        ));
        id
    }

    /// Puts a field of `seat` on `at`; returns its piece id.
    pub fn field(&mut self, seat: u8, card: Card, at: Square) -> PieceId {
        let id = self.id();
        self.spots.push(Spot::Field(Field {
            id,
            card,
            owner: Seat(seat),
            at,
            damage: 0,
        }));
        id
    }

    /// Damage on a piece, rider or field (the generals and camps included).
    pub fn damage(&mut self, id: PieceId, damage: u8) -> &mut Self {
        self.damages.push((id, damage));
        self
    }

    /// The piece arrived on turn `turn` (the current turn: it may not act yet).
    pub fn arrived(&mut self, id: PieceId, turn: u32) -> &mut Self {
        for s in &mut self.spots {
            if let Spot::Piece(p) = s {
                if p.id == id {
                    p.arrived = turn;
                }
            }
        }
        self
    }

    /// Cards in a seat's hand.
    pub fn hand(&mut self, seat: u8, cards: &[Card]) -> &mut Self {
        self.hands[usize::from(seat & 1)] = cards.to_vec();
        self
    }

    /// Cards in a seat's deck (the last is on top).
    pub fn deck(&mut self, seat: u8, cards: &[Card]) -> &mut Self {
        self.decks[usize::from(seat & 1)] = cards.to_vec();
        self
    }

    /// Cards in a seat's Temple of the Sun.
    pub fn temple(&mut self, seat: u8, cards: &[Card]) -> &mut Self {
        self.temples[usize::from(seat & 1)] = cards.to_vec();
        self
    }

    /// A seat's IP.
    pub fn ip(&mut self, seat: u8, ip: u8) -> &mut Self {
        self.ip[usize::from(seat & 1)] = ip;
        self
    }

    /// The phase the scenario starts in.
    pub fn phase(&mut self, phase: Phase) -> &mut Self {
        self.phase = phase;
        self
    }

    /// Whose turn it is.
    pub fn turn(&mut self, seat: u8) -> &mut Self {
        self.current = Seat(seat);
        self
    }

    /// The turn number (1 by default).
    pub fn turn_number(&mut self, n: u32) -> &mut Self {
        self.turn_number = n;
        self
    }

    /// The match.
    pub fn build(&self) -> SevenSquare {
        let decks = vec![PRESETS[0].deck(), PRESETS[1].deck()];
        let config = Config {
            decks,
            check_deck_rules: true,
        };
        let mut g = match SevenSquare::new(self.seed, 2, config) {
            Ok(g) => g,
            Err(e) => panic!("scenario setup failed: {e}"),
        };
        let mut board = Board {
            next_id: self.next_id,
            ..Board::default()
        };
        for seat in [Seat::FIRST, Seat::SECOND] {
            if self.camps {
                board.fields.push(Field {
                    id: camp_id(seat),
                    card: &cards::fields::CAMP,
                    owner: seat,
                    at: Square::home(seat),
                    damage: 0,
                });
            }
            if let Some((card, at)) = self.generals[seat.index()] {
                let mut p = Piece::new(general_id(seat), card, seat, at, 0);
                p.general = true;
                board.pieces.push(p);
            }
        }
        for s in &self.spots {
            match s {
                Spot::Piece(p) => board.pieces.push(p.clone()),
                Spot::Field(f) => board.fields.push(f.clone()),
                Spot::Rider(m, r) => {
                    if let Some(p) = board.piece_mut(*m) {
                        p.riders.push(*r);
                    }
                }
            }
        }
        for &(id, damage) in &self.damages {
            for p in &mut board.pieces {
                if p.id == id {
                    p.damage = damage;
                }
                for r in &mut p.riders {
                    if r.id == id {
                        r.damage = damage;
                    }
                }
            }
            for f in &mut board.fields {
                if f.id == id {
                    f.damage = damage;
                }
            }
        }
        g.board = board;
        for (i, p) in g.players.iter_mut().enumerate() {
            p.hand = self.hands[i].iter().copied().collect();
            p.deck = self.decks[i].iter().copied().collect();
            p.temple = self.temples[i].iter().copied().collect();
            p.ip = self.ip[i];
            p.general_placed = true;
            p.redrawn = true;
        }
        g.current = self.current;
        g.first = self.current;
        g.phase = self.phase;
        g.turn_number = self.turn_number;
        g.actions_used = 0;
        g.fought = Squares::default();
        g.out = Vec::new();
        g
    }
}

impl SevenSquare {
    /// Test helper: replaces a seat's hidden cards (hand, deck and, while it lies face down,
    /// its general) by others, keeping the counts, to show that nothing another seat sees
    /// depends on them.
    pub fn replace_hidden(
        &mut self,
        seat: Seat,
        hand: &[CardId],
        deck: &[CardId],
        general: CardId,
    ) {
        let def = |id: CardId| cards::card(id).unwrap_or_else(|| panic!("unknown card {}", id.0));
        let p = self.player_mut(seat);
        p.hand = hand
            .iter()
            .map(|&id| def(id))
            .collect::<ArrayVec<_, DECK_SIZE>>();
        p.deck = deck
            .iter()
            .map(|&id| def(id))
            .collect::<ArrayVec<_, DECK_SIZE>>();
        if let Some(g) = self.board.piece_mut(general_id(seat)) {
            if g.face_down {
                g.card = def(general);
            }
        }
    }
}

/// A random deck that follows the construction rules: 40 cards, at most 3 of one, a
/// 【威光】 unit among them.
pub fn random_deck(rng: &mut Rng) -> Deck {
    let pool: Vec<Card> = all_cards().filter(|c| c.deckable()).collect();
    let prestige: Vec<Card> = pool
        .iter()
        .copied()
        .filter(|c| c.is_prestige_unit())
        .collect();
    let mut cards: Vec<CardId> = vec![prestige[rng.below(prestige.len() as u32) as usize].id];
    while cards.len() < DECK_SIZE {
        let c = pool[rng.below(pool.len() as u32) as usize];
        if cards.iter().filter(|&&id| id == c.id).count() < MAX_COPIES {
            cards.push(c.id);
        }
    }
    Deck { cards }
}
