#!/usr/bin/env bash
# What a statically typed chain costs where Rx's erased chain does not: compile time and code
# size. Chapter 15 ("What statically typed chains cost") quotes what this script prints.
#
# Usage, from the repository root:
#   bash Chapters/15-making-it-fast/measure-typed-chains.sh [CHAINS …]   (default: 1 50 200)
#
# For each number K it writes two Swift files into a scratch folder and compiles each, once
# for `-O` as a release build does, into an object file:
#   typed.swift   K functions, each building and pumping a different chain of twelve of the
#                 demo's statically typed stages (Demo/StaticChain.swift's `static-chain`
#                 region, copied as it is), so K chains of K different types;
#   erased.swift  the same K chains written with ProductionRx's `map` and `filter`, each
#                 step an `Observable<Int>`.
# The chains differ in where their maps and filters stand (the bits of the chain's number)
# and in their closures' constants, as the chains of a real program differ. The script prints
# the CPU time of each compilation (user + sys, the best of three, which holds still better on
# a loaded machine than the wall time) and the size of each object file's code (`size`'s text
# column). It builds ProductionRx in release mode first, in .build-release, as the
# benchmark's scripts do.
set -euo pipefail
cd "$(dirname "$0")/../.."

chain_counts=("$@")
[[ ${#chain_counts[@]} -gt 0 ]] || chain_counts=(1 50 200)

echo "Building ProductionRx in release mode (in .build-release)…"
swift build -c release --scratch-path .build-release --target ProductionRx > /dev/null
modules=.build-release/release/Modules

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The demo's stages, exactly as the chapter quotes them.
stages=$(sed -n '/snippet:begin static-chain$/,/snippet:end static-chain$/p' Chapters/15-making-it-fast/Demo/StaticChain.swift)

# Writes the two files for `$1` chains.
write_files() {
    local chains=$1
    {
        echo "$stages"
        for ((i = 0; i < chains; i++)); do
            echo "public func typedChain$i(elements: Int) -> Int {"
            echo "    let summing = Summing()"
            local previous=summing
            for ((stage = 11; stage >= 0; stage--)); do
                if (((i >> stage) & 1)); then
                    echo "    let stage$stage = FilterStage(isIncluded: { (x: Int) -> Bool in x != $((i + stage)) }, downstream: $previous)"
                else
                    echo "    let stage$stage = MapStage(transform: { (x: Int) -> Int in x &+ $((i + stage)) }, downstream: $previous)"
                fi
                previous=stage$stage
            done
            echo "    for _ in 0..<elements { stage0.receive(1) }"
            echo "    return summing.sum"
            echo "}"
        done
    } > "$scratch/typed.swift"
    {
        echo "import ProductionRx"
        for ((i = 0; i < chains; i++)); do
            echo "public func erasedChain$i(elements: Int) -> Int {"
            echo "    var sum = 0"
            echo "    let source = Observable<Int>.create { observer in"
            echo "        for _ in 0..<elements { observer.onNext(1) }"
            echo "        return Disposables.create()"
            echo "    }"
            echo "    var chain: Observable<Int> = source"
            for ((stage = 0; stage < 12; stage++)); do
                if (((i >> stage) & 1)); then
                    echo "    chain = chain.filter { (x: Int) -> Bool in x != $((i + stage)) }"
                else
                    echo "    chain = chain.map { (x: Int) -> Int in x &+ $((i + stage)) }"
                fi
            done
            echo "    chain.subscribe(onNext: { sum += \$0 }).dispose()"
            echo "    return sum"
            echo "}"
        done
    } > "$scratch/erased.swift"
}

# Compiles `$1.swift` three times; prints the best CPU time in seconds and the code size in bytes.
measure() {
    local name=$1 best=""
    for _ in 1 2 3; do
        local seconds
        seconds=$({ TIMEFORMAT='%U %S'; time swiftc -O -parse-as-library -module-name Chains -I "$modules" \
            -c "$scratch/$name.swift" -o "$scratch/$name.o" 2> /dev/null; } 2>&1 | awk '{ print $1 + $2 }')
        if [[ -z $best ]] || awk -v a="$seconds" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$seconds
        fi
    done
    local text
    text=$(size "$scratch/$name.o" | awk 'NR == 2 { print $1 }')
    printf '%-8s %8.2f s %12s bytes\n' "$name" "$best" "$text"
}

printf '\nEach chain: twelve stages (maps and filters) into a summing end, compiled with swiftc -O\n'
for chains in "${chain_counts[@]}"; do
    printf '\n%d chain(s)        CPU time   code (text) size\n' "$chains"
    write_files "$chains"
    measure typed
    measure erased
done
