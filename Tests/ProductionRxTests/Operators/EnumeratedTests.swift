// `enumerated` (Sources/ProductionRx/Observables/Enumerated.swift): indexes, completion,
// errors, disposal.
import ProductionRx
import Testing

@Suite("enumerated", .leakChecked)
struct EnumeratedTests {
    /// Tuples are not `Equatable`; the tests compare them as "index:element" strings.
    private func described<Element>(_ source: Observable<(index: Int, element: Element)>) -> Observable<String> {
        source.map { "\($0.index):\($0.element)" }
    }

    @Test func enumeratedPairsEachElementWithItsIndexFromZero() {
        #expect(record(described(Observable.of("a", "b", "c").enumerated())) == [.next("0:a"), .next("1:b"), .next("2:c"), .completed])
    }

    @Test func enumeratedStartsEachSubscriptionAtZero() {
        let enumerated = described(Observable.of("a", "b").enumerated())
        #expect(record(enumerated) == [.next("0:a"), .next("1:b"), .completed])
        #expect(record(enumerated) == [.next("0:a"), .next("1:b"), .completed])
    }

    @Test func enumeratedForwardsCompletionOfAnEmptySource() {
        #expect(record(described(Observable<Int>.empty().enumerated())) == [.completed])
    }

    @Test func enumeratedForwardsTheSourcesError() {
        let source = ManualSource<String>()
        let recorder = Recorder<String>()
        let subscription = described(source.observable.enumerated()).subscribe(recorder)
        source.send(.next("a"))
        source.send(.error(TestError.boom))
        #expect(recorder.seen == [.next("0:a"), .error("boom")])
        #expect(!source.isObserved)
        subscription.dispose()
    }

    /// The leak check fails if the sink does not dispose itself on the terminal event.
    @Test func enumeratedReleasesTheSubscriptionWhenTheSourceEndsWithoutAnExplicitDispose() {
        let recorder = Recorder<String>()
        _ = described(Observable.of("a").enumerated()).subscribe(recorder)
        _ = described(Observable<Int>.error(TestError.boom).enumerated()).subscribe(recorder)
        #expect(recorder.seen == [.next("0:a"), .completed, .error("boom")])
    }

    @Test func disposingTheEnumeratedSubscriptionDisposesTheSource() {
        let source = ManualSource<String>()
        let recorder = Recorder<String>()
        let subscription = described(source.observable.enumerated()).subscribe(recorder)
        source.send(.next("a"))
        subscription.dispose()
        source.send(.next("b"))
        #expect(recorder.seen == [.next("0:a")])
        #expect(source.disposals == 1)
    }
}
