//! Passwords: at least 8 characters, stored only as argon2id hashes (PHC strings carrying
//! their parameters and salt, so a hash made with other parameters still verifies). Hashing
//! is slow on purpose: it runs on a blocking thread, a few at a time (`Accounts::hashing`).

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

/// The fewest characters in a password.
pub const MIN_CHARS: usize = 8;
/// The most bytes a password may have (hashing a huge one would cost the server, not the
/// client).
pub const MAX_BYTES: usize = 1024;

/// Why a password is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PasswordError {
    /// Shorter than [`MIN_CHARS`] characters.
    TooShort,
    /// Longer than [`MAX_BYTES`] bytes.
    TooLong,
}

impl std::fmt::Display for PasswordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PasswordError::TooShort => {
                write!(f, "a password has at least {MIN_CHARS} characters")
            }
            PasswordError::TooLong => write!(f, "a password has at most {MAX_BYTES} bytes"),
        }
    }
}

/// Checks a new password's length.
pub fn check(password: &str) -> Result<(), PasswordError> {
    if password.len() > MAX_BYTES {
        return Err(PasswordError::TooLong);
    }
    if password.chars().count() < MIN_CHARS {
        return Err(PasswordError::TooShort);
    }
    Ok(())
}

/// How hard hashing works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// What a server uses: argon2id with 19 MiB of memory and 2 passes (OWASP's minimum).
    Production,
    /// Tests only (`--test-light-passwords`): 64 KiB, 1 pass, so suites that register many
    /// accounts stay quick. Never set in production: such hashes are cheap to attack.
    Light,
}

fn hasher(cost: Cost) -> Argon2<'static> {
    let (m_kib, t) = match cost {
        Cost::Production => (19 * 1024, 2),
        Cost::Light => (64, 1),
    };
    // Fixed parameters within argon2's bounds: building them cannot fail.
    let params = Params::new(m_kib, t, 1, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// The PHC string of `password`'s argon2id hash with a fresh salt from the OS.
pub fn hash(password: &str, cost: Cost) -> Result<String, String> {
    let salt = SaltString::generate(&mut OsRng);
    hasher(cost)
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| format!("hashing failed: {e}"))
}

/// Whether `password` matches a stored hash (its own parameters are used).
pub fn verify(password: &str, stored: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else {
        return false;
    };
    Argon2::default()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_is_stored_as_an_argon2id_hash_that_only_it_verifies() {
        let h = hash("correct horse", Cost::Light).expect("hash");
        assert!(h.starts_with("$argon2id$"), "{h}");
        assert!(!h.contains("correct horse"));
        assert!(verify("correct horse", &h));
        assert!(!verify("correct horsf", &h));
        assert!(!verify("correct horse", "not a hash"));
        // Two hashes of one password differ (their salts do).
        assert_ne!(h, hash("correct horse", Cost::Light).expect("hash"));
        let strong = hash("correct horse", Cost::Production).expect("hash");
        assert!(strong.contains("m=19456,t=2,p=1"), "{strong}");
        assert!(verify("correct horse", &strong));
    }

    #[test]
    fn short_and_huge_passwords_are_refused() {
        assert_eq!(check("1234567"), Err(PasswordError::TooShort));
        assert_eq!(check("12345678"), Ok(()));
        assert_eq!(check("密码密码密码密码"), Ok(()), "characters, not bytes");
        assert_eq!(
            check(&"x".repeat(MAX_BYTES + 1)),
            Err(PasswordError::TooLong)
        );
    }
}
