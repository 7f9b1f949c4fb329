// The cross-thread misuses a user makes, run to the end: RxSwift answers them
// with "Synchronization anomaly" warnings and carries on (`RxSwift/Rx.swift`), and so must ProductionRx, also
// under ThreadSanitizer (CI runs this target with it). Chapter 4 explains the warning,
// chapter 7 serialises delivery properly with observe(on:).
import Foundation
import ProductionRx
import Synchronization
import Testing

@Suite(.leakChecked)
struct CrossThreadMisuseTests {
    @Test func behaviorRelayAcceptedFromEightThreadsAtOnceWarnsAndDeliversEveryElement() {
        let relay = BehaviorRelay(value: -1)
        let recorder = Recorder<Int>()
        let overlap = Rendezvous()
        let subscription = relay.subscribe(
            AnyObserver { event in
                // Not the initial -1, delivered by subscribe on this thread before any other.
                if let element = event.element, element >= 0 {
                    overlap.meet()
                }
                recorder.on(event)
            })
        let shared = SharedAcrossThreads(relay)
        let warnings = countingRxWarnings("BehaviorRelay.accept from 8 threads") {
            onThreads(8) { thread in
                for index in 0..<500 {
                    shared.value.accept(thread * 500 + index)
                }
            }
        }
        #expect(elementsSeen(recorder.seen).sorted() == Array(-1..<4000))
        #expect((0..<4000).contains(relay.value))
        expectWarnings(warnings)
        subscription.dispose()
    }

    @Test func publishSubjectSentToFromEightThreadsAtOnceWarnsAndDeliversEveryElementToEveryObserver() {
        let subject = PublishSubject<Int>()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let overlap = Rendezvous()
        let subscriptions = [
            subject.subscribe(
                AnyObserver { event in
                    overlap.meet()
                    first.on(event)
                }),
            subject.subscribe(second),
        ]
        let shared = SharedAcrossThreads(subject)
        let warnings = countingRxWarnings("PublishSubject.onNext from 8 threads") {
            onThreads(8) { thread in
                for index in 0..<500 {
                    shared.value.onNext(thread * 500 + index)
                }
            }
        }
        #expect(elementsSeen(first.seen).sorted() == Array(0..<4000))
        #expect(elementsSeen(second.seen).sorted() == Array(0..<4000))
        expectWarnings(warnings)
        subscriptions.forEach { $0.dispose() }
    }

    @Test func subscribingAndDisposingOnFourThreadsWhileTwoThreadsSendLosesNothingAndLeavesNoObserver() {
        let subject = PublishSubject<Int>()
        let permanent = Recorder<Int>()
        let overlap = Rendezvous()
        let permanentSubscription = subject.subscribe(
            AnyObserver { event in
                overlap.meet()
                permanent.on(event)
            })
        let shared = SharedAcrossThreads(subject)
        let warnings = countingRxWarnings("subscribe and dispose on 4 threads while 2 threads send") {
            onThreads(6) { thread in
                if thread < 2 {
                    for index in 0..<1_000 {
                        shared.value.onNext(thread * 1_000 + index)
                    }
                } else {
                    for _ in 0..<500 {
                        shared.value.subscribe(onNext: { _ in }).dispose()
                    }
                }
            }
        }
        // The permanent observer sees each element once; the transient ones come and go
        // without disturbing it, and none of them stays in the subject.
        #expect(elementsSeen(permanent.seen).sorted() == Array(0..<2_000))
        expectWarnings(warnings)
        permanentSubscription.dispose()
        #expect(!subject.hasObservers)
    }
}

// MARK: - Helpers

/// In debug builds, at least one warning, since the rendezvous made two deliveries overlap.
/// Release builds have no tracker and no warnings.
private func expectWarnings(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    #if DEBUG
    #expect(count > 0, "two deliveries overlapped, which the tracker reports", sourceLocation: sourceLocation)
    #else
    #expect(count == 0, sourceLocation: sourceLocation)
    #endif
}

/// Runs `body`, counting the anomaly warnings it causes; the first one goes on to the handler
/// installed before (by default it prints), followed by a line with the total, so that the log
/// shows the warning without thousands of copies of it. Returns how many there were.
private func countingRxWarnings(_ scenario: String, _ body: () -> Void) -> Int {
    #if DEBUG && RXSWIFT
    // RxSwift prints every warning (SynchronizationTracker in RxSwift/Rx.swift).
    let warnings = collectingRxWarnings(body)
    print("\(scenario): \(warnings.count) anomaly warning(s)\(warnings.first.map { ", the first one:\n" + $0 } ?? ""); no crash.")
    return warnings.count
    #elseif DEBUG
    let count = Counter()
    let previous = RxDiagnostics.warningHandler
    RxDiagnostics.warningHandler = { message in
        if count.increment() == 1 {
            previous(message)
        }
    }
    body()
    RxDiagnostics.warningHandler = previous
    print("\(scenario): \(count.value) anomaly warning(s), the first one printed above; no crash.")
    return count.value
    #else
    body()
    return 0
    #endif
}

/// Runs `body(0)` … `body(count - 1)` on `count` threads of their own, all at once, and waits
/// for them. New threads rather than `concurrentPerform`, which may use as few threads as
/// there are cores: the scenarios need several threads really running together.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            body(index)
            group.leave()
        }
        .start()
    }
    group.wait()
}

/// Holds the first delivery until a second one arrives on another thread (ten seconds at
/// most), so that two deliveries certainly overlap and the tracker certainly warns. Later
/// deliveries pass straight through.
private final class Rendezvous: Sendable {
    private let arrivals = Atomic<Int>(0)
    private let secondArrived = DispatchSemaphore(value: 0)

    func meet() {
        switch arrivals.add(1, ordering: .sequentiallyConsistent).newValue {
        case 1: _ = secondArrived.wait(timeout: .now() + 10)
        case 2: secondArrived.signal()
        default: break
        }
    }
}
