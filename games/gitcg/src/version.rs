//! Game versions: the versions of Genius Invokation TCG whose cards the project has, as the card
//! facts name them (`v5.8.0`), and the version each card arrived in. A match is played at one
//! version; a card newer than it may not be in a deck.

pub use tavern_protocol::gitcg::GameVersion;

/// The versions a match may be played at: those whose card facts the project has, so that
/// every card is declared as it stands in each (`../shared/reference/gitcg/` is 5.3,
/// `gitcg-v5.8/` is 5.8). A fact that changed between two offered versions is declared to
/// change at the later one.
pub const OFFERED: &[GameVersion] = &[V5_3, V5_8];

/// The newest offered version, a match's default.
pub const NEWEST: GameVersion = GameVersion::NEWEST;

/// Whether matches may be played at `v`.
pub fn offered(v: GameVersion) -> bool {
    OFFERED.contains(&v)
}

/// The offered versions as text, for messages and listings (`5.3, 5.8`).
pub fn offered_list() -> String {
    OFFERED
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A fact of a card that may differ between versions: its first value, and the versions from
/// which it changed with their values, oldest first. Declared side by side in the card's
/// definition: `hp: by_version(&[(V3_3, 10), (V5_8, 12)])`, or `Versioned::same(10)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Versioned<T: 'static> {
    /// The value since the card arrived.
    pub first: T,
    /// Later values, each from its version on, oldest first.
    pub later: &'static [(GameVersion, T)],
}

impl<T: Copy> Versioned<T> {
    /// A fact no version changed.
    pub const fn same(value: T) -> Versioned<T> {
        Versioned {
            first: value,
            later: &[],
        }
    }

    /// The value at version `v`.
    #[inline]
    pub fn at(&self, v: GameVersion) -> T {
        let mut value = self.first;
        for &(from, later) in self.later {
            if from <= v {
                value = later;
            }
        }
        value
    }

    /// The value at the newest version.
    pub fn newest(&self) -> T {
        self.at(NEWEST)
    }
}

/// A fact given per version, oldest first: the first entry's version is the card's own (the
/// value it arrived with), each later one changes the fact from its version on.
pub const fn by_version<T: Copy>(values: &'static [(GameVersion, T)]) -> Versioned<T> {
    match values.split_first() {
        Some((first, later)) => Versioned {
            first: first.1,
            later,
        },
        None => panic!("by_version needs at least the first value"),
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

    #[test]
    fn a_versioned_fact_takes_the_value_of_the_latest_change_at_or_before_the_version() {
        const HP: Versioned<u8> = by_version(&[(V3_3, 10), (V5_8, 12)]);
        assert_eq!((HP.at(V5_3), HP.at(V5_8), HP.newest()), (10, 12, 12));
        assert_eq!(Versioned::same(7u8).at(V3_3), 7);
        assert!(offered(V5_3) && offered(V5_8) && !offered(V5_5));
        assert_eq!(offered_list(), "5.3, 5.8");
    }
}
