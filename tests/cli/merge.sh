#!/bin/sh
# stats --partial and stepline merge: partials of each input, merged,
# give byte for byte what one stats run over all the inputs writes, for
# every option that shapes the rows and every output format:
#   - generated TensorFlow worker logs (the op summary, --report);
#   - generated XSpace hosts (the op summary, --report);
#   - ../shared's PyTorch traces as ranks, one of them twice so that the
#     merge must number a later file's processes as one run does;
# and the errors: a cut or damaged partial is one line naming it with a
# byte offset, partials of other options or inputs do not merge.
#   merge.sh STEPLINE SL_GEN SL_XGEN SHARED SL_GPUGEN
SL=$1 GEN=$2 XGEN=$3 SHARED=$4 GPUGEN=$5
. "$(dirname "$0")/lib.sh"

# same NAME "INPUT..." "OPTIONS" "MERGE OPTIONS" [FORMATS]: each format
# (CSV writes one report) of the command $CMD (stats when unset; steps
# says json as --json).  Partials have no format: they are made once.
# Under the sanitizers (SL_ONE_FORMAT set) only the first format: the
# others are the same rows through writers the normal build holds.
same() {
  name=$1 inputs=$2 sopts=$3 mopts=$4 cmd=${CMD:-stats} fmts=${5:-table csv json}
  [ -n "$SL_ONE_FORMAT" ] && fmts=${fmts%% *}
  parts="" k=0
  for f in $inputs; do
    k=$((k + 1))
    # shellcheck disable=SC2086
    "$SL" $cmd -q $sopts --partial -o "$T/p$k.part" "$f" 2> "$T/p.err" ||
      { bad "$name: --partial of $f: $(cat "$T/p.err")"; return; }
    parts="$parts $T/p$k.part"
  done
  for fmt in $fmts; do
    fo=--format=$fmt
    [ "$cmd" = steps ] && { [ "$fmt" = json ] && fo=--json || fo=; }
    # shellcheck disable=SC2086
    "$SL" $cmd -q $sopts $mopts $fo $inputs > "$T/one" 2> "$T/one.err" ||
      { bad "$name: $cmd $sopts $fo: $(cat "$T/one.err")"; continue; }
    # shellcheck disable=SC2086
    "$SL" merge $mopts --format=$fmt $parts > "$T/merged" 2> "$T/m.err" ||
      { bad "$name: merge $mopts --format=$fmt: $(cat "$T/m.err")"; continue; }
    if cmp -s "$T/one" "$T/merged"; then ok; else
      bad "$name [$sopts $mopts] --format=$fmt: the merge differs"
      diff "$T/one" "$T/merged" | head -5
    fi
  done
}

# Three workers of one job.
TF=""
for w in 0 1 2; do
  "$GEN" --gpu --nodes 300 --seed $w --steps 3 --format delimited \
    --job /job:worker/replica:0/task:$w -o "$T/w$w.pb" || bad "sl_gen"
  TF="$TF $T/w$w.pb"
done
same "TF workers" "$TF" "" ""
for by in name device op,device; do same "TF workers" "$TF" "--by=$by" "--sort=calls --top=5"; done
same "TF workers" "$TF" "" "--sort=name"
same "TF workers --report" "$TF" "--report=kernels,gpu-mem,ops" "" "table json"
same "TF workers --report" "$TF" "--report=kernels --by=op,device" "--sort=max --top=4"
same "TF workers, some steps" "$TF" "--steps=1-2" ""
# Each worker's rows apart.
same "TF workers by input" "$TF" "--by=op,device,input" "--top=7"
same "TF workers --report by input" "$TF" "--report=kernels,gpu-mem,ops --by=op,input" "" "table json"
CMD=steps same "TF workers: steps" "$TF" "" "" "table json"
CMD=steps same "TF workers: some steps" "$TF" "--steps=0,2" "" "table json"
# Events files: tags and wall times.
"$GEN" --gpu --nodes 50 --seed 7 --steps 2 --format tfevents -o "$T/e0.tfevents" &&
  "$GEN" --gpu --nodes 50 --seed 8 --steps 3 --format tfevents -o "$T/e1.tfevents" || bad "sl_gen tfevents"
CMD=steps same "TF events files: steps" "$T/e0.tfevents $T/e1.tfevents" "" "" "table json"
CMD=steps same "one TF worker: steps" "$T/w1.pb" "" "" "table json"
CMD=mem same "TF workers: mem" "$TF" "" ""
CMD=mem same "TF workers: mem" "$TF" "--top=2 --steps=1-" ""
CMD=mem same "TF events files: mem" "$T/e0.tfevents $T/e1.tfevents" "" ""
CMD=mem same "one TF worker: mem" "$T/w1.pb" "" ""

# Three hosts.
XS=""
for h in 1 2 3; do
  "$XGEN" --events 3000 --gpus 2 --steps 4 --seed $h --host host$h \
    -o "$T/h$h.xplane.pb" 2> /dev/null || bad "sl_xgen"
  XS="$XS $T/h$h.xplane.pb"
done
same "XSpace hosts" "$XS" "" ""
CMD=steps same "XSpace hosts: steps" "$XS" "" "" "table json"
CMD=mem same "XSpace hosts: mem" "$XS" "" ""
CMD=mem same "one XSpace host: mem" "$T/h2.xplane.pb" "" ""
same "XSpace hosts" "$XS" "--by=op,device" "--sort=device_total"
same "XSpace hosts --report" "$XS" "--report=kernels,api,gpu-mem,ops" "" "table json"
same "XSpace hosts --report" "$XS" "--report=kernels --by=device" "--top=2"
same "XSpace hosts by input" "$XS" "--by=name,input" "--sort=calls --top=9"
same "XSpace hosts --report by input" "$XS" "--report=kernels,ops --by=name,input" "" "table json"

# Ranks: a trace twice (its pids taken) and another run's.
P=$SHARED/pytorch-samples
if [ -f "$P/kineto_a100_nccl_data.json.gz" ]; then
  cp "$P/kineto_a100_nccl_data.json.gz" "$T/r0.json.gz"
  cp "$P/kineto_a100_nccl_data.json.gz" "$T/r1.json.gz"
  cp "$P/kineto_v100_ns_resolution_rank-0.Apr_03_18_51_38.1102.pt.trace.json.gz" "$T/r2.json.gz"
  PT="$T/r0.json.gz $T/r1.json.gz $T/r2.json.gz"
  same "ranks" "$PT" "" "" "table json"
  # The first rank's steps: in another order, another first.
  CMD=steps same "ranks: steps" "$PT" "" "" "table json"
  CMD=steps same "ranks: steps" "$T/r2.json.gz $T/r0.json.gz" "" "" "table json"
  CMD=mem same "ranks: mem" "$PT" "--per-step" ""
  # Memory events: one trace twice (one pool of one name), another between.
  M="$P/kineto_v100_memory_df_index_resolver.json.gz"
  if [ -f "$M" ]; then
    cp "$M" "$T/m0.json.gz"
    CMD=mem same "ranks with memory: mem" "$T/m0.json.gz $T/r2.json.gz $T/m0.json.gz" "" ""
    CMD=mem same "ranks with memory: mem" "$T/m0.json.gz $T/r2.json.gz $T/m0.json.gz" "--per-step" ""
    CMD=mem same "one rank with memory: mem" "$T/m0.json.gz" "--per-step" ""
  fi
  same "ranks" "$PT" "--report=kernels,api,memops,ops,breakdown" "" "table json"
  same "ranks" "$PT" "--report=kernels --by=name,device" "--sort=instances"
  same "ranks" "$PT" "--report=kernels,api,ops" "--report=api,ops --top=3" "table json"
  same "ranks" "$PT" "--report=kernels,api,ops" "--report=kernels"
  same "ranks" "$PT" "--report=ops --by=name,shapes" "--sort=calls"
  same "ranks" "$PT" "--report=breakdown" ""
  # r0 and r1 are one trace: by input, each of its rows twice.
  same "ranks by input" "$PT" "--report=kernels,api,memops,ops --by=op,input" "" "table json"
  same "ranks by input" "$PT" "--report=ops --by=name,shapes,input" "--sort=calls --top=20"
  "$SL" stats -q --report=ops --by=name,input --format=csv $PT > "$T/in.csv" &&
    "$SL" stats -q --report=ops --format=csv "$T/r0.json.gz" > "$T/in0.csv" || bad "ranks: ops csv"
  if [ "$(grep -c ",$T/r0.json.gz," "$T/in.csv")" = "$(($(wc -l < "$T/in0.csv") - 1))" ] &&
     [ "$(grep -c ",$T/r1.json.gz," "$T/in.csv")" = "$(($(wc -l < "$T/in0.csv") - 1))" ]; then ok
  else bad "ranks by input: each rank's op rows are those of the rank alone"; fi
  # A row per rank: its kernel time and idle share are what stats of
  # that input alone says (the kernels' total, the breakdown's rows).
  parts="" k=0
  for f in $PT; do
    k=$((k + 1))
    "$SL" stats -q --partial -o "$T/r$k.part" "$f" &&
      "$SL" stats -q --report=kernels,breakdown --format=json "$f" > "$T/alone$k.json" ||
      bad "ranks: stats of $f"
    parts="$parts $T/r$k.part"
  done
  # shellcheck disable=SC2086
  "$SL" merge --by=rank --format=json $parts > "$T/ranks.json" || bad "merge --by=rank"
  python3 - "$T/ranks.json" "$T"/alone1.json "$T"/alone2.json "$T"/alone3.json > "$T/out" 2>&1 <<'PYEOF' && ok || bad "merge --by=rank: $(cat "$T/out")"
import json, sys
rows = json.load(open(sys.argv[1]))["ranks"]["rows"]
assert [r["input"].rsplit("/", 1)[-1] for r in rows] == ["r0.json.gz", "r1.json.gz", "r2.json.gz"], rows
for r, path in zip(rows, sys.argv[2:]):
    alone = json.load(open(path))
    assert r["kernel_ns"] == alone["kernels"]["total_ns"], (r, alone["kernels"]["total_ns"])
    span = sum(x["span_ns"] for x in alone["breakdown"]["rows"])
    busy = sum(x["busy_ns"] for x in alone["breakdown"]["rows"])
    assert abs(r["idle_pct"] - round(100.0 * (span - busy) / span, 2)) < 0.006, (r, span, busy)
doc = json.load(open(sys.argv[1]))["ranks"]
steps = sorted(r["step_median_ns"] for r in rows)
assert doc["median"]["step_median_ns"] == steps[1], doc["median"]
assert rows[doc["slowest"]]["step_median_ns"] == steps[-1], doc["slowest"]
assert rows[0]["steps"] == 3 and rows[0]["step_vs_median"] == round(rows[0]["step_median_ns"] / steps[1], 3)
PYEOF
  # shellcheck disable=SC2086
  "$SL" merge --by=rank $parts > "$T/ranks.txt" && grep -q '^ *0\* .*r0.json.gz' "$T/ranks.txt" && ok ||
    bad "merge --by=rank table: $(cat "$T/ranks.txt")"
else
  echo "skipped: the PyTorch ranks (needs $P)"
fi

# Processes' GPU databases.
N=$SHARED/nsys-samples
if [ -f "$N/nsys2024_fuser_nvtx_report1.sqlite" ]; then
  DB="$N/nsys2024_fuser_nvtx_report1.sqlite $N/nsys2026_streams_report1.sqlite $N/nsys2022_pipit_saxpy_mpi_cuda_rank0.sqlite"
  same "GPU databases" "$DB" "" "" "table json"
  same "GPU databases" "$DB" "--by=device" "--sort=max" "table json"
  same "GPU databases" "$DB" "--report=kernels,nvtx-kernels" "" "table json"
  same "GPU databases" "$DB" "--report=gpu-mem --by=op,device" "--top=3"
  same "GPU databases by input" "$DB" "--report=kernels,api,nvtx --by=name,input" "" "table json"
else
  echo "skipped: the GPU databases (needs $N)"
fi

# Processes' memory: each database's devices, named for it (the samples
# have no memory events; the synthetic export has).
"$GPUGEN" --synthetic "$T/g1.sqlite" && cp "$T/g1.sqlite" "$T/g2.sqlite" || bad "sl_gpugen"
CMD=mem same "GPU databases: mem" "$T/g1.sqlite $T/g2.sqlite" "" ""
CMD=mem same "one GPU database: mem" "$T/g2.sqlite" "" ""
"$SL" mem --format=csv "$T/g1.sqlite" "$T/g2.sqlite" > "$T/gm.csv" &&
  [ "$(grep -c 'g[12].sqlite GPU 0' "$T/gm.csv")" = 2 ] && ok ||
  bad "mem of two databases: $(cat "$T/gm.csv")"
expect_rc 2 "mem --baseline of two databases" "$SL" mem --baseline="$T/g1.sqlite" "$T/g1.sqlite" "$T/g2.sqlite"

# A row per worker: its steps and device time are its op summary's.
parts="" k=0
for f in $TF; do
  k=$((k + 1))
  "$SL" stats -q --partial -o "$T/t$k.part" "$f" || bad "--partial of $f"
  parts="$parts $T/t$k.part"
done
# shellcheck disable=SC2086
"$SL" merge --by=rank --format=csv $parts > "$T/ranks.csv" || bad "merge --by=rank csv"
want=$("$SL" stats -q --format=json "$T/w1.pb" | python3 -c "import json,sys; d=json.load(sys.stdin); print(d['steps'], d['device_total_us'] * 1000)")
got=$(awk -F, 'NR == 3 { print $3, $6 }' "$T/ranks.csv")
[ "$got" = "$want" ] && ok || bad "merge --by=rank of workers: '$got', wanted '$want'"

# Errors.
"$SL" stats --partial -o "$T/a.part" "$T/w0.pb" && "$SL" stats --partial --by=name -o "$T/b.part" "$T/w1.pb" &&
  "$SL" stats --partial -o "$T/x.part" "$T/h1.xplane.pb" || bad "partials for the errors"
expect_rc 2 "partials of other --by" "$SL" merge "$T/a.part" "$T/b.part"
grep -q "does not merge" "$T/err" && ok || bad "other --by: $(cat "$T/err")"
expect_rc 2 "partials of other inputs" "$SL" merge "$T/a.part" "$T/x.part"
expect_rc 2 "--partial of two inputs" "$SL" stats --partial "$T/w0.pb" "$T/w1.pb"
expect_rc 2 "--partial with --format" "$SL" stats --partial --format=json "$T/w0.pb"
expect_rc 2 "--partial of steps with --json" "$SL" steps --partial --json "$T/w0.pb"
expect_rc 2 "--partial of mem with --plot" "$SL" mem --partial --plot="$T/p.svg" "$T/w0.pb"
expect_rc 2 "--partial of mem with --json" "$SL" mem --partial --json "$T/w0.pb"
expect_rc 2 "--partial of mem of two inputs" "$SL" mem --partial "$T/w0.pb" "$T/w1.pb"
expect_rc 2 "--partial of convert" "$SL" convert --partial "$T/w0.pb"
"$SL" steps --partial -o "$T/s.part" "$T/w0.pb" || bad "steps --partial"
expect_rc 2 "merge of steps and stats partials" "$SL" merge "$T/s.part" "$T/a.part"
expect_rc 2 "merge of steps as CSV" "$SL" merge --format=csv "$T/s.part"
size=$(wc -c < "$T/s.part")
head -c $((size / 2)) "$T/s.part" > "$T/cut.part"
expect_error_line "a cut steps partial" "$T/cut.part" "$SL" merge "$T/s.part" "$T/cut.part"
grep -v '"rows"' "$T/s.part" > "$T/cut.part"
expect_error_line "a steps partial without its rows' end" "$T/cut.part" "$SL" merge "$T/cut.part"
expect_rc 2 "merge --by=name" "$SL" merge --by=name "$T/a.part"
size=$(wc -c < "$T/a.part")
for cut in 10 $((size / 2)) $((size - 3)); do
  head -c $cut "$T/a.part" > "$T/cut.part"
  expect_error_line "a partial cut at $cut" "$T/cut.part" "$SL" merge "$T/a.part" "$T/cut.part"
done
head -c $((size / 2)) "$T/a.part" > "$T/cut.part"
expect_error_line "a cut partial, a row per input" "$T/cut.part" "$SL" merge --by=rank "$T/a.part" "$T/cut.part"
sed 's/"calls":\([0-9]*\)/"calls":"\1"/' "$T/a.part" > "$T/bad.part"
expect_error_line "a partial with a string for a count" "$T/bad.part" "$SL" merge "$T/bad.part"
printf 'not json\n' > "$T/bad.part"
expect_error_line "not a partial" "$T/bad.part" "$SL" merge "$T/bad.part"
# Nothing half-written: a failed merge leaves no -o file.
expect_rc 1 "a failed merge" "$SL" merge -o "$T/out.txt" "$T/bad.part"
[ ! -e "$T/out.txt" ] && ok || bad "a failed merge wrote -o"

echo "merge: $pass passed, $fail failed"
[ "$fail" = 0 ]
