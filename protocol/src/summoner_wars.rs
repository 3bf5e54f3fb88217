//! Summoner Wars wire types: board cells, card ids, dice faces, actions, views, events and the
//! match config.
//!
//! The battlefield is 6 columns × 8 rows in absolute coordinates: row 0 is seat 0's back row and
//! row 7 is seat 1's; column 0 is on seat 0's left. Cards on the battlefield are addressed by the
//! cell they stand on; cards in hand or in a discard pile by their [`CardId`] (any copy).

use serde::{Deserialize, Serialize};

use crate::{EndReason, Outcome, Seat, Viewer};

/// A space of the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Cell {
    /// Column, 0..6, from seat 0's left.
    pub col: u8,
    /// Row, 0..8, from seat 0's back row.
    pub row: u8,
}

impl Cell {
    /// Columns of the battlefield.
    pub const COLS: u8 = 6;
    /// Rows of the battlefield.
    pub const ROWS: u8 = 8;
    /// Number of spaces.
    pub const COUNT: usize = (Self::COLS as usize) * (Self::ROWS as usize);

    /// The cell at `col`, `row` (which may lie off the board; see [`Cell::on_board`]).
    pub const fn new(col: u8, row: u8) -> Cell {
        Cell { col, row }
    }

    /// Whether the cell is on the battlefield.
    pub const fn on_board(self) -> bool {
        self.col < Self::COLS && self.row < Self::ROWS
    }

    /// The cell's position in row-major order (only meaningful on the board).
    pub const fn index(self) -> usize {
        self.row as usize * Self::COLS as usize + self.col as usize
    }

    /// The cell at a row-major position.
    pub const fn from_index(i: usize) -> Cell {
        Cell {
            col: (i % Self::COLS as usize) as u8,
            row: (i / Self::COLS as usize) as u8,
        }
    }

    /// Spaces between two cells counted without diagonals (Manhattan distance).
    pub const fn distance(self, other: Cell) -> u8 {
        self.col.abs_diff(other.col) + self.row.abs_diff(other.row)
    }

    /// Whether the two cells share an edge (diagonals are not adjacent; a cell is not adjacent
    /// to itself).
    pub const fn is_adjacent(self, other: Cell) -> bool {
        self.distance(other) == 1
    }
}

/// A card's id: the faction's number times 100 plus the card's number in the faction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

/// The four playable factions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    /// Phoenix Elves (first edition).
    PhoenixElves,
    /// Tundra Orcs (first edition).
    TundraOrcs,
    /// Fallen Kingdom (second edition).
    FallenKingdom,
    /// Vanguards (second edition).
    Vanguards,
}

impl Faction {
    /// Every faction.
    pub const ALL: [Faction; 4] = [
        Faction::PhoenixElves,
        Faction::TundraOrcs,
        Faction::FallenKingdom,
        Faction::Vanguards,
    ];

    /// The faction's display name (also its preset deck name).
    pub const fn name(self) -> &'static str {
        match self {
            Faction::PhoenixElves => "Phoenix Elves",
            Faction::TundraOrcs => "Tundra Orcs",
            Faction::FallenKingdom => "Fallen Kingdom",
            Faction::Vanguards => "Vanguards",
        }
    }

    /// The faction named `s`, by display name or snake_case id (case-insensitive).
    pub fn by_name(s: &str) -> Option<Faction> {
        let key: String = s
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        Faction::ALL.into_iter().find(|f| {
            let name: String = f
                .name()
                .chars()
                .filter(|c| c.is_ascii_alphanumeric())
                .map(|c| c.to_ascii_lowercase())
                .collect();
            name == key
        })
    }
}

/// The six phases of a turn, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 召唤: summon units next to your gates.
    Summon,
    /// 移动: move up to 3 units up to 2 spaces each.
    Move,
    /// 建造: build gates in your back 3 rows or next to your summoner.
    Build,
    /// 攻击: attack with up to 3 units.
    Attack,
    /// 魔力: discard cards for magic.
    Magic,
    /// 抽牌: draw up to 5 cards.
    Draw,
}

impl Phase {
    /// Every phase in turn order.
    pub const ALL: [Phase; 6] = [
        Phase::Summon,
        Phase::Move,
        Phase::Build,
        Phase::Attack,
        Phase::Magic,
        Phase::Draw,
    ];

    /// The phase after this one (`None` after the draw phase: the turn ends).
    pub const fn next(self) -> Option<Phase> {
        match self {
            Phase::Summon => Some(Phase::Move),
            Phase::Move => Some(Phase::Build),
            Phase::Build => Some(Phase::Attack),
            Phase::Attack => Some(Phase::Magic),
            Phase::Magic => Some(Phase::Draw),
            Phase::Draw => None,
        }
    }
}

/// One face of the attack die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    /// ⚔️ a hit for melee attacks.
    Melee,
    /// 🏹 a hit for ranged attacks.
    Ranged,
    /// ✦ ignored unless an ability says otherwise.
    Special,
}

/// How a unit attacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackType {
    /// Adjacent cards.
    Melee,
    /// Cards in a clear straight line within the unit's range.
    Ranged,
}

impl AttackType {
    /// The die face that counts as a hit for this attack type.
    pub const fn hit(self) -> Face {
        match self {
            AttackType::Melee => Face::Melee,
            AttackType::Ranged => Face::Ranged,
        }
    }
}

/// A card's class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardClass {
    /// The summoner: destroying it wins the game.
    Summoner,
    /// A unique unit.
    Champion,
    /// A common unit.
    Common,
    /// A standard event.
    StandardEvent,
    /// An epic event.
    EpicEvent,
    /// A structure (gates).
    Structure,
}

/// Everything a seat may submit. Every action of the current player ends with `end_phase`
/// eventually; `end_phase` is also what the server submits when the clock runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Summon phase: pay a unit's cost and put it on an empty space next to a gate you control
    /// (a unit whose ability says so goes elsewhere).
    Summon {
        /// The unit card (any copy in hand).
        card: CardId,
        /// Where it enters.
        to: Cell,
    },
    /// Summon phase: an ability summons a unit from your discard pile (Ret-Talus).
    Raise {
        /// The unit card (any copy in the discard pile).
        card: CardId,
        /// Where it enters.
        to: Cell,
    },
    /// Move phase: move a unit up to 2 spaces through empty spaces (also a Frenzy move of 1
    /// space in the attack phase).
    Move {
        /// The unit.
        from: Cell,
        /// Where it ends.
        to: Cell,
    },
    /// Build phase: pay a structure's cost and put it in your back 3 rows or next to your
    /// summoner.
    Build {
        /// The structure card (any copy in hand).
        card: CardId,
        /// Where it is built.
        to: Cell,
    },
    /// Attack phase: attack a card with a unit.
    Attack {
        /// The attacker.
        from: Cell,
        /// The card attacked.
        target: Cell,
    },
    /// Attack phase: a unit uses its ability instead of attacking.
    Ability {
        /// The unit.
        from: Cell,
        /// The card aimed at, for abilities that aim.
        target: Option<Cell>,
    },
    /// Attack phase: before attacking, destroy a friendly unit so that specials count as hits
    /// (Dragos).
    Sacrifice {
        /// The unit with the ability.
        from: Cell,
        /// The friendly unit destroyed.
        target: Cell,
    },
    /// Attack phase: before attacking, discard a unit card for +1 magic and +1 strength
    /// (Citadel Archer).
    Empower {
        /// The unit with the ability.
        from: Cell,
        /// The unit card discarded (any copy in hand).
        card: CardId,
    },
    /// Attack phase: discard a card to heal a friendly card instead of wounding it (Temple
    /// Priest). Counts as the unit's attack.
    Heal {
        /// The unit with the ability.
        from: Cell,
        /// The friendly card healed.
        target: Cell,
        /// The card discarded (any copy in hand).
        card: CardId,
    },
    /// Right after a unit was destroyed on your turn: move a unit whose ability allows it into
    /// the destroyed unit's space (Undead Archer).
    Claim {
        /// The unit with the ability.
        from: Cell,
        /// The emptied space.
        to: Cell,
    },
    /// Draw phase (the end of your turn): move a unit with Blaze Step next to a friendly gate.
    BlazeStep {
        /// The unit.
        from: Cell,
        /// Where it goes.
        to: Cell,
    },
    /// Play an event card in the phase it names.
    PlayEvent {
        /// The event (any copy in hand).
        card: CardId,
        /// Its target, for events that take one.
        target: Option<Cell>,
    },
    /// Magic phase: discard a card face down for 1 magic.
    Discard {
        /// The card (any copy in hand).
        card: CardId,
    },
    /// End the current phase (after the draw phase, the turn).
    EndPhase,
}

/// Something that happened. Each viewer receives their own copy: hidden fields (a card drawn
/// or discarded face down by the opponent) are `None` for those who may not see them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A player's turn began.
    TurnStarted {
        /// Whose turn.
        seat: Seat,
        /// Turns played so far in the match, this one included.
        turn: u32,
    },
    /// A phase began.
    PhaseStarted {
        /// The phase.
        phase: Phase,
    },
    /// An ACTIVE event left the active area at the start of its owner's turn.
    EventExpired {
        /// Whose event.
        seat: Seat,
        /// The event.
        card: CardId,
    },
    /// A card was drawn (hidden from those who may not see the hand).
    CardDrawn {
        /// Who drew.
        seat: Seat,
        /// The card, for those who may see it.
        card: Option<CardId>,
    },
    /// A card went from hand to the discard pile face down (hidden from the others).
    CardDiscarded {
        /// Whose card.
        seat: Seat,
        /// The card, for those who may see it.
        card: Option<CardId>,
    },
    /// A card was revealed and discarded from hand to pay for an ability.
    CardRevealed {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A card went from the discard pile back to hand.
    CardReturned {
        /// Whose card.
        seat: Seat,
        /// The card, for those who may see it.
        card: Option<CardId>,
    },
    /// A seat's magic changed.
    MagicChanged {
        /// Whose magic.
        seat: Seat,
        /// Magic now (0–15).
        magic: u8,
    },
    /// A card entered the battlefield (summoned, raised, built, replaced).
    Placed {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: CardId,
        /// Where.
        at: Cell,
    },
    /// A card changed spaces.
    Moved {
        /// From where.
        from: Cell,
        /// To where.
        to: Cell,
    },
    /// An attack was declared.
    AttackDeclared {
        /// The attacker.
        from: Cell,
        /// The card attacked.
        target: Cell,
    },
    /// An ability was used.
    AbilityUsed {
        /// The unit.
        from: Cell,
        /// The card aimed at, if any.
        target: Option<Cell>,
    },
    /// Attack dice were rolled (public).
    DiceRolled {
        /// Who rolled.
        seat: Seat,
        /// The faces.
        faces: Vec<Face>,
    },
    /// Wounds were added to a card.
    Wounded {
        /// Where the card stands.
        at: Cell,
        /// Wounds added.
        amount: u8,
        /// Wounds on the card now.
        wounds: u8,
    },
    /// Wounds were removed from a card.
    Healed {
        /// Where the card stands.
        at: Cell,
        /// Wounds removed.
        amount: u8,
        /// Wounds on the card now.
        wounds: u8,
    },
    /// A card was destroyed and discarded.
    Destroyed {
        /// Where it stood.
        at: Cell,
        /// The card.
        card: CardId,
        /// Its owner.
        owner: Seat,
    },
    /// A unit gained a charge (Undead Warrior).
    Charged {
        /// Where the unit stands.
        at: Cell,
        /// Charges now.
        charges: u8,
    },
    /// A card changed controller.
    ControlChanged {
        /// Where the card stands.
        at: Cell,
        /// Its controller now.
        controller: Seat,
    },
    /// An event card was played.
    EventPlayed {
        /// Who played it.
        seat: Seat,
        /// The event.
        card: CardId,
        /// Its target.
        target: Option<Cell>,
    },
    /// The cost of inaction: no enemy card was attacked this attack phase.
    Inaction {
        /// Whose summoner takes the wound.
        seat: Seat,
    },
    /// The match ended.
    GameOver {
        /// The winner.
        winner: Seat,
        /// Why.
        reason: EndReason,
    },
}

/// A card on the battlefield as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardView {
    /// Where it stands.
    pub at: Cell,
    /// The card.
    pub card: CardId,
    /// Its name.
    pub name: String,
    /// Its class.
    pub class: CardClass,
    /// Its owner.
    pub owner: Seat,
    /// Who controls it now.
    pub controller: Seat,
    /// Printed life.
    pub life: u8,
    /// Wounds on it.
    pub wounds: u8,
    /// Strength now, with every modifier (units only).
    pub strength: Option<u8>,
    /// Attack type (units only).
    pub attack: Option<AttackType>,
    /// Attack range in spaces (units only).
    pub range: Option<u8>,
    /// Charges (Undead Warrior).
    pub charges: u8,
    /// Whether it moved this turn.
    pub moved: bool,
    /// Whether it attacked (or used an instead-of-attacking ability) this turn.
    pub attacked: bool,
}

/// One player as a viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// The faction played.
    pub faction: Faction,
    /// Magic, 0–15.
    pub magic: u8,
    /// Hand cards, for viewers who may see them.
    pub hand: Option<Vec<CardId>>,
    /// Number of cards in hand.
    pub hand_count: u8,
    /// Cards left in the draw pile (its order is never shown).
    pub deck_count: u8,
    /// The discard pile, bottom first, for viewers who may see it (cards are discarded face
    /// down).
    pub discard: Option<Vec<CardId>>,
    /// Number of cards in the discard pile.
    pub discard_count: u8,
    /// ACTIVE events in the active area.
    pub active_events: Vec<CardId>,
    /// The seat's deck list, public: every card it plays with (summoner, starting cards and
    /// draw pile as dealt at setup), sorted by id.
    pub deck_list: Vec<CardId>,
}

/// Everything one viewer may see of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Who this view is for.
    pub viewer: Viewer,
    /// Turns played so far, this one included.
    pub turn: u32,
    /// Whose turn it is.
    pub current: Seat,
    /// Who took the first turn.
    pub first: Seat,
    /// The current phase.
    pub phase: Phase,
    /// Units the current player may still move this turn.
    pub moves_left: u8,
    /// Units the current player may still attack with this turn.
    pub attacks_left: u8,
    /// A Fighter that may still make its Frenzy move and attack.
    pub frenzy: Option<Cell>,
    /// Spaces an Undead Archer may claim right now.
    pub claims: Vec<Cell>,
    /// Every card on the battlefield, in row-major order.
    pub board: Vec<CardView>,
    /// Both players, seat 0 first.
    pub players: Vec<PlayerView>,
    /// The result, once the match is over.
    pub outcome: Option<Outcome>,
}

/// A seat's deck: a faction's preset deck, or a custom deck built from the card list.
///
/// On the wire a preset is the faction's id (`"vanguards"`) and a custom deck is an object
/// (`{"summoner": 300, "cards": [...]}`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Deck {
    /// The faction's preset deck.
    Preset(Faction),
    /// A deck built from the card list.
    Custom(CustomDeck),
}

/// A custom deck: a summoner and a draw pile. The summoner's card decides the rest: its
/// faction's starting units and starting gate, which are placed on the battlefield at setup
/// and are not part of the draw pile.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CustomDeck {
    /// The summoner.
    pub summoner: CardId,
    /// The draw pile, copies repeated; its order does not matter (it is shuffled at setup).
    pub cards: Vec<CardId>,
}

/// Match options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Enforce the deck construction rules (牌组构建). Without them a custom deck still needs
    /// one summoner, known cards and no summoner in its draw pile, and must fit the engine's
    /// piles.
    pub check_deck_rules: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            check_deck_rules: true,
        }
    }
}

/// Everything a match needs besides its seed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    /// One deck per seat, seat 0 first. Configs stored before custom decks existed call this
    /// `factions` and hold faction ids only; they read the same.
    #[serde(alias = "factions")]
    pub decks: Vec<Deck>,
    /// Options.
    #[serde(default)]
    pub options: Options,
}

impl Config {
    /// Each seat plays its faction's preset deck, seat 0 first, with the deck rules checked.
    pub fn factions(factions: impl IntoIterator<Item = Faction>) -> Config {
        Config {
            decks: factions.into_iter().map(Deck::Preset).collect(),
            options: Options::default(),
        }
    }
}

/// One card of a faction, as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardInfo {
    /// The card.
    pub id: CardId,
    /// Its name, in the rulebook's language (English).
    pub name: String,
    /// Its English name (the same as `name`; every game's card list has both).
    pub english_name: String,
    /// Its class.
    pub class: CardClass,
    /// Magic to summon, build or play it.
    pub cost: u8,
    /// Printed life (units and structures; 0 for events).
    pub life: u8,
    /// Strength (units).
    pub strength: Option<u8>,
    /// Attack type (units).
    pub attack: Option<AttackType>,
    /// Attack range in spaces (units).
    pub range: Option<u8>,
    /// Whether it is a gate.
    pub gate: bool,
    /// The phase an event is played in.
    pub phase: Option<Phase>,
    /// Whether an event stays in the active area until the next turn.
    pub active: Option<bool>,
    /// Its abilities or event effect, in English (generated from its definition).
    pub text: String,
    /// Its deck symbol: units and events carry their faction's; structures carry none and go
    /// in any deck.
    pub symbol: Option<Faction>,
}

/// A card on the battlefield at setup, as the summoner's card shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartingCard {
    /// The card.
    pub card: CardId,
    /// Column from the owner's left, 0–5.
    pub col: u8,
    /// Row from the owner's back row, 0–3.
    pub row: u8,
}

/// How many cards of each part a deck that follows the rules holds, and the most copies of one
/// card (牌组构建: the required parts and the copy limits).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckRules {
    /// 5-life gates in the draw pile.
    pub gates: u8,
    /// Epic events in the draw pile, each one the summoner lists (`epic_events`).
    pub epic_events: u8,
    /// Standard events in the draw pile.
    pub standard_events: u8,
    /// Champions in the draw pile.
    pub champions: u8,
    /// Commons in the draw pile (the starting units are not among them).
    pub commons: u8,
    /// Most copies of one standard event.
    pub most_standard_event: u8,
    /// Most copies of one champion.
    pub most_champion: u8,
    /// Most copies of one common.
    pub most_common: u8,
}

/// One faction's cards, with what a deck builder needs to build a deck around its summoner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionCards {
    /// The faction.
    pub faction: Faction,
    /// Its display name.
    pub name: String,
    /// Its cards.
    pub cards: Vec<CardInfo>,
    /// Its summoner.
    pub summoner: CardId,
    /// What the summoner's card shows for setup: the summoner, the starting units and the
    /// starting gate, each with its place.
    pub starting: Vec<StartingCard>,
    /// The epic events the summoner's card lists (the only ones its deck may hold).
    pub epic_events: Vec<CardId>,
    /// The parts and copy limits of a deck with this summoner.
    pub deck_rules: DeckRules,
    /// The preset deck's draw pile, copies repeated: with `summoner`, a custom deck that
    /// follows the rules.
    pub preset: Vec<CardId>,
}

/// Every faction's cards, for clients.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardCatalog {
    /// The factions.
    pub factions: Vec<FactionCards>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Stored configs from before custom decks (`{"factions": [...]}`) read as preset decks
    /// with the rules checked; a custom deck is an object beside them.
    #[test]
    fn configs_read_old_faction_lists_and_custom_decks() {
        let old: Config =
            serde_json::from_str(r#"{"factions":["phoenix_elves","vanguards"]}"#).expect("old");
        assert_eq!(
            old,
            Config::factions([Faction::PhoenixElves, Faction::Vanguards])
        );
        let new: Config = serde_json::from_str(
            r#"{"decks":["tundra_orcs",{"summoner":300,"cards":[301,301]}],
                "options":{"check_deck_rules":false}}"#,
        )
        .expect("new");
        assert_eq!(new.decks[0], Deck::Preset(Faction::TundraOrcs));
        assert_eq!(
            new.decks[1],
            Deck::Custom(CustomDeck {
                summoner: CardId(300),
                cards: vec![CardId(301), CardId(301)],
            })
        );
        assert!(!new.options.check_deck_rules);
        let back: Config =
            serde_json::from_value(serde_json::to_value(&new).expect("json")).expect("round trip");
        assert_eq!(back, new);
    }
}
