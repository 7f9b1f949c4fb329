// Whatever receives events. Chapter 2.

// snippet:begin observer-type
/// A type that receives the events of a sequence.
public protocol ObserverType {
    /// The type of the elements it receives.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}
// snippet:end observer-type

extension ObserverType {
    /// Sends `.next(element)`.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `.error(error)`.
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }

    /// Sends `.completed`.
    public func onCompleted() {
        on(.completed)
    }
}
