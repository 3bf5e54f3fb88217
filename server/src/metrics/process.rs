//! The standard `process_*` series every Prometheus client library exports, read from `/proc`
//! (Linux; elsewhere they are left out): CPU seconds, resident and virtual memory (as the kernel
//! counts them with its own page size), open and maximum file descriptors, and the start time.

use std::fmt::Write;

/// Appends the `process_*` series of this process.
pub fn render(out: &mut String) {
    #[cfg(target_os = "linux")]
    linux::render(out);
    #[cfg(not(target_os = "linux"))]
    let _ = out;
}

fn gauge(out: &mut String, name: &str, help: &str, kind: &str, value: f64) {
    let _ = writeln!(
        out,
        "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}"
    );
}

#[cfg(target_os = "linux")]
mod linux {
    use super::gauge;

    /// Clock ticks per second of `/proc`'s times: Linux's `USER_HZ`, 100 on every
    /// architecture it runs on today (the kernel converts its own tick rate to it).
    const USER_HZ: f64 = 100.0;

    /// A `kB` line of `/proc/self/status`, in bytes: the kernel counts the pages with its own
    /// page size, so this is right on 16 KiB- and 64 KiB-page systems too.
    fn status_bytes(key: &str) -> Option<f64> {
        let status = std::fs::read_to_string("/proc/self/status").ok()?;
        let kib: f64 = status
            .lines()
            .find_map(|l| l.strip_prefix(key))?
            .trim()
            .strip_suffix("kB")?
            .trim()
            .parse()
            .ok()?;
        Some(kib * 1024.0)
    }

    /// The fields of `/proc/self/stat` after the command name (field 3 onwards).
    fn stat_fields() -> Option<Vec<String>> {
        let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
        let after = &stat[stat.rfind(')')? + 1..];
        Some(after.split_whitespace().map(str::to_string).collect())
    }

    fn boot_time_secs() -> Option<f64> {
        let stat = std::fs::read_to_string("/proc/stat").ok()?;
        stat.lines()
            .find_map(|l| l.strip_prefix("btime "))?
            .trim()
            .parse()
            .ok()
    }

    fn max_fds() -> Option<f64> {
        let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
        let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
        let soft = line.split_whitespace().nth(3)?;
        soft.parse().ok()
    }

    pub fn render(out: &mut String) {
        let ticks = USER_HZ;
        if let Some(f) = stat_fields() {
            // After the name: state is field 3, so field N is f[N - 3].
            let num = |n: usize| f.get(n - 3).and_then(|v| v.parse::<f64>().ok());
            if let (Some(utime), Some(stime)) = (num(14), num(15)) {
                gauge(
                    out,
                    "process_cpu_seconds_total",
                    "Total user and system CPU time spent in seconds.",
                    "counter",
                    (utime + stime) / ticks,
                );
            }
            if let (Some(start), Some(boot)) = (num(22), boot_time_secs()) {
                gauge(
                    out,
                    "process_start_time_seconds",
                    "Start time of the process since the Unix epoch in seconds.",
                    "gauge",
                    boot + start / ticks,
                );
            }
        }
        if let Some(bytes) = status_bytes("VmSize:") {
            gauge(
                out,
                "process_virtual_memory_bytes",
                "Virtual memory size in bytes.",
                "gauge",
                bytes,
            );
        }
        if let Some(bytes) = status_bytes("VmRSS:") {
            gauge(
                out,
                "process_resident_memory_bytes",
                "Resident memory size in bytes.",
                "gauge",
                bytes,
            );
        }
        if let Ok(dir) = std::fs::read_dir("/proc/self/fd") {
            gauge(
                out,
                "process_open_fds",
                "Number of open file descriptors.",
                "gauge",
                dir.count() as f64,
            );
        }
        if let Some(max) = max_fds() {
            gauge(
                out,
                "process_max_fds",
                "Maximum number of open file descriptors.",
                "gauge",
                max,
            );
        }
    }
}
