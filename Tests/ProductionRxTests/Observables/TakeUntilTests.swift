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

    /// The other sequence fires on a second thread while the observer is still inside
    /// `on(.next)` on the first: the lock makes the completion wait until `on` returns.
    @Test func takeUntilMakesTheOthersCompletionWaitForTheSourcesElementOnAnotherThread() {
        let source = ManualSource<Int>()
        let other = ManualSource<Int>()
        let enteredFirstElement = DispatchSemaphore(value: 0)
        let releaseFirstElement = DispatchSemaphore(value: 0)
        // Holds the first element's `on` open until the test releases it.
        let observer = OverlapDetector<Int> { event in
            if case .next = event {
                enteredFirstElement.signal()
                _ = releaseFirstElement.wait(timeout: .now() + 10)
            }
        }
        let subscription = source.observable.take(until: other.observable).subscribe(observer)
        let group = DispatchGroup()

        onNewThread(group) { source.send(.next(1)) }
        #expect(enteredFirstElement.wait(timeout: .now() + 10) == .success)

        onNewThread(group) { other.send(.next(0)) }
        // Correct code never delivers `completed` now; broken code usually does within this time.
        let completedWhileInsideOnNext = observer.waitForTermination(seconds: 0.5)
        #expect(!completedWhileInsideOnNext)

        releaseFirstElement.signal()
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(observer.seen == [.next(1), .completed])
        #expect(!observer.didOverlap)
        subscription.dispose()
    }

    /// Both sources send from their own thread at once, many times: the observer still sees one
    /// call at a time and nothing after the completion.
    @Test func takeUntilNeverOverlapsOrForwardsAfterCompletingUnderConcurrentSources() {
        for _ in 0..<20 {
            let source = ManualSource<Int>()
            let other = ManualSource<Int>()
            let observer = OverlapDetector<Int>()
            let subscription = source.observable.take(until: other.observable).subscribe(observer)
            let group = DispatchGroup()
            onNewThread(group) {
                for value in 0..<2_000 { source.send(.next(value)) }
            }
            onNewThread(group) {
                other.send(.next(0))
            }
            #expect(group.wait(timeout: .now() + 30) == .success)
            #expect(observer.didComplete)
            #expect(!observer.didOverlap)
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
