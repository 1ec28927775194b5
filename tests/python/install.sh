#!/bin/sh
# The README's install of the package: a venv that sees Debian's
# packages (setuptools, wheel, pandas), pip install ./python through its
# pyproject.toml (no network: --no-build-isolation), then one conversion
# equal to the CLI's.
#   install.sh STEPLINE REPO
SL=$1 REPO=$2
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
/usr/bin/python3 -m venv --system-site-packages "$T/v" || { echo "FAIL: python3 -m venv"; exit 1; }
cp -r "$REPO/python" "$T/src" # pip builds in the tree it is given
STEPLINE_REPO=$REPO "$T/v/bin/pip" install -q --no-build-isolation "$T/src" > "$T/log" 2>&1 ||
  { tail -20 "$T/log"; echo "FAIL: pip install"; exit 1; }
cd "$T" || exit 1
"$T/v/bin/python" -c "import stepline, sys; sys.stdout.buffer.write(stepline.convert('$REPO/tests/data/gen_small_gpu.runmeta.pb', threads=1))" > py.json &&
  "$SL" convert -q --threads=1 "$REPO/tests/data/gen_small_gpu.runmeta.pb" > cli.json &&
  cmp -s py.json cli.json || { echo "FAIL: the installed package's trace is not the CLI's"; exit 1; }
echo "1 passed, 0 failed"
