// The RxSwift 5 spellings RxSwift 6 still accepts on traits, deprecated and renamed: each
// still does what its new name does. The tests are deprecated themselves, so that calling
// the old names compiles without a warning. Chapters 11 and 12.
import ProductionRx
import XCTest

final class DeprecatedTraitSpellingsTests: RxTestCase {
    @available(*, deprecated, message: "calls the RxSwift 5 spellings on purpose")
    func testCatchErrorJustReturnIsCatchAndReturn() {
        XCTAssertEqual(record(Single<Int>.error(TestError.boom).catchErrorJustReturn(1).asObservable()), [.next(1), .completed])
        XCTAssertEqual(record(Maybe<Int>.error(TestError.boom).catchErrorJustReturn(2).asObservable()), [.next(2), .completed])
    }

    /// Counts the actions scheduled on it and runs each at once.
    private final class CountingScheduler: ImmediateSchedulerType {
        private(set) var scheduled = 0

        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
            scheduled += 1
            return action(state)
        }
    }

    @available(*, deprecated, message: "calls the RxSwift 5 spellings on purpose")
    func testObserveOnSchedulesTheEventsAndSubscribeOnTheSubscription() {
        let events = CountingScheduler()
        let subscription = CountingScheduler()

        // A Single that never sends: `observeOn` has nothing to schedule, `subscribeOn` has
        // the subscription.
        Single<Int>.never().observeOn(events).subscribeOn(subscription).subscribe { _ in }.dispose()
        XCTAssertEqual(events.scheduled, 0)
        XCTAssertTrue(subscription.scheduled >= 1)

        XCTAssertEqual(record(Single.just(1).observeOn(events).asObservable()), [.next(1), .completed])
        XCTAssertTrue(events.scheduled >= 1)
    }

    @available(*, deprecated, message: "calls the RxSwift 5 spellings on purpose")
    func testCatchErrorIsCatch() {
        let recovered = Maybe<Int>.error(TestError.boom).catchError { _ in Maybe.just(3) }
        XCTAssertEqual(record(recovered.asObservable()), [.next(3), .completed])
    }

    @available(*, deprecated, message: "calls the RxSwift 5 spellings on purpose")
    func testRetryWhenIsRetryWhenInBothForms() {
        nonisolated(unsafe) var attempts = 0
        let failingTwice = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError.boom) : .just(attempts)
        }

        let anyError = failingTwice.retryWhen { (errors: Observable<Swift.Error>) in errors }
        XCTAssertEqual(record(anyError.asObservable()), [.next(3), .completed])

        attempts = 0
        let typed = failingTwice.retryWhen { (errors: Observable<TestError>) in errors }
        XCTAssertEqual(record(typed.asObservable()), [.next(3), .completed])
    }

    @available(*, deprecated, message: "calls the RxSwift 5 spellings on purpose")
    func testSingleSubscribeWithOnErrorIsSubscribeWithOnFailure() {
        nonisolated(unsafe) var seen: [String] = []
        _ = Single<Int>.error(TestError.boom).subscribe(onSuccess: { seen.append("success \($0)") }, onError: { seen.append("error \($0)") })
        _ = Single.just(1).subscribe(
            onSuccess: { seen.append("success \($0)") }, onError: { seen.append("error \($0)") }, onDisposed: { seen.append("disposed") })
        XCTAssertEqual(seen, ["error boom", "success 1", "disposed"])
    }
}
