#!/bin/sh
# The command-line checks on ../shared's real TensorFlow files: damage,
# formats it must refuse, valid JSON, the reference's mem --json line, and
# stats and mem agreeing with convert.  Skipped (exit 77) when ../shared is
# not beside the repository.
#   cli-real.sh STEPLINE TRACECMP SHARED
SL=$1 CMP=$2 SHARED=$3
RT=$SHARED/real-traces
if [ ! -d "$RT" ]; then
  echo "skipped: $RT absent"
  exit 77
fi
. "$(dirname "$0")/lib.sh"

FD=$RT/yaroslavvb_dynamic_stitch_gpu_profile.runmeta.pb
GC=$RT/gradckpt_simple_stepstats.stepstats.pb
TB=$RT/tensorboard_end_2_end.tfevents

# Cut anywhere, a real step is one clear error line.
expect_cuts_refused runmeta "$FD" 0 1 2 3 10 100 1000 4000 20000 22586
expect_cuts_refused stepstats "$GC" 1 2 50 500 3000 3647
# Formats that are not (yet) inputs: one clear line, not garbage.
expect_error_line "text input" "$RT/gradckpt_simple_stepstats.pbtxt" "$SL" convert "$RT/gradckpt_simple_stepstats.pbtxt"

# The summary reports of the real GPU step count its copies as the op
# summary does (its memcpy device, not the streams' copies of them).
expect_summary_agrees "$FD"

# Every real sample converts to valid JSON, pretty or not.
for f in "$RT"/*.runmeta.pb "$RT"/*.stepstats.pb; do
  for p in "" --pretty; do
    "$SL" convert --show-memory $p "$f" > "$T/v.json" && "$CMP" valid "$T/v.json" > /dev/null \
      && ok || bad "invalid JSON for $f $p"
  done
done

# mem --json: the exact line format of the reference (json.dumps
# separators, keys timestamp, num_bytes, tensors) and its figures.
"$SL" mem --json "$RT/yaroslavvb_akaitsuki_feed_dict.runmeta.pb" > "$T/m.jsonl"
printf '%s\n' '{"cpu": {"timestamp": 1489437692909144, "num_bytes": 8, "tensors": ["mul", "mul/y"]}}' > "$T/want.jsonl"
cmp -s "$T/m.jsonl" "$T/want.jsonl" && ok || bad "mem --json format: $(cat "$T/m.jsonl")"

# A TensorBoard events file without run metadata: no steps to convert or
# report (one error), an empty listing (no error).
expect_error_line "no steps" "$TB" "$SL" convert "$TB"
expect_error_line "mem of a log without steps" "$TB" "$SL" mem "$TB"
expect_rc 0 "steps of a log without steps" "$SL" steps "$TB"
[ "$(wc -l < "$T/out")" = 1 ] && grep -q "index" "$T/out" && ok || bad "steps without steps: $(cat "$T/out")"

# stats and mem agree with convert and mem --json on every real sample.
for f in "$RT"/*.runmeta.pb "$RT"/*.stepstats.pb; do
  expect_stats_agree "$f"
done
for f in "$RT"/*.runmeta.pb "$RT"/*.stepstats.pb "$RT/DERIVED_events.out.tfevents.dynamic_stitch_gpu"; do
  expect_reports_agree "$f"
done
finish
