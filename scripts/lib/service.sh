# The steps scripts/postgres.sh and scripts/redis.sh share, sourced by both: a free loopback
# port, a temporary directory that goes with the server, stopping the server by its PID however
# the script ends, waiting until it answers, and running the caller's command with its URL.
# The benchmarks source it too, for `free_port` and `metric`.
#
# A script sources this file, sets `service_name` (for messages) and `stop_signal` (the signal
# that shuts its server down cleanly), calls `service_dir_make`, starts its server in the
# foreground with `&` and sets `service_pid=$!`.

service_pid=""

# A loopback port nothing listens on right now.
free_port() {
  if command -v python3 >/dev/null 2>&1; then
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
  else
    node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
  fi
}

# The value of the unlabelled metric NAME in the /metrics of the server whose admin listener
# (`--admin-addr`) is on loopback PORT
# (nothing when the server does not answer or has no such metric).
metric() {
  curl -s "http://127.0.0.1:$1/metrics" |
    awk -v name="$2" '$1 == name || index($1, name "{") == 1 { sum += $2; seen = 1 } END { if (seen) print sum }'
}

# Stops the server (its clean-shutdown signal, up to 10 s, then SIGKILL) and removes the
# directory.
service_cleanup() {
  if [ -n "$service_pid" ]; then
    kill "-$stop_signal" "$service_pid" 2>/dev/null || true
    for _ in $(seq 100); do
      kill -0 "$service_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$service_pid" 2>/dev/null || true
  fi
  rm -rf "$service_dir"
}

# Makes the temporary directory `service_dir` and arranges the cleanup on every way out.
service_dir_make() {
  service_dir="$(mktemp -d -t "tavern-$service_name-XXXXXX")"
  trap service_cleanup EXIT
  trap 'exit 130' INT TERM
}

# Waits (up to TRIES tenths of a second) until PROBE... succeeds; fails with the server's log
# (LOG) when the server stops or never answers.
service_wait_ready() {
  local tries="$1" log="$2"
  shift 2
  for _ in $(seq "$tries"); do
    if "$@"; then return 0; fi
    if ! kill -0 "$service_pid" 2>/dev/null; then
      cat "$log" >&2 || true
      echo "$service_name.sh: the server stopped while starting" >&2
      exit 1
    fi
    sleep 0.1
  done
  if "$@"; then return 0; fi
  cat "$log" >&2 || true
  echo "$service_name.sh: the server did not answer" >&2
  exit 1
}

# Prints URL, exports it as VAR, then runs the given command (or, with none, waits until
# interrupted).
service_run() {
  local var="$1" url="$2"
  shift 2
  echo "$url"
  export "$var=$url"
  if [ "$#" -eq 0 ]; then
    echo "$service_name.sh: running until interrupted" >&2
    wait "$service_pid"
  else
    "$@"
  fi
}
