// The bounded-stack property: a long synchronous source must not make the stack grow with
// its length. Every operator gets a short and a long cold source and the two stack spreads
// are compared; concat, retry, repeatElement and concatMap also take 100,000 elements each.
// Chapter 7 ("The trampoline") explains why they do not recurse. Chapter 8.
import Foundation
import ProductionRx

/// How much deeper the stack may be with the long source than with the short one.
let stackGrowthAllowed = 64 * 1024

/// Runs `entry` over a cold main source of `short` and then of `long` elements (every other
/// source sending `1` and completing, inside subscribe) and returns a violation if the
/// observer's calls spread further over the stack with the long one.
func stackViolation(_ entry: ContractedOperator, _ traits: OperatorTraits, short: Int = 200, long: Int = 2_000) -> Violation? {
    func spread(_ count: Int) -> Int {
        var script = SourceScript(seed: 0, threads: false, errors: false)
        script.sources = [SourcePlan(kind: .cold, events: Array(repeating: .next(1), count: count) + [.completed], keepsGrammar: true)]
        script.later = SourcePlan(kind: .cold, events: [.next(1), .completed], keepsGrammar: true)
        script.steps = [.subscribe(0, .driver)]
        script.reentrancy = nil
        return perform(script, on: entry).observers.map(\.stackSpread).max() ?? 0
    }
    let (shortSpread, longSpread) = (spread(short), spread(long))
    guard longSpread - shortSpread > stackGrowthAllowed else { return nil }
    return Violation(
        property: .boundedStack,
        detail: "its observer's calls spread over \(shortSpread) bytes of stack with \(short) elements and \(longSpread) with \(long)")
}

/// One of the long sources the issue names: 100,000 elements through one operator.
package struct LongSource: Sendable {
    /// What it runs.
    package let name: String
    /// The sequence, made afresh for each run.
    package let make: @Sendable (Int) -> Observable<Int>

    /// concat, retry, repeatElement and concatMap, each over `count` elements.
    package static let all: [LongSource] = [
        LongSource(name: "Observable.concat(_:) of 100,000 just(1)") { count in
            Observable.concat((0..<count).map { _ in Observable.just(1) })
        },
        LongSource(name: "retry() over a source that sends 1 then fails, 100,000 times") { count in
            let attempts = Attempts()
            return Observable<Int>.create { observer in
                observer.onNext(1)
                if attempts.next() < count {
                    observer.onError(ContractError.boom)
                } else {
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            .retry()
        },
        LongSource(name: "Observable.repeatElement(1).take(100,000)") { count in
            Observable.repeatElement(1).take(count)
        },
        LongSource(name: "Observable.range(0, 100,000).concatMap(just)") { count in
            Observable.range(start: 0, count: count).concatMap { Observable.just($0) }
        },
    ]

    /// Runs it over `count` elements and returns a violation if they did not all arrive,
    /// followed by completion, or if the observer's calls spread over more than `limit`
    /// bytes of stack.
    package func check(count: Int = 100_000, limit: Int = 256 * 1024) -> Violation? {
        nonisolated(unsafe) var received = 0
        nonisolated(unsafe) var completed = false
        nonisolated(unsafe) var lowest = Int.max
        nonisolated(unsafe) var highest = Int.min
        let subscription = make(count).subscribe { event in
            var marker = 0
            let address = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
            lowest = min(lowest, address)
            highest = max(highest, address)
            switch event {
            case .next: received += 1
            case .completed: completed = true
            case .error: break
            }
        }
        subscription.dispose()
        if received != count || !completed {
            return Violation(property: .boundedStack, detail: "\(name): \(received) of \(count) elements arrived\(completed ? "" : ", and no completion")")
        }
        if highest - lowest > limit {
            return Violation(property: .boundedStack, detail: "\(name): the observer's calls spread over \(highest - lowest) bytes of stack")
        }
        return nil
    }
}

/// Counts subscriptions for the retry source.
private final class Attempts: @unchecked Sendable {
    // @unchecked Sendable: the long sources run on one thread.
    private var count = 0

    func next() -> Int {
        count += 1
        return count
    }
}
