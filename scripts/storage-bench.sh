#!/usr/bin/env bash
# What storage costs in throughput: interleaved runs of the swarm against one `tavern` per
# backend — `none` (`--no-db`), `sqlite` (`--db FILE`, synchronous=FULL), `postgres`
# (`--db postgres://…`, synchronous_commit on, a fresh database per run on a throwaway server
# from scripts/postgres.sh unless TAVERN_TEST_POSTGRES names one) — on one machine, printing
# every run (with the store's own figures from /metrics: commits, writes per commit, and where
# a step's wait went: queued, committing, then until its match resumed), each backend's medians
# and their ratio to the first backend's; and what SQLite
# takes on disk: bytes per stored action in finished matches' logs (compressed), and the whole
# database file per action (every table, the journal of the matches still running and free
# pages included).
# Usage: scripts/storage-bench.sh [ROUNDS] [MATCHES] [SECONDS] [BACKENDS]
#   BACKENDS: a space-separated list, default "none sqlite"; e.g. "sqlite postgres".
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
matches="${2:-200}"
seconds="${3:-10}"
backends="${4:-none sqlite}"
if [[ " $backends " == *" postgres "* && -z "${TAVERN_TEST_POSTGRES:-}" ]]; then
  exec bash scripts/postgres.sh bash "$0" "$rounds" "$matches" "$seconds" "$backends"
fi
cargo build --release -q -p tavern-server -p tavern-client
dir="$(mktemp -d -t tavern-storage-bench-XXXXXX)"
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

# shellcheck source=lib/service.sh
source scripts/lib/service.sh
# shellcheck source=lib/interleave.sh
source scripts/lib/interleave.sh

# Bytes on disk per stored action, read from the database the server left.
stored_bytes() {
  python3 - "$1" <<'PY'
import os, sqlite3, sys, zlib
path = sys.argv[1]
db = sqlite3.connect(path)
log_bytes, log_steps, finished = db.execute(
    "SELECT COALESCE(SUM(COALESCE(length(l.packed), 0) + length(l.steps)), 0),"
    " COALESCE(SUM(l.last_version), 0), COUNT(*)"
    " FROM logs l JOIN matches m ON m.id = l.match_id WHERE m.status != 'running'").fetchone()
# The same lines as uncompressed text (how logs were stored before they were packed).
text_bytes = sum(len(zlib.decompress(p)) if p else 0 for (p,) in db.execute(
    "SELECT l.packed FROM logs l JOIN matches m ON m.id = l.match_id WHERE m.status != 'running'"))
text_bytes += db.execute(
    "SELECT COALESCE(SUM(length(l.steps)), 0) FROM logs l JOIN matches m ON m.id = l.match_id"
    " WHERE m.status != 'running'").fetchone()[0]
journal_lines = db.execute(
    "SELECT COALESCE(SUM(length(steps) - length(replace(steps, char(10), ''))), 0)"
    " FROM journal").fetchone()[0]
db.close()
size = sum(os.path.getsize(path + s) for s in ("", "-wal") if os.path.exists(path + s))
per_log = log_bytes / log_steps if log_steps else 0
per_file = size / (log_steps + journal_lines) if log_steps + journal_lines else 0
per_text = text_bytes / log_steps if log_steps else 0
print(f"stored: {per_log:.1f} bytes per action in finished logs ({finished} matches, "
      f"{log_steps} actions; {per_text:.1f} as text); file {size} bytes = {per_file:.1f} bytes per action "
      f"(journal of running matches, other tables and free pages included)")
PY
}

# Where a write's time went, from the server's /metrics: commits, writes per commit, and per
# step the mean time queued, committing, and from the commit's end to its match resuming.
store_figures() {
  python3 - "$1" <<'PY'
import sys, urllib.request
text = urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/metrics", timeout=5).read().decode()
m = {}
for line in text.splitlines():
    if line.startswith("tavern_store_"):
        name, value = line.split()
        m[name[len("tavern_store_"):]] = float(value)
if not m.get("commits_total"):
    sys.exit(0)
writes = m["writes_total"] or 1
queued = m["queued_seconds_total"] / writes * 1e3
committing = m["committing_seconds_total"] / writes * 1e3
awaited = m["awaited_seconds_total"] / (m["awaited_total"] or 1) * 1e3
print(f"store: {m['commits_total']:.0f} commits, {m['writes_total'] / m['commits_total']:.1f} writes each,"
      f" mean commit {m['commit_seconds_total'] / m['commits_total'] * 1e3:.2f} ms,"
      f" longest {m['commit_max_seconds'] * 1e3:.1f} ms; per write: queued {queued:.2f} ms,"
      f" committing {committing:.2f} ms, then {max(awaited - queued - committing, 0):.2f} ms"
      f" until its match resumes ({awaited:.2f} ms in all)")
PY
}

# One run of a backend in a round: prints its swarm line's figures as
# "actions_per_sec p50_ms p99_ms".
run() {
  local backend="$1" round="$2" port db=()
  port="$(free_port)"
  rm -f "$dir"/bench.db*
  case "$backend" in
    none) db=(--no-db) ;;
    sqlite) db=(--db "$dir/bench.db") ;;
    postgres)
      psql -q "$TAVERN_TEST_POSTGRES" -c "CREATE DATABASE tavern_bench_$round" >&2
      db=(--db "${TAVERN_TEST_POSTGRES%/*}/tavern_bench_$round") ;;
    *) echo "unknown backend $backend" >&2; exit 2 ;;
  esac
  TAVERN_LOG=warn TAVERN_DRAIN_SECS=0 target/release/tavern --addr "127.0.0.1:$port" \
    --rate-per-sec 100000 --rate-burst 100000 --max-connections-per-ip 0 "${db[@]}" >"$dir/server.log" 2>&1 &
  server=$!
  for _ in $(seq 100); do
    TAVERN_ADDR="127.0.0.1:$port" target/release/tavern health 2>/dev/null && break
    sleep 0.05
  done
  local out
  out="$(target/release/tavern-client swarm --url "ws://127.0.0.1:$port/ws" \
    --matches "$matches" --seconds "$seconds" 2>/dev/null | tail -1)"
  local store
  store="$(store_figures "$port" 2>/dev/null || true)"
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
  echo "$out" >&2
  if [ -n "$store" ]; then echo "$store" >&2; fi
  if [ -f "$dir/bench.db" ]; then stored_bytes "$dir/bench.db" >&2; fi
  echo "$(field actions_per_sec "$out") $(field p50_ms "$out") $(field p99_ms "$out")"
}

echo "matches=$matches seconds=$seconds"
interleave "$rounds" "$backends"
