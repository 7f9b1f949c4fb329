#!/usr/bin/env bash
# Heap allocations per element of mapFilterPumping, NaiveRx against ProductionRx (and the
# floor), counted by valgrind. Chapter 15; the result is written up in README.md here.
#
# Usage, from the repository root:  bash Sources/Benchmarks/count-allocations.sh [N]
#
# Each implementation pumps N elements, then 2N, through the twelve-operator chain, each in a
# process of its own under valgrind's memcheck. Everything that is not per element (start-up,
# building the chain, subscribing) is the same in both runs, so the difference in "total heap
# usage" allocations, divided by N, is the number of heap allocations per element.
set -euo pipefail
cd "$(dirname "$0")/../.."

elements=${1:-1000}
scratch=.build-release

command -v valgrind > /dev/null || { echo "count-allocations.sh needs valgrind (apt-get install valgrind)"; exit 1; }

echo "Building the benchmark in release mode (in $scratch)…"
swift build -c release --scratch-path "$scratch" --product benchmarks > /dev/null
binary="$scratch/release/benchmarks"

# The number of allocations valgrind reports for one `--pump` run.
allocations() {
    valgrind --tool=memcheck "$binary" --pump "$1" "$2" 2>&1 >/dev/null \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}

printf '\nmapFilterPumping under valgrind, %d and %d elements\n\n' "$elements" $((2 * elements))
printf '%-14s %12s %12s %20s\n' "implementation" "allocs at N" "allocs at 2N" "allocs per element"
for implementation in naive production floor; do
    at_n=$(allocations "$implementation" "$elements")
    at_2n=$(allocations "$implementation" $((2 * elements)))
    per_element=$(awk -v a="$at_n" -v b="$at_2n" -v n="$elements" 'BEGIN { printf "%.2f", (b - a) / n }')
    case $implementation in
        naive) name=NaiveRx ;;
        production) name=ProductionRx ;;
        floor) name="floor" ;;
    esac
    printf '%-14s %12s %12s %20s\n' "$name" "$at_n" "$at_2n" "$per_element"
done
