// Chapter 5: the creation operators' values, completion, errors and disposal.
import Foundation
import ProductionRx
import Testing
import XCTest

/// Subscribes to `source`, disposes at once after subscribe returns, and returns the events
/// as text. (Its own name, not `record`, so that the type checker need not weigh two.)
private func described<Element>(_ source: Observable<Element>) -> [String] {
    let recorder = DescriptionRecorder<Element>()
    source.subscribe(recorder.observer).dispose()
    return recorder.events
}

final class CreationOperatorTests: RxTestCase {
    func testJustSendsOneElementThenCompletes() {
        XCTAssertEqual(described(Observable.just(1)), ["next(1)", "completed"])
        XCTAssertEqual(described(Observable.just(2, scheduler: CurrentThreadScheduler.instance)), ["next(2)", "completed"])
    }

    func testOfAndFromSendTheElementsThenComplete() {
        XCTAssertEqual(described(Observable.of(1, 2, 3)), ["next(1)", "next(2)", "next(3)", "completed"])
        XCTAssertEqual(described(Observable.from([1, 2])), ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(described(Observable.from(1...3)), ["next(1)", "next(2)", "next(3)", "completed"])
        XCTAssertEqual(described(Observable<Int>.of()), ["completed"])
    }

    func testFromOptionalSendsTheValueIfAny() {
        XCTAssertEqual(described(Observable.from(optional: 1 as Int?)), ["next(1)", "completed"])
        XCTAssertEqual(described(Observable.from(optional: nil as Int?)), ["completed"])
        XCTAssertEqual(described(Observable.from(optional: 2 as Int?, scheduler: CurrentThreadScheduler.instance)), ["next(2)", "completed"])
        XCTAssertEqual(described(Observable.from(optional: nil as Int?, scheduler: CurrentThreadScheduler.instance)), ["completed"])
    }

    func testEmptyNeverAndErrorSendWhatTheirNamesSay() {
        XCTAssertEqual(described(Observable<Int>.empty()), ["completed"])
        XCTAssertEqual(described(Observable<Int>.never()), [])
        XCTAssertEqual(described(Observable<Int>.error(TestError.boom)), ["error(boom)"])
    }

    func testDeferredCallsTheFactoryAtEachSubscription() {
        let calls = Counter()
        let source = Observable<Int>.deferred {
            calls.increment()
            return Observable.just(calls.value)
        }
        XCTAssertEqual(calls.value, 0)
        XCTAssertEqual(described(source), ["next(1)", "completed"])
        XCTAssertEqual(described(source), ["next(2)", "completed"])
    }

    func testDeferredSendsTheFactorysErrorAsAnErrorEvent() {
        let source = Observable<Int>.deferred { throw TestError.boom }
        XCTAssertEqual(described(source), ["error(boom)"])
    }

    func testRangeSendsConsecutiveIntegers() {
        XCTAssertEqual(described(Observable.range(start: 5, count: 3)), ["next(5)", "next(6)", "next(7)", "completed"])
        XCTAssertEqual(described(Observable.range(start: 5, count: 0)), ["completed"])
        XCTAssertEqual(described(Observable<Int8>.range(start: 126, count: 2)), ["next(126)", "next(127)", "completed"])
    }

    func testRepeatElementRepeatsUntilDisposed() {
        nonisolated(unsafe) var values: [Int] = []
        nonisolated(unsafe) var subscription: Disposable?
        // Subscribed inside a running trampoline, `subscribe` returns before the first step,
        // so the subscription exists when the third element asks to dispose it.
        CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.repeatElement(7).subscribe(onNext: { value in
                values.append(value)
                if values.count == 3 {
                    subscription?.dispose()
                }
            })
            return Disposables.create()
        }
        .dispose()
        subscription = nil
        XCTAssertEqual(values, [7, 7, 7])
    }

    func testGenerateLoopsWhileTheConditionHolds() {
        let source = Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
        XCTAssertEqual(described(source), ["next(1)", "next(3)", "next(9)", "completed"])
    }

    func testGenerateSendsAThrownErrorAsAnErrorEvent() {
        let source = Observable.generate(initialState: 1, condition: { _ in true }, iterate: { _ -> Int in throw TestError.boom })
        XCTAssertEqual(described(source), ["next(1)", "error(boom)"])
    }

    func testUsingDisposesTheResourceWhenTheSubscriptionEnds() {
        let resourceDisposed = Counter()
        let source = Observable<Int>.using({ CountingResource(resourceDisposed) }, observableFactory: { _ in Observable.of(1, 2) })
        let recorder = DescriptionRecorder<Int>()
        let subscription = source.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(resourceDisposed.value, 1)
        subscription.dispose()
        XCTAssertEqual(resourceDisposed.value, 1)
    }

    func testUsingDisposesTheResourceWhenDisposedEarly() {
        let resourceDisposed = Counter()
        let source = Observable<Int>.using({ CountingResource(resourceDisposed) }, observableFactory: { _ in Observable.never() })
        let subscription = source.subscribe { _ in }
        XCTAssertEqual(resourceDisposed.value, 0)
        subscription.dispose()
        XCTAssertEqual(resourceDisposed.value, 1)
    }

    func testUsingSendsTheFactorysErrorAsAnErrorEvent() {
        let resourceDisposed = Counter()
        let source = Observable<Int>.using({ CountingResource(resourceDisposed) }, observableFactory: { _ in throw TestError.boom })
        XCTAssertEqual(described(source), ["error(boom)"])
        XCTAssertEqual(resourceDisposed.value, 1)
    }

    func testAsObservableWrapsAnyObservableType() {
        XCTAssertEqual(described(Observable.of(1).asObservable()), ["next(1)", "completed"])
    }
}

@Suite(.leakChecked)
struct CreationMisuseTests {
    @Test func rangeWithANegativeCountStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable.range(start: 0, count: -1)
        }
    }
}
