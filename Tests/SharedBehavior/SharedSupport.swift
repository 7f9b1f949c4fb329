import Foundation

// Helpers the shared behaviour suite uses with either implementation: an error to send,
// a recorder that remembers what an observer saw, and a source driven by hand.
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
/// (its own lock guards `seen`); it does not make the calls themselves take turns.
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

/// A source the test drives by hand: every subscriber is remembered until its subscription
/// is disposed, and `send` delivers an event to all current subscribers. It counts
/// subscriptions and disposals so that tests can check both.
final class ManualSource<Element> {
    private var observers: [Int: (Event<Element>) -> Void] = [:]
    private var nextKey = 0
    /// How many times it was subscribed to.
    private(set) var subscriptions = 0
    /// How many of those subscriptions were disposed.
    private(set) var disposals = 0

    /// The observable to subscribe to.
    var observable: Observable<Element> {
        Observable.create { [unowned self] observer in
            let key = nextKey
            nextKey += 1
            subscriptions += 1
            observers[key] = observer.on
            return Disposables.create { [unowned self] in
                disposals += 1
                observers[key] = nil
            }
        }
    }

    /// Whether anyone is subscribed now.
    var isObserved: Bool { !observers.isEmpty }

    /// Delivers `event` to every current subscriber.
    func send(_ event: Event<Element>) {
        for observer in observers.values {
            observer(event)
        }
    }
}
