#!/bin/sh
# Benchmark of step logs: converts a generated log of at least 1 GB in each
# input form (delimited file, TensorBoard events file, the same gzipped,
# and the delimited log through a pipe) and one step of it alone, printing
# throughput (MB/s of input, events/s of output) and peak RSS.  Not a test:
# run it on a quiet machine (`make bench-log`) and read the ratios.
#
#   sh perf/bench-log.sh [NODES] [STEPS] [RUNS]
#
# NODES op nodes per step (default 10000, ~3.9 MB a step with its GPU
# kernels), STEPS steps (default 270: ~1.05 GB), best of RUNS (default 2).
# Output goes to /dev/null (OUT=file writes a file instead): what is
# measured is the conversion, not the disk.
set -e
ROOT=$(cd "$(dirname "$0")/.." && pwd)
NODES=${1:-10000}
STEPS=${2:-270}
RUNS=${3:-2}
SL=$ROOT/build/stepline
GEN=$ROOT/build/sl_gen
T=${TMPDIR:-/tmp}/stepline-bench-log
mkdir -p "$T"
TAG=${NODES}x${STEPS}
D=$T/log_$TAG.delimited.pb
E=$T/log_$TAG.tfevents
Z=$T/log_$TAG.tfevents.gz
ONE=$T/step_$NODES.delimited.pb
[ -f "$D" ] || "$GEN" --nodes "$NODES" --gpu --seed 7 --steps "$STEPS" --format delimited -o "$D"
[ -f "$E" ] || "$GEN" --nodes "$NODES" --gpu --seed 7 --steps "$STEPS" --format tfevents -o "$E"
[ -f "$Z" ] || "$GEN" --nodes "$NODES" --gpu --seed 7 --steps "$STEPS" --format tfevents --gzip -o "$Z"
[ -f "$ONE" ] || "$GEN" --nodes "$NODES" --gpu --seed 7 --steps 1 --format delimited -o "$ONE"
OUTFILE=/dev/null
[ "${OUT:-}" = file ] && OUTFILE=$T/out.json

. "$ROOT/perf/runs.sh"
# best LABEL BYTES CMD...: best of RUNS, with the events the viewers'
# note reports.
best() {
  label=$1 bytes=$2; shift 2
  best_of "$OUTFILE" "$@"
  ev=$(sed -n 's/.*trace holds \([0-9]*\) events.*/\1/p' "$T/err")
  mbs=$(echo "scale=1; $bytes / 1048576 / $bt" | bc)
  evs=-
  [ -n "$ev" ] && evs=$(echo "scale=0; $ev / $bt" | bc)
  printf "%-28s %10s %9s %9s %11s %9s\n" "$label" \
    "$(echo "scale=1; $bytes / 1048576" | bc)" "$bt" "$mbs" "$evs" \
    "$(echo "scale=1; $bm / 1024" | bc)"
}

echo "steps of $NODES op nodes (+ GPU kernels), $STEPS steps; output to $OUTFILE"
printf "%-28s %10s %9s %9s %11s %9s\n" input MiB "s" "MiB/s" "events/s" "RSS MiB"
# One step alone: the rate a log's throughput is compared with.  It is
# short, so it gets more runs.
RUNS0=$RUNS
RUNS=$((RUNS * 10))
best "one step (delimited)" "$(wc -c < "$ONE")" "$SL" convert "$ONE"
RUNS=$RUNS0
best "delimited file" "$(wc -c < "$D")" "$SL" convert "$D"
best "events file" "$(wc -c < "$E")" "$SL" convert "$E"
best "events file, gzip" "$(wc -c < "$Z")" "$SL" convert "$Z"
# The same run counted in decompressed bytes.
printf "%-28s %10s %9s %9s\n" "  (decompressed)" \
  "$(echo "scale=1; $(wc -c < "$E") / 1048576" | bc)" "$bt" \
  "$(echo "scale=1; $(wc -c < "$E") / 1048576 / $bt" | bc)"
best "delimited, through a pipe" "$(wc -c < "$D")" sh -c "cat '$D' | '$SL' convert -"
# Perfetto's format: the same conversion, written as protobuf packets.
best "delimited, --format=perfetto" "$(wc -c < "$D")" "$SL" convert --format=perfetto "$D"
best "events file, --format=perfetto" "$(wc -c < "$E")" "$SL" convert --format=perfetto "$E"
best "delimited, --show-memory" "$(wc -c < "$D")" "$SL" convert --show-memory "$D"
best "one step, --show-memory" "$(wc -c < "$ONE")" "$SL" convert --show-memory "$ONE"
best "delimited, mem --json" "$(wc -c < "$D")" "$SL" mem --json "$D"
# The reports stream like convert: one step's tables plus the
# per-row aggregates and the per-step peaks.
best "one step, stats" "$(wc -c < "$ONE")" "$SL" stats "$ONE"
best "delimited, stats" "$(wc -c < "$D")" "$SL" stats "$D"
best "delimited, stats --by=name" "$(wc -c < "$D")" "$SL" stats --by=name "$D"
best "one step, mem report" "$(wc -c < "$ONE")" "$SL" mem "$ONE"
best "delimited, mem report+plot" "$(wc -c < "$D")" "$SL" mem --plot="$T/plot.svg" "$D"
best "events file, gzip, mem" "$(wc -c < "$Z")" "$SL" mem "$Z"
rm -f "$T/out.json" "$T/plot.svg"
echo
floor_header
floor_row "delimited" "$(wc -c < "$D")" "$SL" convert "$D"
floor_row "delimited, --format=perfetto" "$(wc -c < "$D")" "$SL" convert --format=perfetto "$D"
echo "(targets to a file: 300 MB/s JSON, 400 MB/s Perfetto's format)"
echo "(targets: peak RSS independent of the number of steps; throughput"
echo " within 2x of the one-step rate.  Events/s only where the viewers'"
echo " note reports the count, i.e. above 1M events.)"
