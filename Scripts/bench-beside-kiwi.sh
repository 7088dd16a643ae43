#!/usr/bin/env bash
# Runs kiwi's harnesses (Benchmarks/kiwi: W1-W9) and this project's same workloads
# interleaved, round by round, on one machine: the comparison issue 10 asks for ("against kiwi's
# C++ in one run"), since figures taken on different machines or days differ by two to four times.
#
#   make bench-kiwi                          # three rounds, kiwi 1.4.2 cloned from GitHub
#   ROUNDS=5 KIWI_DIR=/path/to/kiwi make bench-kiwi
#   W4_BUILDS=7 make bench-kiwi              # W4 as defined (7 fresh builds) on kiwi's side too
#   W9_BUILDS=11 make bench-kiwi             # W9 as mortar-bench runs it (3 builds by default)
#
# KIWI_DIR is a checkout of nucleic/kiwi (the directory holding kiwi/kiwi.h); without it, kiwi
# KIWI_TAG (1.4.2 by default, the version of the README's kiwi figures) is cloned into the
# scratch directory. Needs g++ and, for the clone, network access. Not part of `make test`.
# kiwi's W4 takes 0.3-0.7 s per hide+show pair, about two minutes per fresh build, so its side
# runs W4_BUILDS builds (1 by default: each round's figure is one build's 200 pairs, not the
# median of 7 that mortar-bench prints). kiwi's W9 build takes seconds at side 20 (side 40 is
# not run on its side).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${ROUNDS:-3}
tag=${KIWI_TAG:-1.4.2}
w4builds=${W4_BUILDS:-1}
scratch=${SCRATCH:-"$root/.build-kiwi"}
swift=${SWIFT:-swift}

mkdir -p "$scratch"
if [ -z "${KIWI_DIR:-}" ]; then
    KIWI_DIR="$scratch/kiwi-$tag"
    if [ ! -f "$KIWI_DIR/kiwi/kiwi.h" ]; then
        rm -rf "$KIWI_DIR"
        git clone --quiet --depth 1 --branch "$tag" https://github.com/nucleic/kiwi "$KIWI_DIR"
    fi
fi
if [ ! -f "$KIWI_DIR/kiwi/kiwi.h" ]; then
    echo "bench-beside-kiwi: no kiwi/kiwi.h under KIWI_DIR=$KIWI_DIR" >&2
    exit 1
fi

for w in w123 w4 w5 w6 w7 w8 w9; do
    g++ -O2 -std=c++17 -I"$KIWI_DIR" -I"$root/Benchmarks/kiwi" "$root/Benchmarks/kiwi/$w.cpp" -o "$scratch/$w"
done
(cd "$root" && "$swift" build -c release --product mortar-bench)
bench="$root/.build/release/mortar-bench"

# kiwi first in each round, then this project on the same workloads; the lines are as each prints
# them (kiwi's W5 line "those N pairs" is to be set beside mortar-bench's same_median_us and
# same_mean_us, its W7 "weighted" lines beside W7w). W1 at N = 10000 is left out on both sides.
for round in $(seq 1 "$rounds"); do
    echo "== round $round of $rounds"
    "$scratch/w123"
    "$scratch/w4" "$w4builds"
    for w in w5 w6 w7 w8; do "$scratch/$w"; done
    "$scratch/w9" 20 "${W9_BUILDS:-3}"
    "$bench" --only W1,W2,W3,W4,W5,W6,W7,W8,W9 --skip-large | grep '^W'
done
