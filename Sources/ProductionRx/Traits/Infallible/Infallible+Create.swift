// Creating an Infallible from a subscribe closure whose observer has no way to send an
// error: `InfallibleEvent` has no such case. Chapter 14.

// snippet:begin infallible-event
/// What an `Infallible`'s subscribe closure can report: an element, or completion. There is
/// no `error` case, and that is the whole promise.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence ended.
    case completed
}
// snippet:end infallible-event

// snippet:begin infallible-create
extension Infallible {
    /// The callback an `Infallible`'s subscribe closure sends its events to.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an `Infallible` from a subscribe closure that sends `InfallibleEvent`s.
    ///
    /// Each subscription calls `subscribe` with its own observer; the events after a
    /// `completed` are ignored, as `Observable.create` ignores them, and the returned
    /// disposable is disposed when the subscription ends.
    ///
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    /// - parameter subscribe: Runs once per subscription and sends the events.
    /// - returns: The `Infallible`.
    @preconcurrency public static func create(subscribe: @escaping @Sendable (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .next(let element):
                    observer.on(.next(element))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return Infallible(source)
    }
}
// snippet:end infallible-create

extension InfallibleEvent: EventConvertible {
    /// The same event as an `Event`: `next` or `completed`.
    public var event: Event<Element> {
        switch self {
        case .next(let element):
            .next(element)
        case .completed:
            .completed
        }
    }
}
