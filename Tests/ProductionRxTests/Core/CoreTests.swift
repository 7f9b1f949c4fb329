// Chapter 5: Producer, Sink, SinkDisposer, create's sink, events and observers.
import Foundation
// `Producer` and `Sink` are behind `@_spi(Operators)` (chapter 5's design note): these tests
// write a producer and a sink of their own, as the library's operators do.
@_spi(Operators) import ProductionRx
import Testing

@Suite(.leakChecked)
struct ProducerTests {
    @Test func producerOpensTheTrampolineWhenScheduleIsRequired() {
        #expect(CurrentThreadScheduler.isScheduleRequired)
        let log = Log()
        let subscription = Observable<Int>.create { observer in
            log.append("run, schedule required: \(CurrentThreadScheduler.isScheduleRequired)")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("scheduled from run")
                return Disposables.create()
            }
            log.append("run returns")
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe { _ in }
        log.append("subscribe returned")
        subscription.dispose()
        #expect(
            log.entries == [
                "run, schedule required: false",
                "run returns",
                "scheduled from run",
                "subscribe returned",
            ])
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func producerRunsDirectlyInsideARunningTrampoline() {
        let log = Log()
        let outer = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("queued before subscribe")
                return Disposables.create()
            }
            let inner = Observable<Int>.create { observer in
                log.append("run")
                observer.onCompleted()
                return Disposables.create()
            }
            .subscribe { _ in }
            log.append("subscribe returned")
            return inner
        }
        outer.dispose()
        #expect(log.entries == ["run", "subscribe returned", "queued before subscribe"])
    }

    @Test func subscriptionDisposesTheSourceSubscriptionOnce() {
        let disposals = Counter()
        let subscription = Observable<Int>.create { _ in
            Disposables.create { disposals.increment() }
        }
        .subscribe { _ in }
        #expect(disposals.value == 0)
        subscription.dispose()
        subscription.dispose()
        #expect(disposals.value == 1)
    }

    @Test func disposingStopsTheSinkBeforeDisposingTheSourceSubscription() {
        // The sink first, then the subscription, as RxSwift's SinkDisposer does
        // (`RxSwift/Observables/Producer.swift`): what the source sends while its own clean-up
        // runs reaches nobody.
        let recorder = DescriptionRecorder<Int>()
        let subscription = Observable<Int>.create { observer in
            nonisolated(unsafe) let observer = observer
            observer.onNext(1)
            return Disposables.create { observer.onNext(2) }
        }
        .subscribe(recorder.observer)
        subscription.dispose()
        #expect(recorder.events == ["next(1)"])
    }
}

// SinkDisposer and Sink are ProductionRx's own internals (RxSwift keeps its own internal):
// not compiled against RxSwift (Tools/AgainstRxSwift).
#if !RXSWIFT
/// A producer whose sink is a plain disposable, not a `Sink` that disposes its disposer: only
/// the disposable `subscribe` returns can reach both halves.
private final class TwoHalves: Producer<Int> {
    private let log: Log

    init(log: Log) {
        self.log = log
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Int {
        (sink: Disposables.create { [log] in log.append("sink disposed") }, subscription: Disposables.create { [log] in log.append("subscription disposed") })
    }
}

extension ProducerTests {
    @Test func theDisposableSubscribeReturnsDisposesTheSinkThenTheSubscription() {
        let log = Log()
        let subscription = TwoHalves(log: log).subscribe { _ in }
        #expect(log.entries.isEmpty)
        subscription.dispose()
        #expect(log.entries == ["sink disposed", "subscription disposed"])
    }
}

@Suite(.leakChecked)
struct SinkDisposerTests {
    @Test func sinkDisposerDisposesSinkAndSubscriptionExactlyOnce() {
        let sink = Counter()
        let subscription = Counter()
        let disposer = SinkDisposer()
        disposer.setSinkAndSubscription(
            sink: Disposables.create { sink.increment() },
            subscription: Disposables.create { subscription.increment() }
        )
        #expect(!disposer.isDisposed)
        disposer.dispose()
        disposer.dispose()
        #expect(disposer.isDisposed)
        #expect(sink.value == 1)
        #expect(subscription.value == 1)
    }

    @Test func sinkDisposerDisposedBeforeBeingSetDisposesWhenSet() {
        let sink = Counter()
        let subscription = Counter()
        let disposer = SinkDisposer()
        disposer.dispose()
        #expect(sink.value == 0)
        disposer.setSinkAndSubscription(
            sink: Disposables.create { sink.increment() },
            subscription: Disposables.create { subscription.increment() }
        )
        #expect(sink.value == 1)
        #expect(subscription.value == 1)
        disposer.dispose()
        #expect(sink.value == 1)
        #expect(subscription.value == 1)
    }

    @Test func sinkDisposerDisposedFromManyThreadsDisposesOnce() {
        let sink = Counter()
        let disposer = SharedAcrossThreads(SinkDisposer())
        disposer.value.setSinkAndSubscription(sink: Disposables.create { sink.increment() }, subscription: Disposables.create())
        DispatchQueue.concurrentPerform(iterations: 100) { _ in disposer.value.dispose() }
        #expect(sink.value == 1)
    }
}

/// A minimal operator, to exercise `Sink` directly.
private final class PassThroughSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
    }
}

@Suite(.leakChecked)
struct SinkTests {
    @Test func sinkForwardsNothingAfterDispose() {
        let recorder = DescriptionRecorder<Int>()
        let cancel = BooleanDisposable()
        let sink = PassThroughSink(observer: recorder.observer, cancel: cancel)
        sink.on(.next(1))
        #expect(!sink.isDisposed)
        sink.dispose()
        sink.on(.next(2))
        sink.on(.completed)
        #expect(sink.isDisposed)
        #expect(cancel.isDisposed)
        #expect(recorder.events == ["next(1)"])
    }

    @Test func sinkForwarderDisposesTheCancelOnATerminalEvent() {
        let recorder = DescriptionRecorder<Int>()
        let cancel = BooleanDisposable()
        let sink = PassThroughSink(observer: recorder.observer, cancel: cancel)
        let forwarder = sink.forwarder()
        forwarder.on(.next(1))
        #expect(!cancel.isDisposed)
        forwarder.on(.completed)
        #expect(cancel.isDisposed)
        #expect(recorder.events == ["next(1)", "completed"])
    }

    @Test func aSinkThatStopsForwardingUnderItsLockDisposesOnlyAfterReleasingIt() {
        // `merge` ends on an inner error under its lock: `stopForwarding()` there only sets
        // the flag, and the disposing comes after the unlock (chapter 10, "Lock inversion").
        // Here the second source's clean-up waits for another thread that sends through the
        // third, which needs merge's lock.
        let failing = ManualSource<Int>()
        let third = SharedAcrossThreads<AnyObserver<Int>?>(nil)
        let waited = Log()
        let second = Observable<Int>.create { _ in
            Disposables.create {
                let sent = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    third.value?.onNext(3)
                    sent.signal()
                }
                if sent.wait(timeout: .now() + 3) == .timedOut {
                    waited.append("another thread waited for merge's lock")
                }
            }
        }
        let thirdSource = Observable<Int>.create { observer in
            third.value = observer
            return Disposables.create()
        }
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(failing.observable, second, thirdSource).subscribe(recorder)
        failing.send(.error(TestError.boom))
        #expect(recorder.seen == [.error("boom")])
        #expect(waited.entries == [], "the subscriptions were disposed under merge's lock")
        subscription.dispose()
        third.value = nil
    }
}
#endif

@Suite(.leakChecked)
struct CreateTests {
    @Test func createDeliversElementsThenCompletion() {
        let recorder = DescriptionRecorder<Int>()
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(recorder.observer)
        subscription.dispose()
        #expect(recorder.events == ["next(1)", "next(2)", "completed"])
    }

    @Test func createDropsEventsAfterATerminalEvent() {
        let recorder = DescriptionRecorder<Int>()
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.boom)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(recorder.observer)
        #expect(recorder.events == ["next(1)", "error(boom)"])
    }

    @Test func createDeliversOneTerminalWhenCompletedIsSentTwice() {
        let recorder = DescriptionRecorder<Int>()
        _ = Observable<Int>.create { observer in
            observer.onCompleted()
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(recorder.observer)
        #expect(recorder.events == ["completed"])
    }

    @Test func createDisposesItsSubscriptionAfterATerminalEvent() {
        let disposed = Counter()
        nonisolated(unsafe) var observerBox: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            observerBox = observer
            return Disposables.create { disposed.increment() }
        }
        .subscribe { _ in }
        #expect(disposed.value == 0)
        observerBox?.onCompleted()
        #expect(disposed.value == 1)
        subscription.dispose()
        #expect(disposed.value == 1)
        observerBox = nil
    }

    @Test func createForwardsNothingAfterTheSubscriptionIsDisposed() {
        let recorder = DescriptionRecorder<Int>()
        nonisolated(unsafe) var observerBox: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            observerBox = observer
            return Disposables.create()
        }
        .subscribe(recorder.observer)
        observerBox?.onNext(1)
        subscription.dispose()
        observerBox?.onNext(2)
        observerBox?.onCompleted()
        observerBox = nil
        #expect(recorder.events == ["next(1)"])
    }

    @Test func createWarnsAboutReentrantEventsInDebug() {
        #if DEBUG
        nonisolated(unsafe) var observerBox: AnyObserver<Int>?
        let warnings = collectingRxWarnings {
            let subscription = Observable<Int>.create { observer in
                observerBox = observer
                return Disposables.create()
            }
            .subscribe(onNext: { value in
                if value == 1 {
                    observerBox?.onNext(2)
                }
            })
            observerBox?.onNext(1)
            subscription.dispose()
            observerBox = nil
        }
        #expect(warnings.contains { $0.hasPrefix("⚠️ Reentrancy anomaly was detected.") })
        #endif
    }
}

extension CreateTests {
    @Test func createWarnsAboutEventsFromTwoThreadsAtOnceInDebug() {
        #if DEBUG
        nonisolated(unsafe) var observerBox: AnyObserver<Int>?
        let warnings = collectingRxWarnings {
            let entered = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let subscription = Observable<Int>.create { observer in
                observerBox = observer
                return Disposables.create()
            }
            .subscribe(onNext: { value in
                if value == 1 {
                    entered.signal()
                    release.wait()
                }
            })
            let observer = SharedAcrossThreads(observerBox!)
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                observer.value.onNext(1)
            }
            entered.wait()
            // The other thread is still inside its `onNext(1)`.
            observer.value.onNext(2)
            release.signal()
            group.wait()
            subscription.dispose()
            observerBox = nil
        }
        #expect(warnings.contains { $0.hasPrefix("⚠️ Synchronization anomaly was detected.") })
        #endif
    }
}

@Suite(.leakChecked)
struct SubscribeTests {
    @Test func subscribeCallsOnDisposedOnceAfterCompletion() {
        let log = Log()
        let subscription = Observable.of(1)
            .subscribe(
                onNext: { log.append("next \($0)") },
                onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        subscription.dispose()
        #expect(log.entries == ["next 1", "completed", "disposed"])
    }

    @Test func subscribeCallsOnDisposedOnceAfterError() {
        let log = Log()
        let subscription = Observable<Int>.error(TestError.boom)
            .subscribe(onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        subscription.dispose()
        #expect(log.entries == ["error", "disposed"])
    }

    @Test func subscribeCallsOnDisposedWhenDisposedBeforeTheEnd() {
        let log = Log()
        let subscription = Observable<Int>.never()
            .subscribe(onDisposed: { log.append("disposed") })
        #expect(log.entries.isEmpty)
        subscription.dispose()
        subscription.dispose()
        #expect(log.entries == ["disposed"])
    }

    @Test func subscribeWithObjectPassesTheObjectAndStopsOnceItIsFreed() {
        final class Owner { var values: [Int] = [] }
        let owner = Owner()
        nonisolated(unsafe) var observerBox: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            observerBox = observer
            return Disposables.create()
        }
        .subscribe(with: owner, onNext: { owner, value in owner.values.append(value) })
        observerBox?.onNext(1)
        #expect(owner.values == [1])
        subscription.dispose()
        observerBox = nil
    }

    @Test func subscribeWithEventClosureReceivesEveryEvent() {
        nonisolated(unsafe) var events: [String] = []
        _ = Observable.of(1, 2).subscribe { events.append($0.debugDescription) }
        #expect(events == ["next(1)", "next(2)", "completed"])
    }
}

@Suite(.leakChecked)
struct EventAndObserverTests {
    @Test func eventExposesItsParts() {
        let next = Event<Int>.next(1)
        let error = Event<Int>.error(TestError.boom)
        let completed = Event<Int>.completed
        #expect(next.element == 1 && !next.isStopEvent && next.error == nil && !next.isCompleted)
        #expect(error.error is TestError && error.isStopEvent && error.element == nil)
        #expect(completed.isCompleted && completed.isStopEvent)
        #expect(next.debugDescription == "next(1)")
        #expect(completed.debugDescription == "completed")
    }

    @Test func eventMapTurnsAThrownErrorIntoAnErrorEvent() {
        let mapped = Event<Int>.next(1).map { $0 * 10 }
        #expect(mapped.element == 10)
        let failed = Event<Int>.next(1).map { _ -> Int in throw TestError.boom }
        #expect(failed.error is TestError)
        #expect(Event<Int>.completed.map { $0 + 1 }.isCompleted)
    }

    @Test func mapObserverTransformsBeforeForwarding() {
        let recorder = DescriptionRecorder<Int>()
        let strings: AnyObserver<String> = recorder.observer.mapObserver { Int($0)! }
        strings.onNext("7")
        strings.onCompleted()
        #expect(recorder.events == ["next(7)", "completed"])
    }

    @Test func rxErrorDescribesItself() {
        #expect(RxError.noElements.debugDescription == "Sequence doesn't contain any elements.")
        #expect(RxError.timeout.debugDescription == "Sequence timeout.")
    }
}

@Suite(.leakChecked)
struct SinkReentrancyTests {
    @Test func everyOperatorsSinkWarnsWhenAnEventArrivesWhileItIsStillForwardingInDebug() {
        #if DEBUG
        // The observer sends into the subject while map's sink is still forwarding 10: three
        // deliveries overlap, the subject's, map's sink's and the observer's, and each of the
        // three warns once, as RxSwift's do (RxSwift/Observables/Sink.swift).
        // The closures run on this thread only, inside `onNext`.
        nonisolated(unsafe) let subject = PublishSubject<Int>()
        let seen = Log()
        let warnings = collectingRxWarnings {
            let subscription = subject.map { $0 * 10 }
                .subscribe(onNext: { value in
                    seen.append("\(value)")
                    if value == 10 { subject.onNext(2) }
                })
            subject.onNext(1)
            subscription.dispose()
        }
        #expect(seen.entries == ["10", "20"])
        #expect(warnings.filter { $0.hasPrefix("⚠️ Reentrancy anomaly was detected.") }.count == 3)
        #endif
    }
}
