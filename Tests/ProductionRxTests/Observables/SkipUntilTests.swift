// `skip(until:)` (Sources/ProductionRx/Observables/SkipUntil.swift): the gate, completion
// (forwarded only once the gate is open, as in RxSwift), errors, disposal.
import ProductionRx
import Testing

@Suite("skip(until:)", .leakChecked)
struct SkipUntilTests {
    @Test func skipUntilDropsTheSourceUntilTheOtherSendsAnElementThenForwardsIt() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.skip(until: other.observable).subscribe(recorder)
        source.send(.next(1))
        other.send(.next("go"))
        source.send(.next(2))
        source.send(.next(3))
        source.send(.completed)
        #expect(recorder.seen == [.next(2), .next(3), .completed])
        subscription.dispose()
    }

    @Test func skipUntilDisposesTheOtherAfterItsFirstElement() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.skip(until: other.observable).subscribe(recorder)
        other.send(.next("go"))
        #expect(other.disposals == 1)
        #expect(source.isObserved)
        subscription.dispose()
    }

    @Test func skipUntilFailsWithTheOthersErrorAndDisposesBoth() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.skip(until: other.observable).subscribe(recorder)
        other.send(.error(TestError.boom))
        #expect(recorder.seen == [.error("boom")])
        #expect(!source.isObserved && !other.isObserved)
        subscription.dispose()
    }

    @Test func skipUntilPassesAnErrorOnEvenBeforeTheGateOpens() {
        #expect(record(Observable<Int>.error(TestError.boom).skip(until: Observable<String>.never())) == [.error("boom")])
    }

    /// RxSwift 6's `SkipUntilSink` forwards `completed` only once the gate is open: a source
    /// that completes before the other sends an element ends the subscription silently.
    /// Pinned from RxSwift's source; the surprise is RxSwift's, kept on purpose.
    @Test func skipUntilDoesNotForwardASourceCompletionBeforeTheGateOpens() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.skip(until: other.observable).subscribe(recorder)
        source.send(.next(1))
        source.send(.completed)
        #expect(recorder.seen == [])
        #expect(!source.isObserved && !other.isObserved)
        subscription.dispose()
    }

    @Test func skipUntilIgnoresTheOthersCompletionAndKeepsTheGateClosed() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.skip(until: other.observable).subscribe(recorder)
        other.send(.completed)
        #expect(!other.isObserved)
        source.send(.next(1))
        #expect(recorder.seen == [])
        #expect(source.isObserved)
        subscription.dispose()
    }

    /// RxSwift subscribes to the source first: a source that sends everything during its
    /// subscribe is over before `other` can open the gate. Pinned from RxSwift 6's
    /// `SkipUntilSink.run`.
    @Test func skipUntilSubscribesTheSourceBeforeTheOther() {
        #expect(record(Observable.just(1).skip(until: Observable.just("go"))) == [])
        #expect(record(Observable<Int>.never().startWith(1).skip(until: Observable.just("go"))) == [])
    }
}
