// `ifEmpty(default:)`: a default element when the source completes empty. Chapter 5.
import ProductionRx
import Testing

@Suite("ifEmpty(default:)", .leakChecked)
struct DefaultIfEmptyTests {
    @Test func ifEmptyDefaultSendsTheDefaultWhenTheSourceCompletesEmpty() {
        #expect(record(Observable<Int>.empty().ifEmpty(default: 42)) == [.next(42), .completed])
    }

    @Test func ifEmptyDefaultForwardsTheElementsOfANonEmptySourceWithoutTheDefault() {
        #expect(record(Observable.of(1, 2).ifEmpty(default: 42)) == [.next(1), .next(2), .completed])
    }

    @Test func ifEmptyDefaultForwardsAnErrorWithoutTheDefault() {
        #expect(record(Observable<Int>.error(TestError.boom).ifEmpty(default: 42)) == [.error("boom")])
    }

    @Test func ifEmptyDefaultSendsTheDefaultWhenALaterCompletionFindsNoElement() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.ifEmpty(default: 42).subscribe(recorder)
        source.send(.completed)
        #expect(recorder.seen == [.next(42), .completed])
        #expect(!source.isObserved)
        subscription.dispose()
    }

    @Test func disposingBeforeCompletionSendsNoDefaultAndDisposesTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.ifEmpty(default: 42).subscribe(recorder)
        subscription.dispose()
        source.send(.completed)
        #expect(recorder.seen == [])
        #expect(source.disposals == 1)
    }
}
