//! Game versions: the versions of Genius Invokation TCG whose cards the project has, as the card
//! facts name them (`v5.8.0`), and the version each card arrived in. A match is played at one
//! version; a card newer than it may not be in a deck.

use std::fmt;

/// A version of the game, major and minor (`5.8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GameVersion {
    /// The major number.
    pub major: u8,
    /// The minor number.
    pub minor: u8,
}

impl GameVersion {
    /// The version `major.minor`.
    pub const fn new(major: u8, minor: u8) -> GameVersion {
        GameVersion { major, minor }
    }

    /// Reads `5.8` (or the card facts' `v5.8.0`).
    pub fn parse(text: &str) -> Option<GameVersion> {
        let text = text.strip_prefix('v').unwrap_or(text);
        let mut parts = text.split('.');
        let major = parts.next()?.parse().ok()?;
        let minor = parts.next()?.parse().ok()?;
        match parts.next() {
            None | Some("0") => Some(GameVersion::new(major, minor)),
            Some(_) => None,
        }
    }
}

impl fmt::Display for GameVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// 3.3, the game's first version.
pub const V3_3: GameVersion = GameVersion::new(3, 3);
/// 3.4.
pub const V3_4: GameVersion = GameVersion::new(3, 4);
/// 3.5.
pub const V3_5: GameVersion = GameVersion::new(3, 5);
/// 3.6.
pub const V3_6: GameVersion = GameVersion::new(3, 6);
/// 3.7.
pub const V3_7: GameVersion = GameVersion::new(3, 7);
/// 3.8.
pub const V3_8: GameVersion = GameVersion::new(3, 8);
/// 4.0.
pub const V4_0: GameVersion = GameVersion::new(4, 0);
/// 4.1.
pub const V4_1: GameVersion = GameVersion::new(4, 1);
/// 4.2.
pub const V4_2: GameVersion = GameVersion::new(4, 2);
/// 4.3.
pub const V4_3: GameVersion = GameVersion::new(4, 3);
/// 4.4.
pub const V4_4: GameVersion = GameVersion::new(4, 4);
/// 4.5.
pub const V4_5: GameVersion = GameVersion::new(4, 5);
/// 4.6.
pub const V4_6: GameVersion = GameVersion::new(4, 6);
/// 4.7.
pub const V4_7: GameVersion = GameVersion::new(4, 7);
/// 4.8.
pub const V4_8: GameVersion = GameVersion::new(4, 8);
/// 5.0.
pub const V5_0: GameVersion = GameVersion::new(5, 0);
/// 5.1.
pub const V5_1: GameVersion = GameVersion::new(5, 1);
/// 5.2.
pub const V5_2: GameVersion = GameVersion::new(5, 2);
/// 5.3.
pub const V5_3: GameVersion = GameVersion::new(5, 3);
/// 5.4.
pub const V5_4: GameVersion = GameVersion::new(5, 4);
/// 5.5.
pub const V5_5: GameVersion = GameVersion::new(5, 5);
/// 5.6.
pub const V5_6: GameVersion = GameVersion::new(5, 6);
/// 5.7.
pub const V5_7: GameVersion = GameVersion::new(5, 7);
/// 5.8.
pub const V5_8: GameVersion = GameVersion::new(5, 8);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_read_as_the_card_facts_write_them_and_order_by_number() {
        assert_eq!(GameVersion::parse("v5.8.0"), Some(V5_8));
        assert_eq!(GameVersion::parse("5.3"), Some(V5_3));
        assert_eq!(GameVersion::parse("5.x"), None);
        assert_eq!(GameVersion::parse("v5.8.1"), None);
        assert!(V4_8 < V5_0 && V5_3 < V5_8);
        assert_eq!(V5_8.to_string(), "5.8");
    }
}
