#!/bin/sh
# Seed corpora for the fuzz harnesses, from ../shared/real-traces and the
# generator (tests read the real traces where they are; nothing of them is
# kept in the repository).  Each seed starts with the harness's options
# byte (see fuzz.h).
#   corpus.sh SHARED ROOT SL_GEN FUZZ_REFRAME FUZZ_NODES OUTDIR SL_XGEN SL_GPUGEN STEPLINE
set -e
SHARED=$1 ROOT=$2 GEN=$3 REFRAME=$4 NODES=$5 OUT=$6 XGEN=$7 GPUGEN=$8 SL=$9
RT=$SHARED/real-traces
rm -rf "$OUT"
for h in stepstats delimited tfevents gzip label convert push node xspace gpu json partial; do mkdir -p "$OUT/$h"; done
T=$OUT/.gen
mkdir -p "$T"
"$GEN" --nodes 12 --gpu --edge --seed 1 -o "$T/edge.runmeta.pb"
"$GEN" --nodes 12 --gpu --edge --seed 2 --format stepstats -o "$T/edge.stepstats.pb"
"$GEN" --nodes 10 --gpu --seed 3 --steps 3 --format delimited -o "$T/log.delimited.pb"
"$GEN" --nodes 8 --gpu --seed 4 --steps 2 --format tfevents -o "$T/tf1.tfevents"
"$GEN" --nodes 8 --gpu --seed 5 --steps 2 --format tfevents2 -o "$T/tf2.tfevents"
seed() {  # seed HARNESS NAME OPTS FILE: the options byte, then the file
  { printf "\\$(printf '%03o' "$3")"; cat "$4"; } > "$OUT/$1/$2"
}
n=0
for f in "$RT"/*.runmeta.pb "$T"/edge.runmeta.pb; do
  [ -f "$f" ] || continue  # ../shared absent: the generated seeds only
  n=$((n + 1))
  seed stepstats "rm$n" 0x81 "$f"; seed stepstats "rm${n}b" 0xd2 "$f"
  seed convert "rm$n" 0x01 "$f"; seed convert "rm${n}b" 0x5e "$f"
  seed gzip "rm$n" 0x81 "$f"
done
for f in "$RT"/*.stepstats.pb "$T"/edge.stepstats.pb; do
  [ -f "$f" ] || continue  # ../shared absent: the generated seeds only
  n=$((n + 1))
  seed stepstats "ss$n" 0x01 "$f"; seed stepstats "ss${n}b" 0x56 "$f"
  seed convert "ss$n" 0x09 "$f"
done
for f in "$ROOT"/tests/data/gen_log3_gpu.delimited.pb "$T"/log.delimited.pb; do
  [ -f "$f" ] || continue  # ../shared absent: the generated seeds only
  n=$((n + 1))
  seed delimited "d$n" 0x01 "$f"; seed delimited "d${n}b" 0x7a "$f"
  seed convert "d$n" 0x31 "$f"
  { printf '\001\007'; cat "$f"; } > "$OUT/push/d$n"
  gzip -c "$f" > "$T/gz"; seed gzip "d$n" 0x01 "$T/gz"
done
for f in "$RT"/DERIVED_events.out.tfevents.dynamic_stitch_gpu \
         "$RT"/tensorboard_end_2_end.tfevents "$T"/tf1.tfevents "$T"/tf2.tfevents; do
  [ -f "$f" ] || continue  # ../shared absent: the generated seeds only
  n=$((n + 1))
  "$REFRAME" 0x01 "$f" "$OUT/tfevents/e$n"
  "$REFRAME" 0x52 "$f" "$OUT/tfevents/e${n}b"
  seed tfevents "raw$n" 0x81 "$f"
  seed convert "e$n" 0x19 "$f"
  { printf '\021\003'; cat "$f"; } > "$OUT/push/e$n"
  gzip -c "$f" > "$T/gz"; seed gzip "e$n" 0x11 "$T/gz"
done
# XSpace: small generated profiles (every feature of the generator) and
# the smaller real ones.
"$XGEN" --events 300 --gpus 1 --threads 2 --steps 2 -o "$T/x1.xplane.pb"
"$XGEN" --events 300 --gpus 2 --threads 1 --steps 2 --xla --tpu --unsorted --bad-utf8 --huge-ids -o "$T/x2.xplane.pb"
"$XGEN" --events 200 --gpus 1 --threads 1 --steps 1 --meta-first --epoch -o "$T/x3.xplane.pb"
for f in "$T"/x1.xplane.pb "$T"/x2.xplane.pb "$T"/x3.xplane.pb "$SHARED"/xplanes/tracelens_mi300_jax08_gemm.xplane.pb; do
  [ -f "$f" ] || continue
  n=$((n + 1))
  seed xspace "x$n" 0x41 "$f"; seed xspace "x${n}b" 0x02 "$f"
done
# Chrome trace JSON: every event kind, the shapes (bare array without its
# ']', members after the events), and the smaller real PyTorch traces.
printf '%s' '{"schemaVersion":1,"traceEvents":[{"ph":"M","name":"process_name","pid":1,"args":{"name":"host"}},{"ph":"M","name":"thread_name","pid":1,"tid":7,"args":{"name":"main"}},{"ph":"X","cat":"user_annotation","name":"ProfilerStep#3","pid":1,"tid":7,"ts":1712195495519689.047,"dur":100},{"ph":"X","cat":"cpu_op","name":"aten::mm","pid":1,"tid":7,"ts":1712195495519690,"dur":10,"args":{"Input Dims":[[2,3],[3,4]],"x":NaN}},{"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","pid":1,"tid":7,"ts":1712195495519691,"dur":2,"args":{"correlation":5}},{"ph":"X","cat":"kernel","name":"gemm","pid":0,"tid":"stream 7","ts":1712195495519695,"dur":4,"args":{"correlation":5}},{"ph":"s","id":5,"pid":1,"tid":7,"ts":1712195495519691,"cat":"ac2g","name":"ac2g"},{"ph":"f","id":5,"pid":0,"tid":7,"ts":1712195495519695,"cat":"ac2g","name":"ac2g","bp":"e"},{"ph":"i","cat":"cpu_instant_event","s":"t","name":"[memory]","pid":1,"tid":7,"ts":1712195495519692,"args":{"Device Type":1,"Device Id":0,"Addr":140000,"Bytes":512,"Total Allocated":512,"Total Reserved":2048}},{"ph":"C","name":"mem","pid":1,"ts":1712195495519693,"args":{"a":1,"b":2.5}},{"ph":"B","name":"b","pid":1,"tid":8,"ts":1712195495519694},{"ph":"E","pid":1,"tid":8,"ts":1712195495519699},],"baseTimeNanoseconds":0}' > "$T/j1.json"
printf '%s' '[{"name":"aten::zeros","ph":"X","ts":5,"dur":3,"tid":1,"pid":"CPU functions","args":{}},{"name":"k","ph":"X","ts":6,"dur":1,"tid":0,"pid":"CUDA functions"},{"ph":"B","name":"x\u00e9","pid":1,"tid":1,"ts":"7"},' > "$T/j2.json"
for f in "$T"/j1.json "$T"/j2.json "$SHARED"/pytorch-samples/legacy_mlp.json "$SHARED"/pytorch-samples/kineto_trace_compare_base.json.gz "$SHARED"/pytorch-samples/kineto_amd_mi250_rocm6_minitoy.json.gz; do
  [ -f "$f" ] || continue
  n=$((n + 1))
  case "$f" in *.gz) gzip -dc "$f" > "$T/jz$n.json"; f="$T/jz$n.json" ;; esac
  seed json "j$n" 0x41 "$f"; seed json "j${n}b" 0x00 "$f"
done
# GPU databases: the synthetic export (every feature the samples lack)
# and the smallest real one (the harness reads 64 KiB at most).
"$GPUGEN" --synthetic "$T/g1.sqlite"
for f in "$T"/g1.sqlite "$SHARED"/nsys-samples/nsys_pre2022_kmeans_report2.sqlite; do
  [ -f "$f" ] || continue
  n=$((n + 1))
  seed gpu "g$n" 0x40 "$f"; seed gpu "g${n}b" 0x4e "$f"; seed gpu "g${n}c" 0x02 "$f"
done
# Partial results of each kind (made by the command from the seeds above).
k=0
for a in "$T/log.delimited.pb" "--report=kernels,gpu-mem,ops $T/log.delimited.pb" \
         "$T/x1.xplane.pb" "--report=kernels,api,ops $T/x2.xplane.pb" \
         "$T/j1.json" "--report=kernels,api,ops,breakdown $T/j1.json" \
         "--by=device $T/g1.sqlite"; do
  k=$((k + 1))
  # shellcheck disable=SC2086
  "$SL" stats -q --partial -o "$T/p$k.part" $a
  seed partial "p$k" 0x00 "$T/p$k.part"; seed partial "p${k}b" 0x03 "$T/p$k.part"
  seed partial "p${k}c" 0x05 "$T/p$k.part"
done
# Partials of mem and steps.
for a in "$T/log.delimited.pb" "$T/x1.xplane.pb" "$T/j1.json"; do
  for c in mem steps; do
    k=$((k + 1))
    "$SL" $c -q --partial -o "$T/p$k.part" "$a"
    seed partial "p$k" 0x00 "$T/p$k.part"; seed partial "p${k}b" 0x03 "$T/p$k.part"
    seed partial "p${k}c" 0x05 "$T/p$k.part"
  done
done
# fuzz-node takes one NodeExecStats, no options byte.
"$NODES" "$T"/edge.runmeta.pb "$OUT/node" gen 40
for f in "$RT"/*.runmeta.pb; do
  [ -f "$f" ] && "$NODES" "$f" "$OUT/node" "$(basename "$f" .runmeta.pb)_" 8
done
i=0
for l in 'a = Op(b, c)' 'x/y = MatMul(x/_12, y:1, ^ctrl)' '@@name:op#id=1,x#' \
         'edge_9_x:MEMCPYDtoH' 'MEMCPYHtoD 400 bytes (Pinned to Device)' \
         'q"uote = F(G(a), b) tail' 'RecvTensor' 'n = Op()' ' = ()' 'a = b(c'; do
  i=$((i + 1))
  printf '%s' "$l" > "$OUT/label/l$i"
done
rm -rf "$T"
echo "seeds: $(find "$OUT" -type f | wc -l) in $OUT"
