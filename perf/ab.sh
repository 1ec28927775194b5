#!/bin/sh
# A/B of two builds in one run: the figures a user sees, each measured for
# build A and build B in turn (A B B A ...), so that the machine's drift
# over the run hits both alike.  Prints medians and the ratio B/A.
#
#   sh perf/ab.sh A_BUILD_DIR B_BUILD_DIR [RUNS]
#
# A_BUILD_DIR/stepline and B_BUILD_DIR/stepline are compared; sl_gen and
# follow-latency come from B.  Figures:
#   - a 100k-op step converted (make bench's input), with and without
#     --show-memory: wall time and peak RSS;
#   - a 1 GB log (make bench-log's) as a delimited file, an events file
#     and a gzipped events file: throughput and peak RSS;
#   - follow's latency (record complete -> trace closed after its step) at
#     1k, 10k and 50k ops a step, trace alone and with the summary line.
# Build the previous commit in another folder to compare a change:
#   git worktree add /tmp/prev HEAD~1 && make -C /tmp/prev build
#   sh perf/ab.sh /tmp/prev/build build
set -e
A=$(cd "$1" && pwd)
B=$(cd "$2" && pwd)
RUNS=${3:-5}
T=${TMPDIR:-/tmp}/stepline-ab
mkdir -p "$T"
GEN=$B/sl_gen
STEP=$T/step_100000.runmeta.pb
LOG=$T/log_10000x270
[ -f "$STEP" ] || "$GEN" --nodes 100000 --gpu --seed 7 -o "$STEP"
[ -f "$LOG.delimited.pb" ] || "$GEN" --nodes 10000 --gpu --seed 7 --steps 270 --format delimited -o "$LOG.delimited.pb"
[ -f "$LOG.tfevents" ] || "$GEN" --nodes 10000 --gpu --seed 7 --steps 270 --format tfevents -o "$LOG.tfevents"
[ -f "$LOG.tfevents.gz" ] || "$GEN" --nodes 10000 --gpu --seed 7 --steps 270 --format tfevents --gzip -o "$LOG.tfevents.gz"

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
max() { sort -n | tail -1; }

# one OUT CMD...: appends "seconds KiB" of one run to OUT.  The output
# goes to $DEST (a file for a step, as make bench writes it; /dev/null
# for a log, as make bench-log does), removed before the clock starts.
one() {
  out=$1; shift
  [ "$DEST" = /dev/null ] || rm -f "$DEST"
  s0=$(date +%s%N)
  /usr/bin/time -f "%M" -o "$T/time" "$@" > "$DEST" 2> /dev/null
  s1=$(date +%s%N)
  echo "$(echo "scale=4; ($s1 - $s0) / 1000000000" | bc) $(cat "$T/time")" >> "$out"
}

# convert LABEL BYTES ARGS...: RUNS runs of each build, alternating.
convert() {
  label=$1 bytes=$2; shift 2
  : > "$T/a"; : > "$T/b"
  i=0
  while [ $i -lt "$RUNS" ]; do
    if [ $((i % 2)) = 0 ]; then
      one "$T/a" "$A/stepline" convert "$@"; one "$T/b" "$B/stepline" convert "$@"
    else
      one "$T/b" "$B/stepline" convert "$@"; one "$T/a" "$A/stepline" convert "$@"
    fi
    i=$((i + 1))
  done
  at=$(cut -d' ' -f1 "$T/a" | median) bt=$(cut -d' ' -f1 "$T/b" | median)
  am=$(cut -d' ' -f2 "$T/a" | max) bm=$(cut -d' ' -f2 "$T/b" | max)
  if [ "$bytes" = 0 ]; then
    printf "%-30s %9.3f %9.3f %7.3f   %8.1f %8.1f %7.3f\n" "$label" "$at" "$bt" \
      "$(echo "$bt / $at" | bc -l)" "$(echo "$am / 1024" | bc -l)" \
      "$(echo "$bm / 1024" | bc -l)" "$(echo "$bm / $am" | bc -l)"
  else
    ar=$(echo "$bytes / 1048576 / $at" | bc -l) br=$(echo "$bytes / 1048576 / $bt" | bc -l)
    printf "%-30s %9.1f %9.1f %7.3f   %8.1f %8.1f %7.3f\n" "$label MiB/s" "$ar" "$br" \
      "$(echo "$br / $ar" | bc -l)" "$(echo "$am / 1024" | bc -l)" \
      "$(echo "$bm / 1024" | bc -l)" "$(echo "$bm / $am" | bc -l)"
  fi
}

# follow NODES STEPS MODE: the median latency of each build's run, runs
# alternating; prints the median over runs.
follow() {
  : > "$T/a"; : > "$T/b"
  i=0
  while [ $i -lt "$RUNS" ]; do
    for x in a b; do
      if [ $((i % 2)) = 1 ]; then x=$(echo $x | tr ab ba); fi
      bin=$A; [ $x = b ] && bin=$B
      "$B/follow-latency" "$bin/stepline" "$GEN" "$1" "$2" 0 "$3" > "$T/fl" 2>&1
      sed -n 's/^latency.* median \([0-9.]*\) ms.*/\1/p' "$T/fl" >> "$T/$x"
    done
    i=$((i + 1))
  done
  at=$(median < "$T/a") bt=$(median < "$T/b")
  printf "%-30s %9.1f %9.1f %7.3f\n" "follow $1 ops, $3, ms" "$at" "$bt" "$(echo "$bt / $at" | bc -l)"
}

echo "A: $A"
echo "B: $B"
echo "medians of $RUNS runs each, alternating; RSS: the largest"
printf "%-30s %9s %9s %7s   %8s %8s %7s\n" figure A B "B/A" "A MiB" "B MiB" "B/A"
DEST=$T/out.json
convert "100k-op step, s" 0 "$STEP"
convert "100k-op step --show-memory, s" 0 --show-memory "$STEP"
rm -f "$DEST"
DEST=/dev/null
convert "1 GB delimited log" "$(wc -c < "$LOG.delimited.pb")" "$LOG.delimited.pb"
convert "1 GB events file" "$(wc -c < "$LOG.tfevents")" "$LOG.tfevents"
convert "1 GB events file, gzip" "$(wc -c < "$LOG.tfevents.gz")" "$LOG.tfevents.gz"
for ns in 1000:30 10000:20 50000:10; do
  follow "${ns%:*}" "${ns#*:}" trace
  follow "${ns%:*}" "${ns#*:}" summary
done
