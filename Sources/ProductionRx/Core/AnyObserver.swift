// The type-erased observer `Observable.create` hands to its closure. Chapter 5.

// snippet:begin any-observer
/// An observer that forwards every event to a closure or to another observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives the events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let deliver: EventHandler

    /// Creates an observer that calls `eventHandler` for each event.
    public init(eventHandler: @escaping EventHandler) {
        deliver = eventHandler
    }

    /// Creates an observer that forwards each event to `observer`: the erased observer's
    /// handler is `observer`'s own `on`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.init(eventHandler: observer.on)
    }

    /// Forwards `event`.
    public func on(_ event: Event<Element>) {
        deliver(event)
    }

    /// Returns `self`.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}
// snippet:end any-observer

extension ObserverType {
    /// Erases the observer's type.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer of `Result` that transforms each element with `transform` and forwards it
    /// here; an error thrown by `transform` is forwarded as an `error` event.
    @preconcurrency public func mapObserver<Result>(_ transform: @escaping @Sendable (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}
