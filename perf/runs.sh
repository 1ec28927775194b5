# Sourced by the benchmarks: timed runs of a command, the best of several.
# Needs $T (a scratch folder) and $RUNS.

# run1 OUT CMD...: the command with stdout to OUT (a file there first
# removed) and stderr to $T/err; its wall seconds into $t, its peak RSS
# (KiB) into $m and its exit status into $rc.
run1() {
  out=$1; shift
  [ "$out" = /dev/null ] || rm -f "$out"
  s0=$(date +%s%N)
  rc=0
  /usr/bin/time -f "%M" -o "$T/time" "$@" > "$out" 2> "$T/err" || rc=$?
  s1=$(date +%s%N)
  read m < "$T/time"
  t=$(echo "scale=4; ($s1 - $s0) / 1000000000" | bc)
}

# best_of OUT CMD...: $RUNS runs; the lowest time into $bt and the lowest
# peak RSS into $bm (stderr of the last run in $T/err).  A failed run
# prints its error and ends the benchmark.
best_of() {
  bt="" bm=""
  i=0
  while [ $i -lt "$RUNS" ]; do
    run1 "$@"
    [ "$rc" = 0 ] || { cat "$T/err"; exit 1; }
    if [ -z "$bt" ] || [ "$(echo "$t < $bt" | bc)" = 1 ]; then bt=$t; fi
    if [ -z "$bm" ] || [ "$m" -lt "$bm" ]; then bm=$m; fi
    i=$((i + 1))
  done
}

# row_header WHAT: the header of best_row's table (WHAT: events, rows).
row_header() {
  printf "%-34s %8s %7s %8s %11s %8s\n" input MiB s "MiB/s" "$1/s" "RSS MiB"
}

# best_row LABEL FILE COUNT CMD...: best of $RUNS as one row: FILE's MiB,
# seconds, MiB/s, COUNT (its events or rows) per second, peak RSS.
best_row() {
  label=$1 file=$2 count=$3; shift 3
  bytes=$(wc -c < "$file")
  best_of /dev/null "$@"
  printf "%-34s %8s %7s %8s %11s %8s\n" "$label" \
    "$(echo "scale=1; $bytes / 1048576" | bc)" "$bt" \
    "$(echo "scale=1; $bytes / 1048576 / $bt" | bc)" \
    "$(echo "scale=0; $count / $bt" | bc)" "$(echo "scale=1; $bm / 1024" | bc)"
}

# floor_header / floor_row LABEL INBYTES CMD...: CMD's output to a file
# beside dd writing as many bytes to the same file (the floor), the two
# alternating, best of $RUNS each: output MiB, both times, the input's
# MiB/s and CMD's time over dd's (1.0 is the floor).
floor_header() {
  printf "%-34s %8s %7s %7s %8s %7s\n" "to a file" "out MiB" s "dd s" "MiB/s" "x dd"
}
floor_row() {
  label=$1 inb=$2; shift 2
  f=$T/floor.out
  "$@" > "$f" 2> "$T/err" || { cat "$T/err"; exit 1; }
  ob=$(wc -c < "$f")
  st="" dt="" i=0
  while [ $i -lt "$RUNS" ]; do
    run1 "$f" "$@"
    [ "$rc" = 0 ] || { cat "$T/err"; exit 1; }
    if [ -z "$st" ] || [ "$(echo "$t < $st" | bc)" = 1 ]; then st=$t; fi
    run1 "$f" dd if=/dev/zero bs=1M count="$ob" iflag=count_bytes status=none
    if [ -z "$dt" ] || [ "$(echo "$t < $dt" | bc)" = 1 ]; then dt=$t; fi
    i=$((i + 1))
  done
  rm -f "$f"
  printf "%-34s %8s %7s %7s %8s %7s\n" "$label" \
    "$(echo "scale=1; $ob / 1048576" | bc)" "$st" "$dt" \
    "$(echo "scale=1; $inb / 1048576 / $st" | bc)" \
    "$(echo "scale=2; $st / $dt" | bc)"
}
