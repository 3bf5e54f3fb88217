//! Genius Invokation TCG wire types: card ids, dice, actions, views, events and the match config.
//!
//! Ids are the game's own numeric ids (`id` in the card facts), so a client can look a card up in
//! any public card database. Characters on a side are addressed by slot (0, 1, 2) in deck order.

use serde::de::{self, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

use crate::changes::Shared;
use crate::{Outcome, Seat, Viewer};

mod game_version;
pub use game_version::GameVersion;

/// A character card's id (for example 1101, Ganyu).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CharacterId(pub u32);

/// An action card's id (for example 311101, Magic Guide).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u32);

/// A skill's id (for example 11011, Liutian Archery).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SkillId(pub u32);

/// The id of anything that sits on the board: a status, combat status, summon, support or
/// equipment (equipment and supports use their card's id).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct EntityId(pub u32);

/// The seven elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Element {
    /// 冰
    Cryo,
    /// 水
    Hydro,
    /// 火
    Pyro,
    /// 雷
    Electro,
    /// 风
    Anemo,
    /// 岩
    Geo,
    /// 草
    Dendro,
}

impl Element {
    /// Every element in the game's order.
    pub const ALL: [Element; 7] = [
        Element::Cryo,
        Element::Hydro,
        Element::Pyro,
        Element::Electro,
        Element::Anemo,
        Element::Geo,
        Element::Dendro,
    ];

    /// The die face of this element.
    pub const fn die(self) -> DieFace {
        DieFace::ALL[self as usize + 1]
    }
}

/// What kind of damage is dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageType {
    /// 物理: no element.
    Physical,
    /// Elemental damage of one element.
    Elemental(Element),
    /// 穿透: ignores bonuses, shields and reductions, applies no element.
    Piercing,
}

impl DamageType {
    /// The element carried, if any.
    pub const fn element(self) -> Option<Element> {
        match self {
            DamageType::Elemental(e) => Some(e),
            _ => None,
        }
    }
}

/// One face of an elemental die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieFace {
    /// 万能: counts as any element.
    Omni,
    /// 冰
    Cryo,
    /// 水
    Hydro,
    /// 火
    Pyro,
    /// 雷
    Electro,
    /// 风
    Anemo,
    /// 岩
    Geo,
    /// 草
    Dendro,
}

impl DieFace {
    /// Every face, Omni first.
    pub const ALL: [DieFace; 8] = [
        DieFace::Omni,
        DieFace::Cryo,
        DieFace::Hydro,
        DieFace::Pyro,
        DieFace::Electro,
        DieFace::Anemo,
        DieFace::Geo,
        DieFace::Dendro,
    ];

    /// The element of a non-Omni face.
    pub const fn element(self) -> Option<Element> {
        match self {
            DieFace::Omni => None,
            f => Some(Element::ALL[f as usize - 1]),
        }
    }
}

/// A multiset of dice, as a count per face. Dice of one face are interchangeable, so a
/// payment or a reroll names how many of each face, never which physical die.
///
/// On the wire it is a list of faces, Omni first: `["omni", "cryo", "cryo"]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dice(pub [u8; 8]);

impl Dice {
    /// No dice.
    pub const EMPTY: Dice = Dice([0; 8]);

    /// How many dice of `face`.
    pub const fn count(&self, face: DieFace) -> u8 {
        self.0[face as usize]
    }

    /// Total number of dice.
    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }

    /// Whether there are no dice.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 8]
    }

    /// Dice built from a list of faces.
    pub fn from_faces(faces: &[DieFace]) -> Dice {
        let mut d = Dice::EMPTY;
        for f in faces {
            d.0[*f as usize] = d.0[*f as usize].saturating_add(1);
        }
        d
    }

    /// The dice as a list of faces, Omni first.
    pub fn faces(&self) -> Vec<DieFace> {
        let mut v = Vec::with_capacity(self.total() as usize);
        v.extend(self.each_face());
        v
    }

    /// Each die's face, in the order of [`Self::faces`], without making the list.
    pub fn each_face(&self) -> impl Iterator<Item = DieFace> + '_ {
        DieFace::ALL
            .into_iter()
            .flat_map(|f| std::iter::repeat_n(f, self.count(f) as usize))
    }

    /// Whether every die of `self` is also in `other` (as a multiset).
    pub fn is_subset_of(&self, other: &Dice) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a <= b)
    }
}

impl Serialize for Dice {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // Without making the list: dice are in every view.
        s.collect_seq(self.each_face())
    }
}

impl<'de> Deserialize<'de> for Dice {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct DiceVisitor;
        impl<'de> Visitor<'de> for DiceVisitor {
            type Value = Dice;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list of die faces")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Dice, A::Error> {
                let mut dice = Dice::EMPTY;
                let mut n = 0usize;
                while let Some(face) = seq.next_element::<DieFace>()? {
                    n += 1;
                    if n > 64 {
                        return Err(de::Error::custom("too many dice"));
                    }
                    dice.0[face as usize] += 1;
                }
                Ok(dice)
            }
        }
        d.deserialize_seq(DiceVisitor)
    }
}

/// A set of positions in a hand (at most 16), on the wire a list of indices: `[0, 3]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HandMask(pub u16);

impl HandMask {
    /// No position.
    pub const EMPTY: HandMask = HandMask(0);

    /// Whether position `i` is in the set.
    pub const fn contains(self, i: usize) -> bool {
        i < 16 && self.0 & (1 << i) != 0
    }

    /// Number of positions in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The positions, in order.
    pub fn indices(self) -> Vec<u8> {
        (0..16u8).filter(|i| self.contains(*i as usize)).collect()
    }
}

impl Serialize for HandMask {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.indices())
    }
}

impl<'de> Deserialize<'de> for HandMask {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<u8>::deserialize(d)?;
        let mut m = 0u16;
        for i in v {
            if i >= 16 {
                return Err(de::Error::custom("hand position out of range (0..16)"));
            }
            m |= 1 << i;
        }
        Ok(HandMask(m))
    }
}

/// Which side of the table, from the acting player's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The acting player's side.
    Own,
    /// The opponent's side.
    Opponent,
}

/// What a card is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Target {
    /// A character, by side and slot.
    Character {
        /// Whose character.
        side: Side,
        /// Slot 0..3 in deck order.
        slot: u8,
    },
    /// A summon, by side and position in the summon zone.
    Summon {
        /// Whose summon.
        side: Side,
        /// Position in the zone.
        slot: u8,
    },
    /// A support, by side and position in the support zone.
    Support {
        /// Whose support.
        side: Side,
        /// Position in the zone.
        slot: u8,
    },
}

/// Everything a seat may submit. Where an action spends dice, `dice` is the exact payment;
/// `legal_actions` lists each choice once with a valid suggested payment and any other exact
/// payment the rules allow is accepted too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Opening hand: put the cards at these positions back and draw as many (empty keeps all).
    SwitchHand {
        /// Hand positions to switch.
        cards: HandMask,
    },
    /// Choose the active character (at the start, or after a knock-out).
    ChooseActive {
        /// Slot of the character.
        slot: u8,
    },
    /// Reroll these dice (empty keeps all).
    Reroll {
        /// The dice to roll again.
        dice: Dice,
    },
    /// Use a skill of the active character.
    UseSkill {
        /// The skill.
        skill: SkillId,
        /// The payment.
        dice: Dice,
    },
    /// Switch the active character (a combat action costing 1 die unless an effect says otherwise).
    Switch {
        /// Slot of the new active character.
        slot: u8,
        /// The payment.
        dice: Dice,
    },
    /// Play a card from hand.
    PlayCard {
        /// The card (any copy in hand).
        card: CardId,
        /// Its target, for cards that take one.
        target: Option<Target>,
        /// Its second target, for cards that take two (the character an equipment moves to);
        /// absent otherwise, so clients that never send it still parse.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        second: Option<Target>,
        /// The payment.
        dice: Dice,
    },
    /// Elemental tuning: discard a card to turn one die into the active character's element.
    Tune {
        /// The card discarded (any copy in hand).
        card: CardId,
        /// The face of the die converted.
        die: DieFace,
    },
    /// Declare the end of the round.
    DeclareEnd,
    /// Discard the support at this position to make room for a new one.
    DiscardSupport {
        /// Position in the support zone.
        slot: u8,
    },
    /// Answer a pick (挑选): take the offered option at this position of
    /// [`PlayerView::picking`].
    Pick {
        /// Position among the options offered.
        option: u8,
    },
}

/// The elemental reactions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reaction {
    /// 融化 Cryo + Pyro.
    Melt,
    /// 蒸发 Hydro + Pyro.
    Vaporize,
    /// 超载 Electro + Pyro.
    Overloaded,
    /// 超导 Cryo + Electro.
    Superconduct,
    /// 感电 Hydro + Electro.
    ElectroCharged,
    /// 冻结 Cryo + Hydro.
    Frozen,
    /// 扩散 Anemo + Cryo/Hydro/Pyro/Electro.
    Swirl,
    /// 结晶 Geo + Cryo/Hydro/Pyro/Electro.
    Crystallize,
    /// 燃烧 Dendro + Pyro.
    Burning,
    /// 绽放 Dendro + Hydro.
    Bloom,
    /// 原激化 Dendro + Electro.
    Quicken,
}

/// A phase of the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Both players switch opening-hand cards.
    SwitchHand,
    /// Both players choose their first active character.
    ChooseActive,
    /// Dice are rolled and rerolled.
    Roll,
    /// Players take turns.
    Action,
    /// End-phase effects, drawing, cleanup.
    End,
    /// The match is over.
    GameOver,
}

/// A character on a side, addressed by seat and slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CharacterRef {
    /// The owner.
    pub seat: Seat,
    /// Slot 0..3.
    pub slot: u8,
}

/// Where an entity sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "zone", rename_all = "snake_case")]
pub enum Zone {
    /// A status or equipment on a character.
    Character {
        /// The character's slot.
        slot: u8,
    },
    /// A combat status of the side.
    Combat,
    /// The summon zone.
    Summons,
    /// The support zone.
    Supports,
}

/// What caused a change an event reports: a character's skill, an entity on the board (a
/// summon, status, combat status, support or equipment), or a card played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Source {
    /// A skill of a character.
    Skill {
        /// The user.
        character: CharacterRef,
        /// The skill.
        skill: SkillId,
    },
    /// An entity on the board.
    Entity {
        /// Whose side it is on.
        seat: Seat,
        /// What it is.
        entity: EntityId,
    },
    /// A card played.
    Card {
        /// Who played it.
        seat: Seat,
        /// The card.
        card: CardId,
    },
}

/// Something that happened. Each viewer receives their own copy: hidden fields (a card drawn
/// by the opponent, their rolled dice) are `None` for those who may not see them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A new round began.
    RoundStarted {
        /// The round number, from 1.
        round: u8,
    },
    /// The phase changed.
    PhaseStarted {
        /// The new phase.
        phase: Phase,
    },
    /// A seat drew a card (hidden to those who may not see the hand).
    CardDrawn {
        /// Who drew.
        seat: Seat,
        /// The card, for those who may see it.
        card: Option<CardId>,
    },
    /// A card was discarded because the hand was full. Everyone sees that it happened; the card
    /// is `None` for those who may not know it (a card drawn from the deck).
    CardBurned {
        /// Whose card.
        seat: Seat,
        /// The card, for those who may know it.
        card: Option<CardId>,
    },
    /// An effect discarded a card from a hand (舍弃). Everyone sees which card.
    CardDiscarded {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A card went from hand back into the deck (hand switch).
    CardReturned {
        /// Whose card.
        seat: Seat,
        /// The card, for those who may see the hand.
        card: Option<CardId>,
    },
    /// A card was created in a hand by an effect. Everyone sees that it happened; the card is
    /// `None` for those who may not know it (only the owner, unless the effect names the card).
    CardCreated {
        /// Whose hand.
        seat: Seat,
        /// The card, for those who may know it.
        card: Option<CardId>,
    },
    /// A seat finished switching its opening hand.
    HandSwitched {
        /// Who.
        seat: Seat,
        /// How many cards were switched.
        count: u8,
    },
    /// A seat made its secret choice of first active character (revealed later).
    ActiveChosenSecretly {
        /// Who.
        seat: Seat,
    },
    /// A character became active.
    ActiveChanged {
        /// The new active character.
        character: CharacterRef,
    },
    /// The first player of the round was decided.
    FirstPlayer {
        /// Who goes first.
        seat: Seat,
    },
    /// A seat's dice changed by a roll or reroll (hidden to those who may not see the dice).
    DiceRolled {
        /// Whose dice.
        seat: Seat,
        /// The dice now held, for those who may see them.
        dice: Option<Dice>,
        /// How many dice are held.
        count: u8,
    },
    /// A seat's turn began.
    TurnStarted {
        /// Whose turn.
        seat: Seat,
    },
    /// A skill was used.
    SkillUsed {
        /// The user.
        character: CharacterRef,
        /// The skill.
        skill: SkillId,
    },
    /// A card was played.
    CardPlayed {
        /// Who played it.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// Elemental tuning turned a die into another face. Everyone sees the new face; the card
    /// discarded is `None` for those who may not see the hand.
    Tuned {
        /// Who tuned.
        seat: Seat,
        /// The card discarded, for those who may see the hand.
        card: Option<CardId>,
        /// The new face.
        to: DieFace,
    },
    /// A seat declared the end of its round.
    DeclaredEnd {
        /// Who.
        seat: Seat,
    },
    /// Damage was dealt.
    Damage {
        /// The character hit.
        target: CharacterRef,
        /// The damage type after infusions.
        damage: DamageType,
        /// The final amount.
        amount: u8,
        /// The reaction it triggered, if any.
        reaction: Option<Reaction>,
        /// HP left.
        hp: u8,
        /// What dealt it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        source: Option<Source>,
    },
    /// An element was applied without damage and may have reacted.
    ElementApplied {
        /// The character.
        target: CharacterRef,
        /// The element.
        element: Element,
        /// The reaction it triggered, if any.
        reaction: Option<Reaction>,
    },
    /// A character was healed.
    Healed {
        /// The character.
        target: CharacterRef,
        /// HP restored.
        amount: u8,
        /// HP now.
        hp: u8,
        /// What healed it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        source: Option<Source>,
    },
    /// A character's energy changed.
    EnergyChanged {
        /// The character.
        character: CharacterRef,
        /// Energy now.
        energy: u8,
    },
    /// A character was knocked out.
    KnockedOut {
        /// The character.
        character: CharacterRef,
    },
    /// A character avoided being knocked out ("immune to defeat").
    DefeatPrevented {
        /// The character.
        character: CharacterRef,
        /// HP after the rescue.
        hp: u8,
    },
    /// An entity entered play or was refreshed.
    EntityAdded {
        /// Whose side.
        seat: Seat,
        /// Where.
        zone: Zone,
        /// What.
        entity: EntityId,
    },
    /// An entity left play.
    EntityRemoved {
        /// Whose side.
        seat: Seat,
        /// Where.
        zone: Zone,
        /// What.
        entity: EntityId,
    },
    /// The match ended.
    GameOver {
        /// The result.
        outcome: OutcomeKind,
    },
}

/// The result carried inside an event (kept `Copy`); the full [`Outcome`] is in the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum OutcomeKind {
    /// One seat won.
    Win {
        /// The winner.
        winner: Seat,
    },
    /// Nobody won.
    Draw,
    /// Both seats lost.
    AllLose,
}

/// An entity as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntityView {
    /// Its id.
    pub id: EntityId,
    /// Its English name (borrowed from the card tables where the server writes it).
    pub name: Cow<'static, str>,
    /// Usages (or shield points) left, when it has them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub usage: Option<u8>,
    /// Rounds left, when it has a duration.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duration: Option<u8>,
    /// What it has stored, when it keeps a stock (materials, collected dice, progress).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub counter: Option<u8>,
}

/// A character as a viewer sees it (all of it is public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterView {
    /// Slot 0..3.
    pub slot: u8,
    /// The card.
    pub id: CharacterId,
    /// English name.
    pub name: Cow<'static, str>,
    /// Current HP.
    pub hp: u8,
    /// Maximum HP.
    pub max_hp: u8,
    /// Current energy.
    pub energy: u8,
    /// Energy needed for the burst.
    pub max_energy: u8,
    /// Elements applied to it.
    pub aura: Vec<Element>,
    /// Whether it is still in play.
    pub alive: bool,
    /// Whether it is the active character.
    pub active: bool,
    /// Equipment (weapon, artifact, technique, talent, others).
    pub equipment: Vec<EntityView>,
    /// Statuses.
    pub statuses: Vec<EntityView>,
}

/// One side of the table as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Characters in slot order (each [`Shared`]: the same for every viewer, and mostly from
    /// one step to the next, so the server writes each from its cache while it is unchanged).
    pub characters: Vec<Shared<CharacterView>>,
    /// Slot of the active character, once chosen and revealed.
    pub active: Option<u8>,
    /// Hand cards, for viewers who may see them.
    pub hand: Option<Vec<CardId>>,
    /// Number of cards in hand.
    pub hand_count: u8,
    /// Dice, for viewers who may see them.
    pub dice: Option<Dice>,
    /// Number of dice.
    pub dice_count: u8,
    /// Cards left in the deck (the order is never shown).
    pub deck_count: u8,
    /// Combat statuses.
    pub combat_statuses: Vec<EntityView>,
    /// Summons in zone order.
    pub summons: Vec<EntityView>,
    /// Supports in zone order.
    pub supports: Vec<EntityView>,
    /// Whether the seat has declared the end of this round.
    pub declared_end: bool,
    /// Whether the seat has played its Arcane Legend card this game.
    pub legend_used: bool,
    /// The options of the seat's pending pick (挑选), in the order `Action::Pick` numbers
    /// them; empty when it has none. The options are public cards, shown to every viewer:
    /// entities to create (their entity ids) or cards to take into the hand (card ids).
    #[serde(default)]
    pub picking: Vec<CardId>,
}

/// Everything one viewer may see of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Who this view is for.
    pub viewer: Viewer,
    /// Round number, from 1.
    pub round: u8,
    /// Current phase.
    pub phase: Phase,
    /// Whose turn it is in the action phase.
    pub turn: Option<Seat>,
    /// First player of this round.
    pub first: Seat,
    /// Both sides, seat 0 first.
    pub players: Vec<PlayerView>,
    /// The result, once the match is over.
    pub outcome: Option<Outcome>,
}

/// A deck: 3 characters and 30 action cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deck {
    /// Characters in slot order.
    pub characters: Vec<CharacterId>,
    /// Action cards.
    pub cards: Vec<CardId>,
}

/// Rule options of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Rerolls each roll phase (the game's default: 1).
    pub rerolls: u8,
    /// Whether decks must follow the construction rules (casual rooms may relax this).
    pub check_deck_rules: bool,
    /// The game version the match is played at (its cards, their facts and which may be in a
    /// deck). A stored config that leaves it out was written before versions and is read as
    /// [`GameVersion::UNNAMED`] (5.3), so an old match replays as it was played; a new match's
    /// options default to the newest.
    #[serde(default = "GameVersion::unnamed")]
    pub version: GameVersion,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            rerolls: 1,
            check_deck_rules: true,
            version: GameVersion::NEWEST,
        }
    }
}

/// Everything a match needs besides its seed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    /// One deck per seat, seat 0 first.
    pub decks: Vec<Deck>,
    /// Rule options (a config without them was stored before versions: see [`Options`]).
    #[serde(default = "Options::unnamed_version")]
    pub options: Options,
}

impl Options {
    /// The options of a stored config that has none: the defaults at [`GameVersion::UNNAMED`].
    fn unnamed_version() -> Options {
        Options {
            version: GameVersion::UNNAMED,
            ..Options::default()
        }
    }
}

/// One part of a cost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CostPart {
    /// `cryo` … `dendro` (dice of that element), `same` (dice of one element), `any` (any
    /// dice) or `energy`.
    pub kind: String,
    /// How many.
    pub count: u8,
}

/// A skill as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillInfo {
    /// The skill's id.
    pub id: SkillId,
    /// Chinese name (the card facts' language), as characters and cards give theirs.
    pub name: String,
    /// English name.
    pub english_name: String,
    /// `normal`, `elemental` or `burst`.
    pub kind: String,
    /// Cost.
    pub cost: Vec<CostPart>,
    /// What it does, in English (generated from its definition).
    pub text: String,
}

/// A character card as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterInfo {
    /// The game's id.
    pub id: CharacterId,
    /// Share id (deck codes).
    pub share_id: u16,
    /// Chinese name.
    pub name: String,
    /// English name.
    pub english_name: String,
    /// Element.
    pub element: Element,
    /// Weapon type (`sword`, `claymore`, `polearm`, `catalyst`, `bow`, `none`).
    pub weapon: String,
    /// Nations and camps.
    pub nations: Vec<String>,
    /// Maximum HP.
    pub hp: u8,
    /// Energy for the burst.
    pub max_energy: u8,
    /// Skills.
    pub skills: Vec<SkillInfo>,
    /// Its passive skills in English, or a one-line summary when it has none.
    pub text: String,
}

/// An action card as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionCardInfo {
    /// The game's id.
    pub id: CardId,
    /// Share id (deck codes); 0 for cards only created in play.
    pub share_id: u16,
    /// Chinese name.
    pub name: String,
    /// English name.
    pub english_name: String,
    /// Kind: `weapon`, `artifact`, `technique`, `talent`, `companion`, `location`, `item`,
    /// `event`, `food`, `resonance` or `arcane_legend`.
    pub kind: String,
    /// Cost.
    pub cost: Vec<CostPart>,
    /// Playing it is a combat action.
    pub combat_action: bool,
    /// Whether it may be put in a deck.
    pub deckable: bool,
    /// The character a talent belongs to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub talent_of: Option<CharacterId>,
    /// The weapon type of a weapon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
    /// The element of a resonance card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub element: Option<Element>,
    /// The nation a nation card needs twice.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub nations: Vec<String>,
    /// What it does, in English (generated from its definition).
    pub text: String,
}

/// Something that sits on the board (a summon, status, combat status, support or equipment in
/// play, or what the rules create) as the card list shows it, so clients can show the text of
/// what a view lists by [`EntityView::id`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntityInfo {
    /// Its id, as [`EntityView::id`] gives it (two entities may share one; their English
    /// names tell them apart).
    pub id: EntityId,
    /// Chinese name.
    pub name: String,
    /// English name, as [`EntityView::name`] gives it.
    pub english_name: String,
    /// Where it lives: `summon`, `status`, `combat_status`, `support` or `equipment`.
    pub kind: String,
    /// What it does, in English (generated from its definition).
    pub text: String,
    /// Usages when created, when it has them (not for shields).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usages: Option<u8>,
    /// Rounds it lasts, when limited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<u8>,
    /// Shield points when created, for shields.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shield: Option<u8>,
}

/// Every implemented card, for deck builders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardCatalog {
    /// Character cards.
    pub characters: Vec<CharacterInfo>,
    /// Action cards.
    pub action_cards: Vec<ActionCardInfo>,
    /// Every entity the views can show.
    #[serde(default)]
    pub entities: Vec<EntityInfo>,
}
