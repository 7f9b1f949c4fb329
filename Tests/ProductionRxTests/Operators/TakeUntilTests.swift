// `take(until:)` another sequence (Sources/ProductionRx/Observables/TakeUntil.swift): values,
// completion that disposes both sources, errors, disposal, two threads.
import Dispatch
import Foundation
import ProductionRx
import Testing

@Suite("take(until:)", .leakChecked)
struct TakeUntilTests {
    @Test func takeUntilForwardsTheSourceUntilTheOtherSendsAnElementThenCompletes() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.take(until: other.observable).subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        other.send(.next("stop"))
        source.send(.next(3))
        #expect(recorder.seen == [.next(1), .next(2), .completed])
        subscription.dispose()
    }

    @Test func takeUntilDisposesBothSourcesAsSoonAsTheOtherSendsAnElement() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.take(until: other.observable).subscribe(recorder)
        other.send(.next("stop"))
        #expect(recorder.seen == [.completed])
        #expect(source.disposals == 1)
        #expect(other.disposals == 1)
        #expect(!source.isObserved && !other.isObserved)
        subscription.dispose()
    }

    @Test func takeUntilFailsWithTheOthersErrorAndDisposesBoth() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.take(until: other.observable).subscribe(recorder)
        source.send(.next(1))
        other.send(.error(TestError.boom))
        #expect(recorder.seen == [.next(1), .error("boom")])
        #expect(!source.isObserved && !other.isObserved)
        subscription.dispose()
    }

    @Test func takeUntilIgnoresTheOthersCompletionAndKeepsForwardingTheSource() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.take(until: other.observable).subscribe(recorder)
        other.send(.completed)
        #expect(!other.isObserved)
        source.send(.next(1))
        source.send(.completed)
        #expect(recorder.seen == [.next(1), .completed])
        subscription.dispose()
    }

    @Test func takeUntilForwardsTheSourcesCompletionAndDisposesTheOther() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.take(until: other.observable).subscribe(recorder)
        source.send(.next(1))
        source.send(.completed)
        #expect(recorder.seen == [.next(1), .completed])
        #expect(other.disposals == 1)
        subscription.dispose()
    }

    @Test func takeUntilForwardsTheSourcesErrorAndDisposesTheOther() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.take(until: other.observable).subscribe(recorder)
        source.send(.error(TestError.boom))
        #expect(recorder.seen == [.error("boom")])
        #expect(other.disposals == 1)
        subscription.dispose()
    }

    /// RxSwift subscribes to `other` first; when it fires during its own subscribe, the source
    /// is still subscribed (and at once disposed) and nothing of it is forwarded. Pinned from
    /// RxSwift 6's `TakeUntilSink.run`.
    @Test func takeUntilAnOtherThatFiresAtOnceOnlyCompletes() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.take(until: Observable.just("now")).subscribe(recorder)
        source.send(.next(1))
        #expect(recorder.seen == [.completed])
        #expect(source.subscriptions == source.disposals)
        #expect(!source.isObserved)
        subscription.dispose()
        // A source that also sends during subscribe is too late: `other` went first.
        #expect(record(Observable.just(1).take(until: Observable.just("now"))) == [.completed])
    }

    /// The leak check fails if the sinks are not released when the result ends by itself.
    @Test func takeUntilReleasesEverythingWhenItEndsWithoutAnExplicitDispose() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        _ = source.observable.take(until: other.observable).subscribe(recorder)
        source.send(.next(1))
        other.send(.next("stop"))
        _ = Observable.of(1, 2).take(until: Observable<Int>.never()).subscribe(recorder)
        #expect(recorder.seen == [.next(1), .completed, .next(1), .next(2), .completed])
    }

    @Test func disposingTheTakeUntilSubscriptionDisposesBothSources() {
        let source = ManualSource<Int>()
        let other = ManualSource<String>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.take(until: other.observable).subscribe(recorder)
        source.send(.next(1))
        subscription.dispose()
        #expect(source.disposals == 1)
        #expect(other.disposals == 1)
        source.send(.next(2))
        other.send(.next("late"))
        #expect(recorder.seen == [.next(1)])
    }

    /// The other sequence fires on a second thread while the observer is still inside
    /// `on(.next)` on the first: the lock makes the completion wait until `on` returns.
    @Test func takeUntilMakesTheOthersCompletionWaitForTheSourcesElementOnAnotherThread() {
        let source = ThreadedSource<Int>()
        let other = ThreadedSource<Int>()
        let observer = GatedObserver()
        let subscription = source.observable.take(until: other.observable).subscribe(observer)
        let group = DispatchGroup()

        onNewThread(group) { source.send(.next(1)) }
        #expect(observer.enteredFirstElement.wait(timeout: .now() + 10) == .success)

        onNewThread(group) { other.send(.next(0)) }
        // Correct code never delivers `completed` now; broken code usually does within this time.
        let completedWhileInsideOnNext = observer.receivedCompletion.wait(timeout: .now() + 0.5) == .success
        #expect(!completedWhileInsideOnNext)

        observer.releaseFirstElement.signal()
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(observer.recorder.seen == [.next(1), .completed])
        #expect(observer.maximumConcurrentCalls == 1)
        subscription.dispose()
    }

    /// Both sources send from their own thread at once, many times: the observer still sees one
    /// call at a time and nothing after the completion.
    @Test func takeUntilNeverOverlapsOrForwardsAfterCompletingUnderConcurrentSources() {
        for _ in 0..<20 {
            let source = ThreadedSource<Int>()
            let other = ThreadedSource<Int>()
            let observer = CountingObserver()
            let subscription = source.observable.take(until: other.observable).subscribe(observer)
            let group = DispatchGroup()
            onNewThread(group) {
                for value in 0..<2_000 { source.send(.next(value)) }
            }
            onNewThread(group) {
                other.send(.next(0))
            }
            #expect(group.wait(timeout: .now() + 30) == .success)
            let seen = observer.recorder.seen
            #expect(seen.last == .completed)
            #expect(seen.filter { $0 == .completed }.count == 1)
            #expect(observer.maximumConcurrentCalls == 1)
            subscription.dispose()
        }
    }
}

/// Runs `work` on a thread of its own (not a pool's, which may be too small to run two blocked
/// tasks at once on a two-core machine), inside `group`.
private func onNewThread(_ group: DispatchGroup, _ work: @escaping @Sendable () -> Void) {
    group.enter()
    Thread.detachNewThread {
        work()
        group.leave()
    }
}

/// A source with one subscriber that any thread may send to.
// @unchecked Sendable: `observer` is only read and written under `lock`.
private final class ThreadedSource<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var observer: AnyObserver<Element>?

    var observable: Observable<Element> {
        Observable.create { observer in
            self.lock.withLock { self.observer = observer }
            return Disposables.create { self.lock.withLock { self.observer = nil } }
        }
    }

    func send(_ event: Event<Element>) {
        let observer = lock.withLock { self.observer }
        observer?.on(event)
    }
}

/// Records events and the largest number of threads that were inside `on` at the same time.
// @unchecked Sendable: the counters are guarded by `lock`; `recorder` has its own lock.
private class CountingObserver: ObserverType, @unchecked Sendable {
    let recorder = Recorder<Int>()
    private let lock = NSLock()
    private var inside = 0
    private var maximum = 0

    var maximumConcurrentCalls: Int { lock.withLock { maximum } }

    func on(_ event: Event<Int>) {
        lock.withLock {
            inside += 1
            maximum = max(maximum, inside)
        }
        handle(event)
        recorder.on(event)
        lock.withLock { inside -= 1 }
    }

    func handle(_ event: Event<Int>) {}
}

/// Holds the first element's `on` open until the test releases it, and signals the completion.
private final class GatedObserver: CountingObserver, @unchecked Sendable {
    let enteredFirstElement = DispatchSemaphore(value: 0)
    let releaseFirstElement = DispatchSemaphore(value: 0)
    let receivedCompletion = DispatchSemaphore(value: 0)

    override func handle(_ event: Event<Int>) {
        switch event {
        case .next:
            enteredFirstElement.signal()
            _ = releaseFirstElement.wait(timeout: .now() + 10)
        case .completed:
            receivedCompletion.signal()
        case .error:
            break
        }
    }
}
