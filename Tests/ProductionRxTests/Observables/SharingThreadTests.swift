// Chapter 9 (Subjects and sharing): sharing from many threads at once — every subscription
// to the source is disposed, and a subscriber of `share(replay: 1)` never sees the element twice.
import Dispatch
import Foundation
import ProductionRx
import XCTest

/// A source that counts, from any thread, its subscriptions and their disposals, and sends 1
/// to each subscriber when told to.
private struct CountingSource {
    let subscriptions = Counter()
    let disposals = Counter()

    func observable(sendingOne: Bool) -> Observable<Int> {
        Observable<Int>.create { [subscriptions, disposals] observer in
            subscriptions.increment()
            if sendingOne {
                observer.onNext(1)
            }
            return Disposables.create { disposals.increment() }
        }
    }
}

/// sharing across threads
final class SharingThreadTests: RxTestCase {
    func testShareReplayOneConnectsAndDisconnectsConsistentlyWhenManyThreadsSubscribeAndLeave() {
        let source = CountingSource()
        let elements = Counter()
        let shared = SharedAcrossThreads(source.observable(sendingOne: true).share(replay: 1))

        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            let subscription = shared.value.subscribe(onNext: { _ in elements.increment() })
            subscription.dispose()
        }

        XCTAssertTrue(source.subscriptions.value >= 1)
        XCTAssertEqual(source.subscriptions.value, source.disposals.value)
        // Not necessarily 200: the first subscriber connects after releasing the lock, so one
        // that joins and leaves meanwhile has seen nothing yet, as in RxSwift
        // (`RxSwift/Observables/ShareReplayScope.swift`).
        XCTAssertTrue(elements.value <= 200)
    }

    func testShareReplayOneSubscribesTheSourceOnceForManyThreadsAndEachSeesTheElementOnce() {
        let source = CountingSource()
        let elements = Counter()
        let shared = SharedAcrossThreads(source.observable(sendingOne: true).share(replay: 1))
        let all = SharedAcrossThreads(CompositeDisposable())

        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            _ = all.value.insert(shared.value.subscribe(onNext: { _ in elements.increment() }))
        }
        all.value.dispose()

        XCTAssertEqual(source.subscriptions.value, 1)
        XCTAssertEqual(source.disposals.value, 1)
        // Nobody leaves before the end: each gets the element live or replayed, exactly once.
        XCTAssertEqual(elements.value, 200)
    }

    func testShareReplayTwoWhileConnectedStrandsNoSubscriberWhenConnectionsComeAndGoOnManyThreads() {
        // Each subscriber takes one element and leaves, so the connection (and, with
        // `.whileConnected`, its subject) ends and starts again and again. A subscriber counted
        // in the moment the last one left used to be handed the dying connection; the next
        // ones then joined a new subject nobody connected, and waited for ever. (Under
        // ThreadSanitizer this stranded the lock-inversion test's thousand subscriptions.)
        for _ in 0..<100 {
            let elements = Counter()
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create()
            }
            let shared = SharedAcrossThreads(source.share(replay: 2, scope: .whileConnected))
            let subscribers = 8 * (500 / 8 + 1)
            let all = SharedAcrossThreads(CompositeDisposable())

            // Eight threads on however many cores: the threads are preempted anywhere.
            let group = DispatchGroup()
            for _ in 0..<8 {
                group.enter()
                Thread.detachNewThread {
                    for _ in 0..<500 / 8 + 1 {
                        _ = all.value.insert(shared.value.take(1).subscribe(onNext: { _ in elements.increment() }))
                    }
                    group.leave()
                }
            }
            group.wait()
            // Everyone has the element by now, or gets it from an emission under way.
            let deadline = Date().addingTimeInterval(5)
            while elements.value < subscribers, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.001)
            }
            all.value.dispose()
            XCTAssertEqual(elements.value, subscribers, "stranded subscribers: \(subscribers - elements.value)")
            if elements.value != subscribers {
                return
            }
        }
    }

    func testRefCountConnectsAndDisconnectsConsistentlyWhenManyThreadsSubscribeAndLeave() {
        let source = CountingSource()
        let shared = SharedAcrossThreads(source.observable(sendingOne: false).publish().refCount())

        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            shared.value.subscribe(onNext: { _ in }).dispose()
        }

        XCTAssertTrue(source.subscriptions.value >= 1)
        XCTAssertEqual(source.subscriptions.value, source.disposals.value)
    }
}
