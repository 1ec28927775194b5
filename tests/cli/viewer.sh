#!/bin/sh
# The default (viewer-first) trace against Perfetto's import rules and
# against the --timeline-compat trace of the same input:
#   - viewercmp: the same events through the documented mapping (tids,
#     arrow starts, counter keys) plus thread and sort metadata only;
#   - perfetto_replay.py (with ../shared/perfetto/json_import_replay.py,
#     which replays trace_processor's JSON import): nothing spilled or
#     misbound, only undrawable arrows dropped, every thread named and
#     every process sorted.
# On ../shared's real samples and on generated GPU steps and logs, with
# and without --show-memory --op-time=all.  Without ../shared, the real
# samples and the replay are skipped (exit 77 when nothing else ran).
#   viewer.sh STEPLINE SL_GEN VIEWERCMP ROOT SHARED
SL=$1 GEN=$2 VCMP=$3 ROOT=$4 SHARED=$5
. "$(dirname "$0")/lib.sh"
REPLAY=$SHARED/perfetto/json_import_replay.py
CHECK="$ROOT/tests/tools/perfetto_replay.py"
PY=/usr/bin/python3; [ -x "$PY" ] || PY=$(command -v python3)
skipped=""
[ -f "$REPLAY" ] || skipped="the replay ($REPLAY absent)"
[ -n "$PY" ] || skipped="the replay (no python3)"
# (The sanitizer build leaves the replay, a check of output bytes that
# build does not change, to the normal build.)
[ "$SL_IMPORTERS" = 0 ] && skipped="the replay (left to the normal build)"

# One input, one set of flags: both layouts, both checks.
check() {  # NAME INPUT... -- FLAGS...
  name=$1; shift
  ins=""
  while [ "$1" != "--" ]; do ins="$ins $1"; shift; done
  shift
  "$SL" convert -q --timeline-compat "$@" $ins > "$T/c.json" 2> "$T/err" || { bad "$name: compat convert: $(cat "$T/err")"; return; }
  "$SL" convert -q "$@" $ins > "$T/v.json" 2> "$T/err" || { bad "$name: convert: $(cat "$T/err")"; return; }
  "$VCMP" "$T/c.json" "$T/v.json" > "$T/cmp" && ok || { bad "$name $*: not the compat trace mapped"; cat "$T/cmp"; }
  if [ -z "$skipped" ]; then
    "$PY" "$CHECK" "$REPLAY" "$T/v.json" > "$T/rep" && ok || { bad "$name $*: Perfetto's import"; cat "$T/rep"; }
  fi
}

MEM="--show-memory --op-time=all"
"$GEN" --nodes 20000 --gpu --seed 11 --format runmeta -o "$T/gpu.pb"
"$GEN" --nodes 3000 --gpu --edge --seed 3 -o "$T/edge.pb"
"$GEN" --nodes 2000 --gpu --seed 4 --format delimited --steps 5 -o "$T/log.pb"
"$GEN" --nodes 400 --gpu --seed 5 --steps 3 --format delimited --job /job:worker/replica:0/task:0 -o "$T/w0.pb"
"$GEN" --nodes 400 --gpu --seed 6 --steps 3 --format tfevents --job /job:worker/replica:0/task:1 -o "$T/w1.ev"
for fl in "" "$MEM"; do
  check "gpu step" "$T/gpu.pb" -- $fl
  check "edge step" "$T/edge.pb" -- $fl
  check "log" "$T/log.pb" -- $fl
  check "two workers" "$T/w0.pb" "$T/w1.ev" -- $fl
done
check "gpu step, one thread" "$T/gpu.pb" -- --threads=1 $MEM
check "gpu step, pretty" "$T/gpu.pb" -- --pretty $MEM
check "gpu step, --min-duration" "$T/gpu.pb" -- --min-duration=20 $MEM
check "log, --steps" "$T/log.pb" -- --steps=1,3- $MEM
check "log, --devices" "$T/log.pb" -- --devices=stream $MEM

# follow writes the same layout, a step at a time.
"$SL" follow -q --exit-idle=0.2 $MEM -o "$T/f.json" "$T/log.pb" > /dev/null 2>&1 \
  && ok || bad "follow on a finished log"
"$SL" follow -q --timeline-compat --exit-idle=0.2 $MEM -o "$T/fc.json" "$T/log.pb" > /dev/null 2>&1 \
  && ok || bad "follow --timeline-compat on a finished log"
"$VCMP" "$T/fc.json" "$T/f.json" > "$T/cmp" && ok || { bad "follow: not the compat trace mapped"; cat "$T/cmp"; }
if [ -z "$skipped" ]; then
  "$PY" "$CHECK" "$REPLAY" "$T/f.json" > "$T/rep" && ok || { bad "follow: Perfetto's import"; cat "$T/rep"; }
fi

RT=$SHARED/real-traces
if [ -d "$RT" ]; then
  for f in "$RT"/*.runmeta.pb "$RT"/*.stepstats.pb "$RT"/DERIVED_events.*; do
    for fl in "" "$MEM"; do
      check "$(basename "$f")" "$f" -- $fl
    done
  done
else
  skipped="$skipped, the real samples ($RT absent)"
fi

echo "$pass passed, $fail failed${skipped:+; skipped: $skipped}"
[ "$fail" = 0 ]
