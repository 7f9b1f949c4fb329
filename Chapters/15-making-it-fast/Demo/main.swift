// Chapter 15's demo: the same map/filter chain as plain closures (the floor), as NaiveRx, as
// ProductionRx and as a statically typed chain, timed side by side; then what one
// subscription builds, and what one element costs in objects.
import Foundation

#if DEBUG
let sizes = (pumped: 5_000, subscriptions: 300, rounds: 3)
print("This is a debug build: nothing is optimised, ProductionRx checks threads, and every object is")
print("counted. The times below show the shape only. For times worth reading run")
print("    swift run -c release ch15")
print("and for the real measurement, swift run -c release benchmarks (chapter 15 says how to read it).")
#else
let sizes = (pumped: 100_000, subscriptions: 10_000, rounds: 7)
print("A release build: the times below mean something, but one run on a shared machine is noisy.")
print("Read the ratios in one run, not the absolute times; chapter 15 says how to measure.")
#endif
print()

// MARK: - 1 and 2. The chain four ways, then three ways to build it

print("1. Pumping \(sizes.pumped) elements through six map { $0 } + filter { _ in true } pairs")
print()

/// Twelve closures called in a loop, held in locals: what the chain does with no Rx at all.
func floorPump(elements: Int) -> Int {
    let (transform, predicate) = opaqueClosures()
    var sum = 0
    for _ in 0..<elements {
        var value = 1
        var passed = true
        for _ in 0..<6 where passed {
            value = transform(value)
            passed = predicate(value)
        }
        if passed {
            sum += value
        }
    }
    return sum
}

/// One way of doing the work: a name and a function that does `count` of it and returns the sum.
struct Contender {
    let name: String
    let work: (Int) -> Int
    var best = Double.infinity

    init(_ name: String, _ work: @escaping (Int) -> Int) {
        self.name = name
        self.work = work
    }
}

/// Runs every contender once per round, in turn (A B C D, A B C D, …), so that a change in the
/// machine's speed hits all of them alike, and keeps each one's best time in nanoseconds per item.
func measure(_ contenders: inout [Contender], count: Int) {
    for _ in 0..<sizes.rounds {
        for index in contenders.indices {
            let start = DispatchTime.now().uptimeNanoseconds
            let sum = contenders[index].work(count)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            precondition(sum == count, "\(contenders[index].name) summed \(sum), expected \(count)")
            contenders[index].best = min(contenders[index].best, elapsed / Double(count))
        }
    }
}

/// `nanoseconds` as ns or µs, padded to ten characters.
func duration(_ nanoseconds: Double) -> String {
    let text = nanoseconds < 1000 ? String(format: "%.1f ns", nanoseconds) : String(format: "%.2f µs", nanoseconds / 1000)
    return text.padding(toLength: 10, withPad: " ", startingAt: 0)
}

/// Prints one row per contender: time per item and the ratio to the first row.
func printTable(_ contenders: [Contender], per item: String) {
    let unit = contenders[0].best
    print("   " + "".padding(toLength: 34, withPad: " ", startingAt: 0) + "per \(item)".padding(toLength: 19, withPad: " ", startingAt: 0) + "× the first row")
    for contender in contenders {
        let ratio = String(format: "%.1f×", contender.best / unit)
        print("   " + contender.name.padding(toLength: 34, withPad: " ", startingAt: 0) + duration(contender.best) + "         " + ratio)
    }
}

var pumping = [
    Contender("floor: twelve closures in a loop", floorPump),
    Contender("statically typed stages", StaticChain.pump),
    Contender("ProductionRx", ProductionChain.pump),
    Contender("NaiveRx", NaiveChain.pump),
]
measure(&pumping, count: sizes.pumped)
printTable(pumping, per: "element")
print()
print("   Best of \(sizes.rounds) rounds, the four taking turns in each round.")
print()

print("2. Building, subscribing and disposing the chain \(sizes.subscriptions) times (one element each)")
print()
var creating = [
    Contender("statically typed stages", StaticChain.create),
    Contender("ProductionRx", ProductionChain.create),
    Contender("NaiveRx", NaiveChain.create),
]
measure(&creating, count: sizes.subscriptions)
printTable(creating, per: "subscription")
print()

// MARK: - 3. Why: the type the compiler sees

print("3. What the compiler knows about each chain")
print()
let productionTypes = ProductionChain.types()
print("   ProductionRx, map then filter:  declared \(productionTypes.declared), at run time \(productionTypes.dynamic)")
print("   Statically typed, twelve stages:")
print("     " + StaticChain.typeName())
print()
print("   Behind Observable<Int> the compiler cannot tell which sink comes next, so every sink runs as")
print("   unspecialised generic code, handling values whose type it learns only at run time. The nested")
print("   type spells every stage, so the compiler can specialise and inline the whole chain where it is built.")
print()

// MARK: - 4. Objects per subscription, and per element

print("4. Objects alive while one subscription runs (Resources.total)")
print()

/// Prints what `count` returns for a few chain lengths, or why there is nothing to print.
func printObjects(_ name: String, _ count: (Int, Int) -> (built: Int, subscribed: Int, afterPumping: Int, afterDispose: Int)?) {
    print("   \(name)")
    print("     operators   observables built   objects per subscription   after 1,000 elements   left after dispose")
    for operators in [1, 2, 12] {
        guard let counts = count(operators, 1000) else {
            print("     not counted in a release build: run swift run ch15 to see these rows")
            return
        }
        let row = [
            "\(operators)".padding(toLength: 12, withPad: " ", startingAt: 0),
            "\(counts.built)".padding(toLength: 20, withPad: " ", startingAt: 0),
            "\(counts.subscribed - counts.built)".padding(toLength: 27, withPad: " ", startingAt: 0),
            "\(counts.afterPumping - counts.built)".padding(toLength: 23, withPad: " ", startingAt: 0),
            "\(counts.afterDispose - counts.built)",
        ]
        print("     " + row.joined())
    }
}
printObjects("ProductionRx (a PublishSubject as the source)", ProductionChain.liveObjects)
print()
printObjects("NaiveRx (create as the source)", NaiveChain.liveObjects)
print()
print("   Resources counts only the objects each library chooses to count (sinks, observers, disposables,")
print("   observables), not every heap allocation: bash Sources/Benchmarks/count-allocations.sh counts those,")
print("   under valgrind. Both agree on the rule that matters: pumping an element creates no object.")
print()
print("Notice: a subscription builds a few objects per operator and an element builds none, yet each Rx element")
print("        costs many floors: the time goes to generic code that cannot see its types. The statically typed")
print("        stages keep their types and stay within a few floors.")
