#!/usr/bin/env bash
# Runs the repository's tests and chapter demos against RxSwift itself (README.md beside this
# script): stages the sources (stage.sh), builds RxSwift from RXSWIFT_DIR (default
# ../shared/reference/RxSwift relative to the repository root) with the tests, runs the tests,
# runs each demo that uses only RxSwift's API against RxSwift and against ProductionRx and
# compares what they print, and checks that every RxSwift file the ledger cites exists.
#
#   bash Tools/AgainstRxSwift/run.sh            # everything
#   bash Tools/AgainstRxSwift/run.sh --filter X # only the tests matching X, no demos
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
rxswift="${RXSWIFT_DIR:-$repo/../shared/reference/RxSwift}"
filter=()
[[ ${1:-} == --filter ]] && filter=(--filter "$2")

bash "$here/stage.sh"
# `--manifest-cache none`: the manifest lists the demos stage.sh linked, which SwiftPM's cache
# of manifests (keyed on the manifest's text and path) would not notice change.
swift build --package-path "$here" --manifest-cache none --build-tests
mkdir -p "$here/.build"

# The tests. Swift Testing lists every issue as it happens, and XCTest every failure
# (`file:line: error: …`); the lines that matter are repeated at the end, so that a failing
# expectation on RxSwift is the last thing the log shows.
# A test that hangs (RxSwift has deadlocked in a test before: the ledger's "Single.value and
# Maybe.value cancelled as the answer arrives") stops the run after ten minutes, with the tests
# that had started and not finished, instead of hanging CI.
log="$here/.build/tests.txt"
status=0
timeout --kill-after=10 600 swift test --package-path "$here" --manifest-cache none --skip-build "${filter[@]}" 2>&1 | tee "$log" || status=$?
if [[ $status -ne 0 ]]; then
    printf '\n==> Failed against RxSwift (each expectation must pass there, or be a divergence the test asserts: Tests/Support/Divergence.swift)\n'
    grep -E '✘ Test .* recorded an issue|: error: .* : |⏳' "$log" || true
    if [[ $status -eq 124 || $status -eq 137 ]]; then
        echo "The tests did not finish in ten minutes. Started and never finished:"
        comm -23 <(grep -oE 'Test [^ ]+ started' "$log" | awk '{print $2}' | grep -vx run | sort -u) \
            <(grep -oE 'Test [^ ]+ (passed|failed)' "$log" | awk '{print $2}' | sort -u) || true
    fi
    exit 1
fi
[[ ${1:-} != --filter ]] || exit 0

# The demos: the same output against RxSwift as against ProductionRx.
demos=($(ls "$here/Staged/Demos"))
# One build of the repository's products (a null build after CI's), not one per demo: each
# `swift build --product` costs SwiftPM's planning again, a second or two.
swift build --package-path "$repo" > /dev/null
ours="$(swift build --package-path "$repo" --show-bin-path)"
theirs="$(swift build --package-path "$here" --manifest-cache none --show-bin-path)"
different=()
for demo in "${demos[@]}"; do
    if grep -q "^$demo:" "$here/DemosNotRun.txt"; then
        echo "$demo: not run against RxSwift ($(grep "^$demo:" "$here/DemosNotRun.txt" | cut -d: -f2- | cut -c2-))"
        continue
    fi
    "$ours/$demo" > "$here/.build/$demo.ProductionRx.txt" 2>&1
    "$theirs/$demo" > "$here/.build/$demo.RxSwift.txt" 2>&1
    if diff -u --label "$demo against ProductionRx" --label "$demo against RxSwift" \
        "$here/.build/$demo.ProductionRx.txt" "$here/.build/$demo.RxSwift.txt" > "$here/.build/$demo.diff"; then
        echo "$demo: the same output against RxSwift"
    elif [[ -f $here/DemoDifferences/$demo.diff ]] && diff -q "$here/DemoDifferences/$demo.diff" "$here/.build/$demo.diff" > /dev/null; then
        echo "$demo: differs from ProductionRx's output as DemoDifferences/$demo.diff records (DemoDifferences/README.md says why)"
    else
        cat "$here/.build/$demo.diff"
        different+=("$demo")
    fi
done
if [[ ${#different[@]} -gt 0 ]]; then
    echo "These demos print something else against RxSwift (diffs above): ${different[*]}. Each difference must be explained in Tools/AgainstRxSwift/DemoDifferences/README.md and recorded there as chNN.diff."
    exit 1
fi

# Every RxSwift file the ledger cites is in the reference.
missing=0
while IFS= read -r cited; do
    if [[ ! -f $rxswift/$cited ]]; then
        echo "Chapters/DIVERGENCES.md cites $cited, which is not in $rxswift."
        missing=1
    fi
done < <(grep -oE '^- RxSwift: \[[^]]+\]' "$repo/Chapters/DIVERGENCES.md" | sed -E 's/^- RxSwift: \[(.*)\]$/\1/' | sort -u)
exit $missing
