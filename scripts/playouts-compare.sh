#!/usr/bin/env bash
# Compares the engine's playouts benchmark between two revisions, on this machine, alternating:
#
#   scripts/playouts-compare.sh [--rounds N] [--seconds S] [--game G] [--seats N]
#                               [--same-games N] OLD [NEW]
#
# OLD and NEW are git revisions (a commit, a tag, `HEAD~3`); NEW defaults to the working tree as
# it is, uncommitted changes included. Each revision's `playouts` example is built in release
# mode (a revision other than the working tree in a temporary git worktree, with its own target
# directory `target/playouts-compare` kept between runs so dependencies build once), then the two
# binaries run one after the other, ROUNDS times (default 5), S seconds each (default 10).
#
# With `--same-games N`, both binaries first play the same N games (`playouts --games N`, both
# revisions must know the option and make the digest with std's hasher, as every revision since
# "playouts: the digest made with std's hasher" does) and must print the same digest of every
# action applied and every outcome: a change meant only to be faster must play exactly the games it played before.
# The script stops with an error when they differ, and `--rounds 0` makes the check alone.
#
# The figure compared is complete games per CPU-second (the games a run printed, over the user
# and system time the shell measured for it): on a machine shared with other work the wall
# clock also counts the time spent waiting for a core, and the CPU time does not. Each pair
# prints NEW/OLD; the last line gives the median of the pairs' ratios:
#   game=gitcg old_games_per_cpu_sec=N new_games_per_cpu_sec=N median_ratio=R
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
rounds=5 seconds=10 game=gitcg seats=2 same=0
revs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --game) game="$2"; shift 2 ;;
    --seats) seats="$2"; shift 2 ;;
    --same-games) same="$2"; shift 2 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) revs+=("$1"); shift ;;
  esac
done
if [ ${#revs[@]} -lt 1 ] || [ ${#revs[@]} -gt 2 ]; then
  echo "usage: scripts/playouts-compare.sh [--rounds N] [--seconds S] [--game G] [--seats N] [--same-games N] OLD [NEW]" >&2
  exit 2
fi

work="$(mktemp -d -t tavern-playouts-XXXXXX)"
trees=()
cleanup() {
  for t in "${trees[@]}"; do git -C "$root" worktree remove --force "$t" >/dev/null 2>&1 || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# The profile benchmarks are built with in tree $1: `dist` (fat LTO) where the workspace has
# it; before it existed, `release` was that profile.
profile_of() {
  if grep -q '^\[profile\.dist\]' "$1/Cargo.toml"; then echo dist; else echo release; fi
}

# Builds revision $1's playouts into $work/$2.
build() {
  local rev="$1" name="$2" profile
  if [ "$rev" = "WORKTREE" ]; then
    profile="$(profile_of "$root")"
    (cd "$root" && cargo build --profile "$profile" -q -p tavern-engine --example playouts)
    cp "$root/target/$profile/examples/playouts" "$work/$name"
  else
    local tree="$work/tree-$name"
    git -C "$root" worktree add --detach -q "$tree" "$rev"
    trees+=("$tree")
    profile="$(profile_of "$tree")"
    (cd "$tree" && CARGO_TARGET_DIR="$root/target/playouts-compare" cargo build --profile "$profile" -q -p tavern-engine --example playouts)
    cp "$root/target/playouts-compare/$profile/examples/playouts" "$work/$name"
  fi
  echo "built $name from $rev" >&2
}
build "${revs[0]}" old
build "${revs[1]:-WORKTREE}" new

# Runs one binary; prints its games per CPU-second.
run() {
  local out times games cpu
  local TIMEFORMAT='%U %S'
  { times=$( { time "$work/$1" --game "$game" --seats "$seats" --seconds "$seconds" >"$work/out" 2>&1; } 2>&1 ); } || {
    cat "$work/out" >&2
    exit 1
  }
  games=$(grep -o '^games=[0-9]*' "$work/out" | cut -d= -f2)
  cpu=$(echo "$times" | awk '{print $1 + $2}')
  awk -v g="$games" -v c="$cpu" 'BEGIN { printf "%.0f", g / c }'
}

if [ "$same" -gt 0 ]; then
  digest() {
    "$work/$1" --game "$game" --seats "$seats" --games "$same" | grep -o 'digest=[0-9a-f]*' | cut -d= -f2
  }
  old_digest=$(digest old)
  new_digest=$(digest new)
  if [ -z "$old_digest" ] || [ "$old_digest" != "$new_digest" ]; then
    echo "game=$game games=$same differ: old digest ${old_digest:-none}, new digest ${new_digest:-none}" >&2
    exit 1
  fi
  echo "game=$game games=$same same games: digest $new_digest"
fi
if [ "$rounds" -eq 0 ]; then
  exit 0
fi

ratios=() olds=() news=()
for i in $(seq "$rounds"); do
  old=$(run old)
  new=$(run new)
  ratio=$(awk -v o="$old" -v n="$new" 'BEGIN { printf "%.3f", n / o }')
  echo "pair $i: old $old new $new games/cpu-s, new/old $ratio"
  ratios+=("$ratio") olds+=("$old") news+=("$new")
done
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
echo "game=$game old_games_per_cpu_sec=$(median "${olds[@]}") new_games_per_cpu_sec=$(median "${news[@]}") median_ratio=$(median "${ratios[@]}")"
