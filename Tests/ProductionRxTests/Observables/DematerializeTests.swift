// `dematerialize`: elements that are events become the events again. Chapter 5.
import ProductionRx
import Testing

@Suite("dematerialize", .leakChecked)
struct DematerializeTests {
    @Test func dematerializeTurnsNextElementsIntoElements() {
        let events: Observable<Event<Int>> = Observable.of(.next(1), .next(2))
        #expect(record(events.dematerialize()) == [.next(1), .next(2), .completed])
    }

    @Test func dematerializeEndsAtACompletedElementAndDisposesTheSource() {
        let source = ManualSource<Event<Int>>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.dematerialize().subscribe(recorder)
        source.send(.next(.next(1)))
        source.send(.next(.completed))
        source.send(.next(.next(2)))
        #expect(recorder.seen == [.next(1), .completed])
        #expect(!source.isObserved)
        subscription.dispose()
    }

    @Test func dematerializeEndsAtAnErrorElementWithThatError() {
        let events: Observable<Event<Int>> = Observable.of(.next(1), .error(TestError.boom), .next(2))
        #expect(record(events.dematerialize()) == [.next(1), .error("boom")])
    }

    @Test func dematerializeForwardsTheSourcesOwnError() {
        let failing = Observable<Event<Int>>.error(TestError.other)
        #expect(record(failing.dematerialize()) == [.error("other")])
    }

    @Test func dematerializeUndoesMaterialize() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        #expect(record(failing.materialize().dematerialize()) == [.next(1), .error("boom")])
        #expect(record(Observable.of(1, 2).materialize().dematerialize()) == [.next(1), .next(2), .completed])
    }
}
