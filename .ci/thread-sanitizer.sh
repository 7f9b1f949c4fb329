#!/usr/bin/env bash
# ProductionRx's tests that start threads, under ThreadSanitizer: `bash .ci/thread-sanitizer.sh`.
#
# ThreadSanitizer reports only what two threads do to the same memory, so a test that never
# leaves its own thread cannot make it report anything. This script writes a package of its
# own under .build/thread-sanitizer whose folders are symbolic links to the repository's:
# ProductionRx, the modules its tests use, and the ProductionRxTests files that start threads
# or reach a scheduler, with the shared suite and the test helpers. The chapters' demos, the
# tools and the other test targets are not compiled, which halves the sanitized build.
#
#   bash .ci/thread-sanitizer.sh             # build, then run every test in the package
#   bash .ci/thread-sanitizer.sh --list      # the test files it compiles, then stop
#   TSAN_BUILD_ONLY=1 bash .ci/thread-sanitizer.sh   # build only (CI starts it early)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
package="$repo/.build/thread-sanitizer"
tests="$repo/Tests/ProductionRxTests"

# What marks a test file as one that leaves its thread: a queue, a thread, a task, a
# real-time scheduler, or an await. Helpers and the shared suite come regardless.
threads='DispatchQueue|Thread\b|Thread\.|concurrentPerform|DispatchQueueScheduler|OperationQueue|MainScheduler|ThreadPoolScheduler|Task[ .{(]|await |async |async$|threads'
selected=()
while IFS= read -r file; do
    relative="${file#"$tests"/}"
    case "$relative" in
        # The atlas and the chapters' pictures draw from virtual time, and compare what they
        # draw with the files `swift run sync` writes.
        Atlas/* | TestToolkit/ChapterPictureTests.swift) continue ;;
        # Run the compiler on chapter 16's programs against the plain build's modules
        # (CompileTimeGuaranteeTests finds them, and is not in this package). Their run-time
        # tests send a value into a task or an actor once, or map on one background queue
        # while the test waits, with nothing shared for ThreadSanitizer to see.
        Concurrency/CrossingIsolationTests.swift | Concurrency/IsolationTests.swift) continue ;;
        Support/* | Shared/* | *Support.swift | *Sources.swift) selected+=("$relative") ;;
        *) grep -qE "$threads" "$file" && selected+=("$relative") ;;
    esac
done < <(find -L "$tests" -name '*.swift' | sort)

if [[ ${1:-} == --list ]]; then
    printf '%s\n' "${selected[@]}"
    exit 0
fi

rm -rf "$package/Sources" "$package/Tests"
mkdir -p "$package/Sources" "$package/Tests/ProductionRxTests"
for module in ProductionRx ProductionRxTest ProductionRxBlocking Marbles; do
    ln -s "$repo/Sources/$module" "$package/Sources/$module"
done
ln -s "$repo/Chapters/13-units/HeadlessUI" "$package/Sources/HeadlessUI"
ln -s "$repo/Tests/Support" "$package/Sources/TestSupport"
ln -s "$repo/Tests/OperatorContract" "$package/Sources/OperatorContract"
for relative in "${selected[@]}"; do
    mkdir -p "$package/Tests/ProductionRxTests/$(dirname "$relative")"
    ln -s "$tests/$relative" "$package/Tests/ProductionRxTests/$relative"
done

# The same targets and settings as the repository's Package.swift, for these modules only.
cat > "$package/Package.swift.new" << 'EOF'
// swift-tools-version: 6.2
// Written by .ci/thread-sanitizer.sh: ProductionRx's tests that start threads.
import PackageDescription

let traceResources: [SwiftSetting] = [.define("TRACE_RESOURCES", .when(configuration: .debug))]

let package = Package(
    name: "ThreadSanitizer",
    platforms: [.macOS(.v15), .iOS(.v18)],
    targets: [
        .target(name: "ProductionRx", swiftSettings: traceResources),
        .target(name: "Marbles"),
        .target(name: "ProductionRxTest", dependencies: ["ProductionRx", "Marbles"], swiftSettings: traceResources),
        .target(name: "ProductionRxBlocking", dependencies: ["ProductionRx"], swiftSettings: traceResources),
        .target(name: "HeadlessUI", dependencies: ["ProductionRx", "ProductionRxTest"]),
        .target(name: "TestSupport"),
        .target(name: "OperatorContract", dependencies: ["ProductionRx", "ProductionRxTest", "Marbles"], swiftSettings: traceResources),
        .testTarget(
            name: "ProductionRxTests",
            dependencies: ["ProductionRx", "ProductionRxTest", "ProductionRxBlocking", "TestSupport", "HeadlessUI", "OperatorContract"],
            swiftSettings: traceResources + [.define("PRODUCTION_RX")]),
    ],
    swiftLanguageModes: [.v6]
)

// As in the repository's Package.swift: index our own code only, not the system modules.
for target in package.targets { target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])] }
EOF
# Rewritten only when it changed, so that a second run does not rebuild.
if ! cmp -s "$package/Package.swift.new" "$package/Package.swift"; then
    mv "$package/Package.swift.new" "$package/Package.swift"
else
    rm "$package/Package.swift.new"
fi

swift build --package-path "$package" --sanitize=thread --build-tests
[[ -z ${TSAN_BUILD_ONLY:-} ]] || exit 0
echo "ThreadSanitizer: ${#selected[@]} test files of Tests/ProductionRxTests (bash .ci/thread-sanitizer.sh --list)"
swift test --package-path "$package" --sanitize=thread --skip-build
