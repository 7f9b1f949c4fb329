#!/usr/bin/env bash
# Writes Chapters/DIVERGENCES.md from the divergence(…) calls in the tests, or with --check only
# reports whether it is stale, until the repository's sync command calls the generator
# (Tests/Support/DivergenceLedger.swift) itself. Needs only the toolchain.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat > "$work/main.swift" <<'SWIFT'
import Foundation

let root = URL(fileURLWithPath: CommandLine.arguments[1])
do {
    if CommandLine.arguments.count > 2 && CommandLine.arguments[2] == "--check" {
        let problems = try DivergenceLedger.check(root: root)
        problems.forEach { print($0) }
        exit(problems.isEmpty ? 0 : 1)
    }
    try DivergenceLedger.write(root: root).forEach { print($0) }
} catch {
    print(error)
    exit(1)
}
SWIFT
swiftc -module-name Ledger "$repo/Tests/Support/DivergenceLedger.swift" "$work/main.swift" -o "$work/ledger"
"$work/ledger" "$repo" "$@"
