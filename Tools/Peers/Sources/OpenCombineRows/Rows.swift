// The benchmark's workloads written the way a user of OpenCombine (Combine's API) writes them.
// Where RxSwift's benchmark uses `Observable.create`, a `PassthroughSubject` is the source: Combine
// has no `create`, and a subject is what an app sends its events through. Rows OpenCombine has no
// operator for are missing here and print an empty cell: combineLatest, withLatestFrom, and the
// Driver rows (no units). Sources/Benchmarks/README.md ("The peers") lists every choice.
import Dispatch
import OpenCombine
import OpenCombineDispatch

/// The error type of the `retryCatch` rows' source.
struct BenchmarkError: Error {}

/// OpenCombine's workloads. Each takes a count and returns a number that must equal it.
public enum OpenCombineRows {
    /// Every row OpenCombine runs, by name.
    public static let all: [String: @Sendable (Int) -> Int] = [
        "publishSubjectPumping": { subjectPumping(elements: $0, subscribers: 1) },
        "publishSubjectPumpingTwoSubscriptions": { subjectPumping(elements: $0, subscribers: 2) },
        "publishSubjectCreating": subjectCreating(subscriptions:),
        "mapFilterPumping": { pump(elements: $0, twelveOperators) },
        "mapFilterCreating": { create(subscriptions: $0, twelveOperators) },
        "flatMapsPumping": { pump(elements: $0, fiveFlatMaps) },
        "flatMapsCreating": { create(subscriptions: $0, fiveFlatMaps) },
        "flatMapLatestPumping": { pump(elements: $0, fiveSwitchToLatests) },
        "flatMapLatestCreating": { create(subscriptions: $0, fiveSwitchToLatests) },
        "behaviorRelayPumping": currentValuePumping(elements:),
        "twelveMapsPumping": { pump(elements: $0, twelveMaps) },
        "scanPumping": scanPumping(elements:),
        "scanCreating": { create(subscriptions: $0) { $0.scan(0, +) } },
        "distinctUntilChangedPumping": removeDuplicatesPumping(elements:),
        "distinctUntilChangedCreating": { create(subscriptions: $0) { $0.removeDuplicates() } },
        "concatMapPumping": { pump(elements: $0) { $0.flatMap(maxPublishers: .max(1)) { Just($0) } } },
        "concatMapCreating": { create(subscriptions: $0) { $0.flatMap(maxPublishers: .max(1)) { Just($0) } } },
        "skipTakePumping": { elements in pump(elements: elements, extra: 1) { $0.dropFirst().prefix(elements) } },
        "skipTakeCreating": { create(subscriptions: $0, extra: 1) { $0.dropFirst().prefix(1) } },
        "startWithPumping": { pump(elements: $0) { $0.prepend(0) } },
        "startWithCreating": { create(subscriptions: $0) { $0.prepend(0) } },
        "compactMapPumping": { pump(elements: $0) { $0.compactMap { $0 > 0 ? $0 : nil } } },
        "compactMapCreating": { create(subscriptions: $0) { $0.compactMap { $0 > 0 ? $0 : nil } } },
        "retryCatchPumping": retryCatchPumping(elements:),
        "retryCatchCreating": retryCatchCreating(subscriptions:),
        "shareReplayPumping": sharePumping(elements:),
        "shareReplayCreating": shareCreating(subscriptions:),
        "behaviorSubjectPumping": currentValuePumping(elements:),
        "behaviorRelayCreating": currentValueCreating(subscriptions:),
        "mergeSubjectsPumping": mergePumping(elements:),
        "mergeSubjectsCreating": mergeCreating(subscriptions:),
        "zipPumping": zipPumping(elements:),
        "zipCreating": zipCreating(subscriptions:),
        "observeOnSerialPumping": receiveOnPumping(elements:),
        "singleFlatMapCreating": futureFlatMapCreating(subscriptions:),
    ]

    /// Sends `elements` (plus `extra`) ones through `chain` of a subject into a summing `sink`.
    static func pump<Chain: Publisher>(elements: Int, extra: Int = 0, _ chain: (PassthroughSubject<Int, Never>) -> Chain) -> Int
    where Chain.Output == Int, Chain.Failure == Never {
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = chain(subject).sink { sum += $0 }
        for _ in 0..<(elements + extra) {
            subject.send(1)
        }
        cancellable.cancel()
        return sum
    }

    /// `subscriptions` times: a subject, `chain`, `sink`, one element (plus `extra`), cancel.
    static func create<Chain: Publisher>(subscriptions: Int, extra: Int = 0, _ chain: (PassthroughSubject<Int, Never>) -> Chain) -> Int
    where Chain.Output == Int, Chain.Failure == Never {
        var sum = 0
        for _ in 0..<subscriptions {
            let subject = PassthroughSubject<Int, Never>()
            let cancellable = chain(subject).sink { sum += $0 }
            for _ in 0...extra {
                subject.send(1)
            }
            cancellable.cancel()
        }
        return sum
    }

    static func subjectPumping(elements: Int, subscribers: Int) -> Int {
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellables = (0..<subscribers).map { _ in subject.sink { sum += $0 } }
        for _ in 0..<elements {
            subject.send(1)
        }
        cancellables.forEach { $0.cancel() }
        return sum / subscribers
    }

    static func subjectCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let subject = PassthroughSubject<Int, Never>()
            let cancellable = subject.sink { sum += $0 }
            subject.send(1)
            cancellable.cancel()
        }
        return sum
    }

    /// Six `map { $0 }` + `filter { _ in true }` pairs: RxSwift's benchmark chain.
    static func twelveOperators<Upstream: Publisher>(_ source: Upstream) -> some Publisher<Int, Never>
    where Upstream.Output == Int, Upstream.Failure == Never {
        source
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
    }

    /// Twelve `map { $0 }`.
    static func twelveMaps<Upstream: Publisher>(_ source: Upstream) -> some Publisher<Int, Never>
    where Upstream.Output == Int, Upstream.Failure == Never {
        source
            .map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }
            .map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }
    }

    static func fiveFlatMaps<Upstream: Publisher>(_ source: Upstream) -> some Publisher<Int, Never>
    where Upstream.Output == Int, Upstream.Failure == Never {
        source.flatMap { Just($0) }.flatMap { Just($0) }.flatMap { Just($0) }.flatMap { Just($0) }.flatMap { Just($0) }
    }

    /// `flatMapLatest` in Combine's words: `map` to the inner publisher, then `switchToLatest()`.
    static func fiveSwitchToLatests<Upstream: Publisher>(_ source: Upstream) -> some Publisher<Int, Never>
    where Upstream.Output == Int, Upstream.Failure == Never {
        source
            .map { Just($0) }.switchToLatest()
            .map { Just($0) }.switchToLatest()
            .map { Just($0) }.switchToLatest()
            .map { Just($0) }.switchToLatest()
            .map { Just($0) }.switchToLatest()
    }

    /// `CurrentValueSubject`, Combine's BehaviorSubject and BehaviorRelay: starts at 0.
    static func currentValuePumping(elements: Int) -> Int {
        var sum = 0
        let subject = CurrentValueSubject<Int, Never>(0)
        let cancellable = subject.sink { sum += $0 }
        for _ in 0..<elements {
            subject.send(1)
        }
        cancellable.cancel()
        return sum
    }

    static func currentValueCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let subject = CurrentValueSubject<Int, Never>(1)
            let cancellable = subject.sink { sum += $0 }
            cancellable.cancel()
        }
        return sum
    }

    static func scanPumping(elements: Int) -> Int {
        var total = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.scan(0, +).sink { total = $0 }
        for _ in 0..<elements {
            subject.send(1)
        }
        cancellable.cancel()
        return total
    }

    /// `removeDuplicates()`, Combine's distinctUntilChanged, over `0, 1, 2, …`.
    static func removeDuplicatesPumping(elements: Int) -> Int {
        var arrived = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.removeDuplicates().sink { _ in arrived += 1 }
        for index in 0..<elements {
            subject.send(index)
        }
        cancellable.cancel()
        return arrived
    }

    /// `retry(3).replaceError(with: 0)`, Combine's `retry(3).catchAndReturn(0)`, on a source that
    /// can fail and does not.
    static func retryCatchPumping(elements: Int) -> Int {
        var sum = 0
        let subject = PassthroughSubject<Int, Error>()
        let cancellable = subject.retry(3).replaceError(with: 0).sink { sum += $0 }
        for _ in 0..<elements {
            subject.send(1)
        }
        cancellable.cancel()
        return sum
    }

    static func retryCatchCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let subject = PassthroughSubject<Int, Error>()
            let cancellable = subject.retry(3).replaceError(with: 0).sink { sum += $0 }
            subject.send(1)
            cancellable.cancel()
        }
        return sum
    }

    /// `share()`, Combine's way to share one subscription among several subscribers (it has no
    /// replay buffer: Combine has no `share(replay:)`), with three subscribers.
    static func sharePumping(elements: Int) -> Int {
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.map { $0 }.share()
        let cancellables = (0..<3).map { _ in shared.sink { sum += $0 } }
        for _ in 0..<elements {
            subject.send(1)
        }
        cancellables.forEach { $0.cancel() }
        return sum / 3
    }

    static func shareCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let subject = PassthroughSubject<Int, Never>()
            let shared = subject.map { $0 }.share()
            let cancellables = (0..<3).map { _ in shared.sink { sum += $0 } }
            subject.send(1)
            cancellables.forEach { $0.cancel() }
        }
        return sum / 3
    }

    /// OpenCombine has no `merge`: a sequence of the subjects, flat-mapped, is Combine's
    /// `MergeMany` written by hand.
    static func mergePumping(elements: Int) -> Int {
        var sum = 0
        let subjects = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
        let cancellable = subjects.publisher.flatMap { $0 }.sink { sum += $0 }
        for index in 0..<elements {
            subjects[index % 3].send(1)
        }
        cancellable.cancel()
        return sum
    }

    static func mergeCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let subjects = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
            let cancellable = subjects.publisher.flatMap { $0 }.sink { sum += $0 }
            subjects[0].send(1)
            cancellable.cancel()
        }
        return sum
    }

    static func zipPumping(elements: Int) -> Int {
        var sum = 0
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let cancellable = first.zip(second).sink { sum += $0.0 }
        for _ in 0..<elements {
            first.send(1)
            second.send(1)
        }
        cancellable.cancel()
        return sum
    }

    static func zipCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let first = PassthroughSubject<Int, Never>()
            let second = PassthroughSubject<Int, Never>()
            let cancellable = first.zip(second).sink { sum += $0.0 }
            first.send(1)
            second.send(1)
            cancellable.cancel()
        }
        return sum
    }

    /// `receive(on:)` a serial dispatch queue, Combine's `observe(on:)`; waits for the completion.
    static func receiveOnPumping(elements: Int) -> Int {
        var sum = 0
        let done = DispatchSemaphore(value: 0)
        let queue = DispatchQueue.OCombine(DispatchQueue(label: "peers.receive-on", qos: .userInitiated))
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.receive(on: queue).sink(receiveCompletion: { _ in done.signal() }, receiveValue: { sum += $0 })
        for _ in 0..<elements {
            subject.send(1)
        }
        subject.send(completion: .finished)
        done.wait()
        cancellable.cancel()
        return sum
    }

    /// `Future`, Combine's Single, flat-mapped to a `Just`.
    static func futureFlatMapCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let cancellable = Future<Int, Never> { promise in promise(.success(1)) }
                .flatMap { Just($0) }
                .sink { sum += $0 }
            cancellable.cancel()
        }
        return sum
    }
}
