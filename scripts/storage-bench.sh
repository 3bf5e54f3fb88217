#!/usr/bin/env bash
# What storage costs in throughput: alternating runs of the swarm against `tavern --no-db` and
# `tavern --db FILE` (SQLite, synchronous=FULL), on one machine, printing every run and the
# median ratio. Usage: scripts/storage-bench.sh [ROUNDS] [MATCHES] [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
matches="${2:-200}"
seconds="${3:-10}"
cargo build --release -q -p tavern-server -p tavern-client
dir="$(mktemp -d -t tavern-storage-bench-XXXXXX)"
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

# One run: prints actions per second.
run() {
  local port; port="$(free_port)"
  rm -f "$dir"/bench.db*
  TAVERN_LOG=warn TAVERN_DRAIN_SECS=0 target/release/tavern --addr "127.0.0.1:$port" \
    --rate-per-sec 100000 --rate-burst 100000 --max-connections-per-ip 0 "$@" >"$dir/server.log" 2>&1 &
  server=$!
  for _ in $(seq 100); do
    TAVERN_ADDR="127.0.0.1:$port" target/release/tavern health 2>/dev/null && break
    sleep 0.05
  done
  local out
  out="$(target/release/tavern-client swarm --url "ws://127.0.0.1:$port/ws" \
    --matches "$matches" --seconds "$seconds" 2>/dev/null | tail -1)"
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
  echo "$out" >&2
  echo "$out" | sed -n 's/.*actions_per_sec=\([0-9]*\).*/\1/p'
}

off=(); on=()
for r in $(seq "$rounds"); do
  echo "round $r: storage off" >&2; off+=("$(run --no-db)")
  echo "round $r: storage on" >&2; on+=("$(run --db "$dir/bench.db")")
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
m_off="$(median "${off[@]}")"; m_on="$(median "${on[@]}")"
echo "matches=$matches seconds=$seconds rounds=$rounds"
echo "storage off: ${off[*]} actions/s (median $m_off)"
echo "storage on:  ${on[*]} actions/s (median $m_on)"
awk -v a="$m_off" -v b="$m_on" 'BEGIN { printf "storage costs %.1f%% of throughput (median on / median off = %.3f)\n", (1-b/a)*100, b/a }'
