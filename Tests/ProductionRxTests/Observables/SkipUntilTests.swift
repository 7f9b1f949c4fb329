// `skip(until:)` (Sources/ProductionRx/Observables/SkipUntil.swift): the gate, completion
// (forwarded only once the gate is open, as in RxSwift), errors, disposal.
import ProductionRx
import ProductionRxTest
import Testing

@Suite("skip(until:)", .leakChecked)
struct SkipUntilTests {
    // The source's line first, then the other's.
    @Test(arguments: [
        MarbleRow("drops the source until the other sends, then forwards it", given: "-1--2-3|", "--g", sends: "----2-3|", subscribed: [200...270, 200...220]),
        MarbleRow("lets the other go after its first element", given: "-------", "-g", sends: "", subscribed: [200...1000, 200...210]),
        MarbleRow("fails with the other's error and lets both go", given: "------", "-#", sends: "-#", subscribed: [200...210, 200...210]),
        // RxSwift 6's `SkipUntilSink` forwards `completed` only once the gate is open: a source
        // that completes before the other sends an element ends the subscription silently.
        // Pinned from RxSwift's source (`RxSwift/Observables/SkipUntil.swift`); the surprise is
        // RxSwift's, kept on purpose.
        MarbleRow("does not forward a source completion before the gate opens", given: "-1-|", "------", sends: "", subscribed: [200...230, 200...230]),
        MarbleRow("ignores the other's completion and keeps the gate closed", given: "---1---", "-|", sends: "", subscribed: [200...1000, 200...210]),
    ])
    func skipUntil(_ row: MarbleRow) {
        row.expect { $0[0].skip(until: $0[1]) }
    }

    @Test func skipUntilPassesAnErrorOnEvenBeforeTheGateOpens() {
        #expect(record(Observable<Int>.error(TestError.boom).skip(until: Observable<String>.never())) == [.error("boom")])
    }

    /// RxSwift subscribes to the source first: a source that sends everything during its
    /// subscribe is over before `other` can open the gate. Pinned from RxSwift 6's
    /// `SkipUntilSink.run` (`RxSwift/Observables/SkipUntil.swift`).
    @Test func skipUntilSubscribesTheSourceBeforeTheOther() {
        #expect(record(Observable.just(1).skip(until: Observable.just("go"))) == [])
        #expect(record(Observable<Int>.never().startWith(1).skip(until: Observable.just("go"))) == [])
    }

    // snippet:begin skip-until-in-flight-test
    /// Found by the randomised operator contract (`swift run contract`, chapter 8), property
    /// "nothing passes on what a source sends after the operator disposed it":
    ///
    ///     other    -g#     (# was on its way when skip(until:) disposed the other at g)
    ///     source   ---1
    ///     result   ---1    (it ended with # at tick 2)
    @Test func skipUntilIgnoresWhatTheOtherSendsAfterTheGateOpened() {
        let source = ManualSource<Int>()
        let other = RawSource<String>()
        defer { other.forgetObservers() }
        let recorder = Recorder<Int>()
        let subscription = source.observable.skip(until: other).subscribe(recorder)
        other.send(.next("g"))
        #expect(other.disposals == 1)
        other.send(.error(TestError.boom))
        source.send(.next(1))
        #expect(recorder.seen == [.next(1)])
        subscription.dispose()
    }
    // snippet:end skip-until-in-flight-test
}
