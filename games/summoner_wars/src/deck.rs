//! Deck construction (牌组构建): a faction's preset deck, or a custom deck checked against the
//! rulebook's parts and restrictions, with typed errors.
//!
//! A custom deck names its summoner and its draw pile. The summoner's card decides the rest:
//! the starting units and the 10-life starting gate its faction places at setup, and the epic
//! events it lists. The draw pile holds 3 five-life gates, those 2 epic events, 6 standard
//! events, 3 champions and 16 commons (RB:293-301). Every unit and event must carry the
//! summoner's deck symbol (RB:305); a card's symbol is its faction's, and structures carry
//! none (RB:48-53 list no symbol on them), so any faction's gate will do. At most 2 copies of
//! a standard event, 1 of a champion and 4 of a common (RB:308-312).
//!
//! The two first-edition factions have three commons each, so 4 copies of each is 12, not 16:
//! their decks hold 12 commons (RULES.md, decision D1). In general a deck holds 16 commons, or
//! 4 of each common carrying the summoner's symbol when that is fewer.
//!
//! [`check`] reports the first broken rule: cards that may not be in the deck at all first,
//! then the parts' counts in the rulebook's order, then the copy limits.

use std::fmt;

use tavern_protocol::summoner_wars::{CardClass, CardId, Deck, DeckRules, Faction};

use super::cards::{self, CardDef};
use super::PILE;

/// 5-life gates in a draw pile.
pub const GATES: u8 = 3;
/// Epic events in a draw pile.
pub const EPIC_EVENTS: u8 = 2;
/// Standard events in a draw pile.
pub const STANDARD_EVENTS: u8 = 6;
/// Champions in a draw pile.
pub const CHAMPIONS: u8 = 3;
/// Commons in a draw pile, when the summoner's symbol has enough commons.
pub const COMMONS: u8 = 16;
/// Most copies of one standard event.
pub const MOST_STANDARD_EVENT: u8 = 2;
/// Most copies of one champion.
pub const MOST_CHAMPION: u8 = 1;
/// Most copies of one common.
pub const MOST_COMMON: u8 = 4;

/// A part of the draw pile whose size the rules fix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// 5-life gates.
    Gates,
    /// Epic events.
    EpicEvents,
    /// Standard events.
    StandardEvents,
    /// Champions.
    Champions,
    /// Commons.
    Commons,
}

impl Part {
    /// Every part, in the rulebook's order.
    pub const ALL: [Part; 5] = [
        Part::Gates,
        Part::EpicEvents,
        Part::StandardEvents,
        Part::Champions,
        Part::Commons,
    ];

    /// The part a draw-pile card belongs to (`None` for summoners and the 10-life gate).
    fn of(c: &CardDef) -> Option<Part> {
        match c.class {
            CardClass::Structure if c.life() == 10 => None,
            CardClass::Structure => Some(Part::Gates),
            CardClass::EpicEvent => Some(Part::EpicEvents),
            CardClass::StandardEvent => Some(Part::StandardEvents),
            CardClass::Champion => Some(Part::Champions),
            CardClass::Common => Some(Part::Commons),
            CardClass::Summoner => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Part::Gates => "5-life gates",
            Part::EpicEvents => "epic events",
            Part::StandardEvents => "standard events",
            Part::Champions => "champions",
            Part::Commons => "commons",
        }
    }
}

/// Why a deck is refused. Each names the card or the part, and the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// The id is no card of the pool.
    UnknownCard {
        /// The id.
        card: CardId,
    },
    /// The card named as the summoner is not a summoner.
    NotASummoner {
        /// The card.
        card: CardId,
        /// Its name.
        name: &'static str,
    },
    /// A summoner in the draw pile: a deck has one summoner, and it starts on the battlefield.
    SummonerInPile {
        /// The card.
        card: CardId,
        /// Its name.
        name: &'static str,
    },
    /// More cards than the engine's piles hold, even with the rules unchecked.
    TooManyCards {
        /// Cards in the deck, starting cards included.
        count: usize,
    },
    /// The 10-life gate in the draw pile: it is the starting gate, placed at setup.
    StartingGateInPile {
        /// The card.
        card: CardId,
    },
    /// A unit or event without the summoner's deck symbol.
    WrongSymbol {
        /// The card.
        card: CardId,
        /// Its name.
        name: &'static str,
        /// The symbol it carries.
        symbol: Faction,
        /// The summoner's symbol.
        summoner: Faction,
    },
    /// An epic event the summoner's card does not list.
    EpicNotListed {
        /// The card.
        card: CardId,
        /// Its name.
        name: &'static str,
    },
    /// A part of the draw pile with the wrong number of cards.
    WrongCount {
        /// The part.
        part: Part,
        /// Cards the rules ask for.
        needed: u8,
        /// Cards in the deck.
        got: usize,
    },
    /// More copies of a card than its class allows.
    TooManyCopies {
        /// The card.
        card: CardId,
        /// Its name.
        name: &'static str,
        /// Copies in the deck.
        copies: usize,
        /// Copies allowed.
        most: u8,
    },
}

impl DeckError {
    /// A stable snake_case code.
    pub fn code(&self) -> &'static str {
        match self {
            DeckError::UnknownCard { .. } => "unknown_card",
            DeckError::NotASummoner { .. } => "not_a_summoner",
            DeckError::SummonerInPile { .. } => "summoner_in_pile",
            DeckError::TooManyCards { .. } => "too_many_cards",
            DeckError::StartingGateInPile { .. } => "starting_gate_in_pile",
            DeckError::WrongSymbol { .. } => "wrong_symbol",
            DeckError::EpicNotListed { .. } => "epic_not_listed",
            DeckError::WrongCount { .. } => "wrong_count",
            DeckError::TooManyCopies { .. } => "too_many_copies",
        }
    }
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::UnknownCard { card } => write!(
                f,
                "unknown card {}: a deck holds cards of the card list only",
                card.0
            ),
            DeckError::NotASummoner { card, name } => write!(
                f,
                "card {} {name} is not a summoner: a deck is built around one",
                card.0
            ),
            DeckError::SummonerInPile { card, name } => write!(
                f,
                "card {} {name} is a summoner: a deck has one, and it starts on the battlefield, not in the draw pile",
                card.0
            ),
            DeckError::TooManyCards { count } => write!(
                f,
                "the deck holds {count} cards with its starting cards: at most {PILE} fit"
            ),
            DeckError::StartingGateInPile { card } => write!(
                f,
                "card {} is the 10-life starting gate: it starts on the battlefield, not in the draw pile",
                card.0
            ),
            DeckError::WrongSymbol {
                card,
                name,
                symbol,
                summoner,
            } => write!(
                f,
                "card {} {name} carries the {} symbol: every unit and event must carry the summoner's ({})",
                card.0,
                symbol.name(),
                summoner.name()
            ),
            DeckError::EpicNotListed { card, name } => write!(
                f,
                "card {} {name} is an epic event the summoner's card does not list: a deck holds only the 2 it lists",
                card.0
            ),
            DeckError::WrongCount { part, needed, got } => write!(
                f,
                "the draw pile holds {got} {}: a deck holds {needed}",
                part.name()
            ),
            DeckError::TooManyCopies {
                card,
                name,
                copies,
                most,
            } => write!(
                f,
                "card {} {name} appears {copies} times: a deck holds at most {most} of it",
                card.0
            ),
        }
    }
}

impl std::error::Error for DeckError {}

/// A deck checked against the card list: what setup lays out and shuffles.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The summoner's faction.
    pub faction: Faction,
    /// The starting cards (the summoner, the starting units and the starting gate), as (card,
    /// column, row) from the owner's side.
    pub layout: &'static [(CardId, u8, u8)],
    /// The draw pile before shuffling.
    pub pile: Vec<&'static CardDef>,
}

/// A card's deck symbol: its faction's for units and events, none for structures.
pub fn symbol(c: &CardDef) -> Option<Faction> {
    if c.is_structure() {
        return None;
    }
    Faction::ALL
        .get(usize::from(c.id.0 / 100).checked_sub(1)?)
        .copied()
}

/// The parts and copy limits of a deck whose summoner carries `faction`'s symbol.
pub fn rules(faction: Faction) -> DeckRules {
    let commons = cards::all_cards()
        .filter(|c| c.class == CardClass::Common && symbol(c) == Some(faction))
        .count();
    DeckRules {
        gates: GATES,
        epic_events: EPIC_EVENTS,
        standard_events: STANDARD_EVENTS,
        champions: CHAMPIONS,
        commons: COMMONS.min(u8::try_from(commons * usize::from(MOST_COMMON)).unwrap_or(u8::MAX)),
        most_standard_event: MOST_STANDARD_EVENT,
        most_champion: MOST_CHAMPION,
        most_common: MOST_COMMON,
    }
}

/// The epic events `faction`'s summoner lists: the faction's own.
pub fn listed_epic_events(faction: Faction) -> impl Iterator<Item = &'static CardDef> {
    cards::faction(faction)
        .cards
        .iter()
        .filter(|c| c.class == CardClass::EpicEvent)
}

/// The preset draw pile of `faction`, copies repeated, in its table's order.
pub fn preset_pile(faction: Faction) -> Vec<&'static CardDef> {
    cards::faction(faction)
        .deck
        .iter()
        .filter_map(|&(id, copies)| Some((cards::card(id)?, copies)))
        .flat_map(|(c, copies)| std::iter::repeat_n(c, usize::from(copies)))
        .collect()
}

/// Checks a deck: every card must be known, a custom deck needs a summoner and no summoner
/// in its draw pile, and everything must fit the engine's piles; when `rules` is set, the
/// deck construction rules hold too.
pub fn check(deck: &Deck, rules: bool) -> Result<Checked, DeckError> {
    let (faction, pile) = match deck {
        Deck::Preset(f) => (*f, preset_pile(*f)),
        Deck::Custom(d) => {
            let summoner = known(d.summoner)?;
            if !summoner.is_summoner() {
                return Err(DeckError::NotASummoner {
                    card: summoner.id,
                    name: summoner.name,
                });
            }
            let faction = symbol(summoner).ok_or(DeckError::UnknownCard { card: summoner.id })?;
            let pile = d
                .cards
                .iter()
                .map(|&id| known(id))
                .collect::<Result<Vec<_>, _>>()?;
            if let Some(c) = pile.iter().find(|c| c.is_summoner()) {
                return Err(DeckError::SummonerInPile {
                    card: c.id,
                    name: c.name,
                });
            }
            (faction, pile)
        }
    };
    let layout = cards::faction(faction).layout;
    let count = layout.len() + pile.len();
    if count > PILE {
        return Err(DeckError::TooManyCards { count });
    }
    if rules {
        check_rules(faction, &pile)?;
    }
    Ok(Checked {
        faction,
        layout,
        pile,
    })
}

fn known(id: CardId) -> Result<&'static CardDef, DeckError> {
    cards::card(id).ok_or(DeckError::UnknownCard { card: id })
}

/// The deck construction rules for a draw pile of `faction`'s summoner.
fn check_rules(faction: Faction, pile: &[&'static CardDef]) -> Result<(), DeckError> {
    for c in pile {
        if Part::of(c).is_none() {
            return Err(DeckError::StartingGateInPile { card: c.id });
        }
        if c.class == CardClass::EpicEvent && !listed_epic_events(faction).any(|e| e == *c) {
            return Err(DeckError::EpicNotListed {
                card: c.id,
                name: c.name,
            });
        }
        if let Some(s) = symbol(c).filter(|&s| s != faction) {
            return Err(DeckError::WrongSymbol {
                card: c.id,
                name: c.name,
                symbol: s,
                summoner: faction,
            });
        }
    }
    let r = self::rules(faction);
    for part in Part::ALL {
        let needed = match part {
            Part::Gates => r.gates,
            Part::EpicEvents => r.epic_events,
            Part::StandardEvents => r.standard_events,
            Part::Champions => r.champions,
            Part::Commons => r.commons,
        };
        let got = pile.iter().filter(|c| Part::of(c) == Some(part)).count();
        if got != usize::from(needed) {
            return Err(DeckError::WrongCount { part, needed, got });
        }
    }
    for (i, c) in pile.iter().enumerate() {
        let most = match c.class {
            CardClass::StandardEvent => r.most_standard_event,
            CardClass::Champion => r.most_champion,
            CardClass::Common => r.most_common,
            _ => continue,
        };
        let copies = pile.iter().filter(|d| d.id == c.id).count();
        let first = pile.iter().position(|d| d.id == c.id) == Some(i);
        if first && copies > usize::from(most) {
            return Err(DeckError::TooManyCopies {
                card: c.id,
                name: c.name,
                copies,
                most,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavern_protocol::summoner_wars::CustomDeck;

    /// Every preset deck follows the deck construction rules, as a preset and written out as
    /// a custom deck.
    #[test]
    fn every_preset_follows_the_deck_rules() {
        for f in Faction::ALL {
            let checked = check(&Deck::Preset(f), true).expect("preset");
            let custom = Deck::Custom(CustomDeck {
                summoner: cards::faction(f)
                    .cards
                    .iter()
                    .find(|c| c.is_summoner())
                    .map(|c| c.id)
                    .expect("a summoner"),
                cards: checked.pile.iter().map(|c| c.id).collect(),
            });
            check(&custom, true).unwrap_or_else(|e| panic!("{f:?}: {e}"));
        }
    }
}
