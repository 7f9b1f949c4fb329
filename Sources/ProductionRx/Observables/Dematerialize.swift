// `dematerialize`: the inverse of `materialize`, turning elements that are events back into
// events. Chapter 5.

/// A value that stands for an `Event<Element>`, as `materialize()`'s elements do.
public protocol EventConvertible {
    /// The element type of the event it stands for.
    associatedtype Element

    /// The event this value stands for.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> {
        self
    }
}

extension ObservableType where Element: EventConvertible {
    /// The inverse of `materialize()`: each element is an event, and that event is sent.
    ///
    /// A `.next` element carrying a terminal event ends the result with that event.
    ///
    /// - seealso: [materialize operator on reactivex.io](http://reactivex.io/documentation/operators/materialize-dematerialize.html)
    /// - returns: The dematerialized observable sequence.
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

/// One subscription of `dematerialize`: each element is an event, and that event is what
/// goes down. The source's own end and an element carrying an end finish it alike.
private final class DematerializeSink<T: EventConvertible, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == T.Element {
    func on(_ event: Event<T>) {
        let carried: Event<Observer.Element>
        switch event {
        case .next(let element):
            carried = element.event
        case .error(let error):
            carried = .error(error)
        case .completed:
            carried = .completed
        }
        forwardOn(carried)
        if carried.isStopEvent {
            dispose()
        }
    }
}

/// The observable `dematerialize` returns.
private final class Dematerialize<T: EventConvertible>: Producer<T.Element> {
    private let source: Observable<T>

    init(source: Observable<T>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DematerializeSink<T, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
