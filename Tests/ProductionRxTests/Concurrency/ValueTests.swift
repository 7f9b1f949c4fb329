// `value` on Single, Maybe and Completable, and `Single.create(work:)`
// (PrimitiveSequence+Concurrency.swift): awaiting one outcome, cancellation both ways.
// Chapter 14.
import Foundation
import ProductionRx
import Synchronization
import TestSupport
import Testing

@Suite("value: awaiting a trait", .leakChecked)
struct TraitValueTests {
    @Test func singleValueReturnsTheElement() async throws {
        #expect(try await Single.just(3).value == 3)
    }

    @Test func singleValueThrowsTheError() async {
        await #expect(throws: TestError.boom) { try await Single<Int>.error(TestError.boom).value }
    }

    @Test func maybeValueIsTheElementOrNil() async throws {
        #expect(try await Maybe.just(4).value == 4)
        #expect(try await Maybe<Int>.empty().value == nil)
        await #expect(throws: TestError.boom) { try await Maybe<Int>.error(TestError.boom).value }
    }

    @Test func completableValueReturnsWhenItCompletesAndThrowsItsError() async throws {
        try await Completable.empty().value
        await #expect(throws: TestError.boom) { try await Completable.error(TestError.boom).value }
    }

    @Test func valueWaitsForAnAnswerThatComesLater() async throws {
        let later = Single.just(5).delay(.milliseconds(20), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
        #expect(try await later.value == 5)
    }

    @Test func valueLeavesNoSubscriptionBehind() async throws {
        let subject = PublishSubject<Int>()
        let maybe = subject.asMaybe()
        let answerer = SharedAcrossThreads(subject)
        let answering = Task {
            #expect(await eventually { answerer.value.hasObservers })
            answerer.value.onNext(1)
            answerer.value.onCompleted()
        }
        #expect(try await maybe.value == 1)
        #expect(await eventually { !subject.hasObservers })
        await answering.value
    }

    @Test func valueDisposesTheSubscriptionBeforeTheAwaitingTaskResumes() async throws {
        try await implementation.divergence(
            "When value disposes its subscription",
            because:
                "RxSwift resumes the awaiting task from its onSuccess handler, and the subscription is disposed afterwards, on the thread that answered, while the task may already be running: the line after the await can still see the source subscribed. ProductionRx disposes first and then resumes the task, so the line after the await sees the subscription gone.",
            see: "RxSwift/Traits/PrimitiveSequence/PrimitiveSequence+Concurrency.swift",
            productionRx: { () async throws in
                #expect(try await disposalAndResumption() == "disposed, then resumed")
            },
            rxSwift: { () async throws in
                #expect(try await disposalAndResumption() == "resumed, then disposed")
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
        #expect(await eventually { subject.hasObservers && executor.isIdle })
        executor.mark()
        subject.onNext(1)
        subject.onCompleted()
        #expect(try await awaiting.value == 1)
        #expect(disposed.isRaised)
        return resumedFirst.isRaised ? "resumed, then disposed" : "disposed, then resumed"
    }

    // snippet:begin value-cancel-test
    @Test func cancellingTheAwaitingTaskDisposesTheSubscriptionAndThrows() async {
        let subscribed = Flag()
        let disposed = Flag()
        let neverAnswers = Single<Int>.create { _ in
            subscribed.raise()
            return Disposables.create { disposed.raise() }
        }
        let awaiting = Task { try await neverAnswers.value }
        #expect(await eventually { subscribed.isRaised })
        awaiting.cancel()
        await #expect(throws: CancellationError.self) { try await awaiting.value }
        #expect(disposed.isRaised)
    }
    // snippet:end value-cancel-test

    @Test func cancellingAMaybeOrACompletableDisposesItToo() async {
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
        #expect(await eventually { subscriptions.value == 2 })
        awaitingMaybe.cancel()
        awaitingCompletable.cancel()
        await #expect(throws: CancellationError.self) { try await awaitingMaybe.value }
        await #expect(throws: CancellationError.self) { try await awaitingCompletable.value }
        #expect(disposals.value == 2)
    }
}

@Suite("Single.create(work:): an async function as a Single", .leakChecked)
struct SingleFromAsyncWorkTests {
    @Test func theSingleSucceedsWithWhatTheWorkReturns() async {
        let answer = Single<Int>.create { 42 }
        #expect(await collect(answer.asObservable()) == [.next(42), .completed])
    }

    @Test func theSingleFailsWithWhatTheWorkThrows() async {
        let failing = Single<Int>.create { throw TestError.boom }
        #expect(await collect(failing.asObservable()) == [.error("boom")])
    }

    @Test func eachSubscriptionRunsTheWorkAgain() async {
        let runs = Counter()
        let counting = Single<Int>.create { runs.increment() }
        #expect(await collect(counting.asObservable()) == [.next(1), .completed])
        #expect(await collect(counting.asObservable()) == [.next(2), .completed])
    }

    // snippet:begin single-work-cancel-test
    @Test func disposingTheSubscriptionCancelsTheTask() async {
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
        #expect(await eventually { started.isRaised })
        subscription.dispose()
        #expect(await eventually { cancelled.isRaised })
        #expect(delivered.value == 0, "nothing is delivered after the disposal")
    }
    // snippet:end single-work-cancel-test

    @Test func aDetachedTaskAtAGivenPriorityWorksTheSame() async {
        let priority = Log()
        let detached = Single<String>.create(detached: true, priority: .low) {
            priority.append("\(Task.currentPriority)")
            return "done"
        }
        #expect(await collect(detached.asObservable()) == [.next("done"), .completed])
        #expect(priority.entries == ["\(TaskPriority.low)"])
    }

    @Test func anAsyncFunctionWithoutAResultBecomesACompletable() async {
        let saved = Flag()
        let save = Single<Void>.create { saved.raise() }.asCompletable()
        #expect(await collect(save.asObservable()) == [.completed])
        #expect(saved.isRaised)
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

@Suite("value on the main actor", .leakChecked)
struct MainActorValueTests {
    @Test @MainActor func aMainActorModelAwaitsTheSingleItHolds() async throws {
        let model = ProfileModel()
        try await model.load()
        #expect(model.name == "Ada")
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
