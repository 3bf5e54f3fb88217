#!/usr/bin/env bash
# Server memory per held-open match: starts a default `tavern` (SQLite storage, default
# settings, connections per address unlimited since the swarm connects from one address),
# reads its resident memory, holds MATCHES slow matches open with the swarm (`--think-ms 5000
# --ramp-per-sec 500`: every bot waits 5 s before each action), waits until every match runs
# and has settled, reads the resident memory again and prints the difference divided by the
# matches. The server's own figure (`/proc/PID/status`) is read by this script, not by the
# swarm, so the ramp's length does not matter.
# Usage: scripts/memory-bench.sh [MATCHES] [HOLD_SECS] [-- EXTRA SERVER FLAGS]
# Last line: `matches=N running=N base_kib=N held_kib=N kib_per_match=N`.
set -euo pipefail
cd "$(dirname "$0")/.."
matches="${1:-8000}"
hold="${2:-20}"
shift $(( $# < 2 ? $# : 2 ))
[ "${1:-}" = "--" ] && shift
extra=("$@")
# Each seat is a connection on both sides of the loopback; the swarm and the server each need
# a descriptor per connection.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
cargo build --profile dist -q -p tavern-server -p tavern-client
dir="$(mktemp -d -t tavern-memory-bench-XXXXXX)"
server=""
swarm=""
cleanup() {
  if [ -n "$swarm" ]; then kill "$swarm" 2>/dev/null || true; wait "$swarm" 2>/dev/null || true; fi
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

# shellcheck source=lib/service.sh
source scripts/lib/service.sh
port="$(free_port)"
admin_port="$(free_port)"
TAVERN_ADMIN_ADDR="127.0.0.1:$admin_port" TAVERN_DRAIN_SECS=0 target/dist/tavern --addr "127.0.0.1:$port" --max-connections-per-ip 0 \
  --db "$dir/bench.db" "${extra[@]}" >"$dir/server.log" 2>&1 &
server=$!
for _ in $(seq 100); do
  TAVERN_ADDR="127.0.0.1:$port" target/dist/tavern health 2>/dev/null && break
  sleep 0.1
done

rss_kib() { awk '/^VmRSS:/ { print $2 }' "/proc/$server/status"; }
running() { metric "$admin_port" tavern_matches_running; }

# One request first, so what every server allocates once (the card lists, the first page of
# each allocator arena) is in the base figure.
curl -s -o /dev/null "http://127.0.0.1:$admin_port/metrics"
base="$(rss_kib)"
ramp=$(( matches / 500 + 1 ))
target/dist/tavern-client --url "ws://127.0.0.1:$port/ws" swarm --matches "$matches" \
  --think-ms 5000 --ramp-per-sec 500 --seconds $(( ramp + hold + 30 )) >"$dir/swarm.log" 2>&1 &
swarm=$!
# Every match started, then HOLD_SECS for the first actions (each bot acts every 5 s).
for _ in $(seq $(( ramp * 10 + 600 ))); do
  [ "$(running)" -ge "$matches" ] 2>/dev/null && break
  sleep 0.1
done
sleep "$hold"
held="$(rss_kib)"
now="$(running)"
kill "$swarm" 2>/dev/null || true
wait "$swarm" 2>/dev/null || true
swarm=""
if grep -q "^match [0-9]*:" "$dir/swarm.log"; then
  echo "swarm errors (first 5):" >&2
  grep "^match [0-9]*:" "$dir/swarm.log" | head -5 >&2
fi
echo "matches=$matches running=$now base_kib=$base held_kib=$held kib_per_match=$(( (held - base) / matches ))"
