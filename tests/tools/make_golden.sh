#!/bin/sh
# Regenerates the golden outputs in tests/golden/ with the reference
# (../shared/reference/run_reference.py running TensorFlow's timeline.py).
# Developers run this when inputs or the reference change; tests only read
# the results and never need Python.
#
#   sh tests/tools/make_golden.sh          (from the repository root)
set -e
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${SL_SHARED_DIR:-$ROOT/../shared}
REF="/usr/bin/python3 $SHARED/reference/run_reference.py --timeline $SHARED/seeds/timeline.py"
OUT=$ROOT/tests/golden
mkdir -p "$OUT"
: > "$OUT/MANIFEST"

# name|input (@real/ = ../shared/real-traces, @data/ = tests/data)|format|
# reference input when it differs (repaired copy for invalid UTF-8)
INPUTS="
real_feed_dict|@real/yaroslavvb_akaitsuki_feed_dict.runmeta.pb|runmeta|
real_dynamic_stitch|@real/yaroslavvb_dynamic_stitch_gpu_profile.runmeta.pb|runmeta|
real_step99|@real/tensorboard_run_metadata_run_step99_tag_train.runmeta.pb|runmeta|
real_gradckpt|@real/gradckpt_simple_stepstats.stepstats.pb|stepstats|
real_gradckpt2|@real/gradckpt_simple2_stepstats.stepstats.pb|stepstats|
gen_small_gpu|@data/gen_small_gpu.runmeta.pb|runmeta|
gen_edge_gpu|@data/gen_edge_gpu.runmeta.pb|runmeta|
gen_edge_cpu|@data/gen_edge_cpu.stepstats.pb|stepstats|
gen_bad_utf8|@data/gen_bad_utf8.runmeta.pb|runmeta|repaired
"

resolve() {
  case "$1" in
    @real/*) echo "$SHARED/real-traces/${1#@real/}" ;;
    @data/*) echo "$ROOT/tests/data/${1#@data/}" ;;
  esac
}

echo "$INPUTS" | while IFS='|' read -r name input fmt special; do
  [ -n "$name" ] || continue
  src=$(resolve "$input")
  if [ "$special" = repaired ]; then
    # The reference cannot parse invalid UTF-8; its expected output is that
    # of the same step with each bad byte replaced by U+FFFD.
    tmp=$(mktemp)
    "$ROOT/build/sl_gen" --edge --bad-utf8-repaired --nodes 150 --seed 4 \
        -o "$tmp"
    src=$tmp
  fi
  for df in on off; do
    for mem in off on; do
      for ot in schedule gpu all; do
        flags="--op-time $ot"
        cflags="--op-time=$ot"
        [ $df = off ] && flags="$flags --no-dataflow" && cflags="$cflags --no-dataflow"
        [ $mem = on ] && flags="$flags --show-memory" && cflags="$cflags --show-memory"
        g="${name}__df-${df}_mem-${mem}_${ot}.json"
        $REF --format "$fmt" $flags "$src" > "$OUT/$g"
        echo "trace $g $input $cflags" >> "$OUT/MANIFEST"
      done
    done
  done
  for ot in schedule gpu all; do
    g="${name}__maximums_${ot}.jsonl"
    $REF --format "$fmt" --maximums --op-time "$ot" "$src" > "$OUT/$g"
    echo "maxima $g $input --op-time=$ot" >> "$OUT/MANIFEST"
  done
  [ "$special" = repaired ] && rm -f "$src"
done
# A step log (tests/data/gen_log3_gpu.delimited.pb, sl_gen --nodes 40 --gpu
# --seed 11 --steps 3 --format delimited): the reference converts each step
# alone, which is what --steps=K must give; its maximums are one line per
# step.
log_goldens() {
  src=$ROOT/tests/data/gen_log3_gpu.delimited.pb
  for mem in off on; do
    flags=""
    [ $mem = on ] && flags="--show-memory"
    $REF --format delimited $flags "$src" > "$OUT/.log_steps"
    k=0
    while read -r line; do
      g="gen_log3_step${k}__mem-${mem}.json"
      printf "%s\n" "$line" > "$OUT/$g"
      echo "trace $g @data/gen_log3_gpu.delimited.pb --steps=$k $flags" \
          >> "$OUT/MANIFEST"
      k=$((k + 1))
    done < "$OUT/.log_steps"
    rm -f "$OUT/.log_steps"
  done
  $REF --format delimited --maximums "$src" > "$OUT/gen_log3__maximums.jsonl"
  echo "maxima gen_log3__maximums.jsonl @data/gen_log3_gpu.delimited.pb" \
      >> "$OUT/MANIFEST"
}
log_goldens

# --devices=REGEX must give what the reference gives for the same step
# with the other devices removed from the file.
devices_goldens() {
  src=$ROOT/tests/data/gen_edge_gpu.runmeta.pb
  n=0
  for rx in 'CPU|stream:all' 'GPU:0(/stream:1[45])?$'; do
    n=$((n + 1))
    tmp=$(mktemp)
    /usr/bin/python3 - "$SHARED/reference/py" "$src" "$tmp" "$rx" <<'PY'
import re, sys
sys.path.insert(0, sys.argv[1])
import tf_trace_pb2 as pb
rm = pb.RunMetadata()
rm.ParseFromString(open(sys.argv[2], 'rb').read())
keep = [d for d in rm.step_stats.dev_stats if re.search(sys.argv[4], d.device)]
del rm.step_stats.dev_stats[:]
rm.step_stats.dev_stats.extend(keep)
open(sys.argv[3], 'wb').write(rm.SerializeToString())
PY
    for mem in off on; do
      for ot in schedule all; do
        flags="--op-time $ot"
        [ $mem = on ] && flags="$flags --show-memory"
        g="gen_edge_gpu_devices${n}__mem-${mem}_${ot}.json"
        $REF --format runmeta $flags "$tmp" > "$OUT/$g"
        echo "trace $g @data/gen_edge_gpu.runmeta.pb --devices=$rx $(echo "$flags" | sed 's/--op-time /--op-time=/')" \
            >> "$OUT/MANIFEST"
      done
    done
    rm -f "$tmp"
  done
}
devices_goldens

echo "goldens: $(wc -l < "$OUT/MANIFEST") in $OUT"
