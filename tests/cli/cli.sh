#!/bin/sh
# Command-line behaviour: usage and exit codes, options before or after the
# input, stdin, atomic -o, and one clear error line for bad input.
# Its inputs are generated or in tests/data; cli-real.sh runs the checks
# that need ../shared's real traces.
#   cli.sh STEPLINE TRACECMP SL_GEN ROOT
SL=$1 CMP=$2 GEN=$3 ROOT=$4
. "$(dirname "$0")/lib.sh"

# A RunMetadata of a GPU step and a StepStats of a CPU one.
FD=$ROOT/tests/data/gen_small_gpu.runmeta.pb
GC=$ROOT/tests/data/gen_edge_cpu.stepstats.pb

expect_rc 0 "--help" "$SL" --help
grep -q convert "$T/out" && ok || bad "--help lists no commands"
expect_rc 0 "convert --help" "$SL" convert --help
grep -q -- "--op-time" "$T/out" && ok || bad "convert --help lacks options"
expect_rc 0 "mem --help" "$SL" mem --help
expect_rc 0 "--version" "$SL" --version
grep -q "stepline [0-9]" "$T/out" && ok || bad "--version prints no version"
expect_rc 2 "no command" "$SL"
expect_rc 2 "unknown command" "$SL" frobnicate x
expect_rc 2 "bad op-time" "$SL" convert --op-time=never "$FD"
expect_rc 2 "bad input-format" "$SL" convert --input-format=xml "$FD"
expect_rc 2 "missing input" "$SL" convert
expect_rc 2 "bad --steps" "$SL" convert --steps=3-1 "$FD"
expect_rc 2 "unknown option" "$SL" convert --nope "$FD"

# Options after the input (GNU style) give the same output; --threads=1
# output is byte-for-byte reproducible.
"$SL" convert --threads=1 --no-dataflow --show-memory "$GC" > "$T/a.json"
"$SL" convert "$GC" --show-memory --no-dataflow --threads=1 > "$T/b.json"
cmp -s "$T/a.json" "$T/b.json" && ok || bad "option order changes output"
# stdin, from a pipe and from a redirected file.
cat "$GC" | "$SL" convert --threads=1 --no-dataflow --show-memory - > "$T/c.json"
cmp -s "$T/a.json" "$T/c.json" && ok || bad "stdin pipe differs"
"$SL" convert --threads=1 --no-dataflow --show-memory - < "$GC" > "$T/c.json"
cmp -s "$T/a.json" "$T/c.json" && ok || bad "stdin file differs"
expect_rc 2 "bad threads" "$SL" convert --threads=3 "$GC"
# A step of several MiB through a pipe is held in memory and handed to the
# passes in 1 MiB slices, so some nodes lie across two slices (the walker
# copies those): the dataflow digest must place their input names in the
# held bytes all the same.  The trace and the memory figures equal the
# ones read from the file.
"$GEN" --nodes 20000 --gpu --seed 7 --format runmeta -o "$T/big.pb"
"$SL" convert --show-memory "$T/big.pb" > "$T/big-file.json"
cat "$T/big.pb" | "$SL" convert --show-memory - > "$T/big-pipe.json"
"$CMP" trace "$T/big-file.json" "$T/big-pipe.json" > "$T/cmp" \
  && ok || { bad "pipe of a big step differs: $(tail -3 "$T/cmp")"; }
"$SL" mem --json "$T/big.pb" > "$T/big-file.mem"
cat "$T/big.pb" | "$SL" mem --json - > "$T/big-pipe.mem"
cmp -s "$T/big-file.mem" "$T/big-pipe.mem" && ok || bad "mem of a big step differs through a pipe"
# Explicit formats that fit work; ones that do not are one clear line.
expect_rc 0 "explicit runmeta" "$SL" convert --input-format=runmeta "$FD"
expect_rc 0 "explicit stepstats" "$SL" convert --input-format=stepstats "$GC"
expect_error_line "runmeta read as stepstats" "$FD" "$SL" convert --input-format=stepstats "$FD"
expect_error_line "stepstats read as runmeta" "$GC" "$SL" convert --input-format=runmeta "$GC"

# -o: written atomically; a failed run leaves the old file and no temp.
"$SL" convert -o "$T/out.json" "$FD" && ok || bad "-o failed"
"$CMP" valid "$T/out.json" > /dev/null && ok || bad "-o output invalid"
cp "$T/out.json" "$T/keep.json"
head -c 5000 "$FD" > "$T/trunc.pb"
expect_error_line "truncated with -o" "$T/trunc.pb" "$SL" convert -o "$T/out.json" "$T/trunc.pb"
cmp -s "$T/out.json" "$T/keep.json" && ok || bad "failed run changed the old output"
[ -z "$(ls -A "$T" | grep '^\.out\.json\.')" ] && ok || bad "temp file left behind"
expect_error_line "truncated, new -o" "$T/trunc.pb" "$SL" convert -o "$T/new.json" "$T/trunc.pb"
[ ! -e "$T/new.json" ] && ok || bad "half-written output left"

# -o makes a new file as any program would: 0666 less the umask
# (regression: 0644 whatever the umask, from a fixed chmod of the temp).
( umask 022; "$SL" convert -o "$T/u022.json" "$FD" ) && [ "$(stat -c %a "$T/u022.json")" = 644 ] \
  && ok || bad "-o under umask 022: $(stat -c %a "$T/u022.json")"
( umask 077; "$SL" convert -o "$T/u077.json" "$FD" ) && [ "$(stat -c %a "$T/u077.json")" = 600 ] \
  && ok || bad "-o under umask 077: $(stat -c %a "$T/u077.json")"

# -o to something that is not a regular file is written in place, never
# replaced by a rename (regression: `-o /dev/null` once turned /dev/null
# into a regular file).  A FIFO takes the same path as a device.
mkfifo "$T/fifo"
# The reader gives up after a while so that a regression fails, not hangs.
timeout 30 cat "$T/fifo" > "$T/from_fifo" &
reader=$!
"$SL" convert --threads=1 -o "$T/fifo" "$FD" && ok || bad "-o FIFO failed"
wait $reader || true
[ -p "$T/fifo" ] && ok || bad "-o replaced the FIFO"
"$SL" convert --threads=1 "$FD" > "$T/direct.json"
cmp -s "$T/from_fifo" "$T/direct.json" && ok || bad "-o FIFO: other bytes than stdout"
# -o through a symbolic link replaces the file it points to, not the link.
echo old > "$T/target.json"
ln -s target.json "$T/link.json"
"$SL" convert -o "$T/link.json" "$FD" && ok || bad "-o symlink failed"
[ -L "$T/link.json" ] && ok || bad "-o replaced the symlink"
"$CMP" valid "$T/target.json" > /dev/null && ok || bad "-o symlink: target not written"

# Bad input of many kinds: exit 1 and exactly one line with an offset.
FDN=$(wc -c < "$FD") GCN=$(wc -c < "$GC")
expect_cuts_refused runmeta "$FD" 0 1 2 3 10 100 1000 4000 20000 $((FDN - 1))
expect_cuts_refused stepstats "$GC" 1 2 50 500 3000 $((GCN - 1))
# A step cut inside a node names that node: the 19th of device 0 starts
# at byte 2967 and runs past 3000 (regression: named node 19, one past).
head -c 3000 "$ROOT/tests/data/gen_edge_gpu.runmeta.pb" > "$T/cutnode.pb"
expect_error_line "cut inside a node" "$T/cutnode.pb" "$SL" convert --threads=1 "$T/cutnode.pb"
grep -q "at byte 3000 (device 0, node 18)" "$T/err" && grep -q "starts at byte 2967" "$T/err" \
  && ok || bad "cut inside a node: $(cat "$T/err")"
expect_error_line "missing file" "$T/none.pb" "$SL" convert "$T/none.pb"
expect_error_line "directory" "$T" "$SL" convert "$T"
# A hostile length: a device claiming 2^62 bytes.
printf '\012\200\200\200\200\200\200\200\200\100' > "$T/huge.pb"
expect_error_line "huge length" "$T/huge.pb" "$SL" convert "$T/huge.pb"
# A corrupt node inside a well-formed step names device and node.
printf '\012\013\012\002/x\022\005\072\003\377\377\377' > "$T/node.pb"
expect_error_line "corrupt node" "$T/node.pb" "$SL" convert --input-format=stepstats "$T/node.pb"
grep -q "device 0, node 0" "$T/err" && ok || bad "corrupt node: no device/node: $(cat "$T/err")"
# Empty input is an empty step: a trace with only the Allocators process.
: > "$T/empty.pb"
expect_rc 0 "empty input" "$SL" convert "$T/empty.pb"
grep -q '"Allocators"' "$T/out" && ok || bad "empty input: no Allocators"

# A sample converts to valid JSON, pretty or not.
for p in "" --pretty; do
  "$SL" convert --show-memory $p "$FD" > "$T/v.json" && "$CMP" valid "$T/v.json" > /dev/null \
    && ok || bad "invalid JSON for $FD $p"
done
# Invalid UTF-8 in names still gives valid JSON.
"$SL" convert --show-memory "$ROOT/tests/data/gen_bad_utf8.runmeta.pb" > "$T/u.json" \
  && "$CMP" valid "$T/u.json" > /dev/null && ok || bad "invalid UTF-8 made invalid JSON"

# mem: readable table and JSON lines.
expect_rc 0 "mem table" "$SL" mem "$GC"
grep -q "cpu" "$T/out" && grep -q "MiB" "$T/out" && ok || bad "mem table: $(cat "$T/out")"

# Two threads write the same events as one, in every option combination,
# on a step large enough for both threads to interleave many chunks.
"$GEN" --nodes 20000 --gpu --edge -o "$T/big.pb"
for o in "" "--show-memory" "--no-dataflow --op-time=all" "--pretty --op-time=gpu"; do
  "$SL" convert --threads=1 $o "$T/big.pb" > "$T/t1.json"
  "$SL" convert --threads=2 $o "$T/big.pb" > "$T/t2.json"
  "$CMP" trace "$T/t1.json" "$T/t2.json" > /dev/null && ok || bad "threads differ: $o"
  "$SL" convert --threads=1 $o "$T/big.pb" > "$T/t3.json"
  cmp -s "$T/t1.json" "$T/t3.json" && ok || bad "--threads=1 not reproducible: $o"
done

# A closed pipe is an error, not a crash (exit 1, one line).
( "$SL" convert --show-memory "$T/big.pb" 2> "$T/err"; echo $? > "$T/rc" ) | head -c 100 > /dev/null
[ "$(cat "$T/rc")" = 1 ] && [ "$(wc -l < "$T/err")" = 1 ] && ok || bad "EPIPE: rc $(cat "$T/rc"): $(cat "$T/err")"

# Step logs: the same 4 steps as a delimited log, TF1 and TF2 events files,
# gzipped and through a pipe, all read alike.
"$GEN" --nodes 40 --gpu --seed 5 --steps 4 --format delimited -o "$T/log.pb"
"$GEN" --nodes 40 --gpu --seed 5 --steps 4 --format tfevents -o "$T/log1.ev"
"$GEN" --nodes 40 --gpu --seed 5 --steps 4 --format tfevents2 -o "$T/log2.ev"
gzip -c "$T/log.pb" > "$T/log.pb.gz"
gzip -c "$T/log1.ev" > "$T/log1.ev.gz"
for f in log.pb log1.ev log2.ev log.pb.gz log1.ev.gz; do
  [ "$("$SL" steps --json "$T/$f" | wc -l)" = 4 ] && ok || bad "steps $f"
  "$SL" convert --show-memory --steps=2 "$T/$f" > "$T/s2_$f.json" && ok || bad "convert --steps=2 $f"
  "$CMP" trace "$T/s2_log.pb.json" "$T/s2_$f.json" > /dev/null && ok || bad "step 2 of $f differs"
  "$SL" convert --show-memory "$T/$f" > "$T/all_$f.json" && ok || bad "convert $f"
  "$CMP" merged "$T/all_$f.json" 4 > /dev/null && ok || bad "merged invariants $f"
done
cat "$T/log1.ev.gz" | "$SL" convert --show-memory --steps=last - > "$T/last.json" && ok || bad "pipe --steps=last"
"$SL" convert --show-memory --steps=3 "$T/log.pb" > "$T/s3.json"
"$CMP" trace "$T/s3.json" "$T/last.json" > /dev/null && ok || bad "last is not step 3"
"$SL" convert --steps=1,3 "$T/log2.ev" > "$T/two.json"
"$CMP" merged "$T/two.json" 2 > /dev/null && ok || bad "--steps=1,3: two steps"
# Several workers: one trace, the devices of each kept apart.
"$SL" convert "$T/log.pb" "$T/log1.ev" > "$T/w2.json" && ok || bad "two workers"
"$CMP" merged "$T/w2.json" 8 > /dev/null && ok || bad "two workers: invariants"
# Damage in a log names the record; --skip-corrupt goes on.
size=$(wc -c < "$T/log1.ev")
head -c $((size - 100)) "$T/log1.ev" > "$T/cut.ev"
expect_error_line "truncated events file" "$T/cut.ev" "$SL" convert "$T/cut.ev"
grep -q "record 8" "$T/err" && ok || bad "truncated events: no record index: $(cat "$T/err")"
"$SL" convert --skip-corrupt "$T/cut.ev" > "$T/skip.json" 2> "$T/warn" && ok || bad "--skip-corrupt failed"
grep -q "warning" "$T/warn" && ok || bad "--skip-corrupt: no warning"
"$CMP" merged "$T/skip.json" 3 > /dev/null && ok || bad "--skip-corrupt: 3 steps"
"$GEN" --nodes 5 --steps 0 --format tfevents -o "$T/nosteps.ev"
expect_error_line "no steps" "$T/nosteps.ev" "$SL" convert "$T/nosteps.ev"

# steps --json is valid JSON whatever the tags hold: bytes that are not
# UTF-8 become U+FFFD (regression: they were written through as they were).
"$GEN" --nodes 10 --steps 2 --format tfevents --tag-prefix "$(printf 'step_\377\376')" -o "$T/badtag.ev"
"$SL" steps --json "$T/badtag.ev" > "$T/badtag.jsonl" && [ "$(wc -l < "$T/badtag.jsonl")" = 2 ] && ok || bad "steps --json of odd tags"
while read -r line; do printf '%s' "$line" > "$T/one.json"; "$CMP" valid "$T/one.json" > /dev/null && ok || bad "steps --json line invalid: $line"; done < "$T/badtag.jsonl"
grep -q "\"tag\": \"step_$(printf '\357\277\275\357\277\275')1\"" "$T/badtag.jsonl" && ok || bad "odd tag not repaired: $(cat "$T/badtag.jsonl")"

# --steps with mem: each step is named by its own index.
"$SL" mem --steps=2 "$T/log2.ev" > "$T/m2.txt" && head -1 "$T/m2.txt" | grep -q "^step 2 (step 2, tag run_metadata)" \
  && ok || bad "mem --steps=2: $(head -1 "$T/m2.txt")"
# A log without steps lists nothing but the header, and is no error.
expect_rc 0 "steps of a log without steps" "$SL" steps "$T/nosteps.ev"
[ "$(wc -l < "$T/out")" = 1 ] && grep -q "index" "$T/out" && ok || bad "steps without steps: $(cat "$T/out")"
# TF2 writes one tag for every step: slices say which step they are; TF1
# tags already do.
grep -q '"name":"run_metadata (step 1)"' "$T/all_log2.ev.json" && ok || bad "TF2 slice names"
grep -q '"name":"step_1"' "$T/all_log1.ev.json" && ok || bad "TF1 slice names"

# --skip-corrupt also skips a step whose record is framed right but whose
# contents are damaged (no CRC in a delimited log): the check comes first,
# so nothing of it is written.
"$GEN" --nodes 40 --gpu --seed 5 --format delimited -o "$T/g1.pb"
printf '\017\012\015\012\013\012\002/x\022\005\072\003\377\377\377' > "$T/badrec"
cat "$T/g1.pb" "$T/badrec" "$T/g1.pb" > "$T/mixed.pb"
expect_error_line "damaged delimited step" "$T/mixed.pb" "$SL" convert "$T/mixed.pb"
grep -q "record 1" "$T/err" && ok || bad "damaged step: no record: $(cat "$T/err")"
"$SL" convert --skip-corrupt "$T/mixed.pb" > "$T/mixed.json" 2> "$T/warn" && ok || bad "--skip-corrupt damaged step failed: $(cat "$T/warn")"
[ "$(grep -c warning "$T/warn")" = 1 ] && ok || bad "damaged step: warnings: $(cat "$T/warn")"
"$CMP" merged "$T/mixed.json" 2 > /dev/null && ok || bad "--skip-corrupt damaged step: 2 steps"
"$SL" mem --json --skip-corrupt "$T/mixed.pb" 2> /dev/null | wc -l | grep -qx 2 && ok || bad "mem --skip-corrupt damaged step"

# Several workers: a worker whose devices name its task is shown by them,
# its devices without a job go under that task, and its steps are a named
# thread of the Steps process; workers that claim the same task fall back
# to their file names.
"$GEN" --nodes 40 --gpu --seed 5 --steps 2 --format delimited --job /job:worker/replica:0/task:0 -o "$T/w0.pb"
"$GEN" --nodes 40 --gpu --seed 6 --steps 2 --format tfevents --job /job:worker/replica:0/task:1 -o "$T/w1.ev"
"$SL" convert "$T/w0.pb" "$T/w1.ev" > "$T/w.json" && ok || bad "two named workers"
"$CMP" merged "$T/w.json" 4 > /dev/null && ok || bad "two named workers: invariants"
grep -q '"name":"/job:worker/replica:0/task:1/device:GPU:0/stream:all Compute"' "$T/w.json" && ok || bad "worker task not put before a tracer device"
grep -q '"name":"/job:worker/replica:0/task:0/device:CPU:0 Compute"' "$T/w.json" && ok || bad "worker device renamed"
grep -q 'w0.pb:' "$T/w.json" && bad "file name used for a named worker" || ok
grep -q '"name":"thread_name","ph":"M","pid":[0-9]*,"tid":[0-9]*,"args":{"name":"/job:worker/replica:0/task:1"}' "$T/w.json" && ok || bad "Steps thread of worker 1"
"$SL" convert "$T/w0.pb" "$T/w0.pb" > "$T/ww.json" && grep -q '"name":"w0.pb#2:/job:worker/replica:0/task:0/device:CPU:0 Compute"' "$T/ww.json" \
  && ok || bad "the same worker twice"
expect_rc 2 "--split with two inputs" "$SL" convert --split -o "$T/s-%d.json" "$T/w0.pb" "$T/w1.ev"
# A worker's path longer than a table's line is named whole.
long="$T/$(printf 'd%.0s' $(seq 1 200))/$(printf 'e%.0s' $(seq 1 200))/$(printf 'f%.0s' $(seq 1 200))"
mkdir -p "$long" && cp "$T/w0.pb" "$long/w0.pb" &&
  "$SL" steps "$long/w0.pb" "$T/w1.ev" > "$T/long" &&
  [ "$(grep -c "  $long/w0.pb\$" "$T/long")" -gt 0 ] && ok ||
  bad "steps of a worker with a long path: $(head -3 "$T/long" | cut -c1-200)"
# The reports of two workers are one run: stats adds their ops up, steps
# and mem list each worker's steps in turn, named (what each gives alone).
for c in "stats --format=json" "steps --json" "mem --json" "mem --format=json"; do
  # shellcheck disable=SC2086
  "$SL" $c "$T/w0.pb" > "$T/r0" && "$SL" $c "$T/w1.ev" > "$T/r1" &&
    "$SL" $c "$T/w0.pb" "$T/w1.ev" > "$T/r01" || { bad "$c of two workers"; continue; }
  python3 - "$c" "$T/r0" "$T/r1" "$T/r01" "$T/w0.pb" "$T/w1.ev" > "$T/out" 2>&1 <<'PYEOF' && ok || bad "$c of two workers: $(cat "$T/out")"
import json, sys
c, a, b, ab, na, nb = sys.argv[1:]
def docs(p):
    return [json.loads(l) for l in open(p) if l.strip()]
A, B, AB = docs(a), docs(b), docs(ab)
if c.startswith("stats"):
    calls = lambda d: sorted((r["name"], r["calls"], r["kernels"], r["host_total_us"]) for r in d["rows"])
    both = {}
    for d in (A[0], B[0]):
        for r in d["rows"]:
            x = both.setdefault(r["name"], [0, 0, 0])
            x[0] += r["calls"]; x[1] += r["kernels"]; x[2] += r["host_total_us"]
    assert sorted((k, *v) for k, v in both.items()) == calls(AB[0]), "rows"
    assert AB[0]["steps"] == A[0]["steps"] + B[0]["steps"]
elif c.startswith("steps") or c == "mem --json":
    key = "maxima" if c.startswith("mem") else None
    want = [dict(d, input=na) if key is None else {"input": na, "maxima": d} for d in A] + \
           [dict(d, input=nb) if key is None else {"input": nb, "maxima": d} for d in B]
    assert AB == want, (AB[:1], want[:1])
else:
    steps = [dict(s, input=na) for s in A[0]["steps"]] + [dict(s, input=nb) for s in B[0]["steps"]]
    assert AB[0]["steps"] == steps
PYEOF
done

# --split: one file per step, each exactly the single-step trace.
"$SL" convert --threads=1 --show-memory --split -o "$T/split-%03d.json" "$T/log1.ev" && ok || bad "--split failed"
for k in 0 1 2 3; do
  "$SL" convert --threads=1 --show-memory --steps=$k "$T/log1.ev" > "$T/one.json"
  cmp -s "$T/one.json" "$T/split-00$k.json" && ok || bad "--split file $k differs from --steps=$k"
done
[ "$(ls "$T" | grep -c '^split-')" = 4 ] && ok || bad "--split: $(ls "$T" | grep -c '^split-') files"
"$SL" convert --split --steps=1,3 -o "$T/sel_%d_of.json" "$T/log.pb" && [ -f "$T/sel_1_of.json" ] && [ -f "$T/sel_3_of.json" ] \
  && [ ! -e "$T/sel_0_of.json" ] && ok || bad "--split --steps=1,3"
# A damaged step stops the run: the steps before it are complete files,
# nothing of it (or a temporary file) is left.
cat "$T/g1.pb" "$T/g1.pb" "$T/badrec" "$T/g1.pb" > "$T/mixed2.pb"
mkdir "$T/sd"
expect_error_line "--split, damaged step" "$T/mixed2.pb" "$SL" convert --split -o "$T/sd/t%d.json" "$T/mixed2.pb"
[ "$(ls -A "$T/sd" | tr '\n' ' ')" = "t0.json t1.json " ] && ok || bad "--split after damage: $(ls -A "$T/sd")"
"$CMP" valid "$T/sd/t1.json" > /dev/null && ok || bad "--split: file before the damage invalid"
expect_rc 2 "--split without -o" "$SL" convert --split "$T/log.pb"
expect_rc 2 "--split without a number" "$SL" convert --split -o "$T/x.json" "$T/log.pb"
expect_rc 2 "--split with two numbers" "$SL" convert --split -o "$T/%d-%d.json" "$T/log.pb"

# --min-duration: the same events less the short ops and the arrows that
# touch them (in timeline.py's layout, where an arrow leaves its producer's
# end); --devices: only the devices it names (the parity tests check it
# against the reference on one step; here, on a merged log).
"$GEN" --nodes 3000 --gpu --edge --seed 3 -o "$T/e.pb"
for o in "" --show-memory; do
  "$SL" convert --timeline-compat --threads=1 $o "$T/e.pb" > "$T/full.json"
  for us in 20 100; do
    "$SL" convert --timeline-compat $o --min-duration=$us "$T/e.pb" > "$T/md.json"
    "$CMP" mindur "$T/full.json" "$T/md.json" $us > /dev/null && ok || bad "--min-duration=$us $o"
  done
done
expect_rc 2 "bad --min-duration" "$SL" convert --min-duration=-5 "$T/e.pb"
expect_rc 2 "bad --devices" "$SL" convert --devices='a[' "$T/e.pb"
"$SL" convert --devices='CPU' "$T/log.pb" > "$T/cpu.json" && "$CMP" merged "$T/cpu.json" 4 > /dev/null && ok || bad "--devices on a log"
grep -o '"process_name","ph":"M","pid":[0-9]*,"args":{"name":"[^"]*"' "$T/cpu.json" | grep -v -e Allocators -e Steps -e 'CPU:0' \
  && bad "--devices kept another device" || ok

# Progress on a terminal (script(1) gives the run one), after half a
# second: not without a terminal, not with --quiet.
script -qec "sh -c '{ cat \"$T/g1.pb\"; sleep 1; cat \"$T/g1.pb\" \"$T/g1.pb\"; } | \"$SL\" convert -o \"$T/p.json\" -'" /dev/null > "$T/tty.txt" 2>&1
grep -q "read, [0-9]* step" "$T/tty.txt" && ok || bad "no progress line on a terminal: $(cat -v "$T/tty.txt")"
"$CMP" merged "$T/p.json" 3 > /dev/null && ok || bad "progress run output"
script -qec "sh -c '{ cat \"$T/g1.pb\"; sleep 1; cat \"$T/g1.pb\"; } | \"$SL\" convert --quiet -o \"$T/p.json\" -'" /dev/null > "$T/tty.txt" 2>&1
[ ! -s "$T/tty.txt" ] && ok || bad "--quiet printed: $(cat -v "$T/tty.txt")"
{ cat "$T/g1.pb"; sleep 1; cat "$T/g1.pb"; } | "$SL" convert -o "$T/p.json" - 2> "$T/err"
[ ! -s "$T/err" ] && ok || bad "progress without a terminal: $(cat -v "$T/err")"

# Past what chrome://tracing loads (1M events here), one note says so with
# the figures and what helps; --quiet drops it; the output is unchanged.
"$GEN" --nodes 4000 --gpu --seed 9 --format delimited -o "$T/s4k.pb"
i=0; while [ $i -lt 70 ]; do cat "$T/s4k.pb"; i=$((i + 1)); done > "$T/big.log"
"$SL" convert "$T/big.log" > /dev/null 2> "$T/err" && ok || bad "big log failed"
[ "$(wc -l < "$T/err")" = 1 ] && grep -q "note: the trace holds [0-9]* events" "$T/err" && grep -q -- "--split" "$T/err" \
  && grep -q -- "--format=perfetto, or -o trace.pftrace" "$T/err" \
  && ok || bad "no viewer note: $(cat "$T/err")"
"$SL" convert -q "$T/big.log" > /dev/null 2> "$T/err"
[ ! -s "$T/err" ] && ok || bad "--quiet kept the note"
"$SL" convert --steps=0-3 "$T/big.log" > /dev/null 2> "$T/err"
[ ! -s "$T/err" ] && ok || bad "note on a small trace: $(cat "$T/err")"

# Output that cannot be written is one line naming the output, exit 1.
expect_rc 1 "-o /dev/full" "$SL" convert -o /dev/full "$FD"
[ "$(wc -l < "$T/err")" = 1 ] && grep -q "/dev/full: cannot write the output" "$T/err" && ok || bad "/dev/full: $(cat "$T/err")"
"$SL" convert "$FD" > /dev/full 2> "$T/err"; rc=$?
[ "$rc" = 1 ] && grep -q "<stdout>: cannot write the output" "$T/err" && ok || bad "stdout full: rc $rc $(cat "$T/err")"
# SIGINT while -o is being written: the temporary goes, the old file stays.
echo old > "$T/keep2.json"
mkfifo "$T/slowin"
"$SL" convert -o "$T/keep2.json" "$T/slowin" 2> /dev/null &
pid=$!
{ cat "$T/g1.pb"; sleep 2; } > "$T/slowin" &
writer=$!
sleep 0.5
kill -INT $pid
wait $pid; rc=$?
kill $writer 2> /dev/null; wait $writer 2> /dev/null
[ "$rc" -gt 128 ] && ok || bad "SIGINT: exit $rc"
[ "$(cat "$T/keep2.json")" = old ] && ok || bad "SIGINT changed the old output"
[ -z "$(ls -A "$T" | grep '^\.keep2\.json\.')" ] && ok || bad "SIGINT left a temporary file"
# The same for mem's -o and --plot together: neither temporary stays
# (regression: the plot's was not removed).
mkfifo "$T/slowin2"
mkdir "$T/pl"
"$SL" mem -o "$T/pl/m.txt" --plot="$T/pl/p.svg" "$T/slowin2" 2> /dev/null &
pid=$!
{ cat "$T/g1.pb"; sleep 2; } > "$T/slowin2" &
writer=$!
sleep 0.5
kill -INT $pid
wait $pid; rc=$?
kill $writer 2> /dev/null; wait $writer 2> /dev/null
[ "$rc" -gt 128 ] && ok || bad "SIGINT mem: exit $rc"
[ -z "$(ls -A "$T/pl")" ] && ok || bad "SIGINT mem left: $(ls -A "$T/pl")"
# NUL bytes in names survive as \u0000; the JSON is valid.
printf '\012\017\012\002/x\022\011\012\003a\000b\020\001\050\002' > "$T/nul.pb"
"$SL" convert --input-format=stepstats "$T/nul.pb" > "$T/nul.json" && grep -q '"name":"a\\u0000b"' "$T/nul.json" \
  && "$CMP" valid "$T/nul.json" > /dev/null && ok || bad "NUL in a name: $(cat "$T/nul.json")"
# A record of a file longer than --max-record is read in place; from a
# pipe it would be held, and is refused.
"$SL" convert --max-record=10K "$T/g1.pb" > /dev/null && ok || bad "--max-record applied to a file read in place"
cat "$T/g1.pb" | "$SL" convert --max-record=10K - > /dev/null 2> "$T/err"; rc=$?
[ "$rc" = 1 ] && grep -q "more than the limit" "$T/err" && ok || bad "--max-record from a pipe: rc $rc $(cat "$T/err")"

# stats: its totals are those of convert's X events for the same steps.
for f in "$ROOT/tests/data/gen_edge_gpu.runmeta.pb" "$T/log.pb" "$T/log1.ev" "$T/w1.ev"; do
  expect_stats_agree "$f"
done
"$SL" convert --steps=1,3 "$T/log.pb" > "$T/st.json"
"$SL" stats --steps=1,3 --by=op,device --format=json "$T/log.pb" > "$T/ss.json"
"$CMP" stats "$T/st.json" "$T/ss.json" > /dev/null && ok || bad "stats --steps=1,3 totals"
expect_rc 0 "stats table" "$SL" stats --top=3 "$T/log.pb"
[ "$(wc -l < "$T/out")" = 6 ] && grep -q "^total (14 rows)" "$T/out" && ok || bad "stats table: $(cat "$T/out")"
"$SL" stats --per-step --format=json "$T/log.pb" > "$T/ps.jsonl"
[ "$(wc -l < "$T/ps.jsonl")" = 4 ] && ok || bad "stats --per-step: $(wc -l < "$T/ps.jsonl") lines"
while read -r line; do printf '%s' "$line" > "$T/one.json"; "$CMP" valid "$T/one.json" > /dev/null || bad "per-step line invalid"; done < "$T/ps.jsonl"
# The summary reports' sort names mean the same for steps.
for pair in total:host_total avg:host_avg instances:calls; do
  "$SL" stats -q --sort=${pair%%:*} "$T/log.pb" > "$T/sa" &&
    "$SL" stats -q --sort=${pair#*:} "$T/log.pb" > "$T/sb" && cmp -s "$T/sa" "$T/sb" &&
    ok || bad "stats --sort=${pair%%:*} is not --sort=${pair#*:}"
done
# The summary reports of steps: as the op summary counts, for the whole
# log and for the steps --steps picks; no --per-step.
for f in "$ROOT/tests/data/gen_edge_gpu.runmeta.pb" "$ROOT/tests/data/gen_small_gpu.runmeta.pb" "$T/log.pb"; do
  expect_summary_agrees "$f"
done
expect_summary_agrees "$T/log.pb" --steps=1,3
expect_rc 0 "stats --report=kernels --by=name,device" "$SL" stats -q --report=kernels --by=name,device --sort=avg --top=2 "$ROOT/tests/data/gen_small_gpu.runmeta.pb"
[ "$(grep -c "device:GPU:0$" "$T/out")" = 2 ] && ok || bad "kernels by name,device: $(cat "$T/out")"
expect_rc 2 "stats --report --per-step" "$SL" stats --report=kernels --per-step "$T/log.pb"
# ',input' keeps each input's rows apart; it follows a key, and per-step
# blocks are each one input's already.
expect_rc 2 "stats --by=input" "$SL" stats --by=input "$T/log.pb"
expect_rc 2 "stats --by=op,input --per-step" "$SL" stats --by=op,input --per-step "$T/log.pb"
"$SL" stats -q --by=op,input --format=csv "$T/log.pb" "$T/log.pb" > "$T/in.csv" &&
  "$SL" stats -q --format=csv "$T/log.pb" > "$T/in1.csv" || bad "stats --by=op,input"
# One path twice is one input: the rows of one run, with its column.
[ "$(head -1 "$T/in.csv")" = "name,input,calls,host_total_us,host_avg_us,host_min_us,host_max_us,device_total_us,kernels,output_bytes" ] &&
  [ "$(wc -l < "$T/in.csv")" = "$(wc -l < "$T/in1.csv")" ] && ok ||
  bad "stats --by=op,input of one path twice: $(head -2 "$T/in.csv")"
"$SL" stats --report=nvtx-kernels "$T/log.pb" > /dev/null 2> "$T/err"; [ $? = 1 ] && grep -q "wants a list of kernels" "$T/err" && ok || bad "stats --report=nvtx-kernels of steps: $(cat "$T/err")"
# By op,device, --sort=name orders the rows by op, then by device.
"$SL" stats -q --by=op,device --sort=name --format=json "$ROOT/tests/data/gen_edge_gpu.runmeta.pb" > "$T/on.json" &&
  python3 -c 'import json,sys; r=[(x["name"].encode(),x["device"].encode()) for x in json.load(open(sys.argv[1]))["rows"]]; sys.exit(r != sorted(r) or len(r) < 2)' "$T/on.json" &&
  ok || bad "stats --by=op,device --sort=name: $(cat "$T/on.json")"
# mem names only the options it does not take (--top it does).
expect_rc 2 "mem --per-step" "$SL" mem --per-step "$T/log.pb"
grep -qF -e "mem: --per-step applies to a trace JSON (and to 'stats')" "$T/err" && ok || bad "mem --per-step: $(cat "$T/err")"
expect_rc 2 "stats --by=x" "$SL" stats --by=x "$T/log.pb"
expect_rc 2 "stats --format=xml" "$SL" stats --format=xml "$T/log.pb"
expect_rc 2 "stats --top=0" "$SL" stats --top=0 "$T/log.pb"
expect_rc 2 "convert --by" "$SL" convert --by=op "$T/log.pb"
expect_error_line "stats of a cut step" "$T/cut.pb" "$SL" stats "$T/cut.pb"

# mem report: the model figures are those of mem --json (the reference's)
# step for step, and the summary is that of the steps.
for f in "$ROOT/tests/data/gen_edge_gpu.runmeta.pb" "$T/log.pb" "$T/log1.ev" "$T/log.pb.gz"; do
  expect_reports_agree "$f"
done
# An events file without run metadata has nothing to report: one error.
expect_error_line "mem of a log without steps" "$T/nosteps.ev" "$SL" mem "$T/nosteps.ev"
# The baseline gate: the same log passes; a log with more memory fails
# with exit 3 and both tables; a tolerance that covers it passes.
"$GEN" --nodes 40 --gpu --seed 5 --steps 4 --format delimited -o "$T/base.pb"
"$GEN" --nodes 400 --gpu --seed 5 --steps 4 --format delimited -o "$T/more.pb"
expect_rc 0 "mem --baseline same log" "$SL" mem --baseline="$T/base.pb" "$T/base.pb"
grep -q "against the baseline" "$T/out" && ok || bad "baseline table missing: $(cat "$T/out")"
expect_rc 3 "mem --baseline grew" "$SL" mem --baseline="$T/base.pb" --tolerance=5 "$T/more.pb"
grep -q "grew" "$T/out" && ok || bad "baseline grew not said: $(cat "$T/out")"
expect_rc 0 "mem --baseline tolerance" "$SL" mem --baseline="$T/base.pb" --tolerance=100000 "$T/more.pb"
expect_rc 0 "mem --baseline shrank" "$SL" mem --baseline="$T/more.pb" --format=json "$T/base.pb"
"$CMP" valid "$T/out" > /dev/null && grep -q '"grew":false' "$T/out" && ok || bad "baseline JSON"
expect_rc 2 "mem --tolerance=x" "$SL" mem --baseline="$T/base.pb" --tolerance=x "$T/base.pb"
expect_error_line "mem --baseline of a cut step" "$T/cut.pb" "$SL" mem --baseline="$T/cut.pb" "$T/base.pb"
# The plot: well-formed XML, rendered to PNG when rsvg-convert is there;
# an unwritable plot path is one error and no file.
"$SL" mem --plot="$T/p.svg" "$T/more.pb" > /dev/null && ok || bad "mem --plot"
if command -v xmllint > /dev/null; then
  xmllint --noout "$T/p.svg" && ok || bad "plot is not well-formed XML"
else
  bad "xmllint missing (scripts/deps.sh installs libxml2-utils)"
fi
if command -v rsvg-convert > /dev/null; then
  rsvg-convert -o "$T/p.png" "$T/p.svg" && [ "$(head -c 4 "$T/p.png" | od -An -c | tr -d ' ')" = "211PNG" ] \
    && ok || bad "plot does not render"
fi
expect_rc 1 "mem --plot unwritable" "$SL" mem --plot="$T/no/such/dir/p.svg" "$T/base.pb"
[ "$(wc -l < "$T/err")" = 1 ] && [ ! -e "$T/no/such/dir/p.svg" ] && ok || bad "plot error: $(cat "$T/err")"

# follow: a finished log (gzip too) is followed to the same trace as
# convert's, then --exit-idle ends it; what is not a log is one error.
for f in "$T/log1.ev" "$T/log1.ev.gz" "$T/log.pb.gz"; do
  rm -f "$T/fo.json"
  "$SL" follow --exit-idle=0.2 -o "$T/fo.json" "$f" > /dev/null 2> "$T/err" \
    && "$SL" convert "$f" > "$T/fc.json" && "$CMP" trace "$T/fc.json" "$T/fo.json" > /dev/null \
    && ok || bad "follow $f: $(cat "$T/err")"
done
# Without --skip-corrupt a damaged step ends the follow with one error
# line, and the trace holds the steps before it, closed (the writer
# thread has drained before the bracket goes on).
rm -f "$T/fd.json"
expect_error_line "follow a damaged step" "$T/mixed.pb" "$SL" follow --exit-idle=0.2 -o "$T/fd.json" "$T/mixed.pb"
"$SL" convert -q --skip-corrupt --steps=0-0 "$T/mixed.pb" > "$T/cd.json" 2> /dev/null \
  && "$CMP" trace "$T/cd.json" "$T/fd.json" > /dev/null \
  && ok || bad "follow a damaged step: the trace before it"
# --window counts a skipped damaged step as one of the last N steps, as
# convert --steps over the same indices does (mixed.pb: good, damaged,
# good): with a window of two only the last step is left.
for w in 1 2 3; do
  "$SL" follow --skip-corrupt --window=$w --exit-idle=0.2 -o "$T/fw.json" "$T/mixed.pb" > /dev/null 2> /dev/null \
    && "$SL" convert -q --skip-corrupt --steps=$((3 - w))-2 "$T/mixed.pb" > "$T/cw.json" 2> /dev/null \
    && "$CMP" trace "$T/cw.json" "$T/fw.json" > /dev/null \
    && ok || bad "follow --window=$w over a damaged step"
done
expect_error_line "follow a single StepStats" "$GC" "$SL" follow --exit-idle=0.2 "$GC"
expect_rc 2 "follow --window without -o" "$SL" follow --window=3 "$T/log1.ev"
expect_rc 2 "follow -o -" "$SL" follow -o - "$T/log1.ev"
expect_rc 2 "follow --steps" "$SL" follow --steps=1 "$T/log1.ev"
expect_rc 2 "follow two logs" "$SL" follow "$T/log1.ev" "$T/log.pb"
expect_rc 2 "convert --summary" "$SL" convert --summary "$T/log1.ev"
expect_rc 2 "follow --exit-idle=0" "$SL" follow --exit-idle=0 "$T/log1.ev"
expect_rc 1 "follow a missing file" "$SL" follow "$T/no-such.ev"
expect_rc 1 "follow -o in a missing directory" "$SL" follow --exit-idle=0.1 -o "$T/no/dir/t.json" "$T/log1.ev"
[ "$(wc -l < "$T/err")" = 1 ] && grep -q "no/dir/t.json: cannot create the trace" "$T/err" && ok || bad "follow trace error: $(cat "$T/err")"
"$SL" follow --exit-idle=0.1 "$T/log1.ev" > /dev/full 2> "$T/err"; rc=$?
[ "$rc" = 1 ] && [ "$(wc -l < "$T/err")" = 1 ] && grep -q "cannot write the summary" "$T/err" && ok || bad "follow summary to a full disk: rc $rc $(cat "$T/err")"

finish
