// `swift run -c release benchmarks`: NaiveRx and ProductionRx on the workloads of
// /work/shared/BENCHMARKS.md that exist so far, against a floor without Rx. Chapter 15.
// How to read the output: Sources/Benchmarks/README.md.
import Foundation

let usage = """
    usage: swift run -c release benchmarks [--quick] [--runs N]
           swift run -c release benchmarks --pump naive|production|subject|floor ELEMENTS
           swift run -c release benchmarks --create naive|production SUBSCRIPTIONS

      --quick        small sizes and 3 runs: a smoke test for CI, not numbers to quote
      --runs N       measure each workload N times and keep the best (default 10)
      --pump …       run mapFilterPumping once with ELEMENTS elements and print nothing but
                     the sum (--pump subject: ProductionRx's publishSubjectPumping);
                     count-allocations.sh runs this under valgrind
      --create …     the same for mapFilterCreating with SUBSCRIPTIONS subscriptions
    """

/// Stops with `message` and exit status 2.
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("benchmarks: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

/// The sizes one run uses: those of BENCHMARKS.md, or small ones with `--quick`.
struct Sizes {
    /// Elements per `mapFilterPumping` and `rawClosureFloor` run.
    var pumpedElements = 100_000
    /// Subscriptions per `mapFilterCreating` run.
    var subscriptions = 10_000
    /// Elements per `publishSubjectPumping…` run.
    var subjectElements = 1_000_000
    /// Subscriptions per `publishSubjectCreating` run.
    var subjectSubscriptions = 100_000
    /// Runs per workload; the best one counts.
    var runs = 10
}

var sizes = Sizes()
var arguments = Array(CommandLine.arguments.dropFirst())

/// The pumping workload of one implementation (or the floor), for `--pump`.
func pumpingWorkload(named name: String) -> ((Int) -> Int)? {
    switch name {
    case "naive": NaiveRxWorkloads.mapFilterPumping(elements:)
    case "production": ProductionRxWorkloads.mapFilterPumping(elements:)
    case "subject": { ProductionRxWorkloads.publishSubjectPumping(elements: $0, subscribers: 1) }
    case "floor": Floor.rawClosureFloor(elements:)
    default: nil
    }
}

/// The creating workload of one implementation, for `--create`.
func creatingWorkload(named name: String) -> ((Int) -> Int)? {
    switch name {
    case "naive": NaiveRxWorkloads.mapFilterCreating(subscriptions:)
    case "production": ProductionRxWorkloads.mapFilterCreating(subscriptions:)
    default: nil
    }
}

// The modes count-allocations.sh uses: one run, no timing, so that valgrind counts only it.
if arguments.first == "--pump" || arguments.first == "--create" {
    let mode = arguments[0]
    let workload =
        arguments.count == 3
        ? (mode == "--pump" ? pumpingWorkload(named: arguments[1]) : creatingWorkload(named: arguments[1]))
        : nil
    guard let workload, let count = Int(arguments[2]), count >= 0 else {
        usageError("\(mode) needs an implementation (see below), then a count")
    }
    print(workload(count))
    exit(0)
}

while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--quick":
        sizes.pumpedElements = 10_000
        sizes.subscriptions = 1_000
        sizes.subjectElements = 10_000
        sizes.subjectSubscriptions = 1_000
        sizes.runs = 3
    case "--runs":
        guard let runs = arguments.first.flatMap({ Int($0) }), runs > 0 else {
            usageError("--runs needs a positive number")
        }
        sizes.runs = runs
        arguments.removeFirst()
    default:
        usageError("unknown argument \(argument)")
    }
}

#if DEBUG
print("Warning: this is a debug build; its numbers mean little. Use swift run -c release benchmarks.")
print()
#endif

/// Runs `work` `runs` times and returns the best time divided by `count`, in
/// nanoseconds. `work` returns a sum that must equal `count`, which proves the work was done
/// and keeps the optimiser from skipping it.
func bestTimePerItem(count: Int, runs: Int, _ name: String, _ work: (Int) -> Int) -> Double {
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
    let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    return nanoseconds / Double(count)
}

/// A time in nanoseconds as text with a readable unit: `812 ns`, `4.31 µs`.
func formatted(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<10: String(format: "%.2f ns", nanoseconds)
    case ..<1_000: String(format: "%.1f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
    default: String(format: "%.2f ms", nanoseconds / 1_000_000)
    }
}

/// A ratio as text: `31×`, `2.4×`.
func formatted(ratio: Double) -> String {
    ratio < 10 ? String(format: "%.1f×", ratio) : String(format: "%.0f×", ratio)
}

/// `text` padded with spaces to `width` characters (on the right, or on the left for numbers).
func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

print("Rx from the inside: benchmarks (best of \(sizes.runs) runs; \(sizes.pumpedElements) elements pumped, \(sizes.subscriptions) subscriptions created)")
print()

let floor = bestTimePerItem(count: sizes.pumpedElements, runs: sizes.runs, "rawClosureFloor", Floor.rawClosureFloor(elements:))

/// One row of the table: a workload, its unit, and each implementation's time per unit.
struct Row {
    let workload: String
    let unit: String
    let naive: Double?
    let production: Double?
}

let rows = [
    Row(
        workload: "mapFilterPumping", unit: "element",
        naive: bestTimePerItem(count: sizes.pumpedElements, runs: sizes.runs, "NaiveRx mapFilterPumping", NaiveRxWorkloads.mapFilterPumping(elements:)),
        production: bestTimePerItem(
            count: sizes.pumpedElements, runs: sizes.runs, "ProductionRx mapFilterPumping", ProductionRxWorkloads.mapFilterPumping(elements:))
    ),
    Row(
        workload: "mapFilterCreating", unit: "subscription",
        naive: bestTimePerItem(count: sizes.subscriptions, runs: sizes.runs, "NaiveRx mapFilterCreating", NaiveRxWorkloads.mapFilterCreating(subscriptions:)),
        production: bestTimePerItem(
            count: sizes.subscriptions, runs: sizes.runs, "ProductionRx mapFilterCreating", ProductionRxWorkloads.mapFilterCreating(subscriptions:))
    ),
    Row(workload: "rawClosureFloor", unit: "element", naive: nil, production: nil),
]

/// One row of the ProductionRx-only workloads: NaiveRx has no subjects, flatMap,
/// flatMapLatest, combineLatest or Driver, so its column shows "—".
@MainActor
func productionOnlyRow(_ workload: String, perElement: Bool, count: Int, _ work: (Int) -> Int) -> Row {
    Row(
        workload: workload, unit: perElement ? "element" : "subscription", naive: nil,
        production: bestTimePerItem(count: count, runs: sizes.runs, "ProductionRx \(workload)", work)
    )
}

let productionOnlyRows = [
    productionOnlyRow("publishSubjectPumping", perElement: true, count: sizes.subjectElements) {
        ProductionRxWorkloads.publishSubjectPumping(elements: $0, subscribers: 1)
    },
    productionOnlyRow("publishSubjectPumpingTwoSubscriptions", perElement: true, count: sizes.subjectElements) {
        ProductionRxWorkloads.publishSubjectPumping(elements: $0, subscribers: 2)
    },
    productionOnlyRow(
        "publishSubjectCreating", perElement: false, count: sizes.subjectSubscriptions, ProductionRxWorkloads.publishSubjectCreating(subscriptions:)),
    productionOnlyRow("flatMapsPumping", perElement: true, count: sizes.pumpedElements, ProductionRxWorkloads.flatMapsPumping(elements:)),
    productionOnlyRow("flatMapsCreating", perElement: false, count: sizes.subscriptions, ProductionRxWorkloads.flatMapsCreating(subscriptions:)),
    productionOnlyRow("flatMapLatestPumping", perElement: true, count: sizes.pumpedElements, ProductionRxWorkloads.flatMapLatestPumping(elements:)),
    productionOnlyRow("flatMapLatestCreating", perElement: false, count: sizes.subscriptions, ProductionRxWorkloads.flatMapLatestCreating(subscriptions:)),
    productionOnlyRow("combineLatestPumping", perElement: true, count: sizes.pumpedElements, ProductionRxWorkloads.combineLatestPumping(elements:)),
    productionOnlyRow("combineLatestCreating", perElement: false, count: sizes.subscriptions, ProductionRxWorkloads.combineLatestCreating(subscriptions:)),
    // Driver: top-level code runs on the main thread, so `drive` is allowed and delivery on
    // the main scheduler runs at once (chapter 13).
    productionOnlyRow(
        "mapFilterDriverPumping", perElement: true, count: sizes.pumpedElements, ProductionRxDriverWorkloads.mapFilterDriverPumping(elements:)),
    productionOnlyRow(
        "mapFilterDriverCreating", perElement: false, count: sizes.subscriptions, ProductionRxDriverWorkloads.mapFilterDriverCreating(subscriptions:)),
]

let header = [
    padded("workload", 38), padded("time per", 13),
    padded("NaiveRx", 10, right: true), padded("× floor", 8, right: true),
    padded("ProductionRx", 14, right: true), padded("× floor", 8, right: true),
    padded("Production ÷ Naive", 20, right: true),
]
print(header.joined())
print(String(repeating: "-", count: header.joined().count))
for row in rows {
    var cells = [padded(row.workload, 38), padded(row.unit, 13)]
    if let naive = row.naive, let production = row.production {
        cells += [
            padded(formatted(naive), 10, right: true), padded(formatted(ratio: naive / floor), 8, right: true),
            padded(formatted(production), 14, right: true), padded(formatted(ratio: production / floor), 8, right: true),
            padded(String(format: "%.2f", production / naive), 20, right: true),
        ]
    } else {
        cells += [padded("plain closures: \(formatted(floor)) = 1×", 40, right: true)]
    }
    print(cells.joined())
}
for row in productionOnlyRows {
    let production = row.production ?? 0
    // The ratio to the floor only where the work is per element, as BENCHMARKS.md asks.
    let ratio = row.unit == "element" ? formatted(ratio: production / floor) : ""
    let cells = [
        padded(row.workload, 38), padded(row.unit, 13),
        padded("—", 10, right: true), padded("", 8),
        padded(formatted(production), 14, right: true), padded(ratio, 8, right: true),
    ]
    print(cells.joined())
}
print()
print("× floor: time per element, or per subscription (which pumps one element), divided by the floor's")
print("time per element: twelve plain closure calls, no Rx; shown for the new rows only per element.")
print("—: NaiveRx has no subjects, flatMap, flatMapLatest, combineLatest or Driver. Heap allocations per element:")
print("Sources/Benchmarks/count-allocations.sh (valgrind). Reading the numbers: Sources/Benchmarks/README.md.")
