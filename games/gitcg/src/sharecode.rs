//! Deck share codes (牌组码) in the game's own format, so players can paste codes from it.
//!
//! A code holds 33 share ids (each card's `share_id`): 3 characters then 30 action cards, 0 for
//! an empty slot. Each id is 12 bits; they are packed big-endian into 396 bits and padded with
//! zero bits to 51 bytes. The first 50 bytes are interleaved (output byte `2i` is byte `i`,
//! output byte `2i + 1` is byte `25 + i`), a key byte `K` is added (mod 256) to each of them and
//! `K` is appended as the 51st byte; the 51 bytes are written in standard base64 (68
//! characters). There is no checksum: decoding reverses the steps and rejects unknown ids.
//!
//! [`encode`] and [`decode`] work on [`Deck`]s through the card registry;
//! [`encode_share_ids`] and [`decode_share_ids`] work on the raw share ids.

use std::fmt;

use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;
use tavern_protocol::gitcg::{CardId, CharacterId, Deck};

use super::cards;

/// Share ids in a code: 3 characters and 30 action cards.
pub const SLOTS: usize = 33;
/// Character slots at the start of a code.
pub const CHARACTER_SLOTS: usize = 3;
/// Bytes in a decoded code (50 data bytes and the key).
pub const CODE_BYTES: usize = 51;
/// Characters in a code.
pub const CODE_CHARS: usize = 68;
/// Bits per share id.
const ID_BITS: usize = 12;
/// Bytes that are interleaved and keyed (all but the key).
const DATA_BYTES: usize = CODE_BYTES - 1;
const HALF: usize = DATA_BYTES / 2;

/// Why a deck cannot be written as a share code, or a code cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareCodeError {
    /// The code is not standard base64.
    BadBase64,
    /// The code does not decode to 51 bytes.
    BadLength {
        /// Bytes decoded.
        got: usize,
    },
    /// No card this server has holds these share ids: every one in the code, in slot order,
    /// each once.
    UnknownShareIds(Vec<u16>),
    /// One of the first 3 slots holds an action card's share id.
    NotACharacter {
        /// The slot (0-based).
        slot: usize,
        /// The share id found there.
        share_id: u16,
    },
    /// One of the last 30 slots holds a character's share id.
    NotAnActionCard {
        /// The slot (0-based).
        slot: usize,
        /// The share id found there.
        share_id: u16,
    },
    /// A share id does not fit in 12 bits.
    ShareIdOutOfRange(u16),
    /// A code holds at most 3 characters.
    TooManyCharacters {
        /// Characters in the deck.
        got: usize,
    },
    /// A code holds at most 30 action cards.
    TooManyCards {
        /// Action cards in the deck.
        got: usize,
    },
    /// No character card has this id.
    UnknownCharacter(u32),
    /// No action card has this id.
    UnknownCard(u32),
    /// The card is only created during play and has no share id.
    NotShareable {
        /// The card's id.
        card: u32,
        /// Its English name.
        name: &'static str,
    },
}

impl fmt::Display for ShareCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareCodeError::BadBase64 => {
                write!(f, "not a deck share code: it is not valid base64")
            }
            ShareCodeError::BadLength { got } => write!(
                f,
                "not a deck share code: a code is {CODE_CHARS} characters ({CODE_BYTES} bytes), this one decodes to {got} bytes"
            ),
            ShareCodeError::UnknownShareIds(ids) => write!(
                f,
                "the share code holds {} card(s) this server does not have: share ids {}",
                ids.len(),
                ids.iter()
                    .map(u16::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            ShareCodeError::NotACharacter { slot, share_id } => write!(
                f,
                "the share code holds an action card (share id {share_id}) in character slot {}",
                slot + 1
            ),
            ShareCodeError::NotAnActionCard { slot, share_id } => write!(
                f,
                "the share code holds a character (share id {share_id}) in action card slot {}",
                slot + 1 - CHARACTER_SLOTS
            ),
            ShareCodeError::ShareIdOutOfRange(id) => {
                write!(f, "share id {id} does not fit in a share code (12 bits)")
            }
            ShareCodeError::TooManyCharacters { got } => write!(
                f,
                "a share code holds at most {CHARACTER_SLOTS} characters, this deck has {got}"
            ),
            ShareCodeError::TooManyCards { got } => write!(
                f,
                "a share code holds at most {} action cards, this deck has {got}",
                SLOTS - CHARACTER_SLOTS
            ),
            ShareCodeError::UnknownCharacter(id) => write!(f, "unknown character card id {id}"),
            ShareCodeError::UnknownCard(id) => write!(f, "unknown action card id {id}"),
            ShareCodeError::NotShareable { card, name } => write!(
                f,
                "{name} ({card}) is only created during play and has no share id"
            ),
        }
    }
}

impl std::error::Error for ShareCodeError {}

/// Writes 33 raw share ids as a code with key byte `key`.
pub fn encode_share_ids(ids: &[u16; SLOTS], key: u8) -> Result<String, ShareCodeError> {
    let mut packed = [0u8; CODE_BYTES];
    for (i, &id) in ids.iter().enumerate() {
        if usize::from(id) >> ID_BITS != 0 {
            return Err(ShareCodeError::ShareIdOutOfRange(id));
        }
        let bit = i * ID_BITS;
        let (byte, id) = (bit / 8, u32::from(id));
        // 12 bits starting at bit offset 0 or 4 of `byte`, spread over two bytes.
        let shifted = id << (12 - bit % 8);
        packed[byte] |= (shifted >> 16) as u8;
        packed[byte + 1] |= (shifted >> 8) as u8;
        packed[byte + 2] |= shifted as u8;
    }
    let mut out = [0u8; CODE_BYTES];
    for i in 0..HALF {
        out[2 * i] = packed[i].wrapping_add(key);
        out[2 * i + 1] = packed[HALF + i].wrapping_add(key);
    }
    out[DATA_BYTES] = key;
    Ok(STANDARD.encode(out))
}

/// Reads the 33 raw share ids of a code (surrounding whitespace is ignored).
pub fn decode_share_ids(code: &str) -> Result<[u16; SLOTS], ShareCodeError> {
    let bytes = STANDARD
        .decode(code.trim())
        .map_err(|_| ShareCodeError::BadBase64)?;
    if bytes.len() != CODE_BYTES {
        return Err(ShareCodeError::BadLength { got: bytes.len() });
    }
    let key = bytes[DATA_BYTES];
    let mut packed = [0u8; CODE_BYTES + 1];
    for i in 0..HALF {
        packed[i] = bytes[2 * i].wrapping_sub(key);
        packed[HALF + i] = bytes[2 * i + 1].wrapping_sub(key);
    }
    let mut ids = [0u16; SLOTS];
    for (i, id) in ids.iter_mut().enumerate() {
        let bit = i * ID_BITS;
        let byte = bit / 8;
        let window = u32::from(packed[byte]) << 16
            | u32::from(packed[byte + 1]) << 8
            | u32::from(packed[byte + 2]);
        *id = ((window >> (12 - bit % 8)) & 0xfff) as u16;
    }
    Ok(ids)
}

/// Writes a deck as a share code with key byte `key` (any key gives a valid code; the game
/// varies it). A deck may have fewer than 3 characters or 30 cards (the rest are empty slots),
/// but not more, and only cards with a share id; the construction rules are not checked.
pub fn encode(deck: &Deck, key: u8) -> Result<String, ShareCodeError> {
    if deck.characters.len() > CHARACTER_SLOTS {
        return Err(ShareCodeError::TooManyCharacters {
            got: deck.characters.len(),
        });
    }
    if deck.cards.len() > SLOTS - CHARACTER_SLOTS {
        return Err(ShareCodeError::TooManyCards {
            got: deck.cards.len(),
        });
    }
    let mut ids = [0u16; SLOTS];
    for (slot, id) in ids.iter_mut().zip(&deck.characters) {
        let c = cards::character(*id).ok_or(ShareCodeError::UnknownCharacter(id.0))?;
        *slot = c.share_id;
    }
    for (slot, id) in ids[CHARACTER_SLOTS..].iter_mut().zip(&deck.cards) {
        let c = cards::card(*id).ok_or(ShareCodeError::UnknownCard(id.0))?;
        if c.share_id == 0 {
            return Err(ShareCodeError::NotShareable {
                card: c.id,
                name: c.english_name,
            });
        }
        *slot = c.share_id;
    }
    encode_share_ids(&ids, key)
}

/// Reads a share code into a deck, skipping empty slots (share id 0). Every other share id must
/// be a card this server implements, a character in the first 3 slots and an action card in the
/// others. The construction rules are not checked (see [`super::deck::validate`]).
pub fn decode(code: &str) -> Result<Deck, ShareCodeError> {
    let ids = decode_share_ids(code)?;
    let mut deck = Deck {
        characters: Vec::with_capacity(CHARACTER_SLOTS),
        cards: Vec::with_capacity(SLOTS - CHARACTER_SLOTS),
    };
    let mut unknown: Vec<u16> = Vec::new();
    for (slot, &share_id) in ids.iter().enumerate() {
        if share_id == 0 {
            continue;
        }
        let character = cards::character_by_share_id(share_id);
        let card = cards::card_by_share_id(share_id);
        if slot < CHARACTER_SLOTS {
            match (character, card) {
                (Some(c), _) => deck.characters.push(CharacterId(c.id)),
                (None, Some(_)) => return Err(ShareCodeError::NotACharacter { slot, share_id }),
                (None, None) => unknown.push(share_id),
            }
        } else {
            match (card, character) {
                (Some(c), _) => deck.cards.push(CardId(c.id)),
                (None, Some(_)) => return Err(ShareCodeError::NotAnActionCard { slot, share_id }),
                (None, None) => unknown.push(share_id),
            }
        }
    }
    if !unknown.is_empty() {
        // A deck names every card it lacks at once, so a player can fix it in one go.
        unknown.sort_unstable();
        unknown.dedup();
        return Err(ShareCodeError::UnknownShareIds(unknown));
    }
    Ok(deck)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{deck, presets, testkit};
    use tavern_game::rng::Rng;

    /// The documented steps, written out independently of the encoder: a string of bits, bytes
    /// read off it, the interleave, the key, base64.
    fn by_hand(ids: &[u16], key: u8) -> String {
        assert_eq!(ids.len(), 33);
        let mut bits = String::new();
        for id in ids {
            bits.push_str(&format!("{id:012b}"));
        }
        assert_eq!(bits.len(), 396);
        while bits.len() < 51 * 8 {
            bits.push('0');
        }
        let bytes: Vec<u8> = (0..51)
            .map(|i| u8::from_str_radix(&bits[i * 8..i * 8 + 8], 2).unwrap())
            .collect();
        let mut out = Vec::new();
        for i in 0..25 {
            out.push(bytes[i]);
            out.push(bytes[25 + i]);
        }
        let mut out: Vec<u8> = out
            .iter()
            .map(|b| ((*b as u16 + key as u16) % 256) as u8)
            .collect();
        out.push(key);
        assert_eq!(out.len(), 51);
        STANDARD.encode(out)
    }

    fn share_ids(d: &Deck) -> Vec<u16> {
        let mut v: Vec<u16> = d
            .characters
            .iter()
            .map(|c| cards::character(*c).unwrap().share_id)
            .collect();
        v.resize(3, 0);
        v.extend(d.cards.iter().map(|c| cards::card(*c).unwrap().share_id));
        v.resize(33, 0);
        v
    }

    #[test]
    fn codes_built_by_hand_match_encode_and_decode_back() {
        let starter = presets::by_name("starter").unwrap().deck();
        for key in [0u8, 1, 0x5a, 200, 255] {
            let want = by_hand(&share_ids(&starter), key);
            assert_eq!(want.len(), CODE_CHARS);
            assert_eq!(encode(&starter, key).unwrap(), want, "key {key}");
            assert_eq!(decode(&want).unwrap(), starter, "key {key}");
        }
        // Partly empty decks: empty slots are 0 and are skipped when decoding.
        let mut partial = starter.clone();
        partial.characters.truncate(2);
        partial.cards.truncate(7);
        let code = by_hand(&share_ids(&partial), 9);
        assert_eq!(encode(&partial, 9).unwrap(), code);
        assert_eq!(decode(&code).unwrap(), partial);
        let empty = Deck {
            characters: vec![],
            cards: vec![],
        };
        assert_eq!(encode(&empty, 0).unwrap(), "A".repeat(68));
        assert_eq!(decode(&"A".repeat(68)).unwrap(), empty);
    }

    #[test]
    fn every_bit_of_every_slot_lands_where_the_steps_say() {
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let mut ids = [0u16; SLOTS];
            for id in &mut ids {
                *id = rng.below(4096) as u16;
            }
            let key = rng.below(256) as u8;
            let code = encode_share_ids(&ids, key).unwrap();
            assert_eq!(code, by_hand(&ids, key));
            assert_eq!(decode_share_ids(&code).unwrap(), ids);
        }
        assert_eq!(
            encode_share_ids(&[4096; SLOTS], 0),
            Err(ShareCodeError::ShareIdOutOfRange(4096))
        );
    }

    #[test]
    fn random_valid_decks_round_trip() {
        let mut rng = Rng::new(0x5eed);
        for i in 0..2000 {
            let d = testkit::random_deck(&mut rng);
            deck::validate(&d, true).unwrap_or_else(|e| panic!("deck {i}: {e}"));
            let key = rng.below(256) as u8;
            let code = encode(&d, key).unwrap();
            assert_eq!(code.len(), CODE_CHARS);
            assert_eq!(code, by_hand(&share_ids(&d), key));
            assert_eq!(decode(&code).unwrap(), d, "deck {i} key {key}");
            assert_eq!(decode(&format!("  {code}\n")).unwrap(), d, "whitespace");
        }
    }

    /// Codes published for the game (gjfLeo/summoners-summit issues #103 and #111); their
    /// character share ids agree with the game's data: Lyney 281, Fischl 26, Nahida 49;
    /// Emperor of Fire and Iron 351, Thoma 319, Cyno 29 (the deck URL names 1311-1404-2304).
    const PUBLISHED: [(&str, [u16; SLOTS]); 2] = [
        (
            "EZGQOBoNA+AQ9ZcPCVBx9jAPE2EBCDMQE4FBOzQTE7FgCsYQDLFgC9EQDdFQEdURDTAA",
            [
                281, 26, 49, 151, 151, 304, 304, 307, 308, 308, 310, 198, 198, 209, 213, 213, 217,
                312, 222, 245, 245, 246, 246, 264, 264, 315, 315, 266, 267, 267, 269, 273, 275,
            ],
        ),
        (
            "FtLyN0AUAmHRxVoNF0EiymMZCoHB5J0PCkHR5Z4QGUEi9YMQGmHi958ZDKJhi7cSDBEB",
            [
                351, 319, 29, 89, 354, 354, 156, 156, 157, 157, 386, 386, 414, 414, 182, 182, 189,
                310, 310, 196, 196, 201, 392, 227, 228, 228, 244, 244, 246, 246, 394, 394, 273,
            ],
        ),
    ];

    #[test]
    fn published_codes_decode_to_the_game_share_ids_and_encode_back() {
        for (code, ids) in PUBLISHED {
            assert_eq!(decode_share_ids(code).unwrap(), ids, "{code}");
            let key = STANDARD.decode(code).unwrap()[50];
            assert_eq!(encode_share_ids(&ids, key).unwrap(), code);
            assert_eq!(by_hand(&ids, key), code);
            // These decks use cards beyond our pool: decoding the deck either works (when the
            // pool has grown to hold them all) or names every share id it lacks.
            match decode(code) {
                Ok(d) => assert_eq!(share_ids(&d), ids.to_vec()),
                Err(ShareCodeError::UnknownShareIds(unknown)) => {
                    let lacking = |id: &u16| {
                        *id != 0
                            && cards::card_by_share_id(*id).is_none()
                            && cards::character_by_share_id(*id).is_none()
                    };
                    let mut expected: Vec<u16> = ids.iter().copied().filter(lacking).collect();
                    expected.sort_unstable();
                    expected.dedup();
                    assert_eq!(unknown, expected, "{code}");
                }
                Err(e) => panic!("{code}: {e}"),
            }
        }
        // Fischl is in the pool, in slot 2 of the first code.
        assert_eq!(
            cards::character_by_share_id(PUBLISHED[0].1[1]).map(|c| c.english_name),
            Some("Fischl")
        );
    }

    #[test]
    fn corrupt_and_unknown_codes_are_refused() {
        let starter = presets::by_name("starter").unwrap().deck();
        let code = encode(&starter, 17).unwrap();
        assert_eq!(decode("not a code!"), Err(ShareCodeError::BadBase64));
        assert_eq!(decode(&code[..67]), Err(ShareCodeError::BadBase64));
        assert_eq!(decode(""), Err(ShareCodeError::BadLength { got: 0 }));
        assert_eq!(
            decode(&code[..64]),
            Err(ShareCodeError::BadLength { got: 48 })
        );
        assert_eq!(
            decode(&format!("{code}AAAA")),
            Err(ShareCodeError::BadLength { got: 54 })
        );
        // An id no card has, in a character slot and in a card slot.
        let mut ids = [0u16; SLOTS];
        ids[0] = 4095;
        assert_eq!(
            decode(&by_hand(&ids, 3)),
            Err(ShareCodeError::UnknownShareIds(vec![4095]))
        );
        let mut ids = [0u16; SLOTS];
        ids[20] = 4094;
        ids[21] = 4093;
        ids[22] = 4094;
        ids[2] = 4000;
        let e = decode(&by_hand(&ids, 3)).unwrap_err();
        assert_eq!(e, ShareCodeError::UnknownShareIds(vec![4000, 4093, 4094]));
        assert!(e.to_string().contains("3 card(s)"), "{e}");
        // Cards in the wrong kind of slot.
        let a_card = cards::action_cards().find(|c| c.share_id != 0).unwrap();
        let a_char = cards::characters()[0];
        let mut ids = [0u16; SLOTS];
        ids[1] = a_card.share_id;
        assert_eq!(
            decode(&by_hand(&ids, 0)),
            Err(ShareCodeError::NotACharacter {
                slot: 1,
                share_id: a_card.share_id
            })
        );
        let mut ids = [0u16; SLOTS];
        ids[3] = a_char.share_id;
        let e = decode(&by_hand(&ids, 0)).unwrap_err();
        assert_eq!(
            e,
            ShareCodeError::NotAnActionCard {
                slot: 3,
                share_id: a_char.share_id
            }
        );
        assert!(e.to_string().contains("action card slot 1"), "{e}");
        // Flipping the key byte alone shifts every data byte: the ids change.
        let mut bytes = STANDARD.decode(&code).unwrap();
        bytes[50] = bytes[50].wrapping_add(1);
        assert_ne!(decode(&STANDARD.encode(&bytes)).ok(), Some(starter.clone()));
        for e in [
            ShareCodeError::BadBase64,
            ShareCodeError::BadLength { got: 3 },
            ShareCodeError::UnknownShareIds(vec![4095]),
        ] {
            assert!(e.to_string().contains("share") || e.to_string().contains("code"));
        }
    }

    #[test]
    fn decks_that_do_not_fit_a_code_are_refused() {
        let starter = presets::by_name("starter").unwrap().deck();
        let mut d = starter.clone();
        d.characters.push(d.characters[0]);
        assert_eq!(
            encode(&d, 0),
            Err(ShareCodeError::TooManyCharacters { got: 4 })
        );
        let mut d = starter.clone();
        d.cards.push(d.cards[0]);
        assert_eq!(encode(&d, 0), Err(ShareCodeError::TooManyCards { got: 31 }));
        let mut d = starter.clone();
        d.characters[0] = CharacterId(99_999);
        assert_eq!(encode(&d, 0), Err(ShareCodeError::UnknownCharacter(99_999)));
        let mut d = starter.clone();
        d.cards[0] = CardId(7);
        assert_eq!(encode(&d, 0), Err(ShareCodeError::UnknownCard(7)));
        if let Some(created) = cards::action_cards().find(|c| c.share_id == 0) {
            let mut d = starter;
            d.cards[0] = CardId(created.id);
            assert_eq!(
                encode(&d, 0),
                Err(ShareCodeError::NotShareable {
                    card: created.id,
                    name: created.english_name
                })
            );
        }
    }
}
