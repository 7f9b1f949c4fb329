// The RxSwift 5 spellings RxSwift 6 still accepts on traits, deprecated and renamed: each
// still does what its new name does. The tests are deprecated themselves, so that calling
// the old names compiles without a warning. Chapters 11 and 12.
import ProductionRx
import Testing

@Suite("Deprecated trait spellings", .leakChecked)
struct DeprecatedTraitSpellingsTests {
    @available(*, deprecated, message: "calls the RxSwift 5 spellings on purpose")
    @Test func catchErrorJustReturnIsCatchAndReturn() {
        #expect(record(Single<Int>.error(TestError.boom).catchErrorJustReturn(1).asObservable()) == [.next(1), .completed])
        #expect(record(Maybe<Int>.error(TestError.boom).catchErrorJustReturn(2).asObservable()) == [.next(2), .completed])
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
    @Test func observeOnSchedulesTheEventsAndSubscribeOnTheSubscription() {
        let events = CountingScheduler()
        let subscription = CountingScheduler()

        // A Single that never sends: `observeOn` has nothing to schedule, `subscribeOn` has
        // the subscription.
        Single<Int>.never().observeOn(events).subscribeOn(subscription).subscribe { _ in }.dispose()
        #expect(events.scheduled == 0)
        #expect(subscription.scheduled >= 1)

        #expect(record(Single.just(1).observeOn(events).asObservable()) == [.next(1), .completed])
        #expect(events.scheduled >= 1)
    }

    @available(*, deprecated, message: "calls the RxSwift 5 spellings on purpose")
    @Test func catchErrorIsCatch() {
        let recovered = Maybe<Int>.error(TestError.boom).catchError { _ in Maybe.just(3) }
        #expect(record(recovered.asObservable()) == [.next(3), .completed])
    }

    @available(*, deprecated, message: "calls the RxSwift 5 spellings on purpose")
    @Test func retryWhenIsRetryWhenInBothForms() {
        nonisolated(unsafe) var attempts = 0
        let failingTwice = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError.boom) : .just(attempts)
        }

        let anyError = failingTwice.retryWhen { (errors: Observable<Swift.Error>) in errors }
        #expect(record(anyError.asObservable()) == [.next(3), .completed])

        attempts = 0
        let typed = failingTwice.retryWhen { (errors: Observable<TestError>) in errors }
        #expect(record(typed.asObservable()) == [.next(3), .completed])
    }

    @available(*, deprecated, message: "calls the RxSwift 5 spellings on purpose")
    @Test func singleSubscribeWithOnErrorIsSubscribeWithOnFailure() {
        nonisolated(unsafe) var seen: [String] = []
        _ = Single<Int>.error(TestError.boom).subscribe(onSuccess: { seen.append("success \($0)") }, onError: { seen.append("error \($0)") })
        _ = Single.just(1).subscribe(
            onSuccess: { seen.append("success \($0)") }, onError: { seen.append("error \($0)") }, onDisposed: { seen.append("disposed") })
        #expect(seen == ["error boom", "success 1", "disposed"])
    }
}
