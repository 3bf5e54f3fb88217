//! The deck rules (卡组准备): 40–50 cards, at most 3 copies of one card, at least one
//! character card; and the starter, the character placed in the character zone at setup.

use std::fmt;

use tavern_protocol::gensou::{CardId, Deck};

use crate::cards;
use crate::defs::Card;

/// Fewest cards in a deck.
pub const DECK_MIN: usize = 40;
/// Most cards in a deck (also the most any deck may hold when the rules are not checked: the
/// zones are sized for it).
pub const DECK_MAX: usize = 50;
/// Most copies of one card.
pub const COPIES_MAX: usize = 3;
/// Fewest cards setup can deal from, even when the rules are not checked: the starter, the
/// opening hand of 4 and one card left to search.
pub const DEALABLE_MIN: usize = 6;

/// Why a deck is refused. Each names the card and the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// The id is no card of the pool.
    UnknownCard {
        /// The id.
        card: CardId,
    },
    /// Fewer than 40 cards.
    TooFewCards {
        /// Cards in the deck.
        count: usize,
    },
    /// More than 50 cards.
    TooManyCards {
        /// Cards in the deck.
        count: usize,
    },
    /// More than 3 copies of one card.
    TooManyCopies {
        /// The card.
        card: CardId,
        /// Its English name.
        name: &'static str,
        /// Copies in the deck.
        copies: usize,
    },
    /// No character card.
    NoCharacter,
    /// The named starter is not a character card.
    StarterNotACharacter {
        /// The card.
        card: CardId,
        /// Its English name.
        name: &'static str,
    },
    /// The named starter is not in the deck.
    StarterNotInDeck {
        /// The card.
        card: CardId,
    },
    /// Too few cards for setup to deal, even with the rules unchecked.
    TooSmallToDeal {
        /// Cards in the deck.
        count: usize,
    },
}

impl DeckError {
    /// A stable snake_case code.
    pub fn code(&self) -> &'static str {
        match self {
            DeckError::UnknownCard { .. } => "unknown_card",
            DeckError::TooFewCards { .. } => "too_few_cards",
            DeckError::TooManyCards { .. } => "too_many_cards",
            DeckError::TooManyCopies { .. } => "too_many_copies",
            DeckError::NoCharacter => "no_character",
            DeckError::StarterNotACharacter { .. } => "starter_not_a_character",
            DeckError::StarterNotInDeck { .. } => "starter_not_in_deck",
            DeckError::TooSmallToDeal { .. } => "too_small_to_deal",
        }
    }
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::UnknownCard { card } => {
                write!(f, "unknown card {}: a deck holds cards of the pool only", card.0)
            }
            DeckError::TooFewCards { count } => write!(
                f,
                "the deck holds {count} cards: a deck holds at least {DECK_MIN}"
            ),
            DeckError::TooManyCards { count } => write!(
                f,
                "the deck holds {count} cards: a deck holds at most {DECK_MAX}"
            ),
            DeckError::TooManyCopies { card, name, copies } => write!(
                f,
                "card {} {name} appears {copies} times: a deck holds at most {COPIES_MAX} copies of one card",
                card.0
            ),
            DeckError::NoCharacter => {
                write!(f, "the deck holds no character card: a deck needs at least 1")
            }
            DeckError::StarterNotACharacter { card, name } => write!(
                f,
                "card {} {name} is not a character card: the starter placed at setup must be one",
                card.0
            ),
            DeckError::StarterNotInDeck { card } => write!(
                f,
                "card {} is not in the deck: the starter placed at setup comes from the deck",
                card.0
            ),
            DeckError::TooSmallToDeal { count } => write!(
                f,
                "the deck holds {count} cards: setup deals from at least {DEALABLE_MIN}"
            ),
        }
    }
}

impl std::error::Error for DeckError {}

/// A deck checked against the pool: its cards and its starter.
#[derive(Clone, Debug)]
pub struct Checked {
    /// Every card, the starter included.
    pub cards: Vec<&'static Card>,
    /// The character placed as SUPPORT at setup.
    pub starter: &'static Card,
}

/// Checks a deck: every id must be a card of the pool, and when `rules` is set, the deck
/// rules hold. The first broken rule is reported, in the rulebook's order.
pub fn check(deck: &Deck, rules: bool) -> Result<Checked, DeckError> {
    let cards = deck
        .cards
        .iter()
        .map(|&id| cards::card(id).ok_or(DeckError::UnknownCard { card: id }))
        .collect::<Result<Vec<_>, _>>()?;
    let count = cards.len();
    if count > DECK_MAX {
        return Err(DeckError::TooManyCards { count });
    }
    if rules {
        if count < DECK_MIN {
            return Err(DeckError::TooFewCards { count });
        }
        for c in cards::all() {
            let copies = cards.iter().filter(|d| d.id == c.id).count();
            if copies > COPIES_MAX {
                return Err(DeckError::TooManyCopies {
                    card: c.id,
                    name: c.english_name,
                    copies,
                });
            }
        }
    }
    let starter = match deck.starter {
        Some(id) => {
            let c = cards::card(id).ok_or(DeckError::UnknownCard { card: id })?;
            if c.as_character().is_none() {
                return Err(DeckError::StarterNotACharacter {
                    card: id,
                    name: c.english_name,
                });
            }
            if !cards.contains(&c) {
                return Err(DeckError::StarterNotInDeck { card: id });
            }
            c
        }
        None => cards
            .iter()
            .copied()
            .find(|c| c.as_character().is_some())
            .ok_or(DeckError::NoCharacter)?,
    };
    if count < DEALABLE_MIN {
        return Err(DeckError::TooSmallToDeal { count });
    }
    Ok(Checked { cards, starter })
}
