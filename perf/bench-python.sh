#!/bin/sh
# Benchmark of the Python package against the CLI: a call's overhead on
# one small step and the time and peak RSS of a generated log of at least
# 1 GB, converted to a file (the same bytes, --threads=1 both).  Peak RSS
# counts the interpreter too, so the interpreter alone (importing
# stepline) is measured beside it: what the conversion adds is the
# difference.  Not a test: run it on a quiet machine (`make bench-python`).
#
#   sh perf/bench-python.sh [NODES] [STEPS] [RUNS]
#
# NODES op nodes per step (default 10000, ~3.9 MB a step), STEPS steps
# (default 270: ~1.05 GB, the log bench-log.sh makes), best of RUNS
# (default 2).
set -e
ROOT=$(cd "$(dirname "$0")/.." && pwd)
NODES=${1:-10000}
STEPS=${2:-270}
RUNS=${3:-2}
B=$ROOT/build
SL=$B/stepline
T=${TMPDIR:-/tmp}/stepline-bench-log
mkdir -p "$T"
D=$T/log_${NODES}x${STEPS}.delimited.pb
SMALL=$ROOT/tests/data/gen_small_gpu.runmeta.pb
[ -f "$D" ] || "$B/sl_gen" --nodes "$NODES" --gpu --seed 7 --steps "$STEPS" --format delimited -o "$D"
PY="env PYTHONPATH=$B/python /usr/bin/python3"

. "$ROOT/perf/runs.sh"
row() {
  printf "%-40s %9s %9s\n" "$1" "$bt" "$(echo "scale=1; $bm / 1024" | bc)"
}

echo "log: $D ($(($(wc -c < "$D") / 1048576)) MiB); output to a file, --threads=1"
printf "%-40s %9s %9s\n" run s "RSS MiB"
best_of /dev/null $PY -c "import stepline"
row "python: import stepline (the floor)"
base=$bm
best_of /dev/null "$SL" convert -q --threads=1 -o "$T/cli.json" "$D"
row "CLI: convert the log"
cli=$bm
best_of /dev/null $PY -c "import stepline; stepline.convert('$D', '$T/py.json', threads=1)"
row "python: convert the log"
py=$bm
cmp "$T/cli.json" "$T/py.json" || { echo "the traces differ"; exit 1; }
rm -f "$T/cli.json" "$T/py.json"
echo "python's peak above the interpreter's: $(echo "scale=1; ($py - $base) / 1024" | bc) MiB," \
  "$(echo "scale=3; ($py - $base) / $cli" | bc) of the CLI's peak"

# A call against a process: 200 conversions of one small step to bytes.
SL=$SL $PY - "$SMALL" <<'PYEOF'
import os, subprocess, sys, time
import stepline
path = sys.argv[1]
n = 200
t0 = time.perf_counter()
for _ in range(n):
    stepline.convert(path, threads=1)
call = (time.perf_counter() - t0) / n
t0 = time.perf_counter()
for _ in range(n // 10):
    subprocess.run([os.environ["SL"], "convert", "-q", "--threads=1", path],
                   stdout=subprocess.DEVNULL, check=True)
proc = (time.perf_counter() - t0) / (n // 10)
print("small step (%d KB): a Python call %.2f ms, a CLI process %.2f ms"
      % (len(open(path, "rb").read()) // 1024, call * 1e3, proc * 1e3))
PYEOF
