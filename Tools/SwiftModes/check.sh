#!/usr/bin/env bash
# Compiles Client.swift and Handover.swift, RxSwift 6 programs with `import ProductionRx`, each
# as far as SIL, against the built ProductionRx module in Swift 5 mode, in Swift 5 mode with
# complete concurrency checking, and in Swift 6 mode, and prints the errors and warnings of
# each mode. Chapter 16 ("RxSwift programs still compile"). Fails if a Swift 5 mode has an
# error: the promise is that an RxSwift 6 program compiles unchanged in the language mode it
# was written for. In Swift 6 mode the program is new code, and the compiler may refuse what
# races (the chapter counts it). It goes as far as SIL (`-emit-sil`), not only `-typecheck`,
# because Swift 6's region-based isolation reports its data-race errors there.
#
# Usage, from the repository root: bash Tools/SwiftModes/check.sh [--against-rxswift]
# `--against-rxswift` compiles the same two programs against RxSwift itself, through the
# `ProductionRx` stand-in module that re-exports it (Tools/AgainstRxSwift; build it first with
# `bash Tools/AgainstRxSwift/run.sh`, which needs RxSwift's sources, see its README).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
if [[ ${1:-} == --against-rxswift ]]; then
    modules="$(swift build --package-path Tools/AgainstRxSwift --manifest-cache none --show-bin-path)/Modules"
    [[ -f $modules/ProductionRx.swiftmodule ]] || { echo "build Tools/AgainstRxSwift first: bash Tools/AgainstRxSwift/run.sh" >&2; exit 2; }
else
    swift build --target ProductionRx >/dev/null
    modules="$(swift build --show-bin-path)/Modules"
fi
status=0
for mode in "-swift-version 5" "-swift-version 5 -strict-concurrency=complete" "-swift-version 6"; do
    output=""
    for client in Client Handover; do
        # shellcheck disable=SC2086
        output+=$(swiftc -emit-sil -o /dev/null $mode -I "$modules" "Tools/SwiftModes/$client.swift" 2>&1 || true)$'\n'
    done
    diagnostics=$(grep -E "^[^ ]*(Client|Handover)\.swift:[0-9]+:[0-9]+: (error|warning):" <<<"$output" || true)
    errors=$(grep -c ": error:" <<<"$diagnostics" || true)
    warnings=$(grep -c ": warning:" <<<"$diagnostics" || true)
    echo "$mode: $errors errors, $warnings warnings"
    if [[ -n $diagnostics ]]; then sed -E 's/^.*\/(Client|Handover)\.swift:/   \1.swift:/' <<<"$diagnostics"; fi
    if [[ $errors -gt 0 && $mode != *"-swift-version 6"* ]]; then status=1; fi
done
exit $status
