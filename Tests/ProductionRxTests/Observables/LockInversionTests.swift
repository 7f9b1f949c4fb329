// Lock inversion: an operator never calls other code (an observer, a `dispose()`, a
// `subscribe`, a `connect`) while it holds its own lock. Each test sets up the deadlock that
// calling out under the lock would cause, with a lock of the app's own, and fails after a
// few seconds if it happens, instead of hanging the test run. Chapter 10 ("Lock inversion").
import Foundation
import ProductionRx
import TestSupport
import Testing
import XCTest

/// Carries a test's closure to a thread of its own.
///
/// @unchecked Sendable: the closures share ProductionRx objects and the app's lock across
/// threads on purpose; their thread safety is what the tests check.
private final class ThreadWork: @unchecked Sendable {
    let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
    }
}

/// Runs each closure on a thread of its own, all at once, and waits at most `seconds` for
/// every one of them to return. `false` means some are still blocked: deadlocked threads
/// stay blocked for good, and the test fails instead of waiting for them.
private func allFinish(within seconds: Double = 5, _ bodies: [() -> Void]) -> Bool {
    let group = DispatchGroup()
    for body in bodies {
        let work = ThreadWork(body)
        group.enter()
        Thread.detachNewThread {
            work.body()
            group.leave()
        }
    }
    return group.wait(timeout: .now() + seconds) == .success
}

/// A concurrent scheduler with worker threads of its own. The subscriptions a deadlock
/// blocks stay blocked; on GCD's threads they would starve the pool the test runner itself
/// needs, and a failing test would hang the run instead of failing.
///
/// @unchecked Sendable: `work` and `stopped` are guarded by `condition`.
private final class ThreadPoolScheduler: ImmediateSchedulerType, @unchecked Sendable {
    private let condition = NSCondition()
    private var work: [() -> Void] = []
    private var stopped = false

    init(threads: Int) {
        for _ in 0..<threads {
            Thread.detachNewThread { self.runWorker() }
        }
    }

    private func runWorker() {
        while true {
            condition.lock()
            while work.isEmpty && !stopped {
                condition.wait()
            }
            if work.isEmpty {
                condition.unlock()
                return
            }
            let next = work.removeFirst()
            condition.unlock()
            next()
        }
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let disposable = SingleAssignmentDisposable()
        condition.lock()
        work.append {
            if !disposable.isDisposed {
                disposable.setDisposable(action(state))
            }
        }
        condition.signal()
        condition.unlock()
        return disposable
    }

    /// Lets the workers finish what is queued, then end.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}

/// Waits for `semaphore`, but never for ever: in a fixed build the signal comes at once.
private func waitBriefly(_ semaphore: DispatchSemaphore) {
    _ = semaphore.wait(timeout: .now() + 2)
}

/// A lock of the app's own, unrelated to Rx: one thread holds it while calling into Rx, and
/// Rx calls code (an observer, a clean-up closure) that takes it on another thread.
/// Recursive, so that a thread that holds it may run that code itself.
private typealias AppLock = NSRecursiveLock

private let deadlocked = "deadlocked: a lock was held while calling out (chapter 10, \"Lock inversion\")"

/// The race the multi-source tests share: a source (`first`) ends on one thread, and its
/// disposal takes the app's lock, which a second thread holds while it sends something else
/// into the operator. An operator that disposes under its own lock deadlocks here: the first
/// thread waits for the app's lock inside the operator's lock, the second for the operator's
/// lock inside the app's lock.
private final class DisposalRace {
    /// The subject behind `first`, which `run` ends.
    let finishing = PublishSubject<Int>()
    /// `finishing`, whose disposal signals that it started and then takes the app's lock.
    let first: Observable<Int>
    private let appLock = AppLock()
    private let appLockHeld = DispatchSemaphore(value: 0)
    private let disposing = DispatchSemaphore(value: 0)

    init() {
        let (appLock, disposing) = (self.appLock, self.disposing)
        first = finishing.do(onDispose: {
            disposing.signal()
            appLock.lock()
            appLock.unlock()
        })
    }

    /// Ends `finishing` with `end` on one thread while another, holding the app's lock, waits
    /// for the disposal to start and then calls `sendMeanwhile`. `false` means they
    /// deadlocked; the blocked threads hold locks that cleaning up would wait for, so the test
    /// records the failure and returns without disposing.
    func run(end: @escaping (PublishSubject<Int>) -> Void, sendMeanwhile: @escaping () -> Void) -> Bool {
        allFinish([
            { [self] in
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(disposing)
                sendMeanwhile()
                appLock.unlock()
            },
            { [self] in
                waitBriefly(appLockHeld)
                end(finishing)
            },
        ])
    }
}

/// lock inversion: never calling out under a lock
final class LockInversionTests: RxTestCase {
    // MARK: ReplaySubject

    func testReplaySubjectReplaysToANewSubscriberOutsideItsLock() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        let appLock = AppLock()
        let appLockHeld = DispatchSemaphore(value: 0)
        let replaying = DispatchSemaphore(value: 0)

        let finished = allFinish([
            {
                // Holds the app's lock, and subscribes while the other thread is replayed to.
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(replaying)
                subject.subscribe(onNext: { _ in }).dispose()
                appLock.unlock()
            },
            {
                // Subscribes; its observer takes the app's lock during the replay.
                waitBriefly(appLockHeld)
                subject.subscribe(onNext: { _ in
                    replaying.signal()
                    appLock.lock()
                    appLock.unlock()
                })
                .dispose()
            },
        ])
        guard finished else {
            // The deadlocked threads hold locks that cleaning up would wait for.
            XCTFail("\(deadlocked)")
            return
        }
    }

    func testReplaySubjectDeliversALiveElementSentDuringAReplayAfterTheReplay() {
        // Replaying outside the lock must not let a live element overtake the replay: one
        // sent from another thread while the buffer is being replayed waits for the replay.
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        let log = Log()
        let replayingFirst = DispatchSemaphore(value: 0)
        let liveSent = DispatchSemaphore(value: 0)
        var subscription: Disposable?

        let finished = allFinish([
            {
                subscription = subject.subscribe(onNext: { element in
                    log.append("\(element)")
                    if element == 1 {
                        replayingFirst.signal()
                        waitBriefly(liveSent)
                    }
                })
            },
            {
                waitBriefly(replayingFirst)
                subject.onNext(3)
                liveSent.signal()
            },
        ])
        guard finished else {
            // The deadlocked threads hold locks that cleaning up would wait for.
            XCTFail("\(deadlocked)")
            return
        }
        XCTAssertEqual(log.entries, ["1", "2", "3"])
        subscription?.dispose()
    }

    // MARK: share(replay:scope:)

    // MARK: publish(), connect(), refCount()

    func testConnectSubscribesTheSourceOutsideTheAdaptersLock() {
        let appLock = AppLock()
        let appLockHeld = DispatchSemaphore(value: 0)
        let subscribing = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { _ in
            subscribing.signal()
            appLock.lock()
            appLock.unlock()
            return Disposables.create()
        }
        let published = source.publish()
        var connection: Disposable?

        let finished = allFinish([
            {
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(subscribing)
                published.subscribe().dispose()
                appLock.unlock()
            },
            {
                waitBriefly(appLockHeld)
                connection = published.connect()
            },
        ])
        guard finished else {
            // The deadlocked threads hold locks that cleaning up would wait for.
            XCTFail("\(deadlocked)")
            return
        }
        connection?.dispose()
    }

    func testDisposingTheConnectionDisposesTheSourceSubscriptionOutsideTheAdaptersLock() {
        let appLock = AppLock()
        let appLockHeld = DispatchSemaphore(value: 0)
        let disposing = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { _ in
            Disposables.create {
                disposing.signal()
                appLock.lock()
                appLock.unlock()
            }
        }
        let published = source.publish()
        let connection = published.connect()

        let finished = allFinish([
            {
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(disposing)
                published.subscribe().dispose()
                appLock.unlock()
            },
            {
                waitBriefly(appLockHeld)
                connection.dispose()
            },
        ])
        guard finished else {
            // The deadlocked threads hold locks that cleaning up would wait for.
            XCTFail("\(deadlocked)")
            return
        }
    }

    func testRefCountConnectsOutsideItsLock() {
        let appLock = AppLock()
        let appLockHeld = DispatchSemaphore(value: 0)
        let subscribing = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { _ in
            subscribing.signal()
            appLock.lock()
            appLock.unlock()
            return Disposables.create()
        }
        let shared = source.publish().refCount()
        var first: Disposable?

        let finished = allFinish([
            {
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(subscribing)
                shared.subscribe().dispose()
                appLock.unlock()
            },
            {
                waitBriefly(appLockHeld)
                first = shared.subscribe()
            },
        ])
        guard finished else {
            // The deadlocked threads hold locks that cleaning up would wait for.
            XCTFail("\(deadlocked)")
            return
        }
        first?.dispose()
    }

    /// The race of `refCountDisconnectsOutsideItsLock`: `true` when both threads finished
    /// (deadlocked threads stay blocked, holding locks that cleaning up would wait for).
    static func refCountDisconnectFinishes() -> Bool {
        let appLock = AppLock()
        let appLockHeld = DispatchSemaphore(value: 0)
        let disposing = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { _ in
            Disposables.create {
                disposing.signal()
                appLock.lock()
                appLock.unlock()
            }
        }
        let shared = source.publish().refCount()
        let first = shared.subscribe()

        let finished = allFinish([
            {
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(disposing)
                shared.subscribe().dispose()
                appLock.unlock()
            },
            {
                waitBriefly(appLockHeld)
                first.dispose()
            },
        ])
        return finished
    }

    // MARK: zip

    func testZipOfACollectionDisposesAFinishedSourceOutsideItsLock() {
        let race = DisposalRace()
        let other = PublishSubject<Int>()
        let subscription = Observable.zip([race.first, other.asObservable()]).subscribe()

        // Another source's element arrives while the first one is being disposed.
        guard race.run(end: { $0.onCompleted() }, sendMeanwhile: { other.onNext(1) }) else {
            XCTFail("\(deadlocked)")
            return
        }
        subscription.dispose()
    }

    /// The race of `zipOfTwoDisposesAFinishedSourceOutsideItsLock`: `true` when both threads
    /// finished (deadlocked threads stay blocked, holding locks that cleaning up would wait for).
    static func zipOfTwoRaceFinishes() -> Bool {
        let race = DisposalRace()
        let other = PublishSubject<Int>()
        let subscription = Observable.zip(race.first, other) { $0 + $1 }.subscribe()
        guard race.run(end: { $0.onCompleted() }, sendMeanwhile: { other.onNext(1) }) else { return false }
        subscription.dispose()
        return true
    }

    // MARK: merge and flatMap

    func testMergeTearsAFinishedInnerSubscriptionDownOutsideItsLock() {
        let race = DisposalRace()
        let other = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(race.first, other.asObservable()).subscribe(recorder)

        guard race.run(end: { $0.onCompleted() }, sendMeanwhile: { other.onNext(1) }) else {
            XCTFail("\(deadlocked)")
            return
        }
        XCTAssertEqual(recorder.seen, [.next(1)])
        subscription.dispose()
    }

    func testFlatMapTearsAFinishedInnerSubscriptionDownOutsideItsLock() {
        let race = DisposalRace()
        let other = PublishSubject<Int>()
        nonisolated(unsafe) let inners = [race.first, other.asObservable()]
        let recorder = Recorder<Int>()
        let subscription = Observable.of(0, 1).concat(Observable.never()).flatMap { inners[$0] }.subscribe(recorder)

        guard race.run(end: { $0.onCompleted() }, sendMeanwhile: { other.onNext(1) }) else {
            XCTFail("\(deadlocked)")
            return
        }
        XCTAssertEqual(recorder.seen, [.next(1)])
        subscription.dispose()
    }

    func testFlatMapDisposesOutsideItsLockAfterAnInnerErrorAndSendsNothingAfterTheError() {
        // The error is sent and the sink stops forwarding inside the lock; the disposing
        // comes after. The other inner sequence's element, arriving meanwhile, is dropped.
        let race = DisposalRace()
        let other = PublishSubject<Int>()
        nonisolated(unsafe) let inners = [race.first, other.asObservable()]
        let recorder = Recorder<Int>()
        let subscription = Observable.of(0, 1).concat(Observable.never()).flatMap { inners[$0] }.subscribe(recorder)

        guard race.run(end: { $0.onError(TestError.boom) }, sendMeanwhile: { other.onNext(1) }) else {
            XCTFail("\(deadlocked)")
            return
        }
        XCTAssertEqual(recorder.seen, [.error("boom")])
        subscription.dispose()
    }

    func testConcatMapTearsAFinishedInnerSubscriptionDownAndSubscribesTheNextOutsideItsLock() {
        let race = DisposalRace()
        nonisolated(unsafe) let first = race.first
        let outer = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = outer.concatMap { $0 == 0 ? first : Observable.just($0) }.subscribe(recorder)
        outer.onNext(0)

        // The outer sequence sends while the first inner sequence is torn down.
        guard race.run(end: { $0.onCompleted() }, sendMeanwhile: { outer.onNext(5) }) else {
            XCTFail("\(deadlocked)")
            return
        }
        XCTAssertEqual(recorder.seen, [.next(5)])
        subscription.dispose()
    }
}

/// The tests of LockInversionTests that need Swift Testing: exit tests, tables of arguments, and
/// tests that rely on running off the main thread, as Swift Testing runs them (XCTest runs every
/// test on the main thread).
@Suite("lock inversion: never calling out under a lock: Swift Testing tests", .leakChecked)
struct LockInversionSwiftTestingTests {
    @Test(arguments: [SubjectLifetimeScope.whileConnected, .forever], [1, 2])
    func shareReplayServesAThousandSubscriptionsArrivingOnAConcurrentQueue(scope: SubjectLifetimeScope, replay: Int) {
        // A source that sends at once on subscription, shared; a thousand subscriptions from
        // a concurrent scheduler (threads of the test's own, see `ThreadPoolScheduler`), each
        // taking one element, zipped. A subscriber replayed to under
        // the sharing lock waits for zip's lock, while zip, under its lock, disposes a
        // finished subscription and waits for the sharing lock. The meeting depends on
        // timing, so the round runs several times.
        for _ in 0..<10 {
            let source = Observable<Int>.create { observer in
                // A moment's work before sending, so that other subscribers join meanwhile.
                Thread.sleep(forTimeInterval: 0.001)
                observer.onNext(1)
                return Disposables.create()
            }
            nonisolated(unsafe) let shared = source.share(replay: replay, scope: scope)
            let concurrent = ThreadPoolScheduler(threads: 8)
            let subscriptions = (0..<1_000).map { _ in
                Observable.just(()).observe(on: concurrent).flatMap { _ in shared }.take(1)
            }
            let completed = DispatchSemaphore(value: 0)
            let elements = Counter()
            // How many of the thousand have had their element: a slow machine (or a build
            // under ThreadSanitizer) moves on slowly, a deadlock not at all.
            let delivered = Counter()

            let subscription = Observable.zip(subscriptions.map { $0.do(onNext: { _ in delivered.increment() }) })
                .subscribe(
                    onNext: { $0.forEach { _ in elements.increment() } },
                    onCompleted: { completed.signal() }
                )
            var seen = -1
            while completed.wait(timeout: .now() + 10) == .timedOut {
                guard delivered.value != seen else {
                    // Nothing moved for ten seconds. Disposing would wait for the deadlocked
                    // threads' locks too. A stall with nothing locked is possible as well:
                    // subscribers left waiting on a subject nobody connects (SharingThreadTests).
                    Issue.record(
                        "\(deadlocked), or subscribers were left waiting on a subject nobody connects (\(delivered.value) of 1000 subscriptions had their element)"
                    )
                    return
                }
                seen = delivered.value
            }
            #expect(elements.value == 1_000)
            subscription.dispose()
            concurrent.stop()
        }
    }

    @Test(arguments: [SubjectLifetimeScope.whileConnected, .forever])
    func shareWithoutReplayConnectsExactlyOnceForConcurrentFirstSubscribers(scope: SubjectLifetimeScope) {
        // The connection is decided under the lock and made after it: deciding outside it
        // would let two first subscribers connect. The source never ends, so one connection
        // serves them all.
        for _ in 0..<20 {
            let connections = Counter()
            let source = Observable<Int>.create { observer in
                connections.increment()
                // A moment's work, so that a second connection decided outside the lock
                // would have time to start.
                Thread.sleep(forTimeInterval: 0.001)
                observer.onNext(1)
                return Disposables.create()
            }
            let shared = SharedAcrossThreads(source.share(scope: scope))
            let all = SharedAcrossThreads(CompositeDisposable())

            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                _ = all.value.insert(shared.value.subscribe())
            }

            #expect(connections.value == 1)
            all.value.dispose()
        }
    }

    @Test func refCountDisconnectsOutsideItsLock() async {
        await implementation.divergence(
            "refCount disconnecting under its lock",
            because:
                "RxSwift's refCount disposes the connection while it holds its own lock, so a source whose clean-up takes a lock another thread holds while it subscribes deadlocks; ProductionRx disconnects after letting its lock go.",
            see: "RxSwift/Observables/Multicast.swift",
            productionRx: { #expect(LockInversionTests.refCountDisconnectFinishes(), "\(deadlocked)") },
            rxSwift: {
                // It deadlocks: in a child process, so that the blocked threads hold up nothing.
                _ = await #expect(processExitsWith: .exitCode(3)) { exit(LockInversionTests.refCountDisconnectFinishes() ? 0 : 3) }
            }
        )
    }

    @Test func zipOfTwoDisposesAFinishedSourceOutsideItsLock() async {
        await implementation.divergence(
            "zip of 2 to 8 sources disposing a finished source under its lock",
            because:
                "RxSwift's zip of a fixed number of sources disposes a finished source's subscription while it holds its lock, so a clean-up that takes a lock another source's thread holds deadlocks (its zip over a collection does not); ProductionRx disposes after letting its lock go.",
            see: "RxSwift/Observables/Zip.swift",
            productionRx: { #expect(LockInversionTests.zipOfTwoRaceFinishes(), "\(deadlocked)") },
            rxSwift: {
                // It deadlocks: in a child process, so that the blocked threads hold up nothing.
                _ = await #expect(processExitsWith: .exitCode(3)) { exit(LockInversionTests.zipOfTwoRaceFinishes() ? 0 : 3) }
            }
        )
    }
}
