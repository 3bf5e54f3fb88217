#!/usr/bin/env bash
# A throwaway Redis server for tests and benchmarks: installs Debian's `redis-server` when it is
# missing, starts it on a free loopback port in a temporary directory with no persistence (no
# snapshots, no append-only file), waits until it answers and prints its URL; then runs the
# given command with TAVERN_TEST_REDIS set to that URL (or, with no command, waits until
# interrupted). At the end, however it ends, the server is stopped by its PID and the directory
# removed. Composes with scripts/postgres.sh: `bash scripts/postgres.sh bash scripts/redis.sh CMD`.
# Usage: scripts/redis.sh [COMMAND [ARGS...]]
set -euo pipefail

if ! command -v redis-server >/dev/null 2>&1; then
  echo "redis.sh: Redis is missing; installing Debian's redis-server" >&2
  apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q redis-server >&2
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "redis.sh: no redis-server after installing it" >&2
    exit 1
  fi
fi

# shellcheck source=lib/service.sh
source "$(dirname "$0")/lib/service.sh"
service_name=redis
# SIGTERM: Redis shuts down at once (nothing to save: persistence is off).
stop_signal=TERM
service_dir_make
dir="$service_dir"

port="$(free_port)"
# Loopback only, no persistence, in the foreground (so `$!` is the server's own PID).
redis-server --port "$port" --bind 127.0.0.1 --dir "$dir" --save "" --appendonly no \
  --daemonize no --logfile "$dir/server.log" &
service_pid=$!

url="redis://127.0.0.1:$port"
redis_answers() { redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null | grep -q PONG; }
service_wait_ready 100 "$dir/server.log" redis_answers
echo "redis.sh: Redis $(redis-server --version | awk '{print $3}' | sed 's/^v=//') at $url (pid $service_pid)" >&2
service_run TAVERN_TEST_REDIS "$url" "$@"
