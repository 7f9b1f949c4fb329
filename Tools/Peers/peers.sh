#!/usr/bin/env bash
# The peers benchmark: every workload of Sources/Benchmarks on RxSwift, OpenCombine,
# ReactiveSwift and ProductionRx, alternating, in one release build. Chapter 15 quotes its
# figures; Sources/Benchmarks/README.md ("The peers") says how to read them.
#
# Usage, from anywhere:
#   bash Tools/Peers/peers.sh                 # the table: best of 5 per cell, 3 alternating rounds
#   bash Tools/Peers/peers.sh --quick         # CI's smoke test: every cell once, small, sums checked
#   bash Tools/Peers/peers.sh --help          # every option (--runs, --rounds, --only, --once, --list)
#
# The peers' sources are read in place, never copied. Their folders (defaults next to the
# repository, as in a checkout beside shared/):
#   RXSWIFT_PATH=…        ../shared/reference/RxSwift
#   OPENCOMBINE_PATH=…    ../shared/reference/OpenCombine
#   REACTIVESWIFT_PATH=…  ../shared/reference/ReactiveSwift
# PEERS_CONFIGURATION=debug builds in debug (faster to build, its times mean nothing);
# PEERS_BUILD_ONLY=1 builds and prints the binary's path instead of running it;
# PEERS_SCRATCH_PATH=… builds elsewhere than Tools/Peers/.build (a cold build, for instance).
set -euo pipefail
tool=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$tool/../.." && pwd)

# A peer's folder, from its variable or the default; stops with a message if it is not there.
locate() {
    local variable=$1 name=$2 folder
    folder=${!variable:-$root/../shared/reference/$name}
    if [[ ! -f $folder/Package.swift ]]; then
        echo "peers.sh: no $name at $folder (set $variable to its folder)" >&2
        exit 2
    fi
    (cd "$folder" && pwd)
}
RXSWIFT_PATH=$(locate RXSWIFT_PATH RxSwift)
OPENCOMBINE_PATH=$(locate OPENCOMBINE_PATH OpenCombine)
REACTIVESWIFT_PATH=$(locate REACTIVESWIFT_PATH ReactiveSwift)
export RXSWIFT_PATH OPENCOMBINE_PATH REACTIVESWIFT_PATH

# The peers compiled as targets of our own (RxSwift's three, ReactiveSwift): SwiftPM wants a target's folder inside the
# package, so .peers/ (ignored by git) holds a link to each.
mkdir -p "$tool/.peers"
mkdir -p "$tool/.peers/RxSwift"
ln -sfn "$RXSWIFT_PATH/RxSwift" "$tool/.peers/RxSwift/RxSwift"
ln -sfn "$RXSWIFT_PATH/Platform" "$tool/.peers/RxSwift/Platform"
for library in RxRelay RxCocoa; do
    ln -sfn "$RXSWIFT_PATH/$library" "$tool/.peers/$library"
done
ln -sfn "$REACTIVESWIFT_PATH/Sources" "$tool/.peers/ReactiveSwift"
# …and one to the repository, so that SwiftPM calls it RxFromTheInside whatever the clone's name.
ln -sfn "$root" "$tool/.peers/RxFromTheInside"

configuration=${PEERS_CONFIGURATION:-release}
echo "Building the peers benchmark ($configuration) with RxSwift at $RXSWIFT_PATH, OpenCombine at $OPENCOMBINE_PATH, ReactiveSwift at $REACTIVESWIFT_PATH…" >&2
scratch=${PEERS_SCRATCH_PATH:-$tool/.build}
swift build -c "$configuration" --package-path "$tool" --scratch-path "$scratch" --product peers >&2
binary="$scratch/$configuration/peers"
if [[ -n ${PEERS_BUILD_ONLY:-} ]]; then
    echo "$binary"
    exit 0
fi
exec "$binary" "$@"
