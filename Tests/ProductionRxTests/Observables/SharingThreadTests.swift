// Chapter 9 (Subjects and sharing): sharing from many threads at once — every subscription
// to the source is disposed, and a subscriber of `share(replay: 1)` never sees the element twice.
import Dispatch
import ProductionRx
import Testing

@Suite("sharing across threads", .leakChecked)
struct SharingThreadTests {
    @Test func shareReplayOneConnectsAndDisconnectsConsistentlyWhenManyThreadsSubscribeAndLeave() {
        let subscriptions = Counter()
        let disposals = Counter()
        let elements = Counter()
        let source = Observable<Int>.create { observer in
            subscriptions.increment()
            observer.onNext(1)
            return Disposables.create { disposals.increment() }
        }
        let shared = SharedAcrossThreads(source.share(replay: 1))

        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            let subscription = shared.value.subscribe(onNext: { _ in elements.increment() })
            subscription.dispose()
        }

        #expect(subscriptions.value >= 1)
        #expect(subscriptions.value == disposals.value)
        // Not necessarily 200: the first subscriber connects after releasing the lock, so one
        // that joins and leaves meanwhile has seen nothing yet, as in RxSwift.
        #expect(elements.value <= 200)
    }

    @Test func shareReplayOneSubscribesTheSourceOnceForManyThreadsAndEachSeesTheElementOnce() {
        let subscriptions = Counter()
        let disposals = Counter()
        let elements = Counter()
        let source = Observable<Int>.create { observer in
            subscriptions.increment()
            observer.onNext(1)
            return Disposables.create { disposals.increment() }
        }
        let shared = SharedAcrossThreads(source.share(replay: 1))
        let all = SharedAcrossThreads(CompositeDisposable())

        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            _ = all.value.insert(shared.value.subscribe(onNext: { _ in elements.increment() }))
        }
        all.value.dispose()

        #expect(subscriptions.value == 1)
        #expect(disposals.value == 1)
        // Nobody leaves before the end: each gets the element live or replayed, exactly once.
        #expect(elements.value == 200)
    }

    @Test func refCountConnectsAndDisconnectsConsistentlyWhenManyThreadsSubscribeAndLeave() {
        let subscriptions = Counter()
        let disposals = Counter()
        let source = Observable<Int>.create { _ in
            subscriptions.increment()
            return Disposables.create { disposals.increment() }
        }
        let shared = SharedAcrossThreads(source.publish().refCount())

        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            shared.value.subscribe(onNext: { _ in }).dispose()
        }

        #expect(subscriptions.value >= 1)
        #expect(subscriptions.value == disposals.value)
    }
}
