// Lock inversion: an operator never calls other code (an observer, a `dispose()`, a
// `subscribe`, a `connect`) while it holds its own lock. Each test sets up the deadlock that
// calling out under the lock would cause, with a lock of the app's own, and fails after a
// few seconds if it happens, instead of hanging the test run. Chapter 10 ("Lock inversion").
import Foundation
import ProductionRx
import Testing

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

/// Waits for `semaphore`, but never for ever: in a fixed build the signal comes at once.
private func waitBriefly(_ semaphore: DispatchSemaphore) {
    _ = semaphore.wait(timeout: .now() + 2)
}

/// A lock of the app's own, unrelated to Rx: one thread holds it while calling into Rx, and
/// Rx calls code (an observer, a clean-up closure) that takes it on another thread.
/// Recursive, so that a thread that holds it may run that code itself.
private typealias AppLock = NSRecursiveLock

private let deadlocked = "deadlocked: a lock was held while calling out (chapter 10, \"Lock inversion\")"

@Suite("lock inversion: never calling out under a lock", .leakChecked)
struct LockInversionTests {
    // MARK: zip

    @Test func zipOfACollectionDisposesAFinishedSourceOutsideItsLock() {
        let finishing = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let appLock = AppLock()
        let appLockHeld = DispatchSemaphore(value: 0)
        let disposing = DispatchSemaphore(value: 0)
        let first = finishing.do(onDispose: {
            disposing.signal()
            appLock.lock()
            appLock.unlock()
        })
        let subscription = Observable.zip([first, other.asObservable()]).subscribe()

        let finished = allFinish([
            {
                // Another source's element arrives while the first one is being disposed.
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(disposing)
                other.onNext(1)
                appLock.unlock()
            },
            {
                waitBriefly(appLockHeld)
                finishing.onCompleted()
            },
        ])
        guard finished else {
            // The deadlocked threads hold locks that cleaning up would wait for.
            Issue.record("\(deadlocked)")
            return
        }
        subscription.dispose()
    }

    @Test func zipOfTwoDisposesAFinishedSourceOutsideItsLock() {
        let finishing = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let appLock = AppLock()
        let appLockHeld = DispatchSemaphore(value: 0)
        let disposing = DispatchSemaphore(value: 0)
        let first = finishing.do(onDispose: {
            disposing.signal()
            appLock.lock()
            appLock.unlock()
        })
        let subscription = Observable.zip(first, other) { $0 + $1 }.subscribe()

        let finished = allFinish([
            {
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(disposing)
                other.onNext(1)
                appLock.unlock()
            },
            {
                waitBriefly(appLockHeld)
                finishing.onCompleted()
            },
        ])
        guard finished else {
            // The deadlocked threads hold locks that cleaning up would wait for.
            Issue.record("\(deadlocked)")
            return
        }
        subscription.dispose()
    }

    // MARK: merge and flatMap

    @Test func mergeTearsAFinishedInnerSubscriptionDownOutsideItsLock() {
        let finishing = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let appLock = AppLock()
        let appLockHeld = DispatchSemaphore(value: 0)
        let disposing = DispatchSemaphore(value: 0)
        let first = finishing.do(onDispose: {
            disposing.signal()
            appLock.lock()
            appLock.unlock()
        })
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(first, other.asObservable()).subscribe(recorder)

        let finished = allFinish([
            {
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(disposing)
                other.onNext(1)
                appLock.unlock()
            },
            {
                waitBriefly(appLockHeld)
                finishing.onCompleted()
            },
        ])
        guard finished else {
            // The deadlocked threads hold locks that cleaning up would wait for.
            Issue.record("\(deadlocked)")
            return
        }
        #expect(recorder.seen == [.next(1)])
        subscription.dispose()
    }

    @Test func flatMapTearsAFinishedInnerSubscriptionDownOutsideItsLock() {
        let finishing = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let appLock = AppLock()
        let appLockHeld = DispatchSemaphore(value: 0)
        let disposing = DispatchSemaphore(value: 0)
        let first = finishing.do(onDispose: {
            disposing.signal()
            appLock.lock()
            appLock.unlock()
        })
        let inners = [first, other.asObservable()]
        let recorder = Recorder<Int>()
        let subscription = Observable.of(0, 1).concat(Observable.never()).flatMap { inners[$0] }.subscribe(recorder)

        let finished = allFinish([
            {
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(disposing)
                other.onNext(1)
                appLock.unlock()
            },
            {
                waitBriefly(appLockHeld)
                finishing.onCompleted()
            },
        ])
        guard finished else {
            // The deadlocked threads hold locks that cleaning up would wait for.
            Issue.record("\(deadlocked)")
            return
        }
        #expect(recorder.seen == [.next(1)])
        subscription.dispose()
    }

    @Test func flatMapDisposesOutsideItsLockAfterAnInnerErrorAndSendsNothingAfterTheError() {
        // The error is sent and the sink stops forwarding inside the lock; the disposing
        // comes after. The other inner sequence's element, arriving meanwhile, is dropped.
        let failing = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let appLock = AppLock()
        let appLockHeld = DispatchSemaphore(value: 0)
        let disposing = DispatchSemaphore(value: 0)
        let first = failing.do(onDispose: {
            disposing.signal()
            appLock.lock()
            appLock.unlock()
        })
        let inners = [first, other.asObservable()]
        let recorder = Recorder<Int>()
        let subscription = Observable.of(0, 1).concat(Observable.never()).flatMap { inners[$0] }.subscribe(recorder)

        let finished = allFinish([
            {
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(disposing)
                other.onNext(1)
                appLock.unlock()
            },
            {
                waitBriefly(appLockHeld)
                failing.onError(TestError.boom)
            },
        ])
        guard finished else {
            // The deadlocked threads hold locks that cleaning up would wait for.
            Issue.record("\(deadlocked)")
            return
        }
        #expect(recorder.seen == [.error("boom")])
        subscription.dispose()
    }

    @Test func concatMapTearsAFinishedInnerSubscriptionDownAndSubscribesTheNextOutsideItsLock() {
        let finishing = PublishSubject<Int>()
        let appLock = AppLock()
        let appLockHeld = DispatchSemaphore(value: 0)
        let disposing = DispatchSemaphore(value: 0)
        let first = finishing.do(onDispose: {
            disposing.signal()
            appLock.lock()
            appLock.unlock()
        })
        let outer = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = outer.concatMap { $0 == 0 ? first : Observable.just($0) }.subscribe(recorder)
        outer.onNext(0)

        let finished = allFinish([
            {
                // The outer sequence sends while the first inner sequence is torn down.
                appLock.lock()
                appLockHeld.signal()
                waitBriefly(disposing)
                outer.onNext(5)
                appLock.unlock()
            },
            {
                waitBriefly(appLockHeld)
                finishing.onCompleted()
            },
        ])
        guard finished else {
            // The deadlocked threads hold locks that cleaning up would wait for.
            Issue.record("\(deadlocked)")
            return
        }
        #expect(recorder.seen == [.next(5)])
        subscription.dispose()
    }
}
