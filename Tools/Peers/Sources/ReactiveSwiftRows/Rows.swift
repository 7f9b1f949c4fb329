// The benchmark's workloads written the way a user of ReactiveSwift writes them: a
// `SignalProducer` where RxSwift's benchmark uses `Observable.create` (a cold source, started per
// subscription), `Signal.pipe()` where it uses a `PublishSubject`, and `MutableProperty` where it
// uses a `BehaviorSubject` or `BehaviorRelay`. The Driver rows have no counterpart and print an
// empty cell. Sources/Benchmarks/README.md ("The peers") lists every choice.
import Dispatch
import ReactiveSwift

/// The error type of the `retryCatch` rows' source.
struct BenchmarkError: Error {}

/// ReactiveSwift's workloads. Each takes a count and returns a number that must equal it.
public enum ReactiveSwiftRows {
    /// Every row ReactiveSwift runs, by name.
    public static let all: [String: @Sendable (Int) -> Int] = [
        "publishSubjectPumping": { pipePumping(elements: $0, subscribers: 1) },
        "publishSubjectPumpingTwoSubscriptions": { pipePumping(elements: $0, subscribers: 2) },
        "publishSubjectCreating": pipeCreating(subscriptions:),
        "mapFilterPumping": { pump(elements: $0, twelveOperators) },
        "mapFilterCreating": { create(subscriptions: $0, twelveOperators) },
        "flatMapsPumping": { pump(elements: $0, fiveFlatMaps) },
        "flatMapsCreating": { create(subscriptions: $0, fiveFlatMaps) },
        "flatMapLatestPumping": { pump(elements: $0, fiveFlatMapLatests) },
        "flatMapLatestCreating": { create(subscriptions: $0, fiveFlatMapLatests) },
        "combineLatestPumping": { pump(elements: $0, nestedCombineLatests) },
        "combineLatestCreating": { create(subscriptions: $0, nestedCombineLatests) },
        "behaviorRelayPumping": propertyPumping(elements:),
        "twelveMapsPumping": { pump(elements: $0, twelveMaps) },
        "scanPumping": scanPumping(elements:),
        "scanCreating": { create(subscriptions: $0) { $0.scan(0, +) } },
        "distinctUntilChangedPumping": skipRepeatsPumping(elements:),
        "distinctUntilChangedCreating": { create(subscriptions: $0) { $0.skipRepeats() } },
        "concatMapPumping": { pump(elements: $0) { $0.flatMap(.concat, just) } },
        "concatMapCreating": { create(subscriptions: $0) { $0.flatMap(.concat, just) } },
        "withLatestFromPumping": withLatestPumping(elements:),
        "withLatestFromCreating": withLatestCreating(subscriptions:),
        "skipTakePumping": { elements in pump(elements: elements, extra: 1) { $0.skip(first: 1).take(first: elements) } },
        "skipTakeCreating": { create(subscriptions: $0, extra: 1) { $0.skip(first: 1).take(first: 1) } },
        "startWithPumping": { pump(elements: $0) { $0.prefix(value: 0) } },
        "startWithCreating": { create(subscriptions: $0) { $0.prefix(value: 0) } },
        "compactMapPumping": { pump(elements: $0) { $0.compactMap { $0 > 0 ? $0 : nil } } },
        "compactMapCreating": { create(subscriptions: $0) { $0.compactMap { $0 > 0 ? $0 : nil } } },
        "retryCatchPumping": { retryCatch(elements: $0, subscriptions: 1) },
        "retryCatchCreating": { retryCatch(elements: 1, subscriptions: $0) },
        "shareReplayPumping": replayLazilyPumping(elements:),
        "shareReplayCreating": replayLazilyCreating(subscriptions:),
        "behaviorSubjectPumping": propertyPumping(elements:),
        "behaviorRelayCreating": propertyCreating(subscriptions:),
        "mergeSubjectsPumping": mergePumping(elements:),
        "mergeSubjectsCreating": mergeCreating(subscriptions:),
        "zipPumping": zipPumping(elements:),
        "zipCreating": zipCreating(subscriptions:),
        "observeOnSerialPumping": observeOnPumping(elements:),
        "singleFlatMapCreating": singleValueFlatMapCreating(subscriptions:),
    ]

    /// A producer that sends `elements` ones when started and does not complete, like the
    /// `create` of RxSwift's benchmark.
    static func source(elements: Int) -> SignalProducer<Int, Never> {
        SignalProducer { observer, _ in
            for _ in 0..<elements {
                observer.send(value: 1)
            }
        }
    }

    /// Starts `chain` of a source of `elements` (plus `extra`) ones with a summing observer.
    static func pump(elements: Int, extra: Int = 0, _ chain: (SignalProducer<Int, Never>) -> SignalProducer<Int, Never>) -> Int {
        var sum = 0
        let disposable = chain(source(elements: elements + extra)).startWithValues { sum += $0 }
        disposable.dispose()
        return sum
    }

    /// `subscriptions` times: `chain` of a source of one element (plus `extra`), started, disposed.
    static func create(subscriptions: Int, extra: Int = 0, _ chain: (SignalProducer<Int, Never>) -> SignalProducer<Int, Never>) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let disposable = chain(source(elements: 1 + extra)).startWithValues { sum += $0 }
            disposable.dispose()
        }
        return sum
    }

    /// A producer of one value, ReactiveSwift's `Observable.just`; a named function, so that the
    /// type checker does not have to infer five closures' types at once.
    static func just(_ value: Int) -> SignalProducer<Int, Never> {
        SignalProducer(value: value)
    }

    /// Six `map { $0 }` + `filter { _ in true }` pairs: RxSwift's benchmark chain.
    static func twelveOperators(_ source: SignalProducer<Int, Never>) -> SignalProducer<Int, Never> {
        source
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
    }

    /// Twelve `map { $0 }`.
    static func twelveMaps(_ source: SignalProducer<Int, Never>) -> SignalProducer<Int, Never> {
        source
            .map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }
            .map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }
    }

    /// `flatMap(.merge)`, ReactiveSwift's flatMap, five times.
    static func fiveFlatMaps(_ source: SignalProducer<Int, Never>) -> SignalProducer<Int, Never> {
        source
            .flatMap(.merge, just)
            .flatMap(.merge, just)
            .flatMap(.merge, just)
            .flatMap(.merge, just)
            .flatMap(.merge, just)
    }

    /// `flatMap(.latest)`, ReactiveSwift's flatMapLatest, five times.
    static func fiveFlatMapLatests(_ source: SignalProducer<Int, Never>) -> SignalProducer<Int, Never> {
        source
            .flatMap(.latest, just)
            .flatMap(.latest, just)
            .flatMap(.latest, just)
            .flatMap(.latest, just)
            .flatMap(.latest, just)
    }

    /// `combineLatest` of three single values and `source`, nested six more times; the `map`
    /// takes the place of RxSwift's result selector.
    static func nestedCombineLatests(_ source: SignalProducer<Int, Never>) -> SignalProducer<Int, Never> {
        var last = SignalProducer.combineLatest(SignalProducer(value: 1), SignalProducer(value: 1), SignalProducer(value: 1), source).map { $0.3 }
        for _ in 0..<6 {
            last = SignalProducer.combineLatest(SignalProducer(value: 1), SignalProducer(value: 1), SignalProducer(value: 1), last).map { $0.3 }
        }
        return last
    }

    /// `Signal.pipe()`, ReactiveSwift's PublishSubject.
    static func pipePumping(elements: Int, subscribers: Int) -> Int {
        var sum = 0
        let (signal, input) = Signal<Int, Never>.pipe()
        let disposables = (0..<subscribers).map { _ in signal.observeValues { sum += $0 } }
        for _ in 0..<elements {
            input.send(value: 1)
        }
        disposables.forEach { $0?.dispose() }
        return sum / subscribers
    }

    static func pipeCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let (signal, input) = Signal<Int, Never>.pipe()
            let disposable = signal.observeValues { sum += $0 }
            input.send(value: 1)
            disposable?.dispose()
        }
        return sum
    }

    /// `MutableProperty`, ReactiveSwift's BehaviorRelay: its producer sends the current value
    /// first, then every change.
    static func propertyPumping(elements: Int) -> Int {
        var sum = 0
        let property = MutableProperty(0)
        let disposable = property.producer.startWithValues { sum += $0 }
        for _ in 0..<elements {
            property.value = 1
        }
        disposable.dispose()
        return sum
    }

    static func propertyCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let property = MutableProperty(1)
            let disposable = property.producer.startWithValues { sum += $0 }
            disposable.dispose()
        }
        return sum
    }

    static func scanPumping(elements: Int) -> Int {
        var total = 0
        let disposable = source(elements: elements).scan(0, +).startWithValues { total = $0 }
        disposable.dispose()
        return total
    }

    /// `skipRepeats()`, ReactiveSwift's distinctUntilChanged, over `0, 1, 2, …`.
    static func skipRepeatsPumping(elements: Int) -> Int {
        var arrived = 0
        let counting = SignalProducer<Int, Never> { observer, _ in
            for index in 0..<elements {
                observer.send(value: index)
            }
        }
        let disposable = counting.skipRepeats().startWithValues { _ in arrived += 1 }
        disposable.dispose()
        return arrived
    }

    /// `withLatest(from:)` a property holding 1; the observer multiplies the pair, as RxSwift's
    /// result selector does.
    static func withLatestPumping(elements: Int) -> Int {
        var sum = 0
        let property = MutableProperty(1)
        let disposable = source(elements: elements).withLatest(from: property.producer).startWithValues { sum += $0.0 * $0.1 }
        disposable.dispose()
        return sum
    }

    static func withLatestCreating(subscriptions: Int) -> Int {
        var sum = 0
        let property = MutableProperty(1)
        for _ in 0..<subscriptions {
            let disposable = source(elements: 1).withLatest(from: property.producer).startWithValues { sum += $0.0 * $0.1 }
            disposable.dispose()
        }
        return sum
    }

    /// `retry(upTo: 3)` and `flatMapError` to a single 0, ReactiveSwift's `retry(3)` and
    /// `catchAndReturn(0)`, on a producer that can fail and does not.
    static func retryCatch(elements: Int, subscriptions: Int) -> Int {
        var sum = 0
        let failable = SignalProducer<Int, BenchmarkError> { observer, _ in
            for _ in 0..<elements {
                observer.send(value: 1)
            }
        }
        for _ in 0..<subscriptions {
            let disposable = failable.retry(upTo: 3).flatMapError { _ in SignalProducer<Int, Never>(value: 0) }.startWithValues { sum += $0 }
            disposable.dispose()
        }
        return sum
    }

    /// `replayLazily(upTo: 1)`, ReactiveSwift's `share(replay: 1)`, of a pipe's `map`, with three
    /// observers.
    static func replayLazilyPumping(elements: Int) -> Int {
        var sum = 0
        let (signal, input) = Signal<Int, Never>.pipe()
        let shared = SignalProducer(signal).map { $0 }.replayLazily(upTo: 1)
        let disposables = (0..<3).map { _ in shared.startWithValues { sum += $0 } }
        for _ in 0..<elements {
            input.send(value: 1)
        }
        disposables.forEach { $0.dispose() }
        return sum / 3
    }

    static func replayLazilyCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let (signal, input) = Signal<Int, Never>.pipe()
            let shared = SignalProducer(signal).map { $0 }.replayLazily(upTo: 1)
            let disposables = (0..<3).map { _ in shared.startWithValues { sum += $0 } }
            input.send(value: 1)
            disposables.forEach { $0.dispose() }
        }
        return sum / 3
    }

    static func mergePumping(elements: Int) -> Int {
        var sum = 0
        let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
        let disposable = Signal.merge(pipes.map(\.output)).observeValues { sum += $0 }
        for index in 0..<elements {
            pipes[index % 3].input.send(value: 1)
        }
        disposable?.dispose()
        return sum
    }

    static func mergeCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
            let disposable = Signal.merge(pipes.map(\.output)).observeValues { sum += $0 }
            pipes[0].input.send(value: 1)
            disposable?.dispose()
        }
        return sum
    }

    static func zipPumping(elements: Int) -> Int {
        var sum = 0
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let disposable = Signal.zip(first, second).observeValues { sum += $0.0 }
        for _ in 0..<elements {
            firstInput.send(value: 1)
            secondInput.send(value: 1)
        }
        disposable?.dispose()
        return sum
    }

    static func zipCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let (first, firstInput) = Signal<Int, Never>.pipe()
            let (second, secondInput) = Signal<Int, Never>.pipe()
            let disposable = Signal.zip(first, second).observeValues { sum += $0.0 }
            firstInput.send(value: 1)
            secondInput.send(value: 1)
            disposable?.dispose()
        }
        return sum
    }

    /// `observe(on:)` a `QueueScheduler` (a serial queue); waits for the completion.
    static func observeOnPumping(elements: Int) -> Int {
        var sum = 0
        let done = DispatchSemaphore(value: 0)
        let completing = SignalProducer<Int, Never> { observer, _ in
            for _ in 0..<elements {
                observer.send(value: 1)
            }
            observer.sendCompleted()
        }
        let disposable = completing.observe(on: QueueScheduler(qos: .userInitiated, name: "peers.observe-on"))
            .start { event in
                switch event {
                case .value(let value): sum += value
                case .completed, .failed, .interrupted: done.signal()
                }
            }
        done.wait()
        disposable.dispose()
        return sum
    }

    /// A single-value producer flat-mapped to another: ReactiveSwift's `Single.flatMap`.
    static func singleValueFlatMapCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let disposable = SignalProducer<Int, Never>(value: 1).flatMap(.latest, just).startWithValues { sum += $0 }
            disposable.dispose()
        }
        return sum
    }
}
