#!/usr/bin/env bash
# How long a restart takes with many unfinished matches on disk:
#
#   scripts/restart-bench.sh [MATCHES] [STEPS] [ROUNDS]     (defaults: 8000 matches, 150 steps, 3)
#
# Writes MATCHES unfinished gitcg matches of STEPS steps each into a fresh SQLite database
# (`server/examples/unfinished_matches.rs`: real matches played by the engine, stored through the
# server's own store, as a crash mid-play leaves them), then ROUNDS times starts a `tavern` built with the dist profile
# on it and measures the time from the process start until `GET /readyz` answers 200 (the
# server takes connections only once every unfinished match runs again), prints the server's
# one recovery summary line, and stops the server by its PID. Each restart recovers the same
# matches (nobody plays them meanwhile). Last line:
#   matches=N steps=N ready_secs_median=S ready_secs=[S, S, S]
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/service.sh
source scripts/lib/service.sh
matches="${1:-8000}"
steps="${2:-150}"
rounds="${3:-3}"
cargo build --profile dist -q -p tavern-server --example unfinished_matches
dir="$(mktemp -d -t tavern-restart-bench-XXXXXX)"
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

target/dist/examples/unfinished_matches --db "$dir/restart.db" --matches "$matches" --steps "$steps" >&2
echo "database: $(du -cb "$dir"/restart.db* | tail -1 | cut -f1) bytes" >&2

times=()
for r in $(seq "$rounds"); do
  port="$(free_port)"
  start=$(date +%s.%N)
  TAVERN_ADMIN_ADDR="127.0.0.1:$(free_port)" TAVERN_LOG=info target/dist/tavern --addr "127.0.0.1:$port" --db "$dir/restart.db" >"$dir/server.log" 2>&1 &
  server=$!
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz" 2>/dev/null; do
    if ! kill -0 "$server" 2>/dev/null; then
      cat "$dir/server.log" >&2
      echo "restart-bench: the server exited" >&2
      exit 1
    fi
    sleep 0.01
  done
  end=$(date +%s.%N)
  secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
  echo "round $r: ready in $secs s; $(grep -m1 'unfinished matches recovered' "$dir/server.log" | sed 's/\x1b\[[0-9;]*m//g')"
  times+=("$secs")
  kill -9 "$server"
  wait "$server" 2>/dev/null || true
  server=""
done
median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
echo "matches=$matches steps=$steps ready_secs_median=$median ready_secs=[$(IFS=,; echo "${times[*]}" | sed 's/,/, /g')]"
