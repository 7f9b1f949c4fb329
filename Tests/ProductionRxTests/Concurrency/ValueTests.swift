// `value` on Single, Maybe and Completable, and `Single.create(work:)`
// (PrimitiveSequence+Concurrency.swift): awaiting one outcome, cancellation both ways.
// Chapter 14.
import Foundation
import ProductionRx
import Synchronization
import TestSupport
import XCTest

/// value: awaiting a trait
final class TraitValueTests: RxTestCase {
    func testSingleValueReturnsTheElement() async throws {
        let value = try await Single.just(3).value
        XCTAssertEqual(value, 3)
    }

    func testSingleValueThrowsTheError() async {
        let error = await errorThrown { try await Single<Int>.error(TestError.boom).value }
        XCTAssertEqual(error as? TestError, TestError.boom)
    }

    func testMaybeValueIsTheElementOrNil() async throws {
        let value = try await Maybe.just(4).value
        XCTAssertEqual(value, 4)
        let nothing = try await Maybe<Int>.empty().value
        XCTAssertNil(nothing)
        let error = await errorThrown { try await Maybe<Int>.error(TestError.boom).value }
        XCTAssertEqual(error as? TestError, TestError.boom)
    }

    func testCompletableValueReturnsWhenItCompletesAndThrowsItsError() async throws {
        try await Completable.empty().value
        let error = await errorThrown { try await Completable.error(TestError.boom).value }
        XCTAssertEqual(error as? TestError, TestError.boom)
    }

    func testValueWaitsForAnAnswerThatComesLater() async throws {
        let later = Single.just(5).delay(.milliseconds(20), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
        let value = try await later.value
        XCTAssertEqual(value, 5)
    }

    func testValueLeavesNoSubscriptionBehind() async throws {
        let subject = PublishSubject<Int>()
        let maybe = subject.asMaybe()
        let answerer = SharedAcrossThreads(subject)
        let answering = Task {
            let subscribed = await eventually { answerer.value.hasObservers }
            XCTAssertTrue(subscribed)
            answerer.value.onNext(1)
            answerer.value.onCompleted()
        }
        let value = try await maybe.value
        XCTAssertEqual(value, 1)
        let unsubscribed = await eventually { !subject.hasObservers }
        XCTAssertTrue(unsubscribed)
        await answering.value
    }

    func testValueDisposesTheSubscriptionBeforeTheAwaitingTaskResumes() async throws {
        try await implementation.divergence(
            "When value disposes its subscription",
            because:
                "RxSwift resumes the awaiting task from its onSuccess handler, and the subscription is disposed afterwards, on the thread that answered, while the task may already be running: the line after the await can still see the source subscribed. ProductionRx disposes first and then resumes the task, so the line after the await sees the subscription gone.",
            see: "RxSwift/Traits/PrimitiveSequence/PrimitiveSequence+Concurrency.swift",
            productionRx: { () async throws in
                let order = try await disposalAndResumption()
                XCTAssertEqual(order, "disposed, then resumed")
            },
            rxSwift: { () async throws in
                let order2 = try await disposalAndResumption()
                XCTAssertEqual(order2, "resumed, then disposed")
            }
        )
    }

    /// Awaits `value` on a Single that answers from this test's thread once the awaiting task
    /// has suspended, and says which came first: the disposal of the subscription or the
    /// task's resumption.
    ///
    /// The awaiting code prefers an executor of its own, whose `enqueue` counts jobs.
    /// Resuming a suspended task's continuation enqueues the task on that executor, within
    /// the `resume` call, so the disposal handler only has to look at the count: nothing
    /// waits for the resumed task to find a thread, and the answer does not depend on how
    /// busy the machine is.
    private func disposalAndResumption() async throws -> String {
        let executor = CountingExecutor()
        let subject = PublishSubject<Int>()
        let resumedFirst = Flag()
        let disposed = Flag()
        let answer = subject.asSingle()
            .do(onDispose: {
                if executor.enqueuedSinceMark { resumedFirst.raise() }
                disposed.raise()
            })
        let handedOver = SharedAcrossThreads(answer)
        let awaiting = Task(executorPreference: executor) { try await handedOver.value.value }
        // Subscribed, and the executor has nothing left to run: the task has suspended.
        let waiting = await eventually { subject.hasObservers && executor.isIdle }
        XCTAssertTrue(waiting)
        executor.mark()
        subject.onNext(1)
        subject.onCompleted()
        let value = try await awaiting.value
        XCTAssertEqual(value, 1)
        XCTAssertTrue(disposed.isRaised)
        return resumedFirst.isRaised ? "resumed, then disposed" : "disposed, then resumed"
    }

    // snippet:begin value-cancel-test
    func testCancellingTheAwaitingTaskDisposesTheSubscriptionAndThrows() async {
        let subscribed = Flag()
        let disposed = Flag()
        let neverAnswers = Single<Int>.create { _ in
            subscribed.raise()
            return Disposables.create { disposed.raise() }
        }
        let awaiting = Task { try await neverAnswers.value }
        let subscribedInTime = await eventually { subscribed.isRaised }
        XCTAssertTrue(subscribedInTime)
        awaiting.cancel()
        let error = await errorThrown { try await awaiting.value }
        XCTAssertTrue(error is CancellationError, "\(String(describing: error))")
        XCTAssertTrue(disposed.isRaised)
    }
    // snippet:end value-cancel-test

    func testCancellingAMaybeOrACompletableDisposesItToo() async {
        let subscriptions = Counter()
        let disposals = Counter()
        let maybe = Maybe<Int>.create { _ in
            subscriptions.increment()
            return Disposables.create { disposals.increment() }
        }
        let completable = Completable.create { _ in
            subscriptions.increment()
            return Disposables.create { disposals.increment() }
        }
        let awaitingMaybe = Task { try await maybe.value }
        let awaitingCompletable = Task { try await completable.value }
        let subscribedTwice = await eventually { subscriptions.value == 2 }
        XCTAssertTrue(subscribedTwice)
        awaitingMaybe.cancel()
        awaitingCompletable.cancel()
        let maybeError = await errorThrown { try await awaitingMaybe.value }
        XCTAssertTrue(maybeError is CancellationError, "\(String(describing: maybeError))")
        let completableError = await errorThrown { try await awaitingCompletable.value }
        XCTAssertTrue(completableError is CancellationError, "\(String(describing: completableError))")
        XCTAssertEqual(disposals.value, 2)
    }
}

/// Single.create(work:): an async function as a Single
final class SingleFromAsyncWorkTests: RxTestCase {
    func testTheSingleSucceedsWithWhatTheWorkReturns() async {
        let answer = Single<Int>.create { 42 }
        let events = await collect(answer.asObservable())
        XCTAssertEqual(events, [.next(42), .completed])
    }

    func testTheSingleFailsWithWhatTheWorkThrows() async {
        let failing = Single<Int>.create { throw TestError.boom }
        let events = await collect(failing.asObservable())
        XCTAssertEqual(events, [.error("boom")])
    }

    func testEachSubscriptionRunsTheWorkAgain() async {
        let runs = Counter()
        let counting = Single<Int>.create { runs.increment() }
        let events = await collect(counting.asObservable())
        XCTAssertEqual(events, [.next(1), .completed])
        let secondEvents = await collect(counting.asObservable())
        XCTAssertEqual(secondEvents, [.next(2), .completed])
    }

    // snippet:begin single-work-cancel-test
    func testDisposingTheSubscriptionCancelsTheTask() async {
        let started = Flag()
        let cancelled = Flag()
        let slow = Single<Int>.create {
            started.raise()
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                cancelled.raise()
                throw error
            }
            return 1
        }
        let delivered = Counter()
        let subscription = slow.subscribe(onSuccess: { _ in delivered.increment() }, onFailure: { _ in delivered.increment() })
        let startedInTime = await eventually { started.isRaised }
        XCTAssertTrue(startedInTime)
        subscription.dispose()
        let cancelledInTime = await eventually { cancelled.isRaised }
        XCTAssertTrue(cancelledInTime)
        XCTAssertEqual(delivered.value, 0, "nothing is delivered after the disposal")
    }
    // snippet:end single-work-cancel-test

    func testADetachedTaskAtAGivenPriorityWorksTheSame() async {
        let priority = Log()
        let detached = Single<String>.create(detached: true, priority: .low) {
            priority.append("\(Task.currentPriority)")
            return "done"
        }
        let events = await collect(detached.asObservable())
        XCTAssertEqual(events, [.next("done"), .completed])
        XCTAssertEqual(priority.entries, ["\(TaskPriority.low)"])
    }

    func testAnAsyncFunctionWithoutAResultBecomesACompletable() async {
        let saved = Flag()
        let save = Single<Void>.create { saved.raise() }.asCompletable()
        let events = await collect(save.asObservable())
        XCTAssertEqual(events, [.completed])
        XCTAssertTrue(saved.isRaised)
    }
}

/// A main-actor view model that holds its request: awaiting it must compile and work on the
/// main actor, where the `Single` lives (`value` is `nonisolated(nonsending)`).
@MainActor
private final class ProfileModel {
    let request = Single.just("Ada")
    var name = ""

    func load() async throws {
        name = try await request.value
    }
}

/// value on the main actor
final class MainActorValueTests: RxTestCase {
    @MainActor func testAMainActorModelAwaitsTheSingleItHolds() async throws {
        let model = ProfileModel()
        try await model.load()
        XCTAssertEqual(model.name, "Ada")
    }
}

/// A task executor that runs every job on a serial queue of its own, and counts the jobs it
/// was given and the ones it has not finished running.
private final class CountingExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "ValueTests.CountingExecutor")
    private let counts = Mutex((enqueued: 0, finished: 0, atMark: 0))

    /// Whether every job enqueued so far has finished running.
    var isIdle: Bool { counts.withLock { $0.enqueued == $0.finished } }

    /// Remembers how many jobs have been enqueued so far.
    func mark() { counts.withLock { $0.atMark = $0.enqueued } }

    /// Whether a job has been enqueued since `mark()`.
    var enqueuedSinceMark: Bool { counts.withLock { $0.enqueued > $0.atMark } }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        counts.withLock { $0.enqueued += 1 }
        queue.async {
            job.runSynchronously(on: self.asUnownedTaskExecutor())
            self.counts.withLock { $0.finished += 1 }
        }
    }
}
