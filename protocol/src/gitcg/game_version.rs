//! A game version of Genius Invokation TCG (`5.8`), as a match's options carry it: written as the
//! text `"5.8"` on the wire and in stored match configs.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
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

    /// The newest version Tavern has the cards of: what a match plays unless its room chooses.
    pub const NEWEST: GameVersion = GameVersion::new(5, 8);

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

impl Default for GameVersion {
    fn default() -> Self {
        GameVersion::NEWEST
    }
}

impl fmt::Display for GameVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

impl Serialize for GameVersion {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for GameVersion {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        GameVersion::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!("{text:?} is not a game version (like \"5.8\")"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_version_travels_as_its_text() {
        let v = GameVersion::new(5, 3);
        assert_eq!(serde_json::to_string(&v).unwrap(), "\"5.3\"");
        assert_eq!(serde_json::from_str::<GameVersion>("\"5.3\"").unwrap(), v);
        assert!(serde_json::from_str::<GameVersion>("\"five\"").is_err());
        assert_eq!(GameVersion::parse("v5.8.0"), Some(GameVersion::NEWEST));
    }
}
