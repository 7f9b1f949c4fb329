import Testing

// Subscribing with closures, run against both implementations. Chapter 2.
#if NAIVE_RX
import NaiveRx
#else
import ProductionRx
#endif

extension SharedBehavior {
    @Suite("subscribe with closures")
    struct Subscribe {
        @Test func callbacksRunInEventOrderAndOnDisposedComesLast() {
            nonisolated(unsafe) var log: [String] = []
            _ = Observable.of(1, 2).subscribe(
                onNext: { log.append("next \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            #expect(log == ["next 1", "next 2", "completed", "disposed"])
        }

        @Test func onDisposedRunsAfterAnError() {
            nonisolated(unsafe) var log: [String] = []
            _ = Observable<Int>.error(TestError.boom).subscribe(
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") }
            )
            #expect(log == ["error boom", "disposed"])
        }

        @Test func onDisposedRunsOnceWhenTheSubscriptionIsDisposedAfterCompletion() {
            nonisolated(unsafe) var disposed = 0
            let subscription = Observable.just(1).subscribe(onDisposed: { disposed += 1 })
            subscription.dispose()
            subscription.dispose()
            #expect(disposed == 1)
        }

        @Test func onDisposedRunsWhenAnUnfinishedSubscriptionIsDisposed() {
            nonisolated(unsafe) var log: [String] = []
            let subscription = Observable<Int>.never().subscribe(
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            #expect(log == [])
            subscription.dispose()
            #expect(log == ["disposed"])
        }

        @Test func disposingTheSubscriptionDisposesTheSourceBeforeCallingOnDisposed() {
            // RxSwift (`RxSwift/ObservableType+Extensions.swift`) and ProductionRx do this; NaiveRx used to call
            // `onDisposed` first.
            nonisolated(unsafe) var log: [String] = []
            let source = Observable<Int>.create { _ in
                Disposables.create { log.append("source disposed") }
            }
            let subscription = source.subscribe(onDisposed: { log.append("onDisposed") })
            subscription.dispose()
            #expect(log == ["source disposed", "onDisposed"])
        }

        @Test func onATerminalEventOnDisposedRunsStraightAfterTheCallbackAndTheSourceEndsAfter() {
            // Checked against RxSwift's `subscribe(onNext:…)` in
            // `RxSwift/ObservableType+Extensions.swift`: the terminal callback, then `onDisposed`, then the source's own
            // clean-up as its subscription ends, whether the source ends during `subscribe`
            // or later.
            nonisolated(unsafe) var log: [String] = []
            nonisolated(unsafe) var finish: (() -> Void)?
            let later = Observable<Int>.create { observer in
                finish = { observer.onCompleted() }
                return Disposables.create { log.append("source disposed") }
            }
            let subscription = later.subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("onDisposed") })
            finish?()
            #expect(log == ["completed", "onDisposed", "source disposed"])
            subscription.dispose()
            #expect(log == ["completed", "onDisposed", "source disposed"])

            log = []
            let atOnce = Observable<Int>.create { observer in
                observer.onError(TestError.boom)
                return Disposables.create { log.append("source disposed") }
            }
            _ = atOnce.subscribe(onError: { log.append("error \($0)") }, onDisposed: { log.append("onDisposed") })
            #expect(log == ["error boom", "onDisposed", "source disposed"])
            finish = nil
        }

        @Test func everyCallbackIsOptional() {
            nonisolated(unsafe) var values: [Int] = []
            _ = Observable.of(1, 2).subscribe(onNext: { values.append($0) })
            _ = Observable<Int>.error(TestError.boom).subscribe()
            #expect(values == [1, 2])
        }

        @Test func aSingleClosureReceivesEveryEvent() {
            nonisolated(unsafe) var seen: [Seen<Int>] = []
            _ = Observable.of(1, 2).subscribe { seen.append(Seen($0)) }
            #expect(seen == [.next(1), .next(2), .completed])
        }

        @Test func eachSubscriptionIsIndependent() {
            let source = ManualSource<Int>()
            let first = Recorder<Int>()
            let second = Recorder<Int>()
            let firstSubscription = source.observable.subscribe(first)
            source.send(.next(1))
            let secondSubscription = source.observable.subscribe(second)
            source.send(.next(2))
            firstSubscription.dispose()
            source.send(.next(3))
            secondSubscription.dispose()
            #expect(first.seen == [.next(1), .next(2)])
            #expect(second.seen == [.next(2), .next(3)])
            #expect(source.subscriptions == 2)
            #expect(source.disposals == 2)
        }
    }
}
