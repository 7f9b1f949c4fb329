// Chapter 5: the creation operators' values, completion, errors and disposal.
import Foundation
import ProductionRx
import Testing

/// Subscribes to `source`, disposes at once after subscribe returns, and returns the events
/// as text. (Its own name, not `record`, so that the type checker need not weigh two.)
private func described<Element>(_ source: Observable<Element>) -> [String] {
    let recorder = DescriptionRecorder<Element>()
    source.subscribe(recorder.observer).dispose()
    return recorder.events
}

@Suite(.leakChecked)
struct CreationOperatorTests {
    @Test func justSendsOneElementThenCompletes() {
        #expect(described(Observable.just(1)) == ["next(1)", "completed"])
        #expect(described(Observable.just(2, scheduler: CurrentThreadScheduler.instance)) == ["next(2)", "completed"])
    }

    @Test func ofAndFromSendTheElementsThenComplete() {
        #expect(described(Observable.of(1, 2, 3)) == ["next(1)", "next(2)", "next(3)", "completed"])
        #expect(described(Observable.from([1, 2])) == ["next(1)", "next(2)", "completed"])
        #expect(described(Observable.from(1...3)) == ["next(1)", "next(2)", "next(3)", "completed"])
        #expect(described(Observable<Int>.of()) == ["completed"])
    }

    @Test func fromOptionalSendsTheValueIfAny() {
        #expect(described(Observable.from(optional: 1 as Int?)) == ["next(1)", "completed"])
        #expect(described(Observable.from(optional: nil as Int?)) == ["completed"])
        #expect(described(Observable.from(optional: 2 as Int?, scheduler: CurrentThreadScheduler.instance)) == ["next(2)", "completed"])
        #expect(described(Observable.from(optional: nil as Int?, scheduler: CurrentThreadScheduler.instance)) == ["completed"])
    }

    @Test func emptyNeverAndErrorSendWhatTheirNamesSay() {
        #expect(described(Observable<Int>.empty()) == ["completed"])
        #expect(described(Observable<Int>.never()) == [])
        #expect(described(Observable<Int>.error(TestError.boom)) == ["error(boom)"])
    }

    @Test func deferredCallsTheFactoryAtEachSubscription() {
        let calls = Counter()
        let source = Observable<Int>.deferred {
            calls.increment()
            return Observable.just(calls.value)
        }
        #expect(calls.value == 0)
        #expect(described(source) == ["next(1)", "completed"])
        #expect(described(source) == ["next(2)", "completed"])
    }

    @Test func deferredSendsTheFactorysErrorAsAnErrorEvent() {
        let source = Observable<Int>.deferred { throw TestError.boom }
        #expect(described(source) == ["error(boom)"])
    }

    @Test func rangeSendsConsecutiveIntegers() {
        #expect(described(Observable.range(start: 5, count: 3)) == ["next(5)", "next(6)", "next(7)", "completed"])
        #expect(described(Observable.range(start: 5, count: 0)) == ["completed"])
        #expect(described(Observable<Int8>.range(start: 126, count: 2)) == ["next(126)", "next(127)", "completed"])
    }

    @Test func repeatElementRepeatsUntilDisposed() {
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
        #expect(values == [7, 7, 7])
    }

    @Test func generateLoopsWhileTheConditionHolds() {
        let source = Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
        #expect(described(source) == ["next(1)", "next(3)", "next(9)", "completed"])
    }

    @Test func generateSendsAThrownErrorAsAnErrorEvent() {
        let source = Observable.generate(initialState: 1, condition: { _ in true }, iterate: { _ -> Int in throw TestError.boom })
        #expect(described(source) == ["next(1)", "error(boom)"])
    }

    @Test func usingDisposesTheResourceWhenTheSubscriptionEnds() {
        let resourceDisposed = Counter()
        let source = Observable<Int>.using({ CountingResource(resourceDisposed) }, observableFactory: { _ in Observable.of(1, 2) })
        let recorder = DescriptionRecorder<Int>()
        let subscription = source.subscribe(recorder.observer)
        #expect(recorder.events == ["next(1)", "next(2)", "completed"])
        #expect(resourceDisposed.value == 1)
        subscription.dispose()
        #expect(resourceDisposed.value == 1)
    }

    @Test func usingDisposesTheResourceWhenDisposedEarly() {
        let resourceDisposed = Counter()
        let source = Observable<Int>.using({ CountingResource(resourceDisposed) }, observableFactory: { _ in Observable.never() })
        let subscription = source.subscribe { _ in }
        #expect(resourceDisposed.value == 0)
        subscription.dispose()
        #expect(resourceDisposed.value == 1)
    }

    @Test func usingSendsTheFactorysErrorAsAnErrorEvent() {
        let resourceDisposed = Counter()
        let source = Observable<Int>.using({ CountingResource(resourceDisposed) }, observableFactory: { _ in throw TestError.boom })
        #expect(described(source) == ["error(boom)"])
        #expect(resourceDisposed.value == 1)
    }

    @Test func asObservableWrapsAnyObservableType() {
        #expect(described(Observable.of(1).asObservable()) == ["next(1)", "completed"])
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
