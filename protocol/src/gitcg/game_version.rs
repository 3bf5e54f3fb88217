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

    /// The version of a stored match that names none: every match stored before matches had
    /// versions was played with version 5.3's cards and facts, and must replay as it was played.
    pub const UNNAMED: GameVersion = GameVersion::new(5, 3);

    /// [`GameVersion::UNNAMED`], for serde's `default`.
    pub const fn unnamed() -> GameVersion {
        GameVersion::UNNAMED
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

    #[test]
    fn a_stored_config_without_a_version_is_read_at_the_version_it_was_played() {
        use crate::gitcg::{Config, Options};
        let deck = r#"{"characters":[1101,1201,1301],"cards":[]}"#;
        let before = format!(
            r#"{{"decks":[{deck},{deck}],"options":{{"rerolls":1,"check_deck_rules":true}}}}"#
        );
        let config: Config = serde_json::from_str(&before).unwrap();
        assert_eq!(config.options.version, GameVersion::UNNAMED);
        let bare: Config = serde_json::from_str(&format!(r#"{{"decks":[{deck}]}}"#)).unwrap();
        assert_eq!(bare.options.version, GameVersion::UNNAMED);
        assert_eq!(bare.options.rerolls, 1);
        // A new match's options are the newest version's, and a stored version is kept.
        assert_eq!(Options::default().version, GameVersion::NEWEST);
        let now = serde_json::to_string(&Config {
            decks: vec![],
            options: Options::default(),
        })
        .unwrap();
        let read: Config = serde_json::from_str(&now).unwrap();
        assert_eq!(read.options.version, GameVersion::NEWEST);
    }
}
