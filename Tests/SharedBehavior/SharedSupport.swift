import Foundation

// Helpers the shared behaviour suite uses with either implementation: an error to send,
// a recorder that remembers what an observer saw, and the one source tests drive by hand.
#if NAIVE_RX
import NaiveRx
#else
import ProductionRx
#endif

/// The errors tests send through sequences.
enum TestError: Error, Equatable, CustomStringConvertible {
    case boom
    case other

    var description: String {
        switch self {
        case .boom: "boom"
        case .other: "other"
        }
    }
}

/// One event as an observer saw it, in a form `#expect` can compare and print.
/// An error is kept as its description, so `.error("boom")` matches `TestError.boom`.
enum Seen<Element: Equatable>: Equatable, CustomStringConvertible {
    case next(Element)
    case error(String)
    case completed

    init(_ event: Event<Element>) {
        switch event {
        case .next(let element): self = .next(element)
        case .error(let error): self = .error(String(describing: error))
        case .completed: self = .completed
        }
    }

    var description: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

/// An observer that records every event it receives. Safe to call from several threads
/// (its own lock guards `events`); it does not make the calls themselves take turns.
// @unchecked Sendable: `events`, the only mutable state, is only read and written under `lock`.
final class Recorder<Element: Equatable>: ObserverType, @unchecked Sendable {
    private let lock = NSLock()
    private var events: [Seen<Element>] = []

    func on(_ event: Event<Element>) {
        lock.withLock { events.append(Seen(event)) }
    }

    /// The events received so far, in order.
    var seen: [Seen<Element>] {
        lock.withLock { events }
    }
}

/// Subscribes to `source`, lets it run to the end (synchronous sources finish inside
/// `subscribe`), disposes the subscription and returns what the observer saw.
func record<Source: ObservableType>(_ source: Source) -> [Seen<Source.Element>] where Source.Element: Equatable {
    let recorder = Recorder<Source.Element>()
    source.subscribe(recorder).dispose()
    return recorder.seen
}

/// The one source tests drive by hand: every subscriber is remembered until its subscription
/// is disposed, and `send` delivers an event to all current subscribers, in the order they
/// subscribed. It counts subscriptions and disposals so that tests can check both.
///
/// Any thread may send. Like a well-behaved source, it delivers one event at a time: a send
/// from a second thread waits until the first one's delivery has returned. Subscribing and
/// disposing never wait for a delivery, so an operator may dispose it from another thread
/// while holding a lock of its own.
// @unchecked Sendable: `observers`, `nextKey`, `sentElements`, `subscriptionCount` and
// `disposalCount` are only read and written under `state`; `delivery` (recursive, because
// an observer may send again from inside a delivery) makes the sends take turns.
final class ManualSource<Element>: @unchecked Sendable {
    private let state = NSLock()
    private let delivery = NSRecursiveLock()
    private var observers: [(key: Int, on: (Event<Element>) -> Void)] = []
    private var nextKey = 0
    private var sentElements: [Element] = []
    private var subscriptionCount = 0
    private var disposalCount = 0

    /// How many times it was subscribed to.
    var subscriptions: Int { state.withLock { subscriptionCount } }
    /// How many of those subscriptions were disposed.
    var disposals: Int { state.withLock { disposalCount } }
    /// Whether anyone is subscribed now.
    var isObserved: Bool { state.withLock { !observers.isEmpty } }
    /// The elements sent so far (whether anyone was subscribed or not), in order.
    var sent: [Element] { state.withLock { sentElements } }

    /// The observable to subscribe to.
    var observable: Observable<Element> {
        Observable.create { observer in
            let key = self.state.withLock {
                defer { self.nextKey += 1 }
                self.subscriptionCount += 1
                self.observers.append((key: self.nextKey, on: observer.on))
                return self.nextKey
            }
            return Disposables.create {
                self.state.withLock {
                    self.disposalCount += 1
                    self.observers.removeAll { $0.key == key }
                }
            }
        }
    }

    /// Delivers `event` to every current subscriber.
    func send(_ event: Event<Element>) {
        delivery.withLock {
            let current = state.withLock {
                if case .next(let element) = event {
                    sentElements.append(element)
                }
                return observers
            }
            for observer in current {
                observer.on(event)
            }
        }
    }
}

/// Carries a value into a `@Sendable` closure (a new `Thread`, `DispatchQueue.async`,
/// `concurrentPerform`) when the compiler cannot prove that safe. The one such box of the
/// tests.
///
/// @unchecked Sendable: the box has no lock of its own, so it is sound only when either
/// - the value is thread-safe itself (its own lock or atomic), and that is what the test
///   checks; or
/// - the value is handed over: one thread at a time uses it, because it is written before
///   the other thread starts (or before a semaphore is signalled) and read only after that
///   thread is done (or the semaphore was waited for).
final class SharedAcrossThreads<Value>: @unchecked Sendable {
    /// The value carried; a handed-over value may be replaced by the thread that holds it.
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
