// Whatever can be subscribed to. Chapter 2.

// snippet:begin observable-type
/// A push-based sequence: subscribe an observer and it receives the sequence's events.
public protocol ObservableType {
    /// The type of the elements it sends.
    associatedtype Element

    /// Starts sending events to `observer`; dispose the result to stop.
    ///
    /// The generic parameter is `O`, as in the article: in NaiveRx the name `Observer`
    /// belongs to the closure-based observer class.
    func subscribe<O: ObserverType>(_ observer: O) -> Disposable where O.Element == Element
}
// snippet:end observable-type
