#!/usr/bin/env bash
# The server's user-space instructions per applied action, counted under valgrind (callgrind),
# so that two builds can be compared on a machine shared with other work, where times move by
# more than the change being measured: the count repeats within about a percent.
#
#   scripts/server-instructions.sh [MATCHES] [SECONDS] [db|nodb] [BIN_DIR]
#
# Starts one `tavern` (dist-profile build; from BIN_DIR when given, e.g. a copy of an older build's
# target/dist) under callgrind with counting off, waits until it answers, turns counting on,
# runs `tavern-client swarm --matches MATCHES --seconds SECONDS` (defaults 20 and 20) against it,
# turns counting off, and divides the instructions counted by the actions the server applied
# meanwhile (`tavern_actions_total` in /metrics, read before and after). `db` (the default)
# stores every step in SQLite as a default server does; `nodb` runs `--no-db`. Under valgrind
# the server runs about 30 times slower, so the swarm meets a slow server: the figure is the
# server's work per action, not its throughput. Kernel time (socket calls, fsync) is not
# counted. With TAVERN_CALLGRIND_KEEP=FILE, callgrind's output is kept there (for
# callgrind_annotate). Last line:
#   mode=db matches=N applied=N instructions=N instructions_per_action=N
set -euo pipefail
cd "$(dirname "$0")/.."
matches="${1:-20}"
seconds="${2:-20}"
mode="${3:-db}"
bin="${4:-}"
if ! command -v valgrind >/dev/null 2>&1; then
  echo "server-instructions.sh: valgrind is missing; installing Debian's valgrind" >&2
  apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q valgrind >&2
fi
if [ -z "$bin" ]; then
  cargo build --profile dist -q -p tavern-server -p tavern-client
  bin=target/dist
fi

# shellcheck source=lib/service.sh
source scripts/lib/service.sh
service_name=server-instructions
stop_signal=INT
service_dir_make

port="$(free_port)"
admin_port="$(free_port)"
dbarg=(--db "$service_dir/tavern.db")
[ "$mode" = nodb ] && dbarg=(--no-db)
TAVERN_ADMIN_ADDR="127.0.0.1:$admin_port" TAVERN_LOG=warn TAVERN_DRAIN_SECS=0 valgrind --tool=callgrind --instr-atstart=no \
  --callgrind-out-file="$service_dir/callgrind.out" \
  "$bin/tavern" --addr "127.0.0.1:$port" --rate-per-sec 100000 --rate-burst 100000 \
  --max-connections-per-ip 0 "${dbarg[@]}" >"$service_dir/server.log" 2>&1 &
service_pid=$!
probe() { TAVERN_ADDR="127.0.0.1:$port" "$bin/tavern" health >/dev/null 2>&1; }
service_wait_ready 600 "$service_dir/server.log" probe

# /metrics is on the admin listener; a build older than it served it on the players' port.
applied() {
  local n
  n="$(metric "$admin_port" tavern_actions_total)"
  [ -n "$n" ] || n="$(metric "$port" tavern_actions_total)"
  echo "$n"
}
before="$(applied)"
callgrind_control -i on "$service_pid" >/dev/null
"$bin/tavern-client" swarm --url "ws://127.0.0.1:$port/ws" --matches "$matches" \
  --seconds "$seconds" >"$service_dir/swarm.out" 2>&1
callgrind_control -i off "$service_pid" >/dev/null
after="$(applied)"
tail -1 "$service_dir/swarm.out" >&2
kill -INT "$service_pid"
wait "$service_pid" 2>/dev/null || true
service_pid=""
if [ -n "${TAVERN_CALLGRIND_KEEP:-}" ]; then cp "$service_dir"/callgrind.out* "$TAVERN_CALLGRIND_KEEP"; fi
python3 - "$mode" "$matches" "${before:-0}" "${after:-0}" "$service_dir" <<'PY'
import glob, sys
mode, matches, before, after, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
applied = after - before
ir = 0
# One file per process part; each gives its count as `totals:` (`summary:` stays 0 when
# counting starts off).
for path in glob.glob(f"{out}/callgrind.out*"):
    counts = {}
    for line in open(path, errors="replace"):
        key, _, rest = line.partition(":")
        if key in ("summary", "totals") and rest.split():
            counts[key] = int(rest.split()[0])
    ir += max(counts.values(), default=0)
if applied <= 0 or ir <= 0:
    sys.exit(f"server-instructions.sh: nothing measured (applied {applied}, instructions {ir})")
print(f"mode={mode} matches={matches} applied={applied} instructions={ir} instructions_per_action={ir / applied:.0f}")
PY
