// `maxTailRecursiveSinkStackSize` (Sources/ProductionRx/Core/TailRecursiveSink.swift):
// the debug-build gauge of how deep the tail-recursive sink's stack of iterators grew, which
// RxSwift's own concat tests read. Tests under the leak check run one at a time, so the
// global gauge is theirs while they run.
import ProductionRx
import Testing

#if DEBUG || TRACE_RESOURCES
@Suite("maxTailRecursiveSinkStackSize", .leakChecked)
struct TailRecursionDepthTests {
    @Test func aConcatOfPlainObservablesKeepsOneIteratorAtMost() {
        maxTailRecursiveSinkStackSize = 0

        let all = Observable.concat([Observable.just(1), Observable.just(2), Observable.just(3)])

        #expect(record(all) == [.next(1), .next(2), .next(3), .completed])
        #expect(maxTailRecursiveSinkStackSize == 0)
    }

    @Test func aNestedConcatInTheMiddleIsWalkedIntoOneLevelDeeper() {
        maxTailRecursiveSinkStackSize = 0
        let inner = Observable.concat([Observable.just(2), Observable.just(3)])

        let all = Observable.concat([Observable.just(1), inner, Observable.just(4)])

        #expect(record(all) == [.next(1), .next(2), .next(3), .next(4), .completed])
        #expect(maxTailRecursiveSinkStackSize == 2)
    }

    // RxSwift's gauge reads 1 after a long tail-recursive chain too
    // (RxSwift/Observers/TailRecursiveSink.swift; run against it in Tools/AgainstRxSwift).
    @Test func aNestedConcatInTailPositionDoesNotGrowTheStack() {
        maxTailRecursiveSinkStackSize = 0
        var chain = Observable.concat([Observable.just(100)])
        for value in (0..<100).reversed() {
            chain = Observable.concat([Observable.just(value), chain])
        }

        let values = record(chain).compactMap { seen -> Int? in
            if case .next(let value) = seen { return value }
            return nil
        }

        #expect(values == Array(0...100))
        #expect(maxTailRecursiveSinkStackSize == 1)
    }

    @Test func theGaugeCanBeResetAndOnlyGrows() {
        maxTailRecursiveSinkStackSize = 5
        _ = record(Observable.concat([Observable.just(1), Observable.concat([Observable.just(2)]), Observable.just(3)]))
        #expect(maxTailRecursiveSinkStackSize == 5)

        maxTailRecursiveSinkStackSize = 0
        #expect(maxTailRecursiveSinkStackSize == 0)
    }
}
#endif
