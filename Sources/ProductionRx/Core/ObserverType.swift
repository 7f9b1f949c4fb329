// The receiving side of a subscription. Chapter 5.

// snippet:begin observer-type
/// Something that receives a sequence's events.
public protocol ObserverType {
    /// The type of the elements it receives.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `element` as a `next` event.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `completed`.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `error`.
    @inlinable
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
// snippet:end observer-type
