//! Project Confix wire types: elements, runes, classes, team setups, actions, views, events, the
//! match config and the card list.
//!
//! Seats sit around the table in the order of [`View::table`], each at the right hand of the one
//! before (the last one's right is the first): in seat order, unless teams were drawn at random,
//! when the teams sit alternately. "The next player" (下家, initially the right-hand player) is
//! the next living seat round the table. Cards in hand are named by their [`CardId`] (any copy); cards on the
//! battlefield by the [`Uid`] they got when they entered.

use serde::{Deserialize, Serialize};

use crate::{Outcome, Seat, Viewer};

/// A card of the pool: its element's number times 100 plus its number in the element
/// (fire 1xx, water 2xx, air 3xx, earth 4xx; tokens 9xx).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

/// A plane card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlaneId(pub u16);

/// A permanent on the battlefield, numbered in the order permanents entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Uid(pub u16);

/// The four elements (and rune colours).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Element {
    /// 火焰, red: damage.
    Fire,
    /// 水流, blue: counters, cards, control.
    Water,
    /// 空气, white: evasion, sacrifice, planes.
    Air,
    /// 大地, green: resilience, tokens, runes, healing.
    Earth,
}

impl Element {
    /// Every element, in rune order.
    pub const ALL: [Element; 4] = [Element::Fire, Element::Water, Element::Air, Element::Earth];

    /// The element's position in [`Element::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter a cost uses for it (`F`, `W`, `A`, `E`).
    pub const fn letter(self) -> char {
        match self {
            Element::Fire => 'F',
            Element::Water => 'W',
            Element::Air => 'A',
            Element::Earth => 'E',
        }
    }

    /// The English name.
    pub const fn name(self) -> &'static str {
        match self {
            Element::Fire => "fire",
            Element::Water => "water",
            Element::Air => "air",
            Element::Earth => "earth",
        }
    }
}

/// The three card types (类别).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// 法术: resolves, then goes to the graveyard.
    Spell,
    /// 物件: stays in front of an elementalist; one with power dies at 0.
    Object,
    /// 生物: stays, attacks and defends; dies at 0 power.
    Creature,
}

/// A number of runes of each colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Runes {
    /// Fire runes.
    pub fire: u8,
    /// Water runes.
    pub water: u8,
    /// Air runes.
    pub air: u8,
    /// Earth runes.
    pub earth: u8,
}

impl Runes {
    /// No runes.
    pub const NONE: Runes = Runes::new(0, 0, 0, 0);

    /// Runes from four counts in element order.
    pub const fn new(fire: u8, water: u8, air: u8, earth: u8) -> Runes {
        Runes {
            fire,
            water,
            air,
            earth,
        }
    }

    /// One rune of `e`.
    pub const fn one(e: Element) -> Runes {
        Runes::NONE.with(e, 1)
    }

    /// The count of `e`.
    pub const fn get(self, e: Element) -> u8 {
        match e {
            Element::Fire => self.fire,
            Element::Water => self.water,
            Element::Air => self.air,
            Element::Earth => self.earth,
        }
    }

    /// These runes with the count of `e` set to `n`.
    pub const fn with(mut self, e: Element, n: u8) -> Runes {
        match e {
            Element::Fire => self.fire = n,
            Element::Water => self.water = n,
            Element::Air => self.air = n,
            Element::Earth => self.earth = n,
        }
        self
    }

    /// Every rune counted once.
    pub const fn total(self) -> u16 {
        self.fire as u16 + self.water as u16 + self.air as u16 + self.earth as u16
    }

    /// Whether every colour holds at least as many runes as in `other`.
    pub fn covers(self, other: Runes) -> bool {
        Element::ALL.iter().all(|&e| self.get(e) >= other.get(e))
    }

    /// These runes minus `other`, colour by colour (never below zero).
    pub fn minus(self, other: Runes) -> Runes {
        Element::ALL.iter().fold(self, |r, &e| {
            r.with(e, self.get(e).saturating_sub(other.get(e)))
        })
    }

    /// These runes plus `other`, colour by colour.
    pub fn plus(self, other: Runes) -> Runes {
        Element::ALL.iter().fold(self, |r, &e| {
            r.with(e, self.get(e).saturating_add(other.get(e)))
        })
    }
}

/// A card's cost: runes of given colours plus `any` runes of any colour (`*`). `*W` is one water
/// rune and one rune of any colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cost {
    /// Runes that must be of their colour.
    pub runes: Runes,
    /// Runes of any colour (`*`).
    pub any: u8,
}

impl Cost {
    /// Runes the cost takes in all.
    pub const fn total(self) -> u16 {
        self.runes.total() + self.any as u16
    }

    /// The cost as printed: a `*` per rune of any colour, then a letter per coloured rune
    /// (`**F`, `*W`); `0` when free.
    pub fn printed(self) -> String {
        let mut s = "*".repeat(self.any as usize);
        for e in Element::ALL {
            for _ in 0..self.runes.get(e) {
                s.push(e.letter());
            }
        }
        if s.is_empty() {
            s.push('0');
        }
        s
    }
}

/// The fifteen classes (职业). A deck is built for one; it decides the deck's rune colours, and
/// the four single-element classes each have a cost-control ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// 炼狱使者 (fire): Flame Combo.
    InfernoEmissary,
    /// 深海潜伏者 (water): Tidal Affinity.
    DeepSeaLurker,
    /// 以太行者 (air): Void Reclamation.
    AetherWalker,
    /// 塑地者 (earth): Summon Guards.
    Earthshaper,
    /// 熔岩术士 (fire, earth).
    LavaSorcerer,
    /// 泥沼原住民 (earth, water).
    MireNative,
    /// 风暴召唤者 (water, air).
    StormCaller,
    /// 审判者 (air, fire).
    Inquisitor,
    /// 原力精华 (fire, water).
    ForceEssence,
    /// 岩石守护者 (air, earth).
    RockWarden,
    /// 沙魔 (fire, air, earth).
    SandFiend,
    /// 秘法之灵 (fire, air, water).
    ArcaneSpirit,
    /// 地渊暗影 (earth, fire, water).
    AbyssShade,
    /// 自然守护神 (earth, air, water).
    NatureGuardian,
    /// 元素大师 (all four).
    ElementMaster,
}

impl Class {
    /// Every class, in the rulebook's order.
    pub const ALL: [Class; 15] = [
        Class::InfernoEmissary,
        Class::DeepSeaLurker,
        Class::AetherWalker,
        Class::Earthshaper,
        Class::LavaSorcerer,
        Class::MireNative,
        Class::StormCaller,
        Class::Inquisitor,
        Class::ForceEssence,
        Class::RockWarden,
        Class::SandFiend,
        Class::ArcaneSpirit,
        Class::AbyssShade,
        Class::NatureGuardian,
        Class::ElementMaster,
    ];

    /// The rune colours the class uses, in the rulebook's order.
    pub const fn elements(self) -> &'static [Element] {
        use Element::*;
        match self {
            Class::InfernoEmissary => &[Fire],
            Class::DeepSeaLurker => &[Water],
            Class::AetherWalker => &[Air],
            Class::Earthshaper => &[Earth],
            Class::LavaSorcerer => &[Fire, Earth],
            Class::MireNative => &[Earth, Water],
            Class::StormCaller => &[Water, Air],
            Class::Inquisitor => &[Air, Fire],
            Class::ForceEssence => &[Fire, Water],
            Class::RockWarden => &[Air, Earth],
            Class::SandFiend => &[Fire, Air, Earth],
            Class::ArcaneSpirit => &[Fire, Air, Water],
            Class::AbyssShade => &[Earth, Fire, Water],
            Class::NatureGuardian => &[Earth, Air, Water],
            Class::ElementMaster => &[Fire, Air, Earth, Water],
        }
    }

    /// Whether the class may use runes (and cards) of `e`.
    pub fn allows(self, e: Element) -> bool {
        self.elements().contains(&e)
    }

    /// The name in the rulebook's language.
    pub const fn name(self) -> &'static str {
        match self {
            Class::InfernoEmissary => "炼狱使者",
            Class::DeepSeaLurker => "深海潜伏者",
            Class::AetherWalker => "以太行者",
            Class::Earthshaper => "塑地者",
            Class::LavaSorcerer => "熔岩术士",
            Class::MireNative => "泥沼原住民",
            Class::StormCaller => "风暴召唤者",
            Class::Inquisitor => "审判者",
            Class::ForceEssence => "原力精华",
            Class::RockWarden => "岩石守护者",
            Class::SandFiend => "沙魔",
            Class::ArcaneSpirit => "秘法之灵",
            Class::AbyssShade => "地渊暗影",
            Class::NatureGuardian => "自然守护神",
            Class::ElementMaster => "元素大师",
        }
    }

    /// The English name.
    pub const fn english_name(self) -> &'static str {
        match self {
            Class::InfernoEmissary => "Inferno Emissary",
            Class::DeepSeaLurker => "Deep-sea Lurker",
            Class::AetherWalker => "Aether Walker",
            Class::Earthshaper => "Earthshaper",
            Class::LavaSorcerer => "Lava Sorcerer",
            Class::MireNative => "Mire Native",
            Class::StormCaller => "Storm Caller",
            Class::Inquisitor => "Inquisitor",
            Class::ForceEssence => "Force Essence",
            Class::RockWarden => "Rock Warden",
            Class::SandFiend => "Sand Fiend",
            Class::ArcaneSpirit => "Arcane Spirit",
            Class::AbyssShade => "Abyss Shade",
            Class::NatureGuardian => "Nature Guardian",
            Class::ElementMaster => "Element Master",
        }
    }
}

/// The team setups (人员配置): the rulebook's six, and five players alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Two players, 1 vs 1.
    OneVOne,
    /// Three players, each alone: 1 vs 1 vs 1.
    OneVOneVOne,
    /// Four players in two teams of two.
    TwoVTwo,
    /// Four players, each alone (混战, "not recommended" by the rulebook).
    FreeForAll,
    /// Five players, each alone. The rulebook's table has no row for five, but its range is 2
    /// to 6 (适合2-6人); five alone is the setup of three and four alone carried on.
    FiveFreeForAll,
    /// Six players in two teams of three.
    ThreeVThree,
    /// Six players in three teams of two.
    TwoVTwoVTwo,
}

impl Mode {
    /// Every setup, in the rulebook's table order (five alone between four and six).
    pub const ALL: [Mode; 7] = [
        Mode::OneVOne,
        Mode::OneVOneVOne,
        Mode::TwoVTwo,
        Mode::FreeForAll,
        Mode::FiveFreeForAll,
        Mode::ThreeVThree,
        Mode::TwoVTwoVTwo,
    ];

    /// Seats the setup takes.
    pub const fn seats(self) -> usize {
        self.teams() * self.team_size()
    }

    /// Teams in the setup.
    pub const fn teams(self) -> usize {
        match self {
            Mode::OneVOne | Mode::TwoVTwo | Mode::ThreeVThree => 2,
            Mode::OneVOneVOne | Mode::TwoVTwoVTwo => 3,
            Mode::FreeForAll => 4,
            Mode::FiveFreeForAll => 5,
        }
    }

    /// Players in each team.
    pub const fn team_size(self) -> usize {
        match self {
            Mode::OneVOne | Mode::OneVOneVOne | Mode::FreeForAll | Mode::FiveFreeForAll => 1,
            Mode::TwoVTwo | Mode::TwoVTwoVTwo => 2,
            Mode::ThreeVThree => 3,
        }
    }

    /// The first (recommended) setup for a number of seats: 2 → 1v1, 3 → 1v1v1, 4 → 2v2,
    /// 5 → five alone, 6 → 3v3; none past 6 or below 2.
    pub const fn for_seats(seats: usize) -> Option<Mode> {
        match seats {
            2 => Some(Mode::OneVOne),
            3 => Some(Mode::OneVOneVOne),
            4 => Some(Mode::TwoVTwo),
            5 => Some(Mode::FiveFreeForAll),
            6 => Some(Mode::ThreeVThree),
            _ => None,
        }
    }

    /// The default seating: seat `i` plays in team `i % teams`, so that teams alternate around
    /// the table and turns alternate between teams.
    pub fn default_teams(self) -> Vec<u8> {
        (0..self.seats())
            .map(|i| (i % self.teams()) as u8)
            .collect()
    }
}

/// A deck: a class and its cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deck {
    /// The class the deck is built for.
    pub class: Class,
    /// The cards, in any order.
    pub cards: Vec<CardId>,
}

/// Rule options of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Cards in the first opening hand (the rulebook's N; 5 by default).
    pub opening_hand: u8,
    /// Size of the last opening hand, which must be kept (the rulebook's M; 3 by default).
    pub keep_at: u8,
    /// Whether decks must follow the construction rules (casual rooms may relax this).
    pub check_deck_rules: bool,
    /// Whether teams are drawn at random (the rulebook's coloured-card draw) instead of taken
    /// from [`Config::teams`]; the drawn teams then sit alternately around the table
    /// ([`View::table`]).
    pub random_teams: bool,
    /// The seat that takes the first turn, chosen by the players or the winner of the previous
    /// battle (上一场战斗造成胜利的玩家); none for a seeded draw.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first: Option<Seat>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            opening_hand: 5,
            keep_at: 3,
            check_deck_rules: true,
            random_teams: false,
            first: None,
        }
    }
}

/// Everything a match needs besides its seed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    /// One deck per seat, seat 0 first.
    pub decks: Vec<Deck>,
    /// The team setup; its seat count must be the match's.
    pub mode: Mode,
    /// The team of each seat (numbers from 0); empty for the mode's default seating
    /// ([`Mode::default_teams`]) or when teams are drawn at random.
    #[serde(default)]
    pub teams: Vec<u8>,
    /// Rule options.
    #[serde(default)]
    pub options: Options,
}

/// The phases of a turn, in order (the opening comes once, before the first turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 游戏开始: every player draws and may redraw the opening hand.
    Opening,
    /// 开始阶段: objects resolve from the last in play to the first; permanents untap.
    Beginning,
    /// 抽卡阶段: draw one card.
    Draw,
    /// 激活符文阶段: untap every rune and add one.
    ActivateRunes,
    /// 施法阶段 (the first).
    Cast,
    /// 战斗阶段: attackers, defenders, resolution.
    Combat,
    /// 施法阶段 (the second, after combat).
    SecondCast,
    /// 结束阶段: objects resolve from the last in play to the first.
    End,
}

/// The step of the combat phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CombatStep {
    /// The turn player declares attackers.
    DeclareAttackers,
    /// Attacked players declare defenders.
    DeclareDefenders,
    /// A defender who lost chooses life or creatures.
    ChooseDamage,
    /// The attacked player chooses which creatures die, one at a time: their defenders, or the
    /// attackers of a failed attack.
    ChooseCasualties,
}

/// What a card or ability is aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Target {
    /// Nothing.
    None,
    /// An elementalist.
    Player {
        /// Their seat.
        seat: Seat,
    },
    /// A permanent.
    Permanent {
        /// The permanent.
        uid: Uid,
    },
}

/// How a cost is paid: active runes of each colour, plus the class abilities that pay `*`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Payment {
    /// Active runes tapped, per colour.
    pub runes: Runes,
    /// Deep-sea Lurker: an untapped permanent of yours whose power pays `*` (it is tapped).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power_of: Option<Uid>,
    /// Aether Walker: the cards of your graveyard you choose to exile, one `*` each (a card
    /// named twice takes two copies).
    #[serde(default, skip_serializing_if = "CardList::is_empty")]
    pub exile: CardList,
}

/// A few cards named by id (any copy), at most [`CardList::MAX`]: a small list that stays
/// `Copy`, as payments and actions are, and is a JSON array on the wire.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardList {
    len: u8,
    ids: [CardId; CardList::MAX],
}

impl Default for CardList {
    fn default() -> Self {
        CardList {
            len: 0,
            ids: [CardId(0); CardList::MAX],
        }
    }
}

impl CardList {
    /// The most cards a list holds (more than any cost's `*`).
    pub const MAX: usize = 8;

    /// The list of `ids`, if there are at most [`CardList::MAX`].
    pub fn new(ids: &[CardId]) -> Option<CardList> {
        if ids.len() > Self::MAX {
            return None;
        }
        let mut list = CardList::default();
        list.ids[..ids.len()].copy_from_slice(ids);
        list.len = ids.len() as u8;
        Some(list)
    }

    /// The cards, in the order named.
    pub fn as_slice(&self) -> &[CardId] {
        &self.ids[..self.len as usize]
    }

    /// How many cards are named.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether none is named.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl std::fmt::Debug for CardList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Serialize for CardList {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de> Deserialize<'de> for CardList {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let ids = Vec::<CardId>::deserialize(d)?;
        CardList::new(&ids).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "{} cards named, at most {} may be",
                ids.len(),
                CardList::MAX
            ))
        })
    }
}

/// What a seat may submit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Keep the opening hand.
    Keep,
    /// Shuffle the opening hand back and draw a smaller one.
    Redraw,
    /// Add an active rune of this colour (activate runes phase).
    ChooseRune {
        /// The colour, one the class allows.
        element: Element,
    },
    /// Cast a card from hand.
    PlayCard {
        /// The card (any copy in hand).
        card: CardId,
        /// Its target.
        target: Target,
        /// How the cost is paid.
        pay: Payment,
    },
    /// Tap a permanent of yours to use its ability.
    Activate {
        /// The permanent.
        permanent: Uid,
        /// The ability's target.
        target: Target,
        /// Runes paid for the ability's cost.
        pay: Runes,
    },
    /// Earthshaper's Summon Guards: pay `count` runes for as many earth elementals (once a turn).
    SummonGuards {
        /// Elementals summoned.
        count: u8,
        /// Runes paid, `count` in all.
        pay: Runes,
    },
    /// Roll the plane die (free the first time in a turn, then 1, 2, 3 … runes).
    RollPlaneDie {
        /// Runes paid.
        pay: Runes,
    },
    /// Declare a creature attacking an enemy elementalist (it is tapped).
    Attack {
        /// The attacking creature.
        creature: Uid,
        /// The elementalist attacked.
        target: Seat,
    },
    /// Declare an untapped creature of yours defending against the attack on you.
    Defend {
        /// The defending creature.
        creature: Uid,
    },
    /// Lost a combat as defender: take the damage to your life.
    TakeDamage,
    /// Lost a combat as defender: that many defending creatures die instead (offered only with
    /// at least that many defenders); you choose which with [`Action::ChooseCasualty`].
    LoseCreatures,
    /// As the attacked player, the next creature to die: one of your defenders after
    /// [`Action::LoseCreatures`], or one of the attackers after their attack failed.
    ChooseCasualty {
        /// The creature.
        creature: Uid,
    },
    /// Do what the card says you may do.
    Accept,
    /// Do not.
    Decline,
    /// End this phase or step (the cast phases, declaring attackers, declaring defenders).
    EndPhase,
}

/// A player as a viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// The team.
    pub team: u8,
    /// The deck's class.
    pub class: Class,
    /// Life (10 at the start).
    pub life: i16,
    /// Whether the player is still alive.
    pub alive: bool,
    /// The hand, for its owner and the referee.
    pub hand: Option<Vec<CardId>>,
    /// Cards in hand.
    pub hand_size: u8,
    /// The element of every card in hand, in element order, for everyone: a card's element is
    /// the colour of its back (使用牌底颜色加以区分).
    #[serde(default)]
    pub hand_backs: Vec<Element>,
    /// Cards in the deck.
    pub deck_size: u8,
    /// The element of the deck's top card (the colour of its back), for everyone.
    #[serde(default)]
    pub deck_top: Option<Element>,
    /// The graveyard, bottom first (public).
    pub graveyard: Vec<CardId>,
    /// Exiled cards (湮灭, public).
    pub exile: Vec<CardId>,
    /// Runes owned, per colour.
    pub runes: Runes,
    /// Runes still active this turn, per colour.
    pub active_runes: Runes,
    /// Whether the opening hand is kept.
    pub kept: bool,
    /// Opening-hand redraws made.
    pub redraws: u8,
}

/// A permanent on the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PermanentView {
    /// Its number.
    pub uid: Uid,
    /// The card.
    pub card: CardId,
    /// Whose graveyard it goes to.
    pub owner: Seat,
    /// The elementalist it sits in front of (its controller; the affected player of an object
    /// cast in front of someone else).
    pub side: Seat,
    /// Power, for creatures and objects with power.
    pub power: Option<i16>,
    /// Tapped (横置).
    pub tapped: bool,
    /// Summoning sickness (疲劳): it may not attack this turn.
    pub sick: bool,
    /// Morphed into a 1-power shape with no abilities.
    pub morphed: bool,
}

/// One declared attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackView {
    /// The attacking creature.
    pub creature: Uid,
    /// The elementalist attacked.
    pub target: Seat,
}

/// One declared defender.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenseView {
    /// The defending creature.
    pub creature: Uid,
    /// Its elementalist.
    pub defender: Seat,
}

/// The combat under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatView {
    /// The step.
    pub step: CombatStep,
    /// Attacks declared.
    pub attacks: Vec<AttackView>,
    /// Defenders declared.
    pub defenders: Vec<DefenseView>,
    /// Attacked players still declaring defenders.
    pub declaring: Vec<Seat>,
    /// The defender choosing, and how many (life or creatures).
    pub choosing: Option<(Seat, u8)>,
    /// The creatures the attacked player is choosing to die, one at a time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub casualties: Option<CasualtyView>,
}

/// Creatures dying at the attacked player's choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CasualtyView {
    /// Who chooses (the attacked player).
    pub chooser: Seat,
    /// Creatures still to die.
    pub count: u8,
    /// Whether they die from the attack (a failed attack) rather than from the defence.
    pub attackers: bool,
    /// The creatures they are chosen among.
    pub among: Vec<Uid>,
}

/// A "may" awaiting answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MayView {
    /// The card that asks.
    pub card: CardId,
    /// Seats still to answer.
    pub deciders: Vec<Seat>,
}

/// What one viewer sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Who is looking.
    pub viewer: Viewer,
    /// The team setup.
    pub mode: Mode,
    /// Whose turn it is.
    pub current: Seat,
    /// Who took the first turn.
    pub first: Seat,
    /// Turns begun so far.
    pub turn: u32,
    /// Rounds begun so far (a round ends when the turn passes seat 0's place again).
    pub round: u32,
    /// The phase.
    pub phase: Phase,
    /// Every seat in table order: each sits at the right hand of the one before, the first at
    /// the last one's right (seat order, unless teams were drawn at random).
    #[serde(default)]
    pub table: Vec<Seat>,
    /// Every player, seat 0 first.
    pub players: Vec<PlayerView>,
    /// Every permanent, in the order they entered.
    pub battlefield: Vec<PermanentView>,
    /// The plane in force.
    pub plane: PlaneId,
    /// Planes left in the plane deck (its order is secret to all).
    pub plane_deck: u8,
    /// The plane discard, bottom first.
    pub plane_discard: Vec<PlaneId>,
    /// Plane-die rolls made this turn (the next costs that many runes).
    pub plane_rolls: u8,
    /// The combat under way.
    pub combat: Option<CombatView>,
    /// A "may" awaiting answers.
    pub may: Option<MayView>,
    /// The result, once the match is over.
    pub outcome: Option<Outcome>,
}

/// Where a card went when it left the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// Its owner's graveyard.
    Graveyard,
    /// Exiled (湮灭).
    Exile,
    /// Its owner's hand.
    Hand,
    /// Nowhere: a token ceases to exist.
    Gone,
}

/// What the plane die showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlaneFace {
    /// Blank (2–4).
    Blank,
    /// The planes shift (1).
    Shift,
    /// The plane's [X] effect (5–6).
    Chaos,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The match began: the setup, each seat's team (drawn at random or chosen), who goes first
    /// and how the seats sit. Always the first event of a match.
    MatchBegan {
        /// The setup.
        mode: Mode,
        /// The team of each seat.
        teams: Vec<u8>,
        /// Whether the teams were drawn at random.
        drawn: bool,
        /// The first player.
        first: Seat,
        /// Every seat in table order (see [`View::table`]).
        #[serde(default)]
        table: Vec<Seat>,
    },
    /// A seat drew a new opening hand (the cards only for its owner, their backs for all).
    OpeningHand {
        /// Whose.
        seat: Seat,
        /// The cards, for the owner.
        cards: Option<Vec<CardId>>,
        /// How many.
        count: u8,
        /// Their elements (the colours of their backs), in element order, for everyone.
        #[serde(default)]
        elements: Vec<Element>,
    },
    /// A seat kept its opening hand.
    Kept {
        /// Whose.
        seat: Seat,
    },
    /// A turn began.
    TurnBegan {
        /// Whose.
        seat: Seat,
        /// The turn number.
        turn: u32,
    },
    /// A phase began.
    PhaseBegan {
        /// The phase.
        phase: Phase,
    },
    /// A seat drew a card (named only for its owner; its back seen by all).
    CardDrawn {
        /// Who drew.
        seat: Seat,
        /// The card, for the owner.
        card: Option<CardId>,
        /// Its element (the colour of its back), for everyone.
        element: Element,
    },
    /// A card went from a hand or deck to its owner's graveyard (discarded or milled).
    CardDiscarded {
        /// Whose.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A card came back from a graveyard to its owner's hand.
    CardRecalled {
        /// Whose.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A seat's runes were untapped and one added.
    RuneAdded {
        /// Whose.
        seat: Seat,
        /// Its colour.
        element: Element,
    },
    /// A seat lost a rune.
    RuneLost {
        /// Whose.
        seat: Seat,
        /// Its colour.
        element: Element,
    },
    /// A card was cast and paid for.
    CardPlayed {
        /// Who cast it.
        seat: Seat,
        /// The card.
        card: CardId,
        /// Its target.
        target: Target,
        /// The payment.
        pay: Payment,
    },
    /// An enemy card aimed at an elementalist was turned back on its caster by a Redirect
    /// object (法术偏移), which goes to the graveyard.
    Redirected {
        /// The card.
        card: CardId,
        /// The object that turned it back.
        by: Uid,
        /// Its caster, its target now.
        to: Seat,
    },
    /// A seat looked at another's hand (看牌): the cards only for the seat that looked.
    HandSeen {
        /// Whose hand.
        seat: Seat,
        /// Who looked.
        by: Seat,
        /// The cards, for the seat that looked.
        cards: Option<Vec<CardId>>,
    },
    /// A seat looked at the top card of a deck: the card only for the seat that looked.
    DeckTopSeen {
        /// Whose deck.
        seat: Seat,
        /// Who looked.
        by: Seat,
        /// The card, for the seat that looked.
        card: Option<CardId>,
    },
    /// A card was countered by a ward; it goes to its owner's graveyard with no effect.
    Countered {
        /// The countered card.
        card: CardId,
        /// The ward that countered it.
        by: Uid,
    },
    /// A permanent's ability was used (it is tapped).
    Activated {
        /// The permanent.
        permanent: Uid,
        /// Its target.
        target: Target,
    },
    /// A permanent's own effect resolves: its beginning or end effect, a combat keyword (first
    /// strike, retaliate) or what it does when it dies. What follows, up to the next event that
    /// names a cause, is its doing.
    Triggered {
        /// The permanent (gone from the battlefield already for a dying effect).
        uid: Uid,
        /// Its card.
        card: CardId,
    },
    /// Cards of a graveyard were exiled to pay a cost or by an effect.
    Exiled {
        /// Whose graveyard.
        seat: Seat,
        /// The cards.
        cards: Vec<CardId>,
    },
    /// A permanent entered the battlefield.
    Entered {
        /// The permanent.
        permanent: PermanentView,
    },
    /// A permanent left the battlefield.
    Left {
        /// The permanent.
        uid: Uid,
        /// Its card.
        card: CardId,
        /// Where it went.
        to: Zone,
    },
    /// A permanent's power changed.
    PowerChanged {
        /// The permanent.
        uid: Uid,
        /// Its power now.
        power: i16,
    },
    /// A permanent was tapped or untapped by an effect or to pay.
    TapChanged {
        /// The permanent.
        uid: Uid,
        /// Tapped now.
        tapped: bool,
    },
    /// A permanent changed sides (mind control).
    ControlChanged {
        /// The permanent.
        uid: Uid,
        /// Its new side.
        side: Seat,
    },
    /// A permanent was morphed into a 1-power shape with no abilities.
    Morphed {
        /// The permanent.
        uid: Uid,
    },
    /// An elementalist lost life.
    Damaged {
        /// Who.
        seat: Seat,
        /// How much.
        amount: u8,
        /// Life now.
        life: i16,
    },
    /// An elementalist gained life.
    Healed {
        /// Who.
        seat: Seat,
        /// How much.
        amount: u8,
        /// Life now.
        life: i16,
    },
    /// A die was rolled for a card's random effect.
    DieRolled {
        /// The face, 1–6.
        face: u8,
    },
    /// An attack was declared.
    AttackDeclared {
        /// The attacker.
        creature: Uid,
        /// The elementalist attacked.
        target: Seat,
    },
    /// A defender was declared.
    DefenseDeclared {
        /// The defender.
        creature: Uid,
        /// Its elementalist.
        defender: Seat,
    },
    /// An attack was made void (a gale wall).
    AttackVoided {
        /// The elementalist who was attacked.
        defender: Seat,
        /// The object that voided it.
        by: Uid,
    },
    /// Both sides rolled 2d6 and added their creatures' power.
    CombatRolled {
        /// The turn player.
        attacker: Seat,
        /// The attacked player.
        defender: Seat,
        /// The attacker's dice.
        attack_dice: [u8; 2],
        /// The defender's dice.
        defense_dice: [u8; 2],
        /// The attacker's total.
        attack: i16,
        /// The defender's total.
        defense: i16,
        /// Creatures or life lost by the losing side: floor(difference / 6) + 1.
        count: u8,
        /// Whether this roll is the unblockable attackers' own, against no defender (an
        /// attacked player's combat rolls once for the other attackers and once for these).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        unblockable: bool,
    },
    /// A "may" was answered.
    MayAnswered {
        /// Who answered.
        seat: Seat,
        /// The card that asked.
        card: CardId,
        /// Whether they did it.
        accepted: bool,
    },
    /// Summon Guards, Flame Combo or another class ability was used.
    ClassAbility {
        /// Whose.
        seat: Seat,
        /// The class.
        class: Class,
    },
    /// The plane die was rolled.
    PlaneDieRolled {
        /// Who rolled.
        seat: Seat,
        /// The die, 1–6.
        face: u8,
        /// What it means.
        result: PlaneFace,
        /// Runes it cost.
        cost: u8,
    },
    /// A plane was revealed from the top of the plane deck.
    PlaneRevealed {
        /// The plane.
        plane: PlaneId,
    },
    /// The plane discard was shuffled into the empty plane deck.
    PlanesReshuffled,
    /// An elementalist died; their deck, hand and permanents went to the graveyards.
    Died {
        /// Who.
        seat: Seat,
    },
}

/// One card, as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardInfo {
    /// The card.
    pub id: CardId,
    /// Its name in the rulebook's language.
    pub name: String,
    /// Its English name.
    pub english_name: String,
    /// Its element.
    pub element: Element,
    /// Spell, object or creature.
    pub kind: Kind,
    /// Its cost as printed (`*W`).
    pub cost: String,
    /// Its cost as numbers.
    pub runes: Cost,
    /// Power, for creatures and objects with power.
    pub power: Option<u8>,
    /// Whether it is a token (made by effects, never in a deck).
    pub token: bool,
    /// Its rules text in English.
    pub text: String,
}

/// One plane card, as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaneInfo {
    /// The plane.
    pub id: PlaneId,
    /// Its name in the rulebook's language.
    pub name: String,
    /// Its English name.
    pub english_name: String,
    /// Stable or unstable.
    pub stable: bool,
    /// Its rules text in English.
    pub text: String,
}

/// One class, as the card list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassInfo {
    /// The class.
    pub class: Class,
    /// Its name in the rulebook's language.
    pub name: String,
    /// Its English name.
    pub english_name: String,
    /// Its rune colours.
    pub elements: Vec<Element>,
    /// Its ability in English (the single-element classes' cost control), or its colours.
    pub text: String,
}

/// Every card, plane and class, for clients and deck builders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardCatalog {
    /// The cards (tokens included, marked).
    pub cards: Vec<CardInfo>,
    /// The planes.
    pub planes: Vec<PlaneInfo>,
    /// The classes.
    pub classes: Vec<ClassInfo>,
    /// Cards a deck holds under the construction rules.
    pub deck_size: u8,
    /// Copies of one card a deck may hold.
    pub max_copies: u8,
}
