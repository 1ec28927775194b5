# Shared by the command-line checks: a scratch folder, counters and the
# expectations every check uses.  Sourced after SL is set.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
expect_rc() {  # expect_rc WANT DESCRIPTION CMD...
  want=$1 desc=$2; shift 2
  "$@" > "$T/out" 2> "$T/err"; rc=$?
  if [ "$rc" = "$want" ]; then ok; else bad "$desc: exit $rc, wanted $want"; cat "$T/err"; fi
}
# One error line naming the file and a byte offset.
expect_error_line() {  # DESCRIPTION FILE CMD...
  desc=$1 file=$2; shift 2
  "$@" > "$T/out" 2> "$T/err"; rc=$?
  lines=$(wc -l < "$T/err")
  if [ "$rc" != 1 ]; then bad "$desc: exit $rc, wanted 1"; cat "$T/err"; return; fi
  if [ "$lines" != 1 ]; then bad "$desc: $lines stderr lines"; cat "$T/err"; return; fi
  if ! grep -q "at byte [0-9]" "$T/err"; then bad "$desc: no byte offset: $(cat "$T/err")"; return; fi
  if ! grep -qF "$file" "$T/err"; then bad "$desc: file not named: $(cat "$T/err")"; return; fi
  ok
}
# Each prefix of FILE of the given lengths is refused with one error line:
# by convert; with MEM=1, by convert --show-memory and mem --json.
expect_cuts_refused() {  # NAME FILE MEM CUT...
  cname=$1 cfile=$2 cmem=$3; shift 3
  for cut in "$@"; do
    head -c "$cut" "$cfile" > "$T/cut.pb"
    if [ "$cmem" = 1 ]; then
      expect_error_line "$cname cut at $cut" "$T/cut.pb" "$SL" convert --show-memory "$T/cut.pb"
      expect_error_line "mem, $cname cut at $cut" "$T/cut.pb" "$SL" mem --json "$T/cut.pb"
    else
      expect_error_line "$cname cut at $cut" "$T/cut.pb" "$SL" convert "$T/cut.pb"
    fi
  done
}
# stats' host and device totals are those of convert's X events for the
# same steps (tracecmp stats recomputes them from the trace).
expect_stats_agree() {  # FILE
  "$SL" convert "$1" > "$T/st.json" && "$SL" stats --format=json "$1" > "$T/ss.json" \
    && "$CMP" stats "$T/st.json" "$T/ss.json" > /dev/null && ok || bad "stats totals of $1"
}
# stats --report counts what the op summary counts: each GPU-tracer row
# that counts as one kernel or one copy, each host op as one call, with
# the same totals (µs there, ns here); --steps picks the same steps.
expect_summary_agrees() {  # FILE [STATS OPTIONS]
  sf=$1; shift
  "$SL" stats -q --format=json "$@" "$sf" > "$T/so.json" &&
    "$SL" stats -q --report=kernels,gpu-mem,ops --format=json "$@" "$sf" > "$T/sr.json" ||
    { bad "stats --report of $sf"; return; }
  python3 - "$T/so.json" "$T/sr.json" > "$T/out" 2>&1 <<'PYEOF' && ok || bad "stats --report of $sf against the op summary: $(cat "$T/out")"
import json, sys
o = json.load(open(sys.argv[1]))
r = json.load(open(sys.argv[2]))
assert r["source"] == "stepstats", r["source"]
gpu = r["kernels"]["rows"] + r["gpu_mem"]["rows"]
n = sum(x.get("instances", x.get("count")) for x in gpu)
assert n == sum(x["kernels"] for x in o["rows"]), (n, o["rows"])
t = r["kernels"]["total_ns"] + r["gpu_mem"]["total_ns"]
assert t == o["device_total_us"] * 1000, (t, o["device_total_us"])
ops = r["ops"]["rows"]
assert sum(x["calls"] for x in ops) == sum(x["calls"] for x in o["rows"])
assert sum(x["cpu_total_ns"] for x in ops) == o["host_total_us"] * 1000
byop = {x["name"]: x for x in o["rows"]}
for x in ops:
    assert x["calls"] == byop[x["name"]]["calls"], x
    assert x["cpu_total_ns"] == byop[x["name"]]["host_total_us"] * 1000, x
PYEOF
}
# mem's report: the model figures are those of mem --json step for step;
# CSV has one number of fields per table; the tables print.
csv_ok() {  # csv_ok FILE: every line of each blank-line-separated table
  awk -F, 'NF == 0 { n = 0; next } n == 0 { n = NF; next } NF != n { bad = 1 } END { exit bad }' "$1"
}
expect_reports_agree() {  # FILE
  "$SL" mem --format=json "$1" > "$T/mr.json" && "$SL" mem --json "$1" > "$T/mr.jsonl" \
    && "$CMP" mem "$T/mr.json" "$T/mr.jsonl" > /dev/null && ok || bad "mem report of $1"
  "$SL" mem --format=csv "$1" > "$T/mr.csv" && csv_ok "$T/mr.csv" && ok || bad "mem csv of $1"
  "$SL" stats --format=csv "$1" > "$T/sr.csv" && csv_ok "$T/sr.csv" && ok || bad "stats csv of $1"
  "$SL" stats "$1" > /dev/null && "$SL" mem "$1" > /dev/null && ok || bad "stats/mem table of $1"
}
finish() {
  echo "$pass passed, $fail failed"
  [ "$fail" = 0 ]
}
# Perfetto's own importer (../shared/perfetto/trace_processor_shell), when
# it runs here: what ui.perfetto.dev shows of a trace.
TP=${SHARED:+$SHARED/perfetto/trace_processor_shell}
tp_ok() { [ -n "$TP" ] && [ -x "$TP" ] && "$TP" --version > /dev/null 2>&1; }
tp() {  # tp TRACE QUERY: the rows, header left out
  "$TP" -Q "$2" "$1" 2> /dev/null | tail -n +2
}
# A trace that imports with no error or data-loss stat.
tp_clean() {  # NAME TRACE
  tp "$2" "select name || ' ' || value from stats where severity in ('error', 'data_loss') and value > 0" > "$T/tps"
  [ -s "$T/tps" ] && { bad "$1: trace_processor: $(tr '\n' ' ' < "$T/tps")"; return 1; }
  ok
}
# The JSON and the .pftrace import as the same slices (process, thread,
# start, duration, name; tensor lifetimes, which JSON has as objects that
# the importer ignores, aside), each import clean; with `flows`, the same
# flows between the same slices too (a StepStats arrow whose consumer
# starts before its producer is drawn in the .pftrace, and dropped from
# the JSON: not there).
tp_same() {  # NAME JSON PFTRACE [flows]
  q="select p.name, t.name, s.ts, s.dur, s.name from slice s join thread_track tt on s.track_id = tt.id join thread t using (utid) left join process p using (upid) where coalesce(s.category, '') != 'Tensor' order by 1, 2, 3, 4, 5"
  tp "$2" "$q" > "$T/tpa"; tp "$3" "$q" > "$T/tpb"
  if [ ! -s "$T/tpa" ] || ! cmp -s "$T/tpa" "$T/tpb"; then
    bad "$1: trace_processor's slices of the JSON and the .pftrace differ"
    diff "$T/tpa" "$T/tpb" | head -6
  else
    ok
  fi
  if [ "${4:-}" = flows ]; then
    # Each flow between the same two slices (their starts and names).
    q="select so.ts, so.name, si.ts, si.name from flow f join slice so on so.id = f.slice_out join slice si on si.id = f.slice_in order by 1, 2, 3, 4"
    tp "$2" "$q" > "$T/tpa"; tp "$3" "$q" > "$T/tpb"
    if cmp -s "$T/tpa" "$T/tpb"; then ok; else
      bad "$1: $(wc -l < "$T/tpa") flows in the JSON, $(wc -l < "$T/tpb") in the .pftrace, or bound to other slices"
      diff "$T/tpa" "$T/tpb" | head -4
    fi
  fi
  tp_clean "$1 (JSON)" "$2"; tp_clean "$1 (.pftrace)" "$3"
}
