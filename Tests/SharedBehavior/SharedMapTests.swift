import Testing

// map, the first operator, run against both implementations. Chapter 3.
#if NAIVE_RX
import NaiveRx
#else
import ProductionRx
#endif

extension SharedBehavior {
    @Suite("map")
    struct Map {
        @Test func mapTransformsEachElement() {
            #expect(record(Observable.of(1, 2, 3).map { $0 * 10 }) == [.next(10), .next(20), .next(30), .completed])
        }

        @Test func mapCanChangeTheElementType() {
            #expect(record(Observable.of(1, 2).map { "#\($0)" }) == [.next("#1"), .next("#2"), .completed])
        }

        @Test func aMapThatCompletedFreesItsSubscriptionWithoutADispose() {
            let before = Int(Resources.total)
            do {
                let recorder = Recorder<Int>()
                _ = Observable.of(1, 2).map { $0 * 10 }.subscribe(recorder)
                #expect(recorder.seen == [.next(10), .next(20), .completed])
            }
            #expect(Int(Resources.total) == before, "the finished subscription is still alive: its end did not dispose it")
        }

        @Test func mapForwardsCompletionOfAnEmptySource() {
            #expect(record(Observable<Int>.empty().map { $0 + 1 }) == [.completed])
        }

        @Test func mapForwardsTheSourcesError() {
            let failing = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onError(TestError.boom)
                return Disposables.create()
            }
            #expect(record(failing.map { $0 + 1 }) == [.next(2), .error("boom")])
        }

        @Test func mapForwardsErrorThrownByTransformAndEndsTheSequence() {
            let mapped = Observable.of(1, 2, 3).map { value -> Int in
                if value == 2 { throw TestError.boom }
                return value
            }
            #expect(record(mapped) == [.next(1), .error("boom")])
        }

        @Test func mapsCompose() {
            let twice = Observable.of(1, 2).map { $0 + 1 }.map { $0 * 100 }
            #expect(record(twice) == [.next(200), .next(300), .completed])
        }

        @Test func mapCallsTheTransformOnlyWhenSubscribed() {
            nonisolated(unsafe) var calls = 0
            let mapped = Observable.of(1, 2).map { value -> Int in
                calls += 1
                return value
            }
            #expect(calls == 0)
            _ = record(mapped)
            #expect(calls == 2)
        }

        @Test func disposingTheMappedSubscriptionDisposesTheSource() {
            let source = ManualSource<Int>()
            let recorder = Recorder<Int>()
            let subscription = source.observable.map { $0 * 2 }.subscribe(recorder)
            source.send(.next(1))
            subscription.dispose()
            source.send(.next(2))
            #expect(recorder.seen == [.next(2)])
            #expect(source.disposals == 1)
            #expect(!source.isObserved)
        }
    }
}
