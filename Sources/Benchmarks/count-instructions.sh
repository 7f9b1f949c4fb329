#!/usr/bin/env bash
# Instructions per element and per subscription of every benchmark workload, counted by
# valgrind's callgrind: the measure that holds still on a loaded machine, where times move by
# 30% from one run to the next. Chapter 15; README.md, next to this script, has the results.
#
# Usage, from the repository root:
#   bash Sources/Benchmarks/count-instructions.sh [N] [WORKLOAD]
#   BINARY=path/to/benchmarks bash Sources/Benchmarks/count-instructions.sh …   (no build)
#   BINARY=$(PEERS_BUILD_ONLY=1 bash Tools/Peers/peers.sh) bash Sources/Benchmarks/count-instructions.sh …
#       the same counts for RxSwift, OpenCombine, ReactiveSwift and ProductionRx (the peers
#       binary has the same --list and --once); IMPLEMENTATIONS="RxSwift ProductionRx" picks some
#
# Like count-allocations.sh: each count runs the workload once in a process of its own
# (`benchmarks --once IMPLEMENTATION WORKLOAD COUNT`) and reads callgrind's "Collected"
# instruction total. Pumping workloads run with N and 2N elements (the difference over N is
# per element), creating workloads with N/10 and 2N/10 subscriptions (per subscription).
# Start-up and set-up are the same in both runs and cancel out. Linux only (valgrind).
set -euo pipefail
cd "$(dirname "$0")/../.."

count=${1:-10000}
only=${2:-}
subscriptions=$((count / 10))

command -v valgrind > /dev/null || { echo "count-instructions.sh needs valgrind (apt-get install valgrind; Linux only)"; exit 1; }

if [[ -z ${BINARY:-} ]]; then
    echo "Building the benchmark in release mode (in .build-release)…"
    swift build -c release --scratch-path .build-release --product benchmarks > /dev/null
    BINARY=.build-release/release/benchmarks
fi

# The instructions callgrind counts for one run: `instructions production mapFilterPumping 10000`.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$BINARY" --once "$1" "$2" "$3" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

printf 'Instructions under callgrind: pumping at %d and %d elements, creating at %d and %d subscriptions\n\n' \
    "$count" $((2 * count)) "$subscriptions" $((2 * subscriptions))
printf '%-38s %-13s %14s\n' "workload" "implementation" "instructions"

"$BINARY" --list | while read -r name kind _ implementations; do
    [[ -z $only || $name == *"$only"* ]] || continue
    n=$([[ $kind == pumping ]] && echo "$count" || echo "$subscriptions")
    for implementation in $implementations; do
        # IMPLEMENTATIONS="RxSwift ProductionRx" counts only those (default: every one the row has).
        [[ -z ${IMPLEMENTATIONS:-} || " $IMPLEMENTATIONS " == *" $implementation "* ]] || continue
        case $implementation in
            naive) label=NaiveRx ;;
            production) label=ProductionRx ;;
            *) label=$implementation ;; # the peers binary names its implementations itself
        esac
        [[ $name == *Floor ]] && label=floor
        at_n=$(instructions "$implementation" "$name" "$n")
        at_2n=$(instructions "$implementation" "$name" $((2 * n)))
        per_unit=$(awk -v a="$at_n" -v b="$at_2n" -v n="$n" 'BEGIN { printf "%.0f", (b - a) / n }')
        unit=$([[ $kind == pumping ]] && echo element || echo subscription)
        printf '%-38s %-13s %14s\n' "$name" "$label" "$per_unit per $unit"
    done
done
