// subscribe(on:): the subscription to the source, and its disposal, run on the scheduler;
// events the source sends later arrive wherever the source sends them.
import Dispatch
import Foundation
import ProductionRx
import Testing

@Suite("subscribe(on:)", .leakChecked)
struct SubscribeOnTests {
    @Test func subscribeOnRunsTheSubscribeClosureAndItsEventsOnTheScheduler() {
        let scheduler = SerialDispatchQueueScheduler(queue: namedQueue("target"), internalSerialQueueName: "subscribe-on")
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { observer in
            log.record("subscribed")
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = source.subscribe(on: scheduler).subscribe(log.observer(done: done))
        #expect(waitFor(done))
        subscription.dispose()
        #expect(log.seen == ["subscribed", "next(1)", "completed"])
        #expect(Set(log.places) == ["target"])
    }

    @Test func subscribeOnReturnsBeforeTheSubscriptionRuns() {
        let queue = namedQueue("target")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let log = ThreadLog()
        let release = DispatchSemaphore(value: 0)
        let subscribed = DispatchSemaphore(value: 0)
        queue.async { _ = waitFor(release) }
        let source = Observable<Int>.create { _ in
            log.record("subscribed")
            subscribed.signal()
            return Disposables.create()
        }
        let subscription = source.subscribe(on: scheduler).subscribe(log.observer())
        log.record("subscribe returned")
        release.signal()
        #expect(waitFor(subscribed))
        subscription.dispose()
        queue.sync {}
        #expect(log.seen == ["subscribe returned", "subscribed"])
    }

    @Test func subscribeOnDisposesTheSourceSubscriptionOnTheScheduler() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: namedQueue("target"))
        let log = ThreadLog()
        let subscribed = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { _ in
            log.record("subscribed")
            subscribed.signal()
            return Disposables.create {
                log.record("disposed")
                disposed.signal()
            }
        }
        let subscription = source.subscribe(on: scheduler).subscribe(log.observer())
        #expect(waitFor(subscribed))
        subscription.dispose()
        #expect(waitFor(disposed))
        #expect(log.seen == ["subscribed", "disposed"])
        #expect(log.places == ["target", "target"])
    }

    @Test func disposingBeforeTheScheduledSubscriptionRunsMeansTheSourceIsNeverSubscribed() {
        let queue = namedQueue("target")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "subscribe-on")
        let subscriptions = Counter()
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            _ = waitFor(release)
            return Disposables.create()
        }
        let source = Observable<Int>.create { _ in
            subscriptions.increment()
            return Disposables.create()
        }
        let subscription = source.subscribe(on: scheduler).subscribe(ThreadLog().observer())
        subscription.dispose()
        release.signal()
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        #expect(waitFor(done))
        #expect(subscriptions.value == 0)
    }

    @Test func subscribeOnDoesNotMoveEventsTheSourceSendsLaterFromElsewhere() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: namedQueue("target"))
        let source = ManualSource<Int>()
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        let subscription = source.observable.subscribe(on: scheduler).subscribe(log.observer(done: done))
        // Wait until the subscription, made on the scheduler, has reached the source.
        for _ in 0..<200 where !source.isObserved {
            pause(milliseconds: 5)
        }
        #expect(source.isObserved)
        source.send(.next(1))
        source.send(.completed)
        #expect(waitFor(done))
        subscription.dispose()
        #expect(log.seen == ["next(1)", "completed"])
        #expect(log.places == ["elsewhere", "elsewhere"])
    }
}
