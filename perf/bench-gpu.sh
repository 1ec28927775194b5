#!/bin/sh
# Benchmark of GPU profile databases: Nsight Systems exports of 1M and
# 5M event rows made from a real one (the H100 sample: 2 processes, 2
# GPUs, kernels, API calls, NVTX ranges) by sl_gpugen, converted and
# summarised.  Prints rows/s, MB/s of database and peak RSS; memory should
# be flat in the row count.  stats --report=kernels runs beside sqlite3
# with the same GROUP BY on the same file.  Not a test: run it on a quiet
# machine (`make bench-gpu`) and read the ratios.
#
#   sh perf/bench-gpu.sh [RUNS] [SHARED]
set -e
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${1:-2}
SHARED=${2:-$ROOT/../shared}
SAMPLE=$SHARED/nsys-samples/nsys2026_h100_2gpu_window1s_nsysai.sqlite
SL=$ROOT/build/stepline
GEN=$ROOT/build/sl_gpugen
T=${TMPDIR:-/tmp}/stepline-bench-gpu
mkdir -p "$T"
[ -f "$SAMPLE" ] || { echo "bench-gpu: $SAMPLE not found"; exit 1; }
gen() {  # gen FILE ROWS
  [ -f "$1" ] && [ -f "$1.rows" ] && return 0
  "$GEN" "$SAMPLE" "$1" "$2" | sed 's/ .*//' > "$1.rows"
}
gen "$T/rows_1m.sqlite" 1000000
gen "$T/rows_5m.sqlite" 5000000

. "$ROOT/perf/runs.sh"
best() {  # best LABEL FILE CMD...
  l=$1 f=$2; shift 2
  best_row "$l" "$f" "$(cat "$f.rows")" "$@"
}

# What nsys stats' cuda_gpu_kern_sum asks SQLite (without the median,
# which SQLite cannot compute in SQL).
Q="SELECT s.value, count(*), sum(k.end - k.start), avg(k.end - k.start),
   min(k.end - k.start), max(k.end - k.start) FROM CUPTI_ACTIVITY_KIND_KERNEL k
   JOIN StringIds s ON s.id = k.demangledName GROUP BY k.demangledName
   ORDER BY 3 DESC"

row_header rows
for n in 1m 5m; do
  F=$T/rows_$n.sqlite
  best "$n rows, to JSON" "$F" "$SL" convert -q "$F" -o -
  best "$n rows, to Perfetto" "$F" "$SL" convert -q --format=perfetto "$F" -o -
  best "$n rows, stats (4 reports)" "$F" "$SL" stats "$F"
  best "$n rows, stats --report=kernels" "$F" "$SL" stats --report=kernels "$F"
  best "$n rows, sqlite3 GROUP BY" "$F" sqlite3 -readonly "$F" "$Q"
  best "$n rows, stats nvtx-kernels" "$F" "$SL" stats --report=nvtx-kernels "$F"
done
echo "(targets: peak RSS within 10% between 1M and 5M rows; stats"
echo " --report=kernels no slower than sqlite3's GROUP BY)"
