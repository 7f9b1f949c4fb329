#!/usr/bin/env bash
# RxSwift's own test suite, compiled and run against ProductionRx (README.md beside this script).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
rxswift="${RXSWIFT_DIR:-$repo/../shared/reference/RxSwift}"

usage() {
    cat <<USAGE
Usage: bash Tools/RxSwiftSuite/run.sh [--filter PATTERN] [--stage-only] [--against-rxswift]

Compiles RxSwift's own tests (Tests/RxSwiftTests, Tests/RxRelayTests, Tests/RxBlockingTests, the
tests of RxCocoa's units in Tests/RxCocoaTests, and the helpers they share) against
ProductionRx, ProductionRxTest and ProductionRxBlocking, with only their import lines rewritten,
runs them, and prints what compiled, what was excluded and why, and which tests failed.

  --filter PATTERN  run only the tests matching PATTERN (as swift test --filter)
  --stage-only      stage the files under Tools/RxSwiftSuite/.staged and stop
  --against-rxswift the baseline: the same files, unchanged, against RxSwift itself (built
                    from RXSWIFT_DIR in Tools/RxSwiftSuite/Baseline); a test that fails there
                    fails on this machine whatever it runs against

RxSwift is taken from RXSWIFT_DIR, a checkout of ReactiveX/RxSwift; by default
../shared/reference/RxSwift relative to the repository's root (now: $rxswift).
Files that are not compiled are named, with the reason, in Tools/RxSwiftSuite/Excluded.txt;
failures that are understood (a Linux problem, a divergence, or open with a sentence in
README.md) in Tools/RxSwiftSuite/KnownFailures.txt.
USAGE
}

filter=()
stage_only=0
baseline=0
while [[ $# -gt 0 ]]; do
    case $1 in
        -h | --help) usage; exit 0 ;;
        --filter) filter=(--filter "$2"); shift 2 ;;
        --stage-only) stage_only=1; shift ;;
        --against-rxswift) baseline=1; shift ;;
        *) usage >&2; exit 2 ;;
    esac
done

if [[ ! -d $rxswift/Tests/RxSwiftTests ]]; then
    echo "RxSwift's tests are not at $rxswift/Tests (set RXSWIFT_DIR to a checkout of ReactiveX/RxSwift)." >&2
    exit 1
fi
rxswift="$(cd "$rxswift" && pwd)"
package="$here"
[[ $baseline -eq 1 ]] && package="$here/Baseline"
staged="$package/.staged"
excluded="$here/Excluded.txt"
known="$here/KnownFailures.txt"
made="$(mktemp)"
trap 'rm -f "$made"' EXIT

# ---- Staging -------------------------------------------------------------------------------
# A reference snapshot may store RxSwift's own symbolic links (Tests/Platform/*.swift →
# ../../Platform/*.swift) as small files holding the target's path: resolve() follows them by
# hand.
resolve() {
    local source=$1
    while [[ $(wc -c < "$source") -lt 200 ]] && grep -qxE '(\.\./)+[^ ]+\.swift' "$source"; do
        source="$(cd "$(dirname "$source")" && cd "$(dirname "$(cat "$source")")" && pwd)/$(basename "$(cat "$source")")"
    done
    echo "$source"
}

# Links `source` at `link`, unless it is there already (so that a rerun rebuilds nothing).
link() {
    local source=$1 link=$2
    echo "$link" >> "$made"
    [[ -L $link && $(readlink "$link") == "$source" ]] && return
    mkdir -p "$(dirname "$link")"
    ln -sfn "$source" "$link"
}

# Links every Swift file of RxSwift's `folder` under `destination`.
link_rxswift() {
    local folder=$1 destination=$2 file
    while IFS= read -r file; do
        link "$(resolve "$rxswift/$folder/$file")" "$destination/$file"
    done < <(cd "$rxswift/$folder" && find -L . -name '*.swift' | sed 's|^\./||' | sort)
}

# The Rx under test: the repository's modules, or, for the baseline, RxSwift's.
if [[ $baseline -eq 0 ]]; then
    for module in ProductionRx ProductionRxTest ProductionRxBlocking Marbles; do
        link "$repo/Sources/$module" "$staged/Sources/$module"
    done
else
    for module in RxSwift RxRelay RxTest RxBlocking RxCocoa/Traits RxCocoa/Common; do
        link_rxswift "$module" "$staged/$module"
    done
    link "$(resolve "$rxswift/RxCocoa/RxCocoa.swift")" "$staged/RxCocoa/RxCocoa.swift"
    link "$(resolve "$rxswift/RxCocoa/Platform/DispatchQueue+Extensions.swift")" "$staged/RxCocoa/Platform/DispatchQueue+Extensions.swift"
fi

# RxSwift's test files, as paths under RXSWIFT_DIR.
# Of Tests/RxCocoaTests, the files that test RxCocoa's units (Driver, Signal, SharedSequence,
# ControlProperty, ControlEvent, bind), which ProductionRx has, and their helpers; the rest of
# that folder tests RxCocoa's extensions of UIKit, AppKit, Foundation and the Objective-C
# runtime, which ProductionRx does not offer.
rxcocoa_units=(Driver+Test Signal+Test SharedSequence+Test SharedSequence+OperatorTest SharedSequence+Extensions
    SharedSequence+ConcurrencyTests ObservableConvertibleType+SharedSequence ControlEventTests ControlPropertyTests
    Infallible+BindTests Observable+BindTests)
all_files="$(cd "$rxswift" && {
    ls Tests/*.swift Tests/Platform/*.swift
    find -L Tests/RxSwiftTests Tests/RxRelayTests Tests/RxBlockingTests -name '*.swift'
    printf 'Tests/RxCocoaTests/%s.swift\n' "${rxcocoa_units[@]}"
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
    [[ $baseline -eq 1 ]] && { cat "$1"; return; }
    sed -E \
        -e 's/^(@testable )?import (RxSwift|RxRelay|RxCocoa)$/import ProductionRx/' \
        -e 's/^import RxTest$/import ProductionRxTest/' \
        -e 's/^import RxBlocking$/import ProductionRxBlocking/' \
        -e 's/^([[:space:]]*)RxSwift\.Resources\./\1ProductionRx.Resources./' \
        "$1"
}

tests="$staged/Tests"
mkdir -p "$tests"
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
for shim in "$here"/Shims/*.swift; do
    link "$shim" "$tests/Shims/$(basename "$shim")"
done
# What an earlier run staged and this one did not (a file excluded since) is removed.
find "$staged" \( -type f -o -type l \) | sort | comm -23 - <(sort -u "$made") | while IFS= read -r stale; do rm "$stale"; done
find "$staged" -mindepth 1 -type d -empty -delete

count_kind() { grep -cE "^[^#][^:]*\.swift: $1:" "$excluded" || true; }
# The commit: git's, or the one the reference snapshot's README names.
commit="$( ([[ $(git -C "$rxswift" rev-parse --show-toplevel 2>/dev/null) == "$rxswift" ]] && git -C "$rxswift" rev-parse HEAD) || grep -oE '^\| RxSwift \|[^|]*\| [0-9a-f]{40}' "$rxswift/../README.md" 2>/dev/null | grep -oE '[0-9a-f]{40}' || echo 'unknown')"
[[ $baseline -eq 1 ]] && echo "The baseline: against RxSwift itself, built from $rxswift."
echo "Compiling $staged_count of RxSwift's $(grep -c . <<< "$all_files") test files from $rxswift (commit $commit)."
# The test functions the excluded files declare, for the share of all of RxSwift's tests.
excluded_tests=0
while IFS= read -r path; do
    [[ -n $path ]] && excluded_tests=$((excluded_tests + $(grep -cE '^[[:space:]]*func test' "$(resolve "$rxswift/$path")" || true)))
done <<< "$excluded_paths"
echo "Excluded: $(count_kind internals) use RxSwift's internals, $(count_kind gap) need API ProductionRx lacks, $(count_kind linux) do not build or run on Linux (Excluded.txt); they declare $excluded_tests test functions."
[[ $stage_only -eq 1 ]] && exit 0

# ---- Build and run -------------------------------------------------------------------------
mkdir -p "$package/.build"
build_log="$package/.build/build.txt"
if ! swift build --package-path "$package" --build-tests > "$build_log" 2>&1; then
    echo "RxSwift's tests do not compile against $([[ $baseline -eq 1 ]] && echo RxSwift || echo ProductionRx). The errors:"
    grep -oE "$staged/[^:]+:[0-9]+:[0-9]+: error: .*" "$build_log" | sed "s|$staged/||" | sort -u | head -100
    [[ $baseline -eq 1 ]] || echo "Each must be fixed in ProductionRx (a source-compatibility gap) or named, with its kind and reason, in Excluded.txt."
    echo "Full log: $build_log"
    exit 1
fi

# The tests, stopped after twenty minutes (a hang in one test must not hang the run).
log="$package/.build/tests.txt"
status=0
timeout --kill-after=10 1200 swift test --package-path "$package" --skip-build "${filter[@]}" > "$log" 2>&1 || status=$?

passed="$(grep -oE "^Test Case '[^']+' passed" "$log" | sed -E "s/^Test Case '(.*)' passed/\1/" | sort -u || true)"
failed="$(grep -oE "^Test Case '[^']+' failed" "$log" | sed -E "s/^Test Case '(.*)' failed/\1/" | sort -u || true)"
started="$(grep -oE "^Test Case '[^']+' started" "$log" | sed -E "s/^Test Case '(.*)' started/\1/" | sort -u || true)"
unfinished="$(comm -23 <(echo "$started") <(printf '%s\n%s\n' "$passed" "$failed" | sort -u) | grep . || true)"
n() { grep -c . <<< "$1" || true; }
echo "Tests run: $(n "$started"), passed: $(n "$passed"), failed: $(n "$failed")$([[ -n $unfinished ]] && echo ", unfinished: $(n "$unfinished")")."
[[ ${#filter[@]} -eq 0 ]] && echo "Passed: $(n "$passed") of the $(n "$started") tests run; of those and the excluded files' $excluded_tests test functions, $(n "$passed") of $(($(n "$started") + excluded_tests))."
# Each failure against ProductionRx is looked up in KnownFailures.txt ("Class.test: kind:
# reason"; kind is linux, divergence or open); the run fails on any other.
untriaged=""
if [[ -n $failed && $baseline -eq 1 ]]; then
    echo "Failed against RxSwift:"
    sed 's/^/  /' <<< "$failed"
elif [[ -n $failed ]]; then
    for kind in linux divergence open; do
        listed="$(while IFS= read -r name; do grep -E "^$name: $kind: " "$known" || true; done <<< "$failed")"
        [[ -z $listed ]] && continue
        case $kind in
            linux) echo "Failed, and fails against RxSwift on this machine too (--against-rxswift):" ;;
            divergence) echo "Failed, a divergence in Chapters/DIVERGENCES.md:" ;;
            open) echo "Failed, open (README.md says what is known):" ;;
        esac
        sed -E 's/^([^:]+): [a-z]+: /  \1: /' <<< "$listed"
    done
    untriaged="$(while IFS= read -r name; do grep -qE "^$name: (linux|divergence|open): " "$known" || echo "$name"; done <<< "$failed")"
    if [[ -n $untriaged ]]; then
        echo "Failed, not triaged (find out why, then fix ProductionRx or name it in KnownFailures.txt):"
        sed 's/^/  /' <<< "$untriaged"
    fi
fi
# A test KnownFailures.txt names that passed is named too: the entry may be out of date (a
# timing failure may also pass now and then).
if [[ $baseline -eq 0 ]]; then
    while IFS= read -r name; do
        [[ -n $name ]] && grep -qxF "$name" <<< "$passed" && echo "Passed, though KnownFailures.txt names it: $name"
    done < <(grep -oE '^[^#[:space:]][^:]*' "$known" || true)
fi
if [[ -n $unfinished ]]; then
    echo "Started and never finished (the run stopped after twenty minutes, or crashed):"
    sed 's/^/  /' <<< "$unfinished"
fi
echo "Log: $log"
# The run passes when every failure is triaged (against RxSwift: when every test passes).
[[ -z $unfinished && -z $untriaged && ( $baseline -eq 0 || $status -eq 0 ) ]]
