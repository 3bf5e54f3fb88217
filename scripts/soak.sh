#!/usr/bin/env bash
# A soak: does the server hold its throughput while matches keep finishing and starting?
#
#   scripts/soak.sh [MINUTES] [MATCHES] [THINK_MS]      (defaults: 10 minutes, 100 matches, 2 ms)
#
# Starts a `tavern` built with the dist profile with its default settings (SQLite storage, every acknowledged action
# on disk before anyone hears of it, the default resume grace) on a free loopback port with a
# fresh database in a temporary directory, runs the swarm against it for MINUTES with one line
# per minute (finished matches and actions per second in that minute), then prints how the last
# minute compares with the first (`last_over_first`; the target is at least 0.95), the server's
# resident memory and the database's size on disk, and stops the server by its PID. Each minute
# also prints the CPU time (server and swarm) per finished match, and the end
# `cpu_last_over_first`: the same comparison made on CPU time, which a neighbour's load on a
# shared machine does not move.
# The players of finished matches stay resumable for the resume grace (5 minutes by default),
# so a run shorter than the grace plus a few minutes does not see them expire.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/service.sh
source scripts/lib/service.sh
minutes="${1:-10}"
matches="${2:-100}"
think="${3:-2}"
cargo build --profile dist -q -p tavern-server -p tavern-client
dir="$(mktemp -d -t tavern-soak-XXXXXX)"
server="" swarm=""
cleanup() {
  if [ -n "$swarm" ]; then kill "$swarm" 2>/dev/null || true; fi
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

port="$(free_port)"
admin_port="$(free_port)"
TAVERN_ADMIN_ADDR="127.0.0.1:$admin_port" TAVERN_LOG=warn target/dist/tavern --addr "127.0.0.1:$port" --db "$dir/soak.db" >"$dir/server.log" 2>&1 &
server=$!
for _ in $(seq 100); do
  if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then break; fi
  sleep 0.1
done
echo "soak: $minutes min, $matches matches, think $think ms, server pid $server on port $port" >&2
# Taken before the swarm starts (whole seconds, rounded down), so that a sample a second before
# a minute's end is still before the swarm's deadline, when its bots leave their matches.
start="$(date +%s)"
target/dist/tavern-client --url "ws://127.0.0.1:$port/ws" swarm --matches "$matches" \
  --seconds "$((minutes * 60))" --think-ms "$think" --report-every 60 &
swarm=$!
# Beside the swarm's wall-clock lines: each minute's CPU time (server and swarm, from /proc) per
# finished match (the server's own counter). On a VM shared with other work a minute's wall
# clock moves with the neighbours' load; the CPU spent per match is what grows if something per
# player, room or finished match costs more as their number grows.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null || echo 0; }
tick="$(getconf CLK_TCK)"
prev_finished="$(metric "$admin_port" tavern_matches_finished_total)"
prev_server="$(cpu_ticks "$server")" prev_swarm="$(cpu_ticks "$swarm")"
first_cost="" last_cost=""
for minute in $(seq "$minutes"); do
  # A second before each minute ends, so the last sample is taken while the swarm still plays.
  sleep "$((start + minute * 60 - 1 - $(date +%s)))"
  kill -0 "$swarm" 2>/dev/null || break
  finished="$(metric "$admin_port" tavern_matches_finished_total)"
  now_server="$(cpu_ticks "$server")" now_swarm="$(cpu_ticks "$swarm")"
  cost="$(awk -v f="$((finished - prev_finished))" -v s="$((now_server - prev_server))" \
    -v w="$((now_swarm - prev_swarm))" -v t="$tick" -v m="$minute" 'BEGIN {
      if (f <= 0) { print "0"; exit }
      printf "%.3f", (s + w) * 1000 / t / f
      printf " minute=%d finished=%d server_cpu_ms_per_match=%.3f swarm_cpu_ms_per_match=%.3f\n",
        m, f, s * 1000 / t / f, w * 1000 / t / f > "/dev/stderr" }')"
  if [ -z "$first_cost" ]; then first_cost="$cost"; fi
  last_cost="$cost"
  prev_finished="$finished" prev_server="$now_server" prev_swarm="$now_swarm"
done
wait "$swarm"
# The first minute's CPU per finished match over the last minute's: the throughput the last
# minute would have had on the first minute's CPU, relative to the first (the target is at
# least 0.95, like `last_over_first`).
awk -v a="$first_cost" -v b="$last_cost" 'BEGIN {
  if (b > 0) printf "cpu_per_match_first_ms=%.3f cpu_per_match_last_ms=%.3f cpu_last_over_first=%.3f\n", a, b, a / b }'
rss_kib="$(awk '/^VmRSS/ { print $2 }' "/proc/$server/status")"
db_bytes="$(du -cb "$dir"/soak.db* | tail -1 | cut -f1)"
echo "server_rss_mib=$((rss_kib / 1024)) database_mib=$((db_bytes / 1024 / 1024))"
