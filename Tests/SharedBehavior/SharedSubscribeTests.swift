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
            var log: [String] = []
            _ = Observable.of(1, 2).subscribe(
                onNext: { log.append("next \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            #expect(log == ["next 1", "next 2", "completed", "disposed"])
        }

        @Test func onDisposedRunsAfterAnError() {
            var log: [String] = []
            _ = Observable<Int>.error(TestError.boom).subscribe(
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") }
            )
            #expect(log == ["error boom", "disposed"])
        }

        @Test func onDisposedRunsOnceWhenTheSubscriptionIsDisposedAfterCompletion() {
            var disposed = 0
            let subscription = Observable.just(1).subscribe(onDisposed: { disposed += 1 })
            subscription.dispose()
            subscription.dispose()
            #expect(disposed == 1)
        }

        @Test func onDisposedRunsWhenAnUnfinishedSubscriptionIsDisposed() {
            var log: [String] = []
            let subscription = Observable<Int>.never().subscribe(
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            #expect(log == [])
            subscription.dispose()
            #expect(log == ["disposed"])
        }

        @Test func everyCallbackIsOptional() {
            var values: [Int] = []
            _ = Observable.of(1, 2).subscribe(onNext: { values.append($0) })
            _ = Observable<Int>.error(TestError.boom).subscribe()
            #expect(values == [1, 2])
        }

        @Test func aSingleClosureReceivesEveryEvent() {
            var seen: [Seen<Int>] = []
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
