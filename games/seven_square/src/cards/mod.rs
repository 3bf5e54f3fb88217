//! What a card is (units, mounts and fields as `static` data, abilities as a declarative list),
//! the registry of every card and the deck construction rules.
//!
//! # Layout
//! - [`aera`]: the units of Aera (アエラ), the rulebook's Warrior among them;
//! - [`verda`]: the units of Verda (ヴェルダ);
//! - [`mounts`]: every mount (騎), the rulebook's 名犬アオ among them;
//! - [`fields`]: every field (陣), the rulebook's 秘密通路 and the starting camp among them.

use std::fmt;

use tavern_protocol::seven_square::{CardId, CardKind, Deck, Modifier};

pub mod aera;
pub mod fields;
pub mod mounts;
pub mod verda;

/// A card as the state holds it: a reference to its `static` definition.
pub type Card = &'static CardDef;

/// One card. Cards compare by id.
pub struct CardDef {
    /// Its id.
    pub id: CardId,
    /// Its printed name (名称), in Japanese: 【移動:同名】 and 【補填】 find cards by it.
    pub name: &'static str,
    /// Its name in English.
    pub english_name: &'static str,
    /// IP to deploy it, or to place it for a field (コスト).
    pub cost: u8,
    /// Unit, mount or field, with its numbers.
    pub kind: Kind,
    /// Its abilities (能力).
    pub abilities: &'static [Ability],
    /// Its remarks (備考): 【鼓舞】 finds units by a word in them.
    pub remarks: &'static str,
}

impl PartialEq for CardDef {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl Eq for CardDef {}

impl fmt::Debug for CardDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}#{}", self.english_name, self.id.0)
    }
}

/// The three kinds of card and their numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// 兵: a unit.
    Unit {
        /// 攻力: damage it deals in a battle.
        attack: u8,
        /// 体力: it is destroyed at 0 or less.
        life: u8,
        /// 移動力: squares it may move.
        movement: u8,
    },
    /// 騎: a mount.
    Mount {
        /// 積載: units it carries.
        capacity: u8,
        /// 攻力: how it changes its riders' attack.
        attack: Modifier,
        /// 体力: how it changes its riders' life.
        life: Modifier,
        /// 移動力: the movement of its riders, whatever their own.
        movement: u8,
    },
    /// 陣: a field.
    Field {
        /// 体力: only engineers fight it.
        life: u8,
    },
}

/// Which cards a field with 【出撃】 lets players deploy on its square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deploys {
    /// 【出撃:全】 units and mounts from hand.
    All,
    /// 【出撃:兵】 units from hand.
    Units,
    /// 【出撃:騎】 mounts from hand.
    Mounts,
    /// 【出撃:神殿】 units and mounts from the deployer's Temple of the Sun.
    Temple,
}

/// Whom a 【鼓舞】 lifts among the other units of its side on its square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whom {
    /// Units whose remarks (備考) hold this word: 【鼓舞:アエラ+1】 (the rulebook: "他のカードの
    /// 備考を参照にして効果を発揮するカード", cards that act by reading others' remarks).
    Remarks(&'static str),
    /// Units of this name (名称): 【鼓舞:名称ウォーリアー+2】 (the rulebook: "名称を指定し、強化
    /// などする能力を持つカード", cards that name a card and strengthen it).
    Name(&'static str),
}

impl Whom {
    /// Whether the unit card `unit` is one of them.
    pub fn includes(self, unit: Card) -> bool {
        match self {
            Whom::Remarks(word) => unit.remarks.contains(word),
            Whom::Name(name) => unit.name == name,
        }
    }
}

/// An ability, as data. The engine reads these; no card is special-cased by id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ability {
    /// 【威光】 Prestige: may be chosen as the general.
    Prestige,
    /// 【工作】 Engineering: places fields, fights fields.
    Engineering,
    /// 【射撃X/Y】 instead of moving, X damage to an enemy unit within Y squares.
    Shoot {
        /// X.
        damage: u8,
        /// Y.
        range: u8,
    },
    /// 【治癒X/Y】 instead of moving, one of your units within Y recovers up to X life.
    Heal {
        /// X.
        amount: u8,
        /// Y.
        range: u8,
    },
    /// 【鼓舞:W+N】 in a battle, your other units on its square whose remarks name W get +N
    /// attack; 【鼓舞:名称W+N】, those named W.
    Inspire {
        /// Whom it lifts.
        whom: Whom,
        /// The word or name in English, for the card text.
        english: &'static str,
        /// N.
        bonus: u8,
    },
    /// 【応急手当N】 in the battle and mounting phase, instead of moving or another ability, one
    /// of your wounded units or ridden mounts on this card's square recovers up to N life.
    FirstAid(u8),
    /// 【付与:…】 a mount gives its riders this ability.
    Grant(&'static Ability),
    /// 【出撃:…】 cards may be deployed on this field's square.
    Deploy(Deploys),
    /// 【移動:同名】 for 1 movement, a card here may go to a square with a field of the same
    /// name.
    Passage,
    /// 【補填(設置時):同名or1】 when placed by 【工作】, take a card of the same name from the deck
    /// or draw the top card.
    Refill,
    /// 【回復N】 at the end of each turn, the turn player's units on this square recover N life.
    Spring(u8),
}

impl Ability {
    /// The ability inside its brackets, as printed: `射撃1/1`.
    pub fn notation(&self) -> String {
        match self {
            Ability::Prestige => "威光".into(),
            Ability::Engineering => "工作".into(),
            Ability::Shoot { damage, range } => format!("射撃{damage}/{range}"),
            Ability::Heal { amount, range } => format!("治癒{amount}/{range}"),
            Ability::Inspire {
                whom: Whom::Remarks(word),
                bonus,
                ..
            } => format!("鼓舞:{word}+{bonus}"),
            Ability::Inspire {
                whom: Whom::Name(name),
                bonus,
                ..
            } => format!("鼓舞:名称{name}+{bonus}"),
            Ability::FirstAid(n) => format!("応急手当{n}"),
            Ability::Grant(a) => format!("付与:{}", a.notation()),
            Ability::Deploy(d) => format!(
                "出撃:{}",
                match d {
                    Deploys::All => "全",
                    Deploys::Units => "兵",
                    Deploys::Mounts => "騎",
                    Deploys::Temple => "神殿",
                }
            ),
            Ability::Passage => "移動:同名".into(),
            Ability::Refill => "補填(設置時):同名or1".into(),
            Ability::Spring(n) => format!("回復{n}"),
        }
    }

    /// The ability as printed on the card: `【射撃1/1】`.
    pub fn printed(&self) -> String {
        format!("【{}】", self.notation())
    }

    /// What the ability does, in English.
    pub fn english(&self) -> String {
        match self {
            Ability::Prestige => "Prestige: may be chosen as your general.".into(),
            Ability::Engineering => "Engineering: instead of moving, place a field card from \
                your hand on this card's square for its cost; fights fields in battle."
                .into(),
            Ability::Shoot { damage, range } => format!(
                "Shoot {damage}/{range}: instead of moving, deal {damage} damage to an enemy \
                 unit 1 to {range} squares away."
            ),
            Ability::Heal { amount, range } => format!(
                "Heal {amount}/{range}: instead of moving, one of your damaged units 0 to \
                 {range} squares away recovers up to {amount} life."
            ),
            Ability::Inspire {
                whom: Whom::Remarks(_),
                english,
                bonus,
            } => format!(
                "Inspire ({english} +{bonus}): in a battle, your other units on this square \
                 whose remarks name {english} get +{bonus} attack."
            ),
            Ability::Inspire {
                whom: Whom::Name(_),
                english,
                bonus,
            } => format!(
                "Inspire (named {english} +{bonus}): in a battle, your other units named \
                 {english} on this square get +{bonus} attack."
            ),
            Ability::FirstAid(n) => format!(
                "First aid {n}: in the battle and mounting phase, if this card has not moved \
                 or used an ability this turn, one of your wounded units on its square \
                 recovers up to {n} life (this card's action for the turn, not one of the 3)."
            ),
            Ability::Grant(a) => format!("Grant: its riders have this ability. {}", a.english()),
            Ability::Deploy(Deploys::All) => {
                "Deploy (all): either player may deploy units and mounts from hand here.".into()
            }
            Ability::Deploy(Deploys::Units) => {
                "Deploy (units): either player may deploy units from hand here.".into()
            }
            Ability::Deploy(Deploys::Mounts) => {
                "Deploy (mounts): either player may deploy mounts from hand here.".into()
            }
            Ability::Deploy(Deploys::Temple) => "Deploy (temple): either player may deploy \
                units and mounts from their own Temple of the Sun here."
                .into(),
            Ability::Passage => "Passage (same name): for 1 movement, a card here may go to \
                any square holding a field of the same name."
                .into(),
            Ability::Refill => "Refill (on placement: same name or 1): when an engineer places \
                it, take a card of the same name from your deck into your hand, or draw your \
                deck's top card."
                .into(),
            Ability::Spring(n) => format!(
                "Spring {n}: at the end of each turn, the turn player's units on this square \
                 recover up to {n} life."
            ),
        }
    }
}

impl CardDef {
    /// Unit, mount or field.
    pub const fn card_kind(&self) -> CardKind {
        match self.kind {
            Kind::Unit { .. } => CardKind::Unit,
            Kind::Mount { .. } => CardKind::Mount,
            Kind::Field { .. } => CardKind::Field,
        }
    }

    /// Whether it has `ability`.
    pub fn has(&self, ability: Ability) -> bool {
        self.abilities.contains(&ability)
    }

    /// Whether it may be chosen as a general: a unit with 【威光】.
    pub fn is_prestige_unit(&self) -> bool {
        matches!(self.kind, Kind::Unit { .. }) && self.has(Ability::Prestige)
    }

    /// Which cards its 【出撃】 admits, if it has one.
    pub fn deploys(&self) -> Option<Deploys> {
        self.abilities.iter().find_map(|a| match a {
            Ability::Deploy(d) => Some(*d),
            _ => None,
        })
    }

    /// Whether a deck may hold it (the starting camp is not a deck card).
    pub fn deckable(&self) -> bool {
        self.id != fields::CAMP.id
    }
}

/// Every card, the starting camp included, in id order.
pub fn all_cards() -> impl Iterator<Item = Card> {
    aera::CARDS
        .iter()
        .chain(verda::CARDS)
        .chain(mounts::CARDS)
        .chain(fields::CARDS)
        .copied()
}

/// The card with this id.
pub fn card(id: CardId) -> Option<Card> {
    all_cards().find(|c| c.id == id)
}

/// Cards in a deck.
pub const DECK_SIZE: usize = 40;
/// Copies of one card a deck may hold.
pub const MAX_COPIES: usize = 3;

/// Why a deck is refused. Each names the card and the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// No card has this id.
    UnknownCard(CardId),
    /// The card exists but is not a deck card (the starting camp).
    NotDeckable(Card),
    /// The deck does not hold exactly 40 cards (or, without the construction rules, 1 to 40).
    Size {
        /// Cards in the deck.
        count: usize,
    },
    /// More than 3 copies of one card.
    TooManyCopies {
        /// The card.
        card: Card,
        /// Copies in the deck.
        count: usize,
    },
    /// No 【威光】 unit to be the general.
    NoPrestigeUnit,
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::UnknownCard(id) => write!(f, "no Seven Square card has id {}", id.0),
            DeckError::NotDeckable(c) => write!(
                f,
                "{} ({}) is not a deck card: every player starts with one on the board",
                c.name, c.english_name
            ),
            DeckError::Size { count } => {
                write!(
                    f,
                    "a deck holds exactly {DECK_SIZE} cards, this one {count}"
                )
            }
            DeckError::TooManyCopies { card, count } => write!(
                f,
                "{} ({}): {count} copies, a deck may hold at most {MAX_COPIES} of one card",
                card.name, card.english_name
            ),
            DeckError::NoPrestigeUnit => write!(
                f,
                "a deck needs at least one unit with 【威光】 (Prestige) to be its general"
            ),
        }
    }
}

impl std::error::Error for DeckError {}

/// The deck's cards, checked. With `rules`, the construction rules (exactly 40 cards, at most
/// 3 of one card) apply; without them a deck may hold 1 to 40 cards of any counts. Either way
/// every card must exist and be a deck card, and a 【威光】 unit is needed for the general.
pub fn resolve_deck(deck: &Deck, rules: bool) -> Result<Vec<Card>, DeckError> {
    let cards = deck
        .cards
        .iter()
        .map(|&id| match card(id) {
            None => Err(DeckError::UnknownCard(id)),
            Some(c) if !c.deckable() => Err(DeckError::NotDeckable(c)),
            Some(c) => Ok(c),
        })
        .collect::<Result<Vec<Card>, DeckError>>()?;
    let size_ok = if rules {
        cards.len() == DECK_SIZE
    } else {
        (1..=DECK_SIZE).contains(&cards.len())
    };
    if !size_ok {
        return Err(DeckError::Size { count: cards.len() });
    }
    if rules {
        for c in &cards {
            let count = cards.iter().filter(|d| d.id == c.id).count();
            if count > MAX_COPIES {
                return Err(DeckError::TooManyCopies { card: c, count });
            }
        }
    }
    if !cards.iter().any(|c| c.is_prestige_unit()) {
        return Err(DeckError::NoPrestigeUnit);
    }
    Ok(cards)
}
