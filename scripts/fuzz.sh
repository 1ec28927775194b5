#!/bin/sh
# Runs every fuzz harness for a while (`make fuzz`; FUZZ_SECONDS, default
# 600 each; FUZZ_JOBS harnesses at a time, default 1).  Builds them with
# clang in build-fuzz/, seeds the corpora from ../shared/real-traces and the
# generator, keeps what the fuzzer finds in build-fuzz/corpus/<harness>/
# (runs go on from it), crashes in build-fuzz/crashes/, and prints a table.
#   sh scripts/fuzz.sh [SECONDS] [JOBS] [HARNESS...]
set -e
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${SL_SHARED_DIR:-$ROOT/../shared}
SECONDS_EACH=${1:-${FUZZ_SECONDS:-600}}
JOBS=${2:-${FUZZ_JOBS:-1}}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] && shift
HARNESSES=${*:-stepstats delimited tfevents gzip label convert push node xspace gpu json}
B=$ROOT/build-fuzz
sh "$ROOT/scripts/deps.sh" fuzz
[ -f "$B/CMakeCache.txt" ] || CC=clang cmake -S "$ROOT" -B "$B" -DSL_FUZZ=ON \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$B" -j "$(nproc)"
sh "$ROOT/tests/fuzz/corpus.sh" "$SHARED" "$ROOT" "$B/sl_gen" \
    "$B/tests/fuzz/fuzz-reframe" "$B/tests/fuzz/fuzz-nodes" "$B/seeds" \
    "$B/sl_xgen" "$B/sl_gpugen" \
    > /dev/null
mkdir -p "$B/crashes" "$B/fuzz-logs"
run() {
  h=$1
  mkdir -p "$B/corpus/$h"
  # A crash ends the run with a non-zero status; the table reports it.
  "$B/tests/fuzz/fuzz-$h" -max_total_time="$SECONDS_EACH" -max_len=65536 \
      -rss_limit_mb=2048 -timeout=20 -print_final_stats=1 \
      -dict="$ROOT/tests/fuzz/stepline.dict" \
      -artifact_prefix="$B/crashes/$h-" "$B/corpus/$h" "$B/seeds/$h" \
      > "$B/fuzz-logs/$h.log" 2>&1 || echo "exit $?" >> "$B/fuzz-logs/$h.log"
}
echo "fuzzing: $HARNESSES, $SECONDS_EACH s each, $JOBS at a time"
n=0
for h in $HARNESSES; do
  run "$h" &
  n=$((n + 1))
  if [ "$n" -ge "$JOBS" ]; then wait; n=0; fi
done
wait
printf "%-10s %12s %10s %8s %8s %s\n" harness runs "runs/s" corpus "cov" result
for h in $HARNESSES; do
  l=$B/fuzz-logs/$h.log
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$l")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$l")
  cov=$(grep -o 'cov: [0-9]*' "$l" | tail -1 | cut -d' ' -f2)
  res=ok
  grep -q "^exit " "$l" && res="FAILED: $(grep -m1 -E 'ERROR|SUMMARY' "$l")"
  printf "%-10s %12s %10s %8s %8s %s\n" "$h" "${runs:--}" "${rate:--}" \
    "$(ls "$B/corpus/$h" | wc -l)" "${cov:--}" "$res"
done
