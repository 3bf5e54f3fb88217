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
# Each run also prints where the CPU went, in µs per applied action: the server's threads by
# name (the runtime's workers, the store's writer, the rest) and the swarm beside it; at the
# end, each backend's medians. On this machine the swarm and the server share the cores, so the
# throughput is the cores over the sum; CPU per action moves less with the neighbours' load
# than actions per second do. Before the runs, what one durable commit costs on the disk the
# database is on: a 4 KiB write and `fdatasync`, wall and CPU time.
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
cargo build --profile dist -q -p tavern-server -p tavern-client
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

# Clock ticks of each thread of process PID, summed by thread name: "name user system".
thread_ticks() {
  local t
  for t in /proc/"$1"/task/*; do
    # The name may hold spaces; the fields after it are counted from its closing parenthesis.
    echo "$(cat "$t/comm" 2>/dev/null | tr ' ' '_') $(sed 's/.*) //' "$t/stat" 2>/dev/null | awk '{print $12, $13}')"
  done | awk 'NF == 3 { u[$1] += $2; s[$1] += $3 } END { for (k in u) print k, u[k], s[k] }'
}

# One run's CPU per applied action (from the ticks files, APPLIED actions and the swarm's
# "user system" seconds), printed, and kept for the medians.
cpu_figures() {
  python3 - "$dir" "$1" "$2" "$3" "$(getconf CLK_TCK)" <<'PY'
import sys
d, backend, applied, swarm, hz = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5])
def ticks(name):
    out = {}
    for line in open(f"{d}/ticks.{name}"):
        k, u, s = line.split()
        out[k] = int(u) + int(s)
    return out
before, after = ticks("before"), ticks("after")
spent = {k: (after[k] - before.get(k, 0)) / hz for k in after}
if applied <= 0:
    sys.exit(0)
us = lambda seconds: seconds / applied * 1e6
workers = us(spent.get("tokio-rt-worker", 0))
store = us(sum(v for k, v in spent.items() if k.startswith("tavern-store")))
server = us(sum(spent.values()))
swarm_s = sum(float(x) for x in swarm.split()[:2]) if swarm.strip() else 0.0
swarm_us = us(swarm_s)
print(f"cpu: server {server:.1f} µs per action (workers {workers:.1f}, store {store:.1f},"
      f" other {server - workers - store:.1f}), swarm {swarm_us:.1f}, both {server + swarm_us:.1f}")
with open(f"{d}/cpu.{backend}", "a") as f:
    f.write(f"{server} {workers} {store} {swarm_us}\n")
PY
}

# Each backend's medians of the runs' CPU per action, and what storage adds to the first's.
cpu_medians() {
  # shellcheck disable=SC2086 # the backends are a space-separated list
  python3 - "$dir" $backends <<'PY'
import os, statistics, sys
d, backends = sys.argv[1], sys.argv[2:]
first = None
for b in backends:
    path = f"{d}/cpu.{b}"
    if not os.path.exists(path):
        continue
    rows = [list(map(float, l.split())) for l in open(path) if l.strip()]
    server, workers, store, swarm = (statistics.median(r[i] for r in rows) for i in range(4))
    line = (f"cpu {b}: median server {server:.1f} µs per action (workers {workers:.1f},"
            f" store {store:.1f}), swarm {swarm:.1f}, both {server + swarm:.1f}")
    if first is None:
        first = server + swarm
    else:
        line += f"; {server + swarm - first:+.1f} µs per action against {backends[0]}"
    print(line)
PY
}

# What one durable commit costs here: a 4 KiB write and fdatasync in the database's directory,
# 200 times (wall time, and CPU time of the process).
commit_floor() {
  python3 - "$dir" <<'PY'
import os, resource, sys, time
path = os.path.join(sys.argv[1], "floor.bin")
fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
page, n = b"x" * 4096, 200
r0, t0 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
for i in range(n):
    os.pwrite(fd, page, i * len(page))
    os.fdatasync(fd)
r1, t1 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
os.close(fd)
os.unlink(path)
cpu = (r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime) / n * 1e6
print(f"durable commit here: a 4 KiB write and fdatasync take {(t1 - t0) / n * 1e6:.0f} µs,"
      f" {cpu:.0f} µs of CPU")
PY
}

# One run of a backend in a round: prints its swarm line's figures as
# "actions_per_sec p50_ms p99_ms".
run() {
  local backend="$1" round="$2" port admin_port db=()
  port="$(free_port)"
  admin_port="$(free_port)"
  rm -f "$dir"/bench.db*
  case "$backend" in
    none) db=(--no-db) ;;
    sqlite) db=(--db "$dir/bench.db") ;;
    postgres)
      psql -q "$TAVERN_TEST_POSTGRES" -c "CREATE DATABASE tavern_bench_$round" >&2
      db=(--db "${TAVERN_TEST_POSTGRES%/*}/tavern_bench_$round") ;;
    *) echo "unknown backend $backend" >&2; exit 2 ;;
  esac
  TAVERN_ADMIN_ADDR="127.0.0.1:$admin_port" TAVERN_LOG=warn TAVERN_DRAIN_SECS=0 \
    target/dist/tavern --addr "127.0.0.1:$port" \
    --rate-per-sec 100000 --rate-burst 100000 --max-connections-per-ip 0 "${db[@]}" >"$dir/server.log" 2>&1 &
  server=$!
  for _ in $(seq 100); do
    TAVERN_ADDR="127.0.0.1:$port" target/dist/tavern health 2>/dev/null && break
    sleep 0.05
  done
  local out applied_before swarm_cpu
  applied_before="$(metric "$admin_port" tavern_actions_total)"
  thread_ticks "$server" >"$dir/ticks.before"
  # The swarm's user and system seconds, from the shell's own `time`.
  swarm_cpu="$( { TIMEFORMAT='%U %S'; time target/dist/tavern-client swarm \
    --url "ws://127.0.0.1:$port/ws" --matches "$matches" --seconds "$seconds" \
    >"$dir/swarm.out" 2>/dev/null; } 2>&1 )"
  out="$(tail -1 "$dir/swarm.out")"
  thread_ticks "$server" >"$dir/ticks.after"
  local store
  store="$(store_figures "$admin_port" 2>/dev/null || true)"
  cpu_figures "$backend" "$(( $(metric "$admin_port" tavern_actions_total) - applied_before ))" \
    "$swarm_cpu" >&2
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
  echo "$out" >&2
  if [ -n "$store" ]; then echo "$store" >&2; fi
  if [ -f "$dir/bench.db" ]; then stored_bytes "$dir/bench.db" >&2; fi
  echo "$(field actions_per_sec "$out") $(field p50_ms "$out") $(field p99_ms "$out")"
}

echo "matches=$matches seconds=$seconds"
commit_floor
interleave "$rounds" "$backends"
cpu_medians
