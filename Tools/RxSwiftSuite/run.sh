#!/usr/bin/env bash
# RxSwift's own test suite, compiled and run against ProductionRx (README.md beside this script).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
rxswift="${RXSWIFT_DIR:-$repo/../shared/reference/RxSwift}"

usage() {
    cat <<USAGE
Usage: bash Tools/RxSwiftSuite/run.sh [--filter PATTERN] [--stage-only]

Compiles RxSwift's own tests (Tests/RxSwiftTests, Tests/RxRelayTests, Tests/RxBlockingTests and
the helpers they share) against ProductionRx, ProductionRxTest and ProductionRxBlocking, runs
them, and prints what compiled, what was excluded and why, and which tests failed.

  --filter PATTERN  run only the tests matching PATTERN (as swift test --filter)
  --stage-only      stage the files under Tools/RxSwiftSuite/.staged and stop

RxSwift is taken from RXSWIFT_DIR, a checkout of ReactiveX/RxSwift; by default
../shared/reference/RxSwift relative to the repository's root (now: $rxswift).
Files that are not compiled are named, with the reason, in Tools/RxSwiftSuite/Excluded.txt;
failures that are known divergences in Tools/RxSwiftSuite/KnownFailures.txt.
USAGE
}

filter=()
stage_only=0
while [[ $# -gt 0 ]]; do
    case $1 in
        -h | --help) usage; exit 0 ;;
        --filter) filter=(--filter "$2"); shift 2 ;;
        --stage-only) stage_only=1; shift ;;
        *) usage >&2; exit 2 ;;
    esac
done

if [[ ! -d $rxswift/Tests/RxSwiftTests ]]; then
    echo "RxSwift's tests are not at $rxswift/Tests (set RXSWIFT_DIR to a checkout of ReactiveX/RxSwift)." >&2
    exit 1
fi
rxswift="$(cd "$rxswift" && pwd)"
staged="$here/.staged"
excluded="$here/Excluded.txt"
known="$here/KnownFailures.txt"

# ---- Staging -------------------------------------------------------------------------------
# The repository's modules, linked (never copied).
mkdir -p "$staged/Sources"
for module in ProductionRx ProductionRxTest ProductionRxBlocking Marbles; do
    [[ -L $staged/Sources/$module ]] || ln -sfn "$repo/Sources/$module" "$staged/Sources/$module"
done

# RxSwift's test files, as paths under RXSWIFT_DIR. A reference snapshot may store RxSwift's
# own symbolic links (Tests/Platform/*.swift → ../../Platform/*.swift) as small files holding
# the target's path: resolve() follows them by hand.
resolve() {
    local source=$1
    while [[ $(wc -c < "$source") -lt 200 ]] && grep -qxE '(\.\./)+[^ ]+\.swift' "$source"; do
        source="$(cd "$(dirname "$source")" && cd "$(dirname "$(cat "$source")")" && pwd)/$(basename "$(cat "$source")")"
    done
    echo "$source"
}
all_files="$(cd "$rxswift" && {
    ls Tests/*.swift Tests/Platform/*.swift
    find -L Tests/RxSwiftTests Tests/RxRelayTests Tests/RxBlockingTests -name '*.swift'
} | sort)"

# Excluded.txt: "path: kind: reason"; kind is internals, linux or gap.
excluded_paths="$(grep -oE '^[^#[:space:]][^:]*\.swift' "$excluded" || true)"
while IFS= read -r path; do
    [[ -z $path ]] && continue
    grep -qxF "$path" <<< "$all_files" || { echo "Excluded.txt names $path, which is not in $rxswift." >&2; exit 1; }
done <<< "$excluded_paths"

# The only rewrites: the import lines, each RxSwift module to the ProductionRx module that
# stands for it (RxRelay and RxCocoa's units are part of ProductionRx), and, in the one file
# that names it, the module qualifier RxSwift. (README.md, "Rewrites", says why).
rewrite() {
    sed -E \
        -e 's/^(@testable )?import (RxSwift|RxRelay|RxCocoa)$/import ProductionRx/' \
        -e 's/^import RxTest$/import ProductionRxTest/' \
        -e 's/^import RxBlocking$/import ProductionRxBlocking/' \
        -e 's/^([[:space:]]*)RxSwift\.Resources\./\1ProductionRx.Resources./' \
        "$1"
}

tests="$staged/Tests"
mkdir -p "$tests"
made="$(mktemp)"
trap 'rm -f "$made"' EXIT
staged_count=0
while IFS= read -r path; do
    grep -qxF "$path" <<< "$excluded_paths" && continue
    target="$tests/${path#Tests/}"
    mkdir -p "$(dirname "$target")"
    rewrite "$(resolve "$rxswift/$path")" > "$target.new"
    # Unchanged files are left alone, so that the build after a rerun is incremental.
    if cmp -s "$target.new" "$target"; then rm "$target.new"; else mv "$target.new" "$target"; fi
    echo "$target" >> "$made"
    staged_count=$((staged_count + 1))
done <<< "$all_files"
# The harness's own Linux shims (README.md, "Linux shims"), linked beside them.
mkdir -p "$tests/Shims"
for shim in "$here"/Shims/*.swift; do
    [[ -L $tests/Shims/$(basename "$shim") ]] || ln -sfn "$shim" "$tests/Shims/$(basename "$shim")"
    echo "$tests/Shims/$(basename "$shim")" >> "$made"
done
find "$tests" \( -type f -o -type l \) | sort | comm -23 - <(sort "$made") | while IFS= read -r stale; do rm "$stale"; done
find "$tests" -mindepth 1 -type d -empty -delete

count_kind() { grep -cE "^[^#][^:]*\.swift: $1:" "$excluded" || true; }
# The commit: git's, or the one the reference snapshot's README names.
commit="$(git -C "$rxswift" rev-parse HEAD 2>/dev/null || grep -oE '^\| RxSwift \|[^|]*\| [0-9a-f]{40}' "$rxswift/../README.md" 2>/dev/null | grep -oE '[0-9a-f]{40}' || echo 'unknown')"
echo "Staged $staged_count of RxSwift's $(grep -c . <<< "$all_files") test files from $rxswift (commit $commit)."
echo "Excluded: $(count_kind internals) use RxSwift's internals, $(count_kind gap) need API ProductionRx lacks, $(count_kind linux) do not build or run on Linux (Excluded.txt)."
[[ $stage_only -eq 1 ]] && exit 0

# ---- Build and run -------------------------------------------------------------------------
mkdir -p "$here/.build"
build_log="$here/.build/build.txt"
if ! swift build --package-path "$here" --build-tests > "$build_log" 2>&1; then
    echo "RxSwift's tests do not compile against ProductionRx. The files with errors:"
    grep -oE "$tests/[^:]+:[0-9]+:[0-9]+: error: .*" "$build_log" | sed "s|$tests/|Tests/|" | sort -u | head -100
    echo "Each must be fixed in ProductionRx (a source-compatibility gap) or named, with its kind and reason, in Excluded.txt. Full log: $build_log"
    exit 1
fi

# The tests, stopped after twenty minutes (a hang in one test must not hang the run).
log="$here/.build/tests.txt"
status=0
timeout --kill-after=10 1200 swift test --package-path "$here" --skip-build "${filter[@]}" > "$log" 2>&1 || status=$?

passed="$(grep -oE "^Test Case '[^']+' passed" "$log" | sed -E "s/^Test Case '(.*)' passed/\1/" | sort -u)"
failed="$(grep -oE "^Test Case '[^']+' failed" "$log" | sed -E "s/^Test Case '(.*)' failed/\1/" | sort -u)"
started="$(grep -oE "^Test Case '[^']+' started" "$log" | sed -E "s/^Test Case '(.*)' started/\1/" | sort -u)"
unfinished="$(comm -23 <(echo "$started") <(printf '%s\n%s\n' "$passed" "$failed" | sort -u) | grep . || true)"
n() { grep -c . <<< "$1" || true; }
echo "Tests run: $(n "$started"), passed: $(n "$passed"), failed: $(n "$failed")$([[ -n $unfinished ]] && echo ", unfinished: $(n "$unfinished")")."
if [[ -n $failed ]]; then
    known_names="$(grep -oE '^[^#[:space:]][^:]*' "$known" || true)"
    echo "Failed, known (KnownFailures.txt names the divergence or the open problem):"
    while IFS= read -r name; do
        grep -qxF "$name" <<< "$known_names" && echo "  $name: $(grep -E "^$name:" "$known" | head -1 | cut -d: -f2- | cut -c2-)"
    done <<< "$failed"
    echo "Failed, not triaged:"
    while IFS= read -r name; do
        grep -qxF "$name" <<< "$known_names" || echo "  $name"
    done <<< "$failed"
fi
if [[ -n $unfinished ]]; then
    echo "Started and never finished (the run stopped after twenty minutes, or crashed):"
    sed 's/^/  /' <<< "$unfinished"
fi
echo "Log: $log"
[[ $status -eq 0 ]]
