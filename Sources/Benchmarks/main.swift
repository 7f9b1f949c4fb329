// `swift run -c release benchmarks`: NaiveRx and ProductionRx on every workload of RxSwift's published
// table (RxSwift's own benchmark suite), against a floor without Rx, each row against its
// target. Chapter 15. How to read the output: Sources/Benchmarks/README.md.
import Foundation

let usage = """
    usage: swift run -c release benchmarks [--runs N] [--only WORKLOAD]
           swift run -c release benchmarks --quick
           swift run -c release benchmarks --once naive|production WORKLOAD COUNT [REPEATS]
           swift run -c release benchmarks --list

      --runs N       measure each workload N times and keep the best (default 10)
      --only W       measure only the workloads whose name contains W (and the floor)
      --quick        a smoke test for CI: every workload once, at a small size, each sum
                     checked; prints no time, so nothing can fail on a slow machine
      --once …       run one workload once (or REPEATS times) with COUNT elements (pumping)
                     or subscriptions (creating) and print nothing but its sum: for valgrind
                     and perf (count-allocations.sh and count-instructions.sh use it);
                     WORKLOAD may be a floor, and `--once production none 0` does nothing
      --list         the workloads' names, kinds and full sizes, one a line
    """

/// Stops with `message` and exit status 2.
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("benchmarks: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

/// The workload called `name`, the floor included.
func workload(named name: String) -> Workload? {
    allWorkloads.first { $0.name == name }
}

/// Runs `work` with `count` and stops with a message unless it returns `count`: the sum
/// proves the work was done and keeps the optimiser from skipping it.
func checkedRun(_ name: String, _ count: Int, _ work: (Int) -> Int) {
    let result = work(count)
    guard result == count else {
        fatalError("\(name) summed \(result), expected \(count): the workload is wrong.")
    }
}

var runs = 10
var only: String?
var quick = false
var arguments = Array(CommandLine.arguments.dropFirst())

while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--list":
        for workload in allWorkloads {
            print(workload.name, workload.kind, workload.count, workload.naive == nil ? "production" : "naive production")
        }
        exit(0)
    case "--once":
        // One run (or a few), no timing, so that valgrind or perf see only it.
        guard (3...4).contains(arguments.count), let count = Int(arguments[2]), count >= 0,
            let repeats = arguments.count == 4 ? Int(arguments[3]) : 1, repeats >= 1
        else {
            usageError("--once needs an implementation, a workload, a count and perhaps a number of repeats")
        }
        let (implementation, name) = (arguments[0], arguments[1])
        if name == "none" {
            print(0)
            exit(0)
        }
        guard let workload = workload(named: name) else { usageError("no workload called \(name)") }
        guard let work = implementation == "naive" ? workload.naive : workload.production else {
            usageError("\(implementation) has no \(name)")
        }
        for _ in 0..<repeats {
            checkedRun("\(implementation) \(name)", count, work)
        }
        print(count)
        exit(0)
    case "--quick":
        quick = true
    case "--only":
        guard let name = arguments.first else { usageError("--only needs a workload name") }
        only = name
        arguments.removeFirst()
    case "--runs":
        guard let number = arguments.first.flatMap({ Int($0) }), number > 0 else {
            usageError("--runs needs a positive number")
        }
        runs = number
        arguments.removeFirst()
    default:
        usageError("unknown argument \(argument)")
    }
}

#if DEBUG
print("Warning: this is a debug build; its numbers mean little. Use swift run -c release benchmarks.")
print()
#endif

if quick {
    // The smoke test: every line of every workload runs and sums right. No time is printed.
    for workload in allWorkloads {
        if let naive = workload.naive {
            checkedRun("NaiveRx \(workload.name)", workload.quickCount, naive)
        }
        checkedRun("ProductionRx \(workload.name)", workload.quickCount, workload.production)
        print("ok  \(workload.name) (\(workload.quickCount) \(workload.kind.unit)s, sum checked)")
    }
    print("benchmarks --quick: \(allWorkloads.count) workloads ran and summed right (no time is judged)")
    exit(0)
}

/// Runs `work` `runs` times and returns the best time for the whole run, in milliseconds.
@MainActor
func bestMilliseconds(_ name: String, count: Int, _ work: (Int) -> Int) -> Double {
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000_000)
    for _ in 0..<runs {
        var result = 0
        let elapsed = clock.measure { result = work(count) }
        guard result == count else {
            fatalError("\(name) summed \(result), expected \(count): the workload is wrong.")
        }
        best = min(best, elapsed)
    }
    let (seconds, attoseconds) = best.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

/// A time in nanoseconds as text with a readable unit: `812 ns`, `4.31 µs`.
func formatted(nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<10: String(format: "%.2f ns", nanoseconds)
    case ..<1_000: String(format: "%.1f ns", nanoseconds)
    default: String(format: "%.2f µs", nanoseconds / 1_000)
    }
}

/// Milliseconds as text: `588.1`, `11.42`.
func formatted(milliseconds: Double) -> String {
    milliseconds < 100 ? String(format: "%.2f", milliseconds) : String(format: "%.1f", milliseconds)
}

/// A ratio as text: `31×`, `2.4×`.
func formatted(ratio: Double) -> String {
    ratio < 10 ? String(format: "%.1f×", ratio) : String(format: "%.0f×", ratio)
}

/// `cells` padded with spaces to `widths` (text on the left, numbers on the right) and joined.
func line(_ cells: [String], _ widths: [Int]) -> String {
    zip(cells, widths).enumerated().map { index, pair in
        let (text, width) = pair
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return index < 2 ? text + padding : padding + text
    }.joined()
}

let selected = workloads.filter { workload in only.map { workload.name.contains($0) } ?? true }
print("Rx from the inside: benchmarks, best of \(runs) runs, whole-workload times in ms (RxSwift's sizes)")
print()

let floorMilliseconds = bestMilliseconds(floorWorkload.name, count: floorWorkload.count, floorWorkload.production)
let floorPerElement = floorMilliseconds * 1e6 / Double(floorWorkload.count)
let targetFloorMilliseconds = bestMilliseconds(targetFloorWorkload.name, count: targetFloorWorkload.count, targetFloorWorkload.production)
/// The speed targets are for a machine whose floor (closureArrayFloor) took 11.4 ms; this
/// run's time for the same floor scales them.
let targetScale = targetFloorMilliseconds / targetsFloorMilliseconds

let widths = [38, 13, 9, 13, 11, 8, 13, 3, 10]
let header = line(["workload", "per", "NaiveRx", "ProductionRx", "per item", "× floor", "target", "", "stretch"], widths)
print(header)
print(String(repeating: "-", count: header.count))
var met = 0
var judged = 0
for workload in selected {
    let naive = workload.naive.map { bestMilliseconds("NaiveRx \(workload.name)", count: workload.count, $0) }
    let production = bestMilliseconds("ProductionRx \(workload.name)", count: workload.count, workload.production)
    let perItem = production * 1e6 / Double(workload.count)
    let target = workload.targetMilliseconds.map { $0 * targetScale }
    let stretch = workload.stretchMilliseconds.map { $0 * targetScale }
    var verdict = ""
    if let target {
        judged += 1
        if production <= target {
            met += 1
            verdict = "✓"
        } else {
            verdict = "✗"
        }
    }
    let cells = [
        workload.name, workload.kind.unit,
        naive.map { formatted(milliseconds: $0) } ?? "—", formatted(milliseconds: production),
        formatted(nanoseconds: perItem), formatted(ratio: perItem / floorPerElement),
        target.map { "≤ " + formatted(milliseconds: $0) } ?? "", verdict,
        stretch.map { (production <= $0 ? "✓ " : "✗ ") + formatted(milliseconds: $0) } ?? "",
    ]
    print(line(cells, widths))
}
print(
    line(
        [
            floorWorkload.name, "element", "", formatted(milliseconds: floorMilliseconds), formatted(nanoseconds: floorPerElement), "1×",
            "", "", "",
        ], widths))
print(
    line(
        [
            targetFloorWorkload.name, "element", "", formatted(milliseconds: targetFloorMilliseconds),
            formatted(nanoseconds: targetFloorMilliseconds * 1e6 / Double(targetFloorWorkload.count)),
            formatted(ratio: targetFloorMilliseconds / floorMilliseconds), "targets " + formatted(milliseconds: targetsFloorMilliseconds), "", "",
        ], widths))
print()
print("\(met) of \(judged) rows at or under their target.")
print(
    """

    NaiveRx, ProductionRx: milliseconds for the whole workload (— where NaiveRx lacks the operators).
    per item: ProductionRx's time per element (pumping) or per subscription (creating); × floor divides
    it by rawClosureFloor's time per element (twelve plain closure calls held in locals, no Rx).
    target, stretch: the targets' milliseconds carried over through the floor it measured (closureArrayFloor:
    the same closures loaded from arrays on every call), target × (this run's closureArrayFloor ÷
    \(formatted(milliseconds: targetsFloorMilliseconds)) ms), so ×\(String(format: "%.2f", targetScale)) in this run; ✓ at or under it, ✗ over it.
    Heap allocations: Sources/Benchmarks/count-allocations.sh. Reading the numbers: Sources/Benchmarks/README.md.
    """)
