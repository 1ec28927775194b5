#!/bin/sh
# follow under load.  Each run starts `stepline follow` on an empty log,
# appends three big steps one at a time (waiting for each to be in the
# trace), then sends SIGINT; meanwhile `stepline convert` loops on another
# log so that both cores stay busy.  A run fails when follow does not exit
# 0 or its trace does not end closed.  This is how the crash of an arena
# freeing another thread's blocks was found and shown fixed (it took about
# 1 run in 20 here; see docs/reliability.md), and it is not a timed test:
# it counts failures, and runs as long as the machine needs.
#
# usage: perf/follow-stress.sh BUILD_DIR [RUNS] [NODES] [follow options]
# (e.g. --summary, --window=2, --threads=1; --summary lines go to a file).
# With FOLLOW_PIPE=1, follow reads `tail -c +0 -f LOG` through a pipe.
set -u
B=${1:?usage: follow-stress.sh BUILD_DIR [RUNS] [NODES] [follow options]}
RUNS=${2:-60}
NODES=${3:-100000}
[ $# -gt 3 ] && shift 3 || set --
SL=$B/stepline
GEN=$B/sl_gen
W=$(mktemp -d)
hog=
# The load loop ends after its current conversion, before W goes.
trap 'touch "$W/stop"; [ -n "$hog" ] && wait "$hog"; rm -rf "$W"' EXIT
trap 'exit 130' INT TERM

for s in 1 2 3; do
  "$GEN" --nodes "$NODES" --gpu --seed "$s" --format tfevents -o "$W/s$s.ev"
done
"$GEN" --nodes "$NODES" --gpu --seed 9 --steps 4 --format tfevents \
  -o "$W/hog.ev"
(while [ ! -e "$W/stop" ]; do
  "$SL" convert -q -o "$W/hog.json" "$W/hog.ev" 2>/dev/null
done) &
hog=$!

size() { stat -c %s "$1" 2>/dev/null || echo 0; }
# Inode and size: a --window rewrite renames a new (maybe smaller) file in.
version() { stat -c '%i %s' "$1" 2>/dev/null || echo none; }
closed() { [ "$(tail -c 3 "$1" 2>/dev/null | od -An -c | tr -d ' ')" = '\n]\n' ]; }

# Waits (at most 60 s) until the trace exists (no $2), or has changed
# from version $2 and is closed.
await() {
  i=0
  while [ $i -lt 6000 ]; do
    if [ -e "$1" ] && { [ $# -lt 2 ] ||
       { [ "$(version "$1")" != "$2" ] && closed "$1"; }; }; then
      return 0
    fi
    sleep 0.01
    i=$((i + 1))
  done
  return 1
}

failed=0
r=0
while [ $r -lt "$RUNS" ]; do
  r=$((r + 1))
  : >"$W/live.ev"
  rm -f "$W/live.json"
  tp=
  if [ "${FOLLOW_PIPE:-0}" = 1 ]; then
    rm -f "$W/pipe"
    mkfifo "$W/pipe"
    tail -c +0 -f "$W/live.ev" >"$W/pipe" &
    tp=$!
    "$SL" follow "$@" -o "$W/live.json" - <"$W/pipe" >"$W/out" 2>"$W/err" &
  else
    "$SL" follow "$@" -o "$W/live.json" "$W/live.ev" >"$W/out" 2>"$W/err" &
  fi
  f=$!
  ok=1
  # The trace exists (an empty array) once follow is ready.
  await "$W/live.json" || ok=0
  for s in 1 2 3; do
    [ $ok = 1 ] || break
    before=$(version "$W/live.json")
    cat "$W/s$s.ev" >>"$W/live.ev"
    await "$W/live.json" "$before" || ok=0
  done
  sleep 0.06
  kill -INT $f 2>/dev/null
  wait $f
  rc=$?
  if [ -n "$tp" ]; then
    kill "$tp" 2>/dev/null
    wait "$tp" 2>/dev/null
  fi
  # --summary: one line per step.
  lines=$(wc -l <"$W/out")
  if [ $ok = 0 ] || [ $rc -ne 0 ] || ! closed "$W/live.json" ||
     { [ -s "$W/out" ] && [ "$lines" -ne 3 ]; }; then
    failed=$((failed + 1))
    echo "run $r: exit $rc, trace $(size "$W/live.json") bytes, $lines" \
      "summary lines$( [ $ok = 0 ] && echo ', a step never came'):" \
      "$(head -c 200 "$W/err")"
  fi
done
how=file
[ "${FOLLOW_PIPE:-0}" = 1 ] && how=pipe
echo "follow-stress: $RUNS runs of 3 x $NODES-op steps under load, from a" \
  "$how${*:+ ($*)}, $failed failed"
[ $failed -eq 0 ]
