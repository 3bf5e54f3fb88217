//! The PostgreSQL server the storage tests run against, shared by the store's unit tests and
//! the binary's crash tests. Its URL comes from `TAVERN_TEST_POSTGRES` (`scripts/postgres.sh`
//! starts a server and sets it; `test.sh` runs the tests under it), and each test gets a
//! database of its own, dropped when the test is done.
//!
//! Without the variable, a developer's plain `cargo test` prints a notice and skips the
//! PostgreSQL half of the storage tests; under CI (`CI=true`) a test fails instead, saying why.

use std::sync::atomic::{AtomicU32, Ordering};

/// The variable that holds the test server's URL.
pub const URL_VAR: &str = "TAVERN_TEST_POSTGRES";

/// A database created for one test on the test server, dropped with this value.
pub struct TestDatabase {
    admin: String,
    name: String,
    url: String,
}

/// Runs `f` with a client of `url` on a thread of its own: the `postgres` client blocks, and
/// blocking inside a test's async runtime is refused.
fn with_client<T: Send + 'static>(
    url: &str,
    f: impl FnOnce(&mut ::postgres::Client) -> Result<T, ::postgres::Error> + Send + 'static,
) -> Result<T, String> {
    let url = url.to_string();
    std::thread::spawn(move || {
        let mut client = ::postgres::Client::connect(&url, ::postgres::NoTls)
            .map_err(|e| format!("connecting to {url}: {}", with_cause(&e)))?;
        f(&mut client).map_err(|e| with_cause(&e))
    })
    .join()
    .map_err(|_| "the PostgreSQL test thread panicked".to_string())?
}

/// A client error with its cause (for a database error, PostgreSQL's own message).
fn with_cause(e: &::postgres::Error) -> String {
    match std::error::Error::source(e) {
        Some(cause) => format!("{e}: {cause}"),
        None => e.to_string(),
    }
}

/// `url` with its database name replaced by `name` (its parameters kept).
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let after_scheme = base.find("://").map_or(0, |i| i + 3);
    let server = match base[after_scheme..].find('/') {
        Some(slash) => &base[..after_scheme + slash],
        None => base,
    };
    format!("{server}/{name}{query}")
}

impl TestDatabase {
    /// A fresh database for the test `test`, or `None` (after a notice) when no test server is
    /// configured outside CI. Under CI a missing server fails the test.
    pub fn create(test: &str) -> Option<TestDatabase> {
        let Some(admin) = std::env::var(URL_VAR).ok().filter(|u| !u.trim().is_empty()) else {
            let ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
            assert!(
                !ci,
                "{URL_VAR} is not set, so the PostgreSQL storage tests cannot run; under CI they \
                 must: run them through test.sh, or as `bash scripts/postgres.sh cargo test`"
            );
            eprintln!(
                "notice: {URL_VAR} is not set: skipping the PostgreSQL half of `{test}` \
                 (`bash scripts/postgres.sh cargo test -p tavern-server` runs it)"
            );
            return None;
        };
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let mut name = format!(
            "tavern_test_{}_{}_{test}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        // PostgreSQL keeps 63 bytes of a name; the prefix alone keeps it unique.
        name.truncate(63);
        let quoted = format!("\"{name}\"");
        with_client(&admin, move |c| {
            c.batch_execute(&format!("DROP DATABASE IF EXISTS {quoted}"))?;
            c.batch_execute(&format!("CREATE DATABASE {quoted}"))
        })
        .unwrap_or_else(|e| panic!("creating the test database {name}: {e}"));
        let url = with_database(&admin, &name);
        Some(TestDatabase { admin, name, url })
    }

    /// Its URL.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The first column of the first row of a query that gives a number (0 without a row).
    pub fn number(&self, sql: &str) -> i64 {
        let sql = sql.to_string();
        with_client(&self.url, move |c| {
            Ok(c.query_opt(&sql, &[])?
                .map_or(0, |r| r.get::<_, Option<i64>>(0).unwrap_or(0)))
        })
        .unwrap_or_else(|e| panic!("test query failed: {e}"))
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let drop_it = format!("DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)", self.name);
        if let Err(e) = with_client(&self.admin, move |c| c.batch_execute(&drop_it)) {
            eprintln!("dropping the test database {}: {e}", self.name);
        }
    }
}
