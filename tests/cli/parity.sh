#!/bin/sh
# One parity check: runs stepline on an input and compares its output with
# a golden file made by the reference (tests/tools/make_golden.sh); traces
# are written with --timeline-compat, the reference's own layout.
#   parity.sh STEPLINE TRACECMP SHARED ROOT KIND GOLDEN INPUT [FLAGS...]
# KIND: trace (convert, compared as event multisets) or maxima (mem --json,
# compared line by line).  With SL_PARITY_STDIN=1 the input comes through a pipe
# (held in memory) instead of by its path.
set -e
SL=$1 CMP=$2 SHARED=$3 ROOT=$4 KIND=$5 GOLDEN=$6 INPUT=$7
shift 7
case "$INPUT" in
  @real/*) src="$SHARED/real-traces/${INPUT#@real/}" ;;
  @data/*) src="$ROOT/tests/data/${INPUT#@data/}" ;;
  *) src=$INPUT ;;
esac
if [ ! -f "$src" ]; then
  case "$INPUT" in
    @real/*)  # ../shared is not here: skipped (ctest's skip code)
      echo "skipped: $src absent (../shared is not beside the repository)"
      exit 77 ;;
  esac
  echo "input missing: $src"
  exit 1
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# A pipe, not a redirected file: that one would be read in place.
run() {
  if [ "${SL_PARITY_STDIN:-0}" = 1 ]; then
    cat "$src" | "$SL" "$@" -
  else
    "$SL" "$@" "$src"
  fi
}
if [ "$KIND" = maxima ]; then
  run mem --json "$@" > "$out"
  "$CMP" lines "$ROOT/tests/golden/$GOLDEN" "$out"
else
  run convert --timeline-compat "$@" > "$out"
  "$CMP" trace "$ROOT/tests/golden/$GOLDEN" "$out"
fi
