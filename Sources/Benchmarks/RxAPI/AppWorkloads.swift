// The workloads beyond RxSwift's benchmark: the operators an app uses most, each as an app would
// write it, pumping (many elements through one subscription) and creating (many subscriptions of
// one element) where both make sense. Chapter 15 reads the numbers; Sources/Benchmarks/README.md
// lists what each does.
#if PEERS_RXSWIFT
import Dispatch
import RxRelay
import RxSwift
#else
import Dispatch
import ProductionRx
#endif

extension RxWorkloads {
    /// A source that sends `0, 1, 2, …` (`elements` of them) and does not complete: for
    /// `distinctUntilChanged`, which would drop a run of equal elements.
    static func countingSource(elements: Int) -> Observable<Int> {
        Observable<Int>.create { observer in
            for index in 0..<elements {
                observer.on(.next(index))
            }
            return Disposables.create()
        }
    }

    /// A source that sends `elements` ones and completes.
    static func completingSource(elements: Int) -> Observable<Int> {
        Observable<Int>.create { observer in
            for _ in 0..<elements {
                observer.on(.next(1))
            }
            observer.on(.completed)
            return Disposables.create()
        }
    }

    // MARK: One operator over `create`: pumping and creating.

    /// `scan(0, accumulator: +)`: a running total; returns the last total, `elements`.
    static func scanPumping(elements: Int) -> Int {
        nonisolated(unsafe) var total = 0
        let subscription = source(elements: elements).scan(0) { $0 + $1 }.subscribe(onNext: { total = $0 })
        subscription.dispose()
        return total
    }

    static func scanCreating(subscriptions: Int) -> Int {
        create(subscriptions: subscriptions) { $0.scan(0) { $0 + $1 } }
    }

    /// `distinctUntilChanged()` over `0, 1, 2, …`: every element is compared and passes; returns
    /// how many arrived.
    static func distinctUntilChangedPumping(elements: Int) -> Int {
        nonisolated(unsafe) var arrived = 0
        let subscription = countingSource(elements: elements).distinctUntilChanged().subscribe(onNext: { _ in arrived += 1 })
        subscription.dispose()
        return arrived
    }

    static func distinctUntilChangedCreating(subscriptions: Int) -> Int {
        create(subscriptions: subscriptions) { $0.distinctUntilChanged() }
    }

    /// `concatMap { Observable.just($0) }`: one inner subscription per element, one at a time.
    static func concatMapPumping(elements: Int) -> Int {
        pump(elements: elements) { $0.concatMap { Observable.just($0) } }
    }

    static func concatMapCreating(subscriptions: Int) -> Int {
        create(subscriptions: subscriptions) { $0.concatMap { Observable.just($0) } }
    }

    /// `withLatestFrom(relay) { element, latest in element * latest }`, the relay holding 1: the
    /// "button tap with the text field's latest text" of an app.
    static func withLatestFromPumping(elements: Int) -> Int {
        let relay = BehaviorRelay(value: 1)
        return pump(elements: elements) { $0.withLatestFrom(relay) { element, latest in element * latest } }
    }

    static func withLatestFromCreating(subscriptions: Int) -> Int {
        let relay = BehaviorRelay(value: 1)
        return create(subscriptions: subscriptions) { $0.withLatestFrom(relay) { element, latest in element * latest } }
    }

    /// `skip(1).take(count)`: the source sends one element more, which `skip` drops, and `take`
    /// completes with the last.
    static func skipTakePumping(elements: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let subscription = source(elements: elements + 1).skip(1).take(elements).subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    }

    static func skipTakeCreating(subscriptions: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        for _ in 0..<subscriptions {
            let subscription = source(elements: 2).skip(1).take(1).subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    }

    /// `startWith(0)`: a zero first (it adds nothing to the sum), then the source.
    static func startWithPumping(elements: Int) -> Int {
        pump(elements: elements) { $0.startWith(0) }
    }

    static func startWithCreating(subscriptions: Int) -> Int {
        create(subscriptions: subscriptions) { $0.startWith(0) }
    }

    /// `compactMap { $0 > 0 ? $0 : nil }`: every element is kept.
    static func compactMapPumping(elements: Int) -> Int {
        pump(elements: elements) { $0.compactMap { $0 > 0 ? $0 : nil } }
    }

    static func compactMapCreating(subscriptions: Int) -> Int {
        create(subscriptions: subscriptions) { $0.compactMap { $0 > 0 ? $0 : nil } }
    }

    /// `retry(3).catchAndReturn(0)`: the error handling an app puts on a request, on a source
    /// that never fails, so that what is measured is what the happy path pays.
    static func retryCatchPumping(elements: Int) -> Int {
        pump(elements: elements) { $0.retry(3).catchAndReturn(0) }
    }

    static func retryCatchCreating(subscriptions: Int) -> Int {
        create(subscriptions: subscriptions) { $0.retry(3).catchAndReturn(0) }
    }

    // MARK: Subjects, sharing and several sources.

    /// `share(replay: 1)` of a subject's `map`, with three subscribers; returns the sum divided
    /// by three.
    static func shareReplayPumping(elements: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let subject = PublishSubject<Int>()
        let shared = subject.map { $0 }.share(replay: 1)
        let subscriptions = (0..<3).map { _ in shared.subscribe(onNext: { sum += $0 }) }
        for _ in 0..<elements {
            subject.onNext(1)
        }
        subscriptions.forEach { $0.dispose() }
        return sum / 3
    }

    /// `subscriptions` times: a subject, its shared `map`, three subscribers, one element,
    /// dispose; returns the sum divided by three.
    static func shareReplayCreating(subscriptions: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        for _ in 0..<subscriptions {
            let subject = PublishSubject<Int>()
            let shared = subject.map { $0 }.share(replay: 1)
            let subscriptions = (0..<3).map { _ in shared.subscribe(onNext: { sum += $0 }) }
            subject.onNext(1)
            subscriptions.forEach { $0.dispose() }
        }
        return sum / 3
    }

    /// One `BehaviorSubject(value: 0)`, one summing subscriber, `elements` times `onNext(1)`.
    static func behaviorSubjectPumping(elements: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let subject = BehaviorSubject(value: 0)
        let subscription = subject.subscribe(onNext: { sum += $0 })
        for _ in 0..<elements {
            subject.onNext(1)
        }
        subscription.dispose()
        return sum
    }

    /// `subscriptions` times: a `BehaviorRelay(value: 1)`, subscribe (its value arrives at once),
    /// dispose.
    static func behaviorRelayCreating(subscriptions: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        for _ in 0..<subscriptions {
            let relay = BehaviorRelay(value: 1)
            let subscription = relay.subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    }

    /// `Observable.merge` of three subjects, the elements sent to each in turn.
    static func mergeSubjectsPumping(elements: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: { sum += $0 })
        for index in 0..<elements {
            subjects[index % 3].onNext(1)
        }
        subscription.dispose()
        return sum
    }

    static func mergeSubjectsCreating(subscriptions: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        for _ in 0..<subscriptions {
            let subjects = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
            let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: { sum += $0 })
            subjects[0].onNext(1)
            subscription.dispose()
        }
        return sum
    }

    /// `Observable.zip` of two subjects, each element sent to one and then the other.
    static func zipPumping(elements: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let subscription = Observable.zip(first, second) { left, _ in left }.subscribe(onNext: { sum += $0 })
        for _ in 0..<elements {
            first.onNext(1)
            second.onNext(1)
        }
        subscription.dispose()
        return sum
    }

    static func zipCreating(subscriptions: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        for _ in 0..<subscriptions {
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            let subscription = Observable.zip(first, second) { left, _ in left }.subscribe(onNext: { sum += $0 })
            first.onNext(1)
            second.onNext(1)
            subscription.dispose()
        }
        return sum
    }

    // MARK: Threads and traits.

    /// `observe(on:)` a serial dispatch queue: `create` sends `elements` ones and completes; the
    /// caller waits for the completion on the queue. One queue hop per element.
    static func observeOnSerialPumping(elements: Int) -> Int {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var sum = 0
        let subscription = completingSource(elements: elements)
            .observe(on: scheduler)
            .subscribe(onNext: { sum += $0 }, onCompleted: { done.signal() })
        done.wait()
        subscription.dispose()
        return sum
    }

    /// `Single.flatMap`: `subscriptions` times, `Observable.just(1).asSingle()` flat-mapped to a
    /// `Single.just`, subscribed with `onSuccess`, disposed.
    static func singleFlatMapCreating(subscriptions: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        for _ in 0..<subscriptions {
            let subscription = Observable.just(1).asSingle()
                .flatMap { Single.just($0) }
                .subscribe(onSuccess: { sum += $0 })
            subscription.dispose()
        }
        return sum
    }
}
