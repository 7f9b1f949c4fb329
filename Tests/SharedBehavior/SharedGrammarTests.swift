import Testing

// The grammar `next* (error | completed)?` and what ends a subscription, run against both
// implementations. Chapters 1 and 3: Sink is what keeps the promise.
#if NAIVE_RX
import NaiveRx
#else
import ProductionRx
#endif

extension SharedBehavior {
    @Suite("The grammar and disposal")
    struct Grammar {
        // snippet:begin grammar-after-completed
        /// A source that breaks the grammar: it keeps sending after it said it was done.
        static func misbehaving(endingWith end: Event<Int>) -> Observable<Int> {
            Observable.create { observer in
                observer.onNext(1)
                observer.on(end)
                observer.onNext(2)
                observer.onCompleted()
                observer.onError(TestError.other)
                return Disposables.create()
            }
        }

        @Test func nothingIsForwardedAfterCompleted() {
            #expect(record(Self.misbehaving(endingWith: .completed)) == [.next(1), .completed])
        }
        // snippet:end grammar-after-completed

        @Test func nothingIsForwardedAfterAnError() {
            #expect(record(Self.misbehaving(endingWith: .error(TestError.boom))) == [.next(1), .error("boom")])
        }

        @Test func operatorsKeepTheGrammarToo() {
            #expect(record(Self.misbehaving(endingWith: .completed).map { $0 * 10 }) == [.next(10), .completed])
        }

        @Test func nothingIsForwardedAfterDispose() {
            let source = ManualSource<Int>()
            let recorder = Recorder<Int>()
            let subscription = source.observable.subscribe(recorder)
            source.send(.next(1))
            subscription.dispose()
            source.send(.next(2))
            source.send(.completed)
            #expect(recorder.seen == [.next(1)])
        }

        @Test func completionDisposesTheSourcesResources() {
            let source = ManualSource<Int>()
            let recorder = Recorder<Int>()
            let subscription = source.observable.subscribe(recorder)
            source.send(.completed)
            #expect(source.disposals == 1)
            #expect(!source.isObserved)
            subscription.dispose()
            #expect(source.disposals == 1, "disposing after completion must not dispose the source again")
        }

        @Test func anErrorDisposesTheSourcesResources() {
            let source = ManualSource<Int>()
            let subscription = source.observable.subscribe(Recorder<Int>())
            source.send(.error(TestError.boom))
            #expect(source.disposals == 1)
            subscription.dispose()
            #expect(source.disposals == 1)
        }

        @Test func disposingTwiceDisposesTheSourceOnce() {
            let source = ManualSource<Int>()
            let subscription = source.observable.subscribe(Recorder<Int>())
            subscription.dispose()
            subscription.dispose()
            #expect(source.disposals == 1)
        }

        @Test func disposeActionOfASynchronousSourceRunsWhenItCompletes() {
            nonisolated(unsafe) var disposed = 0
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create { disposed += 1 }
            }
            let subscription = source.subscribe(Recorder<Int>())
            #expect(disposed == 1, "a sequence that ended frees its resources without waiting for dispose()")
            subscription.dispose()
            #expect(disposed == 1)
        }
    }
}
