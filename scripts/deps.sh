#!/bin/sh
# Installs what stepline needs to build and test, from Debian's packages,
# only when something is missing.  Safe to run again.
#   sh scripts/deps.sh          build and test (xmllint and rsvg-convert
#                               check the mem report's SVG plot; python3
#                               replays Perfetto's JSON import; protoc and
#                               python3-protobuf check .pftrace output;
#                               python3-dev, pytest, pandas, tqdm, venv and
#                               wheel build, test and install the Python
#                               package; python3-distributed runs its
#                               Dask map on a local cluster)
#   sh scripts/deps.sh bench    also what perf/bench.sh needs (the reference
#                               runs on python3-protobuf; bc, GNU time)
#   sh scripts/deps.sh fuzz     also clang and its libFuzzer runtime
set -e
PKGS="cmake make gcc pkg-config libuv1-dev libprotobuf-c-dev
      protobuf-c-compiler libmimalloc-dev libjansson-dev zlib1g-dev
      libsqlite3-dev libxml2-utils librsvg2-bin python3 protobuf-compiler
      python3-protobuf python3-dev python3-pytest python3-pandas
      python3-tqdm python3-venv python3-wheel python3-distributed"
[ "${1:-}" = bench ] && PKGS="$PKGS python3-protobuf bc time sqlite3"
[ "${1:-}" = fuzz ] && PKGS="$PKGS clang libclang-rt-14-dev"
missing=""
for p in $PKGS; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"
  then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0
echo "deps: installing$missing"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends $missing
