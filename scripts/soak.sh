#!/usr/bin/env bash
# A soak: does the server hold its throughput while matches keep finishing and starting?
#
#   scripts/soak.sh [MINUTES] [MATCHES] [THINK_MS]      (defaults: 10 minutes, 100 matches, 2 ms)
#
# Starts a release `tavern` with its default settings (SQLite storage, every acknowledged action
# on disk before anyone hears of it, the default resume grace) on a free loopback port with a
# fresh database in a temporary directory, runs the swarm against it for MINUTES with one line
# per minute (finished matches and actions per second in that minute), then prints how the last
# minute compares with the first (`last_over_first`; the target is at least 0.95), the server's
# resident memory and the database's size on disk, and stops the server by its PID.
# The players of finished matches stay resumable for the resume grace (5 minutes by default),
# so a run shorter than the grace plus a few minutes does not see them expire.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/service.sh
source scripts/lib/service.sh
minutes="${1:-10}"
matches="${2:-100}"
think="${3:-2}"
cargo build --release -q -p tavern-server -p tavern-client
dir="$(mktemp -d -t tavern-soak-XXXXXX)"
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

port="$(free_port)"
TAVERN_LOG=warn target/release/tavern --addr "127.0.0.1:$port" --db "$dir/soak.db" >"$dir/server.log" 2>&1 &
server=$!
for _ in $(seq 100); do
  if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then break; fi
  sleep 0.1
done
echo "soak: $minutes min, $matches matches, think $think ms, server pid $server on port $port" >&2
target/release/tavern-client --url "ws://127.0.0.1:$port/ws" swarm --matches "$matches" \
  --seconds "$((minutes * 60))" --think-ms "$think" --report-every 60
rss_kib="$(awk '/^VmRSS/ { print $2 }' "/proc/$server/status")"
db_bytes="$(du -cb "$dir"/soak.db* | tail -1 | cut -f1)"
echo "server_rss_mib=$((rss_kib / 1024)) database_mib=$((db_bytes / 1024 / 1024))"
