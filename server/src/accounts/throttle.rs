//! Failed log-ins, counted per account name and per address: after a few, each further
//! failure is answered more slowly; past the limit (`--login-failures-per-name`,
//! `--login-failures-per-addr`) the name or address is refused with 429 and `Retry-After`
//! until `--login-lockout-secs` after its last failure. A successful log-in clears its name's
//! count (never its address's: one account of one's own must not reset a guesser's count).
//!
//! Counts live in this node's memory: a cluster's nodes count apart, so each limit holds per
//! node.

use std::net::IpAddr;
use std::time::Duration;

use dashmap::DashMap;
use tokio::time::Instant;

/// Failures before answers slow down.
const FREE_FAILURES: u32 = 3;
/// The slowest a failed answer gets.
const MAX_DELAY: Duration = Duration::from_secs(2);
/// Entries kept before old ones are swept.
const SWEEP_ABOVE: usize = 10_000;

/// Failures of one name or one address.
#[derive(Clone, Copy, Debug)]
struct Failures {
    count: u32,
    last: Instant,
}

/// What is counted.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Key {
    Name(String),
    Addr(IpAddr),
}

/// The limits and the counts.
#[derive(Debug)]
pub struct Throttle {
    per_name: u32,
    per_addr: u32,
    lockout: Duration,
    counts: DashMap<Key, Failures>,
}

impl Throttle {
    /// Limits of `per_name` and `per_addr` failures, each forgotten `lockout` after its last.
    pub fn new(per_name: u32, per_addr: u32, lockout: Duration) -> Throttle {
        Throttle {
            per_name: per_name.max(1),
            per_addr: per_addr.max(1),
            lockout,
            counts: DashMap::new(),
        }
    }

    fn live(&self, key: &Key, now: Instant) -> Option<Failures> {
        let f = *self.counts.get(key)?;
        (now.saturating_duration_since(f.last) < self.lockout).then_some(f)
    }

    /// How long `name` (its key) or `addr` must wait before trying again, if either is over
    /// its limit.
    pub fn refused(&self, name_key: &str, addr: IpAddr) -> Option<Duration> {
        let now = Instant::now();
        [
            (Key::Name(name_key.to_string()), self.per_name),
            (Key::Addr(addr), self.per_addr),
        ]
        .into_iter()
        .filter_map(|(k, limit)| {
            let f = self.live(&k, now)?;
            (f.count >= limit).then(|| (f.last + self.lockout).saturating_duration_since(now))
        })
        .max()
    }

    /// Counts a failure; returns how long to wait before answering it.
    pub fn failed(&self, name_key: &str, addr: IpAddr) -> Duration {
        let now = Instant::now();
        if self.counts.len() > SWEEP_ABOVE {
            let lockout = self.lockout;
            self.counts
                .retain(|_, f| now.saturating_duration_since(f.last) < lockout);
        }
        let mut most = 0;
        for key in [Key::Name(name_key.to_string()), Key::Addr(addr)] {
            let count = self.live(&key, now).map_or(0, |f| f.count) + 1;
            self.counts.insert(key, Failures { count, last: now });
            most = most.max(count);
        }
        match most.checked_sub(FREE_FAILURES) {
            None | Some(0) => Duration::ZERO,
            Some(n) => {
                (Duration::from_millis(100) * 2u32.saturating_pow(n.min(8) - 1)).min(MAX_DELAY)
            }
        }
    }

    /// A successful log-in: its name starts afresh.
    pub fn succeeded(&self, name_key: &str) {
        self.counts.remove(&Key::Name(name_key.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn failures_slow_down_then_refuse_until_the_lockout_passes() {
        let t = Throttle::new(5, 100, Duration::from_secs(60));
        let addr: IpAddr = "127.0.0.1".parse().expect("address");
        let delays: Vec<Duration> = (0..5).map(|_| t.failed("ayaka", addr)).collect();
        assert_eq!(
            delays[..3],
            [Duration::ZERO; 3],
            "the first failures cost nothing"
        );
        assert!(
            delays[3] > Duration::ZERO && delays[4] > delays[3],
            "then slower"
        );
        let wait = t.refused("ayaka", addr).expect("refused after five");
        assert_eq!(wait, Duration::from_secs(60));
        assert_eq!(t.refused("lumine", addr), None, "another name is not");
        tokio::time::advance(Duration::from_secs(61)).await;
        assert_eq!(t.refused("ayaka", addr), None, "the lockout passed");
    }

    #[tokio::test(start_paused = true)]
    async fn an_address_guessing_many_names_is_refused_and_success_clears_only_the_name() {
        let t = Throttle::new(100, 4, Duration::from_secs(60));
        let addr: IpAddr = "10.0.0.1".parse().expect("address");
        for name in ["a1", "a2", "a3", "a4"] {
            t.failed(name, addr);
        }
        assert!(
            t.refused("a5", addr).is_some(),
            "by address, whatever the name"
        );
        let other: IpAddr = "10.0.0.2".parse().expect("address");
        assert_eq!(t.refused("a5", other), None);
        t.succeeded("a1");
        assert!(t.refused("a1", addr).is_some(), "the address stays counted");
    }
}
