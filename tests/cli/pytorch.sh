#!/bin/sh
# PyTorch profiler traces (../shared/pytorch-samples) through Perfetto's
# own importer, trace_processor, as ui.perfetto.dev would open them:
#   - the JSON and the .pftrace import clean (no error or data-loss stat,
#     nothing spilled to an overlap error track) as the same slices and
#     the same flows between the same slices;
#   - as many flows as the input's own import binds (every slice and
#     instant being there is test-tracejson's);
#   - ../shared/perfetto/pftrace_check.py passes the .pftrace;
#   - a pipe and gzip give the trace a file gives;
#   - --steps keeps the slices steps_select.py counts, in both formats;
#     --split from a pipe writes what --steps=K writes;
#   - a GPU's process is labelled with its device's name and the rank;
#   - mem --per-step gives the peaks mem_steps.py computes;
#   - a tensorboard_trace_handler directory of two ranks converts to one
#     clean trace with each rank's slices and flows (the first rank's
#     steps on the Steps track).
# Without ../shared or trace_processor, the checks are skipped.
#   pytorch.sh STEPLINE SHARED
SL=$1 SHARED=$2
. "$(dirname "$0")/lib.sh"
S=$SHARED/pytorch-samples
PY=/usr/bin/python3; [ -x "$PY" ] || PY=$(command -v python3)
if [ ! -d "$S" ] || ! tp_ok; then
  echo "skipped: needs $S and trace_processor"
  exit 0
fi
checker=1
"$PY" -c "import google.protobuf" 2> /dev/null || checker=0
count() { tp "$1" "$2" | tr -d '"'; }
for f in "$S"/*.json "$S"/*.json.gz; do
  [ "$f" = "$S/FACTS.json" ] && continue
  n=$(basename "$f")
  "$SL" convert -q "$f" -o "$T/t.json" 2> "$T/err" || { bad "$n: convert: $(cat "$T/err")"; continue; }
  "$SL" convert -q "$f" -o "$T/t.pftrace" 2> "$T/err" || { bad "$n: convert to .pftrace: $(cat "$T/err")"; continue; }
  tp_clean "$n (JSON)" "$T/t.json"
  tp_clean "$n (.pftrace)" "$T/t.pftrace"
  spilled=$(count "$T/t.json" "select count(*) from slice s join track t on s.track_id = t.id where t.type = 'thread_overlapping_slice'")
  [ "$spilled" = 0 ] && ok || bad "$n: $spilled slices of the JSON spilled"
  # The JSON counts from the trace's base (baseTimeNanoseconds), the
  # .pftrace from the epoch: times are compared from the first slice.
  # (A thread the input does not name is named by its tid in the .pftrace.)
  q="select s.ts - (select min(ts) from slice), s.dur, s.name, coalesce(t.name, cast(t.tid as text), ''), coalesce(p.name, '') from slice s left join thread_track tt on s.track_id = tt.id left join thread t using (utid) left join process p using (upid) order by 1, 2, 3, 4, 5"
  tp "$T/t.json" "$q" > "$T/sa"; tp "$T/t.pftrace" "$q" > "$T/sb"
  [ -s "$T/sa" ] && cmp -s "$T/sa" "$T/sb" && ok || { bad "$n: the JSON's and the .pftrace's slices differ"; diff "$T/sa" "$T/sb" | head -4; }
  q="select so.ts - (select min(ts) from slice), so.name, si.ts - (select min(ts) from slice), si.name from flow f join slice so on so.id = f.slice_out join slice si on si.id = f.slice_in order by 1, 2, 3, 4"
  tp "$T/t.json" "$q" > "$T/sa"; tp "$T/t.pftrace" "$q" > "$T/sb"
  cmp -s "$T/sa" "$T/sb" && ok || { bad "$n: the JSON's and the .pftrace's flows differ"; diff "$T/sa" "$T/sb" | head -4; }
  q="select count(*) from flow"
  want=$(count "$f" "$q") got=$(count "$T/t.json" "$q")
  [ "$want" = "$got" ] && ok || bad "$n: $got flows in the JSON, $want bound in the input"
  if [ "$checker" = 1 ]; then
    "$PY" "$SHARED/perfetto/pftrace_check.py" --quiet "$T/t.pftrace" > "$T/chk" 2>&1 && ok || { bad "$n: pftrace_check"; tail -3 "$T/chk"; }
  fi
done
# One trace whatever the bytes arrive as.
f=$S/kineto_amd_mi250_rocm6_minitoy.json.gz
"$SL" convert -q "$f" > "$T/a.json" &&
  zcat "$f" | "$SL" convert -q --input-format=json - > "$T/b.json" &&
  cmp -s "$T/a.json" "$T/b.json" && ok || bad "a pipe gives another trace than the gzip file"
# One step of a trace: the slices of its window, by launch for device work.
f=$S/kineto_v100_ns_resolution_rank-0.Apr_03_18_51_38.1102.pt.trace.json.gz
want=$("$PY" "$(dirname "$0")/steps_select.py" "$f" 1)
for o in t.json t.pftrace; do
  "$SL" convert -q --steps=1 "$f" -o "$T/$o" 2> /dev/null || bad "--steps=1 to $o"
  tp_clean "--steps=1 ($o)" "$T/$o"
  # Less the step's own slice on the Steps track.
  got=$(count "$T/$o" "select count(*) - 1 from slice where dur > 0")
  [ "$want" = "$got" ] && ok || bad "--steps=1 to $o: $got slices, $want in the window"
done
zcat "$f" | "$SL" convert -q --split --steps=0,last --input-format=json - -o "$T/sp-%d.json" 2> /dev/null &&
  "$SL" convert -q --steps=4 "$f" -o "$T/s4.json" 2> /dev/null &&
  cmp -s "$T/sp-4.json" "$T/s4.json" && [ -s "$T/sp-0.json" ] && [ ! -e "$T/sp-1.json" ] &&
  ok || bad "--split from a pipe: not what --steps=K writes"
# Kineto's metadata as process labels in the .pftrace.
f=$S/kineto_a100_nccl_data.json.gz
"$SL" convert -q "$f" -o "$T/l.pftrace" 2> /dev/null || bad "convert $f"
got=$(count "$T/l.pftrace" "select group_concat(display_value, '|') from (select display_value from args where key like 'chrome.process_label%' and arg_set_id = (select arg_set_id from args where display_value = 'GPU 0') order by key)")
[ "$got" = "GPU 0|NVIDIA A100-PG509-200|rank 0 of 2" ] && ok || bad "GPU 0's labels: $got"
# Each step's memory peaks.
f=$S/kineto_v100_memory_df_index_resolver.json.gz
"$SL" mem --per-step --json "$f" > "$T/m.json" 2> /dev/null || bad "mem --per-step"
"$PY" "$(dirname "$0")/mem_steps.py" "$f" > "$T/mw"
"$PY" "$(dirname "$0")/mem_steps.py" "$f" "$T/m.json" > "$T/mg"
[ -s "$T/mw" ] && cmp -s "$T/mw" "$T/mg" && ok || { bad "mem --per-step: not the peaks of mem_steps.py"; diff "$T/mw" "$T/mg" | head -4; }
# Two ranks from their directory: the slices and flows of both.
mkdir -p "$T/tb"
cp "$S/kineto_a100_nccl_data.json.gz" "$T/tb/w0.1.pt.trace.json.gz"
cp "$S/kineto_v100_ns_resolution_rank-0.Apr_03_18_51_38.1102.pt.trace.json.gz" "$T/tb/w1.1.pt.trace.json.gz"
q="select (select count(*) from slice) || ' ' || (select count(*) from flow)"
for o in json pftrace; do
  "$SL" convert -q "$T/tb" -o "$T/tb.$o" 2> /dev/null || bad "convert a directory to .$o"
  tp_clean "a directory (.$o)" "$T/tb.$o"
  "$SL" convert -q "$T/tb/w0.1.pt.trace.json.gz" -o "$T/w0.$o" 2> /dev/null
  "$SL" convert -q "$T/tb/w1.1.pt.trace.json.gz" -o "$T/w1.$o" 2> /dev/null
  got=$(count "$T/tb.$o" "$q")
  # The first rank's steps are the trace's Steps track.
  q1="select (select count(*) from slice s left join thread_track tt on s.track_id = tt.id left join thread using (utid) left join process p using (upid) where coalesce(p.name, '') != 'Steps') || ' ' || (select count(*) from flow)"
  want=$(printf '%s\n%s\n' "$(count "$T/w0.$o" "$q")" "$(count "$T/w1.$o" "$q1")" | awk '{s += $1; f += $2} END {print s " " f}')
  [ "$got" = "$want" ] && ok || bad "a directory to .$o: $got slices and flows, $want in its files"
done
finish
