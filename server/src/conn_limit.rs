//! Open connections per IP address, bounded by `--max-connections-per-ip`: one address cannot
//! hold an unbounded number of sockets (idle or not) and starve everyone else.

use std::net::IpAddr;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use dashmap::mapref::entry::Entry;
use dashmap::DashMap;

use crate::Shared;

/// How many connections each address holds open.
#[derive(Debug, Default)]
pub struct PerAddr(DashMap<IpAddr, u32>);

/// One connection counted against its address; dropping it (when the connection ends, or the
/// upgrade never happens) gives the place back.
#[derive(Debug)]
pub struct Slot {
    shared: Arc<Shared>,
    ip: IpAddr,
}

impl Slot {
    /// A place for one more connection from `ip`, unless the address already holds the most
    /// it may (counted in `/metrics` as refused).
    pub fn take(shared: &Arc<Shared>, ip: IpAddr) -> Option<Slot> {
        // An IPv4 client reaching an IPv6 socket counts as its IPv4 address.
        let ip = ip.to_canonical();
        let max = shared.config.max_connections_per_ip;
        let mut n = shared.addrs.0.entry(ip).or_insert(0);
        if max > 0 && *n >= max {
            drop(n);
            shared
                .metrics
                .connections_refused
                .fetch_add(1, Ordering::Relaxed);
            return None;
        }
        *n += 1;
        Some(Slot {
            shared: shared.clone(),
            ip,
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Entry::Occupied(mut e) = self.shared.addrs.0.entry(self.ip) {
            *e.get_mut() = e.get().saturating_sub(1);
            if *e.get() == 0 {
                e.remove();
            }
        }
    }
}
