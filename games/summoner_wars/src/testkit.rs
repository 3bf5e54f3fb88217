//! A scenario builder for rule tests: a match in any phase of any player's turn with chosen
//! cards on the battlefield, hands, piles, magic and dice, skipping the random setup.

use tavern_protocol::summoner_wars::{CardId, Cell, Config, Face, Faction, Phase};
use tavern_protocol::Seat;

use super::board::{Board, Piece};
use super::cards::{self, CardDef};
use super::{SummonerWars, TurnState};
use tavern_game::Game;

/// Builds a deterministic scenario. Every card id must exist (the builder panics otherwise: it
/// is for tests).
#[derive(Clone, Debug)]
pub struct Scenario {
    seed: u64,
    factions: [Faction; 2],
    layouts: [bool; 2],
    pieces: Vec<(Seat, CardId, Cell, u8)>,
    hands: [Vec<CardId>; 2],
    decks: [Vec<CardId>; 2],
    discards: [Vec<CardId>; 2],
    magic: [u8; 2],
    phase: Phase,
    current: Seat,
    dice: Vec<Face>,
}

fn def(id: CardId) -> &'static CardDef {
    cards::card(id).unwrap_or_else(|| panic!("unknown card {}", id.0))
}

impl Scenario {
    /// Two factions on an empty battlefield; empty hands and piles, no magic; seat 0's summon
    /// phase.
    pub fn new(a: Faction, b: Faction) -> Self {
        Scenario {
            seed: 1,
            factions: [a, b],
            layouts: [false, false],
            pieces: Vec::new(),
            hands: [Vec::new(), Vec::new()],
            decks: [Vec::new(), Vec::new()],
            discards: [Vec::new(), Vec::new()],
            magic: [0, 0],
            phase: Phase::Summon,
            current: Seat::FIRST,
            dice: Vec::new(),
        }
    }

    /// The generator seed.
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Puts the faction's starting layout on the battlefield for `seat`.
    pub fn layout(mut self, seat: u8) -> Self {
        self.layouts[seat as usize] = true;
        self
    }

    /// Puts a card of `seat` at `cell` (absolute coordinates).
    pub fn place(self, seat: u8, card: CardId, cell: Cell) -> Self {
        self.place_wounded(seat, card, cell, 0)
    }

    /// Puts a card of `seat` with `wounds` at `cell`.
    pub fn place_wounded(mut self, seat: u8, card: CardId, cell: Cell, wounds: u8) -> Self {
        self.pieces.push((Seat(seat), card, cell, wounds));
        self
    }

    /// Cards in a seat's hand.
    pub fn hand(mut self, seat: u8, cards: &[CardId]) -> Self {
        self.hands[seat as usize] = cards.to_vec();
        self
    }

    /// Cards in a seat's draw pile (the last is on top).
    pub fn deck(mut self, seat: u8, cards: &[CardId]) -> Self {
        self.decks[seat as usize] = cards.to_vec();
        self
    }

    /// Cards in a seat's discard pile (the last is on top).
    pub fn discard(mut self, seat: u8, cards: &[CardId]) -> Self {
        self.discards[seat as usize] = cards.to_vec();
        self
    }

    /// A seat's magic.
    pub fn magic(mut self, seat: u8, magic: u8) -> Self {
        self.magic[seat as usize] = magic;
        self
    }

    /// The phase the scenario starts in.
    pub fn phase(mut self, phase: Phase) -> Self {
        self.phase = phase;
        self
    }

    /// Whose turn it is.
    pub fn turn(mut self, seat: u8) -> Self {
        self.current = Seat(seat);
        self
    }

    /// The faces the next dice show, in order (later rolls use the generator).
    pub fn dice(mut self, faces: &[Face]) -> Self {
        self.dice = faces.to_vec();
        self
    }

    /// The match.
    pub fn build(self) -> SummonerWars {
        let config = Config::factions(self.factions);
        let mut g = match SummonerWars::new(self.seed, 2, config) {
            Ok(g) => g,
            Err(e) => panic!("scenario setup failed: {e}"),
        };
        g.board = Board::default();
        for (i, seat) in [Seat::FIRST, Seat::SECOND].into_iter().enumerate() {
            if self.layouts[i] {
                for &(id, col, row) in cards::faction(self.factions[i]).layout {
                    g.board.put(
                        super::flow::from_side(seat, col, row),
                        Piece::new(def(id), seat),
                    );
                }
            }
            let p = g.player_mut(seat);
            p.hand = self.hands[i].iter().map(|&id| def(id)).collect();
            p.deck = self.decks[i].iter().map(|&id| def(id)).collect();
            p.discard = self.discards[i].iter().map(|&id| def(id)).collect();
            p.active.clear();
            p.magic = self.magic[i];
        }
        for &(seat, id, cell, wounds) in &self.pieces {
            let mut piece = Piece::new(def(id), seat);
            piece.wounds = wounds;
            g.board.put(cell, piece);
        }
        g.current = self.current;
        g.first = self.current;
        g.phase = self.phase;
        g.turn_number = 1;
        g.turn = TurnState::default();
        g.forced = self.dice.iter().copied().collect();
        g.out = Vec::new();
        g
    }
}

impl SummonerWars {
    /// Test helper: the faces the next dice show, in order.
    pub fn force_dice(&mut self, faces: &[Face]) {
        self.forced = faces.iter().copied().collect();
    }

    /// Test helper: replaces a seat's hidden cards (hand and draw pile) by others,
    /// keeping the counts, to show that nothing visible depends on them.
    pub fn replace_hidden(&mut self, seat: Seat, hand: &[CardId], deck: &[CardId]) {
        let p = self.player_mut(seat);
        p.hand = hand.iter().map(|&id| def(id)).collect();
        p.deck = deck.iter().map(|&id| def(id)).collect();
    }
}
