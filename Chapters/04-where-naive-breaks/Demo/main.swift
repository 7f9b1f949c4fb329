// Chapter 4's demo: the cases of the shared test WhereNaiveBreaksTests.swift, run live
// against NaiveRx and ProductionRx side by side, and drawn as marble lines.
import Marbles

/// Both libraries, in the order their results are drawn.
let implementations: [any Cases.Type] = [NaiveCases.self, ProductionCases.self]

print("1. A create closure sends 3 after completed")
let sendingAfterCompleted = implementations.map { $0.sendingAfterCompleted() }
print()
print(
    MarbleDiagram(
        [sendingAfterCompleted[0].sent, NaiveCases.sendingAfterCompletedUnguarded()] + sendingAfterCompleted.map(\.received)
    ).rendered.indented)
print()

print("2. Two threads send completed at the same moment")
print("   (ProductionRx's debug build notices the overlap and prints RxSwift's warning:)")
let twoThreads = implementations.map { $0.twoThreadsCompleting() }
print()
print(MarbleDiagram(twoThreads).rendered.indented)
print()

print("3. The subscriber, while handling 1, makes the source send 2")
print("   (ProductionRx's debug build prints RxSwift's reentrancy warning, twice: once per observer that notices:)")
let reentrant = implementations.map { ($0.name, $0.reentrantSend()) }
print()
for (name, log) in reentrant {
    print("   \(name.padding(toLength: 13, withPad: " ", startingAt: 0)) \(log.joined(separator: ", "))")
}
print()

print("4. Take the first three elements of a long synchronous source, then complete")
print()
let firstThree = implementations.map { $0.disposingWhileSubscribing(count: 8) }
for (implementation, result) in zip(implementations, firstThree) {
    print(MarbleDiagram(result.sent, result.received).rendered.indented)
    print(
        "   \(implementation.name): the source produced \(result.produced) of 8 elements"
            + " (of 10,000: \(implementation.disposingWhileSubscribing(count: 10_000).produced))")
    print()
}

print("5. Subscribe from inside onNext, level after level: stack used by the deepest level")
print()
print("   depth           NaiveRx         ProductionRx")
for depth in [10, 100, 1_000] {
    let columns = ["\(depth)"] + implementations.map { "\($0.stackUsed(depth: depth)) bytes" }
    print("   " + columns.dropLast().map { $0.padding(toLength: 16, withPad: " ", startingAt: 0) }.joined() + columns.last!)
}
let perLevel = NaiveCases.stackUsed(depth: 1_000) / 1_000
print(
    "   NaiveRx needs about \(perLevel) bytes per level; a typical 8 MB main-thread stack runs out near"
        + " \((8 << 20) / max(perLevel, 1)) levels.")
print("   The shared test goes 100,000 deep: NaiveRx crashes, ProductionRx finishes.")
print()

print("6. A create closure keeps its observer; the subscription is disposed at once")
print()
for implementation in implementations {
    print(
        "   \(implementation.name.padding(toLength: 13, withPad: " ", startingAt: 0)) objects still alive afterwards: \(implementation.aliveAfterKeepingTheObserver())"
    )
}
print()

print("Notice: NaiveRx delivered two completions, ran its source to the end, and grew the stack at every level;")
print("        ProductionRx's atomic flag, trampoline and SinkDisposer did not. The reentrant 2 arrives nested in both.")

extension String {
    /// Every line of the text, indented by three spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "   " + $0 }
            .joined(separator: "\n")
    }
}
