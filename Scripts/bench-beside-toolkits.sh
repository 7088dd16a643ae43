#!/usr/bin/env bash
# Runs the boxed-label grid of issue 14 in FTXUI (Benchmarks/ftxui/grid.cpp), in Textual
# (Benchmarks/textual/grid.py) and in Mortar (`mortar-bench --only G`) interleaved, round by round,
# on one machine: the comparison issue 14 asks for ("measured against FTXUI and Textual side by
# side in one run"), since figures taken on different machines or days differ by two to four times.
#
#   make bench-toolkits                      # three rounds of all three
#   ROUNDS=1 TOOLKITS=ftxui make bench-toolkits
#   FTXUI_DIR=/path/to/FTXUI make bench-toolkits
#
# TOOLKITS lists the others to run beside Mortar ("ftxui textual" by default).
# FTXUI: FTXUI_DIR is a checkout of ArthurSonzogni/FTXUI (the directory holding include/ftxui);
# without it, FTXUI_TAG (v6.1.9 by default, the version of the README's figures) is cloned into
# the scratch directory. Only FTXUI's screen and dom libraries are compiled (g++ -O2, its own
# build's optimisation level; no CMake needed), once per checkout.
# Textual: TEXTUAL_VERSION (8.2.8 by default, the README's) is installed from PyPI into a
# virtual environment in the scratch directory, once; a Textual round takes about two minutes.
# Needs g++, python3 with venv, and network access for the clone and PyPI. Not part of `make test`.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${ROUNDS:-3}
toolkits=${TOOLKITS:-ftxui textual}
scratch=${SCRATCH:-"$root/.build-toolkits"}
swift=${SWIFT:-swift}
mkdir -p "$scratch"

ftxui_grid=""      # the FTXUI harness, once built
textual_python=""  # the Python that has Textual, once installed
for toolkit in $toolkits; do
    case "$toolkit" in
    ftxui)
        tag=${FTXUI_TAG:-v6.1.9}
        if [ -z "${FTXUI_DIR:-}" ]; then
            FTXUI_DIR="$scratch/FTXUI-$tag"
            if [ ! -d "$FTXUI_DIR/include/ftxui" ]; then
                rm -rf "$FTXUI_DIR"
                git clone --quiet --depth 1 --branch "$tag" https://github.com/ArthurSonzogni/FTXUI "$FTXUI_DIR" || {
                    echo "bench-beside-toolkits: cannot clone FTXUI $tag; set FTXUI_DIR to a checkout of it" >&2
                    exit 1
                }
            fi
        fi
        if [ ! -d "$FTXUI_DIR/include/ftxui" ] || [ ! -d "$FTXUI_DIR/src/ftxui/dom" ]; then
            echo "bench-beside-toolkits: no include/ftxui and src/ftxui/dom under FTXUI_DIR=$FTXUI_DIR" >&2
            exit 1
        fi
        # FTXUI's screen and dom sources (not its tests) into one archive, kept per checkout.
        objects="$scratch/ftxui-objects-$(echo "$FTXUI_DIR" | cksum | cut -d' ' -f1)"
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
        g++ -O2 -std=c++17 -I"$FTXUI_DIR/include" -I"$root/Benchmarks/kiwi" "$root/Benchmarks/ftxui/grid.cpp" "$objects/libftxui.a" \
            -o "$scratch/ftxui-grid"
        ftxui_grid="$scratch/ftxui-grid"
        ;;
    textual)
        version=${TEXTUAL_VERSION:-8.2.8}
        venv="$scratch/textual-$version"
        if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import textual" 2>/dev/null; then
            rm -rf "$venv"
            python3 -m venv "$venv" && "$venv/bin/pip" install --quiet "textual==$version" || {
                echo "bench-beside-toolkits: cannot install textual $version from PyPI into $venv" >&2
                exit 1
            }
        fi
        textual_python="$venv/bin/python"
        ;;
    *)
        echo "bench-beside-toolkits: unknown toolkit '$toolkit' (ftxui, textual)" >&2
        exit 1
        ;;
    esac
done
(cd "$root" && "$swift" build -c release --product mortar-bench)
bench="$root/.build/release/mortar-bench"

# The other toolkits first in each round, then Mortar on the same grid; each line as its program
# prints it (see grid.cpp and grid.py for what each times beside Mortar's model and paint).
for round in $(seq 1 "$rounds"); do
    echo "== round $round of $rounds"
    if [ -n "$ftxui_grid" ]; then "$ftxui_grid"; fi
    if [ -n "$textual_python" ]; then "$textual_python" "$root/Benchmarks/textual/grid.py"; fi
    "$bench" --only G | grep '^G'
done
