// The receiving side of a subscription. Chapter 5.

// snippet:begin observer-type
/// Something that receives a sequence's events.
public protocol ObserverType {
    /// The type of the elements it receives.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)

    /// Receives one element: the same as `on(.next(element))`, which is what it does unless
    /// the observer implements it.
    ///
    /// In RxSwift 6 this is an extension method only. Here it is also a requirement, so that
    /// ProductionRx's sinks can pass an element to the next sink without building an
    /// `Event` around it, which in their generic code costs a run-time type look-up per
    /// event (chapter 15). An observer that implements it must make it mean exactly
    /// `on(.next(element))`.
    func onNext(_ element: Element)

    /// Receives completion: the same as `on(.completed)` unless the observer implements it,
    /// and a requirement for the same reason as `onNext(_:)`.
    func onCompleted()
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
