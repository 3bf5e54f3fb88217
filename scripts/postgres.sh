#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests and benchmarks: installs Debian's `postgresql` when no
# `initdb` is found, creates a cluster in a temporary directory, starts it on a free loopback
# port, waits until it accepts connections and prints its URL; then runs the given command with
# TAVERN_TEST_POSTGRES set to that URL (or, with no command, waits until interrupted). At the
# end, however it ends, the server is stopped by its PID and the directory removed.
# PostgreSQL refuses to run as root: as root, the server runs as the unprivileged `postgres`
# user (created by the package), which owns the directory.
# Usage: scripts/postgres.sh [COMMAND [ARGS...]]
set -euo pipefail

# The directory of a complete server installation (initdb, postgres and pg_isready): the one
# of the `initdb` on the PATH, else the newest of Debian's versions.
find_bin() {
  local dir candidates=()
  if command -v initdb >/dev/null 2>&1; then
    candidates+=("$(dirname "$(readlink -f "$(command -v initdb)")")")
  fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    candidates+=("$dir")
  done
  for dir in "${candidates[@]}"; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/postgres" ] && [ -x "$dir/pg_isready" ]; then
      echo "$dir"
      return
    fi
  done
}

bin="$(find_bin)"
if [ -z "$bin" ]; then
  echo "postgres.sh: PostgreSQL is missing; installing Debian's postgresql" >&2
  # Only the binaries are wanted: no cluster of the package's own, started on port 5432.
  mkdir -p /etc/postgresql-common/createcluster.d
  echo "create_main_cluster = false" >/etc/postgresql-common/createcluster.d/tavern-no-main.conf
  apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2
  bin="$(find_bin)"
  if [ -z "$bin" ]; then
    echo "postgres.sh: no initdb after installing postgresql" >&2
    exit 1
  fi
fi

# As root, every PostgreSQL program runs as `postgres`; otherwise as the caller.
as_db_user=()
if [ "$(id -u)" = 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
  fi
  as_db_user=(setpriv --reuid=postgres --regid=postgres --init-groups --)
fi

# shellcheck source=lib/service.sh
source "$(dirname "$0")/lib/service.sh"
service_name=postgres
# SIGINT: PostgreSQL's fast shutdown (open sessions are ended, nothing is lost).
stop_signal=INT
service_dir_make
dir="$service_dir"

chmod 700 "$dir"
if [ "${#as_db_user[@]}" -gt 0 ]; then chown postgres: "$dir"; fi
"${as_db_user[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --no-locale -E UTF8 \
  >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }

port="$(free_port)"
# Loopback only, its socket in the temporary directory (no /var/run/postgresql needed).
"${as_db_user[@]}" "$bin/postgres" -D "$dir/data" -p "$port" -c listen_addresses=127.0.0.1 \
  -c unix_socket_directories="$dir" -c max_connections=200 >"$dir/server.log" 2>&1 &
service_pid=$!

url="postgres://postgres@127.0.0.1:$port/postgres"
service_wait_ready 300 "$dir/server.log" "$bin/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres
echo "postgres.sh: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') at $url (pid $service_pid)" >&2
service_run TAVERN_TEST_POSTGRES "$url" "$@"
