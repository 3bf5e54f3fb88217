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

free_port() {
  if command -v python3 >/dev/null 2>&1; then
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
  else
    node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
  fi
}

dir="$(mktemp -d -t tavern-redis-XXXXXX)"
pid=""
cleanup() {
  if [ -n "$pid" ]; then
    # SIGTERM: Redis shuts down at once (nothing to save: persistence is off).
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 50); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

port="$(free_port)"
# Loopback only, no persistence, in the foreground (so `$!` is the server's own PID).
redis-server --port "$port" --bind 127.0.0.1 --dir "$dir" --save "" --appendonly no \
  --daemonize no --logfile "$dir/server.log" &
pid=$!

url="redis://127.0.0.1:$port"
ready=""
for _ in $(seq 100); do
  if redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null | grep -q PONG; then
    ready=1
    break
  fi
  if ! kill -0 "$pid" 2>/dev/null; then
    cat "$dir/server.log" >&2 || true
    echo "redis.sh: Redis stopped while starting" >&2
    exit 1
  fi
  sleep 0.1
done
if [ -z "$ready" ]; then
  cat "$dir/server.log" >&2 || true
  echo "redis.sh: Redis did not answer" >&2
  exit 1
fi
echo "redis.sh: Redis $(redis-server --version | awk '{print $3}' | sed 's/^v=//') at $url (pid $pid)" >&2
echo "$url"
export TAVERN_TEST_REDIS="$url"

if [ "$#" -eq 0 ]; then
  echo "redis.sh: running until interrupted" >&2
  wait "$pid"
else
  "$@"
fi
