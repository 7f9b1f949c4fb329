// The protocol every sequence conforms to: something an observer can subscribe to. Chapter 5.

// snippet:begin observable-type
/// A push-style sequence.
///
/// A subscribed observer receives `next* (error | completed)?`: any number of elements, then
/// at most one terminal event. Events may arrive on different threads, but never two at once.
/// Disposing the returned subscription stops the sequence and frees what it holds.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` and returns the subscription that cancels it.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps the sequence in an `Observable` that subscribes to it.
    public func asObservable() -> Observable<Element> {
        Observable.creating { observer in self.subscribe(observer) }
    }
}
// snippet:end observable-type
