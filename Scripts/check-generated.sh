#!/usr/bin/env bash
# Fails (status 1, with a diff) when a generated file in the repository differs from what its
# generator writes now: someone edited the output, or changed the generator without running
# `make generate`. CI runs it (`make check-generated`) before the tests.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT
"$repo/Scripts/generate.sh" "$fresh"
status=0
while IFS= read -r -d '' file; do
    relative="${file#"$fresh"/}"
    if ! diff -u "$repo/$relative" "$file"; then
        status=1
    fi
done < <(find "$fresh" -type f -print0 | sort -z)
if [ "$status" -ne 0 ]; then
    echo "check-generated: the files above differ from their generators' output; run \`make generate\`" >&2
else
    echo "check-generated: every generated file is up to date"
fi
exit "$status"
