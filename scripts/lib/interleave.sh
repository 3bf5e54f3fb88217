# Interleaved runs, sourced by the benchmarks that compare sides of one thing on this machine
# (scripts/storage-bench.sh: backends; scripts/cluster-bench.sh: one node against a cluster).
# The caller defines `run SIDE ROUND`, which prints "actions_per_sec p50_ms p99_ms" on its last
# line, then calls `interleave ROUNDS "SIDE SIDE…"`: every round runs every side in turn, and at
# the end each side's runs, medians and ratio to the first side are printed. The ratio is given
# two ways: of the medians, and the median of each round's ratio (on a shared machine the load
# changes between rounds, and the second follows it less).

# The value of `NAME=` in a swarm figures line.
field() { echo "$2" | sed -n "s/.*$1=\([0-9.]*\).*/\1/p"; }

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

interleave() {
  local rounds="$1" sides="$2" r side rate p50 p99 first_rate
  local -A rates p50s p99s ratios
  for r in $(seq "$rounds"); do
    first_rate=""
    for side in $sides; do
      echo "round $r: $side" >&2
      read -r rate p50 p99 <<<"$(run "$side" "$r" | tail -1)"
      rates[$side]+="${rate:-0} "; p50s[$side]+="${p50:-0} "; p99s[$side]+="${p99:-0} "
      if [ -z "$first_rate" ]; then first_rate="${rate:-0}"; fi
      ratios[$side]+="$(awk -v a="$first_rate" -v b="${rate:-0}" 'BEGIN { printf "%.3f", (a > 0) ? b / a : 0 }') "
    done
  done
  echo "rounds=$rounds"
  local first_side="${sides%% *}" first_median="" m m50 m99 line
  for side in $sides; do
    # shellcheck disable=SC2086 # the lists are space-separated numbers
    m="$(median ${rates[$side]})"; m50="$(median ${p50s[$side]})"; m99="$(median ${p99s[$side]})"
    line="$side: ${rates[$side]}actions/s (median $m; median p50 ${m50} ms, p99 ${m99} ms)"
    if [ -z "$first_median" ]; then
      first_median="$m"
    else
      # shellcheck disable=SC2086
      line+="$(awk -v a="$first_median" -v b="$m" -v n="$first_side" 'BEGIN { printf "; %.3f of %s", (a > 0) ? b / a : 0, n }')"
      line+="; per round ${ratios[$side]}median $(median ${ratios[$side]})"
    fi
    echo "$line"
  done
}
