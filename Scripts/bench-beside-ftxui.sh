#!/usr/bin/env bash
# Runs the boxed-label grid of issue 14 in FTXUI (Benchmarks/ftxui/grid.cpp) and in Mortar
# (`mortar-bench --only G`) interleaved, round by round, on one machine: the comparison issue 14
# asks for ("measured against FTXUI side by side in one run"), since figures taken on different
# machines or days differ by two to four times.
#
#   make bench-ftxui                         # three rounds, FTXUI v6.1.9 cloned from GitHub
#   ROUNDS=5 FTXUI_DIR=/path/to/FTXUI make bench-ftxui
#
# FTXUI_DIR is a checkout of ArthurSonzogni/FTXUI (the directory holding include/ftxui); without
# it, FTXUI_TAG (v6.1.9 by default, the version of the README's figures) is cloned into the
# scratch directory. Only FTXUI's screen and dom libraries are compiled (g++ -O2, its own
# build's optimisation level; no CMake needed), once per checkout. Needs g++ and, for the clone,
# network access. Not part of `make test`.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${ROUNDS:-3}
tag=${FTXUI_TAG:-v6.1.9}
scratch=${SCRATCH:-"$root/.build-ftxui"}
swift=${SWIFT:-swift}

mkdir -p "$scratch"
if [ -z "${FTXUI_DIR:-}" ]; then
    FTXUI_DIR="$scratch/FTXUI-$tag"
    if [ ! -d "$FTXUI_DIR/include/ftxui" ]; then
        rm -rf "$FTXUI_DIR"
        git clone --quiet --depth 1 --branch "$tag" https://github.com/ArthurSonzogni/FTXUI "$FTXUI_DIR"
    fi
fi
if [ ! -d "$FTXUI_DIR/include/ftxui" ] || [ ! -d "$FTXUI_DIR/src/ftxui/dom" ]; then
    echo "bench-beside-ftxui: no include/ftxui and src/ftxui/dom under FTXUI_DIR=$FTXUI_DIR" >&2
    exit 1
fi

# FTXUI's screen and dom sources (not its tests) into one archive, kept per checkout.
objects="$scratch/objects-$(echo "$FTXUI_DIR" | cksum | cut -d' ' -f1)"
if [ ! -f "$objects/libftxui.a" ]; then
    rm -rf "$objects" && mkdir -p "$objects"
    for source in "$FTXUI_DIR"/src/ftxui/screen/*.cpp "$FTXUI_DIR"/src/ftxui/dom/*.cpp; do
        case "$source" in *_test.cpp) continue ;; esac
        part=$(basename "$(dirname "$source")")
        g++ -O2 -std=c++17 -I"$FTXUI_DIR/include" -I"$FTXUI_DIR/src" -c "$source" \
            -o "$objects/$part-$(basename "$source" .cpp).o"
    done
    ar rcs "$objects/libftxui.a" "$objects"/*.o
fi
g++ -O2 -std=c++17 -I"$FTXUI_DIR/include" "$root/Benchmarks/ftxui/grid.cpp" "$objects/libftxui.a" \
    -o "$scratch/grid"
(cd "$root" && "$swift" build -c release --product mortar-bench)
bench="$root/.build/release/mortar-bench"

# FTXUI first in each round, then Mortar on the same grid; each line as its program prints it
# (FTXUI's string_us beside Mortar's paint_us: see grid.cpp for what each times).
for round in $(seq 1 "$rounds"); do
    echo "== round $round of $rounds"
    "$scratch/grid"
    "$bench" --only G | grep '^G'
done
