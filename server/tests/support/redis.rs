//! The Redis server the cluster tests run against. Its URL comes from `TAVERN_TEST_REDIS`
//! (`scripts/redis.sh` starts a server and sets it; `test.sh` runs the tests under it).
//!
//! Without the variable, a developer's plain `cargo test` prints a notice and skips the
//! cluster tests; under CI (`CI=true`) a test fails instead, saying why.

/// The variable that holds the test server's URL.
pub const URL_VAR: &str = "TAVERN_TEST_REDIS";

/// The test server's URL with the database `db` (each test its own, emptied first), or `None`
/// (after a notice) when no test server is configured outside CI.
pub fn database(test: &str, db: u8) -> Option<String> {
    let Some(url) = std::env::var(URL_VAR).ok().filter(|u| !u.trim().is_empty()) else {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
        assert!(
            !ci,
            "{URL_VAR} is not set, so the cluster tests cannot run; under CI they must: run \
             them through test.sh, or as `bash scripts/postgres.sh bash scripts/redis.sh cargo test`"
        );
        eprintln!(
            "notice: {URL_VAR} is not set: skipping `{test}` (`bash scripts/postgres.sh bash \
             scripts/redis.sh cargo test -p tavern-server --test cluster` runs it)"
        );
        return None;
    };
    let url = format!("{}/{db}", url.trim_end_matches('/'));
    let client = redis::Client::open(url.as_str()).expect("a Redis URL");
    let mut conn = client.get_connection().expect("Redis answers");
    redis::cmd("FLUSHDB")
        .query::<()>(&mut conn)
        .expect("the test database empties");
    Some(url)
}
