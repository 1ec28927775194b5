#!/bin/sh
# Benchmark: converts a generated 100k-node step with stepline and with the
# reference (TensorFlow's timeline.py via ../shared/reference), printing
# wall time and peak RSS of both and their ratios.  Not a test: run it on a
# quiet machine and read the ratios (`make bench`).
#
#   sh perf/bench.sh [NODES] [RUNS]
set -e
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${SL_SHARED_DIR:-$ROOT/../shared}
NODES=${1:-100000}
RUNS=${2:-3}
SL=$ROOT/build/stepline
GEN=$ROOT/build/sl_gen
T=${TMPDIR:-/tmp}/stepline-bench
mkdir -p "$T"
IN=$T/step_$NODES.runmeta.pb
[ -f "$IN" ] || "$GEN" --nodes "$NODES" --gpu --seed 7 -o "$IN"
echo "input: $IN ($(wc -c < "$IN") bytes, $NODES op nodes + GPU kernels)"

# best-of-RUNS wall seconds and peak RSS (KiB) of a command
measure() {
  best_t="" best_m=""
  i=0
  while [ $i -lt "$RUNS" ]; do
    /usr/bin/time -f "%e %M" -o "$T/time" "$@" > "$T/out.json"
    read t m < "$T/time"
    if [ -z "$best_t" ] || [ "$(echo "$t < $best_t" | bc)" = 1 ]; then best_t=$t; fi
    if [ -z "$best_m" ] || [ "$m" -lt "$best_m" ]; then best_m=$m; fi
    i=$((i + 1))
  done
}

REF="/usr/bin/python3 $SHARED/reference/run_reference.py --timeline $SHARED/seeds/timeline.py --format runmeta"
printf "%-26s %10s %12s %10s %12s %9s %9s\n" options "ref s" "ref MiB" "sl s" "sl MiB" "speed x" "mem x"
for opts in "" "--show-memory"; do
  measure $SL convert $opts "$IN"; sl_t=$best_t; sl_m=$best_m
  events=$(grep -o '"ph"' "$T/out.json" | wc -l)
  [ "$RUNS" -gt 1 ] && R=1 || R=1
  RUNS_SAVED=$RUNS; RUNS=$R
  measure $REF $opts "$IN"; ref_t=$best_t; ref_m=$best_m
  RUNS=$RUNS_SAVED
  printf "%-26s %10s %12s %10s %12s %9s %9s\n" "${opts:-default}" "$ref_t" \
    "$(echo "scale=1; $ref_m/1024" | bc)" "$sl_t" "$(echo "scale=1; $sl_m/1024" | bc)" \
    "$(echo "scale=1; $ref_t/$sl_t" | bc)" "$(echo "scale=1; $ref_m/$sl_m" | bc)"
  echo "  ($events events; stepline $(echo "scale=0; $events/$sl_t" | bc) events/s)"
done
rm -f "$T/out.json"
