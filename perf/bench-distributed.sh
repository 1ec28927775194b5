#!/bin/sh
# Benchmark of a whole job's summary: 16 PyTorch traces of about 100 MB
# each (perf/pt_gen.py's trace from the A100 NCCL sample, one copy per
# rank) summarized by one `stepline stats` process, and by
# stepline.distributed on a LocalCluster of 2 worker processes (one task
# per file, partials merged on the client).  Prints the time of each, the
# peak RSS of the process and of each worker, the partials' size against
# the inputs', and checks that both give the same report.  Not a test:
# run it on a quiet machine (`make bench-distributed`).
#
#   sh perf/bench-distributed.sh [RUNS] [SHARED] [FILES] [MIB]
set -e
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${1:-1}
SHARED=${2:-$ROOT/../shared}
FILES=${3:-16}
MIB=${4:-100}
SAMPLE=$SHARED/pytorch-samples/kineto_a100_nccl_data.json.gz
SL=$ROOT/build/stepline
T=${TMPDIR:-/tmp}/stepline-bench-distributed
REPORT=kernels,api,memops,ops,breakdown
mkdir -p "$T"
[ -f "$SAMPLE" ] || { echo "bench-distributed: $SAMPLE not found"; exit 1; }
/usr/bin/python3 -c "import distributed" 2> /dev/null ||
  { echo "bench-distributed: needs python3-distributed"; exit 1; }
[ -f "$T/rank0.json" ] ||
  python3 "$ROOT/perf/pt_gen.py" "$SAMPLE" "$T/rank0.json" "$MIB" > /dev/null
i=1
while [ $i -lt "$FILES" ]; do
  [ -f "$T/rank$i.json" ] || cp "$T/rank0.json" "$T/rank$i.json"
  i=$((i + 1))
done
LIST=$(i=0; while [ $i -lt "$FILES" ]; do printf '%s ' "$T/rank$i.json"; i=$((i + 1)); done)
BYTES=$(cat $LIST | wc -c)
echo "job: $FILES traces, $(echo "scale=1; $BYTES / 1048576" | bc) MiB;" \
  "stats --report=$REPORT; best of $RUNS"

. "$ROOT/perf/runs.sh"
# shellcheck disable=SC2086
best_of "$T/one.json" "$SL" stats -q --format=json --report=$REPORT $LIST
printf "%-44s %8s s %8s MiB/s %8s MiB RSS\n" "one process (stepline stats)" "$bt" \
  "$(echo "scale=1; $BYTES / 1048576 / $bt" | bc)" "$(echo "scale=1; $bm / 1024" | bc)"

# shellcheck disable=SC2086
env PYTHONPATH="$ROOT/build/python" RUNS="$RUNS" BYTES="$BYTES" REPORT="$REPORT" \
  ONE="$T/one.json" /usr/bin/python3 "$ROOT/perf/bench_distributed.py" $LIST
