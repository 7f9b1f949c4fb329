// `ifEmpty(switchTo:)`: the fallback sequence is subscribed only when the source completes
// empty. Chapter 5.
import ProductionRx
import Testing

@Suite("ifEmpty(switchTo:)", .leakChecked)
struct SwitchIfEmptyTests {
    @Test func ifEmptySwitchToContinuesWithTheFallbackWhenTheSourceCompletesEmpty() {
        #expect(record(Observable<Int>.empty().ifEmpty(switchTo: Observable.of(7, 8))) == [.next(7), .next(8), .completed])
    }

    @Test func ifEmptySwitchToNeverSubscribesTheFallbackWhenTheSourceHasElements() {
        let fallback = ManualSource<Int>()
        #expect(record(Observable.of(1, 2).ifEmpty(switchTo: fallback.observable)) == [.next(1), .next(2), .completed])
        #expect(fallback.subscriptions == 0)
    }

    @Test func ifEmptySwitchToNeverSubscribesTheFallbackWhenTheSourceFails() {
        let fallback = ManualSource<Int>()
        #expect(record(Observable<Int>.error(TestError.boom).ifEmpty(switchTo: fallback.observable)) == [.error("boom")])
        #expect(fallback.subscriptions == 0)
    }

    @Test func ifEmptySwitchToSubscribesTheFallbackOnlyWhenTheSourceCompletes() {
        let source = ManualSource<Int>()
        let fallback = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.ifEmpty(switchTo: fallback.observable).subscribe(recorder)
        #expect(fallback.subscriptions == 0)
        source.send(.completed)
        #expect(fallback.subscriptions == 1)
        fallback.send(.next(5))
        fallback.send(.error(TestError.other))
        #expect(recorder.seen == [.next(5), .error("other")])
        #expect(!source.isObserved)
        #expect(!fallback.isObserved)
        subscription.dispose()
    }

    @Test func disposingWhileOnTheFallbackDisposesTheFallback() {
        let source = ManualSource<Int>()
        let fallback = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.ifEmpty(switchTo: fallback.observable).subscribe(recorder)
        source.send(.completed)
        fallback.send(.next(5))
        subscription.dispose()
        fallback.send(.next(6))
        #expect(recorder.seen == [.next(5)])
        #expect(fallback.disposals == 1)
        #expect(!fallback.isObserved)
    }

    @Test func disposingWhileOnTheSourceDisposesTheSourceAndNeverSubscribesTheFallback() {
        let source = ManualSource<Int>()
        let fallback = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.ifEmpty(switchTo: fallback.observable).subscribe(recorder)
        subscription.dispose()
        source.send(.completed)
        #expect(source.disposals == 1)
        #expect(fallback.subscriptions == 0)
        #expect(recorder.seen == [])
    }
}
