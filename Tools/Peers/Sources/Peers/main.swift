// `bash Tools/Peers/peers.sh`: every row of Sources/Benchmarks/Catalogue.swift on RxSwift,
// OpenCombine, ReactiveSwift and ProductionRx, taking turns (A B C D, A B C D, …) in one process,
// best of several runs per cell; each row's ProductionRx time divided by RxSwift's and by the
// fastest peer's. Chapter 15 quotes it; Sources/Benchmarks/README.md ("The peers") reads it.
import Foundation
import OpenCombineRows
import ProductionRxRows
import ReactiveSwiftRows
import RxSwiftRows

/// One library under test: its name and its rows (a row it lacks is an empty cell).
struct Implementation {
    let name: String
    let rows: [String: @Sendable (Int) -> Int]
}

/// The four, in the order they take turns and are printed. ProductionRx comes last: the ratios
/// are its time over the others'.
let implementations = [
    Implementation(name: "RxSwift", rows: RxSwiftRows.RxRows.all),
    Implementation(name: "OpenCombine", rows: OpenCombineRows.all),
    Implementation(name: "ReactiveSwift", rows: ReactiveSwiftRows.all),
    Implementation(name: "ProductionRx", rows: ProductionRxRows.RxRows.all),
]

let usage = """
    usage: bash Tools/Peers/peers.sh [--runs N] [--rounds R] [--only WORKLOAD]
           bash Tools/Peers/peers.sh --quick
           bash Tools/Peers/peers.sh --once IMPLEMENTATION WORKLOAD COUNT [REPEATS]
           bash Tools/Peers/peers.sh --list

      --runs N       runs per cell in each round, the best kept (default 5)
      --rounds R     times the whole table is gone through, the best of all rounds kept (default 3);
                     the range of each row's ratio over the rounds is printed next to it
      --only W       only the rows whose name contains W (the floor always runs)
      --scale F      every row's count times F (default 1: RxSwift's sizes); the table in
                     Sources/Benchmarks/README.md says which scale it was taken at
      --quick        CI's smoke test: every row on every implementation once, at a small size,
                     each sum checked; prints no time, so nothing can fail on a slow machine
      --once …       one row on one implementation (RxSwift, OpenCombine, ReactiveSwift,
                     ProductionRx, or floor) with COUNT elements or subscriptions, REPEATS times,
                     printing only the sum: for valgrind and perf. `--once RxSwift none 0` does nothing
      --list         the rows: name, kind, full size, and the implementations that have it
    """

/// Stops with `message` and exit status 2.
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("peers: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

/// Runs `work` with `count` and stops unless it returns `count`: the sum proves the work was
/// done and keeps the optimiser from skipping it.
func checkedRun(_ label: String, _ count: Int, _ work: (Int) -> Int) {
    let result = work(count)
    guard result == count else {
        fatalError("\(label) summed \(result), expected \(count): the workload is wrong.")
    }
}

let floorRun: @Sendable (Int) -> Int = Floor.rawClosureFloor(elements:)

var runs = 5
var rounds = 3
var scale = 1.0
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
        for spec in catalogue + [floorSpec] {
            let having = spec.name == floorSpec.name ? ["floor"] : implementations.filter { $0.rows[spec.name] != nil }.map(\.name)
            print(spec.name, spec.kind.rawValue, spec.count, having.joined(separator: " "))
        }
        exit(0)
    case "--once":
        guard (3...4).contains(arguments.count), let count = Int(arguments[2]), count >= 0,
            let repeats = arguments.count == 4 ? Int(arguments[3]) : 1, repeats >= 1
        else {
            usageError("--once needs an implementation, a row, a count and perhaps a number of repeats")
        }
        let (implementation, name) = (arguments[0], arguments[1])
        if name == "none" {
            print(0)
            exit(0)
        }
        let work: (@Sendable (Int) -> Int)?
        if implementation.lowercased() == "floor" {
            work = name == floorSpec.name ? floorRun : nil
        } else {
            guard let library = implementations.first(where: { $0.name.lowercased() == implementation.lowercased() }) else {
                usageError("no implementation called \(implementation)")
            }
            work = library.rows[name]
        }
        guard let work else { usageError("\(implementation) has no row \(name)") }
        for _ in 0..<repeats {
            checkedRun("\(implementation) \(name)", count, work)
        }
        print(count)
        exit(0)
    case "--quick":
        quick = true
    case "--only":
        guard let name = arguments.first else { usageError("--only needs a row name") }
        only = name
        arguments.removeFirst()
    case "--scale":
        guard let number = arguments.first.flatMap({ Double($0) }), number > 0, number <= 1 else {
            usageError("--scale needs a number above 0 and at most 1")
        }
        scale = number
        arguments.removeFirst()
    case "--runs", "--rounds":
        guard let number = arguments.first.flatMap({ Int($0) }), number > 0 else {
            usageError("\(argument) needs a positive number")
        }
        if argument == "--runs" { runs = number } else { rounds = number }
        arguments.removeFirst()
    default:
        usageError("unknown argument \(argument)")
    }
}

#if DEBUG
print("Warning: this is a debug build; its times mean nothing. peers.sh builds in release unless PEERS_CONFIGURATION says otherwise.")
print()
#endif

let selected = catalogue.filter { spec in only.map { spec.name.contains($0) } ?? true }
if selected.isEmpty { usageError("no row contains \(only ?? "")") }

if quick {
    // The smoke test: every cell runs at its small size and sums right. No time is printed.
    var ran = 0
    var empty = 0
    print("peers --quick: every row on every implementation once, at a small size, its sum checked (no time is judged)")
    print()
    for spec in selected {
        var cells: [String] = []
        for implementation in implementations {
            if let work = implementation.rows[spec.name] {
                checkedRun("\(implementation.name) \(spec.name)", spec.quickCount, work)
                ran += 1
                cells.append("\(implementation.name) ok")
            } else {
                empty += 1
                cells.append("\(implementation.name) —")
            }
        }
        print("\(spec.name) (\(spec.quickCount) \(spec.kind.unit)s): \(cells.joined(separator: ", "))")
    }
    checkedRun("floor", floorSpec.quickCount, floorRun)
    print()
    print("peers --quick: \(ran) cells ran and summed right; \(empty) empty (— : the library has no such operator); the floor ran")
    exit(0)
}

/// A row's count in this run: RxSwift's size times `--scale`, at least 100.
@MainActor
func timedCount(_ spec: WorkloadSpec) -> Int {
    max(100, Int((Double(spec.count) * scale).rounded()))
}

/// The processor time the whole process spent in one run of `work` over `count`, in seconds
/// (`CLOCK_PROCESS_CPUTIME_ID`: every thread, so `observe(on:)`'s queue counts too); stops if
/// the sum is wrong. Processor time, not wall time: on a machine shared with other builds a
/// run is taken off the processor now and then, and wall time would count those pauses.
func timedRun(_ label: String, _ count: Int, _ work: (Int) -> Int) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start)
    let result = work(count)
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end)
    guard result == count else {
        fatalError("\(label) summed \(result), expected \(count): the workload is wrong.")
    }
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}

/// A time per item in seconds as text with a readable unit: `81.2 ns`, `4.31 µs`.
func formatted(seconds: Double) -> String {
    let nanoseconds = seconds * 1e9
    switch nanoseconds {
    case ..<10: return String(format: "%.2f ns", nanoseconds)
    case ..<1_000: return String(format: "%.1f ns", nanoseconds)
    case ..<1_000_000: return String(format: "%.2f µs", nanoseconds / 1_000)
    default: return String(format: "%.2f ms", nanoseconds / 1_000_000)
    }
}

/// `cells` padded to `widths` (the first two on the left, the rest on the right) and joined.
func line(_ cells: [String], _ widths: [Int]) -> String {
    zip(cells, widths).enumerated().map { index, pair in
        let (text, width) = pair
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return index < 2 ? text + padding + " " : padding + text + " "
    }.joined()
}

var loads = [0.0, 0.0, 0.0]
var loadKnown = getloadavg(&loads, 3) == 3
let started = Date()
let startedText = ISO8601DateFormatter().string(from: started)
print("Rx from the inside: the peers, \(startedText)")
print(
    "\(selected.count) rows × \(implementations.count) implementations, taking turns in each run; best of \(runs) runs × \(rounds) rounds per cell"
)
print(scale == 1 ? "sizes: RxSwift's (the counts of --list)" : "sizes: RxSwift's × \(scale) (--scale)")
print("load average at the start: " + (loadKnown ? String(format: "%.2f %.2f %.2f", loads[0], loads[1], loads[2]) : "unknown"))
print()

/// The best time per item of each cell, over all rounds, and per round: `[row][implementation]`.
var best = [[Double?]](repeating: [Double?](repeating: nil, count: implementations.count), count: selected.count)
var bestPerRound = [[[Double?]]](repeating: best, count: rounds)
var floorBest = Double.infinity

for round in 0..<rounds {
    FileHandle.standardError.write(Data("round \(round + 1) of \(rounds)…\n".utf8))
    let floorCount = timedCount(floorSpec)
    floorBest = min(floorBest, (0..<runs).map { _ in timedRun("floor", floorCount, floorRun) / Double(floorCount) }.min()!)
    for (rowIndex, spec) in selected.enumerated() {
        for _ in 0..<runs {
            for (index, implementation) in implementations.enumerated() {
                guard let work = implementation.rows[spec.name] else { continue }
                let count = timedCount(spec)
                let perItem = timedRun("\(implementation.name) \(spec.name)", count, work) / Double(count)
                best[rowIndex][index] = min(best[rowIndex][index] ?? .infinity, perItem)
                bestPerRound[round][rowIndex][index] = min(bestPerRound[round][rowIndex][index] ?? .infinity, perItem)
            }
        }
        // Progress on the standard error, so that a run cut short still says something.
        let cells = bestPerRound[round][rowIndex].map { $0.map { formatted(seconds: $0) } ?? "—" }
        FileHandle.standardError.write(Data("  round \(round + 1): \(spec.name) \(cells.joined(separator: " "))\n".utf8))
    }
}

/// ProductionRx's time over the fastest of the other three in `times`, and that peer's name.
func fastestPeer(_ times: [Double?]) -> (ratio: Double, name: String)? {
    guard let production = times[implementations.count - 1] else { return nil }
    let peers = times.dropLast().enumerated().compactMap { index, time in time.map { (time: $0, name: implementations[index].name) } }
    guard let fastest = peers.min(by: { $0.time < $1.time }) else { return nil }
    return (production / fastest.time, fastest.name)
}

let widths = [38, 13, 11, 11, 13, 12, 22, 28]
let header = line(
    ["workload", "per", "RxSwift", "OpenCombine", "ReactiveSwift", "ProductionRx", "÷ RxSwift (rounds)", "÷ fastest peer (rounds)"], widths)
print(header)
print(String(repeating: "-", count: header.count))
for (rowIndex, spec) in selected.enumerated() {
    let times = best[rowIndex]
    var cells = [spec.name, spec.kind.unit] + times.map { $0.map { formatted(seconds: $0) } ?? "" }
    if let production = times[3], let rxSwift = times[0] {
        let perRound = bestPerRound.compactMap { round -> Double? in
            guard let production = round[rowIndex][3], let rxSwift = round[rowIndex][0] else { return nil }
            return production / rxSwift
        }
        cells.append(String(format: "%.2f (%.2f–%.2f)", production / rxSwift, perRound.min() ?? 0, perRound.max() ?? 0))
    } else {
        cells.append("")
    }
    if let fastest = fastestPeer(times) {
        let perRound = bestPerRound.compactMap { fastestPeer($0[rowIndex])?.ratio }
        cells.append(String(format: "%.2f %@ (%.2f–%.2f)", fastest.ratio, fastest.name, perRound.min() ?? 0, perRound.max() ?? 0))
    } else {
        cells.append("")
    }
    print(line(cells, widths))
}
print(line([floorSpec.name, "element", "", "", "", formatted(seconds: floorBest), "", ""], widths))

if let twelveMaps = selected.firstIndex(where: { $0.name == "twelveMapsPumping" }) {
    let ratios = zip(implementations, best[twelveMaps]).compactMap { implementation, time in
        time.map { "\(implementation.name) \(String(format: "%.1f×", $0 / floorBest))" }
    }
    print()
    print("twelveMapsPumping against the floor (twelve plain closure calls an element): " + ratios.joined(separator: ", "))
}

loadKnown = getloadavg(&loads, 3) == 3
print()
print(
    """
    Took \(Int(Date().timeIntervalSince(started))) s; load average at the end: \(loadKnown ? String(format: "%.2f %.2f %.2f", loads[0], loads[1], loads[2]) : "unknown").

    Each cell: the best processor time (of the whole process, every thread) per element (pumping rows) or per
    subscription (creating rows) of \(runs * rounds) runs
    (\(runs) in each of \(rounds) rounds); an empty cell is an operator the library does not have.
    ÷ RxSwift: ProductionRx's time over RxSwift's; ÷ fastest peer: over the fastest of RxSwift, OpenCombine and
    ReactiveSwift, named. In brackets, the lowest and highest of the same ratio taken round by round: how much
    the machine's noise moves it. Below 1, ProductionRx is faster. Compare ratios of one run only: on a shared
    machine absolute times move by 30% from one run to the next. What each row does and how each library
    writes it: Sources/Benchmarks/README.md, "The peers".
    """)
