#!/usr/bin/env bash
# Heap allocations per element and per subscription of every benchmark workload, NaiveRx
# (where it has the operators) against ProductionRx and the floor, counted by valgrind.
# Chapter 15; the results are written up in README.md, next to this script.
#
# Usage, from the repository root:  bash Sources/Benchmarks/count-allocations.sh [N] [WORKLOAD]
#   BINARY=path/to/benchmarks bash Sources/Benchmarks/count-allocations.sh …   (no build)
#   BINARY=$(PEERS_BUILD_ONLY=1 bash Tools/Peers/peers.sh) bash Sources/Benchmarks/count-allocations.sh …
#       the same counts for RxSwift, OpenCombine, ReactiveSwift and ProductionRx (the peers
#       binary has the same --list and --once); IMPLEMENTATIONS="RxSwift ProductionRx" picks some
#
# Each count runs a workload in a process of its own under valgrind's memcheck
# (`benchmarks --once IMPLEMENTATION WORKLOAD COUNT [REPEATS]`) and reads its "total heap
# usage … allocs". Pumping workloads run with N and 2N elements: everything that is not per
# element (start-up, building the chain, subscribing) is the same in both, so the difference
# divided by N is the allocations per element. They run a third time with N elements twice
# over: the second run allocates what the first did less the one-time costs (the runtime's
# metadata caches, the thread's trampoline flag), so the difference, less its elements, is
# the allocations of one subscription (of both, in publishSubjectPumpingTwoSubscriptions).
# Creating workloads run with N/10 and 2N/10 subscriptions: the difference over N/10 is the
# allocations per subscription. valgrind runs on Linux, not on macOS: the script says so.
set -euo pipefail
cd "$(dirname "$0")/../.."

count=${1:-1000}
only=${2:-}
subscriptions=$((count / 10))
scratch=.build-release

command -v valgrind > /dev/null || { echo "count-allocations.sh needs valgrind (apt-get install valgrind; Linux only)"; exit 1; }

if [[ -z ${BINARY:-} ]]; then
    echo "Building the benchmark in release mode (in $scratch)…"
    swift build -c release --scratch-path "$scratch" --product benchmarks > /dev/null
    BINARY="$scratch/release/benchmarks"
fi
binary=$BINARY

# The number of allocations valgrind reports for one process: `allocations production mapFilterPumping 1000 [2]`.
allocations() {
    valgrind --tool=memcheck "$binary" --once "$@" 2>&1 >/dev/null \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}

printf 'Heap allocations under valgrind: pumping at %d and %d elements, creating at %d and %d subscriptions\n\n' \
    "$count" $((2 * count)) "$subscriptions" $((2 * subscriptions))
printf '%-38s %-13s %12s %18s\n' "workload" "implementation" "per element" "per subscription"

"$binary" --list | while read -r name kind _ implementations; do
    [[ -z $only || $name == *"$only"* ]] || continue
    for implementation in $implementations; do
        # IMPLEMENTATIONS="RxSwift ProductionRx" counts only those (default: every one the row has).
        [[ -z ${IMPLEMENTATIONS:-} || " $IMPLEMENTATIONS " == *" $implementation "* ]] || continue
        case $implementation in
            naive) label=NaiveRx ;;
            production) label=ProductionRx ;;
            *) label=$implementation ;; # the peers binary names its implementations itself
        esac
        [[ $name == *Floor ]] && label=floor
        if [[ $kind == pumping ]]; then
            at_n=$(allocations "$implementation" "$name" "$count")
            at_2n=$(allocations "$implementation" "$name" $((2 * count)))
            twice=$(allocations "$implementation" "$name" "$count" 2)
            read -r per_element per_subscription < <(awk -v a="$at_n" -v b="$at_2n" -v t="$twice" -v n="$count" \
                'BEGIN { e = (b - a) / n; printf "%.2f %.0f\n", e, t - a - e * n }')
        else
            at_n=$(allocations "$implementation" "$name" "$subscriptions")
            at_2n=$(allocations "$implementation" "$name" $((2 * subscriptions)))
            per_element="—"
            per_subscription=$(awk -v a="$at_n" -v b="$at_2n" -v n="$subscriptions" 'BEGIN { printf "%.2f", (b - a) / n }')
        fi
        printf '%-38s %-13s %12s %18s\n' "$name" "$label" "$per_element" "$per_subscription"
    done
done
