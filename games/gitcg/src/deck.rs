//! Deck construction rules (构筑要求), with typed errors.
//!
//! A deck is 3 different character cards and 30 action cards. At most 2 copies of each action
//! card may be in it, and at most 1 of each Arcane Legend (秘传). Talent cards need their
//! character in the deck; elemental resonance cards need at least 2 characters of their
//! element; nation cards need at least 2 characters of their nation. Cards that are only
//! created during play cannot be put in a deck.
//!
//! [`validate`] looks the cards up in the registry and, when asked, checks every rule; each
//! [`DeckError`] names the card (English name and id) and the rule it breaks.

use std::fmt;

use tavern_protocol::gitcg::{Deck, Element};

use super::cards;
use super::defs::{nation, CardDef, CardKind, CharacterDef};
use super::state::DECK_CAP;
use super::version::GameVersion;

/// Character cards in a deck.
pub const CHARACTERS: usize = 3;
/// Action cards in a deck that follows the rules.
pub const ACTION_CARDS: usize = 30;
/// Copies of one action card a deck may hold.
pub const MAX_COPIES: usize = 2;
/// Copies of one Arcane Legend card a deck may hold.
pub const MAX_LEGEND_COPIES: usize = 1;
/// Characters of an element or nation that resonance and nation cards need.
pub const SAME_TAG_NEEDED: usize = 2;

/// Why a deck cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// Cards this server does not have, every one of them (a player fixes a deck in one go).
    UnknownCards {
        /// Character card ids no character has, in deck order.
        characters: Vec<u32>,
        /// Action card ids no action card has, in deck order, each once.
        cards: Vec<u32>,
    },
    /// A deck has exactly 3 character cards.
    CharacterCount {
        /// Character cards in the deck.
        got: usize,
    },
    /// The 3 character cards must be different.
    DuplicateCharacter {
        /// The repeated character's id.
        id: u32,
        /// Its English name.
        name: &'static str,
    },
    /// A deck that follows the rules has exactly 30 action cards.
    CardCount {
        /// Action cards in the deck.
        got: usize,
    },
    /// Even without the construction rules, a deck has at most this many action cards.
    TooManyCards {
        /// Action cards in the deck.
        got: usize,
        /// The most the engine accepts.
        max: usize,
    },
    /// More copies of a card than allowed (2, or 1 for an Arcane Legend).
    TooManyCopies {
        /// The card's id.
        card: u32,
        /// Its English name.
        name: &'static str,
        /// Copies allowed.
        max: usize,
        /// Copies in the deck.
        got: usize,
    },
    /// A talent card whose character is not in the deck.
    TalentWithoutCharacter {
        /// The talent card's id.
        card: u32,
        /// Its English name.
        name: &'static str,
        /// The id of the character it belongs to.
        character: u32,
    },
    /// An elemental resonance card without 2 characters of its element.
    ResonanceNeedsTwo {
        /// The card's id.
        card: u32,
        /// Its English name.
        name: &'static str,
        /// Its element.
        element: Element,
        /// Characters of that element in the deck.
        got: usize,
    },
    /// A nation card without 2 characters of its nation.
    NationNeedsTwo {
        /// The card's id.
        card: u32,
        /// Its English name.
        name: &'static str,
        /// Its nation (bits of [`nation`]).
        nation: u16,
        /// Characters of that nation in the deck.
        got: usize,
    },
    /// A card that is only created during play (it has no share id).
    NotDeckable {
        /// The card's id.
        card: u32,
        /// Its English name.
        name: &'static str,
    },
    /// Cards that arrived after the match's version, every one of them (characters first,
    /// then action cards, each once, in deck order).
    NewerThanVersion {
        /// The match's version.
        version: GameVersion,
        /// Each card: its id, English name and the version it needs.
        cards: Vec<(u32, &'static str, GameVersion)>,
    },
}

/// English names of the nations in a [`nation`] bit set, joined by "or".
pub fn nation_name(bits: u16) -> String {
    const NAMES: [(u16, &str); 9] = [
        (nation::MONDSTADT, "Mondstadt"),
        (nation::LIYUE, "Liyue"),
        (nation::INAZUMA, "Inazuma"),
        (nation::SUMERU, "Sumeru"),
        (nation::FONTAINE, "Fontaine"),
        (nation::FATUI, "Fatui"),
        (nation::MONSTER, "Monster"),
        (nation::HILICHURL, "Hilichurl"),
        (nation::NATLAN, "Natlan"),
    ];
    let names: Vec<&str> = NAMES
        .iter()
        .filter(|(bit, _)| bits & bit != 0)
        .map(|(_, name)| *name)
        .collect();
    if names.is_empty() {
        format!("nation {bits:#x}")
    } else {
        names.join(" or ")
    }
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::UnknownCards { characters, cards } => {
                let list = |ids: &[u32]| {
                    ids.iter()
                        .map(u32::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let mut parts = Vec::new();
                if !characters.is_empty() {
                    parts.push(format!("character card ids {}", list(characters)));
                }
                if !cards.is_empty() {
                    parts.push(format!("action card ids {}", list(cards)));
                }
                write!(
                    f,
                    "the deck holds {} card(s) this server does not have: {}",
                    characters.len() + cards.len(),
                    parts.join("; ")
                )
            }
            DeckError::CharacterCount { got } => write!(
                f,
                "a deck has exactly {CHARACTERS} character cards, this one has {got}"
            ),
            DeckError::DuplicateCharacter { id, name } => write!(
                f,
                "{name} ({id}) is in the deck more than once: the {CHARACTERS} character cards must be different"
            ),
            DeckError::CardCount { got } => write!(
                f,
                "a deck has exactly {ACTION_CARDS} action cards, this one has {got}"
            ),
            DeckError::TooManyCards { got, max } => write!(
                f,
                "a deck has at most {max} action cards, this one has {got}"
            ),
            DeckError::TooManyCopies {
                card,
                name,
                max,
                got,
            } => {
                if *max == MAX_LEGEND_COPIES {
                    write!(
                        f,
                        "{name} ({card}): an Arcane Legend card may be in a deck only once, this deck has {got} copies"
                    )
                } else {
                    write!(
                        f,
                        "{name} ({card}): at most {max} copies of an action card are allowed, this deck has {got}"
                    )
                }
            }
            DeckError::TalentWithoutCharacter {
                card,
                name,
                character,
            } => {
                let owner = cards::character(tavern_protocol::gitcg::CharacterId(*character))
                    .map_or("its character", |c| c.english_name);
                write!(
                    f,
                    "{name} ({card}) is a talent card: the deck needs {owner} ({character}) among its characters"
                )
            }
            DeckError::ResonanceNeedsTwo {
                card,
                name,
                element,
                got,
            } => write!(
                f,
                "{name} ({card}) is an elemental resonance card: the deck needs at least {SAME_TAG_NEEDED} {element:?} characters, it has {got}"
            ),
            DeckError::NationNeedsTwo {
                card,
                name,
                nation,
                got,
            } => write!(
                f,
                "{name} ({card}) is a nation card: the deck needs at least {SAME_TAG_NEEDED} {} characters, it has {got}",
                nation_name(*nation)
            ),
            DeckError::NotDeckable { card, name } => write!(
                f,
                "{name} ({card}) is only created during play and cannot be put in a deck"
            ),
            DeckError::NewerThanVersion { version, cards } => {
                let list: Vec<String> = cards
                    .iter()
                    .map(|(id, name, since)| format!("{name} ({id}) needs version {since}"))
                    .collect();
                write!(
                    f,
                    "the match is played at version {version}: {}",
                    list.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for DeckError {}

/// A deck's character and action cards, looked up in the registry.
pub type Resolved = ([&'static CharacterDef; 3], Vec<&'static CardDef>);

/// Looks a deck's cards up and, when `rules` is set, checks the construction rules: 3 different
/// characters, exactly 30 action cards, at most 2 copies of each (Arcane Legend: 1), no cards
/// that are only created in play, talents with their character, elemental resonance with 2
/// characters of the element, nation cards with 2 characters of the nation.
///
/// Without `rules` (casual rooms), a deck still needs 3 known characters and at most
/// [`DECK_CAP`] known action cards. The first problem found is reported, in this order: the
/// number of characters, too many action cards, then every unknown card (characters and
/// action cards) in one error; then, with `rules`, a repeated character, a count other than 30, and each distinct card in
/// deck order (created in play, copies, talent, resonance, nation).
pub fn validate(deck: &Deck, rules: bool) -> Result<Resolved, DeckError> {
    validate_at(deck, rules, GameVersion::NEWEST)
}

/// [`validate`] for a match played at `version`: the cards are looked up as they stand there,
/// and a card that arrived later is refused, with or without the construction rules
/// ([`DeckError::NewerThanVersion`], after the unknown cards).
pub fn validate_at(deck: &Deck, rules: bool, version: GameVersion) -> Result<Resolved, DeckError> {
    if deck.characters.len() != CHARACTERS {
        return Err(DeckError::CharacterCount {
            got: deck.characters.len(),
        });
    }
    let got = deck.cards.len();
    if got > DECK_CAP {
        return Err(if rules {
            DeckError::CardCount { got }
        } else {
            DeckError::TooManyCards { got, max: DECK_CAP }
        });
    }
    let found = [0, 1, 2].map(|i| cards::character_at(deck.characters[i], version));
    let mut list: Vec<&'static CardDef> = Vec::with_capacity(got);
    list.extend(
        deck.cards
            .iter()
            .map_while(|id| cards::card_at(*id, version)),
    );
    let [Some(a), Some(b), Some(c)] = found else {
        return Err(unknown(deck));
    };
    if list.len() < got {
        return Err(unknown(deck));
    }
    let chars = [a, b, c];
    if chars.iter().any(|c| c.since > version) || list.iter().any(|c| c.since > version) {
        return Err(newer(&chars, &list, version));
    }
    if !rules {
        return Ok((chars, list));
    }
    for (i, c) in chars.iter().enumerate() {
        if chars[..i].iter().any(|d| d.id == c.id) {
            return Err(DeckError::DuplicateCharacter {
                id: c.id,
                name: c.english_name,
            });
        }
    }
    if list.len() != ACTION_CARDS {
        return Err(DeckError::CardCount { got: list.len() });
    }
    // Each distinct card once with its copies, counted in a small hash table of the ids: a
    // deck that breaks no rule is told so without comparing every card with every other.
    let mut table: [(u32, u8); 64] = [(0, 0); 64];
    let mut fine = true;
    for c in &list {
        let mut i = (c.id.wrapping_mul(0x9e37_79b9) >> 26) as usize;
        while table[i].1 > 0 && table[i].0 != c.id {
            i = (i + 1) % table.len();
        }
        table[i] = (c.id, table[i].1.saturating_add(1));
    }
    for c in &list {
        let mut i = (c.id.wrapping_mul(0x9e37_79b9) >> 26) as usize;
        while table[i].0 != c.id {
            i = (i + 1) % table.len();
        }
        // Each card is checked at the copy that finds its count first.
        let copies = std::mem::take(&mut table[i].1);
        if copies > 0 {
            fine &= check_card(c, &chars, copies as usize).is_ok();
        }
    }
    if fine {
        return Ok((chars, list));
    }
    // The first problem in deck order is the one reported.
    for (i, c) in list.iter().enumerate() {
        if list[..i].iter().any(|d| d.id == c.id) {
            continue; // checked at its first copy
        }
        check_card(c, &chars, list.iter().filter(|d| d.id == c.id).count())?;
    }
    Ok((chars, list))
}

/// Every card of a deck that arrived after `version`: characters, then action cards, each once.
fn newer(chars: &[&CharacterDef; 3], list: &[&CardDef], version: GameVersion) -> DeckError {
    let mut cards: Vec<(u32, &'static str, GameVersion)> = Vec::new();
    let later = chars
        .iter()
        .filter(|c| c.since > version)
        .map(|c| (c.id, c.english_name, c.since))
        .chain(
            list.iter()
                .filter(|c| c.since > version)
                .map(|c| (c.id, c.english_name, c.since)),
        );
    for card in later {
        if !cards.contains(&card) {
            cards.push(card);
        }
    }
    DeckError::NewerThanVersion { version, cards }
}

/// Every unknown card of `deck`: characters in deck order, action cards in deck order, each
/// once.
fn unknown(deck: &Deck) -> DeckError {
    let characters = deck
        .characters
        .iter()
        .filter(|id| cards::character(**id).is_none())
        .map(|id| id.0)
        .collect();
    let mut unknown_cards: Vec<u32> = Vec::new();
    for id in &deck.cards {
        if cards::card(*id).is_none() && !unknown_cards.contains(&id.0) {
            unknown_cards.push(id.0);
        }
    }
    DeckError::UnknownCards {
        characters,
        cards: unknown_cards,
    }
}

/// The rules for one distinct card with `copies` copies in a deck with these characters.
fn check_card(c: &CardDef, chars: &[&CharacterDef; 3], copies: usize) -> Result<(), DeckError> {
    let (card, name) = (c.id, c.english_name);
    if c.share_id == 0 {
        return Err(DeckError::NotDeckable { card, name });
    }
    let max = if c.kind == CardKind::Legend {
        MAX_LEGEND_COPIES
    } else {
        MAX_COPIES
    };
    if copies > max {
        return Err(DeckError::TooManyCopies {
            card,
            name,
            max,
            got: copies,
        });
    }
    if let Some(character) = c.talent_of {
        if !chars.iter().any(|ch| ch.id == character) {
            return Err(DeckError::TalentWithoutCharacter {
                card,
                name,
                character,
            });
        }
    }
    if let CardKind::Resonance(element) = c.kind {
        let got = chars.iter().filter(|ch| ch.element == element).count();
        if got < SAME_TAG_NEEDED {
            return Err(DeckError::ResonanceNeedsTwo {
                card,
                name,
                element,
                got,
            });
        }
    }
    if c.nation != 0 {
        let got = chars.iter().filter(|ch| ch.nations & c.nation != 0).count();
        if got < SAME_TAG_NEEDED {
            return Err(DeckError::NationNeedsTwo {
                card,
                name,
                nation: c.nation,
                got,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tavern_game::rng::Rng;
    use tavern_protocol::gitcg::{CardId, CharacterId};

    fn card_where(f: impl Fn(&CardDef) -> bool) -> &'static CardDef {
        cards::action_cards()
            .find(|c| f(c))
            .expect("the pool has such a card")
    }

    /// Plain cards (no talent, resonance, nation or legend), deckable.
    fn plain() -> Vec<&'static CardDef> {
        cards::action_cards()
            .filter(|c| {
                c.share_id != 0
                    && c.talent_of.is_none()
                    && c.nation == 0
                    && !matches!(c.kind, CardKind::Resonance(_) | CardKind::Legend)
            })
            .collect()
    }

    /// 3 characters and 30 plain cards (2 copies each of the first 15).
    fn base(chars: [u32; 3]) -> Deck {
        let p = plain();
        assert!(p.len() >= 16, "the pool has enough plain cards");
        Deck {
            characters: chars.iter().map(|&c| CharacterId(c)).collect(),
            cards: p[..15]
                .iter()
                .flat_map(|c| [CardId(c.id), CardId(c.id)])
                .collect(),
        }
    }

    fn some_chars() -> [u32; 3] {
        let all = cards::characters();
        [all[0].id, all[1].id, all[2].id]
    }

    /// Replaces the last `n` cards with `n` copies of `card`.
    fn with(mut deck: Deck, card: u32, n: usize) -> Deck {
        let len = deck.cards.len();
        for c in &mut deck.cards[len - n..] {
            *c = CardId(card);
        }
        deck
    }

    fn err(deck: &Deck) -> DeckError {
        match validate(deck, true) {
            Ok(_) => panic!("deck should be refused: {deck:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn a_plain_deck_is_valid() {
        let deck = base(some_chars());
        let (chars, list) = validate(&deck, true).expect("valid");
        assert_eq!(chars.map(|c| c.id).to_vec(), some_chars().to_vec());
        assert_eq!(list.len(), 30);
    }

    #[test]
    fn characters_three_different_known() {
        let [a, b, c] = some_chars();
        let mut deck = base([a, b, c]);
        deck.characters.pop();
        assert_eq!(err(&deck), DeckError::CharacterCount { got: 2 });
        assert_eq!(
            validate(&deck, false).err(),
            Some(DeckError::CharacterCount { got: 2 })
        );
        deck.characters.extend([CharacterId(c), CharacterId(c)]);
        assert_eq!(err(&deck), DeckError::CharacterCount { got: 4 });
        let deck = base([a, b, 99_999]);
        assert_eq!(
            err(&deck),
            DeckError::UnknownCards {
                characters: vec![99_999],
                cards: vec![]
            }
        );
        let deck = base([a, b, a]);
        let e = err(&deck);
        assert!(matches!(e, DeckError::DuplicateCharacter { id, .. } if id == a));
        let name = cards::character(CharacterId(a)).unwrap().english_name;
        assert!(e.to_string().contains(name), "{e}");
        assert!(e.to_string().contains(&a.to_string()), "{e}");
        assert!(validate(&deck, false).is_ok(), "casual decks may repeat");
    }

    #[test]
    fn exactly_thirty_cards_with_rules_at_most_the_cap_without() {
        let mut deck = base(some_chars());
        deck.cards.pop();
        assert_eq!(err(&deck), DeckError::CardCount { got: 29 });
        assert!(validate(&deck, false).is_ok());
        deck.cards.extend(deck.cards.clone());
        assert_eq!(err(&deck), DeckError::CardCount { got: 58 });
        deck.cards.truncate(DECK_CAP + 1);
        assert_eq!(
            validate(&deck, false).err(),
            Some(DeckError::TooManyCards {
                got: DECK_CAP + 1,
                max: DECK_CAP
            })
        );
        let deck = with(base(some_chars()), 1, 1);
        let unknown = DeckError::UnknownCards {
            characters: vec![],
            cards: vec![1],
        };
        assert_eq!(err(&deck), unknown);
        assert_eq!(validate(&deck, false).err(), Some(unknown));
    }

    #[test]
    fn a_deck_refused_for_unknown_cards_names_every_one_in_one_message() {
        let [a, _, _] = some_chars();
        let mut deck = with(base([a, 99_998, 99_999]), 777_001, 2);
        let last = deck.cards.len() - 3;
        deck.cards[last] = CardId(777_002);
        deck.cards[0] = CardId(777_003);
        let e = err(&deck);
        assert_eq!(
            e,
            DeckError::UnknownCards {
                characters: vec![99_998, 99_999],
                cards: vec![777_003, 777_002, 777_001],
            }
        );
        let message = e.to_string();
        for id in ["99998", "99999", "777001", "777002", "777003"] {
            assert!(message.contains(id), "{message}");
        }
        assert!(message.contains("5 card(s)"), "{message}");
    }

    #[test]
    fn at_most_two_copies_and_one_legend() {
        let extra = plain()[20];
        let deck = with(base(some_chars()), extra.id, 3);
        let e = err(&deck);
        assert_eq!(
            e,
            DeckError::TooManyCopies {
                card: extra.id,
                name: extra.english_name,
                max: 2,
                got: 3
            }
        );
        assert!(e.to_string().contains(extra.english_name), "{e}");
        assert!(e.to_string().contains(&extra.id.to_string()), "{e}");
        let legend = card_where(|c| c.kind == CardKind::Legend);
        assert!(validate(&with(base(some_chars()), legend.id, 1), true).is_ok());
        let e = err(&with(base(some_chars()), legend.id, 2));
        assert_eq!(
            e,
            DeckError::TooManyCopies {
                card: legend.id,
                name: legend.english_name,
                max: 1,
                got: 2
            }
        );
        assert!(e.to_string().contains("Arcane Legend"), "{e}");
    }

    #[test]
    fn talents_need_their_character() {
        let talent = card_where(|c| c.talent_of.is_some() && c.share_id != 0);
        let owner = talent.talent_of.unwrap();
        let others: Vec<u32> = cards::characters()
            .iter()
            .map(|c| c.id)
            .filter(|&id| id != owner)
            .take(3)
            .collect();
        let e = err(&with(base([others[0], others[1], others[2]]), talent.id, 2));
        assert_eq!(
            e,
            DeckError::TalentWithoutCharacter {
                card: talent.id,
                name: talent.english_name,
                character: owner
            }
        );
        let owner_name = cards::character(CharacterId(owner)).unwrap().english_name;
        assert!(e.to_string().contains(owner_name), "{e}");
        assert!(e.to_string().contains(talent.english_name), "{e}");
        let ok = with(base([others[0], owner, others[1]]), talent.id, 2);
        assert!(validate(&ok, true).is_ok());
    }

    #[test]
    fn resonance_needs_two_of_the_element() {
        for res in cards::action_cards() {
            let CardKind::Resonance(element) = res.kind else {
                continue;
            };
            let of: Vec<u32> = cards::characters()
                .iter()
                .filter(|c| c.element == element)
                .map(|c| c.id)
                .collect();
            let not: Vec<u32> = cards::characters()
                .iter()
                .filter(|c| c.element != element)
                .map(|c| c.id)
                .collect();
            let e = err(&with(base([of[0], not[0], not[1]]), res.id, 1));
            assert_eq!(
                e,
                DeckError::ResonanceNeedsTwo {
                    card: res.id,
                    name: res.english_name,
                    element,
                    got: 1
                }
            );
            assert!(e.to_string().contains(&format!("{element:?}")), "{e}");
            if of.len() >= 2 {
                assert!(validate(&with(base([of[0], of[1], not[0]]), res.id, 2), true).is_ok());
            }
        }
    }

    #[test]
    fn nation_cards_need_two_of_the_nation() {
        let Some(card) = cards::action_cards().find(|c| c.nation != 0 && c.share_id != 0) else {
            return;
        };
        let of: Vec<u32> = cards::characters()
            .iter()
            .filter(|c| c.nations & card.nation != 0)
            .map(|c| c.id)
            .collect();
        let not: Vec<u32> = cards::characters()
            .iter()
            .filter(|c| c.nations & card.nation == 0)
            .map(|c| c.id)
            .collect();
        let e = err(&with(base([of[0], not[0], not[1]]), card.id, 2));
        assert_eq!(
            e,
            DeckError::NationNeedsTwo {
                card: card.id,
                name: card.english_name,
                nation: card.nation,
                got: 1
            }
        );
        assert!(e.to_string().contains(&nation_name(card.nation)), "{e}");
        assert!(validate(&with(base([of[0], of[1], not[0]]), card.id, 2), true).is_ok());
    }

    #[test]
    fn cards_created_in_play_are_not_deckable() {
        let Some(created) = cards::action_cards().find(|c| c.share_id == 0) else {
            return;
        };
        let e = err(&with(base(some_chars()), created.id, 1));
        assert_eq!(
            e,
            DeckError::NotDeckable {
                card: created.id,
                name: created.english_name
            }
        );
    }

    #[test]
    fn random_decks_from_the_pool_are_valid() {
        let mut rng = Rng::new(11);
        for _ in 0..500 {
            let deck = crate::testkit::random_deck(&mut rng);
            if deck.cards.len() == ACTION_CARDS {
                if let Err(e) = validate(&deck, true) {
                    panic!("{e}: {deck:?}");
                }
            }
        }
    }

    #[test]
    fn every_error_reads_well() {
        let errors = [
            DeckError::UnknownCards {
                characters: vec![7],
                cards: vec![8, 9],
            },
            DeckError::CharacterCount { got: 2 },
            DeckError::CardCount { got: 31 },
            DeckError::TooManyCards { got: 41, max: 40 },
            DeckError::NationNeedsTwo {
                card: 1,
                name: "X",
                nation: nation::LIYUE,
                got: 0,
            },
        ];
        for e in errors {
            let s = e.to_string();
            assert!(!s.is_empty() && !s.contains("{"), "{s}");
        }
        assert_eq!(nation_name(nation::LIYUE | nation::FATUI), "Liyue or Fatui");
    }
}
