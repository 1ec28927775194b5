#!/bin/sh
# Perfetto's format (--format=perfetto) against the Chrome JSON:
#   - every golden's input and flags converted both ways describe the same
#     trace (tests/tools/pftracecmp.c: processes, threads, slices, args,
#     arrows, counters, tensor lifetimes);
#   - ../shared/perfetto/pftrace_check.py (trace_processor's import rules,
#     with Debian's protoc and python3-protobuf) finds no error, and
#     `protoc --decode` parses the file, on real samples and generated
#     steps, logs and workers;
#   - the -o name picks the format, JSON-only layouts are refused, a failed
#     run leaves no file, follow's file decodes after the run.
# Without ../shared, the real inputs and the checker are skipped.
#   perfetto.sh STEPLINE SL_GEN PFTRACECMP ROOT SHARED
SL=$1 GEN=$2 PCMP=$3 ROOT=$4 SHARED=$5
. "$(dirname "$0")/lib.sh"
PF=$SHARED/perfetto
PY=/usr/bin/python3; [ -x "$PY" ] || PY=$(command -v python3)
skipped=""
checker=1
if [ ! -f "$PF/pftrace_check.py" ] || ! command -v protoc > /dev/null ||
   ! "$PY" -c "import google.protobuf" 2> /dev/null; then
  checker=0
  skipped="the checker (needs $PF, protoc and python3-protobuf)"
fi
# SL_IMPORTERS=0 (the sanitizer build): Perfetto's importers and protoc
# check output bytes, which the build does not change; the normal build
# runs them.
if [ "${SL_IMPORTERS:-1}" = 0 ]; then
  checker=0 TP=""
  skipped="the importers (run by the normal build)"
fi

twin() {  # NAME FLAGS... -- INPUT...
  name=$1; shift
  fl=""
  while [ "$1" != "--" ]; do fl="$fl $1"; shift; done
  shift
  "$SL" convert -q $fl "$@" > "$T/t.json" 2> "$T/err" || { bad "$name: convert: $(cat "$T/err")"; return; }
  "$SL" convert -q --format=perfetto $fl "$@" > "$T/t.pftrace" 2> "$T/err" || { bad "$name: convert --format=perfetto: $(cat "$T/err")"; return; }
  "$PCMP" "$T/t.json" "$T/t.pftrace" > "$T/cmp" && ok || { bad "$name$fl: not the JSON's trace"; cat "$T/cmp"; }
}

check() {  # NAME FILE
  [ "$checker" = 1 ] || return 0
  "$PY" "$PF/pftrace_check.py" --quiet "$2" > "$T/chk" 2>&1 && ok || { bad "$1: pftrace_check"; tail -5 "$T/chk"; }
  protoc -I"$PF" --decode=perfetto.protos.Trace perfetto_subset.proto < "$2" > /dev/null 2> "$T/err" \
    && ok || bad "$1: protoc --decode: $(cat "$T/err")"
}

# Each golden's input and flags (the parity tests' list), both formats;
# the sanitizer build (SL_IMPORTERS=0) converts every other one: its
# parity tests convert each to JSON already.
n=0
while read -r kind golden input flags; do
  [ "$kind" = trace ] || continue
  n=$((n + 1))
  [ "${SL_IMPORTERS:-1}" = 0 ] && [ $((n % 2)) = 0 ] && continue
  case "$input" in
    @real/*) src="$SHARED/real-traces/${input#@real/}"; [ -f "$src" ] || { skipped_real=1; continue; } ;;
    @data/*) src="$ROOT/tests/data/${input#@data/}" ;;
  esac
  twin "$golden" $flags -- "$src"
done < "$ROOT/tests/golden/MANIFEST"
[ -n "${skipped_real:-}" ] && skipped="$skipped, the real goldens"

# Steps whose device clock was not synchronized (their ops timed from 0)
# begin together: trace_processor must nest them as the JSON does.
"$GEN" --nodes 800 --gpu --seed 4 --format delimited --steps 5 --skew -o "$T/skew.pb"
"$GEN" --nodes 500 --gpu --seed 9 --format tfevents --steps 5 --skew -o "$T/skew.ev"
for c in "$T/skew.pb" "$T/skew.pb --show-memory" "$T/skew.ev"; do
  f=${c%% *} fl=${c#"$f"}
  twin "skewed $(basename "$f")$fl" $fl -- "$f"; check "skewed $(basename "$f")$fl" "$T/t.pftrace"
  if tp_ok; then tp_same "skewed $(basename "$f")$fl" "$T/t.json" "$T/t.pftrace"; fi
done
tp_ok || [ "${SL_IMPORTERS:-1}" = 0 ] || skipped="$skipped, trace_processor (does not run here)"

# Generated steps, logs and workers: the twin, the checker and protoc.
MEM="--show-memory --op-time=all"
"$GEN" --nodes 20000 --gpu --seed 11 --format runmeta -o "$T/gpu.pb"
"$GEN" --nodes 2000 --gpu --seed 4 --format delimited --steps 5 -o "$T/log.pb"
"$GEN" --nodes 400 --gpu --seed 5 --steps 3 --format delimited --job /job:worker/replica:0/task:0 -o "$T/w0.pb"
"$GEN" --nodes 400 --gpu --seed 6 --steps 3 --format tfevents --job /job:worker/replica:0/task:1 -o "$T/w1.ev"
for fl in "" "$MEM"; do
  twin "gpu step" $fl -- "$T/gpu.pb"; check "gpu step $fl" "$T/t.pftrace"
  twin "log" $fl -- "$T/log.pb"; check "log $fl" "$T/t.pftrace"
  twin "two workers" $fl -- "$T/w0.pb" "$T/w1.ev"; check "two workers $fl" "$T/t.pftrace"
done
twin "gpu step, one thread" --threads=1 $MEM -- "$T/gpu.pb"
twin "log, --steps --devices --min-duration" --steps=1,3- --devices=stream --min-duration=5 $MEM -- "$T/log.pb"
RT=$SHARED/real-traces
if [ -d "$RT" ]; then
  for f in "$RT"/*.runmeta.pb "$RT"/*.stepstats.pb "$RT"/DERIVED_events.*; do
    twin "$(basename "$f")" $MEM -- "$f"; check "$(basename "$f")" "$T/t.pftrace"
    # Perfetto's importer takes both as the same slices, nothing spilled.
    if tp_ok; then tp_same "$(basename "$f")" "$T/t.json" "$T/t.pftrace"; fi
  done
fi

# gzip through a pipe, and an events file.
gzip -c "$T/log.pb" > "$T/log.pb.gz"
gzip -c "$T/log.pb" | "$SL" convert -q --format=perfetto - > "$T/z.pftrace" && ok || bad "gzip pipe to perfetto"
"$SL" convert -q "$T/log.pb" > "$T/z.json"
"$PCMP" "$T/z.json" "$T/z.pftrace" > "$T/cmp" && ok || { bad "gzip pipe: not the JSON's trace"; cat "$T/cmp"; }
twin "events file" $MEM -- "$T/w1.ev"

# The -o name picks the format; --format wins over it.
"$SL" convert -q -o "$T/n.pftrace" "$T/log.pb" && "$PCMP" valid "$T/n.pftrace" > /dev/null && ok || bad "-o x.pftrace is not Perfetto's format"
"$SL" convert -q -o "$T/n.perfetto-trace" "$T/log.pb" && "$PCMP" valid "$T/n.perfetto-trace" > /dev/null && ok || bad "-o x.perfetto-trace is not Perfetto's format"
"$SL" convert -q --format=chrome -o "$T/c.pftrace" "$T/log.pb" && head -c 1 "$T/c.pftrace" | grep -q '{' && ok || bad "--format=chrome -o x.pftrace"
expect_rc 2 "--pretty with perfetto" "$SL" convert --format=perfetto --pretty "$T/log.pb"
expect_rc 2 "--timeline-compat with perfetto" "$SL" convert -o "$T/x.pftrace" --timeline-compat "$T/log.pb"
expect_rc 2 "--format=svg" "$SL" convert --format=svg "$T/log.pb"
# --split names each step's file.
"$SL" convert -q --split -o "$T/s-%d.pftrace" "$T/log.pb" && "$PCMP" valid "$T/s-4.pftrace" > /dev/null && ok || bad "--split to .pftrace"

# A failed run leaves no file; a cut input is one error line.
head -c 30000 "$T/gpu.pb" > "$T/cut.pb"
expect_error_line "cut step to perfetto" "$T/cut.pb" "$SL" convert -o "$T/cut.pftrace" "$T/cut.pb"
[ ! -e "$T/cut.pftrace" ] && ok || bad "a failed run left $T/cut.pftrace"

# follow: the file decodes, and holds the log's trace.
"$SL" follow -q --exit-idle=0.2 $MEM -o "$T/f.pftrace" "$T/log.pb" > /dev/null 2>&1 && ok || bad "follow --format=perfetto"
"$SL" convert -q $MEM "$T/log.pb" > "$T/f.json"
"$PCMP" "$T/f.json" "$T/f.pftrace" > "$T/cmp" && ok || { bad "follow: not the log's trace"; cat "$T/cmp"; }
check "follow" "$T/f.pftrace"
"$SL" follow -q --exit-idle=0.2 --format=perfetto -o "$T/f.trace" "$T/log.pb" > /dev/null 2>&1 \
  && "$PCMP" valid "$T/f.trace" > /dev/null && ok || bad "follow --format=perfetto -o x.trace"

echo "$pass passed, $fail failed${skipped:+; skipped: $skipped}"
[ "$fail" = 0 ]
