//! セブンスクエア (Seven Square) wire types: squares of the 7 × 7 board, card and piece ids,
//! actions, views, events, decks, the match config and the card catalog.
//!
//! Squares are absolute: file 0 is on seat 0's left, rank 0 is seat 0's first rank (自陣一段)
//! and rank 6 is seat 1's. [`Square::from_side`] and [`Square::rank_from`] count from either
//! player's side. Cards in hand, deck or temple are named by their [`CardId`] (any copy); cards
//! on the board (units, mounts, fields) by the [`PieceId`] they were given when they arrived.

use serde::{Deserialize, Serialize};

pub use crate::gitcg::HandMask;
use crate::{Outcome, Seat, Viewer};

/// A square of the 7 × 7 board, in absolute coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Square {
    /// File, 0..7, from seat 0's left.
    pub file: u8,
    /// Rank, 0..7, from seat 0's first rank.
    pub rank: u8,
}

impl Square {
    /// Files and ranks of the board.
    pub const SIZE: u8 = 7;
    /// Number of squares.
    pub const COUNT: usize = (Self::SIZE as usize) * (Self::SIZE as usize);
    /// The centre file (the deployment camp's file).
    pub const CENTRE: u8 = 3;

    /// The square at `file`, `rank` (which may lie off the board; see [`Square::on_board`]).
    pub const fn new(file: u8, rank: u8) -> Square {
        Square { file, rank }
    }

    /// The square a player calls (`file`, `rank`), both counted from 0 on their own side:
    /// `rank` 0 is their first rank (自陣一段), `file` 0 their leftmost file.
    pub const fn from_side(seat: Seat, file: u8, rank: u8) -> Square {
        if seat.0 == 0 {
            Square { file, rank }
        } else {
            Square {
                file: (Self::SIZE - 1).wrapping_sub(file),
                rank: (Self::SIZE - 1).wrapping_sub(rank),
            }
        }
    }

    /// The centre of `seat`'s first rank: where its general is placed and where its
    /// deployment camp (出撃陣) stands.
    pub const fn home(seat: Seat) -> Square {
        Self::from_side(seat, Self::CENTRE, 0)
    }

    /// The rank as `seat` counts it, 1 for its first rank (一段) to 7 for the opponent's.
    pub const fn rank_from(self, seat: Seat) -> u8 {
        if seat.0 == 0 {
            self.rank + 1
        } else {
            Self::SIZE - self.rank
        }
    }

    /// The file as `seat` counts it, 1 for its leftmost file to 7.
    pub const fn file_from(self, seat: Seat) -> u8 {
        if seat.0 == 0 {
            self.file + 1
        } else {
            Self::SIZE - self.file
        }
    }

    /// Whether the square is on the board.
    pub const fn on_board(self) -> bool {
        self.file < Self::SIZE && self.rank < Self::SIZE
    }

    /// The square's position in rank-major order (only meaningful on the board).
    pub const fn index(self) -> usize {
        self.rank as usize * Self::SIZE as usize + self.file as usize
    }

    /// The square at a rank-major position.
    pub const fn from_index(i: usize) -> Square {
        Square {
            file: (i % Self::SIZE as usize) as u8,
            rank: (i / Self::SIZE as usize) as u8,
        }
    }

    /// Steps between two squares without diagonals (Manhattan distance): the rulebook's
    /// movement diagram.
    pub const fn distance(self, other: Square) -> u8 {
        self.file.abs_diff(other.file) + self.rank.abs_diff(other.rank)
    }
}

/// A card's id: 100s are Aera's units, 200s Verda's, 300s mounts, 400s fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

/// A card on the board (unit, mount, rider or field), numbered as it arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PieceId(pub u16);

/// The three kinds of card (種別).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    /// 兵: a unit, the cards that fight.
    Unit,
    /// 騎: a mount, which carries units.
    Mount,
    /// 陣: a field, placed on a square by an engineer.
    Field,
}

/// A mount's attack or life (攻力・体力): added to, taken from, or replacing its riders'.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Modifier {
    /// `+N`: the riders' value plus N.
    Plus(u8),
    /// `-N`: the riders' value minus N.
    Minus(u8),
    /// `【N】`: N, whatever the riders have.
    Fixed(u8),
}

impl Modifier {
    /// The modifier applied to the riders' value (attack or life).
    pub const fn apply(self, riders: i16) -> i16 {
        match self {
            Modifier::Plus(n) => riders + n as i16,
            Modifier::Minus(n) => riders - n as i16,
            Modifier::Fixed(n) => n as i16,
        }
    }

    /// As printed: `+1`, `-1`, `【4】`.
    pub fn printed(self) -> String {
        match self {
            Modifier::Plus(n) => format!("+{n}"),
            Modifier::Minus(n) => format!("-{n}"),
            Modifier::Fixed(n) => format!("【{n}】"),
        }
    }
}

/// The phases of a turn a player decides in (the draw, IP and end phases pass by themselves),
/// and the setup before the first turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// ゲーム開始前: generals placed face down, opening hands drawn and redrawn.
    Setup,
    /// 出撃フェイズ: cards from hand onto deployment fields.
    Deploy,
    /// 移動・能力フェイズ: up to 3 cards each move or use an ability.
    Move,
    /// 戦闘・騎乗フェイズ: battles in the order the turn player chooses, and mounting.
    Battle,
}

/// Where a deployed card comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// The hand (every deployment field).
    Hand,
    /// The Temple of the Sun (太陽の神殿, the graveyard), for fields that allow it.
    Temple,
}

/// What 【補填(設置時):同名or1】 takes when its field is placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refill {
    /// A card of the field's name from the deck.
    Search,
    /// The deck's top card.
    Draw,
}

/// Everything a seat may submit. In a turn every action is optional; `end_turn` is always
/// listed (last of the actions that make progress) and is what the server submits when the
/// turn's clock runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Setup: put a 【威光】 unit of your deck face down on the centre of your first rank; it
    /// becomes your general. Then four cards are drawn.
    PlaceGeneral {
        /// The unit (any copy in the deck).
        card: CardId,
    },
    /// Setup, once: return the hand cards at these positions to the deck, shuffle, and draw as
    /// many. An empty set keeps the hand.
    Redraw {
        /// Hand positions returned.
        cards: HandMask,
    },
    /// Deploy phase: pay a unit's or mount's cost and put it on a square whose field has
    /// 【出撃】 for it.
    Deploy {
        /// The card (any copy in the source).
        card: CardId,
        /// The deployment field's square.
        at: Square,
        /// Hand, or temple where the field allows it.
        from: Source,
    },
    /// Move phase: move a unit (or a mount with its riders) up to its movement.
    Move {
        /// The unit or ridden mount.
        piece: PieceId,
        /// Where it ends.
        to: Square,
    },
    /// Move phase: 【射撃X/Y】 instead of moving, X damage to an enemy unit within Y squares.
    Shoot {
        /// The shooter.
        piece: PieceId,
        /// The enemy unit or ridden mount.
        target: PieceId,
    },
    /// Move phase: 【治癒X/Y】 instead of moving, heal one of your damaged units within Y.
    Heal {
        /// The healer.
        piece: PieceId,
        /// Your damaged unit or ridden mount.
        target: PieceId,
    },
    /// Move phase: 【工作】 instead of moving, pay a field card's cost and place it on the
    /// engineer's square.
    Build {
        /// The engineer.
        piece: PieceId,
        /// The field card (any copy in hand).
        card: CardId,
        /// For a field with 【補填】, what it takes, or `None` to take nothing (the refill may be
        /// declined); `None` for any other field.
        refill: Option<Refill>,
    },
    /// Battle phase: fight the battle on a square (battles come in the order you choose).
    Fight {
        /// The square.
        at: Square,
        /// Whether your engineers also fight the square's field (cases 4 and 5).
        field: bool,
    },
    /// Battle phase: 【応急手当X】 one of your wounded units or ridden mounts on the card's
    /// square recovers up to X life. The card must not have moved or used an ability this
    /// turn, and counts as having acted after; it is not one of the move phase's 3 cards.
    FirstAid {
        /// The card with 【応急手当】 (a unit, or a troop carrying one).
        piece: PieceId,
        /// Your wounded unit or ridden mount on its square.
        target: PieceId,
    },
    /// Battle phase: a unit mounts a mount on its square.
    Mount {
        /// The unit.
        unit: PieceId,
        /// The mount.
        mount: PieceId,
    },
    /// End the turn: battles still due are fought in board order without fields, then victory
    /// is judged (two generals falling in them is a draw), then the end phase runs and the
    /// opponent's turn begins.
    EndTurn,
}

/// How a match ended, in the game's own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The loser's general was destroyed.
    GeneralDestroyed,
    /// Both generals were destroyed at once: a draw.
    BothGeneralsDestroyed,
    /// The loser had to draw from an empty deck.
    DeckOut,
    /// The loser forfeited.
    Forfeit,
}

/// Something that happened. Each viewer receives their own copy: hidden fields (cards drawn,
/// a general placed face down) are `None` for those who may not see them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A general was put face down on its square.
    GeneralPlaced {
        /// Whose.
        seat: Seat,
        /// The piece.
        piece: PieceId,
        /// The card, for those who may see it.
        card: Option<CardId>,
    },
    /// A card went from the deck to the hand.
    CardDrawn {
        /// Who drew.
        seat: Seat,
        /// The card, for those who may see it.
        card: Option<CardId>,
    },
    /// Hand cards went back to the deck before as many were drawn.
    Returned {
        /// Whose.
        seat: Seat,
        /// How many.
        count: u8,
        /// The cards, for those who may see them.
        cards: Option<Vec<CardId>>,
    },
    /// A general was turned face up.
    GeneralRevealed {
        /// Whose.
        seat: Seat,
        /// The piece.
        piece: PieceId,
        /// The card.
        card: CardId,
    },
    /// A turn began.
    TurnStarted {
        /// Whose.
        seat: Seat,
        /// Turns so far, this one included.
        turn: u32,
    },
    /// A phase began.
    PhaseStarted {
        /// The phase.
        phase: Phase,
    },
    /// IP were gained in the IP phase.
    IpGained {
        /// Whose.
        seat: Seat,
        /// IP gained.
        gained: u8,
        /// IP held now.
        ip: u8,
    },
    /// IP were paid.
    IpPaid {
        /// Whose.
        seat: Seat,
        /// IP paid.
        paid: u8,
        /// IP held now.
        ip: u8,
    },
    /// A unit or mount entered the board.
    Deployed {
        /// Whose.
        seat: Seat,
        /// The card.
        card: CardId,
        /// Its piece.
        piece: PieceId,
        /// Where.
        at: Square,
        /// From hand or temple.
        from: Source,
    },
    /// A field was placed by an engineer.
    Built {
        /// Whose.
        seat: Seat,
        /// The engineer.
        by: PieceId,
        /// The field card.
        card: CardId,
        /// Its piece.
        piece: PieceId,
        /// Where.
        at: Square,
    },
    /// 【補填】 took a card into a hand: a searched card of the field's name, or the top card.
    Refilled {
        /// Whose hand.
        seat: Seat,
        /// Search or draw.
        how: Refill,
        /// The card, for those who may see it (`None` too when the deck had none).
        card: Option<CardId>,
    },
    /// A piece moved.
    Moved {
        /// The piece (a mount carries its riders).
        piece: PieceId,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A unit mounted a mount.
    Mounted {
        /// The unit.
        unit: PieceId,
        /// The mount.
        mount: PieceId,
    },
    /// A shot was fired.
    Shot {
        /// The shooter.
        piece: PieceId,
        /// The target.
        target: PieceId,
    },
    /// A battle was fought on a square.
    Battle {
        /// The square.
        at: Square,
        /// Whether the field fought too.
        field: bool,
    },
    /// A piece or field took damage.
    Damaged {
        /// The piece or field.
        piece: PieceId,
        /// Damage taken.
        amount: u8,
        /// Life left (0 or less: destroyed).
        life: i16,
    },
    /// A piece or field recovered life.
    Healed {
        /// The piece.
        piece: PieceId,
        /// Life recovered.
        amount: u8,
        /// Life now.
        life: i16,
    },
    /// A card left the board for its owner's Temple of the Sun (the starting camps, which are
    /// not cards, simply leave).
    Destroyed {
        /// The piece.
        piece: PieceId,
        /// The card.
        card: CardId,
        /// Its owner.
        owner: Seat,
        /// Where it stood.
        at: Square,
    },
    /// The match ended.
    GameOver {
        /// The winner, or `None` for a draw.
        winner: Option<Seat>,
        /// Why.
        ending: Ending,
    },
}

/// A unit riding a mount, as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RiderView {
    /// The rider's piece id.
    pub piece: PieceId,
    /// The card.
    pub card: CardId,
    /// Its owner.
    pub owner: Seat,
    /// Damage it carried when it mounted, less what healing took off since.
    pub damage: u8,
    /// Whether it is its owner's general.
    pub general: bool,
}

/// A unit or mount on the board as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceView {
    /// Its id.
    pub piece: PieceId,
    /// Where it stands.
    pub at: Square,
    /// Its card; `None` for a face-down general the viewer may not see.
    pub card: Option<CardId>,
    /// Unit or mount.
    pub kind: CardKind,
    /// The card's owner.
    pub owner: Seat,
    /// Who moves and fights with it (a ridden mount belongs to its riders' side).
    pub controller: Seat,
    /// Whether it is its owner's general (将).
    pub general: bool,
    /// Whether it still lies face down.
    pub face_down: bool,
    /// Damage on it (on a ridden mount: the troop's own damage).
    pub damage: u8,
    /// Attack now, for a unit or ridden mount whose card the viewer may see.
    pub attack: Option<u8>,
    /// Life left now, for a unit or ridden mount whose card the viewer may see.
    pub life: Option<i16>,
    /// Movement now (0 for an empty mount).
    pub movement: Option<u8>,
    /// Units riding it.
    pub riders: Vec<RiderView>,
    /// Whether it may act this turn (it was on the board before the turn began).
    pub ready: bool,
    /// Whether it already moved or used an ability this turn.
    pub acted: bool,
}

/// A field on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldView {
    /// Its id.
    pub piece: PieceId,
    /// Where it stands.
    pub at: Square,
    /// Its card (出撃陣 for the starting camps).
    pub card: CardId,
    /// Who placed it (the camp's side for the starting camps).
    pub owner: Seat,
    /// Damage on it.
    pub damage: u8,
    /// Life left.
    pub life: i16,
}

/// One player as a viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// IP held.
    pub ip: u8,
    /// Hand cards, for viewers who may see them.
    pub hand: Option<Vec<CardId>>,
    /// Cards in hand.
    pub hand_count: u8,
    /// Cards left in the deck (its order is never shown).
    pub deck_count: u8,
    /// The Temple of the Sun (太陽の神殿), oldest first: public.
    pub temple: Vec<CardId>,
    /// Whether the general was placed (setup).
    pub general_placed: bool,
    /// Whether the opening hand was kept or redrawn (setup).
    pub redrawn: bool,
}

/// Everything one viewer may see of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Who this view is for.
    pub viewer: Viewer,
    /// Turns played so far, this one included (0 during setup).
    pub turn: u32,
    /// Whose turn it is.
    pub current: Seat,
    /// Who took the first turn.
    pub first: Seat,
    /// The phase.
    pub phase: Phase,
    /// Cards the current player may still move or use an ability with this turn.
    pub actions_left: u8,
    /// Squares where a battle is still due this turn.
    pub battles: Vec<Square>,
    /// Units and mounts, in board order.
    pub pieces: Vec<PieceView>,
    /// Fields, in board order.
    pub fields: Vec<FieldView>,
    /// Both players, seat 0 first.
    pub players: Vec<PlayerView>,
    /// The result, once the match is over.
    pub outcome: Option<Outcome>,
}

/// A deck: card ids, one entry per copy.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deck {
    /// The cards.
    pub cards: Vec<CardId>,
}

fn yes() -> bool {
    true
}

/// Everything a match needs besides its seed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    /// One deck per seat, seat 0 first.
    pub decks: Vec<Deck>,
    /// Whether decks must follow the construction rules (40 cards, at most 3 of a card). A
    /// deck always needs a 【威光】 unit: without one there is no general.
    #[serde(default = "yes")]
    pub check_deck_rules: bool,
}

/// One card as the catalog shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardInfo {
    /// The card.
    pub id: CardId,
    /// Its name as printed (Japanese).
    pub name: String,
    /// Its name in English.
    pub english_name: String,
    /// Unit, mount or field.
    pub kind: CardKind,
    /// IP to deploy it (units, mounts) or to place it (fields).
    pub cost: u8,
    /// Attack (units).
    pub attack: Option<u8>,
    /// Life (units, fields).
    pub life: Option<u8>,
    /// Movement (units; mounts: the movement of their riders).
    pub movement: Option<u8>,
    /// Riders it carries (積載, mounts).
    pub capacity: Option<u8>,
    /// Attack modifier (mounts).
    pub attack_modifier: Option<Modifier>,
    /// Life modifier (mounts).
    pub life_modifier: Option<Modifier>,
    /// Abilities as printed (`【射撃1/1】`).
    pub abilities: Vec<String>,
    /// The card's remarks as printed (備考).
    pub remarks: String,
    /// The card's rules text in English.
    pub text: String,
    /// Whether decks may hold it (the starting camp is not a deck card).
    pub deckable: bool,
}

/// A preset deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PresetInfo {
    /// Its name (what `ready` names).
    pub name: String,
    /// Its cards.
    pub deck: Deck,
}

/// Every card and the game's numbers, for clients.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardCatalog {
    /// Every card.
    pub cards: Vec<CardInfo>,
    /// The preset decks.
    pub presets: Vec<PresetInfo>,
    /// Cards in a deck.
    pub deck_size: u8,
    /// Copies of one card a deck may hold.
    pub max_copies: u8,
    /// Files and ranks of the board.
    pub board_size: u8,
    /// Cards in the opening hand.
    pub opening_hand: u8,
    /// IP gained each turn.
    pub ip_per_turn: u8,
    /// Cards that may move or use an ability each turn.
    pub actions_per_turn: u8,
    /// Units and mounts of one side a square may hold (riders not counted).
    pub square_limit: u8,
}
