//! The classes, the team setups and the match config: decks, seating and rule options.

use serde::{Deserialize, Serialize};

use super::{CardId, Element};
use crate::Seat;

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
    /// ([`View::table`](super::View::table)).
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
