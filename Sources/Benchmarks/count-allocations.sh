#!/usr/bin/env bash
# Heap allocations per element of mapFilterPumping (and per subscription of
# mapFilterCreating), NaiveRx against ProductionRx and the floor, counted by valgrind.
# Chapter 15; the results are written up in README.md, next to this script.
#
# Usage, from the repository root:  bash Sources/Benchmarks/count-allocations.sh [N]
#
# Each implementation pumps N elements, then 2N, through the twelve-operator chain, each in a
# process of its own under valgrind's memcheck. Everything that is not per element (start-up,
# building the chain, subscribing) is the same in both runs, so the difference in "total heap
# usage" allocations, divided by N, is the number of heap allocations per element. The same
# is done for mapFilterCreating with N and 2N subscriptions: allocations per subscription.
set -euo pipefail
cd "$(dirname "$0")/../.."

count=${1:-1000}
scratch=.build-release

command -v valgrind > /dev/null || { echo "count-allocations.sh needs valgrind (apt-get install valgrind)"; exit 1; }

echo "Building the benchmark in release mode (in $scratch)…"
swift build -c release --scratch-path "$scratch" --product benchmarks > /dev/null
binary="$scratch/release/benchmarks"

# The number of allocations valgrind reports for one run: `allocations --pump naive 1000`.
allocations() {
    valgrind --tool=memcheck "$binary" "$1" "$2" "$3" 2>&1 >/dev/null \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}

# One table: a workload mode, its unit, the implementations to run.
table() {
    local mode=$1 workload=$2 unit=$3
    shift 3
    printf '\n%s under valgrind, %d and %d %ss\n\n' "$workload" "$count" $((2 * count)) "$unit"
    printf '%-14s %12s %12s %22s\n' "implementation" "allocs at N" "allocs at 2N" "allocs per $unit"
    for implementation in "$@"; do
        at_n=$(allocations "$mode" "$implementation" "$count")
        at_2n=$(allocations "$mode" "$implementation" $((2 * count)))
        per_unit=$(awk -v a="$at_n" -v b="$at_2n" -v n="$count" 'BEGIN { printf "%.2f", (b - a) / n }')
        case $implementation in
            naive) name=NaiveRx ;;
            production) name=ProductionRx ;;
            floor) name="floor" ;;
        esac
        printf '%-14s %12s %12s %22s\n' "$name" "$at_n" "$at_2n" "$per_unit"
    done
}

table --pump mapFilterPumping element naive production floor
table --create mapFilterCreating subscription naive production
