#!/usr/bin/env bash
# What the cluster machinery costs per action: interleaved runs of the swarm against one
# `tavern` node on PostgreSQL (`single`), the same node in cluster mode with a Redis
# (`cluster1`: leases, claims, epochs checked at every commit, the same one process) and three
# nodes in cluster mode (`cluster`), on one machine, with a fresh database (and Redis database)
# per run. The cluster's matches are split
# over its nodes, one swarm per node run at once; its actions/s is their sum and its p50/p99 the
# largest of the three. Prints every run, each side's medians and the cluster's ratio to the
# single node's. Starts a throwaway PostgreSQL and Redis (scripts/postgres.sh, scripts/redis.sh)
# unless TAVERN_TEST_POSTGRES and TAVERN_TEST_REDIS name them.
# Usage: scripts/cluster-bench.sh [ROUNDS] [MATCHES] [SECONDS] [SIDES]
#   SIDES: a space-separated list, default "single cluster1 cluster".
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"
matches="${2:-60}"
seconds="${3:-10}"
sides="${4:-single cluster1 cluster}"
if [ -z "${TAVERN_TEST_POSTGRES:-}" ]; then
  exec bash scripts/postgres.sh bash "$0" "$rounds" "$matches" "$seconds" "$sides"
fi
if [ -z "${TAVERN_TEST_REDIS:-}" ]; then
  exec bash scripts/redis.sh bash "$0" "$rounds" "$matches" "$seconds" "$sides"
fi
cargo build --profile dist -q -p tavern-server -p tavern-client
dir="$(mktemp -d -t tavern-cluster-bench-XXXXXX)"
servers=()
stop_servers() {
  for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${servers[@]}"; do wait "$pid" 2>/dev/null || true; done
  servers=()
}
cleanup() {
  stop_servers
  rm -rf "$dir"
}
trap cleanup EXIT

# shellcheck source=lib/service.sh
source scripts/lib/service.sh
# shellcheck source=lib/interleave.sh
source scripts/lib/interleave.sh

# Starts a node on a free port with extra arguments; sets `port` (not a subshell: the node's
# PID must stay this shell's, to be stopped by it).
start_node() {
  local log="$1"
  shift
  port="$(free_port)"
  TAVERN_ADMIN_ADDR="127.0.0.1:$(free_port)" \
  TAVERN_LOG=warn TAVERN_DRAIN_SECS=0 target/dist/tavern --addr "127.0.0.1:$port" \
    --rate-per-sec 100000 --rate-burst 100000 --max-connections-per-ip 0 "$@" >"$log" 2>&1 &
  servers+=("$!")
  for _ in $(seq 200); do
    TAVERN_ADDR="127.0.0.1:$port" target/dist/tavern health 2>/dev/null && break
    sleep 0.05
  done
}

# One run: prints "actions_per_sec p50_ms p99_ms".
run() {
  local side="$1" round="$2" name="tavern_cluster_bench_${1}_$2"
  psql -q "$TAVERN_TEST_POSTGRES" -c "CREATE DATABASE $name" >&2
  local db="${TAVERN_TEST_POSTGRES%/*}/$name"
  local rate=0 p50=0 p99=0 out port
  if [ "$side" = single ] || [ "$side" = cluster1 ]; then
    local redis="${TAVERN_TEST_REDIS%/}/$((round % 15 + 1))" extra=()
    if [ "$side" = cluster1 ]; then
      redis-cli -u "$redis" FLUSHDB >/dev/null
      extra=(--redis "$redis" --node-id solo)
    fi
    start_node "$dir/single.log" --db "$db" "${extra[@]}"
    out="$(target/dist/tavern-client swarm --url "ws://127.0.0.1:$port/ws" \
      --matches "$matches" --seconds "$seconds" 2>/dev/null | tail -1)"
    echo "  $out" >&2
    rate="$(field actions_per_sec "$out")"; p50="$(field p50_ms "$out")"; p99="$(field p99_ms "$out")"
  else
    local redis="${TAVERN_TEST_REDIS%/}/$((round % 15 + 1))" ports=() swarms=() i
    redis-cli -u "$redis" FLUSHDB >/dev/null
    for i in 1 2 3; do
      start_node "$dir/n$i.log" --db "$db" --redis "$redis" --node-id "n$i"
      ports+=("$port")
    done
    for i in 0 1 2; do
      target/dist/tavern-client swarm --url "ws://127.0.0.1:${ports[$i]}/ws" \
        --matches "$((matches / 3))" --seconds "$seconds" >"$dir/swarm$i" 2>/dev/null &
      swarms+=("$!")
    done
    for pid in "${swarms[@]}"; do wait "$pid" || true; done
    for i in 0 1 2; do
      out="$(tail -1 "$dir/swarm$i")"
      echo "  n$((i + 1)): $out" >&2
      rate="$(awk -v a="$rate" -v b="$(field actions_per_sec "$out")" 'BEGIN { print a + b }')"
      p50="$(awk -v a="$p50" -v b="$(field p50_ms "$out")" 'BEGIN { print (b > a) ? b : a }')"
      p99="$(awk -v a="$p99" -v b="$(field p99_ms "$out")" 'BEGIN { print (b > a) ? b : a }')"
    done
  fi
  stop_servers
  psql -q "$TAVERN_TEST_POSTGRES" -c "DROP DATABASE $name WITH (FORCE)" >&2
  echo "$rate $p50 $p99"
}

echo "matches=$matches seconds=$seconds"
interleave "$rounds" "$sides"
