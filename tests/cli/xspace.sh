#!/bin/sh
# XSpace (.xplane.pb) input, on the real samples of ../shared (skipped
# without it) and on what the tests make of them:
#   - each converts, with and without --show-memory, to the document of
#     xspace.md section 3.1 with the figures its section 7 gives (X
#     events, launch arrows, counters, pids);
#   - conservation: every non-internal event of the shown planes' lines is
#     one X event with its name, ts and dur, decoded independently with
#     protoc's Python code (tests/tools/xspace_check.py);
#   - no thread holds events that overlap without nesting;
#   - the TF 2.4 sample with its derived lines stripped (tests/tools/
#     xstrip.c) converts to the same events: stepline derives them again;
#   - the outputs equal the committed digests of their event multisets
#     (tests/data/xspace/digests.txt, checked against the spec's figures
#     when written), so they cannot drift unnoticed;
#   - gzip, several files as hosts, run and log directories;
#   - damage (cuts, the corrupt sample): one error line, exit 1, no file;
#     options XSpace does not define: exit 2.
#   - generated profiles (tests/tools/xgen.c) for what the samples lack:
#     several GPUs and hosts, TPU planes, every stat kind, invalid UTF-8,
#     huge ids, unsorted lines, metadata before lines, epoch times.
#   xspace.sh STEPLINE XSTRIP XGEN ROOT SHARED
SL=$1 XSTRIP=$2 XGEN=$3 ROOT=$4 SHARED=$5
. "$(dirname "$0")/lib.sh"
PY=/usr/bin/python3; [ -x "$PY" ] || PY=$(command -v python3)
CHK="$ROOT/tests/tools/xspace_check.py"
DIG="$ROOT/tests/data/xspace/digests.txt"
XP=$SHARED/xplanes
TF=$SHARED/real-traces/tfprofiler_gpu_multiworker_34.83.195.179_6003.xplane.pb
skipped=""
pb2=1
if ! command -v protoc > /dev/null || ! "$PY" -c "import google.protobuf" 2> /dev/null ||
   ! protoc -I"$ROOT/proto" --python_out="$T" xplane.proto 2> /dev/null; then
  pb2=0
  skipped="conservation (needs protoc and python3-protobuf)"
fi
# SL_IMPORTERS=0 (the sanitizer build): Perfetto's importers check output
# bytes, which the build does not change; the normal build runs them.
importers=${SL_IMPORTERS:-1}
[ "$importers" = 0 ] && TP=""

chk() {  # DESCRIPTION CHECK ARGS...
  d=$1; shift
  "$PY" "$CHK" "$@" > "$T/chk" 2>&1 && ok || { bad "$d: $*"; tail -8 "$T/chk"; }
}

# Generated profiles: each variant converts (with --show-memory) to the
# document's shape, with no improper overlap on any thread, every event
# kept (not with --bad-utf8: protobuf's Python decoder refuses invalid
# UTF-8 in strings), derived lines and launch arrows present.
for v in "" --unsorted --meta-first --huge-ids --xla "--tpu --epoch" \
         "--gpus 4 --threads 2" "--gpus 0" --bad-utf8 "--dup-corr --unsorted" \
         "--launch-every 1"; do
  tag="generated${v:+ $v}"
  "$XGEN" --events 20000 $v -o "$T/g.xplane.pb" || { bad "$tag: sl_xgen"; continue; }
  "$SL" convert -q --show-memory "$T/g.xplane.pb" -o "$T/g.json" 2> "$T/err" || { bad "$tag: $(cat "$T/err")"; continue; }
  chk "$tag" shape "$T/g.json"
  chk "$tag" nesting "$T/g.json"
  if [ "$v" != --bad-utf8 ] && [ "$pb2" = 1 ]; then
    chk "$tag" conserve "$T" "$T/g.xplane.pb" "$T/g.json"
    chk "$tag" arrows "$T" "$T/g.xplane.pb" "$T/g.json"
  fi
  "$SL" convert -q --show-memory --format=perfetto "$T/g.xplane.pb" -o "$T/g.pftrace" && ok || bad "$tag: --format=perfetto"
  chk "$tag perfetto" pftwin "$T/g.json" "$T/g.pftrace"
  "$PY" - "$T/g.json" "$v" > "$T/out" 2>&1 <<'EOF' && ok || bad "$tag: $(cat "$T/out")"
import json, sys
ev = json.load(open(sys.argv[1]))["traceEvents"]
v = sys.argv[2]
names = {e["args"]["name"] for e in ev if e["ph"] == "M" and e["name"] == "thread_name"}
arrows = sum(1 for e in ev if e["ph"] == "s")
counters = sum(1 for e in ev if e["ph"] == "C")
assert counters > 0, "no counters"
if "--gpus 0" in v:
    assert arrows == 0 and "Steps" not in names, (arrows, names)
else:
    want = {"Steps", "Launch Stats"} | ({"XLA Modules", "XLA Ops"} if "--xla" in v else {"TensorFlow Name Scope", "TensorFlow Ops"})
    assert want <= names, sorted(want - names)
    assert arrows > 0, "no launch arrows"
# The flow stat (xspace.md 3.6): direction 0 binds nothing, 1 ends, 2
# starts, 3 does both; the id is bits 2..57, the category above.
dirs = set()
for e in ev:
    if e["ph"] != "X" or "flow" not in e.get("args", {}):
        continue
    f = int(e["args"]["flow"])
    d, i = f & 3, (f >> 2) & ((1 << 56) - 1)
    dirs.add(d)
    if d == 0:
        assert not any(k in e for k in ("bind_id", "flow_in", "flow_out")), e
    else:
        assert int(e["bind_id"]) == i, e
        assert e.get("flow_out", False) == (d >= 2) and e.get("flow_in", False) == (d % 2 == 1), e
assert dirs == {0, 1, 2, 3}, dirs
EOF
done
# Lines whose id, name and time follow their events (a writer out of
# field order): the same trace, both formats, as the same profile in
# field order (the survey then reads its lines again, whole).
mkdir -p "$T/early" "$T/late"
"$XGEN" --events 20000 -o "$T/early/g.xplane.pb" &&
  "$XGEN" --events 20000 --late-header -o "$T/late/g.xplane.pb" || bad "--late-header: sl_xgen"
for f in "" --format=perfetto; do
  "$SL" convert -q --show-memory $f "$T/early/g.xplane.pb" -o "$T/early.out" &&
    "$SL" convert -q --show-memory $f "$T/late/g.xplane.pb" -o "$T/late.out" &&
    cmp -s "$T/early.out" "$T/late.out" && ok || bad "--late-header${f:+ $f}: not the same trace"
done
# --pretty is the same trace; --no-dataflow drops flows and arrows only.
"$SL" convert -q --pretty "$T/g.xplane.pb" -o "$T/gp.json" && "$SL" convert -q "$T/g.xplane.pb" -o "$T/gc.json" && ok || bad "--pretty"
chk "--pretty" same "$T/gc.json" "$T/gp.json"
"$SL" convert -q --no-dataflow "$T/g.xplane.pb" -o "$T/gn.json" && ok || bad "--no-dataflow"
"$PY" - "$T/gc.json" "$T/gn.json" > "$T/out" 2>&1 <<'EOF' && ok || bad "--no-dataflow: $(cat "$T/out")"
import json, sys
a = json.load(open(sys.argv[1]))["traceEvents"]
b = json.load(open(sys.argv[2]))["traceEvents"]
strip = lambda e: {k: v for k, v in e.items() if k not in ("bind_id", "flow_in", "flow_out")}
xa = sorted(json.dumps(strip(e), sort_keys=True) for e in a if e["ph"] != "s" and e["ph"] != "f")
xb = sorted(json.dumps(e, sort_keys=True) for e in b)
assert xa == xb, "the traces differ beyond flows and arrows"
assert not any(e["ph"] in "sf" or "bind_id" in e for e in b)
EOF
# A profile whose JSON is past what chrome://tracing loads: one note that
# says so and points to Perfetto's format first; not for Perfetto's.
"$XGEN" --events 750000 --gpus 2 -o "$T/n.xplane.pb" 2> /dev/null
"$SL" convert "$T/n.xplane.pb" -o /dev/null 2> "$T/err" && [ "$(wc -l < "$T/err")" = 1 ] &&
  grep -q "note: the trace holds [0-9]* events .* write Perfetto's format instead (--format=perfetto" "$T/err" &&
  ok || bad "no viewer note for a large profile: $(cat "$T/err")"
"$SL" convert --format=perfetto "$T/n.xplane.pb" -o /dev/null 2> "$T/err" && [ ! -s "$T/err" ] &&
  ok || bad "a viewer note for Perfetto's format: $(cat "$T/err")"
rm -f "$T/n.xplane.pb"

# mem's gate: a profile whose allocators peak higher than its baseline's
# exits 3; the other way round, 0; the plot is an SVG.
"$XGEN" --events 4000 --host h -o "$T/small.xplane.pb" && "$XGEN" --events 40000 --host h -o "$T/large.xplane.pb"
expect_rc 3 "mem --baseline, grown" "$SL" mem --baseline="$T/small.xplane.pb" --tolerance=5 "$T/large.xplane.pb"
grep -q GREW "$T/out" && ok || bad "mem --baseline: no GREW line"
expect_rc 0 "mem --baseline, not grown" "$SL" mem --baseline="$T/large.xplane.pb" --tolerance=5 "$T/small.xplane.pb"
"$SL" mem --plot="$T/mem.svg" "$T/large.xplane.pb" > /dev/null && grep -q "<svg" "$T/mem.svg" && ok || bad "mem --plot"

# The unsorted file holds the sorted one's events, shuffled: same trace.
"$XGEN" --events 20000 --host h -o "$T/s.xplane.pb" && "$XGEN" --events 20000 --host h --unsorted -o "$T/u.xplane.pb" &&
  "$SL" convert -q "$T/s.xplane.pb" -o "$T/s.json" && "$SL" convert -q "$T/u.xplane.pb" -o "$T/u.json" && ok || bad "sorted and unsorted"
# (Arrows are numbered in file order of their launch: compared by ends.)
chk "sorted and unsorted" same "$T/s.json" "$T/u.json" --pairs

if [ ! -f "$TF" ] || [ ! -d "$XP" ]; then
  echo "skipped: the real XSpace samples (not in $SHARED)"
  finish
  exit $?
fi

# name  X  arrows  counters(--show-memory)  pids
cat > "$T/figures" <<EOF
real-traces/tfprofiler_gpu_multiworker_34.83.195.179_6003.xplane.pb 20631 1556 2493 2,5,7,701
xplanes/tpu_inference_2.v1.xplane.pb 25817 0 - 3,11,19,27,701
xplanes/tracelens_mi300_jax08_gemm.xplane.pb 3680 54 - 1,701
xplanes/tracelens_mi300_jax08_elementwise.xplane.pb 4573 75 - 1,701
xplanes/tracelens_mi300_jax08_attention.xplane.pb 4239 105 - 1,701
xplanes/tracelens_mi300_jax08_conv.xplane.pb 3587 234 - 1,2,3,4,5,6,7,8,701
xplanes/tracelens_mi300_jax_conv_minimal_legacy_chi-mi300x.xplane.pb 5585 78 - 1,8,701
xplanes/tracelens_mi300_jax_te_fused_attn.xplane.pb 2034 150 - 1,701
EOF

while read -r rel nx na nc pids; do
  f=$SHARED/$rel
  b=$(basename "$rel")
  for mem in "" --show-memory; do
    tag="$b${mem:+ $mem}"
    "$SL" convert -q $mem "$f" -o "$T/x.json" 2> "$T/err" || { bad "$tag: convert: $(cat "$T/err")"; continue; }
    chk "$tag" shape "$T/x.json"
    chk "$tag" nesting "$T/x.json"
    "$PY" "$CHK" counts "$T/x.json" > "$T/counts"
    c=$(sed 's/^X=\([0-9]*\) s=\([0-9]*\) f=\([0-9]*\) C=\([0-9]*\) pids=\(.*\)$/\1 \2 \3 \4 \5/' "$T/counts")
    # Counters: none without --show-memory; with it, the spec's figure
    # where it gives one.
    wantc=0
    if [ -n "$mem" ]; then wantc=$nc; fi
    [ "$wantc" = "-" ] && c=$(echo "$c" | awk '{ $4 = "-"; print }')
    [ "$c" = "$nx $na $na $wantc $pids" ] && ok || bad "$tag: $c, wanted $nx $na $na $wantc $pids"
    "$PY" "$CHK" digest "$T/x.json" > "$T/dig"
    want=$(awk -v n="$b" -v m="${mem:-plain}" '$1 == n && $2 == m { print $3, $4 }' "$DIG")
    [ "$(cat "$T/dig")" = "$want" ] && ok || bad "$tag: events differ from the committed digest ($(cat "$T/dig") vs $want)"
    if [ -z "$mem" ] && [ "$pb2" = 1 ]; then chk "$tag" conserve "$T" "$f" "$T/x.json"; fi
    # Perfetto's format: the same trace, and trace_processor's rules
    # find no error in it.
    "$SL" convert -q $mem "$f" -o "$T/x.pftrace" 2> "$T/err" || { bad "$tag: --format=perfetto: $(cat "$T/err")"; continue; }
    chk "$tag perfetto" pftwin "$T/x.json" "$T/x.pftrace"
    # Perfetto's own importer: as many slices as X events (no extra ones
    # for the arrows), each arrow one flow between the same two slices,
    # nothing spilled.
    if tp_ok; then
      tp_same "$tag" "$T/x.json" "$T/x.pftrace" flows
      [ "$(tp "$T/x.pftrace" "select count(*) from slice")" = "$nx" ] && ok || bad "$tag: trace_processor's slices are not the $nx X events"
      [ "$(tp "$T/x.pftrace" "select count(*) from flow")" = "$na" ] && ok || bad "$tag: trace_processor's flows are not the $na arrows"
    fi
    if [ -f "$SHARED/perfetto/pftrace_check.py" ] && [ "$pb2" = 1 ] && [ "$importers" = 1 ]; then
      "$PY" "$SHARED/perfetto/pftrace_check.py" --quiet "$T/x.pftrace" > "$T/chk" 2>&1 && ok || { bad "$tag: pftrace_check"; tail -3 "$T/chk"; }
    fi
  done
done < "$T/figures"

# The TPU sample: pids, host names from the file name, overlap threads.
"$SL" convert -q "$XP/tpu_inference_2.v1.xplane.pb" -o "$T/tpu.json"
"$PY" - "$T/tpu.json" > "$T/out" 2>&1 <<'EOF' && ok || { bad "TPU sample: $(cat "$T/out")"; }
import json, sys
ev = json.load(open(sys.argv[1]))["traceEvents"]
names = [e["args"]["name"] for e in ev if e["ph"] == "M" and e["name"] == "process_name"]
assert all(n.startswith("tpu_inference_2.v1 ") for n in names), names
t3 = {e["args"]["name"] for e in ev if e["ph"] == "M" and e["name"] == "thread_name" and e["pid"] == 3}
assert "Async XLA Ops (overlap 1)" in t3 and "Async XLA Ops (overlap 2)" in t3, sorted(t3)
flows = [e for e in ev if e["ph"] == "X" and "bind_id" in e]
assert len(flows) == 600 and all(e.get("flow_in") and e.get("flow_out") for e in flows), len(flows)
EOF

# Derived lines: stripped from the TF 2.4 sample's GPU planes and derived
# again, the same trace; and the lines TF wrote hold 1 + 2,450 + 665 and
# 1 + 2,436 + 665 events.
"$XSTRIP" "$TF" "$T/strip.pb" && "$SL" convert -q "$T/strip.pb" -o "$T/strip.json" &&
  "$SL" convert -q "$TF" -o "$T/tf.json" && ok || bad "strip and convert"
chk "re-derived lines" same "$T/tf.json" "$T/strip.json"
"$PY" - "$T/strip.json" > "$T/out" 2>&1 <<'EOF' && ok || bad "derived line sizes: $(cat "$T/out")"
import collections, json, sys
ev = json.load(open(sys.argv[1]))["traceEvents"]
n = collections.Counter((e["pid"], e["tid"]) for e in ev if e["ph"] == "X")
for pid, scope in ((5, 2450), (7, 2436)):
    got = (n[(pid, 3735928559)], n[(pid, 3735928561)], n[(pid, 3735928562)])
    assert got == (1, scope, 665), (pid, got)
EOF


# Reports (xspace.md 5): steps, stats and mem on every sample, against
# committed digests of their output; and cross-checks against the trace
# of the same file: the steps are its groups, stats' device total is the
# GPU lines' X events, mem's peaks are its counters' highest values.
REP="$ROOT/tests/data/xspace/reports.txt"
while read -r rel nx na nc pids; do
  f=$SHARED/$rel
  b=$(basename "$rel")
  for r in "stats --format=json" "steps --json" "mem --json" "stats --by=op,device --format=csv" "mem"; do
    "$SL" $r "$f" > "$T/r.out" 2> "$T/err" || { bad "$b: $r: $(cat "$T/err")"; continue; }
    got=$(sha256sum < "$T/r.out" | cut -c1-64)
    want=$(awk -v n="$b" -v r="$r" -F'\t' '$1 == n && $2 == r { print $3 }' "$REP")
    [ "$got" = "$want" ] && ok || bad "$b: $r differs from its committed digest"
  done
done < "$T/figures"
# The summary reports (stats --report) count the same events as the op
# summary: every GPU activity that is a kernel or a copy once, with the
# same total time (whole ns each); every TensorFlow or JAX host op once,
# with the same total.
while read -r rel nx na nc pids; do
  f=$SHARED/$rel
  b=$(basename "$rel")
  "$SL" stats -q --format=json "$f" > "$T/so.json" &&
    "$SL" stats -q --report=kernels,gpu-mem,ops --format=json "$f" > "$T/sr.json" ||
    { bad "$b: stats --report"; continue; }
  "$PY" - "$T/so.json" "$T/sr.json" > "$T/out" 2>&1 <<'EOF' && ok || bad "$b: the summary reports against the op summary: $(cat "$T/out")"
import json, sys
from decimal import Decimal as D
o = json.load(open(sys.argv[1]), parse_float=D)
r = json.load(open(sys.argv[2]), parse_float=D)
dev_n = sum(x["kernels"] for x in o["rows"])
n = sum(x["instances"] for x in r["kernels"]["rows"]) + sum(x["count"] for x in r["gpu_mem"]["rows"])
t_ns = r["kernels"]["total_ns"] + r["gpu_mem"]["total_ns"]
dev_ps = sum(D(x["device_total_us"]) for x in o["rows"]) * 1000000
assert n == dev_n, (n, dev_n)
assert dev_ps - n * 1000 < t_ns * 1000 <= dev_ps or n == 0, (t_ns, dev_ps)
host_ps = sum(D(x["host_total_us"]) for x in o["rows"]) * 1000000
# The op table also lists runtime calls and ranges (a range may share
# an op's name): each op of the op summary is a row with at least its
# calls and its time.
byname = {x["name"]: x for x in r["ops"]["rows"]}
for x in o["rows"]:
    if x["calls"] == 0:  # device work only
        continue
    y = byname[x["name"]]
    assert y["calls"] >= x["calls"], (x, y)
    h = D(x["host_total_us"]) * 1000000
    assert y["cpu_total_ns"] * 1000 > h - x["calls"] * 1000, (x, y)
EOF
done < "$T/figures"
# The op summary by op,device: each row's device is padded to its
# column, so every row's calls end where the header's do.
"$SL" stats -q --by=op,device "$TF" > "$T/od.txt" &&
  awk 'NR == 2 { c = index($0, "calls") + 4 } NR > 2 && substr($0, c, 1) !~ /[0-9]/ { bad = 1 } END { exit bad || NR < 3 }' "$T/od.txt" &&
  ok || bad "stats --by=op,device columns: $(cat "$T/od.txt")"
"$SL" convert -q --show-memory "$TF" -o "$T/tfm.json"
"$SL" stats --format=json "$TF" > "$T/st.json"
"$SL" steps --json "$TF" > "$T/steps.jsonl"
"$SL" mem --json "$TF" > "$T/mem.jsonl"
"$PY" - "$T/tfm.json" "$T/st.json" "$T/steps.jsonl" "$T/mem.jsonl" > "$T/out" 2>&1 <<'EOF' && ok || bad "reports against the trace: $(cat "$T/out")"
import collections, json, sys
from decimal import Decimal as D
ev = json.load(open(sys.argv[1]), parse_float=D)["traceEvents"]
st = json.load(open(sys.argv[2]), parse_float=D)
steps = [json.loads(l, parse_float=D) for l in open(sys.argv[3])]
mem = [json.loads(l, parse_float=D) for l in open(sys.argv[4])]
assert [s["step"] for s in steps] == list(range(7)), [s["step"] for s in steps]
assert st["steps"] == 7, st["steps"]
pname = {e["pid"]: e["args"]["name"] for e in ev if e["ph"] == "M" and e["name"] == "process_name"}
gpu = {p for p, n in pname.items() if "/device:GPU:" in n}
dev = sum(D(e["dur"]) for e in ev if e["ph"] == "X" and e["pid"] in gpu and not 3735928559 <= e["tid"] <= 3735928566)
assert D(st["device_total_us"]) == dev, (st["device_total_us"], dev)
assert sum(r["kernels"] for r in st["rows"]) == sum(1 for e in ev if e["ph"] == "X" and e["pid"] in gpu and not 3735928559 <= e["tid"] <= 3735928566)
peak = collections.defaultdict(int)
for e in ev:
    if e["ph"] == "C":
        peak[e["name"]] = max(peak[e["name"]], e["args"][e["name"]])
whole = mem[0]["allocators"]
assert {a: v["num_bytes"] for a, v in whole.items()} == dict(peak), (whole.keys(), peak)
EOF

# gzip, and two files as two hosts (pids and names of the second + 10000).
gzip -c "$XP/tracelens_mi300_jax08_gemm.xplane.pb" > "$T/g.xplane.pb.gz"
"$SL" convert -q "$XP/tracelens_mi300_jax08_gemm.xplane.pb" -o "$T/a.json"
"$SL" convert -q "$T/g.xplane.pb.gz" -o "$T/b.json" && ok || bad "gzip input"
chk "gzip" same "$T/a.json" "$T/b.json"
"$SL" convert -q "$XP/tracelens_mi300_jax08_gemm.xplane.pb" "$XP/tpu_inference_2.v1.xplane.pb" -o "$T/two.json" && ok || bad "two hosts"
"$PY" "$CHK" counts "$T/two.json" > "$T/counts"
grep -q "pids=1,701,10003,10011,10019,10027,10701$" "$T/counts" && ok || bad "two hosts: $(cat "$T/counts")"

# Standard input: a file on it is told by content; a pipe (gzip too) is
# spooled when --input-format=xspace names it, and without it the
# detector says what to do in one line.
"$SL" convert -q - < "$XP/tracelens_mi300_jax08_gemm.xplane.pb" > "$T/in.json" && ok || bad "a file on stdin"
chk "a file on stdin" same "$T/a.json" "$T/in.json"
gzip -c "$XP/tracelens_mi300_jax08_gemm.xplane.pb" | "$SL" convert -q --input-format=xspace - > "$T/in.json" && ok || bad "gzip through a pipe"
chk "gzip through a pipe" same "$T/a.json" "$T/in.json"
cat "$XP/tracelens_mi300_jax08_gemm.xplane.pb" | "$SL" mem --json --input-format=xspace - > "$T/in.jsonl" && ok || bad "mem from a pipe"
"$SL" mem --json "$XP/tracelens_mi300_jax08_gemm.xplane.pb" | cmp -s - "$T/in.jsonl" && ok || bad "mem from a pipe differs"
cat "$XP/tracelens_mi300_jax08_gemm.xplane.pb" | "$SL" convert - > "$T/out" 2> "$T/err"
[ $? = 1 ] && [ "$(wc -l < "$T/err")" = 1 ] && grep -q -- "--input-format=xspace" "$T/err" && ok || bad "a pipe without --input-format: $(cat "$T/err")"

# Directories: a run directory's files; below a log directory, the newest
# run (its name sorts last), all its hosts.
mkdir -p "$T/log/a/plugins/profile/2024_01_01_00_00_00" "$T/log/b/plugins/profile/2025_06_01_00_00_00"
cp "$XP/tracelens_mi300_jax08_gemm.xplane.pb" "$T/log/a/plugins/profile/2024_01_01_00_00_00/h1.xplane.pb"
cp "$XP/tracelens_mi300_jax08_gemm.xplane.pb" "$T/log/b/plugins/profile/2025_06_01_00_00_00/h1.xplane.pb"
cp "$T/g.xplane.pb.gz" "$T/log/b/plugins/profile/2025_06_01_00_00_00/h2.xplane.pb.gz"
"$SL" convert -q "$T/log" -o "$T/log.json" && ok || bad "log directory"
"$PY" "$CHK" counts "$T/log.json" > "$T/counts"
grep -q "^X=7360 s=108 f=108 C=0 pids=1,701,10001,10701$" "$T/counts" && ok || bad "log directory: $(cat "$T/counts")"
"$SL" convert -q "$T/log/a/plugins/profile/2024_01_01_00_00_00" -o "$T/run.json" && ok || bad "run directory"
chk "run directory" same "$T/a.json" "$T/run.json"
mkdir -p "$T/empty"
expect_rc 1 "a directory without profiles" "$SL" convert -q "$T/empty"
grep -q "no .xplane.pb files" "$T/err" && ok || bad "empty directory: $(cat "$T/err")"

# Damage: cut short anywhere, or the mojibake'd sample: one line, exit 1,
# and no output file.
for cut in 1 2 100 5000 1000000 3039000; do
  head -c "$cut" "$TF" > "$T/cut.xplane.pb"
  rm -f "$T/cut.json"
  expect_error_line "cut at $cut" "$T/cut.xplane.pb" "$SL" convert "$T/cut.xplane.pb" -o "$T/cut.json"
  [ ! -e "$T/cut.json" ] && ok || bad "cut at $cut: output left behind"
done
expect_error_line "the corrupt sample" "$XP/corrupt/tpu_inference_2.v2.xplane.pb" \
  "$SL" convert "$XP/corrupt/tpu_inference_2.v2.xplane.pb" -o "$T/cut.json"
expect_rc 1 "XSpace mixed with a RunMetadata" "$SL" convert "$TF" "$ROOT/tests/data/gen_small_gpu.runmeta.pb"
expect_rc 1 "--input-format=xspace on a RunMetadata" "$SL" convert --input-format=xspace "$ROOT/tests/data/gen_small_gpu.runmeta.pb"
for o in --steps=0 --min-duration=5 --devices=GPU --op-time=gpu --split; do
  expect_rc 2 "$o with XSpace" "$SL" convert -q "$o" "$TF" -o "$T/x%d.json"
done

# --input-format=xspace naming a file that is not one: one error line
# from every command (the detection asked without an error record once
# crashed the reports).
for c in convert stats mem steps; do
  expect_error_line "$c --input-format=xspace of a StepStats file" \
    gen_edge_cpu.stepstats.pb "$SL" $c --input-format=xspace \
    "$ROOT/tests/data/gen_edge_cpu.stepstats.pb"
done

# An option XSpace does not define: a usage error of one line, and no
# step, device or node location (there is none to give).
"$XGEN" --events 200 -o "$T/o.xplane.pb" > /dev/null 2>&1
expect_rc 2 "stats --per-step of XSpace" "$SL" stats --per-step "$T/o.xplane.pb"
if grep -q "per-step is not defined for XSpace input" "$T/err" &&
   ! grep -q "record" "$T/err" && [ "$(wc -l < "$T/err")" = 1 ]; then ok; else
  bad "stats --per-step of XSpace: $(cat "$T/err")"
fi

tp_ok || skipped="${skipped:+$skipped, }trace_processor (does not run here, or left to the normal build)"
[ -n "$skipped" ] && echo "skipped: $skipped"
finish
