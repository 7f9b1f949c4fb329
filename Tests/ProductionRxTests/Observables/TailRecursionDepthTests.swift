// `maxTailRecursiveSinkStackSize` (Sources/ProductionRx/Core/TailRecursiveSink.swift):
// the debug-build gauge of how deep the tail-recursive sink's stack of iterators grew, which
// RxSwift's own concat tests read. Tests under the leak check run one at a time, so the
// global gauge is theirs while they run.
import ProductionRx
import XCTest

#if DEBUG || TRACE_RESOURCES
/// maxTailRecursiveSinkStackSize
final class TailRecursionDepthTests: RxTestCase {
    func testAConcatOfPlainObservablesKeepsOneIteratorAtMost() {
        maxTailRecursiveSinkStackSize = 0

        let all = Observable.concat([Observable.just(1), Observable.just(2), Observable.just(3)])

        XCTAssertEqual(record(all), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 0)
    }

    func testANestedConcatInTheMiddleIsWalkedIntoOneLevelDeeper() {
        maxTailRecursiveSinkStackSize = 0
        let inner = Observable.concat([Observable.just(2), Observable.just(3)])

        let all = Observable.concat([Observable.just(1), inner, Observable.just(4)])

        XCTAssertEqual(record(all), [.next(1), .next(2), .next(3), .next(4), .completed])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 2)
    }

    // RxSwift's gauge reads 1 after a long tail-recursive chain too
    // (RxSwift/Observers/TailRecursiveSink.swift; run against it in Tools/AgainstRxSwift).
    func testANestedConcatInTailPositionDoesNotGrowTheStack() {
        maxTailRecursiveSinkStackSize = 0
        var chain = Observable.concat([Observable.just(100)])
        for value in (0..<100).reversed() {
            chain = Observable.concat([Observable.just(value), chain])
        }

        let values = record(chain).compactMap { seen -> Int? in
            if case .next(let value) = seen { return value }
            return nil
        }

        XCTAssertEqual(values, Array(0...100))
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
    }

    func testTheGaugeCanBeResetAndOnlyGrows() {
        maxTailRecursiveSinkStackSize = 5
        _ = record(Observable.concat([Observable.just(1), Observable.concat([Observable.just(2)]), Observable.just(3)]))
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 5)

        maxTailRecursiveSinkStackSize = 0
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 0)
    }
}
#endif
