#!/bin/sh
# Benchmark of PyTorch profiler traces: a Kineto trace of about 2 GB made
# from a real one (the A100 NCCL sample, copied onto 8 GPUs and on in
# time, a [memory] alloc and free per kernel) by perf/pt_gen.py, through
# convert (both formats, output to a file), stats, steps and mem; beside
# them what users do today: Python's json.load of the file and Perfetto's
# own importer (trace_processor) when ../shared has it.  Prints MiB/s,
# events/s and peak RSS.  Not a test: run it on a quiet machine
# (`make bench-pytorch`) and read the ratios.
#
#   sh perf/bench-pytorch.sh [RUNS] [SHARED] [MIB]
set -e
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${1:-1}
SHARED=${2:-$ROOT/../shared}
MIB=${3:-2048}
SAMPLE=$SHARED/pytorch-samples/kineto_a100_nccl_data.json.gz
TP=$SHARED/perfetto/trace_processor_shell
SL=$ROOT/build/stepline
T=${TMPDIR:-/tmp}/stepline-bench-pytorch
F=$T/trace_$MIB.json
mkdir -p "$T"
[ -f "$SAMPLE" ] || { echo "bench-pytorch: $SAMPLE not found"; exit 1; }
if [ ! -f "$F" ] || [ ! -f "$F.events" ]; then
  python3 "$ROOT/perf/pt_gen.py" "$SAMPLE" "$F" "$MIB" > "$T/gen.out"
  sed 's/ .*//' "$T/gen.out" > "$F.events"
fi
EV=$(cat "$F.events")

. "$ROOT/perf/runs.sh"
# row LABEL OUT CMD...: best of $RUNS with stdout to OUT.
row() {
  l=$1 out=$2; shift 2
  bytes=$(wc -c < "$F")
  best_of "$out" "$@"
  printf "%-34s %8s %7s %8s %11s %8s\n" "$l" \
    "$(echo "scale=1; $bytes / 1048576" | bc)" "$bt" \
    "$(echo "scale=1; $bytes / 1048576 / $bt" | bc)" \
    "$(echo "scale=0; $EV / $bt" | bc)" "$(echo "scale=1; $bm / 1024" | bc)"
}

echo "$F: $EV events"
row_header events
row "convert to Perfetto (.pftrace)" "$T/out.pftrace" "$SL" convert -q --format=perfetto "$F" -o -
echo "  .pftrace: $(echo "scale=2; $(wc -c < "$T/out.pftrace") / $(wc -c < "$F")" | bc) of the input's bytes"
row "convert to JSON" "$T/out.json" "$SL" convert -q "$F" -o -
rm -f "$T/out.json"
row "stats" /dev/null "$SL" stats -q "$F"
row "steps" /dev/null "$SL" steps "$F"
row "mem" /dev/null "$SL" mem "$F"
row "Python json.load" /dev/null python3 -c "import json, sys; json.load(open(sys.argv[1]))" "$F"
if [ -x "$TP" ]; then
  echo "select count(*) from slice;" > "$T/q.sql"
  row "trace_processor JSON import" /dev/null "$TP" -q "$T/q.sql" "$F"
fi
echo "(targets: peak RSS <= 100 MB for convert, stats, steps and mem;"
echo " Perfetto >= 250 MB/s, JSON >= 200 MB/s, stats >= 400 MB/s;"
echo " the .pftrace a third of the input's bytes or less)"
