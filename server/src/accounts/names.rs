//! Account names: 3 to 24 letters (any script: 神里綾華 and Ayaka alike), digits, `_` and `-`,
//! compared without case. A name's key is its Unicode lowercase form, so `Ayaka` and `AYAKA`
//! are one name; the name keeps the case it was registered with.

/// The fewest characters in a name.
pub const MIN_CHARS: usize = 3;
/// The most characters in a name.
pub const MAX_CHARS: usize = 24;

/// Why a name is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// Fewer than [`MIN_CHARS`] or more than [`MAX_CHARS`] characters.
    Length(usize),
    /// A character that is not a letter, a digit, `_` or `-`.
    Character(char),
}

impl std::fmt::Display for NameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NameError::Length(n) => write!(
                f,
                "a name has {MIN_CHARS} to {MAX_CHARS} characters, not {n}"
            ),
            NameError::Character(c) => {
                write!(f, "a name is letters, digits, '_' and '-' only, not {c:?}")
            }
        }
    }
}

/// Whether `c` may be part of a name: a letter or a digit of any script, `_` or `-`.
fn allowed(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '-'
}

/// Checks a name as given (not trimmed: a space is refused like any other character).
pub fn check(name: &str) -> Result<(), NameError> {
    let n = name.chars().count();
    if !(MIN_CHARS..=MAX_CHARS).contains(&n) {
        return Err(NameError::Length(n));
    }
    match name.chars().find(|&c| !allowed(c)) {
        Some(c) => Err(NameError::Character(c)),
        None => Ok(()),
    }
}

/// The key names are compared by: the name in Unicode lowercase.
pub fn key(name: &str) -> String {
    name.to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_any_script_are_welcome_and_compared_without_case() {
        for ok in [
            "Ayaka",
            "神里綾華",
            "神里_綾華",
            "player-1",
            "abc",
            "ÉLODIE",
            "Δήμος",
        ] {
            assert_eq!(check(ok), Ok(()), "{ok}");
        }
        assert_eq!(key("AYAKA"), key("ayaka"));
        assert_eq!(key("ÉLODIE"), "élodie");
        assert_eq!(key("ΔΉΜΟΣ"), key("δήμος"));
        assert_ne!(key("綾華"), key("綾"));
    }

    #[test]
    fn names_too_short_too_long_or_with_other_characters_are_refused() {
        assert_eq!(check("ab"), Err(NameError::Length(2)));
        assert_eq!(check(&"a".repeat(25)), Err(NameError::Length(25)));
        assert_eq!(
            check("綾華"),
            Err(NameError::Length(2)),
            "characters, not bytes"
        );
        assert_eq!(check("a b c"), Err(NameError::Character(' ')));
        assert_eq!(check("bob!"), Err(NameError::Character('!')));
        assert_eq!(check("tab\tbed"), Err(NameError::Character('\t')));
    }
}
