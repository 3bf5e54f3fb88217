//! A Prometheus histogram with fixed buckets, lock-free: cumulative counts per upper bound,
//! a count and a sum.

use std::fmt::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Durations observed into fixed buckets (upper bounds in seconds).
#[derive(Debug)]
pub struct Histogram {
    bounds: &'static [f64],
    buckets: Vec<AtomicU64>,
    count: AtomicU64,
    sum_ns: AtomicU64,
}

impl Histogram {
    /// An empty histogram with these upper bounds, in seconds, ascending.
    pub fn new(bounds: &'static [f64]) -> Histogram {
        Histogram {
            bounds,
            buckets: bounds.iter().map(|_| AtomicU64::new(0)).collect(),
            count: AtomicU64::new(0),
            sum_ns: AtomicU64::new(0),
        }
    }

    /// Records one duration.
    pub fn observe(&self, took: Duration) {
        let s = took.as_secs_f64();
        for (bound, bucket) in self.bounds.iter().zip(&self.buckets) {
            if s <= *bound {
                bucket.fetch_add(1, Ordering::Relaxed);
            }
        }
        self.count.fetch_add(1, Ordering::Relaxed);
        self.sum_ns
            .fetch_add(took.as_nanos() as u64, Ordering::Relaxed);
    }

    /// How many durations were recorded.
    pub fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }

    /// Appends the histogram as `name` (help, type, buckets, sum, count).
    pub fn render(&self, out: &mut String, name: &str, help: &str) {
        let r = Ordering::Relaxed;
        let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} histogram");
        for (bound, bucket) in self.bounds.iter().zip(&self.buckets) {
            let _ = writeln!(out, "{name}_bucket{{le=\"{bound}\"}} {}", bucket.load(r));
        }
        let count = self.count.load(r);
        let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {count}");
        let _ = writeln!(out, "{name}_sum {}", self.sum_ns.load(r) as f64 / 1e9);
        let _ = writeln!(out, "{name}_count {count}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_are_cumulative_and_the_sum_is_in_seconds() {
        static BOUNDS: &[f64] = &[0.001, 0.01];
        let h = Histogram::new(BOUNDS);
        h.observe(Duration::from_micros(500));
        h.observe(Duration::from_millis(5));
        h.observe(Duration::from_secs(1));
        let mut s = String::new();
        h.render(&mut s, "x_seconds", "X.");
        assert!(s.contains("x_seconds_bucket{le=\"0.001\"} 1\n"), "{s}");
        assert!(s.contains("x_seconds_bucket{le=\"0.01\"} 2\n"), "{s}");
        assert!(s.contains("x_seconds_bucket{le=\"+Inf\"} 3\n"), "{s}");
        assert!(s.contains("x_seconds_sum 1.0055\n"), "{s}");
        assert!(s.contains("x_seconds_count 3\n"), "{s}");
    }
}
