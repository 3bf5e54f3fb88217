//! The deck construction rules (the rulebook gives none; these are the project's): exactly
//! [`DECK_SIZE`] cards, at most [`MAX_COPIES`] of one card, every card of a colour the class
//! uses, no tokens. With the rules off a deck needs only known, non-token cards, 1 to
//! [`ZONE`](crate::ZONE) of them.

use std::fmt;

use tavern_protocol::confix::{CardId, Class, Deck, Element};

use crate::cards::{self, CardDef};
use crate::ZONE;

/// Cards in a deck under the rules.
pub const DECK_SIZE: usize = 24;
/// Copies of one card a deck may hold under the rules.
pub const MAX_COPIES: usize = 3;

/// Why a deck is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// No such card.
    UnknownCard(CardId),
    /// Tokens are made by effects, never put in decks.
    Token(CardId),
    /// Wrong number of cards.
    Size {
        /// Cards required (or the most allowed, with the rules off).
        needed: usize,
        /// Cards given.
        got: usize,
    },
    /// Too many copies of one card.
    TooManyCopies {
        /// The card.
        card: CardId,
        /// Copies given.
        copies: usize,
    },
    /// A card of a colour the class does not use.
    WrongElement {
        /// The card.
        card: CardId,
        /// Its element.
        element: Element,
        /// The deck's class.
        class: Class,
    },
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |id: &CardId| cards::card(*id).map_or("?", |c| c.english_name);
        match self {
            DeckError::UnknownCard(id) => write!(f, "there is no card {}", id.0),
            DeckError::Token(id) => write!(
                f,
                "{} ({}) is a token and cannot be put in a deck",
                name(id),
                id.0
            ),
            DeckError::Size { needed, got } if *needed == ZONE => {
                write!(f, "a deck holds 1 to {needed} cards, not {got}")
            }
            DeckError::Size { needed, got } => {
                write!(f, "a deck holds exactly {needed} cards, not {got}")
            }
            DeckError::TooManyCopies { card, copies } => write!(
                f,
                "{copies} copies of {} ({}): at most {MAX_COPIES} of a card",
                name(card),
                card.0
            ),
            DeckError::WrongElement {
                card,
                element,
                class,
            } => write!(
                f,
                "{} ({}) is a {} card, and the {} uses only {}",
                name(card),
                card.0,
                element.name(),
                class.english_name(),
                class
                    .elements()
                    .iter()
                    .map(|e| e.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }
}

impl std::error::Error for DeckError {}

/// Checks a deck, under the construction rules when `rules` is set.
pub fn validate(deck: &Deck, rules: bool) -> Result<(), DeckError> {
    for &id in &deck.cards {
        let c = cards::card(id).ok_or(DeckError::UnknownCard(id))?;
        if c.token {
            return Err(DeckError::Token(id));
        }
    }
    let got = deck.cards.len();
    if !rules {
        return if (1..=ZONE).contains(&got) {
            Ok(())
        } else {
            Err(DeckError::Size { needed: ZONE, got })
        };
    }
    if got != DECK_SIZE {
        return Err(DeckError::Size {
            needed: DECK_SIZE,
            got,
        });
    }
    for &id in &deck.cards {
        let copies = deck.cards.iter().filter(|&&c| c == id).count();
        if copies > MAX_COPIES {
            return Err(DeckError::TooManyCopies { card: id, copies });
        }
        let element = cards::card(id).map_or(Element::Fire, |c| c.element);
        if !deck.class.allows(element) {
            return Err(DeckError::WrongElement {
                card: id,
                element,
                class: deck.class,
            });
        }
    }
    Ok(())
}

/// The cards of a validated deck, in its order.
pub(crate) fn resolve(deck: &Deck) -> impl Iterator<Item = &'static CardDef> + '_ {
    deck.cards.iter().filter_map(|&id| cards::card(id))
}
