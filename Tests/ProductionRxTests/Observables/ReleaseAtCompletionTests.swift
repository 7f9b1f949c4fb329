// Resources are released when they can no longer be used, not when the subscription is
// disposed: an operator whose subscription lives on lets go of a finished source, a factory
// that has run, a handler after the switch, a selector after its source completed. Each test
// keeps only the subscription, and watches what a closure captured through a weak reference.
// Chapter 6 (what a subscription keeps alive) and chapter 10.
import ProductionRx
import TestSupport
import XCTest

/// Something a closure captures, so that a test can see whether the closure is still alive.
private final class Captured: Sendable {}

/// Runs `subscribe` with a fresh `Captured` it may capture, keeping nothing but the
/// subscription it returns, and reports whether the captured object is still alive once
/// `subscribe` has returned; then disposes the subscription.
private func isStillCaptured(_ subscribe: (Captured) -> Disposable) -> Bool {
    weak var weakCaptured: Captured?
    let subscription: Disposable
    do {
        let captured = Captured()
        weakCaptured = captured
        subscription = subscribe(captured)
    }
    let alive = weakCaptured != nil
    subscription.dispose()
    return alive
}

/// A source that holds on to `captured` in its subscribe closure and completes at once.
private func completingAtOnce(holding captured: Captured) -> Observable<Int> {
    Observable<Int>.create { observer in
        withExtendedLifetime(captured) {}
        observer.onCompleted()
        return Disposables.create()
    }
}

/// released at completion, not at disposal
final class ReleaseAtCompletionTests: RxTestCase {
    func testAndThenKeepsNothingTheFirstCompletableCapturedOnceItCompleted() {
        // RxSwift does this (`RxSwift/Traits/PrimitiveSequence/Completable+AndThen.swift`): the subscription is still alive, waiting for
        // `never`, and the first Completable is done with.
        let alive = isStillCaptured { captured in
            let first = Completable.create { observer in
                withExtendedLifetime(captured) {}
                observer(.completed)
                return Disposables.create()
            }
            return first.andThen(Completable.never()).subscribe { _ in }
        }
        XCTAssertFalse(alive)
    }

    func testAndThenKeepsTheFirstCompletableUntilItCompletes() {
        // The other side of the test above: while the first Completable runs, its
        // subscription (here, what its disposable captured) is still needed.
        let alive = isStillCaptured { captured in
            let first = Completable.create { _ in
                Disposables.create { withExtendedLifetime(captured) {} }
            }
            return first.andThen(Completable.never()).subscribe { _ in }
        }
        XCTAssertTrue(alive)
    }

    func testDeferredDoesNotKeepItsFactorysCapturesOnceTheFactoryHasRun() {
        // RxSwift does this (`RxSwift/Observables/Deferred.swift`).
        let alive = isStillCaptured { captured in
            Observable<Int>.deferred {
                withExtendedLifetime(captured) {}
                return .never()
            }
            .subscribe()
        }
        XCTAssertFalse(alive)
    }

    func testUsingDoesNotKeepItsFactoriesCapturesOnceTheyHaveRun() {
        let alive = isStillCaptured { captured in
            Observable<Int>.using(
                { () -> BooleanDisposable in
                    withExtendedLifetime(captured) {}
                    return BooleanDisposable()
                },
                observableFactory: { (_: BooleanDisposable) -> Observable<Int> in
                    withExtendedLifetime(captured) {}
                    return .never()
                }
            )
            .subscribe()
        }
        let keptUntilDisposed = implementation.divergence(
            "using(_:observableFactory:) keeps its factories until disposed",
            because:
                "RxSwift's sink keeps its operator, and everything the operator was given, until the subscription is disposed; ProductionRx lets go of what can no longer be used as soon as it can, so a subscription that lives on keeps less alive.",
            see: "RxSwift/Observables/Using.swift",
            productionRx: { false },
            rxSwift: { true }
        )
        XCTAssertEqual(alive, keptUntilDisposed)
    }

    func testConcatLetsGoOfASourceThatHasCompleted() {
        // While the second source runs, the first is done with; the third is still to come.
        let alive = isStillCaptured { Observable.concat([completingAtOnce(holding: $0), .never(), .empty()]).subscribe() }
        let variadicAlive = isStillCaptured { Observable.concat(completingAtOnce(holding: $0), .never(), .empty()).subscribe() }
        let keptUntilDisposed = implementation.divergence(
            "concat keeps its finished sources until disposed",
            because:
                "RxSwift's sink keeps its operator, and everything the operator was given, until the subscription is disposed; ProductionRx lets go of what can no longer be used as soon as it can, so a subscription that lives on keeps less alive.",
            see: "RxSwift/Observables/Concat.swift",
            productionRx: { false },
            rxSwift: { true }
        )
        XCTAssertEqual(alive, keptUntilDisposed)
        XCTAssertEqual(variadicAlive, keptUntilDisposed)
    }

    func testConcatKeepsTheSourcesStillToCome() {
        let alive = isStillCaptured { Observable.concat([.never(), completingAtOnce(holding: $0)]).subscribe() }
        XCTAssertTrue(alive)
    }

    func testConcatStillRunsItsSourcesInOrderForEverySubscription() {
        // Letting go per subscription does not use up the sources: a second subscription
        // walks them all again.
        let concatenated = Observable.concat(Observable.of(1, 2), Observable.just(3), Observable.of(4))
        XCTAssertEqual(record(concatenated), [.next(1), .next(2), .next(3), .next(4), .completed])
        XCTAssertEqual(record(concatenated), [.next(1), .next(2), .next(3), .next(4), .completed])
    }

    func testCatchLetsGoOfTheFailedSourceAndTheHandlerAfterTheSwitch() {
        let sourceAlive = isStillCaptured { captured in
            Observable<Int>.create { observer in
                withExtendedLifetime(captured) {}
                observer.onError(TestError.boom)
                return Disposables.create()
            }
            .catch { _ in .never() }
            .subscribe()
        }
        let handlerAlive = isStillCaptured { captured in
            Observable<Int>.error(TestError.boom)
                .catch { _ in
                    withExtendedLifetime(captured) {}
                    return .never()
                }
                .subscribe()
        }
        let keptUntilDisposed = implementation.divergence(
            "catch keeps the failed source and its handler until disposed",
            because:
                "RxSwift's sink keeps its operator, and everything the operator was given, until the subscription is disposed; ProductionRx lets go of what can no longer be used as soon as it can, so a subscription that lives on keeps less alive.",
            see: "RxSwift/Observables/Catch.swift",
            productionRx: { false },
            rxSwift: { true }
        )
        XCTAssertEqual(sourceAlive, keptUntilDisposed)
        XCTAssertEqual(handlerAlive, keptUntilDisposed)
    }

    func testCatchKeepsItsHandlerUntilTheSourceFails() {
        let source = PublishSubject<Int>()
        let alive = isStillCaptured { captured in
            source.catch { _ in
                withExtendedLifetime(captured) {}
                return .never()
            }
            .subscribe()
        }
        XCTAssertTrue(alive)
    }

    func testFlatMapLetsGoOfItsSelectorOnceTheSourceCompleted() {
        nonisolated(unsafe) let inner = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let alive = isStillCaptured { captured in
            let subscription = Observable.just(1)
                .flatMap { _ -> Observable<Int> in
                    withExtendedLifetime(captured) {}
                    return inner.asObservable()
                }
                .subscribe(recorder)
            // The inner sequence still runs after the source completed.
            inner.onNext(7)
            return subscription
        }
        let keptUntilDisposed = implementation.divergence(
            "flatMap, flatMapFirst, flatMapLatest and concatMap keep their selector until disposed",
            because:
                "RxSwift's sink keeps its operator, and everything the operator was given, until the subscription is disposed; ProductionRx lets go of what can no longer be used as soon as it can, so a subscription that lives on keeps less alive.",
            see: "RxSwift/Observables/Merge.swift",
            productionRx: { false },
            rxSwift: { true }
        )
        XCTAssertEqual(alive, keptUntilDisposed)
        XCTAssertEqual(recorder.seen, [.next(7)])
    }

    func testFlatMapFirstFlatMapLatestAndConcatMapLetGoOfTheirSelectorOnceTheSourceCompleted() {
        nonisolated(unsafe) let inner = PublishSubject<Int>()
        let firstAlive = isStillCaptured { captured in
            Observable.just(1).flatMapFirst { _ -> Observable<Int> in
                withExtendedLifetime(captured) {}
                return inner.asObservable()
            }
            .subscribe()
        }
        let latestAlive = isStillCaptured { captured in
            Observable.just(1).flatMapLatest { _ -> Observable<Int> in
                withExtendedLifetime(captured) {}
                return inner.asObservable()
            }
            .subscribe()
        }
        let concatAlive = isStillCaptured { captured in
            Observable.of(1, 2).concatMap { _ -> Observable<Int> in
                withExtendedLifetime(captured) {}
                return inner.asObservable()
            }
            .subscribe()
        }
        let keptUntilDisposed = implementation.divergence(
            "flatMap, flatMapFirst, flatMapLatest and concatMap keep their selector until disposed",
            because:
                "RxSwift's sink keeps its operator, and everything the operator was given, until the subscription is disposed; ProductionRx lets go of what can no longer be used as soon as it can, so a subscription that lives on keeps less alive.",
            see: "RxSwift/Observables/Merge.swift",
            productionRx: { false },
            rxSwift: { true }
        )
        XCTAssertEqual(firstAlive, keptUntilDisposed)
        XCTAssertEqual(latestAlive, keptUntilDisposed)
        XCTAssertEqual(concatAlive, keptUntilDisposed)
    }

    func testFlatMapKeepsItsSelectorWhileTheSourceRuns() {
        let source = PublishSubject<Int>()
        let alive = isStillCaptured { captured in
            source.flatMap { _ -> Observable<Int> in
                withExtendedLifetime(captured) {}
                return .never()
            }
            .subscribe()
        }
        XCTAssertTrue(alive)
    }
}
