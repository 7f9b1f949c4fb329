// `startWith` (Sources/ProductionRx/Observables/StartWith.swift): the elements first, then the
// source's events; errors; disposal; a downstream `take` that stops early.
import ProductionRx
import Testing

@Suite("startWith", .leakChecked)
struct StartWithTests {
    @Test func startWithSendsTheElementsThenTheSource() {
        #expect(record(Observable.of(3, 4).startWith(1, 2)) == [.next(1), .next(2), .next(3), .next(4), .completed])
    }

    @Test func startWithSendsTheElementsDuringSubscribeBeforeSubscribingToTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.startWith(0).subscribe(recorder)
        #expect(recorder.seen == [.next(0)])
        #expect(source.subscriptions == 1)
        source.send(.next(1))
        source.send(.completed)
        #expect(recorder.seen == [.next(0), .next(1), .completed])
        subscription.dispose()
    }

    @Test func chainedStartWithsPutTheLastOneFirst() {
        #expect(record(Observable.of(3).startWith(2).startWith(1)) == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func startWithNoElementsIsTheSource() {
        #expect(record(Observable.of(1).startWith()) == [.next(1), .completed])
    }

    @Test func startWithSendsItsElementsBeforeASourceThatFails() {
        #expect(record(Observable<Int>.error(TestError.boom).startWith(1)) == [.next(1), .error("boom")])
    }

    @Test func startWithFollowedByTakeStopsAfterTheElementsItNeeds() {
        let source = ManualSource<Int>()
        #expect(record(source.observable.startWith(1, 2).take(1)) == [.next(1), .completed])
        #expect(!source.isObserved)
        #expect(source.subscriptions == source.disposals)
    }
}
