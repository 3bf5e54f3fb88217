//! The 7 × 7 board: units and mounts (with their riders) and fields on squares, who holds each
//! square, and where a card may move (orthogonal steps, the square limit, enemy squares that
//! stop movement, 【移動:同名】 passages).

use arrayvec::ArrayVec;
use tavern_protocol::seven_square::{Modifier, PieceId, Square};
use tavern_protocol::Seat;

use crate::cards::{Ability, Card, Kind};

/// Top-level pieces the board can hold: every card of both decks at once.
pub const MAX_PIECES: usize = 80;
/// Units and mounts of one side a square may hold (riders not counted).
pub const SQUARE_LIMIT: u8 = 2;
/// Units a mount has room for: the most any card prints (積載 2). A mount printed with more
/// would not build (see `cards::mounts`).
pub const MAX_RIDERS: usize = 2;

/// A unit riding a mount.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rider {
    /// Its piece id (kept from when it stood alone).
    pub id: PieceId,
    /// The unit card.
    pub card: Card,
    /// Its owner.
    pub owner: Seat,
    /// Damage it carried when it mounted, less what healing took off since.
    pub damage: u8,
    /// Whether it is its owner's general.
    pub general: bool,
}

/// A unit, or a mount with the units riding it, on a square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Its id.
    pub id: PieceId,
    /// The unit or mount card.
    pub card: Card,
    /// The card's owner (its temple receives it).
    pub owner: Seat,
    /// Where it stands.
    pub at: Square,
    /// Damage on it (on a mount: the damage the riding troop took).
    pub damage: u8,
    /// Whether it is its owner's general.
    pub general: bool,
    /// Whether it still lies face down (a general before the reveal).
    pub face_down: bool,
    /// The turn it arrived on the board (0 for generals).
    pub arrived: u32,
    /// Whether it moved or used an ability this turn.
    pub acted: bool,
    /// Units riding it (mounts only).
    pub riders: ArrayVec<Rider, MAX_RIDERS>,
}

impl Piece {
    /// A card arriving on the board.
    pub fn new(id: PieceId, card: Card, owner: Seat, at: Square, arrived: u32) -> Piece {
        Piece {
            id,
            card,
            owner,
            at,
            damage: 0,
            general: false,
            face_down: false,
            arrived,
            acted: false,
            riders: ArrayVec::new(),
        }
    }

    /// Whether it is a unit standing alone.
    pub fn is_unit(&self) -> bool {
        matches!(self.card.kind, Kind::Unit { .. })
    }

    /// Whether it is a mount (ridden or not).
    pub fn is_mount(&self) -> bool {
        matches!(self.card.kind, Kind::Mount { .. })
    }

    /// Who moves and fights with it: a ridden mount belongs to its riders' side.
    pub fn controller(&self) -> Seat {
        self.riders.first().map_or(self.owner, |r| r.owner)
    }

    /// Whether it fights: a unit, or a mount with riders. An empty mount does not.
    pub fn fights(&self) -> bool {
        self.is_unit() || !self.riders.is_empty()
    }

    /// Attack before battle bonuses: a unit's own, or the mount's modifier applied to its
    /// riders' summed attack (never below 0). `None` for an empty mount.
    pub fn attack(&self) -> Option<u8> {
        match self.card.kind {
            Kind::Unit { attack, .. } => Some(attack),
            Kind::Mount { attack, .. } if !self.riders.is_empty() => {
                let riders: i16 = self
                    .riders
                    .iter()
                    .map(|r| i16::from(unit_attack(r.card)))
                    .sum();
                Some(attack.apply(riders).clamp(0, i16::from(u8::MAX)) as u8)
            }
            _ => None,
        }
    }

    /// Life left: a unit's life less its damage, or the mount's modifier applied to its
    /// riders' summed life left, less the troop's damage. `None` for an empty mount.
    pub fn life(&self) -> Option<i16> {
        match self.card.kind {
            Kind::Unit { life, .. } => Some(i16::from(life) - i16::from(self.damage)),
            Kind::Mount { .. } if !self.riders.is_empty() => {
                Some(self.troop_life(&self.riders) - i16::from(self.damage))
            }
            _ => None,
        }
    }

    /// Life it could recover: its own damage and, for a troop whose life is not fixed by its
    /// mount (`【N】` ignores the riders), its riders' damage from before they mounted.
    pub fn wounds(&self) -> u8 {
        self.healable_riders()
            .map(|r| r.damage)
            .fold(self.damage, u8::saturating_add)
    }

    /// Takes up to `amount` off its wounds: its own damage first, then its riders' in the order
    /// they mounted. Returns the life recovered.
    pub(crate) fn recover(&mut self, amount: u8) -> u8 {
        let own = amount.min(self.damage);
        self.damage -= own;
        let mut left = amount - own;
        if self.riders_count_for_life() {
            for r in &mut self.riders {
                let healed = left.min(r.damage);
                r.damage -= healed;
                left -= healed;
            }
        }
        amount - left
    }

    /// Whether the riders' life left counts towards the troop's (every life modifier but
    /// `【N】`).
    fn riders_count_for_life(&self) -> bool {
        matches!(self.card.kind, Kind::Mount { life, .. } if !matches!(life, Modifier::Fixed(_)))
    }

    /// The riders whose damage lowers the troop's life.
    fn healable_riders(&self) -> impl Iterator<Item = &Rider> {
        let count = self.riders_count_for_life();
        self.riders.iter().filter(move |_| count)
    }

    /// The life a mount's troop would have with `riders`, before the troop's own damage.
    pub fn troop_life(&self, riders: &[Rider]) -> i16 {
        let Kind::Mount { life, .. } = self.card.kind else {
            return 0;
        };
        let left: i16 = riders
            .iter()
            .map(|r| i16::from(unit_life(r.card)) - i16::from(r.damage))
            .sum();
        life.apply(left)
    }

    /// Squares it may move: a unit's own movement, a ridden mount's movement whatever its
    /// riders', 0 for an empty mount (mounts cannot move alone).
    pub fn movement(&self) -> u8 {
        match self.card.kind {
            Kind::Unit { movement, .. } => movement,
            Kind::Mount { movement, .. } if !self.riders.is_empty() => movement,
            _ => 0,
        }
    }

    /// Every ability it may use: a unit's own; for a ridden mount, its riders' and what the
    /// mount grants them (【付与】).
    pub fn abilities(&self) -> impl Iterator<Item = &'static Ability> + '_ {
        let own: &'static [Ability] = if self.is_unit() {
            self.card.abilities
        } else {
            &[]
        };
        let granted = self.card.abilities.iter().filter_map(|a| match a {
            Ability::Grant(g) if !self.riders.is_empty() => Some(*g),
            _ => None,
        });
        own.iter()
            .chain(self.riders.iter().flat_map(|r| r.card.abilities.iter()))
            .chain(granted)
    }

    /// Whether it is, or carries, a unit with 【工作】 (its own or granted).
    pub fn is_engineer(&self) -> bool {
        self.abilities().any(|a| *a == Ability::Engineering)
    }

    /// The unit cards it is or carries.
    pub fn units(&self) -> impl Iterator<Item = Card> + '_ {
        let own = self.is_unit().then_some(self.card);
        own.into_iter().chain(self.riders.iter().map(|r| r.card))
    }

    /// Whether it is, or carries, its owner's general.
    pub fn carries_general(&self) -> Option<Seat> {
        if self.general {
            return Some(self.owner);
        }
        self.riders.iter().find(|r| r.general).map(|r| r.owner)
    }
}

/// A unit card's printed attack (0 for other cards).
pub fn unit_attack(card: Card) -> u8 {
    match card.kind {
        Kind::Unit { attack, .. } => attack,
        _ => 0,
    }
}

/// A unit card's printed life (0 for other cards).
pub fn unit_life(card: Card) -> u8 {
    match card.kind {
        Kind::Unit { life, .. } => life,
        _ => 0,
    }
}

/// A field on a square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// Its id.
    pub id: PieceId,
    /// The field card (出撃陣 for a starting camp).
    pub card: Card,
    /// Who placed it (a camp's side).
    pub owner: Seat,
    /// Where it stands.
    pub at: Square,
    /// Damage on it.
    pub damage: u8,
}

impl Field {
    /// Life left.
    pub fn life(&self) -> i16 {
        let printed = match self.card.kind {
            Kind::Field { life } => life,
            _ => 0,
        };
        i16::from(printed) - i16::from(self.damage)
    }
}

/// A set of squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Squares(pub u64);

impl Squares {
    /// Whether `s` is in the set.
    pub const fn contains(self, s: Square) -> bool {
        s.on_board() && self.0 & (1 << s.index()) != 0
    }

    /// Adds `s`.
    pub fn insert(&mut self, s: Square) {
        if s.on_board() {
            self.0 |= 1 << s.index();
        }
    }

    /// The squares in board order (lowest set bit first).
    pub fn iter(self) -> impl Iterator<Item = Square> {
        let mut left = self.0;
        std::iter::from_fn(move || {
            if left == 0 {
                return None;
            }
            let i = left.trailing_zeros() as usize;
            left &= left - 1;
            Some(Square::from_index(i))
        })
    }
}

/// The squares next to `s` (no diagonals).
pub fn neighbours(s: Square) -> impl Iterator<Item = Square> {
    let (f, r) = (s.file, s.rank);
    [
        (f.wrapping_sub(1), r),
        (f + 1, r),
        (f, r.wrapping_sub(1)),
        (f, r + 1),
    ]
    .into_iter()
    .map(|(f, r)| Square::new(f, r))
    .filter(|s| s.on_board())
}

/// The board: pieces and fields.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Board {
    pub(crate) pieces: ArrayVec<Piece, MAX_PIECES>,
    pub(crate) fields: ArrayVec<Field, { Square::COUNT }>,
    pub(crate) next_id: u16,
}

impl Board {
    /// Every unit and mount, in the order they arrived.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// Every field, in the order they arrived.
    pub fn fields(&self) -> &[Field] {
        &self.fields
    }

    /// The unit or mount with this id.
    pub fn piece(&self, id: PieceId) -> Option<&Piece> {
        self.pieces.iter().find(|p| p.id == id)
    }

    pub(crate) fn piece_mut(&mut self, id: PieceId) -> Option<&mut Piece> {
        self.pieces.iter_mut().find(|p| p.id == id)
    }

    /// The field on `at`, if any.
    pub fn field_at(&self, at: Square) -> Option<&Field> {
        self.fields.iter().find(|f| f.at == at)
    }

    /// The units and mounts on `at`.
    pub fn at(&self, at: Square) -> impl Iterator<Item = &Piece> {
        self.pieces.iter().filter(move |p| p.at == at)
    }

    /// Units and mounts `side` controls on `at` (riders not counted: the square limit).
    pub fn count(&self, at: Square, side: Seat) -> u8 {
        self.at(at).filter(|p| p.controller() == side).count() as u8
    }

    /// Pieces that fight for `side` on `at`: units and ridden mounts.
    pub fn fighters(&self, at: Square, side: Seat) -> impl Iterator<Item = &Piece> {
        self.at(at)
            .filter(move |p| p.fights() && p.controller() == side)
    }

    /// A fresh id for a card arriving on the board.
    pub(crate) fn new_id(&mut self) -> PieceId {
        let id = PieceId(self.next_id);
        self.next_id = self.next_id.wrapping_add(1);
        id
    }

    /// Every square `piece` may end its move on: orthogonal steps up to its movement through
    /// squares that do not hold 2 of its side's units and mounts; a square holding an enemy
    /// unit or mount may be entered but not left again this move; a field with 【移動:同名】
    /// leads, for 1 movement, to every square with a field of the same name.
    pub fn reach(&self, piece: &Piece) -> Squares {
        let side = piece.controller();
        let mut own = [0u8; Square::COUNT];
        let mut enemy = [false; Square::COUNT];
        for p in &self.pieces {
            if p.controller() == side {
                own[p.at.index()] += 1;
            } else {
                enemy[p.at.index()] = true;
            }
        }
        let movement = piece.movement();
        // Most boards have no passage: then no square needs its field looked up.
        let passages = self.fields.iter().any(|f| f.card.has(Ability::Passage));
        let mut dist = [u8::MAX; Square::COUNT];
        let mut queue: ArrayVec<Square, { Square::COUNT }> = ArrayVec::new();
        dist[piece.at.index()] = 0;
        queue.push(piece.at);
        let mut head = 0;
        let mut out = Squares::default();
        while let Some(&s) = queue.get(head) {
            head += 1;
            let d = dist[s.index()];
            if s != piece.at {
                out.insert(s);
                if enemy[s.index()] {
                    continue;
                }
            }
            if d >= movement {
                continue;
            }
            let passage = passages
                .then(|| self.field_at(s))
                .flatten()
                .filter(|f| f.card.has(Ability::Passage))
                .map(|f| f.card.name);
            // The fields a passage on `s` leads to (none without one).
            let linked = if passage.is_some() {
                &self.fields[..]
            } else {
                &[]
            };
            let jumps = linked
                .iter()
                .filter(move |f| passage.is_some_and(|name| f.card.name == name) && f.at != s);
            for n in neighbours(s).chain(jumps.map(|f| f.at)) {
                if dist[n.index()] == u8::MAX && own[n.index()] < SQUARE_LIMIT {
                    dist[n.index()] = d + 1;
                    queue.push(n);
                }
            }
        }
        out
    }
}
