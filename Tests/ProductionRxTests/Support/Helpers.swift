// Small tools the ProductionRx tests share: an event recorder, a thread-safe counter, a log,
// a stack-depth probe, the observer of the cross-thread tests, and a way to capture what
// `debug` prints. (`TestError`, `Recorder`, `Seen`, `ManualSource` and `SharedAcrossThreads`
// come from the shared suite's SharedSupport.swift.)
import Dispatch
import Foundation
@_spi(Operators) import ProductionRx
import Synchronization
import Testing

/// Records the events it receives, as their debug descriptions (`next(1)`, `completed`).
/// Used on one thread at a time.
final class DescriptionRecorder<Element> {
    private(set) var events: [String] = []

    var observer: AnyObserver<Element> {
        AnyObserver { event in self.events.append(event.debugDescription) }
    }
}

/// A counter any thread may bump.
final class Counter: Sendable {
    private let storage = Atomic<Int>(0)

    var value: Int { storage.load(ordering: .sequentiallyConsistent) }

    /// Adds one and returns the new value.
    @discardableResult
    func increment() -> Int {
        storage.add(1, ordering: .sequentiallyConsistent).newValue
    }
}

/// A log any thread may append to.
final class Log: Sendable {
    private let storage = Mutex<[String]>([])

    var entries: [String] { storage.withLock { $0 } }

    func append(_ entry: String) {
        storage.withLock { $0.append(entry) }
    }
}

/// A resource for `Observable.using` that counts its disposals.
final class CountingResource: Disposable {
    let disposals: Counter

    init(_ disposals: Counter) {
        self.disposals = disposals
    }

    func dispose() {
        disposals.increment()
    }
}

/// The observer of the cross-thread tests: records every event, notices when two calls to
/// `on(_:)` overlap (and how many were inside at once), and lets the test wait for the
/// terminal event.
///
/// `inside` runs within each call, before the event is recorded. Without it, each call does a
/// little busy work, which widens the window in which another call could enter; a test may
/// hold the call open instead, until it says so.
final class OverlapDetector<Element: Equatable>: ObserverType, Sendable {
    private let inside: (@Sendable (Event<Element>) -> Void)?
    private let active = Atomic<Int>(0)
    private let mostAtOnce = Atomic<Int>(0)
    private let recorder = Recorder<Element>()
    private let terminated = DispatchSemaphore(value: 0)

    init(inside: (@Sendable (Event<Element>) -> Void)? = nil) {
        self.inside = inside
    }

    func on(_ event: Event<Element>) {
        let now = active.add(1, ordering: .sequentiallyConsistent).newValue
        mostAtOnce.max(now, ordering: .sequentiallyConsistent)
        if let inside {
            inside(event)
        } else {
            busyWork()
        }
        recorder.on(event)
        active.subtract(1, ordering: .sequentiallyConsistent)
        if case .next = event { return }
        terminated.signal()
    }

    /// Waits up to `seconds` for the terminal event; `false` if it did not come in time.
    func waitForTermination(seconds: Double = 30) -> Bool {
        terminated.wait(timeout: .now() + seconds) == .success
    }

    /// The events received so far, in order.
    var seen: [Seen<Element>] { recorder.seen }
    /// The largest number of calls that were inside `on(_:)` at the same time.
    var maximumConcurrentCalls: Int { mostAtOnce.load(ordering: .sequentiallyConsistent) }
    /// Whether two calls were ever inside `on(_:)` at once.
    var didOverlap: Bool { maximumConcurrentCalls > 1 }
    /// How many elements arrived.
    var elementCount: Int { seen.count { if case .next = $0 { true } else { false } } }
    /// Whether the sequence ended with exactly one completion and no error.
    var didComplete: Bool { seen.last == .completed && seen.count { $0 == .completed } == 1 }
}

/// An observer that disposes its own subscription from inside `onNext` as soon as `stop` is
/// `true` of the elements seen so far, as a program that has seen enough does. The tests read
/// `seen`.
// @unchecked Sendable: used on one thread at a time (the test's, or the test scheduler's), so
// `seen` needs no lock.
final class DisposingFromInside<Element>: @unchecked Sendable {
    /// The elements received, in order.
    private(set) var seen: [Element] = []
    private let stop: ([Element]) -> Bool
    private let subscription = SingleAssignmentDisposable()

    /// An observer that stops once `stop` is `true` of what it has seen; by default, at the
    /// first element.
    init(at stop: @escaping ([Element]) -> Bool = { _ in true }) {
        self.stop = stop
    }

    /// Subscribes to `source`, keeping the subscription that `onNext` disposes.
    func subscribe<Source: ObservableType>(to source: Source) where Source.Element == Element {
        subscription.setDisposable(
            source.subscribe(onNext: { value in
                self.seen.append(value)
                if self.stop(self.seen) { self.subscription.dispose() }
            }))
    }
}

/// Work enough to keep a call inside an observer's `on(_:)` for a moment.
func busyWork() {
    var spin = 0
    for value in 0..<1_000 { spin &+= value }
    _ = spin
}

/// Runs `body` with standard output sent into a pipe and returns what it printed.
///
/// Leak-checked tests run one at a time, so no other ProductionRx test prints meanwhile, but
/// the test runner's own progress lines may land in the pipe too: callers keep only the
/// lines carrying their own identifier.
func capturingStandardOutput(_ body: () -> Void) -> String {
    fflush(nil)
    let savedStandardOutput = dup(STDOUT_FILENO)
    var pipeEnds: [Int32] = [0, 0]
    guard savedStandardOutput >= 0, pipe(&pipeEnds) == 0 else {
        recordFailure("could not redirect standard output")
        return ""
    }
    dup2(pipeEnds[1], STDOUT_FILENO)
    close(pipeEnds[1])
    // Read while `body` writes: a pipe holds 64 KiB, and a writer blocks when it is full.
    let reader = FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true)
    let output = SharedAcrossThreads(Data())
    let drained = DispatchSemaphore(value: 0)
    Thread {
        output.value = reader.readDataToEndOfFile()
        drained.signal()
    }
    .start()
    body()
    fflush(nil)
    dup2(savedStandardOutput, STDOUT_FILENO)
    close(savedStandardOutput)
    drained.wait()
    return String(decoding: output.value, as: UTF8.self)
}

/// The lowest and highest stack addresses seen by `record()`: how far apart in the stack
/// the calls were.
struct StackDepthRange {
    private var lowest = Int.max
    private var highest = Int.min

    @inline(never)
    mutating func record() {
        var marker = 0
        let address = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        lowest = Swift.min(lowest, address)
        highest = Swift.max(highest, address)
    }

    /// Bytes between the deepest and the shallowest call.
    var spread: Int { highest - lowest }
}

#if RXSWIFT
/// What `RawSource` is built on against RxSwift, whose Producer is internal: a plain
/// ObservableType. RxSwift's `asObservable()` wraps it in a sink that drops what comes after a
/// dispose, so there the regression tests that use it check only the well-behaved path.
class RawSourceBase<Element>: ObservableType, @unchecked Sendable {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        keep(observer.on)
    }

    /// Takes `observer` in; `RawSource` overrides it.
    func keep(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        Disposables.create()
    }
}
#else
/// What `RawSource` is built on: a Producer, so that an operator's own observer is kept,
/// unwrapped. A plain ObservableType would be wrapped by `asObservable()` in a sink that drops
/// what comes after a dispose, and the regression tests that use it could not fail.
class RawSourceBase<Element>: Producer<Element>, @unchecked Sendable {
    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        (sink: keep(observer.on), subscription: Disposables.create())
    }

    /// Takes `observer` in; `RawSource` overrides it.
    func keep(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        Disposables.create()
    }
}
#endif

/// A source with no sink of its own, that guards nothing, as a source on another thread may
/// look to its operator:
/// `send` reaches every observer it ever had, after the source's own end (a source that breaks
/// the grammar) or after the subscription was disposed (an event already on its way when
/// another thread disposed). The operator must ignore what it no longer expects. The operator
/// contract's random sources behave so (Tests/OperatorContract/ContractSource.swift); this is the one
/// a regression test drives by hand. Call `forgetObservers()` at the end: the observers hold
/// the operator, which holds this source.
// @unchecked Sendable: `observers`, `subscriptionCount` and `disposalCount` are only read and
// written under `lock`.
final class RawSource<Element>: RawSourceBase<Element>, @unchecked Sendable {
    private let lock = NSLock()
    private var observers: [(Event<Element>) -> Void] = []
    private var subscriptionCount = 0
    private var disposalCount = 0

    /// How many times it was subscribed to.
    var subscriptions: Int { lock.withLock { subscriptionCount } }
    /// How many dispose calls its subscriptions received.
    var disposals: Int { lock.withLock { disposalCount } }

    /// Keeps `observer` for ever; the disposable it returns only counts the dispose call.
    override func keep(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.withLock {
            observers.append(observer)
            subscriptionCount += 1
        }
        return Disposables.create { self.lock.withLock { self.disposalCount += 1 } }
    }

    /// Delivers `event` to every observer it ever had.
    func send(_ event: Event<Element>) {
        for observer in lock.withLock({ observers }) {
            observer(event)
        }
    }

    /// Lets go of every observer.
    func forgetObservers() {
        lock.withLock { observers = [] }
    }
}
