//! The battlefield: 6 × 8 spaces holding at most one card each, and its geometry (adjacency
//! without diagonals, straight lines, paths of empty spaces).

use arrayvec::ArrayVec;
use tavern_protocol::summoner_wars::Cell;
use tavern_protocol::Seat;

use super::cards::{CardDef, UnitStats};

/// A card on the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The card.
    pub def: &'static CardDef,
    /// Whose card it is (where it is discarded).
    pub owner: Seat,
    /// Who controls it now (the owner unless an ability took it this turn).
    pub controller: Seat,
    /// Wounds on it.
    pub wounds: u8,
    /// Charges on it (Undead Warrior).
    pub charges: u8,
    /// Moved this turn.
    pub moved: bool,
    /// Attacked (or used an instead-of-attacking ability) this turn.
    pub attacked: bool,
    /// Strength added for its next attack this turn (Citadel Archer's discards).
    pub bonus: u8,
    /// Its specials count as hits this turn (Dragos after a sacrifice).
    pub specials_hit: bool,
    /// Used Blaze Step this turn.
    pub blazed: bool,
}

impl Piece {
    /// A fresh card of `owner` with no wounds.
    pub fn new(def: &'static CardDef, owner: Seat) -> Piece {
        Piece {
            def,
            owner,
            controller: owner,
            wounds: 0,
            charges: 0,
            moved: false,
            attacked: false,
            bonus: 0,
            specials_hit: false,
            blazed: false,
        }
    }

    /// The unit's stats, if it is a unit.
    pub fn unit(&self) -> Option<&'static UnitStats> {
        self.def.unit()
    }

    /// Forgets what it did this turn and returns to its owner's control.
    pub fn end_turn(&mut self) {
        self.controller = self.owner;
        self.moved = false;
        self.attacked = false;
        self.bonus = 0;
        self.specials_hit = false;
        self.blazed = false;
    }
}

/// The four directions, as column and row steps.
pub const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// The cell one step from `c` in direction `d`, if it is on the board.
pub fn step(c: Cell, d: (i8, i8)) -> Option<Cell> {
    let col = c.col.checked_add_signed(d.0)?;
    let row = c.row.checked_add_signed(d.1)?;
    let n = Cell::new(col, row);
    n.on_board().then_some(n)
}

/// The cells adjacent to `c` (sharing an edge).
pub fn neighbours(c: Cell) -> impl Iterator<Item = Cell> {
    DIRECTIONS.into_iter().filter_map(move |d| step(c, d))
}

/// The direction from `a` to `b` when they share a row or a column (and differ).
pub fn direction(a: Cell, b: Cell) -> Option<(i8, i8)> {
    if a == b {
        return None;
    }
    if a.col == b.col {
        Some((0, if b.row > a.row { 1 } else { -1 }))
    } else if a.row == b.row {
        Some((if b.col > a.col { 1 } else { -1 }, 0))
    } else {
        None
    }
}

/// Every card on the battlefield.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board([Option<Piece>; Cell::COUNT]);

impl Default for Board {
    fn default() -> Self {
        Board([None; Cell::COUNT])
    }
}

impl Board {
    /// The card at `c` (none off the board).
    pub fn get(&self, c: Cell) -> Option<&Piece> {
        if c.on_board() {
            self.0[c.index()].as_ref()
        } else {
            None
        }
    }

    /// The card at `c`, to change it.
    pub fn get_mut(&mut self, c: Cell) -> Option<&mut Piece> {
        if c.on_board() {
            self.0[c.index()].as_mut()
        } else {
            None
        }
    }

    /// Whether `c` is an empty space of the battlefield.
    pub fn is_empty(&self, c: Cell) -> bool {
        c.on_board() && self.0[c.index()].is_none()
    }

    /// Puts a card on `c` (which must be on the board), replacing anything there.
    pub fn put(&mut self, c: Cell, p: Piece) {
        if c.on_board() {
            self.0[c.index()] = Some(p);
        }
    }

    /// Takes the card off `c`.
    pub fn take(&mut self, c: Cell) -> Option<Piece> {
        if c.on_board() {
            self.0[c.index()].take()
        } else {
            None
        }
    }

    /// Every card with its cell, in row-major order.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, &Piece)> {
        self.0
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.as_ref().map(|p| (Cell::from_index(i), p)))
    }

    /// Every card, to change them.
    pub fn pieces_mut(&mut self) -> impl Iterator<Item = &mut Piece> {
        self.0.iter_mut().flatten()
    }

    /// Where `seat`'s summoner stands.
    pub fn summoner(&self, seat: Seat) -> Option<Cell> {
        self.pieces()
            .find(|(_, p)| p.owner == seat && p.def.is_summoner())
            .map(|(c, _)| c)
    }

    /// Whether `a` and `b` share a row or column within `range` spaces with no card strictly
    /// between them.
    pub fn clear_line(&self, a: Cell, b: Cell, range: u8) -> bool {
        let Some(d) = direction(a, b) else {
            return false;
        };
        if a.distance(b) > range {
            return false;
        }
        let mut c = a;
        loop {
            match step(c, d) {
                Some(n) if n == b => return true,
                Some(n) if self.is_empty(n) => c = n,
                _ => return false,
            }
        }
    }

    /// The ways to move a unit from `from` to `to` in one or two steps through empty spaces,
    /// each given by its middle space (`None` for a single step). Moving one space and back
    /// is a route too.
    pub fn routes(&self, from: Cell, to: Cell) -> ArrayVec<Option<Cell>, 4> {
        let mut out = ArrayVec::new();
        if from.is_adjacent(to) && self.is_empty(to) {
            out.push(None);
        }
        for v in neighbours(from).filter(|&v| self.is_empty(v)) {
            if v.is_adjacent(to) && (to == from || self.is_empty(to)) {
                out.push(Some(v));
            }
        }
        out
    }

    /// Every space a unit on `from` can end a move of up to two spaces on (itself included
    /// when it can step out and back).
    pub fn reachable(&self, from: Cell) -> ArrayVec<Cell, 16> {
        let mut out: ArrayVec<Cell, 16> = ArrayVec::new();
        for v in neighbours(from).filter(|&v| self.is_empty(v)) {
            if !out.contains(&v) {
                out.push(v);
            }
            for w in neighbours(v) {
                if (w == from || self.is_empty(w)) && !out.contains(&w) {
                    out.push(w);
                }
            }
        }
        out
    }
}
