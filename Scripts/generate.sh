#!/usr/bin/env bash
# Writes every generated file of the repository. With no argument, in place; with a directory,
# under that directory at the same relative paths (what `make check-generated` compares).
#
#   Scripts/generate.sh [ROOT]
#
# Generated files (each says so in its first line; edit the generator, never the file):
#   Sources/Mortar/DSL/MortarOperators.swift   Scripts/generate-operators.py
#   Sources/Mortar/Render/WidthTable.swift     Scripts/generate-width-table.c (glibc's wcwidth)
#   Sources/MortarVFL/MortarVFLMisuse.swift    Scripts/generate-vfl-misuse.py
#   Tests/MortarTests/DSLMatrix/DSLCompileMatrixTests.swift   Scripts/generate-dsl-matrix.py
#   Sources/*/*.docc/ articles from README.md   Scripts/generate-docc-articles.py (the list is there)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
root="${1:-$repo}"
cc="${CC:-$(command -v cc || command -v clang || true)}"
[ -n "$cc" ] || { echo "generate.sh: no C compiler (set CC)" >&2; exit 1; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

mkdir -p "$root/Sources/Mortar/DSL" "$root/Sources/Mortar/Render" "$root/Sources/MortarVFL"
python3 "$repo/Scripts/generate-operators.py" "$root/Sources/Mortar/DSL/MortarOperators.swift"
python3 "$repo/Scripts/generate-vfl-misuse.py" "$root/Sources/MortarVFL/MortarVFLMisuse.swift"
python3 "$repo/Scripts/generate-dsl-matrix.py" "$root/Tests/MortarTests/DSLMatrix/DSLCompileMatrixTests.swift"
python3 "$repo/Scripts/generate-docc-articles.py" "$root"
"$cc" -O2 -o "$scratch/generate-width-table" "$repo/Scripts/generate-width-table.c"
"$scratch/generate-width-table" > "$scratch/WidthTable.swift"
mv "$scratch/WidthTable.swift" "$root/Sources/Mortar/Render/WidthTable.swift"
