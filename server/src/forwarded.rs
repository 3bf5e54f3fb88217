//! The player's address behind a reverse proxy: `X-Forwarded-For` is believed only when the
//! connection comes from a configured trusted proxy (`--trusted-proxy`, CIDRs). Anyone else
//! could write the header, so for them it is ignored and their own address counts.
//!
//! The header is read from its right end (the address the nearest proxy saw) leftwards,
//! skipping addresses that are themselves trusted proxies (a chain of them); the first other
//! address is the client's. A header with nothing usable leaves the proxy's own address.

use std::net::{IpAddr, SocketAddr};
use std::str::FromStr;

use axum::http::HeaderMap;

/// A block of addresses, `10.0.0.0/8`, `fd00::/8`, or one address (`192.0.2.7`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cidr {
    network: IpAddr,
    prefix: u8,
}

impl Cidr {
    /// Whether `ip` is in the block (an IPv4-mapped IPv6 address counts as its IPv4 one).
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = match ip {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
            v4 => v4,
        };
        match (self.network, ip) {
            (IpAddr::V4(n), IpAddr::V4(a)) => {
                let mask = u32::MAX
                    .checked_shl(32 - u32::from(self.prefix))
                    .unwrap_or(0);
                u32::from(n) & mask == u32::from(a) & mask
            }
            (IpAddr::V6(n), IpAddr::V6(a)) => {
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.prefix))
                    .unwrap_or(0);
                u128::from(n) & mask == u128::from(a) & mask
            }
            _ => false,
        }
    }
}

impl FromStr for Cidr {
    type Err = String;

    fn from_str(s: &str) -> Result<Cidr, String> {
        let s = s.trim();
        let (addr, prefix) = match s.split_once('/') {
            Some((a, p)) => (a, Some(p)),
            None => (s, None),
        };
        let network: IpAddr = addr
            .parse()
            .map_err(|_| format!("{s:?} is not an address or CIDR block (10.0.0.0/8, fd00::/8)"))?;
        let max = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => max,
            Some(p) => p
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= max)
                .ok_or_else(|| format!("{s:?}: the prefix length must be 0 to {max}"))?,
        };
        Ok(Cidr { network, prefix })
    }
}

/// The trusted proxies (`--trusted-proxy`): a comma-separated list of [`Cidr`]s, empty for none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(pub Vec<Cidr>);

impl FromStr for TrustedProxies {
    type Err = String;

    fn from_str(s: &str) -> Result<TrustedProxies, String> {
        s.split(',')
            .filter(|part| !part.trim().is_empty())
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map(TrustedProxies)
    }
}

impl std::ops::Deref for TrustedProxies {
    type Target = [Cidr];

    fn deref(&self) -> &[Cidr] {
        &self.0
    }
}

/// The client's address: `peer`'s, or when `peer` is a trusted proxy, the nearest untrusted
/// address of `X-Forwarded-For`.
pub fn client_ip(trusted: &[Cidr], peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
    let peer_ip = peer.ip();
    let is_trusted = |ip: IpAddr| trusted.iter().any(|c| c.contains(ip));
    if !is_trusted(peer_ip) {
        return peer_ip;
    }
    let mut hops: Vec<IpAddr> = Vec::new();
    for value in headers.get_all("x-forwarded-for") {
        let Ok(text) = value.to_str() else {
            return peer_ip;
        };
        for part in text.split(',') {
            match parse_hop(part) {
                Some(ip) => hops.push(ip),
                // A malformed entry: nothing to its left can be placed; stop there.
                None => hops.clear(),
            }
        }
    }
    hops.into_iter()
        .rev()
        .find(|ip| !is_trusted(*ip))
        .unwrap_or(peer_ip)
}

/// One `X-Forwarded-For` entry: an address, possibly with a port (`192.0.2.1:4711`,
/// `[2001:db8::1]:4711`).
fn parse_hop(part: &str) -> Option<IpAddr> {
    let part = part.trim();
    part.parse::<IpAddr>()
        .ok()
        .or_else(|| part.parse::<SocketAddr>().ok().map(|s| s.ip()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn cidrs(list: &[&str]) -> Vec<Cidr> {
        list.iter().map(|c| c.parse().expect("CIDR")).collect()
    }

    fn headers(xff: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in xff {
            h.append("x-forwarded-for", HeaderValue::from_str(v).expect("header"));
        }
        h
    }

    #[test]
    fn a_list_parses_with_empty_meaning_none() {
        assert_eq!("".parse::<TrustedProxies>(), Ok(TrustedProxies(vec![])));
        let two: TrustedProxies = "10.0.0.0/8, 127.0.0.1".parse().expect("list");
        assert_eq!(two.len(), 2);
        assert!("10.0.0.0/8,bad".parse::<TrustedProxies>().is_err());
    }

    #[test]
    fn blocks_parse_and_contain() {
        let c: Cidr = "10.0.0.0/8".parse().expect("cidr");
        assert!(c.contains("10.1.2.3".parse().expect("ip")));
        assert!(!c.contains("11.0.0.1".parse().expect("ip")));
        assert!(
            c.contains("::ffff:10.0.0.1".parse().expect("ip")),
            "IPv4-mapped"
        );
        let one: Cidr = "192.0.2.7".parse().expect("cidr");
        assert!(one.contains("192.0.2.7".parse().expect("ip")));
        assert!(!one.contains("192.0.2.8".parse().expect("ip")));
        let v6: Cidr = "fd00::/8".parse().expect("cidr");
        assert!(v6.contains("fd12::1".parse().expect("ip")));
        let all: Cidr = "0.0.0.0/0".parse().expect("cidr");
        assert!(all.contains("8.8.8.8".parse().expect("ip")));
        for bad in ["10.0.0.0/33", "nope", "10.0.0/8", "::/129", ""] {
            assert!(bad.parse::<Cidr>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_header_counts_only_from_a_trusted_proxy_read_from_the_right() {
        let trusted = cidrs(&["10.0.0.0/8"]);
        let proxy: SocketAddr = "10.0.0.2:5000".parse().expect("addr");
        let stranger: SocketAddr = "198.51.100.9:5000".parse().expect("addr");
        let ip = |s: &str| s.parse::<IpAddr>().expect("ip");
        assert_eq!(
            client_ip(&trusted, stranger, &headers(&["203.0.113.5"])),
            ip("198.51.100.9")
        );
        assert_eq!(
            client_ip(&trusted, proxy, &headers(&["203.0.113.5"])),
            ip("203.0.113.5")
        );
        // A client's own forged entry sits left of what the proxy appended.
        assert_eq!(
            client_ip(&trusted, proxy, &headers(&["1.2.3.4, 203.0.113.5"])),
            ip("203.0.113.5")
        );
        // A chain of trusted proxies is skipped; split headers are one list.
        assert_eq!(
            client_ip(&trusted, proxy, &headers(&["203.0.113.5", "10.0.0.7"])),
            ip("203.0.113.5")
        );
        assert_eq!(
            client_ip(&trusted, proxy, &headers(&["[2001:db8::1]:443"])),
            ip("2001:db8::1")
        );
        assert_eq!(client_ip(&trusted, proxy, &headers(&[])), ip("10.0.0.2"));
        assert_eq!(
            client_ip(&trusted, proxy, &headers(&["garbage"])),
            ip("10.0.0.2")
        );
        assert_eq!(
            client_ip(&[], proxy, &headers(&["203.0.113.5"])),
            ip("10.0.0.2"),
            "no trusted proxies: ignored"
        );
    }
}
