#!/bin/sh
# Benchmark of XSpace input: a generated profile of at least 1 GB (10M+
# events: a host with 16 threads of TensorFlow ops, launches and memory
# events, 8 GPUs) converted to Chrome JSON and to Perfetto's format, and
# its reports; then profiles with a launch per kernel (every host op
# launches one, every kernel correlated) of 200 MB, 1 GB and 2.3 GB for
# peak memory, which must not grow with the file.  Prints MB/s of input,
# events/s and peak RSS.  Not a test: run it on a quiet machine (`make
# bench-xspace`) and read the ratios.
#
#   sh perf/bench-xspace.sh [EVENTS] [RUNS] [SIZES]
#
# EVENTS in the large profile (default 20M, ~1.1 GB), best of RUNS
# (default 2); SIZES=0 leaves the launch-per-kernel profiles out.  Output
# goes to /dev/null: what is measured is the conversion, not the disk.
set -e
ROOT=$(cd "$(dirname "$0")/.." && pwd)
EVENTS=${1:-20000000}
RUNS=${2:-2}
SIZES=${3:-1}
SL=$ROOT/build/stepline
GEN=$ROOT/build/sl_xgen
T=${TMPDIR:-/tmp}/stepline-bench-xspace
mkdir -p "$T"
BIG=$T/big_$EVENTS.xplane.pb
MID=$T/mid_4000000.xplane.pb
gen() {  # gen FILE EVENTS [OPTIONS]: the profile and its event count
  f=$1 n=$2; shift 2
  [ -f "$f" ] && [ -f "$f.events" ] && return 0
  "$GEN" --events "$n" --gpus 8 --threads 16 --steps 50 --seed 7 "$@" -o "$f" 2> "$T/gen"
  sed -n 's/^sl_xgen: \([0-9]*\) events$/\1/p' "$T/gen" > "$f.events"
}
gen "$BIG" "$EVENTS"
gen "$MID" 4000000

. "$ROOT/perf/runs.sh"
best() {  # best LABEL FILE CMD...
  l=$1 f=$2; shift 2
  best_row "$l" "$f" "$(cat "$f.events")" "$@"
}

row_header events
best "1 GB, to JSON" "$BIG" "$SL" convert -q "$BIG" -o -
best "1 GB, to Perfetto" "$BIG" "$SL" convert -q --format=perfetto "$BIG" -o -
best "1 GB, --show-memory" "$BIG" "$SL" convert -q --show-memory "$BIG" -o -
best "1 GB, stats" "$BIG" "$SL" stats "$BIG"
best "1 GB, steps" "$BIG" "$SL" steps "$BIG"
best "1 GB, mem" "$BIG" "$SL" mem "$BIG"
best "200 MB, to JSON" "$MID" "$SL" convert -q "$MID" -o -
best "200 MB, to Perfetto" "$MID" "$SL" convert -q --format=perfetto "$MID" -o -
echo "(targets: >= 300 MB/s to Perfetto, >= 150 MB/s to JSON)"
[ "$SIZES" = 0 ] && exit 0

# A launch per kernel: the launch arrows' two sides are as large as can
# be.  Peak RSS of every command, once each (the sizes, not the times,
# are what these rows are for).
echo
RUNS=1
for size in 200:1760000 1000:8800000 2300:20200000; do
  mb=${size%%:*} n=${size#*:}
  f=$T/launches_$n.xplane.pb
  gen "$f" "$n" --launch-every 1
  best "$mb MB, a launch per kernel, JSON" "$f" "$SL" convert -q "$f" -o -
  best "$mb MB, ..., Perfetto" "$f" "$SL" convert -q --format=perfetto "$f" -o -
  best "$mb MB, ..., stats" "$f" "$SL" stats "$f"
  best "$mb MB, ..., steps" "$f" "$SL" steps "$f"
  best "$mb MB, ..., mem" "$f" "$SL" mem "$f"
done
echo "(target: peak RSS < 150 MiB at 200 MB, < 200 MiB at 1 GB and 2.3 GB)"
