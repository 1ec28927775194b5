#!/bin/sh
# One parity check: runs stepline on an input and compares its output with
# a golden file made by the reference (tests/make_golden.sh).
#   parity.sh STEPLINE TRACECMP SHARED ROOT KIND GOLDEN INPUT [FLAGS...]
# KIND: trace (convert, compared as event multisets) or maxima (mem --json,
# compared line by line).
set -e
SL=$1 CMP=$2 SHARED=$3 ROOT=$4 KIND=$5 GOLDEN=$6 INPUT=$7
shift 7
case "$INPUT" in
  @real/*) src="$SHARED/real-traces/${INPUT#@real/}" ;;
  @data/*) src="$ROOT/tests/data/${INPUT#@data/}" ;;
  *) src=$INPUT ;;
esac
if [ ! -f "$src" ]; then
  echo "input missing: $src (is ../shared beside the repository?)"
  exit 1
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
if [ "$KIND" = maxima ]; then
  "$SL" mem --json "$@" "$src" > "$out"
  "$CMP" lines "$ROOT/tests/golden/$GOLDEN" "$out"
else
  "$SL" convert "$@" "$src" > "$out"
  "$CMP" trace "$ROOT/tests/golden/$GOLDEN" "$out"
fi
