// `do`: the side effects run in the documented order around each event, at subscription
// and at disposal, and a throwing handler turns into an error. Chapter 5.
import ProductionRx
import XCTest

/// Remembers, in order, what the handlers and the observer saw.
private final class CallLog {
    var entries: [String] = []

    func callAsFunction(_ entry: String) {
        entries.append(entry)
    }
}

/// `source.do(…)` with every handler logging into `log`.
private func logged(_ source: Observable<Int>, _ log: CallLog) -> Observable<Int> {
    nonisolated(unsafe) let log = log
    return source.do(
        onNext: { log("onNext \($0)") },
        afterNext: { log("afterNext \($0)") },
        onError: { log("onError \($0)") },
        afterError: { log("afterError \($0)") },
        onCompleted: { log("onCompleted") },
        afterCompleted: { log("afterCompleted") },
        onSubscribe: { log("onSubscribe") },
        onSubscribed: { log("onSubscribed") },
        onDispose: { log("onDispose") }
    )
}

/// Subscribes an observer that logs every event into `log`.
private func subscribeLogging(_ source: Observable<Int>, _ log: CallLog) -> Disposable {
    nonisolated(unsafe) let log = log
    return source.subscribe { event in log("\(event)") }
}

final class DoTests: RxTestCase {
    func testDoRunsOnNextBeforeAndAfterNextAfterEachForwardedElement() {
        let log = CallLog()
        let source = ManualSource<Int>()
        let subscription = subscribeLogging(logged(source.observable, log), log)
        source.send(.next(1))
        source.send(.next(2))
        source.send(.completed)
        subscription.dispose()
        XCTAssertEqual(
            log.entries,
            [
                "onSubscribe", "onSubscribed",
                "onNext 1", "next(1)", "afterNext 1",
                "onNext 2", "next(2)", "afterNext 2",
                "onCompleted", "completed", "afterCompleted",
                "onDispose",
            ])
    }

    func testDoRunsOnErrorBeforeAndAfterErrorAfterTheForwardedError() {
        let log = CallLog()
        let source = ManualSource<Int>()
        let subscription = subscribeLogging(logged(source.observable, log), log)
        source.send(.error(TestError.boom))
        subscription.dispose()
        XCTAssertEqual(
            log.entries,
            [
                "onSubscribe", "onSubscribed",
                "onError boom", "error(boom)", "afterError boom",
                "onDispose",
            ])
        XCTAssertFalse(source.isObserved)
    }

    func testDoCallsOnSubscribeBeforeSubscribingToTheSourceAndOnSubscribedAfter() {
        let source = ManualSource<Int>()
        nonisolated(unsafe) var subscriptionsSeen: [String] = []
        let observable = source.observable.do(
            onSubscribe: { subscriptionsSeen.append("onSubscribe sees \(source.subscriptions)") },
            onSubscribed: { subscriptionsSeen.append("onSubscribed sees \(source.subscriptions)") }
        )
        XCTAssertTrue(subscriptionsSeen.isEmpty)
        let subscription = observable.subscribe { _ in }
        XCTAssertEqual(subscriptionsSeen, ["onSubscribe sees 0", "onSubscribed sees 1"])
        subscription.dispose()
    }

    func testDoOnASynchronousSourceCallsOnSubscribedAfterTheEventsAndOnDisposeLast() {
        // `just` sends both events inside `subscribe`, so they come before `onSubscribed`;
        // the sink's disposal waits until `run` has handed back the subscription.
        let log = CallLog()
        subscribeLogging(logged(Observable.just(7), log), log).dispose()
        XCTAssertEqual(
            log.entries,
            [
                "onSubscribe",
                "onNext 7", "next(7)", "afterNext 7",
                "onCompleted", "completed", "afterCompleted",
                "onSubscribed",
                "onDispose",
            ])
    }

    func testDoCallsOnDisposeOnceWhenTheSubscriberDisposes() {
        let log = CallLog()
        let source = ManualSource<Int>()
        let subscription = subscribeLogging(logged(source.observable, log), log)
        source.send(.next(1))
        subscription.dispose()
        subscription.dispose()
        source.send(.next(2))
        XCTAssertEqual(log.entries, ["onSubscribe", "onSubscribed", "onNext 1", "next(1)", "afterNext 1", "onDispose"])
        XCTAssertEqual(source.disposals, 1)
        XCTAssertFalse(source.isObserved)
    }

    func testDoCallsOnDisposeAfterTerminationEvenIfTheSubscriptionIsNeverDisposed() {
        let log = CallLog()
        let source = ManualSource<Int>()
        _ = subscribeLogging(logged(source.observable, log), log)
        source.send(.completed)
        XCTAssertEqual(log.entries.suffix(2), ["afterCompleted", "onDispose"])
        XCTAssertFalse(source.isObserved)
    }

    func testDoTurnsAThrowingAfterNextIntoAnErrorAfterTheElement() {
        let recorder = Recorder<Int>()
        Observable.of(1, 2, 3)
            .do(afterNext: { if $0 == 2 { throw TestError.boom } })
            .subscribe(recorder)
            .dispose()
        XCTAssertEqual(recorder.seen, [.next(1), .next(2), .error("boom")])
    }

    func testDoTurnsAThrowingOnCompletedIntoAnErrorInsteadOfCompletion() {
        let recorder = Recorder<Int>()
        Observable.of(1)
            .do(onCompleted: { throw TestError.boom })
            .subscribe(recorder)
            .dispose()
        XCTAssertEqual(recorder.seen, [.next(1), .error("boom")])
    }

    func testDoSendsTheErrorThrownByOnErrorInPlaceOfTheSourcesError() {
        let recorder = Recorder<Int>()
        Observable<Int>.error(TestError.boom)
            .do(onError: { _ in throw TestError.other })
            .subscribe(recorder)
            .dispose()
        XCTAssertEqual(recorder.seen, [.error("other")])
    }

    func testDoForwardsAnErrorThrownByAfterCompletedAfterTheCompletionAsRxSwiftDoes() {
        // RxSwift's quirk (`RxSwift/Observables/Do.swift`), kept: the completion is already forwarded when `afterCompleted`
        // throws, and the sink is not yet disposed, so the error follows it. A raw observer
        // sees both; the observers `subscribe(onNext:…)` builds stop at the first terminal.
        let observable = Observable.of(1).do(afterCompleted: { throw TestError.boom })
        XCTAssertEqual(record(observable), [.next(1), .completed, .error("boom")])

        nonisolated(unsafe) var terminals: [String] = []
        observable.subscribe(onError: { terminals.append("error \($0)") }, onCompleted: { terminals.append("completed") }).dispose()
        XCTAssertEqual(terminals, ["completed"])
    }

    func testDoRunsNothingUntilSubscribedAndAgainForEachSubscription() {
        nonisolated(unsafe) var subscribes = 0
        nonisolated(unsafe) var elements: [Int] = []
        let observable = Observable.of(1, 2).do(onNext: { elements.append($0) }, onSubscribe: { subscribes += 1 })
        XCTAssertEqual(subscribes, 0)
        XCTAssertEqual(record(observable), [.next(1), .next(2), .completed])
        XCTAssertEqual(record(observable), [.next(1), .next(2), .completed])
        XCTAssertEqual(subscribes, 2)
        XCTAssertEqual(elements, [1, 2, 1, 2])
    }
}
